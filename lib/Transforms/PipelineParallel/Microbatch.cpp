//===- Microbatch.cpp - A training step as accumulated micro-batches ------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-microbatch. The program of one micro-batch is the step partitioned over
// a scratch mesh of M devices with the batch split and everything else
// following it (planBatchSplit, BatchSplit.h); its all-reduces over that
// mesh are the sums across micro-batches, and the ops that read their
// results are the finish, which runs once on the sums. The step becomes
// M calls of the micro-batch program on slices of the batch, the sums, and
// the finish (docs/PipelineParallelism.md).
//
//===----------------------------------------------------------------------===//

#include "Microbatch.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Transforms/BatchSplit.h"
#include "Shard/Transforms/JointFunction.h"
#include "Shard/Transforms/PipelineParallelPasses.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/ScopeExit.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APMICROBATCH
#include "Shard/Transforms/PipelineParallelPasses.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

constexpr StringLiteral kScratchMesh = "__ap_mb";

} // namespace

std::optional<int64_t> mlir::ap::getBatchDim(func::FuncOp function,
                                             unsigned index) {
  if (auto dim = function.getArgAttrOfType<IntegerAttr>(
          index, APDialect::getBatchDimAttrName()))
    return dim.getInt();
  return std::nullopt;
}

namespace {

bool hasBatchArguments(func::FuncOp function) {
  for (unsigned index = 0; index < function.getNumArguments(); ++index)
    if (getBatchDim(function, index))
      return true;
  return false;
}

/// Whether `op` is an ap op on the scratch mesh.
bool isOnScratchMesh(Operation *op) {
  auto mesh = op->getAttrOfType<FlatSymbolRefAttr>("mesh");
  return mesh && mesh.getValue() == kScratchMesh &&
         isa_and_present<APDialect>(op->getDialect());
}

/// The micro-batch program of a step, as ap-partition wrote it, with what
/// the rewrite needs to know about its ops.
struct MicroProgram {
  func::FuncOp function;
  /// The all-reduces over the scratch mesh: the sums across micro-batches.
  SmallVector<AllReduceOp> sums;
  /// Values that differ between micro-batches (not counting the sums'
  /// results, which are whole).
  DenseSet<Value> perMicroBatch;
  /// The finish: ops that read a sum, in program order.
  SetVector<Operation *> finish;
  DenseSet<Value> finished;
};

class StepSplitter {
public:
  StepSplitter(func::FuncOp step, int64_t microBatches, bool noAccumulation,
               function_ref<LogicalResult(OpPassManager &, Operation *)> run)
      : step(step), microBatches(microBatches),
        noAccumulation(noAccumulation), runPipeline(run) {}

  FailureOr<MicrobatchedStep> split();

private:
  LogicalResult checkStep();
  /// The step partitioned over the scratch mesh, moved next to the step.
  FailureOr<func::FuncOp> partitionOverScratchMesh();
  LogicalResult analyze(MicroProgram &micro);
  LogicalResult classifyResults(MicroProgram &micro);
  void buildStep(MicroProgram &micro);
  void finishMicroFunction(MicroProgram &micro,
                           ArrayRef<std::optional<unsigned>> resultParts);
  /// One micro-batch: the whole step, called once.
  FailureOr<MicrobatchedStep> wrapWhole();

