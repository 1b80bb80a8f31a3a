//===- PipelineSplit.cpp - A training step as pipeline stages -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-pipeline-split (docs/PipelineParallelism.md), in five steps:
//
//  1. the step is cut into micro-batches (Microbatch.h);
//  2. the micro-batch program is planned (ap-auto-shard) and partitioned
//     over the stage mesh, the mesh without its first (pipeline) axis;
//  3. its ops get a stage: the forward is cut where the fewest values cross
//     (between layers), the cuts balancing the stages' work; a backward op
//     goes to the lowest stage among what it reads; ops that read only
//     arguments are built wherever they are needed;
//  4. each stage's forward and backward become functions (cells), their
//     collectives lifted onto the whole mesh;
//  5. each stage gets a driver that runs its cells in the schedule's order
//     (getStageOrder), sends what other stages read (ap.send) and receives
//     what it reads from them (ap.recv, in the order the sender sends),
//     and accumulates its results over the micro-batches; the step itself
//     dispatches on the device's pipeline coordinate and sums the stages'
//     results over the pipeline axis (the owner's value plus zeros).
//
//===----------------------------------------------------------------------===//

#include "PipelineSplit.h"
#include "StageRecompute.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Transforms/AutoShardPasses.h"
#include "Shard/Transforms/JointFunction.h"
#include "Shard/Transforms/PipelineParallelPasses.h"
#include "Shard/Transforms/PipelineSchedule.h"
#include "Shard/Transforms/WriteOutput.h"
#include "Shard/Target/CostModel.h"
#include "Shard/Target/TargetCostModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/ScopeExit.h"

#include <map>

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APPIPELINESPLIT
#include "Shard/Transforms/PipelineParallelPasses.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

constexpr StringLiteral kStageMesh = "__ap_stage";

/// A stage's forward or backward: cell = 2 * stage + (backward ? 1 : 0).
struct Cell {
  SmallVector<Operation *> ops;
  /// Values of other cells it reads, in the order it reads them first.
  SetVector<Value> imports;
  /// Values it computes that other cells read or the program returns.
  SetVector<Value> exports;
  func::FuncOp function;
};

