// The global program of ../ddp.mlir: gradients partial over the data
// parallel axis, returned whole (the last one scattered).
ap.mesh @mesh(shape = 4, axes = ["dp"])
func.func @grads(%w: tensor<8x4xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum)]>},
                 %b: tensor<4xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum)]>},
                 %s: tensor<f32> {ap.sharding = #ap.sharding<@mesh, [P(sum)]>},
                 %e: tensor<16xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum)]>})
    -> (tensor<8x4xf32> {ap.sharding = #ap.sharding<@mesh, [R]>},
        tensor<4xf32> {ap.sharding = #ap.sharding<@mesh, [R]>},
        tensor<f32> {ap.sharding = #ap.sharding<@mesh, [R]>},
        tensor<16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  return %w, %b, %s, %e : tensor<8x4xf32>, tensor<4xf32>, tensor<f32>, tensor<16xf32>
}
