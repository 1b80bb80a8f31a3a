//===- LinalgPartition.cpp - Partitioning linalg structured ops -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A structured op is partitioned by sharding its loops: every mesh axis
// either shards one loop (operand and result dims indexed by that loop are
// sharded on it), leaves pending partial values (a sharded reduction loop, or
// partial operands of an op that is linear in them), or does nothing (the
// axis is replicated). The roles come, in this order, from the result's
// annotation, from partial operands, and from the operands' sharded dims;
// what cannot be realized falls back to replication, which is always
// correct. docs/Partitioning.md has the rules with examples.
//
//===----------------------------------------------------------------------===//

#include "PartitionRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

//===----------------------------------------------------------------------===//
// Body analyses
//===----------------------------------------------------------------------===//

/// The reduction that the body applies to output `initIndex` over the
/// reduction loops: the yielded value must be `combine(out, x)` with `out`
/// the output's block argument used nowhere else.
std::optional<ReductionKind> getCombiner(linalg::LinalgOp op,
                                         unsigned initIndex) {
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  BlockArgument out =
      op.getMatchingBlockArgument(op.getDpsInitOperand(initIndex));
  Operation *combiner = yield.getOperand(initIndex).getDefiningOp();
  if (!combiner || combiner->getNumOperands() != 2 || !out.hasOneUse() ||
      !llvm::is_contained(combiner->getOperands(), Value(out)))
    return std::nullopt;
  if (isa<arith::AddFOp, arith::AddIOp>(combiner))
    return ReductionKind::Sum;
  if (isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp, arith::MaxUIOp>(
          combiner))
    return ReductionKind::Max;
  if (isa<arith::MinimumFOp, arith::MinNumFOp, arith::MinSIOp, arith::MinUIOp>(
          combiner))
    return ReductionKind::Min;
  return std::nullopt;
}

enum class Linearity { Constant, Linear, NonLinear };

