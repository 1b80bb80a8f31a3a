//===- InitAllExtensions.h - Register every Shard extension -----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_INITALLEXTENSIONS_H
#define SHARD_INITALLEXTENSIONS_H

#include "Shard/Sharding/ShardingRuleModels.h"

#include "mlir/IR/DialectRegistry.h"

namespace mlir {
namespace ap {

/// Adds every extension of upstream dialects the project provides: the
/// sharding rules of their ops (Shard::ShardingRules).
inline void registerAllShardExtensions(DialectRegistry &registry) {
  registerShardingRuleModels(registry);
}

} // namespace ap
} // namespace mlir

#endif // SHARD_INITALLEXTENSIONS_H
