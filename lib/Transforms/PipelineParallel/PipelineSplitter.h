//===- PipelineSplitter.h - ap-pipeline-split's work on a step --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The state ap-pipeline-split keeps while it turns one training step into
// pipeline stages (docs/PipelineParallelism.md), shared by the files that
// build its parts.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_PIPELINESPLITTER_H
#define SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_PIPELINESPLITTER_H

#include "PipelineSplit.h"
#include "StageRecompute.h"

#include "Shard/Dialect/AP/IR/APOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/SetVector.h"

#include <map>

namespace mlir {
namespace ap {

/// The scratch mesh a stage program is partitioned over.
inline constexpr StringLiteral kStageMesh = "__ap_stage";

/// A stage's forward or backward: cell = 2 * stage + (backward ? 1 : 0).
struct StageCell {
  SmallVector<Operation *> ops;
  /// Values of other cells it reads, in the order it reads them first.
  SetVector<Value> imports;
  /// Values it computes that other cells read or the program returns.
  SetVector<Value> exports;
  func::FuncOp function;
};

/// ap-pipeline-split's work on one step (PipelineSplit.cpp: planning, stages
/// and the whole; PipelineCells.cpp: cells and deferred reductions;
/// PipelineDrivers.cpp: drivers and the dispatch).
class PipelineSplitter {
public:
  PipelineSplitter(func::FuncOp step, MeshOp mesh, int64_t microBatches,
                   PipelineScheduleKind schedule, RecomputePolicy recompute,
                   PipelineMutant mutant, double stageBudget,
                   double planningSeconds, const TargetDescription &target,
                   PipelineRunner runPipeline)
      : step(step), mesh(mesh), stages(mesh.getShape()[0]),
        microBatches(microBatches), schedule(schedule), recompute(recompute),
        mutant(mutant), stageBudget(stageBudget),
        planningSeconds(planningSeconds), target(target),
        runPipeline(runPipeline) {}

  LogicalResult split();
  /// What the summary prices: the cells the split wrote (after split()).
  SplitPrograms getPrograms();

private:
  /// The micro-batch program planned and partitioned over the stage mesh,
  /// next to the step.
  FailureOr<func::FuncOp> partitionOverStageMesh(func::FuncOp micro);
  LogicalResult assignStages();
  /// Seconds of an op's kernel on one device (by its sharding rule).
  double getKernelSeconds(Operation *op) const;
  /// Where to cut the forward (`forward`, the forward ops that read the
  /// batch in program order) into stages: S - 1 positions among those where
  /// the fewest values cross, making the slowest stage fastest by
  /// `weight` (per position, the priced work anchored there; the last entry
  /// always in the last stage).
  FailureOr<SmallVector<size_t>> cutStages(ArrayRef<Operation *> forward,
                                           ArrayRef<double> weight);
  void buildCells();
  /// sentBytes, savedBytes and tokens, from the cells and the step.
  void measureTraffic();
  void liftOntoMesh(Operation *root);
  /// Makes the stage program return the operands of the sums over the
  /// stage mesh it returns, so that a stage adds up each micro-batch's
  /// unreduced gradients and reduces them once, after the last one.
  void deferReductions();
  /// What one driver has built so far.
  struct DriverState {
    DriverState(OpBuilder builder, Block *entry, int64_t stage)
        : builder(builder), entry(entry), stage(stage) {}
    OpBuilder builder;
    Block *entry;
    int64_t stage;
    /// Per stage sending to this one: its messages in order, and how many
    /// were received.
    std::map<int64_t, SmallVector<std::pair<Value, int64_t>>> incoming;
    std::map<int64_t, size_t> received;
    /// (value of the stage program, micro-batch) -> the driver's value.
    DenseMap<std::pair<Value, int64_t>, Value> known;
    /// Per micro-batch: the cells' arguments.
    DenseMap<int64_t, SmallVector<Value>> slices;
    /// Per result of the stage program: the sum over micro-batches so far.
    SmallVector<Value> sums;
  };
  /// The stages other than its own that read `value`, ascending.
  SmallVector<int64_t> getReaders(Value value);
  /// What stage `from` sends stage `to`, in the order it sends it.
  SmallVector<std::pair<Value, int64_t>> getSends(int64_t from, int64_t to);
  Value receive(DriverState &state, Value value, int64_t microBatch);
  ArrayRef<Value> getMicroBatchArguments(DriverState &state,
                                         int64_t microBatch);
  void runCell(DriverState &state, int64_t microBatch, bool backward);
  func::FuncOp buildDriver(int64_t stage);
  void buildDispatcher(ArrayRef<func::FuncOp> drivers);
  /// The step's layout of a value the stage program has in `stageLayout`:
  /// replicated over the pipeline axis, or (`partialOverStages`) a sum
  /// over it (the owner stage's value, zeros elsewhere).
  ShardingAttr getStepLayout(Attribute stageLayout, bool partialOverStages);
  bool isFree(Value value) const {
    if (isa<BlockArgument>(value))
      return true;
    return !cellOf.contains(value.getDefiningOp());
  }
  int64_t getStage(Value value) const {
    return cellOf.lookup(value.getDefiningOp()) / 2;
  }

  func::FuncOp step;
  MeshOp mesh;
  int64_t stages;
  int64_t microBatches;
  PipelineScheduleKind schedule;
  RecomputePolicy recompute;
  PipelineMutant mutant;
  /// Bytes per device the stage program is planned within (0: S x the
  /// capacity).
  double stageBudget;
  /// Seconds the stage program may be planned for (0: ap-auto-shard's
  /// default time limit).
  double planningSeconds;
  /// What the stages are planned and priced for.
  const TargetDescription &target;
  PipelineRunner runPipeline;

  MicrobatchedStep cut;
  /// The partitioned micro-batch program.
  func::FuncOp local;
  /// Per op of `local` that is not free: its cell.
  CellMap cellOf;
  /// Forward ops the backward cells run again (StageRecompute.h).
  int64_t recomputedOps = 0;
  /// Per result of `local`: the sum over the stage mesh a stage applies
  /// after its last micro-batch, and the views after it (taken out of
  /// `local`), or none.
  SmallVector<SmallVector<Operation *>> deferred;
  SmallVector<func::FuncOp> drivers;
  SmallVector<StageCell> cells;
  /// Per stage, per micro-batch: bytes sent to later and to earlier stages,
  /// and bytes its backward keeps from its forward.
  SmallVector<double> sentForward, sentBack, savedBytes;
  /// Per stage: bytes of its parameters, gradients and optimizer state,
  /// and of the sums it keeps over the micro-batches.
  SmallVector<double> parameterBytes, accumulatorBytes;
  double tokens = 0;
  /// The step's per-device signature.
  SmallVector<Type> argTypes, resultTypes;
};

/// Bytes of a ranked tensor value.
double getTensorBytes(Value value);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_PIPELINESPLITTER_H
