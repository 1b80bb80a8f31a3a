//===- ShardingRuleOpInterface.cpp - One home per op family ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Sharding/ShardingRuleOpInterface.h"

#include "Shard/Redistribution/CommCostModel.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::ap;

#include "Shard/Sharding/ShardingRuleOpInterface.cpp.inc"

FailureOr<std::vector<ShardingStrategy>>
mlir::ap::getShardingStrategies(Operation *op, const StrategyContext &context,
                                std::string &reason) {
  auto rule = dyn_cast<ShardingRuleOpInterface>(op);
  if (!rule) {
    reason = "there is no sharding rule for this op";
    return failure();
  }
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
    if (auto shaped = dyn_cast<RankedTensorType>(type);
        shaped && !shaped.hasStaticShape()) {
      reason = "dynamic shapes are not supported yet";
      return failure();
    }
  return rule.getShardingStrategies(context, reason);
}

double mlir::ap::getLocalKernelTime(Operation *op,
                                    const TargetDescription &target) {
  if (!isa<ShardingRuleOpInterface>(op))
    return 0;
  static const int64_t kOneDevice[] = {1};
  AlphaBetaCostModel comm = target.getCommCostModel(kOneDevice);
  StrategyContext context;
  context.meshShape = kOneDevice;
  context.target = &target;
  context.commCostModel = &comm;
  context.keepPartials = false;
  std::string reason;
  FailureOr<std::vector<ShardingStrategy>> strategies =
      getShardingStrategies(op, context, reason);
  if (failed(strategies) || strategies->empty())
    return 0;
  double seconds = strategies->front().computeTime;
  for (const ShardingStrategy &strategy : *strategies)
    seconds = std::min(seconds, strategy.computeTime);
  return seconds;
}

SourceKind mlir::ap::getSourceKind(Operation *op,
                                   function_ref<SourceKind(Value)> kindOf) {
  if (auto rule = dyn_cast<ShardingRuleOpInterface>(op))
    return rule.getSourceKind(kindOf);
  return SourceKind::None;
}
