// infinity-global.mlir on two devices that both compute the whole (equal
// infinities on the replicas).
ap.mesh @mesh(shape = 2, axes = ["x"])
func.func @infinity(%a: tensor<4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>})
    -> (tensor<4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %inf = arith.constant dense<0x7F800000> : tensor<4xf32>
  %y = arith.mulf %a, %inf : tensor<4xf32>
  return %y : tensor<4xf32>
}
