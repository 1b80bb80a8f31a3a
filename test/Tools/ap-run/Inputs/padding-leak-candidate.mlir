// padding-leak.mlir's @row_sums partitioned by hand, wrongly: each device
// sums its whole chunk of 17 columns, the padded one included.
ap.mesh @mesh(shape = 4, axes = ["v"])

func.func @row_sums(%x: tensor<3x17xf32> {ap.global_shape = array<i64: 3, 67>, ap.local_sharding = #ap.sharding<@mesh, [S(1)]>})
    -> (tensor<3xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x17xf32>) outs(%acc : tensor<3xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.addf %out, %a : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %1 = ap.all_reduce %0 on @mesh axes = [0] reduce = sum : tensor<3xf32>
  return %1 : tensor<3xf32>
}
