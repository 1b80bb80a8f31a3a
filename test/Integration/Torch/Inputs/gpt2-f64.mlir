// The training step of gpt2 (f64), exported by
// tools/torch-export/export.py --model gpt2 --dtype f64 (torch 2.15.0, torch-mlir 20261001).
// PyTorch's loss and gradients: gpt2-f64.ref/ (docs/TorchExport.md).
// Regenerate the fixtures: scripts/export-fixtures.sh
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1) -> (0, d1)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0, d1) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0) -> (d0, 0)>
#map19 = affine_map<(d0, d1, d2) -> ()>
#map20 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%tokens: tensor<4x8xi64> {ap.input_range = array<i64: 0, 66>} loc("tokens"),
      %targets: tensor<4x8xi64> {ap.input_range = array<i64: 0, 66>} loc("targets"),
      %transformer_wte: tensor<67x16xf64> {ap.param} loc("transformer_wte"),
      %transformer_wpe: tensor<8x16xf64> {ap.param} loc("transformer_wpe"),
      %transformer_h_0_ln_1: tensor<16xf64> {ap.param} loc("transformer_h_0_ln_1"),
      %transformer_h_0_ln_1_bias: tensor<16xf64> {ap.param} loc("transformer_h_0_ln_1_bias"),
      %transformer_h_0_attn_c_attn: tensor<48x16xf64> {ap.param} loc("transformer_h_0_attn_c_attn"),
      %transformer_h_0_attn_c_attn_bias: tensor<48xf64> {ap.param} loc("transformer_h_0_attn_c_attn_bias"),
      %transformer_h_0_attn_c_proj: tensor<16x16xf64> {ap.param} loc("transformer_h_0_attn_c_proj"),
      %transformer_h_0_attn_c_proj_bias: tensor<16xf64> {ap.param} loc("transformer_h_0_attn_c_proj_bias"),
      %transformer_h_0_ln_2: tensor<16xf64> {ap.param} loc("transformer_h_0_ln_2"),
      %transformer_h_0_ln_2_bias: tensor<16xf64> {ap.param} loc("transformer_h_0_ln_2_bias"),
      %transformer_h_0_mlp_c_fc: tensor<64x16xf64> {ap.param} loc("transformer_h_0_mlp_c_fc"),
      %transformer_h_0_mlp_c_fc_bias: tensor<64xf64> {ap.param} loc("transformer_h_0_mlp_c_fc_bias"),
      %transformer_h_0_mlp_c_proj: tensor<16x64xf64> {ap.param} loc("transformer_h_0_mlp_c_proj"),
      %transformer_h_0_mlp_c_proj_bias: tensor<16xf64> {ap.param} loc("transformer_h_0_mlp_c_proj_bias"),
      %transformer_h_1_ln_1: tensor<16xf64> {ap.param} loc("transformer_h_1_ln_1"),
      %transformer_h_1_ln_1_bias: tensor<16xf64> {ap.param} loc("transformer_h_1_ln_1_bias"),
      %transformer_h_1_attn_c_attn: tensor<48x16xf64> {ap.param} loc("transformer_h_1_attn_c_attn"),
      %transformer_h_1_attn_c_attn_bias: tensor<48xf64> {ap.param} loc("transformer_h_1_attn_c_attn_bias"),
      %transformer_h_1_attn_c_proj: tensor<16x16xf64> {ap.param} loc("transformer_h_1_attn_c_proj"),
      %transformer_h_1_attn_c_proj_bias: tensor<16xf64> {ap.param} loc("transformer_h_1_attn_c_proj_bias"),
      %transformer_h_1_ln_2: tensor<16xf64> {ap.param} loc("transformer_h_1_ln_2"),
      %transformer_h_1_ln_2_bias: tensor<16xf64> {ap.param} loc("transformer_h_1_ln_2_bias"),
      %transformer_h_1_mlp_c_fc: tensor<64x16xf64> {ap.param} loc("transformer_h_1_mlp_c_fc"),
      %transformer_h_1_mlp_c_fc_bias: tensor<64xf64> {ap.param} loc("transformer_h_1_mlp_c_fc_bias"),
      %transformer_h_1_mlp_c_proj: tensor<16x64xf64> {ap.param} loc("transformer_h_1_mlp_c_proj"),
      %transformer_h_1_mlp_c_proj_bias: tensor<16xf64> {ap.param} loc("transformer_h_1_mlp_c_proj_bias"),
      %transformer_ln_f: tensor<16xf64> {ap.param} loc("transformer_ln_f"),
      %transformer_ln_f_bias: tensor<16xf64> {ap.param} loc("transformer_ln_f_bias"))
      -> (tensor<f64>,
          tensor<67x16xf64> {ap.grad_of = 2 : i64},
          tensor<8x16xf64> {ap.grad_of = 3 : i64},
          tensor<16xf64> {ap.grad_of = 4 : i64},
          tensor<16xf64> {ap.grad_of = 5 : i64},
          tensor<48x16xf64> {ap.grad_of = 6 : i64},
          tensor<48xf64> {ap.grad_of = 7 : i64},
          tensor<16x16xf64> {ap.grad_of = 8 : i64},
          tensor<16xf64> {ap.grad_of = 9 : i64},
          tensor<16xf64> {ap.grad_of = 10 : i64},
          tensor<16xf64> {ap.grad_of = 11 : i64},
          tensor<64x16xf64> {ap.grad_of = 12 : i64},
          tensor<64xf64> {ap.grad_of = 13 : i64},
          tensor<16x64xf64> {ap.grad_of = 14 : i64},
          tensor<16xf64> {ap.grad_of = 15 : i64},
          tensor<16xf64> {ap.grad_of = 16 : i64},
          tensor<16xf64> {ap.grad_of = 17 : i64},
          tensor<48x16xf64> {ap.grad_of = 18 : i64},
          tensor<48xf64> {ap.grad_of = 19 : i64},
          tensor<16x16xf64> {ap.grad_of = 20 : i64},
          tensor<16xf64> {ap.grad_of = 21 : i64},
          tensor<16xf64> {ap.grad_of = 22 : i64},
          tensor<16xf64> {ap.grad_of = 23 : i64},
          tensor<64x16xf64> {ap.grad_of = 24 : i64},
          tensor<64xf64> {ap.grad_of = 25 : i64},
          tensor<16x64xf64> {ap.grad_of = 26 : i64},
          tensor<16xf64> {ap.grad_of = 27 : i64},
          tensor<16xf64> {ap.grad_of = 28 : i64},
          tensor<16xf64> {ap.grad_of = 29 : i64}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x67xf64>
    %c8 = arith.constant 8 : index
    %c67 = arith.constant 67 : index
    %cst_0 = arith.constant 0xFFF0000000000000 : f64
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 0.70710678118654757 : f64
    %cst_3 = arith.constant 5.000000e-01 : f64
    %cst_4 = arith.constant 3.000000e+00 : f64
    %cst_5 = arith.constant 4.471500e-02 : f64
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant 1.000000e+00 : f64
    %cst_8 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_9 = arith.constant dense<0xFFF0000000000000> : tensor<f64>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<f64>
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<4x4x8x8xf64>
    %cst_12 = arith.constant dense<1.000000e+00> : tensor<f64>
    %cst_13 = arith.constant 1.600000e+01 : f64
    %c66_i64 = arith.constant 66 : i64
    %c-67_i64 = arith.constant -67 : i64
    %c-8_i64 = arith.constant -8 : i64
    %c67_i64 = arith.constant 67 : i64
    %c7_i64 = arith.constant 7 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c32 = arith.constant 32 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_14 = arith.constant 0.000000e+00 : f64
    %c0 = arith.constant 0 : index
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<8x16xf64>
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<67x16xf64>
    %cst_17 = arith.constant -1.000000e+00 : f64
    %cst_18 = arith.constant dense<1> : tensor<i64>
    %cst_19 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %405 = linalg.index 0 : index
      %406 = arith.index_cast %405 : index to i64
      linalg.yield %406 : i64
    } -> tensor<8xi64>
    %2 = tensor.empty() : tensor<4x8x16xf64>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: i64, %out: f64):
      %405 = arith.index_cast %in : i64 to index
      %406 = linalg.index 2 : index
      %407 = arith.cmpi slt, %405, %c67 : index
      cf.assert %407, "index must be smaller than dim size"
      %408 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %408, "index must be larger or equal to 0"
      %extracted = tensor.extract %transformer_wte[%405, %406] : tensor<67x16xf64>
      linalg.yield %extracted : f64
    } -> tensor<4x8x16xf64>
    %4 = tensor.empty() : tensor<8x16xf64>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%4 : tensor<8x16xf64>) {
    ^bb0(%in: i64, %out: f64):
      %405 = arith.index_cast %in : i64 to index
      %406 = linalg.index 1 : index
      %407 = arith.cmpi slt, %405, %c8 : index
      cf.assert %407, "index must be smaller than dim size"
      %408 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %408, "index must be larger or equal to 0"
      %extracted = tensor.extract %transformer_wpe[%405, %406] : tensor<8x16xf64>
      linalg.yield %extracted : f64
    } -> tensor<8x16xf64>
    %6 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %5 : tensor<4x8x16xf64>, tensor<8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %7 = tensor.empty() : tensor<4x8x1xf64>
    %8 = linalg.fill ins(%cst_14 : f64) outs(%7 : tensor<4x8x1xf64>) -> tensor<4x8x1xf64>
    %9 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %12 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %13 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %cst_1 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.rsqrt %in : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %17 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %16 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %transformer_h_0_ln_1 : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %19 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %transformer_h_0_ln_1_bias : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %20 = tensor.empty() : tensor<16x48xf64>
    %transposed = linalg.transpose ins(%transformer_h_0_attn_c_attn : tensor<48x16xf64>) outs(%20 : tensor<16x48xf64>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %21 = tensor.empty() : tensor<32x48xf64>
    %22 = linalg.fill ins(%cst_14 : f64) outs(%21 : tensor<32x48xf64>) -> tensor<32x48xf64>
    %23 = linalg.matmul ins(%collapsed, %transposed : tensor<32x16xf64>, tensor<16x48xf64>) outs(%22 : tensor<32x48xf64>) -> tensor<32x48xf64>
    %24 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_attn_c_attn_bias : tensor<48xf64>) outs(%21 : tensor<32x48xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x48xf64>
    %25 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%23, %24 : tensor<32x48xf64>, tensor<32x48xf64>) outs(%21 : tensor<32x48xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x48xf64>
    %expanded = tensor.expand_shape %25 [[0, 1], [2]] output_shape [4, 8, 48] : tensor<32x48xf64> into tensor<4x8x48xf64>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf64> to tensor<4x8x16xf64>
    %extracted_slice_20 = tensor.extract_slice %expanded[0, 0, 16] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf64> to tensor<4x8x16xf64>
    %extracted_slice_21 = tensor.extract_slice %expanded[0, 0, 32] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf64> to tensor<4x8x16xf64>
    %expanded_22 = tensor.expand_shape %extracted_slice_20 [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf64> into tensor<4x8x4x4xf64>
    %expanded_23 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf64> into tensor<4x8x4x4xf64>
    %26 = tensor.empty() : tensor<4x4x8x4xf64>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<4x8x4x4xf64>) outs(%26 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %expanded_25 = tensor.expand_shape %extracted_slice_21 [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf64> into tensor<4x8x4x4xf64>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<4x8x4x4xf64>) outs(%26 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %27 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<4x4x8x4xf64>) outs(%26 : tensor<4x4x8x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_2 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x4xf64>
    %expanded_27 = tensor.expand_shape %1 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_28 = tensor.expand_shape %1 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %28 = tensor.empty() : tensor<8x8xi64>
    %29 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %expanded_28 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%28 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_162: i64, %out: i64):
      %405 = arith.subi %in, %in_162 : i64
      linalg.yield %405 : i64
    } -> tensor<8x8xi64>
    %30 = tensor.empty() : tensor<8x8xi1>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x8xi64>) outs(%30 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %405 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %405 : i1
    } -> tensor<8x8xi1>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_8 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%30 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_162: i1, %out: i1):
      %405 = arith.andi %in, %in_162 : i1
      linalg.yield %405 : i1
    } -> tensor<8x8xi1>
    %33 = tensor.empty() : tensor<8x8xf64>
    %34 = linalg.generic {indexing_maps = [#map4, #map12, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%32, %cst_10, %cst_9 : tensor<8x8xi1>, tensor<f64>, tensor<f64>) outs(%33 : tensor<8x8xf64>) {
    ^bb0(%in: i1, %in_162: f64, %in_163: f64, %out: f64):
      %405 = arith.select %in, %in_162, %in_163 : f64
      linalg.yield %405 : f64
    } -> tensor<8x8xf64>
    %35 = tensor.empty() : tensor<4x4x4x8xf64>
    %transposed_29 = linalg.transpose ins(%expanded_22 : tensor<4x8x4x4xf64>) outs(%35 : tensor<4x4x4x8xf64>) permutation = [0, 2, 3, 1] 
    %36 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<4x4x4x8xf64>) outs(%35 : tensor<4x4x4x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_2 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x4x8xf64>
    %collapsed_30 = tensor.collapse_shape %27 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %collapsed_31 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<4x4x4x8xf64> into tensor<16x4x8xf64>
    %37 = tensor.empty() : tensor<16x8x8xf64>
    %38 = linalg.fill ins(%cst_14 : f64) outs(%37 : tensor<16x8x8xf64>) -> tensor<16x8x8xf64>
    %39 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<16x8x4xf64>, tensor<16x4x8xf64>) outs(%38 : tensor<16x8x8xf64>) -> tensor<16x8x8xf64>
    %expanded_32 = tensor.expand_shape %39 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf64> into tensor<4x4x8x8xf64>
    %40 = tensor.empty() : tensor<4x4x8x8xf64>
    %41 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %34 : tensor<4x4x8x8xf64>, tensor<8x8xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %42 = tensor.empty() : tensor<4x4x8xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %44 = tensor.empty() : tensor<4x4x8xf64>
    %45 = linalg.fill ins(%cst_0 : f64) outs(%44 : tensor<4x4x8xf64>) -> tensor<4x4x8xf64>
    %46:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<4x4x8x8xf64>) outs(%45, %43 : tensor<4x4x8xf64>, tensor<4x4x8xi64>) {
    ^bb0(%in: f64, %out: f64, %out_162: i64):
      %405 = linalg.index 3 : index
      %406 = arith.index_cast %405 : index to i64
      %407 = arith.maximumf %in, %out : f64
      %408 = arith.cmpf ogt, %in, %out : f64
      %409 = arith.select %408, %406, %out_162 : i64
      linalg.yield %407, %409 : f64, i64
    } -> (tensor<4x4x8xf64>, tensor<4x4x8xi64>)
    %expanded_33 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf64> into tensor<4x4x8x1xf64>
    %47 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_33 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %48 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<4x4x8x8xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.exp %in : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %49 = tensor.empty() : tensor<4x4x8x1xf64>
    %50 = linalg.fill ins(%cst_14 : f64) outs(%49 : tensor<4x4x8x1xf64>) -> tensor<4x4x8x1xf64>
    %51 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<4x4x8x8xf64>) outs(%50 : tensor<4x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x1xf64>
    %52 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.divf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %53 = tensor.empty() : tensor<4x4x8x8xi1>
    %54 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<4x4x8x8xf64>) outs(%53 : tensor<4x4x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %405 = arith.cmpf oeq, %in, %cst_0 : f64
      linalg.yield %405 : i1
    } -> tensor<4x4x8x8xi1>
    %55 = tensor.empty() : tensor<4x4x8x1xi1>
    %56 = linalg.fill ins(%true : i1) outs(%55 : tensor<4x4x8x1xi1>) -> tensor<4x4x8x1xi1>
    %57 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<4x4x8x8xi1>) outs(%56 : tensor<4x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %405 = arith.andi %in, %out : i1
      linalg.yield %405 : i1
    } -> tensor<4x4x8x1xi1>
    %58 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %cst_11, %52 : tensor<4x4x8x1xi1>, tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: i1, %in_162: f64, %in_163: f64, %out: f64):
      %405 = arith.select %in, %in_162, %in_163 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %collapsed_34 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<4x4x8x8xf64> into tensor<16x8x8xf64>
    %collapsed_35 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %59 = tensor.empty() : tensor<16x8x4xf64>
    %60 = linalg.fill ins(%cst_14 : f64) outs(%59 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %61 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%60 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %expanded_36 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %62 = tensor.empty() : tensor<4x8x4x4xf64>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<4x4x8x4xf64>) outs(%62 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %63 = tensor.empty() : tensor<16x16xf64>
    %transposed_38 = linalg.transpose ins(%transformer_h_0_attn_c_proj : tensor<16x16xf64>) outs(%63 : tensor<16x16xf64>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2, 3]] : tensor<4x8x4x4xf64> into tensor<32x16xf64>
    %64 = tensor.empty() : tensor<32x16xf64>
    %65 = linalg.fill ins(%cst_14 : f64) outs(%64 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %66 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<32x16xf64>, tensor<16x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %67 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_attn_c_proj_bias : tensor<16xf64>) outs(%64 : tensor<32x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x16xf64>
    %68 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%66, %67 : tensor<32x16xf64>, tensor<32x16xf64>) outs(%64 : tensor<32x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x16xf64>
    %expanded_40 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %69 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_40 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %70 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %72 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %73 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %74 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %cst_1 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.rsqrt %in : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %78 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %77 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %79 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %transformer_h_0_ln_2 : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %80 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %transformer_h_0_ln_2_bias : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %81 = tensor.empty() : tensor<16x64xf64>
    %transposed_41 = linalg.transpose ins(%transformer_h_0_mlp_c_fc : tensor<64x16xf64>) outs(%81 : tensor<16x64xf64>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %82 = tensor.empty() : tensor<32x64xf64>
    %83 = linalg.fill ins(%cst_14 : f64) outs(%82 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %84 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<32x16xf64>, tensor<16x64xf64>) outs(%83 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %85 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_mlp_c_fc_bias : tensor<64xf64>) outs(%82 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x64xf64>
    %86 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<32x64xf64>, tensor<32x64xf64>) outs(%82 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x64xf64>
    %expanded_43 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
    %87 = tensor.empty() : tensor<4x8x64xf64>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_3 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.fpowi %in, %c3_i64 : f64, i64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_5 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %91 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %90 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_6 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.tanh %in : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %cst_7 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %95 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %94 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %96 = tensor.empty() : tensor<64x16xf64>
    %transposed_44 = linalg.transpose ins(%transformer_h_0_mlp_c_proj : tensor<16x64xf64>) outs(%96 : tensor<64x16xf64>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
    %97 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<32x64xf64>, tensor<64x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %98 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_mlp_c_proj_bias : tensor<16xf64>) outs(%64 : tensor<32x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x16xf64>
    %99 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%97, %98 : tensor<32x16xf64>, tensor<32x16xf64>) outs(%64 : tensor<32x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x16xf64>
    %expanded_46 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %100 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_46 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %101 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %102 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %103 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %102 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %103 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %105 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %cst_1 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %108 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.rsqrt %in : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %109 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %108 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %110 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %transformer_h_1_ln_1 : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %111 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %transformer_h_1_ln_1_bias : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %transposed_47 = linalg.transpose ins(%transformer_h_1_attn_c_attn : tensor<48x16xf64>) outs(%20 : tensor<16x48xf64>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %112 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<32x16xf64>, tensor<16x48xf64>) outs(%22 : tensor<32x48xf64>) -> tensor<32x48xf64>
    %113 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_attn_c_attn_bias : tensor<48xf64>) outs(%21 : tensor<32x48xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x48xf64>
    %114 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%112, %113 : tensor<32x48xf64>, tensor<32x48xf64>) outs(%21 : tensor<32x48xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x48xf64>
    %expanded_49 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [4, 8, 48] : tensor<32x48xf64> into tensor<4x8x48xf64>
    %extracted_slice_50 = tensor.extract_slice %expanded_49[0, 0, 0] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf64> to tensor<4x8x16xf64>
    %extracted_slice_51 = tensor.extract_slice %expanded_49[0, 0, 16] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf64> to tensor<4x8x16xf64>
    %extracted_slice_52 = tensor.extract_slice %expanded_49[0, 0, 32] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf64> to tensor<4x8x16xf64>
    %expanded_53 = tensor.expand_shape %extracted_slice_51 [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf64> into tensor<4x8x4x4xf64>
    %expanded_54 = tensor.expand_shape %extracted_slice_50 [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf64> into tensor<4x8x4x4xf64>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<4x8x4x4xf64>) outs(%26 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %expanded_56 = tensor.expand_shape %extracted_slice_52 [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf64> into tensor<4x8x4x4xf64>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<4x8x4x4xf64>) outs(%26 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %115 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_55 : tensor<4x4x8x4xf64>) outs(%26 : tensor<4x4x8x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_2 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x4xf64>
    %transposed_58 = linalg.transpose ins(%expanded_53 : tensor<4x8x4x4xf64>) outs(%35 : tensor<4x4x4x8xf64>) permutation = [0, 2, 3, 1] 
    %116 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_58 : tensor<4x4x4x8xf64>) outs(%35 : tensor<4x4x4x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_2 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x4x8xf64>
    %collapsed_59 = tensor.collapse_shape %115 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %collapsed_60 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<4x4x4x8xf64> into tensor<16x4x8xf64>
    %117 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<16x8x4xf64>, tensor<16x4x8xf64>) outs(%38 : tensor<16x8x8xf64>) -> tensor<16x8x8xf64>
    %expanded_61 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf64> into tensor<4x4x8x8xf64>
    %118 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_61, %34 : tensor<4x4x8x8xf64>, tensor<8x8xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %119:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%118 : tensor<4x4x8x8xf64>) outs(%45, %43 : tensor<4x4x8xf64>, tensor<4x4x8xi64>) {
    ^bb0(%in: f64, %out: f64, %out_162: i64):
      %405 = linalg.index 3 : index
      %406 = arith.index_cast %405 : index to i64
      %407 = arith.maximumf %in, %out : f64
      %408 = arith.cmpf ogt, %in, %out : f64
      %409 = arith.select %408, %406, %out_162 : i64
      linalg.yield %407, %409 : f64, i64
    } -> (tensor<4x4x8xf64>, tensor<4x4x8xi64>)
    %expanded_62 = tensor.expand_shape %119#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf64> into tensor<4x4x8x1xf64>
    %120 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_62 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %121 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<4x4x8x8xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.exp %in : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %122 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<4x4x8x8xf64>) outs(%50 : tensor<4x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x1xf64>
    %123 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %122 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.divf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %124 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<4x4x8x8xf64>) outs(%53 : tensor<4x4x8x8xi1>) {
    ^bb0(%in: f64, %out: i1):
      %405 = arith.cmpf oeq, %in, %cst_0 : f64
      linalg.yield %405 : i1
    } -> tensor<4x4x8x8xi1>
    %125 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<4x4x8x8xi1>) outs(%56 : tensor<4x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %405 = arith.andi %in, %out : i1
      linalg.yield %405 : i1
    } -> tensor<4x4x8x1xi1>
    %126 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %cst_11, %123 : tensor<4x4x8x1xi1>, tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: i1, %in_162: f64, %in_163: f64, %out: f64):
      %405 = arith.select %in, %in_162, %in_163 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %collapsed_63 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<4x4x8x8xf64> into tensor<16x8x8xf64>
    %collapsed_64 = tensor.collapse_shape %transposed_57 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %127 = linalg.batch_matmul ins(%collapsed_63, %collapsed_64 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%60 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %expanded_65 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<4x4x8x4xf64>) outs(%62 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %transposed_67 = linalg.transpose ins(%transformer_h_1_attn_c_proj : tensor<16x16xf64>) outs(%63 : tensor<16x16xf64>) permutation = [1, 0] 
    %collapsed_68 = tensor.collapse_shape %transposed_66 [[0, 1], [2, 3]] : tensor<4x8x4x4xf64> into tensor<32x16xf64>
    %128 = linalg.matmul ins(%collapsed_68, %transposed_67 : tensor<32x16xf64>, tensor<16x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %129 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_attn_c_proj_bias : tensor<16xf64>) outs(%64 : tensor<32x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x16xf64>
    %130 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%128, %129 : tensor<32x16xf64>, tensor<32x16xf64>) outs(%64 : tensor<32x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x16xf64>
    %expanded_69 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %131 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %expanded_69 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %132 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %133 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %134 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %133 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %134 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %136 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %cst_1 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.rsqrt %in : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %140 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %139 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %141 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %transformer_h_1_ln_2 : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %142 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %transformer_h_1_ln_2_bias : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %transposed_70 = linalg.transpose ins(%transformer_h_1_mlp_c_fc : tensor<64x16xf64>) outs(%81 : tensor<16x64xf64>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %142 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %143 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<32x16xf64>, tensor<16x64xf64>) outs(%83 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %144 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_mlp_c_fc_bias : tensor<64xf64>) outs(%82 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x64xf64>
    %145 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%143, %144 : tensor<32x64xf64>, tensor<32x64xf64>) outs(%82 : tensor<32x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x64xf64>
    %expanded_72 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
    %146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_3 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %147 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.fpowi %in, %c3_i64 : f64, i64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %148 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_5 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %149 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %148 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_6 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.tanh %in : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %cst_7 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %153 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %152 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %transposed_73 = linalg.transpose ins(%transformer_h_1_mlp_c_proj : tensor<16x64xf64>) outs(%96 : tensor<64x16xf64>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
    %154 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<32x64xf64>, tensor<64x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %155 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_mlp_c_proj_bias : tensor<16xf64>) outs(%64 : tensor<32x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<32x16xf64>
    %156 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%154, %155 : tensor<32x16xf64>, tensor<32x16xf64>) outs(%64 : tensor<32x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x16xf64>
    %expanded_75 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %157 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %expanded_75 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %158 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %160 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %159 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %161 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %160 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %162 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%161 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %164 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %cst_1 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %165 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.rsqrt %in : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %166 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %165 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %167 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %transformer_ln_f : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %168 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %transformer_ln_f_bias : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %169 = tensor.empty() : tensor<16x67xf64>
    %transposed_76 = linalg.transpose ins(%transformer_wte : tensor<67x16xf64>) outs(%169 : tensor<16x67xf64>) permutation = [1, 0] 
    %collapsed_77 = tensor.collapse_shape %168 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %170 = tensor.empty() : tensor<32x67xf64>
    %171 = linalg.fill ins(%cst_14 : f64) outs(%170 : tensor<32x67xf64>) -> tensor<32x67xf64>
    %172 = linalg.matmul ins(%collapsed_77, %transposed_76 : tensor<32x16xf64>, tensor<16x67xf64>) outs(%171 : tensor<32x67xf64>) -> tensor<32x67xf64>
    %collapsed_78 = tensor.collapse_shape %targets [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %173 = tensor.empty() : tensor<32xi64>
    %174 = linalg.fill ins(%c0_i64 : i64) outs(%173 : tensor<32xi64>) -> tensor<32xi64>
    %175 = tensor.empty() : tensor<32xf64>
    %176 = linalg.fill ins(%cst_0 : f64) outs(%175 : tensor<32xf64>) -> tensor<32xf64>
    %177:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%172 : tensor<32x67xf64>) outs(%176, %174 : tensor<32xf64>, tensor<32xi64>) {
    ^bb0(%in: f64, %out: f64, %out_162: i64):
      %405 = linalg.index 1 : index
      %406 = arith.index_cast %405 : index to i64
      %407 = arith.maximumf %in, %out : f64
      %408 = arith.cmpf ogt, %in, %out : f64
      %409 = arith.select %408, %406, %out_162 : i64
      linalg.yield %407, %409 : f64, i64
    } -> (tensor<32xf64>, tensor<32xi64>)
    %expanded_79 = tensor.expand_shape %177#0 [[0, 1]] output_shape [32, 1] : tensor<32xf64> into tensor<32x1xf64>
    %178 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%172, %expanded_79 : tensor<32x67xf64>, tensor<32x1xf64>) outs(%170 : tensor<32x67xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x67xf64>
    %179 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%178 : tensor<32x67xf64>) outs(%170 : tensor<32x67xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.exp %in : f64
      linalg.yield %405 : f64
    } -> tensor<32x67xf64>
    %180 = tensor.empty() : tensor<32x1xf64>
    %181 = linalg.fill ins(%cst_14 : f64) outs(%180 : tensor<32x1xf64>) -> tensor<32x1xf64>
    %182 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%179 : tensor<32x67xf64>) outs(%181 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<32x1xf64>
    %183 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<32x1xf64>) outs(%180 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.log %in : f64
      linalg.yield %405 : f64
    } -> tensor<32x1xf64>
    %184 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%178, %183 : tensor<32x67xf64>, tensor<32x1xf64>) outs(%170 : tensor<32x67xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x67xf64>
    %185 = tensor.empty() : tensor<32xi1>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_78 : tensor<32xi64>) outs(%185 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %405 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %405 : i1
    } -> tensor<32xi1>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%186, %collapsed_78, %cst_19 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%173 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_162: i64, %in_163: i64, %out: i64):
      %405 = arith.select %in, %in_162, %in_163 : i64
      linalg.yield %405 : i64
    } -> tensor<32xi64>
    %expanded_80 = tensor.expand_shape %187 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %188 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_80 : tensor<32x1xi64>) outs(%181 : tensor<32x1xf64>) {
    ^bb0(%in: i64, %out: f64):
      %405 = linalg.index 0 : index
      %406 = arith.index_cast %in : i64 to index
      %407 = arith.cmpi slt, %406, %c67 : index
      cf.assert %407, "index must be smaller than dim size"
      %408 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %408, "index must be larger or equal to 0"
      %extracted = tensor.extract %184[%405, %406] : tensor<32x67xf64>
      linalg.yield %extracted : f64
    } -> tensor<32x1xf64>
    %collapsed_81 = tensor.collapse_shape %188 [[0, 1]] : tensor<32x1xf64> into tensor<32xf64>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_81 : tensor<32xf64>) outs(%175 : tensor<32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.negf %in : f64
      linalg.yield %405 : f64
    } -> tensor<32xf64>
    %190 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%186, %189, %cst_10 : tensor<32xi1>, tensor<32xf64>, tensor<f64>) outs(%175 : tensor<32xf64>) {
    ^bb0(%in: i1, %in_162: f64, %in_163: f64, %out: f64):
      %405 = arith.select %in, %in_162, %in_163 : f64
      linalg.yield %405 : f64
    } -> tensor<32xf64>
    %191 = tensor.empty() : tensor<i64>
    %192 = linalg.fill ins(%c0_i64 : i64) outs(%191 : tensor<i64>) -> tensor<i64>
    %193 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%186 : tensor<32xi1>) outs(%192 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %405 = arith.extui %in : i1 to i64
      %406 = arith.addi %405, %out : i64
      linalg.yield %406 : i64
    } -> tensor<i64>
    %194 = tensor.empty() : tensor<f64>
    %195 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%193 : tensor<i64>) outs(%194 : tensor<f64>) {
    ^bb0(%in: i64, %out: f64):
      %405 = arith.sitofp %in : i64 to f64
      linalg.yield %405 : f64
    } -> tensor<f64>
    %196 = linalg.fill ins(%cst_14 : f64) outs(%194 : tensor<f64>) -> tensor<f64>
    %197 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%190 : tensor<32xf64>) outs(%196 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<f64>
    %198 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%197, %195 : tensor<f64>, tensor<f64>) outs(%194 : tensor<f64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.divf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<f64>
    %199 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_12, %195 : tensor<f64>, tensor<f64>) outs(%194 : tensor<f64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.divf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<f64>
    %expanded_82 = tensor.expand_shape %collapsed_78 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %200 = tensor.empty() : tensor<32x1xi1>
    %201 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_82 : tensor<32x1xi64>) outs(%200 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %405 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %405 : i1
    } -> tensor<32x1xi1>
    %202 = tensor.empty() : tensor<32x1xi64>
    %203 = linalg.generic {indexing_maps = [#map4, #map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%201, %expanded_82, %cst_19 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%202 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_162: i64, %in_163: i64, %out: i64):
      %405 = arith.select %in, %in_162, %in_163 : i64
      linalg.yield %405 : i64
    } -> tensor<32x1xi64>
    %204 = linalg.fill ins(%c0_i64 : i64) outs(%202 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %205 = linalg.fill ins(%cst_14 : f64) outs(%175 : tensor<32xf64>) -> tensor<32xf64>
    %206:3 = linalg.generic {indexing_maps = [#map18, #map18, #map], iterator_types = ["parallel"]} outs(%204, %204, %205 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf64>) {
    ^bb0(%out: i64, %out_162: i64, %out_163: f64):
      %405 = linalg.index 0 : index
      %406 = arith.remsi %405, %c32 : index
      %extracted = tensor.extract %203[%406, %c0] : tensor<32x1xi64>
      %407 = arith.index_cast %406 : index to i64
      linalg.yield %407, %extracted, %cst_17 : i64, i64, f64
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf64>)
    %207 = tensor.empty() : tensor<32x2xi64>
    %208 = linalg.fill ins(%c0_i64 : i64) outs(%207 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %206#0 into %208[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_83 = tensor.insert_slice %206#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %209 = "tm_tensor.scatter"(%206#2, %inserted_slice_83, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg537: f64, %tm0_arg538: f64):
      "tm_tensor.yield"(%tm0_arg537) : (f64) -> ()
    }) : (tensor<32xf64>, tensor<32x2xi64>, tensor<32x67xf64>) -> tensor<32x67xf64>
    %210 = linalg.generic {indexing_maps = [#map4, #map12, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%201, %199, %cst_10 : tensor<32x1xi1>, tensor<f64>, tensor<f64>) outs(%180 : tensor<32x1xf64>) {
    ^bb0(%in: i1, %in_162: f64, %in_163: f64, %out: f64):
      %405 = arith.select %in, %in_162, %in_163 : f64
      linalg.yield %405 : f64
    } -> tensor<32x1xf64>
    %211 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%209, %210 : tensor<32x67xf64>, tensor<32x1xf64>) outs(%170 : tensor<32x67xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x67xf64>
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<32x67xf64>) outs(%170 : tensor<32x67xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.exp %in : f64
      linalg.yield %405 : f64
    } -> tensor<32x67xf64>
    %213 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%211 : tensor<32x67xf64>) outs(%181 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<32x1xf64>
    %214 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%212, %213 : tensor<32x67xf64>, tensor<32x1xf64>) outs(%170 : tensor<32x67xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x67xf64>
    %215 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%211, %214 : tensor<32x67xf64>, tensor<32x67xf64>) outs(%170 : tensor<32x67xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<32x67xf64>
    %216 = tensor.empty() : tensor<67x32xf64>
    %transposed_84 = linalg.transpose ins(%215 : tensor<32x67xf64>) outs(%216 : tensor<67x32xf64>) permutation = [1, 0] 
    %217 = tensor.empty() : tensor<67x16xf64>
    %218 = linalg.fill ins(%cst_14 : f64) outs(%217 : tensor<67x16xf64>) -> tensor<67x16xf64>
    %219 = linalg.matmul ins(%transposed_84, %collapsed_77 : tensor<67x32xf64>, tensor<32x16xf64>) outs(%218 : tensor<67x16xf64>) -> tensor<67x16xf64>
    %220 = linalg.matmul ins(%215, %transformer_wte : tensor<32x67xf64>, tensor<67x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %expanded_85 = tensor.expand_shape %220 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %221 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %transformer_ln_f : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %223 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%221 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %224 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %166 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %225 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %226 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %225 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %227 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %223 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %228 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %226 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %229 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %230 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %228 : tensor<4x8x1xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %231 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %166 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %232 = tensor.empty() : tensor<16xf64>
    %233 = linalg.fill ins(%cst_14 : f64) outs(%232 : tensor<16xf64>) -> tensor<16xf64>
    %234 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%231 : tensor<4x8x16xf64>) outs(%233 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<16xf64>
    %235 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_85 : tensor<4x8x16xf64>) outs(%233 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<16xf64>
    %collapsed_86 = tensor.collapse_shape %230 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %236 = linalg.matmul ins(%collapsed_86, %transformer_h_1_mlp_c_proj : tensor<32x16xf64>, tensor<16x64xf64>) outs(%83 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %237 = tensor.empty() : tensor<16x32xf64>
    %transposed_87 = linalg.transpose ins(%collapsed_86 : tensor<32x16xf64>) outs(%237 : tensor<16x32xf64>) permutation = [1, 0] 
    %238 = linalg.fill ins(%cst_14 : f64) outs(%81 : tensor<16x64xf64>) -> tensor<16x64xf64>
    %239 = linalg.matmul ins(%transposed_87, %collapsed_74 : tensor<16x32xf64>, tensor<32x64xf64>) outs(%238 : tensor<16x64xf64>) -> tensor<16x64xf64>
    %240 = tensor.empty() : tensor<1x16xf64>
    %241 = linalg.fill ins(%cst_14 : f64) outs(%240 : tensor<1x16xf64>) -> tensor<1x16xf64>
    %242 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_86 : tensor<32x16xf64>) outs(%241 : tensor<1x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<1x16xf64>
    %collapsed_88 = tensor.collapse_shape %242 [[0, 1]] : tensor<1x16xf64> into tensor<16xf64>
    %expanded_89 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
    %243 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %146 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %244 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %152 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %245 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %151 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %246 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_18, %245 : tensor<i64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: i64, %in_162: f64, %out: f64):
      %405 = arith.sitofp %in : i64 to f64
      %406 = arith.subf %405, %in_162 : f64
      linalg.yield %406 : f64
    } -> tensor<4x8x64xf64>
    %247 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %246 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %248 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_6 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %249 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_5 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.fpowi %in, %c2_i64 : f64, i64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %251 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_4 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %252 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %251 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %253 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %252 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %254 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_3 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %255 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %254 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %collapsed_90 = tensor.collapse_shape %255 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
    %256 = linalg.matmul ins(%collapsed_90, %transformer_h_1_mlp_c_fc : tensor<32x64xf64>, tensor<64x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %257 = tensor.empty() : tensor<64x32xf64>
    %transposed_91 = linalg.transpose ins(%collapsed_90 : tensor<32x64xf64>) outs(%257 : tensor<64x32xf64>) permutation = [1, 0] 
    %258 = linalg.fill ins(%cst_14 : f64) outs(%96 : tensor<64x16xf64>) -> tensor<64x16xf64>
    %259 = linalg.matmul ins(%transposed_91, %collapsed_71 : tensor<64x32xf64>, tensor<32x16xf64>) outs(%258 : tensor<64x16xf64>) -> tensor<64x16xf64>
    %260 = tensor.empty() : tensor<1x64xf64>
    %261 = linalg.fill ins(%cst_14 : f64) outs(%260 : tensor<1x64xf64>) -> tensor<1x64xf64>
    %262 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_90 : tensor<32x64xf64>) outs(%261 : tensor<1x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<1x64xf64>
    %collapsed_92 = tensor.collapse_shape %262 [[0, 1]] : tensor<1x64xf64> into tensor<64xf64>
    %expanded_93 = tensor.expand_shape %256 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %263 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %transformer_h_1_ln_2 : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %264 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %265 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%263 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %266 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %140 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %267 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%266 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %268 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %267 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %269 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %265 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %270 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %268 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %272 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %270 : tensor<4x8x1xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %273 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %140 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %274 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%273 : tensor<4x8x16xf64>) outs(%233 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<16xf64>
    %275 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_93 : tensor<4x8x16xf64>) outs(%233 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<16xf64>
    %276 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %272 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_94 = tensor.collapse_shape %276 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %277 = linalg.matmul ins(%collapsed_94, %transformer_h_1_attn_c_proj : tensor<32x16xf64>, tensor<16x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %transposed_95 = linalg.transpose ins(%collapsed_94 : tensor<32x16xf64>) outs(%237 : tensor<16x32xf64>) permutation = [1, 0] 
    %278 = linalg.fill ins(%cst_14 : f64) outs(%63 : tensor<16x16xf64>) -> tensor<16x16xf64>
    %279 = linalg.matmul ins(%transposed_95, %collapsed_68 : tensor<16x32xf64>, tensor<32x16xf64>) outs(%278 : tensor<16x16xf64>) -> tensor<16x16xf64>
    %280 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_94 : tensor<32x16xf64>) outs(%241 : tensor<1x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<1x16xf64>
    %collapsed_96 = tensor.collapse_shape %280 [[0, 1]] : tensor<1x16xf64> into tensor<16xf64>
    %expanded_97 = tensor.expand_shape %277 [[0, 1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<32x16xf64> into tensor<4x8x4x4xf64>
    %transposed_98 = linalg.transpose ins(%expanded_97 : tensor<4x8x4x4xf64>) outs(%26 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_99 = tensor.collapse_shape %transposed_98 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %transposed_100 = linalg.transpose ins(%collapsed_63 : tensor<16x8x8xf64>) outs(%37 : tensor<16x8x8xf64>) permutation = [0, 2, 1] 
    %281 = linalg.batch_matmul ins(%transposed_100, %collapsed_99 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%60 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %282 = tensor.empty() : tensor<16x4x8xf64>
    %transposed_101 = linalg.transpose ins(%collapsed_64 : tensor<16x8x4xf64>) outs(%282 : tensor<16x4x8xf64>) permutation = [0, 2, 1] 
    %283 = linalg.batch_matmul ins(%collapsed_99, %transposed_101 : tensor<16x8x4xf64>, tensor<16x4x8xf64>) outs(%38 : tensor<16x8x8xf64>) -> tensor<16x8x8xf64>
    %expanded_102 = tensor.expand_shape %281 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %expanded_103 = tensor.expand_shape %283 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf64> into tensor<4x4x8x8xf64>
    %284 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103, %126 : tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %285 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%284 : tensor<4x4x8x8xf64>) outs(%50 : tensor<4x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x1xf64>
    %286 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %285 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %287 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %286 : tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %collapsed_104 = tensor.collapse_shape %287 [[0, 1], [2], [3]] : tensor<4x4x8x8xf64> into tensor<16x8x8xf64>
    %transposed_105 = linalg.transpose ins(%collapsed_59 : tensor<16x8x4xf64>) outs(%282 : tensor<16x4x8xf64>) permutation = [0, 2, 1] 
    %288 = linalg.fill ins(%cst_14 : f64) outs(%282 : tensor<16x4x8xf64>) -> tensor<16x4x8xf64>
    %289 = linalg.batch_matmul ins(%transposed_105, %collapsed_104 : tensor<16x4x8xf64>, tensor<16x8x8xf64>) outs(%288 : tensor<16x4x8xf64>) -> tensor<16x4x8xf64>
    %transposed_106 = linalg.transpose ins(%collapsed_60 : tensor<16x4x8xf64>) outs(%59 : tensor<16x8x4xf64>) permutation = [0, 2, 1] 
    %290 = linalg.batch_matmul ins(%collapsed_104, %transposed_106 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%60 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %expanded_107 = tensor.expand_shape %289 [[0, 1], [2], [3]] output_shape [4, 4, 4, 8] : tensor<16x4x8xf64> into tensor<4x4x4x8xf64>
    %expanded_108 = tensor.expand_shape %290 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %291 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_107 : tensor<4x4x4x8xf64>) outs(%35 : tensor<4x4x4x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_2 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x4x8xf64>
    %292 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<4x4x8x4xf64>) outs(%26 : tensor<4x4x8x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_2 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x4xf64>
    %transposed_109 = linalg.transpose ins(%expanded_102 : tensor<4x4x8x4xf64>) outs(%62 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_110 = tensor.collapse_shape %transposed_109 [[0], [1], [2, 3]] : tensor<4x8x4x4xf64> into tensor<4x8x16xf64>
    %transposed_111 = linalg.transpose ins(%292 : tensor<4x4x8x4xf64>) outs(%62 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_112 = tensor.collapse_shape %transposed_111 [[0], [1], [2, 3]] : tensor<4x8x4x4xf64> into tensor<4x8x16xf64>
    %transposed_113 = linalg.transpose ins(%291 : tensor<4x4x4x8xf64>) outs(%62 : tensor<4x8x4x4xf64>) permutation = [0, 3, 1, 2] 
    %collapsed_114 = tensor.collapse_shape %transposed_113 [[0], [1], [2, 3]] : tensor<4x8x4x4xf64> into tensor<4x8x16xf64>
    %concat = tensor.concat dim(2) %collapsed_112, %collapsed_114, %collapsed_110 : (tensor<4x8x16xf64>, tensor<4x8x16xf64>, tensor<4x8x16xf64>) -> tensor<4x8x48xf64>
    %collapsed_115 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<4x8x48xf64> into tensor<32x48xf64>
    %293 = linalg.matmul ins(%collapsed_115, %transformer_h_1_attn_c_attn : tensor<32x48xf64>, tensor<48x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %294 = tensor.empty() : tensor<48x32xf64>
    %transposed_116 = linalg.transpose ins(%collapsed_115 : tensor<32x48xf64>) outs(%294 : tensor<48x32xf64>) permutation = [1, 0] 
    %295 = tensor.empty() : tensor<48x16xf64>
    %296 = linalg.fill ins(%cst_14 : f64) outs(%295 : tensor<48x16xf64>) -> tensor<48x16xf64>
    %297 = linalg.matmul ins(%transposed_116, %collapsed_48 : tensor<48x32xf64>, tensor<32x16xf64>) outs(%296 : tensor<48x16xf64>) -> tensor<48x16xf64>
    %298 = tensor.empty() : tensor<1x48xf64>
    %299 = linalg.fill ins(%cst_14 : f64) outs(%298 : tensor<1x48xf64>) -> tensor<1x48xf64>
    %300 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_115 : tensor<32x48xf64>) outs(%299 : tensor<1x48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<1x48xf64>
    %collapsed_117 = tensor.collapse_shape %300 [[0, 1]] : tensor<1x48xf64> into tensor<48xf64>
    %expanded_118 = tensor.expand_shape %293 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %301 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %transformer_h_1_ln_1 : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %302 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %303 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %304 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %109 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %305 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%304 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %306 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %305 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %307 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %303 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %308 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %306 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %310 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %308 : tensor<4x8x1xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %109 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %312 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%311 : tensor<4x8x16xf64>) outs(%233 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<16xf64>
    %313 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_118 : tensor<4x8x16xf64>) outs(%233 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<16xf64>
    %314 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %310 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_119 = tensor.collapse_shape %314 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %315 = linalg.matmul ins(%collapsed_119, %transformer_h_0_mlp_c_proj : tensor<32x16xf64>, tensor<16x64xf64>) outs(%83 : tensor<32x64xf64>) -> tensor<32x64xf64>
    %transposed_120 = linalg.transpose ins(%collapsed_119 : tensor<32x16xf64>) outs(%237 : tensor<16x32xf64>) permutation = [1, 0] 
    %316 = linalg.matmul ins(%transposed_120, %collapsed_45 : tensor<16x32xf64>, tensor<32x64xf64>) outs(%238 : tensor<16x64xf64>) -> tensor<16x64xf64>
    %317 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_119 : tensor<32x16xf64>) outs(%241 : tensor<1x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<1x16xf64>
    %collapsed_121 = tensor.collapse_shape %317 [[0, 1]] : tensor<1x16xf64> into tensor<16xf64>
    %expanded_122 = tensor.expand_shape %315 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
    %318 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %88 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %319 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %94 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %320 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %93 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %321 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_18, %320 : tensor<i64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: i64, %in_162: f64, %out: f64):
      %405 = arith.sitofp %in : i64 to f64
      %406 = arith.subf %405, %in_162 : f64
      linalg.yield %406 : f64
    } -> tensor<4x8x64xf64>
    %322 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %321 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %323 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_6 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %324 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_5 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %325 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = math.fpowi %in, %c2_i64 : f64, i64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %326 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_4 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %327 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %326 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %328 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %327 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_3 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %330 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %329 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%87 : tensor<4x8x64xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x64xf64>
    %collapsed_123 = tensor.collapse_shape %330 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
    %331 = linalg.matmul ins(%collapsed_123, %transformer_h_0_mlp_c_fc : tensor<32x64xf64>, tensor<64x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %transposed_124 = linalg.transpose ins(%collapsed_123 : tensor<32x64xf64>) outs(%257 : tensor<64x32xf64>) permutation = [1, 0] 
    %332 = linalg.matmul ins(%transposed_124, %collapsed_42 : tensor<64x32xf64>, tensor<32x16xf64>) outs(%258 : tensor<64x16xf64>) -> tensor<64x16xf64>
    %333 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_123 : tensor<32x64xf64>) outs(%261 : tensor<1x64xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<1x64xf64>
    %collapsed_125 = tensor.collapse_shape %333 [[0, 1]] : tensor<1x64xf64> into tensor<64xf64>
    %expanded_126 = tensor.expand_shape %331 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %334 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %transformer_h_0_ln_2 : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %335 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %336 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%334 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %337 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %78 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %338 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%337 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %339 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %338 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %340 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %336 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %341 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %339 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %342 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %343 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %341 : tensor<4x8x1xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %344 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %78 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %345 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%344 : tensor<4x8x16xf64>) outs(%233 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<16xf64>
    %346 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_126 : tensor<4x8x16xf64>) outs(%233 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<16xf64>
    %347 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %343 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_127 = tensor.collapse_shape %347 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %348 = linalg.matmul ins(%collapsed_127, %transformer_h_0_attn_c_proj : tensor<32x16xf64>, tensor<16x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %transposed_128 = linalg.transpose ins(%collapsed_127 : tensor<32x16xf64>) outs(%237 : tensor<16x32xf64>) permutation = [1, 0] 
    %349 = linalg.matmul ins(%transposed_128, %collapsed_39 : tensor<16x32xf64>, tensor<32x16xf64>) outs(%278 : tensor<16x16xf64>) -> tensor<16x16xf64>
    %350 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_127 : tensor<32x16xf64>) outs(%241 : tensor<1x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<1x16xf64>
    %collapsed_129 = tensor.collapse_shape %350 [[0, 1]] : tensor<1x16xf64> into tensor<16xf64>
    %expanded_130 = tensor.expand_shape %348 [[0, 1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<32x16xf64> into tensor<4x8x4x4xf64>
    %transposed_131 = linalg.transpose ins(%expanded_130 : tensor<4x8x4x4xf64>) outs(%26 : tensor<4x4x8x4xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_132 = tensor.collapse_shape %transposed_131 [[0, 1], [2], [3]] : tensor<4x4x8x4xf64> into tensor<16x8x4xf64>
    %transposed_133 = linalg.transpose ins(%collapsed_34 : tensor<16x8x8xf64>) outs(%37 : tensor<16x8x8xf64>) permutation = [0, 2, 1] 
    %351 = linalg.batch_matmul ins(%transposed_133, %collapsed_132 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%60 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %transposed_134 = linalg.transpose ins(%collapsed_35 : tensor<16x8x4xf64>) outs(%282 : tensor<16x4x8xf64>) permutation = [0, 2, 1] 
    %352 = linalg.batch_matmul ins(%collapsed_132, %transposed_134 : tensor<16x8x4xf64>, tensor<16x4x8xf64>) outs(%38 : tensor<16x8x8xf64>) -> tensor<16x8x8xf64>
    %expanded_135 = tensor.expand_shape %351 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %expanded_136 = tensor.expand_shape %352 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf64> into tensor<4x4x8x8xf64>
    %353 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_136, %58 : tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %354 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%353 : tensor<4x4x8x8xf64>) outs(%50 : tensor<4x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x1xf64>
    %355 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %354 : tensor<4x4x8x8xf64>, tensor<4x4x8x1xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %356 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %355 : tensor<4x4x8x8xf64>, tensor<4x4x8x8xf64>) outs(%40 : tensor<4x4x8x8xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x8xf64>
    %collapsed_137 = tensor.collapse_shape %356 [[0, 1], [2], [3]] : tensor<4x4x8x8xf64> into tensor<16x8x8xf64>
    %transposed_138 = linalg.transpose ins(%collapsed_30 : tensor<16x8x4xf64>) outs(%282 : tensor<16x4x8xf64>) permutation = [0, 2, 1] 
    %357 = linalg.batch_matmul ins(%transposed_138, %collapsed_137 : tensor<16x4x8xf64>, tensor<16x8x8xf64>) outs(%288 : tensor<16x4x8xf64>) -> tensor<16x4x8xf64>
    %transposed_139 = linalg.transpose ins(%collapsed_31 : tensor<16x4x8xf64>) outs(%59 : tensor<16x8x4xf64>) permutation = [0, 2, 1] 
    %358 = linalg.batch_matmul ins(%collapsed_137, %transposed_139 : tensor<16x8x8xf64>, tensor<16x8x4xf64>) outs(%60 : tensor<16x8x4xf64>) -> tensor<16x8x4xf64>
    %expanded_140 = tensor.expand_shape %357 [[0, 1], [2], [3]] output_shape [4, 4, 4, 8] : tensor<16x4x8xf64> into tensor<4x4x4x8xf64>
    %expanded_141 = tensor.expand_shape %358 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf64> into tensor<4x4x8x4xf64>
    %359 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_140 : tensor<4x4x4x8xf64>) outs(%35 : tensor<4x4x4x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_2 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x4x8xf64>
    %360 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<4x4x8x4xf64>) outs(%26 : tensor<4x4x8x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_2 : f64
      linalg.yield %405 : f64
    } -> tensor<4x4x8x4xf64>
    %transposed_142 = linalg.transpose ins(%expanded_135 : tensor<4x4x8x4xf64>) outs(%62 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_143 = tensor.collapse_shape %transposed_142 [[0], [1], [2, 3]] : tensor<4x8x4x4xf64> into tensor<4x8x16xf64>
    %transposed_144 = linalg.transpose ins(%360 : tensor<4x4x8x4xf64>) outs(%62 : tensor<4x8x4x4xf64>) permutation = [0, 2, 1, 3] 
    %collapsed_145 = tensor.collapse_shape %transposed_144 [[0], [1], [2, 3]] : tensor<4x8x4x4xf64> into tensor<4x8x16xf64>
    %transposed_146 = linalg.transpose ins(%359 : tensor<4x4x4x8xf64>) outs(%62 : tensor<4x8x4x4xf64>) permutation = [0, 3, 1, 2] 
    %collapsed_147 = tensor.collapse_shape %transposed_146 [[0], [1], [2, 3]] : tensor<4x8x4x4xf64> into tensor<4x8x16xf64>
    %concat_148 = tensor.concat dim(2) %collapsed_145, %collapsed_147, %collapsed_143 : (tensor<4x8x16xf64>, tensor<4x8x16xf64>, tensor<4x8x16xf64>) -> tensor<4x8x48xf64>
    %collapsed_149 = tensor.collapse_shape %concat_148 [[0, 1], [2]] : tensor<4x8x48xf64> into tensor<32x48xf64>
    %361 = linalg.matmul ins(%collapsed_149, %transformer_h_0_attn_c_attn : tensor<32x48xf64>, tensor<48x16xf64>) outs(%65 : tensor<32x16xf64>) -> tensor<32x16xf64>
    %transposed_150 = linalg.transpose ins(%collapsed_149 : tensor<32x48xf64>) outs(%294 : tensor<48x32xf64>) permutation = [1, 0] 
    %362 = linalg.matmul ins(%transposed_150, %collapsed : tensor<48x32xf64>, tensor<32x16xf64>) outs(%296 : tensor<48x16xf64>) -> tensor<48x16xf64>
    %363 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_149 : tensor<32x48xf64>) outs(%299 : tensor<1x48xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<1x48xf64>
    %collapsed_151 = tensor.collapse_shape %363 [[0, 1]] : tensor<1x48xf64> into tensor<48xf64>
    %expanded_152 = tensor.expand_shape %361 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
    %364 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %transformer_h_0_ln_1 : tensor<4x8x16xf64>, tensor<16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.mulf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %366 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%364 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %17 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %368 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%367 : tensor<4x8x16xf64>) outs(%8 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %369 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %368 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %370 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %366 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %371 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %369 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.subf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %372 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<4x8x1xf64>) outs(%7 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.divf %in, %cst_13 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x1xf64>
    %373 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %371 : tensor<4x8x1xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %374 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %17 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.mulf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %375 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%374 : tensor<4x8x16xf64>) outs(%233 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<16xf64>
    %376 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_152 : tensor<4x8x16xf64>) outs(%233 : tensor<16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<16xf64>
    %377 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %373 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %378 = tensor.empty() : tensor<1x8x16xf64>
    %379 = linalg.fill ins(%cst_14 : f64) outs(%378 : tensor<1x8x16xf64>) -> tensor<1x8x16xf64>
    %380 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%377 : tensor<4x8x16xf64>) outs(%379 : tensor<1x8x16xf64>) {
    ^bb0(%in: f64, %out: f64):
      %405 = arith.addf %in, %out : f64
      linalg.yield %405 : f64
    } -> tensor<1x8x16xf64>
    %collapsed_153 = tensor.collapse_shape %380 [[0, 1], [2]] : tensor<1x8x16xf64> into tensor<8x16xf64>
    %381 = tensor.empty() : tensor<8xi1>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi64>) outs(%381 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %405 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %405 : i1
    } -> tensor<8xi1>
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi64>) outs(%381 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %405 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %405 : i1
    } -> tensor<8xi1>
    %384 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%382, %383 : tensor<8xi1>, tensor<8xi1>) outs(%381 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_162: i1, %out: i1):
      %405 = arith.andi %in, %in_162 : i1
      linalg.yield %405 : i1
    } -> tensor<8xi1>
    %385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi64>) outs(%381 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %405 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %405 : i1
    } -> tensor<8xi1>
    %386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%384, %385 : tensor<8xi1>, tensor<8xi1>) outs(%381 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_162: i1, %out: i1):
      %405 = arith.andi %in, %in_162 : i1
      linalg.yield %405 : i1
    } -> tensor<8xi1>
    %expanded_154 = tensor.expand_shape %386 [[0, 1]] output_shape [8, 1] : tensor<8xi1> into tensor<8x1xi1>
    %387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi64>) outs(%0 : tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %405 = arith.maxsi %in, %c-8_i64 : i64
      %406 = arith.minsi %405, %c7_i64 : i64
      linalg.yield %406 : i64
    } -> tensor<8xi64>
    %388 = tensor.empty() : tensor<8x1xi1>
    %389 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_154 : tensor<8x1xi1>) outs(%388 : tensor<8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %405 = arith.xori %in, %true : i1
      linalg.yield %405 : i1
    } -> tensor<8x1xi1>
    %390 = linalg.generic {indexing_maps = [#map11, #map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%389, %cst_10, %collapsed_153 : tensor<8x1xi1>, tensor<f64>, tensor<8x16xf64>) outs(%4 : tensor<8x16xf64>) {
    ^bb0(%in: i1, %in_162: f64, %in_163: f64, %out: f64):
      %405 = arith.select %in, %in_162, %in_163 : f64
      linalg.yield %405 : f64
    } -> tensor<8x16xf64>
    %expanded_155 = tensor.expand_shape %387 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_156 = tensor.expand_shape %390 [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf64> into tensor<8x1x16xf64>
    %391 = "tm_tensor.scatter"(%expanded_156, %expanded_155, %cst_15) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg55: f64, %tm1_arg56: f64):
      %tm1_600 = "arith.addf"(%tm1_arg56, %tm1_arg55) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "tm_tensor.yield"(%tm1_600) : (f64) -> ()
    }) : (tensor<8x1x16xf64>, tensor<8x1xi64>, tensor<8x16xf64>) -> tensor<8x16xf64>
    %392 = tensor.empty() : tensor<4x8xi1>
    %393 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%392 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %405 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %405 : i1
    } -> tensor<4x8xi1>
    %394 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%392 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %405 = arith.cmpi slt, %in, %c67_i64 : i64
      linalg.yield %405 : i1
    } -> tensor<4x8xi1>
    %395 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%393, %394 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%392 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_162: i1, %out: i1):
      %405 = arith.andi %in, %in_162 : i1
      linalg.yield %405 : i1
    } -> tensor<4x8xi1>
    %396 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%392 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %405 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %405 : i1
    } -> tensor<4x8xi1>
    %397 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%395, %396 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%392 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_162: i1, %out: i1):
      %405 = arith.andi %in, %in_162 : i1
      linalg.yield %405 : i1
    } -> tensor<4x8xi1>
    %expanded_157 = tensor.expand_shape %397 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %398 = tensor.empty() : tensor<4x8xi64>
    %399 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%398 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %405 = arith.maxsi %in, %c-67_i64 : i64
      %406 = arith.minsi %405, %c66_i64 : i64
      linalg.yield %406 : i64
    } -> tensor<4x8xi64>
    %400 = tensor.empty() : tensor<4x8x1xi1>
    %401 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_157 : tensor<4x8x1xi1>) outs(%400 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %405 = arith.xori %in, %true : i1
      linalg.yield %405 : i1
    } -> tensor<4x8x1xi1>
    %402 = linalg.generic {indexing_maps = [#map6, #map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %cst_10, %377 : tensor<4x8x1xi1>, tensor<f64>, tensor<4x8x16xf64>) outs(%2 : tensor<4x8x16xf64>) {
    ^bb0(%in: i1, %in_162: f64, %in_163: f64, %out: f64):
      %405 = arith.select %in, %in_162, %in_163 : f64
      linalg.yield %405 : f64
    } -> tensor<4x8x16xf64>
    %collapsed_158 = tensor.collapse_shape %399 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_159 = tensor.expand_shape %collapsed_158 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_160 = tensor.collapse_shape %402 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
    %expanded_161 = tensor.expand_shape %collapsed_160 [[0], [1, 2]] output_shape [32, 1, 16] : tensor<32x16xf64> into tensor<32x1x16xf64>
    %403 = "tm_tensor.scatter"(%expanded_161, %expanded_159, %cst_16) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm2_arg33: f64, %tm2_arg34: f64):
      %tm2_590 = "arith.addf"(%tm2_arg34, %tm2_arg33) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "tm_tensor.yield"(%tm2_590) : (f64) -> ()
    }) : (tensor<32x1x16xf64>, tensor<32x1xi64>, tensor<67x16xf64>) -> tensor<67x16xf64>
    %404 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%219, %403 : tensor<67x16xf64>, tensor<67x16xf64>) outs(%217 : tensor<67x16xf64>) {
    ^bb0(%in: f64, %in_162: f64, %out: f64):
      %405 = arith.addf %in, %in_162 : f64
      linalg.yield %405 : f64
    } -> tensor<67x16xf64>
    return %198, %404, %391, %375, %376, %362, %collapsed_151, %349, %collapsed_129, %345, %346, %332, %collapsed_125, %316, %collapsed_121, %312, %313, %297, %collapsed_117, %279, %collapsed_96, %274, %275, %259, %collapsed_92, %239, %collapsed_88, %234, %235 : tensor<f64>, tensor<67x16xf64>, tensor<8x16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<48x16xf64>, tensor<48xf64>, tensor<16x16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16xf64>, tensor<64xf64>, tensor<16x64xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<48x16xf64>, tensor<48xf64>, tensor<16x16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<64x16xf64>, tensor<64xf64>, tensor<16x64xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
  }
}