class PipelineSplitter {
public:
  PipelineSplitter(func::FuncOp step, MeshOp mesh, int64_t microBatches,
                   PipelineScheduleKind schedule, RecomputePolicy recompute,
                   PipelineMutant mutant, double stageBudget,
                   const TargetDescription &target, PipelineRunner runPipeline)
      : step(step), mesh(mesh), stages(mesh.getShape()[0]),
        microBatches(microBatches), schedule(schedule), recompute(recompute),
        mutant(mutant), stageBudget(stageBudget), target(target),
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
  SmallVector<Cell> cells;
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

//===----------------------------------------------------------------------===//
// Planning and partitioning one micro-batch over the stage mesh
//===----------------------------------------------------------------------===//

FailureOr<func::FuncOp>
PipelineSplitter::partitionOverStageMesh(func::FuncOp micro) {
  MLIRContext *context = step.getContext();
  auto module = step->getParentOfType<ModuleOp>();
  OpBuilder builder(context);
  builder.setInsertionPointToEnd(module.getBody());
  auto scratch =
      ModuleOp::create(builder, step.getLoc(), StringRef("__ap_pipeline"));
  llvm::scope_exit cleanup([&] { scratch.erase(); });
  builder.setInsertionPointToStart(scratch.getBody());
  ArrayRef<int64_t> shape = mesh.getShape();
  SmallVector<int64_t> stageShape(shape.drop_front());
  SmallVector<StringRef> names;
  for (Attribute name : mesh.getAxisNames().getValue().drop_front())
    names.push_back(cast<StringAttr>(name).getValue());
  if (stageShape.empty()) {
    stageShape.push_back(1);
    names.push_back("stage");
  }
  auto stageMesh = MeshOp::create(builder, step.getLoc(), kStageMesh,
                                  builder.getDenseI64ArrayAttr(stageShape),
                                  builder.getStrArrayAttr(names), nullptr);
  auto copy = cast<func::FuncOp>(builder.clone(*micro));
  // A batch argument stays whole on every device of a stage: the step
  // hands each micro-batch's slice to the stage as it is.
  auto replicated = ShardingAttr::get(
      FlatSymbolRefAttr::get(stageMesh.getSymNameAttr()),
      ShardingLayout(SmallVector<Placement>(stageShape.size())));
  for (unsigned index = 0; index < copy.getNumArguments(); ++index)
    if (getBatchDim(copy, index))
      setArgumentSharding(copy, index, replicated);
  // The micro-batch program holds every layer, a stage about 1/S of them:
  // its parameters, gradients and optimizer state are priced against S
  // devices' memory (the split balances the stages' work, not exactly
  // their bytes).
  // The stage mesh has the mesh's links but the pipeline axis's.
  TargetDescription stageTarget = target;
  if (!stageTarget.axisLinks.empty())
    stageTarget.axisLinks.erase(stageTarget.axisLinks.begin());
  APAutoShardOptions planning;
  planning.targetJson = stageTarget.toJSON();
  planning.memoryBudget =
      (stageBudget > 0 ? stageBudget : target.memoryCapacity * stages) / 1e9;
  // A stage adds up its micro-batches' unreduced gradients and reduces
  // them once (deferReductions).
  planning.gradientRuns = microBatches;
  OpPassManager pipeline(ModuleOp::getOperationName());
  pipeline.addPass(createAPAutoShard(planning));
  pipeline.addPass(createAPPartition());
  if (failed(runPipeline(pipeline, scratch)))
    return failure();
  copy = scratch.lookupSymbol<func::FuncOp>(micro.getSymName());
  copy->moveAfter(micro);
  copy.setSymName((step.getSymName() + "_stage_program").str());
  return copy;
}

//===----------------------------------------------------------------------===//
// Stages
//===----------------------------------------------------------------------===//

double PipelineSplitter::getKernelSeconds(Operation *op) const {
  return getLocalKernelTime(op, target);
}

FailureOr<SmallVector<size_t>>
PipelineSplitter::cutStages(ArrayRef<Operation *> forward,
                            ArrayRef<double> weight) {
  size_t count = forward.size();
  if (count < static_cast<size_t>(stages))
    return step.emitOpError()
           << "ap-pipeline-split: the forward has " << count
           << " ops that read the batch, fewer than the " << stages
           << " stages";
  DenseMap<Operation *, size_t> position;
  for (auto [index, op] : llvm::enumerate(forward))
    position[op] = index;
  // crossing[p]: forward values made before position p and read at or
  // after it.
  std::vector<int64_t> delta(count + 1, 0);
  for (auto [index, op] : llvm::enumerate(forward)) {
    size_t last = index;
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers()) {
        Operation *top = local.getBody().front().findAncestorOpInBlock(*user);
        if (auto it = position.find(top); it != position.end())
          last = std::max(last, it->second);
      }
    if (last > index) {
      delta[index + 1] += 1;
      delta[last + 1] -= 1;
    }
  }
  std::vector<int64_t> crossing(count + 1, 0);
  int64_t running = 0;
  int64_t fewest = std::numeric_limits<int64_t>::max();
  for (size_t p = 1; p < count; ++p) {
    running += delta[p];
    crossing[p] = running;
    fewest = std::min(fewest, running);
  }
  SmallVector<size_t> candidates;
  for (size_t p = 1; p < count; ++p)
    if (crossing[p] == fewest)
      candidates.push_back(p);
  size_t cutsNeeded = stages - 1;
  if (candidates.size() < cutsNeeded)
    return step.emitOpError()
           << "ap-pipeline-split: the forward has " << candidates.size()
           << " place(s) where the fewest values (" << fewest
           << ") cross it, fewer than the " << cutsNeeded << " cut(s) "
           << stages << " stages need";
  // The slowest stage paces the schedule: choose the cuts that make it
  // fastest (the stages' priced work between cuts; weight[count] is work
  // that always lands in the last stage).
  std::vector<double> prefix(count + 1, 0);
  for (size_t p = 0; p < count; ++p)
    prefix[p + 1] = prefix[p] + weight[p];
  double total = prefix[count] + weight[count];
  size_t numCandidates = candidates.size();
  // best[k][j]: the slowest of the first k + 1 stages with cut k at
  // candidate j; from[k][j]: the candidate of cut k - 1.
  std::vector<std::vector<double>> best(
      cutsNeeded, std::vector<double>(numCandidates,
                                      std::numeric_limits<double>::infinity()));
  std::vector<std::vector<size_t>> from(cutsNeeded,
                                        std::vector<size_t>(numCandidates, 0));
  for (size_t j = 0; j < numCandidates; ++j)
    best[0][j] = prefix[candidates[j]];
  for (size_t k = 1; k < cutsNeeded; ++k)
    for (size_t j = k; j < numCandidates; ++j)
      for (size_t i = k - 1; i < j; ++i) {
        double slowest = std::max(best[k - 1][i], prefix[candidates[j]] -
                                                      prefix[candidates[i]]);
        if (slowest < best[k][j]) {
          best[k][j] = slowest;
          from[k][j] = i;
        }
      }
  size_t lastCut = cutsNeeded - 1, chosen = lastCut;
  double fastest = std::numeric_limits<double>::infinity();
  for (size_t j = lastCut; j < numCandidates; ++j) {
    double slowest =
        std::max(best[lastCut][j], total - prefix[candidates[j]]);
    if (slowest < fastest) {
      fastest = slowest;
      chosen = j;
    }
  }
  SmallVector<size_t> cuts(cutsNeeded);
  for (size_t k = cutsNeeded; k-- > 0;) {
    cuts[k] = candidates[chosen];
    chosen = from[k][chosen];
  }
  return cuts;
}

