//===- Microbatch.h - Cutting a step into micro-batches ---------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What ap-microbatch does to one step, for ap-pipeline-split to start from
// (docs/PipelineParallelism.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_MICROBATCH_H
#define SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_MICROBATCH_H

#include "Shard/Placement/Placement.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace ap {

/// A step cut into micro-batches: the step calls `micro` once per
/// micro-batch and accumulates its results.
struct MicrobatchedStep {
  /// The program of one micro-batch (global, private): the step's arguments
  /// with each batch argument's batch cut to one micro-batch, then the
  /// micro-batch's index; its results are the micro-batch's parts.
  func::FuncOp micro;
  /// Per result of the step: the result of `micro` it accumulates, where
  /// nothing is computed on the accumulated value (none otherwise).
  SmallVector<std::optional<unsigned>> resultParts;
  /// Per result of `micro`: how its parts combine.
  SmallVector<ReductionKind> partKinds;
};

using PipelineRunner = function_ref<LogicalResult(OpPassManager &, Operation *)>;

/// The argument's batch dim (`ap.batch_dim`), if it has one.
std::optional<int64_t> getBatchDim(func::FuncOp function, unsigned index);

/// Rewrites `step` into `microBatches` calls of a new micro-batch program
/// and the accumulation of their parts (ap-microbatch); with
/// `noAccumulation`, the test mutant that keeps the last part. Emits a
/// located diagnostic and fails where the step cannot be cut.
FailureOr<MicrobatchedStep> cutIntoMicroBatches(func::FuncOp step,
                                                int64_t microBatches,
                                                bool noAccumulation,
                                                PipelineRunner runPipeline);

/// The slice of `whole` of type `sliceType` that starts at `offset` along
/// `dim` (and at 0 along the others): one micro-batch of a batch.
Value sliceAlong(OpBuilder &builder, Location loc, Value whole,
                 RankedTensorType sliceType, int64_t dim, OpFoldResult offset);

/// Clones into `builder` the ops of `body` that `value` is computed from
/// (through operands and values their regions capture), in dependence
/// order, each once (`mapping` records the clones; the arguments of `body`
/// must be mapped already); returns `value`'s clone.
Value cloneWithProducers(Value value, OpBuilder &builder, IRMapping &mapping,
                         Region &body);

/// `sum` combined with `part` as `kind` combines partial values; null for
/// averages.
Value accumulateParts(OpBuilder &builder, Location loc, ReductionKind kind,
                      Value sum, Value part);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_MICROBATCH_H
