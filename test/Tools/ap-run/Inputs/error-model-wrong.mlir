// Wrong partitionings of error-model.mlir's @bf16_mean and @centered, each
// ap-partition's own with one bug.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
ap.mesh @mesh(shape = 4, axes = ["v"])
ap.mesh @pair(shape = 2, axes = ["p"])

// Divides by the group size twice: the local means are averaged (avg), not
// summed. Every output is half of what it should be.
func.func @bf16_mean(%arg0: tensor<16x128xbf16> {ap.local_sharding = #ap.sharding<@pair, [S(1)]>}) -> (tensor<16xbf16> {ap.local_sharding = #ap.sharding<@pair, [R]>}) {
  %cst = arith.constant 0.000000e+00 : bf16
  %cst_0 = arith.constant 2.560000e+02 : bf16
  %0 = tensor.empty() : tensor<16xbf16>
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<16xbf16>) -> tensor<16xbf16>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16x128xbf16>) outs(%1 : tensor<16xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %5 = arith.addf %out, %in : bf16
    linalg.yield %5 : bf16
  } -> tensor<16xbf16>
  %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2 : tensor<16xbf16>) outs(%0 : tensor<16xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %5 = arith.divf %in, %cst_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<16xbf16>
  %4 = ap.all_reduce %3 on @pair axes = [0] reduce = avg : tensor<16xbf16>
  return %4 : tensor<16xbf16>
}

// Subtracts each device's own mean: its local sum, times the group size,
// where the group's sum belongs (no all_reduce).
func.func @centered(%arg0: tensor<16x256xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(1)]>}) -> (tensor<16x256xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(1)]>}) {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 1.000000e+03 : f32
  %cst_1 = arith.constant 1.024000e+03 : f32
  %devices = arith.constant dense<4.0> : tensor<16xf32>
  %0 = tensor.empty() : tensor<16xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16x256xf32>) outs(%1 : tensor<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = arith.addf %in, %cst_0 : f32
    %7 = arith.addf %out, %6 : f32
    linalg.yield %7 : f32
  } -> tensor<16xf32>
  %3 = arith.mulf %2, %devices : tensor<16xf32>
  %4 = tensor.empty() : tensor<16x256xf32>
  %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %3 : tensor<16x256xf32>, tensor<16xf32>) outs(%4 : tensor<16x256xf32>) {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %6 = arith.addf %in, %cst_0 : f32
    %7 = arith.divf %in_2, %cst_1 : f32
    %8 = arith.subf %6, %7 : f32
    linalg.yield %8 : f32
  } -> tensor<16x256xf32>
  return %5 : tensor<16x256xf32>
}