LogicalResult PipelineSplitter::assignStages() {
  std::optional<JointFunction> joint = classifyJointFunction(local);
  if (!joint)
    return step.emitOpError()
           << "ap-pipeline-split: the step is not a training step (a loss "
              "and gradients marked ap.grad_of)";
  Block &body = local.getBody().front();
  // Ops that read only arguments (and ops that do) are free: built where
  // they are needed. The others read the batch.
  DenseSet<Operation *> readsBatch;
  DenseSet<Value> batchValues;
  for (BlockArgument argument : local.getArguments())
    if (getBatchDim(local, argument.getArgNumber()))
      batchValues.insert(argument);
  SmallVector<Operation *> forward;
  for (Operation &op : body.without_terminator()) {
    bool reads = llvm::any_of(getBodyOperands(&op, local.getBody()),
                              [&](Value v) { return batchValues.contains(v); });
    if (!reads)
      continue;
    readsBatch.insert(&op);
    for (Value result : op.getResults())
      batchValues.insert(result);
    if (joint->forward.contains(&op))
      forward.push_back(&op);
  }
  // A backward op goes to the lowest stage among what it reads: it anchors
  // at the least forward position its operands anchor at (count: the last
  // stage).
  size_t count = forward.size();
  DenseMap<Operation *, size_t> anchor;
  for (auto [index, op] : llvm::enumerate(forward))
    anchor[op] = index;
  SmallVector<Operation *> backward;
  for (Operation &op : body.without_terminator()) {
    if (!readsBatch.contains(&op) || joint->forward.contains(&op))
      continue;
    size_t least = count;
    for (Value operand : getBodyOperands(&op, local.getBody()))
      if (Operation *producer = operand.getDefiningOp())
        if (auto it = anchor.find(producer); it != anchor.end())
          least = std::min(least, it->second);
    anchor[&op] = least;
    backward.push_back(&op);
  }
  std::vector<double> weight(count + 1, 0);
  for (Operation *op : forward)
    weight[anchor[op]] += getKernelSeconds(op);
  for (Operation *op : backward)
    weight[anchor[op]] += getKernelSeconds(op);
  FailureOr<SmallVector<size_t>> cuts = cutStages(forward, weight);
  if (failed(cuts))
    return failure();
  auto stageAt = [&](size_t position) {
    return static_cast<int64_t>(llvm::upper_bound(*cuts, position) -
                                cuts->begin());
  };
  for (Operation *op : forward)
    cellOf[op] = 2 * stageAt(anchor[op]);
  for (Operation *op : backward)
    cellOf[op] = 2 * stageAt(anchor[op]) + 1;
  Operation *terminator = body.getTerminator();
  for (OpOperand &operand : terminator->getOpOperands()) {
    if (isFree(operand.get()))
      return step.emitOpError()
             << "ap-pipeline-split: result part #"
             << operand.getOperandNumber()
             << " does not depend on the batch; not supported yet";
    if (!isa<RankedTensorType>(operand.get().getType()))
      return step.emitOpError()
             << "ap-pipeline-split: result part #"
             << operand.getOperandNumber() << " is a "
             << operand.get().getType()
             << ", not a tensor; not supported yet";
  }
  // Transfers carry tensors.
  for (auto [op, cell] : cellOf)
    for (Value result : op->getResults())
      if (!isa<RankedTensorType>(result.getType()) &&
          !getReaders(result).empty())
        return op->emitOpError()
               << "ap-pipeline-split: a " << result.getType()
               << " would pass between stages; only tensors are "
                  "transferred";
  return success();
}

//===----------------------------------------------------------------------===//
// Cells
//===----------------------------------------------------------------------===//

void PipelineSplitter::buildCells() {
  cells.resize(2 * stages);
  Block &body = local.getBody().front();
  for (Operation &op : body.without_terminator())
    if (auto it = cellOf.find(&op); it != cellOf.end())
      cells[it->second].ops.push_back(&op);
  for (Operation &op : body.without_terminator()) {
    auto it = cellOf.find(&op);
    if (it == cellOf.end())
      continue;
    for (Value operand : getBodyOperands(&op, local.getBody()))
      if (!isFree(operand) &&
          cellOf.lookup(operand.getDefiningOp()) != it->second) {
        cells[it->second].imports.insert(operand);
        cells[cellOf.lookup(operand.getDefiningOp())].exports.insert(operand);
      }
  }
  for (Value value : body.getTerminator()->getOperands())
    cells[cellOf.lookup(value.getDefiningOp())].exports.insert(value);
  OpBuilder builder(step.getContext());
  builder.setInsertionPointAfter(local);
  for (auto [index, cell] : llvm::enumerate(cells)) {
    if (cell.ops.empty())
      continue;
    SmallVector<Type> inputs(local.getArgumentTypes());
    for (Value value : cell.imports)
      inputs.push_back(value.getType());
    SmallVector<Type> outputs;
    for (Value value : cell.exports)
      outputs.push_back(value.getType());
    std::string name = (step.getSymName() + "_stage" +
                        Twine(index / 2) + (index % 2 ? "_backward" : "_forward"))
                           .str();
    cell.function = func::FuncOp::create(
        builder, step.getLoc(), name,
        FunctionType::get(step.getContext(), inputs, outputs));
    cell.function.setPrivate();
    Block *entry = cell.function.addEntryBlock();
    OpBuilder inner = OpBuilder::atBlockEnd(entry);
    IRMapping mapping;
    for (auto [from, to] :
         llvm::zip(local.getArguments(), entry->getArguments()))
      mapping.map(from, to);
    for (auto [from, to] :
         llvm::zip(cell.imports, entry->getArguments().drop_front(
                                     local.getNumArguments())))
      mapping.map(from, to);
    for (Operation *op : cell.ops) {
      for (Value operand : getBodyOperands(op, local.getBody()))
        if (isFree(operand))
          cloneWithProducers(operand, inner, mapping, local.getBody());
      inner.clone(*op, mapping);
    }
    SmallVector<Value> results;
    for (Value value : cell.exports)
      results.push_back(mapping.lookup(value));
    func::ReturnOp::create(inner, step.getLoc(), results);
    liftOntoMesh(cell.function);
  }
}

