// RUN: ap-opt %s --ap-expm1-log1p-to-libm | FileCheck %s
// RUN: ap-opt %s --ap-lower-to-cpu | FileCheck %s --check-prefix=CPU

// expm1 and log1p become libm's (MLIR's LLVM lowering writes exp(x) - 1
// and log(1 + x)); the other math ops are left to that lowering.
// CHECK-DAG: func.func private @expm1(f64) -> f64
// CHECK-DAG: func.func private @log1pf(f32) -> f32
// CHECK-LABEL: func.func @f(
// CHECK: call @expm1(%{{.*}}) : (f64) -> f64
// CHECK: call @log1pf(%{{.*}}) : (f32) -> f32
// CHECK: math.exp %{{.*}} : f64
// So in the CPU lowering, ap-run's: no exp(x) - 1.
// CPU-LABEL: llvm.func @f(
// CPU: llvm.call @expm1(
// CPU: llvm.call @log1pf(
// CPU: llvm.intr.exp(
func.func @f(%x: f64, %y: f32) -> (f64, f32, f64) {
  %a = math.expm1 %x : f64
  %b = math.log1p %y : f32
  %c = math.exp %x : f64
  return %a, %b, %c : f64, f32, f64
}
