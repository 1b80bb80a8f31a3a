// The training step of hf-t5 (f32), exported by
// tools/torch-export/export.py --model hf-t5 --dtype f32 (torch 2.15.0, torch-mlir 20261001, transformers 5.24.0).
// PyTorch's loss and gradients: hf-t5-f32.ref/ (docs/TorchExport.md).
// Regenerate the fixtures: scripts/export-fixtures.sh
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1) -> ()>
#map19 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map20 = affine_map<(d0, d1) -> (d0)>
#map21 = affine_map<(d0) -> ()>
#map22 = affine_map<() -> ()>
#map23 = affine_map<(d0) -> (d0, 0)>
#map24 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map25 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%input_ids: tensor<2x8xi64> {ap.input_range = array<i64: 0, 63>} loc("input_ids"),
      %attention_mask: tensor<2x8xi64> {ap.input_range = array<i64: 0, 1>} loc("attention_mask"),
      %labels: tensor<2x4xi64> {ap.input_range = array<i64: 0, 63, -100>} loc("labels"),
      %shared: tensor<64x16xf32> {ap.param} loc("shared"),
      %encoder_block_0_layer_0_SelfAttention_q: tensor<16x16xf32> {ap.param} loc("encoder_block_0_layer_0_SelfAttention_q"),
      %encoder_block_0_layer_0_SelfAttention_k: tensor<16x16xf32> {ap.param} loc("encoder_block_0_layer_0_SelfAttention_k"),
      %encoder_block_0_layer_0_SelfAttention_v: tensor<16x16xf32> {ap.param} loc("encoder_block_0_layer_0_SelfAttention_v"),
      %encoder_block_0_layer_0_SelfAttention_o: tensor<16x16xf32> {ap.param} loc("encoder_block_0_layer_0_SelfAttention_o"),
      %encoder_block_0_layer_0_SelfAttention_relative_attention_bias: tensor<8x4xf32> {ap.param} loc("encoder_block_0_layer_0_SelfAttention_relative_attention_bias"),
      %encoder_block_0_layer_0_layer_norm: tensor<16xf32> {ap.param} loc("encoder_block_0_layer_0_layer_norm"),
      %encoder_block_0_layer_1_DenseReluDense_wi: tensor<32x16xf32> {ap.param} loc("encoder_block_0_layer_1_DenseReluDense_wi"),
      %encoder_block_0_layer_1_DenseReluDense_wo: tensor<16x32xf32> {ap.param} loc("encoder_block_0_layer_1_DenseReluDense_wo"),
      %encoder_block_0_layer_1_layer_norm: tensor<16xf32> {ap.param} loc("encoder_block_0_layer_1_layer_norm"),
      %encoder_block_1_layer_0_SelfAttention_q: tensor<16x16xf32> {ap.param} loc("encoder_block_1_layer_0_SelfAttention_q"),
      %encoder_block_1_layer_0_SelfAttention_k: tensor<16x16xf32> {ap.param} loc("encoder_block_1_layer_0_SelfAttention_k"),
      %encoder_block_1_layer_0_SelfAttention_v: tensor<16x16xf32> {ap.param} loc("encoder_block_1_layer_0_SelfAttention_v"),
      %encoder_block_1_layer_0_SelfAttention_o: tensor<16x16xf32> {ap.param} loc("encoder_block_1_layer_0_SelfAttention_o"),
      %encoder_block_1_layer_0_layer_norm: tensor<16xf32> {ap.param} loc("encoder_block_1_layer_0_layer_norm"),
      %encoder_block_1_layer_1_DenseReluDense_wi: tensor<32x16xf32> {ap.param} loc("encoder_block_1_layer_1_DenseReluDense_wi"),
      %encoder_block_1_layer_1_DenseReluDense_wo: tensor<16x32xf32> {ap.param} loc("encoder_block_1_layer_1_DenseReluDense_wo"),
      %encoder_block_1_layer_1_layer_norm: tensor<16xf32> {ap.param} loc("encoder_block_1_layer_1_layer_norm"),
      %encoder_final_layer_norm: tensor<16xf32> {ap.param} loc("encoder_final_layer_norm"),
      %decoder_block_0_layer_0_SelfAttention_q: tensor<16x16xf32> {ap.param} loc("decoder_block_0_layer_0_SelfAttention_q"),
      %decoder_block_0_layer_0_SelfAttention_k: tensor<16x16xf32> {ap.param} loc("decoder_block_0_layer_0_SelfAttention_k"),
      %decoder_block_0_layer_0_SelfAttention_v: tensor<16x16xf32> {ap.param} loc("decoder_block_0_layer_0_SelfAttention_v"),
      %decoder_block_0_layer_0_SelfAttention_o: tensor<16x16xf32> {ap.param} loc("decoder_block_0_layer_0_SelfAttention_o"),
      %decoder_block_0_layer_0_SelfAttention_relative_attention_bias: tensor<8x4xf32> {ap.param} loc("decoder_block_0_layer_0_SelfAttention_relative_attention_bias"),
      %decoder_block_0_layer_0_layer_norm: tensor<16xf32> {ap.param} loc("decoder_block_0_layer_0_layer_norm"),
      %decoder_block_0_layer_1_EncDecAttention_q: tensor<16x16xf32> {ap.param} loc("decoder_block_0_layer_1_EncDecAttention_q"),
      %decoder_block_0_layer_1_EncDecAttention_k: tensor<16x16xf32> {ap.param} loc("decoder_block_0_layer_1_EncDecAttention_k"),
      %decoder_block_0_layer_1_EncDecAttention_v: tensor<16x16xf32> {ap.param} loc("decoder_block_0_layer_1_EncDecAttention_v"),
      %decoder_block_0_layer_1_EncDecAttention_o: tensor<16x16xf32> {ap.param} loc("decoder_block_0_layer_1_EncDecAttention_o"),
      %decoder_block_0_layer_1_layer_norm: tensor<16xf32> {ap.param} loc("decoder_block_0_layer_1_layer_norm"),
      %decoder_block_0_layer_2_DenseReluDense_wi: tensor<32x16xf32> {ap.param} loc("decoder_block_0_layer_2_DenseReluDense_wi"),
      %decoder_block_0_layer_2_DenseReluDense_wo: tensor<16x32xf32> {ap.param} loc("decoder_block_0_layer_2_DenseReluDense_wo"),
      %decoder_block_0_layer_2_layer_norm: tensor<16xf32> {ap.param} loc("decoder_block_0_layer_2_layer_norm"),
      %decoder_block_1_layer_0_SelfAttention_q: tensor<16x16xf32> {ap.param} loc("decoder_block_1_layer_0_SelfAttention_q"),
      %decoder_block_1_layer_0_SelfAttention_k: tensor<16x16xf32> {ap.param} loc("decoder_block_1_layer_0_SelfAttention_k"),
      %decoder_block_1_layer_0_SelfAttention_v: tensor<16x16xf32> {ap.param} loc("decoder_block_1_layer_0_SelfAttention_v"),
      %decoder_block_1_layer_0_SelfAttention_o: tensor<16x16xf32> {ap.param} loc("decoder_block_1_layer_0_SelfAttention_o"),
      %decoder_block_1_layer_0_layer_norm: tensor<16xf32> {ap.param} loc("decoder_block_1_layer_0_layer_norm"),
      %decoder_block_1_layer_1_EncDecAttention_q: tensor<16x16xf32> {ap.param} loc("decoder_block_1_layer_1_EncDecAttention_q"),
      %decoder_block_1_layer_1_EncDecAttention_k: tensor<16x16xf32> {ap.param} loc("decoder_block_1_layer_1_EncDecAttention_k"),
      %decoder_block_1_layer_1_EncDecAttention_v: tensor<16x16xf32> {ap.param} loc("decoder_block_1_layer_1_EncDecAttention_v"),
      %decoder_block_1_layer_1_EncDecAttention_o: tensor<16x16xf32> {ap.param} loc("decoder_block_1_layer_1_EncDecAttention_o"),
      %decoder_block_1_layer_1_layer_norm: tensor<16xf32> {ap.param} loc("decoder_block_1_layer_1_layer_norm"),
      %decoder_block_1_layer_2_DenseReluDense_wi: tensor<32x16xf32> {ap.param} loc("decoder_block_1_layer_2_DenseReluDense_wi"),
      %decoder_block_1_layer_2_DenseReluDense_wo: tensor<16x32xf32> {ap.param} loc("decoder_block_1_layer_2_DenseReluDense_wo"),
      %decoder_block_1_layer_2_layer_norm: tensor<16xf32> {ap.param} loc("decoder_block_1_layer_2_layer_norm"),
      %decoder_final_layer_norm: tensor<16xf32> {ap.param} loc("decoder_final_layer_norm"))
      -> (tensor<f32>,
          tensor<64x16xf32> {ap.grad_of = 3 : i64},
          tensor<16x16xf32> {ap.grad_of = 4 : i64},
          tensor<16x16xf32> {ap.grad_of = 5 : i64},
          tensor<16x16xf32> {ap.grad_of = 6 : i64},
          tensor<16x16xf32> {ap.grad_of = 7 : i64},
          tensor<8x4xf32> {ap.grad_of = 8 : i64},
          tensor<16xf32> {ap.grad_of = 9 : i64},
          tensor<32x16xf32> {ap.grad_of = 10 : i64},
          tensor<16x32xf32> {ap.grad_of = 11 : i64},
          tensor<16xf32> {ap.grad_of = 12 : i64},
          tensor<16x16xf32> {ap.grad_of = 13 : i64},
          tensor<16x16xf32> {ap.grad_of = 14 : i64},
          tensor<16x16xf32> {ap.grad_of = 15 : i64},
          tensor<16x16xf32> {ap.grad_of = 16 : i64},
          tensor<16xf32> {ap.grad_of = 17 : i64},
          tensor<32x16xf32> {ap.grad_of = 18 : i64},
          tensor<16x32xf32> {ap.grad_of = 19 : i64},
          tensor<16xf32> {ap.grad_of = 20 : i64},
          tensor<16xf32> {ap.grad_of = 21 : i64},
          tensor<16x16xf32> {ap.grad_of = 22 : i64},
          tensor<16x16xf32> {ap.grad_of = 23 : i64},
          tensor<16x16xf32> {ap.grad_of = 24 : i64},
          tensor<16x16xf32> {ap.grad_of = 25 : i64},
          tensor<8x4xf32> {ap.grad_of = 26 : i64},
          tensor<16xf32> {ap.grad_of = 27 : i64},
          tensor<16x16xf32> {ap.grad_of = 28 : i64},
          tensor<16x16xf32> {ap.grad_of = 29 : i64},
          tensor<16x16xf32> {ap.grad_of = 30 : i64},
          tensor<16x16xf32> {ap.grad_of = 31 : i64},
          tensor<16xf32> {ap.grad_of = 32 : i64},
          tensor<32x16xf32> {ap.grad_of = 33 : i64},
          tensor<16x32xf32> {ap.grad_of = 34 : i64},
          tensor<16xf32> {ap.grad_of = 35 : i64},
          tensor<16x16xf32> {ap.grad_of = 36 : i64},
          tensor<16x16xf32> {ap.grad_of = 37 : i64},
          tensor<16x16xf32> {ap.grad_of = 38 : i64},
          tensor<16x16xf32> {ap.grad_of = 39 : i64},
          tensor<16xf32> {ap.grad_of = 40 : i64},
          tensor<16x16xf32> {ap.grad_of = 41 : i64},
          tensor<16x16xf32> {ap.grad_of = 42 : i64},
          tensor<16x16xf32> {ap.grad_of = 43 : i64},
          tensor<16x16xf32> {ap.grad_of = 44 : i64},
          tensor<16xf32> {ap.grad_of = 45 : i64},
          tensor<32x16xf32> {ap.grad_of = 46 : i64},
          tensor<16x32xf32> {ap.grad_of = 47 : i64},
          tensor<16xf32> {ap.grad_of = 48 : i64},
          tensor<16xf32> {ap.grad_of = 49 : i64}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x64xf32>
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 4.1588830833596715 : f64
    %cst_3 = arith.constant 0xFFF0000000000000 : f64
    %cst_4 = arith.constant 3.4657359027997265 : f64
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<2x4x4x4xf32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<1x4x4x8xf32>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<2x4x4x8xf32>
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = arith.constant 1.600000e+01 : f32
    %cst_14 = arith.constant 2.000000e+00 : f32
    %cst_15 = arith.constant 4.000000e+00 : f32
    %cst_16 = arith.constant 2.500000e-01 : f32
    %cst_17 = arith.constant -5.000000e-01 : f32
    %c63_i64 = arith.constant 63 : i64
    %c-64_i64 = arith.constant -64 : i64
    %c-8_i64 = arith.constant -8 : i64
    %c64_i64 = arith.constant 64 : i64
    %c7_i64 = arith.constant 7 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c4_i64 = arith.constant 4 : i64
    %c3_i64 = arith.constant 3 : i64
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c8 = arith.constant 8 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_18 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_19 = arith.constant dense<0.000000e+00> : tensor<8x4xf32>
    %cst_20 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_21 = arith.constant -1.000000e+00 : f32
    %cst_22 = arith.constant dense<3> : tensor<8x8xi64>
    %cst_23 = arith.constant dense<0> : tensor<2x4xi64>
    %cst_24 = arith.constant dense<0> : tensor<i64>
    %cst_25 = arith.constant dense<0> : tensor<4x4xi64>
    %cst_26 = arith.constant dense<7> : tensor<4x4xi64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %758 = arith.index_cast %in : i64 to index
      %759 = linalg.index 2 : index
      %760 = arith.cmpi slt, %758, %c64 : index
      cf.assert %760, "index must be smaller than dim size"
      %761 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %761, "index must be larger or equal to 0"
      %extracted = tensor.extract %shared[%758, %759] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<2x8xi1>
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%attention_mask : tensor<2x8xi64>) outs(%2 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<2x8xi1>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %758 = linalg.index 0 : index
      %759 = arith.index_cast %758 : index to i64
      linalg.yield %759 : i64
    } -> tensor<2xi64>
    %6 = tensor.empty() : tensor<8xi64>
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %758 = linalg.index 0 : index
      %759 = arith.index_cast %758 : index to i64
      linalg.yield %759 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_27 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_28 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %8 = tensor.empty() : tensor<1x1x8x1xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<1x1x8x1xi1>
    %10 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x8x1xi1>) outs(%8 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<1x1x8x1xi1>
    %11 = tensor.empty() : tensor<2x1x1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_28 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%11 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_428: i64, %out: i1):
      %758 = arith.cmpi slt, %in, %c0_i64 : i64
      %759 = arith.addi %in, %c2_i64 : i64
      %760 = arith.select %758, %759, %in : i64
      %761 = arith.index_cast %760 : i64 to index
      %762 = arith.cmpi slt, %in_428, %c0_i64 : i64
      %763 = arith.addi %in_428, %c8_i64 : i64
      %764 = arith.select %762, %763, %in_428 : i64
      %765 = arith.index_cast %764 : i64 to index
      %extracted = tensor.extract %3[%761, %765] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xi1>
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x8x1xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<2x1x8x8xi1>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %16 = tensor.empty() : tensor<2x8x1xf32>
    %17 = linalg.fill ins(%cst_18 : f32) outs(%16 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<2x8x16xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %21 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %23 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%encoder_block_0_layer_0_layer_norm, %22 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %24 = tensor.empty() : tensor<16x16xf32>
    %transposed = linalg.transpose ins(%encoder_block_0_layer_0_SelfAttention_q : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %25 = linalg.fill ins(%cst_18 : f32) outs(%24 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %26 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_29 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %27 = tensor.empty() : tensor<2x4x8x4xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x8x4x4xf32>) outs(%27 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_31 = linalg.transpose ins(%encoder_block_0_layer_0_SelfAttention_k : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %28 = linalg.matmul ins(%collapsed, %transposed_31 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_32 = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_33 = linalg.transpose ins(%encoder_block_0_layer_0_SelfAttention_v : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_33 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_34 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<2x8x4x4xf32>) outs(%27 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_36 = tensor.expand_shape %7 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_37 = tensor.expand_shape %7 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %30 = tensor.empty() : tensor<8x8xi64>
    %31 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_37, %expanded_36 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%30 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_428: i64, %out: i64):
      %758 = arith.subi %in, %in_428 : i64
      linalg.yield %758 : i64
    } -> tensor<8x8xi64>
    %32 = tensor.empty() : tensor<8x8xi1>
    %33 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<8x8xi64>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<8x8xi1>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<8x8xi1>) outs(%30 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %758 = arith.extui %in : i1 to i64
      linalg.yield %758 : i64
    } -> tensor<8x8xi64>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<8x8xi64>) outs(%30 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %758 = arith.muli %in, %c4_i64 : i64
      linalg.yield %758 : i64
    } -> tensor<8x8xi64>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<8x8xi64>) outs(%30 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %758 = math.absi %in : i64
      linalg.yield %758 : i64
    } -> tensor<8x8xi64>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<8x8xi64>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi slt, %in, %c2_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<8x8xi1>
    %38 = tensor.empty() : tensor<8x8xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<8x8xi64>) outs(%38 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %758 = arith.sitofp %in : i64 to f32
      linalg.yield %758 : f32
    } -> tensor<8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xf32>) outs(%38 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<8x8xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<8x8xf32>) outs(%38 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.log %in : f32
      linalg.yield %758 : f32
    } -> tensor<8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x8xf32>) outs(%38 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_2 : f64 to f32
      %759 = arith.divf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<8x8xf32>) outs(%38 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<8x8xf32>) outs(%30 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %758 = arith.fptosi %in : f32 to i64
      linalg.yield %758 : i64
    } -> tensor<8x8xi64>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x8xi64>) outs(%30 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %758 = arith.addi %in, %c2_i64 : i64
      linalg.yield %758 : i64
    } -> tensor<8x8xi64>
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%45, %cst_22 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%30 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_428: i64, %out: i64):
      %758 = arith.minsi %in, %in_428 : i64
      linalg.yield %758 : i64
    } -> tensor<8x8xi64>
    %47 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37, %36, %46 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%30 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_428: i64, %in_429: i64, %out: i64):
      %758 = arith.select %in, %in_428, %in_429 : i64
      linalg.yield %758 : i64
    } -> tensor<8x8xi64>
    %48 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%35, %47 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%30 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_428: i64, %out: i64):
      %758 = arith.addi %in, %in_428 : i64
      linalg.yield %758 : i64
    } -> tensor<8x8xi64>
    %49 = tensor.empty() : tensor<8x8x4xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<8x8xi64>) outs(%49 : tensor<8x8x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %758 = arith.index_cast %in : i64 to index
      %759 = linalg.index 2 : index
      %760 = arith.cmpi slt, %758, %c8 : index
      cf.assert %760, "index must be smaller than dim size"
      %761 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %761, "index must be larger or equal to 0"
      %extracted = tensor.extract %encoder_block_0_layer_0_SelfAttention_relative_attention_bias[%758, %759] : tensor<8x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x4xf32>
    %51 = tensor.empty() : tensor<4x8x8xf32>
    %transposed_38 = linalg.transpose ins(%50 : tensor<8x8x4xf32>) outs(%51 : tensor<4x8x8xf32>) permutation = [2, 0, 1] 
    %expanded_39 = tensor.expand_shape %transposed_38 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %52 = tensor.empty() : tensor<2x4x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_39, %cst_6 : tensor<2x1x8x8xi1>, tensor<1x4x8x8xf32>, tensor<f32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %54 = tensor.empty() : tensor<2x4x4x8xf32>
    %transposed_40 = linalg.transpose ins(%expanded_32 : tensor<2x8x4x4xf32>) outs(%54 : tensor<2x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_41 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %55 = tensor.empty() : tensor<8x8x8xf32>
    %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %57 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%56 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_43 = tensor.expand_shape %57 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %53 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %59 = tensor.empty() : tensor<2x4x8xi64>
    %60 = linalg.fill ins(%c0_i64 : i64) outs(%59 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %61 = tensor.empty() : tensor<2x4x8xf32>
    %62 = linalg.fill ins(%cst_0 : f32) outs(%61 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %63:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x4x8x8xf32>) outs(%62, %60 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_428: i64):
      %758 = linalg.index 3 : index
      %759 = arith.index_cast %758 : index to i64
      %760 = arith.maximumf %in, %out : f32
      %761 = arith.cmpf ogt, %in, %out : f32
      %762 = arith.select %761, %759, %out_428 : i64
      linalg.yield %760, %762 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_44 = tensor.expand_shape %63#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_44 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<2x4x8x8xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.exp %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %66 = tensor.empty() : tensor<2x4x8x1xf32>
    %67 = linalg.fill ins(%cst_18 : f32) outs(%66 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<2x4x8x8xf32>) outs(%67 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %68 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.divf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %70 = tensor.empty() : tensor<2x4x8x8xi1>
    %71 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<2x4x8x8xf32>) outs(%70 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %758 = arith.extf %in : f32 to f64
      %759 = arith.cmpf oeq, %758, %cst_3 : f64
      linalg.yield %759 : i1
    } -> tensor<2x4x8x8xi1>
    %72 = tensor.empty() : tensor<2x4x8x1xi1>
    %73 = linalg.fill ins(%true : i1) outs(%72 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %74 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<2x4x8x8xi1>) outs(%73 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %758 = arith.andi %in, %out : i1
      linalg.yield %758 : i1
    } -> tensor<2x4x8x1xi1>
    %75 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %cst_7, %69 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_45 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_46 = tensor.collapse_shape %transposed_35 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %76 = linalg.fill ins(%cst_18 : f32) outs(%49 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %77 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%76 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_47 = tensor.expand_shape %77 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %78 = tensor.empty() : tensor<2x8x4x4xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x4x8x4xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%encoder_block_0_layer_0_SelfAttention_o : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %79 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_51 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_51 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<2x8x16xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %85 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%encoder_block_0_layer_1_layer_norm, %86 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %88 = tensor.empty() : tensor<16x32xf32>
    %transposed_52 = linalg.transpose ins(%encoder_block_0_layer_1_DenseReluDense_wi : tensor<32x16xf32>) outs(%88 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %89 = linalg.fill ins(%cst_18 : f32) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %90 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_54 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %91 = tensor.empty() : tensor<2x8x32xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x8x32xf32>) outs(%91 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.cmpf ugt, %in, %cst_18 : f32
      %759 = arith.select %758, %in, %cst_18 : f32
      linalg.yield %759 : f32
    } -> tensor<2x8x32xf32>
    %93 = tensor.empty() : tensor<32x16xf32>
    %transposed_55 = linalg.transpose ins(%encoder_block_0_layer_1_DenseReluDense_wo : tensor<16x32xf32>) outs(%93 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_56 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %94 = linalg.matmul ins(%collapsed_56, %transposed_55 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_57 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %expanded_57 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<2x8x16xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %100 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %102 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%encoder_block_1_layer_0_layer_norm, %101 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %transposed_58 = linalg.transpose ins(%encoder_block_1_layer_0_SelfAttention_q : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_59 = tensor.collapse_shape %102 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %103 = linalg.matmul ins(%collapsed_59, %transposed_58 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_60 = tensor.expand_shape %103 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x8x4x4xf32>) outs(%27 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_62 = linalg.transpose ins(%encoder_block_1_layer_0_SelfAttention_k : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %104 = linalg.matmul ins(%collapsed_59, %transposed_62 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_63 = tensor.expand_shape %104 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_64 = linalg.transpose ins(%encoder_block_1_layer_0_SelfAttention_v : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %105 = linalg.matmul ins(%collapsed_59, %transposed_64 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_65 = tensor.expand_shape %105 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<2x8x4x4xf32>) outs(%27 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_67 = linalg.transpose ins(%expanded_63 : tensor<2x8x4x4xf32>) outs(%54 : tensor<2x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_68 = tensor.collapse_shape %transposed_61 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_69 = tensor.collapse_shape %transposed_67 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %106 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%56 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_70 = tensor.expand_shape %106 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70, %53 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %108:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%107 : tensor<2x4x8x8xf32>) outs(%62, %60 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_428: i64):
      %758 = linalg.index 3 : index
      %759 = arith.index_cast %758 : index to i64
      %760 = arith.maximumf %in, %out : f32
      %761 = arith.cmpf ogt, %in, %out : f32
      %762 = arith.select %761, %759, %out_428 : i64
      linalg.yield %760, %762 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_71 = tensor.expand_shape %108#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_71 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<2x4x8x8xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.exp %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%110 : tensor<2x4x8x8xf32>) outs(%67 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %111 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.divf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<2x4x8x8xf32>) outs(%70 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %758 = arith.extf %in : f32 to f64
      %759 = arith.cmpf oeq, %758, %cst_3 : f64
      linalg.yield %759 : i1
    } -> tensor<2x4x8x8xi1>
    %114 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<2x4x8x8xi1>) outs(%73 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %758 = arith.andi %in, %out : i1
      linalg.yield %758 : i1
    } -> tensor<2x4x8x1xi1>
    %115 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %cst_7, %112 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_72 = tensor.collapse_shape %115 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_73 = tensor.collapse_shape %transposed_66 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %116 = linalg.batch_matmul ins(%collapsed_72, %collapsed_73 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%76 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_74 = tensor.expand_shape %116 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<2x4x8x4xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_76 = linalg.transpose ins(%encoder_block_1_layer_0_SelfAttention_o : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_77 = tensor.collapse_shape %transposed_75 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %117 = linalg.matmul ins(%collapsed_77, %transposed_76 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_78 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %expanded_78 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<2x8x16xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %123 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %125 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%encoder_block_1_layer_1_layer_norm, %124 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %transposed_79 = linalg.transpose ins(%encoder_block_1_layer_1_DenseReluDense_wi : tensor<32x16xf32>) outs(%88 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %125 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %126 = linalg.matmul ins(%collapsed_80, %transposed_79 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_81 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<2x8x32xf32>) outs(%91 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.cmpf ugt, %in, %cst_18 : f32
      %759 = arith.select %758, %in, %cst_18 : f32
      linalg.yield %759 : f32
    } -> tensor<2x8x32xf32>
    %transposed_82 = linalg.transpose ins(%encoder_block_1_layer_1_DenseReluDense_wo : tensor<16x32xf32>) outs(%93 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %127 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %128 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_84 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %expanded_84 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<2x8x16xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %134 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %136 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%encoder_final_layer_norm, %135 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %extracted_slice = tensor.extract_slice %labels[0, 0] [2, 3] [1, 1] : tensor<2x4xi64> to tensor<2x3xi64>
    %inserted_slice = tensor.insert_slice %extracted_slice into %cst_23[0, 1] [2, 3] [1, 1] : tensor<2x3xi64> into tensor<2x4xi64>
    %137 = tensor.empty() : tensor<4xi64>
    %138 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%137 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %758 = linalg.index 0 : index
      %759 = arith.index_cast %758 : index to i64
      linalg.yield %759 : i64
    } -> tensor<4xi64>
    %expanded_85 = tensor.expand_shape %138 [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64>
    %139 = tensor.empty() : tensor<1x4xi1>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_85 : tensor<1x4xi64>) outs(%139 : tensor<1x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<1x4xi1>
    %141 = tensor.empty() : tensor<2x4xi64>
    %142 = linalg.generic {indexing_maps = [#map12, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%140, %cst_23, %inserted_slice : tensor<1x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) outs(%141 : tensor<2x4xi64>) {
    ^bb0(%in: i1, %in_428: i64, %in_429: i64, %out: i64):
      %758 = arith.select %in, %in_428, %in_429 : i64
      linalg.yield %758 : i64
    } -> tensor<2x4xi64>
    %143 = tensor.empty() : tensor<2x4xi1>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<2x4xi64>) outs(%143 : tensor<2x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi eq, %in, %c-100_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<2x4xi1>
    %145 = linalg.generic {indexing_maps = [#map2, #map18, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%144, %cst_24, %142 : tensor<2x4xi1>, tensor<i64>, tensor<2x4xi64>) outs(%141 : tensor<2x4xi64>) {
    ^bb0(%in: i1, %in_428: i64, %in_429: i64, %out: i64):
      %758 = arith.select %in, %in_428, %in_429 : i64
      linalg.yield %758 : i64
    } -> tensor<2x4xi64>
    %146 = tensor.empty() : tensor<2x4x16xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x4xi64>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %758 = arith.index_cast %in : i64 to index
      %759 = linalg.index 2 : index
      %760 = arith.cmpi slt, %758, %c64 : index
      cf.assert %760, "index must be smaller than dim size"
      %761 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %761, "index must be larger or equal to 0"
      %extracted = tensor.extract %shared[%758, %759] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x16xf32>
    %expanded_86 = tensor.expand_shape %138 [[0, 1, 2, 3]] output_shape [1, 1, 4, 1] : tensor<4xi64> into tensor<1x1x4x1xi64>
    %expanded_87 = tensor.expand_shape %138 [[0, 1, 2, 3]] output_shape [1, 1, 1, 4] : tensor<4xi64> into tensor<1x1x1x4xi64>
    %148 = tensor.empty() : tensor<1x1x4x4xi1>
    %149 = linalg.generic {indexing_maps = [#map9, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_87, %expanded_86 : tensor<1x1x1x4xi64>, tensor<1x1x4x1xi64>) outs(%148 : tensor<1x1x4x4xi1>) {
    ^bb0(%in: i64, %in_428: i64, %out: i1):
      %758 = arith.cmpi sle, %in, %in_428 : i64
      linalg.yield %758 : i1
    } -> tensor<1x1x4x4xi1>
    %150 = tensor.empty() : tensor<2x1x4x4xi1>
    %collapsed_88 = tensor.collapse_shape %149 [[0, 1], [2], [3]] : tensor<1x1x4x4xi1> into tensor<1x4x4xi1>
    %151 = linalg.generic {indexing_maps = [#map19, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_88 : tensor<1x4x4xi1>) outs(%150 : tensor<2x1x4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x4x4xi1>
    %152 = tensor.empty() : tensor<1x1x4x1xi1>
    %153 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<1x1x4x1xi64>) outs(%152 : tensor<1x1x4x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<1x1x4x1xi1>
    %154 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %153 : tensor<i1>, tensor<1x1x4x1xi1>) outs(%152 : tensor<1x1x4x1xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<1x1x4x1xi1>
    %155 = tensor.empty() : tensor<2x1x4x8xi1>
    %156 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %12 : tensor<1x1x4x1xi1>, tensor<2x1x1x8xi1>) outs(%155 : tensor<2x1x4x8xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<2x1x4x8xi1>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %158 = tensor.empty() : tensor<2x4x1xf32>
    %159 = linalg.fill ins(%cst_18 : f32) outs(%158 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x4x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %163 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %165 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%decoder_block_0_layer_0_layer_norm, %164 : tensor<16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %transposed_89 = linalg.transpose ins(%decoder_block_0_layer_0_SelfAttention_q : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %165 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %166 = tensor.empty() : tensor<8x16xf32>
    %167 = linalg.fill ins(%cst_18 : f32) outs(%166 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %168 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_91 = tensor.expand_shape %168 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %169 = tensor.empty() : tensor<2x4x4x4xf32>
    %transposed_92 = linalg.transpose ins(%expanded_91 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_93 = linalg.transpose ins(%decoder_block_0_layer_0_SelfAttention_k : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %170 = linalg.matmul ins(%collapsed_90, %transposed_93 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_94 = tensor.expand_shape %170 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_95 = linalg.transpose ins(%decoder_block_0_layer_0_SelfAttention_v : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %171 = linalg.matmul ins(%collapsed_90, %transposed_95 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_96 = tensor.expand_shape %171 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_98 = tensor.expand_shape %138 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %172 = tensor.empty() : tensor<4x4xi64>
    %173 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_85, %expanded_98 : tensor<1x4xi64>, tensor<4x1xi64>) outs(%172 : tensor<4x4xi64>) {
    ^bb0(%in: i64, %in_428: i64, %out: i64):
      %758 = arith.subi %in, %in_428 : i64
      linalg.yield %758 : i64
    } -> tensor<4x4xi64>
    %174 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%173, %cst_25 : tensor<4x4xi64>, tensor<4x4xi64>) outs(%172 : tensor<4x4xi64>) {
    ^bb0(%in: i64, %in_428: i64, %out: i64):
      %758 = arith.minsi %in, %in_428 : i64
      linalg.yield %758 : i64
    } -> tensor<4x4xi64>
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%174 : tensor<4x4xi64>) outs(%172 : tensor<4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %758 = arith.sitofp %in : i64 to f32
      %759 = arith.negf %758 : f32
      %760 = arith.fptosi %759 : f32 to i64
      linalg.yield %760 : i64
    } -> tensor<4x4xi64>
    %176 = tensor.empty() : tensor<4x4xi1>
    %177 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%175 : tensor<4x4xi64>) outs(%176 : tensor<4x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi slt, %in, %c4_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<4x4xi1>
    %178 = tensor.empty() : tensor<4x4xf32>
    %179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%175 : tensor<4x4xi64>) outs(%178 : tensor<4x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %758 = arith.sitofp %in : i64 to f32
      linalg.yield %758 : f32
    } -> tensor<4x4xf32>
    %180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%179 : tensor<4x4xf32>) outs(%178 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_15 : f32
      linalg.yield %758 : f32
    } -> tensor<4x4xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<4x4xf32>) outs(%178 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.log %in : f32
      linalg.yield %758 : f32
    } -> tensor<4x4xf32>
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%181 : tensor<4x4xf32>) outs(%178 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_4 : f64 to f32
      %759 = arith.divf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<4x4xf32>
    %183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<4x4xf32>) outs(%178 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_15 : f32
      linalg.yield %758 : f32
    } -> tensor<4x4xf32>
    %184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%183 : tensor<4x4xf32>) outs(%172 : tensor<4x4xi64>) {
    ^bb0(%in: f32, %out: i64):
      %758 = arith.fptosi %in : f32 to i64
      linalg.yield %758 : i64
    } -> tensor<4x4xi64>
    %185 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<4x4xi64>) outs(%172 : tensor<4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %758 = arith.addi %in, %c4_i64 : i64
      linalg.yield %758 : i64
    } -> tensor<4x4xi64>
    %186 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%185, %cst_26 : tensor<4x4xi64>, tensor<4x4xi64>) outs(%172 : tensor<4x4xi64>) {
    ^bb0(%in: i64, %in_428: i64, %out: i64):
      %758 = arith.minsi %in, %in_428 : i64
      linalg.yield %758 : i64
    } -> tensor<4x4xi64>
    %187 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%177, %175, %186 : tensor<4x4xi1>, tensor<4x4xi64>, tensor<4x4xi64>) outs(%172 : tensor<4x4xi64>) {
    ^bb0(%in: i1, %in_428: i64, %in_429: i64, %out: i64):
      %758 = arith.select %in, %in_428, %in_429 : i64
      linalg.yield %758 : i64
    } -> tensor<4x4xi64>
    %188 = tensor.empty() : tensor<4x4x4xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<4x4xi64>) outs(%188 : tensor<4x4x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %758 = arith.index_cast %in : i64 to index
      %759 = linalg.index 2 : index
      %760 = arith.cmpi slt, %758, %c8 : index
      cf.assert %760, "index must be smaller than dim size"
      %761 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %761, "index must be larger or equal to 0"
      %extracted = tensor.extract %decoder_block_0_layer_0_SelfAttention_relative_attention_bias[%758, %759] : tensor<8x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x4x4xf32>
    %transposed_99 = linalg.transpose ins(%189 : tensor<4x4x4xf32>) outs(%188 : tensor<4x4x4xf32>) permutation = [2, 0, 1] 
    %expanded_100 = tensor.expand_shape %transposed_99 [[0, 1], [2], [3]] output_shape [1, 4, 4, 4] : tensor<4x4x4xf32> into tensor<1x4x4x4xf32>
    %190 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_100, %cst_6 : tensor<2x1x4x4xi1>, tensor<1x4x4x4xf32>, tensor<f32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %transposed_101 = linalg.transpose ins(%expanded_94 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_102 = tensor.collapse_shape %transposed_92 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_103 = tensor.collapse_shape %transposed_101 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %191 = tensor.empty() : tensor<8x4x4xf32>
    %192 = linalg.fill ins(%cst_18 : f32) outs(%191 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %193 = linalg.batch_matmul ins(%collapsed_102, %collapsed_103 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_104 = tensor.expand_shape %193 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %190 : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %195 = tensor.empty() : tensor<2x4x4xi64>
    %196 = linalg.fill ins(%c0_i64 : i64) outs(%195 : tensor<2x4x4xi64>) -> tensor<2x4x4xi64>
    %197 = tensor.empty() : tensor<2x4x4xf32>
    %198 = linalg.fill ins(%cst_0 : f32) outs(%197 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %199:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%194 : tensor<2x4x4x4xf32>) outs(%198, %196 : tensor<2x4x4xf32>, tensor<2x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_428: i64):
      %758 = linalg.index 3 : index
      %759 = arith.index_cast %758 : index to i64
      %760 = arith.maximumf %in, %out : f32
      %761 = arith.cmpf ogt, %in, %out : f32
      %762 = arith.select %761, %759, %out_428 : i64
      linalg.yield %760, %762 : f32, i64
    } -> (tensor<2x4x4xf32>, tensor<2x4x4xi64>)
    %expanded_105 = tensor.expand_shape %199#0 [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf32> into tensor<2x4x4x1xf32>
    %200 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_105 : tensor<2x4x4x4xf32>, tensor<2x4x4x1xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.exp %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %202 = tensor.empty() : tensor<2x4x4x1xf32>
    %203 = linalg.fill ins(%cst_18 : f32) outs(%202 : tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%201 : tensor<2x4x4x4xf32>) outs(%203 : tensor<2x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x1xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %204 : tensor<2x4x4x4xf32>, tensor<2x4x4x1xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.divf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %206 = tensor.empty() : tensor<2x4x4x4xi1>
    %207 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<2x4x4x4xf32>) outs(%206 : tensor<2x4x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %758 = arith.extf %in : f32 to f64
      %759 = arith.cmpf oeq, %758, %cst_3 : f64
      linalg.yield %759 : i1
    } -> tensor<2x4x4x4xi1>
    %208 = tensor.empty() : tensor<2x4x4x1xi1>
    %209 = linalg.fill ins(%true : i1) outs(%208 : tensor<2x4x4x1xi1>) -> tensor<2x4x4x1xi1>
    %210 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%207 : tensor<2x4x4x4xi1>) outs(%209 : tensor<2x4x4x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %758 = arith.andi %in, %out : i1
      linalg.yield %758 : i1
    } -> tensor<2x4x4x1xi1>
    %211 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %cst_8, %205 : tensor<2x4x4x1xi1>, tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %collapsed_106 = tensor.collapse_shape %211 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_107 = tensor.collapse_shape %transposed_97 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %212 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_108 = tensor.expand_shape %212 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %transposed_109 = linalg.transpose ins(%expanded_108 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_110 = linalg.transpose ins(%decoder_block_0_layer_0_SelfAttention_o : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_111 = tensor.collapse_shape %transposed_109 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %213 = linalg.matmul ins(%collapsed_111, %transposed_110 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_112 = tensor.expand_shape %213 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %expanded_112 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%215 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x4x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %219 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %221 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%decoder_block_0_layer_1_layer_norm, %220 : tensor<16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %transposed_113 = linalg.transpose ins(%decoder_block_0_layer_1_EncDecAttention_q : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_114 = tensor.collapse_shape %221 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %222 = linalg.matmul ins(%collapsed_114, %transposed_113 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_115 = tensor.expand_shape %222 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_116 = linalg.transpose ins(%expanded_115 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_117 = linalg.transpose ins(%decoder_block_0_layer_1_EncDecAttention_k : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_118 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %223 = linalg.matmul ins(%collapsed_118, %transposed_117 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_119 = tensor.expand_shape %223 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_120 = linalg.transpose ins(%decoder_block_0_layer_1_EncDecAttention_v : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %224 = linalg.matmul ins(%collapsed_118, %transposed_120 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_121 = tensor.expand_shape %224 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_122 = linalg.transpose ins(%expanded_121 : tensor<2x8x4x4xf32>) outs(%27 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %225 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %cst_9, %cst_6 : tensor<2x1x4x8xi1>, tensor<1x4x4x8xf32>, tensor<f32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_123 = linalg.transpose ins(%expanded_119 : tensor<2x8x4x4xf32>) outs(%54 : tensor<2x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_124 = tensor.collapse_shape %transposed_116 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_125 = tensor.collapse_shape %transposed_123 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %226 = tensor.empty() : tensor<8x4x8xf32>
    %227 = linalg.fill ins(%cst_18 : f32) outs(%226 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %228 = linalg.batch_matmul ins(%collapsed_124, %collapsed_125 : tensor<8x4x4xf32>, tensor<8x4x8xf32>) outs(%227 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %expanded_126 = tensor.expand_shape %228 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_126, %225 : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %230:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%229 : tensor<2x4x4x8xf32>) outs(%198, %196 : tensor<2x4x4xf32>, tensor<2x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_428: i64):
      %758 = linalg.index 3 : index
      %759 = arith.index_cast %758 : index to i64
      %760 = arith.maximumf %in, %out : f32
      %761 = arith.cmpf ogt, %in, %out : f32
      %762 = arith.select %761, %759, %out_428 : i64
      linalg.yield %760, %762 : f32, i64
    } -> (tensor<2x4x4xf32>, tensor<2x4x4xi64>)
    %expanded_127 = tensor.expand_shape %230#0 [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf32> into tensor<2x4x4x1xf32>
    %231 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_127 : tensor<2x4x4x8xf32>, tensor<2x4x4x1xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %232 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<2x4x4x8xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.exp %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %233 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%232 : tensor<2x4x4x8xf32>) outs(%203 : tensor<2x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x1xf32>
    %234 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %233 : tensor<2x4x4x8xf32>, tensor<2x4x4x1xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.divf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %235 = tensor.empty() : tensor<2x4x4x8xi1>
    %236 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229 : tensor<2x4x4x8xf32>) outs(%235 : tensor<2x4x4x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %758 = arith.extf %in : f32 to f64
      %759 = arith.cmpf oeq, %758, %cst_3 : f64
      linalg.yield %759 : i1
    } -> tensor<2x4x4x8xi1>
    %237 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%236 : tensor<2x4x4x8xi1>) outs(%209 : tensor<2x4x4x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %758 = arith.andi %in, %out : i1
      linalg.yield %758 : i1
    } -> tensor<2x4x4x1xi1>
    %238 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %cst_10, %234 : tensor<2x4x4x1xi1>, tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_128 = tensor.collapse_shape %238 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %collapsed_129 = tensor.collapse_shape %transposed_122 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %239 = linalg.batch_matmul ins(%collapsed_128, %collapsed_129 : tensor<8x4x8xf32>, tensor<8x8x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_130 = tensor.expand_shape %239 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %transposed_131 = linalg.transpose ins(%expanded_130 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_132 = linalg.transpose ins(%decoder_block_0_layer_1_EncDecAttention_o : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_133 = tensor.collapse_shape %transposed_131 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %240 = linalg.matmul ins(%collapsed_133, %transposed_132 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_134 = tensor.expand_shape %240 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %expanded_134 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%242 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x4x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %246 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %248 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%decoder_block_0_layer_2_layer_norm, %247 : tensor<16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %transposed_135 = linalg.transpose ins(%decoder_block_0_layer_2_DenseReluDense_wi : tensor<32x16xf32>) outs(%88 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_136 = tensor.collapse_shape %248 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %249 = tensor.empty() : tensor<8x32xf32>
    %250 = linalg.fill ins(%cst_18 : f32) outs(%249 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %251 = linalg.matmul ins(%collapsed_136, %transposed_135 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%250 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_137 = tensor.expand_shape %251 [[0, 1], [2]] output_shape [2, 4, 32] : tensor<8x32xf32> into tensor<2x4x32xf32>
    %252 = tensor.empty() : tensor<2x4x32xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137 : tensor<2x4x32xf32>) outs(%252 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.cmpf ugt, %in, %cst_18 : f32
      %759 = arith.select %758, %in, %cst_18 : f32
      linalg.yield %759 : f32
    } -> tensor<2x4x32xf32>
    %transposed_138 = linalg.transpose ins(%decoder_block_0_layer_2_DenseReluDense_wo : tensor<16x32xf32>) outs(%93 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_139 = tensor.collapse_shape %253 [[0, 1], [2]] : tensor<2x4x32xf32> into tensor<8x32xf32>
    %254 = linalg.matmul ins(%collapsed_139, %transposed_138 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_140 = tensor.expand_shape %254 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %expanded_140 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%256 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x4x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %260 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %262 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%decoder_block_1_layer_0_layer_norm, %261 : tensor<16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %transposed_141 = linalg.transpose ins(%decoder_block_1_layer_0_SelfAttention_q : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_142 = tensor.collapse_shape %262 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %263 = linalg.matmul ins(%collapsed_142, %transposed_141 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_143 = tensor.expand_shape %263 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_144 = linalg.transpose ins(%expanded_143 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_145 = linalg.transpose ins(%decoder_block_1_layer_0_SelfAttention_k : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %264 = linalg.matmul ins(%collapsed_142, %transposed_145 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_146 = tensor.expand_shape %264 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_147 = linalg.transpose ins(%decoder_block_1_layer_0_SelfAttention_v : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %265 = linalg.matmul ins(%collapsed_142, %transposed_147 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_148 = tensor.expand_shape %265 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_149 = linalg.transpose ins(%expanded_148 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_150 = linalg.transpose ins(%expanded_146 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_151 = tensor.collapse_shape %transposed_144 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_152 = tensor.collapse_shape %transposed_150 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %266 = linalg.batch_matmul ins(%collapsed_151, %collapsed_152 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_153 = tensor.expand_shape %266 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %267 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153, %190 : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %268:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%267 : tensor<2x4x4x4xf32>) outs(%198, %196 : tensor<2x4x4xf32>, tensor<2x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_428: i64):
      %758 = linalg.index 3 : index
      %759 = arith.index_cast %758 : index to i64
      %760 = arith.maximumf %in, %out : f32
      %761 = arith.cmpf ogt, %in, %out : f32
      %762 = arith.select %761, %759, %out_428 : i64
      linalg.yield %760, %762 : f32, i64
    } -> (tensor<2x4x4xf32>, tensor<2x4x4xi64>)
    %expanded_154 = tensor.expand_shape %268#0 [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf32> into tensor<2x4x4x1xf32>
    %269 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_154 : tensor<2x4x4x4xf32>, tensor<2x4x4x1xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %270 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.exp %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %271 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%270 : tensor<2x4x4x4xf32>) outs(%203 : tensor<2x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x1xf32>
    %272 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %271 : tensor<2x4x4x4xf32>, tensor<2x4x4x1xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.divf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %273 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267 : tensor<2x4x4x4xf32>) outs(%206 : tensor<2x4x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %758 = arith.extf %in : f32 to f64
      %759 = arith.cmpf oeq, %758, %cst_3 : f64
      linalg.yield %759 : i1
    } -> tensor<2x4x4x4xi1>
    %274 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%273 : tensor<2x4x4x4xi1>) outs(%209 : tensor<2x4x4x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %758 = arith.andi %in, %out : i1
      linalg.yield %758 : i1
    } -> tensor<2x4x4x1xi1>
    %275 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %cst_8, %272 : tensor<2x4x4x1xi1>, tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %collapsed_155 = tensor.collapse_shape %275 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_156 = tensor.collapse_shape %transposed_149 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %276 = linalg.batch_matmul ins(%collapsed_155, %collapsed_156 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_157 = tensor.expand_shape %276 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %transposed_158 = linalg.transpose ins(%expanded_157 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_159 = linalg.transpose ins(%decoder_block_1_layer_0_SelfAttention_o : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_160 = tensor.collapse_shape %transposed_158 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %277 = linalg.matmul ins(%collapsed_160, %transposed_159 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_161 = tensor.expand_shape %277 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %expanded_161 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%279 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x4x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %283 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %285 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%decoder_block_1_layer_1_layer_norm, %284 : tensor<16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %transposed_162 = linalg.transpose ins(%decoder_block_1_layer_1_EncDecAttention_q : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_163 = tensor.collapse_shape %285 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %286 = linalg.matmul ins(%collapsed_163, %transposed_162 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_164 = tensor.expand_shape %286 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_165 = linalg.transpose ins(%expanded_164 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_166 = linalg.transpose ins(%decoder_block_1_layer_1_EncDecAttention_k : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %287 = linalg.matmul ins(%collapsed_118, %transposed_166 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_167 = tensor.expand_shape %287 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_168 = linalg.transpose ins(%decoder_block_1_layer_1_EncDecAttention_v : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %288 = linalg.matmul ins(%collapsed_118, %transposed_168 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_169 = tensor.expand_shape %288 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_170 = linalg.transpose ins(%expanded_169 : tensor<2x8x4x4xf32>) outs(%27 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_171 = linalg.transpose ins(%expanded_167 : tensor<2x8x4x4xf32>) outs(%54 : tensor<2x4x4x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_172 = tensor.collapse_shape %transposed_165 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_173 = tensor.collapse_shape %transposed_171 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %289 = linalg.batch_matmul ins(%collapsed_172, %collapsed_173 : tensor<8x4x4xf32>, tensor<8x4x8xf32>) outs(%227 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %expanded_174 = tensor.expand_shape %289 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %290 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_174, %225 : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %291:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%290 : tensor<2x4x4x8xf32>) outs(%198, %196 : tensor<2x4x4xf32>, tensor<2x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_428: i64):
      %758 = linalg.index 3 : index
      %759 = arith.index_cast %758 : index to i64
      %760 = arith.maximumf %in, %out : f32
      %761 = arith.cmpf ogt, %in, %out : f32
      %762 = arith.select %761, %759, %out_428 : i64
      linalg.yield %760, %762 : f32, i64
    } -> (tensor<2x4x4xf32>, tensor<2x4x4xi64>)
    %expanded_175 = tensor.expand_shape %291#0 [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf32> into tensor<2x4x4x1xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %expanded_175 : tensor<2x4x4x8xf32>, tensor<2x4x4x1xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<2x4x4x8xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.exp %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %294 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%293 : tensor<2x4x4x8xf32>) outs(%203 : tensor<2x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x1xf32>
    %295 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %294 : tensor<2x4x4x8xf32>, tensor<2x4x4x1xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.divf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %296 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<2x4x4x8xf32>) outs(%235 : tensor<2x4x4x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %758 = arith.extf %in : f32 to f64
      %759 = arith.cmpf oeq, %758, %cst_3 : f64
      linalg.yield %759 : i1
    } -> tensor<2x4x4x8xi1>
    %297 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%296 : tensor<2x4x4x8xi1>) outs(%209 : tensor<2x4x4x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %758 = arith.andi %in, %out : i1
      linalg.yield %758 : i1
    } -> tensor<2x4x4x1xi1>
    %298 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %cst_10, %295 : tensor<2x4x4x1xi1>, tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_176 = tensor.collapse_shape %298 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %collapsed_177 = tensor.collapse_shape %transposed_170 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %299 = linalg.batch_matmul ins(%collapsed_176, %collapsed_177 : tensor<8x4x8xf32>, tensor<8x8x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_178 = tensor.expand_shape %299 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %transposed_179 = linalg.transpose ins(%expanded_178 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_180 = linalg.transpose ins(%decoder_block_1_layer_1_EncDecAttention_o : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_181 = tensor.collapse_shape %transposed_179 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %300 = linalg.matmul ins(%collapsed_181, %transposed_180 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_182 = tensor.expand_shape %300 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %expanded_182 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%302 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x4x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %306 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %308 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%decoder_block_1_layer_2_layer_norm, %307 : tensor<16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %transposed_183 = linalg.transpose ins(%decoder_block_1_layer_2_DenseReluDense_wi : tensor<32x16xf32>) outs(%88 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_184 = tensor.collapse_shape %308 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %309 = linalg.matmul ins(%collapsed_184, %transposed_183 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%250 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_185 = tensor.expand_shape %309 [[0, 1], [2]] output_shape [2, 4, 32] : tensor<8x32xf32> into tensor<2x4x32xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_185 : tensor<2x4x32xf32>) outs(%252 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.cmpf ugt, %in, %cst_18 : f32
      %759 = arith.select %758, %in, %cst_18 : f32
      linalg.yield %759 : f32
    } -> tensor<2x4x32xf32>
    %transposed_186 = linalg.transpose ins(%decoder_block_1_layer_2_DenseReluDense_wo : tensor<16x32xf32>) outs(%93 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_187 = tensor.collapse_shape %310 [[0, 1], [2]] : tensor<2x4x32xf32> into tensor<8x32xf32>
    %311 = linalg.matmul ins(%collapsed_187, %transposed_186 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_188 = tensor.expand_shape %311 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %expanded_188 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%313 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.truncf %cst_1 : f64 to f32
      %759 = arith.addf %in, %758 : f32
      linalg.yield %759 : f32
    } -> tensor<2x4x1xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.rsqrt %in : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %317 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %319 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%decoder_final_layer_norm, %318 : tensor<16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_16 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %321 = tensor.empty() : tensor<16x64xf32>
    %transposed_189 = linalg.transpose ins(%shared : tensor<64x16xf32>) outs(%321 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_190 = tensor.collapse_shape %320 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %322 = tensor.empty() : tensor<8x64xf32>
    %323 = linalg.fill ins(%cst_18 : f32) outs(%322 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %324 = linalg.matmul ins(%collapsed_190, %transposed_189 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%323 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %collapsed_191 = tensor.collapse_shape %labels [[0, 1]] : tensor<2x4xi64> into tensor<8xi64>
    %325 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<8xi64>) -> tensor<8xi64>
    %326 = tensor.empty() : tensor<8xf32>
    %327 = linalg.fill ins(%cst_0 : f32) outs(%326 : tensor<8xf32>) -> tensor<8xf32>
    %328:2 = linalg.generic {indexing_maps = [#map2, #map20, #map20], iterator_types = ["parallel", "reduction"]} ins(%324 : tensor<8x64xf32>) outs(%327, %325 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_428: i64):
      %758 = linalg.index 1 : index
      %759 = arith.index_cast %758 : index to i64
      %760 = arith.maximumf %in, %out : f32
      %761 = arith.cmpf ogt, %in, %out : f32
      %762 = arith.select %761, %759, %out_428 : i64
      linalg.yield %760, %762 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_192 = tensor.expand_shape %328#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %329 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%324, %expanded_192 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%322 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<8x64xf32>
    %330 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%329 : tensor<8x64xf32>) outs(%322 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.exp %in : f32
      linalg.yield %758 : f32
    } -> tensor<8x64xf32>
    %331 = tensor.empty() : tensor<8x1xf32>
    %332 = linalg.fill ins(%cst_18 : f32) outs(%331 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map13], iterator_types = ["parallel", "reduction"]} ins(%330 : tensor<8x64xf32>) outs(%332 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<8x1xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%333 : tensor<8x1xf32>) outs(%331 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.log %in : f32
      linalg.yield %758 : f32
    } -> tensor<8x1xf32>
    %335 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%329, %334 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%322 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<8x64xf32>
    %336 = tensor.empty() : tensor<8xi1>
    %337 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_191 : tensor<8xi64>) outs(%336 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<8xi1>
    %338 = linalg.generic {indexing_maps = [#map3, #map3, #map21, #map3], iterator_types = ["parallel"]} ins(%337, %collapsed_191, %cst_24 : tensor<8xi1>, tensor<8xi64>, tensor<i64>) outs(%6 : tensor<8xi64>) {
    ^bb0(%in: i1, %in_428: i64, %in_429: i64, %out: i64):
      %758 = arith.select %in, %in_428, %in_429 : i64
      linalg.yield %758 : i64
    } -> tensor<8xi64>
    %expanded_193 = tensor.expand_shape %338 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %339 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_193 : tensor<8x1xi64>) outs(%332 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %758 = linalg.index 0 : index
      %759 = arith.index_cast %in : i64 to index
      %760 = arith.cmpi slt, %759, %c64 : index
      cf.assert %760, "index must be smaller than dim size"
      %761 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %761, "index must be larger or equal to 0"
      %extracted = tensor.extract %335[%758, %759] : tensor<8x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed_194 = tensor.collapse_shape %339 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_194 : tensor<8xf32>) outs(%326 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.negf %in : f32
      linalg.yield %758 : f32
    } -> tensor<8xf32>
    %341 = linalg.generic {indexing_maps = [#map3, #map3, #map21, #map3], iterator_types = ["parallel"]} ins(%337, %340, %cst_11 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%326 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<8xf32>
    %342 = tensor.empty() : tensor<i64>
    %343 = linalg.fill ins(%c0_i64 : i64) outs(%342 : tensor<i64>) -> tensor<i64>
    %344 = linalg.generic {indexing_maps = [#map3, #map21], iterator_types = ["reduction"]} ins(%337 : tensor<8xi1>) outs(%343 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %758 = arith.extui %in : i1 to i64
      %759 = arith.addi %758, %out : i64
      linalg.yield %759 : i64
    } -> tensor<i64>
    %345 = tensor.empty() : tensor<f32>
    %346 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = []} ins(%344 : tensor<i64>) outs(%345 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %758 = arith.sitofp %in : i64 to f32
      linalg.yield %758 : f32
    } -> tensor<f32>
    %347 = linalg.fill ins(%cst_18 : f32) outs(%345 : tensor<f32>) -> tensor<f32>
    %348 = linalg.generic {indexing_maps = [#map3, #map21], iterator_types = ["reduction"]} ins(%341 : tensor<8xf32>) outs(%347 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<f32>
    %349 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = []} ins(%348, %346 : tensor<f32>, tensor<f32>) outs(%345 : tensor<f32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.divf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<f32>
    %350 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = []} ins(%cst_12, %346 : tensor<f32>, tensor<f32>) outs(%345 : tensor<f32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.divf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<f32>
    %expanded_195 = tensor.expand_shape %collapsed_191 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %351 = tensor.empty() : tensor<8x1xi1>
    %352 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_195 : tensor<8x1xi64>) outs(%351 : tensor<8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<8x1xi1>
    %353 = tensor.empty() : tensor<8x1xi64>
    %354 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%352, %expanded_195, %cst_24 : tensor<8x1xi1>, tensor<8x1xi64>, tensor<i64>) outs(%353 : tensor<8x1xi64>) {
    ^bb0(%in: i1, %in_428: i64, %in_429: i64, %out: i64):
      %758 = arith.select %in, %in_428, %in_429 : i64
      linalg.yield %758 : i64
    } -> tensor<8x1xi64>
    %355 = linalg.fill ins(%c0_i64 : i64) outs(%353 : tensor<8x1xi64>) -> tensor<8x1xi64>
    %356 = linalg.fill ins(%cst_18 : f32) outs(%326 : tensor<8xf32>) -> tensor<8xf32>
    %357:3 = linalg.generic {indexing_maps = [#map23, #map23, #map3], iterator_types = ["parallel"]} outs(%355, %355, %356 : tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>) {
    ^bb0(%out: i64, %out_428: i64, %out_429: f32):
      %758 = linalg.index 0 : index
      %759 = arith.remsi %758, %c8 : index
      %extracted = tensor.extract %354[%759, %c0] : tensor<8x1xi64>
      %760 = arith.index_cast %759 : index to i64
      linalg.yield %760, %extracted, %cst_21 : i64, i64, f32
    } -> (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>)
    %358 = tensor.empty() : tensor<8x2xi64>
    %359 = linalg.fill ins(%c0_i64 : i64) outs(%358 : tensor<8x2xi64>) -> tensor<8x2xi64>
    %inserted_slice_196 = tensor.insert_slice %357#0 into %359[0, 0] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %inserted_slice_197 = tensor.insert_slice %357#1 into %inserted_slice_196[0, 1] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %360 = "tm_tensor.scatter"(%357#2, %inserted_slice_197, %cst) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm0_arg1236: f32, %tm0_arg1237: f32):
      "tm_tensor.yield"(%tm0_arg1236) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8x2xi64>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %361 = linalg.generic {indexing_maps = [#map2, #map18, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%352, %350, %cst_11 : tensor<8x1xi1>, tensor<f32>, tensor<f32>) outs(%331 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<8x1xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%360, %361 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%322 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<8x64xf32>
    %363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%335 : tensor<8x64xf32>) outs(%322 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.exp %in : f32
      linalg.yield %758 : f32
    } -> tensor<8x64xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map13], iterator_types = ["parallel", "reduction"]} ins(%362 : tensor<8x64xf32>) outs(%332 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<8x1xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%363, %364 : tensor<8x64xf32>, tensor<8x1xf32>) outs(%322 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<8x64xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%362, %365 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%322 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<8x64xf32>
    %367 = tensor.empty() : tensor<64x8xf32>
    %transposed_198 = linalg.transpose ins(%366 : tensor<8x64xf32>) outs(%367 : tensor<64x8xf32>) permutation = [1, 0] 
    %368 = tensor.empty() : tensor<64x16xf32>
    %369 = linalg.fill ins(%cst_18 : f32) outs(%368 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %370 = linalg.matmul ins(%transposed_198, %collapsed_190 : tensor<64x8xf32>, tensor<8x16xf32>) outs(%369 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %371 = linalg.matmul ins(%366, %shared : tensor<8x64xf32>, tensor<64x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_199 = tensor.expand_shape %371 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_199 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_16 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %decoder_final_layer_norm : tensor<2x4x16xf32>, tensor<16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %318 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %375 = tensor.empty() : tensor<1x1x16xf32>
    %376 = linalg.fill ins(%cst_18 : f32) outs(%375 : tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%374 : tensor<2x4x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_200 = tensor.collapse_shape %377 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %312 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %317 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%378 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %381 : tensor<2x4x1xf32>, tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %collapsed_201 = tensor.collapse_shape %383 [[0], [1, 2]] : tensor<2x4x1xf32> into tensor<2x4xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_201 : tensor<2x4xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %387 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %388 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %collapsed_202 = tensor.collapse_shape %389 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %390 = tensor.empty() : tensor<16x8xf32>
    %transposed_203 = linalg.transpose ins(%collapsed_202 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %391 = linalg.matmul ins(%transposed_203, %collapsed_187 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %392 = linalg.matmul ins(%collapsed_202, %decoder_block_1_layer_2_DenseReluDense_wo : tensor<8x16xf32>, tensor<16x32xf32>) outs(%250 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_204 = tensor.expand_shape %392 [[0, 1], [2]] output_shape [2, 4, 32] : tensor<8x32xf32> into tensor<2x4x32xf32>
    %393 = tensor.empty() : tensor<2x4x32xi1>
    %394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<2x4x32xf32>) outs(%393 : tensor<2x4x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %758 = arith.cmpf ole, %in, %cst_18 : f32
      linalg.yield %758 : i1
    } -> tensor<2x4x32xi1>
    %395 = linalg.generic {indexing_maps = [#map1, #map25, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394, %cst_11, %expanded_204 : tensor<2x4x32xi1>, tensor<f32>, tensor<2x4x32xf32>) outs(%252 : tensor<2x4x32xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x32xf32>
    %collapsed_205 = tensor.collapse_shape %395 [[0, 1], [2]] : tensor<2x4x32xf32> into tensor<8x32xf32>
    %396 = tensor.empty() : tensor<32x8xf32>
    %transposed_206 = linalg.transpose ins(%collapsed_205 : tensor<8x32xf32>) outs(%396 : tensor<32x8xf32>) permutation = [1, 0] 
    %397 = linalg.fill ins(%cst_18 : f32) outs(%93 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %398 = linalg.matmul ins(%transposed_206, %collapsed_184 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%397 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %399 = linalg.matmul ins(%collapsed_205, %decoder_block_1_layer_2_DenseReluDense_wi : tensor<8x32xf32>, tensor<32x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_207 = tensor.expand_shape %399 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_207, %decoder_block_1_layer_2_layer_norm : tensor<2x4x16xf32>, tensor<16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_207, %307 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%401 : tensor<2x4x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_208 = tensor.collapse_shape %402 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %301 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %306 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%403 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %404 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %407 : tensor<2x4x1xf32>, tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %collapsed_209 = tensor.collapse_shape %409 [[0], [1, 2]] : tensor<2x4x1xf32> into tensor<2x4xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_209 : tensor<2x4xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %413 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %414 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %collapsed_210 = tensor.collapse_shape %415 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %transposed_211 = linalg.transpose ins(%collapsed_210 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %416 = linalg.matmul ins(%transposed_211, %collapsed_181 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %417 = linalg.matmul ins(%collapsed_210, %decoder_block_1_layer_1_EncDecAttention_o : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_212 = tensor.expand_shape %417 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_213 = linalg.transpose ins(%expanded_212 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_214 = tensor.collapse_shape %transposed_213 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %transposed_215 = linalg.transpose ins(%collapsed_176 : tensor<8x4x8xf32>) outs(%49 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %418 = linalg.batch_matmul ins(%transposed_215, %collapsed_214 : tensor<8x8x4xf32>, tensor<8x4x4xf32>) outs(%76 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_216 = linalg.transpose ins(%collapsed_177 : tensor<8x8x4xf32>) outs(%226 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %419 = linalg.batch_matmul ins(%collapsed_214, %transposed_216 : tensor<8x4x4xf32>, tensor<8x4x8xf32>) outs(%227 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %expanded_217 = tensor.expand_shape %418 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %expanded_218 = tensor.expand_shape %419 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %420 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_218, %298 : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %421 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%420 : tensor<2x4x4x8xf32>) outs(%203 : tensor<2x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x1xf32>
    %422 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %421 : tensor<2x4x4x8xf32>, tensor<2x4x4x1xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %422 : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_219 = tensor.collapse_shape %423 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %transposed_220 = linalg.transpose ins(%collapsed_172 : tensor<8x4x4xf32>) outs(%191 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %424 = linalg.batch_matmul ins(%transposed_220, %collapsed_219 : tensor<8x4x4xf32>, tensor<8x4x8xf32>) outs(%227 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_221 = linalg.transpose ins(%collapsed_173 : tensor<8x4x8xf32>) outs(%49 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %425 = linalg.batch_matmul ins(%collapsed_219, %transposed_221 : tensor<8x4x8xf32>, tensor<8x8x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_222 = tensor.expand_shape %424 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_223 = tensor.expand_shape %425 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %transposed_224 = linalg.transpose ins(%expanded_217 : tensor<2x4x8x4xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_225 = tensor.collapse_shape %transposed_224 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_226 = linalg.transpose ins(%collapsed_225 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %426 = linalg.matmul ins(%transposed_226, %collapsed_118 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %427 = linalg.matmul ins(%collapsed_225, %decoder_block_1_layer_1_EncDecAttention_v : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_227 = tensor.expand_shape %427 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_228 = linalg.transpose ins(%expanded_222 : tensor<2x4x4x8xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_229 = tensor.collapse_shape %transposed_228 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_230 = linalg.transpose ins(%collapsed_229 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %428 = linalg.matmul ins(%transposed_230, %collapsed_118 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %429 = linalg.matmul ins(%collapsed_229, %decoder_block_1_layer_1_EncDecAttention_k : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_231 = tensor.expand_shape %429 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_227, %expanded_231 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %transposed_232 = linalg.transpose ins(%expanded_223 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_233 = tensor.collapse_shape %transposed_232 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %transposed_234 = linalg.transpose ins(%collapsed_233 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %431 = linalg.matmul ins(%transposed_234, %collapsed_163 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %432 = linalg.matmul ins(%collapsed_233, %decoder_block_1_layer_1_EncDecAttention_q : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_235 = tensor.expand_shape %432 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_235, %decoder_block_1_layer_1_layer_norm : tensor<2x4x16xf32>, tensor<16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_235, %284 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%434 : tensor<2x4x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_236 = tensor.collapse_shape %435 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %278 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %283 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%436 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415, %437 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %440 : tensor<2x4x1xf32>, tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %collapsed_237 = tensor.collapse_shape %442 [[0], [1, 2]] : tensor<2x4x1xf32> into tensor<2x4xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_237 : tensor<2x4xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %446 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %447 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %collapsed_238 = tensor.collapse_shape %448 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %transposed_239 = linalg.transpose ins(%collapsed_238 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %449 = linalg.matmul ins(%transposed_239, %collapsed_160 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %450 = linalg.matmul ins(%collapsed_238, %decoder_block_1_layer_0_SelfAttention_o : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_240 = tensor.expand_shape %450 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_241 = linalg.transpose ins(%expanded_240 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_242 = tensor.collapse_shape %transposed_241 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %transposed_243 = linalg.transpose ins(%collapsed_155 : tensor<8x4x4xf32>) outs(%191 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %451 = linalg.batch_matmul ins(%transposed_243, %collapsed_242 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %transposed_244 = linalg.transpose ins(%collapsed_156 : tensor<8x4x4xf32>) outs(%191 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %452 = linalg.batch_matmul ins(%collapsed_242, %transposed_244 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_245 = tensor.expand_shape %451 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %expanded_246 = tensor.expand_shape %452 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %453 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_246, %275 : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %454 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%453 : tensor<2x4x4x4xf32>) outs(%203 : tensor<2x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x1xf32>
    %455 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %454 : tensor<2x4x4x4xf32>, tensor<2x4x4x1xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %456 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453, %455 : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %collapsed_247 = tensor.collapse_shape %456 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %transposed_248 = linalg.transpose ins(%collapsed_151 : tensor<8x4x4xf32>) outs(%191 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %457 = linalg.batch_matmul ins(%transposed_248, %collapsed_247 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %transposed_249 = linalg.transpose ins(%collapsed_152 : tensor<8x4x4xf32>) outs(%191 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %458 = linalg.batch_matmul ins(%collapsed_247, %transposed_249 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_250 = tensor.expand_shape %457 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %expanded_251 = tensor.expand_shape %458 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %459 = linalg.generic {indexing_maps = [#map14, #map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %456, %cst_11 : tensor<2x1x4x4xi1>, tensor<2x4x4x4xf32>, tensor<f32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %460 = tensor.empty() : tensor<1x4x4x4xf32>
    %461 = linalg.fill ins(%cst_18 : f32) outs(%460 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %462 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%459 : tensor<2x4x4x4xf32>) outs(%461 : tensor<1x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x4x4x4xf32>
    %transposed_252 = linalg.transpose ins(%expanded_245 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_253 = tensor.collapse_shape %transposed_252 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %transposed_254 = linalg.transpose ins(%collapsed_253 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %463 = linalg.matmul ins(%transposed_254, %collapsed_142 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %464 = linalg.matmul ins(%collapsed_253, %decoder_block_1_layer_0_SelfAttention_v : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_255 = tensor.expand_shape %464 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %transposed_256 = linalg.transpose ins(%expanded_250 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_257 = tensor.collapse_shape %transposed_256 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %transposed_258 = linalg.transpose ins(%collapsed_257 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %465 = linalg.matmul ins(%transposed_258, %collapsed_142 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %466 = linalg.matmul ins(%collapsed_257, %decoder_block_1_layer_0_SelfAttention_k : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_259 = tensor.expand_shape %466 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_255, %expanded_259 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %transposed_260 = linalg.transpose ins(%expanded_251 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_261 = tensor.collapse_shape %transposed_260 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %transposed_262 = linalg.transpose ins(%collapsed_261 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %468 = linalg.matmul ins(%transposed_262, %collapsed_142 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %469 = linalg.matmul ins(%collapsed_261, %decoder_block_1_layer_0_SelfAttention_q : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_263 = tensor.expand_shape %469 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %expanded_263 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %decoder_block_1_layer_0_layer_norm : tensor<2x4x16xf32>, tensor<16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %261 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%472 : tensor<2x4x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_264 = tensor.collapse_shape %473 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %255 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %260 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%474 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %475 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %478 : tensor<2x4x1xf32>, tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %collapsed_265 = tensor.collapse_shape %480 [[0], [1, 2]] : tensor<2x4x1xf32> into tensor<2x4xf32>
    %481 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_265 : tensor<2x4xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %484 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477, %485 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %collapsed_266 = tensor.collapse_shape %486 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %transposed_267 = linalg.transpose ins(%collapsed_266 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %487 = linalg.matmul ins(%transposed_267, %collapsed_139 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %488 = linalg.matmul ins(%collapsed_266, %decoder_block_0_layer_2_DenseReluDense_wo : tensor<8x16xf32>, tensor<16x32xf32>) outs(%250 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_268 = tensor.expand_shape %488 [[0, 1], [2]] output_shape [2, 4, 32] : tensor<8x32xf32> into tensor<2x4x32xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<2x4x32xf32>) outs(%393 : tensor<2x4x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %758 = arith.cmpf ole, %in, %cst_18 : f32
      linalg.yield %758 : i1
    } -> tensor<2x4x32xi1>
    %490 = linalg.generic {indexing_maps = [#map1, #map25, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %cst_11, %expanded_268 : tensor<2x4x32xi1>, tensor<f32>, tensor<2x4x32xf32>) outs(%252 : tensor<2x4x32xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x32xf32>
    %collapsed_269 = tensor.collapse_shape %490 [[0, 1], [2]] : tensor<2x4x32xf32> into tensor<8x32xf32>
    %transposed_270 = linalg.transpose ins(%collapsed_269 : tensor<8x32xf32>) outs(%396 : tensor<32x8xf32>) permutation = [1, 0] 
    %491 = linalg.matmul ins(%transposed_270, %collapsed_136 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%397 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %492 = linalg.matmul ins(%collapsed_269, %decoder_block_0_layer_2_DenseReluDense_wi : tensor<8x32xf32>, tensor<32x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_271 = tensor.expand_shape %492 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_271, %decoder_block_0_layer_2_layer_norm : tensor<2x4x16xf32>, tensor<16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_271, %247 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%494 : tensor<2x4x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_272 = tensor.collapse_shape %495 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %241 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %246 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%496 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %497 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %500 : tensor<2x4x1xf32>, tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %collapsed_273 = tensor.collapse_shape %502 [[0], [1, 2]] : tensor<2x4x1xf32> into tensor<2x4xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_273 : tensor<2x4xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504, %506 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %507 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %collapsed_274 = tensor.collapse_shape %508 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %transposed_275 = linalg.transpose ins(%collapsed_274 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %509 = linalg.matmul ins(%transposed_275, %collapsed_133 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %510 = linalg.matmul ins(%collapsed_274, %decoder_block_0_layer_1_EncDecAttention_o : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_276 = tensor.expand_shape %510 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_277 = linalg.transpose ins(%expanded_276 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_278 = tensor.collapse_shape %transposed_277 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %transposed_279 = linalg.transpose ins(%collapsed_128 : tensor<8x4x8xf32>) outs(%49 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %511 = linalg.batch_matmul ins(%transposed_279, %collapsed_278 : tensor<8x8x4xf32>, tensor<8x4x4xf32>) outs(%76 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_280 = linalg.transpose ins(%collapsed_129 : tensor<8x8x4xf32>) outs(%226 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %512 = linalg.batch_matmul ins(%collapsed_278, %transposed_280 : tensor<8x4x4xf32>, tensor<8x4x8xf32>) outs(%227 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %expanded_281 = tensor.expand_shape %511 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %expanded_282 = tensor.expand_shape %512 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %513 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_282, %238 : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %514 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%513 : tensor<2x4x4x8xf32>) outs(%203 : tensor<2x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x1xf32>
    %515 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %514 : tensor<2x4x4x8xf32>, tensor<2x4x4x1xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %516 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513, %515 : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%54 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_283 = tensor.collapse_shape %516 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %transposed_284 = linalg.transpose ins(%collapsed_124 : tensor<8x4x4xf32>) outs(%191 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %517 = linalg.batch_matmul ins(%transposed_284, %collapsed_283 : tensor<8x4x4xf32>, tensor<8x4x8xf32>) outs(%227 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_285 = linalg.transpose ins(%collapsed_125 : tensor<8x4x8xf32>) outs(%49 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %518 = linalg.batch_matmul ins(%collapsed_283, %transposed_285 : tensor<8x4x8xf32>, tensor<8x8x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_286 = tensor.expand_shape %517 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_287 = tensor.expand_shape %518 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %transposed_288 = linalg.transpose ins(%expanded_281 : tensor<2x4x8x4xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_289 = tensor.collapse_shape %transposed_288 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_290 = linalg.transpose ins(%collapsed_289 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %519 = linalg.matmul ins(%transposed_290, %collapsed_118 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %520 = linalg.matmul ins(%collapsed_289, %decoder_block_0_layer_1_EncDecAttention_v : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_291 = tensor.expand_shape %520 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %expanded_291 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %transposed_292 = linalg.transpose ins(%expanded_286 : tensor<2x4x4x8xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_293 = tensor.collapse_shape %transposed_292 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_294 = linalg.transpose ins(%collapsed_293 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %522 = linalg.matmul ins(%transposed_294, %collapsed_118 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %523 = linalg.matmul ins(%collapsed_293, %decoder_block_0_layer_1_EncDecAttention_k : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_295 = tensor.expand_shape %523 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %expanded_295 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %transposed_296 = linalg.transpose ins(%expanded_287 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_297 = tensor.collapse_shape %transposed_296 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %transposed_298 = linalg.transpose ins(%collapsed_297 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %525 = linalg.matmul ins(%transposed_298, %collapsed_114 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %526 = linalg.matmul ins(%collapsed_297, %decoder_block_0_layer_1_EncDecAttention_q : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_299 = tensor.expand_shape %526 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_299, %decoder_block_0_layer_1_layer_norm : tensor<2x4x16xf32>, tensor<16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_299, %220 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%528 : tensor<2x4x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_300 = tensor.collapse_shape %529 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %214 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %531 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %219 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %532 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%530 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508, %531 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %534 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535, %534 : tensor<2x4x1xf32>, tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %collapsed_301 = tensor.collapse_shape %536 [[0], [1, 2]] : tensor<2x4x1xf32> into tensor<2x4xf32>
    %537 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_301 : tensor<2x4xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %540 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533, %541 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %collapsed_302 = tensor.collapse_shape %542 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %transposed_303 = linalg.transpose ins(%collapsed_302 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %543 = linalg.matmul ins(%transposed_303, %collapsed_111 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %544 = linalg.matmul ins(%collapsed_302, %decoder_block_0_layer_0_SelfAttention_o : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_304 = tensor.expand_shape %544 [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<8x16xf32> into tensor<2x4x4x4xf32>
    %transposed_305 = linalg.transpose ins(%expanded_304 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_306 = tensor.collapse_shape %transposed_305 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %transposed_307 = linalg.transpose ins(%collapsed_106 : tensor<8x4x4xf32>) outs(%191 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %545 = linalg.batch_matmul ins(%transposed_307, %collapsed_306 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %transposed_308 = linalg.transpose ins(%collapsed_107 : tensor<8x4x4xf32>) outs(%191 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %546 = linalg.batch_matmul ins(%collapsed_306, %transposed_308 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_309 = tensor.expand_shape %545 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %expanded_310 = tensor.expand_shape %546 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %547 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_310, %211 : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %548 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%547 : tensor<2x4x4x4xf32>) outs(%203 : tensor<2x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x1xf32>
    %549 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %548 : tensor<2x4x4x4xf32>, tensor<2x4x4x1xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %550 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %549 : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %collapsed_311 = tensor.collapse_shape %550 [[0, 1], [2], [3]] : tensor<2x4x4x4xf32> into tensor<8x4x4xf32>
    %transposed_312 = linalg.transpose ins(%collapsed_102 : tensor<8x4x4xf32>) outs(%191 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %551 = linalg.batch_matmul ins(%transposed_312, %collapsed_311 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %transposed_313 = linalg.transpose ins(%collapsed_103 : tensor<8x4x4xf32>) outs(%191 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %552 = linalg.batch_matmul ins(%collapsed_311, %transposed_313 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%192 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_314 = tensor.expand_shape %551 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %expanded_315 = tensor.expand_shape %552 [[0, 1], [2], [3]] output_shape [2, 4, 4, 4] : tensor<8x4x4xf32> into tensor<2x4x4x4xf32>
    %553 = linalg.generic {indexing_maps = [#map14, #map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %550, %cst_11 : tensor<2x1x4x4xi1>, tensor<2x4x4x4xf32>, tensor<f32>) outs(%169 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x4x4xf32>
    %554 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%553 : tensor<2x4x4x4xf32>) outs(%461 : tensor<1x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x4x4x4xf32>
    %555 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %554 : tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) outs(%460 : tensor<1x4x4x4xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<1x4x4x4xf32>
    %collapsed_316 = tensor.collapse_shape %555 [[0, 1], [2], [3]] : tensor<1x4x4x4xf32> into tensor<4x4x4xf32>
    %transposed_317 = linalg.transpose ins(%collapsed_316 : tensor<4x4x4xf32>) outs(%188 : tensor<4x4x4xf32>) permutation = [1, 2, 0] 
    %556 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<4x4xi64>) outs(%176 : tensor<4x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<4x4xi1>
    %557 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<4x4xi64>) outs(%176 : tensor<4x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<4x4xi1>
    %558 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%556, %557 : tensor<4x4xi1>, tensor<4x4xi1>) outs(%176 : tensor<4x4xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<4x4xi1>
    %559 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<4x4xi64>) outs(%176 : tensor<4x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<4x4xi1>
    %560 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%558, %559 : tensor<4x4xi1>, tensor<4x4xi1>) outs(%176 : tensor<4x4xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<4x4xi1>
    %expanded_318 = tensor.expand_shape %560 [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xi1> into tensor<4x4x1xi1>
    %561 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<4x4xi64>) outs(%172 : tensor<4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %758 = arith.maxsi %in, %c-8_i64 : i64
      %759 = arith.minsi %758, %c7_i64 : i64
      linalg.yield %759 : i64
    } -> tensor<4x4xi64>
    %562 = tensor.empty() : tensor<4x4x1xi1>
    %563 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_318 : tensor<4x4x1xi1>) outs(%562 : tensor<4x4x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %758 = arith.xori %in, %true : i1
      linalg.yield %758 : i1
    } -> tensor<4x4x1xi1>
    %564 = linalg.generic {indexing_maps = [#map10, #map25, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %cst_11, %transposed_317 : tensor<4x4x1xi1>, tensor<f32>, tensor<4x4x4xf32>) outs(%188 : tensor<4x4x4xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<4x4x4xf32>
    %collapsed_319 = tensor.collapse_shape %561 [[0, 1]] : tensor<4x4xi64> into tensor<16xi64>
    %expanded_320 = tensor.expand_shape %collapsed_319 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_321 = tensor.collapse_shape %564 [[0, 1], [2]] : tensor<4x4x4xf32> into tensor<16x4xf32>
    %expanded_322 = tensor.expand_shape %collapsed_321 [[0], [1, 2]] output_shape [16, 1, 4] : tensor<16x4xf32> into tensor<16x1x4xf32>
    %565 = "tm_tensor.scatter"(%expanded_322, %expanded_320, %cst_19) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm1_arg612: f32, %tm1_arg613: f32):
      %tm1_1429 = "arith.addf"(%tm1_arg613, %tm1_arg612) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm1_1429) : (f32) -> ()
    }) : (tensor<16x1x4xf32>, tensor<16x1xi64>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %transposed_323 = linalg.transpose ins(%expanded_309 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_324 = tensor.collapse_shape %transposed_323 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %transposed_325 = linalg.transpose ins(%collapsed_324 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %566 = linalg.matmul ins(%transposed_325, %collapsed_90 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %567 = linalg.matmul ins(%collapsed_324, %decoder_block_0_layer_0_SelfAttention_v : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_326 = tensor.expand_shape %567 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %transposed_327 = linalg.transpose ins(%expanded_314 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_328 = tensor.collapse_shape %transposed_327 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %transposed_329 = linalg.transpose ins(%collapsed_328 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %568 = linalg.matmul ins(%transposed_329, %collapsed_90 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %569 = linalg.matmul ins(%collapsed_328, %decoder_block_0_layer_0_SelfAttention_k : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_330 = tensor.expand_shape %569 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %expanded_330 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %transposed_331 = linalg.transpose ins(%expanded_315 : tensor<2x4x4x4xf32>) outs(%169 : tensor<2x4x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_332 = tensor.collapse_shape %transposed_331 [[0, 1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<8x16xf32>
    %transposed_333 = linalg.transpose ins(%collapsed_332 : tensor<8x16xf32>) outs(%390 : tensor<16x8xf32>) permutation = [1, 0] 
    %571 = linalg.matmul ins(%transposed_333, %collapsed_90 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %572 = linalg.matmul ins(%collapsed_332, %decoder_block_0_layer_0_SelfAttention_q : tensor<8x16xf32>, tensor<16x16xf32>) outs(%167 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_334 = tensor.expand_shape %572 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570, %expanded_334 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %decoder_block_0_layer_0_layer_norm : tensor<2x4x16xf32>, tensor<16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %164 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%575 : tensor<2x4x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_335 = tensor.collapse_shape %576 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574, %147 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574, %163 : tensor<2x4x16xf32>, tensor<2x4x1xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%577 : tensor<2x4x16xf32>) outs(%159 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %580 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %578 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %581 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%579 : tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %581 : tensor<2x4x1xf32>, tensor<2x4x1xf32>) outs(%158 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x1xf32>
    %collapsed_336 = tensor.collapse_shape %583 [[0], [1, 2]] : tensor<2x4x1xf32> into tensor<2x4xf32>
    %584 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_336 : tensor<2x4xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %586 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586 : tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585, %587 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %588 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %590 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<2x4xi64>) outs(%143 : tensor<2x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<2x4xi1>
    %591 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<2x4xi64>) outs(%143 : tensor<2x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<2x4xi1>
    %592 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%590, %591 : tensor<2x4xi1>, tensor<2x4xi1>) outs(%143 : tensor<2x4xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<2x4xi1>
    %593 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<2x4xi64>) outs(%143 : tensor<2x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<2x4xi1>
    %594 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%592, %593 : tensor<2x4xi1>, tensor<2x4xi1>) outs(%143 : tensor<2x4xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<2x4xi1>
    %expanded_337 = tensor.expand_shape %594 [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xi1> into tensor<2x4x1xi1>
    %595 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<2x4xi64>) outs(%141 : tensor<2x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %758 = arith.maxsi %in, %c-64_i64 : i64
      %759 = arith.minsi %758, %c63_i64 : i64
      linalg.yield %759 : i64
    } -> tensor<2x4xi64>
    %596 = tensor.empty() : tensor<2x4x1xi1>
    %597 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_337 : tensor<2x4x1xi1>) outs(%596 : tensor<2x4x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %758 = arith.xori %in, %true : i1
      linalg.yield %758 : i1
    } -> tensor<2x4x1xi1>
    %598 = linalg.generic {indexing_maps = [#map10, #map25, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %cst_11, %589 : tensor<2x4x1xi1>, tensor<f32>, tensor<2x4x16xf32>) outs(%146 : tensor<2x4x16xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x16xf32>
    %collapsed_338 = tensor.collapse_shape %595 [[0, 1]] : tensor<2x4xi64> into tensor<8xi64>
    %expanded_339 = tensor.expand_shape %collapsed_338 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %collapsed_340 = tensor.collapse_shape %598 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %expanded_341 = tensor.expand_shape %collapsed_340 [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf32> into tensor<8x1x16xf32>
    %599 = "tm_tensor.scatter"(%expanded_341, %expanded_339, %cst_20) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm2_arg514: f32, %tm2_arg515: f32):
      %tm2_1390 = "arith.addf"(%tm2_arg515, %tm2_arg514) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm2_1390) : (f32) -> ()
    }) : (tensor<8x1x16xf32>, tensor<8x1xi64>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %600 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%370, %599 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%368 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<64x16xf32>
    %601 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %encoder_final_layer_norm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %135 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %603 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%602 : tensor<2x8x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_342 = tensor.collapse_shape %603 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %129 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %134 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%604 : tensor<2x8x16xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608, %607 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_343 = tensor.collapse_shape %609 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_343 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %611 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %612 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611, %613 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %614 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_344 = tensor.collapse_shape %615 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_345 = linalg.transpose ins(%collapsed_344 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %616 = linalg.matmul ins(%transposed_345, %collapsed_83 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %617 = linalg.matmul ins(%collapsed_344, %encoder_block_1_layer_1_DenseReluDense_wo : tensor<16x16xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_346 = tensor.expand_shape %617 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %618 = tensor.empty() : tensor<2x8x32xi1>
    %619 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x32xf32>) outs(%618 : tensor<2x8x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %758 = arith.cmpf ole, %in, %cst_18 : f32
      linalg.yield %758 : i1
    } -> tensor<2x8x32xi1>
    %620 = linalg.generic {indexing_maps = [#map1, #map25, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619, %cst_11, %expanded_346 : tensor<2x8x32xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%91 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_347 = tensor.collapse_shape %620 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_348 = linalg.transpose ins(%collapsed_347 : tensor<16x32xf32>) outs(%93 : tensor<32x16xf32>) permutation = [1, 0] 
    %621 = linalg.matmul ins(%transposed_348, %collapsed_80 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%397 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %622 = linalg.matmul ins(%collapsed_347, %encoder_block_1_layer_1_DenseReluDense_wi : tensor<16x32xf32>, tensor<32x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_349 = tensor.expand_shape %622 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_349, %encoder_block_1_layer_1_layer_norm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_349, %124 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%624 : tensor<2x8x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_350 = tensor.collapse_shape %625 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623, %118 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623, %123 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%626 : tensor<2x8x16xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %629 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %627 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %630 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %631 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %632 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631, %630 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_351 = tensor.collapse_shape %632 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %633 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_351 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %634 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %635 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %636 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629, %637 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_352 = tensor.collapse_shape %638 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_353 = linalg.transpose ins(%collapsed_352 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %639 = linalg.matmul ins(%transposed_353, %collapsed_77 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %640 = linalg.matmul ins(%collapsed_352, %encoder_block_1_layer_0_SelfAttention_o : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_354 = tensor.expand_shape %640 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_355 = linalg.transpose ins(%expanded_354 : tensor<2x8x4x4xf32>) outs(%27 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_356 = tensor.collapse_shape %transposed_355 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_357 = linalg.transpose ins(%collapsed_72 : tensor<8x8x8xf32>) outs(%55 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %641 = linalg.batch_matmul ins(%transposed_357, %collapsed_356 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%76 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_358 = linalg.transpose ins(%collapsed_73 : tensor<8x8x4xf32>) outs(%226 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %642 = linalg.batch_matmul ins(%collapsed_356, %transposed_358 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%56 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_359 = tensor.expand_shape %641 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %expanded_360 = tensor.expand_shape %642 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %643 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_360, %115 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %644 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%643 : tensor<2x4x8x8xf32>) outs(%67 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x1xf32>
    %645 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %644 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %646 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%643, %645 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_361 = tensor.collapse_shape %646 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_362 = linalg.transpose ins(%collapsed_68 : tensor<8x8x4xf32>) outs(%226 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %647 = linalg.batch_matmul ins(%transposed_362, %collapsed_361 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%227 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_363 = linalg.transpose ins(%collapsed_69 : tensor<8x4x8xf32>) outs(%49 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %648 = linalg.batch_matmul ins(%collapsed_361, %transposed_363 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%76 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_364 = tensor.expand_shape %647 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_365 = tensor.expand_shape %648 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %649 = linalg.generic {indexing_maps = [#map14, #map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %646, %cst_11 : tensor<2x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %650 = tensor.empty() : tensor<1x4x8x8xf32>
    %651 = linalg.fill ins(%cst_18 : f32) outs(%650 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %652 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%649 : tensor<2x4x8x8xf32>) outs(%651 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x4x8x8xf32>
    %transposed_366 = linalg.transpose ins(%expanded_359 : tensor<2x4x8x4xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_367 = tensor.collapse_shape %transposed_366 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_368 = linalg.transpose ins(%collapsed_367 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %653 = linalg.matmul ins(%transposed_368, %collapsed_59 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %654 = linalg.matmul ins(%collapsed_367, %encoder_block_1_layer_0_SelfAttention_v : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_369 = tensor.expand_shape %654 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_370 = linalg.transpose ins(%expanded_364 : tensor<2x4x4x8xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_371 = tensor.collapse_shape %transposed_370 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_372 = linalg.transpose ins(%collapsed_371 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %655 = linalg.matmul ins(%transposed_372, %collapsed_59 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %656 = linalg.matmul ins(%collapsed_371, %encoder_block_1_layer_0_SelfAttention_k : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_373 = tensor.expand_shape %656 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %657 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_369, %expanded_373 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %transposed_374 = linalg.transpose ins(%expanded_365 : tensor<2x4x8x4xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_375 = tensor.collapse_shape %transposed_374 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_376 = linalg.transpose ins(%collapsed_375 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %658 = linalg.matmul ins(%transposed_376, %collapsed_59 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %659 = linalg.matmul ins(%collapsed_375, %encoder_block_1_layer_0_SelfAttention_q : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_377 = tensor.expand_shape %659 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%657, %expanded_377 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660, %encoder_block_1_layer_0_layer_norm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %662 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660, %101 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %663 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%662 : tensor<2x8x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_378 = tensor.collapse_shape %663 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %664 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661, %95 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %665 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661, %100 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %666 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%664 : tensor<2x8x16xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %667 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638, %665 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %668 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %669 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %670 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669, %668 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_379 = tensor.collapse_shape %670 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %671 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_379 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %672 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %673 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %674 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%673 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %675 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%672, %674 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %676 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667, %675 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_380 = tensor.collapse_shape %676 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_381 = linalg.transpose ins(%collapsed_380 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %677 = linalg.matmul ins(%transposed_381, %collapsed_56 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %678 = linalg.matmul ins(%collapsed_380, %encoder_block_0_layer_1_DenseReluDense_wo : tensor<16x16xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_382 = tensor.expand_shape %678 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %679 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x32xf32>) outs(%618 : tensor<2x8x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %758 = arith.cmpf ole, %in, %cst_18 : f32
      linalg.yield %758 : i1
    } -> tensor<2x8x32xi1>
    %680 = linalg.generic {indexing_maps = [#map1, #map25, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%679, %cst_11, %expanded_382 : tensor<2x8x32xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%91 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_383 = tensor.collapse_shape %680 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_384 = linalg.transpose ins(%collapsed_383 : tensor<16x32xf32>) outs(%93 : tensor<32x16xf32>) permutation = [1, 0] 
    %681 = linalg.matmul ins(%transposed_384, %collapsed_53 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%397 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %682 = linalg.matmul ins(%collapsed_383, %encoder_block_0_layer_1_DenseReluDense_wi : tensor<16x32xf32>, tensor<32x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_385 = tensor.expand_shape %682 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_385, %encoder_block_0_layer_1_layer_norm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_385, %86 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%684 : tensor<2x8x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_386 = tensor.collapse_shape %685 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683, %80 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %687 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683, %85 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %688 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%686 : tensor<2x8x16xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %689 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676, %687 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %690 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %691 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %692 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %690 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_387 = tensor.collapse_shape %692 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %693 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_387 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %694 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %695 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %697 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694, %696 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %698 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689, %697 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_388 = tensor.collapse_shape %698 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_389 = linalg.transpose ins(%collapsed_388 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %699 = linalg.matmul ins(%transposed_389, %collapsed_50 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %700 = linalg.matmul ins(%collapsed_388, %encoder_block_0_layer_0_SelfAttention_o : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_390 = tensor.expand_shape %700 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_391 = linalg.transpose ins(%expanded_390 : tensor<2x8x4x4xf32>) outs(%27 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_392 = tensor.collapse_shape %transposed_391 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_393 = linalg.transpose ins(%collapsed_45 : tensor<8x8x8xf32>) outs(%55 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %701 = linalg.batch_matmul ins(%transposed_393, %collapsed_392 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%76 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_394 = linalg.transpose ins(%collapsed_46 : tensor<8x8x4xf32>) outs(%226 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %702 = linalg.batch_matmul ins(%collapsed_392, %transposed_394 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%56 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_395 = tensor.expand_shape %701 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %expanded_396 = tensor.expand_shape %702 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %703 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_396, %75 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %704 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%703 : tensor<2x4x8x8xf32>) outs(%67 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x1xf32>
    %705 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %704 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %706 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%703, %705 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.subf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_397 = tensor.collapse_shape %706 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_398 = linalg.transpose ins(%collapsed_41 : tensor<8x8x4xf32>) outs(%226 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %707 = linalg.batch_matmul ins(%transposed_398, %collapsed_397 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%227 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_399 = linalg.transpose ins(%collapsed_42 : tensor<8x4x8xf32>) outs(%49 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %708 = linalg.batch_matmul ins(%collapsed_397, %transposed_399 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%76 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_400 = tensor.expand_shape %707 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_401 = tensor.expand_shape %708 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %709 = linalg.generic {indexing_maps = [#map14, #map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %706, %cst_11 : tensor<2x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) outs(%52 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x4x8x8xf32>
    %710 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%709 : tensor<2x4x8x8xf32>) outs(%651 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x4x8x8xf32>
    %711 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652, %710 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%650 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_402 = tensor.collapse_shape %711 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %transposed_403 = linalg.transpose ins(%collapsed_402 : tensor<4x8x8xf32>) outs(%49 : tensor<8x8x4xf32>) permutation = [1, 2, 0] 
    %712 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<8x8xi64>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<8x8xi1>
    %713 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<8x8xi64>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<8x8xi1>
    %714 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%712, %713 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<8x8xi1>
    %715 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<8x8xi64>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<8x8xi1>
    %716 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%714, %715 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<8x8xi1>
    %expanded_404 = tensor.expand_shape %716 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xi1> into tensor<8x8x1xi1>
    %717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<8x8xi64>) outs(%30 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %758 = arith.maxsi %in, %c-8_i64 : i64
      %759 = arith.minsi %758, %c7_i64 : i64
      linalg.yield %759 : i64
    } -> tensor<8x8xi64>
    %718 = tensor.empty() : tensor<8x8x1xi1>
    %719 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_404 : tensor<8x8x1xi1>) outs(%718 : tensor<8x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %758 = arith.xori %in, %true : i1
      linalg.yield %758 : i1
    } -> tensor<8x8x1xi1>
    %720 = linalg.generic {indexing_maps = [#map10, #map25, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719, %cst_11, %transposed_403 : tensor<8x8x1xi1>, tensor<f32>, tensor<8x8x4xf32>) outs(%49 : tensor<8x8x4xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<8x8x4xf32>
    %collapsed_405 = tensor.collapse_shape %717 [[0, 1]] : tensor<8x8xi64> into tensor<64xi64>
    %expanded_406 = tensor.expand_shape %collapsed_405 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %collapsed_407 = tensor.collapse_shape %720 [[0, 1], [2]] : tensor<8x8x4xf32> into tensor<64x4xf32>
    %expanded_408 = tensor.expand_shape %collapsed_407 [[0], [1, 2]] output_shape [64, 1, 4] : tensor<64x4xf32> into tensor<64x1x4xf32>
    %721 = "tm_tensor.scatter"(%expanded_408, %expanded_406, %cst_19) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm3_arg151: f32, %tm3_arg152: f32):
      %tm3_1249 = "arith.addf"(%tm3_arg152, %tm3_arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm3_1249) : (f32) -> ()
    }) : (tensor<64x1x4xf32>, tensor<64x1xi64>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %transposed_409 = linalg.transpose ins(%expanded_395 : tensor<2x4x8x4xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_410 = tensor.collapse_shape %transposed_409 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_411 = linalg.transpose ins(%collapsed_410 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %722 = linalg.matmul ins(%transposed_411, %collapsed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %723 = linalg.matmul ins(%collapsed_410, %encoder_block_0_layer_0_SelfAttention_v : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_412 = tensor.expand_shape %723 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_413 = linalg.transpose ins(%expanded_400 : tensor<2x4x4x8xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_414 = tensor.collapse_shape %transposed_413 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_415 = linalg.transpose ins(%collapsed_414 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %724 = linalg.matmul ins(%transposed_415, %collapsed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %725 = linalg.matmul ins(%collapsed_414, %encoder_block_0_layer_0_SelfAttention_k : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_416 = tensor.expand_shape %725 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %726 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_412, %expanded_416 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %transposed_417 = linalg.transpose ins(%expanded_401 : tensor<2x4x8x4xf32>) outs(%78 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_418 = tensor.collapse_shape %transposed_417 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_419 = linalg.transpose ins(%collapsed_418 : tensor<16x16xf32>) outs(%24 : tensor<16x16xf32>) permutation = [1, 0] 
    %727 = linalg.matmul ins(%transposed_419, %collapsed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %728 = linalg.matmul ins(%collapsed_418, %encoder_block_0_layer_0_SelfAttention_q : tensor<16x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_420 = tensor.expand_shape %728 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %729 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726, %expanded_420 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %730 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729, %encoder_block_0_layer_0_layer_norm : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %731 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729, %22 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %732 = linalg.generic {indexing_maps = [#map1, #map24], iterator_types = ["reduction", "reduction", "parallel"]} ins(%731 : tensor<2x8x16xf32>) outs(%376 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_421 = tensor.collapse_shape %732 [[0, 1, 2]] : tensor<1x1x16xf32> into tensor<16xf32>
    %733 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %1 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %734 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %21 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %735 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%733 : tensor<2x8x16xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.addf %in, %out : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %736 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %734 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %737 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %738 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735 : tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_17 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %739 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738, %737 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%16 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_422 = tensor.collapse_shape %739 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %740 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_422 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %741 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%740 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.divf %in, %cst_13 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %742 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %743 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %758 = arith.mulf %in, %cst_14 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %744 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741, %743 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.mulf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %745 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%736, %744 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %746 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%2 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<2x8xi1>
    %747 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%2 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<2x8xi1>
    %748 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%746, %747 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%2 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<2x8xi1>
    %749 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%2 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %758 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %758 : i1
    } -> tensor<2x8xi1>
    %750 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%748, %749 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%2 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_428: i1, %out: i1):
      %758 = arith.andi %in, %in_428 : i1
      linalg.yield %758 : i1
    } -> tensor<2x8xi1>
    %expanded_423 = tensor.expand_shape %750 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %751 = tensor.empty() : tensor<2x8xi64>
    %752 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%input_ids : tensor<2x8xi64>) outs(%751 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %758 = arith.maxsi %in, %c-64_i64 : i64
      %759 = arith.minsi %758, %c63_i64 : i64
      linalg.yield %759 : i64
    } -> tensor<2x8xi64>
    %753 = tensor.empty() : tensor<2x8x1xi1>
    %754 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_423 : tensor<2x8x1xi1>) outs(%753 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %758 = arith.xori %in, %true : i1
      linalg.yield %758 : i1
    } -> tensor<2x8x1xi1>
    %755 = linalg.generic {indexing_maps = [#map10, #map25, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754, %cst_11, %745 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_428: f32, %in_429: f32, %out: f32):
      %758 = arith.select %in, %in_428, %in_429 : f32
      linalg.yield %758 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_424 = tensor.collapse_shape %752 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_425 = tensor.expand_shape %collapsed_424 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_426 = tensor.collapse_shape %755 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_427 = tensor.expand_shape %collapsed_426 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %756 = "tm_tensor.scatter"(%expanded_427, %expanded_425, %cst_20) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%tm4_arg53: f32, %tm4_arg54: f32):
      %tm4_1210 = "arith.addf"(%tm4_arg54, %tm4_arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "tm_tensor.yield"(%tm4_1210) : (f32) -> ()
    }) : (tensor<16x1x16xf32>, tensor<16x1xi64>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %757 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%600, %756 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%368 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_428: f32, %out: f32):
      %758 = arith.addf %in, %in_428 : f32
      linalg.yield %758 : f32
    } -> tensor<64x16xf32>
    return %349, %757, %727, %724, %722, %699, %721, %collapsed_421, %681, %677, %collapsed_386, %658, %655, %653, %639, %collapsed_378, %621, %616, %collapsed_350, %collapsed_342, %571, %568, %566, %543, %565, %collapsed_335, %525, %522, %519, %509, %collapsed_300, %491, %487, %collapsed_272, %468, %465, %463, %449, %collapsed_264, %431, %428, %426, %416, %collapsed_236, %398, %391, %collapsed_208, %collapsed_200 : tensor<f32>, tensor<64x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<8x4xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<8x4xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
