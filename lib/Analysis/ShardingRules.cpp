//===- ShardingRules.cpp - Which layouts an op can work in ----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Analysis/ShardingRules.h"

#include "Shard/Dialect/AP/IR/CombinerTable.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::ap;

FailureOr<ShardingLayout>
mlir::ap::buildLayout(int64_t meshRank, const AxisLists &dimAxes,
                      ArrayRef<std::pair<int64_t, ReductionKind>> partials) {
  SmallVector<Placement> placements(meshRank, Placement::replicate());
  SmallVector<DimShardOrder> orders;
  for (auto [dim, axes] : llvm::enumerate(dimAxes)) {
    for (int64_t axis : axes)
      placements[axis] = Placement::shard(dim);
    if (!axes.empty())
      orders.push_back(
          DimShardOrder{static_cast<int64_t>(dim), {axes.begin(), axes.end()}});
  }
  for (auto [axis, kind] : partials)
    placements[axis] = Placement::partial(kind);
  llvm::Expected<ShardingLayout> layout =
      ShardingLayout::get(placements, orders);
  if (!layout) {
    llvm::consumeError(layout.takeError());
    return failure();
  }
  return *layout;
}

AxisLists mlir::ap::getDimAxes(const ShardingLayout &layout, int64_t rank) {
  AxisLists lists(rank);
  for (int64_t dim = 0; dim < rank; ++dim) {
    SmallVector<int64_t> axes = layout.getShardingAxes(dim);
    lists[dim].assign(axes.begin(), axes.end());
  }
  return lists;
}

SmallVector<std::pair<int64_t, ReductionKind>>
mlir::ap::getPartials(const ShardingLayout &layout) {
  SmallVector<std::pair<int64_t, ReductionKind>> partials;
  for (int64_t axis : layout.getPartialAxes())
    partials.push_back({axis, layout.getPlacements()[axis].getReduction()});
  return partials;
}

//===----------------------------------------------------------------------===//
// Linalg structured ops
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

bool mlir::ap::isZeroScalar(Attribute scalar) {
  return matchPattern(scalar, m_AnyZeroFloat()) ||
         matchPattern(scalar, m_Zero());
}

