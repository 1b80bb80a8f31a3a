//===- PipelineSchedule.h - Pipeline schedules, simulated -------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The order in which the stages of a pipeline run the forward and backward
// passes of M micro-batches (GPipe: every forward, then every backward;
// 1F1B: a warm-up of forwards, then one forward and one backward in turn,
// so that stage s keeps at most S - s micro-batches' activations), and the
// timeline that order gives when each pass takes its stage's time and each
// activation or gradient crosses to the next stage in `transfer` seconds.
// The planner prices a pipeline by it (the makespan, the idle fraction, the
// micro-batches in flight each stage keeps) and the plan report draws it.
// Independent of the IR (unittests/Transforms/PipelineScheduleTest.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_PIPELINESCHEDULE_H
#define SHARD_TRANSFORMS_PIPELINESCHEDULE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>

namespace mlir {
namespace ap {

enum class PipelineScheduleKind { GPipe, OneForwardOneBackward };

/// One micro-batch's passes on one stage, in seconds.
struct StageTimes {
  double forward = 0;
  double backward = 0;
};

/// A pass of one micro-batch on one stage, placed in time.
struct SchedulePass {
  int64_t stage = 0;
  int64_t microBatch = 0;
  bool backward = false;
  double start = 0, end = 0;
};

struct PipelineTimeline {
  /// Every pass, per stage in the order the stage runs them.
  llvm::SmallVector<SchedulePass> passes;
  /// When the last pass ends.
  double makespan = 0;
  /// The stages' idle share of S x makespan (equal stages, no transfer,
  /// 1F1B or GPipe: (S - 1) / (M + S - 1)).
  double bubble = 0;
  /// Per stage, the most micro-batches whose forward has run and whose
  /// backward has not: the activations it keeps at once.
  llvm::SmallVector<int64_t> peakInFlight;
};

/// The order stage `stage` of `stages` runs the passes of `microBatches`
/// micro-batches in: (micro-batch, backward) pairs.
llvm::SmallVector<std::pair<int64_t, bool>>
getStageOrder(PipelineScheduleKind kind, int64_t stage, int64_t stages,
              int64_t microBatches);

/// The timeline of `kind` over `stages` (first to last) and `microBatches`
/// micro-batches: a forward runs when its stage is free and the previous
/// stage's forward of the micro-batch has arrived (`transfer` after its
/// end); a backward when its stage is free, the stage's own forward of the
/// micro-batch has run, and the next stage's backward has arrived.
PipelineTimeline simulateSchedule(PipelineScheduleKind kind,
                                  llvm::ArrayRef<StageTimes> stages,
                                  int64_t microBatches, double transfer);

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_PIPELINESCHEDULE_H
