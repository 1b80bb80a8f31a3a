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
    %c-2147483648_i32 = arith.constant -2147483648 : i32
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
    %cst_10 = arith.constant dense<false> : tensor<16x4xi1>
    %cst_11 = arith.constant dense<0xFF800000> : tensor<16x4xf32>
    %cst_12 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = arith.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %cst_14 = arith.constant dense<0.000000e+00> : tensor<2x2x8x4xf32>
    %cst_15 = arith.constant dense<-3.40282347E+38> : tensor<16x2x1xf32>
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_17 = arith.constant dense<1.000000e+00> : tensor<32x32xf32>
    %cst_18 = arith.constant 1.600000e+01 : f32
    %cst_19 = arith.constant -5.000000e-01 : f32
    %cst_20 = arith.constant 2.000000e+00 : f32
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
    %cst_21 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_22 = arith.constant dense<0.000000e+00> : tensor<4x16x32xf32>
    %cst_23 = arith.constant dense<0.000000e+00> : tensor<4x64x16xf32>
    %cst_24 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_25 = arith.constant -1.000000e+00 : f32
    %cst_26 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %548 = arith.index_cast %in : i64 to index
      %549 = linalg.index 2 : index
      %550 = arith.cmpi slt, %548, %c64 : index
      cf.assert %550, "index must be smaller than dim size"
      %551 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %551, "index must be larger or equal to 0"
      %extracted = tensor.extract %model_embed_tokens[%548, %549] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %548 = linalg.index 0 : index
      %549 = arith.index_cast %548 : index to i64
      linalg.yield %549 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2x8xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%attention_mask : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %548 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %548 : i1
    } -> tensor<2x8xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %548 = linalg.index 0 : index
      %549 = arith.index_cast %548 : index to i64
      linalg.yield %549 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_27 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_28 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %8 = tensor.empty() : tensor<1x1x8x8xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28, %expanded_27 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_278: i64, %out: i1):
      %548 = arith.cmpi sle, %in, %in_278 : i64
      linalg.yield %548 : i1
    } -> tensor<1x1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %9 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<1x1x8x8xi1>
    %11 = tensor.empty() : tensor<2x1x1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_28 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%11 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_278: i64, %out: i1):
      %548 = arith.cmpi slt, %in, %c0_i64 : i64
      %549 = arith.addi %in, %c2_i64 : i64
      %550 = arith.select %548, %549, %in : i64
      %551 = arith.index_cast %550 : i64 to index
      %552 = arith.cmpi slt, %in_278, %c0_i64 : i64
      %553 = arith.addi %in_278, %c8_i64 : i64
      %554 = arith.select %552, %553, %in_278 : i64
      %555 = arith.index_cast %554 : i64 to index
      %extracted = tensor.extract %5[%551, %555] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<2x1x8x8xi1>
    %expanded_29 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %15 = tensor.empty() : tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x8x1xi64>) outs(%15 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %548 = arith.sitofp %in : i64 to f32
      linalg.yield %548 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x2xf32>
    %18 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_2 : tensor<1x8x1xf32>, tensor<2xf32>) outs(%17 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<1x8x2xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %19 = tensor.empty() : tensor<1x8x4xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%19 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.cos %in : f32
      linalg.yield %548 : f32
    } -> tensor<1x8x4xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%19 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.sin %in : f32
      linalg.yield %548 : f32
    } -> tensor<1x8x4xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst_21 : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.divf %in, %cst_18 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_3 : f64 to f32
      %549 = arith.addf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.rsqrt %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %30 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_0_input_layernorm, %29 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %31 = tensor.empty() : tensor<16x16xf32>
    %transposed = linalg.transpose ins(%model_layers_0_self_attn_q_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %32 = linalg.fill ins(%cst_21 : f32) outs(%31 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_30 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %34 = tensor.empty() : tensor<2x4x8x4xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %35 = tensor.empty() : tensor<16x8xf32>
    %transposed_32 = linalg.transpose ins(%model_layers_0_self_attn_k_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %36 = linalg.fill ins(%cst_21 : f32) outs(%35 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed_32 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_33 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %38 = tensor.empty() : tensor<2x2x8x4xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_35 = linalg.transpose ins(%model_layers_0_self_attn_v_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_35 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_36 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_38 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %expanded_39 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice = tensor.extract_slice %transposed_31[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_40 = tensor.extract_slice %transposed_31[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %41 = tensor.empty() : tensor<2x4x8x2xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_40 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_41 = tensor.concat dim(3) %42, %extracted_slice : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_41, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_34, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_42 = tensor.extract_slice %transposed_34[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_43 = tensor.extract_slice %transposed_34[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %46 = tensor.empty() : tensor<2x2x8x2xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x2xf32>
    %concat_44 = tensor.concat dim(3) %47, %extracted_slice_42 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_44, %expanded_39 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %50 = tensor.empty() : tensor<2x2x2x8x4xf32>
    %51 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %collapsed_45 = tensor.collapse_shape %51 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<2x4x8x4xf32>
    %52 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_37 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %53 = tensor.empty() : tensor<2x1x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%53 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<2x1x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_5 : f64 to f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x4x8x4xf32>
    %56 = tensor.empty() : tensor<2x4x4x8xf32>
    %transposed_46 = linalg.transpose ins(%collapsed_45 : tensor<2x4x8x4xf32>) outs(%56 : tensor<2x4x4x8xf32>) permutation = [0, 1, 3, 2] 
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_46 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_5 : f64 to f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_47 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_48 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %58 = tensor.empty() : tensor<8x8x8xf32>
    %59 = linalg.fill ins(%cst_21 : f32) outs(%58 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = linalg.batch_matmul ins(%collapsed_47, %collapsed_48 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_49 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %61 = tensor.empty() : tensor<2x4x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %54 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %63 = tensor.empty() : tensor<2x4x8xi64>
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %65 = tensor.empty() : tensor<2x4x8xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %67:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<2x4x8x8xf32>) outs(%66, %64 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 3 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_50 = tensor.expand_shape %67#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_50 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.exp %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %70 = tensor.empty() : tensor<2x4x8x1xf32>
    %71 = linalg.fill ins(%cst_21 : f32) outs(%70 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %74 = tensor.empty() : tensor<2x4x8x8xi1>
    %75 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %548 = arith.extf %in : f32 to f64
      %549 = arith.cmpf oeq, %548, %cst_4 : f64
      linalg.yield %549 : i1
    } -> tensor<2x4x8x8xi1>
    %76 = tensor.empty() : tensor<2x4x8x1xi1>
    %77 = linalg.fill ins(%true : i1) outs(%76 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %78 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<2x4x8x8xi1>) outs(%77 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %548 = arith.andi %in, %out : i1
      linalg.yield %548 : i1
    } -> tensor<2x4x8x1xi1>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %cst_9, %73 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_51 = tensor.collapse_shape %79 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_52 = tensor.collapse_shape %52 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<8x8x4xf32>
    %80 = tensor.empty() : tensor<8x8x4xf32>
    %81 = linalg.fill ins(%cst_21 : f32) outs(%80 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %82 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_53 = tensor.expand_shape %82 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %83 = tensor.empty() : tensor<2x8x4x4xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%model_layers_0_self_attn_o_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_56 = tensor.collapse_shape %transposed_54 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %84 = linalg.matmul ins(%collapsed_56, %transposed_55 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_57 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_57 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.divf %in, %cst_18 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_3 : f64 to f32
      %549 = arith.addf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.rsqrt %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %92 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_0_post_attention_layernorm, %91 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_58 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %93 = tensor.empty() : tensor<16x4xf32>
    %transposed_59 = linalg.transpose ins(%model_layers_0_mlp_gate : tensor<4x16xf32>) outs(%93 : tensor<16x4xf32>) permutation = [1, 0] 
    %94 = linalg.fill ins(%cst_21 : f32) outs(%93 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %95 = linalg.matmul ins(%collapsed_58, %transposed_59 : tensor<16x16xf32>, tensor<16x4xf32>) outs(%94 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %96 = tensor.empty() : tensor<16xi64>
    %97 = linalg.fill ins(%c0_i64 : i64) outs(%96 : tensor<16xi64>) -> tensor<16xi64>
    %98 = tensor.empty() : tensor<16xf32>
    %99 = linalg.fill ins(%cst_0 : f32) outs(%98 : tensor<16xf32>) -> tensor<16xf32>
    %100:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%95 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_60 = tensor.expand_shape %100#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%95, %expanded_60 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%101 : tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.exp %in : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %103 = tensor.empty() : tensor<16x1xf32>
    %104 = linalg.fill ins(%cst_21 : f32) outs(%103 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%102 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%102, %105 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %107 = tensor.empty() : tensor<4xi64>
    %108 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%107 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %548 = linalg.index 0 : index
      %549 = arith.index_cast %548 : index to i64
      linalg.yield %549 : i64
    } -> tensor<4xi64>
    %expanded_61 = tensor.expand_shape %108 [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64>
    %109:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%106 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_62 = tensor.expand_shape %109#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %110 = tensor.empty() : tensor<16x4xi1>
    %111 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %expanded_62 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_278: f32, %out: i1):
      %548 = arith.cmpf oeq, %in, %in_278 : f32
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %112 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %106 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_278: f32, %out: i1):
      %548 = arith.cmpf une, %in, %in_278 : f32
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %113 = tensor.empty() : tensor<16x1xi1>
    %114 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_62, %expanded_62 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x1xi1>) {
    ^bb0(%in: f32, %in_278: f32, %out: i1):
      %548 = arith.cmpf une, %in, %in_278 : f32
      linalg.yield %548 : i1
    } -> tensor<16x1xi1>
    %115 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%112, %114 : tensor<16x4xi1>, tensor<16x1xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%111, %115 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.ori %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %117 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_10 : tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %548 = arith.xori %in, %true : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %118 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%116, %117 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %119 = tensor.empty() : tensor<16x4xi32>
    %120 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<16x4xi1>) outs(%119 : tensor<16x4xi32>) {
    ^bb0(%in: i1, %out: i32):
      %548 = arith.extui %in : i1 to i32
      linalg.yield %548 : i32
    } -> tensor<16x4xi32>
    %121 = tensor.empty() : tensor<16xi32>
    %122 = linalg.fill ins(%c-2147483648_i32 : i32) outs(%121 : tensor<16xi32>) -> tensor<16xi32>
    %123:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%120 : tensor<16x4xi32>) outs(%122, %97 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32, %out: i32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maxsi %in, %out : i32
      %551 = arith.cmpi sgt, %in, %out : i32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : i32, i64
    } -> (tensor<16xi32>, tensor<16xi64>)
    %expanded_63 = tensor.expand_shape %123#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %124 = linalg.generic {indexing_maps = [#map20, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_61, %expanded_63 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_278: i64, %out: i1):
      %548 = arith.cmpi eq, %in, %in_278 : i64
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %125 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_10, %124 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.ori %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %126 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %cst_11, %106 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %127:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%126 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_64 = tensor.expand_shape %127#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %expanded_64 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_278: f32, %out: i1):
      %548 = arith.cmpf oeq, %in, %in_278 : f32
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %129 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_64, %expanded_64 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x1xi1>) {
    ^bb0(%in: f32, %in_278: f32, %out: i1):
      %548 = arith.cmpf une, %in, %in_278 : f32
      linalg.yield %548 : i1
    } -> tensor<16x1xi1>
    %130 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%112, %129 : tensor<16x4xi1>, tensor<16x1xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %131 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%128, %130 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.ori %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125 : tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %548 = arith.xori %in, %true : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %133 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%131, %132 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<16x4xi1>) outs(%119 : tensor<16x4xi32>) {
    ^bb0(%in: i1, %out: i32):
      %548 = arith.extui %in : i1 to i32
      linalg.yield %548 : i32
    } -> tensor<16x4xi32>
    %135:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%134 : tensor<16x4xi32>) outs(%122, %97 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32, %out: i32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maxsi %in, %out : i32
      %551 = arith.cmpi sgt, %in, %out : i32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : i32, i64
    } -> (tensor<16xi32>, tensor<16xi64>)
    %expanded_65 = tensor.expand_shape %135#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_66 = tensor.concat dim(1) %expanded_62, %expanded_64 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_67 = tensor.concat dim(1) %expanded_63, %expanded_65 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %136 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%concat_66 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %137 = tensor.empty() : tensor<16x2xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%concat_66, %136 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %139 = tensor.empty() : tensor<16x2x16xf32>
    %140 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_58 : tensor<16x16xf32>) outs(%139 : tensor<16x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x16xf32>
    %collapsed_68 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<16x2x16xf32> into tensor<32x16xf32>
    %collapsed_69 = tensor.collapse_shape %concat_67 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64>
    %141 = tensor.empty() : tensor<32x64x16xf32>
    %142 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_69 : tensor<32xi64>) outs(%141 : tensor<32x64x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %548 = arith.cmpi slt, %in, %c0_i64 : i64
      %549 = arith.addi %in, %c4_i64 : i64
      %550 = arith.select %548, %549, %in : i64
      %551 = arith.index_cast %550 : i64 to index
      %552 = linalg.index 1 : index
      %553 = linalg.index 2 : index
      %extracted = tensor.extract %model_layers_0_mlp_experts_gate_up_proj[%551, %552, %553] : tensor<4x64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64x16xf32>
    %expanded_70 = tensor.expand_shape %collapsed_68 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32>
    %143 = tensor.empty() : tensor<32x64x1xf32>
    %144 = linalg.fill ins(%cst_21 : f32) outs(%143 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32>
    %145 = linalg.batch_matmul ins(%142, %expanded_70 : tensor<32x64x16xf32>, tensor<32x16x1xf32>) outs(%144 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32>
    %collapsed_71 = tensor.collapse_shape %145 [[0], [1, 2]] : tensor<32x64x1xf32> into tensor<32x64xf32>
    %extracted_slice_72 = tensor.extract_slice %collapsed_71[0, 0] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32>
    %extracted_slice_73 = tensor.extract_slice %collapsed_71[0, 32] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32>
    %146 = tensor.empty() : tensor<32x32xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_72 : tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      %549 = math.exp %548 : f32
      %550 = arith.addf %549, %cst_1 : f32
      %551 = arith.divf %cst_1, %550 : f32
      linalg.yield %551 : f32
    } -> tensor<32x32xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_72, %147 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %149 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%148, %extracted_slice_73 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %150 = tensor.empty() : tensor<32x16x32xf32>
    %151 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_69 : tensor<32xi64>) outs(%150 : tensor<32x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %548 = arith.cmpi slt, %in, %c0_i64 : i64
      %549 = arith.addi %in, %c4_i64 : i64
      %550 = arith.select %548, %549, %in : i64
      %551 = arith.index_cast %550 : i64 to index
      %552 = linalg.index 1 : index
      %553 = linalg.index 2 : index
      %extracted = tensor.extract %model_layers_0_mlp_experts_down_proj[%551, %552, %553] : tensor<4x16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x16x32xf32>
    %expanded_74 = tensor.expand_shape %149 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32>
    %152 = tensor.empty() : tensor<32x16x1xf32>
    %153 = linalg.fill ins(%cst_21 : f32) outs(%152 : tensor<32x16x1xf32>) -> tensor<32x16x1xf32>
    %154 = linalg.batch_matmul ins(%151, %expanded_74 : tensor<32x16x32xf32>, tensor<32x32x1xf32>) outs(%153 : tensor<32x16x1xf32>) -> tensor<32x16x1xf32>
    %collapsed_75 = tensor.collapse_shape %154 [[0], [1, 2]] : tensor<32x16x1xf32> into tensor<32x16xf32>
    %collapsed_76 = tensor.collapse_shape %138 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32>
    %expanded_77 = tensor.expand_shape %collapsed_76 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %155 = tensor.empty() : tensor<32x16xf32>
    %156 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_75, %expanded_77 : tensor<32x16xf32>, tensor<32x1xf32>) outs(%155 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x16xf32>
    %expanded_78 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [16, 2, 16] : tensor<32x16xf32> into tensor<16x2x16xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_78 : tensor<16x2x16xf32>) outs(%32 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x16xf32>
    %expanded_79 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %expanded_79 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%159 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.divf %in, %cst_18 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_3 : f64 to f32
      %549 = arith.addf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.rsqrt %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %163 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %165 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_1_input_layernorm, %164 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %transposed_80 = linalg.transpose ins(%model_layers_1_self_attn_q_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_81 = tensor.collapse_shape %165 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %166 = linalg.matmul ins(%collapsed_81, %transposed_80 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_82 = tensor.expand_shape %166 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_83 = linalg.transpose ins(%expanded_82 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_84 = linalg.transpose ins(%model_layers_1_self_attn_k_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %167 = linalg.matmul ins(%collapsed_81, %transposed_84 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_85 = tensor.expand_shape %167 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_86 = linalg.transpose ins(%expanded_85 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_87 = linalg.transpose ins(%model_layers_1_self_attn_v_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %168 = linalg.matmul ins(%collapsed_81, %transposed_87 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_88 = tensor.expand_shape %168 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %169 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_83, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_90 = tensor.extract_slice %transposed_83[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_91 = tensor.extract_slice %transposed_83[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %170 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_91 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_92 = tensor.concat dim(3) %170, %extracted_slice_90 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %171 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_92, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %172 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %171 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %173 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_86, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_93 = tensor.extract_slice %transposed_86[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_94 = tensor.extract_slice %transposed_86[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %174 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_94 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x2xf32>
    %concat_95 = tensor.concat dim(3) %174, %extracted_slice_93 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %175 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_95, %expanded_39 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %176 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %175 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %177 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %collapsed_96 = tensor.collapse_shape %177 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<2x4x8x4xf32>
    %178 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_89 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %179 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_5 : f64 to f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_96 : tensor<2x4x8x4xf32>) outs(%56 : tensor<2x4x4x8xf32>) permutation = [0, 1, 3, 2] 
    %180 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_97 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_5 : f64 to f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_98 = tensor.collapse_shape %179 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_99 = tensor.collapse_shape %180 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %181 = linalg.batch_matmul ins(%collapsed_98, %collapsed_99 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_100 = tensor.expand_shape %181 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %182 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100, %54 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %183:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%182 : tensor<2x4x8x8xf32>) outs(%66, %64 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 3 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_101 = tensor.expand_shape %183#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %184 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_101 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %185 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.exp %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %186 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%185 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x1xf32>
    %187 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %186 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %188 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %548 = arith.extf %in : f32 to f64
      %549 = arith.cmpf oeq, %548, %cst_4 : f64
      linalg.yield %549 : i1
    } -> tensor<2x4x8x8xi1>
    %189 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%188 : tensor<2x4x8x8xi1>) outs(%77 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %548 = arith.andi %in, %out : i1
      linalg.yield %548 : i1
    } -> tensor<2x4x8x1xi1>
    %190 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %cst_9, %187 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_102 = tensor.collapse_shape %190 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_103 = tensor.collapse_shape %178 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<8x8x4xf32>
    %191 = linalg.batch_matmul ins(%collapsed_102, %collapsed_103 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_104 = tensor.expand_shape %191 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_106 = linalg.transpose ins(%model_layers_1_self_attn_o_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_107 = tensor.collapse_shape %transposed_105 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %192 = linalg.matmul ins(%collapsed_107, %transposed_106 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_108 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %expanded_108 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%194 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.divf %in, %cst_18 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_3 : f64 to f32
      %549 = arith.addf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x8x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.rsqrt %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %198 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %200 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_1_post_attention_layernorm, %199 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_109 = tensor.collapse_shape %200 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_110 = linalg.transpose ins(%model_layers_1_mlp_gate : tensor<4x16xf32>) outs(%93 : tensor<16x4xf32>) permutation = [1, 0] 
    %201 = linalg.matmul ins(%collapsed_109, %transposed_110 : tensor<16x16xf32>, tensor<16x4xf32>) outs(%94 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %202:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%201 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_111 = tensor.expand_shape %202#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%201, %expanded_111 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%203 : tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.exp %in : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%204 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %206 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%204, %205 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %207:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%206 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_112 = tensor.expand_shape %207#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %208 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%206, %expanded_112 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_278: f32, %out: i1):
      %548 = arith.cmpf oeq, %in, %in_278 : f32
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %209 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%206, %206 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_278: f32, %out: i1):
      %548 = arith.cmpf une, %in, %in_278 : f32
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %210 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_112, %expanded_112 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x1xi1>) {
    ^bb0(%in: f32, %in_278: f32, %out: i1):
      %548 = arith.cmpf une, %in, %in_278 : f32
      linalg.yield %548 : i1
    } -> tensor<16x1xi1>
    %211 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%209, %210 : tensor<16x4xi1>, tensor<16x1xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %212 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%208, %211 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.ori %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %213 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%212, %117 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %214 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<16x4xi1>) outs(%119 : tensor<16x4xi32>) {
    ^bb0(%in: i1, %out: i32):
      %548 = arith.extui %in : i1 to i32
      linalg.yield %548 : i32
    } -> tensor<16x4xi32>
    %215:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%214 : tensor<16x4xi32>) outs(%122, %97 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32, %out: i32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maxsi %in, %out : i32
      %551 = arith.cmpi sgt, %in, %out : i32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : i32, i64
    } -> (tensor<16xi32>, tensor<16xi64>)
    %expanded_113 = tensor.expand_shape %215#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %216 = linalg.generic {indexing_maps = [#map20, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_61, %expanded_113 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_278: i64, %out: i1):
      %548 = arith.cmpi eq, %in, %in_278 : i64
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %217 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_10, %216 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.ori %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %218 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%217, %cst_11, %206 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %219:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%218 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_114 = tensor.expand_shape %219#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %220 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%206, %expanded_114 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_278: f32, %out: i1):
      %548 = arith.cmpf oeq, %in, %in_278 : f32
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %221 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_114, %expanded_114 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x1xi1>) {
    ^bb0(%in: f32, %in_278: f32, %out: i1):
      %548 = arith.cmpf une, %in, %in_278 : f32
      linalg.yield %548 : i1
    } -> tensor<16x1xi1>
    %222 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%209, %221 : tensor<16x4xi1>, tensor<16x1xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %223 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220, %222 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.ori %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%217 : tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %548 = arith.xori %in, %true : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %225 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%223, %224 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %226 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%225 : tensor<16x4xi1>) outs(%119 : tensor<16x4xi32>) {
    ^bb0(%in: i1, %out: i32):
      %548 = arith.extui %in : i1 to i32
      linalg.yield %548 : i32
    } -> tensor<16x4xi32>
    %227:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%226 : tensor<16x4xi32>) outs(%122, %97 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32, %out: i32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maxsi %in, %out : i32
      %551 = arith.cmpi sgt, %in, %out : i32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : i32, i64
    } -> (tensor<16xi32>, tensor<16xi64>)
    %expanded_115 = tensor.expand_shape %227#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_116 = tensor.concat dim(1) %expanded_112, %expanded_114 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_117 = tensor.concat dim(1) %expanded_113, %expanded_115 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %228 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%concat_116 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%concat_116, %228 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %230 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_109 : tensor<16x16xf32>) outs(%139 : tensor<16x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x16xf32>
    %collapsed_118 = tensor.collapse_shape %230 [[0, 1], [2]] : tensor<16x2x16xf32> into tensor<32x16xf32>
    %collapsed_119 = tensor.collapse_shape %concat_117 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64>
    %231 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_119 : tensor<32xi64>) outs(%141 : tensor<32x64x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %548 = arith.cmpi slt, %in, %c0_i64 : i64
      %549 = arith.addi %in, %c4_i64 : i64
      %550 = arith.select %548, %549, %in : i64
      %551 = arith.index_cast %550 : i64 to index
      %552 = linalg.index 1 : index
      %553 = linalg.index 2 : index
      %extracted = tensor.extract %model_layers_1_mlp_experts_gate_up_proj[%551, %552, %553] : tensor<4x64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64x16xf32>
    %expanded_120 = tensor.expand_shape %collapsed_118 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32>
    %232 = linalg.batch_matmul ins(%231, %expanded_120 : tensor<32x64x16xf32>, tensor<32x16x1xf32>) outs(%144 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32>
    %collapsed_121 = tensor.collapse_shape %232 [[0], [1, 2]] : tensor<32x64x1xf32> into tensor<32x64xf32>
    %extracted_slice_122 = tensor.extract_slice %collapsed_121[0, 0] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32>
    %extracted_slice_123 = tensor.extract_slice %collapsed_121[0, 32] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_122 : tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      %549 = math.exp %548 : f32
      %550 = arith.addf %549, %cst_1 : f32
      %551 = arith.divf %cst_1, %550 : f32
      linalg.yield %551 : f32
    } -> tensor<32x32xf32>
    %234 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_122, %233 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %235 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%234, %extracted_slice_123 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %236 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_119 : tensor<32xi64>) outs(%150 : tensor<32x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %548 = arith.cmpi slt, %in, %c0_i64 : i64
      %549 = arith.addi %in, %c4_i64 : i64
      %550 = arith.select %548, %549, %in : i64
      %551 = arith.index_cast %550 : i64 to index
      %552 = linalg.index 1 : index
      %553 = linalg.index 2 : index
      %extracted = tensor.extract %model_layers_1_mlp_experts_down_proj[%551, %552, %553] : tensor<4x16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x16x32xf32>
    %expanded_124 = tensor.expand_shape %235 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32>
    %237 = linalg.batch_matmul ins(%236, %expanded_124 : tensor<32x16x32xf32>, tensor<32x32x1xf32>) outs(%153 : tensor<32x16x1xf32>) -> tensor<32x16x1xf32>
    %collapsed_125 = tensor.collapse_shape %237 [[0], [1, 2]] : tensor<32x16x1xf32> into tensor<32x16xf32>
    %collapsed_126 = tensor.collapse_shape %229 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32>
    %expanded_127 = tensor.expand_shape %collapsed_126 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %238 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_125, %expanded_127 : tensor<32x16xf32>, tensor<32x1xf32>) outs(%155 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x16xf32>
    %expanded_128 = tensor.expand_shape %238 [[0, 1], [2]] output_shape [16, 2, 16] : tensor<32x16xf32> into tensor<16x2x16xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_128 : tensor<16x2x16xf32>) outs(%32 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x16xf32>
    %expanded_129 = tensor.expand_shape %239 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %expanded_129 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%241 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.divf %in, %cst_18 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_3 : f64 to f32
      %549 = arith.addf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x8x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.rsqrt %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %245 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %247 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_norm, %246 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %248 = tensor.empty() : tensor<16x64xf32>
    %transposed_130 = linalg.transpose ins(%lm_head : tensor<64x16xf32>) outs(%248 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_131 = tensor.collapse_shape %247 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %249 = linalg.fill ins(%cst_21 : f32) outs(%248 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %250 = linalg.matmul ins(%collapsed_131, %transposed_130 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%249 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %padded = tensor.pad %input_ids low[0, 0] high[0, 1] {
    ^bb0(%arg23: index, %arg24: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_132 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_133 = tensor.collapse_shape %extracted_slice_132 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %251:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%250 : tensor<16x64xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_134 = tensor.expand_shape %251#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%250, %expanded_134 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%248 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x64xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<16x64xf32>) outs(%248 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.exp %in : f32
      linalg.yield %548 : f32
    } -> tensor<16x64xf32>
    %254 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%253 : tensor<16x64xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%254 : tensor<16x1xf32>) outs(%103 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.log %in : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %256 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%252, %255 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%248 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x64xf32>
    %257 = tensor.empty() : tensor<16xi1>
    %258 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_133 : tensor<16xi64>) outs(%257 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %548 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %548 : i1
    } -> tensor<16xi1>
    %259 = linalg.generic {indexing_maps = [#map2, #map2, #map23, #map2], iterator_types = ["parallel"]} ins(%258, %collapsed_133, %cst_26 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%96 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_278: i64, %in_279: i64, %out: i64):
      %548 = arith.select %in, %in_278, %in_279 : i64
      linalg.yield %548 : i64
    } -> tensor<16xi64>
    %expanded_135 = tensor.expand_shape %259 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %260 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_135 : tensor<16x1xi64>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %548 = linalg.index 0 : index
      %549 = arith.index_cast %in : i64 to index
      %550 = arith.cmpi slt, %549, %c64 : index
      cf.assert %550, "index must be smaller than dim size"
      %551 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %551, "index must be larger or equal to 0"
      %extracted = tensor.extract %256[%548, %549] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_136 = tensor.collapse_shape %260 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %261 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_136 : tensor<16xf32>) outs(%98 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<16xf32>
    %262 = linalg.generic {indexing_maps = [#map2, #map2, #map23, #map2], iterator_types = ["parallel"]} ins(%258, %261, %cst_8 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%98 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<16xf32>
    %263 = tensor.empty() : tensor<i64>
    %264 = linalg.fill ins(%c0_i64 : i64) outs(%263 : tensor<i64>) -> tensor<i64>
    %265 = linalg.generic {indexing_maps = [#map2, #map23], iterator_types = ["reduction"]} ins(%258 : tensor<16xi1>) outs(%264 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %548 = arith.extui %in : i1 to i64
      %549 = arith.addi %548, %out : i64
      linalg.yield %549 : i64
    } -> tensor<i64>
    %266 = tensor.empty() : tensor<f32>
    %267 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%265 : tensor<i64>) outs(%266 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %548 = arith.sitofp %in : i64 to f32
      linalg.yield %548 : f32
    } -> tensor<f32>
    %268 = linalg.fill ins(%cst_21 : f32) outs(%266 : tensor<f32>) -> tensor<f32>
    %269 = linalg.generic {indexing_maps = [#map2, #map23], iterator_types = ["reduction"]} ins(%262 : tensor<16xf32>) outs(%268 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<f32>
    %270 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = []} ins(%269, %267 : tensor<f32>, tensor<f32>) outs(%266 : tensor<f32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<f32>
    %271 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = []} ins(%cst_12, %267 : tensor<f32>, tensor<f32>) outs(%266 : tensor<f32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<f32>
    %expanded_137 = tensor.expand_shape %collapsed_133 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %272 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_137 : tensor<16x1xi64>) outs(%113 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %548 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %548 : i1
    } -> tensor<16x1xi1>
    %273 = tensor.empty() : tensor<16x1xi64>
    %274 = linalg.generic {indexing_maps = [#map3, #map3, #map25, #map3], iterator_types = ["parallel", "parallel"]} ins(%272, %expanded_137, %cst_26 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%273 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_278: i64, %in_279: i64, %out: i64):
      %548 = arith.select %in, %in_278, %in_279 : i64
      linalg.yield %548 : i64
    } -> tensor<16x1xi64>
    %275 = linalg.fill ins(%c0_i64 : i64) outs(%273 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %276 = linalg.fill ins(%cst_21 : f32) outs(%98 : tensor<16xf32>) -> tensor<16xf32>
    %277:3 = linalg.generic {indexing_maps = [#map26, #map26, #map2], iterator_types = ["parallel"]} outs(%275, %275, %276 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_278: i64, %out_279: f32):
      %548 = linalg.index 0 : index
      %549 = arith.remsi %548, %c16 : index
      %extracted = tensor.extract %274[%549, %c0] : tensor<16x1xi64>
      %550 = arith.index_cast %549 : index to i64
      linalg.yield %550, %extracted, %cst_25 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %278 = tensor.empty() : tensor<16x2xi64>
    %279 = linalg.fill ins(%c0_i64 : i64) outs(%278 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %277#0 into %279[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_138 = tensor.insert_slice %277#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %280 = "tm_tensor.scatter"(%277#2, %inserted_slice_138, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg749: f32, %tm0_arg750: f32):
      "tm_tensor.yield"(%tm0_arg749) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x2xi64>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map25, #map25, #map3], iterator_types = ["parallel", "parallel"]} ins(%272, %271, %cst_8 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%103 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%280, %281 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%248 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x64xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%256 : tensor<16x64xf32>) outs(%248 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.exp %in : f32
      linalg.yield %548 : f32
    } -> tensor<16x64xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%282 : tensor<16x64xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%283, %284 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%248 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x64xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%282, %285 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%248 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x64xf32>
    %287 = tensor.empty() : tensor<64x16xf32>
    %transposed_139 = linalg.transpose ins(%286 : tensor<16x64xf32>) outs(%287 : tensor<64x16xf32>) permutation = [1, 0] 
    %288 = linalg.fill ins(%cst_21 : f32) outs(%287 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %289 = linalg.matmul ins(%transposed_139, %collapsed_131 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%288 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %290 = linalg.matmul ins(%286, %lm_head : tensor<16x64xf32>, tensor<64x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_140 = tensor.expand_shape %290 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %model_norm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %246 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %293 = tensor.empty() : tensor<1x1x16xf32>
    %294 = linalg.fill ins(%cst_21 : f32) outs(%293 : tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map27], iterator_types = ["reduction", "reduction", "parallel"]} ins(%292 : tensor<2x8x16xf32>) outs(%294 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_141 = tensor.collapse_shape %295 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %240 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %245 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%296 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.mulf %in, %cst_19 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %299 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_142 = tensor.collapse_shape %301 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_142 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.divf %in, %cst_18 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.mulf %in, %cst_20 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %305 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %306 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_143 = tensor.collapse_shape %307 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %308 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_143 : tensor<16x16xf32>) outs(%139 : tensor<16x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x16xf32>
    %collapsed_144 = tensor.collapse_shape %308 [[0, 1], [2]] : tensor<16x2x16xf32> into tensor<32x16xf32>
    %309 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_144, %collapsed_125 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%155 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x16xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_144, %expanded_127 : tensor<32x16xf32>, tensor<32x1xf32>) outs(%155 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x16xf32>
    %311 = tensor.empty() : tensor<32x1xf32>
    %312 = linalg.fill ins(%cst_21 : f32) outs(%311 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%309 : tensor<32x16xf32>) outs(%312 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<32x1xf32>
    %collapsed_145 = tensor.collapse_shape %313 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %expanded_146 = tensor.expand_shape %310 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32>
    %314 = tensor.empty() : tensor<32x32x16xf32>
    %transposed_147 = linalg.transpose ins(%236 : tensor<32x16x32xf32>) outs(%314 : tensor<32x32x16xf32>) permutation = [0, 2, 1] 
    %315 = tensor.empty() : tensor<32x32x1xf32>
    %316 = linalg.fill ins(%cst_21 : f32) outs(%315 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %317 = linalg.batch_matmul ins(%transposed_147, %expanded_146 : tensor<32x32x16xf32>, tensor<32x16x1xf32>) outs(%316 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %318 = tensor.empty() : tensor<32x1x32xf32>
    %transposed_148 = linalg.transpose ins(%expanded_124 : tensor<32x32x1xf32>) outs(%318 : tensor<32x1x32xf32>) permutation = [0, 2, 1] 
    %319 = linalg.fill ins(%cst_21 : f32) outs(%150 : tensor<32x16x32xf32>) -> tensor<32x16x32xf32>
    %320 = linalg.batch_matmul ins(%expanded_146, %transposed_148 : tensor<32x16x1xf32>, tensor<32x1x32xf32>) outs(%319 : tensor<32x16x32xf32>) -> tensor<32x16x32xf32>
    %collapsed_149 = tensor.collapse_shape %317 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32>
    %expanded_150 = tensor.expand_shape %collapsed_119 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_151 = tensor.expand_shape %320 [[0], [1, 2], [3]] output_shape [32, 1, 16, 32] : tensor<32x16x32xf32> into tensor<32x1x16x32xf32>
    %321 = "tm_tensor.scatter"(%expanded_151, %expanded_150, %cst_22) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg655: f32, %tm1_arg656: f32):
      %tm1_1095 = "arith.addf"(%tm1_arg656, %tm1_arg655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm1_1095) : (f32) -> ()
    }) : (tensor<32x1x16x32xf32>, tensor<32x1xi64>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_149, %234 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_149, %extracted_slice_123 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %233 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %325 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_122, %324 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %326 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%325 : tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %cst_1 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%323, %233 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%327, %326 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %concat_152 = tensor.concat dim(1) %328, %322 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %expanded_153 = tensor.expand_shape %concat_152 [[0], [1, 2]] output_shape [32, 64, 1] : tensor<32x64xf32> into tensor<32x64x1xf32>
    %329 = tensor.empty() : tensor<32x16x64xf32>
    %transposed_154 = linalg.transpose ins(%231 : tensor<32x64x16xf32>) outs(%329 : tensor<32x16x64xf32>) permutation = [0, 2, 1] 
    %330 = linalg.batch_matmul ins(%transposed_154, %expanded_153 : tensor<32x16x64xf32>, tensor<32x64x1xf32>) outs(%153 : tensor<32x16x1xf32>) -> tensor<32x16x1xf32>
    %331 = tensor.empty() : tensor<32x1x16xf32>
    %transposed_155 = linalg.transpose ins(%expanded_120 : tensor<32x16x1xf32>) outs(%331 : tensor<32x1x16xf32>) permutation = [0, 2, 1] 
    %332 = linalg.fill ins(%cst_21 : f32) outs(%141 : tensor<32x64x16xf32>) -> tensor<32x64x16xf32>
    %333 = linalg.batch_matmul ins(%expanded_153, %transposed_155 : tensor<32x64x1xf32>, tensor<32x1x16xf32>) outs(%332 : tensor<32x64x16xf32>) -> tensor<32x64x16xf32>
    %collapsed_156 = tensor.collapse_shape %330 [[0], [1, 2]] : tensor<32x16x1xf32> into tensor<32x16xf32>
    %expanded_157 = tensor.expand_shape %333 [[0], [1, 2], [3]] output_shape [32, 1, 64, 16] : tensor<32x64x16xf32> into tensor<32x1x64x16xf32>
    %334 = "tm_tensor.scatter"(%expanded_157, %expanded_150, %cst_23) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm2_arg621: f32, %tm2_arg622: f32):
      %tm2_1083 = "arith.addf"(%tm2_arg622, %tm2_arg621) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm2_1083) : (f32) -> ()
    }) : (tensor<32x1x64x16xf32>, tensor<32x1xi64>, tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
    %expanded_158 = tensor.expand_shape %collapsed_145 [[0, 1]] output_shape [16, 2] : tensor<32xf32> into tensor<16x2xf32>
    %expanded_159 = tensor.expand_shape %collapsed_156 [[0, 1], [2]] output_shape [16, 2, 16] : tensor<32x16xf32> into tensor<16x2x16xf32>
    %335 = tensor.empty() : tensor<16x1x16xf32>
    %336 = linalg.fill ins(%cst_21 : f32) outs(%335 : tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map28], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_159 : tensor<16x2x16xf32>) outs(%336 : tensor<16x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1x16xf32>
    %collapsed_160 = tensor.collapse_shape %337 [[0, 1], [2]] : tensor<16x1x16xf32> into tensor<16x16xf32>
    %338 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%229, %228 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_158 : tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%339, %338 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %341 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_158, %228 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%340 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %collapsed_161 = tensor.collapse_shape %342 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %343 = linalg.generic {indexing_maps = [#map18, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_161 : tensor<16xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %344 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%341, %343 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %expanded_162 = tensor.expand_shape %concat_117 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %345 = tensor.empty() : tensor<16x2x4xi1>
    %346 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %108 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%345 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_278: i64, %out: i1):
      %548 = arith.cmpi eq, %in, %in_278 : i64
      linalg.yield %548 : i1
    } -> tensor<16x2x4xi1>
    %expanded_163 = tensor.expand_shape %344 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %347 = tensor.empty() : tensor<16x2x4xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map11, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %expanded_163, %cst_15 : tensor<16x2x4xi1>, tensor<16x2x1xf32>, tensor<16x2x1xf32>) outs(%347 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2x4xf32>
    %349 = tensor.empty() : tensor<16x4xi64>
    %350 = linalg.fill ins(%c0_i64 : i64) outs(%349 : tensor<16x4xi64>) -> tensor<16x4xi64>
    %351 = linalg.fill ins(%cst_0 : f32) outs(%93 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %352:2 = linalg.generic {indexing_maps = [#map1, #map21, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%348 : tensor<16x2x4xf32>) outs(%351, %350 : tensor<16x4xf32>, tensor<16x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<16x4xf32>, tensor<16x4xi64>)
    %353 = linalg.fill ins(%false : i1) outs(%110 : tensor<16x4xi1>) -> tensor<16x4xi1>
    %354 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%346 : tensor<16x2x4xi1>) outs(%353 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %548 = arith.ori %in, %out : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %355 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%354, %352#0, %cst_16 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %356 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%355, %206 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %357 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%356 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %358 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%206, %357 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %359 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%356, %358 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %360 = tensor.empty() : tensor<4x16xf32>
    %transposed_164 = linalg.transpose ins(%359 : tensor<16x4xf32>) outs(%360 : tensor<4x16xf32>) permutation = [1, 0] 
    %361 = linalg.fill ins(%cst_21 : f32) outs(%360 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %362 = linalg.matmul ins(%transposed_164, %collapsed_109 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%361 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %363 = linalg.matmul ins(%359, %model_layers_1_mlp_gate : tensor<16x4xf32>, tensor<4x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %364 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_160, %363 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x16xf32>
    %expanded_165 = tensor.expand_shape %364 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %model_layers_1_post_attention_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %199 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map27], iterator_types = ["reduction", "reduction", "parallel"]} ins(%366 : tensor<2x8x16xf32>) outs(%294 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_166 = tensor.collapse_shape %367 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %193 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %198 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%368 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %369 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.mulf %in, %cst_19 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %372 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_167 = tensor.collapse_shape %374 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %375 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_167 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.divf %in, %cst_18 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.mulf %in, %cst_20 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %378 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %379 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_168 = tensor.collapse_shape %380 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_169 = linalg.transpose ins(%collapsed_168 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %381 = linalg.matmul ins(%transposed_169, %collapsed_107 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %382 = linalg.matmul ins(%collapsed_168, %model_layers_1_self_attn_o_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_170 = tensor.expand_shape %382 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_171 = linalg.transpose ins(%expanded_170 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_172 = tensor.collapse_shape %transposed_171 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_173 = linalg.transpose ins(%collapsed_102 : tensor<8x8x8xf32>) outs(%58 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %383 = linalg.batch_matmul ins(%transposed_173, %collapsed_172 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %384 = tensor.empty() : tensor<8x4x8xf32>
    %transposed_174 = linalg.transpose ins(%collapsed_103 : tensor<8x8x4xf32>) outs(%384 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %385 = linalg.batch_matmul ins(%collapsed_172, %transposed_174 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_175 = tensor.expand_shape %385 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %386 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_175, %190 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %387 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%386 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x1xf32>
    %388 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %387 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %389 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %388 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_176 = tensor.collapse_shape %389 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_177 = linalg.transpose ins(%collapsed_98 : tensor<8x8x4xf32>) outs(%384 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %390 = linalg.fill ins(%cst_21 : f32) outs(%384 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %391 = linalg.batch_matmul ins(%transposed_177, %collapsed_176 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%390 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_178 = linalg.transpose ins(%collapsed_99 : tensor<8x4x8xf32>) outs(%80 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %392 = linalg.batch_matmul ins(%collapsed_176, %transposed_178 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_179 = tensor.expand_shape %391 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_180 = tensor.expand_shape %392 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %393 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_179 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_5 : f64 to f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_181 = linalg.transpose ins(%393 : tensor<2x4x4x8xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 1, 3, 2] 
    %394 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_180 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_5 : f64 to f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x4x8x4xf32>
    %expanded_182 = tensor.expand_shape %383 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<8x8x4xf32> into tensor<2x2x2x8x4xf32>
    %395 = tensor.empty() : tensor<2x2x1x8x4xf32>
    %396 = linalg.fill ins(%cst_21 : f32) outs(%395 : tensor<2x2x1x8x4xf32>) -> tensor<2x2x1x8x4xf32>
    %397 = linalg.generic {indexing_maps = [#map15, #map29], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_182 : tensor<2x2x2x8x4xf32>) outs(%396 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_183 = tensor.collapse_shape %397 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %expanded_184 = tensor.expand_shape %transposed_181 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<2x4x8x4xf32> into tensor<2x2x2x8x4xf32>
    %398 = linalg.generic {indexing_maps = [#map15, #map29], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_184 : tensor<2x2x2x8x4xf32>) outs(%396 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_185 = tensor.collapse_shape %398 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %399 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_185, %expanded_39 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_186 = tensor.extract_slice %399[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_187 = tensor.extract_slice %399[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %400 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_186 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x2xf32>
    %inserted_slice_188 = tensor.insert_slice %400 into %cst_14[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %inserted_slice_189 = tensor.insert_slice %extracted_slice_187 into %cst_14[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %401 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_188, %inserted_slice_189 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %402 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_185, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %403 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %402 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %404 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_190 = tensor.extract_slice %404[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_191 = tensor.extract_slice %404[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %405 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_190 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x2xf32>
    %inserted_slice_192 = tensor.insert_slice %405 into %cst_13[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %inserted_slice_193 = tensor.insert_slice %extracted_slice_191 into %cst_13[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %406 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_192, %inserted_slice_193 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %407 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %408 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %407 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %409 = tensor.empty() : tensor<2x8x2x4xf32>
    %transposed_194 = linalg.transpose ins(%collapsed_183 : tensor<2x2x8x4xf32>) outs(%409 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_195 = tensor.collapse_shape %transposed_194 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %410 = tensor.empty() : tensor<8x16xf32>
    %transposed_196 = linalg.transpose ins(%collapsed_195 : tensor<16x8xf32>) outs(%410 : tensor<8x16xf32>) permutation = [1, 0] 
    %411 = linalg.fill ins(%cst_21 : f32) outs(%410 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %412 = linalg.matmul ins(%transposed_196, %collapsed_81 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%411 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %413 = linalg.matmul ins(%collapsed_195, %model_layers_1_self_attn_v_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_197 = tensor.expand_shape %413 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_198 = linalg.transpose ins(%403 : tensor<2x2x8x4xf32>) outs(%409 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_199 = tensor.collapse_shape %transposed_198 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_200 = linalg.transpose ins(%collapsed_199 : tensor<16x8xf32>) outs(%410 : tensor<8x16xf32>) permutation = [1, 0] 
    %414 = linalg.matmul ins(%transposed_200, %collapsed_81 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%411 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %415 = linalg.matmul ins(%collapsed_199, %model_layers_1_self_attn_k_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_201 = tensor.expand_shape %415 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197, %expanded_201 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %transposed_202 = linalg.transpose ins(%408 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_203 = tensor.collapse_shape %transposed_202 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_204 = linalg.transpose ins(%collapsed_203 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %417 = linalg.matmul ins(%transposed_204, %collapsed_81 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %418 = linalg.matmul ins(%collapsed_203, %model_layers_1_self_attn_q_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_205 = tensor.expand_shape %418 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %expanded_205 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %model_layers_1_input_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %164 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map27], iterator_types = ["reduction", "reduction", "parallel"]} ins(%421 : tensor<2x8x16xf32>) outs(%294 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_206 = tensor.collapse_shape %422 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %158 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %163 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%423 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %424 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.mulf %in, %cst_19 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %427 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_207 = tensor.collapse_shape %429 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %430 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_207 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.divf %in, %cst_18 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.mulf %in, %cst_20 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431, %433 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426, %434 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_208 = tensor.collapse_shape %435 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %436 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_208 : tensor<16x16xf32>) outs(%139 : tensor<16x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x16xf32>
    %collapsed_209 = tensor.collapse_shape %436 [[0, 1], [2]] : tensor<16x2x16xf32> into tensor<32x16xf32>
    %437 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_209, %collapsed_75 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%155 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x16xf32>
    %438 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_209, %expanded_77 : tensor<32x16xf32>, tensor<32x1xf32>) outs(%155 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x16xf32>
    %439 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%437 : tensor<32x16xf32>) outs(%312 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<32x1xf32>
    %collapsed_210 = tensor.collapse_shape %439 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %expanded_211 = tensor.expand_shape %438 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32>
    %transposed_212 = linalg.transpose ins(%151 : tensor<32x16x32xf32>) outs(%314 : tensor<32x32x16xf32>) permutation = [0, 2, 1] 
    %440 = linalg.batch_matmul ins(%transposed_212, %expanded_211 : tensor<32x32x16xf32>, tensor<32x16x1xf32>) outs(%316 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %transposed_213 = linalg.transpose ins(%expanded_74 : tensor<32x32x1xf32>) outs(%318 : tensor<32x1x32xf32>) permutation = [0, 2, 1] 
    %441 = linalg.batch_matmul ins(%expanded_211, %transposed_213 : tensor<32x16x1xf32>, tensor<32x1x32xf32>) outs(%319 : tensor<32x16x32xf32>) -> tensor<32x16x32xf32>
    %collapsed_214 = tensor.collapse_shape %440 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32>
    %expanded_215 = tensor.expand_shape %collapsed_69 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_216 = tensor.expand_shape %441 [[0], [1, 2], [3]] output_shape [32, 1, 16, 32] : tensor<32x16x32xf32> into tensor<32x1x16x32xf32>
    %442 = "tm_tensor.scatter"(%expanded_216, %expanded_215, %cst_22) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm3_arg330: f32, %tm3_arg331: f32):
      %tm3_974 = "arith.addf"(%tm3_arg331, %tm3_arg330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm3_974) : (f32) -> ()
    }) : (tensor<32x1x16x32xf32>, tensor<32x1xi64>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %443 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_214, %148 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %444 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_214, %extracted_slice_73 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %445 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %147 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %446 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_72, %445 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %447 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%446 : tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %cst_1 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %448 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%444, %147 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%448, %447 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%146 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<32x32xf32>
    %concat_217 = tensor.concat dim(1) %449, %443 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %expanded_218 = tensor.expand_shape %concat_217 [[0], [1, 2]] output_shape [32, 64, 1] : tensor<32x64xf32> into tensor<32x64x1xf32>
    %transposed_219 = linalg.transpose ins(%142 : tensor<32x64x16xf32>) outs(%329 : tensor<32x16x64xf32>) permutation = [0, 2, 1] 
    %450 = linalg.batch_matmul ins(%transposed_219, %expanded_218 : tensor<32x16x64xf32>, tensor<32x64x1xf32>) outs(%153 : tensor<32x16x1xf32>) -> tensor<32x16x1xf32>
    %transposed_220 = linalg.transpose ins(%expanded_70 : tensor<32x16x1xf32>) outs(%331 : tensor<32x1x16xf32>) permutation = [0, 2, 1] 
    %451 = linalg.batch_matmul ins(%expanded_218, %transposed_220 : tensor<32x64x1xf32>, tensor<32x1x16xf32>) outs(%332 : tensor<32x64x16xf32>) -> tensor<32x64x16xf32>
    %collapsed_221 = tensor.collapse_shape %450 [[0], [1, 2]] : tensor<32x16x1xf32> into tensor<32x16xf32>
    %expanded_222 = tensor.expand_shape %451 [[0], [1, 2], [3]] output_shape [32, 1, 64, 16] : tensor<32x64x16xf32> into tensor<32x1x64x16xf32>
    %452 = "tm_tensor.scatter"(%expanded_222, %expanded_215, %cst_23) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm4_arg298: f32, %tm4_arg299: f32):
      %tm4_962 = "arith.addf"(%tm4_arg299, %tm4_arg298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm4_962) : (f32) -> ()
    }) : (tensor<32x1x64x16xf32>, tensor<32x1xi64>, tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
    %expanded_223 = tensor.expand_shape %collapsed_210 [[0, 1]] output_shape [16, 2] : tensor<32xf32> into tensor<16x2xf32>
    %expanded_224 = tensor.expand_shape %collapsed_221 [[0, 1], [2]] output_shape [16, 2, 16] : tensor<32x16xf32> into tensor<16x2x16xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map28], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_224 : tensor<16x2x16xf32>) outs(%336 : tensor<16x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1x16xf32>
    %collapsed_225 = tensor.collapse_shape %453 [[0, 1], [2]] : tensor<16x1x16xf32> into tensor<16x16xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%138, %136 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_223 : tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %456 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%455, %454 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %457 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_223, %136 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.divf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %458 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%456 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %collapsed_226 = tensor.collapse_shape %458 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %459 = linalg.generic {indexing_maps = [#map18, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_226 : tensor<16xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %460 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%457, %459 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2xf32>
    %expanded_227 = tensor.expand_shape %concat_67 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %461 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_227, %108 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%345 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_278: i64, %out: i1):
      %548 = arith.cmpi eq, %in, %in_278 : i64
      linalg.yield %548 : i1
    } -> tensor<16x2x4xi1>
    %expanded_228 = tensor.expand_shape %460 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map11, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %expanded_228, %cst_15 : tensor<16x2x4xi1>, tensor<16x2x1xf32>, tensor<16x2x1xf32>) outs(%347 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<16x2x4xf32>
    %463:2 = linalg.generic {indexing_maps = [#map1, #map21, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%462 : tensor<16x2x4xf32>) outs(%351, %350 : tensor<16x4xf32>, tensor<16x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_278: i64):
      %548 = linalg.index 1 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = arith.maximumf %in, %out : f32
      %551 = arith.cmpf ogt, %in, %out : f32
      %552 = arith.select %551, %549, %out_278 : i64
      linalg.yield %550, %552 : f32, i64
    } -> (tensor<16x4xf32>, tensor<16x4xi64>)
    %464 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%461 : tensor<16x2x4xi1>) outs(%353 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %548 = arith.ori %in, %out : i1
      linalg.yield %548 : i1
    } -> tensor<16x4xi1>
    %465 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%464, %463#0, %cst_16 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %466 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%465, %106 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %467 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%466 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<16x1xf32>
    %468 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %467 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %469 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%466, %468 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x4xf32>
    %transposed_229 = linalg.transpose ins(%469 : tensor<16x4xf32>) outs(%360 : tensor<4x16xf32>) permutation = [1, 0] 
    %470 = linalg.matmul ins(%transposed_229, %collapsed_58 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%361 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %471 = linalg.matmul ins(%469, %model_layers_0_mlp_gate : tensor<16x4xf32>, tensor<4x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %472 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_225, %471 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<16x16xf32>
    %expanded_230 = tensor.expand_shape %472 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_230, %model_layers_0_post_attention_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_230, %91 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map27], iterator_types = ["reduction", "reduction", "parallel"]} ins(%474 : tensor<2x8x16xf32>) outs(%294 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_231 = tensor.collapse_shape %475 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %85 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473, %90 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%476 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %477 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.mulf %in, %cst_19 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %480 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_232 = tensor.collapse_shape %482 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %483 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_232 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.divf %in, %cst_18 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.mulf %in, %cst_20 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %486 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %487 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_233 = tensor.collapse_shape %488 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_234 = linalg.transpose ins(%collapsed_233 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %489 = linalg.matmul ins(%transposed_234, %collapsed_56 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %490 = linalg.matmul ins(%collapsed_233, %model_layers_0_self_attn_o_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_235 = tensor.expand_shape %490 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_236 = linalg.transpose ins(%expanded_235 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_237 = tensor.collapse_shape %transposed_236 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_238 = linalg.transpose ins(%collapsed_51 : tensor<8x8x8xf32>) outs(%58 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %491 = linalg.batch_matmul ins(%transposed_238, %collapsed_237 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_239 = linalg.transpose ins(%collapsed_52 : tensor<8x8x4xf32>) outs(%384 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %492 = linalg.batch_matmul ins(%collapsed_237, %transposed_239 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_240 = tensor.expand_shape %492 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %493 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_240, %79 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %494 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%493 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x1xf32>
    %495 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %494 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %496 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493, %495 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.subf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_241 = tensor.collapse_shape %496 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_242 = linalg.transpose ins(%collapsed_47 : tensor<8x8x4xf32>) outs(%384 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %497 = linalg.batch_matmul ins(%transposed_242, %collapsed_241 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%390 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_243 = linalg.transpose ins(%collapsed_48 : tensor<8x4x8xf32>) outs(%80 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %498 = linalg.batch_matmul ins(%collapsed_241, %transposed_243 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_244 = tensor.expand_shape %497 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_245 = tensor.expand_shape %498 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %499 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_244 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_5 : f64 to f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_246 = linalg.transpose ins(%499 : tensor<2x4x4x8xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 1, 3, 2] 
    %500 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_245 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.truncf %cst_5 : f64 to f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<2x4x8x4xf32>
    %expanded_247 = tensor.expand_shape %491 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<8x8x4xf32> into tensor<2x2x2x8x4xf32>
    %501 = linalg.generic {indexing_maps = [#map15, #map29], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_247 : tensor<2x2x2x8x4xf32>) outs(%396 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_248 = tensor.collapse_shape %501 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %expanded_249 = tensor.expand_shape %transposed_246 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<2x4x8x4xf32> into tensor<2x2x2x8x4xf32>
    %502 = linalg.generic {indexing_maps = [#map15, #map29], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_249 : tensor<2x2x2x8x4xf32>) outs(%396 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_250 = tensor.collapse_shape %502 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %503 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_250, %expanded_39 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_251 = tensor.extract_slice %503[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_252 = tensor.extract_slice %503[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %504 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_251 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x2xf32>
    %inserted_slice_253 = tensor.insert_slice %504 into %cst_14[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %inserted_slice_254 = tensor.insert_slice %extracted_slice_252 into %cst_14[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %505 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_253, %inserted_slice_254 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %506 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_250, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %507 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %506 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x2x8x4xf32>
    %508 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %expanded_39 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_255 = tensor.extract_slice %508[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_256 = tensor.extract_slice %508[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %509 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_255 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.negf %in : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x2xf32>
    %inserted_slice_257 = tensor.insert_slice %509 into %cst_13[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %inserted_slice_258 = tensor.insert_slice %extracted_slice_256 into %cst_13[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %510 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_257, %inserted_slice_258 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %511 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %512 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %511 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_259 = linalg.transpose ins(%collapsed_248 : tensor<2x2x8x4xf32>) outs(%409 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_260 = tensor.collapse_shape %transposed_259 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_261 = linalg.transpose ins(%collapsed_260 : tensor<16x8xf32>) outs(%410 : tensor<8x16xf32>) permutation = [1, 0] 
    %513 = linalg.matmul ins(%transposed_261, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%411 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %514 = linalg.matmul ins(%collapsed_260, %model_layers_0_self_attn_v_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_262 = tensor.expand_shape %514 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_263 = linalg.transpose ins(%507 : tensor<2x2x8x4xf32>) outs(%409 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_264 = tensor.collapse_shape %transposed_263 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_265 = linalg.transpose ins(%collapsed_264 : tensor<16x8xf32>) outs(%410 : tensor<8x16xf32>) permutation = [1, 0] 
    %515 = linalg.matmul ins(%transposed_265, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%411 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %516 = linalg.matmul ins(%collapsed_264, %model_layers_0_self_attn_k_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_266 = tensor.expand_shape %516 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_262, %expanded_266 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %transposed_267 = linalg.transpose ins(%512 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_268 = tensor.collapse_shape %transposed_267 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_269 = linalg.transpose ins(%collapsed_268 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %518 = linalg.matmul ins(%transposed_269, %collapsed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %519 = linalg.matmul ins(%collapsed_268, %model_layers_0_self_attn_q_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_270 = tensor.expand_shape %519 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %expanded_270 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %model_layers_0_input_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %29 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map27], iterator_types = ["reduction", "reduction", "parallel"]} ins(%522 : tensor<2x8x16xf32>) outs(%294 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_271 = tensor.collapse_shape %523 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %1 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %28 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%524 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.addf %in, %out : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488, %525 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.mulf %in, %cst_19 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %528 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_272 = tensor.collapse_shape %530 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_272 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %532 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.divf %in, %cst_18 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %534 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %548 = arith.mulf %in, %cst_20 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %534 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.mulf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %535 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_278: f32, %out: f32):
      %548 = arith.addf %in, %in_278 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %537 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %548 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %548 : i1
    } -> tensor<2x8xi1>
    %538 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %548 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %548 : i1
    } -> tensor<2x8xi1>
    %539 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%537, %538 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<2x8xi1>
    %540 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %548 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %548 : i1
    } -> tensor<2x8xi1>
    %541 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%539, %540 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_278: i1, %out: i1):
      %548 = arith.andi %in, %in_278 : i1
      linalg.yield %548 : i1
    } -> tensor<2x8xi1>
    %expanded_273 = tensor.expand_shape %541 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %542 = tensor.empty() : tensor<2x8xi64>
    %543 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%542 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %548 = arith.maxsi %in, %c-64_i64 : i64
      %549 = arith.minsi %548, %c63_i64 : i64
      linalg.yield %549 : i64
    } -> tensor<2x8xi64>
    %544 = tensor.empty() : tensor<2x8x1xi1>
    %545 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_273 : tensor<2x8x1xi1>) outs(%544 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %548 = arith.xori %in, %true : i1
      linalg.yield %548 : i1
    } -> tensor<2x8x1xi1>
    %546 = linalg.generic {indexing_maps = [#map11, #map30, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545, %cst_8, %536 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_278: f32, %in_279: f32, %out: f32):
      %548 = arith.select %in, %in_278, %in_279 : f32
      linalg.yield %548 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_274 = tensor.collapse_shape %543 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_275 = tensor.expand_shape %collapsed_274 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_276 = tensor.collapse_shape %546 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_277 = tensor.expand_shape %collapsed_276 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %547 = "tm_tensor.scatter"(%expanded_277, %expanded_275, %cst_24) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm5_arg23: f32, %tm5_arg24: f32):
      %tm5_851 = "arith.addf"(%tm5_arg24, %tm5_arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm5_851) : (f32) -> ()
    }) : (tensor<16x1x16xf32>, tensor<16x1xi64>, tensor<64x16xf32>) -> tensor<64x16xf32>
    return %270, %547, %518, %515, %513, %489, %470, %452, %442, %collapsed_271, %collapsed_231, %417, %414, %412, %381, %362, %334, %321, %collapsed_206, %collapsed_166, %collapsed_141, %289 : tensor<f32>, tensor<64x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<4x64x16xf32>, tensor<4x16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<4x64x16xf32>, tensor<4x16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>
  }
}
