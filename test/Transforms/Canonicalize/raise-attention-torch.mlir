// ap-raise-attention on attention as torch-mlir exports it (SDPA's math
// decomposition and its autograd backward): heads flattened into
// linalg.batch_matmul, an additive mask, the maximum with its argmax, a
// keepdim view, exp(x - max) in two ops, the safe softmax's select, and
// dS = P * dP - P * sum(P * dP).
//
// The committed exports: both layers of each raise with their backward and
// no batch_matmul is left. LLaMA (torchtitan style) scales Q and K by
// sqrt(scale) before the product (the raised op's scale is 1) and adds a
// causal mask tensor [S, S]; HF's LLaMA broadcasts K and V over the query
// groups as [b, kv, g] where the probabilities have [b, h]; BERT's padding
// mask [b, 1, S, S] (one for all heads) loses its unit dim. T5 raises 2 of
// its 6 attentions: the other four add a relative-position bias that is
// trained, and ap.attention_grad has no gradient for a mask.
// RUN: ap-opt %S/../../Integration/Torch/Inputs/llama-f32.mlir --ap-import-torch --ap-raise-attention=report --mlir-print-local-scope 2>&1 | FileCheck %s --check-prefix=LLAMA
// RUN: ap-opt %S/../../Integration/Torch/Inputs/hf-llama-f32.mlir --ap-import-torch --ap-raise-attention=report --mlir-print-local-scope 2>&1 | FileCheck %s --check-prefix=HFLLAMA
// RUN: ap-opt %S/../../Integration/Torch/Inputs/hf-bert-mlm-f32.mlir --ap-import-torch --ap-raise-attention=report --mlir-print-local-scope 2>&1 | FileCheck %s --check-prefix=BERT
// RUN: ap-opt %S/../../Integration/Torch/Inputs/hf-t5-f32.mlir --ap-import-torch --ap-raise-attention=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=T5
//
// LLAMA: remark: ap-raise-attention: 12 batched product(s) as contractions over the heads
// LLAMA: remark: raised 2 attentions (2 with their backward)
// LLAMA-NOT: linalg.batch_matmul
// LLAMA: ap.attention %{{.*}}, %{{.*}}, %{{.*}} mask %{{.*}} {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], scale = 1.000000e+00 : f64} : tensor<4x4x8x4xf32>, tensor<4x4x4x8xf32>, tensor<4x4x8x4xf32>, tensor<8x8xf32> -> tensor<4x4x8x4xf32>, tensor<4x4x8xf32>
// LLAMA-NOT: linalg.batch_matmul
// LLAMA: ap.attention_grad
// LLAMA-NOT: tensor<4x4x8x8x
// LLAMA-NOT: linalg.batch_matmul
//
// HFLLAMA: remark: raised 2 attentions (2 with their backward)
// HFLLAMA: ap.attention %{{.*}}, %{{.*}}, %{{.*}} mask %{{.*}} {
// HFLLAMA-SAME: tensor<2x4x8x4xf32>, tensor<2x4x4x8xf32>, tensor<2x4x8x4xf32>, tensor<2x8x8xf32>
// HFLLAMA: %[[DV:.*]] = ap.attention_grad
// HFLLAMA-NOT: linalg.batch_matmul
//
// BERT: remark: raised 2 attentions (2 with their backward)
// BERT: %[[MASK:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32>
// BERT: ap.attention %{{.*}}, %{{.*}}, %{{.*}} mask %[[MASK]] {
// BERT-SAME: affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3)>
// BERT-NOT: linalg.batch_matmul
//
// T5: remark: raised 2 attentions (2 with their backward)
//
// Hand-written torch-form attention with a mask that hides every key of
// one query (row 2): as written, the safe softmax gives that row P = 0; the
// fused op's lowering must too (O = 0, no gradient), not NaN. The same
// program without the safe softmax is left as it is (unfused, the row
// would be NaN).
// RUN: ap-opt %s --ap-raise-attention=report --mlir-print-local-scope 2>&1 | FileCheck %s
// RUN: ap-run --compare --entry torch_form --pipeline=ap-raise-attention,ap-lower-attention{block-size=2} %s | FileCheck %s --check-prefix=DIFF
// RUN: ap-run --compare --entry torch_form --pipeline=ap-raise-attention,ap-lower-attention{block-size=1} %s | FileCheck %s --check-prefix=DIFF
// DIFF: ap-run: PASS: 4 output(s)
//
// CHECK: remark: raised 1 attention (1 with its backward)
// CHECK-LABEL: func.func @torch_form
// CHECK: ap.attention %{{.*}}, %{{.*}}, %{{.*}} mask %{{.*}} {
// CHECK: ap.attention_grad
// CHECK-NOT: linalg.generic
// CHECK: return
// CHECK-LABEL: func.func @unsafe_softmax
// CHECK-NOT: ap.attention
// CHECK: math.exp

