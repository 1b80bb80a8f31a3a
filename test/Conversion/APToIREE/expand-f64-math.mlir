// RUN: ap-opt %s --ap-expand-f64-math | FileCheck %s

// The f64 functions IREE's CPU code lacks or computes badly are written
// with exp, log, sqrt and arithmetic; f32 and the functions IREE computes
// well (exp, log, sqrt, rsqrt) are left as they are.
// CHECK-LABEL: func.func @scalars(
// CHECK-NOT: math.tanh
// CHECK-NOT: math.sin
// CHECK-NOT: math.atan2
// CHECK-NOT: math.expm1
// CHECK-NOT: math.log1p
// CHECK-NOT: math.log2
// CHECK-NOT: math.cbrt
// CHECK: math.tanh %{{.*}} : f32
// CHECK: math.rsqrt %{{.*}} : f64
// CHECK: return
func.func @scalars(%x: f64, %y: f64, %z: f32)
    -> (f64, f64, f64, f64, f64, f64, f64, f32, f64) {
  %0 = math.tanh %x : f64
  %1 = math.sin %x : f64
  %2 = math.atan2 %x, %y : f64
  %3 = math.expm1 %x : f64
  %4 = math.log1p %x : f64
  %5 = math.log2 %x : f64
  %6 = math.cbrt %x : f64
  %7 = math.tanh %z : f32
  %8 = math.rsqrt %x : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8
      : f64, f64, f64, f64, f64, f64, f64, f32, f64
}

// tanh(|x|) = -t / (t + 2) with t = expm1(-2|x|) by Kahan's formula,
// (u - 1) (x / log(u)) with u = exp(x), and the sign of x; on a tensor,
// with splat constants.
// CHECK-LABEL: func.func @tanh_tensor(
// CHECK-SAME: %[[X:.*]]: tensor<4xf64>
// CHECK: %[[A:.*]] = math.absf %[[X]] : tensor<4xf64>
// CHECK: %[[M2:.*]] = arith.constant dense<-2.000000e+00> : tensor<4xf64>
// CHECK: %[[S:.*]] = arith.mulf %[[M2]], %[[A]] : tensor<4xf64>
// CHECK: %[[U:.*]] = math.exp %[[S]] : tensor<4xf64>
// CHECK: %[[L:.*]] = math.log %[[U]] : tensor<4xf64>
// CHECK: arith.divf %[[S]], %[[L]] : tensor<4xf64>
// CHECK: arith.select %{{.*}} : tensor<4xi1>, tensor<4xf64>
// CHECK: %[[R:.*]] = math.copysign %{{.*}}, %[[X]] : tensor<4xf64>
// CHECK: return %[[R]]
func.func @tanh_tensor(%x: tensor<4xf64>) -> tensor<4xf64> {
  %0 = math.tanh %x : tensor<4xf64>
  return %0 : tensor<4xf64>
}

// A constant integer power is products; a negative one 1 over them (x^-3
// at +0 is +inf: IREE's own expansion makes it -inf).
// CHECK-LABEL: func.func @powers(
// CHECK-SAME: %[[X:.*]]: f64, %[[N:.*]]: i32
// CHECK: %[[X2:.*]] = arith.mulf %[[X]], %[[X]] : f64
// CHECK: %[[X3:.*]] = arith.mulf %[[X]], %[[X2]] : f64
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK: %[[INV:.*]] = arith.divf %[[ONE]], %[[X3]] : f64
// CHECK: %[[V:.*]] = math.fpowi %[[X]], %[[N]] : f64, i32
// CHECK: return %[[INV]], %[[V]]
func.func @powers(%x: f64, %n: i32) -> (f64, f64) {
  %c = arith.constant -3 : i32
  %0 = math.fpowi %x, %c : f64, i32
  %1 = math.fpowi %x, %n : f64, i32
  return %0, %1 : f64, f64
}
