// REQUIRES: iree
// f64 math through IREE's CPU code: iree-compile's llvm-cpu (3.13.0) has no
// f64 tanh, sin, cos, tan, asin, acos, atan, atan2, log2, log10 or cbrt
// (`iree-lld: undefined symbol: tanh`), and its expm1, log1p, sinh, asinh,
// atanh, acosh, cosh and exp2 are far off where they cancel or overflow;
// ap-lower-to-iree writes them with exp, log and sqrt first
// (ap-expand-f64-math). Each function is its own output, at arguments
// where the naive formulas fail (1e-9 |x| for those that cancel, 40 |x|
// for tanh's saturation, 800 |x| for exp2), held to the reference's libm
// values by the oracle. This program did not compile before (issue 43);
// benchmarks/iree_f64_math.py measures the errors in ulps.
//
// RUN: ap-run %s --backend=iree --compare | FileCheck %s
// CHECK: ap-run: candidate {{.*}}: through IREE (llvm-cpu)
// CHECK: ap-run: PASS: 21 output(s)
//
// The GPT-2 export in f64 (its GELU's tanh) against PyTorch's numbers.
// RUN: ap-run %S/../Torch/Inputs/gpt2-f64.mlir --backend=iree --compare --pipeline=ap-import-torch \
// RUN:   --inputs-dir %S/../Torch/Inputs/gpt2-f64.ref --expected-dir %S/../Torch/Inputs/gpt2-f64.ref | FileCheck %s --check-prefix=GPT2
// GPT2: ap-run: PASS: 29 output(s)

#id = affine_map<(i) -> (i)>
func.func @math(%x: tensor<256xf64>, %y: tensor<256xf64>) -> (tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>) {
  %tiny = arith.constant dense<1.0e-9> : tensor<256xf64>
  %big = arith.constant dense<40.0> : tensor<256xf64>
  %c800 = arith.constant dense<800.0> : tensor<256xf64>
  %one = arith.constant dense<1.0> : tensor<256xf64>
  %xt = arith.mulf %x, %tiny : tensor<256xf64>
  %xb = arith.mulf %x, %big : tensor<256xf64>
  %xe = arith.mulf %x, %c800 : tensor<256xf64>
  %sq = arith.mulf %x, %x : tensor<256xf64>
  %ge1 = arith.addf %sq, %one : tensor<256xf64>
  // tanh at |x| < 1
  %r0 = math.tanh %x : tensor<256xf64>
  // below 1e-9, where 1 - exp(-2|x|) cancels
  %r1 = math.tanh %xt : tensor<256xf64>
  // up to 40, where it is 1
  %r2 = math.tanh %xb : tensor<256xf64>
  %r3 = math.expm1 %xt : tensor<256xf64>
  %r4 = math.log1p %xt : tensor<256xf64>
  %r5 = math.sinh %xt : tensor<256xf64>
  %r6 = math.asinh %xt : tensor<256xf64>
  %r7 = math.atanh %xt : tensor<256xf64>
  %r8 = math.acosh %ge1 : tensor<256xf64>
  %r9 = math.cosh %xb : tensor<256xf64>
  %r10 = math.exp2 %xe : tensor<256xf64>
  %r11 = math.log2 %ge1 : tensor<256xf64>
  %r12 = math.log10 %ge1 : tensor<256xf64>
  %r13 = math.cbrt %x : tensor<256xf64>
  %r14 = math.tan %x : tensor<256xf64>
  %r15 = math.atan %xb : tensor<256xf64>
  %r16 = math.asin %x : tensor<256xf64>
  %r17 = math.acos %x : tensor<256xf64>
  %e = tensor.empty() : tensor<256xf64>
  // In a linalg body: sin and cos of x 1e4, atan2, and x^-3.
  %s:3 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<256xf64>, tensor<256xf64>) outs(%e, %e, %e : tensor<256xf64>, tensor<256xf64>, tensor<256xf64>) {
  ^bb0(%a: f64, %b: f64, %o0: f64, %o1: f64, %o2: f64):
    %c1e4 = arith.constant 1.0e4 : f64
    %a4 = arith.mulf %a, %c1e4 : f64
    %sin = math.sin %a4 : f64
    %cos = math.cos %a4 : f64
    %sc = arith.addf %sin, %cos : f64
    %a2 = math.atan2 %a, %b : f64
    %m3 = arith.constant -3 : i32
    %p = math.fpowi %a, %m3 : f64, i32
    linalg.yield %sc, %a2, %p : f64, f64, f64
  } -> (tensor<256xf64>, tensor<256xf64>, tensor<256xf64>)
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %s#0, %s#1, %s#2 : tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>, tensor<256xf64>
}