/// Whether `op` is linear in its first operand and reads nothing else
/// that differs between micro-batches (views, permutations, gathers, sums),
/// so that it commutes with adding micro-batches up.
static bool isLinearTail(Operation *op) {
  if (isa<linalg::TransposeOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp,
          AllGatherOp, AllToAllOp>(op))
    return true;
  if (auto allReduce = dyn_cast<AllReduceOp>(op))
    return allReduce.getReduction().getValue() == ReductionKind::Sum;
  if (auto scatter = dyn_cast<ReduceScatterOp>(op))
    return scatter.getReduction().getValue() == ReductionKind::Sum;
  return false;
}

void PipelineSplitter::deferReductions() {
  Block &body = local.getBody().front();
  Operation *terminator = body.getTerminator();
  deferred.assign(terminator->getNumOperands(), {});
  for (OpOperand &use : terminator->getOpOperands()) {
    unsigned index = use.getOperandNumber();
    if (cut.partKinds[index] != ReductionKind::Sum)
      continue;
    // The result: linear ops read once each (sums over the stage mesh,
    // gathers, views) at its end. Adding micro-batches up commutes with
    // them: the stage adds up what comes before them and runs them once.
    SmallVector<Operation *> tail;
    Operation *op = use.get().getDefiningOp();
    while (op && op->hasOneUse() && isLinearTail(op) &&
           !isFree(op->getOperand(0))) {
      tail.push_back(op);
      op = op->getOperand(0).getDefiningOp();
    }
    if (llvm::none_of(tail, [](Operation *each) {
          return isa<CollectiveOpInterface>(each);
        }))
      continue;
    // Up to its last collective.
    while (!isa<CollectiveOpInterface>(tail.back()))
      tail.pop_back();
    std::reverse(tail.begin(), tail.end());
    Value input = tail.front()->getOperand(0);
    use.set(input);
    for (Operation *each : tail) {
      cellOf.erase(each);
      each->remove();
    }
    deferred[index] = std::move(tail);
  }
  local.setFunctionType(FunctionType::get(step.getContext(),
                                          local.getArgumentTypes(),
                                          terminator->getOperandTypes()));
}

void PipelineSplitter::liftOntoMesh(Operation *root) {
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  root->walk([&](Operation *op) {
    auto onMesh = op->getAttrOfType<FlatSymbolRefAttr>("mesh");
    if (!onMesh || onMesh.getValue() != kStageMesh)
      return;
    op->setAttr("mesh", meshRef);
    if (auto axes = op->getAttrOfType<DenseI64ArrayAttr>("mesh_axes")) {
      SmallVector<int64_t> lifted;
      for (int64_t axis : axes.asArrayRef())
        lifted.push_back(axis + 1);
      op->setAttr("mesh_axes",
                  DenseI64ArrayAttr::get(op->getContext(), lifted));
    }
  });
}

//===----------------------------------------------------------------------===//
// Drivers and the dispatch
//===----------------------------------------------------------------------===//

SmallVector<int64_t> PipelineSplitter::getReaders(Value value) {
  int64_t producer = getStage(value);
  SmallVector<int64_t> readers;
  for (Operation *user : value.getUsers()) {
    Operation *top = local.getBody().front().findAncestorOpInBlock(*user);
    auto it = cellOf.find(top);
    if (it != cellOf.end() && it->second / 2 != producer &&
        !llvm::is_contained(readers, it->second / 2))
      readers.push_back(it->second / 2);
  }
  llvm::sort(readers);
  return readers;
}

SmallVector<std::pair<Value, int64_t>>
PipelineSplitter::getSends(int64_t from, int64_t to) {
  SmallVector<std::pair<Value, int64_t>> messages;
  for (auto [microBatch, backward] :
       getStageOrder(schedule, from, stages, microBatches))
    for (Value value : cells[2 * from + (backward ? 1 : 0)].exports)
      if (llvm::is_contained(getReaders(value), to))
        messages.push_back({value, microBatch});
  return messages;
}

Value PipelineSplitter::receive(DriverState &state, Value value,
                                int64_t microBatch) {
  int64_t from = getStage(value);
  if (!state.incoming.count(from))
    state.incoming[from] = getSends(from, state.stage);
  auto &messages = state.incoming[from];
  // Take every earlier message of that stage first: it sends in order.
  while (!state.known.count({value, microBatch})) {
    auto [next, part] = messages[state.received[from]++];
    state.known[{next, part}] = RecvOp::create(
        state.builder, step.getLoc(), next.getType(),
        FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
        state.builder.getI64IntegerAttr(0),
        state.builder.getI64IntegerAttr(from));
  }
  return state.known.lookup({value, microBatch});
}

