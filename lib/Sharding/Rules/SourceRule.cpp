//===- SourceRule.cpp - Sharding rules of empty tensors and constants -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Values that hold no data worth moving (data-free sources, Sources.h):
// `tensor.empty` and splat constants are built in any layout (the
// auto-sharder lets their consumers choose; the partitioner builds them in
// their annotated layout and rebuilds them in whatever layout a consumer
// needs, PartitionState::rematerialize). Other dense constants are held
// whole by every device. Fills of sources are sources too (LinalgRule.cpp).
//
//===----------------------------------------------------------------------===//

#include "Models.h"

#include "Shard/Sharding/PartitionState.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Sharding/Sources.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// One strategy per layout of the result: every layout, or only R.
std::vector<ShardingStrategy>
getSourceStrategies(RankedTensorType type, const StrategyContext &context,
                    bool replicatedOnly) {
  std::vector<ShardingStrategy> strategies;
  SmallVector<ShardingLayout> layouts =
      replicatedOnly
          ? SmallVector<ShardingLayout>{ShardingLayout(SmallVector<Placement>(
                context.meshShape.size(), Placement::replicate()))}
          : enumerateLayouts(context.meshShape, type.getShape(),
                             /*withPartial=*/false);
  for (ShardingLayout &layout : layouts) {
    ShardingStrategy strategy;
    strategy.results.push_back(std::move(layout));
    strategies.push_back(std::move(strategy));
  }
  return strategies;
}

struct EmptyRule
    : public ShardingRuleOpInterface::ExternalModel<EmptyRule,
                                                    tensor::EmptyOp> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *op, const StrategyContext &context,
                        std::string &reason) const {
    auto empty = cast<tensor::EmptyOp>(op);
    if (!empty.getType().hasStaticShape()) {
      reason = "dynamic shapes are not supported yet";
      return failure();
    }
    return getSourceStrategies(empty.getType(), context, false);
  }

  LogicalResult partition(Operation *op, PartitionState &state) const {
    auto empty = cast<tensor::EmptyOp>(op);
    if (!empty.getType().hasStaticShape())
      return op->emitOpError()
             << "cannot be partitioned: dynamic shapes are not supported yet";
    ShardingLayout layout =
        getAnnotatedLayout(op, 0).value_or(state.getReplicated());
    auto local = tensor::EmptyOp::create(
        state.getBuilder(), op->getLoc(),
        state.getLocalType(empty.getType(), layout).getShape(),
        empty.getType().getElementType());
    return defineResult(state, op, 0, local, layout);
  }

  SourceKind getSourceKind(Operation *op,
                           function_ref<SourceKind(Value)>) const {
    return cast<tensor::EmptyOp>(op).getType().hasStaticShape()
               ? SourceKind::Zero
               : SourceKind::None;
  }

  Value rematerialize(Operation *op, PartitionState &state,
                      const ShardingLayout &layout) const {
    auto empty = cast<tensor::EmptyOp>(op);
    RankedTensorType localType = state.getLocalType(empty.getType(), layout);
    return tensor::EmptyOp::create(state.getBuilder(), op->getLoc(),
                                   localType.getShape(),
                                   localType.getElementType());
  }
};

struct ConstantRule
    : public ShardingRuleOpInterface::ExternalModel<ConstantRule,
                                                    arith::ConstantOp> {
  static bool isSplat(arith::ConstantOp constant) {
    auto elements = dyn_cast<DenseElementsAttr>(constant.getValue());
    return elements && elements.isSplat();
  }

  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *op, const StrategyContext &context,
                        std::string &reason) const {
    auto constant = cast<arith::ConstantOp>(op);
    auto type = dyn_cast<RankedTensorType>(constant.getType());
    if (!type) {
      reason = "only tensor constants have layouts";
      return failure();
    }
    return getSourceStrategies(type, context, !isSplat(constant));
  }

  LogicalResult partition(Operation *op, PartitionState &state) const {
    auto constant = cast<arith::ConstantOp>(op);
    auto type = dyn_cast<RankedTensorType>(constant.getType());
    OpBuilder &builder = state.getBuilder();
    if (!type) {
      // A scalar is the same on every device.
      builder.clone(*op, state.getScalarMapping());
      return success();
    }
    std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0);
    // A splat is the same in every chunk: build it in the annotated layout
    // (without partial axes, which defineResult then adds correctly).
    if (isSplat(constant) && annotated) {
      FailureOr<ShardingLayout> layout = buildLayout(
          state.getMeshRank(), getDimAxes(*annotated, type.getRank()), {});
      if (failed(layout))
        return op->emitOpError() << "cannot be partitioned: no layout fits";
      RankedTensorType localType = state.getLocalType(type, *layout);
      auto elements = cast<DenseElementsAttr>(constant.getValue());
      auto local = arith::ConstantOp::create(
          builder, op->getLoc(), localType,
          DenseElementsAttr::get(localType,
                                 elements.getSplatValue<Attribute>()));
      return defineResult(state, op, 0, local, *layout);
    }
    // Otherwise every device holds the whole constant.
    Operation *local = builder.clone(*op);
    local->removeAttr(APDialect::getShardingAttrName());
    return defineResult(state, op, 0, local->getResult(0),
                        state.getReplicated());
  }

  SourceKind getSourceKind(Operation *op,
                           function_ref<SourceKind(Value)>) const {
    auto constant = cast<arith::ConstantOp>(op);
    if (!isa<RankedTensorType>(constant.getType()))
      return SourceKind::None;
    if (!isSplat(constant))
      return SourceKind::Replicated;
    return getSplatSourceKind(cast<DenseElementsAttr>(constant.getValue())
                                  .getSplatValue<Attribute>());
  }

  Value rematerialize(Operation *op, PartitionState &state,
                      const ShardingLayout &layout) const {
    auto constant = cast<arith::ConstantOp>(op);
    auto type = dyn_cast<RankedTensorType>(constant.getType());
    if (!type || !isSplat(constant))
      return Value();
    Attribute splat =
        cast<DenseElementsAttr>(constant.getValue()).getSplatValue<Attribute>();
    if (!canBuildSourceIn(getSplatSourceKind(splat), layout))
      return Value();
    RankedTensorType localType = state.getLocalType(type, layout);
    return arith::ConstantOp::create(state.getBuilder(), op->getLoc(),
                                     localType,
                                     DenseElementsAttr::get(localType, splat));
  }
};

} // namespace

void mlir::ap::attachEmptyRule(MLIRContext *context) {
  tensor::EmptyOp::attachInterface<EmptyRule>(*context);
}

void mlir::ap::attachConstantRule(MLIRContext *context) {
  arith::ConstantOp::attachInterface<ConstantRule>(*context);
}
