//===- ShardingRuleModels.h - The project's sharding rules ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Registers the ShardingRuleOpInterface models of upstream ops, one family
// per line of lib/Sharding/Rules/Rules.def (docs/ShardingRules.md lists
// them). A compiler embedding Shard calls this on its registry
// (registerAllShardDialects does); its own ops join by attaching models of
// their own.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SHARDING_SHARDINGRULEMODELS_H
#define SHARD_SHARDING_SHARDINGRULEMODELS_H

namespace mlir {
class DialectRegistry;
namespace ap {

void registerShardingRuleModels(DialectRegistry &registry);

} // namespace ap
} // namespace mlir

#endif // SHARD_SHARDING_SHARDINGRULEMODELS_H
