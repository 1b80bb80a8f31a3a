//===- ShardingRuleOpInterface.cpp - One home per op family ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Sharding/ShardingRuleOpInterface.h"

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

SourceKind mlir::ap::getSourceKind(Operation *op,
                                   function_ref<SourceKind(Value)> kindOf) {
  if (auto rule = dyn_cast<ShardingRuleOpInterface>(op))
    return rule.getSourceKind(kindOf);
  return SourceKind::None;
}
