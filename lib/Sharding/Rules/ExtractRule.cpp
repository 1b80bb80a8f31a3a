//===- ExtractRule.cpp - Sharding rule of tensor.extract ------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// tensor.extract reads one element, at indices that may be dynamic (values
// computed by the program), into a scalar; scalars are the same on every
// device (PartitionState::getScalarMapping). The rule has one strategy: the
// source replicated, the element read on every device. A sharded or partial
// source is gathered or reduced first, a redistribution the planner prices
// and the plan's summary lists like any other.
//
// The cheaper alternative, each device reading its own chunk's element when
// the indices fall in it and a neutral value otherwise, then a scalar
// all-reduce over the sharded (and partial) axes, is not offered:
//  - the all-reduce would run inside the op, where neither the strategy's
//    cost (only a kernel time) nor the plan's summary (only the
//    redistributions between ops, which test/Integration/Differential/
//    plan-collectives.mlir checks against the partitioned program) can
//    state it; a scalar result cannot be partial in between either;
//  - the neutral value and the mask must be exact. 0 is, for integers and
//    index. For floats +0.0 is not: the owner's -0.0 plus the others'
//    +0.0 is +0.0 in any order (the runtime starts a float sum from its
//    first part, not from +0.0, precisely so that -0.0 parts sum to -0.0);
//    -0.0 is neutral for every float, NaN and inf included. The mask must
//    be a select: a multiply by 0 turns the other devices' NaN and inf
//    into NaN, which the sum then spreads to the owner's value.
// Doing it needs a strategy that can name a collective of its own; until
// then every device reads the element from the whole tensor, which is exact
// for every element type and every index, in range or not.
//
//===----------------------------------------------------------------------===//

#include "Models.h"

#include "Shard/Sharding/PartitionState.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Every mesh axis R: the source's layout.
ShardingLayout getReplicatedLayout(int64_t meshRank) {
  return ShardingLayout(
      SmallVector<Placement>(meshRank, Placement::replicate()));
}

struct ExtractRule
    : public ShardingRuleOpInterface::ExternalModel<ExtractRule,
                                                    tensor::ExtractOp> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *operation, const StrategyContext &context,
                        std::string &reason) const {
    auto op = cast<tensor::ExtractOp>(operation);
    if (!op.getTensor().getType().hasStaticShape()) {
      reason = "dynamic shapes are not supported yet";
      return failure();
    }
    ShardingLayout replicated = getReplicatedLayout(context.meshShape.size());
    ShardingStrategy strategy;
    // Operands: the source, then the indices (scalars).
    strategy.operands.push_back(replicated);
    strategy.operands.resize(op->getNumOperands(), std::nullopt);
    // No result layout: the scalar is the same on every device.
    strategy.computeTime =
        getCopyTime(context, getElementBytes(op.getResult().getType()));
    return std::vector<ShardingStrategy>{std::move(strategy)};
  }

  LogicalResult partition(Operation *operation, PartitionState &state) const {
    auto op = cast<tensor::ExtractOp>(operation);
    SmallVector<Value> indices;
    for (Value index : op.getIndices()) {
      Value local = state.getScalarMapping().lookupOrNull(index);
      if (!local)
        return op.emitOpError() << "uses an index the partitioner has not seen";
      indices.push_back(local);
    }
    FailureOr<Value> source =
        state.getLocal(op.getTensor(), state.getReplicated(), op);
    if (failed(source))
      return failure();
    auto local = tensor::ExtractOp::create(state.getBuilder(), op.getLoc(),
                                           *source, indices);
    state.getScalarMapping().map(op.getResult(), local.getResult());
    return success();
  }
};

} // namespace

void mlir::ap::attachExtractRule(MLIRContext *context) {
  tensor::ExtractOp::attachInterface<ExtractRule>(*context);
}
