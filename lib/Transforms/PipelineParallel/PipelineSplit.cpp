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
//     collectives lifted onto the whole mesh; a backward cell runs again
//     the forward ops of its stage the recompute policy recomputes
//     (StageRecompute.h); the sums over the stage mesh that end a result
//     are taken out of the cells (PipelineCells.cpp);
//  5. each stage gets a driver that runs its cells in the schedule's order
//     (getStageOrder), sends what other stages read (ap.send) and receives
//     what it reads from them (ap.recv, in the order the sender sends),
//     accumulates its results over the micro-batches and reduces them once
//     (PipelineDrivers.cpp); the step itself dispatches on the device's
//     pipeline coordinate and returns each result as a sum over the
//     pipeline axis (the owner stage's value, zeros elsewhere).
//
//===----------------------------------------------------------------------===//

#include "PipelineSplitter.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Transforms/AutoShardPasses.h"
#include "Shard/Transforms/JointFunction.h"
#include "Shard/Transforms/PipelineParallelPasses.h"
#include "Shard/Transforms/PipelineSchedule.h"
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
  if (planningSeconds > 0)
    planning.timeLimit = planningSeconds;
  // The first stage keeps the most micro-batches in flight: S of them in
  // 1F1B, every one in GPipe. With S x the capacity for all the layers,
  // it then fits its 1/S of the parameters and S x its 1/S of one
  // micro-batch's activations.
  planning.activationCopies = schedule == PipelineScheduleKind::GPipe
                                  ? microBatches
                                  : std::min<int64_t>(stages, microBatches);
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

double mlir::ap::getTensorBytes(Value value) {
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
    accumulatorBytes[getStage(value)] += getTensorBytes(value);
  for (auto [index, cell] : llvm::enumerate(cells))
    for (Value value : cell.exports) {
      int64_t stage = index / 2;
      for (int64_t reader : getReaders(value))
        (reader > stage ? sentForward : sentBack)[stage] += getTensorBytes(value);
    }
  // A stage keeps from its forward to its backward the forward values its
  // backward reads: its own and those it received from earlier stages.
  for (int64_t stage = 0; stage < stages; ++stage)
    for (Value value : cells[2 * stage + 1].imports)
      if (cellOf.lookup(value.getDefiningOp()) % 2 == 0)
        savedBytes[stage] += getTensorBytes(value);
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

/// With `stages` (when not 0) smaller than the mesh's first axis (P
/// devices), makes that axis `stages` long: the P / stages devices left of
/// it join the second axis, which keeps its name (the devices in the same
/// order: [P, D, ...] becomes [stages, P / stages * D, ...]), or, on a
/// one-axis mesh, become a second axis `<axis>_data`. Returns whether it
/// reshaped the mesh.
static FailureOr<bool> splitPipelineAxis(MeshOp mesh, int64_t stages) {
  ArrayRef<int64_t> shape = mesh.getShape();
  if (stages == 0 || (!shape.empty() && shape[0] == stages))
    return false;
  if (stages < 0 || shape.empty() || shape[0] % stages != 0)
    return mesh.emitOpError()
           << "ap-pipeline-split: stages=" << stages
           << " does not divide the mesh's first axis (the pipeline axis, "
           << (shape.empty() ? 0 : shape[0]) << " devices)";
  if (mesh.getGroups())
    return mesh.emitOpError()
           << "ap-pipeline-split: stages=" << stages
           << " would reshape the mesh, but the mesh limits its groups; give "
              "a mesh whose first axis has "
           << stages << " devices";
  SmallVector<int64_t> newShape{stages};
  SmallVector<StringRef> names{
      cast<StringAttr>(mesh.getAxisNames().getValue().front()).getValue()};
  std::string data = (names.front() + "_data").str();
  if (shape.size() == 1) {
    newShape.push_back(shape[0] / stages);
    names.push_back(data);
  } else {
    newShape.push_back(shape[0] / stages * shape[1]);
    llvm::append_range(newShape, shape.drop_front(2));
    for (Attribute name : mesh.getAxisNames().getValue().drop_front())
      names.push_back(cast<StringAttr>(name).getValue());
  }
  Builder builder(mesh.getContext());
  mesh.setShapeAttr(builder.getDenseI64ArrayAttr(newShape));
  mesh.setAxisNamesAttr(builder.getStrArrayAttr(names));
  return true;
}

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
  // The devices a reshaped pipeline axis leaves join the second axis, whose
  // collectives then cross the pipeline axis's links too: it takes those
  // (the outer axis's, the slower).
  TargetDescription meshTarget = target;
  if (*splitAxis && !meshTarget.axisLinks.empty()) {
    if (meshTarget.axisLinks.size() == 1)
      meshTarget.axisLinks.push_back(meshTarget.axisLinks.front());
    else
      meshTarget.axisLinks[1] = meshTarget.axisLinks.front();
  }
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
                            config.stageBudget, config.planningSeconds,
                            meshTarget, runPipeline);
  if (failed(splitter.split()))
    return failure();
  // Drivers that run through where a send waits for its receive (NCCL's,
  // IREE's); a mutant keeps the order it was written in.
  if (config.mutant == PipelineMutant::None &&
      failed(orderTransfersForWaitingSends(module)))
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
    if (failed(writePipelineOutputs(module, "ap-pipeline-split", summary,
                                    report, split->summary,
                                    split->price.timeline,
                                    split->price.times.size())))
      return signalPassFailure();
  }
};

} // namespace