#s_q = affine_map<(b, h, m, n, k) -> (b, h, m, k)>
#s_k = affine_map<(b, h, m, n, k) -> (b, h, k, n)>
#s_o = affine_map<(b, h, m, n, k) -> (b, h, m, n)>
#id = affine_map<(b, h, m, n) -> (b, h, m, n)>
#mask = affine_map<(b, h, m, n) -> (m, n)>
#row = affine_map<(b, h, m, n) -> (b, h, m)>
#rowk = affine_map<(b, h, m, n) -> (b, h, m, 0)>
#pv_p = affine_map<(b, h, m, f, n) -> (b, h, m, n)>
#pv_v = affine_map<(b, h, m, f, n) -> (b, h, n, f)>
#pv_o = affine_map<(b, h, m, f, n) -> (b, h, m, f)>
#dv_p = affine_map<(b, h, n, f, m) -> (b, h, m, n)>
#dv_do = affine_map<(b, h, n, f, m) -> (b, h, m, f)>
#dv_o = affine_map<(b, h, n, f, m) -> (b, h, n, f)>
#dp_do = affine_map<(b, h, m, n, f) -> (b, h, m, f)>
#dp_v = affine_map<(b, h, m, n, f) -> (b, h, n, f)>
#dp_o = affine_map<(b, h, m, n, f) -> (b, h, m, n)>
#dq_s = affine_map<(b, h, m, k, n) -> (b, h, m, n)>
#dq_k = affine_map<(b, h, m, k, n) -> (b, h, k, n)>
#dq_o = affine_map<(b, h, m, k, n) -> (b, h, m, k)>
#dk_q = affine_map<(b, h, k, n, m) -> (b, h, m, k)>
#dk_s = affine_map<(b, h, k, n, m) -> (b, h, m, n)>
#dk_o = affine_map<(b, h, k, n, m) -> (b, h, k, n)>

