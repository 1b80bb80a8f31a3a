// The training step of hf-mixtral-dispatch (f32), exported by
// tools/torch-export/export.py --model hf-mixtral-dispatch --dtype f32 (torch 2.15.0, torch-mlir 20261001, transformers 5.24.0).
// PyTorch's loss and gradients: hf-mixtral-dispatch-f32.ref/ (docs/TorchExport.md).
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
#map22 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map24 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map25 = affine_map<(d0) -> ()>
#map26 = affine_map<() -> ()>
#map27 = affine_map<(d0, d1) -> ()>
#map28 = affine_map<(d0) -> (d0, 0)>
#map29 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map30 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#map31 = affine_map<(d0, d1, d2) -> ()>
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
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<2x4x8x1xf32>
    %cst_13 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = arith.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<2x2x8x4xf32>
    %cst_16 = arith.constant dense<-3.40282347E+38> : tensor<16x2x1xf32>
    %cst_17 = arith.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_18 = arith.constant dense<1.000000e+00> : tensor<2x4x8x32xf32>
    %cst_19 = arith.constant 1.600000e+01 : f32
    %cst_20 = arith.constant -5.000000e-01 : f32
    %cst_21 = arith.constant 2.000000e+00 : f32
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
    %cst_22 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_23 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_24 = arith.constant -1.000000e+00 : f32
    %cst_25 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %591 = arith.index_cast %in : i64 to index
      %592 = linalg.index 2 : index
      %593 = arith.cmpi slt, %591, %c64 : index
      cf.assert %593, "index must be smaller than dim size"
      %594 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %594, "index must be larger or equal to 0"
      %extracted = tensor.extract %model_embed_tokens[%591, %592] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %591 = linalg.index 0 : index
      %592 = arith.index_cast %591 : index to i64
      linalg.yield %592 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2x8xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%attention_mask : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %591 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %591 : i1
    } -> tensor<2x8xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %591 = linalg.index 0 : index
      %592 = arith.index_cast %591 : index to i64
      linalg.yield %592 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_26 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_27 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %8 = tensor.empty() : tensor<1x1x8x8xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %expanded_26 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_363: i64, %out: i1):
      %591 = arith.cmpi sle, %in, %in_363 : i64
      linalg.yield %591 : i1
    } -> tensor<1x1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %9 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<1x1x8x8xi1>
    %11 = tensor.empty() : tensor<2x1x1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_27 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%11 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_363: i64, %out: i1):
      %591 = arith.cmpi slt, %in, %c0_i64 : i64
      %592 = arith.addi %in, %c2_i64 : i64
      %593 = arith.select %591, %592, %in : i64
      %594 = arith.index_cast %593 : i64 to index
      %595 = arith.cmpi slt, %in_363, %c0_i64 : i64
      %596 = arith.addi %in_363, %c8_i64 : i64
      %597 = arith.select %595, %596, %in_363 : i64
      %598 = arith.index_cast %597 : i64 to index
      %extracted = tensor.extract %5[%594, %598] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<2x1x8x8xi1>
    %expanded_28 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %15 = tensor.empty() : tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<1x8x1xi64>) outs(%15 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %591 = arith.sitofp %in : i64 to f32
      linalg.yield %591 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x2xf32>
    %18 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_2 : tensor<1x8x1xf32>, tensor<2xf32>) outs(%17 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<1x8x2xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %19 = tensor.empty() : tensor<1x8x4xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%19 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.cos %in : f32
      linalg.yield %591 : f32
    } -> tensor<1x8x4xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%19 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.sin %in : f32
      linalg.yield %591 : f32
    } -> tensor<1x8x4xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst_22 : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.divf %in, %cst_19 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_3 : f64 to f32
      %592 = arith.addf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.rsqrt %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %30 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_0_input_layernorm, %29 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %31 = tensor.empty() : tensor<16x16xf32>
    %transposed = linalg.transpose ins(%model_layers_0_self_attn_q_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %32 = linalg.fill ins(%cst_22 : f32) outs(%31 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_29 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %34 = tensor.empty() : tensor<2x4x8x4xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %35 = tensor.empty() : tensor<16x8xf32>
    %transposed_31 = linalg.transpose ins(%model_layers_0_self_attn_k_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %36 = linalg.fill ins(%cst_22 : f32) outs(%35 : tensor<16x8xf32>) -> tensor<16x8xf32>
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
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice = tensor.extract_slice %transposed_30[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_39 = tensor.extract_slice %transposed_30[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %41 = tensor.empty() : tensor<2x4x8x2xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_40 = tensor.concat dim(3) %42, %extracted_slice : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_40, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_33, %expanded_37 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_41 = tensor.extract_slice %transposed_33[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_42 = tensor.extract_slice %transposed_33[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %46 = tensor.empty() : tensor<2x2x8x2xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_42 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x2xf32>
    %concat_43 = tensor.concat dim(3) %47, %extracted_slice_41 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_43, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
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
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<2x1x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_5 : f64 to f32
      %592 = arith.mulf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x4x8x4xf32>
    %56 = tensor.empty() : tensor<2x4x4x8xf32>
    %transposed_45 = linalg.transpose ins(%collapsed_44 : tensor<2x4x8x4xf32>) outs(%56 : tensor<2x4x4x8xf32>) permutation = [0, 1, 3, 2] 
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_45 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_5 : f64 to f32
      %592 = arith.mulf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_46 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_47 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %58 = tensor.empty() : tensor<8x8x8xf32>
    %59 = linalg.fill ins(%cst_22 : f32) outs(%58 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = linalg.batch_matmul ins(%collapsed_46, %collapsed_47 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_48 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %61 = tensor.empty() : tensor<2x4x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_48, %54 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %63 = tensor.empty() : tensor<2x4x8xi64>
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %65 = tensor.empty() : tensor<2x4x8xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %67:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<2x4x8x8xf32>) outs(%66, %64 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 3 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_49 = tensor.expand_shape %67#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_49 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.exp %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %70 = tensor.empty() : tensor<2x4x8x1xf32>
    %71 = linalg.fill ins(%cst_22 : f32) outs(%70 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %74 = tensor.empty() : tensor<2x4x8x8xi1>
    %75 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %591 = arith.extf %in : f32 to f64
      %592 = arith.cmpf oeq, %591, %cst_4 : f64
      linalg.yield %592 : i1
    } -> tensor<2x4x8x8xi1>
    %76 = tensor.empty() : tensor<2x4x8x1xi1>
    %77 = linalg.fill ins(%true : i1) outs(%76 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %78 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<2x4x8x8xi1>) outs(%77 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %591 = arith.andi %in, %out : i1
      linalg.yield %591 : i1
    } -> tensor<2x4x8x1xi1>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %cst_9, %73 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_50 = tensor.collapse_shape %79 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_51 = tensor.collapse_shape %52 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<8x8x4xf32>
    %80 = tensor.empty() : tensor<8x8x4xf32>
    %81 = linalg.fill ins(%cst_22 : f32) outs(%80 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %82 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_52 = tensor.expand_shape %82 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %83 = tensor.empty() : tensor<2x8x4x4xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_54 = linalg.transpose ins(%model_layers_0_self_attn_o_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %transposed_53 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %84 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_56 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_56 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.divf %in, %cst_19 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_3 : f64 to f32
      %592 = arith.addf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.rsqrt %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %92 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_0_post_attention_layernorm, %91 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_57 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %93 = tensor.empty() : tensor<16x4xf32>
    %transposed_58 = linalg.transpose ins(%model_layers_0_mlp_gate : tensor<4x16xf32>) outs(%93 : tensor<16x4xf32>) permutation = [1, 0] 
    %94 = linalg.fill ins(%cst_22 : f32) outs(%93 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %95 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<16x16xf32>, tensor<16x4xf32>) outs(%94 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %96 = tensor.empty() : tensor<16xi64>
    %97 = linalg.fill ins(%c0_i64 : i64) outs(%96 : tensor<16xi64>) -> tensor<16xi64>
    %98 = tensor.empty() : tensor<16xf32>
    %99 = linalg.fill ins(%cst_0 : f32) outs(%98 : tensor<16xf32>) -> tensor<16xf32>
    %100:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%95 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_59 = tensor.expand_shape %100#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%95, %expanded_59 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%101 : tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.exp %in : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %103 = tensor.empty() : tensor<16x1xf32>
    %104 = linalg.fill ins(%cst_22 : f32) outs(%103 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%102 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%102, %105 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %107 = tensor.empty() : tensor<4xi64>
    %108 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%107 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %591 = linalg.index 0 : index
      %592 = arith.index_cast %591 : index to i64
      linalg.yield %592 : i64
    } -> tensor<4xi64>
    %expanded_60 = tensor.expand_shape %108 [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64>
    %109:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%106 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_61 = tensor.expand_shape %109#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %110 = tensor.empty() : tensor<16x4xi1>
    %111 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %expanded_61 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf oeq, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %112 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %106 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf une, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %113 = tensor.empty() : tensor<16x1xi1>
    %114 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_61, %expanded_61 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x1xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf une, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<16x1xi1>
    %115 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%112, %114 : tensor<16x4xi1>, tensor<16x1xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%111, %115 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.ori %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %117 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_10 : tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %591 = arith.xori %in, %true : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %118 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%116, %117 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %119 = tensor.empty() : tensor<16x4xi32>
    %120 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<16x4xi1>) outs(%119 : tensor<16x4xi32>) {
    ^bb0(%in: i1, %out: i32):
      %591 = arith.extui %in : i1 to i32
      linalg.yield %591 : i32
    } -> tensor<16x4xi32>
    %121 = tensor.empty() : tensor<16xi32>
    %122 = linalg.fill ins(%c-2147483648_i32 : i32) outs(%121 : tensor<16xi32>) -> tensor<16xi32>
    %123:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%120 : tensor<16x4xi32>) outs(%122, %97 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32, %out: i32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maxsi %in, %out : i32
      %594 = arith.cmpi sgt, %in, %out : i32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : i32, i64
    } -> (tensor<16xi32>, tensor<16xi64>)
    %expanded_62 = tensor.expand_shape %123#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %124 = linalg.generic {indexing_maps = [#map20, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_60, %expanded_62 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_363: i64, %out: i1):
      %591 = arith.cmpi eq, %in, %in_363 : i64
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %125 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_10, %124 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.ori %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %126 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %cst_11, %106 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %127:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%126 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_63 = tensor.expand_shape %127#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %expanded_63 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf oeq, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %129 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_63, %expanded_63 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x1xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf une, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<16x1xi1>
    %130 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%112, %129 : tensor<16x4xi1>, tensor<16x1xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %131 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%128, %130 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.ori %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125 : tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %591 = arith.xori %in, %true : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %133 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%131, %132 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<16x4xi1>) outs(%119 : tensor<16x4xi32>) {
    ^bb0(%in: i1, %out: i32):
      %591 = arith.extui %in : i1 to i32
      linalg.yield %591 : i32
    } -> tensor<16x4xi32>
    %135:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%134 : tensor<16x4xi32>) outs(%122, %97 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32, %out: i32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maxsi %in, %out : i32
      %594 = arith.cmpi sgt, %in, %out : i32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : i32, i64
    } -> (tensor<16xi32>, tensor<16xi64>)
    %expanded_64 = tensor.expand_shape %135#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_65 = tensor.concat dim(1) %expanded_61, %expanded_63 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_66 = tensor.concat dim(1) %expanded_62, %expanded_64 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %136 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%concat_65 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %137 = tensor.empty() : tensor<16x2xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%concat_65, %136 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %expanded_67 = tensor.expand_shape %concat_66 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %139 = tensor.empty() : tensor<16x2x4xi1>
    %140 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %108 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%139 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_363: i64, %out: i1):
      %591 = arith.cmpi eq, %in, %in_363 : i64
      linalg.yield %591 : i1
    } -> tensor<16x2x4xi1>
    %141 = tensor.empty() : tensor<16x2x4xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<16x2x4xi1>) outs(%141 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %591 = arith.uitofp %in : i1 to f32
      linalg.yield %591 : f32
    } -> tensor<16x2x4xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%142 : tensor<16x2x4xf32>) outs(%94 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %expanded_68 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [2, 8, 4] : tensor<16x4xf32> into tensor<2x8x4xf32>
    %expanded_69 = tensor.expand_shape %138 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %expanded_69 : tensor<16x2x4xf32>, tensor<16x2x1xf32>) outs(%141 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2x4xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%144 : tensor<16x2x4xf32>) outs(%94 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %expanded_70 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_71 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %146 = tensor.empty() : tensor<8x8xi1>
    %147 = linalg.generic {indexing_maps = [#map19, #map20, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_70, %expanded_71 : tensor<8x1xi64>, tensor<1x8xi64>) outs(%146 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_363: i64, %out: i1):
      %591 = arith.cmpi sle, %in, %in_363 : i64
      linalg.yield %591 : i1
    } -> tensor<8x8xi1>
    %transposed_72 = linalg.transpose ins(%expanded_68 : tensor<2x8x4xf32>) outs(%65 : tensor<2x4x8xf32>) permutation = [0, 2, 1] 
    %expanded_73 = tensor.expand_shape %transposed_72 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map22, #map5, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_73, %cst_12 : tensor<8x8xi1>, tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %149 = linalg.fill ins(%cst_22 : f32) outs(%65 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %150 = linalg.generic {indexing_maps = [#map6, #map23], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%148 : tensor<2x4x8x8xf32>) outs(%149 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8xf32>
    %151 = tensor.empty() : tensor<2x8x4xf32>
    %transposed_74 = linalg.transpose ins(%150 : tensor<2x4x8xf32>) outs(%151 : tensor<2x8x4xf32>) permutation = [0, 2, 1] 
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_74, %expanded_68 : tensor<2x8x4xf32>, tensor<2x8x4xf32>) outs(%151 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4xf32>
    %153 = tensor.empty() : tensor<8xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%153 : tensor<8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %591 = arith.sitofp %in : i64 to f32
      linalg.yield %591 : f32
    } -> tensor<8xf32>
    %expanded_75 = tensor.expand_shape %143 [[0, 1], [2, 3]] output_shape [2, 8, 4, 1] : tensor<16x4xf32> into tensor<2x8x4x1xf32>
    %expanded_76 = tensor.expand_shape %152 [[0], [1], [2, 3]] output_shape [2, 8, 4, 1] : tensor<2x8x4xf32> into tensor<2x8x4x1xf32>
    %155 = tensor.empty() : tensor<2x8x4x8xi1>
    %156 = linalg.generic {indexing_maps = [#map5, #map24, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_76, %154 : tensor<2x8x4x1xf32>, tensor<8xf32>) outs(%155 : tensor<2x8x4x8xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf oeq, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<2x8x4x8xi1>
    %157 = tensor.empty() : tensor<2x8x4x8xf32>
    %158 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x4x8xi1>) outs(%157 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %591 = arith.uitofp %in : i1 to f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4x8xf32>
    %159 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75, %158 : tensor<2x8x4x1xf32>, tensor<2x8x4x8xf32>) outs(%157 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_77 = tensor.expand_shape %159 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x8x1xf32>
    %160 = tensor.empty() : tensor<2x4x8x8x1xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<2x8x4x8x1xf32>) outs(%160 : tensor<2x4x8x8x1xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_79 = tensor.collapse_shape %transposed_78 [[0], [1, 2], [3, 4]] : tensor<2x4x8x8x1xf32> into tensor<2x32x8xf32>
    %161 = tensor.empty() : tensor<2x32x16xf32>
    %162 = linalg.fill ins(%cst_22 : f32) outs(%161 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %163 = linalg.batch_matmul ins(%collapsed_79, %92 : tensor<2x32x8xf32>, tensor<2x8x16xf32>) outs(%162 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %expanded_80 = tensor.expand_shape %163 [[0], [1, 2], [3, 4]] output_shape [2, 4, 8, 1, 16] : tensor<2x32x16xf32> into tensor<2x4x8x1x16xf32>
    %expanded_81 = tensor.expand_shape %model_layers_0_mlp_experts_gate_up_proj [[0], [1], [2, 3, 4]] output_shape [4, 64, 16, 1, 1] : tensor<4x64x16xf32> into tensor<4x64x16x1x1xf32>
    %164 = tensor.empty() : tensor<4x2x8x16x1xf32>
    %transposed_82 = linalg.transpose ins(%expanded_80 : tensor<2x4x8x1x16xf32>) outs(%164 : tensor<4x2x8x16x1xf32>) permutation = [1, 0, 2, 4, 3] 
    %collapsed_83 = tensor.collapse_shape %transposed_82 [[0], [1, 2], [3, 4]] : tensor<4x2x8x16x1xf32> into tensor<4x16x16xf32>
    %165 = tensor.empty() : tensor<4x16x64x1x1xf32>
    %transposed_84 = linalg.transpose ins(%expanded_81 : tensor<4x64x16x1x1xf32>) outs(%165 : tensor<4x16x64x1x1xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_85 = tensor.collapse_shape %transposed_84 [[0], [1], [2, 3, 4]] : tensor<4x16x64x1x1xf32> into tensor<4x16x64xf32>
    %166 = tensor.empty() : tensor<4x16x64xf32>
    %167 = linalg.fill ins(%cst_22 : f32) outs(%166 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %168 = linalg.batch_matmul ins(%collapsed_83, %collapsed_85 : tensor<4x16x16xf32>, tensor<4x16x64xf32>) outs(%167 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %expanded_86 = tensor.expand_shape %168 [[0], [1, 2], [3, 4]] output_shape [4, 2, 8, 1, 64] : tensor<4x16x64xf32> into tensor<4x2x8x1x64xf32>
    %169 = tensor.empty() : tensor<2x4x8x64x1xf32>
    %transposed_87 = linalg.transpose ins(%expanded_86 : tensor<4x2x8x1x64xf32>) outs(%169 : tensor<2x4x8x64x1xf32>) permutation = [1, 0, 2, 4, 3] 
    %collapsed_88 = tensor.collapse_shape %transposed_87 [[0], [1], [2], [3, 4]] : tensor<2x4x8x64x1xf32> into tensor<2x4x8x64xf32>
    %extracted_slice_89 = tensor.extract_slice %collapsed_88[0, 0, 0, 0] [2, 4, 8, 32] [1, 1, 1, 1] : tensor<2x4x8x64xf32> to tensor<2x4x8x32xf32>
    %extracted_slice_90 = tensor.extract_slice %collapsed_88[0, 0, 0, 32] [2, 4, 8, 32] [1, 1, 1, 1] : tensor<2x4x8x64xf32> to tensor<2x4x8x32xf32>
    %170 = tensor.empty() : tensor<2x4x8x32xf32>
    %171 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_89 : tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      %592 = math.exp %591 : f32
      %593 = arith.addf %592, %cst_1 : f32
      %594 = arith.divf %cst_1, %593 : f32
      linalg.yield %594 : f32
    } -> tensor<2x4x8x32xf32>
    %172 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_89, %171 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %173 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %extracted_slice_90 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %expanded_91 = tensor.expand_shape %173 [[0], [1], [2], [3, 4]] output_shape [2, 4, 8, 32, 1] : tensor<2x4x8x32xf32> into tensor<2x4x8x32x1xf32>
    %expanded_92 = tensor.expand_shape %model_layers_0_mlp_experts_down_proj [[0], [1], [2, 3, 4]] output_shape [4, 16, 32, 1, 1] : tensor<4x16x32xf32> into tensor<4x16x32x1x1xf32>
    %174 = tensor.empty() : tensor<4x2x8x32x1xf32>
    %transposed_93 = linalg.transpose ins(%expanded_91 : tensor<2x4x8x32x1xf32>) outs(%174 : tensor<4x2x8x32x1xf32>) permutation = [1, 0, 2, 3, 4] 
    %collapsed_94 = tensor.collapse_shape %transposed_93 [[0], [1, 2], [3, 4]] : tensor<4x2x8x32x1xf32> into tensor<4x16x32xf32>
    %175 = tensor.empty() : tensor<4x32x16x1x1xf32>
    %transposed_95 = linalg.transpose ins(%expanded_92 : tensor<4x16x32x1x1xf32>) outs(%175 : tensor<4x32x16x1x1xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_96 = tensor.collapse_shape %transposed_95 [[0], [1], [2, 3, 4]] : tensor<4x32x16x1x1xf32> into tensor<4x32x16xf32>
    %176 = tensor.empty() : tensor<4x16x16xf32>
    %177 = linalg.fill ins(%cst_22 : f32) outs(%176 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %178 = linalg.batch_matmul ins(%collapsed_94, %collapsed_96 : tensor<4x16x32xf32>, tensor<4x32x16xf32>) outs(%177 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_97 = tensor.expand_shape %178 [[0], [1, 2], [3, 4]] output_shape [4, 2, 8, 1, 16] : tensor<4x16x16xf32> into tensor<4x2x8x1x16xf32>
    %expanded_98 = tensor.expand_shape %145 [[0, 1], [2, 3]] output_shape [2, 8, 4, 1] : tensor<16x4xf32> into tensor<2x8x4x1xf32>
    %179 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_98 : tensor<2x8x4x8xf32>, tensor<2x8x4x1xf32>) outs(%157 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_99 = tensor.expand_shape %179 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x8x1xf32>
    %180 = tensor.empty() : tensor<2x8x8x4x1xf32>
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<2x8x4x8x1xf32>) outs(%180 : tensor<2x8x8x4x1xf32>) permutation = [0, 1, 3, 2, 4] 
    %collapsed_101 = tensor.collapse_shape %transposed_100 [[0], [1], [2, 3, 4]] : tensor<2x8x8x4x1xf32> into tensor<2x8x32xf32>
    %181 = tensor.empty() : tensor<2x8x4x16x1xf32>
    %transposed_102 = linalg.transpose ins(%expanded_97 : tensor<4x2x8x1x16xf32>) outs(%181 : tensor<2x8x4x16x1xf32>) permutation = [1, 2, 0, 4, 3] 
    %collapsed_103 = tensor.collapse_shape %transposed_102 [[0], [1, 2], [3, 4]] : tensor<2x8x4x16x1xf32> into tensor<2x32x16xf32>
    %182 = linalg.fill ins(%cst_22 : f32) outs(%0 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %183 = linalg.batch_matmul ins(%collapsed_101, %collapsed_103 : tensor<2x8x32xf32>, tensor<2x32x16xf32>) outs(%182 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_104 = tensor.expand_shape %183 [[0], [1], [2, 3, 4]] output_shape [2, 8, 1, 1, 16] : tensor<2x8x16xf32> into tensor<2x8x1x1x16xf32>
    %184 = tensor.empty() : tensor<2x8x16x1x1xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<2x8x1x1x16xf32>) outs(%184 : tensor<2x8x16x1x1xf32>) permutation = [0, 1, 4, 2, 3] 
    %collapsed_106 = tensor.collapse_shape %transposed_105 [[0], [1], [2, 3, 4]] : tensor<2x8x16x1x1xf32> into tensor<2x8x16xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %collapsed_106 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%186 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.divf %in, %cst_19 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_3 : f64 to f32
      %592 = arith.addf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x8x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.rsqrt %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %190 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %192 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_1_input_layernorm, %191 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %transposed_107 = linalg.transpose ins(%model_layers_1_self_attn_q_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_108 = tensor.collapse_shape %192 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %193 = linalg.matmul ins(%collapsed_108, %transposed_107 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_109 = tensor.expand_shape %193 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_110 = linalg.transpose ins(%expanded_109 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_111 = linalg.transpose ins(%model_layers_1_self_attn_k_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %194 = linalg.matmul ins(%collapsed_108, %transposed_111 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_112 = tensor.expand_shape %194 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_113 = linalg.transpose ins(%expanded_112 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_114 = linalg.transpose ins(%model_layers_1_self_attn_v_proj : tensor<8x16xf32>) outs(%35 : tensor<16x8xf32>) permutation = [1, 0] 
    %195 = linalg.matmul ins(%collapsed_108, %transposed_114 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%36 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_115 = tensor.expand_shape %195 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_116 = linalg.transpose ins(%expanded_115 : tensor<2x8x2x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %196 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_110, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_117 = tensor.extract_slice %transposed_110[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_118 = tensor.extract_slice %transposed_110[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %197 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_118 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_119 = tensor.concat dim(3) %197, %extracted_slice_117 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %198 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_119, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %199 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %198 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %200 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_113, %expanded_37 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_120 = tensor.extract_slice %transposed_113[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_121 = tensor.extract_slice %transposed_113[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %201 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_121 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x2xf32>
    %concat_122 = tensor.concat dim(3) %201, %extracted_slice_120 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %202 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_122, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %203 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %202 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %204 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %collapsed_123 = tensor.collapse_shape %204 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<2x4x8x4xf32>
    %205 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_116 : tensor<2x2x8x4xf32>) outs(%50 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %206 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_5 : f64 to f32
      %592 = arith.mulf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_124 = linalg.transpose ins(%collapsed_123 : tensor<2x4x8x4xf32>) outs(%56 : tensor<2x4x4x8xf32>) permutation = [0, 1, 3, 2] 
    %207 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_124 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_5 : f64 to f32
      %592 = arith.mulf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_125 = tensor.collapse_shape %206 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_126 = tensor.collapse_shape %207 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %208 = linalg.batch_matmul ins(%collapsed_125, %collapsed_126 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_127 = tensor.expand_shape %208 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %209 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_127, %54 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %210:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%209 : tensor<2x4x8x8xf32>) outs(%66, %64 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 3 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_128 = tensor.expand_shape %210#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %211 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_128 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %212 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.exp %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %213 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%212 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x1xf32>
    %214 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %213 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %215 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<2x4x8x8xf32>) outs(%74 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %591 = arith.extf %in : f32 to f64
      %592 = arith.cmpf oeq, %591, %cst_4 : f64
      linalg.yield %592 : i1
    } -> tensor<2x4x8x8xi1>
    %216 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%215 : tensor<2x4x8x8xi1>) outs(%77 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %591 = arith.andi %in, %out : i1
      linalg.yield %591 : i1
    } -> tensor<2x4x8x1xi1>
    %217 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %cst_9, %214 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_129 = tensor.collapse_shape %217 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_130 = tensor.collapse_shape %205 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<8x8x4xf32>
    %218 = linalg.batch_matmul ins(%collapsed_129, %collapsed_130 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_131 = tensor.expand_shape %218 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %transposed_132 = linalg.transpose ins(%expanded_131 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_133 = linalg.transpose ins(%model_layers_1_self_attn_o_proj : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_134 = tensor.collapse_shape %transposed_132 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %219 = linalg.matmul ins(%collapsed_134, %transposed_133 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_135 = tensor.expand_shape %219 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %expanded_135 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%221 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.divf %in, %cst_19 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_3 : f64 to f32
      %592 = arith.addf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x8x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.rsqrt %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %225 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %227 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_layers_1_post_attention_layernorm, %226 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_136 = tensor.collapse_shape %227 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_137 = linalg.transpose ins(%model_layers_1_mlp_gate : tensor<4x16xf32>) outs(%93 : tensor<16x4xf32>) permutation = [1, 0] 
    %228 = linalg.matmul ins(%collapsed_136, %transposed_137 : tensor<16x16xf32>, tensor<16x4xf32>) outs(%94 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %229:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%228 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_138 = tensor.expand_shape %229#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%228, %expanded_138 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%230 : tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.exp %in : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%231 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%231, %232 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %234:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%233 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_139 = tensor.expand_shape %234#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %235 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%233, %expanded_139 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf oeq, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %236 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%233, %233 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf une, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %237 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_139, %expanded_139 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x1xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf une, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<16x1xi1>
    %238 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%236, %237 : tensor<16x4xi1>, tensor<16x1xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %239 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %238 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.ori %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %240 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%239, %117 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %241 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%240 : tensor<16x4xi1>) outs(%119 : tensor<16x4xi32>) {
    ^bb0(%in: i1, %out: i32):
      %591 = arith.extui %in : i1 to i32
      linalg.yield %591 : i32
    } -> tensor<16x4xi32>
    %242:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%241 : tensor<16x4xi32>) outs(%122, %97 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32, %out: i32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maxsi %in, %out : i32
      %594 = arith.cmpi sgt, %in, %out : i32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : i32, i64
    } -> (tensor<16xi32>, tensor<16xi64>)
    %expanded_140 = tensor.expand_shape %242#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %243 = linalg.generic {indexing_maps = [#map20, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_60, %expanded_140 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i64, %in_363: i64, %out: i1):
      %591 = arith.cmpi eq, %in, %in_363 : i64
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %244 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_10, %243 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.ori %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %245 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%244, %cst_11, %233 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %246:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%245 : tensor<16x4xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_141 = tensor.expand_shape %246#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%233, %expanded_141 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf oeq, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %248 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_141, %expanded_141 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%113 : tensor<16x1xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf une, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<16x1xi1>
    %249 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%236, %248 : tensor<16x4xi1>, tensor<16x1xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %250 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%247, %249 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.ori %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %251 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %591 = arith.xori %in, %true : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %252 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%250, %251 : tensor<16x4xi1>, tensor<16x4xi1>) outs(%110 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %253 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<16x4xi1>) outs(%119 : tensor<16x4xi32>) {
    ^bb0(%in: i1, %out: i32):
      %591 = arith.extui %in : i1 to i32
      linalg.yield %591 : i32
    } -> tensor<16x4xi32>
    %254:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%253 : tensor<16x4xi32>) outs(%122, %97 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32, %out: i32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maxsi %in, %out : i32
      %594 = arith.cmpi sgt, %in, %out : i32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : i32, i64
    } -> (tensor<16xi32>, tensor<16xi64>)
    %expanded_142 = tensor.expand_shape %254#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %concat_143 = tensor.concat dim(1) %expanded_139, %expanded_141 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %concat_144 = tensor.concat dim(1) %expanded_140, %expanded_142 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %255 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%concat_143 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %256 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%concat_143, %255 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %expanded_145 = tensor.expand_shape %concat_144 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64>
    %257 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %108 : tensor<16x2x1xi64>, tensor<4xi64>) outs(%139 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64, %in_363: i64, %out: i1):
      %591 = arith.cmpi eq, %in, %in_363 : i64
      linalg.yield %591 : i1
    } -> tensor<16x2x4xi1>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<16x2x4xi1>) outs(%141 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %591 = arith.uitofp %in : i1 to f32
      linalg.yield %591 : f32
    } -> tensor<16x2x4xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%258 : tensor<16x2x4xf32>) outs(%94 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %expanded_146 = tensor.expand_shape %259 [[0, 1], [2]] output_shape [2, 8, 4] : tensor<16x4xf32> into tensor<2x8x4xf32>
    %expanded_147 = tensor.expand_shape %256 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %expanded_147 : tensor<16x2x4xf32>, tensor<16x2x1xf32>) outs(%141 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2x4xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%260 : tensor<16x2x4xf32>) outs(%94 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %transposed_148 = linalg.transpose ins(%expanded_146 : tensor<2x8x4xf32>) outs(%65 : tensor<2x4x8xf32>) permutation = [0, 2, 1] 
    %expanded_149 = tensor.expand_shape %transposed_148 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %262 = linalg.generic {indexing_maps = [#map22, #map5, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_149, %cst_12 : tensor<8x8xi1>, tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %263 = linalg.generic {indexing_maps = [#map6, #map23], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%262 : tensor<2x4x8x8xf32>) outs(%149 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8xf32>
    %transposed_150 = linalg.transpose ins(%263 : tensor<2x4x8xf32>) outs(%151 : tensor<2x8x4xf32>) permutation = [0, 2, 1] 
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_150, %expanded_146 : tensor<2x8x4xf32>, tensor<2x8x4xf32>) outs(%151 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4xf32>
    %expanded_151 = tensor.expand_shape %259 [[0, 1], [2, 3]] output_shape [2, 8, 4, 1] : tensor<16x4xf32> into tensor<2x8x4x1xf32>
    %expanded_152 = tensor.expand_shape %264 [[0], [1], [2, 3]] output_shape [2, 8, 4, 1] : tensor<2x8x4xf32> into tensor<2x8x4x1xf32>
    %265 = linalg.generic {indexing_maps = [#map5, #map24, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_152, %154 : tensor<2x8x4x1xf32>, tensor<8xf32>) outs(%155 : tensor<2x8x4x8xi1>) {
    ^bb0(%in: f32, %in_363: f32, %out: i1):
      %591 = arith.cmpf oeq, %in, %in_363 : f32
      linalg.yield %591 : i1
    } -> tensor<2x8x4x8xi1>
    %266 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<2x8x4x8xi1>) outs(%157 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %591 = arith.uitofp %in : i1 to f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4x8xf32>
    %267 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_151, %266 : tensor<2x8x4x1xf32>, tensor<2x8x4x8xf32>) outs(%157 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_153 = tensor.expand_shape %267 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x8x1xf32>
    %transposed_154 = linalg.transpose ins(%expanded_153 : tensor<2x8x4x8x1xf32>) outs(%160 : tensor<2x4x8x8x1xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_155 = tensor.collapse_shape %transposed_154 [[0], [1, 2], [3, 4]] : tensor<2x4x8x8x1xf32> into tensor<2x32x8xf32>
    %268 = linalg.batch_matmul ins(%collapsed_155, %227 : tensor<2x32x8xf32>, tensor<2x8x16xf32>) outs(%162 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %expanded_156 = tensor.expand_shape %268 [[0], [1, 2], [3, 4]] output_shape [2, 4, 8, 1, 16] : tensor<2x32x16xf32> into tensor<2x4x8x1x16xf32>
    %expanded_157 = tensor.expand_shape %model_layers_1_mlp_experts_gate_up_proj [[0], [1], [2, 3, 4]] output_shape [4, 64, 16, 1, 1] : tensor<4x64x16xf32> into tensor<4x64x16x1x1xf32>
    %transposed_158 = linalg.transpose ins(%expanded_156 : tensor<2x4x8x1x16xf32>) outs(%164 : tensor<4x2x8x16x1xf32>) permutation = [1, 0, 2, 4, 3] 
    %collapsed_159 = tensor.collapse_shape %transposed_158 [[0], [1, 2], [3, 4]] : tensor<4x2x8x16x1xf32> into tensor<4x16x16xf32>
    %transposed_160 = linalg.transpose ins(%expanded_157 : tensor<4x64x16x1x1xf32>) outs(%165 : tensor<4x16x64x1x1xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_161 = tensor.collapse_shape %transposed_160 [[0], [1], [2, 3, 4]] : tensor<4x16x64x1x1xf32> into tensor<4x16x64xf32>
    %269 = linalg.batch_matmul ins(%collapsed_159, %collapsed_161 : tensor<4x16x16xf32>, tensor<4x16x64xf32>) outs(%167 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %expanded_162 = tensor.expand_shape %269 [[0], [1, 2], [3, 4]] output_shape [4, 2, 8, 1, 64] : tensor<4x16x64xf32> into tensor<4x2x8x1x64xf32>
    %transposed_163 = linalg.transpose ins(%expanded_162 : tensor<4x2x8x1x64xf32>) outs(%169 : tensor<2x4x8x64x1xf32>) permutation = [1, 0, 2, 4, 3] 
    %collapsed_164 = tensor.collapse_shape %transposed_163 [[0], [1], [2], [3, 4]] : tensor<2x4x8x64x1xf32> into tensor<2x4x8x64xf32>
    %extracted_slice_165 = tensor.extract_slice %collapsed_164[0, 0, 0, 0] [2, 4, 8, 32] [1, 1, 1, 1] : tensor<2x4x8x64xf32> to tensor<2x4x8x32xf32>
    %extracted_slice_166 = tensor.extract_slice %collapsed_164[0, 0, 0, 32] [2, 4, 8, 32] [1, 1, 1, 1] : tensor<2x4x8x64xf32> to tensor<2x4x8x32xf32>
    %270 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_165 : tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      %592 = math.exp %591 : f32
      %593 = arith.addf %592, %cst_1 : f32
      %594 = arith.divf %cst_1, %593 : f32
      linalg.yield %594 : f32
    } -> tensor<2x4x8x32xf32>
    %271 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_165, %270 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %272 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %extracted_slice_166 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %expanded_167 = tensor.expand_shape %272 [[0], [1], [2], [3, 4]] output_shape [2, 4, 8, 32, 1] : tensor<2x4x8x32xf32> into tensor<2x4x8x32x1xf32>
    %expanded_168 = tensor.expand_shape %model_layers_1_mlp_experts_down_proj [[0], [1], [2, 3, 4]] output_shape [4, 16, 32, 1, 1] : tensor<4x16x32xf32> into tensor<4x16x32x1x1xf32>
    %transposed_169 = linalg.transpose ins(%expanded_167 : tensor<2x4x8x32x1xf32>) outs(%174 : tensor<4x2x8x32x1xf32>) permutation = [1, 0, 2, 3, 4] 
    %collapsed_170 = tensor.collapse_shape %transposed_169 [[0], [1, 2], [3, 4]] : tensor<4x2x8x32x1xf32> into tensor<4x16x32xf32>
    %transposed_171 = linalg.transpose ins(%expanded_168 : tensor<4x16x32x1x1xf32>) outs(%175 : tensor<4x32x16x1x1xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_172 = tensor.collapse_shape %transposed_171 [[0], [1], [2, 3, 4]] : tensor<4x32x16x1x1xf32> into tensor<4x32x16xf32>
    %273 = linalg.batch_matmul ins(%collapsed_170, %collapsed_172 : tensor<4x16x32xf32>, tensor<4x32x16xf32>) outs(%177 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_173 = tensor.expand_shape %273 [[0], [1, 2], [3, 4]] output_shape [4, 2, 8, 1, 16] : tensor<4x16x16xf32> into tensor<4x2x8x1x16xf32>
    %expanded_174 = tensor.expand_shape %261 [[0, 1], [2, 3]] output_shape [2, 8, 4, 1] : tensor<16x4xf32> into tensor<2x8x4x1xf32>
    %274 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_174 : tensor<2x8x4x8xf32>, tensor<2x8x4x1xf32>) outs(%157 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_175 = tensor.expand_shape %274 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x8x1xf32>
    %transposed_176 = linalg.transpose ins(%expanded_175 : tensor<2x8x4x8x1xf32>) outs(%180 : tensor<2x8x8x4x1xf32>) permutation = [0, 1, 3, 2, 4] 
    %collapsed_177 = tensor.collapse_shape %transposed_176 [[0], [1], [2, 3, 4]] : tensor<2x8x8x4x1xf32> into tensor<2x8x32xf32>
    %transposed_178 = linalg.transpose ins(%expanded_173 : tensor<4x2x8x1x16xf32>) outs(%181 : tensor<2x8x4x16x1xf32>) permutation = [1, 2, 0, 4, 3] 
    %collapsed_179 = tensor.collapse_shape %transposed_178 [[0], [1, 2], [3, 4]] : tensor<2x8x4x16x1xf32> into tensor<2x32x16xf32>
    %275 = linalg.batch_matmul ins(%collapsed_177, %collapsed_179 : tensor<2x8x32xf32>, tensor<2x32x16xf32>) outs(%182 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_180 = tensor.expand_shape %275 [[0], [1], [2, 3, 4]] output_shape [2, 8, 1, 1, 16] : tensor<2x8x16xf32> into tensor<2x8x1x1x16xf32>
    %transposed_181 = linalg.transpose ins(%expanded_180 : tensor<2x8x1x1x16xf32>) outs(%184 : tensor<2x8x16x1x1xf32>) permutation = [0, 1, 4, 2, 3] 
    %collapsed_182 = tensor.collapse_shape %transposed_181 [[0], [1], [2, 3, 4]] : tensor<2x8x16x1x1xf32> into tensor<2x8x16xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %collapsed_182 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%277 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.divf %in, %cst_19 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_3 : f64 to f32
      %592 = arith.addf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x8x1xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.rsqrt %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %281 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %283 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%model_norm, %282 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %284 = tensor.empty() : tensor<16x64xf32>
    %transposed_183 = linalg.transpose ins(%lm_head : tensor<64x16xf32>) outs(%284 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_184 = tensor.collapse_shape %283 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %285 = linalg.fill ins(%cst_22 : f32) outs(%284 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %286 = linalg.matmul ins(%collapsed_184, %transposed_183 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%285 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %padded = tensor.pad %input_ids low[0, 0] high[0, 1] {
    ^bb0(%arg23: index, %arg24: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_185 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_186 = tensor.collapse_shape %extracted_slice_185 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %287:2 = linalg.generic {indexing_maps = [#map3, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%286 : tensor<16x64xf32>) outs(%99, %97 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_187 = tensor.expand_shape %287#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %288 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%286, %expanded_187 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%284 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x64xf32>
    %289 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%288 : tensor<16x64xf32>) outs(%284 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.exp %in : f32
      linalg.yield %591 : f32
    } -> tensor<16x64xf32>
    %290 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%289 : tensor<16x64xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %291 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%290 : tensor<16x1xf32>) outs(%103 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.log %in : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%288, %291 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%284 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x64xf32>
    %293 = tensor.empty() : tensor<16xi1>
    %294 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_186 : tensor<16xi64>) outs(%293 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %591 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %591 : i1
    } -> tensor<16xi1>
    %295 = linalg.generic {indexing_maps = [#map2, #map2, #map25, #map2], iterator_types = ["parallel"]} ins(%294, %collapsed_186, %cst_25 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%96 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_363: i64, %in_364: i64, %out: i64):
      %591 = arith.select %in, %in_363, %in_364 : i64
      linalg.yield %591 : i64
    } -> tensor<16xi64>
    %expanded_188 = tensor.expand_shape %295 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %296 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_188 : tensor<16x1xi64>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %591 = linalg.index 0 : index
      %592 = arith.index_cast %in : i64 to index
      %593 = arith.cmpi slt, %592, %c64 : index
      cf.assert %593, "index must be smaller than dim size"
      %594 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %594, "index must be larger or equal to 0"
      %extracted = tensor.extract %292[%591, %592] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_189 = tensor.collapse_shape %296 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_189 : tensor<16xf32>) outs(%98 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<16xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map2, #map25, #map2], iterator_types = ["parallel"]} ins(%294, %297, %cst_8 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%98 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<16xf32>
    %299 = tensor.empty() : tensor<i64>
    %300 = linalg.fill ins(%c0_i64 : i64) outs(%299 : tensor<i64>) -> tensor<i64>
    %301 = linalg.generic {indexing_maps = [#map2, #map25], iterator_types = ["reduction"]} ins(%294 : tensor<16xi1>) outs(%300 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %591 = arith.extui %in : i1 to i64
      %592 = arith.addi %591, %out : i64
      linalg.yield %592 : i64
    } -> tensor<i64>
    %302 = tensor.empty() : tensor<f32>
    %303 = linalg.generic {indexing_maps = [#map26, #map26], iterator_types = []} ins(%301 : tensor<i64>) outs(%302 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %591 = arith.sitofp %in : i64 to f32
      linalg.yield %591 : f32
    } -> tensor<f32>
    %304 = linalg.fill ins(%cst_22 : f32) outs(%302 : tensor<f32>) -> tensor<f32>
    %305 = linalg.generic {indexing_maps = [#map2, #map25], iterator_types = ["reduction"]} ins(%298 : tensor<16xf32>) outs(%304 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<f32>
    %306 = linalg.generic {indexing_maps = [#map26, #map26, #map26], iterator_types = []} ins(%305, %303 : tensor<f32>, tensor<f32>) outs(%302 : tensor<f32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<f32>
    %307 = linalg.generic {indexing_maps = [#map26, #map26, #map26], iterator_types = []} ins(%cst_13, %303 : tensor<f32>, tensor<f32>) outs(%302 : tensor<f32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<f32>
    %expanded_190 = tensor.expand_shape %collapsed_186 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %308 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_190 : tensor<16x1xi64>) outs(%113 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %591 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %591 : i1
    } -> tensor<16x1xi1>
    %309 = tensor.empty() : tensor<16x1xi64>
    %310 = linalg.generic {indexing_maps = [#map3, #map3, #map27, #map3], iterator_types = ["parallel", "parallel"]} ins(%308, %expanded_190, %cst_25 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%309 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_363: i64, %in_364: i64, %out: i64):
      %591 = arith.select %in, %in_363, %in_364 : i64
      linalg.yield %591 : i64
    } -> tensor<16x1xi64>
    %311 = linalg.fill ins(%c0_i64 : i64) outs(%309 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %312 = linalg.fill ins(%cst_22 : f32) outs(%98 : tensor<16xf32>) -> tensor<16xf32>
    %313:3 = linalg.generic {indexing_maps = [#map28, #map28, #map2], iterator_types = ["parallel"]} outs(%311, %311, %312 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_363: i64, %out_364: f32):
      %591 = linalg.index 0 : index
      %592 = arith.remsi %591, %c16 : index
      %extracted = tensor.extract %310[%592, %c0] : tensor<16x1xi64>
      %593 = arith.index_cast %592 : index to i64
      linalg.yield %593, %extracted, %cst_24 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %314 = tensor.empty() : tensor<16x2xi64>
    %315 = linalg.fill ins(%c0_i64 : i64) outs(%314 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %313#0 into %315[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_191 = tensor.insert_slice %313#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %316 = "tm_tensor.scatter"(%313#2, %inserted_slice_191, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg797: f32, %tm0_arg798: f32):
      "tm_tensor.yield"(%tm0_arg797) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x2xi64>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %317 = linalg.generic {indexing_maps = [#map3, #map27, #map27, #map3], iterator_types = ["parallel", "parallel"]} ins(%308, %307, %cst_8 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%103 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %318 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%316, %317 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%284 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x64xf32>
    %319 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<16x64xf32>) outs(%284 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.exp %in : f32
      linalg.yield %591 : f32
    } -> tensor<16x64xf32>
    %320 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%318 : tensor<16x64xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %321 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%319, %320 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%284 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x64xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%318, %321 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%284 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x64xf32>
    %323 = tensor.empty() : tensor<64x16xf32>
    %transposed_192 = linalg.transpose ins(%322 : tensor<16x64xf32>) outs(%323 : tensor<64x16xf32>) permutation = [1, 0] 
    %324 = linalg.fill ins(%cst_22 : f32) outs(%323 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %325 = linalg.matmul ins(%transposed_192, %collapsed_184 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%324 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %326 = linalg.matmul ins(%322, %lm_head : tensor<16x64xf32>, tensor<64x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_193 = tensor.expand_shape %326 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_193, %model_norm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_193, %282 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %329 = tensor.empty() : tensor<1x1x16xf32>
    %330 = linalg.fill ins(%cst_22 : f32) outs(%329 : tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map29], iterator_types = ["reduction", "reduction", "parallel"]} ins(%328 : tensor<2x8x16xf32>) outs(%330 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_194 = tensor.collapse_shape %331 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %276 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %281 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%332 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.mulf %in, %cst_20 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %335 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_195 = tensor.collapse_shape %337 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_195 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.divf %in, %cst_19 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.mulf %in, %cst_21 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %341 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %342 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %expanded_196 = tensor.expand_shape %343 [[0], [1], [2, 3, 4]] output_shape [2, 8, 16, 1, 1] : tensor<2x8x16xf32> into tensor<2x8x16x1x1xf32>
    %344 = tensor.empty() : tensor<2x8x1x1x16xf32>
    %transposed_197 = linalg.transpose ins(%expanded_196 : tensor<2x8x16x1x1xf32>) outs(%344 : tensor<2x8x1x1x16xf32>) permutation = [0, 1, 3, 4, 2] 
    %collapsed_198 = tensor.collapse_shape %transposed_197 [[0], [1], [2, 3, 4]] : tensor<2x8x1x1x16xf32> into tensor<2x8x16xf32>
    %345 = tensor.empty() : tensor<2x32x8xf32>
    %transposed_199 = linalg.transpose ins(%collapsed_177 : tensor<2x8x32xf32>) outs(%345 : tensor<2x32x8xf32>) permutation = [0, 2, 1] 
    %346 = linalg.batch_matmul ins(%transposed_199, %collapsed_198 : tensor<2x32x8xf32>, tensor<2x8x16xf32>) outs(%162 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %347 = tensor.empty() : tensor<2x16x32xf32>
    %transposed_200 = linalg.transpose ins(%collapsed_179 : tensor<2x32x16xf32>) outs(%347 : tensor<2x16x32xf32>) permutation = [0, 2, 1] 
    %348 = tensor.empty() : tensor<2x8x32xf32>
    %349 = linalg.fill ins(%cst_22 : f32) outs(%348 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %350 = linalg.batch_matmul ins(%collapsed_198, %transposed_200 : tensor<2x8x16xf32>, tensor<2x16x32xf32>) outs(%349 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %expanded_201 = tensor.expand_shape %346 [[0], [1, 2], [3, 4]] output_shape [2, 8, 4, 16, 1] : tensor<2x32x16xf32> into tensor<2x8x4x16x1xf32>
    %expanded_202 = tensor.expand_shape %350 [[0], [1], [2, 3, 4]] output_shape [2, 8, 8, 4, 1] : tensor<2x8x32xf32> into tensor<2x8x8x4x1xf32>
    %351 = tensor.empty() : tensor<2x8x4x8x1xf32>
    %transposed_203 = linalg.transpose ins(%expanded_202 : tensor<2x8x8x4x1xf32>) outs(%351 : tensor<2x8x4x8x1xf32>) permutation = [0, 1, 3, 2, 4] 
    %collapsed_204 = tensor.collapse_shape %transposed_203 [[0], [1], [2], [3, 4]] : tensor<2x8x4x8x1xf32> into tensor<2x8x4x8xf32>
    %352 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_204, %267 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%157 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4x8xf32>
    %353 = tensor.empty() : tensor<2x8x4x1xf32>
    %354 = linalg.fill ins(%cst_22 : f32) outs(%353 : tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
    %355 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%352 : tensor<2x8x4x8xf32>) outs(%354 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4x1xf32>
    %356 = tensor.empty() : tensor<4x2x8x1x16xf32>
    %transposed_205 = linalg.transpose ins(%expanded_201 : tensor<2x8x4x16x1xf32>) outs(%356 : tensor<4x2x8x1x16xf32>) permutation = [2, 0, 1, 4, 3] 
    %collapsed_206 = tensor.collapse_shape %transposed_205 [[0], [1, 2], [3, 4]] : tensor<4x2x8x1x16xf32> into tensor<4x16x16xf32>
    %357 = tensor.empty() : tensor<4x32x16xf32>
    %transposed_207 = linalg.transpose ins(%collapsed_170 : tensor<4x16x32xf32>) outs(%357 : tensor<4x32x16xf32>) permutation = [0, 2, 1] 
    %358 = linalg.fill ins(%cst_22 : f32) outs(%357 : tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %359 = linalg.batch_matmul ins(%transposed_207, %collapsed_206 : tensor<4x32x16xf32>, tensor<4x16x16xf32>) outs(%358 : tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %360 = tensor.empty() : tensor<4x16x32xf32>
    %transposed_208 = linalg.transpose ins(%collapsed_172 : tensor<4x32x16xf32>) outs(%360 : tensor<4x16x32xf32>) permutation = [0, 2, 1] 
    %361 = linalg.fill ins(%cst_22 : f32) outs(%360 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %362 = linalg.batch_matmul ins(%collapsed_206, %transposed_208 : tensor<4x16x16xf32>, tensor<4x16x32xf32>) outs(%361 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %expanded_209 = tensor.expand_shape %359 [[0], [1], [2, 3, 4]] output_shape [4, 32, 16, 1, 1] : tensor<4x32x16xf32> into tensor<4x32x16x1x1xf32>
    %expanded_210 = tensor.expand_shape %362 [[0], [1, 2], [3, 4]] output_shape [4, 2, 8, 32, 1] : tensor<4x16x32xf32> into tensor<4x2x8x32x1xf32>
    %363 = tensor.empty() : tensor<4x16x32x1x1xf32>
    %transposed_211 = linalg.transpose ins(%expanded_209 : tensor<4x32x16x1x1xf32>) outs(%363 : tensor<4x16x32x1x1xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_212 = tensor.collapse_shape %transposed_211 [[0], [1], [2, 3, 4]] : tensor<4x16x32x1x1xf32> into tensor<4x16x32xf32>
    %364 = tensor.empty() : tensor<2x4x8x32x1xf32>
    %transposed_213 = linalg.transpose ins(%expanded_210 : tensor<4x2x8x32x1xf32>) outs(%364 : tensor<2x4x8x32x1xf32>) permutation = [1, 0, 2, 3, 4] 
    %collapsed_214 = tensor.collapse_shape %transposed_213 [[0], [1], [2], [3, 4]] : tensor<2x4x8x32x1xf32> into tensor<2x4x8x32xf32>
    %365 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_214, %271 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %366 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_214, %extracted_slice_166 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %367 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_18, %270 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %368 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_165, %367 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %369 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368 : tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %cst_1 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %370 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %270 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %371 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %369 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %concat_215 = tensor.concat dim(3) %371, %365 : (tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) -> tensor<2x4x8x64xf32>
    %expanded_216 = tensor.expand_shape %concat_215 [[0], [1], [2], [3, 4]] output_shape [2, 4, 8, 64, 1] : tensor<2x4x8x64xf32> into tensor<2x4x8x64x1xf32>
    %372 = tensor.empty() : tensor<4x2x8x1x64xf32>
    %transposed_217 = linalg.transpose ins(%expanded_216 : tensor<2x4x8x64x1xf32>) outs(%372 : tensor<4x2x8x1x64xf32>) permutation = [1, 0, 2, 4, 3] 
    %collapsed_218 = tensor.collapse_shape %transposed_217 [[0], [1, 2], [3, 4]] : tensor<4x2x8x1x64xf32> into tensor<4x16x64xf32>
    %transposed_219 = linalg.transpose ins(%collapsed_159 : tensor<4x16x16xf32>) outs(%176 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %373 = linalg.batch_matmul ins(%transposed_219, %collapsed_218 : tensor<4x16x16xf32>, tensor<4x16x64xf32>) outs(%167 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %374 = tensor.empty() : tensor<4x64x16xf32>
    %transposed_220 = linalg.transpose ins(%collapsed_161 : tensor<4x16x64xf32>) outs(%374 : tensor<4x64x16xf32>) permutation = [0, 2, 1] 
    %375 = linalg.batch_matmul ins(%collapsed_218, %transposed_220 : tensor<4x16x64xf32>, tensor<4x64x16xf32>) outs(%177 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_221 = tensor.expand_shape %373 [[0], [1], [2, 3, 4]] output_shape [4, 16, 64, 1, 1] : tensor<4x16x64xf32> into tensor<4x16x64x1x1xf32>
    %expanded_222 = tensor.expand_shape %375 [[0], [1, 2], [3, 4]] output_shape [4, 2, 8, 16, 1] : tensor<4x16x16xf32> into tensor<4x2x8x16x1xf32>
    %376 = tensor.empty() : tensor<4x64x16x1x1xf32>
    %transposed_223 = linalg.transpose ins(%expanded_221 : tensor<4x16x64x1x1xf32>) outs(%376 : tensor<4x64x16x1x1xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_224 = tensor.collapse_shape %transposed_223 [[0], [1], [2, 3, 4]] : tensor<4x64x16x1x1xf32> into tensor<4x64x16xf32>
    %377 = tensor.empty() : tensor<2x4x8x1x16xf32>
    %transposed_225 = linalg.transpose ins(%expanded_222 : tensor<4x2x8x16x1xf32>) outs(%377 : tensor<2x4x8x1x16xf32>) permutation = [1, 0, 2, 4, 3] 
    %collapsed_226 = tensor.collapse_shape %transposed_225 [[0], [1, 2], [3, 4]] : tensor<2x4x8x1x16xf32> into tensor<2x32x16xf32>
    %transposed_227 = linalg.transpose ins(%collapsed_155 : tensor<2x32x8xf32>) outs(%348 : tensor<2x8x32xf32>) permutation = [0, 2, 1] 
    %378 = linalg.batch_matmul ins(%transposed_227, %collapsed_226 : tensor<2x8x32xf32>, tensor<2x32x16xf32>) outs(%182 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %collapsed_228 = tensor.collapse_shape %355 [[0, 1], [2, 3]] : tensor<2x8x4x1xf32> into tensor<16x4xf32>
    %379 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_228 : tensor<16x4xf32>) outs(%141 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x4xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %258 : tensor<16x2x4xf32>, tensor<16x2x4xf32>) outs(%141 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2x4xf32>
    %381 = tensor.empty() : tensor<16x2x1xf32>
    %382 = linalg.fill ins(%cst_22 : f32) outs(%381 : tensor<16x2x1xf32>) -> tensor<16x2x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%380 : tensor<16x2x4xf32>) outs(%382 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_229 = tensor.collapse_shape %383 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %collapsed_230 = tensor.collapse_shape %378 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %384 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%256, %255 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %385 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_229 : tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%385, %384 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %387 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_229, %255 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%386 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %collapsed_231 = tensor.collapse_shape %388 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %389 = linalg.generic {indexing_maps = [#map18, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_231 : tensor<16xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%387, %389 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %expanded_232 = tensor.expand_shape %390 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map11, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %expanded_232, %cst_16 : tensor<16x2x4xi1>, tensor<16x2x1xf32>, tensor<16x2x1xf32>) outs(%141 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2x4xf32>
    %392 = tensor.empty() : tensor<16x4xi64>
    %393 = linalg.fill ins(%c0_i64 : i64) outs(%392 : tensor<16x4xi64>) -> tensor<16x4xi64>
    %394 = linalg.fill ins(%cst_0 : f32) outs(%93 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %395:2 = linalg.generic {indexing_maps = [#map1, #map21, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%391 : tensor<16x2x4xf32>) outs(%394, %393 : tensor<16x4xf32>, tensor<16x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<16x4xf32>, tensor<16x4xi64>)
    %396 = linalg.fill ins(%false : i1) outs(%110 : tensor<16x4xi1>) -> tensor<16x4xi1>
    %397 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%257 : tensor<16x2x4xi1>) outs(%396 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %591 = arith.ori %in, %out : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %398 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%397, %395#0, %cst_17 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%398, %233 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%399 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %401 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%233, %400 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %402 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%399, %401 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %403 = tensor.empty() : tensor<4x16xf32>
    %transposed_233 = linalg.transpose ins(%402 : tensor<16x4xf32>) outs(%403 : tensor<4x16xf32>) permutation = [1, 0] 
    %404 = linalg.fill ins(%cst_22 : f32) outs(%403 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %405 = linalg.matmul ins(%transposed_233, %collapsed_136 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%404 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %406 = linalg.matmul ins(%402, %model_layers_1_mlp_gate : tensor<16x4xf32>, tensor<4x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_230, %406 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x16xf32>
    %expanded_234 = tensor.expand_shape %407 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_234, %model_layers_1_post_attention_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_234, %226 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map29], iterator_types = ["reduction", "reduction", "parallel"]} ins(%409 : tensor<2x8x16xf32>) outs(%330 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_235 = tensor.collapse_shape %410 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %220 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %225 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%411 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %412 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.mulf %in, %cst_20 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %415 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_236 = tensor.collapse_shape %417 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_236 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.divf %in, %cst_19 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.mulf %in, %cst_21 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %421 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %422 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_237 = tensor.collapse_shape %423 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_238 = linalg.transpose ins(%collapsed_237 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %424 = linalg.matmul ins(%transposed_238, %collapsed_134 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %425 = linalg.matmul ins(%collapsed_237, %model_layers_1_self_attn_o_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_239 = tensor.expand_shape %425 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_240 = linalg.transpose ins(%expanded_239 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_241 = tensor.collapse_shape %transposed_240 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_242 = linalg.transpose ins(%collapsed_129 : tensor<8x8x8xf32>) outs(%58 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %426 = linalg.batch_matmul ins(%transposed_242, %collapsed_241 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %427 = tensor.empty() : tensor<8x4x8xf32>
    %transposed_243 = linalg.transpose ins(%collapsed_130 : tensor<8x8x4xf32>) outs(%427 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %428 = linalg.batch_matmul ins(%collapsed_241, %transposed_243 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_244 = tensor.expand_shape %428 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %429 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_244, %217 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %430 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%429 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x1xf32>
    %431 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %430 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %432 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %431 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_245 = tensor.collapse_shape %432 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_246 = linalg.transpose ins(%collapsed_125 : tensor<8x8x4xf32>) outs(%427 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %433 = linalg.fill ins(%cst_22 : f32) outs(%427 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %434 = linalg.batch_matmul ins(%transposed_246, %collapsed_245 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%433 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_247 = linalg.transpose ins(%collapsed_126 : tensor<8x4x8xf32>) outs(%80 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %435 = linalg.batch_matmul ins(%collapsed_245, %transposed_247 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_248 = tensor.expand_shape %434 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_249 = tensor.expand_shape %435 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %436 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_248 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_5 : f64 to f32
      %592 = arith.mulf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_250 = linalg.transpose ins(%436 : tensor<2x4x4x8xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 1, 3, 2] 
    %437 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_249 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_5 : f64 to f32
      %592 = arith.mulf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x4x8x4xf32>
    %expanded_251 = tensor.expand_shape %426 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<8x8x4xf32> into tensor<2x2x2x8x4xf32>
    %438 = tensor.empty() : tensor<2x2x1x8x4xf32>
    %439 = linalg.fill ins(%cst_22 : f32) outs(%438 : tensor<2x2x1x8x4xf32>) -> tensor<2x2x1x8x4xf32>
    %440 = linalg.generic {indexing_maps = [#map15, #map30], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_251 : tensor<2x2x2x8x4xf32>) outs(%439 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_252 = tensor.collapse_shape %440 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %expanded_253 = tensor.expand_shape %transposed_250 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<2x4x8x4xf32> into tensor<2x2x2x8x4xf32>
    %441 = linalg.generic {indexing_maps = [#map15, #map30], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_253 : tensor<2x2x2x8x4xf32>) outs(%439 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_254 = tensor.collapse_shape %441 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %442 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_254, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_255 = tensor.extract_slice %442[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_256 = tensor.extract_slice %442[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %443 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_255 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x2xf32>
    %inserted_slice_257 = tensor.insert_slice %443 into %cst_15[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %inserted_slice_258 = tensor.insert_slice %extracted_slice_256 into %cst_15[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %444 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_257, %inserted_slice_258 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %445 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_254, %expanded_37 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %446 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444, %445 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %447 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_259 = tensor.extract_slice %447[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_260 = tensor.extract_slice %447[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %448 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_259 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x2xf32>
    %inserted_slice_261 = tensor.insert_slice %448 into %cst_14[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %inserted_slice_262 = tensor.insert_slice %extracted_slice_260 into %cst_14[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %449 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_261, %inserted_slice_262 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %450 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %451 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449, %450 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %452 = tensor.empty() : tensor<2x8x2x4xf32>
    %transposed_263 = linalg.transpose ins(%collapsed_252 : tensor<2x2x8x4xf32>) outs(%452 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_264 = tensor.collapse_shape %transposed_263 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %453 = tensor.empty() : tensor<8x16xf32>
    %transposed_265 = linalg.transpose ins(%collapsed_264 : tensor<16x8xf32>) outs(%453 : tensor<8x16xf32>) permutation = [1, 0] 
    %454 = linalg.fill ins(%cst_22 : f32) outs(%453 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %455 = linalg.matmul ins(%transposed_265, %collapsed_108 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%454 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %456 = linalg.matmul ins(%collapsed_264, %model_layers_1_self_attn_v_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_266 = tensor.expand_shape %456 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_267 = linalg.transpose ins(%446 : tensor<2x2x8x4xf32>) outs(%452 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_268 = tensor.collapse_shape %transposed_267 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_269 = linalg.transpose ins(%collapsed_268 : tensor<16x8xf32>) outs(%453 : tensor<8x16xf32>) permutation = [1, 0] 
    %457 = linalg.matmul ins(%transposed_269, %collapsed_108 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%454 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %458 = linalg.matmul ins(%collapsed_268, %model_layers_1_self_attn_k_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_270 = tensor.expand_shape %458 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_266, %expanded_270 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %transposed_271 = linalg.transpose ins(%451 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_272 = tensor.collapse_shape %transposed_271 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_273 = linalg.transpose ins(%collapsed_272 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %460 = linalg.matmul ins(%transposed_273, %collapsed_108 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %461 = linalg.matmul ins(%collapsed_272, %model_layers_1_self_attn_q_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_274 = tensor.expand_shape %461 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459, %expanded_274 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %model_layers_1_input_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %191 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map29], iterator_types = ["reduction", "reduction", "parallel"]} ins(%464 : tensor<2x8x16xf32>) outs(%330 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_275 = tensor.collapse_shape %465 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %185 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %190 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%466 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %467 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.mulf %in, %cst_20 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %470 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_276 = tensor.collapse_shape %472 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_276 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.divf %in, %cst_19 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.mulf %in, %cst_21 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474, %476 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%469, %477 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %expanded_277 = tensor.expand_shape %478 [[0], [1], [2, 3, 4]] output_shape [2, 8, 16, 1, 1] : tensor<2x8x16xf32> into tensor<2x8x16x1x1xf32>
    %transposed_278 = linalg.transpose ins(%expanded_277 : tensor<2x8x16x1x1xf32>) outs(%344 : tensor<2x8x1x1x16xf32>) permutation = [0, 1, 3, 4, 2] 
    %collapsed_279 = tensor.collapse_shape %transposed_278 [[0], [1], [2, 3, 4]] : tensor<2x8x1x1x16xf32> into tensor<2x8x16xf32>
    %transposed_280 = linalg.transpose ins(%collapsed_101 : tensor<2x8x32xf32>) outs(%345 : tensor<2x32x8xf32>) permutation = [0, 2, 1] 
    %479 = linalg.batch_matmul ins(%transposed_280, %collapsed_279 : tensor<2x32x8xf32>, tensor<2x8x16xf32>) outs(%162 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %transposed_281 = linalg.transpose ins(%collapsed_103 : tensor<2x32x16xf32>) outs(%347 : tensor<2x16x32xf32>) permutation = [0, 2, 1] 
    %480 = linalg.batch_matmul ins(%collapsed_279, %transposed_281 : tensor<2x8x16xf32>, tensor<2x16x32xf32>) outs(%349 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %expanded_282 = tensor.expand_shape %479 [[0], [1, 2], [3, 4]] output_shape [2, 8, 4, 16, 1] : tensor<2x32x16xf32> into tensor<2x8x4x16x1xf32>
    %expanded_283 = tensor.expand_shape %480 [[0], [1], [2, 3, 4]] output_shape [2, 8, 8, 4, 1] : tensor<2x8x32xf32> into tensor<2x8x8x4x1xf32>
    %transposed_284 = linalg.transpose ins(%expanded_283 : tensor<2x8x8x4x1xf32>) outs(%351 : tensor<2x8x4x8x1xf32>) permutation = [0, 1, 3, 2, 4] 
    %collapsed_285 = tensor.collapse_shape %transposed_284 [[0], [1], [2], [3, 4]] : tensor<2x8x4x8x1xf32> into tensor<2x8x4x8xf32>
    %481 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_285, %159 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%157 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4x8xf32>
    %482 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%481 : tensor<2x8x4x8xf32>) outs(%354 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x4x1xf32>
    %transposed_286 = linalg.transpose ins(%expanded_282 : tensor<2x8x4x16x1xf32>) outs(%356 : tensor<4x2x8x1x16xf32>) permutation = [2, 0, 1, 4, 3] 
    %collapsed_287 = tensor.collapse_shape %transposed_286 [[0], [1, 2], [3, 4]] : tensor<4x2x8x1x16xf32> into tensor<4x16x16xf32>
    %transposed_288 = linalg.transpose ins(%collapsed_94 : tensor<4x16x32xf32>) outs(%357 : tensor<4x32x16xf32>) permutation = [0, 2, 1] 
    %483 = linalg.batch_matmul ins(%transposed_288, %collapsed_287 : tensor<4x32x16xf32>, tensor<4x16x16xf32>) outs(%358 : tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %transposed_289 = linalg.transpose ins(%collapsed_96 : tensor<4x32x16xf32>) outs(%360 : tensor<4x16x32xf32>) permutation = [0, 2, 1] 
    %484 = linalg.batch_matmul ins(%collapsed_287, %transposed_289 : tensor<4x16x16xf32>, tensor<4x16x32xf32>) outs(%361 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %expanded_290 = tensor.expand_shape %483 [[0], [1], [2, 3, 4]] output_shape [4, 32, 16, 1, 1] : tensor<4x32x16xf32> into tensor<4x32x16x1x1xf32>
    %expanded_291 = tensor.expand_shape %484 [[0], [1, 2], [3, 4]] output_shape [4, 2, 8, 32, 1] : tensor<4x16x32xf32> into tensor<4x2x8x32x1xf32>
    %transposed_292 = linalg.transpose ins(%expanded_290 : tensor<4x32x16x1x1xf32>) outs(%363 : tensor<4x16x32x1x1xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_293 = tensor.collapse_shape %transposed_292 [[0], [1], [2, 3, 4]] : tensor<4x16x32x1x1xf32> into tensor<4x16x32xf32>
    %transposed_294 = linalg.transpose ins(%expanded_291 : tensor<4x2x8x32x1xf32>) outs(%364 : tensor<2x4x8x32x1xf32>) permutation = [1, 0, 2, 3, 4] 
    %collapsed_295 = tensor.collapse_shape %transposed_294 [[0], [1], [2], [3, 4]] : tensor<2x4x8x32x1xf32> into tensor<2x4x8x32xf32>
    %485 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_295, %172 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %486 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_295, %extracted_slice_90 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %487 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_18, %171 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %488 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_89, %487 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %489 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488 : tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %cst_1 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %490 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %171 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %491 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %489 : tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) outs(%170 : tensor<2x4x8x32xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x32xf32>
    %concat_296 = tensor.concat dim(3) %491, %485 : (tensor<2x4x8x32xf32>, tensor<2x4x8x32xf32>) -> tensor<2x4x8x64xf32>
    %expanded_297 = tensor.expand_shape %concat_296 [[0], [1], [2], [3, 4]] output_shape [2, 4, 8, 64, 1] : tensor<2x4x8x64xf32> into tensor<2x4x8x64x1xf32>
    %transposed_298 = linalg.transpose ins(%expanded_297 : tensor<2x4x8x64x1xf32>) outs(%372 : tensor<4x2x8x1x64xf32>) permutation = [1, 0, 2, 4, 3] 
    %collapsed_299 = tensor.collapse_shape %transposed_298 [[0], [1, 2], [3, 4]] : tensor<4x2x8x1x64xf32> into tensor<4x16x64xf32>
    %transposed_300 = linalg.transpose ins(%collapsed_83 : tensor<4x16x16xf32>) outs(%176 : tensor<4x16x16xf32>) permutation = [0, 2, 1] 
    %492 = linalg.batch_matmul ins(%transposed_300, %collapsed_299 : tensor<4x16x16xf32>, tensor<4x16x64xf32>) outs(%167 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %transposed_301 = linalg.transpose ins(%collapsed_85 : tensor<4x16x64xf32>) outs(%374 : tensor<4x64x16xf32>) permutation = [0, 2, 1] 
    %493 = linalg.batch_matmul ins(%collapsed_299, %transposed_301 : tensor<4x16x64xf32>, tensor<4x64x16xf32>) outs(%177 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_302 = tensor.expand_shape %492 [[0], [1], [2, 3, 4]] output_shape [4, 16, 64, 1, 1] : tensor<4x16x64xf32> into tensor<4x16x64x1x1xf32>
    %expanded_303 = tensor.expand_shape %493 [[0], [1, 2], [3, 4]] output_shape [4, 2, 8, 16, 1] : tensor<4x16x16xf32> into tensor<4x2x8x16x1xf32>
    %transposed_304 = linalg.transpose ins(%expanded_302 : tensor<4x16x64x1x1xf32>) outs(%376 : tensor<4x64x16x1x1xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_305 = tensor.collapse_shape %transposed_304 [[0], [1], [2, 3, 4]] : tensor<4x64x16x1x1xf32> into tensor<4x64x16xf32>
    %transposed_306 = linalg.transpose ins(%expanded_303 : tensor<4x2x8x16x1xf32>) outs(%377 : tensor<2x4x8x1x16xf32>) permutation = [1, 0, 2, 4, 3] 
    %collapsed_307 = tensor.collapse_shape %transposed_306 [[0], [1, 2], [3, 4]] : tensor<2x4x8x1x16xf32> into tensor<2x32x16xf32>
    %transposed_308 = linalg.transpose ins(%collapsed_79 : tensor<2x32x8xf32>) outs(%348 : tensor<2x8x32xf32>) permutation = [0, 2, 1] 
    %494 = linalg.batch_matmul ins(%transposed_308, %collapsed_307 : tensor<2x8x32xf32>, tensor<2x32x16xf32>) outs(%182 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %collapsed_309 = tensor.collapse_shape %482 [[0, 1], [2, 3]] : tensor<2x8x4x1xf32> into tensor<16x4xf32>
    %495 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_309 : tensor<16x4xf32>) outs(%141 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x4xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495, %142 : tensor<16x2x4xf32>, tensor<16x2x4xf32>) outs(%141 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2x4xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%496 : tensor<16x2x4xf32>) outs(%382 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x2x1xf32>
    %collapsed_310 = tensor.collapse_shape %497 [[0], [1, 2]] : tensor<16x2x1xf32> into tensor<16x2xf32>
    %collapsed_311 = tensor.collapse_shape %494 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %498 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%138, %136 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %499 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_310 : tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %500 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%499, %498 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %501 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_310, %136 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.divf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %502 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%500 : tensor<16x2xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %collapsed_312 = tensor.collapse_shape %502 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %503 = linalg.generic {indexing_maps = [#map18, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_312 : tensor<16xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2xf32>
    %504 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%501, %503 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%137 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2xf32>
    %expanded_313 = tensor.expand_shape %504 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xf32> into tensor<16x2x1xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map11, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %expanded_313, %cst_16 : tensor<16x2x4xi1>, tensor<16x2x1xf32>, tensor<16x2x1xf32>) outs(%141 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<16x2x4xf32>
    %506:2 = linalg.generic {indexing_maps = [#map1, #map21, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%505 : tensor<16x2x4xf32>) outs(%394, %393 : tensor<16x4xf32>, tensor<16x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_363: i64):
      %591 = linalg.index 1 : index
      %592 = arith.index_cast %591 : index to i64
      %593 = arith.maximumf %in, %out : f32
      %594 = arith.cmpf ogt, %in, %out : f32
      %595 = arith.select %594, %592, %out_363 : i64
      linalg.yield %593, %595 : f32, i64
    } -> (tensor<16x4xf32>, tensor<16x4xi64>)
    %507 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%140 : tensor<16x2x4xi1>) outs(%396 : tensor<16x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      %591 = arith.ori %in, %out : i1
      linalg.yield %591 : i1
    } -> tensor<16x4xi1>
    %508 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%507, %506#0, %cst_17 : tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%508, %106 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %510 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["parallel", "reduction"]} ins(%509 : tensor<16x4xf32>) outs(%104 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<16x1xf32>
    %511 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%106, %510 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %512 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%509, %511 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%93 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x4xf32>
    %transposed_314 = linalg.transpose ins(%512 : tensor<16x4xf32>) outs(%403 : tensor<4x16xf32>) permutation = [1, 0] 
    %513 = linalg.matmul ins(%transposed_314, %collapsed_57 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%404 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %514 = linalg.matmul ins(%512, %model_layers_0_mlp_gate : tensor<16x4xf32>, tensor<4x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %515 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_311, %514 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<16x16xf32>
    %expanded_315 = tensor.expand_shape %515 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_315, %model_layers_0_post_attention_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_315, %91 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map29], iterator_types = ["reduction", "reduction", "parallel"]} ins(%517 : tensor<2x8x16xf32>) outs(%330 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_316 = tensor.collapse_shape %518 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %85 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %90 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%519 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %520 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.mulf %in, %cst_20 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %523 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_317 = tensor.collapse_shape %525 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %526 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_317 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.divf %in, %cst_19 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.mulf %in, %cst_21 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %529 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %531 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522, %530 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_318 = tensor.collapse_shape %531 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_319 = linalg.transpose ins(%collapsed_318 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %532 = linalg.matmul ins(%transposed_319, %collapsed_55 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %533 = linalg.matmul ins(%collapsed_318, %model_layers_0_self_attn_o_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_320 = tensor.expand_shape %533 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_321 = linalg.transpose ins(%expanded_320 : tensor<2x8x4x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_322 = tensor.collapse_shape %transposed_321 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_323 = linalg.transpose ins(%collapsed_50 : tensor<8x8x8xf32>) outs(%58 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %534 = linalg.batch_matmul ins(%transposed_323, %collapsed_322 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_324 = linalg.transpose ins(%collapsed_51 : tensor<8x8x4xf32>) outs(%427 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %535 = linalg.batch_matmul ins(%collapsed_322, %transposed_324 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%59 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_325 = tensor.expand_shape %535 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %536 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_325, %79 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %537 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%536 : tensor<2x4x8x8xf32>) outs(%71 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x1xf32>
    %538 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %537 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %539 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %538 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.subf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_326 = tensor.collapse_shape %539 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_327 = linalg.transpose ins(%collapsed_46 : tensor<8x8x4xf32>) outs(%427 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %540 = linalg.batch_matmul ins(%transposed_327, %collapsed_326 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%433 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_328 = linalg.transpose ins(%collapsed_47 : tensor<8x4x8xf32>) outs(%80 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %541 = linalg.batch_matmul ins(%collapsed_326, %transposed_328 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%81 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_329 = tensor.expand_shape %540 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_330 = tensor.expand_shape %541 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %542 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_329 : tensor<2x4x4x8xf32>) outs(%56 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_5 : f64 to f32
      %592 = arith.mulf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_331 = linalg.transpose ins(%542 : tensor<2x4x4x8xf32>) outs(%34 : tensor<2x4x8x4xf32>) permutation = [0, 1, 3, 2] 
    %543 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_330 : tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.truncf %cst_5 : f64 to f32
      %592 = arith.mulf %in, %591 : f32
      linalg.yield %592 : f32
    } -> tensor<2x4x8x4xf32>
    %expanded_332 = tensor.expand_shape %534 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<8x8x4xf32> into tensor<2x2x2x8x4xf32>
    %544 = linalg.generic {indexing_maps = [#map15, #map30], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_332 : tensor<2x2x2x8x4xf32>) outs(%439 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_333 = tensor.collapse_shape %544 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %expanded_334 = tensor.expand_shape %transposed_331 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<2x4x8x4xf32> into tensor<2x2x2x8x4xf32>
    %545 = linalg.generic {indexing_maps = [#map15, #map30], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_334 : tensor<2x2x2x8x4xf32>) outs(%439 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_335 = tensor.collapse_shape %545 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %546 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_335, %expanded_38 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_336 = tensor.extract_slice %546[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_337 = tensor.extract_slice %546[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %547 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_336 : tensor<2x2x8x2xf32>) outs(%46 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x2xf32>
    %inserted_slice_338 = tensor.insert_slice %547 into %cst_15[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %inserted_slice_339 = tensor.insert_slice %extracted_slice_337 into %cst_15[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %548 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_338, %inserted_slice_339 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %549 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_335, %expanded_37 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %550 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %549 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%38 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x2x8x4xf32>
    %551 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %expanded_38 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_340 = tensor.extract_slice %551[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_341 = tensor.extract_slice %551[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %552 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_340 : tensor<2x4x8x2xf32>) outs(%41 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.negf %in : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x2xf32>
    %inserted_slice_342 = tensor.insert_slice %552 into %cst_14[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %inserted_slice_343 = tensor.insert_slice %extracted_slice_341 into %cst_14[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %553 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_342, %inserted_slice_343 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %554 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %555 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %554 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%34 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_344 = linalg.transpose ins(%collapsed_333 : tensor<2x2x8x4xf32>) outs(%452 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_345 = tensor.collapse_shape %transposed_344 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_346 = linalg.transpose ins(%collapsed_345 : tensor<16x8xf32>) outs(%453 : tensor<8x16xf32>) permutation = [1, 0] 
    %556 = linalg.matmul ins(%transposed_346, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%454 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %557 = linalg.matmul ins(%collapsed_345, %model_layers_0_self_attn_v_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_347 = tensor.expand_shape %557 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_348 = linalg.transpose ins(%550 : tensor<2x2x8x4xf32>) outs(%452 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_349 = tensor.collapse_shape %transposed_348 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_350 = linalg.transpose ins(%collapsed_349 : tensor<16x8xf32>) outs(%453 : tensor<8x16xf32>) permutation = [1, 0] 
    %558 = linalg.matmul ins(%transposed_350, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%454 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %559 = linalg.matmul ins(%collapsed_349, %model_layers_0_self_attn_k_proj : tensor<16x8xf32>, tensor<8x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_351 = tensor.expand_shape %559 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_347, %expanded_351 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %transposed_352 = linalg.transpose ins(%555 : tensor<2x4x8x4xf32>) outs(%83 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_353 = tensor.collapse_shape %transposed_352 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_354 = linalg.transpose ins(%collapsed_353 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) permutation = [1, 0] 
    %561 = linalg.matmul ins(%transposed_354, %collapsed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %562 = linalg.matmul ins(%collapsed_353, %model_layers_0_self_attn_q_proj : tensor<16x16xf32>, tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_355 = tensor.expand_shape %562 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %expanded_355 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %model_layers_0_input_layernorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %29 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map29], iterator_types = ["reduction", "reduction", "parallel"]} ins(%565 : tensor<2x8x16xf32>) outs(%330 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_356 = tensor.collapse_shape %566 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %1 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %28 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%567 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.addf %in, %out : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %568 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.mulf %in, %cst_20 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %571 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_357 = tensor.collapse_shape %573 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %574 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_357 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.divf %in, %cst_19 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %591 = arith.mulf %in, %cst_21 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %577 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.mulf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570, %578 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_363: f32, %out: f32):
      %591 = arith.addf %in, %in_363 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %580 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %591 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %591 : i1
    } -> tensor<2x8xi1>
    %581 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %591 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %591 : i1
    } -> tensor<2x8xi1>
    %582 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%580, %581 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<2x8xi1>
    %583 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %591 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %591 : i1
    } -> tensor<2x8xi1>
    %584 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%582, %583 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_363: i1, %out: i1):
      %591 = arith.andi %in, %in_363 : i1
      linalg.yield %591 : i1
    } -> tensor<2x8xi1>
    %expanded_358 = tensor.expand_shape %584 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %585 = tensor.empty() : tensor<2x8xi64>
    %586 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%585 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %591 = arith.maxsi %in, %c-64_i64 : i64
      %592 = arith.minsi %591, %c63_i64 : i64
      linalg.yield %592 : i64
    } -> tensor<2x8xi64>
    %587 = tensor.empty() : tensor<2x8x1xi1>
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_358 : tensor<2x8x1xi1>) outs(%587 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %591 = arith.xori %in, %true : i1
      linalg.yield %591 : i1
    } -> tensor<2x8x1xi1>
    %589 = linalg.generic {indexing_maps = [#map11, #map31, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588, %cst_8, %579 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_363: f32, %in_364: f32, %out: f32):
      %591 = arith.select %in, %in_363, %in_364 : f32
      linalg.yield %591 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_359 = tensor.collapse_shape %586 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_360 = tensor.expand_shape %collapsed_359 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_361 = tensor.collapse_shape %589 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_362 = tensor.expand_shape %collapsed_361 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %590 = "tm_tensor.scatter"(%expanded_362, %expanded_360, %cst_23) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg23: f32, %tm1_arg24: f32):
      %tm1_978 = "arith.addf"(%tm1_arg24, %tm1_arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm1_978) : (f32) -> ()
    }) : (tensor<16x1x16xf32>, tensor<16x1xi64>, tensor<64x16xf32>) -> tensor<64x16xf32>
    return %306, %590, %561, %558, %556, %532, %513, %collapsed_305, %collapsed_293, %collapsed_356, %collapsed_316, %460, %457, %455, %424, %405, %collapsed_224, %collapsed_212, %collapsed_275, %collapsed_235, %collapsed_194, %325 : tensor<f32>, tensor<64x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<4x64x16xf32>, tensor<4x16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<4x64x16xf32>, tensor<4x16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>
  }
}
