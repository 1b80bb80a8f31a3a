//===- LoopGeometry.cpp - The loops of linalg and elementwise ops ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The geometry of the loop rule (LoopRule.h): an op seen as loops over its
// operands, which loops can be sharded, which partial sums pass through the
// body, and the layouts a loop sharding implies.
//
//===----------------------------------------------------------------------===//

#include "LoopRule.h"

#include "Shard/Dialect/AP/IR/CombinerTable.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::ap;

//===----------------------------------------------------------------------===//
// Loops, combiners and linearity
//===----------------------------------------------------------------------===//

/// The reduction that the body applies to output `initIndex` over the
/// reduction loops: the yielded value must be `combine(out, x)` with `out`
/// the output's block argument used nowhere else, and `combine` in the
/// combiner table for the output's element type.
std::optional<ReductionKind> mlir::ap::getCombiner(linalg::LinalgOp op,
                                                   unsigned initIndex) {
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  BlockArgument out =
      op.getMatchingBlockArgument(op.getDpsInitOperand(initIndex));
  Operation *combiner = yield.getOperand(initIndex).getDefiningOp();
  if (!combiner || combiner->getBlock() != body || !out.hasOneUse() ||
      !llvm::is_contained(combiner->getOperands(), Value(out)))
    return std::nullopt;
  return getCollectiveReduction(combiner, out.getType());
}

Linearity mlir::ap::classifyLinearity(Operation *op,
                                      ArrayRef<Linearity> operands) {
  auto count = [&](Linearity kind) { return llvm::count(operands, kind); };
  if (count(Linearity::NonLinear) > 0)
    return Linearity::NonLinear;
  if (count(Linearity::Linear) == 0)
    return Linearity::Constant;
  // x + y is linear; x + c is not (the c would be counted per device).
  if (isa<arith::AddFOp, arith::AddIOp, arith::SubFOp, arith::SubIOp>(op))
    return count(Linearity::Linear) == 2 ? Linearity::Linear
                                         : Linearity::NonLinear;
  if (isa<arith::MulFOp, arith::MulIOp>(op))
    return count(Linearity::Linear) == 1 ? Linearity::Linear
                                         : Linearity::NonLinear;
  if (isa<arith::DivFOp>(op))
    return operands[0] == Linearity::Linear &&
                   operands[1] == Linearity::Constant
               ? Linearity::Linear
               : Linearity::NonLinear;
  // Casts are not linear: a partial sum of narrow floats is their sum
  // rounded to the narrow type, so widening the parts first skips that
  // rounding (bf16 256 + 1 is 256, but 257 in f32), narrowing (truncf)
  // rounds each part before the sum, and integer extensions do not commute
  // with wrapping sums. Negation is exact.
  if (isa<arith::NegFOp>(op))
    return Linearity::Linear;
  if (isa<arith::SelectOp>(op))
    return operands[0] == Linearity::Constant &&
                   operands[1] == Linearity::Linear &&
                   operands[2] == Linearity::Linear
               ? Linearity::Linear
               : Linearity::NonLinear;
  return Linearity::NonLinear;
}

/// Whether every yielded value is a linear, homogeneous function of the
/// block arguments marked in `partialArgs` (the others are the same on every
/// device): then summing the op's results over devices equals the op applied
/// to the summed operands, so partial sums pass through it.
bool mlir::ap::yieldsAreLinear(linalg::LinalgOp op,
                               ArrayRef<bool> partialArgs) {
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
    Linearity result;
    if (inner.getNumRegions() > 0) {
      // Whatever a nested region computes from a partial value (scf.if,
      // scf.execute_region...) is not known to be linear.
      SetVector<Value> captured;
      getUsedValuesDefinedAbove(inner.getRegions(), captured);
      for (Value value : captured)
        operands.push_back(classOf(value));
      result = llvm::all_of(
                   operands,
                   [](Linearity kind) { return kind == Linearity::Constant; })
                   ? Linearity::Constant
                   : Linearity::NonLinear;
    } else {
      result = classifyLinearity(&inner, operands);
    }
    // An effect that reads a partial value (a cf.assert of it, a print)
    // would see each device's part, not the value.
    if (!isMemoryEffectFree(&inner) &&
        llvm::any_of(operands, [](Linearity kind) {
          return kind != Linearity::Constant;
        }))
      return false;
    for (Value value : inner.getResults())
      classes[value] = result;
  }
  for (Value yielded : body->getTerminator()->getOperands())
    if (classOf(yielded) != Linearity::Linear)
      return false;
  return true;
}