/// Whether every yielded value is a linear, homogeneous function of the
/// block arguments marked in `partialArgs` (the others are the same on every
/// device): then summing the op's results over devices equals the op applied
/// to the summed operands, so partial sums pass through it.
bool yieldsAreLinear(linalg::LinalgOp op, ArrayRef<bool> partialArgs) {
  Block *body = op.getBlock();
  DenseMap<Value, Linearity> classes;
  for (BlockArgument arg : body->getArguments())
    classes[arg] = partialArgs[arg.getArgNumber()] ? Linearity::Linear
                                                   : Linearity::Constant;
  auto classOf = [&](Value value) {
    auto it = classes.find(value);
    // Values from above and index computations are the same everywhere.
    return it == classes.end() ? Linearity::Constant : it->second;
  };
  for (Operation &inner : body->without_terminator()) {
    SmallVector<Linearity> operands;
    for (Value operand : inner.getOperands())
      operands.push_back(classOf(operand));
    auto count = [&](Linearity kind) { return llvm::count(operands, kind); };
    Linearity result = Linearity::NonLinear;
    if (count(Linearity::NonLinear) > 0) {
      result = Linearity::NonLinear;
    } else if (count(Linearity::Linear) == 0) {
      result = Linearity::Constant;
    } else if (isa<arith::AddFOp, arith::AddIOp, arith::SubFOp, arith::SubIOp>(
                   inner)) {
      // x + y is linear; x + c is not (the c would be counted per device).
      result = count(Linearity::Linear) == 2 ? Linearity::Linear
                                             : Linearity::NonLinear;
    } else if (isa<arith::MulFOp, arith::MulIOp>(inner)) {
      result = count(Linearity::Linear) == 1 ? Linearity::Linear
                                             : Linearity::NonLinear;
    } else if (isa<arith::DivFOp>(inner)) {
      result =
          operands[0] == Linearity::Linear && operands[1] == Linearity::Constant
              ? Linearity::Linear
              : Linearity::NonLinear;
    } else if (isa<arith::NegFOp, arith::ExtFOp, arith::TruncFOp>(inner)) {
      result = Linearity::Linear;
    } else if (isa<arith::SelectOp>(inner)) {
      result = operands[0] == Linearity::Constant &&
                       operands[1] == Linearity::Linear &&
                       operands[2] == Linearity::Linear
                   ? Linearity::Linear
                   : Linearity::NonLinear;
    }
    for (Value value : inner.getResults())
      classes[value] = result;
  }
  for (Value yielded : body->getTerminator()->getOperands())
    if (classOf(yielded) != Linearity::Linear)
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Loop shardings
//===----------------------------------------------------------------------===//

/// The loop that dim `dim` of an operand with indexing map `map` is indexed
/// by, if that index is a plain loop variable.
std::optional<int64_t> getPlainLoop(AffineMap map, unsigned dim) {
  if (auto loop = dyn_cast<AffineDimExpr>(map.getResult(dim)))
    return loop.getPosition();
  return std::nullopt;
}

/// The roles of the mesh axes for one op.
struct LoopSharding {
  /// Per loop: the mesh axes sharding it, major to minor.
  SmallVector<SmallVector<int64_t, 4>> loopAxes;
  /// Per mesh axis: the reduction of the partial operands it keeps, if the
  /// op passes partial values through on it.
  SmallVector<std::optional<ReductionKind>> keptPartial;
  /// Per mesh axis: whether a role was given to it.
  SmallVector<bool> assigned;
};

/// The layouts an op needs its operands in and gives its results in.
struct LayoutPlan {
  SmallVector<std::optional<ShardingLayout>> operands; // none for scalars
  SmallVector<ShardingLayout> results;
};

class LinalgPartitioner {
public:
  LinalgPartitioner(linalg::LinalgOp op, PartitionState &state)
      : op(op), state(state), meshShape(state.getMeshShape()),
        maps(op.getIndexingMapsArray()), iterators(op.getIteratorTypesArray()) {
  }

  LogicalResult run();

private:
  /// Whether loop `loop` can be sharded: every operand indexes it by at most
  /// one dim, only as a plain loop variable, and a reduction loop needs a
  /// known combiner for every output.
  bool isShardable(int64_t loop) const;
  bool isReduction(int64_t loop) const {
    return iterators[loop] == utils::IteratorType::reduction;
  }
  bool isTensor(OpOperand &operand) const {
    return isa<RankedTensorType>(operand.get().getType());
  }

  void assignFromAnnotation(LoopSharding &sharding);
  void assignKeptPartials(LoopSharding &sharding);
  void assignFromOperands(LoopSharding &sharding);
  FailureOr<LayoutPlan> buildPlan(const LoopSharding &sharding);
  LogicalResult emit(const LoopSharding &sharding, const LayoutPlan &plan);

  linalg::LinalgOp op;
  PartitionState &state;
  ArrayRef<int64_t> meshShape;
  SmallVector<AffineMap> maps;
  SmallVector<utils::IteratorType> iterators;
  SmallVector<std::optional<ReductionKind>> combiners;
  /// Per mesh axis with kept partials: the operands that are partial on it.
  DenseMap<int64_t, SmallVector<unsigned>> partialOperands;
};

bool LinalgPartitioner::isShardable(int64_t loop) const {
  if (isReduction(loop) &&
      llvm::any_of(combiners, [](auto kind) { return !kind.has_value(); }))
    return false;
  for (AffineMap map : maps) {
    int64_t plainUses = 0;
    for (AffineExpr expr : map.getResults()) {
      if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
        plainUses += dim.getPosition() == loop;
        continue;
      }
      if (expr.isFunctionOfDim(loop))
        return false;
    }
    if (plainUses > 1)
      return false;
  }
  return true;
}

void LinalgPartitioner::assignFromAnnotation(LoopSharding &sharding) {
  for (unsigned index = 0; index < op->getNumResults(); ++index) {
    std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, index);
    if (!annotated)
      continue;
    AffineMap outMap = maps[op.getNumDpsInputs() + index];
    for (int64_t dim : annotated->getShardedDims()) {
      std::optional<int64_t> loop = getPlainLoop(outMap, dim);
      if (!loop || !isShardable(*loop))
        continue;
      for (int64_t axis : annotated->getShardingAxes(dim)) {
        if (sharding.assigned[axis])
          continue;
        sharding.loopAxes[*loop].push_back(axis);
        sharding.assigned[axis] = true;
      }
    }
    // An annotated pending reduction: shard a reduction loop that an input
    // already shards on that axis (in the input's axis order).
    for (OpOperand *input : op.getDpsInputOperands()) {
      if (!isTensor(*input) || !state.isDefined(input->get()))
        continue;
      const ShardingLayout &layout = state.getLayout(input->get());
      for (int64_t dim : layout.getShardedDims()) {
        std::optional<int64_t> loop =
            getPlainLoop(maps[input->getOperandNumber()], dim);
        if (!loop || !isReduction(*loop) || !isShardable(*loop))
          continue;
        for (int64_t axis : layout.getShardingAxes(dim)) {
          const Placement &wanted = annotated->getPlacements()[axis];
          if (sharding.assigned[axis] || !wanted.isPartial() ||
              combiners[index] != wanted.getReduction())
            continue;
          sharding.loopAxes[*loop].push_back(axis);
          sharding.assigned[axis] = true;
        }
      }
    }
    break; // The first annotated result decides.
  }
}

