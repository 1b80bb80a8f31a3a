// The training step of llama (f64), exported by
// tools/torch-export/export.py --model llama --dtype f64 (torch 2.15.0, torch-mlir 20261001).
// PyTorch's loss and gradients: llama-f64.ref/ (docs/TorchExport.md).
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
      %tok_embeddings: tensor<64x16xf64> {ap.param} loc("tok_embeddings"),
      %layers_0_attention_wq: tensor<16x16xf64> {ap.param} loc("layers_0_attention_wq"),
      %layers_0_attention_wk: tensor<8x16xf64> {ap.param} loc("layers_0_attention_wk"),
      %layers_0_attention_wv: tensor<8x16xf64> {ap.param} loc("layers_0_attention_wv"),
      %layers_0_attention_wo: tensor<16x16xf64> {ap.param} loc("layers_0_attention_wo"),
      %layers_0_feed_forward_w1: tensor<32x16xf64> {ap.param} loc("layers_0_feed_forward_w1"),
      %layers_0_feed_forward_w2: tensor<16x32xf64> {ap.param} loc("layers_0_feed_forward_w2"),
      %layers_0_feed_forward_w3: tensor<32x16xf64> {ap.param} loc("layers_0_feed_forward_w3"),
      %layers_0_attention_norm: tensor<16xf64> {ap.param} loc("layers_0_attention_norm"),
      %layers_0_ffn_norm: tensor<16xf64> {ap.param} loc("layers_0_ffn_norm"),
      %layers_1_attention_wq: tensor<16x16xf64> {ap.param} loc("layers_1_attention_wq"),
      %layers_1_attention_wk: tensor<8x16xf64> {ap.param} loc("layers_1_attention_wk"),
      %layers_1_attention_wv: tensor<8x16xf64> {ap.param} loc("layers_1_attention_wv"),
      %layers_1_attention_wo: tensor<16x16xf64> {ap.param} loc("layers_1_attention_wo"),
      %layers_1_feed_forward_w1: tensor<32x16xf64> {ap.param} loc("layers_1_feed_forward_w1"),
      %layers_1_feed_forward_w2: tensor<16x32xf64> {ap.param} loc("layers_1_feed_forward_w2"),
      %layers_1_feed_forward_w3: tensor<32x16xf64> {ap.param} loc("layers_1_feed_forward_w3"),
      %layers_1_attention_norm: tensor<16xf64> {ap.param} loc("layers_1_attention_norm"),
      %layers_1_ffn_norm: tensor<16xf64> {ap.param} loc("layers_1_ffn_norm"),
      %norm: tensor<16xf64> {ap.param} loc("norm"),
      %output: tensor<64x16xf64> {ap.param} loc("output"))
      -> (tensor<f64>,
          tensor<64x16xf64> {ap.grad_of = 2 : i64},
          tensor<16x16xf64> {ap.grad_of = 3 : i64},
          tensor<8x16xf64> {ap.grad_of = 4 : i64},
          tensor<8x16xf64> {ap.grad_of = 5 : i64},
          tensor<16x16xf64> {ap.grad_of = 6 : i64},
          tensor<32x16xf64> {ap.grad_of = 7 : i64},
          tensor<16x32xf64> {ap.grad_of = 8 : i64},
          tensor<32x16xf64> {ap.grad_of = 9 : i64},
          tensor<16xf64> {ap.grad_of = 10 : i64},
          tensor<16xf64> {ap.grad_of = 11 : i64},
          tensor<16x16xf64> {ap.grad_of = 12 : i64},
          tensor<8x16xf64> {ap.grad_of = 13 : i64},
          tensor<8x16xf64> {ap.grad_of = 14 : i64},
          tensor<16x16xf64> {ap.grad_of = 15 : i64},
          tensor<32x16xf64> {ap.grad_of = 16 : i64},
          tensor<16x32xf64> {ap.grad_of = 17 : i64},
          tensor<32x16xf64> {ap.grad_of = 18 : i64},
          tensor<16xf64> {ap.grad_of = 19 : i64},
          tensor<16xf64> {ap.grad_of = 20 : i64},
          tensor<16xf64> {ap.grad_of = 21 : i64},
          tensor<64x16xf64> {ap.grad_of = 22 : i64}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf64>
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0xFFF0000000000000 : f64
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 0.70710678118654757 : f64
    %cst_4 = arith.constant -5.000000e-01 : f64
    %cst_5 = arith.constant 2.000000e+00 : f64
    %cst_6 = arith.constant dense<[[[[(1.000000e+00,0.000000e+00), (1.000000e+00,0.000000e+00)]], [[(0.54030230586813977,0.8414709848078965), (0.99995000041666526,0.0099998333341666644)]], [[(-0.41614683654714241,0.90929742682568171), (0.99980000666657776,0.01999866669333308)]], [[(-0.98999249660044542,0.14112000805986721), (0.99955003374898754,0.02999550020249566)]], [[(-0.65364362086361194,-0.7568024953079282), (0.99920010666097791,0.039989334186634161)]], [[(0.28366218546322625,-0.95892427466313845), (0.99875026039496628,0.049979169270678331)]], [[(0.96017028665036596,-0.27941549819892586), (0.99820053993520418,0.059964006479444595)]], [[(0.7539022543433046,0.65698659871878906), (0.99755100025327958,0.069942847337532768)]]]]> : tensor<1x8x1x2xcomplex<f64>>
    %cst_7 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_8 = arith.constant dense<0xFFF0000000000000> : tensor<f64>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<f64>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<4x4x8x8xf64>
    %cst_11 = arith.constant dense<1.000000e+00> : tensor<f64>
    %cst_12 = arith.constant dense<1.000000e+00> : tensor<4x8x32xf64>
    %cst_13 = arith.constant 1.600000e+01 : f64
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
    %cst_14 = arith.constant 0.000000e+00 : f64
    %c0 = arith.constant 0 : index
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<64x16xf64>
    %cst_16 = arith.constant -1.000000e+00 : f64
    %cst_17 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<4x8x16xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: i64, %out: f64):
      %390 = arith.index_cast %in : i64 to index
      %391 = linalg.index 2 : index
      %392 = arith.cmpi slt, %390, %c64 : index
      cf.assert %392, "index must be smaller than dim size"
      %393 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %393, "index must be larger or equal to 0"
      %extracted = tensor.extract %tok_embeddings[%390, %391] : tensor<64x16xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x8x16xf64>
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c2_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %3 = tensor.empty() : tensor<4x8x1xf64>
    %4 = linalg.fill ins(%cst_14 : f64) outs(%3 : tensor<4x8x1xf64>) -> tensor<4x8x1xf64>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<4x8x16xf64>) outs(%4 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.divf %in, %cst_13 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %cst_2 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.rsqrt %in : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %layers_0_attention_norm : tensor<4x8x16xf64>, tensor<16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %11 = tensor.empty() : tensor<16x16xf64>
    %transposed = linalg.transpose ins(%layers_0_attention_wq : tensor<16x16xf64>) outs(%11 : tensor<16x16xf64>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %10 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %12 = tensor.empty() : tensor<32x16xf64>
    %13 = linalg.fill ins(%cst_14 : f64) outs(%12 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %14 = linalg.matmul ins(%collapsed, %transposed : tensor<32x16xf64>, tensor<16x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %15 = tensor.empty() : tensor<16x8xf64>
    %transposed_18 = linalg.transpose ins(%layers_0_attention_wk : tensor<8x16xf64>) outs(%15 : tensor<16x8xf64>) permutation = [1, 0] 
    %16 = tensor.empty() : tensor<32x8xf64>
    %17 = linalg.fill ins(%cst_14 : f64) outs(%16 : tensor<32x8xf64>) -> tensor<32x8xf64>
    %18 = linalg.matmul ins(%collapsed, %transposed_18 : tensor<32x16xf64>, tensor<16x8xf64>) outs(%17 : tensor<32x8xf64>) -> tensor<32x8xf64>
    %transposed_19 = linalg.transpose ins(%layers_0_attention_wv : tensor<8x16xf64>) outs(%15 : tensor<16x8xf64>) permutation = [1, 0] 
    %19 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<32x16xf64>, tensor<16x8xf64>) outs(%17 : tensor<32x8xf64>) -> tensor<32x8xf64>
    %expanded = tensor.expand_shape %14 [[0, 1], [2, 3, 4]] output_shape [4, 8, 4, 2, 2] : tensor<32x16xf64> into tensor<4x8x4x2x2xf64>
    %20 = tensor.empty() : tensor<4x8x4x2xcomplex<f64>>
    %21 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<4x8x4x2xcomplex<f64>>) {
    ^bb0(%out: complex<f64>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded[%390, %391, %392, %393, %c0] : tensor<4x8x4x2x2xf64>
      %extracted_191 = tensor.extract %expanded[%390, %391, %392, %393, %c1] : tensor<4x8x4x2x2xf64>
      %394 = complex.create %extracted, %extracted_191 : complex<f64>
      linalg.yield %394 : complex<f64>
    } -> tensor<4x8x4x2xcomplex<f64>>
    %expanded_20 = tensor.expand_shape %18 [[0, 1], [2, 3, 4]] output_shape [4, 8, 2, 2, 2] : tensor<32x8xf64> into tensor<4x8x2x2x2xf64>
    %22 = tensor.empty() : tensor<4x8x2x2xcomplex<f64>>
    %23 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<4x8x2x2xcomplex<f64>>) {
    ^bb0(%out: complex<f64>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_20[%390, %391, %392, %393, %c0] : tensor<4x8x2x2x2xf64>
      %extracted_191 = tensor.extract %expanded_20[%390, %391, %392, %393, %c1] : tensor<4x8x2x2x2xf64>
      %394 = complex.create %extracted, %extracted_191 : complex<f64>
      linalg.yield %394 : complex<f64>
    } -> tensor<4x8x2x2xcomplex<f64>>
    %24 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_6 : tensor<4x8x4x2xcomplex<f64>>, tensor<1x8x1x2xcomplex<f64>>) outs(%20 : tensor<4x8x4x2xcomplex<f64>>) {
    ^bb0(%in: complex<f64>, %in_191: complex<f64>, %out: complex<f64>):
      %390 = complex.mul %in, %in_191 : complex<f64>
      linalg.yield %390 : complex<f64>
    } -> tensor<4x8x4x2xcomplex<f64>>
    %25 = tensor.empty() : tensor<4x8x4x2x2xf64>
    %26 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<4x8x4x2xcomplex<f64>>) outs(%25 : tensor<4x8x4x2x2xf64>) {
    ^bb0(%in: complex<f64>, %out: f64):
      %390 = complex.re %in : complex<f64>
      %391 = complex.im %in : complex<f64>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f64
      linalg.yield %394 : f64
    } -> tensor<4x8x4x2x2xf64>
    %collapsed_21 = tensor.collapse_shape %26 [[0], [1], [2], [3, 4]] : tensor<4x8x4x2x2xf64> into tensor<4x8x4x4xf64>
    %27 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_6 : tensor<4x8x2x2xcomplex<f64>>, tensor<1x8x1x2xcomplex<f64>>) outs(%22 : tensor<4x8x2x2xcomplex<f64>>) {
    ^bb0(%in: complex<f64>, %in_191: complex<f64>, %out: complex<f64>):
      %390 = complex.mul %in, %in_191 : complex<f64>
      linalg.yield %390 : complex<f64>
    } -> tensor<4x8x2x2xcomplex<f64>>
    %28 = tensor.empty() : tensor<4x8x2x2x2xf64>
    %29 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<4x8x2x2xcomplex<f64>>) outs(%28 : tensor<4x8x2x2x2xf64>) {
    ^bb0(%in: complex<f64>, %out: f64):
      %390 = complex.re %in : complex<f64>
      %391 = complex.im %in : complex<f64>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f64
      linalg.yield %394 : f64
    } -> tensor<4x8x2x2x2xf64>
    %collapsed_22 = tensor.collapse_shape %29 [[0], [1], [2], [3, 4]] : tensor<4x8x2x2x2xf64> into tensor<4x8x2x4xf64>
    %30 = tensor.empty() : tensor<4x8x2x2x4xf64>
    %31 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_22 : tensor<4x8x2x4xf64>) outs(%30 : tensor<4x8x2x2x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<4x8x2x2x4xf64>
    %collapsed_23 = tensor.collapse_shape %31 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x4xf64> into tensor<4x8x4x4xf64>
    %expanded_24 = tensor.expand_shape %19 [[0, 1], [2, 3]] output_shape [4, 8, 2, 4] : tensor<32x8xf64> into tensor<4x8x2x4xf64>
    %32 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<4x8x2x4xf64>) outs(%30 : tensor<4x8x2x2x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<4x8x2x2x4xf64>
    %collapsed_25 = tensor.collapse_shape %32 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x4xf64> into tensor<4x8x4x4xf64>
    %33 = tensor.empty() : tensor<4x4x8x4xf64>
    %transposed_26 = linalg.transpose ins(%collapsed_21 : tensor<4x8x4x4xf64>) outs(%33 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %transposed_27 = linalg.transpose ins(%collapsed_25 : tensor<4x8x4x4xf64>) outs(%33 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26 : tensor<4x4x8x4xf64>) outs(%33 : tensor<4x4x8x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_3 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x4xf64>
    %35 = tensor.empty() : tensor<8xi64>
    %36 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%35 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %390 = linalg.index 0 : index
      %391 = arith.index_cast %390 : index to i64
      linalg.yield %391 : i64
    } -> tensor<8xi64>
    %expanded_28 = tensor.expand_shape %36 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_29 = tensor.expand_shape %36 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %37 = tensor.empty() : tensor<8x8xi64>
    %38 = linalg.generic {indexing_maps = [#map10, #map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded_28, %expanded_29 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%37 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_191: i64, %out: i64):
      %390 = arith.subi %in, %in_191 : i64
      linalg.yield %390 : i64
    } -> tensor<8x8xi64>
    %39 = tensor.empty() : tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<8x8xi64>) outs(%39 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %390 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %390 : i1
    } -> tensor<8x8xi1>
    %41 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_7 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%39 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_191: i1, %out: i1):
      %390 = arith.andi %in, %in_191 : i1
      linalg.yield %390 : i1
    } -> tensor<8x8xi1>
    %42 = tensor.empty() : tensor<8x8xf64>
    %43 = linalg.generic {indexing_maps = [#map12, #map13, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_9, %cst_8 : tensor<8x8xi1>, tensor<f64>, tensor<f64>) outs(%42 : tensor<8x8xf64>) {
    ^bb0(%in: i1, %in_191: f64, %in_192: f64, %out: f64):
      %390 = arith.select %in, %in_191, %in_192 : f64
      linalg.yield %390 : f64
    } -> tensor<8x8xf64>
    %44 = tensor.empty() : tensor<4x4x4x8xf64>
    %transposed_30 = linalg.transpose ins(%collapsed_23 : tensor<4x8x4x4xf64>) outs(%44 : tensor<4x4x4x8xf64>) permutation = [0, 2, 3, 1] 
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30 : tensor<4x4x4x8xf64>) outs(%44 : tensor<4x4x4x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_3 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x4x8xf64>
    %collapsed_31 = tensor.collapse_shape %34 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %collapsed_32 = tensor.collapse_shape %45 [[0, 1], [2], [3]] : tensor<4x4x4x8xf64> into tensor<16x4x8xf64>
    %46 = tensor.empty() : tensor<16x8x8xf64>
    %47 = linalg.fill ins(%cst_14 : f64) outs(%46 : tensor<16x8x8xf64>) -> tensor<16x8x8xf64>
    %48 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<16x8x4xf64>, tensor<16x4x8xf64>) outs(%47 : tensor<16x8x8xf64>) -> tensor<16x8x8xf64>
    %expanded_33 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf64> into tensor<4x4x8x8xf64>
    %49 = tensor.empty() : tensor<4x4x8x8xf64>
    %50 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %43 : tensor<4x4x8x8xf64>, tensor<8x8xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %51 = tensor.empty() : tensor<4x4x8xi64>
    %52 = linalg.fill ins(%c0_i64 : i64) outs(%51 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %53 = tensor.empty() : tensor<4x4x8xf64>
    %54 = linalg.fill ins(%cst_0 : f64) outs(%53 : tensor<4x4x8xf64>) -> tensor<4x4x8xf64>
    %55:2 = linalg.generic {indexing_maps = [#map4, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<4x4x8x8xf64>) outs(%54, %52 : tensor<4x4x8xf64>, tensor<4x4x8xi64>) {
    ^bb0(%in: f64, %out: f64, %out_191: i64):
      %390 = linalg.index 3 : index
      %391 = arith.index_cast %390 : index to i64
      %392 = arith.maximumf %in, %out : f64
      %393 = arith.cmpf ogt, %in, %out : f64
      %394 = arith.select %393, %391, %out_191 : i64
      linalg.yield %392, %394 : f64, i64
    } -> (tensor<4x4x8xf64>, tensor<4x4x8xi64>)
    %expanded_34 = tensor.expand_shape %55#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf64> into tensor<4x4x8x1xf64>
    %56 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_34 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.subf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %57 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<4x4x8x8xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.exp %in : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %58 = tensor.empty() : tensor<4x4x8x1xf64>
    %59 = linalg.fill ins(%cst_14 : f64) outs(%58 : tensor<4x4x8x1xf64>) -> tensor<4x4x8x1xf64>
    %60 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<4x4x8x8xf64>) outs(%59 : tensor<4x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x1xf64>
    %61 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.divf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %62 = tensor.empty() : tensor<4x4x8x8xi1>
    %63 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<4x4x8x8xf64>) outs(%62 : tensor<4x4x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %390 = arith.cmpf oeq, %in, %cst_0 : f64
      linalg.yield %390 : i1
    } -> tensor<4x4x8x8xi1>
    %64 = tensor.empty() : tensor<4x4x8x1xi1>
    %65 = linalg.fill ins(%true : i1) outs(%64 : tensor<4x4x8x1xi1>) -> tensor<4x4x8x1xi1>
    %66 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<4x4x8x8xi1>) outs(%65 : tensor<4x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %390 = arith.andi %in, %out : i1
      linalg.yield %390 : i1
    } -> tensor<4x4x8x1xi1>
    %67 = linalg.generic {indexing_maps = [#map16, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %cst_10, %61 : tensor<4x4x8x1xi1>, tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: i1, %in_191: f64, %in_192: f64, %out: f64):
      %390 = arith.select %in, %in_191, %in_192 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %collapsed_35 = tensor.collapse_shape %67 [[0, 1], [2], [3]] : tensor<4x4x8x8xf64> into tensor<16x8x8xf64>
    %collapsed_36 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %68 = tensor.empty() : tensor<16x8x4xf64>
    %69 = linalg.fill ins(%cst_14 : f64) outs(%68 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %70 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%69 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %expanded_37 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %71 = tensor.empty() : tensor<4x8x4x4xf64>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<4x4x8x4xf64>) outs(%71 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %transposed_39 = linalg.transpose ins(%layers_0_attention_wo : tensor<16x16xf64>) outs(%11 : tensor<16x16xf64>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2, 3]] : tensor<4x8x4x4xf64> into tensor<32x16xf64>
    %72 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<32x16xf64>, tensor<16x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_41 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_41 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c2_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<4x8x16xf64>) outs(%4 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.divf %in, %cst_13 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %cst_2 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.rsqrt %in : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %78 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %layers_0_ffn_norm : tensor<4x8x16xf64>, tensor<16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %81 = tensor.empty() : tensor<16x32xf64>
    %transposed_42 = linalg.transpose ins(%layers_0_feed_forward_w1 : tensor<32x16xf64>) outs(%81 : tensor<16x32xf64>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %82 = tensor.empty() : tensor<32x32xf64>
    %83 = linalg.fill ins(%cst_14 : f64) outs(%82 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %84 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<32x16xf64>, tensor<16x32xf64>) outs(%83 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %expanded_44 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
    %85 = tensor.empty() : tensor<4x8x32xf64>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.negf %in : f64
      %391 = math.exp %390 : f64
      %392 = arith.addf %391, %cst_1 : f64
      %393 = arith.divf %cst_1, %392 : f64
      linalg.yield %393 : f64
    } -> tensor<4x8x32xf64>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %86 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %transposed_45 = linalg.transpose ins(%layers_0_feed_forward_w3 : tensor<32x16xf64>) outs(%81 : tensor<16x32xf64>) permutation = [1, 0] 
    %88 = linalg.matmul ins(%collapsed_43, %transposed_45 : tensor<32x16xf64>, tensor<16x32xf64>) outs(%83 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %expanded_46 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %expanded_46 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %transposed_47 = linalg.transpose ins(%layers_0_feed_forward_w2 : tensor<16x32xf64>) outs(%12 : tensor<32x16xf64>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
    %90 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_49 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %expanded_49 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c2_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<4x8x16xf64>) outs(%4 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.divf %in, %cst_13 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %cst_2 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.rsqrt %in : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %97 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %96 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %98 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %layers_1_attention_norm : tensor<4x8x16xf64>, tensor<16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %transposed_50 = linalg.transpose ins(%layers_1_attention_wq : tensor<16x16xf64>) outs(%11 : tensor<16x16xf64>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %99 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<32x16xf64>, tensor<16x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %transposed_52 = linalg.transpose ins(%layers_1_attention_wk : tensor<8x16xf64>) outs(%15 : tensor<16x8xf64>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_51, %transposed_52 : tensor<32x16xf64>, tensor<16x8xf64>) outs(%17 : tensor<32x8xf64>) -> tensor<32x8xf64>
    %transposed_53 = linalg.transpose ins(%layers_1_attention_wv : tensor<8x16xf64>) outs(%15 : tensor<16x8xf64>) permutation = [1, 0] 
    %101 = linalg.matmul ins(%collapsed_51, %transposed_53 : tensor<32x16xf64>, tensor<16x8xf64>) outs(%17 : tensor<32x8xf64>) -> tensor<32x8xf64>
    %expanded_54 = tensor.expand_shape %99 [[0, 1], [2, 3, 4]] output_shape [4, 8, 4, 2, 2] : tensor<32x16xf64> into tensor<4x8x4x2x2xf64>
    %102 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<4x8x4x2xcomplex<f64>>) {
    ^bb0(%out: complex<f64>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_54[%390, %391, %392, %393, %c0] : tensor<4x8x4x2x2xf64>
      %extracted_191 = tensor.extract %expanded_54[%390, %391, %392, %393, %c1] : tensor<4x8x4x2x2xf64>
      %394 = complex.create %extracted, %extracted_191 : complex<f64>
      linalg.yield %394 : complex<f64>
    } -> tensor<4x8x4x2xcomplex<f64>>
    %expanded_55 = tensor.expand_shape %100 [[0, 1], [2, 3, 4]] output_shape [4, 8, 2, 2, 2] : tensor<32x8xf64> into tensor<4x8x2x2x2xf64>
    %103 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<4x8x2x2xcomplex<f64>>) {
    ^bb0(%out: complex<f64>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_55[%390, %391, %392, %393, %c0] : tensor<4x8x2x2x2xf64>
      %extracted_191 = tensor.extract %expanded_55[%390, %391, %392, %393, %c1] : tensor<4x8x2x2x2xf64>
      %394 = complex.create %extracted, %extracted_191 : complex<f64>
      linalg.yield %394 : complex<f64>
    } -> tensor<4x8x2x2xcomplex<f64>>
    %104 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %cst_6 : tensor<4x8x4x2xcomplex<f64>>, tensor<1x8x1x2xcomplex<f64>>) outs(%20 : tensor<4x8x4x2xcomplex<f64>>) {
    ^bb0(%in: complex<f64>, %in_191: complex<f64>, %out: complex<f64>):
      %390 = complex.mul %in, %in_191 : complex<f64>
      linalg.yield %390 : complex<f64>
    } -> tensor<4x8x4x2xcomplex<f64>>
    %105 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<4x8x4x2xcomplex<f64>>) outs(%25 : tensor<4x8x4x2x2xf64>) {
    ^bb0(%in: complex<f64>, %out: f64):
      %390 = complex.re %in : complex<f64>
      %391 = complex.im %in : complex<f64>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f64
      linalg.yield %394 : f64
    } -> tensor<4x8x4x2x2xf64>
    %collapsed_56 = tensor.collapse_shape %105 [[0], [1], [2], [3, 4]] : tensor<4x8x4x2x2xf64> into tensor<4x8x4x4xf64>
    %106 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %cst_6 : tensor<4x8x2x2xcomplex<f64>>, tensor<1x8x1x2xcomplex<f64>>) outs(%22 : tensor<4x8x2x2xcomplex<f64>>) {
    ^bb0(%in: complex<f64>, %in_191: complex<f64>, %out: complex<f64>):
      %390 = complex.mul %in, %in_191 : complex<f64>
      linalg.yield %390 : complex<f64>
    } -> tensor<4x8x2x2xcomplex<f64>>
    %107 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<4x8x2x2xcomplex<f64>>) outs(%28 : tensor<4x8x2x2x2xf64>) {
    ^bb0(%in: complex<f64>, %out: f64):
      %390 = complex.re %in : complex<f64>
      %391 = complex.im %in : complex<f64>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f64
      linalg.yield %394 : f64
    } -> tensor<4x8x2x2x2xf64>
    %collapsed_57 = tensor.collapse_shape %107 [[0], [1], [2], [3, 4]] : tensor<4x8x2x2x2xf64> into tensor<4x8x2x4xf64>
    %108 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_57 : tensor<4x8x2x4xf64>) outs(%30 : tensor<4x8x2x2x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<4x8x2x2x4xf64>
    %collapsed_58 = tensor.collapse_shape %108 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x4xf64> into tensor<4x8x4x4xf64>
    %expanded_59 = tensor.expand_shape %101 [[0, 1], [2, 3]] output_shape [4, 8, 2, 4] : tensor<32x8xf64> into tensor<4x8x2x4xf64>
    %109 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<4x8x2x4xf64>) outs(%30 : tensor<4x8x2x2x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<4x8x2x2x4xf64>
    %collapsed_60 = tensor.collapse_shape %109 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x4xf64> into tensor<4x8x4x4xf64>
    %transposed_61 = linalg.transpose ins(%collapsed_56 : tensor<4x8x4x4xf64>) outs(%33 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %transposed_62 = linalg.transpose ins(%collapsed_60 : tensor<4x8x4x4xf64>) outs(%33 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_61 : tensor<4x4x8x4xf64>) outs(%33 : tensor<4x4x8x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_3 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x4xf64>
    %transposed_63 = linalg.transpose ins(%collapsed_58 : tensor<4x8x4x4xf64>) outs(%44 : tensor<4x4x4x8xf64>) permutation = [0, 2, 3, 1] 
    %111 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63 : tensor<4x4x4x8xf64>) outs(%44 : tensor<4x4x4x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_3 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x4x8xf64>
    %collapsed_64 = tensor.collapse_shape %110 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %collapsed_65 = tensor.collapse_shape %111 [[0, 1], [2], [3]] : tensor<4x4x4x8xf64> into tensor<16x4x8xf64>
    %112 = linalg.batch_matmul ins(%collapsed_64, %collapsed_65 : tensor<16x8x4xf64>, tensor<16x4x8xf64>) outs(%47 : tensor<16x8x8xf64>) -> tensor<16x8x8xf64>
    %expanded_66 = tensor.expand_shape %112 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf64> into tensor<4x4x8x8xf64>
    %113 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66, %43 : tensor<4x4x8x8xf64>, tensor<8x8xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %114:2 = linalg.generic {indexing_maps = [#map4, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<4x4x8x8xf64>) outs(%54, %52 : tensor<4x4x8xf64>, tensor<4x4x8xi64>) {
    ^bb0(%in: f64, %out: f64, %out_191: i64):
      %390 = linalg.index 3 : index
      %391 = arith.index_cast %390 : index to i64
      %392 = arith.maximumf %in, %out : f64
      %393 = arith.cmpf ogt, %in, %out : f64
      %394 = arith.select %393, %391, %out_191 : i64
      linalg.yield %392, %394 : f64, i64
    } -> (tensor<4x4x8xf64>, tensor<4x4x8xi64>)
    %expanded_67 = tensor.expand_shape %114#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf64> into tensor<4x4x8x1xf64>
    %115 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_67 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.subf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %116 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<4x4x8x8xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.exp %in : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %117 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<4x4x8x8xf64>) outs(%59 : tensor<4x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x1xf64>
    %118 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %117 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.divf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %119 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<4x4x8x8xf64>) outs(%62 : tensor<4x4x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %390 = arith.cmpf oeq, %in, %cst_0 : f64
      linalg.yield %390 : i1
    } -> tensor<4x4x8x8xi1>
    %120 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<4x4x8x8xi1>) outs(%65 : tensor<4x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %390 = arith.andi %in, %out : i1
      linalg.yield %390 : i1
    } -> tensor<4x4x8x1xi1>
    %121 = linalg.generic {indexing_maps = [#map16, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %cst_10, %118 : tensor<4x4x8x1xi1>, tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: i1, %in_191: f64, %in_192: f64, %out: f64):
      %390 = arith.select %in, %in_191, %in_192 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %collapsed_68 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<4x4x8x8xf64> into tensor<16x8x8xf64>
    %collapsed_69 = tensor.collapse_shape %transposed_62 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %122 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%69 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %expanded_70 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<4x4x8x4xf64>) outs(%71 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %transposed_72 = linalg.transpose ins(%layers_1_attention_wo : tensor<16x16xf64>) outs(%11 : tensor<16x16xf64>) permutation = [1, 0] 
    %collapsed_73 = tensor.collapse_shape %transposed_71 [[0, 1], [2, 3]] : tensor<4x8x4x4xf64> into tensor<32x16xf64>
    %123 = linalg.matmul ins(%collapsed_73, %transposed_72 : tensor<32x16xf64>, tensor<16x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_74 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_74 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c2_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %126 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<4x8x16xf64>) outs(%4 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.divf %in, %cst_13 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %cst_2 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.rsqrt %in : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %129 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %131 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %layers_1_ffn_norm : tensor<4x8x16xf64>, tensor<16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %transposed_75 = linalg.transpose ins(%layers_1_feed_forward_w1 : tensor<32x16xf64>) outs(%81 : tensor<16x32xf64>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %132 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<32x16xf64>, tensor<16x32xf64>) outs(%83 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %expanded_77 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.negf %in : f64
      %391 = math.exp %390 : f64
      %392 = arith.addf %391, %cst_1 : f64
      %393 = arith.divf %cst_1, %392 : f64
      linalg.yield %393 : f64
    } -> tensor<4x8x32xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %133 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %transposed_78 = linalg.transpose ins(%layers_1_feed_forward_w3 : tensor<32x16xf64>) outs(%81 : tensor<16x32xf64>) permutation = [1, 0] 
    %135 = linalg.matmul ins(%collapsed_76, %transposed_78 : tensor<32x16xf64>, tensor<16x32xf64>) outs(%83 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %expanded_79 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %expanded_79 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %transposed_80 = linalg.transpose ins(%layers_1_feed_forward_w2 : tensor<16x32xf64>) outs(%12 : tensor<32x16xf64>) permutation = [1, 0] 
    %collapsed_81 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
    %137 = linalg.matmul ins(%collapsed_81, %transposed_80 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_82 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %expanded_82 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c2_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<4x8x16xf64>) outs(%4 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.divf %in, %cst_13 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %cst_2 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.rsqrt %in : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %144 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %143 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %145 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %norm : tensor<4x8x16xf64>, tensor<16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %146 = tensor.empty() : tensor<16x64xf64>
    %transposed_83 = linalg.transpose ins(%output : tensor<64x16xf64>) outs(%146 : tensor<16x64xf64>) permutation = [1, 0] 
    %collapsed_84 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %147 = tensor.empty() : tensor<32x64xf64>
    %148 = linalg.fill ins(%cst_14 : f64) outs(%147 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %149 = linalg.matmul ins(%collapsed_84, %transposed_83 : tensor<32x16xf64>, tensor<16x64xf64>) outs(%148 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %collapsed_85 = tensor.collapse_shape %targets [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %150 = tensor.empty() : tensor<32xi64>
    %151 = linalg.fill ins(%c0_i64 : i64) outs(%150 : tensor<32xi64>) -> tensor<32xi64>
    %152 = tensor.empty() : tensor<32xf64>
    %153 = linalg.fill ins(%cst_0 : f64) outs(%152 : tensor<32xf64>) -> tensor<32xf64>
    %154:2 = linalg.generic {indexing_maps = [#map12, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%149 : tensor<32x64xf64>) outs(%153, %151 : tensor<32xf64>, tensor<32xi64>) {
    ^bb0(%in: f64, %out: f64, %out_191: i64):
      %390 = linalg.index 1 : index
      %391 = arith.index_cast %390 : index to i64
      %392 = arith.maximumf %in, %out : f64
      %393 = arith.cmpf ogt, %in, %out : f64
      %394 = arith.select %393, %391, %out_191 : i64
      linalg.yield %392, %394 : f64, i64
    } -> (tensor<32xf64>, tensor<32xi64>)
    %expanded_86 = tensor.expand_shape %154#0 [[0, 1]] output_shape [32, 1] : tensor<32xf64> into tensor<32x1xf64>
    %155 = linalg.generic {indexing_maps = [#map12, #map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%149, %expanded_86 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.subf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<32x64xf64>
    %156 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<32x64xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.exp %in : f64
      linalg.yield %390 : f64
    } -> tensor<32x64xf64>
    %157 = tensor.empty() : tensor<32x1xf64>
    %158 = linalg.fill ins(%cst_14 : f64) outs(%157 : tensor<32x1xf64>) -> tensor<32x1xf64>
    %159 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "reduction"]} ins(%156 : tensor<32x64xf64>) outs(%158 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<32x1xf64>
    %160 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%159 : tensor<32x1xf64>) outs(%157 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.log %in : f64
      linalg.yield %390 : f64
    } -> tensor<32x1xf64>
    %161 = linalg.generic {indexing_maps = [#map12, #map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%155, %160 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.subf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<32x64xf64>
    %162 = tensor.empty() : tensor<32xi1>
    %163 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_85 : tensor<32xi64>) outs(%162 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %390 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %390 : i1
    } -> tensor<32xi1>
    %164 = linalg.generic {indexing_maps = [#map9, #map9, #map18, #map9], iterator_types = ["parallel"]} ins(%163, %collapsed_85, %cst_17 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%150 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_191: i64, %in_192: i64, %out: i64):
      %390 = arith.select %in, %in_191, %in_192 : i64
      linalg.yield %390 : i64
    } -> tensor<32xi64>
    %expanded_87 = tensor.expand_shape %164 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %165 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded_87 : tensor<32x1xi64>) outs(%158 : tensor<32x1xf64>) {
    ^bb0(%in: i64, %out: f64):
      %390 = linalg.index 0 : index
      %391 = arith.index_cast %in : i64 to index
      %392 = arith.cmpi slt, %391, %c64 : index
      cf.assert %392, "index must be smaller than dim size"
      %393 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %393, "index must be larger or equal to 0"
      %extracted = tensor.extract %161[%390, %391] : tensor<32x64xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x1xf64>
    %collapsed_88 = tensor.collapse_shape %165 [[0, 1]] : tensor<32x1xf64> into tensor<32xf64>
    %166 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%collapsed_88 : tensor<32xf64>) outs(%152 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.negf %in : f64
      linalg.yield %390 : f64
    } -> tensor<32xf64>
    %167 = linalg.generic {indexing_maps = [#map9, #map9, #map18, #map9], iterator_types = ["parallel"]} ins(%163, %166, %cst_9 : tensor<32xi1>, tensor<32xf64>, tensor<f64>) outs(%152 : tensor<32xf64>) {
    ^bb0(%in: i1, %in_191: f64, %in_192: f64, %out: f64):
      %390 = arith.select %in, %in_191, %in_192 : f64
      linalg.yield %390 : f64
    } -> tensor<32xf64>
    %168 = tensor.empty() : tensor<i64>
    %169 = linalg.fill ins(%c0_i64 : i64) outs(%168 : tensor<i64>) -> tensor<i64>
    %170 = linalg.generic {indexing_maps = [#map9, #map18], iterator_types = ["reduction"]} ins(%163 : tensor<32xi1>) outs(%169 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %390 = arith.extui %in : i1 to i64
      %391 = arith.addi %390, %out : i64
      linalg.yield %391 : i64
    } -> tensor<i64>
    %171 = tensor.empty() : tensor<f64>
    %172 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%170 : tensor<i64>) outs(%171 : tensor<f64>) {
    ^bb0(%in: i64, %out: f64):
      %390 = arith.sitofp %in : i64 to f64
      linalg.yield %390 : f64
    } -> tensor<f64>
    %173 = linalg.fill ins(%cst_14 : f64) outs(%171 : tensor<f64>) -> tensor<f64>
    %174 = linalg.generic {indexing_maps = [#map9, #map18], iterator_types = ["reduction"]} ins(%167 : tensor<32xf64>) outs(%173 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<f64>
    %175 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%174, %172 : tensor<f64>, tensor<f64>) outs(%171 : tensor<f64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.divf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<f64>
    %176 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_11, %172 : tensor<f64>, tensor<f64>) outs(%171 : tensor<f64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.divf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<f64>
    %expanded_89 = tensor.expand_shape %collapsed_85 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %177 = tensor.empty() : tensor<32x1xi1>
    %178 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded_89 : tensor<32x1xi64>) outs(%177 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %390 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %390 : i1
    } -> tensor<32x1xi1>
    %179 = tensor.empty() : tensor<32x1xi64>
    %180 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%178, %expanded_89, %cst_17 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%179 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_191: i64, %in_192: i64, %out: i64):
      %390 = arith.select %in, %in_191, %in_192 : i64
      linalg.yield %390 : i64
    } -> tensor<32x1xi64>
    %181 = linalg.fill ins(%c0_i64 : i64) outs(%179 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %182 = linalg.fill ins(%cst_14 : f64) outs(%152 : tensor<32xf64>) -> tensor<32xf64>
    %183:3 = linalg.generic {indexing_maps = [#map20, #map20, #map9], iterator_types = ["parallel"]} outs(%181, %181, %182 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf64>) {
    ^bb0(%out: i64, %out_191: i64, %out_192: f64):
      %390 = linalg.index 0 : index
      %391 = arith.remsi %390, %c32 : index
      %extracted = tensor.extract %180[%391, %c0] : tensor<32x1xi64>
      %392 = arith.index_cast %391 : index to i64
      linalg.yield %392, %extracted, %cst_16 : i64, i64, f64
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf64>)
    %184 = tensor.empty() : tensor<32x2xi64>
    %185 = linalg.fill ins(%c0_i64 : i64) outs(%184 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %183#0 into %185[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_90 = tensor.insert_slice %183#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %186 = "tm_tensor.scatter"(%183#2, %inserted_slice_90, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg576: f64, %tm0_arg577: f64):
      "tm_tensor.yield"(%tm0_arg576) : (f64) -> ()
    }) : (tensor<32xf64>, tensor<32x2xi64>, tensor<32x64xf64>) -> tensor<32x64xf64>
    %187 = linalg.generic {indexing_maps = [#map12, #map13, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%178, %176, %cst_9 : tensor<32x1xi1>, tensor<f64>, tensor<f64>) outs(%157 : tensor<32x1xf64>) {
    ^bb0(%in: i1, %in_191: f64, %in_192: f64, %out: f64):
      %390 = arith.select %in, %in_191, %in_192 : f64
      linalg.yield %390 : f64
    } -> tensor<32x1xf64>
    %188 = linalg.generic {indexing_maps = [#map12, #map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%186, %187 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<32x64xf64>
    %189 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%161 : tensor<32x64xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.exp %in : f64
      linalg.yield %390 : f64
    } -> tensor<32x64xf64>
    %190 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "reduction"]} ins(%188 : tensor<32x64xf64>) outs(%158 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<32x1xf64>
    %191 = linalg.generic {indexing_maps = [#map12, #map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%189, %190 : tensor<32x64xf64>, tensor<32x1xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<32x64xf64>
    %192 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%188, %191 : tensor<32x64xf64>, tensor<32x64xf64>) outs(%147 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.subf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<32x64xf64>
    %193 = tensor.empty() : tensor<64x32xf64>
    %transposed_91 = linalg.transpose ins(%192 : tensor<32x64xf64>) outs(%193 : tensor<64x32xf64>) permutation = [1, 0] 
    %194 = tensor.empty() : tensor<64x16xf64>
    %195 = linalg.fill ins(%cst_14 : f64) outs(%194 : tensor<64x16xf64>) -> tensor<64x16xf64>
    %196 = linalg.matmul ins(%transposed_91, %collapsed_84 : tensor<64x32xf64>, tensor<32x16xf64>) outs(%195 : tensor<64x16xf64>) -> tensor<64x16xf64>
    %197 = linalg.matmul ins(%192, %output : tensor<32x64xf64>, tensor<64x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_92 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %144 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %199 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %norm : tensor<4x8x16xf64>, tensor<16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %200 = tensor.empty() : tensor<1x1x16xf64>
    %201 = linalg.fill ins(%cst_14 : f64) outs(%200 : tensor<1x1x16xf64>) -> tensor<1x1x16xf64>
    %202 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%198 : tensor<4x8x16xf64>) outs(%201 : tensor<1x1x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<1x1x16xf64>
    %collapsed_93 = tensor.collapse_shape %202 [[0, 1, 2]] : tensor<1x1x16xf64> into tensor<16xf64>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %138 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %204 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %143 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %205 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<4x8x16xf64>) outs(%4 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c3_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_4 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %206 : tensor<4x8x1xf64>, tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %collapsed_94 = tensor.collapse_shape %208 [[0], [1, 2]] : tensor<4x8x1xf64> into tensor<4x8xf64>
    %209 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_94 : tensor<4x8xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<4x8x16xf64>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.divf %in, %cst_13 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c1_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_5 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %212 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %213 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_95 = tensor.collapse_shape %214 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %transposed_96 = linalg.transpose ins(%collapsed_95 : tensor<32x16xf64>) outs(%81 : tensor<16x32xf64>) permutation = [1, 0] 
    %215 = linalg.fill ins(%cst_14 : f64) outs(%81 : tensor<16x32xf64>) -> tensor<16x32xf64>
    %216 = linalg.matmul ins(%transposed_96, %collapsed_81 : tensor<16x32xf64>, tensor<32x32xf64>) outs(%215 : tensor<16x32xf64>) -> tensor<16x32xf64>
    %217 = linalg.matmul ins(%collapsed_95, %layers_1_feed_forward_w2 : tensor<32x16xf64>, tensor<16x32xf64>) outs(%83 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %expanded_97 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %134 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %expanded_79 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %collapsed_98 = tensor.collapse_shape %218 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
    %transposed_99 = linalg.transpose ins(%collapsed_98 : tensor<32x32xf64>) outs(%82 : tensor<32x32xf64>) permutation = [1, 0] 
    %220 = linalg.matmul ins(%transposed_99, %collapsed_76 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %221 = linalg.matmul ins(%collapsed_98, %layers_1_feed_forward_w3 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_100 = tensor.expand_shape %221 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_12, %133 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.subf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %222 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %cst_1 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %133 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %224 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %collapsed_101 = tensor.collapse_shape %226 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
    %transposed_102 = linalg.transpose ins(%collapsed_101 : tensor<32x32xf64>) outs(%82 : tensor<32x32xf64>) permutation = [1, 0] 
    %227 = linalg.matmul ins(%transposed_102, %collapsed_76 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %228 = linalg.matmul ins(%collapsed_101, %layers_1_feed_forward_w1 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_103 = tensor.expand_shape %228 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %expanded_103 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %130 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %231 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %layers_1_ffn_norm : tensor<4x8x16xf64>, tensor<16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %232 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%230 : tensor<4x8x16xf64>) outs(%201 : tensor<1x1x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<1x1x16xf64>
    %collapsed_104 = tensor.collapse_shape %232 [[0, 1, 2]] : tensor<1x1x16xf64> into tensor<16xf64>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %124 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %234 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %129 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %235 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<4x8x16xf64>) outs(%4 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %236 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %234 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c3_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_4 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %237 : tensor<4x8x1xf64>, tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %collapsed_105 = tensor.collapse_shape %239 [[0], [1, 2]] : tensor<4x8x1xf64> into tensor<4x8xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_105 : tensor<4x8xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<4x8x16xf64>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.divf %in, %cst_13 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c1_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_5 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %243 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %244 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_106 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %transposed_107 = linalg.transpose ins(%collapsed_106 : tensor<32x16xf64>) outs(%81 : tensor<16x32xf64>) permutation = [1, 0] 
    %246 = linalg.fill ins(%cst_14 : f64) outs(%11 : tensor<16x16xf64>) -> tensor<16x16xf64>
    %247 = linalg.matmul ins(%transposed_107, %collapsed_73 : tensor<16x32xf64>, tensor<32x16xf64>) outs(%246 : tensor<16x16xf64>) -> tensor<16x16xf64>
    %248 = linalg.matmul ins(%collapsed_106, %layers_1_attention_wo : tensor<32x16xf64>, tensor<16x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_108 = tensor.expand_shape %248 [[0, 1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<32x16xf64> into tensor<4x8x4x4xf64>
    %transposed_109 = linalg.transpose ins(%expanded_108 : tensor<4x8x4x4xf64>) outs(%33 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_110 = tensor.collapse_shape %transposed_109 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %transposed_111 = linalg.transpose ins(%collapsed_68 : tensor<16x8x8xf64>) outs(%46 : tensor<16x8x8xf64>) permutation = [0, 2, 1] 
    %249 = linalg.batch_matmul ins(%transposed_111, %collapsed_110 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%69 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %250 = tensor.empty() : tensor<16x4x8xf64>
    %transposed_112 = linalg.transpose ins(%collapsed_69 : tensor<16x8x4xf64>) outs(%250 : tensor<16x4x8xf64>) permutation = [0, 2, 1] 
    %251 = linalg.batch_matmul ins(%collapsed_110, %transposed_112 : tensor<16x8x4xf64>, tensor<16x4x8xf64>) outs(%47 : tensor<16x8x8xf64>) -> tensor<16x8x8xf64>
    %expanded_113 = tensor.expand_shape %249 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %expanded_114 = tensor.expand_shape %251 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf64> into tensor<4x4x8x8xf64>
    %252 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_114, %121 : tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %253 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%252 : tensor<4x4x8x8xf64>) outs(%59 : tensor<4x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x1xf64>
    %254 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %253 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %255 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %254 : tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.subf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %collapsed_115 = tensor.collapse_shape %255 [[0, 1], [2], [3]] : tensor<4x4x8x8xf64> into tensor<16x8x8xf64>
    %transposed_116 = linalg.transpose ins(%collapsed_64 : tensor<16x8x4xf64>) outs(%250 : tensor<16x4x8xf64>) permutation = [0, 2, 1] 
    %256 = linalg.fill ins(%cst_14 : f64) outs(%250 : tensor<16x4x8xf64>) -> tensor<16x4x8xf64>
    %257 = linalg.batch_matmul ins(%transposed_116, %collapsed_115 : tensor<16x4x8xf64>, tensor<16x8x8xf64>) outs(%256 : tensor<16x4x8xf64>) -> tensor<16x4x8xf64>
    %transposed_117 = linalg.transpose ins(%collapsed_65 : tensor<16x4x8xf64>) outs(%68 : tensor<16x8x4xf64>) permutation = [0, 2, 1] 
    %258 = linalg.batch_matmul ins(%collapsed_115, %transposed_117 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%69 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %expanded_118 = tensor.expand_shape %257 [[0, 1], [2], [3]] output_shape [4, 4, 4, 8] : tensor<16x4x8xf64> into tensor<4x4x4x8xf64>
    %expanded_119 = tensor.expand_shape %258 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %259 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_118 : tensor<4x4x4x8xf64>) outs(%44 : tensor<4x4x4x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_3 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x4x8xf64>
    %260 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<4x4x8x4xf64>) outs(%33 : tensor<4x4x8x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_3 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x4xf64>
    %transposed_120 = linalg.transpose ins(%expanded_113 : tensor<4x4x8x4xf64>) outs(%71 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %transposed_121 = linalg.transpose ins(%259 : tensor<4x4x4x8xf64>) outs(%71 : tensor<4x8x4x4xf64>) permutation = [0, 3, 1, 2] 
    %transposed_122 = linalg.transpose ins(%260 : tensor<4x4x8x4xf64>) outs(%71 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %expanded_123 = tensor.expand_shape %transposed_120 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 4] : tensor<4x8x4x4xf64> into tensor<4x8x2x2x4xf64>
    %261 = tensor.empty() : tensor<4x8x2x1x4xf64>
    %262 = linalg.fill ins(%cst_14 : f64) outs(%261 : tensor<4x8x2x1x4xf64>) -> tensor<4x8x2x1x4xf64>
    %263 = linalg.generic {indexing_maps = [#map7, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%expanded_123 : tensor<4x8x2x2x4xf64>) outs(%262 : tensor<4x8x2x1x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x2x1x4xf64>
    %expanded_124 = tensor.expand_shape %transposed_121 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 4] : tensor<4x8x4x4xf64> into tensor<4x8x2x2x4xf64>
    %264 = linalg.generic {indexing_maps = [#map7, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%expanded_124 : tensor<4x8x2x2x4xf64>) outs(%262 : tensor<4x8x2x1x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x2x1x4xf64>
    %collapsed_125 = tensor.collapse_shape %264 [[0], [1], [2, 3], [4]] : tensor<4x8x2x1x4xf64> into tensor<4x8x2x4xf64>
    %expanded_126 = tensor.expand_shape %collapsed_125 [[0], [1], [2], [3, 4]] output_shape [4, 8, 2, 2, 2] : tensor<4x8x2x4xf64> into tensor<4x8x2x2x2xf64>
    %265 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<4x8x2x2xcomplex<f64>>) {
    ^bb0(%out: complex<f64>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_126[%390, %391, %392, %393, %c0] : tensor<4x8x2x2x2xf64>
      %extracted_191 = tensor.extract %expanded_126[%390, %391, %392, %393, %c1] : tensor<4x8x2x2x2xf64>
      %394 = complex.create %extracted, %extracted_191 : complex<f64>
      linalg.yield %394 : complex<f64>
    } -> tensor<4x8x2x2xcomplex<f64>>
    %266 = tensor.empty() : tensor<1x8x1x2x2xf64>
    %267 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%cst_6 : tensor<1x8x1x2xcomplex<f64>>) outs(%266 : tensor<1x8x1x2x2xf64>) {
    ^bb0(%in: complex<f64>, %out: f64):
      %390 = complex.re %in : complex<f64>
      %391 = complex.im %in : complex<f64>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f64
      linalg.yield %394 : f64
    } -> tensor<1x8x1x2x2xf64>
    %extracted_slice = tensor.extract_slice %267[0, 0, 0, 0, 0] [1, 8, 1, 2, 1] [1, 1, 1, 1, 1] : tensor<1x8x1x2x2xf64> to tensor<1x8x1x2x1xf64>
    %collapsed_127 = tensor.collapse_shape %extracted_slice [[0], [1], [2], [3, 4]] : tensor<1x8x1x2x1xf64> into tensor<1x8x1x2xf64>
    %extracted_slice_128 = tensor.extract_slice %267[0, 0, 0, 0, 1] [1, 8, 1, 2, 1] [1, 1, 1, 1, 1] : tensor<1x8x1x2x2xf64> to tensor<1x8x1x2x1xf64>
    %collapsed_129 = tensor.collapse_shape %extracted_slice_128 [[0], [1], [2], [3, 4]] : tensor<1x8x1x2x1xf64> into tensor<1x8x1x2xf64>
    %268 = tensor.empty() : tensor<1x8x1x2xf64>
    %269 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_129 : tensor<1x8x1x2xf64>) outs(%268 : tensor<1x8x1x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.negf %in : f64
      linalg.yield %390 : f64
    } -> tensor<1x8x1x2xf64>
    %270 = tensor.empty() : tensor<1x8x1x2xcomplex<f64>>
    %271 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_127, %269 : tensor<1x8x1x2xf64>, tensor<1x8x1x2xf64>) outs(%270 : tensor<1x8x1x2xcomplex<f64>>) {
    ^bb0(%in: f64, %in_191: f64, %out: complex<f64>):
      %390 = complex.create %in, %in_191 : complex<f64>
      linalg.yield %390 : complex<f64>
    } -> tensor<1x8x1x2xcomplex<f64>>
    %272 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %271 : tensor<4x8x2x2xcomplex<f64>>, tensor<1x8x1x2xcomplex<f64>>) outs(%22 : tensor<4x8x2x2xcomplex<f64>>) {
    ^bb0(%in: complex<f64>, %in_191: complex<f64>, %out: complex<f64>):
      %390 = complex.mul %in, %in_191 : complex<f64>
      linalg.yield %390 : complex<f64>
    } -> tensor<4x8x2x2xcomplex<f64>>
    %expanded_130 = tensor.expand_shape %transposed_122 [[0], [1], [2], [3, 4]] output_shape [4, 8, 4, 2, 2] : tensor<4x8x4x4xf64> into tensor<4x8x4x2x2xf64>
    %273 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<4x8x4x2xcomplex<f64>>) {
    ^bb0(%out: complex<f64>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_130[%390, %391, %392, %393, %c0] : tensor<4x8x4x2x2xf64>
      %extracted_191 = tensor.extract %expanded_130[%390, %391, %392, %393, %c1] : tensor<4x8x4x2x2xf64>
      %394 = complex.create %extracted, %extracted_191 : complex<f64>
      linalg.yield %394 : complex<f64>
    } -> tensor<4x8x4x2xcomplex<f64>>
    %274 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %271 : tensor<4x8x4x2xcomplex<f64>>, tensor<1x8x1x2xcomplex<f64>>) outs(%20 : tensor<4x8x4x2xcomplex<f64>>) {
    ^bb0(%in: complex<f64>, %in_191: complex<f64>, %out: complex<f64>):
      %390 = complex.mul %in, %in_191 : complex<f64>
      linalg.yield %390 : complex<f64>
    } -> tensor<4x8x4x2xcomplex<f64>>
    %275 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<4x8x2x2xcomplex<f64>>) outs(%28 : tensor<4x8x2x2x2xf64>) {
    ^bb0(%in: complex<f64>, %out: f64):
      %390 = complex.re %in : complex<f64>
      %391 = complex.im %in : complex<f64>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f64
      linalg.yield %394 : f64
    } -> tensor<4x8x2x2x2xf64>
    %276 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<4x8x4x2xcomplex<f64>>) outs(%25 : tensor<4x8x4x2x2xf64>) {
    ^bb0(%in: complex<f64>, %out: f64):
      %390 = complex.re %in : complex<f64>
      %391 = complex.im %in : complex<f64>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f64
      linalg.yield %394 : f64
    } -> tensor<4x8x4x2x2xf64>
    %collapsed_131 = tensor.collapse_shape %263 [[0, 1], [2, 3, 4]] : tensor<4x8x2x1x4xf64> into tensor<32x8xf64>
    %277 = tensor.empty() : tensor<8x32xf64>
    %transposed_132 = linalg.transpose ins(%collapsed_131 : tensor<32x8xf64>) outs(%277 : tensor<8x32xf64>) permutation = [1, 0] 
    %278 = tensor.empty() : tensor<8x16xf64>
    %279 = linalg.fill ins(%cst_14 : f64) outs(%278 : tensor<8x16xf64>) -> tensor<8x16xf64>
    %280 = linalg.matmul ins(%transposed_132, %collapsed_51 : tensor<8x32xf64>, tensor<32x16xf64>) outs(%279 : tensor<8x16xf64>) -> tensor<8x16xf64>
    %281 = linalg.matmul ins(%collapsed_131, %layers_1_attention_wv : tensor<32x8xf64>, tensor<8x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_133 = tensor.expand_shape %281 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %collapsed_134 = tensor.collapse_shape %275 [[0, 1], [2, 3, 4]] : tensor<4x8x2x2x2xf64> into tensor<32x8xf64>
    %transposed_135 = linalg.transpose ins(%collapsed_134 : tensor<32x8xf64>) outs(%277 : tensor<8x32xf64>) permutation = [1, 0] 
    %282 = linalg.matmul ins(%transposed_135, %collapsed_51 : tensor<8x32xf64>, tensor<32x16xf64>) outs(%279 : tensor<8x16xf64>) -> tensor<8x16xf64>
    %283 = linalg.matmul ins(%collapsed_134, %layers_1_attention_wk : tensor<32x8xf64>, tensor<8x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_136 = tensor.expand_shape %283 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %expanded_136 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_137 = tensor.collapse_shape %276 [[0, 1], [2, 3, 4]] : tensor<4x8x4x2x2xf64> into tensor<32x16xf64>
    %transposed_138 = linalg.transpose ins(%collapsed_137 : tensor<32x16xf64>) outs(%81 : tensor<16x32xf64>) permutation = [1, 0] 
    %285 = linalg.matmul ins(%transposed_138, %collapsed_51 : tensor<16x32xf64>, tensor<32x16xf64>) outs(%246 : tensor<16x16xf64>) -> tensor<16x16xf64>
    %286 = linalg.matmul ins(%collapsed_137, %layers_1_attention_wq : tensor<32x16xf64>, tensor<16x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_139 = tensor.expand_shape %286 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %expanded_139 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %97 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %289 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %layers_1_attention_norm : tensor<4x8x16xf64>, tensor<16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %290 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%288 : tensor<4x8x16xf64>) outs(%201 : tensor<1x1x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<1x1x16xf64>
    %collapsed_140 = tensor.collapse_shape %290 [[0, 1, 2]] : tensor<1x1x16xf64> into tensor<16xf64>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %91 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %292 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %96 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %293 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%291 : tensor<4x8x16xf64>) outs(%4 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %292 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c3_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_4 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %297 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %295 : tensor<4x8x1xf64>, tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %collapsed_141 = tensor.collapse_shape %297 [[0], [1, 2]] : tensor<4x8x1xf64> into tensor<4x8xf64>
    %298 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_141 : tensor<4x8xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<4x8x16xf64>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.divf %in, %cst_13 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c1_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_5 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %302 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %301 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %302 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_142 = tensor.collapse_shape %303 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %transposed_143 = linalg.transpose ins(%collapsed_142 : tensor<32x16xf64>) outs(%81 : tensor<16x32xf64>) permutation = [1, 0] 
    %304 = linalg.matmul ins(%transposed_143, %collapsed_48 : tensor<16x32xf64>, tensor<32x32xf64>) outs(%215 : tensor<16x32xf64>) -> tensor<16x32xf64>
    %305 = linalg.matmul ins(%collapsed_142, %layers_0_feed_forward_w2 : tensor<32x16xf64>, tensor<16x32xf64>) outs(%83 : tensor<32x32xf64>) -> tensor<32x32xf64>
    %expanded_144 = tensor.expand_shape %305 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_144, %87 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_144, %expanded_46 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %collapsed_145 = tensor.collapse_shape %306 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
    %transposed_146 = linalg.transpose ins(%collapsed_145 : tensor<32x32xf64>) outs(%82 : tensor<32x32xf64>) permutation = [1, 0] 
    %308 = linalg.matmul ins(%transposed_146, %collapsed_43 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %309 = linalg.matmul ins(%collapsed_145, %layers_0_feed_forward_w3 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_147 = tensor.expand_shape %309 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_12, %86 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.subf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %310 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %cst_1 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %86 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %312 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%85 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x32xf64>
    %collapsed_148 = tensor.collapse_shape %314 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
    %transposed_149 = linalg.transpose ins(%collapsed_148 : tensor<32x32xf64>) outs(%82 : tensor<32x32xf64>) permutation = [1, 0] 
    %315 = linalg.matmul ins(%transposed_149, %collapsed_43 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %316 = linalg.matmul ins(%collapsed_148, %layers_0_feed_forward_w1 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_150 = tensor.expand_shape %316 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %expanded_150 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %79 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %319 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %layers_0_ffn_norm : tensor<4x8x16xf64>, tensor<16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %320 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%318 : tensor<4x8x16xf64>) outs(%201 : tensor<1x1x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<1x1x16xf64>
    %collapsed_151 = tensor.collapse_shape %320 [[0, 1, 2]] : tensor<1x1x16xf64> into tensor<16xf64>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %73 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %322 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %78 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %323 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%321 : tensor<4x8x16xf64>) outs(%4 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %322 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c3_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_4 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %325 : tensor<4x8x1xf64>, tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %collapsed_152 = tensor.collapse_shape %327 [[0], [1, 2]] : tensor<4x8x1xf64> into tensor<4x8xf64>
    %328 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_152 : tensor<4x8xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<4x8x16xf64>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.divf %in, %cst_13 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c1_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_5 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %331 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %332 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_153 = tensor.collapse_shape %333 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %transposed_154 = linalg.transpose ins(%collapsed_153 : tensor<32x16xf64>) outs(%81 : tensor<16x32xf64>) permutation = [1, 0] 
    %334 = linalg.matmul ins(%transposed_154, %collapsed_40 : tensor<16x32xf64>, tensor<32x16xf64>) outs(%246 : tensor<16x16xf64>) -> tensor<16x16xf64>
    %335 = linalg.matmul ins(%collapsed_153, %layers_0_attention_wo : tensor<32x16xf64>, tensor<16x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_155 = tensor.expand_shape %335 [[0, 1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<32x16xf64> into tensor<4x8x4x4xf64>
    %transposed_156 = linalg.transpose ins(%expanded_155 : tensor<4x8x4x4xf64>) outs(%33 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_157 = tensor.collapse_shape %transposed_156 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %transposed_158 = linalg.transpose ins(%collapsed_35 : tensor<16x8x8xf64>) outs(%46 : tensor<16x8x8xf64>) permutation = [0, 2, 1] 
    %336 = linalg.batch_matmul ins(%transposed_158, %collapsed_157 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%69 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %transposed_159 = linalg.transpose ins(%collapsed_36 : tensor<16x8x4xf64>) outs(%250 : tensor<16x4x8xf64>) permutation = [0, 2, 1] 
    %337 = linalg.batch_matmul ins(%collapsed_157, %transposed_159 : tensor<16x8x4xf64>, tensor<16x4x8xf64>) outs(%47 : tensor<16x8x8xf64>) -> tensor<16x8x8xf64>
    %expanded_160 = tensor.expand_shape %336 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %expanded_161 = tensor.expand_shape %337 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf64> into tensor<4x4x8x8xf64>
    %338 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_161, %67 : tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %339 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%338 : tensor<4x4x8x8xf64>) outs(%59 : tensor<4x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x1xf64>
    %340 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %339 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %341 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %340 : tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%49 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.subf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x8xf64>
    %collapsed_162 = tensor.collapse_shape %341 [[0, 1], [2], [3]] : tensor<4x4x8x8xf64> into tensor<16x8x8xf64>
    %transposed_163 = linalg.transpose ins(%collapsed_31 : tensor<16x8x4xf64>) outs(%250 : tensor<16x4x8xf64>) permutation = [0, 2, 1] 
    %342 = linalg.batch_matmul ins(%transposed_163, %collapsed_162 : tensor<16x4x8xf64>, tensor<16x8x8xf64>) outs(%256 : tensor<16x4x8xf64>) -> tensor<16x4x8xf64>
    %transposed_164 = linalg.transpose ins(%collapsed_32 : tensor<16x4x8xf64>) outs(%68 : tensor<16x8x4xf64>) permutation = [0, 2, 1] 
    %343 = linalg.batch_matmul ins(%collapsed_162, %transposed_164 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%69 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %expanded_165 = tensor.expand_shape %342 [[0, 1], [2], [3]] output_shape [4, 4, 4, 8] : tensor<16x4x8xf64> into tensor<4x4x4x8xf64>
    %expanded_166 = tensor.expand_shape %343 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %344 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_165 : tensor<4x4x4x8xf64>) outs(%44 : tensor<4x4x4x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_3 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x4x8xf64>
    %345 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_166 : tensor<4x4x8x4xf64>) outs(%33 : tensor<4x4x8x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_3 : f64
      linalg.yield %390 : f64
    } -> tensor<4x4x8x4xf64>
    %transposed_167 = linalg.transpose ins(%expanded_160 : tensor<4x4x8x4xf64>) outs(%71 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %transposed_168 = linalg.transpose ins(%344 : tensor<4x4x4x8xf64>) outs(%71 : tensor<4x8x4x4xf64>) permutation = [0, 3, 1, 2] 
    %transposed_169 = linalg.transpose ins(%345 : tensor<4x4x8x4xf64>) outs(%71 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %expanded_170 = tensor.expand_shape %transposed_167 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 4] : tensor<4x8x4x4xf64> into tensor<4x8x2x2x4xf64>
    %346 = linalg.generic {indexing_maps = [#map7, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%expanded_170 : tensor<4x8x2x2x4xf64>) outs(%262 : tensor<4x8x2x1x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x2x1x4xf64>
    %expanded_171 = tensor.expand_shape %transposed_168 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 4] : tensor<4x8x4x4xf64> into tensor<4x8x2x2x4xf64>
    %347 = linalg.generic {indexing_maps = [#map7, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%expanded_171 : tensor<4x8x2x2x4xf64>) outs(%262 : tensor<4x8x2x1x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x2x1x4xf64>
    %collapsed_172 = tensor.collapse_shape %347 [[0], [1], [2, 3], [4]] : tensor<4x8x2x1x4xf64> into tensor<4x8x2x4xf64>
    %expanded_173 = tensor.expand_shape %collapsed_172 [[0], [1], [2], [3, 4]] output_shape [4, 8, 2, 2, 2] : tensor<4x8x2x4xf64> into tensor<4x8x2x2x2xf64>
    %348 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<4x8x2x2xcomplex<f64>>) {
    ^bb0(%out: complex<f64>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_173[%390, %391, %392, %393, %c0] : tensor<4x8x2x2x2xf64>
      %extracted_191 = tensor.extract %expanded_173[%390, %391, %392, %393, %c1] : tensor<4x8x2x2x2xf64>
      %394 = complex.create %extracted, %extracted_191 : complex<f64>
      linalg.yield %394 : complex<f64>
    } -> tensor<4x8x2x2xcomplex<f64>>
    %349 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %271 : tensor<4x8x2x2xcomplex<f64>>, tensor<1x8x1x2xcomplex<f64>>) outs(%22 : tensor<4x8x2x2xcomplex<f64>>) {
    ^bb0(%in: complex<f64>, %in_191: complex<f64>, %out: complex<f64>):
      %390 = complex.mul %in, %in_191 : complex<f64>
      linalg.yield %390 : complex<f64>
    } -> tensor<4x8x2x2xcomplex<f64>>
    %expanded_174 = tensor.expand_shape %transposed_169 [[0], [1], [2], [3, 4]] output_shape [4, 8, 4, 2, 2] : tensor<4x8x4x4xf64> into tensor<4x8x4x2x2xf64>
    %350 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<4x8x4x2xcomplex<f64>>) {
    ^bb0(%out: complex<f64>):
      %390 = linalg.index 0 : index
      %391 = linalg.index 1 : index
      %392 = linalg.index 2 : index
      %393 = linalg.index 3 : index
      %extracted = tensor.extract %expanded_174[%390, %391, %392, %393, %c0] : tensor<4x8x4x2x2xf64>
      %extracted_191 = tensor.extract %expanded_174[%390, %391, %392, %393, %c1] : tensor<4x8x4x2x2xf64>
      %394 = complex.create %extracted, %extracted_191 : complex<f64>
      linalg.yield %394 : complex<f64>
    } -> tensor<4x8x4x2xcomplex<f64>>
    %351 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %271 : tensor<4x8x4x2xcomplex<f64>>, tensor<1x8x1x2xcomplex<f64>>) outs(%20 : tensor<4x8x4x2xcomplex<f64>>) {
    ^bb0(%in: complex<f64>, %in_191: complex<f64>, %out: complex<f64>):
      %390 = complex.mul %in, %in_191 : complex<f64>
      linalg.yield %390 : complex<f64>
    } -> tensor<4x8x4x2xcomplex<f64>>
    %352 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%349 : tensor<4x8x2x2xcomplex<f64>>) outs(%28 : tensor<4x8x2x2x2xf64>) {
    ^bb0(%in: complex<f64>, %out: f64):
      %390 = complex.re %in : complex<f64>
      %391 = complex.im %in : complex<f64>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f64
      linalg.yield %394 : f64
    } -> tensor<4x8x2x2x2xf64>
    %353 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<4x8x4x2xcomplex<f64>>) outs(%25 : tensor<4x8x4x2x2xf64>) {
    ^bb0(%in: complex<f64>, %out: f64):
      %390 = complex.re %in : complex<f64>
      %391 = complex.im %in : complex<f64>
      %392 = linalg.index 4 : index
      %393 = arith.cmpi eq, %392, %c0 : index
      %394 = arith.select %393, %390, %391 : f64
      linalg.yield %394 : f64
    } -> tensor<4x8x4x2x2xf64>
    %collapsed_175 = tensor.collapse_shape %346 [[0, 1], [2, 3, 4]] : tensor<4x8x2x1x4xf64> into tensor<32x8xf64>
    %transposed_176 = linalg.transpose ins(%collapsed_175 : tensor<32x8xf64>) outs(%277 : tensor<8x32xf64>) permutation = [1, 0] 
    %354 = linalg.matmul ins(%transposed_176, %collapsed : tensor<8x32xf64>, tensor<32x16xf64>) outs(%279 : tensor<8x16xf64>) -> tensor<8x16xf64>
    %355 = linalg.matmul ins(%collapsed_175, %layers_0_attention_wv : tensor<32x8xf64>, tensor<8x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_177 = tensor.expand_shape %355 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %collapsed_178 = tensor.collapse_shape %352 [[0, 1], [2, 3, 4]] : tensor<4x8x2x2x2xf64> into tensor<32x8xf64>
    %transposed_179 = linalg.transpose ins(%collapsed_178 : tensor<32x8xf64>) outs(%277 : tensor<8x32xf64>) permutation = [1, 0] 
    %356 = linalg.matmul ins(%transposed_179, %collapsed : tensor<8x32xf64>, tensor<32x16xf64>) outs(%279 : tensor<8x16xf64>) -> tensor<8x16xf64>
    %357 = linalg.matmul ins(%collapsed_178, %layers_0_attention_wk : tensor<32x8xf64>, tensor<8x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_180 = tensor.expand_shape %357 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_177, %expanded_180 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_181 = tensor.collapse_shape %353 [[0, 1], [2, 3, 4]] : tensor<4x8x4x2x2xf64> into tensor<32x16xf64>
    %transposed_182 = linalg.transpose ins(%collapsed_181 : tensor<32x16xf64>) outs(%81 : tensor<16x32xf64>) permutation = [1, 0] 
    %359 = linalg.matmul ins(%transposed_182, %collapsed : tensor<16x32xf64>, tensor<32x16xf64>) outs(%246 : tensor<16x16xf64>) -> tensor<16x16xf64>
    %360 = linalg.matmul ins(%collapsed_181, %layers_0_attention_wq : tensor<32x16xf64>, tensor<16x16xf64>) outs(%13 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_183 = tensor.expand_shape %360 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %expanded_183 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %9 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %363 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %layers_0_attention_norm : tensor<4x8x16xf64>, tensor<16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %364 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["reduction", "reduction", "parallel"]} ins(%362 : tensor<4x8x16xf64>) outs(%201 : tensor<1x1x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<1x1x16xf64>
    %collapsed_184 = tensor.collapse_shape %364 [[0, 1, 2]] : tensor<1x1x16xf64> into tensor<16xf64>
    %365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %1 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %366 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %8 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %367 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%365 : tensor<4x8x16xf64>) outs(%4 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.addf %in, %out : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %366 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c3_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_4 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %369 : tensor<4x8x1xf64>, tensor<4x8x1xf64>) outs(%3 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x1xf64>
    %collapsed_185 = tensor.collapse_shape %371 [[0], [1, 2]] : tensor<4x8x1xf64> into tensor<4x8xf64>
    %372 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_185 : tensor<4x8xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<4x8x16xf64>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.divf %in, %cst_13 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = math.fpowi %in, %c1_i64 : f64, i64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %390 = arith.mulf %in, %cst_5 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %375 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.mulf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %376 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_191: f64, %out: f64):
      %390 = arith.addf %in, %in_191 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
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
    ^bb0(%in: i1, %in_191: i1, %out: i1):
      %390 = arith.andi %in, %in_191 : i1
      linalg.yield %390 : i1
    } -> tensor<4x8xi1>
    %382 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%378 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %390 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %390 : i1
    } -> tensor<4x8xi1>
    %383 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%381, %382 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%378 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_191: i1, %out: i1):
      %390 = arith.andi %in, %in_191 : i1
      linalg.yield %390 : i1
    } -> tensor<4x8xi1>
    %expanded_186 = tensor.expand_shape %383 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %384 = tensor.empty() : tensor<4x8xi64>
    %385 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%384 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %390 = arith.maxsi %in, %c-64_i64 : i64
      %391 = arith.minsi %390, %c63_i64 : i64
      linalg.yield %391 : i64
    } -> tensor<4x8xi64>
    %386 = tensor.empty() : tensor<4x8x1xi1>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_186 : tensor<4x8x1xi1>) outs(%386 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %390 = arith.xori %in, %true : i1
      linalg.yield %390 : i1
    } -> tensor<4x8x1xi1>
    %388 = linalg.generic {indexing_maps = [#map2, #map23, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %cst_9, %377 : tensor<4x8x1xi1>, tensor<f64>, tensor<4x8x16xf64>) outs(%0 : tensor<4x8x16xf64>) {
    ^bb0(%in: i1, %in_191: f64, %in_192: f64, %out: f64):
      %390 = arith.select %in, %in_191, %in_192 : f64
      linalg.yield %390 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_187 = tensor.collapse_shape %385 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_188 = tensor.expand_shape %collapsed_187 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_189 = tensor.collapse_shape %388 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %expanded_190 = tensor.expand_shape %collapsed_189 [[0], [1, 2]] output_shape [32, 1, 16] : tensor<32x16xf64> into tensor<32x1x16xf64>
    %389 = "tm_tensor.scatter"(%expanded_190, %expanded_188, %cst_15) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg23: f64, %tm1_arg24: f64):
      %tm1_601 = "arith.addf"(%tm1_arg24, %tm1_arg23) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "tm_tensor.yield"(%tm1_601) : (f64) -> ()
    }) : (tensor<32x1x16xf64>, tensor<32x1xi64>, tensor<64x16xf64>) -> tensor<64x16xf64>
    return %175, %389, %359, %356, %354, %334, %315, %304, %308, %collapsed_184, %collapsed_151, %285, %282, %280, %247, %227, %216, %220, %collapsed_140, %collapsed_104, %collapsed_93, %196 : tensor<f64>, tensor<64x16xf64>, tensor<16x16xf64>, tensor<8x16xf64>, tensor<8x16xf64>, tensor<16x16xf64>, tensor<32x16xf64>, tensor<16x32xf64>, tensor<32x16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16x16xf64>, tensor<8x16xf64>, tensor<8x16xf64>, tensor<16x16xf64>, tensor<32x16xf64>, tensor<16x32xf64>, tensor<32x16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16xf64>
  }
}
