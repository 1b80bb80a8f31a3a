//===- InitAllPasses.h - Register every Shard pass --------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_INITALLPASSES_H
#define SHARD_INITALLPASSES_H

#include "Shard/Conversion/GPUKernelPipeline.h"
#include "Shard/Conversion/LoweringPipelines.h"
#include "Shard/Conversion/Passes.h"
#include "Shard/Transforms/AutoShardPasses.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/Transforms/Pipeline.h"
#include "Shard/Transforms/PipelineParallelPasses.h"

namespace mlir {
namespace ap {

/// Registers every pass of the project with the global registry (for
/// ap-opt-style drivers).
inline void registerAllShardPasses() {
  registerShardConversionPasses();
  registerAPTransformsPasses();
  registerAPAutoShardPasses();
  registerAPPipelineParallelPasses();
  registerAutoParallelPipeline();
  registerGPUKernelPipeline();
  registerLoweringPipelines();
}

} // namespace ap
} // namespace mlir

#endif // SHARD_INITALLPASSES_H
