// f32 exp is a polynomial in the CPU lowering (ap-approximate-math), which
// vectorizes; its results are libm's where libm's are exact or special, and
// about an ulp off at most elsewhere (benchmarks/cpu_f32_math.py): by the
// program's assertions on arguments it builds from its inputs (so nothing
// is folded at compile time): e^0 = 1, e^1 within an ulp, gradual underflow (e^-100 is
// subnormal, not 0), e^88.7 finite, e^88.8 and e^inf infinite, e^-inf and
// e^-104 zero, NaN kept.
//
// RUN: ap-run %s | FileCheck %s
// RUN: ap-run %s --opt-level=3 | FileCheck %s
// CHECK: ap-run: output 0 tensor<8xf32>

#id = affine_map<(i) -> (i)>

func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %out: f32):
    // zero is +-0 (the inputs are finite).
    %c0 = arith.constant 0.0 : f32
    %zero = arith.mulf %a, %c0 : f32
    %one = arith.constant 1.0 : f32
    %e0 = math.exp %zero : f32
    %ok0 = arith.cmpf oeq, %e0, %one : f32
    cf.assert %ok0, "exp(0) is 1"
    // e in f32 is 2.71828175 (0x402DF854); one ulp is 2^-22.
    %x1 = arith.addf %zero, %one : f32
    %e1 = math.exp %x1 : f32
    %want1 = arith.constant 2.71828175 : f32
    %d1 = arith.subf %e1, %want1 : f32
    %a1 = math.absf %d1 : f32
    %ulp1 = arith.constant 2.384185791015625e-07 : f32
    %ok1 = arith.cmpf ole, %a1, %ulp1 : f32
    cf.assert %ok1, "exp(1) within an ulp"
    %m100 = arith.constant -100.0 : f32
    %x2 = arith.addf %zero, %m100 : f32
    %e2 = math.exp %x2 : f32
    %tiny = arith.constant 1.17549435e-38 : f32
    %pos2 = arith.cmpf ogt, %e2, %c0 : f32
    %sub2 = arith.cmpf olt, %e2, %tiny : f32
    %ok2 = arith.andi %pos2, %sub2 : i1
    cf.assert %ok2, "exp(-100) is subnormal"
    %big = arith.constant 88.7 : f32
    %x3 = arith.addf %zero, %big : f32
    %e3 = math.exp %x3 : f32
    %max = arith.constant 3.40282347e+38 : f32
    %ok3 = arith.cmpf ole, %e3, %max : f32
    cf.assert %ok3, "exp(88.7) is finite"
    %over = arith.constant 88.8 : f32
    %x4 = arith.addf %zero, %over : f32
    %e4 = math.exp %x4 : f32
    %inf = arith.constant 0x7F800000 : f32
    %ok4 = arith.cmpf oeq, %e4, %inf : f32
    cf.assert %ok4, "exp(88.8) is inf"
    %x5 = arith.addf %zero, %inf : f32
    %e5 = math.exp %x5 : f32
    %ok5 = arith.cmpf oeq, %e5, %inf : f32
    cf.assert %ok5, "exp(inf) is inf"
    %x6 = arith.subf %zero, %inf : f32
    %e6 = math.exp %x6 : f32
    %ok6 = arith.cmpf oeq, %e6, %c0 : f32
    cf.assert %ok6, "exp(-inf) is 0"
    %m104 = arith.constant -104.0 : f32
    %x7 = arith.addf %zero, %m104 : f32
    %e7 = math.exp %x7 : f32
    %ok7 = arith.cmpf oeq, %e7, %c0 : f32
    cf.assert %ok7, "exp(-104) is 0"
    %nan = arith.mulf %zero, %inf : f32
    %e8 = math.exp %nan : f32
    %ok8 = arith.cmpf uno, %e8, %e8 : f32
    cf.assert %ok8, "exp(NaN) is NaN"
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
