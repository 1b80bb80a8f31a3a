// A two-layer MLP (matmul, ReLU, matmul) in the global view, sharded
// Megatron style on a 2x4 mesh: batch over "dp", the hidden dim over "tp"
// (column-parallel W1, row-parallel W2), so the second matmul leaves partial
// sums on "tp" that one redistribution turns back into a replicated output.
//
//   scripts/run-example.sh examples/mlp-megatron.mlir

ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])

#map_2d = affine_map<(d0, d1) -> (d0, d1)>

func.func @mlp(
    %x: tensor<8x64xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
    %w1: tensor<64x256xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(1)]>},
    %w2: tensor<256x64xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>})
    -> (tensor<8x64xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  %zero = arith.constant 0.0 : f32

  // Column-parallel: each device computes its 8/2 x 256/4 block.
  %h_init = tensor.empty() : tensor<8x256xf32>
  %h_zero = linalg.fill ins(%zero : f32) outs(%h_init : tensor<8x256xf32>)
      -> tensor<8x256xf32>
  %h = linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}
      ins(%x, %w1 : tensor<8x64xf32>, tensor<64x256xf32>)
      outs(%h_zero : tensor<8x256xf32>) -> tensor<8x256xf32>

  // ReLU keeps the column-parallel sharding.
  %a = linalg.generic {indexing_maps = [#map_2d, #map_2d],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x256xf32>) outs(%h_init : tensor<8x256xf32>)
      attrs = {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>} {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x256xf32>

  // Row-parallel: the contraction dim is sharded on "tp", so every device
  // holds a partial sum of its batch rows.
  %y_init = tensor.empty() : tensor<8x64xf32>
  %y_zero = linalg.fill ins(%zero : f32) outs(%y_init : tensor<8x64xf32>)
      -> tensor<8x64xf32>
  %y = linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), P(sum)]>}
      ins(%a, %w2 : tensor<8x256xf32>, tensor<256x64xf32>)
      outs(%y_zero : tensor<8x64xf32>) -> tensor<8x64xf32>

  // One all-reduce over "tp" once partitioned.
  %out = ap.redistribute %y from <@mesh, [S(0), P(sum)]> to <@mesh, [S(0), R]>
      : tensor<8x64xf32>
  return %out : tensor<8x64xf32>
}
