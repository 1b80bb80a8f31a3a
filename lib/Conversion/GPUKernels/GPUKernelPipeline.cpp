//===- GPUKernelPipeline.cpp - Per-device code to NVVM kernels ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/GPUKernelPipeline.h"
#include "Shard/Conversion/Passes.h"

#include "mlir/Dialect/GPU/Transforms/Passes.h"

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
  // Upstream's passes up to the kernels' NVVM form, in upstream's textual
  // syntax: the options go in as they are, and a bad one is reported by the
  // pass that owns it.
  std::string pipeline = llvm::formatv(
      "func.func(convert-linalg-to-parallel-loops,{2}gpu-map-parallel-loops,"
      "convert-parallel-loops-to-gpu),"
      "lower-affine,canonicalize,gpu-kernel-outlining,"
      "nvvm-attach-target{{chip={0} O={1}},"
      "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm),"
      "reconcile-unrealized-casts",
      options.chip.getValue(), options.optLevel.getValue(), tiling);
  if (failed(parsePassPipeline(pipeline, pm, llvm::errs())))
    return failure();

  // Then the binaries, with CUDA's libdevice (math functions) from the
  // toolkit. Built as passes, not text: a path is not pipeline syntax.
  // gpu-module-to-binary reports a toolkit without libdevice as an error
  // for every module, even one that calls nothing of it, so the default
  // toolkit is only handed over where libdevice is; elsewhere a kernel that
  // needs it only declares what it calls, and ap-check-gpu-binaries
  // refuses it, naming the toolkit.
  std::string toolkit = options.toolkit.empty() ? getDefaultCudaToolkit()
                                                : options.toolkit.getValue();
  GpuModuleToBinaryPassOptions binaryOptions;
  binaryOptions.compilationTarget = options.format.getValue();
  if (!options.toolkit.empty() ||
      llvm::sys::fs::exists(toolkit + "/nvvm/libdevice/libdevice.10.bc"))
    binaryOptions.toolkitPath = toolkit;
  pm.addPass(createGpuModuleToBinaryPass(binaryOptions));
  APCheckGPUBinariesOptions checkOptions;
  checkOptions.toolkit = toolkit;
  pm.addPass(createAPCheckGPUBinaries(checkOptions));
  return success();
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
  // Not PassPipelineRegistration, whose builder cannot fail: a pipeline that
  // could not be built must stop the run, not run what part of it was.
  registerPassPipeline(
      "ap-lower-to-gpu-kernels",
      "Per-device code to GPU kernels (NVVM, PTX) and host launches",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        GPUKernelPipelineOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        if (failed(buildGPUKernelPipeline(pm, options)))
          return errorHandler("ap-lower-to-gpu-kernels: the pipeline could "
                              "not be built");
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optionHandler) {
        optionHandler(GPUKernelPipelineOptions());
      });
}
