//===- GPUKernelPipeline.h - Per-device code to NVVM kernels ----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// `ap-lower-to-gpu-kernels`: per-device code (after ap-partition and
// ap-lower-to-runtime) to GPU kernels through upstream's GPU -> NVVM path
// (docs/Runtime.md): bufferized, every linalg op becomes parallel loops
// mapped to a GPU launch, each launch an outlined kernel in a gpu.module
// compiled for the NVPTX target into PTX (`format=isa`; `bin` and `fatbin`
// need CUDA's ptxas), linked with the CUDA toolkit's libdevice, which math
// functions need (ap-check-gpu-binaries refuses kernels that call it
// unlinked). The host side keeps its calls of the collective runtime.
// Contractions become cuBLAS calls and the host runtime loads the modules in
// the JIT pipeline built on this one (buildGpuLoweringPipeline,
// Shard/Runtime/CudaRuntime.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CONVERSION_GPUKERNELPIPELINE_H
#define SHARD_CONVERSION_GPUKERNELPIPELINE_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace ap {

struct GPUKernelPipelineOptions
    : public PassPipelineOptions<GPUKernelPipelineOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("The GPU architecture (sm_90: "
                                          "H100/H200)"),
                           llvm::cl::init("sm_90")};
  Option<unsigned> optLevel{*this, "opt-level",
                            llvm::cl::desc("LLVM optimization level of the "
                                           "kernels"),
                            llvm::cl::init(3)};
  ListOption<int64_t> tileSizes{
      *this, "tile-sizes",
      llvm::cl::desc("Threads per block along the leading parallel dims "
                     "(scf-parallel-loop-tiling; default 16,16; 0 keeps one "
                     "thread per block)")};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("What the gpu.modules become: isa (PTX text), bin or "
                     "fatbin (need ptxas), offloading (LLVM IR)"),
      llvm::cl::init("isa")};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("The CUDA toolkit whose nvvm/libdevice the kernels link "
                     "(default: getDefaultCudaToolkit())")};
};

/// Where the kernels' libdevice is looked for by default: CUDA_ROOT,
/// CUDA_HOME or CUDA_PATH, else the toolkit CMake found when the project
/// was configured, else /usr/local/cuda.
std::string getDefaultCudaToolkit();

/// Adds the kernel part to `pm` (on a builtin.module of buffers): linalg
/// ops to parallel loops, to launches, outlined and compiled as `options`
/// say. The GPU JIT pipeline (buildGpuLoweringPipeline) shares it.
LogicalResult appendKernelPipeline(OpPassManager &pm,
                                   const GPUKernelPipelineOptions &options);

/// Adds the pipeline to `pm` (on a builtin.module): one-shot bufferization,
/// then appendKernelPipeline.
LogicalResult buildGPUKernelPipeline(OpPassManager &pm,
                                     const GPUKernelPipelineOptions &options);

/// Registers `ap-lower-to-gpu-kernels`.
void registerGPUKernelPipeline();

} // namespace ap
} // namespace mlir

#endif // SHARD_CONVERSION_GPUKERNELPIPELINE_H
