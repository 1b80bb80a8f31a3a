//===- ShardingRuleOpInterface.h - One home per op family -------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The interface through which ap-auto-shard (strategies and their cost) and
// ap-partition (per-device code) see an op family's sharding rule
// (ShardingRuleOpInterface.td). Models for upstream ops are registered by
// Shard/ShardingRules/ShardingRuleModels.h.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_INTERFACES_SHARDINGRULEOPINTERFACE_H
#define SHARD_INTERFACES_SHARDINGRULEOPINTERFACE_H

#include "Shard/Analysis/ShardingStrategies.h"

#include "mlir/IR/OpDefinition.h"

#include <string>
#include <vector>

namespace mlir {
namespace ap {
class PartitionState;
} // namespace ap
} // namespace mlir

#include "Shard/Interfaces/ShardingRuleOpInterface.h.inc"

#endif // SHARD_INTERFACES_SHARDINGRULEOPINTERFACE_H