ArrayRef<Value> PipelineSplitter::getMicroBatchArguments(DriverState &state,
                                                         int64_t microBatch) {
  SmallVector<Value> &operands = state.slices[microBatch];
  if (!operands.empty())
    return operands;
  OpBuilder &builder = state.builder;
  Location loc = step.getLoc();
  for (BlockArgument argument : state.entry->getArguments()) {
    std::optional<int64_t> dim = getBatchDim(local, argument.getArgNumber());
    if (!dim) {
      operands.push_back(argument);
      continue;
    }
    auto sliceType = cast<RankedTensorType>(
        local.getArgumentTypes()[argument.getArgNumber()]);
    operands.push_back(sliceAlong(
        builder, loc, argument, sliceType, *dim,
        builder.getIndexAttr(microBatch * sliceType.getDimSize(*dim))));
  }
  operands.push_back(arith::ConstantIndexOp::create(builder, loc, microBatch));
  return operands;
}

/// The wrong-transfer mutant: the first two received values of one type
/// reach each other's reader.
static void swapTwoTransfers(MutableArrayRef<Value> imports) {
  for (size_t i = 0; i < imports.size(); ++i)
    for (size_t j = i + 1; j < imports.size(); ++j)
      if (imports[i].getType() == imports[j].getType() &&
          imports[i].getDefiningOp<RecvOp>() &&
          imports[j].getDefiningOp<RecvOp>()) {
        std::swap(imports[i], imports[j]);
        return;
      }
}

void PipelineSplitter::runCell(DriverState &state, int64_t microBatch,
                               bool backward) {
  const Cell &cell = cells[2 * state.stage + (backward ? 1 : 0)];
  if (cell.ops.empty())
    return;
  OpBuilder &builder = state.builder;
  Location loc = step.getLoc();
  // The mutant: the last stage's forward reads the next micro-batch's
  // arguments (its targets) with this one's activations.
  int64_t argumentsOf = microBatch;
  if (mutant == PipelineMutant::MicroBatchOrder && !backward &&
      state.stage == stages - 1)
    argumentsOf = (microBatch + 1) % microBatches;
  SmallVector<Value> operands(getMicroBatchArguments(state, argumentsOf));
  size_t firstImport = operands.size();
  for (Value value : cell.imports)
    operands.push_back(getStage(value) == state.stage
                           ? state.known.lookup({value, microBatch})
                           : receive(state, value, microBatch));
  if (mutant == PipelineMutant::WrongTransfer)
    swapTwoTransfers(MutableArrayRef<Value>(operands).drop_front(firstImport));
  auto call = func::CallOp::create(builder, loc, cell.function, operands);
  Operation *terminator = local.getBody().front().getTerminator();
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  for (auto [value, result] : llvm::zip(cell.exports, call.getResults())) {
    state.known[{value, microBatch}] = result;
    for (int64_t peer : getReaders(value))
      SendOp::create(builder, loc, result, meshRef,
                     builder.getI64IntegerAttr(0),
                     builder.getI64IntegerAttr(peer));
    for (OpOperand &use : terminator->getOpOperands()) {
      if (use.get() != value)
        continue;
      Value &sum = state.sums[use.getOperandNumber()];
      sum = !sum || mutant == PipelineMutant::NoAccumulation
                ? result
                : accumulateParts(builder, loc,
                                  cut.partKinds[use.getOperandNumber()], sum,
                                  result);
    }
  }
}

/// A zero tensor of `type`.
static Value buildZeros(OpBuilder &builder, Location loc, Type type) {
  return arith::ConstantOp::create(builder, loc, type,
                                   cast<TypedAttr>(builder.getZeroAttr(type)));
}

func::FuncOp PipelineSplitter::buildDriver(int64_t stage) {
  MLIRContext *context = step.getContext();
  Location loc = step.getLoc();
  OpBuilder outer(context);
  outer.setInsertionPoint(step);
  auto driver = func::FuncOp::create(
      outer, loc, (step.getSymName() + "_stage" + Twine(stage)).str(),
      FunctionType::get(context, argTypes, resultTypes));
  driver.setPrivate();
  DriverState state(OpBuilder(context), driver.addEntryBlock(), stage);
  state.builder.setInsertionPointToEnd(state.entry);
  state.sums.resize(local.getNumResults());
  for (auto [microBatch, backward] :
       getStageOrder(schedule, stage, stages, microBatches))
    runCell(state, microBatch, backward);
  // A stage returns zeros for the results other stages compute.
  SmallVector<Value> results;
  for (auto [index, part] : llvm::enumerate(cut.resultParts)) {
    Value sum = state.sums[*part];
    // A deferred reduction, once, on the sum of the unreduced parts.
    if (ArrayRef<Operation *> tail = deferred[*part]; !tail.empty() && sum) {
      IRMapping mapping;
      for (auto [from, to] :
           llvm::zip(local.getArguments(), state.entry->getArguments()))
        mapping.map(from, to);
      mapping.map(tail.front()->getOperand(0), sum);
      for (Operation *op : tail) {
        for (Value operand : op->getOperands())
          if (!mapping.contains(operand))
            cloneWithProducers(operand, state.builder, mapping,
                               local.getBody());
        Operation *once = state.builder.clone(*op, mapping);
        liftOntoMesh(once);
      }
      sum = mapping.lookup(tail.back()->getResult(0));
    }
    results.push_back(sum ? sum
                          : buildZeros(state.builder, loc, resultTypes[index]));
  }
  func::ReturnOp::create(state.builder, loc, results);
  return driver;
}

