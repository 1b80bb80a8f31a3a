// The global program: the negation of a value.
func.func @negate(%a: tensor<8xf32>) -> tensor<8xf32> {
  %y = arith.negf %a : tensor<8xf32>
  return %y : tensor<8xf32>
}
