// ap-raise-attention: the generator's LLaMA layer (causal GQA, with its
// backward) raises to one ap.attention and one ap.attention_grad; a
// hand-written non-causal forward whose operands have the heads after the
// sequence raises through the maps; attention whose probabilities are also
// returned is left as it is.
//
// RUN: %model_gen/llama.py --preset tiny --layers 1 | ap-opt --ap-raise-attention=report --mlir-print-local-scope 2>&1 | FileCheck %s --check-prefix=LLAMA
// RUN: %model_gen/llama.py --preset tiny --layers 2 | ap-opt --ap-raise-attention=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: remark: raised 2 attentions (2 with their backward)
// RUN: ap-opt %s --ap-raise-attention=report --mlir-print-local-scope 2>&1 | FileCheck %s
// RUN: %model_gen/llama.py --preset tiny --layers 1 --dtype f64 | ap-run --compare --pipeline=ap-raise-attention,ap-lower-attention{block-size=2} - | FileCheck %s --check-prefix=DIFF
// RUN: ap-run --compare --entry forward --pipeline=ap-raise-attention,ap-lower-attention{block-size=3} %s | FileCheck %s --check-prefix=DIFF

// LLAMA: remark: raised 1 attention (1 with its backward)
// LLAMA: %[[O:.*]], %[[L:.*]] = ap.attention %{{.*}}, %{{.*}}, %{{.*}} {causal = array<i64: 3, 4>, indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d1, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d1, d2, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], scale = 0.35355
// LLAMA-SAME: tensor<4x8x2x2x8xf32>, tensor<4x8x2x8xf32>, tensor<4x8x2x8xf32> -> tensor<4x8x2x2x8xf32>, tensor<4x2x2x8xf32>
// LLAMA-NOT: tensor<4x2x2x8x8x
// LLAMA: ap.attention_grad %{{.*}}, %{{.*}}, %{{.*}}, %[[O]], %[[L]], %{{.*}} {causal = array<i64: 3, 4>
// LLAMA-NOT: tensor<4x2x2x8x8x

// CHECK: remark: raised 1 attention (0 with its backward)
// CHECK-LABEL: func.func @forward
// CHECK: ap.attention %{{.*}}, %{{.*}}, %{{.*}} {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], scale = 1.000000e+00 : f64}
// CHECK-NOT: linalg.generic
// CHECK-LABEL: func.func @probabilities_returned
// CHECK-NOT: ap.attention
// CHECK: math.exp

// DIFF: ap-run: PASS

#qk_q = affine_map<(b, h, s, t, e) -> (b, s, h, e)>
#qk_k = affine_map<(b, h, s, t, e) -> (b, t, h, e)>
#qk_s = affine_map<(b, h, s, t, e) -> (b, h, s, t)>
#id = affine_map<(b, h, s, t) -> (b, h, s, t)>
#row = affine_map<(b, h, s, t) -> (b, h, s)>
#pv_p = affine_map<(b, h, s, f, t) -> (b, h, s, t)>
#pv_v = affine_map<(b, h, s, f, t) -> (b, t, h, f)>
#pv_o = affine_map<(b, h, s, f, t) -> (b, s, h, f)>

