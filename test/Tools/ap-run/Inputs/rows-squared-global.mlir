// The global program of send-recv.mlir: the square of a 2x4 value.
func.func @square(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %y = arith.mulf %x, %x : tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}
