//===- PipelineParallelPasses.h - Micro-batches and stages -----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-microbatch (gradient accumulation) and ap-pipeline-split (stages), in
// library ShardAPPipelineParallel
// (docs/PipelineParallelism.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_PIPELINEPARALLELPASSES_H
#define SHARD_TRANSFORMS_PIPELINEPARALLELPASSES_H

#include "Shard/TargetDescription/TargetDescription.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/Transforms/PipelineSchedule.h"

namespace mlir {
namespace ap {

/// ap-pipeline-split's wrong programs, for the differential tests.
enum class PipelineMutant {
  None,
  NoAccumulation,
  MicroBatchOrder,
  WrongTransfer
};

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "Shard/Transforms/PipelineParallelPasses.h.inc"

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_PIPELINEPARALLELPASSES_H