bool mlir::ap::isZeroScalar(Value scalar) {
  return matchPattern(scalar, m_AnyZeroFloat()) ||
         matchPattern(scalar, m_Zero());
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

bool LoopShardingInfo::isShardable(int64_t loop) const {
  if (isReduction(loop) &&
      llvm::any_of(combiners, [](auto kind) { return !kind.has_value(); }))
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

//===----------------------------------------------------------------------===//
// Reshapes and slices
//===----------------------------------------------------------------------===//

namespace {

int64_t getAxesSize(ArrayRef<int64_t> meshShape, ArrayRef<int64_t> axes) {
  return getGroupSize(meshShape, axes);
}

/// Splits the ordered `axes` of one dim onto the dims of sizes `sizes` it is
/// made of (major to minor): every dim but the last one used must be split
/// completely. Fails when the axes do not fit.
FailureOr<AxisLists> splitAxes(ArrayRef<int64_t> meshShape,
                               ArrayRef<int64_t> axes,
                               ArrayRef<int64_t> sizes) {
  AxisLists lists(sizes.size());
  size_t next = 0;
  for (auto [dim, size] : llvm::enumerate(sizes)) {
    if (next == axes.size())
      break;
    int64_t used = 1;
    while (next < axes.size() && used < size &&
           size % (used * meshShape[axes[next]]) == 0) {
      used *= meshShape[axes[next]];
      lists[dim].push_back(axes[next++]);
    }
    if (next < axes.size() && used != size)
      return failure();
  }
  if (next != axes.size())
    return failure();
  return lists;
}

/// Whether dim `dim` of a group of dims (sizes `sizes`) is padded (its axes
/// do not divide it) while another dim of the group has a size > 1: its
/// padding would then sit inside the collapsed dim's chunks (a dim after it
/// puts the padding between its rows; a dim before it, split completely,
/// starts each device's chunk at a multiple of the padded dim's real size,
/// not of the chunk's).
bool padsInside(ArrayRef<int64_t> meshShape, const AxisLists &lists,
                ArrayRef<int64_t> sizes, int64_t dim) {
  if (sizes[dim] % getAxesSize(meshShape, lists[dim]) == 0)
    return false;
  for (auto [other, size] : llvm::enumerate(sizes))
    if (static_cast<int64_t>(other) != dim && size != 1)
      return true;
  return false;
}

/// Whether the axis lists of a group of dims (sizes `sizes`) describe
/// contiguous chunks of the collapsed dim: every dim before the last sharded
/// one is split completely, and that one is padded only if every other dim
/// of the group has size 1.
bool isPrefixForm(ArrayRef<int64_t> meshShape, const AxisLists &lists,
                  ArrayRef<int64_t> sizes) {
  int64_t last = -1;
  for (auto [dim, axes] : llvm::enumerate(lists))
    if (!axes.empty())
      last = dim;
  for (int64_t dim = 0; dim < last; ++dim)
    if (getAxesSize(meshShape, lists[dim]) != sizes[dim])
      return false;
  return last < 0 || !padsInside(meshShape, lists, sizes, last);
}

/// The longest prefix-form part of a group's axis lists (later dims lose
/// their axes).
AxisLists truncateToPrefixForm(ArrayRef<int64_t> meshShape, AxisLists lists,
                               ArrayRef<int64_t> sizes) {
  bool keep = true;
  for (auto [dim, axes] : llvm::enumerate(lists)) {
    if (keep && padsInside(meshShape, lists, sizes, dim))
      keep = false;
    if (!keep) {
      axes.clear();
      continue;
    }
    if (getAxesSize(meshShape, axes) != sizes[dim])
      keep = false;
  }
  return lists;
}

} // namespace

FailureOr<ReshapeLayouts> mlir::ap::reshapeFromCollapsed(
    ArrayRef<int64_t> meshShape, const ShardingLayout &collapsed,
    ArrayRef<ReassociationIndices> groups, ArrayRef<int64_t> expandedShape) {
  AxisLists collapsedAxes = getDimAxes(collapsed, groups.size());
  AxisLists expandedAxes(expandedShape.size());
  for (auto [index, group] : llvm::enumerate(groups)) {
    SmallVector<int64_t> sizes;
    for (int64_t dim : group)
      sizes.push_back(expandedShape[dim]);
    FailureOr<AxisLists> split =
        splitAxes(meshShape, collapsedAxes[index], sizes);
    if (failed(split))
      return failure();
    for (auto [position, dim] : llvm::enumerate(group))
      expandedAxes[dim] = (*split)[position];
  }
  FailureOr<ShardingLayout> expanded =
      buildLayout(meshShape.size(), expandedAxes, getPartials(collapsed));
  if (failed(expanded))
    return failure();
  return ReshapeLayouts{collapsed, *expanded};
}

FailureOr<ReshapeLayouts>
mlir::ap::reshapeFromExpanded(ArrayRef<int64_t> meshShape,
                              const ShardingLayout &expanded,
                              ArrayRef<ReassociationIndices> groups,
                              ArrayRef<int64_t> expandedShape, bool truncate) {
  AxisLists expandedAxes = getDimAxes(expanded, expandedShape.size());
  AxisLists collapsedAxes(groups.size());
  for (auto [index, group] : llvm::enumerate(groups)) {
    AxisLists lists;
    SmallVector<int64_t> sizes;
    for (int64_t dim : group) {
      lists.push_back(expandedAxes[dim]);
      sizes.push_back(expandedShape[dim]);
    }
    if (!isPrefixForm(meshShape, lists, sizes)) {
      if (!truncate)
        return failure();
      lists = truncateToPrefixForm(meshShape, lists, sizes);
    }
    for (auto [position, dim] : llvm::enumerate(group)) {
      expandedAxes[dim] = lists[position];
      collapsedAxes[index].append(lists[position]);
    }
  }
  auto partials = getPartials(expanded);
  FailureOr<ShardingLayout> fixedExpanded =
      buildLayout(meshShape.size(), expandedAxes, partials);
  FailureOr<ShardingLayout> collapsed =
      buildLayout(meshShape.size(), collapsedAxes, partials);
  if (failed(fixedExpanded) || failed(collapsed))
    return failure();
  return ReshapeLayouts{*collapsed, *fixedExpanded};
}

bool mlir::ap::takesWhole(ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                          ArrayRef<int64_t> strides, int64_t dim,
                          int64_t size) {
  return offsets[dim] == 0 && sizes[dim] == size && strides[dim] == 1;
}

bool SliceGeometry::isWhole(int64_t dim) const {
  return llvm::is_contained(keptDims, dim) &&
         takesWhole(offsets, sizes, strides, dim, bigShape[dim]);
}

FailureOr<SliceLayouts> mlir::ap::getSliceLayoutsFromBig(
    ArrayRef<int64_t> meshShape, const SliceGeometry &geometry,
    const ShardingLayout &big, bool dropCut, int64_t *cutDim) {
  int64_t bigRank = geometry.bigShape.size();
  AxisLists bigAxes = getDimAxes(big, bigRank);
  for (int64_t dim = 0; dim < bigRank; ++dim) {
    if (bigAxes[dim].empty() || geometry.isWhole(dim))
      continue;
    if (!dropCut) {
      if (cutDim)
        *cutDim = dim;
      return failure();
    }
    bigAxes[dim].clear();
  }
  AxisLists smallAxes;
  for (int64_t dim : geometry.keptDims)
    smallAxes.push_back(bigAxes[dim]);
  auto partials = getPartials(big);
  FailureOr<ShardingLayout> bigLayout =
      buildLayout(meshShape.size(), bigAxes, partials);
  FailureOr<ShardingLayout> smallLayout =
      buildLayout(meshShape.size(), smallAxes, partials);
  if (failed(bigLayout) || failed(smallLayout))
    return failure();
  return SliceLayouts{*bigLayout, *smallLayout};
}

FailureOr<SliceLayouts> mlir::ap::getSliceLayoutsFromSmall(
    ArrayRef<int64_t> meshShape, const SliceGeometry &geometry,
    const ShardingLayout &small, int64_t *cutDim) {
  AxisLists smallAxes = getDimAxes(small, geometry.keptDims.size());
  AxisLists bigAxes(geometry.bigShape.size());
  for (auto [smallDim, bigDim] : llvm::enumerate(geometry.keptDims)) {
    if (smallAxes[smallDim].empty())
      continue;
    if (!geometry.isWhole(bigDim)) {
      if (cutDim)
        *cutDim = smallDim;
      return failure();
    }
    bigAxes[bigDim] = smallAxes[smallDim];
  }
  FailureOr<ShardingLayout> bigLayout =
      buildLayout(meshShape.size(), bigAxes, getPartials(small));
  if (failed(bigLayout))
    return failure();
  return getSliceLayoutsFromBig(meshShape, geometry, *bigLayout,
                                /*dropCut=*/false, cutDim);
}
