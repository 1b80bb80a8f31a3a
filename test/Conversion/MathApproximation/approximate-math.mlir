// RUN: ap-opt %s --ap-approximate-math | FileCheck %s
// RUN: ap-opt %s --ap-approximate-math=ops=tanh | FileCheck %s --check-prefix=TANH
// RUN: ap-opt %s --ap-lower-to-cpu | FileCheck %s --check-prefix=CPU

// By default f32 exp (scalars and vectors) becomes arithmetic: the power of
// two in two halves, NaN passed through; f64 exp and the other functions
// are left to libm.
// CHECK-LABEL: func.func @f(
//   CHECK-NOT: math.exp %{{.*}} : f32
//       CHECK: math.fma
//       CHECK: arith.shrsi
//       CHECK: arith.bitcast
//       CHECK: arith.cmpf uno
//       CHECK: arith.select
//   CHECK-NOT: math.exp %{{.*}} : vector<8xf32>
//       CHECK: arith.bitcast %{{.*}} : vector<8xi32> to vector<8xf32>
//       CHECK: math.exp %{{.*}} : f64
//       CHECK: math.tanh %{{.*}} : f32

// With ops=tanh, tanh (MLIR's approximation) and not exp.
// TANH-LABEL: func.func @f(
//       TANH: math.exp %{{.*}} : f32
//       TANH: math.exp %{{.*}} : vector<8xf32>
//   TANH-NOT: math.tanh

// The CPU lowering approximates f32 exp only (tanh: an intrinsic, libm's
// tanhf in the end).
// CPU-LABEL: llvm.func @f(
//   CPU-NOT: llvm.intr.exp(%{{.*}}) : (f32)
//       CPU: llvm.intr.exp(%{{.*}}) : (f64) -> f64
//       CPU: llvm.intr.tanh(%{{.*}}) : (f32) -> f32
func.func @f(%x: f32, %v: vector<8xf32>, %d: f64)
    -> (f32, vector<8xf32>, f64, f32) {
  %a = math.exp %x : f32
  %b = math.exp %v : vector<8xf32>
  %c = math.exp %d : f64
  %t = math.tanh %x : f32
  return %a, %b, %c, %t : f32, vector<8xf32>, f64, f32
}
