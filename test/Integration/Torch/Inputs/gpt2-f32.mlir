// The training step of gpt2 (f32), exported by
// tools/torch-export/export.py --model gpt2 --dtype f32 (torch 2.15.0, torch-mlir 20261001).
// PyTorch's loss and gradients: gpt2-f32.ref/ (docs/TorchExport.md).
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
      %transformer_wte: tensor<67x16xf32> {ap.param} loc("transformer_wte"),
      %transformer_wpe: tensor<8x16xf32> {ap.param} loc("transformer_wpe"),
      %transformer_h_0_ln_1: tensor<16xf32> {ap.param} loc("transformer_h_0_ln_1"),
      %transformer_h_0_ln_1_bias: tensor<16xf32> {ap.param} loc("transformer_h_0_ln_1_bias"),
      %transformer_h_0_attn_c_attn: tensor<48x16xf32> {ap.param} loc("transformer_h_0_attn_c_attn"),
      %transformer_h_0_attn_c_attn_bias: tensor<48xf32> {ap.param} loc("transformer_h_0_attn_c_attn_bias"),
      %transformer_h_0_attn_c_proj: tensor<16x16xf32> {ap.param} loc("transformer_h_0_attn_c_proj"),
      %transformer_h_0_attn_c_proj_bias: tensor<16xf32> {ap.param} loc("transformer_h_0_attn_c_proj_bias"),
      %transformer_h_0_ln_2: tensor<16xf32> {ap.param} loc("transformer_h_0_ln_2"),
      %transformer_h_0_ln_2_bias: tensor<16xf32> {ap.param} loc("transformer_h_0_ln_2_bias"),
      %transformer_h_0_mlp_c_fc: tensor<64x16xf32> {ap.param} loc("transformer_h_0_mlp_c_fc"),
      %transformer_h_0_mlp_c_fc_bias: tensor<64xf32> {ap.param} loc("transformer_h_0_mlp_c_fc_bias"),
      %transformer_h_0_mlp_c_proj: tensor<16x64xf32> {ap.param} loc("transformer_h_0_mlp_c_proj"),
      %transformer_h_0_mlp_c_proj_bias: tensor<16xf32> {ap.param} loc("transformer_h_0_mlp_c_proj_bias"),
      %transformer_h_1_ln_1: tensor<16xf32> {ap.param} loc("transformer_h_1_ln_1"),
      %transformer_h_1_ln_1_bias: tensor<16xf32> {ap.param} loc("transformer_h_1_ln_1_bias"),
      %transformer_h_1_attn_c_attn: tensor<48x16xf32> {ap.param} loc("transformer_h_1_attn_c_attn"),
      %transformer_h_1_attn_c_attn_bias: tensor<48xf32> {ap.param} loc("transformer_h_1_attn_c_attn_bias"),
      %transformer_h_1_attn_c_proj: tensor<16x16xf32> {ap.param} loc("transformer_h_1_attn_c_proj"),
      %transformer_h_1_attn_c_proj_bias: tensor<16xf32> {ap.param} loc("transformer_h_1_attn_c_proj_bias"),
      %transformer_h_1_ln_2: tensor<16xf32> {ap.param} loc("transformer_h_1_ln_2"),
      %transformer_h_1_ln_2_bias: tensor<16xf32> {ap.param} loc("transformer_h_1_ln_2_bias"),
      %transformer_h_1_mlp_c_fc: tensor<64x16xf32> {ap.param} loc("transformer_h_1_mlp_c_fc"),
      %transformer_h_1_mlp_c_fc_bias: tensor<64xf32> {ap.param} loc("transformer_h_1_mlp_c_fc_bias"),
      %transformer_h_1_mlp_c_proj: tensor<16x64xf32> {ap.param} loc("transformer_h_1_mlp_c_proj"),
      %transformer_h_1_mlp_c_proj_bias: tensor<16xf32> {ap.param} loc("transformer_h_1_mlp_c_proj_bias"),
      %transformer_ln_f: tensor<16xf32> {ap.param} loc("transformer_ln_f"),
      %transformer_ln_f_bias: tensor<16xf32> {ap.param} loc("transformer_ln_f_bias"))
      -> (tensor<f32>,
          tensor<67x16xf32> {ap.grad_of = 2 : i64},
          tensor<8x16xf32> {ap.grad_of = 3 : i64},
          tensor<16xf32> {ap.grad_of = 4 : i64},
          tensor<16xf32> {ap.grad_of = 5 : i64},
          tensor<48x16xf32> {ap.grad_of = 6 : i64},
          tensor<48xf32> {ap.grad_of = 7 : i64},
          tensor<16x16xf32> {ap.grad_of = 8 : i64},
          tensor<16xf32> {ap.grad_of = 9 : i64},
          tensor<16xf32> {ap.grad_of = 10 : i64},
          tensor<16xf32> {ap.grad_of = 11 : i64},
          tensor<64x16xf32> {ap.grad_of = 12 : i64},
          tensor<64xf32> {ap.grad_of = 13 : i64},
          tensor<16x64xf32> {ap.grad_of = 14 : i64},
          tensor<16xf32> {ap.grad_of = 15 : i64},
          tensor<16xf32> {ap.grad_of = 16 : i64},
          tensor<16xf32> {ap.grad_of = 17 : i64},
          tensor<48x16xf32> {ap.grad_of = 18 : i64},
          tensor<48xf32> {ap.grad_of = 19 : i64},
          tensor<16x16xf32> {ap.grad_of = 20 : i64},
          tensor<16xf32> {ap.grad_of = 21 : i64},
          tensor<16xf32> {ap.grad_of = 22 : i64},
          tensor<16xf32> {ap.grad_of = 23 : i64},
          tensor<64x16xf32> {ap.grad_of = 24 : i64},
          tensor<64xf32> {ap.grad_of = 25 : i64},
          tensor<16x64xf32> {ap.grad_of = 26 : i64},
          tensor<16xf32> {ap.grad_of = 27 : i64},
          tensor<16xf32> {ap.grad_of = 28 : i64},
          tensor<16xf32> {ap.grad_of = 29 : i64}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x67xf32>
    %c8 = arith.constant 8 : index
    %c67 = arith.constant 67 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 0.70710678118654757 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 4.471500e-02 : f64
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<4x4x8x8xf32>
    %cst_11 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_12 = arith.constant 1.600000e+01 : f64
    %cst_13 = arith.constant 1.600000e+01 : f32
    %cst_14 = arith.constant 5.000000e-01 : f32
    %cst_15 = arith.constant 1.000000e+00 : f32
    %cst_16 = arith.constant 3.000000e+00 : f32
    %c66_i64 = arith.constant 66 : i64
    %c-67_i64 = arith.constant -67 : i64
    %c7_i64 = arith.constant 7 : i64
    %c-8_i64 = arith.constant -8 : i64
    %c67_i64 = arith.constant 67 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c32 = arith.constant 32 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_17 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<8x16xf32>
    %cst_19 = arith.constant dense<0.000000e+00> : tensor<67x16xf32>
    %cst_20 = arith.constant -1.000000e+00 : f32
    %cst_21 = arith.constant dense<1> : tensor<i64>
    %cst_22 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %433 = linalg.index 0 : index
      %434 = arith.index_cast %433 : index to i64
      linalg.yield %434 : i64
    } -> tensor<8xi64>
    %2 = tensor.empty() : tensor<4x8x16xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %433 = arith.index_cast %in : i64 to index
      %434 = linalg.index 2 : index
      %435 = arith.cmpi slt, %433, %c67 : index
      cf.assert %435, "index must be smaller than dim size"
      %436 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %436, "index must be larger or equal to 0"
      %extracted = tensor.extract %transformer_wte[%433, %434] : tensor<67x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x16xf32>
    %4 = tensor.empty() : tensor<8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %433 = arith.index_cast %in : i64 to index
      %434 = linalg.index 1 : index
      %435 = arith.cmpi slt, %433, %c8 : index
      cf.assert %435, "index must be smaller than dim size"
      %436 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %436, "index must be larger or equal to 0"
      %extracted = tensor.extract %transformer_wpe[%433, %434] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %5 : tensor<4x8x16xf32>, tensor<8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %7 = tensor.empty() : tensor<4x8x16xf64>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<4x8x16xf32>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %433 = arith.extf %in : f32 to f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %9 = tensor.empty() : tensor<4x8x1xf64>
    %10 = linalg.fill ins(%cst_0 : f64) outs(%9 : tensor<4x8x1xf64>) -> tensor<4x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<4x8x16xf64>) outs(%10 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.addf %in, %out : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<4x8x1xf64>) outs(%9 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.divf %in, %cst_12 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %13 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %433 = arith.subf %in, %in_165 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %433 = arith.mulf %in, %in_165 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<4x8x16xf64>) outs(%10 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.addf %in, %out : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<4x8x1xf64>) outs(%9 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.divf %in, %cst_12 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %17 = tensor.empty() : tensor<4x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<4x8x1xf64>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %433 = arith.truncf %in : f64 to f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %19 = linalg.fill ins(%cst_17 : f32) outs(%17 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.divf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_2 : f64 to f32
      %434 = arith.addf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.rsqrt %in : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %transformer_h_0_ln_1 : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %transformer_h_0_ln_1_bias : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %28 = tensor.empty() : tensor<16x48xf32>
    %transposed = linalg.transpose ins(%transformer_h_0_attn_c_attn : tensor<48x16xf32>) outs(%28 : tensor<16x48xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %27 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %29 = tensor.empty() : tensor<32x48xf32>
    %30 = linalg.fill ins(%cst_17 : f32) outs(%29 : tensor<32x48xf32>) -> tensor<32x48xf32>
    %31 = linalg.matmul ins(%collapsed, %transposed : tensor<32x16xf32>, tensor<16x48xf32>) outs(%30 : tensor<32x48xf32>) -> tensor<32x48xf32>
    %32 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_attn_c_attn_bias : tensor<48xf32>) outs(%29 : tensor<32x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x48xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %32 : tensor<32x48xf32>, tensor<32x48xf32>) outs(%29 : tensor<32x48xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x48xf32>
    %expanded = tensor.expand_shape %33 [[0, 1], [2]] output_shape [4, 8, 48] : tensor<32x48xf32> into tensor<4x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf32> to tensor<4x8x16xf32>
    %extracted_slice_23 = tensor.extract_slice %expanded[0, 0, 16] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf32> to tensor<4x8x16xf32>
    %extracted_slice_24 = tensor.extract_slice %expanded[0, 0, 32] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf32> to tensor<4x8x16xf32>
    %expanded_25 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf32> into tensor<4x8x4x4xf32>
    %expanded_26 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf32> into tensor<4x8x4x4xf32>
    %34 = tensor.empty() : tensor<4x4x8x4xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<4x8x4x4xf32>) outs(%34 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_28 = tensor.expand_shape %extracted_slice_24 [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf32> into tensor<4x8x4x4xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<4x8x4x4xf32>) outs(%34 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %35 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<4x4x8x4xf32>) outs(%34 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_3 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x4x8x4xf32>
    %expanded_30 = tensor.expand_shape %1 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_31 = tensor.expand_shape %1 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %36 = tensor.empty() : tensor<8x8xi64>
    %37 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_30, %expanded_31 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%36 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_165: i64, %out: i64):
      %433 = arith.subi %in, %in_165 : i64
      linalg.yield %433 : i64
    } -> tensor<8x8xi64>
    %38 = tensor.empty() : tensor<8x8xi1>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<8x8xi64>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %433 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %433 : i1
    } -> tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_7 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %433 = arith.andi %in, %in_165 : i1
      linalg.yield %433 : i1
    } -> tensor<8x8xi1>
    %41 = tensor.empty() : tensor<8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map4, #map12, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_9, %cst_8 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%41 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %433 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %433 : f32
    } -> tensor<8x8xf32>
    %43 = tensor.empty() : tensor<4x4x4x8xf32>
    %transposed_32 = linalg.transpose ins(%expanded_25 : tensor<4x8x4x4xf32>) outs(%43 : tensor<4x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %44 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_32 : tensor<4x4x4x8xf32>) outs(%43 : tensor<4x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_3 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x4x4x8xf32>
    %collapsed_33 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %collapsed_34 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<4x4x4x8xf32> into tensor<16x4x8xf32>
    %45 = tensor.empty() : tensor<16x8x8xf32>
    %46 = linalg.fill ins(%cst_17 : f32) outs(%45 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %47 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<16x8x4xf32>, tensor<16x4x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_35 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %48 = tensor.empty() : tensor<4x4x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35, %42 : tensor<4x4x8x8xf32>, tensor<8x8xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %50 = tensor.empty() : tensor<4x4x8xi64>
    %51 = linalg.fill ins(%c0_i64 : i64) outs(%50 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %52 = tensor.empty() : tensor<4x4x8xf32>
    %53 = linalg.fill ins(%cst_1 : f32) outs(%52 : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %54:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<4x4x8x8xf32>) outs(%53, %51 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_165: i64):
      %433 = linalg.index 3 : index
      %434 = arith.index_cast %433 : index to i64
      %435 = arith.maximumf %in, %out : f32
      %436 = arith.cmpf ogt, %in, %out : f32
      %437 = arith.select %436, %434, %out_165 : i64
      linalg.yield %435, %437 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_36 = tensor.expand_shape %54#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_36 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<4x4x8x8xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.exp %in : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %57 = tensor.empty() : tensor<4x4x8x1xf32>
    %58 = linalg.fill ins(%cst_17 : f32) outs(%57 : tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<4x4x8x8xf32>) outs(%58 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.divf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %61 = tensor.empty() : tensor<4x4x8x8xi1>
    %62 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %433 = arith.extf %in : f32 to f64
      %434 = arith.cmpf oeq, %433, %cst_4 : f64
      linalg.yield %434 : i1
    } -> tensor<4x4x8x8xi1>
    %63 = tensor.empty() : tensor<4x4x8x1xi1>
    %64 = linalg.fill ins(%true : i1) outs(%63 : tensor<4x4x8x1xi1>) -> tensor<4x4x8x1xi1>
    %65 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<4x4x8x8xi1>) outs(%64 : tensor<4x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %433 = arith.andi %in, %out : i1
      linalg.yield %433 : i1
    } -> tensor<4x4x8x1xi1>
    %66 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %cst_10, %60 : tensor<4x4x8x1xi1>, tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %433 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_37 = tensor.collapse_shape %66 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %67 = tensor.empty() : tensor<16x8x4xf32>
    %68 = linalg.fill ins(%cst_17 : f32) outs(%67 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %69 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%68 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %expanded_39 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %70 = tensor.empty() : tensor<4x8x4x4xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<4x4x8x4xf32>) outs(%70 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %71 = tensor.empty() : tensor<16x16xf32>
    %transposed_41 = linalg.transpose ins(%transformer_h_0_attn_c_proj : tensor<16x16xf32>) outs(%71 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2, 3]] : tensor<4x8x4x4xf32> into tensor<32x16xf32>
    %72 = tensor.empty() : tensor<32x16xf32>
    %73 = linalg.fill ins(%cst_17 : f32) outs(%72 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %74 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %75 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_attn_c_proj_bias : tensor<16xf32>) outs(%72 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%72 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x16xf32>
    %expanded_43 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_43 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<4x8x16xf32>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %433 = arith.extf %in : f32 to f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %79 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<4x8x16xf64>) outs(%10 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.addf %in, %out : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<4x8x1xf64>) outs(%9 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.divf %in, %cst_12 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %81 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %80 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %433 = arith.subf %in, %in_165 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %82 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %81 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %433 = arith.mulf %in, %in_165 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %83 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<4x8x16xf64>) outs(%10 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.addf %in, %out : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<4x8x1xf64>) outs(%9 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.divf %in, %cst_12 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<4x8x1xf64>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %433 = arith.truncf %in : f64 to f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.divf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_2 : f64 to f32
      %434 = arith.addf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.rsqrt %in : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %87 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %89 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %transformer_h_0_ln_2 : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %transformer_h_0_ln_2_bias : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %94 = tensor.empty() : tensor<16x64xf32>
    %transposed_44 = linalg.transpose ins(%transformer_h_0_mlp_c_fc : tensor<64x16xf32>) outs(%94 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %95 = tensor.empty() : tensor<32x64xf32>
    %96 = linalg.fill ins(%cst_17 : f32) outs(%95 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %97 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%96 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %98 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_mlp_c_fc_bias : tensor<64xf32>) outs(%95 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %99 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%97, %98 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%95 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x64xf32>
    %expanded_46 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %100 = tensor.empty() : tensor<4x8x64xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_14 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %102 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_5 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x64xf32>
    %104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %103 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_6 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x64xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.tanh %in : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %cst_15 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %108 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %107 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %109 = tensor.empty() : tensor<64x16xf32>
    %transposed_47 = linalg.transpose ins(%transformer_h_0_mlp_c_proj : tensor<16x64xf32>) outs(%109 : tensor<64x16xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %108 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %110 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<32x64xf32>, tensor<64x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %111 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_mlp_c_proj_bias : tensor<16xf32>) outs(%72 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%110, %111 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%72 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x16xf32>
    %expanded_49 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_49 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<4x8x16xf32>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %433 = arith.extf %in : f32 to f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %115 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<4x8x16xf64>) outs(%10 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.addf %in, %out : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %116 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<4x8x1xf64>) outs(%9 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.divf %in, %cst_12 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %117 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %116 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %433 = arith.subf %in, %in_165 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %118 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %117 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %433 = arith.mulf %in, %in_165 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %119 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<4x8x16xf64>) outs(%10 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.addf %in, %out : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %120 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<4x8x1xf64>) outs(%9 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.divf %in, %cst_12 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<4x8x1xf64>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %433 = arith.truncf %in : f64 to f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.divf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_2 : f64 to f32
      %434 = arith.addf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.rsqrt %in : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %123 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %125 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %transformer_h_1_ln_1 : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %transformer_h_1_ln_1_bias : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %transposed_50 = linalg.transpose ins(%transformer_h_1_attn_c_attn : tensor<48x16xf32>) outs(%28 : tensor<16x48xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %129 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %130 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<32x16xf32>, tensor<16x48xf32>) outs(%30 : tensor<32x48xf32>) -> tensor<32x48xf32>
    %131 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_attn_c_attn_bias : tensor<48xf32>) outs(%29 : tensor<32x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x48xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%130, %131 : tensor<32x48xf32>, tensor<32x48xf32>) outs(%29 : tensor<32x48xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x48xf32>
    %expanded_52 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [4, 8, 48] : tensor<32x48xf32> into tensor<4x8x48xf32>
    %extracted_slice_53 = tensor.extract_slice %expanded_52[0, 0, 0] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf32> to tensor<4x8x16xf32>
    %extracted_slice_54 = tensor.extract_slice %expanded_52[0, 0, 16] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf32> to tensor<4x8x16xf32>
    %extracted_slice_55 = tensor.extract_slice %expanded_52[0, 0, 32] [4, 8, 16] [1, 1, 1] : tensor<4x8x48xf32> to tensor<4x8x16xf32>
    %expanded_56 = tensor.expand_shape %extracted_slice_54 [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf32> into tensor<4x8x4x4xf32>
    %expanded_57 = tensor.expand_shape %extracted_slice_53 [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf32> into tensor<4x8x4x4xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<4x8x4x4xf32>) outs(%34 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_59 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<4x8x16xf32> into tensor<4x8x4x4xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<4x8x4x4xf32>) outs(%34 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %133 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_58 : tensor<4x4x8x4xf32>) outs(%34 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_3 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x4x8x4xf32>
    %transposed_61 = linalg.transpose ins(%expanded_56 : tensor<4x8x4x4xf32>) outs(%43 : tensor<4x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %134 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_61 : tensor<4x4x4x8xf32>) outs(%43 : tensor<4x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_3 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x4x4x8xf32>
    %collapsed_62 = tensor.collapse_shape %133 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %collapsed_63 = tensor.collapse_shape %134 [[0, 1], [2], [3]] : tensor<4x4x4x8xf32> into tensor<16x4x8xf32>
    %135 = linalg.batch_matmul ins(%collapsed_62, %collapsed_63 : tensor<16x8x4xf32>, tensor<16x4x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_64 = tensor.expand_shape %135 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %136 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_64, %42 : tensor<4x4x8x8xf32>, tensor<8x8xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %137:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<4x4x8x8xf32>) outs(%53, %51 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_165: i64):
      %433 = linalg.index 3 : index
      %434 = arith.index_cast %433 : index to i64
      %435 = arith.maximumf %in, %out : f32
      %436 = arith.cmpf ogt, %in, %out : f32
      %437 = arith.select %436, %434, %out_165 : i64
      linalg.yield %435, %437 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_65 = tensor.expand_shape %137#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_65 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<4x4x8x8xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.exp %in : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %140 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%139 : tensor<4x4x8x8xf32>) outs(%58 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %140 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.divf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %142 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %433 = arith.extf %in : f32 to f64
      %434 = arith.cmpf oeq, %433, %cst_4 : f64
      linalg.yield %434 : i1
    } -> tensor<4x4x8x8xi1>
    %143 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%142 : tensor<4x4x8x8xi1>) outs(%64 : tensor<4x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %433 = arith.andi %in, %out : i1
      linalg.yield %433 : i1
    } -> tensor<4x4x8x1xi1>
    %144 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %cst_10, %141 : tensor<4x4x8x1xi1>, tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %433 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_66 = tensor.collapse_shape %144 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_67 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %145 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%68 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %expanded_68 = tensor.expand_shape %145 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<4x4x8x4xf32>) outs(%70 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%transformer_h_1_attn_c_proj : tensor<16x16xf32>) outs(%71 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %transposed_69 [[0, 1], [2, 3]] : tensor<4x8x4x4xf32> into tensor<32x16xf32>
    %146 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %147 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_attn_c_proj_bias : tensor<16xf32>) outs(%72 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%146, %147 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%72 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x16xf32>
    %expanded_72 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %expanded_72 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<4x8x16xf32>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %433 = arith.extf %in : f32 to f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %151 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<4x8x16xf64>) outs(%10 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.addf %in, %out : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<4x8x1xf64>) outs(%9 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.divf %in, %cst_12 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %153 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %152 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %433 = arith.subf %in, %in_165 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %154 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %153 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %433 = arith.mulf %in, %in_165 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %155 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<4x8x16xf64>) outs(%10 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.addf %in, %out : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<4x8x1xf64>) outs(%9 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.divf %in, %cst_12 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<4x8x1xf64>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %433 = arith.truncf %in : f64 to f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %158 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.divf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_2 : f64 to f32
      %434 = arith.addf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.rsqrt %in : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %159 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %163 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %161 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %transformer_h_1_ln_2 : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %165 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %transformer_h_1_ln_2_bias : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %transposed_73 = linalg.transpose ins(%transformer_h_1_mlp_c_fc : tensor<64x16xf32>) outs(%94 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %165 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %166 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<32x16xf32>, tensor<16x64xf32>) outs(%96 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %167 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_mlp_c_fc_bias : tensor<64xf32>) outs(%95 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%166, %167 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%95 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x64xf32>
    %expanded_75 = tensor.expand_shape %168 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_14 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_5 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x64xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %171 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_6 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x64xf32>
    %174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.tanh %in : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %cst_15 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %175 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %transposed_76 = linalg.transpose ins(%transformer_h_1_mlp_c_proj : tensor<16x64xf32>) outs(%109 : tensor<64x16xf32>) permutation = [1, 0] 
    %collapsed_77 = tensor.collapse_shape %176 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %177 = linalg.matmul ins(%collapsed_77, %transposed_76 : tensor<32x64xf32>, tensor<64x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %178 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_mlp_c_proj_bias : tensor<16xf32>) outs(%72 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%177, %178 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%72 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x16xf32>
    %expanded_78 = tensor.expand_shape %179 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %180 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %expanded_78 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<4x8x16xf32>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %433 = arith.extf %in : f32 to f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %182 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%181 : tensor<4x8x16xf64>) outs(%10 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.addf %in, %out : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<4x8x1xf64>) outs(%9 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.divf %in, %cst_12 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %184 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %183 : tensor<4x8x16xf64>, tensor<4x8x1xf64>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %433 = arith.subf %in, %in_165 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %185 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %184 : tensor<4x8x16xf64>, tensor<4x8x16xf64>) outs(%7 : tensor<4x8x16xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %433 = arith.mulf %in, %in_165 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x16xf64>
    %186 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<4x8x16xf64>) outs(%10 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.addf %in, %out : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<4x8x1xf64>) outs(%9 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %433 = arith.divf %in, %cst_12 : f64
      linalg.yield %433 : f64
    } -> tensor<4x8x1xf64>
    %188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<4x8x1xf64>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %433 = arith.truncf %in : f64 to f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %189 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%180 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.divf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_2 : f64 to f32
      %434 = arith.addf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x1xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.rsqrt %in : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %193 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %190 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %192 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %195 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %transformer_ln_f : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %196 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %transformer_ln_f_bias : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %197 = tensor.empty() : tensor<16x67xf32>
    %transposed_79 = linalg.transpose ins(%transformer_wte : tensor<67x16xf32>) outs(%197 : tensor<16x67xf32>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %196 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %198 = tensor.empty() : tensor<32x67xf32>
    %199 = linalg.fill ins(%cst_17 : f32) outs(%198 : tensor<32x67xf32>) -> tensor<32x67xf32>
    %200 = linalg.matmul ins(%collapsed_80, %transposed_79 : tensor<32x16xf32>, tensor<16x67xf32>) outs(%199 : tensor<32x67xf32>) -> tensor<32x67xf32>
    %collapsed_81 = tensor.collapse_shape %targets [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %201 = tensor.empty() : tensor<32xi64>
    %202 = linalg.fill ins(%c0_i64 : i64) outs(%201 : tensor<32xi64>) -> tensor<32xi64>
    %203 = tensor.empty() : tensor<32xf32>
    %204 = linalg.fill ins(%cst_1 : f32) outs(%203 : tensor<32xf32>) -> tensor<32xf32>
    %205:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%200 : tensor<32x67xf32>) outs(%204, %202 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_165: i64):
      %433 = linalg.index 1 : index
      %434 = arith.index_cast %433 : index to i64
      %435 = arith.maximumf %in, %out : f32
      %436 = arith.cmpf ogt, %in, %out : f32
      %437 = arith.select %436, %434, %out_165 : i64
      linalg.yield %435, %437 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_82 = tensor.expand_shape %205#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %206 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%200, %expanded_82 : tensor<32x67xf32>, tensor<32x1xf32>) outs(%198 : tensor<32x67xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x67xf32>
    %207 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%206 : tensor<32x67xf32>) outs(%198 : tensor<32x67xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.exp %in : f32
      linalg.yield %433 : f32
    } -> tensor<32x67xf32>
    %208 = tensor.empty() : tensor<32x1xf32>
    %209 = linalg.fill ins(%cst_17 : f32) outs(%208 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%207 : tensor<32x67xf32>) outs(%209 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<32x1xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%210 : tensor<32x1xf32>) outs(%208 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.log %in : f32
      linalg.yield %433 : f32
    } -> tensor<32x1xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%206, %211 : tensor<32x67xf32>, tensor<32x1xf32>) outs(%198 : tensor<32x67xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x67xf32>
    %213 = tensor.empty() : tensor<32xi1>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_81 : tensor<32xi64>) outs(%213 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %433 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %433 : i1
    } -> tensor<32xi1>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%214, %collapsed_81, %cst_22 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%201 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_165: i64, %in_166: i64, %out: i64):
      %433 = arith.select %in, %in_165, %in_166 : i64
      linalg.yield %433 : i64
    } -> tensor<32xi64>
    %expanded_83 = tensor.expand_shape %215 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %216 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_83 : tensor<32x1xi64>) outs(%209 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %433 = linalg.index 0 : index
      %434 = arith.index_cast %in : i64 to index
      %435 = arith.cmpi slt, %434, %c67 : index
      cf.assert %435, "index must be smaller than dim size"
      %436 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %436, "index must be larger or equal to 0"
      %extracted = tensor.extract %212[%433, %434] : tensor<32x67xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_84 = tensor.collapse_shape %216 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_84 : tensor<32xf32>) outs(%203 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.negf %in : f32
      linalg.yield %433 : f32
    } -> tensor<32xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%214, %217, %cst_9 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%203 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %433 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %433 : f32
    } -> tensor<32xf32>
    %219 = tensor.empty() : tensor<i64>
    %220 = linalg.fill ins(%c0_i64 : i64) outs(%219 : tensor<i64>) -> tensor<i64>
    %221 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%214 : tensor<32xi1>) outs(%220 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %433 = arith.extui %in : i1 to i64
      %434 = arith.addi %433, %out : i64
      linalg.yield %434 : i64
    } -> tensor<i64>
    %222 = tensor.empty() : tensor<f32>
    %223 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%221 : tensor<i64>) outs(%222 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %433 = arith.sitofp %in : i64 to f32
      linalg.yield %433 : f32
    } -> tensor<f32>
    %224 = linalg.fill ins(%cst_17 : f32) outs(%222 : tensor<f32>) -> tensor<f32>
    %225 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%218 : tensor<32xf32>) outs(%224 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<f32>
    %226 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%225, %223 : tensor<f32>, tensor<f32>) outs(%222 : tensor<f32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.divf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<f32>
    %227 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_11, %223 : tensor<f32>, tensor<f32>) outs(%222 : tensor<f32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.divf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<f32>
    %expanded_85 = tensor.expand_shape %collapsed_81 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %228 = tensor.empty() : tensor<32x1xi1>
    %229 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_85 : tensor<32x1xi64>) outs(%228 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %433 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %433 : i1
    } -> tensor<32x1xi1>
    %230 = tensor.empty() : tensor<32x1xi64>
    %231 = linalg.generic {indexing_maps = [#map4, #map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%229, %expanded_85, %cst_22 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%230 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_165: i64, %in_166: i64, %out: i64):
      %433 = arith.select %in, %in_165, %in_166 : i64
      linalg.yield %433 : i64
    } -> tensor<32x1xi64>
    %232 = linalg.fill ins(%c0_i64 : i64) outs(%230 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %233 = linalg.fill ins(%cst_17 : f32) outs(%203 : tensor<32xf32>) -> tensor<32xf32>
    %234:3 = linalg.generic {indexing_maps = [#map18, #map18, #map], iterator_types = ["parallel"]} outs(%232, %232, %233 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) {
    ^bb0(%out: i64, %out_165: i64, %out_166: f32):
      %433 = linalg.index 0 : index
      %434 = arith.remsi %433, %c32 : index
      %extracted = tensor.extract %231[%434, %c0] : tensor<32x1xi64>
      %435 = arith.index_cast %434 : index to i64
      linalg.yield %435, %extracted, %cst_20 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>)
    %235 = tensor.empty() : tensor<32x2xi64>
    %236 = linalg.fill ins(%c0_i64 : i64) outs(%235 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %234#0 into %236[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_86 = tensor.insert_slice %234#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %237 = "tm_tensor.scatter"(%234#2, %inserted_slice_86, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg537: f32, %tm0_arg538: f32):
      "tm_tensor.yield"(%tm0_arg537) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32x2xi64>, tensor<32x67xf32>) -> tensor<32x67xf32>
    %238 = linalg.generic {indexing_maps = [#map4, #map12, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%229, %227, %cst_9 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%208 : tensor<32x1xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %433 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %433 : f32
    } -> tensor<32x1xf32>
    %239 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%237, %238 : tensor<32x67xf32>, tensor<32x1xf32>) outs(%198 : tensor<32x67xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x67xf32>
    %240 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%212 : tensor<32x67xf32>) outs(%198 : tensor<32x67xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.exp %in : f32
      linalg.yield %433 : f32
    } -> tensor<32x67xf32>
    %241 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%239 : tensor<32x67xf32>) outs(%209 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<32x1xf32>
    %242 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%240, %241 : tensor<32x67xf32>, tensor<32x1xf32>) outs(%198 : tensor<32x67xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x67xf32>
    %243 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%239, %242 : tensor<32x67xf32>, tensor<32x67xf32>) outs(%198 : tensor<32x67xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<32x67xf32>
    %244 = tensor.empty() : tensor<67x32xf32>
    %transposed_87 = linalg.transpose ins(%243 : tensor<32x67xf32>) outs(%244 : tensor<67x32xf32>) permutation = [1, 0] 
    %245 = tensor.empty() : tensor<67x16xf32>
    %246 = linalg.fill ins(%cst_17 : f32) outs(%245 : tensor<67x16xf32>) -> tensor<67x16xf32>
    %247 = linalg.matmul ins(%transposed_87, %collapsed_80 : tensor<67x32xf32>, tensor<32x16xf32>) outs(%246 : tensor<67x16xf32>) -> tensor<67x16xf32>
    %248 = linalg.matmul ins(%243, %transformer_wte : tensor<32x67xf32>, tensor<67x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_88 = tensor.expand_shape %248 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %249 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %transformer_ln_f : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %251 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %252 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %194 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %253 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%252 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %254 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %253 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %255 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %251 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %256 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %254 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %257 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.divf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %258 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %256 : tensor<4x8x1xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %259 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %194 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %260 = tensor.empty() : tensor<16xf32>
    %261 = linalg.fill ins(%cst_17 : f32) outs(%260 : tensor<16xf32>) -> tensor<16xf32>
    %262 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%259 : tensor<4x8x16xf32>) outs(%261 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<16xf32>
    %263 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_88 : tensor<4x8x16xf32>) outs(%261 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<16xf32>
    %collapsed_89 = tensor.collapse_shape %258 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %264 = linalg.matmul ins(%collapsed_89, %transformer_h_1_mlp_c_proj : tensor<32x16xf32>, tensor<16x64xf32>) outs(%96 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %265 = tensor.empty() : tensor<16x32xf32>
    %transposed_90 = linalg.transpose ins(%collapsed_89 : tensor<32x16xf32>) outs(%265 : tensor<16x32xf32>) permutation = [1, 0] 
    %266 = linalg.fill ins(%cst_17 : f32) outs(%94 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %267 = linalg.matmul ins(%transposed_90, %collapsed_77 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%266 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %268 = tensor.empty() : tensor<1x16xf32>
    %269 = linalg.fill ins(%cst_17 : f32) outs(%268 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %270 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_89 : tensor<32x16xf32>) outs(%269 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<1x16xf32>
    %collapsed_91 = tensor.collapse_shape %270 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_92 = tensor.expand_shape %264 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %271 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %169 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %175 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %273 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %174 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %274 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %273 : tensor<i64>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: i64, %in_165: f32, %out: f32):
      %433 = arith.sitofp %in : i64 to f32
      %434 = arith.subf %433, %in_165 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x64xf32>
    %275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %274 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %276 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_6 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x64xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_5 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x64xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_16 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %280 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %279 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %280 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_14 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %283 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %282 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %collapsed_93 = tensor.collapse_shape %283 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %284 = linalg.matmul ins(%collapsed_93, %transformer_h_1_mlp_c_fc : tensor<32x64xf32>, tensor<64x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %285 = tensor.empty() : tensor<64x32xf32>
    %transposed_94 = linalg.transpose ins(%collapsed_93 : tensor<32x64xf32>) outs(%285 : tensor<64x32xf32>) permutation = [1, 0] 
    %286 = linalg.fill ins(%cst_17 : f32) outs(%109 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %287 = linalg.matmul ins(%transposed_94, %collapsed_74 : tensor<64x32xf32>, tensor<32x16xf32>) outs(%286 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %288 = tensor.empty() : tensor<1x64xf32>
    %289 = linalg.fill ins(%cst_17 : f32) outs(%288 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %290 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_93 : tensor<32x64xf32>) outs(%289 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<1x64xf32>
    %collapsed_95 = tensor.collapse_shape %290 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_96 = tensor.expand_shape %284 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %transformer_h_1_ln_2 : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%291 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %163 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %295 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%294 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %296 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %295 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %297 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %293 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %296 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.divf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %300 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %298 : tensor<4x8x1xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %301 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %163 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%301 : tensor<4x8x16xf32>) outs(%261 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<16xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_96 : tensor<4x8x16xf32>) outs(%261 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<16xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %300 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_97 = tensor.collapse_shape %304 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %305 = linalg.matmul ins(%collapsed_97, %transformer_h_1_attn_c_proj : tensor<32x16xf32>, tensor<16x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %transposed_98 = linalg.transpose ins(%collapsed_97 : tensor<32x16xf32>) outs(%265 : tensor<16x32xf32>) permutation = [1, 0] 
    %306 = linalg.fill ins(%cst_17 : f32) outs(%71 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %307 = linalg.matmul ins(%transposed_98, %collapsed_71 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%306 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %308 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_97 : tensor<32x16xf32>) outs(%269 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<1x16xf32>
    %collapsed_99 = tensor.collapse_shape %308 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_100 = tensor.expand_shape %305 [[0, 1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<32x16xf32> into tensor<4x8x4x4xf32>
    %transposed_101 = linalg.transpose ins(%expanded_100 : tensor<4x8x4x4xf32>) outs(%34 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_102 = tensor.collapse_shape %transposed_101 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %transposed_103 = linalg.transpose ins(%collapsed_66 : tensor<16x8x8xf32>) outs(%45 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %309 = linalg.batch_matmul ins(%transposed_103, %collapsed_102 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%68 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %310 = tensor.empty() : tensor<16x4x8xf32>
    %transposed_104 = linalg.transpose ins(%collapsed_67 : tensor<16x8x4xf32>) outs(%310 : tensor<16x4x8xf32>) permutation = [0, 2, 1] 
    %311 = linalg.batch_matmul ins(%collapsed_102, %transposed_104 : tensor<16x8x4xf32>, tensor<16x4x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_105 = tensor.expand_shape %309 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %expanded_106 = tensor.expand_shape %311 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %312 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106, %144 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %313 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%312 : tensor<4x4x8x8xf32>) outs(%58 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x1xf32>
    %314 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %313 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %315 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %314 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_107 = tensor.collapse_shape %315 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_108 = linalg.transpose ins(%collapsed_62 : tensor<16x8x4xf32>) outs(%310 : tensor<16x4x8xf32>) permutation = [0, 2, 1] 
    %316 = linalg.fill ins(%cst_17 : f32) outs(%310 : tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %317 = linalg.batch_matmul ins(%transposed_108, %collapsed_107 : tensor<16x4x8xf32>, tensor<16x8x8xf32>) outs(%316 : tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %transposed_109 = linalg.transpose ins(%collapsed_63 : tensor<16x4x8xf32>) outs(%67 : tensor<16x8x4xf32>) permutation = [0, 2, 1] 
    %318 = linalg.batch_matmul ins(%collapsed_107, %transposed_109 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%68 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %expanded_110 = tensor.expand_shape %317 [[0, 1], [2], [3]] output_shape [4, 4, 4, 8] : tensor<16x4x8xf32> into tensor<4x4x4x8xf32>
    %expanded_111 = tensor.expand_shape %318 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %319 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110 : tensor<4x4x4x8xf32>) outs(%43 : tensor<4x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_3 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x4x4x8xf32>
    %320 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_111 : tensor<4x4x8x4xf32>) outs(%34 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_3 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x4x8x4xf32>
    %transposed_112 = linalg.transpose ins(%expanded_105 : tensor<4x4x8x4xf32>) outs(%70 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_113 = tensor.collapse_shape %transposed_112 [[0], [1], [2, 3]] : tensor<4x8x4x4xf32> into tensor<4x8x16xf32>
    %transposed_114 = linalg.transpose ins(%320 : tensor<4x4x8x4xf32>) outs(%70 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_115 = tensor.collapse_shape %transposed_114 [[0], [1], [2, 3]] : tensor<4x8x4x4xf32> into tensor<4x8x16xf32>
    %transposed_116 = linalg.transpose ins(%319 : tensor<4x4x4x8xf32>) outs(%70 : tensor<4x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_117 = tensor.collapse_shape %transposed_116 [[0], [1], [2, 3]] : tensor<4x8x4x4xf32> into tensor<4x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_115, %collapsed_117, %collapsed_113 : (tensor<4x8x16xf32>, tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x48xf32>
    %collapsed_118 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<4x8x48xf32> into tensor<32x48xf32>
    %321 = linalg.matmul ins(%collapsed_118, %transformer_h_1_attn_c_attn : tensor<32x48xf32>, tensor<48x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %322 = tensor.empty() : tensor<48x32xf32>
    %transposed_119 = linalg.transpose ins(%collapsed_118 : tensor<32x48xf32>) outs(%322 : tensor<48x32xf32>) permutation = [1, 0] 
    %323 = tensor.empty() : tensor<48x16xf32>
    %324 = linalg.fill ins(%cst_17 : f32) outs(%323 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %325 = linalg.matmul ins(%transposed_119, %collapsed_51 : tensor<48x32xf32>, tensor<32x16xf32>) outs(%324 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %326 = tensor.empty() : tensor<1x48xf32>
    %327 = linalg.fill ins(%cst_17 : f32) outs(%326 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %328 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_118 : tensor<32x48xf32>) outs(%327 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<1x48xf32>
    %collapsed_120 = tensor.collapse_shape %328 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_121 = tensor.expand_shape %321 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %329 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %transformer_h_1_ln_1 : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %330 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %331 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%329 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %332 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %127 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%332 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %333 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %335 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %331 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %336 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %334 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.divf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %338 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %336 : tensor<4x8x1xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %127 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %340 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%339 : tensor<4x8x16xf32>) outs(%261 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<16xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_121 : tensor<4x8x16xf32>) outs(%261 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<16xf32>
    %342 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %338 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_122 = tensor.collapse_shape %342 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %343 = linalg.matmul ins(%collapsed_122, %transformer_h_0_mlp_c_proj : tensor<32x16xf32>, tensor<16x64xf32>) outs(%96 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %transposed_123 = linalg.transpose ins(%collapsed_122 : tensor<32x16xf32>) outs(%265 : tensor<16x32xf32>) permutation = [1, 0] 
    %344 = linalg.matmul ins(%transposed_123, %collapsed_48 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%266 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %345 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_122 : tensor<32x16xf32>) outs(%269 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<1x16xf32>
    %collapsed_124 = tensor.collapse_shape %345 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_125 = tensor.expand_shape %343 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %346 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %101 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %347 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %107 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %348 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %106 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %349 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %348 : tensor<i64>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: i64, %in_165: f32, %out: f32):
      %433 = arith.sitofp %in : i64 to f32
      %434 = arith.subf %433, %in_165 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x64xf32>
    %350 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %349 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %351 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_6 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x64xf32>
    %352 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_5 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x8x64xf32>
    %353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %354 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_16 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %355 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %354 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %356 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %355 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %357 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_14 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %358 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %357 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%100 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x64xf32>
    %collapsed_126 = tensor.collapse_shape %358 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %359 = linalg.matmul ins(%collapsed_126, %transformer_h_0_mlp_c_fc : tensor<32x64xf32>, tensor<64x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %transposed_127 = linalg.transpose ins(%collapsed_126 : tensor<32x64xf32>) outs(%285 : tensor<64x32xf32>) permutation = [1, 0] 
    %360 = linalg.matmul ins(%transposed_127, %collapsed_45 : tensor<64x32xf32>, tensor<32x16xf32>) outs(%286 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %361 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_126 : tensor<32x64xf32>) outs(%289 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<1x64xf32>
    %collapsed_128 = tensor.collapse_shape %361 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_129 = tensor.expand_shape %359 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %transformer_h_0_ln_2 : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%362 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %91 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%365 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %366 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %368 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %364 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %369 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %367 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %370 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.divf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %371 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %369 : tensor<4x8x1xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %91 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %373 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%372 : tensor<4x8x16xf32>) outs(%261 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<16xf32>
    %374 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_129 : tensor<4x8x16xf32>) outs(%261 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<16xf32>
    %375 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %371 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_130 = tensor.collapse_shape %375 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %376 = linalg.matmul ins(%collapsed_130, %transformer_h_0_attn_c_proj : tensor<32x16xf32>, tensor<16x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_130 : tensor<32x16xf32>) outs(%265 : tensor<16x32xf32>) permutation = [1, 0] 
    %377 = linalg.matmul ins(%transposed_131, %collapsed_42 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%306 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %378 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_130 : tensor<32x16xf32>) outs(%269 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<1x16xf32>
    %collapsed_132 = tensor.collapse_shape %378 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_133 = tensor.expand_shape %376 [[0, 1], [2, 3]] output_shape [4, 8, 4, 4] : tensor<32x16xf32> into tensor<4x8x4x4xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<4x8x4x4xf32>) outs(%34 : tensor<4x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_135 = tensor.collapse_shape %transposed_134 [[0, 1], [2], [3]] : tensor<4x4x8x4xf32> into tensor<16x8x4xf32>
    %transposed_136 = linalg.transpose ins(%collapsed_37 : tensor<16x8x8xf32>) outs(%45 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %379 = linalg.batch_matmul ins(%transposed_136, %collapsed_135 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%68 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %transposed_137 = linalg.transpose ins(%collapsed_38 : tensor<16x8x4xf32>) outs(%310 : tensor<16x4x8xf32>) permutation = [0, 2, 1] 
    %380 = linalg.batch_matmul ins(%collapsed_135, %transposed_137 : tensor<16x8x4xf32>, tensor<16x4x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_138 = tensor.expand_shape %379 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %expanded_139 = tensor.expand_shape %380 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %381 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_139, %66 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %382 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%381 : tensor<4x4x8x8xf32>) outs(%58 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x1xf32>
    %383 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %382 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %384 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %383 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%48 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_140 = tensor.collapse_shape %384 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_141 = linalg.transpose ins(%collapsed_33 : tensor<16x8x4xf32>) outs(%310 : tensor<16x4x8xf32>) permutation = [0, 2, 1] 
    %385 = linalg.batch_matmul ins(%transposed_141, %collapsed_140 : tensor<16x4x8xf32>, tensor<16x8x8xf32>) outs(%316 : tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %transposed_142 = linalg.transpose ins(%collapsed_34 : tensor<16x4x8xf32>) outs(%67 : tensor<16x8x4xf32>) permutation = [0, 2, 1] 
    %386 = linalg.batch_matmul ins(%collapsed_140, %transposed_142 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%68 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
    %expanded_143 = tensor.expand_shape %385 [[0, 1], [2], [3]] output_shape [4, 4, 4, 8] : tensor<16x4x8xf32> into tensor<4x4x4x8xf32>
    %expanded_144 = tensor.expand_shape %386 [[0, 1], [2], [3]] output_shape [4, 4, 8, 4] : tensor<16x8x4xf32> into tensor<4x4x8x4xf32>
    %387 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_143 : tensor<4x4x4x8xf32>) outs(%43 : tensor<4x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_3 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x4x4x8xf32>
    %388 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144 : tensor<4x4x8x4xf32>) outs(%34 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.truncf %cst_3 : f64 to f32
      %434 = arith.mulf %in, %433 : f32
      linalg.yield %434 : f32
    } -> tensor<4x4x8x4xf32>
    %transposed_145 = linalg.transpose ins(%expanded_138 : tensor<4x4x8x4xf32>) outs(%70 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_146 = tensor.collapse_shape %transposed_145 [[0], [1], [2, 3]] : tensor<4x8x4x4xf32> into tensor<4x8x16xf32>
    %transposed_147 = linalg.transpose ins(%388 : tensor<4x4x8x4xf32>) outs(%70 : tensor<4x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0], [1], [2, 3]] : tensor<4x8x4x4xf32> into tensor<4x8x16xf32>
    %transposed_149 = linalg.transpose ins(%387 : tensor<4x4x4x8xf32>) outs(%70 : tensor<4x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0], [1], [2, 3]] : tensor<4x8x4x4xf32> into tensor<4x8x16xf32>
    %concat_151 = tensor.concat dim(2) %collapsed_148, %collapsed_150, %collapsed_146 : (tensor<4x8x16xf32>, tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x48xf32>
    %collapsed_152 = tensor.collapse_shape %concat_151 [[0, 1], [2]] : tensor<4x8x48xf32> into tensor<32x48xf32>
    %389 = linalg.matmul ins(%collapsed_152, %transformer_h_0_attn_c_attn : tensor<32x48xf32>, tensor<48x16xf32>) outs(%73 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_152 : tensor<32x48xf32>) outs(%322 : tensor<48x32xf32>) permutation = [1, 0] 
    %390 = linalg.matmul ins(%transposed_153, %collapsed : tensor<48x32xf32>, tensor<32x16xf32>) outs(%324 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %391 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_152 : tensor<32x48xf32>) outs(%327 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<1x48xf32>
    %collapsed_154 = tensor.collapse_shape %391 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_155 = tensor.expand_shape %389 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
    %392 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %transformer_h_0_ln_1 : tensor<4x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.mulf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %394 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%392 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %25 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %396 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%395 : tensor<4x8x16xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %397 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %396 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %398 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %394 : tensor<4x8x16xf32>, tensor<4x8x1xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %397 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.subf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %400 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.divf %in, %cst_13 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x1xf32>
    %401 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %399 : tensor<4x8x1xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %402 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %25 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.mulf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %403 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%402 : tensor<4x8x16xf32>) outs(%261 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<16xf32>
    %404 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_155 : tensor<4x8x16xf32>) outs(%261 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<16xf32>
    %405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %401 : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %406 = tensor.empty() : tensor<1x8x16xf32>
    %407 = linalg.fill ins(%cst_17 : f32) outs(%406 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %408 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%405 : tensor<4x8x16xf32>) outs(%407 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %433 = arith.addf %in, %out : f32
      linalg.yield %433 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_156 = tensor.collapse_shape %408 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %409 = tensor.empty() : tensor<8xi1>
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi64>) outs(%409 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %433 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %433 : i1
    } -> tensor<8xi1>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi64>) outs(%409 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %433 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %433 : i1
    } -> tensor<8xi1>
    %412 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%410, %411 : tensor<8xi1>, tensor<8xi1>) outs(%409 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %433 = arith.andi %in, %in_165 : i1
      linalg.yield %433 : i1
    } -> tensor<8xi1>
    %413 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi64>) outs(%409 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %433 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %433 : i1
    } -> tensor<8xi1>
    %414 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%412, %413 : tensor<8xi1>, tensor<8xi1>) outs(%409 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %433 = arith.andi %in, %in_165 : i1
      linalg.yield %433 : i1
    } -> tensor<8xi1>
    %expanded_157 = tensor.expand_shape %414 [[0, 1]] output_shape [8, 1] : tensor<8xi1> into tensor<8x1xi1>
    %415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi64>) outs(%0 : tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %433 = arith.maxsi %in, %c-8_i64 : i64
      %434 = arith.minsi %433, %c7_i64 : i64
      linalg.yield %434 : i64
    } -> tensor<8xi64>
    %416 = tensor.empty() : tensor<8x1xi1>
    %417 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_157 : tensor<8x1xi1>) outs(%416 : tensor<8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %433 = arith.xori %in, %true : i1
      linalg.yield %433 : i1
    } -> tensor<8x1xi1>
    %418 = linalg.generic {indexing_maps = [#map11, #map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%417, %cst_9, %collapsed_156 : tensor<8x1xi1>, tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %433 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %433 : f32
    } -> tensor<8x16xf32>
    %expanded_158 = tensor.expand_shape %415 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_159 = tensor.expand_shape %418 [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf32> into tensor<8x1x16xf32>
    %419 = "tm_tensor.scatter"(%expanded_159, %expanded_158, %cst_18) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg55: f32, %tm1_arg56: f32):
      %tm1_631 = "arith.addf"(%tm1_arg56, %tm1_arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm1_631) : (f32) -> ()
    }) : (tensor<8x1x16xf32>, tensor<8x1xi64>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %420 = tensor.empty() : tensor<4x8xi1>
    %421 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%420 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %433 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %433 : i1
    } -> tensor<4x8xi1>
    %422 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%420 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %433 = arith.cmpi slt, %in, %c67_i64 : i64
      linalg.yield %433 : i1
    } -> tensor<4x8xi1>
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%421, %422 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%420 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %433 = arith.andi %in, %in_165 : i1
      linalg.yield %433 : i1
    } -> tensor<4x8xi1>
    %424 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%420 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %433 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %433 : i1
    } -> tensor<4x8xi1>
    %425 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%423, %424 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%420 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %433 = arith.andi %in, %in_165 : i1
      linalg.yield %433 : i1
    } -> tensor<4x8xi1>
    %expanded_160 = tensor.expand_shape %425 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %426 = tensor.empty() : tensor<4x8xi64>
    %427 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%426 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %433 = arith.maxsi %in, %c-67_i64 : i64
      %434 = arith.minsi %433, %c66_i64 : i64
      linalg.yield %434 : i64
    } -> tensor<4x8xi64>
    %428 = tensor.empty() : tensor<4x8x1xi1>
    %429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160 : tensor<4x8x1xi1>) outs(%428 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %433 = arith.xori %in, %true : i1
      linalg.yield %433 : i1
    } -> tensor<4x8x1xi1>
    %430 = linalg.generic {indexing_maps = [#map6, #map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429, %cst_9, %405 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x16xf32>) outs(%2 : tensor<4x8x16xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %433 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %433 : f32
    } -> tensor<4x8x16xf32>
    %collapsed_161 = tensor.collapse_shape %427 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_162 = tensor.expand_shape %collapsed_161 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_163 = tensor.collapse_shape %430 [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
    %expanded_164 = tensor.expand_shape %collapsed_163 [[0], [1, 2]] output_shape [32, 1, 16] : tensor<32x16xf32> into tensor<32x1x16xf32>
    %431 = "tm_tensor.scatter"(%expanded_164, %expanded_162, %cst_19) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm2_arg33: f32, %tm2_arg34: f32):
      %tm2_621 = "arith.addf"(%tm2_arg34, %tm2_arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm2_621) : (f32) -> ()
    }) : (tensor<32x1x16xf32>, tensor<32x1xi64>, tensor<67x16xf32>) -> tensor<67x16xf32>
    %432 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%247, %431 : tensor<67x16xf32>, tensor<67x16xf32>) outs(%245 : tensor<67x16xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %433 = arith.addf %in, %in_165 : f32
      linalg.yield %433 : f32
    } -> tensor<67x16xf32>
    return %226, %432, %419, %403, %404, %390, %collapsed_154, %377, %collapsed_132, %373, %374, %360, %collapsed_128, %344, %collapsed_124, %340, %341, %325, %collapsed_120, %307, %collapsed_99, %302, %303, %287, %collapsed_95, %267, %collapsed_91, %262, %263 : tensor<f32>, tensor<67x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