ShardingAttr PipelineSplitter::getStepLayout(Attribute stageLayout,
                                             bool partialOverStages) {
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  SmallVector<Placement> placements{
      partialOverStages ? Placement::partial(ReductionKind::Sum)
                        : Placement()};
  auto sharding = dyn_cast_or_null<ShardingAttr>(stageLayout);
  if (!sharding)
    placements.append(mesh.getShape().size() - 1, Placement());
  else if (mesh.getShape().size() > 1)
    llvm::append_range(placements, sharding.getLayout().getPlacements());
  SmallVector<int64_t> order;
  if (sharding)
    for (int64_t axis : sharding.getLayout().getAxisOrder())
      order.push_back(axis + 1);
  if (order.empty())
    return ShardingAttr::get(meshRef, ShardingLayout(placements));
  auto layout = ShardingLayout::getFromAxisOrder(placements, order);
  if (!layout) {
    llvm::consumeError(layout.takeError());
    return ShardingAttr::get(meshRef, ShardingLayout(placements));
  }
  return ShardingAttr::get(meshRef, *layout);
}

void PipelineSplitter::buildDispatcher(ArrayRef<func::FuncOp> drivers) {
  MLIRContext *context = step.getContext();
  Location loc = step.getLoc();
  Block &body = step.getBody().front();
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(body)))
    op.erase();
  for (auto [argument, type] : llvm::zip(body.getArguments(), argTypes))
    argument.setType(type);
  step.setFunctionType(FunctionType::get(context, argTypes, resultTypes));
  for (unsigned index = 0; index < step.getNumArguments(); ++index) {
    step.removeArgAttr(index, APDialect::getShardingAttrName());
    if (isa<RankedTensorType>(argTypes[index]))
      step.setArgAttr(index, APDialect::getLocalShardingAttrName(),
                      getStepLayout(local.getArgAttr(
                                        index,
                                        APDialect::getLocalShardingAttrName()),
                                    /*partialOverStages=*/false));
  }
  for (auto [index, part] : llvm::enumerate(cut.resultParts)) {
    step.removeResultAttr(index, StringAttr::get(
                                     context, APDialect::getShardingAttrName()));
    step.setResultAttr(index, APDialect::getLocalShardingAttrName(),
                       getStepLayout(
                           local.getResultAttr(
                               *part, APDialect::getLocalShardingAttrName()),
                           /*partialOverStages=*/true));
  }
  OpBuilder builder = OpBuilder::atBlockEnd(&body);
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  Value stage = GroupIndexOp::create(builder, loc, builder.getIndexType(),
                                     meshRef, builder.getDenseI64ArrayAttr({0}));
  SmallVector<int64_t> cases;
  for (int64_t s = 0; s + 1 < stages; ++s)
    cases.push_back(s);
  auto dispatch = scf::IndexSwitchOp::create(builder, loc, resultTypes, stage,
                                             cases, cases.size());
  auto fill = [&](Region &region, func::FuncOp driver) {
    Block *block = builder.createBlock(&region);
    builder.setInsertionPointToEnd(block);
    auto call = func::CallOp::create(builder, loc, driver,
                                     SmallVector<Value>(body.getArguments()));
    scf::YieldOp::create(builder, loc, call.getResults());
  };
  for (auto [s, region] : llvm::enumerate(dispatch.getCaseRegions()))
    fill(region, drivers[s]);
  fill(dispatch.getDefaultRegion(), drivers.back());
  builder.setInsertionPointAfter(dispatch);
  // Each result is its owner stage's, the others hold zeros: a sum over the
  // pipeline axis, returned as one (each stage keeps its own gradients).
  func::ReturnOp::create(builder, loc, dispatch.getResults());
}

