// expm1 and log1p of tiny arguments are computed as libm computes them:
// expm1(t) = log1p(t) = t for |t| = 1e-20, asserted by the program itself.
// MLIR's LLVM lowering, which ap-run's compiled through, made them
// exp(t) - 1 and log(1 + t): 0, in the reference and the candidate alike,
// so that no comparison could see it (issue 43).
//
// RUN: ap-run %s --entry=tiny64 | FileCheck %s
// RUN: ap-run %s --entry=tiny32 --compare | FileCheck %s --check-prefix=F32
// CHECK: ap-run: output 0 tensor<8xf64>
// F32: ap-run: PASS: 1 output(s)

#id = affine_map<(i) -> (i)>

func.func @tiny64(%x: tensor<8xf64>) -> tensor<8xf64> {
  %e = tensor.empty() : tensor<8xf64>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf64>) outs(%e : tensor<8xf64>) {
  ^bb0(%a: f64, %out: f64):
    // t in [1e-20, 3e-20): the inputs are in [-1, 1).
    %two = arith.constant 2.0 : f64
    %scale = arith.constant 1.0e-20 : f64
    %shifted = arith.addf %a, %two : f64
    %t = arith.mulf %shifted, %scale : f64
    %m = math.expm1 %t : f64
    %l = math.log1p %t : f64
    %m_ok = arith.cmpf oeq, %m, %t : f64
    cf.assert %m_ok, "expm1(t) is t"
    %l_ok = arith.cmpf oeq, %l, %t : f64
    cf.assert %l_ok, "log1p(t) is t"
    linalg.yield %m : f64
  } -> tensor<8xf64>
  return %0 : tensor<8xf64>
}

// In f32, and in the reference the oracle computes of it in f64.
func.func @tiny32(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %two = arith.constant 2.0 : f32
    %scale = arith.constant 1.0e-20 : f32
    %shifted = arith.addf %a, %two : f32
    %t = arith.mulf %shifted, %scale : f32
    %m = math.expm1 %t : f32
    %l = math.log1p %t : f32
    %m_ok = arith.cmpf oeq, %m, %t : f32
    cf.assert %m_ok, "expm1(t) is t"
    %l_ok = arith.cmpf oeq, %l, %t : f32
    cf.assert %l_ok, "log1p(t) is t"
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