void LinalgPartitioner::assignKeptPartials(LoopSharding &sharding) {
  Block *body = op.getBlock();
  for (int64_t axis = 0; axis < static_cast<int64_t>(meshShape.size());
       ++axis) {
    if (sharding.assigned[axis])
      continue;
    std::optional<ReductionKind> kind;
    SmallVector<unsigned> partial;
    bool mixed = false;
    for (OpOperand *input : op.getDpsInputOperands()) {
      if (!isTensor(*input) || !state.isDefined(input->get()))
        continue;
      const Placement &placement =
          state.getLayout(input->get()).getPlacements()[axis];
      if (!placement.isPartial())
        continue;
      if (kind && *kind != placement.getReduction())
        mixed = true;
      kind = placement.getReduction();
      partial.push_back(input->getOperandNumber());
    }
    if (!kind || mixed ||
        (*kind != ReductionKind::Sum && *kind != ReductionKind::Avg))
      continue;
    // Outputs the body reads are partial too (e.g. the accumulator of a
    // contraction, which its zero fill satisfies).
    SmallVector<bool> partialArgs(body->getNumArguments(), false);
    for (unsigned operand : partial)
      partialArgs[operand] = true;
    for (OpOperand &init : op.getDpsInitsMutable())
      if (!op.getMatchingBlockArgument(&init).use_empty()) {
        partialArgs[init.getOperandNumber()] = true;
        partial.push_back(init.getOperandNumber());
      }
    if (!yieldsAreLinear(op, partialArgs))
      continue;
    sharding.keptPartial[axis] = kind;
    sharding.assigned[axis] = true;
    partialOperands[axis] = std::move(partial);
  }
}

void LinalgPartitioner::assignFromOperands(LoopSharding &sharding) {
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isTensor(operand) || !state.isDefined(operand.get()))
      continue;
    const ShardingLayout &layout = state.getLayout(operand.get());
    AffineMap map = maps[operand.getOperandNumber()];
    for (int64_t dim : layout.getShardedDims()) {
      std::optional<int64_t> loop = getPlainLoop(map, dim);
      if (!loop || !isShardable(*loop))
        continue;
      // Only a major-to-minor prefix of the dim's axes can be kept as it
      // is: keeping a minor axis without the major one before it would
      // need the dim regathered first.
      for (int64_t axis : layout.getShardingAxes(dim)) {
        if (sharding.assigned[axis])
          break;
        sharding.loopAxes[*loop].push_back(axis);
        sharding.assigned[axis] = true;
      }
    }
  }
}

FailureOr<LayoutPlan>
LinalgPartitioner::buildPlan(const LoopSharding &sharding) {
  int64_t meshRank = meshShape.size();
  LayoutPlan plan;
  // Reduction kinds each output gets from sharded reduction loops.
  SmallVector<int64_t> reductionAxes;
  for (auto [loop, axes] : llvm::enumerate(sharding.loopAxes))
    if (isReduction(loop))
      reductionAxes.append(axes.begin(), axes.end());

  auto layoutFor = [&](AffineMap map, ArrayRef<int64_t> shape,
                       ArrayRef<std::pair<int64_t, ReductionKind>> partials)
      -> FailureOr<ShardingLayout> {
    SmallVector<SmallVector<int64_t, 4>> dimAxes(map.getNumResults());
    for (unsigned dim = 0; dim < map.getNumResults(); ++dim)
      if (std::optional<int64_t> loop = getPlainLoop(map, dim))
        dimAxes[dim] = sharding.loopAxes[*loop];
    FailureOr<ShardingLayout> layout = buildLayout(meshRank, dimAxes, partials);
    if (failed(layout))
      return failure();
    if (llvm::Error error = verifyLayoutForShape(meshShape, *layout, shape)) {
      llvm::consumeError(std::move(error));
      return failure();
    }
    return layout;
  };

  for (OpOperand &operand : op->getOpOperands()) {
    if (!isTensor(operand)) {
      plan.operands.push_back(std::nullopt);
      continue;
    }
    unsigned number = operand.getOperandNumber();
    SmallVector<std::pair<int64_t, ReductionKind>> partials;
    for (auto [axis, operands] : partialOperands)
      if (sharding.keptPartial[axis] && llvm::is_contained(operands, number))
        partials.push_back({axis, *sharding.keptPartial[axis]});
    if (op.isDpsInit(&operand)) {
      unsigned index = number - op.getNumDpsInputs();
      // The accumulator of a sharded reduction holds partial values.
      if (!op.getMatchingBlockArgument(&operand).use_empty())
        for (int64_t axis : reductionAxes)
          partials.push_back({axis, *combiners[index]});
    }
    auto shape = cast<RankedTensorType>(operand.get().getType()).getShape();
    FailureOr<ShardingLayout> layout = layoutFor(maps[number], shape, partials);
    if (failed(layout))
      return failure();
    plan.operands.push_back(*layout);
  }
  for (unsigned index = 0; index < op->getNumResults(); ++index) {
    SmallVector<std::pair<int64_t, ReductionKind>> partials;
    for (int64_t axis : reductionAxes)
      partials.push_back({axis, *combiners[index]});
    for (int64_t axis = 0; axis < meshRank; ++axis)
      if (sharding.keptPartial[axis])
        partials.push_back({axis, *sharding.keptPartial[axis]});
    auto shape =
        cast<RankedTensorType>(op->getResult(index).getType()).getShape();
    FailureOr<ShardingLayout> layout =
        layoutFor(maps[op.getNumDpsInputs() + index], shape, partials);
    if (failed(layout))
      return failure();
    plan.results.push_back(*layout);
  }
  return plan;
}

