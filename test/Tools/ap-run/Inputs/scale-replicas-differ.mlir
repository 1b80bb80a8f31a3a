// Replicated result, but the devices do not agree: device 1 adds its index.
ap.mesh @mesh(shape = 2, axes = ["x"])
func.func @scale(%x: tensor<4x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>})
    -> (tensor<4x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %two = arith.constant dense<2.0> : tensor<4x4xf32>
  %y = arith.mulf %x, %two : tensor<4x4xf32>
  %i = ap.group_index on @mesh axes = [0]
  %ii = arith.index_cast %i : index to i64
  %f = arith.sitofp %ii : i64 to f32
  %e = tensor.empty() : tensor<4x4xf32>
  %fs = linalg.fill ins(%f : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %z = arith.addf %y, %fs : tensor<4x4xf32>
  return %z : tensor<4x4xf32>
}
