// An index-like argument: ap-run draws it from its ap.input_range.
func.func @ids(%t: tensor<32xi64> {ap.input_range = array<i64: 0, 3>}, %u: tensor<4xi64>) -> (tensor<32xi64>, tensor<4xi64>) {
  return %t, %u : tensor<32xi64>, tensor<4xi64>
}
