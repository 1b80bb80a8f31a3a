// identity-i64.mlir off by one: equal as doubles near 2^60.
func.func @identity(%a: tensor<4xi64>) -> tensor<4xi64> {
  %one = arith.constant dense<1> : tensor<4xi64>
  %y = arith.addi %a, %one : tensor<4xi64>
  return %y : tensor<4xi64>
}