/// The loop that dim `dim` of an operand with indexing map `map` is indexed
/// by, if that index is a plain loop variable.
std::optional<int64_t> mlir::ap::getPlainLoop(AffineMap map, unsigned dim) {
  if (auto loop = dyn_cast<AffineDimExpr>(map.getResult(dim)))
    return loop.getPosition();
  return std::nullopt;
}

LoopShardingInfo::LoopShardingInfo(linalg::LinalgOp linalgOp)
    : op(linalgOp), isLinalg(true), numInputs(linalgOp.getNumDpsInputs()),
      iterators(linalgOp.getIteratorTypesArray()),
      loopRanges(linalgOp.getStaticLoopRanges()) {
  SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  for (OpOperand &operand : op->getOpOperands()) {
    unsigned number = operand.getOperandNumber();
    bool isTensor = isa<RankedTensorType>(operand.get().getType());
    operandMaps.push_back(isTensor ? std::optional(maps[number])
                                   : std::nullopt);
    usedInits.push_back(
        linalgOp.isDpsInit(&operand) &&
        !linalgOp.getMatchingBlockArgument(&operand).use_empty());
    if (isTensor && number < numInputs)
      tensorInputs.push_back(number);
  }
  for (unsigned index = 0; index < linalgOp.getNumDpsInits(); ++index) {
    resultMaps.push_back(maps[numInputs + index]);
    combiners.push_back(ap::getCombiner(linalgOp, index));
  }
}

LoopShardingInfo LoopShardingInfo::forElementwise(Operation *op) {
  LoopShardingInfo info;
  info.op = op;
  info.numInputs = op->getNumOperands();
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  int64_t rank = resultType.getRank();
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(rank, op->getContext());
  info.iterators.assign(rank, utils::IteratorType::parallel);
  info.loopRanges.assign(resultType.getShape().begin(),
                         resultType.getShape().end());
  for (OpOperand &operand : op->getOpOperands()) {
    bool isTensor = isa<RankedTensorType>(operand.get().getType());
    info.operandMaps.push_back(isTensor ? std::optional(identity)
                                        : std::nullopt);
    info.usedInits.push_back(false);
    if (isTensor)
      info.tensorInputs.push_back(operand.getOperandNumber());
  }
  info.resultMaps.push_back(identity);
  info.combiners.push_back(std::nullopt);
  return info;
}

LoopShardingInfo
LoopShardingInfo::forLoops(Operation *op,
                           ArrayRef<std::optional<AffineMap>> operandMaps,
                           ArrayRef<AffineMap> resultMaps,
                           ArrayRef<int64_t> loopRanges,
                           ArrayRef<bool> shardable,
                           ArrayRef<std::optional<ReductionKind>>
                               resultCombiners) {
  LoopShardingInfo info;
  info.op = op;
  info.numInputs = op->getNumOperands();
  info.operandMaps.assign(operandMaps.begin(), operandMaps.end());
  info.resultMaps.assign(resultMaps.begin(), resultMaps.end());
  info.loopRanges.assign(loopRanges.begin(), loopRanges.end());
  for (bool each : shardable)
    info.iterators.push_back(each ? utils::IteratorType::parallel
                                  : utils::IteratorType::reduction);
  info.combiners.assign(resultMaps.size(), std::nullopt);
  if (!resultCombiners.empty())
    info.combiners.assign(resultCombiners.begin(), resultCombiners.end());
  info.usedInits.assign(op->getNumOperands(), false);
  for (auto [number, map] : llvm::enumerate(operandMaps))
    if (map)
      info.tensorInputs.push_back(number);
  return info;
}