func.func @torch_form(%q: tensor<1x2x4x3xf64>, %k: tensor<1x2x3x4xf64>,
                      %v: tensor<1x2x4x3xf64>, %dout: tensor<1x2x4x3xf64>)
    -> (tensor<1x2x4x3xf64>, tensor<1x2x4x3xf64>, tensor<1x2x3x4xf64>,
        tensor<1x2x4x3xf64>) {
  %zero = arith.constant 0.0 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %ninf64 = arith.constant 0xFFF0000000000000 : f64
  %true = arith.constant true
  %c0 = arith.constant 0 : i64
  %mask = arith.constant dense<[[0.0, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000],
                                [0.0, 0.0, 0xFFF0000000000000, 0xFFF0000000000000],
                                [0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000, 0xFFF0000000000000],
                                [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf64>
  %zeros = arith.constant dense<0.0> : tensor<1x2x4x4xf64>
  %e4 = tensor.empty() : tensor<1x2x4x4xf64>
  %f4 = linalg.fill ins(%zero : f64) outs(%e4 : tensor<1x2x4x4xf64>) -> tensor<1x2x4x4xf64>
  %s0 = linalg.generic {indexing_maps = [#s_q, #s_k, #s_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<1x2x4x3xf64>, tensor<1x2x3x4xf64>) outs(%f4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %p = arith.mulf %a, %b : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<1x2x4x4xf64>
  %s = linalg.generic {indexing_maps = [#id, #mask, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s0, %mask : tensor<1x2x4x4xf64>, tensor<4x4xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.addf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %e3 = tensor.empty() : tensor<1x2x4xf64>
  %f3 = linalg.fill ins(%ninf : f64) outs(%e3 : tensor<1x2x4xf64>) -> tensor<1x2x4xf64>
  %ei = tensor.empty() : tensor<1x2x4xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<1x2x4xi64>) -> tensor<1x2x4xi64>
  %max:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%s : tensor<1x2x4x4xf64>) outs(%f3, %fi : tensor<1x2x4xf64>, tensor<1x2x4xi64>) {
  ^bb0(%a: f64, %m: f64, %i: i64):
    %n = linalg.index 3 : index
    %ni = arith.index_cast %n : index to i64
    %r = arith.maximumf %a, %m : f64
    %gt = arith.cmpf ogt, %a, %m : f64
    %j = arith.select %gt, %ni, %i : i64
    linalg.yield %r, %j : f64, i64
  } -> (tensor<1x2x4xf64>, tensor<1x2x4xi64>)
  %maxk = tensor.expand_shape %max#0 [[0], [1], [2, 3]] output_shape [1, 2, 4, 1] : tensor<1x2x4xf64> into tensor<1x2x4x1xf64>
  %sub = linalg.generic {indexing_maps = [#id, #rowk, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %maxk : tensor<1x2x4x4xf64>, tensor<1x2x4x1xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.subf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sub : tensor<1x2x4x4xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %o: f64):
    %r = math.exp %a : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %ek = tensor.empty() : tensor<1x2x4x1xf64>
  %fk = linalg.fill ins(%zero : f64) outs(%ek : tensor<1x2x4x1xf64>) -> tensor<1x2x4x1xf64>
  %sum = linalg.generic {indexing_maps = [#id, #rowk], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%exp : tensor<1x2x4x4xf64>) outs(%fk : tensor<1x2x4x1xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %r = arith.addf %a, %acc : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x1xf64>
  %div = linalg.generic {indexing_maps = [#id, #rowk, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%exp, %sum : tensor<1x2x4x4xf64>, tensor<1x2x4x1xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.divf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %eb = tensor.empty() : tensor<1x2x4x4xi1>
  %isinf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x4x4xf64>) outs(%eb : tensor<1x2x4x4xi1>) {
  ^bb0(%a: f64, %o: i1):
    %r = arith.cmpf oeq, %a, %ninf64 : f64
    linalg.yield %r : i1
  } -> tensor<1x2x4x4xi1>
  %ekb = tensor.empty() : tensor<1x2x4x1xi1>
  %fkb = linalg.fill ins(%true : i1) outs(%ekb : tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
  %all = linalg.generic {indexing_maps = [#id, #rowk], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%isinf : tensor<1x2x4x4xi1>) outs(%fkb : tensor<1x2x4x1xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %r = arith.andi %a, %acc : i1
    linalg.yield %r : i1
  } -> tensor<1x2x4x1xi1>
  %p = linalg.generic {indexing_maps = [#rowk, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%all, %zeros, %div : tensor<1x2x4x1xi1>, tensor<1x2x4x4xf64>, tensor<1x2x4x4xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%c: i1, %z: f64, %x: f64, %o: f64):
    %r = arith.select %c, %z, %x : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %e43 = tensor.empty() : tensor<1x2x4x3xf64>
  %f43 = linalg.fill ins(%zero : f64) outs(%e43 : tensor<1x2x4x3xf64>) -> tensor<1x2x4x3xf64>
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<1x2x4x4xf64>, tensor<1x2x4x3xf64>) outs(%f43 : tensor<1x2x4x3xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x3xf64>
  // The backward, as PyTorch's autograd writes it.
  %dv = linalg.generic {indexing_maps = [#dv_p, #dv_do, #dv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %dout : tensor<1x2x4x4xf64>, tensor<1x2x4x3xf64>) outs(%f43 : tensor<1x2x4x3xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x3xf64>
  %dp = linalg.generic {indexing_maps = [#dp_do, #dp_v, #dp_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%dout, %v : tensor<1x2x4x3xf64>, tensor<1x2x4x3xf64>) outs(%f4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %pdp = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%dp, %p : tensor<1x2x4x4xf64>, tensor<1x2x4x4xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.mulf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %dot = linalg.generic {indexing_maps = [#id, #rowk], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%pdp : tensor<1x2x4x4xf64>) outs(%fk : tensor<1x2x4x1xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %r = arith.addf %a, %acc : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x1xf64>
  %pd = linalg.generic {indexing_maps = [#id, #rowk, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p, %dot : tensor<1x2x4x4xf64>, tensor<1x2x4x1xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.mulf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %ds = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pdp, %pd : tensor<1x2x4x4xf64>, tensor<1x2x4x4xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.subf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %dq = linalg.generic {indexing_maps = [#dq_s, #dq_k, #dq_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%ds, %k : tensor<1x2x4x4xf64>, tensor<1x2x3x4xf64>) outs(%f43 : tensor<1x2x4x3xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x3xf64>
  %e34 = tensor.empty() : tensor<1x2x3x4xf64>
  %f34 = linalg.fill ins(%zero : f64) outs(%e34 : tensor<1x2x3x4xf64>) -> tensor<1x2x3x4xf64>
  %dk = linalg.generic {indexing_maps = [#dk_q, #dk_s, #dk_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %ds : tensor<1x2x4x3xf64>, tensor<1x2x4x4xf64>) outs(%f34 : tensor<1x2x3x4xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<1x2x3x4xf64>
  return %out, %dq, %dk, %dv : tensor<1x2x4x3xf64>, tensor<1x2x4x3xf64>, tensor<1x2x3x4xf64>, tensor<1x2x4x3xf64>
}

func.func @unsafe_softmax(%q: tensor<1x2x4x3xf64>, %k: tensor<1x2x3x4xf64>,
                          %v: tensor<1x2x4x3xf64>) -> tensor<1x2x4x3xf64> {
  %zero = arith.constant 0.0 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %mask = arith.constant dense<0.0> : tensor<4x4xf64>
  %e4 = tensor.empty() : tensor<1x2x4x4xf64>
  %f4 = linalg.fill ins(%zero : f64) outs(%e4 : tensor<1x2x4x4xf64>) -> tensor<1x2x4x4xf64>
  %s0 = linalg.generic {indexing_maps = [#s_q, #s_k, #s_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<1x2x4x3xf64>, tensor<1x2x3x4xf64>) outs(%f4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %p = arith.mulf %a, %b : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<1x2x4x4xf64>
  %s = linalg.generic {indexing_maps = [#id, #mask, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s0, %mask : tensor<1x2x4x4xf64>, tensor<4x4xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.addf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %e3 = tensor.empty() : tensor<1x2x4xf64>
  %f3 = linalg.fill ins(%ninf : f64) outs(%e3 : tensor<1x2x4xf64>) -> tensor<1x2x4xf64>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%s : tensor<1x2x4x4xf64>) outs(%f3 : tensor<1x2x4xf64>) {
  ^bb0(%a: f64, %m: f64):
    %r = arith.maximumf %a, %m : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4xf64>
  %maxk = tensor.expand_shape %max [[0], [1], [2, 3]] output_shape [1, 2, 4, 1] : tensor<1x2x4xf64> into tensor<1x2x4x1xf64>
  %sub = linalg.generic {indexing_maps = [#id, #rowk, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %maxk : tensor<1x2x4x4xf64>, tensor<1x2x4x1xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.subf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sub : tensor<1x2x4x4xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %o: f64):
    %r = math.exp %a : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %ek = tensor.empty() : tensor<1x2x4x1xf64>
  %fk = linalg.fill ins(%zero : f64) outs(%ek : tensor<1x2x4x1xf64>) -> tensor<1x2x4x1xf64>
  %sum = linalg.generic {indexing_maps = [#id, #rowk], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%exp : tensor<1x2x4x4xf64>) outs(%fk : tensor<1x2x4x1xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %r = arith.addf %a, %acc : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x1xf64>
  %p = linalg.generic {indexing_maps = [#id, #rowk, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%exp, %sum : tensor<1x2x4x4xf64>, tensor<1x2x4x1xf64>) outs(%e4 : tensor<1x2x4x4xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.divf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x4xf64>
  %e43 = tensor.empty() : tensor<1x2x4x3xf64>
  %f43 = linalg.fill ins(%zero : f64) outs(%e43 : tensor<1x2x4x3xf64>) -> tensor<1x2x4x3xf64>
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<1x2x4x4xf64>, tensor<1x2x4x3xf64>) outs(%f43 : tensor<1x2x4x3xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<1x2x4x3xf64>
  return %out : tensor<1x2x4x3xf64>
}
