// The training step of hf-bert-mlm (f32), exported by
// tools/torch-export/export.py --model hf-bert-mlm --dtype f32 (torch 2.15.0, torch-mlir 20261001, transformers 5.24.0).
// PyTorch's loss and gradients: hf-bert-mlm-f32.ref/ (docs/TorchExport.md).
// Regenerate the fixtures: scripts/export-fixtures.sh
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
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
      %labels: tensor<2x8xi64> {ap.input_range = array<i64: 0, 63, -100>} loc("labels"),
      %bert_embeddings_word_embeddings: tensor<64x16xf32> {ap.param} loc("bert_embeddings_word_embeddings"),
      %bert_embeddings_position_embeddings: tensor<32x16xf32> {ap.param} loc("bert_embeddings_position_embeddings"),
      %bert_embeddings_token_type_embeddings: tensor<2x16xf32> {ap.param} loc("bert_embeddings_token_type_embeddings"),
      %bert_embeddings_LayerNorm: tensor<16xf32> {ap.param} loc("bert_embeddings_LayerNorm"),
      %bert_embeddings_LayerNorm_bias: tensor<16xf32> {ap.param} loc("bert_embeddings_LayerNorm_bias"),
      %bert_encoder_layer_0_attention_self_query: tensor<16x16xf32> {ap.param} loc("bert_encoder_layer_0_attention_self_query"),
      %bert_encoder_layer_0_attention_self_query_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_0_attention_self_query_bias"),
      %bert_encoder_layer_0_attention_self_key: tensor<16x16xf32> {ap.param} loc("bert_encoder_layer_0_attention_self_key"),
      %bert_encoder_layer_0_attention_self_key_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_0_attention_self_key_bias"),
      %bert_encoder_layer_0_attention_self_value: tensor<16x16xf32> {ap.param} loc("bert_encoder_layer_0_attention_self_value"),
      %bert_encoder_layer_0_attention_self_value_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_0_attention_self_value_bias"),
      %bert_encoder_layer_0_attention_output_dense: tensor<16x16xf32> {ap.param} loc("bert_encoder_layer_0_attention_output_dense"),
      %bert_encoder_layer_0_attention_output_dense_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_0_attention_output_dense_bias"),
      %bert_encoder_layer_0_attention_output_LayerNorm: tensor<16xf32> {ap.param} loc("bert_encoder_layer_0_attention_output_LayerNorm"),
      %bert_encoder_layer_0_attention_output_LayerNorm_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_0_attention_output_LayerNorm_bias"),
      %bert_encoder_layer_0_intermediate_dense: tensor<32x16xf32> {ap.param} loc("bert_encoder_layer_0_intermediate_dense"),
      %bert_encoder_layer_0_intermediate_dense_bias: tensor<32xf32> {ap.param} loc("bert_encoder_layer_0_intermediate_dense_bias"),
      %bert_encoder_layer_0_output_dense: tensor<16x32xf32> {ap.param} loc("bert_encoder_layer_0_output_dense"),
      %bert_encoder_layer_0_output_dense_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_0_output_dense_bias"),
      %bert_encoder_layer_0_output_LayerNorm: tensor<16xf32> {ap.param} loc("bert_encoder_layer_0_output_LayerNorm"),
      %bert_encoder_layer_0_output_LayerNorm_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_0_output_LayerNorm_bias"),
      %bert_encoder_layer_1_attention_self_query: tensor<16x16xf32> {ap.param} loc("bert_encoder_layer_1_attention_self_query"),
      %bert_encoder_layer_1_attention_self_query_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_1_attention_self_query_bias"),
      %bert_encoder_layer_1_attention_self_key: tensor<16x16xf32> {ap.param} loc("bert_encoder_layer_1_attention_self_key"),
      %bert_encoder_layer_1_attention_self_key_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_1_attention_self_key_bias"),
      %bert_encoder_layer_1_attention_self_value: tensor<16x16xf32> {ap.param} loc("bert_encoder_layer_1_attention_self_value"),
      %bert_encoder_layer_1_attention_self_value_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_1_attention_self_value_bias"),
      %bert_encoder_layer_1_attention_output_dense: tensor<16x16xf32> {ap.param} loc("bert_encoder_layer_1_attention_output_dense"),
      %bert_encoder_layer_1_attention_output_dense_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_1_attention_output_dense_bias"),
      %bert_encoder_layer_1_attention_output_LayerNorm: tensor<16xf32> {ap.param} loc("bert_encoder_layer_1_attention_output_LayerNorm"),
      %bert_encoder_layer_1_attention_output_LayerNorm_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_1_attention_output_LayerNorm_bias"),
      %bert_encoder_layer_1_intermediate_dense: tensor<32x16xf32> {ap.param} loc("bert_encoder_layer_1_intermediate_dense"),
      %bert_encoder_layer_1_intermediate_dense_bias: tensor<32xf32> {ap.param} loc("bert_encoder_layer_1_intermediate_dense_bias"),
      %bert_encoder_layer_1_output_dense: tensor<16x32xf32> {ap.param} loc("bert_encoder_layer_1_output_dense"),
      %bert_encoder_layer_1_output_dense_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_1_output_dense_bias"),
      %bert_encoder_layer_1_output_LayerNorm: tensor<16xf32> {ap.param} loc("bert_encoder_layer_1_output_LayerNorm"),
      %bert_encoder_layer_1_output_LayerNorm_bias: tensor<16xf32> {ap.param} loc("bert_encoder_layer_1_output_LayerNorm_bias"),
      %cls_predictions_bias: tensor<64xf32> {ap.param} loc("cls_predictions_bias"),
      %cls_predictions_transform_dense: tensor<16x16xf32> {ap.param} loc("cls_predictions_transform_dense"),
      %cls_predictions_transform_dense_bias: tensor<16xf32> {ap.param} loc("cls_predictions_transform_dense_bias"),
      %cls_predictions_transform_LayerNorm: tensor<16xf32> {ap.param} loc("cls_predictions_transform_LayerNorm"),
      %cls_predictions_transform_LayerNorm_bias: tensor<16xf32> {ap.param} loc("cls_predictions_transform_LayerNorm_bias"))
      -> (tensor<f32>,
          tensor<64x16xf32> {ap.grad_of = 3 : i64},
          tensor<32x16xf32> {ap.grad_of = 4 : i64},
          tensor<2x16xf32> {ap.grad_of = 5 : i64},
          tensor<16xf32> {ap.grad_of = 6 : i64},
          tensor<16xf32> {ap.grad_of = 7 : i64},
          tensor<16x16xf32> {ap.grad_of = 8 : i64},
          tensor<16xf32> {ap.grad_of = 9 : i64},
          tensor<16x16xf32> {ap.grad_of = 10 : i64},
          tensor<16xf32> {ap.grad_of = 11 : i64},
          tensor<16x16xf32> {ap.grad_of = 12 : i64},
          tensor<16xf32> {ap.grad_of = 13 : i64},
          tensor<16x16xf32> {ap.grad_of = 14 : i64},
          tensor<16xf32> {ap.grad_of = 15 : i64},
          tensor<16xf32> {ap.grad_of = 16 : i64},
          tensor<16xf32> {ap.grad_of = 17 : i64},
          tensor<32x16xf32> {ap.grad_of = 18 : i64},
          tensor<32xf32> {ap.grad_of = 19 : i64},
          tensor<16x32xf32> {ap.grad_of = 20 : i64},
          tensor<16xf32> {ap.grad_of = 21 : i64},
          tensor<16xf32> {ap.grad_of = 22 : i64},
          tensor<16xf32> {ap.grad_of = 23 : i64},
          tensor<16x16xf32> {ap.grad_of = 24 : i64},
          tensor<16xf32> {ap.grad_of = 25 : i64},
          tensor<16x16xf32> {ap.grad_of = 26 : i64},
          tensor<16xf32> {ap.grad_of = 27 : i64},
          tensor<16x16xf32> {ap.grad_of = 28 : i64},
          tensor<16xf32> {ap.grad_of = 29 : i64},
          tensor<16x16xf32> {ap.grad_of = 30 : i64},
          tensor<16xf32> {ap.grad_of = 31 : i64},
          tensor<16xf32> {ap.grad_of = 32 : i64},
          tensor<16xf32> {ap.grad_of = 33 : i64},
          tensor<32x16xf32> {ap.grad_of = 34 : i64},
          tensor<32xf32> {ap.grad_of = 35 : i64},
          tensor<16x32xf32> {ap.grad_of = 36 : i64},
          tensor<16xf32> {ap.grad_of = 37 : i64},
          tensor<16xf32> {ap.grad_of = 38 : i64},
          tensor<16xf32> {ap.grad_of = 39 : i64},
          tensor<64xf32> {ap.grad_of = 40 : i64},
          tensor<16x16xf32> {ap.grad_of = 41 : i64},
          tensor<16xf32> {ap.grad_of = 42 : i64},
          tensor<16xf32> {ap.grad_of = 43 : i64},
          tensor<16xf32> {ap.grad_of = 44 : i64}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32>
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 9.9999999999999998E-13 : f64
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 0.70710678118654757 : f64
    %cst_7 = arith.constant 0.3989422804014327 : f64
    %cst_8 = arith.constant dense<true> : tensor<1x8xi1>
    %cst_9 = arith.constant dense<true> : tensor<i1>
    %cst_10 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_13 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = arith.constant 1.600000e+01 : f64
    %cst_15 = arith.constant 1.600000e+01 : f32
    %cst_16 = arith.constant 1.41421354 : f32
    %cst_17 = arith.constant -5.000000e-01 : f32
    %c63_i64 = arith.constant 63 : i64
    %c-64_i64 = arith.constant -64 : i64
    %c-2_i64 = arith.constant -2 : i64
    %c31_i64 = arith.constant 31 : i64
    %c-32_i64 = arith.constant -32 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c64_i64 = arith.constant 64 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_18 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_19 = arith.constant dense<0.000000e+00> : tensor<32x16xf32>
    %cst_20 = arith.constant dense<0.000000e+00> : tensor<2x16xf32>
    %cst_21 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_22 = arith.constant -1.000000e+00 : f32
    %cst_23 = arith.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>
    %cst_24 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<1x8xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_23 : tensor<1x8xi64>) outs(%1 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %493 = arith.index_cast %in : i64 to index
      %494 = arith.cmpi slt, %493, %c32 : index
      cf.assert %494, "index must be smaller than dim size"
      %495 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %495, "index must be larger or equal to 0"
      linalg.yield %c0_i64 : i64
    } -> tensor<1x8xi64>
    %3 = tensor.empty() : tensor<2x8xi64>
    %collapsed = tensor.collapse_shape %2 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8xi64>) outs(%3 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x8xi64>
    %5 = tensor.empty() : tensor<2x8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %493 = arith.index_cast %in : i64 to index
      %494 = linalg.index 2 : index
      %495 = arith.cmpi slt, %493, %c64 : index
      cf.assert %495, "index must be smaller than dim size"
      %496 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %496, "index must be larger or equal to 0"
      %extracted = tensor.extract %bert_embeddings_word_embeddings[%493, %494] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x8xi64>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %493 = arith.index_cast %in : i64 to index
      %494 = linalg.index 2 : index
      %495 = arith.cmpi slt, %493, %c2 : index
      cf.assert %495, "index must be smaller than dim size"
      %496 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %496, "index must be larger or equal to 0"
      %extracted = tensor.extract %bert_embeddings_token_type_embeddings[%493, %494] : tensor<2x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %9 = tensor.empty() : tensor<1x8x16xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_23 : tensor<1x8xi64>) outs(%9 : tensor<1x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %493 = arith.index_cast %in : i64 to index
      %494 = linalg.index 2 : index
      %495 = arith.cmpi slt, %493, %c32 : index
      cf.assert %495, "index must be smaller than dim size"
      %496 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %496, "index must be larger or equal to 0"
      %extracted = tensor.extract %bert_embeddings_position_embeddings[%493, %494] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<2x8x16xf32>, tensor<1x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %12 = tensor.empty() : tensor<2x8x16xf64>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x16xf32>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %493 = arith.extf %in : f32 to f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %14 = tensor.empty() : tensor<2x8x1xf64>
    %15 = linalg.fill ins(%cst_0 : f64) outs(%14 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %16 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %18 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %17 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.subf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %18 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.mulf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %20 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %22 = tensor.empty() : tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf64>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %493 = arith.truncf %in : f64 to f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst_18 : f32) outs(%22 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_4 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.rsqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %26 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %bert_embeddings_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %bert_embeddings_LayerNorm_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %33 = tensor.empty() : tensor<2x8xi1>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%attention_mask : tensor<2x8xi64>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %35 = tensor.empty() : tensor<2xi64>
    %36 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%35 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %493 = linalg.index 0 : index
      %494 = arith.index_cast %493 : index to i64
      linalg.yield %494 : i64
    } -> tensor<2xi64>
    %37 = tensor.empty() : tensor<8xi64>
    %38 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%37 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %493 = linalg.index 0 : index
      %494 = arith.index_cast %493 : index to i64
      linalg.yield %494 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %36 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_25 = tensor.expand_shape %38 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_26 = tensor.expand_shape %38 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %39 = tensor.empty() : tensor<1x1x8x1xi1>
    %40 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<1x1x8x1xi64>) outs(%39 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<1x1x8x1xi1>
    %41 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_9, %40 : tensor<i1>, tensor<1x1x8x1xi1>) outs(%39 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i1, %in_189: i1, %out: i1):
      %493 = arith.andi %in, %in_189 : i1
      linalg.yield %493 : i1
    } -> tensor<1x1x8x1xi1>
    %42 = tensor.empty() : tensor<2x1x1x8xi1>
    %43 = linalg.generic {indexing_maps = [#map10, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_26 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%42 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_189: i64, %out: i1):
      %493 = arith.cmpi slt, %in, %c0_i64 : i64
      %494 = arith.addi %in, %c2_i64 : i64
      %495 = arith.select %493, %494, %in : i64
      %496 = arith.index_cast %495 : i64 to index
      %497 = arith.cmpi slt, %in_189, %c0_i64 : i64
      %498 = arith.addi %in_189, %c8_i64 : i64
      %499 = arith.select %497, %498, %in_189 : i64
      %500 = arith.index_cast %499 : i64 to index
      %extracted = tensor.extract %34[%496, %500] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %44 = tensor.empty() : tensor<2x1x8x8xi1>
    %45 = linalg.generic {indexing_maps = [#map12, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %43 : tensor<1x1x8x1xi1>, tensor<2x1x1x8xi1>) outs(%44 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_189: i1, %out: i1):
      %493 = arith.andi %in, %in_189 : i1
      linalg.yield %493 : i1
    } -> tensor<2x1x8x8xi1>
    %46 = tensor.empty() : tensor<16x16xf32>
    %transposed = linalg.transpose ins(%bert_encoder_layer_0_attention_self_query : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_27 = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %47 = linalg.fill ins(%cst_18 : f32) outs(%46 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %48 = linalg.matmul ins(%collapsed_27, %transposed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_0_attention_self_query_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%48, %49 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_28 = tensor.expand_shape %50 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %51 = tensor.empty() : tensor<2x4x8x4xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<2x8x4x4xf32>) outs(%51 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_30 = linalg.transpose ins(%bert_encoder_layer_0_attention_self_key : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %52 = linalg.matmul ins(%collapsed_27, %transposed_30 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_0_attention_self_key_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_31 = tensor.expand_shape %54 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_32 = linalg.transpose ins(%bert_encoder_layer_0_attention_self_value : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %55 = linalg.matmul ins(%collapsed_27, %transposed_32 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_0_attention_self_value_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%55, %56 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_33 = tensor.expand_shape %57 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x8x4x4xf32>) outs(%51 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %58 = tensor.empty() : tensor<2x1x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map9, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_11, %cst_10 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%58 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_189: f32, %in_190: f32, %out: f32):
      %493 = arith.select %in, %in_189, %in_190 : f32
      linalg.yield %493 : f32
    } -> tensor<2x1x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<2x4x8x4xf32>) outs(%51 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x4x8x4xf32>
    %61 = tensor.empty() : tensor<2x4x4x8xf32>
    %transposed_35 = linalg.transpose ins(%expanded_31 : tensor<2x8x4x4xf32>) outs(%61 : tensor<2x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %62 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_35 : tensor<2x4x4x8xf32>) outs(%61 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_36 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_37 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %63 = tensor.empty() : tensor<8x8x8xf32>
    %64 = linalg.fill ins(%cst_18 : f32) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %65 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_38 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %66 = tensor.empty() : tensor<2x4x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38, %59 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %68 = tensor.empty() : tensor<2x4x8xi64>
    %69 = linalg.fill ins(%c0_i64 : i64) outs(%68 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %70 = tensor.empty() : tensor<2x4x8xf32>
    %71 = linalg.fill ins(%cst_1 : f32) outs(%70 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %72:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x4x8x8xf32>) outs(%71, %69 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_189: i64):
      %493 = linalg.index 3 : index
      %494 = arith.index_cast %493 : index to i64
      %495 = arith.maximumf %in, %out : f32
      %496 = arith.cmpf ogt, %in, %out : f32
      %497 = arith.select %496, %494, %out_189 : i64
      linalg.yield %495, %497 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_39 = tensor.expand_shape %72#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_39 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %74 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %75 = tensor.empty() : tensor<2x4x8x1xf32>
    %76 = linalg.fill ins(%cst_18 : f32) outs(%75 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%74 : tensor<2x4x8x8xf32>) outs(%76 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %77 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.divf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %79 = tensor.empty() : tensor<2x4x8x8xi1>
    %80 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<2x4x8x8xf32>) outs(%79 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %493 = arith.extf %in : f32 to f64
      %494 = arith.cmpf oeq, %493, %cst_5 : f64
      linalg.yield %494 : i1
    } -> tensor<2x4x8x8xi1>
    %81 = tensor.empty() : tensor<2x4x8x1xi1>
    %82 = linalg.fill ins(%true : i1) outs(%81 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %83 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%80 : tensor<2x4x8x8xi1>) outs(%82 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %493 = arith.andi %in, %out : i1
      linalg.yield %493 : i1
    } -> tensor<2x4x8x1xi1>
    %84 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %cst_12, %78 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_189: f32, %in_190: f32, %out: f32):
      %493 = arith.select %in, %in_189, %in_190 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %84 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %85 = tensor.empty() : tensor<8x8x4xf32>
    %86 = linalg.fill ins(%cst_18 : f32) outs(%85 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %87 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%86 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_42 = tensor.expand_shape %87 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %88 = tensor.empty() : tensor<2x8x4x4xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x4x8x4xf32>) outs(%88 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%bert_encoder_layer_0_attention_output_dense : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %transposed_43 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %89 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_0_attention_output_dense_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%89, %90 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_46 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %32 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x16xf32>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %493 = arith.extf %in : f32 to f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %94 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %95 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.subf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %97 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %96 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.mulf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %98 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %99 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %100 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf64>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %493 = arith.truncf %in : f64 to f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_4 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.rsqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %102 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %104 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %bert_encoder_layer_0_attention_output_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %108 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %bert_encoder_layer_0_attention_output_LayerNorm_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %109 = tensor.empty() : tensor<16x32xf32>
    %transposed_47 = linalg.transpose ins(%bert_encoder_layer_0_intermediate_dense : tensor<32x16xf32>) outs(%109 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %108 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %110 = linalg.fill ins(%cst_18 : f32) outs(%109 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %111 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%110 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_0_intermediate_dense_bias : tensor<32xf32>) outs(%109 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%111, %112 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%109 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x32xf32>
    %expanded_49 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %114 = tensor.empty() : tensor<2x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_16 : f32
      %494 = math.erf %493 : f32
      %495 = arith.addf %494, %cst_2 : f32
      %496 = arith.mulf %495, %cst_3 : f32
      %497 = arith.mulf %in, %496 : f32
      linalg.yield %497 : f32
    } -> tensor<2x8x32xf32>
    %116 = tensor.empty() : tensor<32x16xf32>
    %transposed_50 = linalg.transpose ins(%bert_encoder_layer_0_output_dense : tensor<16x32xf32>) outs(%116 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %117 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_0_output_dense_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%117, %118 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_52 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %108 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x16xf32>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %493 = arith.extf %in : f32 to f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %122 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %123 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %124 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %123 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.subf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %125 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %124 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.mulf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %126 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %127 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %128 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x1xf64>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %493 = arith.truncf %in : f64 to f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_4 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.rsqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %130 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %132 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %bert_encoder_layer_0_output_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %bert_encoder_layer_0_output_LayerNorm_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %transposed_53 = linalg.transpose ins(%bert_encoder_layer_1_attention_self_query : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %137 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_1_attention_self_query_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%137, %138 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_55 = tensor.expand_shape %139 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x8x4x4xf32>) outs(%51 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_57 = linalg.transpose ins(%bert_encoder_layer_1_attention_self_key : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %140 = linalg.matmul ins(%collapsed_54, %transposed_57 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_1_attention_self_key_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_58 = tensor.expand_shape %142 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_59 = linalg.transpose ins(%bert_encoder_layer_1_attention_self_value : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %143 = linalg.matmul ins(%collapsed_54, %transposed_59 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_1_attention_self_value_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%143, %144 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_60 = tensor.expand_shape %145 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x8x4x4xf32>) outs(%51 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %146 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56 : tensor<2x4x8x4xf32>) outs(%51 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_62 = linalg.transpose ins(%expanded_58 : tensor<2x8x4x4xf32>) outs(%61 : tensor<2x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %147 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_62 : tensor<2x4x4x8xf32>) outs(%61 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_63 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_64 = tensor.collapse_shape %147 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %148 = linalg.batch_matmul ins(%collapsed_63, %collapsed_64 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_65 = tensor.expand_shape %148 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %149 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65, %59 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %150:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%149 : tensor<2x4x8x8xf32>) outs(%71, %69 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_189: i64):
      %493 = linalg.index 3 : index
      %494 = arith.index_cast %493 : index to i64
      %495 = arith.maximumf %in, %out : f32
      %496 = arith.cmpf ogt, %in, %out : f32
      %497 = arith.select %496, %494, %out_189 : i64
      linalg.yield %495, %497 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_66 = tensor.expand_shape %150#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_66 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %152 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %153 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%152 : tensor<2x4x8x8xf32>) outs(%76 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %153 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.divf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %155 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149 : tensor<2x4x8x8xf32>) outs(%79 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %493 = arith.extf %in : f32 to f64
      %494 = arith.cmpf oeq, %493, %cst_5 : f64
      linalg.yield %494 : i1
    } -> tensor<2x4x8x8xi1>
    %156 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%155 : tensor<2x4x8x8xi1>) outs(%82 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %493 = arith.andi %in, %out : i1
      linalg.yield %493 : i1
    } -> tensor<2x4x8x1xi1>
    %157 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %cst_12, %154 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_189: f32, %in_190: f32, %out: f32):
      %493 = arith.select %in, %in_189, %in_190 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_67 = tensor.collapse_shape %157 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_68 = tensor.collapse_shape %transposed_61 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %158 = linalg.batch_matmul ins(%collapsed_67, %collapsed_68 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%86 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_69 = tensor.expand_shape %158 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %transposed_70 = linalg.transpose ins(%expanded_69 : tensor<2x4x8x4xf32>) outs(%88 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_71 = linalg.transpose ins(%bert_encoder_layer_1_attention_output_dense : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_72 = tensor.collapse_shape %transposed_70 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %159 = linalg.matmul ins(%collapsed_72, %transposed_71 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_1_attention_output_dense_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%159, %160 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_73 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %162 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %136 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %163 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x8x16xf32>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %493 = arith.extf %in : f32 to f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %164 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%163 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %165 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %166 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %165 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.subf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %167 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.mulf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %168 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %169 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %170 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x1xf64>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %493 = arith.truncf %in : f64 to f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_4 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x1xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.rsqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %172 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %174 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %177 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %bert_encoder_layer_1_attention_output_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %178 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %bert_encoder_layer_1_attention_output_LayerNorm_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %transposed_74 = linalg.transpose ins(%bert_encoder_layer_1_intermediate_dense : tensor<32x16xf32>) outs(%109 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %178 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %179 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%110 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_1_intermediate_dense_bias : tensor<32xf32>) outs(%109 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%179, %180 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%109 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x32xf32>
    %expanded_76 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_16 : f32
      %494 = math.erf %493 : f32
      %495 = arith.addf %494, %cst_2 : f32
      %496 = arith.mulf %495, %cst_3 : f32
      %497 = arith.mulf %in, %496 : f32
      linalg.yield %497 : f32
    } -> tensor<2x8x32xf32>
    %transposed_77 = linalg.transpose ins(%bert_encoder_layer_1_output_dense : tensor<16x32xf32>) outs(%116 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_78 = tensor.collapse_shape %182 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %183 = linalg.matmul ins(%collapsed_78, %transposed_77 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%bert_encoder_layer_1_output_dense_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%183, %184 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_79 = tensor.expand_shape %185 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %178 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %187 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x16xf32>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %493 = arith.extf %in : f32 to f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %188 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %189 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %190 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %189 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.subf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %191 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %190 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.mulf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %192 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%191 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %193 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %194 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x8x1xf64>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %493 = arith.truncf %in : f64 to f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%186 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %197 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_4 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x1xf32>
    %198 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.rsqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %196 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %198 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %201 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %bert_encoder_layer_1_output_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %bert_encoder_layer_1_output_LayerNorm_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %transposed_80 = linalg.transpose ins(%cls_predictions_transform_dense : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_81 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %203 = linalg.matmul ins(%collapsed_81, %transposed_80 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%cls_predictions_transform_dense_bias : tensor<16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%203, %204 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x16xf32>
    %expanded_82 = tensor.expand_shape %205 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %206 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_16 : f32
      %494 = math.erf %493 : f32
      %495 = arith.addf %494, %cst_2 : f32
      %496 = arith.mulf %495, %cst_3 : f32
      %497 = arith.mulf %in, %496 : f32
      linalg.yield %497 : f32
    } -> tensor<2x8x16xf32>
    %207 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x8x16xf32>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %493 = arith.extf %in : f32 to f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %208 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %209 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %210 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %209 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.subf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %211 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %210 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%12 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %493 = arith.mulf %in, %in_189 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x16xf64>
    %212 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%211 : tensor<2x8x16xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.addf %in, %out : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %213 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %493 = arith.divf %in, %cst_14 : f64
      linalg.yield %493 : f64
    } -> tensor<2x8x1xf64>
    %214 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<2x8x1xf64>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %493 = arith.truncf %in : f64 to f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %215 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%206 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %217 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_4 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x1xf32>
    %218 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.rsqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %219 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %216 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %220 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %218 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %221 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %cls_predictions_transform_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %cls_predictions_transform_LayerNorm_bias : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %223 = tensor.empty() : tensor<16x64xf32>
    %transposed_83 = linalg.transpose ins(%bert_embeddings_word_embeddings : tensor<64x16xf32>) outs(%223 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_84 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %224 = linalg.fill ins(%cst_18 : f32) outs(%223 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %225 = linalg.matmul ins(%collapsed_84, %transposed_83 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%224 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%cls_predictions_bias : tensor<64xf32>) outs(%223 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%225, %226 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%223 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x64xf32>
    %collapsed_85 = tensor.collapse_shape %labels [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %228 = tensor.empty() : tensor<16xi64>
    %229 = linalg.fill ins(%c0_i64 : i64) outs(%228 : tensor<16xi64>) -> tensor<16xi64>
    %230 = tensor.empty() : tensor<16xf32>
    %231 = linalg.fill ins(%cst_1 : f32) outs(%230 : tensor<16xf32>) -> tensor<16xf32>
    %232:2 = linalg.generic {indexing_maps = [#map, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%227 : tensor<16x64xf32>) outs(%231, %229 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_189: i64):
      %493 = linalg.index 1 : index
      %494 = arith.index_cast %493 : index to i64
      %495 = arith.maximumf %in, %out : f32
      %496 = arith.cmpf ogt, %in, %out : f32
      %497 = arith.select %496, %494, %out_189 : i64
      linalg.yield %495, %497 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_86 = tensor.expand_shape %232#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map18, #map], iterator_types = ["parallel", "parallel"]} ins(%227, %expanded_86 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%223 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x64xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%233 : tensor<16x64xf32>) outs(%223 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<16x64xf32>
    %235 = tensor.empty() : tensor<16x1xf32>
    %236 = linalg.fill ins(%cst_18 : f32) outs(%235 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["parallel", "reduction"]} ins(%234 : tensor<16x64xf32>) outs(%236 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16x1xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%237 : tensor<16x1xf32>) outs(%235 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.log %in : f32
      linalg.yield %493 : f32
    } -> tensor<16x1xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map18, #map], iterator_types = ["parallel", "parallel"]} ins(%233, %238 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%223 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x64xf32>
    %240 = tensor.empty() : tensor<16xi1>
    %241 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_85 : tensor<16xi64>) outs(%240 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<16xi1>
    %242 = linalg.generic {indexing_maps = [#map7, #map7, #map19, #map7], iterator_types = ["parallel"]} ins(%241, %collapsed_85, %cst_24 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%228 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_189: i64, %in_190: i64, %out: i64):
      %493 = arith.select %in, %in_189, %in_190 : i64
      linalg.yield %493 : i64
    } -> tensor<16xi64>
    %expanded_87 = tensor.expand_shape %242 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_87 : tensor<16x1xi64>) outs(%236 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %493 = linalg.index 0 : index
      %494 = arith.index_cast %in : i64 to index
      %495 = arith.cmpi slt, %494, %c64 : index
      cf.assert %495, "index must be smaller than dim size"
      %496 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %496, "index must be larger or equal to 0"
      %extracted = tensor.extract %239[%493, %494] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_88 = tensor.collapse_shape %243 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %244 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_88 : tensor<16xf32>) outs(%230 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.negf %in : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %245 = linalg.generic {indexing_maps = [#map7, #map7, #map19, #map7], iterator_types = ["parallel"]} ins(%241, %244, %cst_11 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%230 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_189: f32, %in_190: f32, %out: f32):
      %493 = arith.select %in, %in_189, %in_190 : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %246 = tensor.empty() : tensor<i64>
    %247 = linalg.fill ins(%c0_i64 : i64) outs(%246 : tensor<i64>) -> tensor<i64>
    %248 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction"]} ins(%241 : tensor<16xi1>) outs(%247 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %493 = arith.extui %in : i1 to i64
      %494 = arith.addi %493, %out : i64
      linalg.yield %494 : i64
    } -> tensor<i64>
    %249 = tensor.empty() : tensor<f32>
    %250 = linalg.generic {indexing_maps = [#map20, #map20], iterator_types = []} ins(%248 : tensor<i64>) outs(%249 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %493 = arith.sitofp %in : i64 to f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %251 = linalg.fill ins(%cst_18 : f32) outs(%249 : tensor<f32>) -> tensor<f32>
    %252 = linalg.generic {indexing_maps = [#map7, #map19], iterator_types = ["reduction"]} ins(%245 : tensor<16xf32>) outs(%251 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %253 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%252, %250 : tensor<f32>, tensor<f32>) outs(%249 : tensor<f32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.divf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %254 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%cst_13, %250 : tensor<f32>, tensor<f32>) outs(%249 : tensor<f32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.divf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %expanded_89 = tensor.expand_shape %collapsed_85 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %255 = tensor.empty() : tensor<16x1xi1>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_89 : tensor<16x1xi64>) outs(%255 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<16x1xi1>
    %257 = tensor.empty() : tensor<16x1xi64>
    %258 = linalg.generic {indexing_maps = [#map, #map, #map21, #map], iterator_types = ["parallel", "parallel"]} ins(%256, %expanded_89, %cst_24 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%257 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_189: i64, %in_190: i64, %out: i64):
      %493 = arith.select %in, %in_189, %in_190 : i64
      linalg.yield %493 : i64
    } -> tensor<16x1xi64>
    %259 = linalg.fill ins(%c0_i64 : i64) outs(%257 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %260 = linalg.fill ins(%cst_18 : f32) outs(%230 : tensor<16xf32>) -> tensor<16xf32>
    %261:3 = linalg.generic {indexing_maps = [#map22, #map22, #map7], iterator_types = ["parallel"]} outs(%259, %259, %260 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_189: i64, %out_190: f32):
      %493 = linalg.index 0 : index
      %494 = arith.remsi %493, %c16 : index
      %extracted = tensor.extract %258[%494, %c0] : tensor<16x1xi64>
      %495 = arith.index_cast %494 : index to i64
      linalg.yield %495, %extracted, %cst_22 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %262 = tensor.empty() : tensor<16x2xi64>
    %263 = linalg.fill ins(%c0_i64 : i64) outs(%262 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %261#0 into %263[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_90 = tensor.insert_slice %261#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %264 = "tm_tensor.scatter"(%261#2, %inserted_slice_90, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg667: f32, %tm0_arg668: f32):
      "tm_tensor.yield"(%tm0_arg667) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16x2xi64>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map21, #map21, #map], iterator_types = ["parallel", "parallel"]} ins(%256, %254, %cst_11 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%235 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_189: f32, %in_190: f32, %out: f32):
      %493 = arith.select %in, %in_189, %in_190 : f32
      linalg.yield %493 : f32
    } -> tensor<16x1xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map18, #map], iterator_types = ["parallel", "parallel"]} ins(%264, %265 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%223 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x64xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<16x64xf32>) outs(%223 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<16x64xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["parallel", "reduction"]} ins(%266 : tensor<16x64xf32>) outs(%236 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16x1xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map18, #map], iterator_types = ["parallel", "parallel"]} ins(%267, %268 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%223 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x64xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%266, %269 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%223 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<16x64xf32>
    %271 = linalg.matmul ins(%270, %bert_embeddings_word_embeddings : tensor<16x64xf32>, tensor<64x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %272 = tensor.empty() : tensor<64x16xf32>
    %transposed_91 = linalg.transpose ins(%270 : tensor<16x64xf32>) outs(%272 : tensor<64x16xf32>) permutation = [1, 0] 
    %273 = linalg.fill ins(%cst_18 : f32) outs(%272 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %274 = linalg.matmul ins(%transposed_91, %collapsed_84 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%273 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %275 = tensor.empty() : tensor<1x64xf32>
    %276 = linalg.fill ins(%cst_18 : f32) outs(%275 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%270 : tensor<16x64xf32>) outs(%276 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x64xf32>
    %collapsed_92 = tensor.collapse_shape %277 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_93 = tensor.expand_shape %271 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %278 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %cls_predictions_transform_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %280 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%278 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %220 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%281 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %282 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %280 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %283 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %287 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %285 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %288 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %220 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %289 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%288 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %290 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_93 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %291 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x16xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.erf %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %293 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %cst_2 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_3 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %295 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %expanded_82 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %296 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_7 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x16xf32>
    %299 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %298 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %299 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %300 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_94 = tensor.collapse_shape %301 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %302 = linalg.matmul ins(%collapsed_94, %cls_predictions_transform_dense : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_95 = linalg.transpose ins(%collapsed_94 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %303 = linalg.matmul ins(%transposed_95, %collapsed_81 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %304 = tensor.empty() : tensor<1x16xf32>
    %305 = linalg.fill ins(%cst_18 : f32) outs(%304 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_94 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_96 = tensor.collapse_shape %306 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_97 = tensor.expand_shape %302 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %307 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %bert_encoder_layer_1_output_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %308 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %309 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%307 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %200 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %311 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%310 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %311 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %309 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %314 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %312 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %315 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %316 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %314 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %317 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %200 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %318 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%317 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %319 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_97 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %collapsed_98 = tensor.collapse_shape %316 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %320 = linalg.matmul ins(%collapsed_98, %bert_encoder_layer_1_output_dense : tensor<16x16xf32>, tensor<16x32xf32>) outs(%110 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_99 = linalg.transpose ins(%collapsed_98 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %321 = linalg.matmul ins(%transposed_99, %collapsed_78 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%110 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_98 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_100 = tensor.collapse_shape %322 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_101 = tensor.expand_shape %320 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x32xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.erf %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %325 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %cst_2 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %326 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_3 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %expanded_76 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %329 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %330 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_7 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x32xf32>
    %331 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %330 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %332 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %331 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101, %332 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_102 = tensor.collapse_shape %333 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %334 = linalg.matmul ins(%collapsed_102, %bert_encoder_layer_1_intermediate_dense : tensor<16x32xf32>, tensor<32x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_103 = linalg.transpose ins(%collapsed_102 : tensor<16x32xf32>) outs(%116 : tensor<32x16xf32>) permutation = [1, 0] 
    %335 = linalg.fill ins(%cst_18 : f32) outs(%116 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %336 = linalg.matmul ins(%transposed_103, %collapsed_75 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%335 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %337 = tensor.empty() : tensor<1x32xf32>
    %338 = linalg.fill ins(%cst_18 : f32) outs(%337 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_102 : tensor<16x32xf32>) outs(%338 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x32xf32>
    %collapsed_104 = tensor.collapse_shape %339 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_105 = tensor.expand_shape %334 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %expanded_105 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %341 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %bert_encoder_layer_1_attention_output_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %343 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%341 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %344 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %176 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %345 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%344 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %346 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %345 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %347 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %343 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %348 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %346 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %350 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %348 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %351 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %176 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %352 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%351 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %353 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%340 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %collapsed_106 = tensor.collapse_shape %350 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %354 = linalg.matmul ins(%collapsed_106, %bert_encoder_layer_1_attention_output_dense : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_106 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %355 = linalg.matmul ins(%transposed_107, %collapsed_72 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_106 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_108 = tensor.collapse_shape %356 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_109 = tensor.expand_shape %354 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_110 = linalg.transpose ins(%expanded_109 : tensor<2x8x4x4xf32>) outs(%51 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_111 = tensor.collapse_shape %transposed_110 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_112 = linalg.transpose ins(%collapsed_67 : tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %357 = linalg.batch_matmul ins(%transposed_112, %collapsed_111 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%86 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %358 = tensor.empty() : tensor<8x4x8xf32>
    %transposed_113 = linalg.transpose ins(%collapsed_68 : tensor<8x8x4xf32>) outs(%358 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %359 = linalg.batch_matmul ins(%collapsed_111, %transposed_113 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_114 = tensor.expand_shape %357 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %expanded_115 = tensor.expand_shape %359 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %360 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_115, %157 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %361 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%360 : tensor<2x4x8x8xf32>) outs(%76 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x1xf32>
    %362 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %361 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %363 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %362 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_116 = tensor.collapse_shape %363 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_117 = linalg.transpose ins(%collapsed_63 : tensor<8x8x4xf32>) outs(%358 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %364 = linalg.fill ins(%cst_18 : f32) outs(%358 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %365 = linalg.batch_matmul ins(%transposed_117, %collapsed_116 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%364 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_118 = linalg.transpose ins(%collapsed_64 : tensor<8x4x8xf32>) outs(%85 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %366 = linalg.batch_matmul ins(%collapsed_116, %transposed_118 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%86 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_119 = tensor.expand_shape %365 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_120 = tensor.expand_shape %366 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %367 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<2x4x4x8xf32>) outs(%61 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x4x4x8xf32>
    %368 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_120 : tensor<2x4x8x4xf32>) outs(%51 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_121 = linalg.transpose ins(%expanded_114 : tensor<2x4x8x4xf32>) outs(%88 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_122 = tensor.collapse_shape %transposed_121 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %369 = linalg.matmul ins(%collapsed_122, %bert_encoder_layer_1_attention_self_value : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_123 = linalg.transpose ins(%collapsed_122 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %370 = linalg.matmul ins(%transposed_123, %collapsed_54 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_122 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_124 = tensor.collapse_shape %371 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_125 = tensor.expand_shape %369 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %372 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %expanded_125 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %transposed_126 = linalg.transpose ins(%367 : tensor<2x4x4x8xf32>) outs(%88 : tensor<2x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_127 = tensor.collapse_shape %transposed_126 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %373 = linalg.matmul ins(%collapsed_127, %bert_encoder_layer_1_attention_self_key : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_128 = linalg.transpose ins(%collapsed_127 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %374 = linalg.matmul ins(%transposed_128, %collapsed_54 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %375 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_127 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_129 = tensor.collapse_shape %375 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_130 = tensor.expand_shape %373 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %expanded_130 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %transposed_131 = linalg.transpose ins(%368 : tensor<2x4x8x4xf32>) outs(%88 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_132 = tensor.collapse_shape %transposed_131 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %377 = linalg.matmul ins(%collapsed_132, %bert_encoder_layer_1_attention_self_query : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_133 = linalg.transpose ins(%collapsed_132 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %378 = linalg.matmul ins(%transposed_133, %collapsed_54 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_132 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_134 = tensor.collapse_shape %379 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_135 = tensor.expand_shape %377 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %380 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %expanded_135 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %381 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %bert_encoder_layer_0_output_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %382 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %383 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %384 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %134 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %385 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%384 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %385 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %387 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %383 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %386 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %389 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %390 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %388 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %134 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %392 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%391 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %393 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%380 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %collapsed_136 = tensor.collapse_shape %390 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %394 = linalg.matmul ins(%collapsed_136, %bert_encoder_layer_0_output_dense : tensor<16x16xf32>, tensor<16x32xf32>) outs(%110 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %transposed_137 = linalg.transpose ins(%collapsed_136 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %395 = linalg.matmul ins(%transposed_137, %collapsed_51 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%110 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_136 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_138 = tensor.collapse_shape %396 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_139 = tensor.expand_shape %394 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x32xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.erf %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %cst_2 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_3 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %401 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_49 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %402 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %403 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %404 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403 : tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_7 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x8x32xf32>
    %405 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %404 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %406 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %405 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139, %406 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%114 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_140 = tensor.collapse_shape %407 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %408 = linalg.matmul ins(%collapsed_140, %bert_encoder_layer_0_intermediate_dense : tensor<16x32xf32>, tensor<32x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_141 = linalg.transpose ins(%collapsed_140 : tensor<16x32xf32>) outs(%116 : tensor<32x16xf32>) permutation = [1, 0] 
    %409 = linalg.matmul ins(%transposed_141, %collapsed_48 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%335 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_140 : tensor<16x32xf32>) outs(%338 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x32xf32>
    %collapsed_142 = tensor.collapse_shape %410 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_143 = tensor.expand_shape %408 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %411 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %expanded_143 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %412 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %bert_encoder_layer_0_attention_output_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %413 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %414 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%412 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %415 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %106 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %416 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%415 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %416 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %418 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %414 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %417 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %420 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %421 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %419 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %422 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %106 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %423 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%422 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %424 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%411 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %collapsed_144 = tensor.collapse_shape %421 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %425 = linalg.matmul ins(%collapsed_144, %bert_encoder_layer_0_attention_output_dense : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_144 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %426 = linalg.matmul ins(%transposed_145, %collapsed_45 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_144 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_146 = tensor.collapse_shape %427 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_147 = tensor.expand_shape %425 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_148 = linalg.transpose ins(%expanded_147 : tensor<2x8x4x4xf32>) outs(%51 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_149 = tensor.collapse_shape %transposed_148 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_150 = linalg.transpose ins(%collapsed_40 : tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %428 = linalg.batch_matmul ins(%transposed_150, %collapsed_149 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%86 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_151 = linalg.transpose ins(%collapsed_41 : tensor<8x8x4xf32>) outs(%358 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %429 = linalg.batch_matmul ins(%collapsed_149, %transposed_151 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_152 = tensor.expand_shape %428 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %expanded_153 = tensor.expand_shape %429 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %430 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153, %84 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %431 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%430 : tensor<2x4x8x8xf32>) outs(%76 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x1xf32>
    %432 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %431 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %433 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %432 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%66 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_154 = tensor.collapse_shape %433 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_155 = linalg.transpose ins(%collapsed_36 : tensor<8x8x4xf32>) outs(%358 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %434 = linalg.batch_matmul ins(%transposed_155, %collapsed_154 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%364 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_156 = linalg.transpose ins(%collapsed_37 : tensor<8x4x8xf32>) outs(%85 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %435 = linalg.batch_matmul ins(%collapsed_154, %transposed_156 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%86 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_157 = tensor.expand_shape %434 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_158 = tensor.expand_shape %435 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %436 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_157 : tensor<2x4x4x8xf32>) outs(%61 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x4x4x8xf32>
    %437 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_158 : tensor<2x4x8x4xf32>) outs(%51 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_6 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_159 = linalg.transpose ins(%expanded_152 : tensor<2x4x8x4xf32>) outs(%88 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_160 = tensor.collapse_shape %transposed_159 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %438 = linalg.matmul ins(%collapsed_160, %bert_encoder_layer_0_attention_self_value : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_161 = linalg.transpose ins(%collapsed_160 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %439 = linalg.matmul ins(%transposed_161, %collapsed_27 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_160 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_162 = tensor.collapse_shape %440 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_163 = tensor.expand_shape %438 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %441 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %expanded_163 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %transposed_164 = linalg.transpose ins(%436 : tensor<2x4x4x8xf32>) outs(%88 : tensor<2x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_165 = tensor.collapse_shape %transposed_164 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %442 = linalg.matmul ins(%collapsed_165, %bert_encoder_layer_0_attention_self_key : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_166 = linalg.transpose ins(%collapsed_165 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %443 = linalg.matmul ins(%transposed_166, %collapsed_27 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_165 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_167 = tensor.collapse_shape %444 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_168 = tensor.expand_shape %442 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %445 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %expanded_168 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %transposed_169 = linalg.transpose ins(%437 : tensor<2x4x8x4xf32>) outs(%88 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_170 = tensor.collapse_shape %transposed_169 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %446 = linalg.matmul ins(%collapsed_170, %bert_encoder_layer_0_attention_self_query : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_171 = linalg.transpose ins(%collapsed_170 : tensor<16x16xf32>) outs(%46 : tensor<16x16xf32>) permutation = [1, 0] 
    %447 = linalg.matmul ins(%transposed_171, %collapsed_27 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_170 : tensor<16x16xf32>) outs(%305 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x16xf32>
    %collapsed_172 = tensor.collapse_shape %448 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_173 = tensor.expand_shape %446 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %expanded_173 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %450 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %bert_embeddings_LayerNorm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450 : tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %452 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%450 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %453 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %30 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%453 : tensor<2x8x16xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %454 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %456 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451, %452 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %457 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456, %455 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.subf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %458 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_15 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x1xf32>
    %459 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %457 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %460 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %30 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.mulf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %461 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%460 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %462 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%449 : tensor<2x8x16xf32>) outs(%260 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<16xf32>
    %463 = linalg.fill ins(%cst_18 : f32) outs(%9 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %464 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "parallel", "parallel"]} ins(%459 : tensor<2x8x16xf32>) outs(%463 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x8x16xf32>
    %465 = tensor.empty() : tensor<1x8xi1>
    %466 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_8, %cst_8 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%465 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_189: i1, %out: i1):
      %493 = arith.andi %in, %in_189 : i1
      linalg.yield %493 : i1
    } -> tensor<1x8xi1>
    %467 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%466, %cst_8 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%465 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_189: i1, %out: i1):
      %493 = arith.andi %in, %in_189 : i1
      linalg.yield %493 : i1
    } -> tensor<1x8xi1>
    %expanded_174 = tensor.expand_shape %467 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %468 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_23 : tensor<1x8xi64>) outs(%0 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %493 = arith.maxsi %in, %c-32_i64 : i64
      %494 = arith.minsi %493, %c31_i64 : i64
      linalg.yield %494 : i64
    } -> tensor<1x8xi64>
    %469 = tensor.empty() : tensor<1x8x1xi1>
    %470 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_174 : tensor<1x8x1xi1>) outs(%469 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %493 = arith.xori %in, %true : i1
      linalg.yield %493 : i1
    } -> tensor<1x8x1xi1>
    %471 = linalg.generic {indexing_maps = [#map5, #map24, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %cst_11, %464 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x16xf32>) outs(%9 : tensor<1x8x16xf32>) {
    ^bb0(%in: i1, %in_189: f32, %in_190: f32, %out: f32):
      %493 = arith.select %in, %in_189, %in_190 : f32
      linalg.yield %493 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_175 = tensor.collapse_shape %468 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %expanded_176 = tensor.expand_shape %collapsed_175 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %collapsed_177 = tensor.collapse_shape %471 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %expanded_178 = tensor.expand_shape %collapsed_177 [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf32> into tensor<8x1x16xf32>
    %472 = "tm_tensor.scatter"(%expanded_178, %expanded_176, %cst_19) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg92: f32, %tm1_arg93: f32):
      %tm1_726 = "arith.addf"(%tm1_arg93, %tm1_arg92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm1_726) : (f32) -> ()
    }) : (tensor<8x1x16xf32>, tensor<8x1xi64>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x8xi64>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %474 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x8xi64>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi slt, %in, %c2_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %475 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%473, %474 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_189: i1, %out: i1):
      %493 = arith.andi %in, %in_189 : i1
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x8xi64>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %477 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%475, %476 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_189: i1, %out: i1):
      %493 = arith.andi %in, %in_189 : i1
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %expanded_179 = tensor.expand_shape %477 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %478 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x8xi64>) outs(%3 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %493 = arith.maxsi %in, %c-2_i64 : i64
      %494 = arith.minsi %493, %c1_i64 : i64
      linalg.yield %494 : i64
    } -> tensor<2x8xi64>
    %479 = tensor.empty() : tensor<2x8x1xi1>
    %480 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_179 : tensor<2x8x1xi1>) outs(%479 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %493 = arith.xori %in, %true : i1
      linalg.yield %493 : i1
    } -> tensor<2x8x1xi1>
    %481 = linalg.generic {indexing_maps = [#map5, #map24, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480, %cst_11, %459 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_189: f32, %in_190: f32, %out: f32):
      %493 = arith.select %in, %in_189, %in_190 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_180 = tensor.collapse_shape %478 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_181 = tensor.expand_shape %collapsed_180 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_182 = tensor.collapse_shape %481 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_183 = tensor.expand_shape %collapsed_182 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %482 = "tm_tensor.scatter"(%expanded_183, %expanded_181, %cst_20) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm2_arg70: f32, %tm2_arg71: f32):
      %tm2_716 = "arith.addf"(%tm2_arg71, %tm2_arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm2_716) : (f32) -> ()
    }) : (tensor<16x1x16xf32>, tensor<16x1xi64>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %483 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %485 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%483, %484 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_189: i1, %out: i1):
      %493 = arith.andi %in, %in_189 : i1
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %487 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%485, %486 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%33 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_189: i1, %out: i1):
      %493 = arith.andi %in, %in_189 : i1
      linalg.yield %493 : i1
    } -> tensor<2x8xi1>
    %expanded_184 = tensor.expand_shape %487 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %488 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%3 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %493 = arith.maxsi %in, %c-64_i64 : i64
      %494 = arith.minsi %493, %c63_i64 : i64
      linalg.yield %494 : i64
    } -> tensor<2x8xi64>
    %489 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_184 : tensor<2x8x1xi1>) outs(%479 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %493 = arith.xori %in, %true : i1
      linalg.yield %493 : i1
    } -> tensor<2x8x1xi1>
    %490 = linalg.generic {indexing_maps = [#map5, #map24, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %cst_11, %459 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%5 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_189: f32, %in_190: f32, %out: f32):
      %493 = arith.select %in, %in_189, %in_190 : f32
      linalg.yield %493 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_185 = tensor.collapse_shape %488 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_186 = tensor.expand_shape %collapsed_185 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_187 = tensor.collapse_shape %490 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_188 = tensor.expand_shape %collapsed_187 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %491 = "tm_tensor.scatter"(%expanded_188, %expanded_186, %cst_21) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm3_arg48: f32, %tm3_arg49: f32):
      %tm3_706 = "arith.addf"(%tm3_arg49, %tm3_arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm3_706) : (f32) -> ()
    }) : (tensor<16x1x16xf32>, tensor<16x1xi64>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%274, %491 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%272 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %493 = arith.addf %in, %in_189 : f32
      linalg.yield %493 : f32
    } -> tensor<64x16xf32>
    return %253, %492, %472, %482, %461, %462, %447, %collapsed_172, %443, %collapsed_167, %439, %collapsed_162, %426, %collapsed_146, %423, %424, %409, %collapsed_142, %395, %collapsed_138, %392, %393, %378, %collapsed_134, %374, %collapsed_129, %370, %collapsed_124, %355, %collapsed_108, %352, %353, %336, %collapsed_104, %321, %collapsed_100, %318, %319, %collapsed_92, %303, %collapsed_96, %289, %290 : tensor<f32>, tensor<64x16xf32>, tensor<32x16xf32>, tensor<2x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
