// The global program: the square of a value.
func.func @square(%a: tensor<8xf32>) -> tensor<8xf32> {
  %y = arith.mulf %a, %a : tensor<8xf32>
  return %y : tensor<8xf32>
}