func.func @forward(%q: tensor<2x8x2x4xf64>, %k: tensor<2x8x2x4xf64>, %v: tensor<2x8x2x3xf64>) -> tensor<2x8x2x3xf64> {
  %zero = arith.constant 0.0 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %s0 = tensor.empty() : tensor<2x2x8x8xf64>
  %sz = linalg.fill ins(%zero : f64) outs(%s0 : tensor<2x2x8x8xf64>) -> tensor<2x2x8x8xf64>
  %s = linalg.generic {indexing_maps = [#qk_q, #qk_k, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x8x2x4xf64>, tensor<2x8x2x4xf64>) outs(%sz : tensor<2x2x8x8xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<2x2x8x8xf64>
  %r0 = tensor.empty() : tensor<2x2x8xf64>
  %mf = linalg.fill ins(%ninf : f64) outs(%r0 : tensor<2x2x8xf64>) -> tensor<2x2x8xf64>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%s : tensor<2x2x8x8xf64>) outs(%mf : tensor<2x2x8xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %r = arith.maximumf %a, %acc : f64
    linalg.yield %r : f64
  } -> tensor<2x2x8xf64>
  %e0 = tensor.empty() : tensor<2x2x8x8xf64>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %max : tensor<2x2x8x8xf64>, tensor<2x2x8xf64>) outs(%e0 : tensor<2x2x8x8xf64>) {
  ^bb0(%a: f64, %m: f64, %o: f64):
    %d = arith.subf %a, %m : f64
    %r = math.exp %d : f64
    linalg.yield %r : f64
  } -> tensor<2x2x8x8xf64>
  %sf = linalg.fill ins(%zero : f64) outs(%r0 : tensor<2x2x8xf64>) -> tensor<2x2x8xf64>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%exp : tensor<2x2x8x8xf64>) outs(%sf : tensor<2x2x8xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %r = arith.addf %a, %acc : f64
    linalg.yield %r : f64
  } -> tensor<2x2x8xf64>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%exp, %sum : tensor<2x2x8x8xf64>, tensor<2x2x8xf64>) outs(%e0 : tensor<2x2x8x8xf64>) {
  ^bb0(%a: f64, %d: f64, %o: f64):
    %r = arith.divf %a, %d : f64
    linalg.yield %r : f64
  } -> tensor<2x2x8x8xf64>
  %o0 = tensor.empty() : tensor<2x8x2x3xf64>
  %oz = linalg.fill ins(%zero : f64) outs(%o0 : tensor<2x8x2x3xf64>) -> tensor<2x8x2x3xf64>
  %o = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<2x2x8x8xf64>, tensor<2x8x2x3xf64>) outs(%oz : tensor<2x8x2x3xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<2x8x2x3xf64>
  return %o : tensor<2x8x2x3xf64>
}

func.func @probabilities_returned(%q: tensor<2x8x2x4xf64>, %k: tensor<2x8x2x4xf64>, %v: tensor<2x8x2x3xf64>) -> (tensor<2x8x2x3xf64>, tensor<2x2x8x8xf64>) {
  %zero = arith.constant 0.0 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %s0 = tensor.empty() : tensor<2x2x8x8xf64>
  %sz = linalg.fill ins(%zero : f64) outs(%s0 : tensor<2x2x8x8xf64>) -> tensor<2x2x8x8xf64>
  %s = linalg.generic {indexing_maps = [#qk_q, #qk_k, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x8x2x4xf64>, tensor<2x8x2x4xf64>) outs(%sz : tensor<2x2x8x8xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<2x2x8x8xf64>
  %r0 = tensor.empty() : tensor<2x2x8xf64>
  %mf = linalg.fill ins(%ninf : f64) outs(%r0 : tensor<2x2x8xf64>) -> tensor<2x2x8xf64>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%s : tensor<2x2x8x8xf64>) outs(%mf : tensor<2x2x8xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %r = arith.maximumf %a, %acc : f64
    linalg.yield %r : f64
  } -> tensor<2x2x8xf64>
  %e0 = tensor.empty() : tensor<2x2x8x8xf64>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %max : tensor<2x2x8x8xf64>, tensor<2x2x8xf64>) outs(%e0 : tensor<2x2x8x8xf64>) {
  ^bb0(%a: f64, %m: f64, %o: f64):
    %d = arith.subf %a, %m : f64
    %r = math.exp %d : f64
    linalg.yield %r : f64
  } -> tensor<2x2x8x8xf64>
  %sf = linalg.fill ins(%zero : f64) outs(%r0 : tensor<2x2x8xf64>) -> tensor<2x2x8xf64>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%exp : tensor<2x2x8x8xf64>) outs(%sf : tensor<2x2x8xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %r = arith.addf %a, %acc : f64
    linalg.yield %r : f64
  } -> tensor<2x2x8xf64>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%exp, %sum : tensor<2x2x8x8xf64>, tensor<2x2x8xf64>) outs(%e0 : tensor<2x2x8x8xf64>) {
  ^bb0(%a: f64, %d: f64, %o: f64):
    %r = arith.divf %a, %d : f64
    linalg.yield %r : f64
  } -> tensor<2x2x8x8xf64>
  %o0 = tensor.empty() : tensor<2x8x2x3xf64>
  %oz = linalg.fill ins(%zero : f64) outs(%o0 : tensor<2x8x2x3xf64>) -> tensor<2x8x2x3xf64>
  %o = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<2x2x8x8xf64>, tensor<2x8x2x3xf64>) outs(%oz : tensor<2x8x2x3xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %m : f64
    linalg.yield %r : f64
  } -> tensor<2x8x2x3xf64>
  return %o, %p : tensor<2x8x2x3xf64>, tensor<2x2x8x8xf64>
}
