//===- ShardingRuleOpInterface.h - One home per op family -------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The interface through which ap-auto-shard (strategies, their cost, data-free
// sources) and ap-partition (per-device code) see an op family's sharding
// rule (ShardingRuleOpInterface.td). The project's models are registered by
// Shard/Sharding/ShardingRuleModels.h.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SHARDING_SHARDINGRULEOPINTERFACE_H
#define SHARD_SHARDING_SHARDINGRULEOPINTERFACE_H

#include "Shard/Sharding/Strategy.h"

#include "mlir/IR/OpDefinition.h"

#include <string>
#include <vector>

namespace mlir {
namespace ap {
class PartitionState;
} // namespace ap
} // namespace mlir

#include "Shard/Sharding/ShardingRuleOpInterface.h.inc"

namespace mlir {
namespace ap {

/// Whether `op` has a sharding rule (implements ShardingRuleOpInterface).
inline bool hasShardingRule(Operation *op) {
  return isa<ShardingRuleOpInterface>(op);
}

/// Every strategy of `op` (its rule's), deduplicated, in a deterministic
/// order. Fails with `reason` set for ops without a rule or with dynamic
/// shapes.
FailureOr<std::vector<ShardingStrategy>>
getShardingStrategies(Operation *op, const StrategyContext &context,
                      std::string &reason);

/// Seconds `op`'s kernel takes on one device as the op is typed (per-device
/// code: its shapes are the device's), by its rule's cost on a one-device
/// mesh; 0 for ops without a rule (views, collectives, ...).
double getLocalKernelTime(Operation *op, const TargetDescription &target);

/// The source kind of `op` (SourceKind::None for ops without a rule), with
/// `kindOf` giving what its operands hold.
SourceKind getSourceKind(Operation *op, function_ref<SourceKind(Value)> kindOf);

} // namespace ap
} // namespace mlir

#endif // SHARD_SHARDING_SHARDINGRULEOPINTERFACE_H
