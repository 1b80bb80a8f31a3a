//===- GPUKernelPipeline.cpp - Per-device code to NVVM kernels ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/GPUKernelPipeline.h"

#include "mlir/Pass/PassRegistry.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::ap;

std::string mlir::ap::getDefaultCudaToolkit() {
  for (const char *variable : {"CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"})
    if (const char *path = std::getenv(variable); path && *path)
      return path;
#ifdef SHARD_CUDA_TOOLKIT_DIR
  return SHARD_CUDA_TOOLKIT_DIR;
#else
  return "/usr/local/cuda";
#endif
}

LogicalResult
mlir::ap::appendKernelPipeline(OpPassManager &pm,
                               const GPUKernelPipelineOptions &options) {
  // Parallel loops tiled, so that gpu-map-parallel-loops maps the tiles to
  // blocks and their elements to threads (untiled, every block would be
  // one thread); the tiles are guarded, not min/max-bounded.
  SmallVector<int64_t> tileSizes(options.tileSizes.begin(),
                                 options.tileSizes.end());
  if (tileSizes.empty())
    tileSizes = {16, 16};
  std::string tiling;
  if (llvm::any_of(tileSizes, [](int64_t size) { return size != 0; }))
    tiling =
        llvm::formatv("scf-parallel-loop-tiling{{parallel-loop-tile-"
                      "sizes={0} no-min-max-bounds=true},",
                      llvm::join(llvm::map_range(tileSizes,
                                                 [](int64_t size) {
                                                   return std::to_string(size);
                                                 }),
                                 ","));
  // libdevice (math functions) comes from this toolkit. gpu-module-to-binary
  // refuses a toolkit without it even for kernels that call nothing of it,
  // so the default is only handed over where libdevice is; elsewhere the
  // kernels that need it only declare what they call, and the last pass
  // refuses them, naming the toolkit.
  std::string toolkit = options.toolkit.empty() ? getDefaultCudaToolkit()
                                                : options.toolkit.getValue();
  std::string linkToolkit;
  if (!options.toolkit.empty() ||
      llvm::sys::fs::exists(toolkit + "/nvvm/libdevice/libdevice.10.bc"))
    linkToolkit = " toolkit=" + toolkit;
  // Upstream's passes, in upstream's textual syntax: the options go in as
  // they are, and a bad one is reported by the pass that owns it.
  std::string pipeline = llvm::formatv(
      "func.func(convert-linalg-to-parallel-loops,{3}gpu-map-parallel-loops,"
      "convert-parallel-loops-to-gpu),"
      "lower-affine,canonicalize,gpu-kernel-outlining,"
      "nvvm-attach-target{{chip={0} O={1}},"
      "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm),"
      "reconcile-unrealized-casts,"
      "gpu-module-to-binary{{format={2}{5}},"
      "ap-check-gpu-binaries{{toolkit={4}}",
      options.chip.getValue(), options.optLevel.getValue(),
      options.format.getValue(), tiling, toolkit, linkToolkit);
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
