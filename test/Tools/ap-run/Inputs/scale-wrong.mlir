// A hand-partitioned version of scale-global.mlir with a bug: device rows
// are scaled by 3 instead of 2.
ap.mesh @mesh(shape = 2, axes = ["x"])
func.func @scale(%x: tensor<2x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<2x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %three = arith.constant dense<3.0> : tensor<2x4xf32>
  %y = arith.mulf %x, %three : tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}
