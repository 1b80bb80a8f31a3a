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

#include "Shard/Interfaces/ShardingRuleOpInterface.h"
#include "Shard/Partition/PartitionState.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ap;

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
