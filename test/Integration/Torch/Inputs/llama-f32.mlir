// The training step of llama (f32), exported by
// tools/torch-export/export.py --model llama --dtype f32 (torch 2.15.0, torch-mlir 20261001).
// PyTorch's loss and gradients: llama-f32.ref/ (docs/TorchExport.md).
// Regenerate the fixtures: scripts/export-fixtures.sh
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1) -> (0, d1)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0, d1) -> (d0, d1)>
#map13 = affine_map<(d0, d1) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map17 = affine_map<(d0, d1) -> (d0)>
#map18 = affine_map<(d0) -> ()>
#map19 = affine_map<() -> ()>
#map20 = affine_map<(d0) -> (d0, 0)>
#map21 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map22 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, 0, d4)>
#map23 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%tokens: tensor<4x8xi64> {ap.input_range = array<i64: 0, 63>} loc("tokens"),
      %targets: tensor<4x8xi64> {ap.input_range = array<i64: 0, 63>} loc("targets"),
      %tok_embeddings: tensor<64x16xf32> {ap.param} loc("tok_embeddings"),
      %layers_0_attention_wq: tensor<16x16xf32> {ap.param} loc("layers_0_attention_wq"),
      %layers_0_attention_wk: tensor<8x16xf32> {ap.param} loc("layers_0_attention_wk"),
      %layers_0_attention_wv: tensor<8x16xf32> {ap.param} loc("layers_0_attention_wv"),
      %layers_0_attention_wo: tensor<16x16xf32> {ap.param} loc("layers_0_attention_wo"),
      %layers_0_feed_forward_w1: tensor<32x16xf32> {ap.param} loc("layers_0_feed_forward_w1"),
      %layers_0_feed_forward_w2: tensor<16x32xf32> {ap.param} loc("layers_0_feed_forward_w2"),
      %layers_0_feed_forward_w3: tensor<32x16xf32> {ap.param} loc("layers_0_feed_forward_w3"),
      %layers_0_attention_norm: tensor<16xf32> {ap.param} loc("layers_0_attention_norm"),
      %layers_0_ffn_norm: tensor<16xf32> {ap.param} loc("layers_0_ffn_norm"),
      %layers_1_attention_wq: tensor<16x16xf32> {ap.param} loc("layers_1_attention_wq"),
      %layers_1_attention_wk: tensor<8x16xf32> {ap.param} loc("layers_1_attention_wk"),
      %layers_1_attention_wv: tensor<8x16xf32> {ap.param} loc("layers_1_attention_wv"),
      %layers_1_attention_wo: tensor<16x16xf32> {ap.param} loc("layers_1_attention_wo"),
      %layers_1_feed_forward_w1: tensor<32x16xf32> {ap.param} loc("layers_1_feed_forward_w1"),
      %layers_1_feed_forward_w2: tensor<16x32xf32> {ap.param} loc("layers_1_feed_forward_w2"),
      %layers_1_feed_forward_w3: tensor<32x16xf32> {ap.param} loc("layers_1_feed_forward_w3"),
      %layers_1_attention_norm: tensor<16xf32> {ap.param} loc("layers_1_attention_norm"),
      %layers_1_ffn_norm: tensor<16xf32> {ap.param} loc("layers_1_ffn_norm"),
      %norm: tensor<16xf32> {ap.param} loc("norm"),
      %output: tensor<64x16xf32> {ap.param} loc("output"))
      -> (tensor<f32>,
          tensor<64x16xf32> {ap.grad_of = 2 : i64},
          tensor<16x16xf32> {ap.grad_of = 3 : i64},
          tensor<8x16xf32> {ap.grad_of = 4 : i64},
          tensor<8x16xf32> {ap.grad_of = 5 : i64},
          tensor<16x16xf32> {ap.grad_of = 6 : i64},
          tensor<32x16xf32> {ap.grad_of = 7 : i64},
          tensor<16x32xf32> {ap.grad_of = 8 : i64},
          tensor<32x16xf32> {ap.grad_of = 9 : i64},
          tensor<16xf32> {ap.grad_of = 10 : i64},
          tensor<16xf32> {ap.grad_of = 11 : i64},
          tensor<16x16xf32> {ap.grad_of = 12 : i64},
          tensor<8x16xf32> {ap.grad_of = 13 : i64},
          tensor<8x16xf32> {ap.grad_of = 14 : i64},
          tensor<16x16xf32> {ap.grad_of = 15 : i64},
          tensor<32x16xf32> {ap.grad_of = 16 : i64},
          tensor<16x32xf32> {ap.grad_of = 17 : i64},
          tensor<32x16xf32> {ap.grad_of = 18 : i64},
          tensor<16xf32> {ap.grad_of = 19 : i64},
          tensor<16xf32> {ap.grad_of = 20 : i64},
          tensor<16xf32> {ap.grad_of = 21 : i64},
          tensor<64x16xf32> {ap.grad_of = 22 : i64}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf32>
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 0.70710678118654757 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant dense<[[[[(1.000000e+00,0.000000e+00), (1.000000e+00,0.000000e+00)]], [[(0.540302277,0.841470957), (0.999949991,0.00999983306)]], [[(-0.416146845,0.909297406), (9.998000e-01,0.0199986659)]], [[(-0.989992499,1.411200e-01), (0.999550044,2.999550e-02)]], [[(-0.653643608,-0.756802499), (0.999200105,0.0399893336)]], [[(0.2836622,-0.958924293), (0.998750269,0.0499791652)]], [[(0.960170269,-0.279415488), (0.998200535,0.0599640049)]], [[(0.753902256,0.656986594), (9.975510e-01,0.0699428469)]]]]> : tensor<1x8x1x2xcomplex<f32>>
    %cst_6 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_7 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<4x4x8x8xf32>
    %cst_10 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = arith.constant dense<1.000000e+00> : tensor<4x8x32xf32>
    %cst_12 = arith.constant 1.600000e+01 : f32
    %cst_13 = arith.constant -5.000000e-01 : f32
    %cst_14 = arith.constant 2.000000e+00 : f32
    %c63_i64 = arith.constant 63 : i64
    %c-64_i64 = arith.constant -64 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c64_i64 = arith.constant 64 : i64
    %c3_i64 = arith.constant 3 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c32 = arith.constant 32 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_15 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_17 = arith.constant -1.000000e+00 : f32
    %cst_18 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<4x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %390 = arith.index_cast %in : i64 to index
      %391 = linalg.index 2 : index
      %392 = arith.cmpi slt, %390, %c64 : index
      cf.assert %392, "index must be smaller than dim size"
      %393 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %393, "index must be larger or equal to 0"
      %extracted = tensor.extract %tok_embeddings[%390, %391] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x16xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %3 = tensor.empty() : tensor<4x8x1xf32>
    %4 = linalg.fill ins(%cst_15 : f32) outs(%3 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<4x8x16xf32>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.divf %in, %cst_12 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_2 : f64 to f32
      %391 = arith.addf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.rsqrt %in : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %layers_0_attention_norm : tensor<4x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %11 = tensor.empty() : tensor<16x16xf32>
    %transposed = linalg.transpose ins(%layers_0_attention_wq : tensor<16x16xf32>) outs(%11 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %10 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %12 = tensor.empty() : tensor<32x16xf32>
    %13 = linalg.fill ins(%cst_15 : f32) outs(%12 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %14 = linalg.matmul ins(%collapsed, %transposed : tensor<32x16xf32>, tensor<16x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %15 = tensor.empty() : tensor<16x8xf32>
    %transposed_19 = linalg.transpose ins(%layers_0_attention_wk : tensor<8x16xf32>) outs(%15 : tensor<16x8xf32>) permutation = [1, 0] 
    %16 = tensor.empty() : tensor<32x8xf32>
    %17 = linalg.fill ins(%cst_15 : f32) outs(%16 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %18 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<32x16xf32>, tensor<16x8xf32>) outs(%17 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %transposed_20 = linalg.transpose ins(%layers_0_attention_wv : tensor<8x16xf32>) outs(%15 : tensor<16x8xf32>) permutation = [1, 0] 
    %19 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<32x16xf32>, tensor<16x8xf32>) outs(%17 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %expanded = tensor.expand_shape %14 [[0, 1], [2, 3, 4]] output_shape [4, 8, 4, 2, 2] : tensor<32x16xf32> into tensor<4x8x4x2x2xf32>
    %20 = tensor.empty() : tensor<4x8x4x2xcomplex<f32>>
    %21 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<4x8x4x2xcomplex<f32>>) {
    ^bb0(%out: complex<f32>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded[%390, %391, %392, %393, %c0] : tensor<4x8x4x2x2xf32>
      %extracted_192 = tensor.extract %expanded[%390, %391, %392, %393, %c1] : tensor<4x8x4x2x2xf32>
      %394 = complex.create %extracted, %extracted_192 : complex<f32>
      linalg.yield %394 : complex<f32>
    } -> tensor<4x8x4x2xcomplex<f32>>
    %expanded_21 = tensor.expand_shape %18 [[0, 1], [2, 3, 4]] output_shape [4, 8, 2, 2, 2] : tensor<32x8xf32> into tensor<4x8x2x2x2xf32>
    %22 = tensor.empty() : tensor<4x8x2x2xcomplex<f32>>
    %23 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<4x8x2x2xcomplex<f32>>) {
    ^bb0(%out: complex<f32>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_21[%390, %391, %392, %393, %c0] : tensor<4x8x2x2x2xf32>
      %extracted_192 = tensor.extract %expanded_21[%390, %391, %392, %393, %c1] : tensor<4x8x2x2x2xf32>
      %394 = complex.create %extracted, %extracted_192 : complex<f32>
      linalg.yield %394 : complex<f32>
    } -> tensor<4x8x2x2xcomplex<f32>>
    %24 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_5 : tensor<4x8x4x2xcomplex<f32>>, tensor<1x8x1x2xcomplex<f32>>) outs(%20 : tensor<4x8x4x2xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %in_192: complex<f32>, %out: complex<f32>):
      %390 = complex.mul %in, %in_192 : complex<f32>
      linalg.yield %390 : complex<f32>
    } -> tensor<4x8x4x2xcomplex<f32>>
    %25 = tensor.empty() : tensor<4x8x4x2x2xf32>
    %26 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<4x8x4x2xcomplex<f32>>) outs(%25 : tensor<4x8x4x2x2xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %390 = complex.re %in : complex<f32>
      %391 = complex.im %in : complex<f32>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f32
      linalg.yield %394 : f32
    } -> tensor<4x8x4x2x2xf32>
    %collapsed_22 = tensor.collapse_shape %26 [[0], [1], [2], [3, 4]] : tensor<4x8x4x2x2xf32> into tensor<4x8x4x4xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_5 : tensor<4x8x2x2xcomplex<f32>>, tensor<1x8x1x2xcomplex<f32>>) outs(%22 : tensor<4x8x2x2xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %in_192: complex<f32>, %out: complex<f32>):
      %390 = complex.mul %in, %in_192 : complex<f32>
      linalg.yield %390 : complex<f32>
    } -> tensor<4x8x2x2xcomplex<f32>>
    %28 = tensor.empty() : tensor<4x8x2x2x2xf32>
    %29 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<4x8x2x2xcomplex<f32>>) outs(%28 : tensor<4x8x2x2x2xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %390 = complex.re %in : complex<f32>
      %391 = complex.im %in : complex<f32>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f32
      linalg.yield %394 : f32
    } -> tensor<4x8x2x2x2xf32>
    %collapsed_23 = tensor.collapse_shape %29 [[0], [1], [2], [3, 4]] : tensor<4x8x2x2x2xf32> into tensor<4x8x2x4xf32>
    %30 = tensor.empty() : tensor<4x8x2x2x4xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_23 : tensor<4x8x2x4xf32>) outs(%30 : tensor<4x8x2x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x2x4xf32>
    %collapsed_24 = tensor.collapse_shape %31 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x4xf32> into tensor<4x8x4x4xf32>
    %expanded_25 = tensor.expand_shape %19 [[0, 1], [2, 3]] output_shape [4, 8, 2, 4] : tensor<32x8xf32> into tensor<4x8x2x4xf32>
    %32 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<4x8x2x4xf32>) outs(%30 : tensor<4x8x2x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x2x4xf32>
    %collapsed_26 = tensor.collapse_shape %32 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x4xf32> into tensor<4x8x4x4xf32>
    %33 = tensor.empty() : tensor<4x4x8x4xf32>
    %transposed_27 = linalg.transpose ins(%collapsed_22 : tensor<4x8x4x4xf32>) outs(%33 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_28 = linalg.transpose ins(%collapsed_26 : tensor<4x8x4x4xf32>) outs(%33 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<4x4x8x4xf32>) outs(%33 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_3 : f64 to f32
      %391 = arith.mulf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x4x8x4xf32>
    %35 = tensor.empty() : tensor<8xi64>
    %36 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%35 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %390 = linalg.index 0 : index
      %391 = arith.index_cast %390 : index to i64
      linalg.yield %391 : i64
    } -> tensor<8xi64>
    %expanded_29 = tensor.expand_shape %36 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_30 = tensor.expand_shape %36 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %37 = tensor.empty() : tensor<8x8xi64>
    %38 = linalg.generic {indexing_maps = [#map10, #map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded_29, %expanded_30 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%37 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_192: i64, %out: i64):
      %390 = arith.subi %in, %in_192 : i64
      linalg.yield %390 : i64
    } -> tensor<8x8xi64>
    %39 = tensor.empty() : tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<8x8xi64>) outs(%39 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %390 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %390 : i1
    } -> tensor<8x8xi1>
    %41 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_6 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%39 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_192: i1, %out: i1):
      %390 = arith.andi %in, %in_192 : i1
      linalg.yield %390 : i1
    } -> tensor<8x8xi1>
    %42 = tensor.empty() : tensor<8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map12, #map13, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_8, %cst_7 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%42 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_192: f32, %in_193: f32, %out: f32):
      %390 = arith.select %in, %in_192, %in_193 : f32
      linalg.yield %390 : f32
    } -> tensor<8x8xf32>
    %44 = tensor.empty() : tensor<4x4x4x8xf32>
    %transposed_31 = linalg.transpose ins(%collapsed_24 : tensor<4x8x4x4xf32>) outs(%44 : tensor<4x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31 : tensor<4x4x4x8xf32>) outs(%44 : tensor<4x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_3 : f64 to f32
      %391 = arith.mulf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x4x4x8xf32>
    %collapsed_32 = tensor.collapse_shape %34 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %collapsed_33 = tensor.collapse_shape %45 [[0, 1], [2], [3]] : tensor<4x4x4x8xf32> into tensor<16x4x8xf32>
    %46 = tensor.empty() : tensor<16x8x8xf32>
    %47 = linalg.fill ins(%cst_15 : f32) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %48 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<16x8x4xf32>, tensor<16x4x8xf32>) outs(%47 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_34 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %49 = tensor.empty() : tensor<4x4x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %43 : tensor<4x4x8x8xf32>, tensor<8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %51 = tensor.empty() : tensor<4x4x8xi64>
    %52 = linalg.fill ins(%c0_i64 : i64) outs(%51 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %53 = tensor.empty() : tensor<4x4x8xf32>
    %54 = linalg.fill ins(%cst_0 : f32) outs(%53 : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %55:2 = linalg.generic {indexing_maps = [#map4, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<4x4x8x8xf32>) outs(%54, %52 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_192: i64):
      %390 = linalg.index 3 : index
      %391 = arith.index_cast %390 : index to i64
      %392 = arith.maximumf %in, %out : f32
      %393 = arith.cmpf ogt, %in, %out : f32
      %394 = arith.select %393, %391, %out_192 : i64
      linalg.yield %392, %394 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_35 = tensor.expand_shape %55#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_35 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.subf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.exp %in : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %58 = tensor.empty() : tensor<4x4x8x1xf32>
    %59 = linalg.fill ins(%cst_15 : f32) outs(%58 : tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<4x4x8x8xf32>) outs(%59 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x1xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.divf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %62 = tensor.empty() : tensor<4x4x8x8xi1>
    %63 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<4x4x8x8xf32>) outs(%62 : tensor<4x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %390 = arith.extf %in : f32 to f64
      %391 = arith.cmpf oeq, %390, %cst_4 : f64
      linalg.yield %391 : i1
    } -> tensor<4x4x8x8xi1>
    %64 = tensor.empty() : tensor<4x4x8x1xi1>
    %65 = linalg.fill ins(%true : i1) outs(%64 : tensor<4x4x8x1xi1>) -> tensor<4x4x8x1xi1>
    %66 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<4x4x8x8xi1>) outs(%65 : tensor<4x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %390 = arith.andi %in, %out : i1
      linalg.yield %390 : i1
    } -> tensor<4x4x8x1xi1>
    %67 = linalg.generic {indexing_maps = [#map16, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %cst_9, %61 : tensor<4x4x8x1xi1>, tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: i1, %in_192: f32, %in_193: f32, %out: f32):
      %390 = arith.select %in, %in_192, %in_193 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %67 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_37 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %68 = tensor.empty() : tensor<16x8x4xf32>
    %69 = linalg.fill ins(%cst_15 : f32) outs(%68 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %70 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%69 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %expanded_38 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %71 = tensor.empty() : tensor<4x8x4x4xf32>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<4x4x8x4xf32>) outs(%71 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_40 = linalg.transpose ins(%layers_0_attention_wo : tensor<16x16xf32>) outs(%11 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %transposed_39 [[0, 1], [2, 3]] : tensor<4x8x4x4xf32> into tensor<32x16xf32>
    %72 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_42 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_42 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<4x8x16xf32>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.divf %in, %cst_12 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_2 : f64 to f32
      %391 = arith.addf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.rsqrt %in : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %78 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %layers_0_ffn_norm : tensor<4x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %81 = tensor.empty() : tensor<16x32xf32>
    %transposed_43 = linalg.transpose ins(%layers_0_feed_forward_w1 : tensor<32x16xf32>) outs(%81 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %82 = tensor.empty() : tensor<32x32xf32>
    %83 = linalg.fill ins(%cst_15 : f32) outs(%82 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %84 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_45 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %85 = tensor.empty() : tensor<4x8x32xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.negf %in : f32
      %391 = math.exp %390 : f32
      %392 = arith.addf %391, %cst_1 : f32
      %393 = arith.divf %cst_1, %392 : f32
      linalg.yield %393 : f32
    } -> tensor<4x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %86 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %transposed_46 = linalg.transpose ins(%layers_0_feed_forward_w3 : tensor<32x16xf32>) outs(%81 : tensor<16x32xf32>) permutation = [1, 0] 
    %88 = linalg.matmul ins(%collapsed_44, %transposed_46 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_47 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %expanded_47 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %transposed_48 = linalg.transpose ins(%layers_0_feed_forward_w2 : tensor<16x32xf32>) outs(%12 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %90 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_50 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %expanded_50 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<4x8x16xf32>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.divf %in, %cst_12 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_2 : f64 to f32
      %391 = arith.addf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.rsqrt %in : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %96 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %layers_1_attention_norm : tensor<4x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %transposed_51 = linalg.transpose ins(%layers_1_attention_wq : tensor<16x16xf32>) outs(%11 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %99 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %transposed_53 = linalg.transpose ins(%layers_1_attention_wk : tensor<8x16xf32>) outs(%15 : tensor<16x8xf32>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_52, %transposed_53 : tensor<32x16xf32>, tensor<16x8xf32>) outs(%17 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %transposed_54 = linalg.transpose ins(%layers_1_attention_wv : tensor<8x16xf32>) outs(%15 : tensor<16x8xf32>) permutation = [1, 0] 
    %101 = linalg.matmul ins(%collapsed_52, %transposed_54 : tensor<32x16xf32>, tensor<16x8xf32>) outs(%17 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %expanded_55 = tensor.expand_shape %99 [[0, 1], [2, 3, 4]] output_shape [4, 8, 4, 2, 2] : tensor<32x16xf32> into tensor<4x8x4x2x2xf32>
    %102 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<4x8x4x2xcomplex<f32>>) {
    ^bb0(%out: complex<f32>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_55[%390, %391, %392, %393, %c0] : tensor<4x8x4x2x2xf32>
      %extracted_192 = tensor.extract %expanded_55[%390, %391, %392, %393, %c1] : tensor<4x8x4x2x2xf32>
      %394 = complex.create %extracted, %extracted_192 : complex<f32>
      linalg.yield %394 : complex<f32>
    } -> tensor<4x8x4x2xcomplex<f32>>
    %expanded_56 = tensor.expand_shape %100 [[0, 1], [2, 3, 4]] output_shape [4, 8, 2, 2, 2] : tensor<32x8xf32> into tensor<4x8x2x2x2xf32>
    %103 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<4x8x2x2xcomplex<f32>>) {
    ^bb0(%out: complex<f32>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_56[%390, %391, %392, %393, %c0] : tensor<4x8x2x2x2xf32>
      %extracted_192 = tensor.extract %expanded_56[%390, %391, %392, %393, %c1] : tensor<4x8x2x2x2xf32>
      %394 = complex.create %extracted, %extracted_192 : complex<f32>
      linalg.yield %394 : complex<f32>
    } -> tensor<4x8x2x2xcomplex<f32>>
    %104 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %cst_5 : tensor<4x8x4x2xcomplex<f32>>, tensor<1x8x1x2xcomplex<f32>>) outs(%20 : tensor<4x8x4x2xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %in_192: complex<f32>, %out: complex<f32>):
      %390 = complex.mul %in, %in_192 : complex<f32>
      linalg.yield %390 : complex<f32>
    } -> tensor<4x8x4x2xcomplex<f32>>
    %105 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<4x8x4x2xcomplex<f32>>) outs(%25 : tensor<4x8x4x2x2xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %390 = complex.re %in : complex<f32>
      %391 = complex.im %in : complex<f32>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f32
      linalg.yield %394 : f32
    } -> tensor<4x8x4x2x2xf32>
    %collapsed_57 = tensor.collapse_shape %105 [[0], [1], [2], [3, 4]] : tensor<4x8x4x2x2xf32> into tensor<4x8x4x4xf32>
    %106 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %cst_5 : tensor<4x8x2x2xcomplex<f32>>, tensor<1x8x1x2xcomplex<f32>>) outs(%22 : tensor<4x8x2x2xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %in_192: complex<f32>, %out: complex<f32>):
      %390 = complex.mul %in, %in_192 : complex<f32>
      linalg.yield %390 : complex<f32>
    } -> tensor<4x8x2x2xcomplex<f32>>
    %107 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<4x8x2x2xcomplex<f32>>) outs(%28 : tensor<4x8x2x2x2xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %390 = complex.re %in : complex<f32>
      %391 = complex.im %in : complex<f32>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f32
      linalg.yield %394 : f32
    } -> tensor<4x8x2x2x2xf32>
    %collapsed_58 = tensor.collapse_shape %107 [[0], [1], [2], [3, 4]] : tensor<4x8x2x2x2xf32> into tensor<4x8x2x4xf32>
    %108 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_58 : tensor<4x8x2x4xf32>) outs(%30 : tensor<4x8x2x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x2x4xf32>
    %collapsed_59 = tensor.collapse_shape %108 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x4xf32> into tensor<4x8x4x4xf32>
    %expanded_60 = tensor.expand_shape %101 [[0, 1], [2, 3]] output_shape [4, 8, 2, 4] : tensor<32x8xf32> into tensor<4x8x2x4xf32>
    %109 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<4x8x2x4xf32>) outs(%30 : tensor<4x8x2x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x2x4xf32>
    %collapsed_61 = tensor.collapse_shape %109 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x4xf32> into tensor<4x8x4x4xf32>
    %transposed_62 = linalg.transpose ins(%collapsed_57 : tensor<4x8x4x4xf32>) outs(%33 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_63 = linalg.transpose ins(%collapsed_61 : tensor<4x8x4x4xf32>) outs(%33 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_62 : tensor<4x4x8x4xf32>) outs(%33 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_3 : f64 to f32
      %391 = arith.mulf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x4x8x4xf32>
    %transposed_64 = linalg.transpose ins(%collapsed_59 : tensor<4x8x4x4xf32>) outs(%44 : tensor<4x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %111 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<4x4x4x8xf32>) outs(%44 : tensor<4x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_3 : f64 to f32
      %391 = arith.mulf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x4x4x8xf32>
    %collapsed_65 = tensor.collapse_shape %110 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %collapsed_66 = tensor.collapse_shape %111 [[0, 1], [2], [3]] : tensor<4x4x4x8xf32> into tensor<16x4x8xf32>
    %112 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<16x8x4xf32>, tensor<16x4x8xf32>) outs(%47 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_67 = tensor.expand_shape %112 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_67, %43 : tensor<4x4x8x8xf32>, tensor<8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %114:2 = linalg.generic {indexing_maps = [#map4, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<4x4x8x8xf32>) outs(%54, %52 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_192: i64):
      %390 = linalg.index 3 : index
      %391 = arith.index_cast %390 : index to i64
      %392 = arith.maximumf %in, %out : f32
      %393 = arith.cmpf ogt, %in, %out : f32
      %394 = arith.select %393, %391, %out_192 : i64
      linalg.yield %392, %394 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_68 = tensor.expand_shape %114#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_68 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.subf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.exp %in : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<4x4x8x8xf32>) outs(%59 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %117 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.divf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<4x4x8x8xf32>) outs(%62 : tensor<4x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %390 = arith.extf %in : f32 to f64
      %391 = arith.cmpf oeq, %390, %cst_4 : f64
      linalg.yield %391 : i1
    } -> tensor<4x4x8x8xi1>
    %120 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<4x4x8x8xi1>) outs(%65 : tensor<4x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %390 = arith.andi %in, %out : i1
      linalg.yield %390 : i1
    } -> tensor<4x4x8x1xi1>
    %121 = linalg.generic {indexing_maps = [#map16, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %cst_9, %118 : tensor<4x4x8x1xi1>, tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: i1, %in_192: f32, %in_193: f32, %out: f32):
      %390 = arith.select %in, %in_192, %in_193 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_69 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_70 = tensor.collapse_shape %transposed_63 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %122 = linalg.batch_matmul ins(%collapsed_69, %collapsed_70 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%69 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %expanded_71 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<4x4x8x4xf32>) outs(%71 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_73 = linalg.transpose ins(%layers_1_attention_wo : tensor<16x16xf32>) outs(%11 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %transposed_72 [[0, 1], [2, 3]] : tensor<4x8x4x4xf32> into tensor<32x16xf32>
    %123 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_75 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_75 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<4x8x16xf32>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.divf %in, %cst_12 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_2 : f64 to f32
      %391 = arith.addf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.rsqrt %in : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %129 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %layers_1_ffn_norm : tensor<4x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %transposed_76 = linalg.transpose ins(%layers_1_feed_forward_w1 : tensor<32x16xf32>) outs(%81 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_77 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %132 = linalg.matmul ins(%collapsed_77, %transposed_76 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_78 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.negf %in : f32
      %391 = math.exp %390 : f32
      %392 = arith.addf %391, %cst_1 : f32
      %393 = arith.divf %cst_1, %392 : f32
      linalg.yield %393 : f32
    } -> tensor<4x8x32xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %133 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %transposed_79 = linalg.transpose ins(%layers_1_feed_forward_w3 : tensor<32x16xf32>) outs(%81 : tensor<16x32xf32>) permutation = [1, 0] 
    %135 = linalg.matmul ins(%collapsed_77, %transposed_79 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_80 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %expanded_80 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %transposed_81 = linalg.transpose ins(%layers_1_feed_forward_w2 : tensor<16x32xf32>) outs(%12 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %137 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_83 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %expanded_83 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<4x8x16xf32>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.divf %in, %cst_12 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_2 : f64 to f32
      %391 = arith.addf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.rsqrt %in : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %143 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %norm : tensor<4x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %146 = tensor.empty() : tensor<16x64xf32>
    %transposed_84 = linalg.transpose ins(%output : tensor<64x16xf32>) outs(%146 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %147 = tensor.empty() : tensor<32x64xf32>
    %148 = linalg.fill ins(%cst_15 : f32) outs(%147 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %149 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%148 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %collapsed_86 = tensor.collapse_shape %targets [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %150 = tensor.empty() : tensor<32xi64>
    %151 = linalg.fill ins(%c0_i64 : i64) outs(%150 : tensor<32xi64>) -> tensor<32xi64>
    %152 = tensor.empty() : tensor<32xf32>
    %153 = linalg.fill ins(%cst_0 : f32) outs(%152 : tensor<32xf32>) -> tensor<32xf32>
    %154:2 = linalg.generic {indexing_maps = [#map12, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%149 : tensor<32x64xf32>) outs(%153, %151 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_192: i64):
      %390 = linalg.index 1 : index
      %391 = arith.index_cast %390 : index to i64
      %392 = arith.maximumf %in, %out : f32
      %393 = arith.cmpf ogt, %in, %out : f32
      %394 = arith.select %393, %391, %out_192 : i64
      linalg.yield %392, %394 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_87 = tensor.expand_shape %154#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %155 = linalg.generic {indexing_maps = [#map12, #map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%149, %expanded_87 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%147 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.subf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<32x64xf32>
    %156 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<32x64xf32>) outs(%147 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.exp %in : f32
      linalg.yield %390 : f32
    } -> tensor<32x64xf32>
    %157 = tensor.empty() : tensor<32x1xf32>
    %158 = linalg.fill ins(%cst_15 : f32) outs(%157 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %159 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "reduction"]} ins(%156 : tensor<32x64xf32>) outs(%158 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<32x1xf32>
    %160 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%159 : tensor<32x1xf32>) outs(%157 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.log %in : f32
      linalg.yield %390 : f32
    } -> tensor<32x1xf32>
    %161 = linalg.generic {indexing_maps = [#map12, #map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%155, %160 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%147 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.subf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<32x64xf32>
    %162 = tensor.empty() : tensor<32xi1>
    %163 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_86 : tensor<32xi64>) outs(%162 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %390 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %390 : i1
    } -> tensor<32xi1>
    %164 = linalg.generic {indexing_maps = [#map9, #map9, #map18, #map9], iterator_types = ["parallel"]} ins(%163, %collapsed_86, %cst_18 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%150 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_192: i64, %in_193: i64, %out: i64):
      %390 = arith.select %in, %in_192, %in_193 : i64
      linalg.yield %390 : i64
    } -> tensor<32xi64>
    %expanded_88 = tensor.expand_shape %164 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %165 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded_88 : tensor<32x1xi64>) outs(%158 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %390 = linalg.index 0 : index
      %391 = arith.index_cast %in : i64 to index
      %392 = arith.cmpi slt, %391, %c64 : index
      cf.assert %392, "index must be smaller than dim size"
      %393 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %393, "index must be larger or equal to 0"
      %extracted = tensor.extract %161[%390, %391] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_89 = tensor.collapse_shape %165 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %166 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_89 : tensor<32xf32>) outs(%152 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.negf %in : f32
      linalg.yield %390 : f32
    } -> tensor<32xf32>
    %167 = linalg.generic {indexing_maps = [#map9, #map9, #map18, #map9], iterator_types = ["parallel"]} ins(%163, %166, %cst_8 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%152 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_192: f32, %in_193: f32, %out: f32):
      %390 = arith.select %in, %in_192, %in_193 : f32
      linalg.yield %390 : f32
    } -> tensor<32xf32>
    %168 = tensor.empty() : tensor<i64>
    %169 = linalg.fill ins(%c0_i64 : i64) outs(%168 : tensor<i64>) -> tensor<i64>
    %170 = linalg.generic {indexing_maps = [#map9, #map18], iterator_types = ["reduction"]} ins(%163 : tensor<32xi1>) outs(%169 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %390 = arith.extui %in : i1 to i64
      %391 = arith.addi %390, %out : i64
      linalg.yield %391 : i64
    } -> tensor<i64>
    %171 = tensor.empty() : tensor<f32>
    %172 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%170 : tensor<i64>) outs(%171 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %390 = arith.sitofp %in : i64 to f32
      linalg.yield %390 : f32
    } -> tensor<f32>
    %173 = linalg.fill ins(%cst_15 : f32) outs(%171 : tensor<f32>) -> tensor<f32>
    %174 = linalg.generic {indexing_maps = [#map9, #map18], iterator_types = ["reduction"]} ins(%167 : tensor<32xf32>) outs(%173 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<f32>
    %175 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%174, %172 : tensor<f32>, tensor<f32>) outs(%171 : tensor<f32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.divf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<f32>
    %176 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_10, %172 : tensor<f32>, tensor<f32>) outs(%171 : tensor<f32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.divf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<f32>
    %expanded_90 = tensor.expand_shape %collapsed_86 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %177 = tensor.empty() : tensor<32x1xi1>
    %178 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded_90 : tensor<32x1xi64>) outs(%177 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %390 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %390 : i1
    } -> tensor<32x1xi1>
    %179 = tensor.empty() : tensor<32x1xi64>
    %180 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%178, %expanded_90, %cst_18 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%179 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_192: i64, %in_193: i64, %out: i64):
      %390 = arith.select %in, %in_192, %in_193 : i64
      linalg.yield %390 : i64
    } -> tensor<32x1xi64>
    %181 = linalg.fill ins(%c0_i64 : i64) outs(%179 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %182 = linalg.fill ins(%cst_15 : f32) outs(%152 : tensor<32xf32>) -> tensor<32xf32>
    %183:3 = linalg.generic {indexing_maps = [#map20, #map20, #map9], iterator_types = ["parallel"]} outs(%181, %181, %182 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) {
    ^bb0(%out: i64, %out_192: i64, %out_193: f32):
      %390 = linalg.index 0 : index
      %391 = arith.remsi %390, %c32 : index
      %extracted = tensor.extract %180[%391, %c0] : tensor<32x1xi64>
      %392 = arith.index_cast %391 : index to i64
      linalg.yield %392, %extracted, %cst_17 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>)
    %184 = tensor.empty() : tensor<32x2xi64>
    %185 = linalg.fill ins(%c0_i64 : i64) outs(%184 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %183#0 into %185[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_91 = tensor.insert_slice %183#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %186 = "tm_tensor.scatter"(%183#2, %inserted_slice_91, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg576: f32, %tm0_arg577: f32):
      "tm_tensor.yield"(%tm0_arg576) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32x2xi64>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %187 = linalg.generic {indexing_maps = [#map12, #map13, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%178, %176, %cst_8 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%157 : tensor<32x1xf32>) {
    ^bb0(%in: i1, %in_192: f32, %in_193: f32, %out: f32):
      %390 = arith.select %in, %in_192, %in_193 : f32
      linalg.yield %390 : f32
    } -> tensor<32x1xf32>
    %188 = linalg.generic {indexing_maps = [#map12, #map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%186, %187 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%147 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<32x64xf32>
    %189 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%161 : tensor<32x64xf32>) outs(%147 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.exp %in : f32
      linalg.yield %390 : f32
    } -> tensor<32x64xf32>
    %190 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "reduction"]} ins(%188 : tensor<32x64xf32>) outs(%158 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<32x1xf32>
    %191 = linalg.generic {indexing_maps = [#map12, #map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%189, %190 : tensor<32x64xf32>, tensor<32x1xf32>) outs(%147 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<32x64xf32>
    %192 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%188, %191 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%147 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.subf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<32x64xf32>
    %193 = tensor.empty() : tensor<64x32xf32>
    %transposed_92 = linalg.transpose ins(%192 : tensor<32x64xf32>) outs(%193 : tensor<64x32xf32>) permutation = [1, 0] 
    %194 = tensor.empty() : tensor<64x16xf32>
    %195 = linalg.fill ins(%cst_15 : f32) outs(%194 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %196 = linalg.matmul ins(%transposed_92, %collapsed_85 : tensor<64x32xf32>, tensor<32x16xf32>) outs(%195 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %197 = linalg.matmul ins(%192, %output : tensor<32x64xf32>, tensor<64x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_93 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %144 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %norm : tensor<4x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %200 = tensor.empty() : tensor<1x1x16xf32>
    %201 = linalg.fill ins(%cst_15 : f32) outs(%200 : tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%198 : tensor<4x8x16xf32>) outs(%201 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_94 = tensor.collapse_shape %202 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %138 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %143 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<4x8x16xf32>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.mulf %in, %cst_13 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %206 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_95 = tensor.collapse_shape %208 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_95 : tensor<4x8xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x16xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.divf %in, %cst_12 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.mulf %in, %cst_14 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %212 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %213 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_96 = tensor.collapse_shape %214 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_96 : tensor<32x16xf32>) outs(%81 : tensor<16x32xf32>) permutation = [1, 0] 
    %215 = linalg.fill ins(%cst_15 : f32) outs(%81 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %216 = linalg.matmul ins(%transposed_97, %collapsed_82 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%215 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %217 = linalg.matmul ins(%collapsed_96, %layers_1_feed_forward_w2 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_98 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %134 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %expanded_80 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_99 = tensor.collapse_shape %218 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_100 = linalg.transpose ins(%collapsed_99 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %220 = linalg.matmul ins(%transposed_100, %collapsed_77 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %221 = linalg.matmul ins(%collapsed_99, %layers_1_feed_forward_w3 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_101 = tensor.expand_shape %221 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_11, %133 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.subf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %222 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %cst_1 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %133 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %224 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_102 = tensor.collapse_shape %226 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_103 = linalg.transpose ins(%collapsed_102 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %227 = linalg.matmul ins(%transposed_103, %collapsed_77 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %228 = linalg.matmul ins(%collapsed_102, %layers_1_feed_forward_w1 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_104 = tensor.expand_shape %228 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101, %expanded_104 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %130 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %layers_1_ffn_norm : tensor<4x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%230 : tensor<4x8x16xf32>) outs(%201 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_105 = tensor.collapse_shape %232 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %124 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %129 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<4x8x16xf32>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %234 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.mulf %in, %cst_13 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %237 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_106 = tensor.collapse_shape %239 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_106 : tensor<4x8xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x16xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.divf %in, %cst_12 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.mulf %in, %cst_14 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %243 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %244 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_107 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %transposed_108 = linalg.transpose ins(%collapsed_107 : tensor<32x16xf32>) outs(%81 : tensor<16x32xf32>) permutation = [1, 0] 
    %246 = linalg.fill ins(%cst_15 : f32) outs(%11 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %247 = linalg.matmul ins(%transposed_108, %collapsed_74 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%246 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %248 = linalg.matmul ins(%collapsed_107, %layers_1_attention_wo : tensor<32x16xf32>, tensor<16x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_109 = tensor.expand_shape %248 [[0, 1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<32x16xf32> into tensor<4x8x4x4xf32>
    %transposed_110 = linalg.transpose ins(%expanded_109 : tensor<4x8x4x4xf32>) outs(%33 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_111 = tensor.collapse_shape %transposed_110 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %transposed_112 = linalg.transpose ins(%collapsed_69 : tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %249 = linalg.batch_matmul ins(%transposed_112, %collapsed_111 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%69 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %250 = tensor.empty() : tensor<16x4x8xf32>
    %transposed_113 = linalg.transpose ins(%collapsed_70 : tensor<16x8x4xf32>) outs(%250 : tensor<16x4x8xf32>) permutation = [0, 2, 1] 
    %251 = linalg.batch_matmul ins(%collapsed_111, %transposed_113 : tensor<16x8x4xf32>, tensor<16x4x8xf32>) outs(%47 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_114 = tensor.expand_shape %249 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %expanded_115 = tensor.expand_shape %251 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %252 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_115, %121 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %253 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%252 : tensor<4x4x8x8xf32>) outs(%59 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x1xf32>
    %254 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %253 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %255 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %254 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.subf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_116 = tensor.collapse_shape %255 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_117 = linalg.transpose ins(%collapsed_65 : tensor<16x8x4xf32>) outs(%250 : tensor<16x4x8xf32>) permutation = [0, 2, 1] 
    %256 = linalg.fill ins(%cst_15 : f32) outs(%250 : tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %257 = linalg.batch_matmul ins(%transposed_117, %collapsed_116 : tensor<16x4x8xf32>, tensor<16x8x8xf32>) outs(%256 : tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %transposed_118 = linalg.transpose ins(%collapsed_66 : tensor<16x4x8xf32>) outs(%68 : tensor<16x8x4xf32>) permutation = [0, 2, 1] 
    %258 = linalg.batch_matmul ins(%collapsed_116, %transposed_118 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%69 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %expanded_119 = tensor.expand_shape %257 [[0, 1], [2], [3]] output_shape [4, 4, 4, 8] : tensor<16x4x8xf32> into tensor<4x4x4x8xf32>
    %expanded_120 = tensor.expand_shape %258 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %259 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<4x4x4x8xf32>) outs(%44 : tensor<4x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_3 : f64 to f32
      %391 = arith.mulf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x4x4x8xf32>
    %260 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_120 : tensor<4x4x8x4xf32>) outs(%33 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_3 : f64 to f32
      %391 = arith.mulf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x4x8x4xf32>
    %transposed_121 = linalg.transpose ins(%expanded_114 : tensor<4x4x8x4xf32>) outs(%71 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_122 = linalg.transpose ins(%259 : tensor<4x4x4x8xf32>) outs(%71 : tensor<4x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %transposed_123 = linalg.transpose ins(%260 : tensor<4x4x8x4xf32>) outs(%71 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_124 = tensor.expand_shape %transposed_121 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 4] : tensor<4x8x4x4xf32> into tensor<4x8x2x2x4xf32>
    %261 = tensor.empty() : tensor<4x8x2x1x4xf32>
    %262 = linalg.fill ins(%cst_15 : f32) outs(%261 : tensor<4x8x2x1x4xf32>) -> tensor<4x8x2x1x4xf32>
    %263 = linalg.generic {indexing_maps = [#map7, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%expanded_124 : tensor<4x8x2x2x4xf32>) outs(%262 : tensor<4x8x2x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x2x1x4xf32>
    %expanded_125 = tensor.expand_shape %transposed_122 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 4] : tensor<4x8x4x4xf32> into tensor<4x8x2x2x4xf32>
    %264 = linalg.generic {indexing_maps = [#map7, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%expanded_125 : tensor<4x8x2x2x4xf32>) outs(%262 : tensor<4x8x2x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x2x1x4xf32>
    %collapsed_126 = tensor.collapse_shape %264 [[0], [1], [2, 3], [4]] : tensor<4x8x2x1x4xf32> into tensor<4x8x2x4xf32>
    %expanded_127 = tensor.expand_shape %collapsed_126 [[0], [1], [2], [3, 4]] output_shape [4, 8, 2, 2, 2] : tensor<4x8x2x4xf32> into tensor<4x8x2x2x2xf32>
    %265 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<4x8x2x2xcomplex<f32>>) {
    ^bb0(%out: complex<f32>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_127[%390, %391, %392, %393, %c0] : tensor<4x8x2x2x2xf32>
      %extracted_192 = tensor.extract %expanded_127[%390, %391, %392, %393, %c1] : tensor<4x8x2x2x2xf32>
      %394 = complex.create %extracted, %extracted_192 : complex<f32>
      linalg.yield %394 : complex<f32>
    } -> tensor<4x8x2x2xcomplex<f32>>
    %266 = tensor.empty() : tensor<1x8x1x2x2xf32>
    %267 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%cst_5 : tensor<1x8x1x2xcomplex<f32>>) outs(%266 : tensor<1x8x1x2x2xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %390 = complex.re %in : complex<f32>
      %391 = complex.im %in : complex<f32>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f32
      linalg.yield %394 : f32
    } -> tensor<1x8x1x2x2xf32>
    %extracted_slice = tensor.extract_slice %267[0, 0, 0, 0, 0] [1, 8, 1, 2, 1] [1, 1, 1, 1, 1] : tensor<1x8x1x2x2xf32> to tensor<1x8x1x2x1xf32>
    %collapsed_128 = tensor.collapse_shape %extracted_slice [[0], [1], [2], [3, 4]] : tensor<1x8x1x2x1xf32> into tensor<1x8x1x2xf32>
    %extracted_slice_129 = tensor.extract_slice %267[0, 0, 0, 0, 1] [1, 8, 1, 2, 1] [1, 1, 1, 1, 1] : tensor<1x8x1x2x2xf32> to tensor<1x8x1x2x1xf32>
    %collapsed_130 = tensor.collapse_shape %extracted_slice_129 [[0], [1], [2], [3, 4]] : tensor<1x8x1x2x1xf32> into tensor<1x8x1x2xf32>
    %268 = tensor.empty() : tensor<1x8x1x2xf32>
    %269 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_130 : tensor<1x8x1x2xf32>) outs(%268 : tensor<1x8x1x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.negf %in : f32
      linalg.yield %390 : f32
    } -> tensor<1x8x1x2xf32>
    %270 = tensor.empty() : tensor<1x8x1x2xcomplex<f32>>
    %271 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_128, %269 : tensor<1x8x1x2xf32>, tensor<1x8x1x2xf32>) outs(%270 : tensor<1x8x1x2xcomplex<f32>>) {
    ^bb0(%in: f32, %in_192: f32, %out: complex<f32>):
      %390 = complex.create %in, %in_192 : complex<f32>
      linalg.yield %390 : complex<f32>
    } -> tensor<1x8x1x2xcomplex<f32>>
    %272 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %271 : tensor<4x8x2x2xcomplex<f32>>, tensor<1x8x1x2xcomplex<f32>>) outs(%22 : tensor<4x8x2x2xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %in_192: complex<f32>, %out: complex<f32>):
      %390 = complex.mul %in, %in_192 : complex<f32>
      linalg.yield %390 : complex<f32>
    } -> tensor<4x8x2x2xcomplex<f32>>
    %expanded_131 = tensor.expand_shape %transposed_123 [[0], [1], [2], [3, 4]] output_shape [4, 8, 4, 2, 2] : tensor<4x8x4x4xf32> into tensor<4x8x4x2x2xf32>
    %273 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<4x8x4x2xcomplex<f32>>) {
    ^bb0(%out: complex<f32>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_131[%390, %391, %392, %393, %c0] : tensor<4x8x4x2x2xf32>
      %extracted_192 = tensor.extract %expanded_131[%390, %391, %392, %393, %c1] : tensor<4x8x4x2x2xf32>
      %394 = complex.create %extracted, %extracted_192 : complex<f32>
      linalg.yield %394 : complex<f32>
    } -> tensor<4x8x4x2xcomplex<f32>>
    %274 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %271 : tensor<4x8x4x2xcomplex<f32>>, tensor<1x8x1x2xcomplex<f32>>) outs(%20 : tensor<4x8x4x2xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %in_192: complex<f32>, %out: complex<f32>):
      %390 = complex.mul %in, %in_192 : complex<f32>
      linalg.yield %390 : complex<f32>
    } -> tensor<4x8x4x2xcomplex<f32>>
    %275 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<4x8x2x2xcomplex<f32>>) outs(%28 : tensor<4x8x2x2x2xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %390 = complex.re %in : complex<f32>
      %391 = complex.im %in : complex<f32>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f32
      linalg.yield %394 : f32
    } -> tensor<4x8x2x2x2xf32>
    %276 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<4x8x4x2xcomplex<f32>>) outs(%25 : tensor<4x8x4x2x2xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %390 = complex.re %in : complex<f32>
      %391 = complex.im %in : complex<f32>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f32
      linalg.yield %394 : f32
    } -> tensor<4x8x4x2x2xf32>
    %collapsed_132 = tensor.collapse_shape %263 [[0, 1], [2, 3, 4]] : tensor<4x8x2x1x4xf32> into tensor<32x8xf32>
    %277 = tensor.empty() : tensor<8x32xf32>
    %transposed_133 = linalg.transpose ins(%collapsed_132 : tensor<32x8xf32>) outs(%277 : tensor<8x32xf32>) permutation = [1, 0] 
    %278 = tensor.empty() : tensor<8x16xf32>
    %279 = linalg.fill ins(%cst_15 : f32) outs(%278 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %280 = linalg.matmul ins(%transposed_133, %collapsed_52 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%279 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %281 = linalg.matmul ins(%collapsed_132, %layers_1_attention_wv : tensor<32x8xf32>, tensor<8x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_134 = tensor.expand_shape %281 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %collapsed_135 = tensor.collapse_shape %275 [[0, 1], [2, 3, 4]] : tensor<4x8x2x2x2xf32> into tensor<32x8xf32>
    %transposed_136 = linalg.transpose ins(%collapsed_135 : tensor<32x8xf32>) outs(%277 : tensor<8x32xf32>) permutation = [1, 0] 
    %282 = linalg.matmul ins(%transposed_136, %collapsed_52 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%279 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %283 = linalg.matmul ins(%collapsed_135, %layers_1_attention_wk : tensor<32x8xf32>, tensor<8x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_137 = tensor.expand_shape %283 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_134, %expanded_137 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_138 = tensor.collapse_shape %276 [[0, 1], [2, 3, 4]] : tensor<4x8x4x2x2xf32> into tensor<32x16xf32>
    %transposed_139 = linalg.transpose ins(%collapsed_138 : tensor<32x16xf32>) outs(%81 : tensor<16x32xf32>) permutation = [1, 0] 
    %285 = linalg.matmul ins(%transposed_139, %collapsed_52 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%246 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %286 = linalg.matmul ins(%collapsed_138, %layers_1_attention_wq : tensor<32x16xf32>, tensor<16x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_140 = tensor.expand_shape %286 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %expanded_140 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %97 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %layers_1_attention_norm : tensor<4x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%288 : tensor<4x8x16xf32>) outs(%201 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_141 = tensor.collapse_shape %290 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %91 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %96 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%291 : tensor<4x8x16xf32>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %292 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.mulf %in, %cst_13 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %295 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_142 = tensor.collapse_shape %297 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_142 : tensor<4x8xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x16xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.divf %in, %cst_12 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.mulf %in, %cst_14 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %301 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %302 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_143 = tensor.collapse_shape %303 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %transposed_144 = linalg.transpose ins(%collapsed_143 : tensor<32x16xf32>) outs(%81 : tensor<16x32xf32>) permutation = [1, 0] 
    %304 = linalg.matmul ins(%transposed_144, %collapsed_49 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%215 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %305 = linalg.matmul ins(%collapsed_143, %layers_0_feed_forward_w2 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_145 = tensor.expand_shape %305 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %87 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %expanded_47 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_146 = tensor.collapse_shape %306 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_147 = linalg.transpose ins(%collapsed_146 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %308 = linalg.matmul ins(%transposed_147, %collapsed_44 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %309 = linalg.matmul ins(%collapsed_146, %layers_0_feed_forward_w3 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_148 = tensor.expand_shape %309 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_11, %86 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.subf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %310 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %cst_1 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %86 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %312 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%85 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_149 = tensor.collapse_shape %314 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_150 = linalg.transpose ins(%collapsed_149 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %315 = linalg.matmul ins(%transposed_150, %collapsed_44 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %316 = linalg.matmul ins(%collapsed_149, %layers_0_feed_forward_w1 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_151 = tensor.expand_shape %316 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_148, %expanded_151 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %79 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %layers_0_ffn_norm : tensor<4x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%318 : tensor<4x8x16xf32>) outs(%201 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_152 = tensor.collapse_shape %320 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %73 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %78 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%321 : tensor<4x8x16xf32>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %322 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.mulf %in, %cst_13 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %325 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_153 = tensor.collapse_shape %327 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_153 : tensor<4x8xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x16xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.divf %in, %cst_12 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.mulf %in, %cst_14 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %331 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %332 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_154 = tensor.collapse_shape %333 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %transposed_155 = linalg.transpose ins(%collapsed_154 : tensor<32x16xf32>) outs(%81 : tensor<16x32xf32>) permutation = [1, 0] 
    %334 = linalg.matmul ins(%transposed_155, %collapsed_41 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%246 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %335 = linalg.matmul ins(%collapsed_154, %layers_0_attention_wo : tensor<32x16xf32>, tensor<16x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_156 = tensor.expand_shape %335 [[0, 1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<32x16xf32> into tensor<4x8x4x4xf32>
    %transposed_157 = linalg.transpose ins(%expanded_156 : tensor<4x8x4x4xf32>) outs(%33 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_158 = tensor.collapse_shape %transposed_157 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %transposed_159 = linalg.transpose ins(%collapsed_36 : tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %336 = linalg.batch_matmul ins(%transposed_159, %collapsed_158 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%69 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %transposed_160 = linalg.transpose ins(%collapsed_37 : tensor<16x8x4xf32>) outs(%250 : tensor<16x4x8xf32>) permutation = [0, 2, 1] 
    %337 = linalg.batch_matmul ins(%collapsed_158, %transposed_160 : tensor<16x8x4xf32>, tensor<16x4x8xf32>) outs(%47 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_161 = tensor.expand_shape %336 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %expanded_162 = tensor.expand_shape %337 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %338 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_162, %67 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %339 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%338 : tensor<4x4x8x8xf32>) outs(%59 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x1xf32>
    %340 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %339 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %341 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %340 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.subf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_163 = tensor.collapse_shape %341 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_32 : tensor<16x8x4xf32>) outs(%250 : tensor<16x4x8xf32>) permutation = [0, 2, 1] 
    %342 = linalg.batch_matmul ins(%transposed_164, %collapsed_163 : tensor<16x4x8xf32>, tensor<16x8x8xf32>) outs(%256 : tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %transposed_165 = linalg.transpose ins(%collapsed_33 : tensor<16x4x8xf32>) outs(%68 : tensor<16x8x4xf32>) permutation = [0, 2, 1] 
    %343 = linalg.batch_matmul ins(%collapsed_163, %transposed_165 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%69 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %expanded_166 = tensor.expand_shape %342 [[0, 1], [2], [3]] output_shape [4, 4, 4, 8] : tensor<16x4x8xf32> into tensor<4x4x4x8xf32>
    %expanded_167 = tensor.expand_shape %343 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %344 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_166 : tensor<4x4x4x8xf32>) outs(%44 : tensor<4x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_3 : f64 to f32
      %391 = arith.mulf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x4x4x8xf32>
    %345 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_167 : tensor<4x4x8x4xf32>) outs(%33 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.truncf %cst_3 : f64 to f32
      %391 = arith.mulf %in, %390 : f32
      linalg.yield %391 : f32
    } -> tensor<4x4x8x4xf32>
    %transposed_168 = linalg.transpose ins(%expanded_161 : tensor<4x4x8x4xf32>) outs(%71 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_169 = linalg.transpose ins(%344 : tensor<4x4x4x8xf32>) outs(%71 : tensor<4x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %transposed_170 = linalg.transpose ins(%345 : tensor<4x4x8x4xf32>) outs(%71 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_171 = tensor.expand_shape %transposed_168 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 4] : tensor<4x8x4x4xf32> into tensor<4x8x2x2x4xf32>
    %346 = linalg.generic {indexing_maps = [#map7, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%expanded_171 : tensor<4x8x2x2x4xf32>) outs(%262 : tensor<4x8x2x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x2x1x4xf32>
    %expanded_172 = tensor.expand_shape %transposed_169 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 4] : tensor<4x8x4x4xf32> into tensor<4x8x2x2x4xf32>
    %347 = linalg.generic {indexing_maps = [#map7, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%expanded_172 : tensor<4x8x2x2x4xf32>) outs(%262 : tensor<4x8x2x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x2x1x4xf32>
    %collapsed_173 = tensor.collapse_shape %347 [[0], [1], [2, 3], [4]] : tensor<4x8x2x1x4xf32> into tensor<4x8x2x4xf32>
    %expanded_174 = tensor.expand_shape %collapsed_173 [[0], [1], [2], [3, 4]] output_shape [4, 8, 2, 2, 2] : tensor<4x8x2x4xf32> into tensor<4x8x2x2x2xf32>
    %348 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<4x8x2x2xcomplex<f32>>) {
    ^bb0(%out: complex<f32>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_174[%390, %391, %392, %393, %c0] : tensor<4x8x2x2x2xf32>
      %extracted_192 = tensor.extract %expanded_174[%390, %391, %392, %393, %c1] : tensor<4x8x2x2x2xf32>
      %394 = complex.create %extracted, %extracted_192 : complex<f32>
      linalg.yield %394 : complex<f32>
    } -> tensor<4x8x2x2xcomplex<f32>>
    %349 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %271 : tensor<4x8x2x2xcomplex<f32>>, tensor<1x8x1x2xcomplex<f32>>) outs(%22 : tensor<4x8x2x2xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %in_192: complex<f32>, %out: complex<f32>):
      %390 = complex.mul %in, %in_192 : complex<f32>
      linalg.yield %390 : complex<f32>
    } -> tensor<4x8x2x2xcomplex<f32>>
    %expanded_175 = tensor.expand_shape %transposed_170 [[0], [1], [2], [3, 4]] output_shape [4, 8, 4, 2, 2] : tensor<4x8x4x4xf32> into tensor<4x8x4x2x2xf32>
    %350 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<4x8x4x2xcomplex<f32>>) {
    ^bb0(%out: complex<f32>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_175[%390, %391, %392, %393, %c0] : tensor<4x8x4x2x2xf32>
      %extracted_192 = tensor.extract %expanded_175[%390, %391, %392, %393, %c1] : tensor<4x8x4x2x2xf32>
      %394 = complex.create %extracted, %extracted_192 : complex<f32>
      linalg.yield %394 : complex<f32>
    } -> tensor<4x8x4x2xcomplex<f32>>
    %351 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %271 : tensor<4x8x4x2xcomplex<f32>>, tensor<1x8x1x2xcomplex<f32>>) outs(%20 : tensor<4x8x4x2xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %in_192: complex<f32>, %out: complex<f32>):
      %390 = complex.mul %in, %in_192 : complex<f32>
      linalg.yield %390 : complex<f32>
    } -> tensor<4x8x4x2xcomplex<f32>>
    %352 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%349 : tensor<4x8x2x2xcomplex<f32>>) outs(%28 : tensor<4x8x2x2x2xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %390 = complex.re %in : complex<f32>
      %391 = complex.im %in : complex<f32>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f32
      linalg.yield %394 : f32
    } -> tensor<4x8x2x2x2xf32>
    %353 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<4x8x4x2xcomplex<f32>>) outs(%25 : tensor<4x8x4x2x2xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %390 = complex.re %in : complex<f32>
      %391 = complex.im %in : complex<f32>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f32
      linalg.yield %394 : f32
    } -> tensor<4x8x4x2x2xf32>
    %collapsed_176 = tensor.collapse_shape %346 [[0, 1], [2, 3, 4]] : tensor<4x8x2x1x4xf32> into tensor<32x8xf32>
    %transposed_177 = linalg.transpose ins(%collapsed_176 : tensor<32x8xf32>) outs(%277 : tensor<8x32xf32>) permutation = [1, 0] 
    %354 = linalg.matmul ins(%transposed_177, %collapsed : tensor<8x32xf32>, tensor<32x16xf32>) outs(%279 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %355 = linalg.matmul ins(%collapsed_176, %layers_0_attention_wv : tensor<32x8xf32>, tensor<8x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_178 = tensor.expand_shape %355 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %collapsed_179 = tensor.collapse_shape %352 [[0, 1], [2, 3, 4]] : tensor<4x8x2x2x2xf32> into tensor<32x8xf32>
    %transposed_180 = linalg.transpose ins(%collapsed_179 : tensor<32x8xf32>) outs(%277 : tensor<8x32xf32>) permutation = [1, 0] 
    %356 = linalg.matmul ins(%transposed_180, %collapsed : tensor<8x32xf32>, tensor<32x16xf32>) outs(%279 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %357 = linalg.matmul ins(%collapsed_179, %layers_0_attention_wk : tensor<32x8xf32>, tensor<8x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_181 = tensor.expand_shape %357 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %expanded_181 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_182 = tensor.collapse_shape %353 [[0, 1], [2, 3, 4]] : tensor<4x8x4x2x2xf32> into tensor<32x16xf32>
    %transposed_183 = linalg.transpose ins(%collapsed_182 : tensor<32x16xf32>) outs(%81 : tensor<16x32xf32>) permutation = [1, 0] 
    %359 = linalg.matmul ins(%transposed_183, %collapsed : tensor<16x32xf32>, tensor<32x16xf32>) outs(%246 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %360 = linalg.matmul ins(%collapsed_182, %layers_0_attention_wq : tensor<32x16xf32>, tensor<16x16xf32>) outs(%13 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_184 = tensor.expand_shape %360 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %expanded_184 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %9 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %layers_0_attention_norm : tensor<4x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%362 : tensor<4x8x16xf32>) outs(%201 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_185 = tensor.collapse_shape %364 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %1 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %8 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%365 : tensor<4x8x16xf32>) outs(%4 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.addf %in, %out : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %366 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.mulf %in, %cst_13 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %369 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%3 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_186 = tensor.collapse_shape %371 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_186 : tensor<4x8xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x16xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.divf %in, %cst_12 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %390 = arith.mulf %in, %cst_14 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %375 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.mulf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %376 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_192: f32, %out: f32):
      %390 = arith.addf %in, %in_192 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %378 = tensor.empty() : tensor<4x8xi1>
    %379 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%378 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %390 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %390 : i1
    } -> tensor<4x8xi1>
    %380 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%378 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %390 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %390 : i1
    } -> tensor<4x8xi1>
    %381 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%379, %380 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%378 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_192: i1, %out: i1):
      %390 = arith.andi %in, %in_192 : i1
      linalg.yield %390 : i1
    } -> tensor<4x8xi1>
    %382 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%378 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %390 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %390 : i1
    } -> tensor<4x8xi1>
    %383 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%381, %382 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%378 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_192: i1, %out: i1):
      %390 = arith.andi %in, %in_192 : i1
      linalg.yield %390 : i1
    } -> tensor<4x8xi1>
    %expanded_187 = tensor.expand_shape %383 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %384 = tensor.empty() : tensor<4x8xi64>
    %385 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%384 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %390 = arith.maxsi %in, %c-64_i64 : i64
      %391 = arith.minsi %390, %c63_i64 : i64
      linalg.yield %391 : i64
    } -> tensor<4x8xi64>
    %386 = tensor.empty() : tensor<4x8x1xi1>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<4x8x1xi1>) outs(%386 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %390 = arith.xori %in, %true : i1
      linalg.yield %390 : i1
    } -> tensor<4x8x1xi1>
    %388 = linalg.generic {indexing_maps = [#map2, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %cst_8, %377 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x16xf32>) outs(%0 : tensor<4x8x16xf32>) {
    ^bb0(%in: i1, %in_192: f32, %in_193: f32, %out: f32):
      %390 = arith.select %in, %in_192, %in_193 : f32
      linalg.yield %390 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_188 = tensor.collapse_shape %385 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_189 = tensor.expand_shape %collapsed_188 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_190 = tensor.collapse_shape %388 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %expanded_191 = tensor.expand_shape %collapsed_190 [[0], [1, 2]] output_shape [32, 1, 16] : tensor<32x16xf32> into tensor<32x1x16xf32>
    %389 = "tm_tensor.scatter"(%expanded_191, %expanded_189, %cst_16) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg23: f32, %tm1_arg24: f32):
      %tm1_602 = "arith.addf"(%tm1_arg24, %tm1_arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm1_602) : (f32) -> ()
    }) : (tensor<32x1x16xf32>, tensor<32x1xi64>, tensor<64x16xf32>) -> tensor<64x16xf32>
    return %175, %389, %359, %356, %354, %334, %315, %304, %308, %collapsed_185, %collapsed_152, %285, %282, %280, %247, %227, %216, %220, %collapsed_141, %collapsed_105, %collapsed_94, %196 : tensor<f32>, tensor<64x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>
  }
}