  func::FuncOp step;
  int64_t microBatches;
  /// The test mutant: the last part instead of the sum.
  bool noAccumulation;
  function_ref<LogicalResult(OpPassManager &, Operation *)> runPipeline;
};

LogicalResult StepSplitter::checkStep() {
  if (!step.getBody().hasOneBlock())
    return step.emitOpError()
           << "ap-microbatch: only single-block steps can be cut into "
              "micro-batches";
  for (unsigned index = 0; index < step.getNumArguments(); ++index) {
    if (getArgumentSharding(step, index) ||
        step.getArgAttr(index, APDialect::getLocalShardingAttrName()))
      return step.emitOpError()
             << "ap-microbatch: argument #" << index
             << " has a sharding; cut the global step into micro-batches "
                "before planning it";
    std::optional<int64_t> dim = getBatchDim(step, index);
    if (!dim)
      continue;
    auto type = cast<RankedTensorType>(step.getArgumentTypes()[index]);
    int64_t size = type.getDimSize(*dim);
    if (ShapedType::isDynamic(size) || size % microBatches != 0)
      return step.emitOpError()
             << "ap-microbatch: argument #" << index << " has a batch of "
             << (ShapedType::isDynamic(size) ? std::string("dynamic")
                                             : std::to_string(size))
             << " along dim " << *dim << ", which " << microBatches
             << " micro-batches do not divide";
  }
  WalkResult walk = step.walk([&](Operation *op) {
    if (isa<func::CallOp>(op)) {
      op->emitOpError() << "ap-microbatch: calls in a step are not supported "
                           "yet; inline them first";
      return WalkResult::interrupt();
    }
    // Fused attention is computation; every other ap op places or moves
    // data.
    if ((isa_and_present<APDialect>(op->getDialect()) &&
         !isa<AttentionOp, AttentionGradOp>(op)) ||
        op->hasAttr(APDialect::getShardingAttrName())) {
      op->emitOpError()
          << "ap-microbatch: the step already has shardings or collectives; "
             "cut the global step into micro-batches before planning it";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

FailureOr<func::FuncOp> StepSplitter::partitionOverScratchMesh() {
  MLIRContext *context = step.getContext();
  auto module = step->getParentOfType<ModuleOp>();
  OpBuilder builder(context);
  builder.setInsertionPointToEnd(module.getBody());
  auto scratch = ModuleOp::create(builder, step.getLoc(), StringRef("__ap_microbatch"));
  builder.setInsertionPointToStart(scratch.getBody());
  auto mesh = MeshOp::create(builder, step.getLoc(), kScratchMesh,
                             builder.getDenseI64ArrayAttr({microBatches}),
                             builder.getStrArrayAttr({"mb"}), nullptr);
  auto copy = cast<func::FuncOp>(builder.clone(*step));
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  auto replicated = ShardingAttr::get(meshRef, ShardingLayout(ArrayRef<Placement>{Placement()}));
  for (unsigned index = 0; index < copy.getNumArguments(); ++index) {
    if (!isa<RankedTensorType>(copy.getArgumentTypes()[index]))
      continue;
    std::optional<int64_t> dim = getBatchDim(copy, index);
    setArgumentSharding(
        copy, index,
        dim ? ShardingAttr::get(meshRef,
                                ShardingLayout(ArrayRef<Placement>{Placement::shard(*dim)}))
            : replicated);
  }
  for (unsigned index = 0; index < copy.getNumResults(); ++index)
    if (isa<RankedTensorType>(copy.getResultTypes()[index]) &&
        !APDialect::getTiedArgument(copy.getResultAttrDict(index)))
      setFunctionResultSharding(copy, index, replicated);
  llvm::scope_exit cleanup([&] { scratch.erase(); });
  if (failed(planBatchSplit(copy, mesh)))
    return failure();
  OpPassManager pipeline(ModuleOp::getOperationName());
  pipeline.addPass(createAPPartition());
  if (failed(runPipeline(pipeline, scratch)))
    return failure();
  // Partitioning may have replaced the function.
  copy = scratch.lookupSymbol<func::FuncOp>(step.getSymName());
  copy->moveAfter(step);
  copy.setSymName((step.getSymName() + "_microbatch").str());
  return copy;
}

LogicalResult StepSplitter::analyze(MicroProgram &micro) {
  func::FuncOp function = micro.function;
  for (BlockArgument argument : function.getArguments())
    if (getBatchDim(function, argument.getArgNumber()))
      micro.perMicroBatch.insert(argument);
  for (Operation &op : function.getBody().front().without_terminator()) {
    auto sum = dyn_cast<AllReduceOp>(op);
    if (sum && isOnScratchMesh(sum)) {
      if (micro.finished.contains(sum.getInput()))
        return sum.emitOpError()
               << "ap-microbatch: the step sums over the batch twice in a "
                  "row here; it needs the whole batch before it ends";
      micro.sums.push_back(sum);
      micro.finished.insert(sum.getResult());
      continue;
    }
    // What the op reads: its operands and what its regions capture.
    SmallVector<Value> reads = getBodyOperands(&op, function.getBody());
    bool readsSum = llvm::any_of(
        reads, [&](Value operand) { return micro.finished.contains(operand); });
    bool perMicroBatch =
        isa<GroupIndexOp, ShardSliceOp>(op) && isOnScratchMesh(&op);
    for (Value operand : reads)
      perMicroBatch |= micro.perMicroBatch.contains(operand);
    if (readsSum) {
      if (isOnScratchMesh(&op) || perMicroBatch)
        return op.emitOpError()
               << "ap-microbatch: this op reads a sum over the whole batch "
                  "together with values of one micro-batch; the step needs "
                  "the whole batch here, so it cannot be cut into "
                  "micro-batches";
      micro.finish.insert(&op);
      for (Value result : op.getResults())
        micro.finished.insert(result);
      continue;
    }
    if (isOnScratchMesh(&op) && !isa<GroupIndexOp, ShardSliceOp>(op)) {
      // Gathered only to be returned: a result per example.
      for (OpOperand &use : op.getUses())
        if (isa<func::ReturnOp>(use.getOwner()))
          return step.emitOpError()
                 << "ap-microbatch: result #" << use.getOperandNumber()
                 << " holds a value per example of the batch, which "
                    "micro-batches do not accumulate; not supported yet";
      return op.emitOpError()
             << "ap-microbatch: cutting the batch into micro-batches needs a '"
             << op.getName() << "' across micro-batches here; only sums "
             << "(all-reduces) can be accumulated";
    }
    if (perMicroBatch)
      for (Value result : op.getResults())
        micro.perMicroBatch.insert(result);
  }
  return classifyResults(micro);
}

LogicalResult StepSplitter::classifyResults(MicroProgram &micro) {
  Operation *terminator = micro.function.getBody().front().getTerminator();
  for (OpOperand &operand : terminator->getOpOperands())
    if (micro.perMicroBatch.contains(operand.get()) &&
        !micro.finished.contains(operand.get()))
      return step.emitOpError()
             << "ap-microbatch: result #" << operand.getOperandNumber()
             << " holds a value per example of the batch, which "
                "micro-batches do not accumulate; not supported yet";
  return success();
}

void StepSplitter::buildStep(MicroProgram &micro) {
  Location loc = step.getLoc();
  Block *old = &step.getBody().front();
  Block *body = new Block();
  step.getBody().push_back(body);
  for (BlockArgument argument : old->getArguments())
    body->addArgument(argument.getType(), argument.getLoc());
  // Arguments of the new block stand for the step's from here on.
  for (auto [from, to] : llvm::zip(old->getArguments(), body->getArguments()))
    from.replaceAllUsesWith(to);
  OpBuilder builder = OpBuilder::atBlockEnd(body);
  SmallVector<Value> sums(micro.sums.size());
  for (int64_t part = 0; part < microBatches; ++part) {
    SmallVector<Value> operands;
    for (BlockArgument argument : body->getArguments()) {
      std::optional<int64_t> dim = getBatchDim(step, argument.getArgNumber());
      if (!dim) {
        operands.push_back(argument);
        continue;
      }
      auto type = cast<RankedTensorType>(argument.getType());
      SmallVector<int64_t> shape(type.getShape());
      shape[*dim] /= microBatches;
      operands.push_back(sliceAlong(builder, loc, argument, type.clone(shape),
                                    *dim,
                                    builder.getIndexAttr(part * shape[*dim])));
    }
    operands.push_back(arith::ConstantIndexOp::create(builder, loc, part));
    // The micro-batch function returns its parts of the sums (it is
    // rewritten to after this).
    SmallVector<Type> partTypes;
    for (AllReduceOp sum : micro.sums)
      partTypes.push_back(sum.getInput().getType());
    auto call = func::CallOp::create(builder, loc, micro.function.getSymName(),
                                     partTypes, operands);
    for (auto [index, sum] : llvm::enumerate(micro.sums)) {
      Value value = call.getResult(index);
      sums[index] = part == 0 || noAccumulation ? value
                              : accumulateParts(builder, sum.getLoc(),
                                           sum.getReduction().getValue(), sums[index],
                                           value);
    }
  }
  IRMapping mapping;
  for (auto [sum, total] : llvm::zip(micro.sums, sums))
    mapping.map(sum.getResult(), total);
  Region &microBody = micro.function.getBody();
  for (auto [from, to] :
       llvm::zip(microBody.getArguments(), body->getArguments()))
    mapping.map(from, to);
  for (Operation *op : micro.finish) {
    for (Value operand : getBodyOperands(op, microBody))
      cloneWithProducers(operand, builder, mapping, microBody);
    builder.clone(*op, mapping);
  }
  SmallVector<Value> results;
  for (Value value : microBody.front().getTerminator()->getOperands())
    results.push_back(cloneWithProducers(value, builder, mapping, microBody));
  func::ReturnOp::create(builder, loc, results);
  old->erase();
}

void StepSplitter::finishMicroFunction(
    MicroProgram &micro, ArrayRef<std::optional<unsigned>> resultParts) {
  func::FuncOp function = micro.function;
  Block &block = function.getBody().front();
  BlockArgument index =
      block.addArgument(IndexType::get(function.getContext()), step.getLoc());
  OpBuilder builder(function.getContext());
  SmallVector<Operation *> local;
  for (Operation &op : block)
    if (isOnScratchMesh(&op) && isa<GroupIndexOp, ShardSliceOp>(op))
      local.push_back(&op);
  for (Operation *op : local) {
    builder.setInsertionPoint(op);
    if (auto groupIndex = dyn_cast<GroupIndexOp>(op)) {
      groupIndex.replaceAllUsesWith(index);
    } else {
      auto slice = cast<ShardSliceOp>(op);
      auto type = cast<RankedTensorType>(slice.getType());
      int64_t dim = slice.getDim();
      Value offset = arith::MulIOp::create(
          builder, slice.getLoc(), index,
          arith::ConstantIndexOp::create(builder, slice.getLoc(),
                                         type.getDimSize(dim)));
      slice.replaceAllUsesWith(sliceAlong(builder, slice.getLoc(),
                                          slice.getInput(), type, dim,
                                          offset));
    }
    op->erase();
  }
  // The micro-batch's parts of the sums are its results.
  Operation *terminator = block.getTerminator();
  SmallVector<Value> parts;
  for (AllReduceOp sum : micro.sums)
    parts.push_back(sum.getInput());
  builder.setInsertionPoint(terminator);
  func::ReturnOp::create(builder, terminator->getLoc(), parts);
  terminator->erase();
  for (Operation *op : llvm::reverse(micro.finish.getArrayRef()))
    op->erase();
  for (AllReduceOp sum : micro.sums)
    sum->erase();
  // What only the finish read is dead now.
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
    if (isOpTriviallyDead(&op))
      op.erase();
  SmallVector<Type> inputs(block.getArgumentTypes());
  SmallVector<Type> outputs;
  for (Value part : parts)
    outputs.push_back(part.getType());
  function.setFunctionType(
      FunctionType::get(function.getContext(), inputs, outputs));
  // The step's arguments keep their roles (parameters, batches, ranges).
  SmallVector<DictionaryAttr> argAttrs;
  for (unsigned i = 0; i < inputs.size(); ++i)
    argAttrs.push_back(i < step.getNumArguments() && step.getArgAttrDict(i)
                           ? step.getArgAttrDict(i)
                           : DictionaryAttr::get(function.getContext()));
  function.setAllArgAttrs(argAttrs);
  // A part that is a result of the step as it is keeps the result's role
  // (a gradient stays the gradient of its parameter).
  SmallVector<DictionaryAttr> resultAttrs(
      outputs.size(), DictionaryAttr::get(function.getContext()));
  for (auto [index, part] : llvm::enumerate(resultParts)) {
    if (!part)
      continue;
    NamedAttrList roles;
    for (StringRef name :
         {APDialect::getGradOfAttrName(), APDialect::getUpdateOfAttrName()})
      if (Attribute role = step.getResultAttr(index, name))
        roles.set(name, role);
    resultAttrs[*part] = roles.getDictionary(function.getContext());
  }
  function.setAllResultAttrs(resultAttrs);
  function.setPrivate();
}

FailureOr<MicrobatchedStep> StepSplitter::wrapWhole() {
  OpBuilder builder(step);
  builder.setInsertionPointAfter(step);
  auto micro = cast<func::FuncOp>(builder.clone(*step));
  micro.setSymName((step.getSymName() + "_microbatch").str());
  micro.setPrivate();
  Block &block = micro.getBody().front();
  block.addArgument(IndexType::get(step.getContext()), step.getLoc());
  SmallVector<Type> inputs(block.getArgumentTypes());
  micro.setFunctionType(FunctionType::get(step.getContext(), inputs,
                                          micro.getResultTypes()));
  SmallVector<DictionaryAttr> argAttrs;
  for (unsigned i = 0; i < step.getNumArguments(); ++i)
    argAttrs.push_back(step.getArgAttrDict(i)
                           ? step.getArgAttrDict(i)
                           : DictionaryAttr::get(step.getContext()));
  argAttrs.push_back(DictionaryAttr::get(step.getContext()));
  micro.setAllArgAttrs(argAttrs);
  Block &body = step.getBody().front();
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(body)))
    op.erase();
  builder.setInsertionPointToEnd(&body);
  SmallVector<Value> operands(body.getArguments());
  operands.push_back(arith::ConstantIndexOp::create(builder, step.getLoc(), 0));
  auto call = func::CallOp::create(builder, step.getLoc(), micro, operands);
  func::ReturnOp::create(builder, step.getLoc(), call.getResults());
  MicrobatchedStep result;
  result.micro = micro;
  for (unsigned i = 0; i < step.getNumResults(); ++i) {
    result.resultParts.push_back(i);
    result.partKinds.push_back(ReductionKind::Sum);
  }
  return result;
}

FailureOr<MicrobatchedStep> StepSplitter::split() {
  if (failed(checkStep()))
    return failure();
  if (microBatches == 1)
    return wrapWhole();
  FailureOr<func::FuncOp> partitioned = partitionOverScratchMesh();
  if (failed(partitioned))
    return failure();
  MicroProgram micro;
  micro.function = *partitioned;
  if (failed(analyze(micro))) {
    micro.function.erase();
    return failure();
  }
  for (AllReduceOp sum : micro.sums)
    if (sum.getReduction().getValue() == ReductionKind::Avg) {
      sum.emitOpError() << "ap-microbatch: averages across micro-batches are "
                           "not supported yet";
      micro.function.erase();
      return failure();
    }
  MicrobatchedStep result;
  result.micro = micro.function;
  for (Value value :
       micro.function.getBody().front().getTerminator()->getOperands()) {
    auto sum = value.getDefiningOp<AllReduceOp>();
    auto found = llvm::find(micro.sums, sum);
    result.resultParts.push_back(
        sum && found != micro.sums.end()
            ? std::optional<unsigned>(found - micro.sums.begin())
            : std::nullopt);
  }
  for (AllReduceOp sum : micro.sums)
    result.partKinds.push_back(sum.getReduction().getValue());
  buildStep(micro);
  finishMicroFunction(micro, result.resultParts);
  return result;
}

struct APMicrobatchPass
    : public ap::impl::APMicrobatchBase<APMicrobatchPass> {
  using Base::Base;

  void runOnOperation() override {
    if (microBatches < 1) {
      emitError(getOperation().getLoc())
          << "ap-microbatch: micro-batches must be at least 1, not "
          << static_cast<int64_t>(microBatches);
      return signalPassFailure();
    }
    if (microBatches == 1)
      return;
    SmallVector<func::FuncOp> steps;
    for (auto function : getOperation().getOps<func::FuncOp>())
      if (!function.isExternal() && hasBatchArguments(function))
        steps.push_back(function);
    auto run = [&](OpPassManager &pipeline, Operation *op) {
      return runPipeline(pipeline, op);
    };
    for (func::FuncOp step : steps)
      if (failed(cutIntoMicroBatches(step, microBatches, testNoAccumulation,
                                     run)))
        return signalPassFailure();
  }
};

} // namespace

FailureOr<MicrobatchedStep>
mlir::ap::cutIntoMicroBatches(func::FuncOp step, int64_t microBatches,
                              bool noAccumulation, PipelineRunner runPipeline) {
  return StepSplitter(step, microBatches, noAccumulation, runPipeline).split();
}

Value mlir::ap::accumulateParts(OpBuilder &builder, Location loc,
                                ReductionKind kind, Value sum, Value part) {
  bool isFloat = isa<FloatType>(getElementTypeOrSelf(sum.getType()));
  switch (kind) {
  case ReductionKind::Sum:
    return isFloat ? arith::AddFOp::create(builder, loc, sum, part).getResult()
                   : arith::AddIOp::create(builder, loc, sum, part).getResult();
  case ReductionKind::Max:
    return isFloat
               ? arith::MaximumFOp::create(builder, loc, sum, part).getResult()
               : arith::MaxSIOp::create(builder, loc, sum, part).getResult();
  case ReductionKind::Min:
    return isFloat
               ? arith::MinimumFOp::create(builder, loc, sum, part).getResult()
               : arith::MinSIOp::create(builder, loc, sum, part).getResult();
  case ReductionKind::MaxNum:
    return arith::MaxNumFOp::create(builder, loc, sum, part);
  case ReductionKind::MinNum:
    return arith::MinNumFOp::create(builder, loc, sum, part);
  case ReductionKind::UMax:
    return arith::MaxUIOp::create(builder, loc, sum, part);
  case ReductionKind::UMin:
    return arith::MinUIOp::create(builder, loc, sum, part);
  case ReductionKind::Avg:
    break;
  }
  return Value();
}

Value mlir::ap::sliceAlong(OpBuilder &builder, Location loc, Value whole,
                           RankedTensorType sliceType, int64_t dim,
                           OpFoldResult offset) {
  int64_t rank = sliceType.getRank();
  SmallVector<OpFoldResult> offsets(rank, builder.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes, strides(rank, builder.getIndexAttr(1));
  for (int64_t extent : sliceType.getShape())
    sizes.push_back(builder.getIndexAttr(extent));
  offsets[dim] = offset;
  return tensor::ExtractSliceOp::create(builder, loc, sliceType, whole,
                                        offsets, sizes, strides);
}

Value mlir::ap::cloneWithProducers(Value value, OpBuilder &builder,
                                   IRMapping &mapping, Region &body) {
  if (Value known = mapping.lookupOrNull(value))
    return known;
  Operation *op = value.getDefiningOp();
  for (Value operand : getBodyOperands(op, body))
    cloneWithProducers(operand, builder, mapping, body);
  builder.clone(*op, mapping);
  return mapping.lookup(value);
}