LogicalResult LinalgPartitioner::emit(const LoopSharding &sharding,
                                      const LayoutPlan &plan) {
  OpBuilder &builder = state.getBuilder();
  IRMapping &mapping = state.getScalarMapping();
  SmallVector<Value> mappedTensors;
  for (auto [operand, layout] :
       llvm::zip_equal(op->getOpOperands(), plan.operands)) {
    if (!layout) {
      if (!mapping.contains(operand.get()))
        return op.emitOpError() << "uses a value the partitioner has not seen";
      continue;
    }
    FailureOr<Value> local = state.getLocal(operand.get(), *layout, op);
    if (failed(local))
      return failure();
    // One value may be both an input and an output in different layouts;
    // map each use through the operand itself below.
    mappedTensors.push_back(*local);
  }
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

  // linalg.index of a sharded loop: add this device's offset.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<linalg::IndexOp> indices;
  local->walk([&](linalg::IndexOp index) { indices.push_back(index); });
  for (linalg::IndexOp index : indices) {
    ArrayRef<int64_t> axes = sharding.loopAxes[index.getDim()];
    if (axes.empty())
      continue;
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(local);
    int64_t chunk = ranges[index.getDim()] / getGroupSize(meshShape, axes);
    Value group = state.getGroupIndex(op.getLoc(), axes);
    Value offset = arith::MulIOp::create(
        builder, op.getLoc(), group,
        arith::ConstantIndexOp::create(builder, op.getLoc(), chunk));
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

LogicalResult LinalgPartitioner::run() {
  if (!op.hasPureTensorSemantics())
    return op.emitOpError()
           << "cannot be partitioned: only linalg ops on tensors are supported";
  for (int64_t range : op.getStaticLoopRanges())
    if (ShapedType::isDynamic(range))
      return op.emitOpError() << "cannot be partitioned: dynamic loop ranges "
                                 "are not supported yet";
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  for (Value value : captured)
    if (isa<ShapedType>(value.getType()))
      return op.emitOpError() << "cannot be partitioned: its body uses a "
                                 "tensor defined outside of it";
  for (unsigned i = 0; i < op.getNumDpsInits(); ++i)
    combiners.push_back(getCombiner(op, i));

  int64_t meshRank = meshShape.size();
  auto freshSharding = [&] {
    LoopSharding sharding;
    sharding.loopAxes.resize(op.getNumLoops());
    sharding.keptPartial.assign(meshRank, std::nullopt);
    sharding.assigned.assign(meshRank, false);
    for (int64_t axis = 0; axis < meshRank; ++axis)
      sharding.assigned[axis] = meshShape[axis] == 1;
    return sharding;
  };

  // Annotation, kept partials and operands; then without what the operands
  // suggested; then nothing at all (fully replicated always works).
  LoopSharding full = freshSharding();
  assignFromAnnotation(full);
  assignKeptPartials(full);
  LoopSharding withoutOperands = full;
  assignFromOperands(full);
  LoopSharding replicated = freshSharding();
  for (LoopSharding *sharding : {&full, &withoutOperands, &replicated}) {
    FailureOr<LayoutPlan> plan = buildPlan(*sharding);
    if (succeeded(plan))
      return emit(*sharding, *plan);
  }
  return op.emitOpError() << "cannot be partitioned: no layout fits";
}

} // namespace

LogicalResult mlir::ap::partitionLinalgOp(linalg::LinalgOp op,
                                          PartitionState &state) {
  return LinalgPartitioner(op, state).run();
}
