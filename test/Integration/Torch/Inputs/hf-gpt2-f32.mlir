// The training step of hf-gpt2 (f32), exported by
// tools/torch-export/export.py --model hf-gpt2 --dtype f32 (torch 2.15.0, torch-mlir 20261001, transformers 5.24.0).
// PyTorch's loss and gradients: hf-gpt2-f32.ref/ (docs/TorchExport.md).
// Regenerate the fixtures: scripts/export-fixtures.sh
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1) -> (d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1) -> (d0)>
#map18 = affine_map<(d0, d1) -> (d0, 0)>
#map19 = affine_map<(d0) -> ()>
#map20 = affine_map<() -> ()>
#map21 = affine_map<(d0, d1) -> ()>
#map22 = affine_map<(d0) -> (d0, 0)>
#map23 = affine_map<(d0, d1) -> (0, d1)>
#map24 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%input_ids: tensor<2x8xi64> {ap.input_range = array<i64: 0, 63>} loc("input_ids"),
      %attention_mask: tensor<2x8xi64> {ap.input_range = array<i64: 0, 1>} loc("attention_mask"),
      %transformer_wte: tensor<64x16xf32> {ap.param} loc("transformer_wte"),
      %transformer_wpe: tensor<32x16xf32> {ap.param} loc("transformer_wpe"),
      %transformer_h_0_ln_1: tensor<16xf32> {ap.param} loc("transformer_h_0_ln_1"),
      %transformer_h_0_ln_1_bias: tensor<16xf32> {ap.param} loc("transformer_h_0_ln_1_bias"),
      %transformer_h_0_attn_c_attn: tensor<16x48xf32> {ap.param} loc("transformer_h_0_attn_c_attn"),
      %transformer_h_0_attn_c_attn_bias: tensor<48xf32> {ap.param} loc("transformer_h_0_attn_c_attn_bias"),
      %transformer_h_0_attn_c_proj: tensor<16x16xf32> {ap.param} loc("transformer_h_0_attn_c_proj"),
      %transformer_h_0_attn_c_proj_bias: tensor<16xf32> {ap.param} loc("transformer_h_0_attn_c_proj_bias"),
      %transformer_h_0_ln_2: tensor<16xf32> {ap.param} loc("transformer_h_0_ln_2"),
      %transformer_h_0_ln_2_bias: tensor<16xf32> {ap.param} loc("transformer_h_0_ln_2_bias"),
      %transformer_h_0_mlp_c_fc: tensor<16x64xf32> {ap.param} loc("transformer_h_0_mlp_c_fc"),
      %transformer_h_0_mlp_c_fc_bias: tensor<64xf32> {ap.param} loc("transformer_h_0_mlp_c_fc_bias"),
      %transformer_h_0_mlp_c_proj: tensor<64x16xf32> {ap.param} loc("transformer_h_0_mlp_c_proj"),
      %transformer_h_0_mlp_c_proj_bias: tensor<16xf32> {ap.param} loc("transformer_h_0_mlp_c_proj_bias"),
      %transformer_h_1_ln_1: tensor<16xf32> {ap.param} loc("transformer_h_1_ln_1"),
      %transformer_h_1_ln_1_bias: tensor<16xf32> {ap.param} loc("transformer_h_1_ln_1_bias"),
      %transformer_h_1_attn_c_attn: tensor<16x48xf32> {ap.param} loc("transformer_h_1_attn_c_attn"),
      %transformer_h_1_attn_c_attn_bias: tensor<48xf32> {ap.param} loc("transformer_h_1_attn_c_attn_bias"),
      %transformer_h_1_attn_c_proj: tensor<16x16xf32> {ap.param} loc("transformer_h_1_attn_c_proj"),
      %transformer_h_1_attn_c_proj_bias: tensor<16xf32> {ap.param} loc("transformer_h_1_attn_c_proj_bias"),
      %transformer_h_1_ln_2: tensor<16xf32> {ap.param} loc("transformer_h_1_ln_2"),
      %transformer_h_1_ln_2_bias: tensor<16xf32> {ap.param} loc("transformer_h_1_ln_2_bias"),
      %transformer_h_1_mlp_c_fc: tensor<16x64xf32> {ap.param} loc("transformer_h_1_mlp_c_fc"),
      %transformer_h_1_mlp_c_fc_bias: tensor<64xf32> {ap.param} loc("transformer_h_1_mlp_c_fc_bias"),
      %transformer_h_1_mlp_c_proj: tensor<64x16xf32> {ap.param} loc("transformer_h_1_mlp_c_proj"),
      %transformer_h_1_mlp_c_proj_bias: tensor<16xf32> {ap.param} loc("transformer_h_1_mlp_c_proj_bias"),
      %transformer_ln_f: tensor<16xf32> {ap.param} loc("transformer_ln_f"),
      %transformer_ln_f_bias: tensor<16xf32> {ap.param} loc("transformer_ln_f_bias"))
      -> (tensor<f32>,
          tensor<64x16xf32> {ap.grad_of = 2 : i64},
          tensor<32x16xf32> {ap.grad_of = 3 : i64},
          tensor<16xf32> {ap.grad_of = 4 : i64},
          tensor<16xf32> {ap.grad_of = 5 : i64},
          tensor<16x48xf32> {ap.grad_of = 6 : i64},
          tensor<48xf32> {ap.grad_of = 7 : i64},
          tensor<16x16xf32> {ap.grad_of = 8 : i64},
          tensor<16xf32> {ap.grad_of = 9 : i64},
          tensor<16xf32> {ap.grad_of = 10 : i64},
          tensor<16xf32> {ap.grad_of = 11 : i64},
          tensor<16x64xf32> {ap.grad_of = 12 : i64},
          tensor<64xf32> {ap.grad_of = 13 : i64},
          tensor<64x16xf32> {ap.grad_of = 14 : i64},
          tensor<16xf32> {ap.grad_of = 15 : i64},
          tensor<16xf32> {ap.grad_of = 16 : i64},
          tensor<16xf32> {ap.grad_of = 17 : i64},
          tensor<16x48xf32> {ap.grad_of = 18 : i64},
          tensor<48xf32> {ap.grad_of = 19 : i64},
          tensor<16x16xf32> {ap.grad_of = 20 : i64},
          tensor<16xf32> {ap.grad_of = 21 : i64},
          tensor<16xf32> {ap.grad_of = 22 : i64},
          tensor<16xf32> {ap.grad_of = 23 : i64},
          tensor<16x64xf32> {ap.grad_of = 24 : i64},
          tensor<64xf32> {ap.grad_of = 25 : i64},
          tensor<64x16xf32> {ap.grad_of = 26 : i64},
          tensor<16xf32> {ap.grad_of = 27 : i64},
          tensor<16xf32> {ap.grad_of = 28 : i64},
          tensor<16xf32> {ap.grad_of = 29 : i64}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32>
    %c64 = arith.constant 64 : index
    %c32 = arith.constant 32 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 0xFFF0000000000000 : f64
    %cst_4 = arith.constant 0.70710678118654757 : f64
    %cst_5 = arith.constant 4.471500e-02 : f64
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant dense<true> : tensor<i1>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_11 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_12 = arith.constant 1.600000e+01 : f64
    %cst_13 = arith.constant 1.600000e+01 : f32
    %cst_14 = arith.constant 5.000000e-01 : f32
    %cst_15 = arith.constant 1.000000e+00 : f32
    %cst_16 = arith.constant 3.000000e+00 : f32
    %c63_i64 = arith.constant 63 : i64
    %c-64_i64 = arith.constant -64 : i64
    %c31_i64 = arith.constant 31 : i64
    %c-32_i64 = arith.constant -32 : i64
    %c32_i64 = arith.constant 32 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c64_i64 = arith.constant 64 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_17 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<32x16xf32>
    %cst_19 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_20 = arith.constant -1.000000e+00 : f32
    %cst_21 = arith.constant dense<1> : tensor<i64>
    %cst_22 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %421 = arith.index_cast %in : i64 to index
      %422 = linalg.index 2 : index
      %423 = arith.cmpi slt, %421, %c64 : index
      cf.assert %423, "index must be smaller than dim size"
      %424 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %424, "index must be larger or equal to 0"
      %extracted = tensor.extract %transformer_wte[%421, %422] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %421 = linalg.index 0 : index
      %422 = arith.index_cast %421 : index to i64
      linalg.yield %422 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %421 = arith.index_cast %in : i64 to index
      %422 = linalg.index 2 : index
      %423 = arith.cmpi slt, %421, %c32 : index
      cf.assert %423, "index must be smaller than dim size"
      %424 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %424, "index must be larger or equal to 0"
      %extracted = tensor.extract %transformer_wpe[%421, %422] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x16xf32>, tensor<1x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %7 = tensor.empty() : tensor<2x8xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%attention_mask : tensor<2x8xi64>) outs(%7 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %421 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %421 : i1
    } -> tensor<2x8xi1>
    %9 = tensor.empty() : tensor<2xi64>
    %10 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%9 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %421 = linalg.index 0 : index
      %422 = arith.index_cast %421 : index to i64
      linalg.yield %422 : i64
    } -> tensor<2xi64>
    %expanded_23 = tensor.expand_shape %10 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_24 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_25 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %11 = tensor.empty() : tensor<1x1x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25, %expanded_24 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%11 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_169: i64, %out: i1):
      %421 = arith.cmpi sle, %in, %in_169 : i64
      linalg.yield %421 : i1
    } -> tensor<1x1x8x8xi1>
    %13 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %12 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%11 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_169: i1, %out: i1):
      %421 = arith.andi %in, %in_169 : i1
      linalg.yield %421 : i1
    } -> tensor<1x1x8x8xi1>
    %14 = tensor.empty() : tensor<2x1x1x8xi1>
    %15 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23, %expanded_25 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%14 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_169: i64, %out: i1):
      %421 = arith.cmpi slt, %in, %c0_i64 : i64
      %422 = arith.addi %in, %c2_i64 : i64
      %423 = arith.select %421, %422, %in : i64
      %424 = arith.index_cast %423 : i64 to index
      %425 = arith.cmpi slt, %in_169, %c0_i64 : i64
      %426 = arith.addi %in_169, %c8_i64 : i64
      %427 = arith.select %425, %426, %in_169 : i64
      %428 = arith.index_cast %427 : i64 to index
      %extracted = tensor.extract %8[%424, %428] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %16 = tensor.empty() : tensor<2x1x8x8xi1>
    %17 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %15 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%16 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_169: i1, %out: i1):
      %421 = arith.andi %in, %in_169 : i1
      linalg.yield %421 : i1
    } -> tensor<2x1x8x8xi1>
    %18 = tensor.empty() : tensor<2x8x16xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x16xf32>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %421 = arith.extf %in : f32 to f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %20 = tensor.empty() : tensor<2x8x1xf64>
    %21 = linalg.fill ins(%cst_0 : f64) outs(%20 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x8x16xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.addf %in, %out : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.divf %in, %cst_12 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %23 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_169: f64, %out: f64):
      %421 = arith.subf %in, %in_169 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %24 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_169: f64, %out: f64):
      %421 = arith.mulf %in, %in_169 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x8x16xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.addf %in, %out : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.divf %in, %cst_12 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %28 = tensor.empty() : tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %421 = arith.truncf %in : f64 to f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.fill ins(%cst_17 : f32) outs(%28 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.divf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_2 : f64 to f32
      %422 = arith.addf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.rsqrt %in : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %32 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %transformer_h_0_ln_1 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %transformer_h_0_ln_1_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %39 = tensor.empty() : tensor<16x48xf32>
    %40 = linalg.fill ins(%cst_17 : f32) outs(%39 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %41 = linalg.matmul ins(%collapsed, %transformer_h_0_attn_c_attn : tensor<16x16xf32>, tensor<16x48xf32>) outs(%40 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %42 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_attn_c_attn_bias : tensor<48xf32>) outs(%39 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%39 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x48xf32>
    %expanded_26 = tensor.expand_shape %43 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded_26[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_27 = tensor.extract_slice %expanded_26[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_28 = tensor.extract_slice %expanded_26[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_29 = tensor.expand_shape %extracted_slice_27 [[0], [1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<2x8x16xf32> into tensor<2x8x4x4xf32>
    %expanded_30 = tensor.expand_shape %extracted_slice_28 [[0], [1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<2x8x16xf32> into tensor<2x8x4x4xf32>
    %44 = tensor.empty() : tensor<2x4x8x4xf32>
    %transposed = linalg.transpose ins(%expanded_30 : tensor<2x8x4x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_31 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<2x8x16xf32> into tensor<2x8x4x4xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x8x4x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %45 = tensor.empty() : tensor<2x1x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %cst_9, %cst_8 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%45 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_169: f32, %in_170: f32, %out: f32):
      %421 = arith.select %in, %in_169, %in_170 : f32
      linalg.yield %421 : f32
    } -> tensor<2x1x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_32 : tensor<2x4x8x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_4 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x4x8x4xf32>
    %48 = tensor.empty() : tensor<2x4x4x8xf32>
    %transposed_33 = linalg.transpose ins(%expanded_29 : tensor<2x8x4x4xf32>) outs(%48 : tensor<2x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %49 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_33 : tensor<2x4x4x8xf32>) outs(%48 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_4 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_34 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_35 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %50 = tensor.empty() : tensor<8x8x8xf32>
    %51 = linalg.fill ins(%cst_17 : f32) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %52 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_36 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %53 = tensor.empty() : tensor<2x4x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36, %46 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %55 = tensor.empty() : tensor<2x4x8xi64>
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %57 = tensor.empty() : tensor<2x4x8xf32>
    %58 = linalg.fill ins(%cst_1 : f32) outs(%57 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %59:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x4x8x8xf32>) outs(%58, %56 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_169: i64):
      %421 = linalg.index 3 : index
      %422 = arith.index_cast %421 : index to i64
      %423 = arith.maximumf %in, %out : f32
      %424 = arith.cmpf ogt, %in, %out : f32
      %425 = arith.select %424, %422, %out_169 : i64
      linalg.yield %423, %425 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_37 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_37 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.exp %in : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %62 = tensor.empty() : tensor<2x4x8x1xf32>
    %63 = linalg.fill ins(%cst_17 : f32) outs(%62 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<2x4x8x8xf32>) outs(%63 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.divf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %66 = tensor.empty() : tensor<2x4x8x8xi1>
    %67 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %421 = arith.extf %in : f32 to f64
      %422 = arith.cmpf oeq, %421, %cst_3 : f64
      linalg.yield %422 : i1
    } -> tensor<2x4x8x8xi1>
    %68 = tensor.empty() : tensor<2x4x8x1xi1>
    %69 = linalg.fill ins(%true : i1) outs(%68 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %70 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x4x8x8xi1>) outs(%69 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %421 = arith.andi %in, %out : i1
      linalg.yield %421 : i1
    } -> tensor<2x4x8x1xi1>
    %71 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %cst_10, %65 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_169: f32, %in_170: f32, %out: f32):
      %421 = arith.select %in, %in_169, %in_170 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %72 = tensor.empty() : tensor<8x8x4xf32>
    %73 = linalg.fill ins(%cst_17 : f32) outs(%72 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %74 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%73 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_40 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %75 = tensor.empty() : tensor<2x8x4x4xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<2x4x8x4xf32>) outs(%75 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_42 = tensor.collapse_shape %transposed_41 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %76 = tensor.empty() : tensor<16x16xf32>
    %77 = linalg.fill ins(%cst_17 : f32) outs(%76 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %78 = linalg.matmul ins(%collapsed_42, %transformer_h_0_attn_c_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %79 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_attn_c_proj_bias : tensor<16xf32>) outs(%76 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%78, %79 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x16xf32>
    %expanded_43 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %6 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x16xf32>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %421 = arith.extf %in : f32 to f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %83 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<2x8x16xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.addf %in, %out : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.divf %in, %cst_12 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %85 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %84 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_169: f64, %out: f64):
      %421 = arith.subf %in, %in_169 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %85 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_169: f64, %out: f64):
      %421 = arith.mulf %in, %in_169 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %87 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x8x16xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.addf %in, %out : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.divf %in, %cst_12 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %421 = arith.truncf %in : f64 to f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.divf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_2 : f64 to f32
      %422 = arith.addf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.rsqrt %in : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %91 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %93 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %transformer_h_0_ln_2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %transformer_h_0_ln_2_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_44 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %98 = tensor.empty() : tensor<16x64xf32>
    %99 = linalg.fill ins(%cst_17 : f32) outs(%98 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %100 = linalg.matmul ins(%collapsed_44, %transformer_h_0_mlp_c_fc : tensor<16x16xf32>, tensor<16x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %101 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_mlp_c_fc_bias : tensor<64xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %102 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%100, %101 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x64xf32>
    %expanded_45 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %103 = tensor.empty() : tensor<2x8x64xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_14 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_5 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x64xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %106 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_6 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x64xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.tanh %in : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %cst_15 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %110 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_46 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %112 = linalg.matmul ins(%collapsed_46, %transformer_h_0_mlp_c_proj : tensor<16x64xf32>, tensor<64x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %113 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_0_mlp_c_proj_bias : tensor<16xf32>) outs(%76 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%112, %113 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x16xf32>
    %expanded_47 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %expanded_47 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x16xf32>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %421 = arith.extf %in : f32 to f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x8x16xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.addf %in, %out : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.divf %in, %cst_12 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %118 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_169: f64, %out: f64):
      %421 = arith.subf %in, %in_169 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %119 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_169: f64, %out: f64):
      %421 = arith.mulf %in, %in_169 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %121 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<2x8x16xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.addf %in, %out : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.divf %in, %cst_12 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %421 = arith.truncf %in : f64 to f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.divf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_2 : f64 to f32
      %422 = arith.addf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.rsqrt %in : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %125 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %127 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %transformer_h_1_ln_1 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %transformer_h_1_ln_1_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_48 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %132 = linalg.matmul ins(%collapsed_48, %transformer_h_1_attn_c_attn : tensor<16x16xf32>, tensor<16x48xf32>) outs(%40 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %133 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_attn_c_attn_bias : tensor<48xf32>) outs(%39 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%132, %133 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%39 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x48xf32>
    %expanded_49 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice_50 = tensor.extract_slice %expanded_49[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_51 = tensor.extract_slice %expanded_49[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_52 = tensor.extract_slice %expanded_49[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_53 = tensor.expand_shape %extracted_slice_51 [[0], [1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<2x8x16xf32> into tensor<2x8x4x4xf32>
    %expanded_54 = tensor.expand_shape %extracted_slice_52 [[0], [1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<2x8x16xf32> into tensor<2x8x4x4xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<2x8x4x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_56 = tensor.expand_shape %extracted_slice_50 [[0], [1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<2x8x16xf32> into tensor<2x8x4x4xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x8x4x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %135 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57 : tensor<2x4x8x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_4 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_58 = linalg.transpose ins(%expanded_53 : tensor<2x8x4x4xf32>) outs(%48 : tensor<2x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %136 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_58 : tensor<2x4x4x8xf32>) outs(%48 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_4 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_59 = tensor.collapse_shape %135 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_60 = tensor.collapse_shape %136 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %137 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_61 = tensor.expand_shape %137 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %138 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_61, %46 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %139:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%138 : tensor<2x4x8x8xf32>) outs(%58, %56 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_169: i64):
      %421 = linalg.index 3 : index
      %422 = arith.index_cast %421 : index to i64
      %423 = arith.maximumf %in, %out : f32
      %424 = arith.cmpf ogt, %in, %out : f32
      %425 = arith.select %424, %422, %out_169 : i64
      linalg.yield %423, %425 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_62 = tensor.expand_shape %139#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_62 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %141 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.exp %in : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %142 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%141 : tensor<2x4x8x8xf32>) outs(%63 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %142 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.divf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %144 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %421 = arith.extf %in : f32 to f64
      %422 = arith.cmpf oeq, %421, %cst_3 : f64
      linalg.yield %422 : i1
    } -> tensor<2x4x8x8xi1>
    %145 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%144 : tensor<2x4x8x8xi1>) outs(%69 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %421 = arith.andi %in, %out : i1
      linalg.yield %421 : i1
    } -> tensor<2x4x8x1xi1>
    %146 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %cst_10, %143 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_169: f32, %in_170: f32, %out: f32):
      %421 = arith.select %in, %in_169, %in_170 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_63 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_64 = tensor.collapse_shape %transposed_55 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %147 = linalg.batch_matmul ins(%collapsed_63, %collapsed_64 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%73 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_65 = tensor.expand_shape %147 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<2x4x8x4xf32>) outs(%75 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_67 = tensor.collapse_shape %transposed_66 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %148 = linalg.matmul ins(%collapsed_67, %transformer_h_1_attn_c_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %149 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_attn_c_proj_bias : tensor<16xf32>) outs(%76 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%148, %149 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x16xf32>
    %expanded_68 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %115 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x16xf32>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %421 = arith.extf %in : f32 to f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %153 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x8x16xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.addf %in, %out : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.divf %in, %cst_12 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_169: f64, %out: f64):
      %421 = arith.subf %in, %in_169 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %155 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_169: f64, %out: f64):
      %421 = arith.mulf %in, %in_169 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<2x8x16xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.addf %in, %out : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.divf %in, %cst_12 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %421 = arith.truncf %in : f64 to f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.divf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_2 : f64 to f32
      %422 = arith.addf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.rsqrt %in : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %161 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %163 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %transformer_h_1_ln_2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %transformer_h_1_ln_2_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_69 = tensor.collapse_shape %167 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %168 = linalg.matmul ins(%collapsed_69, %transformer_h_1_mlp_c_fc : tensor<16x16xf32>, tensor<16x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %169 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_mlp_c_fc_bias : tensor<64xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%168, %169 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x64xf32>
    %expanded_70 = tensor.expand_shape %170 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_14 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_5 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x64xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %173 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_6 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x64xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.tanh %in : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %cst_15 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %177 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_71 = tensor.collapse_shape %178 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %179 = linalg.matmul ins(%collapsed_71, %transformer_h_1_mlp_c_proj : tensor<16x64xf32>, tensor<64x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %180 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%transformer_h_1_mlp_c_proj_bias : tensor<16xf32>) outs(%76 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%179, %180 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x16xf32>
    %expanded_72 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %expanded_72 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x8x16xf32>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %421 = arith.extf %in : f32 to f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %184 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<2x8x16xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.addf %in, %out : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.divf %in, %cst_12 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %186 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %185 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_169: f64, %out: f64):
      %421 = arith.subf %in, %in_169 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %186 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%18 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_169: f64, %out: f64):
      %421 = arith.mulf %in, %in_169 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x16xf64>
    %188 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<2x8x16xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.addf %in, %out : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %421 = arith.divf %in, %cst_12 : f64
      linalg.yield %421 : f64
    } -> tensor<2x8x1xf64>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %421 = arith.truncf %in : f64 to f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.divf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_2 : f64 to f32
      %422 = arith.addf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.rsqrt %in : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %192 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %transformer_ln_f : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %transformer_ln_f_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %transposed_73 = linalg.transpose ins(%transformer_wte : tensor<64x16xf32>) outs(%98 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %199 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %padded = tensor.pad %input_ids low[0, 0] high[0, 1] {
    ^bb0(%arg30: index, %arg31: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_75 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_76 = tensor.collapse_shape %extracted_slice_75 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %200 = tensor.empty() : tensor<16xi64>
    %201 = linalg.fill ins(%c0_i64 : i64) outs(%200 : tensor<16xi64>) -> tensor<16xi64>
    %202 = tensor.empty() : tensor<16xf32>
    %203 = linalg.fill ins(%cst_1 : f32) outs(%202 : tensor<16xf32>) -> tensor<16xf32>
    %204:2 = linalg.generic {indexing_maps = [#map4, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%199 : tensor<16x64xf32>) outs(%203, %201 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_169: i64):
      %421 = linalg.index 1 : index
      %422 = arith.index_cast %421 : index to i64
      %423 = arith.maximumf %in, %out : f32
      %424 = arith.cmpf ogt, %in, %out : f32
      %425 = arith.select %424, %422, %out_169 : i64
      linalg.yield %423, %425 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_77 = tensor.expand_shape %204#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%199, %expanded_77 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x64xf32>
    %206 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%205 : tensor<16x64xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.exp %in : f32
      linalg.yield %421 : f32
    } -> tensor<16x64xf32>
    %207 = tensor.empty() : tensor<16x1xf32>
    %208 = linalg.fill ins(%cst_17 : f32) outs(%207 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %209 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["parallel", "reduction"]} ins(%206 : tensor<16x64xf32>) outs(%208 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16x1xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%209 : tensor<16x1xf32>) outs(%207 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.log %in : f32
      linalg.yield %421 : f32
    } -> tensor<16x1xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%205, %210 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x64xf32>
    %212 = tensor.empty() : tensor<16xi1>
    %213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_76 : tensor<16xi64>) outs(%212 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %421 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %421 : i1
    } -> tensor<16xi1>
    %214 = linalg.generic {indexing_maps = [#map2, #map2, #map19, #map2], iterator_types = ["parallel"]} ins(%213, %collapsed_76, %cst_22 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%200 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_169: i64, %in_170: i64, %out: i64):
      %421 = arith.select %in, %in_169, %in_170 : i64
      linalg.yield %421 : i64
    } -> tensor<16xi64>
    %expanded_78 = tensor.expand_shape %214 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %215 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_78 : tensor<16x1xi64>) outs(%208 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %421 = linalg.index 0 : index
      %422 = arith.index_cast %in : i64 to index
      %423 = arith.cmpi slt, %422, %c64 : index
      cf.assert %423, "index must be smaller than dim size"
      %424 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %424, "index must be larger or equal to 0"
      %extracted = tensor.extract %211[%421, %422] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_79 = tensor.collapse_shape %215 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %216 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_79 : tensor<16xf32>) outs(%202 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.negf %in : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %217 = linalg.generic {indexing_maps = [#map2, #map2, #map19, #map2], iterator_types = ["parallel"]} ins(%213, %216, %cst_9 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%202 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_169: f32, %in_170: f32, %out: f32):
      %421 = arith.select %in, %in_169, %in_170 : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %218 = tensor.empty() : tensor<i64>
    %219 = linalg.fill ins(%c0_i64 : i64) outs(%218 : tensor<i64>) -> tensor<i64>
    %220 = linalg.generic {indexing_maps = [#map2, #map19], iterator_types = ["reduction"]} ins(%213 : tensor<16xi1>) outs(%219 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %421 = arith.extui %in : i1 to i64
      %422 = arith.addi %421, %out : i64
      linalg.yield %422 : i64
    } -> tensor<i64>
    %221 = tensor.empty() : tensor<f32>
    %222 = linalg.generic {indexing_maps = [#map20, #map20], iterator_types = []} ins(%220 : tensor<i64>) outs(%221 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %421 = arith.sitofp %in : i64 to f32
      linalg.yield %421 : f32
    } -> tensor<f32>
    %223 = linalg.fill ins(%cst_17 : f32) outs(%221 : tensor<f32>) -> tensor<f32>
    %224 = linalg.generic {indexing_maps = [#map2, #map19], iterator_types = ["reduction"]} ins(%217 : tensor<16xf32>) outs(%223 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<f32>
    %225 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%224, %222 : tensor<f32>, tensor<f32>) outs(%221 : tensor<f32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.divf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<f32>
    %226 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%cst_11, %222 : tensor<f32>, tensor<f32>) outs(%221 : tensor<f32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.divf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<f32>
    %expanded_80 = tensor.expand_shape %collapsed_76 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %227 = tensor.empty() : tensor<16x1xi1>
    %228 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_80 : tensor<16x1xi64>) outs(%227 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %421 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %421 : i1
    } -> tensor<16x1xi1>
    %229 = tensor.empty() : tensor<16x1xi64>
    %230 = linalg.generic {indexing_maps = [#map4, #map4, #map21, #map4], iterator_types = ["parallel", "parallel"]} ins(%228, %expanded_80, %cst_22 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%229 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_169: i64, %in_170: i64, %out: i64):
      %421 = arith.select %in, %in_169, %in_170 : i64
      linalg.yield %421 : i64
    } -> tensor<16x1xi64>
    %231 = linalg.fill ins(%c0_i64 : i64) outs(%229 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %232 = linalg.fill ins(%cst_17 : f32) outs(%202 : tensor<16xf32>) -> tensor<16xf32>
    %233:3 = linalg.generic {indexing_maps = [#map22, #map22, #map2], iterator_types = ["parallel"]} outs(%231, %231, %232 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_169: i64, %out_170: f32):
      %421 = linalg.index 0 : index
      %422 = arith.remsi %421, %c16 : index
      %extracted = tensor.extract %230[%422, %c0] : tensor<16x1xi64>
      %423 = arith.index_cast %422 : index to i64
      linalg.yield %423, %extracted, %cst_20 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %234 = tensor.empty() : tensor<16x2xi64>
    %235 = linalg.fill ins(%c0_i64 : i64) outs(%234 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %233#0 into %235[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_81 = tensor.insert_slice %233#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %236 = "tm_tensor.scatter"(%233#2, %inserted_slice_81, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg543: f32, %tm0_arg544: f32):
      "tm_tensor.yield"(%tm0_arg543) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x2xi64>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %237 = linalg.generic {indexing_maps = [#map4, #map21, #map21, #map4], iterator_types = ["parallel", "parallel"]} ins(%228, %226, %cst_9 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%207 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_169: f32, %in_170: f32, %out: f32):
      %421 = arith.select %in, %in_169, %in_170 : f32
      linalg.yield %421 : f32
    } -> tensor<16x1xf32>
    %238 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%236, %237 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x64xf32>
    %239 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%211 : tensor<16x64xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.exp %in : f32
      linalg.yield %421 : f32
    } -> tensor<16x64xf32>
    %240 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["parallel", "reduction"]} ins(%238 : tensor<16x64xf32>) outs(%208 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16x1xf32>
    %241 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%239, %240 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x64xf32>
    %242 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%238, %241 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%98 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<16x64xf32>
    %243 = tensor.empty() : tensor<64x16xf32>
    %transposed_82 = linalg.transpose ins(%242 : tensor<16x64xf32>) outs(%243 : tensor<64x16xf32>) permutation = [1, 0] 
    %244 = linalg.fill ins(%cst_17 : f32) outs(%243 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %245 = linalg.matmul ins(%transposed_82, %collapsed_74 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%244 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %246 = linalg.matmul ins(%242, %transformer_wte : tensor<16x64xf32>, tensor<64x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_83 = tensor.expand_shape %246 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %transformer_ln_f : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%247 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %196 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%250 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %251 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %249 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %252 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.divf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %256 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %254 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %196 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%257 : tensor<2x8x16xf32>) outs(%232 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_83 : tensor<2x8x16xf32>) outs(%232 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %collapsed_84 = tensor.collapse_shape %256 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_85 = linalg.transpose ins(%transformer_h_1_mlp_c_proj : tensor<64x16xf32>) outs(%98 : tensor<16x64xf32>) permutation = [1, 0] 
    %260 = linalg.matmul ins(%collapsed_84, %transposed_85 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_86 = linalg.transpose ins(%collapsed_71 : tensor<16x64xf32>) outs(%243 : tensor<64x16xf32>) permutation = [1, 0] 
    %261 = linalg.matmul ins(%transposed_86, %collapsed_84 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%244 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %262 = tensor.empty() : tensor<1x16xf32>
    %263 = linalg.fill ins(%cst_17 : f32) outs(%262 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %264 = linalg.generic {indexing_maps = [#map4, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_84 : tensor<16x16xf32>) outs(%263 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<1x16xf32>
    %collapsed_87 = tensor.collapse_shape %264 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_88 = tensor.expand_shape %260 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %171 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %177 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %176 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %268 = linalg.generic {indexing_maps = [#map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %267 : tensor<i64>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %in_169: f32, %out: f32):
      %421 = arith.sitofp %in : i64 to f32
      %422 = arith.subf %421, %in_169 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x64xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %268 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_6 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x64xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_5 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x64xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_16 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %273 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %274 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_14 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %276 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_89 = tensor.collapse_shape %277 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_90 = linalg.transpose ins(%transformer_h_1_mlp_c_fc : tensor<16x64xf32>) outs(%243 : tensor<64x16xf32>) permutation = [1, 0] 
    %278 = linalg.matmul ins(%collapsed_89, %transposed_90 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_91 = linalg.transpose ins(%collapsed_69 : tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) permutation = [1, 0] 
    %279 = linalg.matmul ins(%transposed_91, %collapsed_89 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %280 = tensor.empty() : tensor<1x64xf32>
    %281 = linalg.fill ins(%cst_17 : f32) outs(%280 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_89 : tensor<16x64xf32>) outs(%281 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<1x64xf32>
    %collapsed_92 = tensor.collapse_shape %282 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_93 = tensor.expand_shape %278 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %transformer_h_1_ln_2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %165 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%286 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %287 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %285 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %288 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.divf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %292 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %290 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %165 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%293 : tensor<2x8x16xf32>) outs(%232 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_93 : tensor<2x8x16xf32>) outs(%232 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %292 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_94 = tensor.collapse_shape %296 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_95 = linalg.transpose ins(%transformer_h_1_attn_c_proj : tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) permutation = [1, 0] 
    %297 = linalg.matmul ins(%collapsed_94, %transposed_95 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_96 = linalg.transpose ins(%collapsed_67 : tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) permutation = [1, 0] 
    %298 = linalg.matmul ins(%transposed_96, %collapsed_94 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_94 : tensor<16x16xf32>) outs(%263 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<1x16xf32>
    %collapsed_97 = tensor.collapse_shape %299 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_98 = tensor.expand_shape %297 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<2x8x4x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_100 = tensor.collapse_shape %transposed_99 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_101 = linalg.transpose ins(%collapsed_63 : tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %300 = linalg.batch_matmul ins(%transposed_101, %collapsed_100 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%73 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %301 = tensor.empty() : tensor<8x4x8xf32>
    %transposed_102 = linalg.transpose ins(%collapsed_64 : tensor<8x8x4xf32>) outs(%301 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %302 = linalg.batch_matmul ins(%collapsed_100, %transposed_102 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_103 = tensor.expand_shape %300 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %expanded_104 = tensor.expand_shape %302 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %303 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %146 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %304 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%303 : tensor<2x4x8x8xf32>) outs(%63 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x1xf32>
    %305 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %304 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %306 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %305 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_105 = tensor.collapse_shape %306 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_106 = linalg.transpose ins(%collapsed_59 : tensor<8x8x4xf32>) outs(%301 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %307 = linalg.fill ins(%cst_17 : f32) outs(%301 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %308 = linalg.batch_matmul ins(%transposed_106, %collapsed_105 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%307 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_60 : tensor<8x4x8xf32>) outs(%72 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %309 = linalg.batch_matmul ins(%collapsed_105, %transposed_107 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%73 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_108 = tensor.expand_shape %308 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_109 = tensor.expand_shape %309 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %310 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<2x4x4x8xf32>) outs(%48 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_4 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x4x4x8xf32>
    %311 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<2x4x8x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_4 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_110 = linalg.transpose ins(%311 : tensor<2x4x8x4xf32>) outs(%75 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_111 = tensor.collapse_shape %transposed_110 [[0], [1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<2x8x16xf32>
    %transposed_112 = linalg.transpose ins(%expanded_103 : tensor<2x4x8x4xf32>) outs(%75 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_113 = tensor.collapse_shape %transposed_112 [[0], [1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<2x8x16xf32>
    %transposed_114 = linalg.transpose ins(%310 : tensor<2x4x4x8xf32>) outs(%75 : tensor<2x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_115 = tensor.collapse_shape %transposed_114 [[0], [1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_111, %collapsed_115, %collapsed_113 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_116 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %312 = tensor.empty() : tensor<48x16xf32>
    %transposed_117 = linalg.transpose ins(%transformer_h_1_attn_c_attn : tensor<16x48xf32>) outs(%312 : tensor<48x16xf32>) permutation = [1, 0] 
    %313 = linalg.matmul ins(%collapsed_116, %transposed_117 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_118 = linalg.transpose ins(%collapsed_48 : tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) permutation = [1, 0] 
    %314 = linalg.matmul ins(%transposed_118, %collapsed_116 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%40 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %315 = tensor.empty() : tensor<1x48xf32>
    %316 = linalg.fill ins(%cst_17 : f32) outs(%315 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %317 = linalg.generic {indexing_maps = [#map4, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_116 : tensor<16x48xf32>) outs(%316 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<1x48xf32>
    %collapsed_119 = tensor.collapse_shape %317 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_120 = tensor.expand_shape %313 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %transformer_h_1_ln_1 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%318 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %129 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%321 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %322 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %320 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %323 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.divf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %327 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %325 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %129 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%328 : tensor<2x8x16xf32>) outs(%232 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_120 : tensor<2x8x16xf32>) outs(%232 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %327 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_121 = tensor.collapse_shape %331 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_122 = linalg.transpose ins(%transformer_h_0_mlp_c_proj : tensor<64x16xf32>) outs(%98 : tensor<16x64xf32>) permutation = [1, 0] 
    %332 = linalg.matmul ins(%collapsed_121, %transposed_122 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_123 = linalg.transpose ins(%collapsed_46 : tensor<16x64xf32>) outs(%243 : tensor<64x16xf32>) permutation = [1, 0] 
    %333 = linalg.matmul ins(%transposed_123, %collapsed_121 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%244 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %334 = linalg.generic {indexing_maps = [#map4, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_121 : tensor<16x16xf32>) outs(%263 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<1x16xf32>
    %collapsed_124 = tensor.collapse_shape %334 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_125 = tensor.expand_shape %332 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %104 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %110 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %109 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %338 = linalg.generic {indexing_maps = [#map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %337 : tensor<i64>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %in_169: f32, %out: f32):
      %421 = arith.sitofp %in : i64 to f32
      %422 = arith.subf %421, %in_169 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x64xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %338 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_6 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x64xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_5 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x8x64xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_16 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %343 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %344 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_14 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %346 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_126 = tensor.collapse_shape %347 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_127 = linalg.transpose ins(%transformer_h_0_mlp_c_fc : tensor<16x64xf32>) outs(%243 : tensor<64x16xf32>) permutation = [1, 0] 
    %348 = linalg.matmul ins(%collapsed_126, %transposed_127 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_128 = linalg.transpose ins(%collapsed_44 : tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) permutation = [1, 0] 
    %349 = linalg.matmul ins(%transposed_128, %collapsed_126 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%99 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_126 : tensor<16x64xf32>) outs(%281 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<1x64xf32>
    %collapsed_129 = tensor.collapse_shape %350 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_130 = tensor.expand_shape %348 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_130, %transformer_h_0_ln_2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%351 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %95 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%354 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %355 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %353 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %356 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.divf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %360 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %358 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_130, %95 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%361 : tensor<2x8x16xf32>) outs(%232 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_130 : tensor<2x8x16xf32>) outs(%232 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %360 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_131 = tensor.collapse_shape %364 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_132 = linalg.transpose ins(%transformer_h_0_attn_c_proj : tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) permutation = [1, 0] 
    %365 = linalg.matmul ins(%collapsed_131, %transposed_132 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_133 = linalg.transpose ins(%collapsed_42 : tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) permutation = [1, 0] 
    %366 = linalg.matmul ins(%transposed_133, %collapsed_131 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %367 = linalg.generic {indexing_maps = [#map4, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_131 : tensor<16x16xf32>) outs(%263 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<1x16xf32>
    %collapsed_134 = tensor.collapse_shape %367 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_135 = tensor.expand_shape %365 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_136 = linalg.transpose ins(%expanded_135 : tensor<2x8x4x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_137 = tensor.collapse_shape %transposed_136 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_138 = linalg.transpose ins(%collapsed_38 : tensor<8x8x8xf32>) outs(%50 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %368 = linalg.batch_matmul ins(%transposed_138, %collapsed_137 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%73 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_139 = linalg.transpose ins(%collapsed_39 : tensor<8x8x4xf32>) outs(%301 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %369 = linalg.batch_matmul ins(%collapsed_137, %transposed_139 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_140 = tensor.expand_shape %368 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %expanded_141 = tensor.expand_shape %369 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %370 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141, %71 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %371 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%370 : tensor<2x4x8x8xf32>) outs(%63 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x1xf32>
    %372 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %371 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %373 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %372 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%53 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_142 = tensor.collapse_shape %373 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_143 = linalg.transpose ins(%collapsed_34 : tensor<8x8x4xf32>) outs(%301 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %374 = linalg.batch_matmul ins(%transposed_143, %collapsed_142 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%307 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_144 = linalg.transpose ins(%collapsed_35 : tensor<8x4x8xf32>) outs(%72 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %375 = linalg.batch_matmul ins(%collapsed_142, %transposed_144 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%73 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_145 = tensor.expand_shape %374 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_146 = tensor.expand_shape %375 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %376 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_145 : tensor<2x4x4x8xf32>) outs(%48 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_4 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x4x4x8xf32>
    %377 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146 : tensor<2x4x8x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.truncf %cst_4 : f64 to f32
      %422 = arith.mulf %in, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_147 = linalg.transpose ins(%377 : tensor<2x4x8x4xf32>) outs(%75 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0], [1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<2x8x16xf32>
    %transposed_149 = linalg.transpose ins(%expanded_140 : tensor<2x4x8x4xf32>) outs(%75 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0], [1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<2x8x16xf32>
    %transposed_151 = linalg.transpose ins(%376 : tensor<2x4x4x8xf32>) outs(%75 : tensor<2x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0], [1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<2x8x16xf32>
    %concat_153 = tensor.concat dim(2) %collapsed_148, %collapsed_152, %collapsed_150 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_154 = tensor.collapse_shape %concat_153 [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %transposed_155 = linalg.transpose ins(%transformer_h_0_attn_c_attn : tensor<16x48xf32>) outs(%312 : tensor<48x16xf32>) permutation = [1, 0] 
    %378 = linalg.matmul ins(%collapsed_154, %transposed_155 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%77 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_156 = linalg.transpose ins(%collapsed : tensor<16x16xf32>) outs(%76 : tensor<16x16xf32>) permutation = [1, 0] 
    %379 = linalg.matmul ins(%transposed_156, %collapsed_154 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%40 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %380 = linalg.generic {indexing_maps = [#map4, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_154 : tensor<16x48xf32>) outs(%316 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<1x48xf32>
    %collapsed_157 = tensor.collapse_shape %380 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_158 = tensor.expand_shape %378 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_158, %transformer_h_0_ln_1 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.mulf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %36 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%384 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %385 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %383 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %386 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.subf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.divf %in, %cst_13 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x1xf32>
    %390 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %388 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_158, %36 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.mulf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%391 : tensor<2x8x16xf32>) outs(%232 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_158 : tensor<2x8x16xf32>) outs(%232 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<16xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %390 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %395 = linalg.fill ins(%cst_17 : f32) outs(%4 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%394 : tensor<2x8x16xf32>) outs(%395 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %421 = arith.addf %in, %out : f32
      linalg.yield %421 : f32
    } -> tensor<1x8x16xf32>
    %397 = tensor.empty() : tensor<1x8xi1>
    %398 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%397 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %421 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %421 : i1
    } -> tensor<1x8xi1>
    %399 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%397 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %421 = arith.cmpi slt, %in, %c32_i64 : i64
      linalg.yield %421 : i1
    } -> tensor<1x8xi1>
    %400 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%398, %399 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%397 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_169: i1, %out: i1):
      %421 = arith.andi %in, %in_169 : i1
      linalg.yield %421 : i1
    } -> tensor<1x8xi1>
    %401 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%397 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %421 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %421 : i1
    } -> tensor<1x8xi1>
    %402 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%400, %401 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%397 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_169: i1, %out: i1):
      %421 = arith.andi %in, %in_169 : i1
      linalg.yield %421 : i1
    } -> tensor<1x8xi1>
    %expanded_159 = tensor.expand_shape %402 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %403 = tensor.empty() : tensor<1x8xi64>
    %404 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%403 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %421 = arith.maxsi %in, %c-32_i64 : i64
      %422 = arith.minsi %421, %c31_i64 : i64
      linalg.yield %422 : i64
    } -> tensor<1x8xi64>
    %405 = tensor.empty() : tensor<1x8x1xi1>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159 : tensor<1x8x1xi1>) outs(%405 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %421 = arith.xori %in, %true : i1
      linalg.yield %421 : i1
    } -> tensor<1x8x1xi1>
    %407 = linalg.generic {indexing_maps = [#map12, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %cst_9, %396 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x16xf32>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: i1, %in_169: f32, %in_170: f32, %out: f32):
      %421 = arith.select %in, %in_169, %in_170 : f32
      linalg.yield %421 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_160 = tensor.collapse_shape %404 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %expanded_161 = tensor.expand_shape %collapsed_160 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %collapsed_162 = tensor.collapse_shape %407 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %expanded_163 = tensor.expand_shape %collapsed_162 [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf32> into tensor<8x1x16xf32>
    %408 = "tm_tensor.scatter"(%expanded_163, %expanded_161, %cst_18) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg55: f32, %tm1_arg56: f32):
      %tm1_626 = "arith.addf"(%tm1_arg56, %tm1_arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm1_626) : (f32) -> ()
    }) : (tensor<8x1x16xf32>, tensor<8x1xi64>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %409 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%7 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %421 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %421 : i1
    } -> tensor<2x8xi1>
    %410 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%7 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %421 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %421 : i1
    } -> tensor<2x8xi1>
    %411 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%409, %410 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%7 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_169: i1, %out: i1):
      %421 = arith.andi %in, %in_169 : i1
      linalg.yield %421 : i1
    } -> tensor<2x8xi1>
    %412 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%7 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %421 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %421 : i1
    } -> tensor<2x8xi1>
    %413 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%411, %412 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%7 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_169: i1, %out: i1):
      %421 = arith.andi %in, %in_169 : i1
      linalg.yield %421 : i1
    } -> tensor<2x8xi1>
    %expanded_164 = tensor.expand_shape %413 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %414 = tensor.empty() : tensor<2x8xi64>
    %415 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%414 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %421 = arith.maxsi %in, %c-64_i64 : i64
      %422 = arith.minsi %421, %c63_i64 : i64
      linalg.yield %422 : i64
    } -> tensor<2x8xi64>
    %416 = tensor.empty() : tensor<2x8x1xi1>
    %417 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164 : tensor<2x8x1xi1>) outs(%416 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %421 = arith.xori %in, %true : i1
      linalg.yield %421 : i1
    } -> tensor<2x8x1xi1>
    %418 = linalg.generic {indexing_maps = [#map12, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417, %cst_9, %394 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_169: f32, %in_170: f32, %out: f32):
      %421 = arith.select %in, %in_169, %in_170 : f32
      linalg.yield %421 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_165 = tensor.collapse_shape %415 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_166 = tensor.expand_shape %collapsed_165 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_167 = tensor.collapse_shape %418 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_168 = tensor.expand_shape %collapsed_167 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %419 = "tm_tensor.scatter"(%expanded_168, %expanded_166, %cst_19) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm2_arg33: f32, %tm2_arg34: f32):
      %tm2_616 = "arith.addf"(%tm2_arg34, %tm2_arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm2_616) : (f32) -> ()
    }) : (tensor<16x1x16xf32>, tensor<16x1xi64>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %420 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%245, %419 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%243 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_169: f32, %out: f32):
      %421 = arith.addf %in, %in_169 : f32
      linalg.yield %421 : f32
    } -> tensor<64x16xf32>
    return %225, %420, %408, %392, %393, %379, %collapsed_157, %366, %collapsed_134, %362, %363, %349, %collapsed_129, %333, %collapsed_124, %329, %330, %314, %collapsed_119, %298, %collapsed_97, %294, %295, %279, %collapsed_92, %261, %collapsed_87, %258, %259 : tensor<f32>, tensor<64x16xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
