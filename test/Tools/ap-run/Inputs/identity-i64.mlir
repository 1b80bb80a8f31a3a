// The global program: an i64 value unchanged.
func.func @identity(%a: tensor<4xi64>) -> tensor<4xi64> {
  return %a : tensor<4xi64>
}
