//===- LoopRule.cpp - The loop rule of linalg and elementwise ops ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "LoopRule.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::ap;

LogicalResult mlir::ap::checkShardableLinalgOp(linalg::LinalgOp op,
                                               std::string &reason) {
  if (!op.hasPureTensorSemantics()) {
    reason = "only linalg ops on tensors are supported";
    return failure();
  }
  for (int64_t range : op.getStaticLoopRanges())
    if (ShapedType::isDynamic(range)) {
      reason = "dynamic loop ranges are not supported yet";
      return failure();
    }
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  for (Value value : captured)
    if (isa<ShapedType>(value.getType())) {
      reason = "its body uses a tensor defined outside of it";
      return failure();
    }
  return success();
}

//===----------------------------------------------------------------------===//
// Strategies
//===----------------------------------------------------------------------===//

/// At most this many eighths of a dim's size may be padding: real
/// systems pad a vocabulary of 50257 over 8 devices (7 rows), not 2 rows
/// over 4 devices (half of them empty).
constexpr int64_t kMaxPaddingEighths = 1;

/// Whether every layout of `plan` fits its value's shape: divides it evenly,
/// or, with `allowUneven`, pads no dim by more than an eighth of its size.
static bool isAcceptablePlan(Operation *op, const LayoutPlan &plan,
                             ArrayRef<int64_t> meshShape, bool allowUneven) {
  auto fits = [&](const std::optional<ShardingLayout> &layout, Type type) {
    if (!layout)
      return true;
    ArrayRef<int64_t> shape = cast<RankedTensorType>(type).getShape();
    if (dividesShape(meshShape, *layout, shape))
      return true;
    if (!allowUneven)
      return false;
    for (auto [dim, size] : llvm::enumerate(shape)) {
      int64_t shards = getGroupSize(meshShape, layout->getShardingAxes(dim));
      int64_t padded = llvm::divideCeil(size, shards) * shards;
      if (8 * (padded - size) > kMaxPaddingEighths * size)
        return false;
    }
    return true;
  };
  for (auto [layout, operand] :
       llvm::zip_equal(plan.operands, op->getOperands()))
    if (!fits(layout, operand.getType()))
      return false;
  for (auto [layout, result] : llvm::zip_equal(plan.results, op->getResults()))
    if (!fits(layout, result.getType()))
      return false;
  return true;
}

std::vector<ShardingStrategy>
mlir::ap::getLoopStrategies(const LoopShardingInfo &info,
                            const StrategyContext &context,
                            LoopKernelTime kernelTime) {
  ArrayRef<int64_t> meshShape = context.meshShape;
  int64_t numLoops = info.getNumLoops();
  SmallVector<int64_t> shardable;
  for (int64_t loop = 0; loop < numLoops; ++loop)
    if (info.isShardable(loop))
      shardable.push_back(loop);

  // Sets of inputs whose partial sums pass through (with the outputs the
  // body reads, which are partial too then).
  SmallVector<SmallVector<unsigned>> keptVariants;
  ArrayRef<unsigned> tensorInputs = info.getTensorInputs();
  if (context.keepPartials && tensorInputs.size() <= 4) {
    for (unsigned mask = 1; mask < (1u << tensorInputs.size()); ++mask) {
      SmallVector<unsigned> subset;
      for (auto [bit, number] : llvm::enumerate(tensorInputs))
        if (mask & (1u << bit))
          subset.push_back(number);
      if (!info.passesPartials(subset))
        continue;
      for (unsigned number = 0; number < info.getOp()->getNumOperands();
           ++number)
        if (info.isUsedInit(number))
          subset.push_back(number);
      keptVariants.push_back(std::move(subset));
    }
  }

  StrategySet strategies;
  SmallVector<int64_t> axes = getActiveAxes(meshShape);
  int numRoles = 1 + shardable.size() + keptVariants.size();
  forEachRoleAssignment(axes.size(), numRoles, [&](ArrayRef<int> roles) {
    LoopSharding sharding;
    sharding.loopAxes.resize(numLoops);
    for (auto [axis, role] : llvm::zip_equal(axes, roles)) {
      if (role == 0)
        continue;
      if (role <= static_cast<int>(shardable.size()))
        sharding.loopAxes[shardable[role - 1]].push_back(axis);
      else
        sharding.keptPartials[axis] = {
            ReductionKind::Sum, keptVariants[role - 1 - shardable.size()]};
    }
    forEachOrdering(sharding.loopAxes, [&](const AxisLists &ordered) {
      LoopSharding candidate = sharding;
      candidate.loopAxes = ordered;
      FailureOr<LayoutPlan> plan = getLoopLayouts(info, candidate, meshShape);
      if (failed(plan) || !isAcceptablePlan(info.getOp(), *plan, meshShape,
                                            context.unevenLayouts))
        return;
      SmallVector<int64_t> loopShards;
      for (const auto &loopAxes : candidate.loopAxes)
        loopShards.push_back(getGroupSize(meshShape, loopAxes));
      ShardingStrategy strategy;
      strategy.computeTime = kernelTime(loopShards, *plan);
      strategy.operands = std::move(plan->operands);
      strategy.results = std::move(plan->results);
      strategy.loops = std::move(candidate);
      strategies.add(std::move(strategy));
    });
  });
  return strategies.take();
}

