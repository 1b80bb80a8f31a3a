//===- GPUKernelPipeline.cpp - Per-device code to NVVM kernels ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/GPUKernelPipeline.h"

#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ap;

LogicalResult
mlir::ap::appendKernelPipeline(OpPassManager &pm,
                               const GPUKernelPipelineOptions &options) {
  // Upstream's passes, in upstream's textual syntax: the options go in as
  // they are, and a bad one is reported by the pass that owns it.
  std::string pipeline = llvm::formatv(
      "func.func(convert-linalg-to-parallel-loops,gpu-map-parallel-loops,"
      "convert-parallel-loops-to-gpu),"
      "lower-affine,canonicalize,gpu-kernel-outlining,"
      "nvvm-attach-target{{chip={0} O={1}},"
      "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm),"
      "reconcile-unrealized-casts,"
      "gpu-module-to-binary{{format={2}}",
      options.chip.getValue(), options.optLevel.getValue(),
      options.format.getValue());
  return parsePassPipeline(pipeline, pm, llvm::errs());
}

LogicalResult
mlir::ap::buildGPUKernelPipeline(OpPassManager &pm,
                                 const GPUKernelPipelineOptions &options) {
  if (failed(parsePassPipeline(
          "one-shot-bufferize{bufferize-function-boundaries "
          "function-boundary-type-conversion=identity-layout-map}",
          pm, llvm::errs())))
    return failure();
  return appendKernelPipeline(pm, options);
}

void mlir::ap::registerGPUKernelPipeline() {
  PassPipelineRegistration<GPUKernelPipelineOptions>(
      "ap-lower-to-gpu-kernels",
      "Per-device code to GPU kernels (NVVM, PTX) and host launches",
      [](OpPassManager &pm, const GPUKernelPipelineOptions &options) {
        if (failed(buildGPUKernelPipeline(pm, options)))
          llvm::errs() << "ap-lower-to-gpu-kernels: the pipeline could not "
                          "be built\n";
      });
}
