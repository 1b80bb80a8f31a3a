//===- APOpRules.cpp - Sharding rules of the ops that pin layouts ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap.annotate and ap.redistribute pin layouts: each has one strategy, the
// annotated layout in and out (an annotation costs nothing) or the source
// layout in and the target out (priced as the redistribution planner's
// cheapest plan). ap-partition fetches the operand in the pinned layout and
// aliases the result to it.
//
//===----------------------------------------------------------------------===//

#include "Models.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Redistribution/RedistributionPlanner.h"
#include "Shard/Sharding/PartitionState.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Target/CostModel.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

std::vector<ShardingStrategy> getPinnedStrategy(const ShardingLayout &from,
                                                const ShardingLayout &to,
                                                double time) {
  ShardingStrategy strategy;
  strategy.operands.push_back(from);
  strategy.results.push_back(to);
  strategy.computeTime = time;
  return {strategy};
}

struct AnnotateRule
    : public ShardingRuleOpInterface::ExternalModel<AnnotateRule, AnnotateOp> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *op, const StrategyContext &,
                        std::string &) const {
    ShardingLayout layout = cast<AnnotateOp>(op).getSharding().getLayout();
    return getPinnedStrategy(layout, layout, 0);
  }

  LogicalResult partition(Operation *op, PartitionState &state) const {
    auto annotate = cast<AnnotateOp>(op);
    ShardingLayout layout = annotate.getSharding().getLayout();
    FailureOr<Value> local = state.getLocal(annotate.getInput(), layout, op);
    if (failed(local))
      return failure();
    state.defineAlias(annotate.getResult(), annotate.getInput(), *local,
                      layout);
    return success();
  }
};

struct RedistributeRule
    : public ShardingRuleOpInterface::ExternalModel<RedistributeRule,
                                                    RedistributeOp> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *op, const StrategyContext &context,
                        std::string &reason) const {
    auto redistribute = cast<RedistributeOp>(op);
    ShardingLayout source = redistribute.getSource().getLayout();
    ShardingLayout target = redistribute.getTarget().getLayout();
    double time = 0;
    if (context.commCostModel) {
      auto type = cast<RankedTensorType>(redistribute.getType());
      RedistributionProblem problem{context.meshShape, type.getShape(),
                                    getElementBytes(type)};
      llvm::Expected<RedistributionPlan> plan =
          planRedistribution(problem, source, target, *context.commCostModel);
      if (!plan) {
        reason = llvm::toString(plan.takeError());
        return failure();
      }
      time = plan->cost;
    }
    return getPinnedStrategy(source, target, time);
  }

  LogicalResult partition(Operation *op, PartitionState &state) const {
    auto redistribute = cast<RedistributeOp>(op);
    const ShardingLayout &has = state.getLayout(redistribute.getInput());
    ShardingLayout source = redistribute.getSource().getLayout();
    if (!areEquivalent(state.getMeshShape(), has, source))
      return op->emitOpError()
             << "redistributes from " << source << " but its operand is " << has
             << " at this point; the annotations disagree";
    ShardingLayout target = redistribute.getTarget().getLayout();
    FailureOr<Value> local =
        state.getLocal(redistribute.getInput(), target, op);
    if (failed(local))
      return failure();
    state.defineAlias(redistribute.getResult(), redistribute.getInput(), *local,
                      target);
    return success();
  }
};

} // namespace

void mlir::ap::attachAPOpRules(MLIRContext *context) {
  AnnotateOp::attachInterface<AnnotateRule>(*context);
  RedistributeOp::attachInterface<RedistributeRule>(*context);
}
