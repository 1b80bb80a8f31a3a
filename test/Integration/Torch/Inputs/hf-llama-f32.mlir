// The training step of hf-llama (f32), exported by
// tools/torch-export/export.py --model hf-llama --dtype f32 (torch 2.15.0, torch-mlir 20261001, transformers 5.24.0).
// PyTorch's loss and gradients: hf-llama-f32.ref/ (docs/TorchExport.md).
// Regenerate the fixtures: scripts/export-fixtures.sh
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1) -> (d0)>
#map19 = affine_map<(d0, d1) -> (d0, 0)>
#map20 = affine_map<(d0) -> ()>
#map21 = affine_map<() -> ()>
#map22 = affine_map<(d0, d1) -> ()>
#map23 = affine_map<(d0) -> (d0, 0)>
#map24 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map25 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#map26 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%input_ids: tensor<2x8xi64> {ap.input_range = array<i64: 0, 63>} loc("input_ids"),
      %attention_mask: tensor<2x8xi64> {ap.input_range = array<i64: 0, 1>} loc("attention_mask"),
      %model_embed_tokens: tensor<64x16xf32> {ap.param} loc("model_embed_tokens"),
      %model_layers_0_self_attn_q_proj: tensor<16x16xf32> {ap.param} loc("model_layers_0_self_attn_q_proj"),
      %model_layers_0_self_attn_k_proj: tensor<8x16xf32> {ap.param} loc("model_layers_0_self_attn_k_proj"),
      %model_layers_0_self_attn_v_proj: tensor<8x16xf32> {ap.param} loc("model_layers_0_self_attn_v_proj"),
      %model_layers_0_self_attn_o_proj: tensor<16x16xf32> {ap.param} loc("model_layers_0_self_attn_o_proj"),
      %model_layers_0_mlp_gate_proj: tensor<32x16xf32> {ap.param} loc("model_layers_0_mlp_gate_proj"),
      %model_layers_0_mlp_up_proj: tensor<32x16xf32> {ap.param} loc("model_layers_0_mlp_up_proj"),
      %model_layers_0_mlp_down_proj: tensor<16x32xf32> {ap.param} loc("model_layers_0_mlp_down_proj"),
      %model_layers_0_input_layernorm: tensor<16xf32> {ap.param} loc("model_layers_0_input_layernorm"),
      %model_layers_0_post_attention_layernorm: tensor<16xf32> {ap.param} loc("model_layers_0_post_attention_layernorm"),
      %model_layers_1_self_attn_q_proj: tensor<16x16xf32> {ap.param} loc("model_layers_1_self_attn_q_proj"),
      %model_layers_1_self_attn_k_proj: tensor<8x16xf32> {ap.param} loc("model_layers_1_self_attn_k_proj"),
      %model_layers_1_self_attn_v_proj: tensor<8x16xf32> {ap.param} loc("model_layers_1_self_attn_v_proj"),
      %model_layers_1_self_attn_o_proj: tensor<16x16xf32> {ap.param} loc("model_layers_1_self_attn_o_proj"),
      %model_layers_1_mlp_gate_proj: tensor<32x16xf32> {ap.param} loc("model_layers_1_mlp_gate_proj"),
      %model_layers_1_mlp_up_proj: tensor<32x16xf32> {ap.param} loc("model_layers_1_mlp_up_proj"),
      %model_layers_1_mlp_down_proj: tensor<16x32xf32> {ap.param} loc("model_layers_1_mlp_down_proj"),
      %model_layers_1_input_layernorm: tensor<16xf32> {ap.param} loc("model_layers_1_input_layernorm"),
      %model_layers_1_post_attention_layernorm: tensor<16xf32> {ap.param} loc("model_layers_1_post_attention_layernorm"),
      %model_norm: tensor<16xf32> {ap.param} loc("model_norm"),
      %lm_head: tensor<64x16xf32> {ap.param} loc("lm_head"))
      -> (tensor<f32>,
          tensor<64x16xf32> {ap.grad_of = 2 : i64},
          tensor<16x16xf32> {ap.grad_of = 3 : i64},
          tensor<8x16xf32> {ap.grad_of = 4 : i64},
          tensor<8x16xf32> {ap.grad_of = 5 : i64},
          tensor<16x16xf32> {ap.grad_of = 6 : i64},
          tensor<32x16xf32> {ap.grad_of = 7 : i64},
          tensor<32x16xf32> {ap.grad_of = 8 : i64},
          tensor<16x32xf32> {ap.grad_of = 9 : i64},
          tensor<16xf32> {ap.grad_of = 10 : i64},
          tensor<16xf32> {ap.grad_of = 11 : i64},
          tensor<16x16xf32> {ap.grad_of = 12 : i64},
          tensor<8x16xf32> {ap.grad_of = 13 : i64},
          tensor<8x16xf32> {ap.grad_of = 14 : i64},
          tensor<16x16xf32> {ap.grad_of = 15 : i64},
          tensor<32x16xf32> {ap.grad_of = 16 : i64},
          tensor<32x16xf32> {ap.grad_of = 17 : i64},
          tensor<16x32xf32> {ap.grad_of = 18 : i64},
          tensor<16xf32> {ap.grad_of = 19 : i64},
          tensor<16xf32> {ap.grad_of = 20 : i64},
          tensor<16xf32> {ap.grad_of = 21 : i64},
          tensor<64x16xf32> {ap.grad_of = 22 : i64}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32>
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<[1.000000e+00, 0.00999999977]> : tensor<2xf32>
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 0.70710678118654757 : f64
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_10 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<2x2x8x4xf32>
    %cst_13 = arith.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_14 = arith.constant 1.600000e+01 : f32
    %cst_15 = arith.constant -5.000000e-01 : f32
    %cst_16 = arith.constant 2.000000e+00 : f32
    %c63_i64 = arith.constant 63 : i64
    %c-64_i64 = arith.constant -64 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c64_i64 = arith.constant 64 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_17 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_19 = arith.constant -1.000000e+00 : f32
    %cst_20 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %402 = arith.index_cast %in : i64 to index
      %403 = linalg.index 2 : index
      %404 = arith.cmpi slt, %402, %c64 : index
      cf.assert %404, "index must be smaller than dim size"
      %405 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %405, "index must be larger or equal to 0"
      %extracted = tensor.extract %model_embed_tokens[%402, %403] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %402 = linalg.index 0 : index
      %403 = arith.index_cast %402 : index to i64
      linalg.yield %403 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2x8xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%attention_mask : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %402 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %402 : i1
    } -> tensor<2x8xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %402 = linalg.index 0 : index
      %403 = arith.index_cast %402 : index to i64
      linalg.yield %403 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_21 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_22 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %8 = tensor.empty() : tensor<1x1x8x8xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22, %expanded_21 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_217: i64, %out: i1):
      %402 = arith.cmpi sle, %in, %in_217 : i64
      linalg.yield %402 : i1
    } -> tensor<1x1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %9 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_217: i1, %out: i1):
      %402 = arith.andi %in, %in_217 : i1
      linalg.yield %402 : i1
    } -> tensor<1x1x8x8xi1>
    %11 = tensor.empty() : tensor<2x1x1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_22 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%11 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_217: i64, %out: i1):
      %402 = arith.cmpi slt, %in, %c0_i64 : i64
      %403 = arith.addi %in, %c2_i64 : i64
      %404 = arith.select %402, %403, %in : i64
      %405 = arith.index_cast %404 : i64 to index
      %406 = arith.cmpi slt, %in_217, %c0_i64 : i64
      %407 = arith.addi %in_217, %c8_i64 : i64
      %408 = arith.select %406, %407, %in_217 : i64
      %409 = arith.index_cast %408 : i64 to index
      %extracted = tensor.extract %5[%405, %409] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_217: i1, %out: i1):
      %402 = arith.andi %in, %in_217 : i1
      linalg.yield %402 : i1
    } -> tensor<2x1x8x8xi1>
    %expanded_23 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %15 = tensor.empty() : tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<1x8x1xi64>) outs(%15 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %402 = arith.sitofp %in : i64 to f32
      linalg.yield %402 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x2xf32>
    %18 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_2 : tensor<1x8x1xf32>, tensor<2xf32>) outs(%17 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<1x8x2xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %19 = tensor.empty() : tensor<1x8x4xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%19 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.cos %in : f32
      linalg.yield %402 : f32
    } -> tensor<1x8x4xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%19 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.sin %in : f32
      linalg.yield %402 : f32
    } -> tensor<1x8x4xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst_17 : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_3 : f64 to f32
      %403 = arith.addf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.rsqrt %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %30 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_0_input_layernorm, %29 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %31 = tensor.empty() : tensor<16x16xf32>
    %transposed = linalg.transpose ins(%model_layers_0_self_attn_q_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %32 = linalg.fill ins(%cst_17 : f32) outs(%31 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_24 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %34 = tensor.empty() : tensor<2x4x8x4xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %35 = tensor.empty() : tensor<16x8xf32>
    %transposed_26 = linalg.transpose ins(%model_layers_0_self_attn_k_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %36 = linalg.fill ins(%cst_17 : f32) outs(%35 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed_26 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_27 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %38 = tensor.empty() : tensor<2x2x8x4xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_29 = linalg.transpose ins(%model_layers_0_self_attn_v_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_29 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_30 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_32 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %expanded_33 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice = tensor.extract_slice %transposed_25[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_34 = tensor.extract_slice %transposed_25[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %41 = tensor.empty() : tensor<2x4x8x2xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_35 = tensor.concat dim(3) %42, %extracted_slice : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_35, %expanded_33 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28, %expanded_32 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_36 = tensor.extract_slice %transposed_28[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_37 = tensor.extract_slice %transposed_28[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %46 = tensor.empty() : tensor<2x2x8x2xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_37 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x2xf32>
    %concat_38 = tensor.concat dim(3) %47, %extracted_slice_36 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_38, %expanded_33 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %50 = tensor.empty() : tensor<2x2x2x8x4xf32>
    %51 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %collapsed_39 = tensor.collapse_shape %51 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<2x4x8x4xf32>
    %52 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %53 = tensor.empty() : tensor<2x1x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%53 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_217: f32, %in_218: f32, %out: f32):
      %402 = arith.select %in, %in_217, %in_218 : f32
      linalg.yield %402 : f32
    } -> tensor<2x1x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x8x4xf32>
    %56 = tensor.empty() : tensor<2x4x4x8xf32>
    %transposed_40 = linalg.transpose ins(%collapsed_39 : tensor<2x4x8x4xf32>) outs(%56 : tensor<2x4x4x8xf32>) permutation = [0, 1, 3, 2] 
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_40 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_41 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_42 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %58 = tensor.empty() : tensor<8x8x8xf32>
    %59 = linalg.fill ins(%cst_17 : f32) outs(%58 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_43 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %61 = tensor.empty() : tensor<2x4x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %54 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %63 = tensor.empty() : tensor<2x4x8xi64>
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %65 = tensor.empty() : tensor<2x4x8xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %67:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<2x4x8x8xf32>) outs(%66, %64 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_217: i64):
      %402 = linalg.index 3 : index
      %403 = arith.index_cast %402 : index to i64
      %404 = arith.maximumf %in, %out : f32
      %405 = arith.cmpf ogt, %in, %out : f32
      %406 = arith.select %405, %403, %out_217 : i64
      linalg.yield %404, %406 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_44 = tensor.expand_shape %67#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_44 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.subf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.exp %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %70 = tensor.empty() : tensor<2x4x8x1xf32>
    %71 = linalg.fill ins(%cst_17 : f32) outs(%70 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.divf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %74 = tensor.empty() : tensor<2x4x8x8xi1>
    %75 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %402 = arith.extf %in : f32 to f64
      %403 = arith.cmpf oeq, %402, %cst_4 : f64
      linalg.yield %403 : i1
    } -> tensor<2x4x8x8xi1>
    %76 = tensor.empty() : tensor<2x4x8x1xi1>
    %77 = linalg.fill ins(%true : i1) outs(%76 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %78 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<2x4x8x8xi1>) outs(%77 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %402 = arith.andi %in, %out : i1
      linalg.yield %402 : i1
    } -> tensor<2x4x8x1xi1>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %cst_9, %73 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_217: f32, %in_218: f32, %out: f32):
      %402 = arith.select %in, %in_217, %in_218 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_45 = tensor.collapse_shape %79 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_46 = tensor.collapse_shape %52 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<8x8x4xf32>
    %80 = tensor.empty() : tensor<8x8x4xf32>
    %81 = linalg.fill ins(%cst_17 : f32) outs(%80 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %82 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_47 = tensor.expand_shape %82 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %83 = tensor.empty() : tensor<2x8x4x4xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%model_layers_0_self_attn_o_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %84 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_51 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_51 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_3 : f64 to f32
      %403 = arith.addf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.rsqrt %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %92 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_0_post_attention_layernorm, %91 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %93 = tensor.empty() : tensor<16x32xf32>
    %transposed_52 = linalg.transpose ins(%model_layers_0_mlp_gate_proj : tensor<32x16xf32>) outs(%93 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %94 = linalg.fill ins(%cst_17 : f32) outs(%93 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %95 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%94 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_54 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %96 = tensor.empty() : tensor<2x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      %403 = math.exp %402 : f32
      %404 = arith.addf %403, %cst_1 : f32
      %405 = arith.divf %cst_1, %404 : f32
      linalg.yield %405 : f32
    } -> tensor<2x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %97 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %transposed_55 = linalg.transpose ins(%model_layers_0_mlp_up_proj : tensor<32x16xf32>) outs(%93 : tensor<16x32xf32>) permutation = [1, 0] 
    %99 = linalg.matmul ins(%collapsed_53, %transposed_55 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%94 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_56 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %expanded_56 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %101 = tensor.empty() : tensor<32x16xf32>
    %transposed_57 = linalg.transpose ins(%model_layers_0_mlp_down_proj : tensor<16x32xf32>) outs(%101 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_58 = tensor.collapse_shape %100 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %102 = linalg.matmul ins(%collapsed_58, %transposed_57 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_59 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %expanded_59 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_3 : f64 to f32
      %403 = arith.addf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.rsqrt %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %108 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %110 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_1_input_layernorm, %109 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %transposed_60 = linalg.transpose ins(%model_layers_1_self_attn_q_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_61 = tensor.collapse_shape %110 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %111 = linalg.matmul ins(%collapsed_61, %transposed_60 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_62 = tensor.expand_shape %111 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_64 = linalg.transpose ins(%model_layers_1_self_attn_k_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %112 = linalg.matmul ins(%collapsed_61, %transposed_64 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_65 = tensor.expand_shape %112 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_67 = linalg.transpose ins(%model_layers_1_self_attn_v_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %113 = linalg.matmul ins(%collapsed_61, %transposed_67 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_68 = tensor.expand_shape %113 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %114 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_70 = tensor.extract_slice %transposed_63[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_71 = tensor.extract_slice %transposed_63[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_71 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_72 = tensor.concat dim(3) %115, %extracted_slice_70 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %116 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_72, %expanded_33 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %117 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %116 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %118 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_66, %expanded_32 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_73 = tensor.extract_slice %transposed_66[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_74 = tensor.extract_slice %transposed_66[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_74 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x2xf32>
    %concat_75 = tensor.concat dim(3) %119, %extracted_slice_73 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_75, %expanded_33 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %121 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %120 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %122 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %collapsed_76 = tensor.collapse_shape %122 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<2x4x8x4xf32>
    %123 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_77 = linalg.transpose ins(%collapsed_76 : tensor<2x4x8x4xf32>) outs(%56 : tensor<2x4x4x8xf32>) permutation = [0, 1, 3, 2] 
    %125 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_77 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_78 = tensor.collapse_shape %124 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_79 = tensor.collapse_shape %125 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %126 = linalg.batch_matmul ins(%collapsed_78, %collapsed_79 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_80 = tensor.expand_shape %126 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80, %54 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %128:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<2x4x8x8xf32>) outs(%66, %64 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_217: i64):
      %402 = linalg.index 3 : index
      %403 = arith.index_cast %402 : index to i64
      %404 = arith.maximumf %in, %out : f32
      %405 = arith.cmpf ogt, %in, %out : f32
      %406 = arith.select %405, %403, %out_217 : i64
      linalg.yield %404, %406 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_81 = tensor.expand_shape %128#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_81 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.subf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %130 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.exp %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %131 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.divf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %402 = arith.extf %in : f32 to f64
      %403 = arith.cmpf oeq, %402, %cst_4 : f64
      linalg.yield %403 : i1
    } -> tensor<2x4x8x8xi1>
    %134 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<2x4x8x8xi1>) outs(%77 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %402 = arith.andi %in, %out : i1
      linalg.yield %402 : i1
    } -> tensor<2x4x8x1xi1>
    %135 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %cst_9, %132 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_217: f32, %in_218: f32, %out: f32):
      %402 = arith.select %in, %in_217, %in_218 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_82 = tensor.collapse_shape %135 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_83 = tensor.collapse_shape %123 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<8x8x4xf32>
    %136 = linalg.batch_matmul ins(%collapsed_82, %collapsed_83 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_84 = tensor.expand_shape %136 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_86 = linalg.transpose ins(%model_layers_1_self_attn_o_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_87 = tensor.collapse_shape %transposed_85 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %137 = linalg.matmul ins(%collapsed_87, %transposed_86 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_88 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %expanded_88 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_3 : f64 to f32
      %403 = arith.addf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.rsqrt %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %143 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %145 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_1_post_attention_layernorm, %144 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %transposed_89 = linalg.transpose ins(%model_layers_1_mlp_gate_proj : tensor<32x16xf32>) outs(%93 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %146 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%94 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_91 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      %403 = math.exp %402 : f32
      %404 = arith.addf %403, %cst_1 : f32
      %405 = arith.divf %cst_1, %404 : f32
      linalg.yield %405 : f32
    } -> tensor<2x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %147 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %transposed_92 = linalg.transpose ins(%model_layers_1_mlp_up_proj : tensor<32x16xf32>) outs(%93 : tensor<16x32xf32>) permutation = [1, 0] 
    %149 = linalg.matmul ins(%collapsed_90, %transposed_92 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%94 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_93 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %expanded_93 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %transposed_94 = linalg.transpose ins(%model_layers_1_mlp_down_proj : tensor<16x32xf32>) outs(%101 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_95 = tensor.collapse_shape %150 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %151 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_96 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %expanded_96 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_3 : f64 to f32
      %403 = arith.addf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.rsqrt %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %157 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %159 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_norm, %158 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %160 = tensor.empty() : tensor<16x64xf32>
    %transposed_97 = linalg.transpose ins(%lm_head : tensor<64x16xf32>) outs(%160 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_98 = tensor.collapse_shape %159 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %161 = linalg.fill ins(%cst_17 : f32) outs(%160 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %162 = linalg.matmul ins(%collapsed_98, %transposed_97 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%161 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %padded = tensor.pad %input_ids low[0, 0] high[0, 1] {
    ^bb0(%arg23: index, %arg24: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_99 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_100 = tensor.collapse_shape %extracted_slice_99 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %163 = tensor.empty() : tensor<16xi64>
    %164 = linalg.fill ins(%c0_i64 : i64) outs(%163 : tensor<16xi64>) -> tensor<16xi64>
    %165 = tensor.empty() : tensor<16xf32>
    %166 = linalg.fill ins(%cst_0 : f32) outs(%165 : tensor<16xf32>) -> tensor<16xf32>
    %167:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%162 : tensor<16x64xf32>) outs(%166, %164 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_217: i64):
      %402 = linalg.index 1 : index
      %403 = arith.index_cast %402 : index to i64
      %404 = arith.maximumf %in, %out : f32
      %405 = arith.cmpf ogt, %in, %out : f32
      %406 = arith.select %405, %403, %out_217 : i64
      linalg.yield %404, %406 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_101 = tensor.expand_shape %167#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %168 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%162, %expanded_101 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.subf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %169 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%168 : tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.exp %in : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %170 = tensor.empty() : tensor<16x1xf32>
    %171 = linalg.fill ins(%cst_17 : f32) outs(%170 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%169 : tensor<16x64xf32>) outs(%171 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<16x1xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<16x1xf32>) outs(%170 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.log %in : f32
      linalg.yield %402 : f32
    } -> tensor<16x1xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%168, %173 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.subf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %175 = tensor.empty() : tensor<16xi1>
    %176 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_100 : tensor<16xi64>) outs(%175 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %402 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %402 : i1
    } -> tensor<16xi1>
    %177 = linalg.generic {indexing_maps = [#map2, #map2, #map20, #map2], iterator_types = ["parallel"]} ins(%176, %collapsed_100, %cst_20 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%163 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_217: i64, %in_218: i64, %out: i64):
      %402 = arith.select %in, %in_217, %in_218 : i64
      linalg.yield %402 : i64
    } -> tensor<16xi64>
    %expanded_102 = tensor.expand_shape %177 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_102 : tensor<16x1xi64>) outs(%171 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %402 = linalg.index 0 : index
      %403 = arith.index_cast %in : i64 to index
      %404 = arith.cmpi slt, %403, %c64 : index
      cf.assert %404, "index must be smaller than dim size"
      %405 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %405, "index must be larger or equal to 0"
      %extracted = tensor.extract %174[%402, %403] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_103 = tensor.collapse_shape %178 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_103 : tensor<16xf32>) outs(%165 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<16xf32>
    %180 = linalg.generic {indexing_maps = [#map2, #map2, #map20, #map2], iterator_types = ["parallel"]} ins(%176, %179, %cst_8 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%165 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_217: f32, %in_218: f32, %out: f32):
      %402 = arith.select %in, %in_217, %in_218 : f32
      linalg.yield %402 : f32
    } -> tensor<16xf32>
    %181 = tensor.empty() : tensor<i64>
    %182 = linalg.fill ins(%c0_i64 : i64) outs(%181 : tensor<i64>) -> tensor<i64>
    %183 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction"]} ins(%176 : tensor<16xi1>) outs(%182 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %402 = arith.extui %in : i1 to i64
      %403 = arith.addi %402, %out : i64
      linalg.yield %403 : i64
    } -> tensor<i64>
    %184 = tensor.empty() : tensor<f32>
    %185 = linalg.generic {indexing_maps = [#map21, #map21], iterator_types = []} ins(%183 : tensor<i64>) outs(%184 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %402 = arith.sitofp %in : i64 to f32
      linalg.yield %402 : f32
    } -> tensor<f32>
    %186 = linalg.fill ins(%cst_17 : f32) outs(%184 : tensor<f32>) -> tensor<f32>
    %187 = linalg.generic {indexing_maps = [#map2, #map20], iterator_types = ["reduction"]} ins(%180 : tensor<16xf32>) outs(%186 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<f32>
    %188 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = []} ins(%187, %185 : tensor<f32>, tensor<f32>) outs(%184 : tensor<f32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.divf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<f32>
    %189 = linalg.generic {indexing_maps = [#map21, #map21, #map21], iterator_types = []} ins(%cst_10, %185 : tensor<f32>, tensor<f32>) outs(%184 : tensor<f32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.divf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<f32>
    %expanded_104 = tensor.expand_shape %collapsed_100 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %190 = tensor.empty() : tensor<16x1xi1>
    %191 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_104 : tensor<16x1xi64>) outs(%190 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %402 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %402 : i1
    } -> tensor<16x1xi1>
    %192 = tensor.empty() : tensor<16x1xi64>
    %193 = linalg.generic {indexing_maps = [#map3, #map3, #map22, #map3], iterator_types = ["parallel", "parallel"]} ins(%191, %expanded_104, %cst_20 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%192 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_217: i64, %in_218: i64, %out: i64):
      %402 = arith.select %in, %in_217, %in_218 : i64
      linalg.yield %402 : i64
    } -> tensor<16x1xi64>
    %194 = linalg.fill ins(%c0_i64 : i64) outs(%192 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %195 = linalg.fill ins(%cst_17 : f32) outs(%165 : tensor<16xf32>) -> tensor<16xf32>
    %196:3 = linalg.generic {indexing_maps = [#map23, #map23, #map2], iterator_types = ["parallel"]} outs(%194, %194, %195 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_217: i64, %out_218: f32):
      %402 = linalg.index 0 : index
      %403 = arith.remsi %402, %c16 : index
      %extracted = tensor.extract %193[%403, %c0] : tensor<16x1xi64>
      %404 = arith.index_cast %403 : index to i64
      linalg.yield %404, %extracted, %cst_19 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %197 = tensor.empty() : tensor<16x2xi64>
    %198 = linalg.fill ins(%c0_i64 : i64) outs(%197 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %196#0 into %198[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_105 = tensor.insert_slice %196#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %199 = "tm_tensor.scatter"(%196#2, %inserted_slice_105, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg603: f32, %tm0_arg604: f32):
      "tm_tensor.yield"(%tm0_arg603) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x2xi64>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map22, #map22, #map3], iterator_types = ["parallel", "parallel"]} ins(%191, %189, %cst_8 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%170 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_217: f32, %in_218: f32, %out: f32):
      %402 = arith.select %in, %in_217, %in_218 : f32
      linalg.yield %402 : f32
    } -> tensor<16x1xf32>
    %201 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%199, %200 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%174 : tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.exp %in : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%201 : tensor<16x64xf32>) outs(%171 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<16x1xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%202, %203 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%201, %204 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.subf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<16x64xf32>
    %206 = tensor.empty() : tensor<64x16xf32>
    %transposed_106 = linalg.transpose ins(%205 : tensor<16x64xf32>) outs(%206 : tensor<64x16xf32>) permutation = [1, 0] 
    %207 = linalg.fill ins(%cst_17 : f32) outs(%206 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %208 = linalg.matmul ins(%transposed_106, %collapsed_98 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%207 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %209 = linalg.matmul ins(%205, %lm_head : tensor<16x64xf32>, tensor<64x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_107 = tensor.expand_shape %209 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107, %model_norm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107, %158 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %212 = tensor.empty() : tensor<1x1x16xf32>
    %213 = linalg.fill ins(%cst_17 : f32) outs(%212 : tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%211 : tensor<2x8x16xf32>) outs(%213 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_108 = tensor.collapse_shape %214 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %152 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %157 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%215 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_15 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %218 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_109 = tensor.collapse_shape %220 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_109 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_16 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %224 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %225 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_110 = tensor.collapse_shape %226 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_111 = linalg.transpose ins(%collapsed_110 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %227 = linalg.matmul ins(%transposed_111, %collapsed_95 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%94 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %228 = linalg.matmul ins(%collapsed_110, %model_layers_1_mlp_down_proj : tensor<16x16xf32>, tensor<16x32xf32>) outs(%94 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_112 = tensor.expand_shape %228 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %148 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %expanded_93 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_113 = tensor.collapse_shape %229 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_114 = linalg.transpose ins(%collapsed_113 : tensor<16x32xf32>) outs(%101 : tensor<32x16xf32>) permutation = [1, 0] 
    %231 = linalg.fill ins(%cst_17 : f32) outs(%101 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %232 = linalg.matmul ins(%transposed_114, %collapsed_90 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%231 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %233 = linalg.matmul ins(%collapsed_113, %model_layers_1_mlp_up_proj : tensor<16x32xf32>, tensor<32x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_115 = tensor.expand_shape %233 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %147 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.subf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %234 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %cst_1 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %147 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %236 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_116 = tensor.collapse_shape %238 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_117 = linalg.transpose ins(%collapsed_116 : tensor<16x32xf32>) outs(%101 : tensor<32x16xf32>) permutation = [1, 0] 
    %239 = linalg.matmul ins(%transposed_117, %collapsed_90 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%231 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %240 = linalg.matmul ins(%collapsed_116, %model_layers_1_mlp_gate_proj : tensor<16x32xf32>, tensor<32x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_118 = tensor.expand_shape %240 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %expanded_118 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %model_layers_1_post_attention_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %144 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%243 : tensor<2x8x16xf32>) outs(%213 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_119 = tensor.collapse_shape %244 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %138 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %143 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%245 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %246 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_15 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %249 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_120 = tensor.collapse_shape %251 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_120 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_16 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %255 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %256 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_121 = tensor.collapse_shape %257 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_122 = linalg.transpose ins(%collapsed_121 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %258 = linalg.matmul ins(%transposed_122, %collapsed_87 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %259 = linalg.matmul ins(%collapsed_121, %model_layers_1_self_attn_o_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_123 = tensor.expand_shape %259 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_125 = tensor.collapse_shape %transposed_124 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_126 = linalg.transpose ins(%collapsed_82 : tensor<8x8x8xf32>) outs(%58 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %260 = linalg.batch_matmul ins(%transposed_126, %collapsed_125 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %261 = tensor.empty() : tensor<8x4x8xf32>
    %transposed_127 = linalg.transpose ins(%collapsed_83 : tensor<8x8x4xf32>) outs(%261 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %262 = linalg.batch_matmul ins(%collapsed_125, %transposed_127 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_128 = tensor.expand_shape %262 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %263 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_128, %135 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %264 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%263 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x1xf32>
    %265 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %264 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %266 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %265 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.subf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_129 = tensor.collapse_shape %266 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_130 = linalg.transpose ins(%collapsed_78 : tensor<8x8x4xf32>) outs(%261 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %267 = linalg.fill ins(%cst_17 : f32) outs(%261 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %268 = linalg.batch_matmul ins(%transposed_130, %collapsed_129 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%267 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_79 : tensor<8x4x8xf32>) outs(%80 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %269 = linalg.batch_matmul ins(%collapsed_129, %transposed_131 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_132 = tensor.expand_shape %268 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_133 = tensor.expand_shape %269 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %270 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_132 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_134 = linalg.transpose ins(%270 : tensor<2x4x4x8xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 1, 3, 2] 
    %271 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_133 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x8x4xf32>
    %expanded_135 = tensor.expand_shape %260 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<8x8x4xf32> into tensor<2x2x2x8x4xf32>
    %272 = tensor.empty() : tensor<2x2x1x8x4xf32>
    %273 = linalg.fill ins(%cst_17 : f32) outs(%272 : tensor<2x2x1x8x4xf32>) -> tensor<2x2x1x8x4xf32>
    %274 = linalg.generic {indexing_maps = [#map15, #map25], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_135 : tensor<2x2x2x8x4xf32>) outs(%273 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_136 = tensor.collapse_shape %274 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %expanded_137 = tensor.expand_shape %transposed_134 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<2x4x8x4xf32> into tensor<2x2x2x8x4xf32>
    %275 = linalg.generic {indexing_maps = [#map15, #map25], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_137 : tensor<2x2x2x8x4xf32>) outs(%273 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_138 = tensor.collapse_shape %275 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %276 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_138, %expanded_33 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_139 = tensor.extract_slice %276[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_140 = tensor.extract_slice %276[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %277 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x2xf32>
    %inserted_slice_141 = tensor.insert_slice %277 into %cst_12[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %inserted_slice_142 = tensor.insert_slice %extracted_slice_140 into %cst_12[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %278 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_141, %inserted_slice_142 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %279 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_138, %expanded_32 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %280 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %279 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %281 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_33 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_143 = tensor.extract_slice %281[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_144 = tensor.extract_slice %281[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %282 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_143 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x2xf32>
    %inserted_slice_145 = tensor.insert_slice %282 into %cst_11[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %inserted_slice_146 = tensor.insert_slice %extracted_slice_144 into %cst_11[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %283 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_145, %inserted_slice_146 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %284 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %285 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %284 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %286 = tensor.empty() : tensor<2x8x2x4xf32>
    %transposed_147 = linalg.transpose ins(%collapsed_136 : tensor<2x2x8x4xf32>) outs(%286 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %287 = tensor.empty() : tensor<8x16xf32>
    %transposed_149 = linalg.transpose ins(%collapsed_148 : tensor<16x8xf32>) outs(%287 : tensor<8x16xf32>) permutation = [1, 0] 
    %288 = linalg.fill ins(%cst_17 : f32) outs(%287 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %289 = linalg.matmul ins(%transposed_149, %collapsed_61 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%288 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %290 = linalg.matmul ins(%collapsed_148, %model_layers_1_self_attn_v_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_150 = tensor.expand_shape %290 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_151 = linalg.transpose ins(%280 : tensor<2x2x8x4xf32>) outs(%286 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_152 : tensor<16x8xf32>) outs(%287 : tensor<8x16xf32>) permutation = [1, 0] 
    %291 = linalg.matmul ins(%transposed_153, %collapsed_61 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%288 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %292 = linalg.matmul ins(%collapsed_152, %model_layers_1_self_attn_k_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_154 = tensor.expand_shape %292 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150, %expanded_154 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %transposed_155 = linalg.transpose ins(%285 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_156 = tensor.collapse_shape %transposed_155 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_157 = linalg.transpose ins(%collapsed_156 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %294 = linalg.matmul ins(%transposed_157, %collapsed_61 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %295 = linalg.matmul ins(%collapsed_156, %model_layers_1_self_attn_q_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_158 = tensor.expand_shape %295 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %expanded_158 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %model_layers_1_input_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %109 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%298 : tensor<2x8x16xf32>) outs(%213 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_159 = tensor.collapse_shape %299 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %103 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %108 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%300 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %301 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_15 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %304 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_160 = tensor.collapse_shape %306 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_160 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_16 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %310 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %311 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_161 = tensor.collapse_shape %312 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_162 = linalg.transpose ins(%collapsed_161 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %313 = linalg.matmul ins(%transposed_162, %collapsed_58 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%94 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %314 = linalg.matmul ins(%collapsed_161, %model_layers_0_mlp_down_proj : tensor<16x16xf32>, tensor<16x32xf32>) outs(%94 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_163 = tensor.expand_shape %314 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163, %98 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163, %expanded_56 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_164 = tensor.collapse_shape %315 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_165 = linalg.transpose ins(%collapsed_164 : tensor<16x32xf32>) outs(%101 : tensor<32x16xf32>) permutation = [1, 0] 
    %317 = linalg.matmul ins(%transposed_165, %collapsed_53 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%231 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %318 = linalg.matmul ins(%collapsed_164, %model_layers_0_mlp_up_proj : tensor<16x32xf32>, tensor<32x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_166 = tensor.expand_shape %318 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %97 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.subf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %319 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %cst_1 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %97 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %321 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%96 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_167 = tensor.collapse_shape %323 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_168 = linalg.transpose ins(%collapsed_167 : tensor<16x32xf32>) outs(%101 : tensor<32x16xf32>) permutation = [1, 0] 
    %324 = linalg.matmul ins(%transposed_168, %collapsed_53 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%231 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %325 = linalg.matmul ins(%collapsed_167, %model_layers_0_mlp_gate_proj : tensor<16x32xf32>, tensor<32x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_169 = tensor.expand_shape %325 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166, %expanded_169 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %model_layers_0_post_attention_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %91 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%328 : tensor<2x8x16xf32>) outs(%213 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_170 = tensor.collapse_shape %329 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %85 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %90 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%330 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %331 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_15 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %334 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_171 = tensor.collapse_shape %336 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_171 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_16 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %340 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %341 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_172 = tensor.collapse_shape %342 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_173 = linalg.transpose ins(%collapsed_172 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %343 = linalg.matmul ins(%transposed_173, %collapsed_50 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %344 = linalg.matmul ins(%collapsed_172, %model_layers_0_self_attn_o_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_174 = tensor.expand_shape %344 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_175 = linalg.transpose ins(%expanded_174 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_176 = tensor.collapse_shape %transposed_175 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_177 = linalg.transpose ins(%collapsed_45 : tensor<8x8x8xf32>) outs(%58 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %345 = linalg.batch_matmul ins(%transposed_177, %collapsed_176 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_178 = linalg.transpose ins(%collapsed_46 : tensor<8x8x4xf32>) outs(%261 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %346 = linalg.batch_matmul ins(%collapsed_176, %transposed_178 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_179 = tensor.expand_shape %346 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %347 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_179, %79 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %348 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%347 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x1xf32>
    %349 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %348 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %350 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %349 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.subf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_180 = tensor.collapse_shape %350 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_181 = linalg.transpose ins(%collapsed_41 : tensor<8x8x4xf32>) outs(%261 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %351 = linalg.batch_matmul ins(%transposed_181, %collapsed_180 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%267 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_182 = linalg.transpose ins(%collapsed_42 : tensor<8x4x8xf32>) outs(%80 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %352 = linalg.batch_matmul ins(%collapsed_180, %transposed_182 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_183 = tensor.expand_shape %351 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_184 = tensor.expand_shape %352 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %353 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_183 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_185 = linalg.transpose ins(%353 : tensor<2x4x4x8xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 1, 3, 2] 
    %354 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_184 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.truncf %cst_5 : f64 to f32
      %403 = arith.mulf %in, %402 : f32
      linalg.yield %403 : f32
    } -> tensor<2x4x8x4xf32>
    %expanded_186 = tensor.expand_shape %345 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<8x8x4xf32> into tensor<2x2x2x8x4xf32>
    %355 = linalg.generic {indexing_maps = [#map15, #map25], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_186 : tensor<2x2x2x8x4xf32>) outs(%273 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_187 = tensor.collapse_shape %355 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %expanded_188 = tensor.expand_shape %transposed_185 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<2x4x8x4xf32> into tensor<2x2x2x8x4xf32>
    %356 = linalg.generic {indexing_maps = [#map15, #map25], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_188 : tensor<2x2x2x8x4xf32>) outs(%273 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_189 = tensor.collapse_shape %356 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %357 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_189, %expanded_33 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_190 = tensor.extract_slice %357[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_191 = tensor.extract_slice %357[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %358 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_190 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x2xf32>
    %inserted_slice_192 = tensor.insert_slice %358 into %cst_12[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %inserted_slice_193 = tensor.insert_slice %extracted_slice_191 into %cst_12[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %359 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_192, %inserted_slice_193 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %360 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_189, %expanded_32 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %361 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %360 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x2x8x4xf32>
    %362 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %expanded_33 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_194 = tensor.extract_slice %362[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_195 = tensor.extract_slice %362[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %363 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_194 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.negf %in : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x2xf32>
    %inserted_slice_196 = tensor.insert_slice %363 into %cst_11[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %inserted_slice_197 = tensor.insert_slice %extracted_slice_195 into %cst_11[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %364 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_196, %inserted_slice_197 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %365 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %expanded_32 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %366 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %365 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_198 = linalg.transpose ins(%collapsed_187 : tensor<2x2x8x4xf32>) outs(%286 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_199 = tensor.collapse_shape %transposed_198 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_200 = linalg.transpose ins(%collapsed_199 : tensor<16x8xf32>) outs(%287 : tensor<8x16xf32>) permutation = [1, 0] 
    %367 = linalg.matmul ins(%transposed_200, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%288 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %368 = linalg.matmul ins(%collapsed_199, %model_layers_0_self_attn_v_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_201 = tensor.expand_shape %368 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_202 = linalg.transpose ins(%361 : tensor<2x2x8x4xf32>) outs(%286 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_203 = tensor.collapse_shape %transposed_202 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_204 = linalg.transpose ins(%collapsed_203 : tensor<16x8xf32>) outs(%287 : tensor<8x16xf32>) permutation = [1, 0] 
    %369 = linalg.matmul ins(%transposed_204, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%288 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %370 = linalg.matmul ins(%collapsed_203, %model_layers_0_self_attn_k_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_205 = tensor.expand_shape %370 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_201, %expanded_205 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %transposed_206 = linalg.transpose ins(%366 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_207 = tensor.collapse_shape %transposed_206 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_208 = linalg.transpose ins(%collapsed_207 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %372 = linalg.matmul ins(%transposed_208, %collapsed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %373 = linalg.matmul ins(%collapsed_207, %model_layers_0_self_attn_q_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_209 = tensor.expand_shape %373 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %expanded_209 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %model_layers_0_input_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %29 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%376 : tensor<2x8x16xf32>) outs(%213 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_210 = tensor.collapse_shape %377 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %1 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %28 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%378 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.addf %in, %out : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %379 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_15 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %382 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_211 = tensor.collapse_shape %384 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_211 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.divf %in, %cst_14 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %402 = arith.mulf %in, %cst_16 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %388 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.mulf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %389 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_217: f32, %out: f32):
      %402 = arith.addf %in, %in_217 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %402 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %402 : i1
    } -> tensor<2x8xi1>
    %392 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %402 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %402 : i1
    } -> tensor<2x8xi1>
    %393 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%391, %392 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_217: i1, %out: i1):
      %402 = arith.andi %in, %in_217 : i1
      linalg.yield %402 : i1
    } -> tensor<2x8xi1>
    %394 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %402 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %402 : i1
    } -> tensor<2x8xi1>
    %395 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%393, %394 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_217: i1, %out: i1):
      %402 = arith.andi %in, %in_217 : i1
      linalg.yield %402 : i1
    } -> tensor<2x8xi1>
    %expanded_212 = tensor.expand_shape %395 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %396 = tensor.empty() : tensor<2x8xi64>
    %397 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%396 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %402 = arith.maxsi %in, %c-64_i64 : i64
      %403 = arith.minsi %402, %c63_i64 : i64
      linalg.yield %403 : i64
    } -> tensor<2x8xi64>
    %398 = tensor.empty() : tensor<2x8x1xi1>
    %399 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212 : tensor<2x8x1xi1>) outs(%398 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %402 = arith.xori %in, %true : i1
      linalg.yield %402 : i1
    } -> tensor<2x8x1xi1>
    %400 = linalg.generic {indexing_maps = [#map11, #map26, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %cst_8, %390 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_217: f32, %in_218: f32, %out: f32):
      %402 = arith.select %in, %in_217, %in_218 : f32
      linalg.yield %402 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_213 = tensor.collapse_shape %397 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_214 = tensor.expand_shape %collapsed_213 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_215 = tensor.collapse_shape %400 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_216 = tensor.expand_shape %collapsed_215 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %401 = "tm_tensor.scatter"(%expanded_216, %expanded_214, %cst_18) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg23: f32, %tm1_arg24: f32):
      %tm1_641 = "arith.addf"(%tm1_arg24, %tm1_arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm1_641) : (f32) -> ()
    }) : (tensor<16x1x16xf32>, tensor<16x1xi64>, tensor<64x16xf32>) -> tensor<64x16xf32>
    return %188, %401, %372, %369, %367, %343, %324, %317, %313, %collapsed_210, %collapsed_170, %294, %291, %289, %258, %239, %232, %227, %collapsed_159, %collapsed_119, %collapsed_108, %208 : tensor<f32>, tensor<64x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>
  }
}
