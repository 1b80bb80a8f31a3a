// ap-opt reproduces what ap-run compiles: ap-lower-to-cpu is the pipeline
// ap-run's JIT runs (lib/Conversion/LoweringPipelines). A per-device
// program with a collective and a contraction ends in the LLVM dialect:
// the collective a call of the runtime, the matmul loops (the reference's
// lowering) or a GEMM call (the candidate's).
//
// RUN: ap-opt %s --ap-lower-to-cpu | FileCheck %s --check-prefix=LOOPS
// RUN: ap-opt %s --ap-lower-to-cpu=contractions=gemm | FileCheck %s --check-prefix=GEMM
// RUN: not ap-opt %s --ap-lower-to-cpu=contractions=blas 2>&1 | FileCheck %s --check-prefix=BAD

// LOOPS-LABEL: llvm.func @step(
//   LOOPS-NOT: linalg.
//   LOOPS-NOT: ap.
//       LOOPS: llvm.fmul
//   LOOPS-NOT: ap_rt_gemm
//       LOOPS: llvm.call @ap_rt_all_reduce_f32(
//   LOOPS-NOT: ap_rt_gemm

// GEMM-LABEL: llvm.func @step(
//   GEMM-NOT: llvm.fmul
//       GEMM: llvm.call @ap_rt_gemm_f32(
//       GEMM: llvm.call @ap_rt_all_reduce_f32(

// BAD: for the --contractions option: Cannot find option named 'blas'!

ap.mesh @mesh(shape = 2, axes = ["x"])

func.func @step(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = ap.all_reduce %0 on @mesh axes = [0] reduce = sum : tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}
