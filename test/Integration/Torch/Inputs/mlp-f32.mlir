// The training step of mlp (f32), exported by
// tools/torch-export/export.py --model mlp --dtype f32 (torch 2.15.0, torch-mlir 20261001).
// PyTorch's loss and gradients: mlp-f32.ref/ (docs/TorchExport.md).
// Regenerate the fixtures: scripts/export-fixtures.sh
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @train_step(%x: tensor<8x16xf32> loc("x"),
      %y: tensor<8x8xf32> loc("y"),
      %fc1: tensor<32x16xf32> {ap.param} loc("fc1"),
      %fc1_bias: tensor<32xf32> {ap.param} loc("fc1_bias"),
      %fc2: tensor<32x32xf32> {ap.param} loc("fc2"),
      %fc2_bias: tensor<32xf32> {ap.param} loc("fc2_bias"),
      %fc3: tensor<8x32xf32> {ap.param} loc("fc3"),
      %fc3_bias: tensor<8xf32> {ap.param} loc("fc3_bias"))
      -> (tensor<f32>,
          tensor<32x16xf32> {ap.grad_of = 2 : i64},
          tensor<32xf32> {ap.grad_of = 3 : i64},
          tensor<32x32xf32> {ap.grad_of = 4 : i64},
          tensor<32xf32> {ap.grad_of = 5 : i64},
          tensor<8x32xf32> {ap.grad_of = 6 : i64},
          tensor<8xf32> {ap.grad_of = 7 : i64}) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 6.400000e+01 : f32
    %cst_3 = arith.constant 3.125000e-02 : f32
    %0 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%fc1 : tensor<32x16xf32>) outs(%0 : tensor<16x32xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x32xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = linalg.matmul ins(%x, %transposed : tensor<8x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%fc1_bias : tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %46 = arith.addf %in, %in_11 : f32
      linalg.yield %46 : f32
    } -> tensor<8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.cmpf ugt, %in, %cst : f32
      %47 = arith.select %46, %in, %cst : f32
      linalg.yield %47 : f32
    } -> tensor<8x32xf32>
    %7 = tensor.empty() : tensor<32x32xf32>
    %transposed_4 = linalg.transpose ins(%fc2 : tensor<32x32xf32>) outs(%7 : tensor<32x32xf32>) permutation = [1, 0] 
    %8 = linalg.matmul ins(%6, %transposed_4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%fc2_bias : tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %46 = arith.addf %in, %in_11 : f32
      linalg.yield %46 : f32
    } -> tensor<8x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.cmpf ugt, %in, %cst : f32
      %47 = arith.select %46, %in, %cst : f32
      linalg.yield %47 : f32
    } -> tensor<8x32xf32>
    %12 = tensor.empty() : tensor<32x8xf32>
    %transposed_5 = linalg.transpose ins(%fc3 : tensor<8x32xf32>) outs(%12 : tensor<32x8xf32>) permutation = [1, 0] 
    %13 = tensor.empty() : tensor<8x8xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %15 = linalg.matmul ins(%11, %transposed_5 : tensor<8x32xf32>, tensor<32x8xf32>) outs(%14 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%fc3_bias : tensor<8xf32>) outs(%13 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15, %16 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%13 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %46 = arith.addf %in, %in_11 : f32
      linalg.yield %46 : f32
    } -> tensor<8x8xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%13 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %46 = arith.subf %in, %in_11 : f32
      linalg.yield %46 : f32
    } -> tensor<8x8xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<8x8xf32>) outs(%13 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %46 : f32
    } -> tensor<8x8xf32>
    %20 = tensor.empty() : tensor<f32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<f32>) -> tensor<f32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%19 : tensor<8x8xf32>) outs(%21 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.addf %in, %out : f32
      linalg.yield %46 : f32
    } -> tensor<f32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%22 : tensor<f32>) outs(%20 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.divf %in, %cst_2 : f32
      linalg.yield %46 : f32
    } -> tensor<f32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<8x8xf32>) outs(%13 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.mulf %in, %cst_3 : f32
      linalg.yield %46 : f32
    } -> tensor<8x8xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_1 : tensor<8x8xf32>, tensor<f32>) outs(%13 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %46 = arith.mulf %in, %in_11 : f32
      linalg.yield %46 : f32
    } -> tensor<8x8xf32>
    %26 = linalg.matmul ins(%25, %fc3 : tensor<8x8xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %transposed_6 = linalg.transpose ins(%25 : tensor<8x8xf32>) outs(%13 : tensor<8x8xf32>) permutation = [1, 0] 
    %27 = linalg.matmul ins(%transposed_6, %11 : tensor<8x8xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %28 = tensor.empty() : tensor<1x8xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%25 : tensor<8x8xf32>) outs(%29 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.addf %in, %out : f32
      linalg.yield %46 : f32
    } -> tensor<1x8xf32>
    %collapsed = tensor.collapse_shape %30 [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
    %31 = tensor.empty() : tensor<8x32xi1>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8x32xf32>) outs(%31 : tensor<8x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %46 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %46 : i1
    } -> tensor<8x32xi1>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %cst_0, %26 : tensor<8x32xi1>, tensor<f32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i1, %in_11: f32, %in_12: f32, %out: f32):
      %46 = arith.select %in, %in_11, %in_12 : f32
      linalg.yield %46 : f32
    } -> tensor<8x32xf32>
    %34 = linalg.matmul ins(%33, %fc2 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %transposed_7 = linalg.transpose ins(%33 : tensor<8x32xf32>) outs(%12 : tensor<32x8xf32>) permutation = [1, 0] 
    %35 = linalg.fill ins(%cst : f32) outs(%7 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %36 = linalg.matmul ins(%transposed_7, %6 : tensor<32x8xf32>, tensor<8x32xf32>) outs(%35 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %37 = tensor.empty() : tensor<1x32xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%33 : tensor<8x32xf32>) outs(%38 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.addf %in, %out : f32
      linalg.yield %46 : f32
    } -> tensor<1x32xf32>
    %collapsed_8 = tensor.collapse_shape %39 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<8x32xf32>) outs(%31 : tensor<8x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %46 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %46 : i1
    } -> tensor<8x32xi1>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_0, %34 : tensor<8x32xi1>, tensor<f32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: i1, %in_11: f32, %in_12: f32, %out: f32):
      %46 = arith.select %in, %in_11, %in_12 : f32
      linalg.yield %46 : f32
    } -> tensor<8x32xf32>
    %transposed_9 = linalg.transpose ins(%41 : tensor<8x32xf32>) outs(%12 : tensor<32x8xf32>) permutation = [1, 0] 
    %42 = tensor.empty() : tensor<32x16xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %44 = linalg.matmul ins(%transposed_9, %x : tensor<32x8xf32>, tensor<8x16xf32>) outs(%43 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%41 : tensor<8x32xf32>) outs(%38 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.addf %in, %out : f32
      linalg.yield %46 : f32
    } -> tensor<1x32xf32>
    %collapsed_10 = tensor.collapse_shape %45 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    return %23, %44, %collapsed_10, %36, %collapsed_8, %27, %collapsed : tensor<f32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>
  }
}