LogicalResult PipelineSplitter::split() {
  FailureOr<MicrobatchedStep> micro =
      cutIntoMicroBatches(step, microBatches, /*noAccumulation=*/false,
                          runPipeline);
  if (failed(micro))
    return failure();
  cut = *micro;
  for (auto [index, part] : llvm::enumerate(cut.resultParts))
    if (!part)
      return step.emitOpError()
             << "ap-pipeline-split: result #" << index
             << " is computed from the whole batch's sums; not supported yet";
  FailureOr<func::FuncOp> partitioned = partitionOverStageMesh(cut.micro);
  if (failed(partitioned))
    return failure();
  local = *partitioned;
  llvm::scope_exit cleanup([&] {
    for (SmallVector<Operation *> &tail : deferred)
      for (Operation *op : llvm::reverse(tail))
        op->destroy();
    local.erase();
    cut.micro.erase();
  });
  if (failed(assignStages()))
    return failure();
  // assignStages classified it already.
  recomputedOps = recomputeInBackwardCells(
      local, *classifyJointFunction(local), recompute, cellOf);
  // The step's per-device signature: its arguments as the stage program
  // takes them (a batch argument whole, every micro-batch), its results as
  // the stage program returns their parts.
  for (unsigned index = 0; index < step.getNumArguments(); ++index)
    argTypes.push_back(getBatchDim(step, index)
                           ? step.getArgumentTypes()[index]
                           : local.getArgumentTypes()[index]);
  for (std::optional<unsigned> part : cut.resultParts)
    resultTypes.push_back(local.getResultTypes()[*part]);
  deferReductions();
  buildCells();
  measureTraffic();
  for (int64_t stage = 0; stage < stages; ++stage)
    drivers.push_back(buildDriver(stage));
  buildDispatcher(drivers);
  return success();
}

static double getBytes(Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  return static_cast<double>(type.getNumElements()) *
         getElementBytes(type.getElementType());
}

void PipelineSplitter::measureTraffic() {
  sentForward.assign(stages, 0);
  sentBack.assign(stages, 0);
  savedBytes.assign(stages, 0);
  accumulatorBytes.assign(stages, 0);
  // A stage adds up its results over the micro-batches: one sum each (of
  // the unreduced values where the reduction is deferred).
  for (Value value : local.getBody().front().getTerminator()->getOperands())
    accumulatorBytes[getStage(value)] += getBytes(value);
  for (auto [index, cell] : llvm::enumerate(cells))
    for (Value value : cell.exports) {
      int64_t stage = index / 2;
      for (int64_t reader : getReaders(value))
        (reader > stage ? sentForward : sentBack)[stage] += getBytes(value);
    }
  // A stage keeps from its forward to its backward the forward values its
  // backward reads: its own and those it received from earlier stages.
  for (int64_t stage = 0; stage < stages; ++stage)
    for (Value value : cells[2 * stage + 1].imports)
      if (cellOf.lookup(value.getDefiningOp()) % 2 == 0)
        savedBytes[stage] += getBytes(value);
  // A stage keeps the parameters its cells read, their gradients and their
  // optimizer state.
  parameterBytes.assign(stages, 0);
  for (int64_t stage = 0; stage < stages; ++stage) {
    llvm::SmallDenseSet<unsigned> read;
    for (int64_t phase = 0; phase < 2; ++phase)
      if (func::FuncOp cell = cells[2 * stage + phase].function)
        for (BlockArgument argument : cell.getArguments())
          if (argument.getArgNumber() < local.getNumArguments() &&
              !argument.use_empty() &&
              local.getArgAttr(argument.getArgNumber(),
                               APDialect::getParamAttrName()))
            read.insert(argument.getArgNumber());
    for (unsigned index : read) {
      auto type = cast<RankedTensorType>(local.getArgumentTypes()[index]);
      parameterBytes[stage] +=
          type.getNumElements() *
          getParameterBytesPerElement(type.getElementType(), {});
    }
  }
  for (unsigned index = 0; index < step.getNumArguments(); ++index) {
    auto type = dyn_cast<RankedTensorType>(step.getArgumentTypes()[index]);
    if (type && getBatchDim(step, index) &&
        isa<IntegerType>(type.getElementType())) {
      tokens = type.getNumElements();
      break;
    }
  }
}

SplitPrograms PipelineSplitter::getPrograms() {
  SplitPrograms programs;
  programs.step = step;
  programs.mesh = mesh;
  programs.microBatches = microBatches;
  programs.schedule = schedule;
  programs.drivers = drivers;
  programs.recompute = recompute;
  programs.recomputedOps = recomputedOps;
  for (int64_t stage = 0; stage < stages; ++stage) {
    programs.forward.push_back(cells[2 * stage].function);
    programs.backward.push_back(cells[2 * stage + 1].function);
  }
  programs.sentForward = sentForward;
  programs.sentBack = sentBack;
  programs.savedBytes = savedBytes;
  programs.parameterBytes = parameterBytes;
  programs.accumulatorBytes = accumulatorBytes;
  programs.tokens = tokens;
  return programs;
}

