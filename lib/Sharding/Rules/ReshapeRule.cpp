//===- ReshapeRules.cpp - Sharding rule of collapse and expand shape ------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Reshapes map sharded dims onto sharded dims (docs/Partitioning.md):
// collapsing dims [a, b] keeps contiguous chunks only when the mesh axes of
// a split it completely (one row of b per chunk) before any axis splits b,
// so a collapsed dim's axes are split greedily onto its source dims, and an
// expanded group is valid only in that "prefix" form (ShardingRules.h).
// Reshapes are linear: partial values pass through.
//
//===----------------------------------------------------------------------===//

#include "Models.h"

#include "Shard/Sharding/PartitionState.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ap;

//===----------------------------------------------------------------------===//
// Geometry: how sharded dims map through a reshape
//===----------------------------------------------------------------------===//

namespace {

/// A reshape's two sides: `collapsed` has one dim per reassociation group,
/// `expanded` the dims of the groups.
struct ReshapeLayouts {
  ShardingLayout collapsed;
  ShardingLayout expanded;
};

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

/// From the collapsed side's layout: its dims' axes split major to minor
/// onto their groups (every dim but the last sharded one completely).
static FailureOr<ReshapeLayouts> reshapeFromCollapsed(
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

/// From the expanded side's layout, if every group is in that "prefix" form
/// (with `truncate`, axes that break it are dropped instead).
static FailureOr<ReshapeLayouts>
reshapeFromExpanded(ArrayRef<int64_t> meshShape, const ShardingLayout &expanded,
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

//===----------------------------------------------------------------------===//
// The rule
//===----------------------------------------------------------------------===//

namespace {

template <typename ReshapeOp, bool ResultIsCollapsed>
struct ReshapeRule : public ShardingRuleOpInterface::ExternalModel<
                         ReshapeRule<ReshapeOp, ResultIsCollapsed>, ReshapeOp> {
  static RankedTensorType getCollapsedType(ReshapeOp op) {
    return ResultIsCollapsed ? op.getResultType() : op.getSrcType();
  }
  static RankedTensorType getExpandedType(ReshapeOp op) {
    return ResultIsCollapsed ? op.getSrcType() : op.getResultType();
  }

  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *operation, const StrategyContext &context,
                        std::string &reason) const {
    auto op = cast<ReshapeOp>(operation);
    ArrayRef<int64_t> meshShape = context.meshShape;
    RankedTensorType collapsedType = getCollapsedType(op);
    RankedTensorType expandedType = getExpandedType(op);
    SmallVector<ReassociationIndices> groups = op.getReassociationIndices();
    StrategySet strategies;
    for (const ShardingLayout &collapsed :
         enumerateLayouts(meshShape, collapsedType.getShape(),
                          canBePartialSum(collapsedType))) {
      FailureOr<ReshapeLayouts> layouts = reshapeFromCollapsed(
          meshShape, collapsed, groups, expandedType.getShape());
      if (failed(layouts) ||
          !dividesShape(meshShape, layouts->expanded, expandedType.getShape()))
        continue;
      ShardingStrategy strategy;
      strategy.operands.push_back(ResultIsCollapsed ? layouts->expanded
                                                    : layouts->collapsed);
      strategy.results.push_back(ResultIsCollapsed ? layouts->collapsed
                                                   : layouts->expanded);
      strategies.add(std::move(strategy));
    }
    return strategies.take();
  }

  LogicalResult partition(Operation *operation, PartitionState &state) const {
    auto op = cast<ReshapeOp>(operation);
    RankedTensorType sourceType = op.getSrcType();
    RankedTensorType resultType = op.getResultType();
    if (!sourceType.hasStaticShape() || !resultType.hasStaticShape())
      return op.emitOpError()
             << "cannot be partitioned: dynamic shapes are not supported yet";
    FailureOr<ReshapeLayouts> layouts = chooseLayouts(op, state);
    if (failed(layouts))
      return failure();
    const ShardingLayout &sourceWanted =
        ResultIsCollapsed ? layouts->expanded : layouts->collapsed;
    const ShardingLayout &resultLayout =
        ResultIsCollapsed ? layouts->collapsed : layouts->expanded;
    FailureOr<Value> source = state.getLocal(op.getSrc(), sourceWanted, op);
    if (failed(source))
      return failure();
    RankedTensorType localType = state.getLocalType(resultType, resultLayout);
    auto local = ReshapeOp::create(state.getBuilder(), op.getLoc(), localType,
                                   *source, op.getReassociationIndices());
    return defineResult(state, op, 0, local, resultLayout);
  }

  /// The annotation's layouts (which must map), else as much of the
  /// source's layout as maps.
  static FailureOr<ReshapeLayouts> chooseLayouts(ReshapeOp op,
                                                 PartitionState &state) {
    SmallVector<ReassociationIndices> groups = op.getReassociationIndices();
    ArrayRef<int64_t> expandedShape = getExpandedType(op).getShape();
    ArrayRef<int64_t> meshShape = state.getMeshShape();
    if (std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0)) {
      FailureOr<ReshapeLayouts> layouts =
          ResultIsCollapsed
              ? reshapeFromCollapsed(meshShape, *annotated, groups,
                                     expandedShape)
              : reshapeFromExpanded(meshShape, *annotated, groups,
                                    expandedShape, /*truncate=*/false);
      if (failed(layouts))
        return op.emitOpError()
               << "cannot be partitioned with result sharding " << *annotated
               << ": a sharded dim must map to sharded dims, and the mesh "
                  "axes of a dim made of several dims must split them major "
                  "to minor (every dim but the last sharded one completely, "
                  "and a dim the mesh does not divide only before size-1 "
                  "dims)";
      return layouts;
    }
    const ShardingLayout &sourceLayout = state.getLayout(op.getSrc());
    if (ResultIsCollapsed)
      return reshapeFromExpanded(meshShape, sourceLayout, groups, expandedShape,
                                 /*truncate=*/true);
    // Expanding: keep as many of the source's axes as split cleanly.
    AxisLists axes = getDimAxes(sourceLayout, groups.size());
    auto partials = getPartials(sourceLayout);
    while (true) {
      FailureOr<ShardingLayout> collapsed =
          buildLayout(state.getMeshRank(), axes, partials);
      if (succeeded(collapsed)) {
        FailureOr<ReshapeLayouts> layouts =
            reshapeFromCollapsed(meshShape, *collapsed, groups, expandedShape);
        if (succeeded(layouts))
          return layouts;
      }
      // Drop the minor-most axis of the last sharded dim and retry.
      auto it = llvm::find_if(llvm::reverse(axes),
                              [](auto &list) { return !list.empty(); });
      if (it == axes.rend())
        return op.emitOpError() << "cannot be partitioned: no layout fits";
      it->pop_back();
    }
  }
};

} // namespace

void mlir::ap::attachReshapeRules(MLIRContext *context) {
  tensor::CollapseShapeOp::attachInterface<
      ReshapeRule<tensor::CollapseShapeOp, true>>(*context);
  tensor::ExpandShapeOp::attachInterface<
      ReshapeRule<tensor::ExpandShapeOp, false>>(*context);
}
