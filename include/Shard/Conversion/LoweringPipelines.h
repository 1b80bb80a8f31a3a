//===- LoweringPipelines.h - Per-device program to LLVM ---------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CONVERSION_LOWERINGPIPELINES_H
#define SHARD_CONVERSION_LOWERINGPIPELINES_H

#include "Shard/Conversion/GPUKernelPipeline.h"

#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace ap {

/// How contractions run on the CPU.
enum class ContractionLowering {
  /// linalg loops, like every other op.
  Loops,
  /// ap-lower-contractions-to-gemm: calls of the runtime's GEMM, whose
  /// BLAS parameters are those a GPU's cuBLAS receives.
  Gemm,
};

/// What every backend does to a program first: torch-mlir's scatters and
/// gathers to linalg (ap-import-torch, a no-op on other programs) and fused
/// attention to blocked online-softmax loops (ap-lower-attention). The
/// oracle's instrumented f64 form starts the same way.
void buildProgramPreparationPipeline(OpPassManager &pm);

/// The CPU backend: ap-lower-to-runtime, then upstream bufferization (with
/// function boundaries, identity layouts and buffer deallocation) and the
/// lowering of linalg, tensor, memref, scf, arith, math, index, cf and func
/// to the LLVM dialect. The result runs in MLIR's ExecutionEngine with the
/// collective runtime's symbols. `fuseElementwise` false keeps every
/// linalg op its own loop nest (ap-calibrate times kernels one op each, as
/// the cost model counts them).
void buildCpuLoweringPipeline(
    OpPassManager &pm,
    ContractionLowering contractions = ContractionLowering::Loops,
    bool fuseElementwise = true);

/// The GPU backend: as the CPU's up to bufferization, with contractions as
/// GEMM calls (cuBLAS), then every other linalg op a kernel
/// (appendKernelPipeline: NVVM, PTX embedded in the module), every buffer
/// allocated through finalize-memref-to-llvm's generic functions, and the
/// launches lowered by gpu-to-llvm. The result runs in MLIR's
/// ExecutionEngine with the symbols of runtime::forEachCudaRuntimeSymbol.
LogicalResult buildGpuLoweringPipeline(OpPassManager &pm,
                                       const GPUKernelPipelineOptions &kernels);

/// IREE's input (docs/Backends.md): a program as ap-auto-parallel leaves
/// it, or any other, in the form iree-compile takes. Collectives in flight
/// are unscheduled (IREE's streams schedule their own), collectives moved to
/// dim 0 (ap-collectives-on-dim-zero), fused attention lowered to loops,
/// f64 math that IREE's CPU code lacks expanded (ap-expand-f64-math), and
/// the rest converted by ap-convert-to-iree.
void buildIreeLoweringPipeline(OpPassManager &pm);

/// Registers the three as ap-opt pipelines, so that ap-opt reproduces what
/// ap-run compiles: `ap-lower-to-cpu{contractions=loops|gemm}`,
/// `ap-lower-to-gpu{<GPUKernelPipelineOptions>}` and `ap-lower-to-iree`.
void registerLoweringPipelines();

} // namespace ap
} // namespace mlir

#endif // SHARD_CONVERSION_LOWERINGPIPELINES_H