/// With `stages` (when not 0) smaller than the mesh's first axis, splits that
/// axis into `stages` x the rest (`<axis>_data`); returns whether it did.
static FailureOr<bool> splitPipelineAxis(MeshOp mesh, int64_t stages) {
  ArrayRef<int64_t> shape = mesh.getShape();
  if (stages == 0 || (!shape.empty() && shape[0] == stages))
    return false;
  if (stages < 0 || shape.empty() || shape[0] % stages != 0)
    return mesh.emitOpError()
           << "ap-pipeline-split: stages=" << stages
           << " does not divide the mesh's first axis (the pipeline axis, "
           << (shape.empty() ? 0 : shape[0]) << " devices)";
  if (stages > shape[0])
    return mesh.emitOpError() << "ap-pipeline-split: stages=" << stages
                              << " is more than the mesh's first axis holds ("
                              << shape[0] << ")";
  if (mesh.getGroups())
    return mesh.emitOpError()
           << "ap-pipeline-split: stages=" << stages
           << " would split the mesh's first axis, but the mesh limits its "
              "groups; give a mesh whose first axis has " << stages
           << " devices";
  SmallVector<int64_t> newShape{stages, shape[0] / stages};
  llvm::append_range(newShape, shape.drop_front());
  SmallVector<StringRef> names;
  SmallVector<std::string> storage;
  ArrayRef<Attribute> axisNames = mesh.getAxisNames().getValue();
  StringRef first = cast<StringAttr>(axisNames.front()).getValue();
  storage.push_back((first + "_data").str());
  names.push_back(first);
  names.push_back(storage.back());
  for (Attribute name : axisNames.drop_front())
    names.push_back(cast<StringAttr>(name).getValue());
  if (llvm::is_contained(ArrayRef<StringRef>(names).drop_front(2),
                         names[1]))
    return mesh.emitOpError() << "ap-pipeline-split: stages=" << stages
                              << " would add an axis named '" << names[1]
                              << "', which the mesh has already";
  Builder builder(mesh.getContext());
  mesh.setShapeAttr(builder.getDenseI64ArrayAttr(newShape));
  mesh.setAxisNamesAttr(builder.getStrArrayAttr(names));
  return true;
}

} // namespace

FailureOr<StagesSplit>
mlir::ap::splitIntoStages(ModuleOp module, const PipelineSplitConfig &config,
                          const TargetDescription &target,
                          PipelineRunner runPipeline) {
  if (config.microBatches < 1)
    return emitError(module.getLoc())
           << "ap-pipeline-split: micro-batches must be at least 1, not "
           << config.microBatches;
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  if (meshes.size() != 1)
    return emitError(module.getLoc())
           << "ap-pipeline-split: the module needs exactly one ap.mesh (its "
              "first axis is the pipeline), not "
           << meshes.size();
  MeshOp mesh = meshes.front();
  FailureOr<bool> splitAxis = splitPipelineAxis(mesh, config.stages);
  if (failed(splitAxis))
    return failure();
  // Both halves of a split axis use its links.
  TargetDescription meshTarget = target;
  if (*splitAxis && !meshTarget.axisLinks.empty())
    meshTarget.axisLinks.insert(meshTarget.axisLinks.begin(),
                                meshTarget.axisLinks.front());
  if (mesh.getShape().empty() || mesh.getShape()[0] < 2)
    return mesh.emitOpError() << "ap-pipeline-split: the mesh's first axis is "
                                 "the pipeline; it needs at least 2 stages";
  SmallVector<func::FuncOp> steps;
  for (auto function : module.getOps<func::FuncOp>())
    if (!function.isExternal() && function.isPublic())
      steps.push_back(function);
  if (steps.size() != 1)
    return emitError(module.getLoc())
           << "ap-pipeline-split: the module needs exactly one public step "
              "function, not "
           << steps.size();
  PipelineSplitter splitter(steps.front(), mesh, config.microBatches,
                            config.schedule, config.recompute, config.mutant,
                            config.stageBudget, meshTarget, runPipeline);
  if (failed(splitter.split()))
    return failure();
  // The collectives the target prices, started early and waited for late.
  module->setAttr(APDialect::getTargetAttrName(),
                  TargetAttr::get(module.getContext(), meshTarget));
  if (config.overlap) {
    OpPassManager pipeline(ModuleOp::getOperationName());
    pipeline.addPass(createAPScheduleCollectives());
    if (failed(runPipeline(pipeline, module)))
      return failure();
  }
  StagesSplit result;
  SplitPrograms programs = splitter.getPrograms();
  result.price = pricePipeline(programs, meshTarget);
  llvm::raw_string_ostream os(result.summary);
  printPipelineSummary(os, programs, result.price, meshTarget);
  return result;
}

namespace {

struct APPipelineSplitPass
    : public ap::impl::APPipelineSplitBase<APPipelineSplitPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<TargetDescription> target = getTarget(
        module, {targetPreset, targetFile, targetJson}, "ap-pipeline-split");
    if (failed(target))
      return signalPassFailure();
    auto run = [&](OpPassManager &pipeline, Operation *op) {
      return runPipeline(pipeline, op);
    };
    PipelineSplitConfig config{stages, microBatches, schedule, recompute,
                               testMutant};
    config.overlap = overlap;
    FailureOr<StagesSplit> split =
        splitIntoStages(module, config, *target, run);
    if (failed(split))
      return signalPassFailure();
    if (recordPredictedStep)
      for (auto function : module.getOps<func::FuncOp>())
        if (function.isPublic() && !function.isExternal())
          function->setAttr(APDialect::getPredictedStepAttrName(),
                            FloatAttr::get(Float64Type::get(&getContext()),
                                           split->price.step));
    if (summary.empty())
      return;
    std::string reason;
    if (failed(writeOutput(
            summary, /*dashIsStderr=*/true,
            [&](llvm::raw_ostream &os) { os << split->summary; }, reason))) {
      emitError(module.getLoc())
          << "ap-pipeline-split: cannot write the summary: " << reason;
      return signalPassFailure();
    }
  }
};

} // namespace