//===----------------------------------------------------------------------===//
// Partitioning
//===----------------------------------------------------------------------===//

namespace {

class LoopPartitioner {
public:
  LoopPartitioner(const LoopShardingInfo &info, PartitionState &state)
      : op(info.getOp()), state(state), info(info),
        meshShape(state.getMeshShape()) {}

  LogicalResult run();

private:
  bool isTensor(OpOperand &operand) const {
    return isa<RankedTensorType>(operand.get().getType());
  }
  /// A sharding with every size-1 axis (which has no role) assigned.
  LoopSharding freshSharding(SmallVectorImpl<bool> &assigned);
  void assignFromAnnotation(LoopSharding &sharding,
                            SmallVectorImpl<bool> &assigned);
  void assignKeptPartials(LoopSharding &sharding,
                          SmallVectorImpl<bool> &assigned);
  void assignFromOperands(LoopSharding &sharding,
                          SmallVectorImpl<bool> &assigned);
  LogicalResult emit(const LoopSharding &sharding, const LayoutPlan &plan);

  Operation *op;
  PartitionState &state;
  const LoopShardingInfo &info;
  ArrayRef<int64_t> meshShape;
};

LoopSharding LoopPartitioner::freshSharding(SmallVectorImpl<bool> &assigned) {
  LoopSharding sharding;
  sharding.loopAxes.resize(info.getNumLoops());
  assigned.clear();
  for (int64_t size : meshShape)
    assigned.push_back(size == 1);
  return sharding;
}

void LoopPartitioner::assignFromAnnotation(LoopSharding &sharding,
                                           SmallVectorImpl<bool> &assigned) {
  for (unsigned index = 0; index < op->getNumResults(); ++index) {
    std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, index);
    if (!annotated)
      continue;
    AffineMap outMap = info.getResultMap(index);
    for (int64_t dim : annotated->getShardedDims()) {
      std::optional<int64_t> loop = getPlainLoop(outMap, dim);
      if (!loop || !info.isShardable(*loop))
        continue;
      for (int64_t axis : annotated->getShardingAxes(dim)) {
        if (assigned[axis])
          continue;
        sharding.loopAxes[*loop].push_back(axis);
        assigned[axis] = true;
      }
    }
    // An annotated pending reduction: shard a reduction loop that an input
    // already shards on that axis (in the input's axis order).
    for (unsigned number : info.getTensorInputs()) {
      Value input = op->getOperand(number);
      if (!state.isDefined(input))
        continue;
      const ShardingLayout &layout = state.getLayout(input);
      for (int64_t dim : layout.getShardedDims()) {
        std::optional<int64_t> loop =
            getPlainLoop(*info.getOperandMap(number), dim);
        if (!loop || !info.isReduction(*loop) || !info.isShardable(*loop))
          continue;
        for (int64_t axis : layout.getShardingAxes(dim)) {
          const Placement &wanted = annotated->getPlacements()[axis];
          if (assigned[axis] || !wanted.isPartial() ||
              info.getCombiner(index) != wanted.getReduction())
            continue;
          sharding.loopAxes[*loop].push_back(axis);
          assigned[axis] = true;
        }
      }
    }
    break; // The first annotated result decides.
  }
}

void LoopPartitioner::assignKeptPartials(LoopSharding &sharding,
                                         SmallVectorImpl<bool> &assigned) {
  for (int64_t axis = 0; axis < static_cast<int64_t>(meshShape.size());
       ++axis) {
    if (assigned[axis])
      continue;
    std::optional<ReductionKind> kind;
    SmallVector<unsigned> partial;
    bool mixed = false;
    for (unsigned number : info.getTensorInputs()) {
      Value input = op->getOperand(number);
      if (!state.isDefined(input))
        continue;
      const Placement &placement = state.getLayout(input).getPlacements()[axis];
      if (!placement.isPartial())
        continue;
      if (kind && *kind != placement.getReduction())
        mixed = true;
      kind = placement.getReduction();
      partial.push_back(number);
    }
    if (!kind || mixed || !isLinearReduction(*kind) ||
        !info.passesPartials(partial))
      continue;
    // Outputs the body reads are partial too (e.g. the accumulator of a
    // contraction, which its zero fill satisfies).
    for (unsigned number = 0; number < op->getNumOperands(); ++number)
      if (info.isUsedInit(number))
        partial.push_back(number);
    sharding.keptPartials[axis] = {*kind, std::move(partial)};
    assigned[axis] = true;
  }
}

