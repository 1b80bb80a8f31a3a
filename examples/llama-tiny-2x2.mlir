// A two-layer LLaMA-style training step (forward and backward, f64, tiny
// widths) for a 2x2 mesh, with no shardings: the input of scripts/run-example.sh.
// Regenerate: tools/model-gen/llama.py --preset tiny --layers 2 --dtype f64 --mesh 2x2
ap.mesh @mesh(shape = 2x2, axes = ["dp", "tp"])
func.func @train_step(%tokens: tensor<4x8xi64> {ap.input_range = array<i64: 0, 63>, ap.batch_dim = 0 : i64} loc("tokens"),
    %targets: tensor<4x8xi64> {ap.input_range = array<i64: 0, 63>, ap.batch_dim = 0 : i64} loc("targets"),
    %cos: tensor<8x4xf64> loc("cos"),
    %sin: tensor<8x4xf64> loc("sin"),
    %embedding: tensor<64x32xf64> {ap.param} loc("embedding"),
    %l0_attn_norm: tensor<32xf64> {ap.param} loc("l0_attn_norm"),
    %l0_wq: tensor<32x32xf64> {ap.param} loc("l0_wq"),
    %l0_wk: tensor<16x32xf64> {ap.param} loc("l0_wk"),
    %l0_wv: tensor<16x32xf64> {ap.param} loc("l0_wv"),
    %l0_wo: tensor<32x32xf64> {ap.param} loc("l0_wo"),
    %l0_mlp_norm: tensor<32xf64> {ap.param} loc("l0_mlp_norm"),
    %l0_w1: tensor<64x32xf64> {ap.param} loc("l0_w1"),
    %l0_w3: tensor<64x32xf64> {ap.param} loc("l0_w3"),
    %l0_w2: tensor<32x64xf64> {ap.param} loc("l0_w2"),
    %l1_attn_norm: tensor<32xf64> {ap.param} loc("l1_attn_norm"),
    %l1_wq: tensor<32x32xf64> {ap.param} loc("l1_wq"),
    %l1_wk: tensor<16x32xf64> {ap.param} loc("l1_wk"),
    %l1_wv: tensor<16x32xf64> {ap.param} loc("l1_wv"),
    %l1_wo: tensor<32x32xf64> {ap.param} loc("l1_wo"),
    %l1_mlp_norm: tensor<32xf64> {ap.param} loc("l1_mlp_norm"),
    %l1_w1: tensor<64x32xf64> {ap.param} loc("l1_w1"),
    %l1_w3: tensor<64x32xf64> {ap.param} loc("l1_w3"),
    %l1_w2: tensor<32x64xf64> {ap.param} loc("l1_w2"),
    %norm: tensor<32xf64> {ap.param} loc("norm"),
    %output: tensor<64x32xf64> {ap.param} loc("output"))
    -> (tensor<f64>, tensor<64x32xf64> {ap.grad_of = 4}, tensor<32xf64> {ap.grad_of = 5}, tensor<32x32xf64> {ap.grad_of = 6}, tensor<16x32xf64> {ap.grad_of = 7}, tensor<16x32xf64> {ap.grad_of = 8}, tensor<32x32xf64> {ap.grad_of = 9}, tensor<32xf64> {ap.grad_of = 10}, tensor<64x32xf64> {ap.grad_of = 11}, tensor<64x32xf64> {ap.grad_of = 12}, tensor<32x64xf64> {ap.grad_of = 13}, tensor<32xf64> {ap.grad_of = 14}, tensor<32x32xf64> {ap.grad_of = 15}, tensor<16x32xf64> {ap.grad_of = 16}, tensor<16x32xf64> {ap.grad_of = 17}, tensor<32x32xf64> {ap.grad_of = 18}, tensor<32xf64> {ap.grad_of = 19}, tensor<64x32xf64> {ap.grad_of = 20}, tensor<64x32xf64> {ap.grad_of = 21}, tensor<32x64xf64> {ap.grad_of = 22}, tensor<32xf64> {ap.grad_of = 23}, tensor<64x32xf64> {ap.grad_of = 24}) {
  %cst0 = arith.constant 0.000000000e+00 : f64
  %emb1_init = tensor.empty() : tensor<4x8x32xf64>
  %emb1_fill = linalg.fill ins(%cst0 : f64) outs(%emb1_init : tensor<4x8x32xf64>) -> tensor<4x8x32xf64>
  %emb1 = linalg.generic {indexing_maps = [affine_map<(b, s, d, v) -> (b, s)>, affine_map<(b, s, d, v) -> (v, d)>, affine_map<(b, s, d, v) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%tokens, %embedding : tensor<4x8xi64>, tensor<64x32xf64>) outs(%emb1_fill : tensor<4x8x32xf64>) {
  ^bb0(%in0: i64, %in1: f64, %acc: f64):
    %i = linalg.index 3 : index
    %ii = arith.index_cast %i : index to i64
    %eq = arith.cmpi eq, %in0, %ii : i64
    %sel = arith.select %eq, %in1, %cst0 : f64
    %r = arith.addf %acc, %sel : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e2_init = tensor.empty() : tensor<4x8x32xf64>
  %e2 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%emb1, %emb1 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e2_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %red3_init = tensor.empty() : tensor<4x8xf64>
  %red3_fill = linalg.fill ins(%cst0 : f64) outs(%red3_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %red3 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e2 : tensor<4x8x32xf64>) outs(%red3_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %sc4_init = tensor.empty() : tensor<4x8xf64>
  %sc4 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%red3 : tensor<4x8xf64>) outs(%sc4_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %ac5_init = tensor.empty() : tensor<4x8xf64>
  %ac5 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%sc4 : tensor<4x8xf64>) outs(%ac5_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 1.000000000e-05 : f64
    %r = arith.addf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e6_init = tensor.empty() : tensor<4x8xf64>
  %e6 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%ac5 : tensor<4x8xf64>) outs(%e6_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = math.rsqrt %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e7_init = tensor.empty() : tensor<4x8x32xf64>
  %e7 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%emb1, %e6 : tensor<4x8x32xf64>, tensor<4x8xf64>) outs(%e7_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e8_init = tensor.empty() : tensor<4x8x32xf64>
  %e8 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e7, %l0_attn_norm : tensor<4x8x32xf64>, tensor<32xf64>) outs(%e8_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %view9 = tensor.collapse_shape %e8 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t10_init = tensor.empty() : tensor<32x32xf64>
  %t10 = linalg.transpose ins(%l0_wq : tensor<32x32xf64>) outs(%t10_init : tensor<32x32xf64>) permutation = [1, 0]
  %q11_init = tensor.empty() : tensor<32x32xf64>
  %q11_fill = linalg.fill ins(%cst0 : f64) outs(%q11_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %q11 = linalg.matmul ins(%view9, %t10 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%q11_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %view12 = tensor.expand_shape %q11 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %view13 = tensor.expand_shape %view12 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xf64> into tensor<4x8x4x8xf64>
  %view14 = tensor.collapse_shape %e8 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t15_init = tensor.empty() : tensor<32x16xf64>
  %t15 = linalg.transpose ins(%l0_wk : tensor<16x32xf64>) outs(%t15_init : tensor<32x16xf64>) permutation = [1, 0]
  %k16_init = tensor.empty() : tensor<32x16xf64>
  %k16_fill = linalg.fill ins(%cst0 : f64) outs(%k16_init : tensor<32x16xf64>) -> tensor<32x16xf64>
  %k16 = linalg.matmul ins(%view14, %t15 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%k16_fill : tensor<32x16xf64>) -> tensor<32x16xf64>
  %view17 = tensor.expand_shape %k16 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
  %view18 = tensor.expand_shape %view17 [[0], [1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<4x8x16xf64> into tensor<4x8x2x8xf64>
  %view19 = tensor.collapse_shape %e8 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t20_init = tensor.empty() : tensor<32x16xf64>
  %t20 = linalg.transpose ins(%l0_wv : tensor<16x32xf64>) outs(%t20_init : tensor<32x16xf64>) permutation = [1, 0]
  %v21_init = tensor.empty() : tensor<32x16xf64>
  %v21_fill = linalg.fill ins(%cst0 : f64) outs(%v21_init : tensor<32x16xf64>) -> tensor<32x16xf64>
  %v21 = linalg.matmul ins(%view19, %t20 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%v21_fill : tensor<32x16xf64>) -> tensor<32x16xf64>
  %view22 = tensor.expand_shape %v21 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
  %view23 = tensor.expand_shape %view22 [[0], [1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<4x8x16xf64> into tensor<4x8x2x8xf64>
  %sl24 = tensor.extract_slice %view13[0, 0, 0, 0] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x8xf64> to tensor<4x8x4x4xf64>
  %sl25 = tensor.extract_slice %view13[0, 0, 0, 4] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x8xf64> to tensor<4x8x4x4xf64>
  %e26_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e26 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl24, %cos : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e26_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e27_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e27 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl25, %sin : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e27_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e28_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e28 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e26, %e27 : tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) outs(%e28_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.subf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e29_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e29 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl25, %cos : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e29_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e30_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e30 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl24, %sin : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e30_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e31_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e31 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e29, %e30 : tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) outs(%e31_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %cat32 = tensor.concat dim(3) %e28, %e31 : (tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) -> tensor<4x8x4x8xf64>
  %sl33 = tensor.extract_slice %view18[0, 0, 0, 0] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x8xf64> to tensor<4x8x2x4xf64>
  %sl34 = tensor.extract_slice %view18[0, 0, 0, 4] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x8xf64> to tensor<4x8x2x4xf64>
  %e35_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e35 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl33, %cos : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e35_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e36_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e36 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl34, %sin : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e36_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e37_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e37 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e35, %e36 : tensor<4x8x2x4xf64>, tensor<4x8x2x4xf64>) outs(%e37_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.subf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e38_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e38 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl34, %cos : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e38_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e39_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e39 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl33, %sin : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e39_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e40_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e40 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e38, %e39 : tensor<4x8x2x4xf64>, tensor<4x8x2x4xf64>) outs(%e40_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %cat41 = tensor.concat dim(3) %e37, %e40 : (tensor<4x8x2x4xf64>, tensor<4x8x2x4xf64>) -> tensor<4x8x2x8xf64>
  %rs42 = tensor.expand_shape %cat32 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 8] : tensor<4x8x4x8xf64> into tensor<4x8x2x2x8xf64>
  %qk43_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %qk43_fill = linalg.fill ins(%cst0 : f64) outs(%qk43_init : tensor<4x2x2x8x8xf64>) -> tensor<4x2x2x8x8xf64>
  %qk43 = linalg.generic {indexing_maps = [affine_map<(b, s, k, g, e, t) -> (b, s, k, g, e)>, affine_map<(b, s, k, g, e, t) -> (b, t, k, e)>, affine_map<(b, s, k, g, e, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%rs42, %cat41 : tensor<4x8x2x2x8xf64>, tensor<4x8x2x8xf64>) outs(%qk43_fill : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %sc44_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %sc44 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%qk43 : tensor<4x2x2x8x8xf64>) outs(%sc44_init : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.535533906e-01 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %cst1 = arith.constant 0xFFF0000000000000 : f64
  %sm45_max_init = tensor.empty() : tensor<4x2x2x8xf64>
  %sm45_max_fill = linalg.fill ins(%cst1 : f64) outs(%sm45_max_init : tensor<4x2x2x8xf64>) -> tensor<4x2x2x8xf64>
  %sm45_max = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sc44 : tensor<4x2x2x8x8xf64>) outs(%sm45_max_fill : tensor<4x2x2x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %qi = linalg.index 3 : index
    %ki = linalg.index 4 : index
    %ok = arith.cmpi ule, %ki, %qi : index
    %xm = arith.select %ok, %in0, %cst1 : f64
    %r = arith.maximumf %xm, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8xf64>
  %sm45_exp_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %sm45_exp = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%sc44, %sm45_max : tensor<4x2x2x8x8xf64>, tensor<4x2x2x8xf64>) outs(%sm45_exp_init : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %qi = linalg.index 3 : index
    %ki = linalg.index 4 : index
    %ok = arith.cmpi ule, %ki, %qi : index
    %xm = arith.select %ok, %in0, %cst1 : f64
    %d = arith.subf %xm, %in1 : f64
    %r = math.exp %d : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %sm45_sum_init = tensor.empty() : tensor<4x2x2x8xf64>
  %sm45_sum_fill = linalg.fill ins(%cst0 : f64) outs(%sm45_sum_init : tensor<4x2x2x8xf64>) -> tensor<4x2x2x8xf64>
  %sm45_sum = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm45_exp : tensor<4x2x2x8x8xf64>) outs(%sm45_sum_fill : tensor<4x2x2x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8xf64>
  %sm45_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %sm45 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%sm45_exp, %sm45_sum : tensor<4x2x2x8x8xf64>, tensor<4x2x2x8xf64>) outs(%sm45_init : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.divf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %pv46_init = tensor.empty() : tensor<4x8x2x2x8xf64>
  %pv46_fill = linalg.fill ins(%cst0 : f64) outs(%pv46_init : tensor<4x8x2x2x8xf64>) -> tensor<4x8x2x2x8xf64>
  %pv46 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t, e) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t, e) -> (b, t, k, e)>, affine_map<(b, k, g, s, t, e) -> (b, s, k, g, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%sm45, %view23 : tensor<4x2x2x8x8xf64>, tensor<4x8x2x8xf64>) outs(%pv46_fill : tensor<4x8x2x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x2x8xf64>
  %rs47 = tensor.collapse_shape %pv46 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x8xf64> into tensor<4x8x4x8xf64>
  %view48 = tensor.collapse_shape %rs47 [[0], [1], [2, 3]] : tensor<4x8x4x8xf64> into tensor<4x8x32xf64>
  %view49 = tensor.collapse_shape %view48 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t50_init = tensor.empty() : tensor<32x32xf64>
  %t50 = linalg.transpose ins(%l0_wo : tensor<32x32xf64>) outs(%t50_init : tensor<32x32xf64>) permutation = [1, 0]
  %o51_init = tensor.empty() : tensor<32x32xf64>
  %o51_fill = linalg.fill ins(%cst0 : f64) outs(%o51_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %o51 = linalg.matmul ins(%view49, %t50 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%o51_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %view52 = tensor.expand_shape %o51 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %res53_init = tensor.empty() : tensor<4x8x32xf64>
  %res53 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%emb1, %view52 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%res53_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e54_init = tensor.empty() : tensor<4x8x32xf64>
  %e54 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res53, %res53 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e54_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %red55_init = tensor.empty() : tensor<4x8xf64>
  %red55_fill = linalg.fill ins(%cst0 : f64) outs(%red55_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %red55 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e54 : tensor<4x8x32xf64>) outs(%red55_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %sc56_init = tensor.empty() : tensor<4x8xf64>
  %sc56 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%red55 : tensor<4x8xf64>) outs(%sc56_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %ac57_init = tensor.empty() : tensor<4x8xf64>
  %ac57 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%sc56 : tensor<4x8xf64>) outs(%ac57_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 1.000000000e-05 : f64
    %r = arith.addf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e58_init = tensor.empty() : tensor<4x8xf64>
  %e58 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%ac57 : tensor<4x8xf64>) outs(%e58_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = math.rsqrt %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e59_init = tensor.empty() : tensor<4x8x32xf64>
  %e59 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res53, %e58 : tensor<4x8x32xf64>, tensor<4x8xf64>) outs(%e59_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e60_init = tensor.empty() : tensor<4x8x32xf64>
  %e60 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e59, %l0_mlp_norm : tensor<4x8x32xf64>, tensor<32xf64>) outs(%e60_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %view61 = tensor.collapse_shape %e60 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t62_init = tensor.empty() : tensor<32x64xf64>
  %t62 = linalg.transpose ins(%l0_w1 : tensor<64x32xf64>) outs(%t62_init : tensor<32x64xf64>) permutation = [1, 0]
  %w163_init = tensor.empty() : tensor<32x64xf64>
  %w163_fill = linalg.fill ins(%cst0 : f64) outs(%w163_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %w163 = linalg.matmul ins(%view61, %t62 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%w163_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %view64 = tensor.expand_shape %w163 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
  %view65 = tensor.collapse_shape %e60 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t66_init = tensor.empty() : tensor<32x64xf64>
  %t66 = linalg.transpose ins(%l0_w3 : tensor<64x32xf64>) outs(%t66_init : tensor<32x64xf64>) permutation = [1, 0]
  %w367_init = tensor.empty() : tensor<32x64xf64>
  %w367_fill = linalg.fill ins(%cst0 : f64) outs(%w367_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %w367 = linalg.matmul ins(%view65, %t66 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%w367_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %view68 = tensor.expand_shape %w367 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
  %e69_init = tensor.empty() : tensor<4x8x64xf64>
  %e69 = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%view64 : tensor<4x8x64xf64>) outs(%e69_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %one = arith.constant 1.0 : f64
    %n = arith.negf %in0 : f64
    %e = math.exp %n : f64
    %d = arith.addf %one, %e : f64
    %r = arith.divf %in0, %d : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %e70_init = tensor.empty() : tensor<4x8x64xf64>
  %e70 = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e69, %view68 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%e70_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %view71 = tensor.collapse_shape %e70 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
  %t72_init = tensor.empty() : tensor<64x32xf64>
  %t72 = linalg.transpose ins(%l0_w2 : tensor<32x64xf64>) outs(%t72_init : tensor<64x32xf64>) permutation = [1, 0]
  %o73_init = tensor.empty() : tensor<32x32xf64>
  %o73_fill = linalg.fill ins(%cst0 : f64) outs(%o73_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %o73 = linalg.matmul ins(%view71, %t72 : tensor<32x64xf64>, tensor<64x32xf64>) outs(%o73_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %view74 = tensor.expand_shape %o73 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %res75_init = tensor.empty() : tensor<4x8x32xf64>
  %res75 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res53, %view74 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%res75_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e76_init = tensor.empty() : tensor<4x8x32xf64>
  %e76 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res75, %res75 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e76_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %red77_init = tensor.empty() : tensor<4x8xf64>
  %red77_fill = linalg.fill ins(%cst0 : f64) outs(%red77_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %red77 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e76 : tensor<4x8x32xf64>) outs(%red77_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %sc78_init = tensor.empty() : tensor<4x8xf64>
  %sc78 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%red77 : tensor<4x8xf64>) outs(%sc78_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %ac79_init = tensor.empty() : tensor<4x8xf64>
  %ac79 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%sc78 : tensor<4x8xf64>) outs(%ac79_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 1.000000000e-05 : f64
    %r = arith.addf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e80_init = tensor.empty() : tensor<4x8xf64>
  %e80 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%ac79 : tensor<4x8xf64>) outs(%e80_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = math.rsqrt %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e81_init = tensor.empty() : tensor<4x8x32xf64>
  %e81 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res75, %e80 : tensor<4x8x32xf64>, tensor<4x8xf64>) outs(%e81_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e82_init = tensor.empty() : tensor<4x8x32xf64>
  %e82 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e81, %l1_attn_norm : tensor<4x8x32xf64>, tensor<32xf64>) outs(%e82_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %view83 = tensor.collapse_shape %e82 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t84_init = tensor.empty() : tensor<32x32xf64>
  %t84 = linalg.transpose ins(%l1_wq : tensor<32x32xf64>) outs(%t84_init : tensor<32x32xf64>) permutation = [1, 0]
  %q85_init = tensor.empty() : tensor<32x32xf64>
  %q85_fill = linalg.fill ins(%cst0 : f64) outs(%q85_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %q85 = linalg.matmul ins(%view83, %t84 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%q85_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %view86 = tensor.expand_shape %q85 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %view87 = tensor.expand_shape %view86 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xf64> into tensor<4x8x4x8xf64>
  %view88 = tensor.collapse_shape %e82 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t89_init = tensor.empty() : tensor<32x16xf64>
  %t89 = linalg.transpose ins(%l1_wk : tensor<16x32xf64>) outs(%t89_init : tensor<32x16xf64>) permutation = [1, 0]
  %k90_init = tensor.empty() : tensor<32x16xf64>
  %k90_fill = linalg.fill ins(%cst0 : f64) outs(%k90_init : tensor<32x16xf64>) -> tensor<32x16xf64>
  %k90 = linalg.matmul ins(%view88, %t89 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%k90_fill : tensor<32x16xf64>) -> tensor<32x16xf64>
  %view91 = tensor.expand_shape %k90 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
  %view92 = tensor.expand_shape %view91 [[0], [1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<4x8x16xf64> into tensor<4x8x2x8xf64>
  %view93 = tensor.collapse_shape %e82 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t94_init = tensor.empty() : tensor<32x16xf64>
  %t94 = linalg.transpose ins(%l1_wv : tensor<16x32xf64>) outs(%t94_init : tensor<32x16xf64>) permutation = [1, 0]
  %v95_init = tensor.empty() : tensor<32x16xf64>
  %v95_fill = linalg.fill ins(%cst0 : f64) outs(%v95_init : tensor<32x16xf64>) -> tensor<32x16xf64>
  %v95 = linalg.matmul ins(%view93, %t94 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%v95_fill : tensor<32x16xf64>) -> tensor<32x16xf64>
  %view96 = tensor.expand_shape %v95 [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf64> into tensor<4x8x16xf64>
  %view97 = tensor.expand_shape %view96 [[0], [1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<4x8x16xf64> into tensor<4x8x2x8xf64>
  %sl98 = tensor.extract_slice %view87[0, 0, 0, 0] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x8xf64> to tensor<4x8x4x4xf64>
  %sl99 = tensor.extract_slice %view87[0, 0, 0, 4] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x8xf64> to tensor<4x8x4x4xf64>
  %e100_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e100 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl98, %cos : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e100_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e101_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e101 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl99, %sin : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e101_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e102_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e102 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e100, %e101 : tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) outs(%e102_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.subf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e103_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e103 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl99, %cos : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e103_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e104_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e104 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl98, %sin : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e104_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e105_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e105 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e103, %e104 : tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) outs(%e105_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %cat106 = tensor.concat dim(3) %e102, %e105 : (tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) -> tensor<4x8x4x8xf64>
  %sl107 = tensor.extract_slice %view92[0, 0, 0, 0] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x8xf64> to tensor<4x8x2x4xf64>
  %sl108 = tensor.extract_slice %view92[0, 0, 0, 4] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x8xf64> to tensor<4x8x2x4xf64>
  %e109_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e109 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl107, %cos : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e109_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e110_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e110 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl108, %sin : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e110_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e111_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e111 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e109, %e110 : tensor<4x8x2x4xf64>, tensor<4x8x2x4xf64>) outs(%e111_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.subf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e112_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e112 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl108, %cos : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e112_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e113_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e113 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl107, %sin : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e113_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e114_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e114 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e112, %e113 : tensor<4x8x2x4xf64>, tensor<4x8x2x4xf64>) outs(%e114_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %cat115 = tensor.concat dim(3) %e111, %e114 : (tensor<4x8x2x4xf64>, tensor<4x8x2x4xf64>) -> tensor<4x8x2x8xf64>
  %rs116 = tensor.expand_shape %cat106 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 8] : tensor<4x8x4x8xf64> into tensor<4x8x2x2x8xf64>
  %qk117_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %qk117_fill = linalg.fill ins(%cst0 : f64) outs(%qk117_init : tensor<4x2x2x8x8xf64>) -> tensor<4x2x2x8x8xf64>
  %qk117 = linalg.generic {indexing_maps = [affine_map<(b, s, k, g, e, t) -> (b, s, k, g, e)>, affine_map<(b, s, k, g, e, t) -> (b, t, k, e)>, affine_map<(b, s, k, g, e, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%rs116, %cat115 : tensor<4x8x2x2x8xf64>, tensor<4x8x2x8xf64>) outs(%qk117_fill : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %sc118_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %sc118 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%qk117 : tensor<4x2x2x8x8xf64>) outs(%sc118_init : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.535533906e-01 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %sm119_max_init = tensor.empty() : tensor<4x2x2x8xf64>
  %sm119_max_fill = linalg.fill ins(%cst1 : f64) outs(%sm119_max_init : tensor<4x2x2x8xf64>) -> tensor<4x2x2x8xf64>
  %sm119_max = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sc118 : tensor<4x2x2x8x8xf64>) outs(%sm119_max_fill : tensor<4x2x2x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %qi = linalg.index 3 : index
    %ki = linalg.index 4 : index
    %ok = arith.cmpi ule, %ki, %qi : index
    %xm = arith.select %ok, %in0, %cst1 : f64
    %r = arith.maximumf %xm, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8xf64>
  %sm119_exp_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %sm119_exp = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%sc118, %sm119_max : tensor<4x2x2x8x8xf64>, tensor<4x2x2x8xf64>) outs(%sm119_exp_init : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %qi = linalg.index 3 : index
    %ki = linalg.index 4 : index
    %ok = arith.cmpi ule, %ki, %qi : index
    %xm = arith.select %ok, %in0, %cst1 : f64
    %d = arith.subf %xm, %in1 : f64
    %r = math.exp %d : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %sm119_sum_init = tensor.empty() : tensor<4x2x2x8xf64>
  %sm119_sum_fill = linalg.fill ins(%cst0 : f64) outs(%sm119_sum_init : tensor<4x2x2x8xf64>) -> tensor<4x2x2x8xf64>
  %sm119_sum = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm119_exp : tensor<4x2x2x8x8xf64>) outs(%sm119_sum_fill : tensor<4x2x2x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8xf64>
  %sm119_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %sm119 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%sm119_exp, %sm119_sum : tensor<4x2x2x8x8xf64>, tensor<4x2x2x8xf64>) outs(%sm119_init : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.divf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %pv120_init = tensor.empty() : tensor<4x8x2x2x8xf64>
  %pv120_fill = linalg.fill ins(%cst0 : f64) outs(%pv120_init : tensor<4x8x2x2x8xf64>) -> tensor<4x8x2x2x8xf64>
  %pv120 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t, e) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t, e) -> (b, t, k, e)>, affine_map<(b, k, g, s, t, e) -> (b, s, k, g, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%sm119, %view97 : tensor<4x2x2x8x8xf64>, tensor<4x8x2x8xf64>) outs(%pv120_fill : tensor<4x8x2x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x2x8xf64>
  %rs121 = tensor.collapse_shape %pv120 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x8xf64> into tensor<4x8x4x8xf64>
  %view122 = tensor.collapse_shape %rs121 [[0], [1], [2, 3]] : tensor<4x8x4x8xf64> into tensor<4x8x32xf64>
  %view123 = tensor.collapse_shape %view122 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t124_init = tensor.empty() : tensor<32x32xf64>
  %t124 = linalg.transpose ins(%l1_wo : tensor<32x32xf64>) outs(%t124_init : tensor<32x32xf64>) permutation = [1, 0]
  %o125_init = tensor.empty() : tensor<32x32xf64>
  %o125_fill = linalg.fill ins(%cst0 : f64) outs(%o125_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %o125 = linalg.matmul ins(%view123, %t124 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%o125_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %view126 = tensor.expand_shape %o125 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %res127_init = tensor.empty() : tensor<4x8x32xf64>
  %res127 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res75, %view126 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%res127_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e128_init = tensor.empty() : tensor<4x8x32xf64>
  %e128 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res127, %res127 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e128_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %red129_init = tensor.empty() : tensor<4x8xf64>
  %red129_fill = linalg.fill ins(%cst0 : f64) outs(%red129_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %red129 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e128 : tensor<4x8x32xf64>) outs(%red129_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %sc130_init = tensor.empty() : tensor<4x8xf64>
  %sc130 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%red129 : tensor<4x8xf64>) outs(%sc130_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %ac131_init = tensor.empty() : tensor<4x8xf64>
  %ac131 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%sc130 : tensor<4x8xf64>) outs(%ac131_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 1.000000000e-05 : f64
    %r = arith.addf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e132_init = tensor.empty() : tensor<4x8xf64>
  %e132 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%ac131 : tensor<4x8xf64>) outs(%e132_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = math.rsqrt %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e133_init = tensor.empty() : tensor<4x8x32xf64>
  %e133 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res127, %e132 : tensor<4x8x32xf64>, tensor<4x8xf64>) outs(%e133_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e134_init = tensor.empty() : tensor<4x8x32xf64>
  %e134 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e133, %l1_mlp_norm : tensor<4x8x32xf64>, tensor<32xf64>) outs(%e134_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %view135 = tensor.collapse_shape %e134 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t136_init = tensor.empty() : tensor<32x64xf64>
  %t136 = linalg.transpose ins(%l1_w1 : tensor<64x32xf64>) outs(%t136_init : tensor<32x64xf64>) permutation = [1, 0]
  %w1137_init = tensor.empty() : tensor<32x64xf64>
  %w1137_fill = linalg.fill ins(%cst0 : f64) outs(%w1137_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %w1137 = linalg.matmul ins(%view135, %t136 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%w1137_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %view138 = tensor.expand_shape %w1137 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
  %view139 = tensor.collapse_shape %e134 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t140_init = tensor.empty() : tensor<32x64xf64>
  %t140 = linalg.transpose ins(%l1_w3 : tensor<64x32xf64>) outs(%t140_init : tensor<32x64xf64>) permutation = [1, 0]
  %w3141_init = tensor.empty() : tensor<32x64xf64>
  %w3141_fill = linalg.fill ins(%cst0 : f64) outs(%w3141_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %w3141 = linalg.matmul ins(%view139, %t140 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%w3141_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %view142 = tensor.expand_shape %w3141 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
  %e143_init = tensor.empty() : tensor<4x8x64xf64>
  %e143 = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%view138 : tensor<4x8x64xf64>) outs(%e143_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %one = arith.constant 1.0 : f64
    %n = arith.negf %in0 : f64
    %e = math.exp %n : f64
    %d = arith.addf %one, %e : f64
    %r = arith.divf %in0, %d : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %e144_init = tensor.empty() : tensor<4x8x64xf64>
  %e144 = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e143, %view142 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%e144_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %view145 = tensor.collapse_shape %e144 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
  %t146_init = tensor.empty() : tensor<64x32xf64>
  %t146 = linalg.transpose ins(%l1_w2 : tensor<32x64xf64>) outs(%t146_init : tensor<64x32xf64>) permutation = [1, 0]
  %o147_init = tensor.empty() : tensor<32x32xf64>
  %o147_fill = linalg.fill ins(%cst0 : f64) outs(%o147_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %o147 = linalg.matmul ins(%view145, %t146 : tensor<32x64xf64>, tensor<64x32xf64>) outs(%o147_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %view148 = tensor.expand_shape %o147 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %res149_init = tensor.empty() : tensor<4x8x32xf64>
  %res149 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res127, %view148 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%res149_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e150_init = tensor.empty() : tensor<4x8x32xf64>
  %e150 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res149, %res149 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e150_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %red151_init = tensor.empty() : tensor<4x8xf64>
  %red151_fill = linalg.fill ins(%cst0 : f64) outs(%red151_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %red151 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e150 : tensor<4x8x32xf64>) outs(%red151_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %sc152_init = tensor.empty() : tensor<4x8xf64>
  %sc152 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%red151 : tensor<4x8xf64>) outs(%sc152_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %ac153_init = tensor.empty() : tensor<4x8xf64>
  %ac153 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%sc152 : tensor<4x8xf64>) outs(%ac153_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 1.000000000e-05 : f64
    %r = arith.addf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e154_init = tensor.empty() : tensor<4x8xf64>
  %e154 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%ac153 : tensor<4x8xf64>) outs(%e154_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = math.rsqrt %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e155_init = tensor.empty() : tensor<4x8x32xf64>
  %e155 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%res149, %e154 : tensor<4x8x32xf64>, tensor<4x8xf64>) outs(%e155_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e156_init = tensor.empty() : tensor<4x8x32xf64>
  %e156 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e155, %norm : tensor<4x8x32xf64>, tensor<32xf64>) outs(%e156_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %view157 = tensor.collapse_shape %e156 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t158_init = tensor.empty() : tensor<32x64xf64>
  %t158 = linalg.transpose ins(%output : tensor<64x32xf64>) outs(%t158_init : tensor<32x64xf64>) permutation = [1, 0]
  %logits159_init = tensor.empty() : tensor<32x64xf64>
  %logits159_fill = linalg.fill ins(%cst0 : f64) outs(%logits159_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %logits159 = linalg.matmul ins(%view157, %t158 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%logits159_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %view160 = tensor.expand_shape %logits159 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
  %lmax161_init = tensor.empty() : tensor<4x8xf64>
  %lmax161_fill = linalg.fill ins(%cst1 : f64) outs(%lmax161_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %lmax161 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%view160 : tensor<4x8x64xf64>) outs(%lmax161_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.maximumf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e162_init = tensor.empty() : tensor<4x8x64xf64>
  %e162 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s)>, affine_map<(b, s, v) -> (b, s, v)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%view160, %lmax161 : tensor<4x8x64xf64>, tensor<4x8xf64>) outs(%e162_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.subf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %e163_init = tensor.empty() : tensor<4x8x64xf64>
  %e163 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s, v)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e162 : tensor<4x8x64xf64>) outs(%e163_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = math.exp %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %lz164_init = tensor.empty() : tensor<4x8xf64>
  %lz164_fill = linalg.fill ins(%cst0 : f64) outs(%lz164_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %lz164 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e163 : tensor<4x8x64xf64>) outs(%lz164_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e165_init = tensor.empty() : tensor<4x8xf64>
  %e165 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%lz164 : tensor<4x8xf64>) outs(%e165_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = math.log %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e166_init = tensor.empty() : tensor<4x8xf64>
  %e166 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e165, %lmax161 : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e166_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %take167_init = tensor.empty() : tensor<4x8xf64>
  %take167_fill = linalg.fill ins(%cst0 : f64) outs(%take167_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %take167 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s)>, affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%targets, %view160 : tensor<4x8xi64>, tensor<4x8x64xf64>) outs(%take167_fill : tensor<4x8xf64>) {
  ^bb0(%in0: i64, %in1: f64, %acc: f64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %eq = arith.cmpi eq, %in0, %ii : i64
    %sel = arith.select %eq, %in1, %cst0 : f64
    %r = arith.addf %acc, %sel : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e168_init = tensor.empty() : tensor<4x8xf64>
  %e168 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e166, %take167 : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e168_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.subf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %loss169_init = tensor.empty() : tensor<f64>
  %loss169_fill = linalg.fill ins(%cst0 : f64) outs(%loss169_init : tensor<f64>) -> tensor<f64>
  %loss169 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%e168 : tensor<4x8xf64>) outs(%loss169_fill : tensor<f64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<f64>
  %sc170_init = tensor.empty() : tensor<f64>
  %sc170 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%loss169 : tensor<f64>) outs(%sc170_init : tensor<f64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<f64>
  %one171_init = tensor.empty() : tensor<f64>
  %cst2 = arith.constant 1.000000000e+00 : f64
  %one171 = linalg.fill ins(%cst2 : f64) outs(%one171_init : tensor<f64>) -> tensor<f64>
  %seed172_init = tensor.empty() : tensor<f64>
  %seed172 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%one171 : tensor<f64>) outs(%seed172_init : tensor<f64>) {
  ^bb0(%in0: f64, %acc: f64):
    linalg.yield %in0 : f64
  } -> tensor<f64>
  %sc173_init = tensor.empty() : tensor<f64>
  %sc173 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%seed172 : tensor<f64>) outs(%sc173_init : tensor<f64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<f64>
  %bc174_init = tensor.empty() : tensor<4x8xf64>
  %bc174 = linalg.generic {indexing_maps = [affine_map<(b, s) -> ()>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%sc173 : tensor<f64>) outs(%bc174_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    linalg.yield %in0 : f64
  } -> tensor<4x8xf64>
  %e175_init = tensor.empty() : tensor<4x8xf64>
  %e175 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%bc174 : tensor<4x8xf64>) outs(%e175_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.negf %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %dtake176_init = tensor.empty() : tensor<4x8x64xf64>
  %dtake176 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s)>, affine_map<(b, s, v) -> (b, s)>, affine_map<(b, s, v) -> (b, s, v)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%targets, %e175 : tensor<4x8xi64>, tensor<4x8xf64>) outs(%dtake176_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: i64, %in1: f64, %acc: f64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %eq = arith.cmpi eq, %in0, %ii : i64
    %sel = arith.select %eq, %in1, %cst0 : f64
    linalg.yield %sel : f64
  } -> tensor<4x8x64xf64>
  %e177_init = tensor.empty() : tensor<4x8xf64>
  %e177 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%bc174, %lz164 : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e177_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.divf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %bc178_init = tensor.empty() : tensor<4x8x64xf64>
  %bc178 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s)>, affine_map<(b, s, v) -> (b, s, v)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e177 : tensor<4x8xf64>) outs(%bc178_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    linalg.yield %in0 : f64
  } -> tensor<4x8x64xf64>
  %e179_init = tensor.empty() : tensor<4x8x64xf64>
  %e179 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s, v)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc178, %e163 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%e179_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %acc180_init = tensor.empty() : tensor<4x8x64xf64>
  %acc180 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s, v)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%dtake176, %e179 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%acc180_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %e181_init = tensor.empty() : tensor<4x8x64xf64>
  %e181 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s, v)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e179 : tensor<4x8x64xf64>) outs(%e181_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.negf %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %ub182_init = tensor.empty() : tensor<4x8xf64>
  %ub182_fill = linalg.fill ins(%cst0 : f64) outs(%ub182_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %ub182 = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>, affine_map<(b, s, v) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e181 : tensor<4x8x64xf64>) outs(%ub182_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %acc183_init = tensor.empty() : tensor<4x8xf64>
  %acc183 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%bc174, %ub182 : tensor<4x8xf64>, tensor<4x8xf64>) outs(%acc183_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %drs184 = tensor.collapse_shape %acc180 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
  %t185_init = tensor.empty() : tensor<64x32xf64>
  %t185 = linalg.transpose ins(%t158 : tensor<32x64xf64>) outs(%t185_init : tensor<64x32xf64>) permutation = [1, 0]
  %da186_init = tensor.empty() : tensor<32x32xf64>
  %da186_fill = linalg.fill ins(%cst0 : f64) outs(%da186_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da186 = linalg.matmul ins(%drs184, %t185 : tensor<32x64xf64>, tensor<64x32xf64>) outs(%da186_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t187_init = tensor.empty() : tensor<32x32xf64>
  %t187 = linalg.transpose ins(%view157 : tensor<32x32xf64>) outs(%t187_init : tensor<32x32xf64>) permutation = [1, 0]
  %db188_init = tensor.empty() : tensor<32x64xf64>
  %db188_fill = linalg.fill ins(%cst0 : f64) outs(%db188_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %db188 = linalg.matmul ins(%t187, %drs184 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%db188_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %dt189_init = tensor.empty() : tensor<64x32xf64>
  %dt189 = linalg.transpose ins(%db188 : tensor<32x64xf64>) outs(%dt189_init : tensor<64x32xf64>) permutation = [1, 0]
  %drs190 = tensor.expand_shape %da186 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %e191_init = tensor.empty() : tensor<4x8x32xf64>
  %e191 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%drs190, %norm : tensor<4x8x32xf64>, tensor<32xf64>) outs(%e191_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e192_init = tensor.empty() : tensor<4x8x32xf64>
  %e192 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%drs190, %e155 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e192_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %ub193_init = tensor.empty() : tensor<32xf64>
  %ub193_fill = linalg.fill ins(%cst0 : f64) outs(%ub193_init : tensor<32xf64>) -> tensor<32xf64>
  %ub193 = linalg.generic {indexing_maps = [affine_map<(d, b, s) -> (b, s, d)>, affine_map<(d, b, s) -> (d)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%e192 : tensor<4x8x32xf64>) outs(%ub193_fill : tensor<32xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<32xf64>
  %e194_init = tensor.empty() : tensor<4x8x32xf64>
  %e194 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e191, %e154 : tensor<4x8x32xf64>, tensor<4x8xf64>) outs(%e194_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e195_init = tensor.empty() : tensor<4x8x32xf64>
  %e195 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e191, %res149 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e195_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %ub196_init = tensor.empty() : tensor<4x8xf64>
  %ub196_fill = linalg.fill ins(%cst0 : f64) outs(%ub196_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %ub196 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e195 : tensor<4x8x32xf64>) outs(%ub196_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e197_init = tensor.empty() : tensor<4x8xf64>
  %e197 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e154, %ub196 : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e197_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %h = arith.constant -0.5 : f64
    %y2 = arith.mulf %in0, %in0 : f64
    %y3 = arith.mulf %y2, %in0 : f64
    %a = arith.mulf %y3, %h : f64
    %r = arith.mulf %a, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %sc198_init = tensor.empty() : tensor<4x8xf64>
  %sc198 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e197 : tensor<4x8xf64>) outs(%sc198_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %bc199_init = tensor.empty() : tensor<4x8x32xf64>
  %bc199 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sc198 : tensor<4x8xf64>) outs(%bc199_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    linalg.yield %in0 : f64
  } -> tensor<4x8x32xf64>
  %e200_init = tensor.empty() : tensor<4x8x32xf64>
  %e200 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc199, %res149 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e200_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc201_init = tensor.empty() : tensor<4x8x32xf64>
  %acc201 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e194, %e200 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc201_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e202_init = tensor.empty() : tensor<4x8x32xf64>
  %e202 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc199, %res149 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e202_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc203_init = tensor.empty() : tensor<4x8x32xf64>
  %acc203 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc201, %e202 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc203_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %drs204 = tensor.collapse_shape %acc203 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t205_init = tensor.empty() : tensor<32x64xf64>
  %t205 = linalg.transpose ins(%t146 : tensor<64x32xf64>) outs(%t205_init : tensor<32x64xf64>) permutation = [1, 0]
  %da206_init = tensor.empty() : tensor<32x64xf64>
  %da206_fill = linalg.fill ins(%cst0 : f64) outs(%da206_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %da206 = linalg.matmul ins(%drs204, %t205 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%da206_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %t207_init = tensor.empty() : tensor<64x32xf64>
  %t207 = linalg.transpose ins(%view145 : tensor<32x64xf64>) outs(%t207_init : tensor<64x32xf64>) permutation = [1, 0]
  %db208_init = tensor.empty() : tensor<64x32xf64>
  %db208_fill = linalg.fill ins(%cst0 : f64) outs(%db208_init : tensor<64x32xf64>) -> tensor<64x32xf64>
  %db208 = linalg.matmul ins(%t207, %drs204 : tensor<64x32xf64>, tensor<32x32xf64>) outs(%db208_fill : tensor<64x32xf64>) -> tensor<64x32xf64>
  %dt209_init = tensor.empty() : tensor<32x64xf64>
  %dt209 = linalg.transpose ins(%db208 : tensor<64x32xf64>) outs(%dt209_init : tensor<32x64xf64>) permutation = [1, 0]
  %drs210 = tensor.expand_shape %da206 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
  %e211_init = tensor.empty() : tensor<4x8x64xf64>
  %e211 = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%drs210, %view142 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%e211_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %e212_init = tensor.empty() : tensor<4x8x64xf64>
  %e212 = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%drs210, %e143 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%e212_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %e213_init = tensor.empty() : tensor<4x8x64xf64>
  %e213 = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%view138, %e211 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%e213_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %one = arith.constant 1.0 : f64
    %n = arith.negf %in0 : f64
    %e = math.exp %n : f64
    %d = arith.addf %one, %e : f64
    %s = arith.divf %one, %d : f64
    %oms = arith.subf %one, %s : f64
    %xo = arith.mulf %in0, %oms : f64
    %p = arith.addf %one, %xo : f64
    %sp = arith.mulf %s, %p : f64
    %r = arith.mulf %in1, %sp : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %drs214 = tensor.collapse_shape %e212 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
  %t215_init = tensor.empty() : tensor<64x32xf64>
  %t215 = linalg.transpose ins(%t140 : tensor<32x64xf64>) outs(%t215_init : tensor<64x32xf64>) permutation = [1, 0]
  %da216_init = tensor.empty() : tensor<32x32xf64>
  %da216_fill = linalg.fill ins(%cst0 : f64) outs(%da216_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da216 = linalg.matmul ins(%drs214, %t215 : tensor<32x64xf64>, tensor<64x32xf64>) outs(%da216_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t217_init = tensor.empty() : tensor<32x32xf64>
  %t217 = linalg.transpose ins(%view139 : tensor<32x32xf64>) outs(%t217_init : tensor<32x32xf64>) permutation = [1, 0]
  %db218_init = tensor.empty() : tensor<32x64xf64>
  %db218_fill = linalg.fill ins(%cst0 : f64) outs(%db218_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %db218 = linalg.matmul ins(%t217, %drs214 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%db218_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %dt219_init = tensor.empty() : tensor<64x32xf64>
  %dt219 = linalg.transpose ins(%db218 : tensor<32x64xf64>) outs(%dt219_init : tensor<64x32xf64>) permutation = [1, 0]
  %drs220 = tensor.expand_shape %da216 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %drs221 = tensor.collapse_shape %e213 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
  %t222_init = tensor.empty() : tensor<64x32xf64>
  %t222 = linalg.transpose ins(%t136 : tensor<32x64xf64>) outs(%t222_init : tensor<64x32xf64>) permutation = [1, 0]
  %da223_init = tensor.empty() : tensor<32x32xf64>
  %da223_fill = linalg.fill ins(%cst0 : f64) outs(%da223_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da223 = linalg.matmul ins(%drs221, %t222 : tensor<32x64xf64>, tensor<64x32xf64>) outs(%da223_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t224_init = tensor.empty() : tensor<32x32xf64>
  %t224 = linalg.transpose ins(%view135 : tensor<32x32xf64>) outs(%t224_init : tensor<32x32xf64>) permutation = [1, 0]
  %db225_init = tensor.empty() : tensor<32x64xf64>
  %db225_fill = linalg.fill ins(%cst0 : f64) outs(%db225_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %db225 = linalg.matmul ins(%t224, %drs221 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%db225_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %dt226_init = tensor.empty() : tensor<64x32xf64>
  %dt226 = linalg.transpose ins(%db225 : tensor<32x64xf64>) outs(%dt226_init : tensor<64x32xf64>) permutation = [1, 0]
  %drs227 = tensor.expand_shape %da223 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %acc228_init = tensor.empty() : tensor<4x8x32xf64>
  %acc228 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%drs220, %drs227 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc228_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e229_init = tensor.empty() : tensor<4x8x32xf64>
  %e229 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc228, %l1_mlp_norm : tensor<4x8x32xf64>, tensor<32xf64>) outs(%e229_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e230_init = tensor.empty() : tensor<4x8x32xf64>
  %e230 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc228, %e133 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e230_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %ub231_init = tensor.empty() : tensor<32xf64>
  %ub231_fill = linalg.fill ins(%cst0 : f64) outs(%ub231_init : tensor<32xf64>) -> tensor<32xf64>
  %ub231 = linalg.generic {indexing_maps = [affine_map<(d, b, s) -> (b, s, d)>, affine_map<(d, b, s) -> (d)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%e230 : tensor<4x8x32xf64>) outs(%ub231_fill : tensor<32xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<32xf64>
  %e232_init = tensor.empty() : tensor<4x8x32xf64>
  %e232 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e229, %e132 : tensor<4x8x32xf64>, tensor<4x8xf64>) outs(%e232_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc233_init = tensor.empty() : tensor<4x8x32xf64>
  %acc233 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc203, %e232 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc233_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e234_init = tensor.empty() : tensor<4x8x32xf64>
  %e234 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e229, %res127 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e234_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %ub235_init = tensor.empty() : tensor<4x8xf64>
  %ub235_fill = linalg.fill ins(%cst0 : f64) outs(%ub235_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %ub235 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e234 : tensor<4x8x32xf64>) outs(%ub235_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e236_init = tensor.empty() : tensor<4x8xf64>
  %e236 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e132, %ub235 : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e236_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %h = arith.constant -0.5 : f64
    %y2 = arith.mulf %in0, %in0 : f64
    %y3 = arith.mulf %y2, %in0 : f64
    %a = arith.mulf %y3, %h : f64
    %r = arith.mulf %a, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %sc237_init = tensor.empty() : tensor<4x8xf64>
  %sc237 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e236 : tensor<4x8xf64>) outs(%sc237_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %bc238_init = tensor.empty() : tensor<4x8x32xf64>
  %bc238 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sc237 : tensor<4x8xf64>) outs(%bc238_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    linalg.yield %in0 : f64
  } -> tensor<4x8x32xf64>
  %e239_init = tensor.empty() : tensor<4x8x32xf64>
  %e239 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc238, %res127 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e239_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc240_init = tensor.empty() : tensor<4x8x32xf64>
  %acc240 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc233, %e239 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc240_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e241_init = tensor.empty() : tensor<4x8x32xf64>
  %e241 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc238, %res127 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e241_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc242_init = tensor.empty() : tensor<4x8x32xf64>
  %acc242 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc240, %e241 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc242_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %drs243 = tensor.collapse_shape %acc242 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t244_init = tensor.empty() : tensor<32x32xf64>
  %t244 = linalg.transpose ins(%t124 : tensor<32x32xf64>) outs(%t244_init : tensor<32x32xf64>) permutation = [1, 0]
  %da245_init = tensor.empty() : tensor<32x32xf64>
  %da245_fill = linalg.fill ins(%cst0 : f64) outs(%da245_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da245 = linalg.matmul ins(%drs243, %t244 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%da245_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t246_init = tensor.empty() : tensor<32x32xf64>
  %t246 = linalg.transpose ins(%view123 : tensor<32x32xf64>) outs(%t246_init : tensor<32x32xf64>) permutation = [1, 0]
  %db247_init = tensor.empty() : tensor<32x32xf64>
  %db247_fill = linalg.fill ins(%cst0 : f64) outs(%db247_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %db247 = linalg.matmul ins(%t246, %drs243 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%db247_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %dt248_init = tensor.empty() : tensor<32x32xf64>
  %dt248 = linalg.transpose ins(%db247 : tensor<32x32xf64>) outs(%dt248_init : tensor<32x32xf64>) permutation = [1, 0]
  %drs249 = tensor.expand_shape %da245 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %drs250 = tensor.expand_shape %drs249 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xf64> into tensor<4x8x4x8xf64>
  %drs251 = tensor.expand_shape %drs250 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 8] : tensor<4x8x4x8xf64> into tensor<4x8x2x2x8xf64>
  %da252_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %da252_fill = linalg.fill ins(%cst0 : f64) outs(%da252_init : tensor<4x2x2x8x8xf64>) -> tensor<4x2x2x8x8xf64>
  %da252 = linalg.generic {indexing_maps = [affine_map<(b, s, k, g, e, t) -> (b, s, k, g, e)>, affine_map<(b, s, k, g, e, t) -> (b, t, k, e)>, affine_map<(b, s, k, g, e, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%drs251, %view97 : tensor<4x8x2x2x8xf64>, tensor<4x8x2x8xf64>) outs(%da252_fill : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %db253_init = tensor.empty() : tensor<4x8x2x8xf64>
  %db253_fill = linalg.fill ins(%cst0 : f64) outs(%db253_init : tensor<4x8x2x8xf64>) -> tensor<4x8x2x8xf64>
  %db253 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t, e) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t, e) -> (b, s, k, g, e)>, affine_map<(b, k, g, s, t, e) -> (b, t, k, e)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel", "parallel"]}
      ins(%sm119, %drs251 : tensor<4x2x2x8x8xf64>, tensor<4x8x2x2x8xf64>) outs(%db253_fill : tensor<4x8x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x8xf64>
  %dsm254_dot_init = tensor.empty() : tensor<4x2x2x8xf64>
  %dsm254_dot_fill = linalg.fill ins(%cst0 : f64) outs(%dsm254_dot_init : tensor<4x2x2x8xf64>) -> tensor<4x2x2x8xf64>
  %dsm254_dot = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm119, %da252 : tensor<4x2x2x8x8xf64>, tensor<4x2x2x8x8xf64>) outs(%dsm254_dot_fill : tensor<4x2x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8xf64>
  %dsm254_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %dsm254 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%sm119, %da252, %dsm254_dot : tensor<4x2x2x8x8xf64>, tensor<4x2x2x8x8xf64>, tensor<4x2x2x8xf64>) outs(%dsm254_init : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %in2: f64, %acc: f64):
    %d = arith.subf %in1, %in2 : f64
    %r = arith.mulf %in0, %d : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %sc255_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %sc255 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%dsm254 : tensor<4x2x2x8x8xf64>) outs(%sc255_init : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.535533906e-01 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %da256_init = tensor.empty() : tensor<4x8x2x2x8xf64>
  %da256_fill = linalg.fill ins(%cst0 : f64) outs(%da256_init : tensor<4x8x2x2x8xf64>) -> tensor<4x8x2x2x8xf64>
  %da256 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t, e) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t, e) -> (b, t, k, e)>, affine_map<(b, k, g, s, t, e) -> (b, s, k, g, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%sc255, %cat115 : tensor<4x2x2x8x8xf64>, tensor<4x8x2x8xf64>) outs(%da256_fill : tensor<4x8x2x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x2x8xf64>
  %db257_init = tensor.empty() : tensor<4x8x2x8xf64>
  %db257_fill = linalg.fill ins(%cst0 : f64) outs(%db257_init : tensor<4x8x2x8xf64>) -> tensor<4x8x2x8xf64>
  %db257 = linalg.generic {indexing_maps = [affine_map<(b, s, k, g, e, t) -> (b, s, k, g, e)>, affine_map<(b, s, k, g, e, t) -> (b, k, g, s, t)>, affine_map<(b, s, k, g, e, t) -> (b, t, k, e)>], iterator_types = ["parallel", "reduction", "parallel", "reduction", "parallel", "parallel"]}
      ins(%rs116, %sc255 : tensor<4x8x2x2x8xf64>, tensor<4x2x2x8x8xf64>) outs(%db257_fill : tensor<4x8x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x8xf64>
  %drs258 = tensor.collapse_shape %da256 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x8xf64> into tensor<4x8x4x8xf64>
  %sl259 = tensor.extract_slice %db257[0, 0, 0, 0] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x8xf64> to tensor<4x8x2x4xf64>
  %sl260 = tensor.extract_slice %db257[0, 0, 0, 4] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x8xf64> to tensor<4x8x2x4xf64>
  %e261_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e261 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl260, %sin : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e261_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e262_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e262 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl260, %cos : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e262_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e263_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e263 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl259 : tensor<4x8x2x4xf64>) outs(%e263_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.negf %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e264_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e264 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e263, %sin : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e264_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %acc265_init = tensor.empty() : tensor<4x8x2x4xf64>
  %acc265 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e262, %e264 : tensor<4x8x2x4xf64>, tensor<4x8x2x4xf64>) outs(%acc265_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e266_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e266 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl259, %cos : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e266_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %acc267_init = tensor.empty() : tensor<4x8x2x4xf64>
  %acc267 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e261, %e266 : tensor<4x8x2x4xf64>, tensor<4x8x2x4xf64>) outs(%acc267_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %pad268_init = tensor.empty() : tensor<4x8x2x8xf64>
  %pad268_fill = linalg.fill ins(%cst0 : f64) outs(%pad268_init : tensor<4x8x2x8xf64>) -> tensor<4x8x2x8xf64>
  %pad268 = tensor.insert_slice %acc265 into %pad268_fill[0, 0, 0, 4] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x4xf64> into tensor<4x8x2x8xf64>
  %pad269_init = tensor.empty() : tensor<4x8x2x8xf64>
  %pad269_fill = linalg.fill ins(%cst0 : f64) outs(%pad269_init : tensor<4x8x2x8xf64>) -> tensor<4x8x2x8xf64>
  %pad269 = tensor.insert_slice %acc267 into %pad269_fill[0, 0, 0, 0] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x4xf64> into tensor<4x8x2x8xf64>
  %acc270_init = tensor.empty() : tensor<4x8x2x8xf64>
  %acc270 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e) -> (b, s, k, e)>, affine_map<(b, s, k, e) -> (b, s, k, e)>, affine_map<(b, s, k, e) -> (b, s, k, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pad268, %pad269 : tensor<4x8x2x8xf64>, tensor<4x8x2x8xf64>) outs(%acc270_init : tensor<4x8x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x8xf64>
  %sl271 = tensor.extract_slice %drs258[0, 0, 0, 0] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x8xf64> to tensor<4x8x4x4xf64>
  %sl272 = tensor.extract_slice %drs258[0, 0, 0, 4] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x8xf64> to tensor<4x8x4x4xf64>
  %e273_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e273 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl272, %sin : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e273_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e274_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e274 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl272, %cos : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e274_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e275_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e275 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl271 : tensor<4x8x4x4xf64>) outs(%e275_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.negf %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e276_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e276 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e275, %sin : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e276_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %acc277_init = tensor.empty() : tensor<4x8x4x4xf64>
  %acc277 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e274, %e276 : tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) outs(%acc277_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e278_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e278 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl271, %cos : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e278_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %acc279_init = tensor.empty() : tensor<4x8x4x4xf64>
  %acc279 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e273, %e278 : tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) outs(%acc279_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %pad280_init = tensor.empty() : tensor<4x8x4x8xf64>
  %pad280_fill = linalg.fill ins(%cst0 : f64) outs(%pad280_init : tensor<4x8x4x8xf64>) -> tensor<4x8x4x8xf64>
  %pad280 = tensor.insert_slice %acc277 into %pad280_fill[0, 0, 0, 4] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x4xf64> into tensor<4x8x4x8xf64>
  %pad281_init = tensor.empty() : tensor<4x8x4x8xf64>
  %pad281_fill = linalg.fill ins(%cst0 : f64) outs(%pad281_init : tensor<4x8x4x8xf64>) -> tensor<4x8x4x8xf64>
  %pad281 = tensor.insert_slice %acc279 into %pad281_fill[0, 0, 0, 0] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x4xf64> into tensor<4x8x4x8xf64>
  %acc282_init = tensor.empty() : tensor<4x8x4x8xf64>
  %acc282 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e) -> (b, s, h, e)>, affine_map<(b, s, h, e) -> (b, s, h, e)>, affine_map<(b, s, h, e) -> (b, s, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pad280, %pad281 : tensor<4x8x4x8xf64>, tensor<4x8x4x8xf64>) outs(%acc282_init : tensor<4x8x4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x8xf64>
  %drs283 = tensor.collapse_shape %db253 [[0], [1], [2, 3]] : tensor<4x8x2x8xf64> into tensor<4x8x16xf64>
  %drs284 = tensor.collapse_shape %drs283 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
  %t285_init = tensor.empty() : tensor<16x32xf64>
  %t285 = linalg.transpose ins(%t94 : tensor<32x16xf64>) outs(%t285_init : tensor<16x32xf64>) permutation = [1, 0]
  %da286_init = tensor.empty() : tensor<32x32xf64>
  %da286_fill = linalg.fill ins(%cst0 : f64) outs(%da286_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da286 = linalg.matmul ins(%drs284, %t285 : tensor<32x16xf64>, tensor<16x32xf64>) outs(%da286_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t287_init = tensor.empty() : tensor<32x32xf64>
  %t287 = linalg.transpose ins(%view93 : tensor<32x32xf64>) outs(%t287_init : tensor<32x32xf64>) permutation = [1, 0]
  %db288_init = tensor.empty() : tensor<32x16xf64>
  %db288_fill = linalg.fill ins(%cst0 : f64) outs(%db288_init : tensor<32x16xf64>) -> tensor<32x16xf64>
  %db288 = linalg.matmul ins(%t287, %drs284 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%db288_fill : tensor<32x16xf64>) -> tensor<32x16xf64>
  %dt289_init = tensor.empty() : tensor<16x32xf64>
  %dt289 = linalg.transpose ins(%db288 : tensor<32x16xf64>) outs(%dt289_init : tensor<16x32xf64>) permutation = [1, 0]
  %drs290 = tensor.expand_shape %da286 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %drs291 = tensor.collapse_shape %acc270 [[0], [1], [2, 3]] : tensor<4x8x2x8xf64> into tensor<4x8x16xf64>
  %drs292 = tensor.collapse_shape %drs291 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
  %t293_init = tensor.empty() : tensor<16x32xf64>
  %t293 = linalg.transpose ins(%t89 : tensor<32x16xf64>) outs(%t293_init : tensor<16x32xf64>) permutation = [1, 0]
  %da294_init = tensor.empty() : tensor<32x32xf64>
  %da294_fill = linalg.fill ins(%cst0 : f64) outs(%da294_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da294 = linalg.matmul ins(%drs292, %t293 : tensor<32x16xf64>, tensor<16x32xf64>) outs(%da294_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t295_init = tensor.empty() : tensor<32x32xf64>
  %t295 = linalg.transpose ins(%view88 : tensor<32x32xf64>) outs(%t295_init : tensor<32x32xf64>) permutation = [1, 0]
  %db296_init = tensor.empty() : tensor<32x16xf64>
  %db296_fill = linalg.fill ins(%cst0 : f64) outs(%db296_init : tensor<32x16xf64>) -> tensor<32x16xf64>
  %db296 = linalg.matmul ins(%t295, %drs292 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%db296_fill : tensor<32x16xf64>) -> tensor<32x16xf64>
  %dt297_init = tensor.empty() : tensor<16x32xf64>
  %dt297 = linalg.transpose ins(%db296 : tensor<32x16xf64>) outs(%dt297_init : tensor<16x32xf64>) permutation = [1, 0]
  %drs298 = tensor.expand_shape %da294 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %acc299_init = tensor.empty() : tensor<4x8x32xf64>
  %acc299 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%drs290, %drs298 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc299_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %drs300 = tensor.collapse_shape %acc282 [[0], [1], [2, 3]] : tensor<4x8x4x8xf64> into tensor<4x8x32xf64>
  %drs301 = tensor.collapse_shape %drs300 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t302_init = tensor.empty() : tensor<32x32xf64>
  %t302 = linalg.transpose ins(%t84 : tensor<32x32xf64>) outs(%t302_init : tensor<32x32xf64>) permutation = [1, 0]
  %da303_init = tensor.empty() : tensor<32x32xf64>
  %da303_fill = linalg.fill ins(%cst0 : f64) outs(%da303_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da303 = linalg.matmul ins(%drs301, %t302 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%da303_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t304_init = tensor.empty() : tensor<32x32xf64>
  %t304 = linalg.transpose ins(%view83 : tensor<32x32xf64>) outs(%t304_init : tensor<32x32xf64>) permutation = [1, 0]
  %db305_init = tensor.empty() : tensor<32x32xf64>
  %db305_fill = linalg.fill ins(%cst0 : f64) outs(%db305_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %db305 = linalg.matmul ins(%t304, %drs301 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%db305_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %dt306_init = tensor.empty() : tensor<32x32xf64>
  %dt306 = linalg.transpose ins(%db305 : tensor<32x32xf64>) outs(%dt306_init : tensor<32x32xf64>) permutation = [1, 0]
  %drs307 = tensor.expand_shape %da303 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %acc308_init = tensor.empty() : tensor<4x8x32xf64>
  %acc308 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc299, %drs307 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc308_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e309_init = tensor.empty() : tensor<4x8x32xf64>
  %e309 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc308, %l1_attn_norm : tensor<4x8x32xf64>, tensor<32xf64>) outs(%e309_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e310_init = tensor.empty() : tensor<4x8x32xf64>
  %e310 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc308, %e81 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e310_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %ub311_init = tensor.empty() : tensor<32xf64>
  %ub311_fill = linalg.fill ins(%cst0 : f64) outs(%ub311_init : tensor<32xf64>) -> tensor<32xf64>
  %ub311 = linalg.generic {indexing_maps = [affine_map<(d, b, s) -> (b, s, d)>, affine_map<(d, b, s) -> (d)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%e310 : tensor<4x8x32xf64>) outs(%ub311_fill : tensor<32xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<32xf64>
  %e312_init = tensor.empty() : tensor<4x8x32xf64>
  %e312 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e309, %e80 : tensor<4x8x32xf64>, tensor<4x8xf64>) outs(%e312_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc313_init = tensor.empty() : tensor<4x8x32xf64>
  %acc313 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc242, %e312 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc313_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e314_init = tensor.empty() : tensor<4x8x32xf64>
  %e314 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e309, %res75 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e314_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %ub315_init = tensor.empty() : tensor<4x8xf64>
  %ub315_fill = linalg.fill ins(%cst0 : f64) outs(%ub315_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %ub315 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e314 : tensor<4x8x32xf64>) outs(%ub315_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e316_init = tensor.empty() : tensor<4x8xf64>
  %e316 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e80, %ub315 : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e316_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %h = arith.constant -0.5 : f64
    %y2 = arith.mulf %in0, %in0 : f64
    %y3 = arith.mulf %y2, %in0 : f64
    %a = arith.mulf %y3, %h : f64
    %r = arith.mulf %a, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %sc317_init = tensor.empty() : tensor<4x8xf64>
  %sc317 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e316 : tensor<4x8xf64>) outs(%sc317_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %bc318_init = tensor.empty() : tensor<4x8x32xf64>
  %bc318 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sc317 : tensor<4x8xf64>) outs(%bc318_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    linalg.yield %in0 : f64
  } -> tensor<4x8x32xf64>
  %e319_init = tensor.empty() : tensor<4x8x32xf64>
  %e319 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc318, %res75 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e319_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc320_init = tensor.empty() : tensor<4x8x32xf64>
  %acc320 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc313, %e319 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc320_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e321_init = tensor.empty() : tensor<4x8x32xf64>
  %e321 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc318, %res75 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e321_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc322_init = tensor.empty() : tensor<4x8x32xf64>
  %acc322 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc320, %e321 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc322_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %drs323 = tensor.collapse_shape %acc322 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t324_init = tensor.empty() : tensor<32x64xf64>
  %t324 = linalg.transpose ins(%t72 : tensor<64x32xf64>) outs(%t324_init : tensor<32x64xf64>) permutation = [1, 0]
  %da325_init = tensor.empty() : tensor<32x64xf64>
  %da325_fill = linalg.fill ins(%cst0 : f64) outs(%da325_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %da325 = linalg.matmul ins(%drs323, %t324 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%da325_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %t326_init = tensor.empty() : tensor<64x32xf64>
  %t326 = linalg.transpose ins(%view71 : tensor<32x64xf64>) outs(%t326_init : tensor<64x32xf64>) permutation = [1, 0]
  %db327_init = tensor.empty() : tensor<64x32xf64>
  %db327_fill = linalg.fill ins(%cst0 : f64) outs(%db327_init : tensor<64x32xf64>) -> tensor<64x32xf64>
  %db327 = linalg.matmul ins(%t326, %drs323 : tensor<64x32xf64>, tensor<32x32xf64>) outs(%db327_fill : tensor<64x32xf64>) -> tensor<64x32xf64>
  %dt328_init = tensor.empty() : tensor<32x64xf64>
  %dt328 = linalg.transpose ins(%db327 : tensor<64x32xf64>) outs(%dt328_init : tensor<32x64xf64>) permutation = [1, 0]
  %drs329 = tensor.expand_shape %da325 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf64> into tensor<4x8x64xf64>
  %e330_init = tensor.empty() : tensor<4x8x64xf64>
  %e330 = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%drs329, %view68 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%e330_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %e331_init = tensor.empty() : tensor<4x8x64xf64>
  %e331 = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%drs329, %e69 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%e331_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %e332_init = tensor.empty() : tensor<4x8x64xf64>
  %e332 = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%view64, %e330 : tensor<4x8x64xf64>, tensor<4x8x64xf64>) outs(%e332_init : tensor<4x8x64xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %one = arith.constant 1.0 : f64
    %n = arith.negf %in0 : f64
    %e = math.exp %n : f64
    %d = arith.addf %one, %e : f64
    %s = arith.divf %one, %d : f64
    %oms = arith.subf %one, %s : f64
    %xo = arith.mulf %in0, %oms : f64
    %p = arith.addf %one, %xo : f64
    %sp = arith.mulf %s, %p : f64
    %r = arith.mulf %in1, %sp : f64
    linalg.yield %r : f64
  } -> tensor<4x8x64xf64>
  %drs333 = tensor.collapse_shape %e331 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
  %t334_init = tensor.empty() : tensor<64x32xf64>
  %t334 = linalg.transpose ins(%t66 : tensor<32x64xf64>) outs(%t334_init : tensor<64x32xf64>) permutation = [1, 0]
  %da335_init = tensor.empty() : tensor<32x32xf64>
  %da335_fill = linalg.fill ins(%cst0 : f64) outs(%da335_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da335 = linalg.matmul ins(%drs333, %t334 : tensor<32x64xf64>, tensor<64x32xf64>) outs(%da335_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t336_init = tensor.empty() : tensor<32x32xf64>
  %t336 = linalg.transpose ins(%view65 : tensor<32x32xf64>) outs(%t336_init : tensor<32x32xf64>) permutation = [1, 0]
  %db337_init = tensor.empty() : tensor<32x64xf64>
  %db337_fill = linalg.fill ins(%cst0 : f64) outs(%db337_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %db337 = linalg.matmul ins(%t336, %drs333 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%db337_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %dt338_init = tensor.empty() : tensor<64x32xf64>
  %dt338 = linalg.transpose ins(%db337 : tensor<32x64xf64>) outs(%dt338_init : tensor<64x32xf64>) permutation = [1, 0]
  %drs339 = tensor.expand_shape %da335 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %drs340 = tensor.collapse_shape %e332 [[0, 1], [2]] : tensor<4x8x64xf64> into tensor<32x64xf64>
  %t341_init = tensor.empty() : tensor<64x32xf64>
  %t341 = linalg.transpose ins(%t62 : tensor<32x64xf64>) outs(%t341_init : tensor<64x32xf64>) permutation = [1, 0]
  %da342_init = tensor.empty() : tensor<32x32xf64>
  %da342_fill = linalg.fill ins(%cst0 : f64) outs(%da342_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da342 = linalg.matmul ins(%drs340, %t341 : tensor<32x64xf64>, tensor<64x32xf64>) outs(%da342_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t343_init = tensor.empty() : tensor<32x32xf64>
  %t343 = linalg.transpose ins(%view61 : tensor<32x32xf64>) outs(%t343_init : tensor<32x32xf64>) permutation = [1, 0]
  %db344_init = tensor.empty() : tensor<32x64xf64>
  %db344_fill = linalg.fill ins(%cst0 : f64) outs(%db344_init : tensor<32x64xf64>) -> tensor<32x64xf64>
  %db344 = linalg.matmul ins(%t343, %drs340 : tensor<32x32xf64>, tensor<32x64xf64>) outs(%db344_fill : tensor<32x64xf64>) -> tensor<32x64xf64>
  %dt345_init = tensor.empty() : tensor<64x32xf64>
  %dt345 = linalg.transpose ins(%db344 : tensor<32x64xf64>) outs(%dt345_init : tensor<64x32xf64>) permutation = [1, 0]
  %drs346 = tensor.expand_shape %da342 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %acc347_init = tensor.empty() : tensor<4x8x32xf64>
  %acc347 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%drs339, %drs346 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc347_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e348_init = tensor.empty() : tensor<4x8x32xf64>
  %e348 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc347, %l0_mlp_norm : tensor<4x8x32xf64>, tensor<32xf64>) outs(%e348_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e349_init = tensor.empty() : tensor<4x8x32xf64>
  %e349 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc347, %e59 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e349_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %ub350_init = tensor.empty() : tensor<32xf64>
  %ub350_fill = linalg.fill ins(%cst0 : f64) outs(%ub350_init : tensor<32xf64>) -> tensor<32xf64>
  %ub350 = linalg.generic {indexing_maps = [affine_map<(d, b, s) -> (b, s, d)>, affine_map<(d, b, s) -> (d)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%e349 : tensor<4x8x32xf64>) outs(%ub350_fill : tensor<32xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<32xf64>
  %e351_init = tensor.empty() : tensor<4x8x32xf64>
  %e351 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e348, %e58 : tensor<4x8x32xf64>, tensor<4x8xf64>) outs(%e351_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc352_init = tensor.empty() : tensor<4x8x32xf64>
  %acc352 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc322, %e351 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc352_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e353_init = tensor.empty() : tensor<4x8x32xf64>
  %e353 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e348, %res53 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e353_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %ub354_init = tensor.empty() : tensor<4x8xf64>
  %ub354_fill = linalg.fill ins(%cst0 : f64) outs(%ub354_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %ub354 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e353 : tensor<4x8x32xf64>) outs(%ub354_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e355_init = tensor.empty() : tensor<4x8xf64>
  %e355 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e58, %ub354 : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e355_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %h = arith.constant -0.5 : f64
    %y2 = arith.mulf %in0, %in0 : f64
    %y3 = arith.mulf %y2, %in0 : f64
    %a = arith.mulf %y3, %h : f64
    %r = arith.mulf %a, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %sc356_init = tensor.empty() : tensor<4x8xf64>
  %sc356 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e355 : tensor<4x8xf64>) outs(%sc356_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %bc357_init = tensor.empty() : tensor<4x8x32xf64>
  %bc357 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sc356 : tensor<4x8xf64>) outs(%bc357_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    linalg.yield %in0 : f64
  } -> tensor<4x8x32xf64>
  %e358_init = tensor.empty() : tensor<4x8x32xf64>
  %e358 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc357, %res53 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e358_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc359_init = tensor.empty() : tensor<4x8x32xf64>
  %acc359 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc352, %e358 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc359_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e360_init = tensor.empty() : tensor<4x8x32xf64>
  %e360 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc357, %res53 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e360_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc361_init = tensor.empty() : tensor<4x8x32xf64>
  %acc361 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc359, %e360 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc361_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %drs362 = tensor.collapse_shape %acc361 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t363_init = tensor.empty() : tensor<32x32xf64>
  %t363 = linalg.transpose ins(%t50 : tensor<32x32xf64>) outs(%t363_init : tensor<32x32xf64>) permutation = [1, 0]
  %da364_init = tensor.empty() : tensor<32x32xf64>
  %da364_fill = linalg.fill ins(%cst0 : f64) outs(%da364_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da364 = linalg.matmul ins(%drs362, %t363 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%da364_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t365_init = tensor.empty() : tensor<32x32xf64>
  %t365 = linalg.transpose ins(%view49 : tensor<32x32xf64>) outs(%t365_init : tensor<32x32xf64>) permutation = [1, 0]
  %db366_init = tensor.empty() : tensor<32x32xf64>
  %db366_fill = linalg.fill ins(%cst0 : f64) outs(%db366_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %db366 = linalg.matmul ins(%t365, %drs362 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%db366_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %dt367_init = tensor.empty() : tensor<32x32xf64>
  %dt367 = linalg.transpose ins(%db366 : tensor<32x32xf64>) outs(%dt367_init : tensor<32x32xf64>) permutation = [1, 0]
  %drs368 = tensor.expand_shape %da364 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %drs369 = tensor.expand_shape %drs368 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xf64> into tensor<4x8x4x8xf64>
  %drs370 = tensor.expand_shape %drs369 [[0], [1], [2, 3], [4]] output_shape [4, 8, 2, 2, 8] : tensor<4x8x4x8xf64> into tensor<4x8x2x2x8xf64>
  %da371_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %da371_fill = linalg.fill ins(%cst0 : f64) outs(%da371_init : tensor<4x2x2x8x8xf64>) -> tensor<4x2x2x8x8xf64>
  %da371 = linalg.generic {indexing_maps = [affine_map<(b, s, k, g, e, t) -> (b, s, k, g, e)>, affine_map<(b, s, k, g, e, t) -> (b, t, k, e)>, affine_map<(b, s, k, g, e, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%drs370, %view23 : tensor<4x8x2x2x8xf64>, tensor<4x8x2x8xf64>) outs(%da371_fill : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %db372_init = tensor.empty() : tensor<4x8x2x8xf64>
  %db372_fill = linalg.fill ins(%cst0 : f64) outs(%db372_init : tensor<4x8x2x8xf64>) -> tensor<4x8x2x8xf64>
  %db372 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t, e) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t, e) -> (b, s, k, g, e)>, affine_map<(b, k, g, s, t, e) -> (b, t, k, e)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel", "parallel"]}
      ins(%sm45, %drs370 : tensor<4x2x2x8x8xf64>, tensor<4x8x2x2x8xf64>) outs(%db372_fill : tensor<4x8x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x8xf64>
  %dsm373_dot_init = tensor.empty() : tensor<4x2x2x8xf64>
  %dsm373_dot_fill = linalg.fill ins(%cst0 : f64) outs(%dsm373_dot_init : tensor<4x2x2x8xf64>) -> tensor<4x2x2x8xf64>
  %dsm373_dot = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm45, %da371 : tensor<4x2x2x8x8xf64>, tensor<4x2x2x8x8xf64>) outs(%dsm373_dot_fill : tensor<4x2x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8xf64>
  %dsm373_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %dsm373 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%sm45, %da371, %dsm373_dot : tensor<4x2x2x8x8xf64>, tensor<4x2x2x8x8xf64>, tensor<4x2x2x8xf64>) outs(%dsm373_init : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %in2: f64, %acc: f64):
    %d = arith.subf %in1, %in2 : f64
    %r = arith.mulf %in0, %d : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %sc374_init = tensor.empty() : tensor<4x2x2x8x8xf64>
  %sc374 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t) -> (b, k, g, s, t)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%dsm373 : tensor<4x2x2x8x8xf64>) outs(%sc374_init : tensor<4x2x2x8x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.535533906e-01 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x2x2x8x8xf64>
  %da375_init = tensor.empty() : tensor<4x8x2x2x8xf64>
  %da375_fill = linalg.fill ins(%cst0 : f64) outs(%da375_init : tensor<4x8x2x2x8xf64>) -> tensor<4x8x2x2x8xf64>
  %da375 = linalg.generic {indexing_maps = [affine_map<(b, k, g, s, t, e) -> (b, k, g, s, t)>, affine_map<(b, k, g, s, t, e) -> (b, t, k, e)>, affine_map<(b, k, g, s, t, e) -> (b, s, k, g, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%sc374, %cat41 : tensor<4x2x2x8x8xf64>, tensor<4x8x2x8xf64>) outs(%da375_fill : tensor<4x8x2x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x2x8xf64>
  %db376_init = tensor.empty() : tensor<4x8x2x8xf64>
  %db376_fill = linalg.fill ins(%cst0 : f64) outs(%db376_init : tensor<4x8x2x8xf64>) -> tensor<4x8x2x8xf64>
  %db376 = linalg.generic {indexing_maps = [affine_map<(b, s, k, g, e, t) -> (b, s, k, g, e)>, affine_map<(b, s, k, g, e, t) -> (b, k, g, s, t)>, affine_map<(b, s, k, g, e, t) -> (b, t, k, e)>], iterator_types = ["parallel", "reduction", "parallel", "reduction", "parallel", "parallel"]}
      ins(%rs42, %sc374 : tensor<4x8x2x2x8xf64>, tensor<4x2x2x8x8xf64>) outs(%db376_fill : tensor<4x8x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %m = arith.mulf %in0, %in1 : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x8xf64>
  %drs377 = tensor.collapse_shape %da375 [[0], [1], [2, 3], [4]] : tensor<4x8x2x2x8xf64> into tensor<4x8x4x8xf64>
  %sl378 = tensor.extract_slice %db376[0, 0, 0, 0] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x8xf64> to tensor<4x8x2x4xf64>
  %sl379 = tensor.extract_slice %db376[0, 0, 0, 4] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x8xf64> to tensor<4x8x2x4xf64>
  %e380_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e380 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl379, %sin : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e380_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e381_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e381 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl379, %cos : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e381_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e382_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e382 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl378 : tensor<4x8x2x4xf64>) outs(%e382_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.negf %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e383_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e383 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e382, %sin : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e383_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %acc384_init = tensor.empty() : tensor<4x8x2x4xf64>
  %acc384 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e381, %e383 : tensor<4x8x2x4xf64>, tensor<4x8x2x4xf64>) outs(%acc384_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %e385_init = tensor.empty() : tensor<4x8x2x4xf64>
  %e385 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (s, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl378, %cos : tensor<4x8x2x4xf64>, tensor<8x4xf64>) outs(%e385_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %acc386_init = tensor.empty() : tensor<4x8x2x4xf64>
  %acc386 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>, affine_map<(b, s, k, e2) -> (b, s, k, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e380, %e385 : tensor<4x8x2x4xf64>, tensor<4x8x2x4xf64>) outs(%acc386_init : tensor<4x8x2x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x4xf64>
  %pad387_init = tensor.empty() : tensor<4x8x2x8xf64>
  %pad387_fill = linalg.fill ins(%cst0 : f64) outs(%pad387_init : tensor<4x8x2x8xf64>) -> tensor<4x8x2x8xf64>
  %pad387 = tensor.insert_slice %acc384 into %pad387_fill[0, 0, 0, 4] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x4xf64> into tensor<4x8x2x8xf64>
  %pad388_init = tensor.empty() : tensor<4x8x2x8xf64>
  %pad388_fill = linalg.fill ins(%cst0 : f64) outs(%pad388_init : tensor<4x8x2x8xf64>) -> tensor<4x8x2x8xf64>
  %pad388 = tensor.insert_slice %acc386 into %pad388_fill[0, 0, 0, 0] [4, 8, 2, 4] [1, 1, 1, 1] : tensor<4x8x2x4xf64> into tensor<4x8x2x8xf64>
  %acc389_init = tensor.empty() : tensor<4x8x2x8xf64>
  %acc389 = linalg.generic {indexing_maps = [affine_map<(b, s, k, e) -> (b, s, k, e)>, affine_map<(b, s, k, e) -> (b, s, k, e)>, affine_map<(b, s, k, e) -> (b, s, k, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pad387, %pad388 : tensor<4x8x2x8xf64>, tensor<4x8x2x8xf64>) outs(%acc389_init : tensor<4x8x2x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x2x8xf64>
  %sl390 = tensor.extract_slice %drs377[0, 0, 0, 0] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x8xf64> to tensor<4x8x4x4xf64>
  %sl391 = tensor.extract_slice %drs377[0, 0, 0, 4] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x8xf64> to tensor<4x8x4x4xf64>
  %e392_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e392 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl391, %sin : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e392_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e393_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e393 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl391, %cos : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e393_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e394_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e394 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl390 : tensor<4x8x4x4xf64>) outs(%e394_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.negf %in0 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e395_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e395 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e394, %sin : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e395_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %acc396_init = tensor.empty() : tensor<4x8x4x4xf64>
  %acc396 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e393, %e395 : tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) outs(%acc396_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %e397_init = tensor.empty() : tensor<4x8x4x4xf64>
  %e397 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (s, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sl390, %cos : tensor<4x8x4x4xf64>, tensor<8x4xf64>) outs(%e397_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %acc398_init = tensor.empty() : tensor<4x8x4x4xf64>
  %acc398 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>, affine_map<(b, s, h, e2) -> (b, s, h, e2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%e392, %e397 : tensor<4x8x4x4xf64>, tensor<4x8x4x4xf64>) outs(%acc398_init : tensor<4x8x4x4xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x4xf64>
  %pad399_init = tensor.empty() : tensor<4x8x4x8xf64>
  %pad399_fill = linalg.fill ins(%cst0 : f64) outs(%pad399_init : tensor<4x8x4x8xf64>) -> tensor<4x8x4x8xf64>
  %pad399 = tensor.insert_slice %acc396 into %pad399_fill[0, 0, 0, 4] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x4xf64> into tensor<4x8x4x8xf64>
  %pad400_init = tensor.empty() : tensor<4x8x4x8xf64>
  %pad400_fill = linalg.fill ins(%cst0 : f64) outs(%pad400_init : tensor<4x8x4x8xf64>) -> tensor<4x8x4x8xf64>
  %pad400 = tensor.insert_slice %acc398 into %pad400_fill[0, 0, 0, 0] [4, 8, 4, 4] [1, 1, 1, 1] : tensor<4x8x4x4xf64> into tensor<4x8x4x8xf64>
  %acc401_init = tensor.empty() : tensor<4x8x4x8xf64>
  %acc401 = linalg.generic {indexing_maps = [affine_map<(b, s, h, e) -> (b, s, h, e)>, affine_map<(b, s, h, e) -> (b, s, h, e)>, affine_map<(b, s, h, e) -> (b, s, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pad399, %pad400 : tensor<4x8x4x8xf64>, tensor<4x8x4x8xf64>) outs(%acc401_init : tensor<4x8x4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x4x8xf64>
  %drs402 = tensor.collapse_shape %db372 [[0], [1], [2, 3]] : tensor<4x8x2x8xf64> into tensor<4x8x16xf64>
  %drs403 = tensor.collapse_shape %drs402 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
  %t404_init = tensor.empty() : tensor<16x32xf64>
  %t404 = linalg.transpose ins(%t20 : tensor<32x16xf64>) outs(%t404_init : tensor<16x32xf64>) permutation = [1, 0]
  %da405_init = tensor.empty() : tensor<32x32xf64>
  %da405_fill = linalg.fill ins(%cst0 : f64) outs(%da405_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da405 = linalg.matmul ins(%drs403, %t404 : tensor<32x16xf64>, tensor<16x32xf64>) outs(%da405_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t406_init = tensor.empty() : tensor<32x32xf64>
  %t406 = linalg.transpose ins(%view19 : tensor<32x32xf64>) outs(%t406_init : tensor<32x32xf64>) permutation = [1, 0]
  %db407_init = tensor.empty() : tensor<32x16xf64>
  %db407_fill = linalg.fill ins(%cst0 : f64) outs(%db407_init : tensor<32x16xf64>) -> tensor<32x16xf64>
  %db407 = linalg.matmul ins(%t406, %drs403 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%db407_fill : tensor<32x16xf64>) -> tensor<32x16xf64>
  %dt408_init = tensor.empty() : tensor<16x32xf64>
  %dt408 = linalg.transpose ins(%db407 : tensor<32x16xf64>) outs(%dt408_init : tensor<16x32xf64>) permutation = [1, 0]
  %drs409 = tensor.expand_shape %da405 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %drs410 = tensor.collapse_shape %acc389 [[0], [1], [2, 3]] : tensor<4x8x2x8xf64> into tensor<4x8x16xf64>
  %drs411 = tensor.collapse_shape %drs410 [[0, 1], [2]] : tensor<4x8x16xf64> into tensor<32x16xf64>
  %t412_init = tensor.empty() : tensor<16x32xf64>
  %t412 = linalg.transpose ins(%t15 : tensor<32x16xf64>) outs(%t412_init : tensor<16x32xf64>) permutation = [1, 0]
  %da413_init = tensor.empty() : tensor<32x32xf64>
  %da413_fill = linalg.fill ins(%cst0 : f64) outs(%da413_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da413 = linalg.matmul ins(%drs411, %t412 : tensor<32x16xf64>, tensor<16x32xf64>) outs(%da413_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t414_init = tensor.empty() : tensor<32x32xf64>
  %t414 = linalg.transpose ins(%view14 : tensor<32x32xf64>) outs(%t414_init : tensor<32x32xf64>) permutation = [1, 0]
  %db415_init = tensor.empty() : tensor<32x16xf64>
  %db415_fill = linalg.fill ins(%cst0 : f64) outs(%db415_init : tensor<32x16xf64>) -> tensor<32x16xf64>
  %db415 = linalg.matmul ins(%t414, %drs411 : tensor<32x32xf64>, tensor<32x16xf64>) outs(%db415_fill : tensor<32x16xf64>) -> tensor<32x16xf64>
  %dt416_init = tensor.empty() : tensor<16x32xf64>
  %dt416 = linalg.transpose ins(%db415 : tensor<32x16xf64>) outs(%dt416_init : tensor<16x32xf64>) permutation = [1, 0]
  %drs417 = tensor.expand_shape %da413 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %acc418_init = tensor.empty() : tensor<4x8x32xf64>
  %acc418 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%drs409, %drs417 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc418_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %drs419 = tensor.collapse_shape %acc401 [[0], [1], [2, 3]] : tensor<4x8x4x8xf64> into tensor<4x8x32xf64>
  %drs420 = tensor.collapse_shape %drs419 [[0, 1], [2]] : tensor<4x8x32xf64> into tensor<32x32xf64>
  %t421_init = tensor.empty() : tensor<32x32xf64>
  %t421 = linalg.transpose ins(%t10 : tensor<32x32xf64>) outs(%t421_init : tensor<32x32xf64>) permutation = [1, 0]
  %da422_init = tensor.empty() : tensor<32x32xf64>
  %da422_fill = linalg.fill ins(%cst0 : f64) outs(%da422_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %da422 = linalg.matmul ins(%drs420, %t421 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%da422_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %t423_init = tensor.empty() : tensor<32x32xf64>
  %t423 = linalg.transpose ins(%view9 : tensor<32x32xf64>) outs(%t423_init : tensor<32x32xf64>) permutation = [1, 0]
  %db424_init = tensor.empty() : tensor<32x32xf64>
  %db424_fill = linalg.fill ins(%cst0 : f64) outs(%db424_init : tensor<32x32xf64>) -> tensor<32x32xf64>
  %db424 = linalg.matmul ins(%t423, %drs420 : tensor<32x32xf64>, tensor<32x32xf64>) outs(%db424_fill : tensor<32x32xf64>) -> tensor<32x32xf64>
  %dt425_init = tensor.empty() : tensor<32x32xf64>
  %dt425 = linalg.transpose ins(%db424 : tensor<32x32xf64>) outs(%dt425_init : tensor<32x32xf64>) permutation = [1, 0]
  %drs426 = tensor.expand_shape %da422 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf64> into tensor<4x8x32xf64>
  %acc427_init = tensor.empty() : tensor<4x8x32xf64>
  %acc427 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc418, %drs426 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc427_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e428_init = tensor.empty() : tensor<4x8x32xf64>
  %e428 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc427, %l0_attn_norm : tensor<4x8x32xf64>, tensor<32xf64>) outs(%e428_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e429_init = tensor.empty() : tensor<4x8x32xf64>
  %e429 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc427, %e7 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e429_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %ub430_init = tensor.empty() : tensor<32xf64>
  %ub430_fill = linalg.fill ins(%cst0 : f64) outs(%ub430_init : tensor<32xf64>) -> tensor<32xf64>
  %ub430 = linalg.generic {indexing_maps = [affine_map<(d, b, s) -> (b, s, d)>, affine_map<(d, b, s) -> (d)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%e429 : tensor<4x8x32xf64>) outs(%ub430_fill : tensor<32xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<32xf64>
  %e431_init = tensor.empty() : tensor<4x8x32xf64>
  %e431 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e428, %e6 : tensor<4x8x32xf64>, tensor<4x8xf64>) outs(%e431_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc432_init = tensor.empty() : tensor<4x8x32xf64>
  %acc432 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc361, %e431 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc432_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e433_init = tensor.empty() : tensor<4x8x32xf64>
  %e433 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e428, %emb1 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e433_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %ub434_init = tensor.empty() : tensor<4x8xf64>
  %ub434_fill = linalg.fill ins(%cst0 : f64) outs(%ub434_init : tensor<4x8xf64>) -> tensor<4x8xf64>
  %ub434 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e433 : tensor<4x8x32xf64>) outs(%ub434_fill : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %r = arith.addf %in0, %acc : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %e435_init = tensor.empty() : tensor<4x8xf64>
  %e435 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e6, %ub434 : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e435_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %h = arith.constant -0.5 : f64
    %y2 = arith.mulf %in0, %in0 : f64
    %y3 = arith.mulf %y2, %in0 : f64
    %a = arith.mulf %y3, %h : f64
    %r = arith.mulf %a, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %sc436_init = tensor.empty() : tensor<4x8xf64>
  %sc436 = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]}
      ins(%e435 : tensor<4x8xf64>) outs(%sc436_init : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %c = arith.constant 3.125000000e-02 : f64
    %r = arith.mulf %in0, %c : f64
    linalg.yield %r : f64
  } -> tensor<4x8xf64>
  %bc437_init = tensor.empty() : tensor<4x8x32xf64>
  %bc437 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sc436 : tensor<4x8xf64>) outs(%bc437_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    linalg.yield %in0 : f64
  } -> tensor<4x8x32xf64>
  %e438_init = tensor.empty() : tensor<4x8x32xf64>
  %e438 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc437, %emb1 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e438_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc439_init = tensor.empty() : tensor<4x8x32xf64>
  %acc439 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc432, %e438 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc439_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %e440_init = tensor.empty() : tensor<4x8x32xf64>
  %e440 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bc437, %emb1 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%e440_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.mulf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %acc441_init = tensor.empty() : tensor<4x8x32xf64>
  %acc441 = linalg.generic {indexing_maps = [affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>, affine_map<(b, s, d) -> (b, s, d)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%acc439, %e440 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%acc441_init : tensor<4x8x32xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %r = arith.addf %in0, %in1 : f64
    linalg.yield %r : f64
  } -> tensor<4x8x32xf64>
  %demb442_init = tensor.empty() : tensor<64x32xf64>
  %demb442_fill = linalg.fill ins(%cst0 : f64) outs(%demb442_init : tensor<64x32xf64>) -> tensor<64x32xf64>
  %demb442 = linalg.generic {indexing_maps = [affine_map<(v, d, b, s) -> (b, s)>, affine_map<(v, d, b, s) -> (b, s, d)>, affine_map<(v, d, b, s) -> (v, d)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%tokens, %acc441 : tensor<4x8xi64>, tensor<4x8x32xf64>) outs(%demb442_fill : tensor<64x32xf64>) {
  ^bb0(%in0: i64, %in1: f64, %acc: f64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %eq = arith.cmpi eq, %in0, %ii : i64
    %sel = arith.select %eq, %in1, %cst0 : f64
    %r = arith.addf %acc, %sel : f64
    linalg.yield %r : f64
  } -> tensor<64x32xf64>
  return %sc170, %demb442, %ub430, %dt425, %dt416, %dt408, %dt367, %ub350, %dt345, %dt338, %dt328, %ub311, %dt306, %dt297, %dt289, %dt248, %ub231, %dt226, %dt219, %dt209, %ub193, %dt189 : tensor<f64>, tensor<64x32xf64>, tensor<32xf64>, tensor<32x32xf64>, tensor<16x32xf64>, tensor<16x32xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<64x32xf64>, tensor<64x32xf64>, tensor<32x64xf64>, tensor<32xf64>, tensor<32x32xf64>, tensor<16x32xf64>, tensor<16x32xf64>, tensor<32x32xf64>, tensor<32xf64>, tensor<64x32xf64>, tensor<64x32xf64>, tensor<32x64xf64>, tensor<32xf64>, tensor<64x32xf64>
}
