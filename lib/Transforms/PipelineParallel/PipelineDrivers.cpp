//===- PipelineDrivers.cpp - Stages run in the schedule's order ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-pipeline-split's drivers: each stage runs its cells micro-batch by
// micro-batch in the schedule's order, sends what other stages read and
// receives what it reads in the order they send it, adds its results up
// and reduces them once; the step dispatches on the device's pipeline
// coordinate (docs/PipelineParallelism.md).
//
//===----------------------------------------------------------------------===//

#include "PipelineSplitter.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Transforms/PipelineSchedule.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::ap;

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
  const StageCell &cell = cells[2 * state.stage + (backward ? 1 : 0)];
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

