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
  /// Per stage: its forward and backward functions (null when empty).
  SmallVector<func::FuncOp> forward, backward;
  /// Per stage, per micro-batch: the bytes one device sends to later
  /// stages (activations) and to earlier ones (their gradients), and the
  /// bytes its backward keeps from its forward.
  SmallVector<double> sentForward, sentBack, savedBytes;
  /// Per stage: bytes of the parameters its cells read, their gradients
  /// and optimizer state (Adam's), on one device.
  SmallVector<double> parameterBytes;
  /// Tokens a step processes (the elements of its first integer batch
  /// argument; 0 when it has none).
  double tokens = 0;
};

/// Prints the summary of `programs` as `target` prices them.
LogicalResult printPipelineSummary(llvm::raw_ostream &os,
                                   SplitPrograms programs,
                                   const TargetDescription &target);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_PIPELINESUMMARY_H