bool LoopShardingInfo::isShardable(int64_t loop) const {
  if (isReduction(loop) &&
      llvm::any_of(combiners, [](auto kind) { return !kind.has_value(); }))
    return false;
  // A parallel loop a result does not index (only loop nests that are not
  // linalg ops have one) leaves that result partial: it needs a combiner.
  if (!isReduction(loop))
    for (auto [map, combiner] : llvm::zip_equal(resultMaps, combiners))
      if (!map.isFunctionOfDim(loop) && !combiner)
        return false;
  SmallVector<AffineMap> maps(resultMaps);
  for (const std::optional<AffineMap> &map : operandMaps)
    if (map)
      maps.push_back(*map);
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

bool LoopShardingInfo::passesPartials(ArrayRef<unsigned> partialInputs) const {
  SmallVector<bool> partial(op->getNumOperands(), false);
  for (unsigned number : partialInputs)
    partial[number] = true;
  if (!isLinalg) {
    SmallVector<Linearity> operands;
    for (bool isPartial : partial)
      operands.push_back(isPartial ? Linearity::Linear : Linearity::Constant);
    return classifyLinearity(op, operands) == Linearity::Linear;
  }
  for (auto [number, used] : llvm::enumerate(usedInits))
    if (used)
      partial[number] = true;
  return yieldsAreLinear(cast<linalg::LinalgOp>(op), partial);
}

FailureOr<LayoutPlan> mlir::ap::getLoopLayouts(const LoopShardingInfo &info,
                                               const LoopSharding &sharding,
                                               ArrayRef<int64_t> meshShape) {
  Operation *op = info.getOp();
  int64_t meshRank = meshShape.size();
  LayoutPlan plan;
  // Axes that shard a reduction loop leave the outputs partial.
  SmallVector<int64_t> reductionAxes;
  for (auto [loop, axes] : llvm::enumerate(sharding.loopAxes))
    if (info.isReduction(loop))
      reductionAxes.append(axes.begin(), axes.end());

  auto layoutFor = [&](AffineMap map, ArrayRef<int64_t> shape,
                       ArrayRef<std::pair<int64_t, ReductionKind>> partials)
      -> FailureOr<ShardingLayout> {
    AxisLists dimAxes(map.getNumResults());
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
    unsigned number = operand.getOperandNumber();
    std::optional<AffineMap> map = info.getOperandMap(number);
    if (!map) {
      plan.operands.push_back(std::nullopt);
      continue;
    }
    SmallVector<std::pair<int64_t, ReductionKind>> partials;
    for (const auto &[axis, kept] : sharding.keptPartials)
      if (llvm::is_contained(kept.second, number))
        partials.push_back({axis, kept.first});
    if (info.isUsedInit(number))
      for (int64_t axis : reductionAxes)
        partials.push_back(
            {axis, *info.getCombiner(info.getTiedResult(number))});
    FailureOr<ShardingLayout> layout = layoutFor(
        *map, cast<RankedTensorType>(operand.get().getType()).getShape(),
        partials);
    if (failed(layout))
      return failure();
    plan.operands.push_back(*layout);
  }
  for (unsigned index = 0; index < op->getNumResults(); ++index) {
    SmallVector<std::pair<int64_t, ReductionKind>> partials;
    for (int64_t axis : reductionAxes)
      partials.push_back({axis, *info.getCombiner(index)});
    // A split parallel loop the result does not index (a loop nest's: the
    // queries of dK and dV) leaves it partial as well.
    for (auto [loop, axes] : llvm::enumerate(sharding.loopAxes))
      if (!info.isReduction(loop) &&
          !info.getResultMap(index).isFunctionOfDim(loop))
        for (int64_t axis : axes)
          partials.push_back({axis, *info.getCombiner(index)});
    for (const auto &[axis, kept] : sharding.keptPartials)
      partials.push_back({axis, kept.first});
    auto shape =
        cast<RankedTensorType>(op->getResult(index).getType()).getShape();
    FailureOr<ShardingLayout> layout =
        layoutFor(info.getResultMap(index), shape, partials);
    if (failed(layout))
      return failure();
    plan.results.push_back(*layout);
  }
  return plan;
}
