// The training step of hf-mixtral (f32), exported by
// tools/torch-export/export.py --model hf-mixtral --dtype f32 (torch 2.15.0, torch-mlir 20261001, transformers 5.24.0).
// PyTorch's loss and gradients: hf-mixtral-f32.ref/ (docs/TorchExport.md).
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
#map20 = affine_map<(d0, d1) -> (0, d1)>
#map21 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map22 = affine_map<(d0, d1, d2) -> (d0)>
#map23 = affine_map<(d0) -> ()>
#map24 = affine_map<() -> ()>
#map25 = affine_map<(d0, d1) -> ()>
#map26 = affine_map<(d0) -> (d0, 0)>
#map27 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map28 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map29 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#map30 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%input_ids: tensor<2x8xi64> {ap.input_range = array<i64: 0, 63>} loc("input_ids"),
      %attention_mask: tensor<2x8xi64> {ap.input_range = array<i64: 0, 1>} loc("attention_mask"),
      %model_embed_tokens: tensor<64x16xf32> {ap.param} loc("model_embed_tokens"),
      %model_layers_0_self_attn_q_proj: tensor<16x16xf32> {ap.param} loc("model_layers_0_self_attn_q_proj"),
      %model_layers_0_self_attn_k_proj: tensor<8x16xf32> {ap.param} loc("model_layers_0_self_attn_k_proj"),
      %model_layers_0_self_attn_v_proj: tensor<8x16xf32> {ap.param} loc("model_layers_0_self_attn_v_proj"),
      %model_layers_0_self_attn_o_proj: tensor<16x16xf32> {ap.param} loc("model_layers_0_self_attn_o_proj"),
      %model_layers_0_mlp_gate: tensor<4x16xf32> {ap.param} loc("model_layers_0_mlp_gate"),
      %model_layers_0_mlp_experts_gate_up_proj: tensor<4x64x16xf32> {ap.param} loc("model_layers_0_mlp_experts_gate_up_proj"),
      %model_layers_0_mlp_experts_down_proj: tensor<4x16x32xf32> {ap.param} loc("model_layers_0_mlp_experts_down_proj"),
      %model_layers_0_input_layernorm: tensor<16xf32> {ap.param} loc("model_layers_0_input_layernorm"),
      %model_layers_0_post_attention_layernorm: tensor<16xf32> {ap.param} loc("model_layers_0_post_attention_layernorm"),
      %model_layers_1_self_attn_q_proj: tensor<16x16xf32> {ap.param} loc("model_layers_1_self_attn_q_proj"),
      %model_layers_1_self_attn_k_proj: tensor<8x16xf32> {ap.param} loc("model_layers_1_self_attn_k_proj"),
      %model_layers_1_self_attn_v_proj: tensor<8x16xf32> {ap.param} loc("model_layers_1_self_attn_v_proj"),
      %model_layers_1_self_attn_o_proj: tensor<16x16xf32> {ap.param} loc("model_layers_1_self_attn_o_proj"),
      %model_layers_1_mlp_gate: tensor<4x16xf32> {ap.param} loc("model_layers_1_mlp_gate"),
      %model_layers_1_mlp_experts_gate_up_proj: tensor<4x64x16xf32> {ap.param} loc("model_layers_1_mlp_experts_gate_up_proj"),
      %model_layers_1_mlp_experts_down_proj: tensor<4x16x32xf32> {ap.param} loc("model_layers_1_mlp_experts_down_proj"),
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
          tensor<4x16xf32> {ap.grad_of = 7 : i64},
          tensor<4x64x16xf32> {ap.grad_of = 8 : i64},
          tensor<4x16x32xf32> {ap.grad_of = 9 : i64},
          tensor<16xf32> {ap.grad_of = 10 : i64},
          tensor<16xf32> {ap.grad_of = 11 : i64},
          tensor<16x16xf32> {ap.grad_of = 12 : i64},
          tensor<8x16xf32> {ap.grad_of = 13 : i64},
          tensor<8x16xf32> {ap.grad_of = 14 : i64},
          tensor<16x16xf32> {ap.grad_of = 15 : i64},
          tensor<4x16xf32> {ap.grad_of = 16 : i64},
          tensor<4x64x16xf32> {ap.grad_of = 17 : i64},
          tensor<4x16x32xf32> {ap.grad_of = 18 : i64},
          tensor<16xf32> {ap.grad_of = 19 : i64},
          tensor<16xf32> {ap.grad_of = 20 : i64},
          tensor<16xf32> {ap.grad_of = 21 : i64},
          tensor<64x16xf32> {ap.grad_of = 22 : i64}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32>
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %false = arith.constant false
    %cst_2 = arith.constant dense<[1.000000e+00, 1.000000e-03]> : tensor<2xf32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 0.70710678118654757 : f64
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_10 = arith.constant dense<-3.40282347E+38> : tensor<16x4xf32>
    %cst_11 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %cst_13 = arith.constant dense<0.000000e+00> : tensor<2x2x8x4xf32>
    %cst_14 = arith.constant dense<-3.40282347E+38> : tensor<16x2x1xf32>
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_16 = arith.constant dense<1.000000e+00> : tensor<32x32xf32>
    %cst_17 = arith.constant 1.600000e+01 : f32
    %cst_18 = arith.constant -5.000000e-01 : f32
    %cst_19 = arith.constant 2.000000e+00 : f32
    %c63_i64 = arith.constant 63 : i64
    %c-64_i64 = arith.constant -64 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c64_i64 = arith.constant 64 : i64
    %c4_i64 = arith.constant 4 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_20 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_21 = arith.constant dense<0.000000e+00> : tensor<4x16x32xf32>
    %cst_22 = arith.constant dense<0.000000e+00> : tensor<4x64x16xf32>
    %cst_23 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_24 = arith.constant -1.000000e+00 : f32
    %cst_25 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %510 = arith.index_cast %in : i64 to index
      %511 = linalg.index 2 : index
      %512 = arith.cmpi slt, %510, %c64 : index
      cf.assert %512, "index must be smaller than dim size"
      %513 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %513, "index must be larger or equal to 0"
      %extracted = tensor.extract %model_embed_tokens[%510, %511] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %510 = linalg.index 0 : index
      %511 = arith.index_cast %510 : index to i64
      linalg.yield %511 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2x8xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%attention_mask : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %510 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %510 : i1
    } -> tensor<2x8xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %510 = linalg.index 0 : index
      %511 = arith.index_cast %510 : index to i64
      linalg.yield %511 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_26 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_27 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %8 = tensor.empty() : tensor<1x1x8x8xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %expanded_26 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_277: i64, %out: i1):
      %510 = arith.cmpi sle, %in, %in_277 : i64
      linalg.yield %510 : i1
    } -> tensor<1x1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %9 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_277: i1, %out: i1):
      %510 = arith.andi %in, %in_277 : i1
      linalg.yield %510 : i1
    } -> tensor<1x1x8x8xi1>
    %11 = tensor.empty() : tensor<2x1x1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_27 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%11 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_277: i64, %out: i1):
      %510 = arith.cmpi slt, %in, %c0_i64 : i64
      %511 = arith.addi %in, %c2_i64 : i64
      %512 = arith.select %510, %511, %in : i64
      %513 = arith.index_cast %512 : i64 to index
      %514 = arith.cmpi slt, %in_277, %c0_i64 : i64
      %515 = arith.addi %in_277, %c8_i64 : i64
      %516 = arith.select %514, %515, %in_277 : i64
      %517 = arith.index_cast %516 : i64 to index
      %extracted = tensor.extract %5[%513, %517] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_277: i1, %out: i1):
      %510 = arith.andi %in, %in_277 : i1
      linalg.yield %510 : i1
    } -> tensor<2x1x8x8xi1>
    %expanded_28 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %15 = tensor.empty() : tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<1x8x1xi64>) outs(%15 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %510 = arith.sitofp %in : i64 to f32
      linalg.yield %510 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x2xf32>
    %18 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_2 : tensor<1x8x1xf32>, tensor<2xf32>) outs(%17 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<1x8x2xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %19 = tensor.empty() : tensor<1x8x4xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%19 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.cos %in : f32
      linalg.yield %510 : f32
    } -> tensor<1x8x4xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%19 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.sin %in : f32
      linalg.yield %510 : f32
    } -> tensor<1x8x4xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst_20 : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_17 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_3 : f64 to f32
      %511 = arith.addf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.rsqrt %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %30 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_0_input_layernorm, %29 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %31 = tensor.empty() : tensor<16x16xf32>
    %transposed = linalg.transpose ins(%model_layers_0_self_attn_q_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %32 = linalg.fill ins(%cst_20 : f32) outs(%31 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_29 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %34 = tensor.empty() : tensor<2x4x8x4xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %35 = tensor.empty() : tensor<16x8xf32>
    %transposed_31 = linalg.transpose ins(%model_layers_0_self_attn_k_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %36 = linalg.fill ins(%cst_20 : f32) outs(%35 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed_31 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_32 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %38 = tensor.empty() : tensor<2x2x8x4xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_34 = linalg.transpose ins(%model_layers_0_self_attn_v_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_34 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_35 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_37 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %expanded_38 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice = tensor.extract_slice %transposed_30[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_39 = tensor.extract_slice %transposed_30[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %41 = tensor.empty() : tensor<2x4x8x2xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_40 = tensor.concat dim(3) %42, %extracted_slice : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_40, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_33, %expanded_37 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_41 = tensor.extract_slice %transposed_33[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_42 = tensor.extract_slice %transposed_33[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %46 = tensor.empty() : tensor<2x2x8x2xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x2xf32>
    %concat_43 = tensor.concat dim(3) %47, %extracted_slice_41 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_43, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %50 = tensor.empty() : tensor<2x2x2x8x4xf32>
    %51 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %collapsed_44 = tensor.collapse_shape %51 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<2x4x8x4xf32>
    %52 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %53 = tensor.empty() : tensor<2x1x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%53 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<2x1x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_5 : f64 to f32
      %511 = arith.mulf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x4x8x4xf32>
    %56 = tensor.empty() : tensor<2x4x4x8xf32>
    %transposed_45 = linalg.transpose ins(%collapsed_44 : tensor<2x4x8x4xf32>) outs(%56 : tensor<2x4x4x8xf32>) permutation = [0, 1, 3, 2] 
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_45 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_5 : f64 to f32
      %511 = arith.mulf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_46 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_47 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %58 = tensor.empty() : tensor<8x8x8xf32>
    %59 = linalg.fill ins(%cst_20 : f32) outs(%58 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = linalg.batch_matmul ins(%collapsed_46, %collapsed_47 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_48 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %61 = tensor.empty() : tensor<2x4x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_48, %54 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %63 = tensor.empty() : tensor<2x4x8xi64>
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %65 = tensor.empty() : tensor<2x4x8xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %67:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<2x4x8x8xf32>) outs(%66, %64 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 3 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_49 = tensor.expand_shape %67#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_49 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.exp %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %70 = tensor.empty() : tensor<2x4x8x1xf32>
    %71 = linalg.fill ins(%cst_20 : f32) outs(%70 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %74 = tensor.empty() : tensor<2x4x8x8xi1>
    %75 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %510 = arith.extf %in : f32 to f64
      %511 = arith.cmpf oeq, %510, %cst_4 : f64
      linalg.yield %511 : i1
    } -> tensor<2x4x8x8xi1>
    %76 = tensor.empty() : tensor<2x4x8x1xi1>
    %77 = linalg.fill ins(%true : i1) outs(%76 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %78 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<2x4x8x8xi1>) outs(%77 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %510 = arith.andi %in, %out : i1
      linalg.yield %510 : i1
    } -> tensor<2x4x8x1xi1>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %cst_9, %73 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_50 = tensor.collapse_shape %79 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_51 = tensor.collapse_shape %52 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<8x8x4xf32>
    %80 = tensor.empty() : tensor<8x8x4xf32>
    %81 = linalg.fill ins(%cst_20 : f32) outs(%80 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %82 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_52 = tensor.expand_shape %82 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %83 = tensor.empty() : tensor<2x8x4x4xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_54 = linalg.transpose ins(%model_layers_0_self_attn_o_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %transposed_53 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %84 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_56 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_56 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_17 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_3 : f64 to f32
      %511 = arith.addf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.rsqrt %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %92 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_0_post_attention_layernorm, %91 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_57 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %93 = tensor.empty() : tensor<16x4xf32>
    %transposed_58 = linalg.transpose ins(%model_layers_0_mlp_gate : tensor<4x16xf32>) outs(%93 : tensor<16x4xf32>) permutation = [1, 0] 
    %94 = linalg.fill ins(%cst_20 : f32) outs(%93 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %95 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<16x16xf32>, tensor<16x4xf32>) outs(%94 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %96 = tensor.empty() : tensor<16xi64>
    %97 = linalg.fill ins(%c0_i64 : i64) outs(%96 : tensor<16xi64>) -> tensor<16xi64>
    %98 = tensor.empty() : tensor<16xf32>
    %99 = linalg.fill ins(%cst_0 : f32) outs(%98 : tensor<16xf32>) -> tensor<16xf32>
    %100:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%95 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 1 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_59 = tensor.expand_shape %100#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%95, %expanded_59 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%101 : tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.exp %in : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %103 = tensor.empty() : tensor<16x1xf32>
    %104 = linalg.fill ins(%cst_20 : f32) outs(%103 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%102 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%102, %105 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %107 = tensor.empty() : tensor<4xi64>
    %108 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%107 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %510 = linalg.index 0 : index
      %511 = arith.index_cast %510 : index to i64
      linalg.yield %511 : i64
    } -> tensor<4xi64>
    %expanded_60 = tensor.expand_shape %108 [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64>
    %109:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%106 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 1 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_61 = tensor.expand_shape %109#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %expanded_62 = tensor.expand_shape %109#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %110 = tensor.empty() : tensor<16x4xi1>
    %111 = linalg.generic {indexing_maps = [#map20, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_60, %expanded_62 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_277: i64, %out: i1):
      %510 = arith.cmpi eq, %in, %in_277 : i64
      linalg.yield %510 : i1
    } -> tensor<16x4xi1>
    %112 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%111, %cst_10, %106 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %113:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%112 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 1 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_63 = tensor.expand_shape %113#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %expanded_64 = tensor.expand_shape %113#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_65 = tensor.concat dim(1) %expanded_61, %expanded_63 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_66 = tensor.concat dim(1) %expanded_62, %expanded_64 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %114 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%concat_65 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %115 = tensor.empty() : tensor<16x2xf32>
    %116 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%concat_65, %114 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %117 = tensor.empty() : tensor<16x2x16xf32>
    %118 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_57 : tensor<16x16xf32>) outs(%117 : tensor<16x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x16xf32>
    %collapsed_67 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<16x2x16xf32> into tensor<32x16xf32>
    %collapsed_68 = tensor.collapse_shape %concat_66 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64>
    %119 = tensor.empty() : tensor<32x64x16xf32>
    %120 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_68 : tensor<32xi64>) outs(%119 : tensor<32x64x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %510 = arith.cmpi slt, %in, %c0_i64 : i64
      %511 = arith.addi %in, %c4_i64 : i64
      %512 = arith.select %510, %511, %in : i64
      %513 = arith.index_cast %512 : i64 to index
      %514 = linalg.index 1 : index
      %515 = linalg.index 2 : index
      %extracted = tensor.extract %model_layers_0_mlp_experts_gate_up_proj[%513, %514, %515] : tensor<4x64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64x16xf32>
    %expanded_69 = tensor.expand_shape %collapsed_67 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32>
    %121 = tensor.empty() : tensor<32x64x1xf32>
    %122 = linalg.fill ins(%cst_20 : f32) outs(%121 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32>
    %123 = linalg.batch_matmul ins(%120, %expanded_69 : tensor<32x64x16xf32>, tensor<32x16x1xf32>) outs(%122 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32>
    %collapsed_70 = tensor.collapse_shape %123 [[0], [1, 2]] : tensor<32x64x1xf32> into tensor<32x64xf32>
    %extracted_slice_71 = tensor.extract_slice %collapsed_70[0, 0] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32>
    %extracted_slice_72 = tensor.extract_slice %collapsed_70[0, 32] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32>
    %124 = tensor.empty() : tensor<32x32xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_71 : tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      %511 = math.exp %510 : f32
      %512 = arith.addf %511, %cst_1 : f32
      %513 = arith.divf %cst_1, %512 : f32
      linalg.yield %513 : f32
    } -> tensor<32x32xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_71, %125 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%126, %extracted_slice_72 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %128 = tensor.empty() : tensor<32x16x32xf32>
    %129 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_68 : tensor<32xi64>) outs(%128 : tensor<32x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %510 = arith.cmpi slt, %in, %c0_i64 : i64
      %511 = arith.addi %in, %c4_i64 : i64
      %512 = arith.select %510, %511, %in : i64
      %513 = arith.index_cast %512 : i64 to index
      %514 = linalg.index 1 : index
      %515 = linalg.index 2 : index
      %extracted = tensor.extract %model_layers_0_mlp_experts_down_proj[%513, %514, %515] : tensor<4x16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x16x32xf32>
    %expanded_73 = tensor.expand_shape %127 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32>
    %130 = tensor.empty() : tensor<32x16x1xf32>
    %131 = linalg.fill ins(%cst_20 : f32) outs(%130 : tensor<32x16x1xf32>) -> tensor<32x16x1xf32>
    %132 = linalg.batch_matmul ins(%129, %expanded_73 : tensor<32x16x32xf32>, tensor<32x32x1xf32>) outs(%131 : tensor<32x16x1xf32>) -> tensor<32x16x1xf32>
    %collapsed_74 = tensor.collapse_shape %132 [[0], [1, 2]] : tensor<32x16x1xf32> into tensor<32x16xf32>
    %collapsed_75 = tensor.collapse_shape %116 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32>
    %expanded_76 = tensor.expand_shape %collapsed_75 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %133 = tensor.empty() : tensor<32x16xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_74, %expanded_76 : tensor<32x16xf32>, tensor<32x1xf32>) outs(%133 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x16xf32>
    %expanded_77 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [16, 2, 16] : tensor<32x16xf32> into tensor<16x2x16xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_77 : tensor<16x2x16xf32>) outs(%32 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x16xf32>
    %expanded_78 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %expanded_78 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_17 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_3 : f64 to f32
      %511 = arith.addf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.rsqrt %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %141 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %143 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_1_input_layernorm, %142 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %transposed_79 = linalg.transpose ins(%model_layers_1_self_attn_q_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %144 = linalg.matmul ins(%collapsed_80, %transposed_79 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_81 = tensor.expand_shape %144 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_83 = linalg.transpose ins(%model_layers_1_self_attn_k_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %145 = linalg.matmul ins(%collapsed_80, %transposed_83 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_84 = tensor.expand_shape %145 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_86 = linalg.transpose ins(%model_layers_1_self_attn_v_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %146 = linalg.matmul ins(%collapsed_80, %transposed_86 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_87 = tensor.expand_shape %146 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %147 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_82, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_89 = tensor.extract_slice %transposed_82[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_90 = tensor.extract_slice %transposed_82[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %148 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_90 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_91 = tensor.concat dim(3) %148, %extracted_slice_89 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %149 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_91, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %150 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %149 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %151 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_85, %expanded_37 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_92 = tensor.extract_slice %transposed_85[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_93 = tensor.extract_slice %transposed_85[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %152 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_93 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x2xf32>
    %concat_94 = tensor.concat dim(3) %152, %extracted_slice_92 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %153 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_94, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %154 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %153 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %155 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %collapsed_95 = tensor.collapse_shape %155 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<2x4x8x4xf32>
    %156 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_88 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %157 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_5 : f64 to f32
      %511 = arith.mulf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_96 = linalg.transpose ins(%collapsed_95 : tensor<2x4x8x4xf32>) outs(%56 : tensor<2x4x4x8xf32>) permutation = [0, 1, 3, 2] 
    %158 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_96 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_5 : f64 to f32
      %511 = arith.mulf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_97 = tensor.collapse_shape %157 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_98 = tensor.collapse_shape %158 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %159 = linalg.batch_matmul ins(%collapsed_97, %collapsed_98 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_99 = tensor.expand_shape %159 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %160 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_99, %54 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %161:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%160 : tensor<2x4x8x8xf32>) outs(%66, %64 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 3 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_100 = tensor.expand_shape %161#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_100 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %163 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.exp %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%163 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %164 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %166 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %510 = arith.extf %in : f32 to f64
      %511 = arith.cmpf oeq, %510, %cst_4 : f64
      linalg.yield %511 : i1
    } -> tensor<2x4x8x8xi1>
    %167 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<2x4x8x8xi1>) outs(%77 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %510 = arith.andi %in, %out : i1
      linalg.yield %510 : i1
    } -> tensor<2x4x8x1xi1>
    %168 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %cst_9, %165 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_101 = tensor.collapse_shape %168 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_102 = tensor.collapse_shape %156 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<8x8x4xf32>
    %169 = linalg.batch_matmul ins(%collapsed_101, %collapsed_102 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_103 = tensor.expand_shape %169 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %transposed_104 = linalg.transpose ins(%expanded_103 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_105 = linalg.transpose ins(%model_layers_1_self_attn_o_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_106 = tensor.collapse_shape %transposed_104 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %170 = linalg.matmul ins(%collapsed_106, %transposed_105 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_107 = tensor.expand_shape %170 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %expanded_107 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%172 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_17 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_3 : f64 to f32
      %511 = arith.addf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.rsqrt %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %176 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %178 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_1_post_attention_layernorm, %177 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_108 = tensor.collapse_shape %178 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_109 = linalg.transpose ins(%model_layers_1_mlp_gate : tensor<4x16xf32>) outs(%93 : tensor<16x4xf32>) permutation = [1, 0] 
    %179 = linalg.matmul ins(%collapsed_108, %transposed_109 : tensor<16x16xf32>, tensor<16x4xf32>) outs(%94 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %180:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%179 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 1 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_110 = tensor.expand_shape %180#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%179, %expanded_110 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%181 : tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.exp %in : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %183 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%182 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%182, %183 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %185:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%184 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 1 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_111 = tensor.expand_shape %185#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %expanded_112 = tensor.expand_shape %185#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %186 = linalg.generic {indexing_maps = [#map20, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_60, %expanded_112 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_277: i64, %out: i1):
      %510 = arith.cmpi eq, %in, %in_277 : i64
      linalg.yield %510 : i1
    } -> tensor<16x4xi1>
    %187 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%186, %cst_10, %184 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %188:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%187 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 1 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_113 = tensor.expand_shape %188#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %expanded_114 = tensor.expand_shape %188#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_115 = tensor.concat dim(1) %expanded_111, %expanded_113 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_116 = tensor.concat dim(1) %expanded_112, %expanded_114 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %189 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%concat_115 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%concat_115, %189 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %191 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_108 : tensor<16x16xf32>) outs(%117 : tensor<16x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x16xf32>
    %collapsed_117 = tensor.collapse_shape %191 [[0, 1], [2]] : tensor<16x2x16xf32> into tensor<32x16xf32>
    %collapsed_118 = tensor.collapse_shape %concat_116 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64>
    %192 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_118 : tensor<32xi64>) outs(%119 : tensor<32x64x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %510 = arith.cmpi slt, %in, %c0_i64 : i64
      %511 = arith.addi %in, %c4_i64 : i64
      %512 = arith.select %510, %511, %in : i64
      %513 = arith.index_cast %512 : i64 to index
      %514 = linalg.index 1 : index
      %515 = linalg.index 2 : index
      %extracted = tensor.extract %model_layers_1_mlp_experts_gate_up_proj[%513, %514, %515] : tensor<4x64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64x16xf32>
    %expanded_119 = tensor.expand_shape %collapsed_117 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32>
    %193 = linalg.batch_matmul ins(%192, %expanded_119 : tensor<32x64x16xf32>, tensor<32x16x1xf32>) outs(%122 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32>
    %collapsed_120 = tensor.collapse_shape %193 [[0], [1, 2]] : tensor<32x64x1xf32> into tensor<32x64xf32>
    %extracted_slice_121 = tensor.extract_slice %collapsed_120[0, 0] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32>
    %extracted_slice_122 = tensor.extract_slice %collapsed_120[0, 32] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32>
    %194 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_121 : tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      %511 = math.exp %510 : f32
      %512 = arith.addf %511, %cst_1 : f32
      %513 = arith.divf %cst_1, %512 : f32
      linalg.yield %513 : f32
    } -> tensor<32x32xf32>
    %195 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_121, %194 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %196 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%195, %extracted_slice_122 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %197 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_118 : tensor<32xi64>) outs(%128 : tensor<32x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %510 = arith.cmpi slt, %in, %c0_i64 : i64
      %511 = arith.addi %in, %c4_i64 : i64
      %512 = arith.select %510, %511, %in : i64
      %513 = arith.index_cast %512 : i64 to index
      %514 = linalg.index 1 : index
      %515 = linalg.index 2 : index
      %extracted = tensor.extract %model_layers_1_mlp_experts_down_proj[%513, %514, %515] : tensor<4x16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x16x32xf32>
    %expanded_123 = tensor.expand_shape %196 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32>
    %198 = linalg.batch_matmul ins(%197, %expanded_123 : tensor<32x16x32xf32>, tensor<32x32x1xf32>) outs(%131 : tensor<32x16x1xf32>) -> tensor<32x16x1xf32>
    %collapsed_124 = tensor.collapse_shape %198 [[0], [1, 2]] : tensor<32x16x1xf32> into tensor<32x16xf32>
    %collapsed_125 = tensor.collapse_shape %190 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32>
    %expanded_126 = tensor.expand_shape %collapsed_125 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_124, %expanded_126 : tensor<32x16xf32>, tensor<32x1xf32>) outs(%133 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x16xf32>
    %expanded_127 = tensor.expand_shape %199 [[0, 1], [2]] output_shape [16, 2, 16] : tensor<32x16xf32> into tensor<16x2x16xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_127 : tensor<16x2x16xf32>) outs(%32 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x16xf32>
    %expanded_128 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %expanded_128 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%202 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_17 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_3 : f64 to f32
      %511 = arith.addf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x8x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.rsqrt %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %206 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %208 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_norm, %207 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %209 = tensor.empty() : tensor<16x64xf32>
    %transposed_129 = linalg.transpose ins(%lm_head : tensor<64x16xf32>) outs(%209 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_130 = tensor.collapse_shape %208 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %210 = linalg.fill ins(%cst_20 : f32) outs(%209 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %211 = linalg.matmul ins(%collapsed_130, %transposed_129 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%210 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %padded = tensor.pad %input_ids low[0, 0] high[0, 1] {
    ^bb0(%arg23: index, %arg24: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_131 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_132 = tensor.collapse_shape %extracted_slice_131 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %212:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%211 : tensor<16x64xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 1 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_133 = tensor.expand_shape %212#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %213 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%211, %expanded_133 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%209 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x64xf32>
    %214 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<16x64xf32>) outs(%209 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.exp %in : f32
      linalg.yield %510 : f32
    } -> tensor<16x64xf32>
    %215 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%214 : tensor<16x64xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%215 : tensor<16x1xf32>) outs(%103 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.log %in : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %217 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%213, %216 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%209 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x64xf32>
    %218 = tensor.empty() : tensor<16xi1>
    %219 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_132 : tensor<16xi64>) outs(%218 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %510 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %510 : i1
    } -> tensor<16xi1>
    %220 = linalg.generic {indexing_maps = [#map2, #map2, #map23, #map2], iterator_types = ["parallel"]} ins(%219, %collapsed_132, %cst_25 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%96 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_277: i64, %in_278: i64, %out: i64):
      %510 = arith.select %in, %in_277, %in_278 : i64
      linalg.yield %510 : i64
    } -> tensor<16xi64>
    %expanded_134 = tensor.expand_shape %220 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_134 : tensor<16x1xi64>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %510 = linalg.index 0 : index
      %511 = arith.index_cast %in : i64 to index
      %512 = arith.cmpi slt, %511, %c64 : index
      cf.assert %512, "index must be smaller than dim size"
      %513 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %513, "index must be larger or equal to 0"
      %extracted = tensor.extract %217[%510, %511] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_135 = tensor.collapse_shape %221 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_135 : tensor<16xf32>) outs(%98 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<16xf32>
    %223 = linalg.generic {indexing_maps = [#map2, #map2, #map23, #map2], iterator_types = ["parallel"]} ins(%219, %222, %cst_8 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%98 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<16xf32>
    %224 = tensor.empty() : tensor<i64>
    %225 = linalg.fill ins(%c0_i64 : i64) outs(%224 : tensor<i64>) -> tensor<i64>
    %226 = linalg.generic {indexing_maps = [#map2, #map23], iterator_types = ["reduction"]} ins(%219 : tensor<16xi1>) outs(%225 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %510 = arith.extui %in : i1 to i64
      %511 = arith.addi %510, %out : i64
      linalg.yield %511 : i64
    } -> tensor<i64>
    %227 = tensor.empty() : tensor<f32>
    %228 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%226 : tensor<i64>) outs(%227 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %510 = arith.sitofp %in : i64 to f32
      linalg.yield %510 : f32
    } -> tensor<f32>
    %229 = linalg.fill ins(%cst_20 : f32) outs(%227 : tensor<f32>) -> tensor<f32>
    %230 = linalg.generic {indexing_maps = [#map2, #map23], iterator_types = ["reduction"]} ins(%223 : tensor<16xf32>) outs(%229 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<f32>
    %231 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = []} ins(%230, %228 : tensor<f32>, tensor<f32>) outs(%227 : tensor<f32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<f32>
    %232 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = []} ins(%cst_11, %228 : tensor<f32>, tensor<f32>) outs(%227 : tensor<f32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<f32>
    %expanded_136 = tensor.expand_shape %collapsed_132 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %233 = tensor.empty() : tensor<16x1xi1>
    %234 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_136 : tensor<16x1xi64>) outs(%233 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %510 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %510 : i1
    } -> tensor<16x1xi1>
    %235 = tensor.empty() : tensor<16x1xi64>
    %236 = linalg.generic {indexing_maps = [#map3, #map3, #map25, #map3], iterator_types = ["parallel", "parallel"]} ins(%234, %expanded_136, %cst_25 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%235 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_277: i64, %in_278: i64, %out: i64):
      %510 = arith.select %in, %in_277, %in_278 : i64
      linalg.yield %510 : i64
    } -> tensor<16x1xi64>
    %237 = linalg.fill ins(%c0_i64 : i64) outs(%235 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %238 = linalg.fill ins(%cst_20 : f32) outs(%98 : tensor<16xf32>) -> tensor<16xf32>
    %239:3 = linalg.generic {indexing_maps = [#map26, #map26, #map2], iterator_types = ["parallel"]} outs(%237, %237, %238 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_277: i64, %out_278: f32):
      %510 = linalg.index 0 : index
      %511 = arith.remsi %510, %c16 : index
      %extracted = tensor.extract %236[%511, %c0] : tensor<16x1xi64>
      %512 = arith.index_cast %511 : index to i64
      linalg.yield %512, %extracted, %cst_24 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %240 = tensor.empty() : tensor<16x2xi64>
    %241 = linalg.fill ins(%c0_i64 : i64) outs(%240 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %239#0 into %241[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_137 = tensor.insert_slice %239#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %242 = "tm_tensor.scatter"(%239#2, %inserted_slice_137, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg749: f32, %tm0_arg750: f32):
      "tm_tensor.yield"(%tm0_arg749) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x2xi64>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map25, #map25, #map3], iterator_types = ["parallel", "parallel"]} ins(%234, %232, %cst_8 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%103 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%242, %243 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%209 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x64xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%217 : tensor<16x64xf32>) outs(%209 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.exp %in : f32
      linalg.yield %510 : f32
    } -> tensor<16x64xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%244 : tensor<16x64xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%245, %246 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%209 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x64xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%244, %247 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%209 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x64xf32>
    %249 = tensor.empty() : tensor<64x16xf32>
    %transposed_138 = linalg.transpose ins(%248 : tensor<16x64xf32>) outs(%249 : tensor<64x16xf32>) permutation = [1, 0] 
    %250 = linalg.fill ins(%cst_20 : f32) outs(%249 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %251 = linalg.matmul ins(%transposed_138, %collapsed_130 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%250 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %252 = linalg.matmul ins(%248, %lm_head : tensor<16x64xf32>, tensor<64x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_139 = tensor.expand_shape %252 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139, %model_norm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139, %207 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %255 = tensor.empty() : tensor<1x1x16xf32>
    %256 = linalg.fill ins(%cst_20 : f32) outs(%255 : tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map27], iterator_types = ["reduction", "reduction", "parallel"]} ins(%254 : tensor<2x8x16xf32>) outs(%256 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_140 = tensor.collapse_shape %257 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %201 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %206 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%258 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.mulf %in, %cst_18 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %261 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_141 = tensor.collapse_shape %263 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_141 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_17 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.mulf %in, %cst_19 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %267 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %268 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_142 = tensor.collapse_shape %269 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %270 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_142 : tensor<16x16xf32>) outs(%117 : tensor<16x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x16xf32>
    %collapsed_143 = tensor.collapse_shape %270 [[0, 1], [2]] : tensor<16x2x16xf32> into tensor<32x16xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_143, %collapsed_124 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%133 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x16xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_143, %expanded_126 : tensor<32x16xf32>, tensor<32x1xf32>) outs(%133 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x16xf32>
    %273 = tensor.empty() : tensor<32x1xf32>
    %274 = linalg.fill ins(%cst_20 : f32) outs(%273 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%271 : tensor<32x16xf32>) outs(%274 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<32x1xf32>
    %collapsed_144 = tensor.collapse_shape %275 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %expanded_145 = tensor.expand_shape %272 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32>
    %276 = tensor.empty() : tensor<32x32x16xf32>
    %transposed_146 = linalg.transpose ins(%197 : tensor<32x16x32xf32>) outs(%276 : tensor<32x32x16xf32>) permutation = [0, 2, 1] 
    %277 = tensor.empty() : tensor<32x32x1xf32>
    %278 = linalg.fill ins(%cst_20 : f32) outs(%277 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %279 = linalg.batch_matmul ins(%transposed_146, %expanded_145 : tensor<32x32x16xf32>, tensor<32x16x1xf32>) outs(%278 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %280 = tensor.empty() : tensor<32x1x32xf32>
    %transposed_147 = linalg.transpose ins(%expanded_123 : tensor<32x32x1xf32>) outs(%280 : tensor<32x1x32xf32>) permutation = [0, 2, 1] 
    %281 = linalg.fill ins(%cst_20 : f32) outs(%128 : tensor<32x16x32xf32>) -> tensor<32x16x32xf32>
    %282 = linalg.batch_matmul ins(%expanded_145, %transposed_147 : tensor<32x16x1xf32>, tensor<32x1x32xf32>) outs(%281 : tensor<32x16x32xf32>) -> tensor<32x16x32xf32>
    %collapsed_148 = tensor.collapse_shape %279 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32>
    %expanded_149 = tensor.expand_shape %collapsed_118 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_150 = tensor.expand_shape %282 [[0], [1, 2], [3]] output_shape [32, 1, 16, 32] : tensor<32x16x32xf32> into tensor<32x1x16x32xf32>
    %283 = "tm_tensor.scatter"(%expanded_150, %expanded_149, %cst_21) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg655: f32, %tm1_arg656: f32):
      %tm1_1055 = "arith.addf"(%tm1_arg656, %tm1_arg655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm1_1055) : (f32) -> ()
    }) : (tensor<32x1x16x32xf32>, tensor<32x1xi64>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_148, %195 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_148, %extracted_slice_122 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_16, %194 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %287 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_121, %286 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %288 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%287 : tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %cst_1 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %289 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%285, %194 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %290 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%289, %288 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %concat_151 = tensor.concat dim(1) %290, %284 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %expanded_152 = tensor.expand_shape %concat_151 [[0], [1, 2]] output_shape [32, 64, 1] : tensor<32x64xf32> into tensor<32x64x1xf32>
    %291 = tensor.empty() : tensor<32x16x64xf32>
    %transposed_153 = linalg.transpose ins(%192 : tensor<32x64x16xf32>) outs(%291 : tensor<32x16x64xf32>) permutation = [0, 2, 1] 
    %292 = linalg.batch_matmul ins(%transposed_153, %expanded_152 : tensor<32x16x64xf32>, tensor<32x64x1xf32>) outs(%131 : tensor<32x16x1xf32>) -> tensor<32x16x1xf32>
    %293 = tensor.empty() : tensor<32x1x16xf32>
    %transposed_154 = linalg.transpose ins(%expanded_119 : tensor<32x16x1xf32>) outs(%293 : tensor<32x1x16xf32>) permutation = [0, 2, 1] 
    %294 = linalg.fill ins(%cst_20 : f32) outs(%119 : tensor<32x64x16xf32>) -> tensor<32x64x16xf32>
    %295 = linalg.batch_matmul ins(%expanded_152, %transposed_154 : tensor<32x64x1xf32>, tensor<32x1x16xf32>) outs(%294 : tensor<32x64x16xf32>) -> tensor<32x64x16xf32>
    %collapsed_155 = tensor.collapse_shape %292 [[0], [1, 2]] : tensor<32x16x1xf32> into tensor<32x16xf32>
    %expanded_156 = tensor.expand_shape %295 [[0], [1, 2], [3]] output_shape [32, 1, 64, 16] : tensor<32x64x16xf32> into tensor<32x1x64x16xf32>
    %296 = "tm_tensor.scatter"(%expanded_156, %expanded_149, %cst_22) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm2_arg621: f32, %tm2_arg622: f32):
      %tm2_1043 = "arith.addf"(%tm2_arg622, %tm2_arg621) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm2_1043) : (f32) -> ()
    }) : (tensor<32x1x64x16xf32>, tensor<32x1xi64>, tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
    %expanded_157 = tensor.expand_shape %collapsed_144 [[0, 1]] output_shape [16, 2] : tensor<32xf32> into tensor<16x2xf32>
    %expanded_158 = tensor.expand_shape %collapsed_155 [[0, 1], [2]] output_shape [16, 2, 16] : tensor<32x16xf32> into tensor<16x2x16xf32>
    %297 = tensor.empty() : tensor<16x1x16xf32>
    %298 = linalg.fill ins(%cst_20 : f32) outs(%297 : tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map28], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_158 : tensor<16x2x16xf32>) outs(%298 : tensor<16x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1x16xf32>
    %collapsed_159 = tensor.collapse_shape %299 [[0, 1], [2]] : tensor<16x1x16xf32> into tensor<16x16xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%190, %189 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_157 : tensor<16x2xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%301, %300 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %303 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_157, %189 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%302 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %collapsed_160 = tensor.collapse_shape %304 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %305 = linalg.generic {indexing_maps = [#map18, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_160 : tensor<16xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %306 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%303, %305 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %expanded_161 = tensor.expand_shape %concat_116 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %307 = tensor.empty() : tensor<16x2x4xi1>
    %308 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161, %108 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%307 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_277: i64, %out: i1):
      %510 = arith.cmpi eq, %in, %in_277 : i64
      linalg.yield %510 : i1
    } -> tensor<16x2x4xi1>
    %expanded_162 = tensor.expand_shape %306 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %309 = tensor.empty() : tensor<16x2x4xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map11, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %expanded_162, %cst_14 : tensor<16x2x4xi1>, tensor<16x2x1xf32>, tensor<16x2x1xf32>) outs(%309 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2x4xf32>
    %311 = tensor.empty() : tensor<16x4xi64>
    %312 = linalg.fill ins(%c0_i64 : i64) outs(%311 : tensor<16x4xi64>) -> tensor<16x4xi64>
    %313 = linalg.fill ins(%cst_0 : f32) outs(%93 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %314:2 = linalg.generic {indexing_maps = [#map1, #map21, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%310 : tensor<16x2x4xf32>) outs(%313, %312 : tensor<16x4xf32>, tensor<16x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 1 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<16x4xf32>, tensor<16x4xi64>)
    %315 = linalg.fill ins(%false : i1) outs(%110 : tensor<16x4xi1>) -> tensor<16x4xi1>
    %316 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%308 : tensor<16x2x4xi1>) outs(%315 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %510 = arith.ori %in, %out : i1
      linalg.yield %510 : i1
    } -> tensor<16x4xi1>
    %317 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%316, %314#0, %cst_15 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %318 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%317, %184 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %319 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%318 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %320 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%184, %319 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %321 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%318, %320 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %322 = tensor.empty() : tensor<4x16xf32>
    %transposed_163 = linalg.transpose ins(%321 : tensor<16x4xf32>) outs(%322 : tensor<4x16xf32>) permutation = [1, 0] 
    %323 = linalg.fill ins(%cst_20 : f32) outs(%322 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %324 = linalg.matmul ins(%transposed_163, %collapsed_108 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%323 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %325 = linalg.matmul ins(%321, %model_layers_1_mlp_gate : tensor<16x4xf32>, tensor<4x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %326 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_159, %325 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x16xf32>
    %expanded_164 = tensor.expand_shape %326 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %model_layers_1_post_attention_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %177 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map27], iterator_types = ["reduction", "reduction", "parallel"]} ins(%328 : tensor<2x8x16xf32>) outs(%256 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_165 = tensor.collapse_shape %329 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %171 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %176 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%330 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %331 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.mulf %in, %cst_18 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %334 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_166 = tensor.collapse_shape %336 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_166 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_17 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.mulf %in, %cst_19 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %340 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %341 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_167 = tensor.collapse_shape %342 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_168 = linalg.transpose ins(%collapsed_167 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %343 = linalg.matmul ins(%transposed_168, %collapsed_106 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %344 = linalg.matmul ins(%collapsed_167, %model_layers_1_self_attn_o_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_169 = tensor.expand_shape %344 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_170 = linalg.transpose ins(%expanded_169 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_171 = tensor.collapse_shape %transposed_170 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_172 = linalg.transpose ins(%collapsed_101 : tensor<8x8x8xf32>) outs(%58 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %345 = linalg.batch_matmul ins(%transposed_172, %collapsed_171 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %346 = tensor.empty() : tensor<8x4x8xf32>
    %transposed_173 = linalg.transpose ins(%collapsed_102 : tensor<8x8x4xf32>) outs(%346 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %347 = linalg.batch_matmul ins(%collapsed_171, %transposed_173 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_174 = tensor.expand_shape %347 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %348 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_174, %168 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %349 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%348 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x1xf32>
    %350 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %349 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %351 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %350 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_175 = tensor.collapse_shape %351 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_176 = linalg.transpose ins(%collapsed_97 : tensor<8x8x4xf32>) outs(%346 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %352 = linalg.fill ins(%cst_20 : f32) outs(%346 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %353 = linalg.batch_matmul ins(%transposed_176, %collapsed_175 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%352 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_177 = linalg.transpose ins(%collapsed_98 : tensor<8x4x8xf32>) outs(%80 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %354 = linalg.batch_matmul ins(%collapsed_175, %transposed_177 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_178 = tensor.expand_shape %353 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_179 = tensor.expand_shape %354 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %355 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_178 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_5 : f64 to f32
      %511 = arith.mulf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_180 = linalg.transpose ins(%355 : tensor<2x4x4x8xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 1, 3, 2] 
    %356 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_179 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_5 : f64 to f32
      %511 = arith.mulf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x4x8x4xf32>
    %expanded_181 = tensor.expand_shape %345 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<8x8x4xf32> into tensor<2x2x2x8x4xf32>
    %357 = tensor.empty() : tensor<2x2x1x8x4xf32>
    %358 = linalg.fill ins(%cst_20 : f32) outs(%357 : tensor<2x2x1x8x4xf32>) -> tensor<2x2x1x8x4xf32>
    %359 = linalg.generic {indexing_maps = [#map15, #map29], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_181 : tensor<2x2x2x8x4xf32>) outs(%358 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_182 = tensor.collapse_shape %359 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %expanded_183 = tensor.expand_shape %transposed_180 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<2x4x8x4xf32> into tensor<2x2x2x8x4xf32>
    %360 = linalg.generic {indexing_maps = [#map15, #map29], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_183 : tensor<2x2x2x8x4xf32>) outs(%358 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_184 = tensor.collapse_shape %360 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %361 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_184, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_185 = tensor.extract_slice %361[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_186 = tensor.extract_slice %361[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %362 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_185 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x2xf32>
    %inserted_slice_187 = tensor.insert_slice %362 into %cst_13[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %inserted_slice_188 = tensor.insert_slice %extracted_slice_186 into %cst_13[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %363 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_187, %inserted_slice_188 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %364 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_184, %expanded_37 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %365 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %364 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %366 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_189 = tensor.extract_slice %366[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_190 = tensor.extract_slice %366[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %367 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_189 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x2xf32>
    %inserted_slice_191 = tensor.insert_slice %367 into %cst_12[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %inserted_slice_192 = tensor.insert_slice %extracted_slice_190 into %cst_12[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %368 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_191, %inserted_slice_192 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %369 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %370 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %369 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %371 = tensor.empty() : tensor<2x8x2x4xf32>
    %transposed_193 = linalg.transpose ins(%collapsed_182 : tensor<2x2x8x4xf32>) outs(%371 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_194 = tensor.collapse_shape %transposed_193 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %372 = tensor.empty() : tensor<8x16xf32>
    %transposed_195 = linalg.transpose ins(%collapsed_194 : tensor<16x8xf32>) outs(%372 : tensor<8x16xf32>) permutation = [1, 0] 
    %373 = linalg.fill ins(%cst_20 : f32) outs(%372 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %374 = linalg.matmul ins(%transposed_195, %collapsed_80 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%373 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %375 = linalg.matmul ins(%collapsed_194, %model_layers_1_self_attn_v_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_196 = tensor.expand_shape %375 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_197 = linalg.transpose ins(%365 : tensor<2x2x8x4xf32>) outs(%371 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_198 = tensor.collapse_shape %transposed_197 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_199 = linalg.transpose ins(%collapsed_198 : tensor<16x8xf32>) outs(%372 : tensor<8x16xf32>) permutation = [1, 0] 
    %376 = linalg.matmul ins(%transposed_199, %collapsed_80 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%373 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %377 = linalg.matmul ins(%collapsed_198, %model_layers_1_self_attn_k_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_200 = tensor.expand_shape %377 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_196, %expanded_200 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %transposed_201 = linalg.transpose ins(%370 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_202 = tensor.collapse_shape %transposed_201 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_203 = linalg.transpose ins(%collapsed_202 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %379 = linalg.matmul ins(%transposed_203, %collapsed_80 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %380 = linalg.matmul ins(%collapsed_202, %model_layers_1_self_attn_q_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_204 = tensor.expand_shape %380 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %expanded_204 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %model_layers_1_input_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %142 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map27], iterator_types = ["reduction", "reduction", "parallel"]} ins(%383 : tensor<2x8x16xf32>) outs(%256 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_205 = tensor.collapse_shape %384 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %136 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %141 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%385 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %386 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.mulf %in, %cst_18 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %389 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_206 = tensor.collapse_shape %391 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_206 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_17 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.mulf %in, %cst_19 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %395 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %396 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_207 = tensor.collapse_shape %397 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %398 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_207 : tensor<16x16xf32>) outs(%117 : tensor<16x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x16xf32>
    %collapsed_208 = tensor.collapse_shape %398 [[0, 1], [2]] : tensor<16x2x16xf32> into tensor<32x16xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_208, %collapsed_74 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%133 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x16xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_208, %expanded_76 : tensor<32x16xf32>, tensor<32x1xf32>) outs(%133 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x16xf32>
    %401 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%399 : tensor<32x16xf32>) outs(%274 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<32x1xf32>
    %collapsed_209 = tensor.collapse_shape %401 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %expanded_210 = tensor.expand_shape %400 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32>
    %transposed_211 = linalg.transpose ins(%129 : tensor<32x16x32xf32>) outs(%276 : tensor<32x32x16xf32>) permutation = [0, 2, 1] 
    %402 = linalg.batch_matmul ins(%transposed_211, %expanded_210 : tensor<32x32x16xf32>, tensor<32x16x1xf32>) outs(%278 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %transposed_212 = linalg.transpose ins(%expanded_73 : tensor<32x32x1xf32>) outs(%280 : tensor<32x1x32xf32>) permutation = [0, 2, 1] 
    %403 = linalg.batch_matmul ins(%expanded_210, %transposed_212 : tensor<32x16x1xf32>, tensor<32x1x32xf32>) outs(%281 : tensor<32x16x32xf32>) -> tensor<32x16x32xf32>
    %collapsed_213 = tensor.collapse_shape %402 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32>
    %expanded_214 = tensor.expand_shape %collapsed_68 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_215 = tensor.expand_shape %403 [[0], [1, 2], [3]] output_shape [32, 1, 16, 32] : tensor<32x16x32xf32> into tensor<32x1x16x32xf32>
    %404 = "tm_tensor.scatter"(%expanded_215, %expanded_214, %cst_21) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm3_arg330: f32, %tm3_arg331: f32):
      %tm3_934 = "arith.addf"(%tm3_arg331, %tm3_arg330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm3_934) : (f32) -> ()
    }) : (tensor<32x1x16x32xf32>, tensor<32x1xi64>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %405 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_213, %126 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %406 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_213, %extracted_slice_72 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_16, %125 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %408 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_71, %407 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %409 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%408 : tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %cst_1 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %410 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%406, %125 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %411 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%410, %409 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%124 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<32x32xf32>
    %concat_216 = tensor.concat dim(1) %411, %405 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %expanded_217 = tensor.expand_shape %concat_216 [[0], [1, 2]] output_shape [32, 64, 1] : tensor<32x64xf32> into tensor<32x64x1xf32>
    %transposed_218 = linalg.transpose ins(%120 : tensor<32x64x16xf32>) outs(%291 : tensor<32x16x64xf32>) permutation = [0, 2, 1] 
    %412 = linalg.batch_matmul ins(%transposed_218, %expanded_217 : tensor<32x16x64xf32>, tensor<32x64x1xf32>) outs(%131 : tensor<32x16x1xf32>) -> tensor<32x16x1xf32>
    %transposed_219 = linalg.transpose ins(%expanded_69 : tensor<32x16x1xf32>) outs(%293 : tensor<32x1x16xf32>) permutation = [0, 2, 1] 
    %413 = linalg.batch_matmul ins(%expanded_217, %transposed_219 : tensor<32x64x1xf32>, tensor<32x1x16xf32>) outs(%294 : tensor<32x64x16xf32>) -> tensor<32x64x16xf32>
    %collapsed_220 = tensor.collapse_shape %412 [[0], [1, 2]] : tensor<32x16x1xf32> into tensor<32x16xf32>
    %expanded_221 = tensor.expand_shape %413 [[0], [1, 2], [3]] output_shape [32, 1, 64, 16] : tensor<32x64x16xf32> into tensor<32x1x64x16xf32>
    %414 = "tm_tensor.scatter"(%expanded_221, %expanded_214, %cst_22) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm4_arg298: f32, %tm4_arg299: f32):
      %tm4_922 = "arith.addf"(%tm4_arg299, %tm4_arg298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm4_922) : (f32) -> ()
    }) : (tensor<32x1x64x16xf32>, tensor<32x1xi64>, tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
    %expanded_222 = tensor.expand_shape %collapsed_209 [[0, 1]] output_shape [16, 2] : tensor<32xf32> into tensor<16x2xf32>
    %expanded_223 = tensor.expand_shape %collapsed_220 [[0, 1], [2]] output_shape [16, 2, 16] : tensor<32x16xf32> into tensor<16x2x16xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map28], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_223 : tensor<16x2x16xf32>) outs(%298 : tensor<16x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1x16xf32>
    %collapsed_224 = tensor.collapse_shape %415 [[0, 1], [2]] : tensor<16x1x16xf32> into tensor<16x16xf32>
    %416 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%116, %114 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_222 : tensor<16x2xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %418 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%417, %416 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_222, %114 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.divf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %420 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%418 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %collapsed_225 = tensor.collapse_shape %420 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %421 = linalg.generic {indexing_maps = [#map18, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_225 : tensor<16xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %422 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%419, %421 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%115 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2xf32>
    %expanded_226 = tensor.expand_shape %concat_66 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %423 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_226, %108 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%307 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_277: i64, %out: i1):
      %510 = arith.cmpi eq, %in, %in_277 : i64
      linalg.yield %510 : i1
    } -> tensor<16x2x4xi1>
    %expanded_227 = tensor.expand_shape %422 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map11, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %expanded_227, %cst_14 : tensor<16x2x4xi1>, tensor<16x2x1xf32>, tensor<16x2x1xf32>) outs(%309 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<16x2x4xf32>
    %425:2 = linalg.generic {indexing_maps = [#map1, #map21, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%424 : tensor<16x2x4xf32>) outs(%313, %312 : tensor<16x4xf32>, tensor<16x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_277: i64):
      %510 = linalg.index 1 : index
      %511 = arith.index_cast %510 : index to i64
      %512 = arith.maximumf %in, %out : f32
      %513 = arith.cmpf ogt, %in, %out : f32
      %514 = arith.select %513, %511, %out_277 : i64
      linalg.yield %512, %514 : f32, i64
    } -> (tensor<16x4xf32>, tensor<16x4xi64>)
    %426 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%423 : tensor<16x2x4xi1>) outs(%315 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %510 = arith.ori %in, %out : i1
      linalg.yield %510 : i1
    } -> tensor<16x4xi1>
    %427 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%426, %425#0, %cst_15 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %428 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%427, %106 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %429 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%428 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<16x1xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %429 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %431 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%428, %430 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x4xf32>
    %transposed_228 = linalg.transpose ins(%431 : tensor<16x4xf32>) outs(%322 : tensor<4x16xf32>) permutation = [1, 0] 
    %432 = linalg.matmul ins(%transposed_228, %collapsed_57 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%323 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %433 = linalg.matmul ins(%431, %model_layers_0_mlp_gate : tensor<16x4xf32>, tensor<4x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %434 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_224, %433 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<16x16xf32>
    %expanded_229 = tensor.expand_shape %434 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229, %model_layers_0_post_attention_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229, %91 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map27], iterator_types = ["reduction", "reduction", "parallel"]} ins(%436 : tensor<2x8x16xf32>) outs(%256 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_230 = tensor.collapse_shape %437 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %85 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %90 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%438 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397, %439 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.mulf %in, %cst_18 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443, %442 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_231 = tensor.collapse_shape %444 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_231 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_17 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.mulf %in, %cst_19 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %448 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %449 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_232 = tensor.collapse_shape %450 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_233 = linalg.transpose ins(%collapsed_232 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %451 = linalg.matmul ins(%transposed_233, %collapsed_55 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %452 = linalg.matmul ins(%collapsed_232, %model_layers_0_self_attn_o_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_234 = tensor.expand_shape %452 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_235 = linalg.transpose ins(%expanded_234 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_236 = tensor.collapse_shape %transposed_235 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_237 = linalg.transpose ins(%collapsed_50 : tensor<8x8x8xf32>) outs(%58 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %453 = linalg.batch_matmul ins(%transposed_237, %collapsed_236 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_238 = linalg.transpose ins(%collapsed_51 : tensor<8x8x4xf32>) outs(%346 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %454 = linalg.batch_matmul ins(%collapsed_236, %transposed_238 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_239 = tensor.expand_shape %454 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %455 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_239, %79 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %456 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%455 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x1xf32>
    %457 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %456 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %458 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %457 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.subf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_240 = tensor.collapse_shape %458 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_241 = linalg.transpose ins(%collapsed_46 : tensor<8x8x4xf32>) outs(%346 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %459 = linalg.batch_matmul ins(%transposed_241, %collapsed_240 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%352 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_242 = linalg.transpose ins(%collapsed_47 : tensor<8x4x8xf32>) outs(%80 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %460 = linalg.batch_matmul ins(%collapsed_240, %transposed_242 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_243 = tensor.expand_shape %459 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_244 = tensor.expand_shape %460 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %461 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_243 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_5 : f64 to f32
      %511 = arith.mulf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_245 = linalg.transpose ins(%461 : tensor<2x4x4x8xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 1, 3, 2] 
    %462 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_244 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.truncf %cst_5 : f64 to f32
      %511 = arith.mulf %in, %510 : f32
      linalg.yield %511 : f32
    } -> tensor<2x4x8x4xf32>
    %expanded_246 = tensor.expand_shape %453 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<8x8x4xf32> into tensor<2x2x2x8x4xf32>
    %463 = linalg.generic {indexing_maps = [#map15, #map29], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_246 : tensor<2x2x2x8x4xf32>) outs(%358 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_247 = tensor.collapse_shape %463 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %expanded_248 = tensor.expand_shape %transposed_245 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<2x4x8x4xf32> into tensor<2x2x2x8x4xf32>
    %464 = linalg.generic {indexing_maps = [#map15, #map29], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_248 : tensor<2x2x2x8x4xf32>) outs(%358 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_249 = tensor.collapse_shape %464 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %465 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_249, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_250 = tensor.extract_slice %465[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_251 = tensor.extract_slice %465[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %466 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_250 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x2xf32>
    %inserted_slice_252 = tensor.insert_slice %466 into %cst_13[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %inserted_slice_253 = tensor.insert_slice %extracted_slice_251 into %cst_13[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %467 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_252, %inserted_slice_253 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %468 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_249, %expanded_37 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %469 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467, %468 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x2x8x4xf32>
    %470 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_254 = tensor.extract_slice %470[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_255 = tensor.extract_slice %470[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %471 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_254 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.negf %in : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x2xf32>
    %inserted_slice_256 = tensor.insert_slice %471 into %cst_12[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %inserted_slice_257 = tensor.insert_slice %extracted_slice_255 into %cst_12[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %472 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_256, %inserted_slice_257 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %473 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %474 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472, %473 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_258 = linalg.transpose ins(%collapsed_247 : tensor<2x2x8x4xf32>) outs(%371 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_259 = tensor.collapse_shape %transposed_258 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_260 = linalg.transpose ins(%collapsed_259 : tensor<16x8xf32>) outs(%372 : tensor<8x16xf32>) permutation = [1, 0] 
    %475 = linalg.matmul ins(%transposed_260, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%373 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %476 = linalg.matmul ins(%collapsed_259, %model_layers_0_self_attn_v_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_261 = tensor.expand_shape %476 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_262 = linalg.transpose ins(%469 : tensor<2x2x8x4xf32>) outs(%371 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_263 = tensor.collapse_shape %transposed_262 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_264 = linalg.transpose ins(%collapsed_263 : tensor<16x8xf32>) outs(%372 : tensor<8x16xf32>) permutation = [1, 0] 
    %477 = linalg.matmul ins(%transposed_264, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%373 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %478 = linalg.matmul ins(%collapsed_263, %model_layers_0_self_attn_k_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_265 = tensor.expand_shape %478 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_261, %expanded_265 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %transposed_266 = linalg.transpose ins(%474 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_267 = tensor.collapse_shape %transposed_266 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_268 = linalg.transpose ins(%collapsed_267 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %480 = linalg.matmul ins(%transposed_268, %collapsed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %481 = linalg.matmul ins(%collapsed_267, %model_layers_0_self_attn_q_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_269 = tensor.expand_shape %481 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %expanded_269 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %model_layers_0_input_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %29 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map27], iterator_types = ["reduction", "reduction", "parallel"]} ins(%484 : tensor<2x8x16xf32>) outs(%256 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_270 = tensor.collapse_shape %485 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %1 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %28 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%486 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.addf %in, %out : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %487 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.mulf %in, %cst_18 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491, %490 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_271 = tensor.collapse_shape %492 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_271 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.divf %in, %cst_17 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %510 = arith.mulf %in, %cst_19 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494, %496 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.mulf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %497 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %510 = arith.addf %in, %in_277 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %499 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %510 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %510 : i1
    } -> tensor<2x8xi1>
    %500 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %510 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %510 : i1
    } -> tensor<2x8xi1>
    %501 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%499, %500 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_277: i1, %out: i1):
      %510 = arith.andi %in, %in_277 : i1
      linalg.yield %510 : i1
    } -> tensor<2x8xi1>
    %502 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %510 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %510 : i1
    } -> tensor<2x8xi1>
    %503 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%501, %502 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_277: i1, %out: i1):
      %510 = arith.andi %in, %in_277 : i1
      linalg.yield %510 : i1
    } -> tensor<2x8xi1>
    %expanded_272 = tensor.expand_shape %503 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %504 = tensor.empty() : tensor<2x8xi64>
    %505 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%504 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %510 = arith.maxsi %in, %c-64_i64 : i64
      %511 = arith.minsi %510, %c63_i64 : i64
      linalg.yield %511 : i64
    } -> tensor<2x8xi64>
    %506 = tensor.empty() : tensor<2x8x1xi1>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_272 : tensor<2x8x1xi1>) outs(%506 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %510 = arith.xori %in, %true : i1
      linalg.yield %510 : i1
    } -> tensor<2x8x1xi1>
    %508 = linalg.generic {indexing_maps = [#map11, #map30, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %cst_8, %498 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_277: f32, %in_278: f32, %out: f32):
      %510 = arith.select %in, %in_277, %in_278 : f32
      linalg.yield %510 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_273 = tensor.collapse_shape %505 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_274 = tensor.expand_shape %collapsed_273 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_275 = tensor.collapse_shape %508 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_276 = tensor.expand_shape %collapsed_275 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %509 = "tm_tensor.scatter"(%expanded_276, %expanded_274, %cst_23) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm5_arg23: f32, %tm5_arg24: f32):
      %tm5_811 = "arith.addf"(%tm5_arg24, %tm5_arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm5_811) : (f32) -> ()
    }) : (tensor<16x1x16xf32>, tensor<16x1xi64>, tensor<64x16xf32>) -> tensor<64x16xf32>
    return %231, %509, %480, %477, %475, %451, %432, %414, %404, %collapsed_270, %collapsed_230, %379, %376, %374, %343, %324, %296, %283, %collapsed_205, %collapsed_165, %collapsed_140, %251 : tensor<f32>, tensor<64x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<4x64x16xf32>, tensor<4x16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<4x64x16xf32>, tensor<4x16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>
  }
}
