//===- PipelineSummary.h - What a pipeline split is priced at ---*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-pipeline-split's summary: each stage's forward and backward per
// micro-batch priced by the target's cost model (kernels by roofline,
// collectives and transfers by alpha-beta per axis), the schedule's
// timeline over them (simulateSchedule), the predicted step, its bubble,
// throughput and utilization (docs/PipelineParallelism.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_PIPELINESUMMARY_H
#define SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_PIPELINESUMMARY_H

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/PipelineSchedule.h"
#include "Shard/Transforms/RecomputePolicy.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace ap {

/// The programs a split wrote, and what its summary prices besides them.
struct SplitPrograms {
  /// The step (the dispatch on the pipeline coordinate) and its mesh.
  func::FuncOp step;
  MeshOp mesh;
  int64_t microBatches = 1;
  PipelineScheduleKind schedule = PipelineScheduleKind::OneForwardOneBackward;
  /// What the backward cells run again, and how many forward ops that is.
  RecomputePolicy recompute = RecomputePolicy::SaveAll;
  int64_t recomputedOps = 0;
  /// Per stage: its forward and backward functions (null when empty), and
  /// its driver (whose own collectives reduce the gradients after the last
  /// micro-batch).
  SmallVector<func::FuncOp> forward, backward, drivers;
  /// Per stage, per micro-batch: the bytes one device sends to later
  /// stages (activations) and to earlier ones (their gradients), and the
  /// bytes its backward keeps from the forward (its own stage's and those
  /// received from earlier stages).
  SmallVector<double> sentForward, sentBack, savedBytes;
  /// Per stage: bytes of the parameters its cells read, their gradients
  /// and optimizer state (Adam's), on one device.
  SmallVector<double> parameterBytes;
  /// Per stage: bytes of the sums of its results over the micro-batches
  /// (unreduced gradients where their reduction waits for the last one).
  SmallVector<double> accumulatorBytes;
  /// Tokens a step processes (the elements of its first integer batch
  /// argument; 0 when it has none).
  double tokens = 0;
};

/// What a split is priced at on a target.
struct PipelinePrice {
  /// Per stage: its forward and backward per micro-batch (seconds).
  SmallVector<StageTimes> times;
  /// Per stage, its forward and backward together: the seconds of its
  /// collectives, and the seconds they add to its kernels' (not hidden
  /// behind them).
  SmallVector<double> collectives, exposed;
  PipelineTimeline timeline;
  /// One hop's transfer, the results' sum over the pipeline axis after the
  /// schedule, how much longer than the schedule the stages' reductions
  /// after their last micro-batch make it, and the whole step (seconds).
  double transfer = 0, finish = 0, reductions = 0, step = 0;
  /// Per stage: bytes a device holds at its peak.
  SmallVector<double> memory;
  /// Contraction FLOPs of one micro-batch over every stage, one device each,
  /// and the element type their peak is held to.
  double flops = 0;
  /// Of the stages' seconds per micro-batch, the part that does not grow
  /// with the micro-batch: the kernels' launch floors, the collectives'
  /// latencies.
  double fixed = 0;
  Type computeType;
  /// Whether every stage's memory fits the target's capacity.
  bool fits = true;
};

/// Prices `programs` on `target`.
PipelinePrice pricePipeline(SplitPrograms programs,
                            const TargetDescription &target);

/// Writes one self-contained HTML page: `summary` and the schedule's
/// timeline as a picture (an SVG: a row per stage, a box per forward and
/// backward pass of each micro-batch, placed in time); with no stages, the
/// summary alone.
void printPipelineReport(llvm::raw_ostream &os, StringRef summary,
                         const PipelineTimeline &timeline, int64_t stages);

/// Writes `summary` to `summaryPath` ('-': stderr) and the page of
/// printPipelineReport to `reportPath`, each when its path is not empty;
/// emits a located error at `anchor` (`pass` names the pass) and fails when
/// one cannot be written.
LogicalResult writePipelineOutputs(Operation *anchor, StringRef pass,
                                   StringRef summaryPath, StringRef reportPath,
                                   StringRef summary,
                                   const PipelineTimeline &timeline,
                                   int64_t stages);

/// Prints the summary of `programs`, priced at `price` on `target`.
void printPipelineSummary(llvm::raw_ostream &os,
                          SplitPrograms programs,
                          const PipelinePrice &price,
                          const TargetDescription &target);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_PIPELINESUMMARY_H
