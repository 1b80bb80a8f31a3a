//===- CudaRuntime.h - Kernels, memory and GEMM on a CUDA GPU ---*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The host runtime of programs lowered for a GPU (buildGpuLoweringPipeline,
// docs/Runtime.md), on the CUDA runtime API (libcudart) and cuBLAS:
//   - the `mgpu*` functions upstream's gpu-to-llvm calls to load the
//     embedded kernel modules (PTX is compiled by the driver) and launch
//     kernels, which Debian's MLIR does not ship (no libmlir_cuda_runtime);
//   - every buffer the program allocates (`_mlir_memref_to_llvm_alloc`,
//     with finalize-memref-to-llvm's generic functions) in managed memory,
//     which kernels, cuBLAS and the host-side collective runtime all reach;
//   - `ap_rt_gemm_<ty>` as cublasGemmStridedBatchedEx_64, with the plan of
//     Shard/Runtime/Gemm.h that the CPU tests check.
// A CUDA error is a fatal runtime error naming the operation and the error.
// Links and loads without a GPU; runs only with one.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_CUDARUNTIME_H
#define SHARD_RUNTIME_CUDARUNTIME_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir {
namespace ap {
namespace runtime {

/// Calls `fn(symbol, address)` for every symbol above, under the names the
/// JIT looks up; registered after forEachRuntimeSymbol, they replace the
/// CPU's GEMM.
void forEachCudaRuntimeSymbol(
    llvm::function_ref<void(llvm::StringRef, void *)> fn);

/// Why this process cannot run GPU code ("" if it can): no driver, no
/// device, with the CUDA runtime's own words.
std::string describeCudaDeviceProblem();

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_CUDARUNTIME_H
