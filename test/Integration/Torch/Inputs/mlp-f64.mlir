// The training step of mlp (f64), exported by
// tools/torch-export/export.py --model mlp --dtype f64 (torch 2.15.0, torch-mlir 20261001).
// PyTorch's loss and gradients: mlp-f64.ref/ (docs/TorchExport.md).
// Regenerate the fixtures: scripts/export-fixtures.sh
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @train_step(%x: tensor<8x16xf64> loc("x"),
      %y: tensor<8x8xf64> loc("y"),
      %fc1: tensor<32x16xf64> {ap.param} loc("fc1"),
      %fc1_bias: tensor<32xf64> {ap.param} loc("fc1_bias"),
      %fc2: tensor<32x32xf64> {ap.param} loc("fc2"),
      %fc2_bias: tensor<32xf64> {ap.param} loc("fc2_bias"),
      %fc3: tensor<8x32xf64> {ap.param} loc("fc3"),
      %fc3_bias: tensor<8xf64> {ap.param} loc("fc3_bias"))
      -> (tensor<f64>,
          tensor<32x16xf64> {ap.grad_of = 2 : i64},
          tensor<32xf64> {ap.grad_of = 3 : i64},
          tensor<32x32xf64> {ap.grad_of = 4 : i64},
          tensor<32xf64> {ap.grad_of = 5 : i64},
          tensor<8x32xf64> {ap.grad_of = 6 : i64},
          tensor<8xf64> {ap.grad_of = 7 : i64}) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f64>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f64>
    %cst_2 = arith.constant 3.125000e-02 : f64
    %cst_3 = arith.constant 6.400000e+01 : f64
    %0 = tensor.empty() : tensor<16x32xf64>
    %transposed = linalg.transpose ins(%fc1 : tensor<32x16xf64>) outs(%0 : tensor<16x32xf64>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x32xf64>
    %2 = linalg.fill ins(%cst : f64) outs(%1 : tensor<8x32xf64>) -> tensor<8x32xf64>
    %3 = linalg.matmul ins(%x, %transposed : tensor<8x16xf64>, tensor<16x32xf64>) outs(%2 : tensor<8x32xf64>) -> tensor<8x32xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%fc1_bias : tensor<32xf64>) outs(%1 : tensor<8x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<8x32xf64>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<8x32xf64>, tensor<8x32xf64>) outs(%1 : tensor<8x32xf64>) {
    ^bb0(%in: f64, %in_11: f64, %out: f64):
      %46 = arith.addf %in, %in_11 : f64
      linalg.yield %46 : f64
    } -> tensor<8x32xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x32xf64>) outs(%1 : tensor<8x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %46 = arith.cmpf ugt, %in, %cst : f64
      %47 = arith.select %46, %in, %cst : f64
      linalg.yield %47 : f64
    } -> tensor<8x32xf64>
    %7 = tensor.empty() : tensor<32x32xf64>
    %transposed_4 = linalg.transpose ins(%fc2 : tensor<32x32xf64>) outs(%7 : tensor<32x32xf64>) permutation = [1, 0] 
    %8 = linalg.matmul ins(%6, %transposed_4 : tensor<8x32xf64>, tensor<32x32xf64>) outs(%2 : tensor<8x32xf64>) -> tensor<8x32xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%fc2_bias : tensor<32xf64>) outs(%1 : tensor<8x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<8x32xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<8x32xf64>, tensor<8x32xf64>) outs(%1 : tensor<8x32xf64>) {
    ^bb0(%in: f64, %in_11: f64, %out: f64):
      %46 = arith.addf %in, %in_11 : f64
      linalg.yield %46 : f64
    } -> tensor<8x32xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x32xf64>) outs(%1 : tensor<8x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %46 = arith.cmpf ugt, %in, %cst : f64
      %47 = arith.select %46, %in, %cst : f64
      linalg.yield %47 : f64
    } -> tensor<8x32xf64>
    %12 = tensor.empty() : tensor<32x8xf64>
    %transposed_5 = linalg.transpose ins(%fc3 : tensor<8x32xf64>) outs(%12 : tensor<32x8xf64>) permutation = [1, 0] 
    %13 = tensor.empty() : tensor<8x8xf64>
    %14 = linalg.fill ins(%cst : f64) outs(%13 : tensor<8x8xf64>) -> tensor<8x8xf64>
    %15 = linalg.matmul ins(%11, %transposed_5 : tensor<8x32xf64>, tensor<32x8xf64>) outs(%14 : tensor<8x8xf64>) -> tensor<8x8xf64>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%fc3_bias : tensor<8xf64>) outs(%13 : tensor<8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<8x8xf64>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15, %16 : tensor<8x8xf64>, tensor<8x8xf64>) outs(%13 : tensor<8x8xf64>) {
    ^bb0(%in: f64, %in_11: f64, %out: f64):
      %46 = arith.addf %in, %in_11 : f64
      linalg.yield %46 : f64
    } -> tensor<8x8xf64>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %y : tensor<8x8xf64>, tensor<8x8xf64>) outs(%13 : tensor<8x8xf64>) {
    ^bb0(%in: f64, %in_11: f64, %out: f64):
      %46 = arith.subf %in, %in_11 : f64
      linalg.yield %46 : f64
    } -> tensor<8x8xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<8x8xf64>) outs(%13 : tensor<8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %46 = math.fpowi %in, %c2_i64 : f64, i64
      linalg.yield %46 : f64
    } -> tensor<8x8xf64>
    %20 = tensor.empty() : tensor<f64>
    %21 = linalg.fill ins(%cst : f64) outs(%20 : tensor<f64>) -> tensor<f64>
    %22 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%19 : tensor<8x8xf64>) outs(%21 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %46 = arith.addf %in, %out : f64
      linalg.yield %46 : f64
    } -> tensor<f64>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%22 : tensor<f64>) outs(%20 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %46 = arith.divf %in, %cst_3 : f64
      linalg.yield %46 : f64
    } -> tensor<f64>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<8x8xf64>) outs(%13 : tensor<8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %46 = arith.mulf %in, %cst_2 : f64
      linalg.yield %46 : f64
    } -> tensor<8x8xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_1 : tensor<8x8xf64>, tensor<f64>) outs(%13 : tensor<8x8xf64>) {
    ^bb0(%in: f64, %in_11: f64, %out: f64):
      %46 = arith.mulf %in, %in_11 : f64
      linalg.yield %46 : f64
    } -> tensor<8x8xf64>
    %26 = linalg.matmul ins(%25, %fc3 : tensor<8x8xf64>, tensor<8x32xf64>) outs(%2 : tensor<8x32xf64>) -> tensor<8x32xf64>
    %transposed_6 = linalg.transpose ins(%25 : tensor<8x8xf64>) outs(%13 : tensor<8x8xf64>) permutation = [1, 0] 
    %27 = linalg.matmul ins(%transposed_6, %11 : tensor<8x8xf64>, tensor<8x32xf64>) outs(%2 : tensor<8x32xf64>) -> tensor<8x32xf64>
    %28 = tensor.empty() : tensor<1x8xf64>
    %29 = linalg.fill ins(%cst : f64) outs(%28 : tensor<1x8xf64>) -> tensor<1x8xf64>
    %30 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%25 : tensor<8x8xf64>) outs(%29 : tensor<1x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %46 = arith.addf %in, %out : f64
      linalg.yield %46 : f64
    } -> tensor<1x8xf64>
    %collapsed = tensor.collapse_shape %30 [[0, 1]] : tensor<1x8xf64> into tensor<8xf64>
    %31 = tensor.empty() : tensor<8x32xi1>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8x32xf64>) outs(%31 : tensor<8x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %46 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %46 : i1
    } -> tensor<8x32xi1>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %cst_0, %26 : tensor<8x32xi1>, tensor<f64>, tensor<8x32xf64>) outs(%1 : tensor<8x32xf64>) {
    ^bb0(%in: i1, %in_11: f64, %in_12: f64, %out: f64):
      %46 = arith.select %in, %in_11, %in_12 : f64
      linalg.yield %46 : f64
    } -> tensor<8x32xf64>
    %34 = linalg.matmul ins(%33, %fc2 : tensor<8x32xf64>, tensor<32x32xf64>) outs(%2 : tensor<8x32xf64>) -> tensor<8x32xf64>
    %transposed_7 = linalg.transpose ins(%33 : tensor<8x32xf64>) outs(%12 : tensor<32x8xf64>) permutation = [1, 0] 
    %35 = linalg.fill ins(%cst : f64) outs(%7 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %36 = linalg.matmul ins(%transposed_7, %6 : tensor<32x8xf64>, tensor<8x32xf64>) outs(%35 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %37 = tensor.empty() : tensor<1x32xf64>
    %38 = linalg.fill ins(%cst : f64) outs(%37 : tensor<1x32xf64>) -> tensor<1x32xf64>
    %39 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%33 : tensor<8x32xf64>) outs(%38 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %46 = arith.addf %in, %out : f64
      linalg.yield %46 : f64
    } -> tensor<1x32xf64>
    %collapsed_8 = tensor.collapse_shape %39 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<8x32xf64>) outs(%31 : tensor<8x32xi1>) {
    ^bb0(%in: f64, %out: i1):
      %46 = arith.cmpf ole, %in, %cst : f64
      linalg.yield %46 : i1
    } -> tensor<8x32xi1>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_0, %34 : tensor<8x32xi1>, tensor<f64>, tensor<8x32xf64>) outs(%1 : tensor<8x32xf64>) {
    ^bb0(%in: i1, %in_11: f64, %in_12: f64, %out: f64):
      %46 = arith.select %in, %in_11, %in_12 : f64
      linalg.yield %46 : f64
    } -> tensor<8x32xf64>
    %transposed_9 = linalg.transpose ins(%41 : tensor<8x32xf64>) outs(%12 : tensor<32x8xf64>) permutation = [1, 0] 
    %42 = tensor.empty() : tensor<32x16xf64>
    %43 = linalg.fill ins(%cst : f64) outs(%42 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %44 = linalg.matmul ins(%transposed_9, %x : tensor<32x8xf64>, tensor<8x16xf64>) outs(%43 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %45 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%41 : tensor<8x32xf64>) outs(%38 : tensor<1x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %46 = arith.addf %in, %out : f64
      linalg.yield %46 : f64
    } -> tensor<1x32xf64>
    %collapsed_10 = tensor.collapse_shape %45 [[0, 1]] : tensor<1x32xf64> into tensor<32xf64>
    return %23, %44, %collapsed_10, %36, %collapsed_8, %27, %collapsed : tensor<f64>, tensor<32x16xf64>, tensor<32xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<8x32xf64>, tensor<8xf64>
  }
}
