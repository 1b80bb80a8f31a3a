func.func @scale(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %two = arith.constant dense<2.0> : tensor<4x4xf32>
  %y = arith.mulf %x, %two : tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}