void LoopPartitioner::assignFromOperands(LoopSharding &sharding,
                                         SmallVectorImpl<bool> &assigned) {
  for (OpOperand &operand : op->getOpOperands()) {
    std::optional<AffineMap> map =
        info.getOperandMap(operand.getOperandNumber());
    if (!map || !state.isDefined(operand.get()))
      continue;
    const ShardingLayout &layout = state.getLayout(operand.get());
    for (int64_t dim : layout.getShardedDims()) {
      std::optional<int64_t> loop = getPlainLoop(*map, dim);
      if (!loop || !info.isShardable(*loop))
        continue;
      // Only a major-to-minor prefix of the dim's axes can be kept as it
      // is: keeping a minor axis without the major one before it would
      // need the dim regathered first.
      for (int64_t axis : layout.getShardingAxes(dim)) {
        if (assigned[axis])
          break;
        sharding.loopAxes[*loop].push_back(axis);
        assigned[axis] = true;
      }
    }
  }
}

LogicalResult LoopPartitioner::emit(const LoopSharding &sharding,
                                    const LayoutPlan &plan) {
  OpBuilder &builder = state.getBuilder();
  IRMapping &mapping = state.getScalarMapping();
  SmallVector<Value> mappedTensors;
  for (auto [operand, layout] :
       llvm::zip_equal(op->getOpOperands(), plan.operands)) {
    if (!layout) {
      if (!mapping.contains(operand.get()))
        return op->emitOpError() << "uses a value the partitioner has not seen";
      continue;
    }
    FailureOr<Value> local = state.getLocal(operand.get(), *layout, op);
    if (failed(local))
      return failure();
    // One value may be both an input and an output in different layouts;
    // set each use through the operand itself below.
    mappedTensors.push_back(*local);
  }
  // Clone (keeping properties such as fastmath flags), then localize.
  Operation *local = builder.clone(*op, mapping);
  unsigned tensorIndex = 0;
  for (auto [operand, layout] :
       llvm::zip_equal(local->getOpOperands(), plan.operands))
    if (layout)
      operand.set(mappedTensors[tensorIndex++]);
  local->removeAttr(APDialect::getShardingAttrName());
  for (auto [result, layout] :
       llvm::zip_equal(local->getResults(), plan.results))
    result.setType(
        state.getLocalType(cast<RankedTensorType>(result.getType()), layout));

  ArrayRef<int64_t> ranges = info.getLoopRanges();
  FailureOr<Operation *> masked = maskPaddedIterations(
      info, sharding.loopAxes, meshShape, local, state.getBuilder());
  if (failed(masked))
    return failure();
  // The clone mapped op's results to its own; masking may have replaced it
  // (a named or elementwise op generalized, then erased): later clones must
  // not find the erased op's results there (a use-after-free valgrind and
  // ASan found).
  if (*masked != local)
    mapping.map(op->getResults(), (*masked)->getResults());
  local = *masked;

  // linalg.index of a sharded loop: add this device's offset.
  SmallVector<linalg::IndexOp> indices;
  local->walk([&](linalg::IndexOp index) { indices.push_back(index); });
  for (linalg::IndexOp index : indices) {
    ArrayRef<int64_t> axes = sharding.loopAxes[index.getDim()];
    if (axes.empty())
      continue;
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(local);
    int64_t chunk =
        llvm::divideCeil(ranges[index.getDim()], getGroupSize(meshShape, axes));
    Value group = state.getGroupIndex(op->getLoc(), axes);
    Value offset = arith::MulIOp::create(
        builder, op->getLoc(), group,
        arith::ConstantIndexOp::create(builder, op->getLoc(), chunk));
    builder.setInsertionPointAfter(index);
    auto global = arith::AddIOp::create(builder, index.getLoc(), index, offset);
    index.getResult().replaceAllUsesExcept(global, global);
  }

  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (failed(
            defineResult(state, op, i, local->getResult(i), plan.results[i])))
      return failure();
  return success();
}

LogicalResult LoopPartitioner::run() {
  // Annotation, kept partials and operands; then without what the operands
  // suggested; then nothing at all (fully replicated always works).
  SmallVector<bool> assigned;
  LoopSharding full = freshSharding(assigned);
  assignFromAnnotation(full, assigned);
  assignKeptPartials(full, assigned);
  LoopSharding withoutOperands = full;
  assignFromOperands(full, assigned);
  LoopSharding replicated = freshSharding(assigned);
  for (LoopSharding *sharding : {&full, &withoutOperands, &replicated}) {
    FailureOr<LayoutPlan> plan = getLoopLayouts(info, *sharding, meshShape);
    if (succeeded(plan))
      return emit(*sharding, *plan);
  }
  return op->emitOpError() << "cannot be partitioned: no layout fits";
}

} // namespace

LogicalResult mlir::ap::partitionWithLoopRule(const LoopShardingInfo &info,
                                              PartitionState &state) {
  return LoopPartitioner(info, state).run();
}
