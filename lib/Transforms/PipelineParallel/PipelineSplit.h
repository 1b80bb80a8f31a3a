//===- PipelineSplit.h - A training step as pipeline stages -----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-pipeline-split as a function: ap-choose-pipeline splits candidate
// copies of a module with it and compares their prices.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_PIPELINESPLIT_H
#define SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_PIPELINESPLIT_H

#include "Microbatch.h"
#include "PipelineSummary.h"

#include "Shard/Transforms/PipelineParallelPasses.h"

namespace mlir {
namespace ap {

/// ap-pipeline-split's options.
struct PipelineSplitConfig {
  /// 0: the mesh's first axis.
  int64_t stages = 0;
  int64_t microBatches = 1;
  PipelineScheduleKind schedule = PipelineScheduleKind::OneForwardOneBackward;
  RecomputePolicy recompute = RecomputePolicy::SaveAll;
  PipelineMutant mutant = PipelineMutant::None;
  /// Bytes per device the program of one micro-batch over the stage mesh
  /// is planned within (0: S x the target's capacity: it holds every layer,
  /// a stage about 1/S of them).
  double stageBudget = 0;
  /// Seconds the program of one micro-batch may be planned for (0:
  /// ap-auto-shard's default): past them its best plan so far is kept.
  double planningSeconds = 0;
  /// Start the cells' collectives early and wait late
  /// (ap-schedule-collectives), priced on two streams.
  bool overlap = false;
};

/// A split's price and its summary's text.
struct StagesSplit {
  PipelinePrice price;
  std::string summary;
};

/// Rewrites `module`'s step into pipeline stages (ap-pipeline-split), planned
/// and priced for `target`. Emits a located diagnostic and fails where it
/// cannot.
FailureOr<StagesSplit> splitIntoStages(ModuleOp module,
                                       const PipelineSplitConfig &config,
                                       const TargetDescription &target,
                                       PipelineRunner runPipeline);

/// Orders the transfers of `module`'s stage programs (the cases of each
/// scf.index_switch on a pipeline coordinate) so that they run through when
/// a send waits for its receive, as NCCL's does (ap-order-transfers). Emits
/// a located diagnostic and fails where it cannot.
LogicalResult orderTransfersForWaitingSends(ModuleOp module);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_PIPELINESPLIT_H
