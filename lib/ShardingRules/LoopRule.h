//===- LoopRule.h - The loop rule of linalg and elementwise ops -*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Linalg structured ops and elementwise ops on whole tensors are both loops
// over their operands (LoopShardingInfo), and are sharded by one rule
// (docs/Partitioning.md): every mesh axis shards one shardable loop
// (operand and result dims indexed by it are sharded; a sharded reduction
// loop leaves the outputs partial of their combiner's reduction), keeps the
// partial sums of inputs the body is linear in, or is replicated. The
// auto-sharder enumerates every such assignment; the partitioner picks one
// from the annotations and the operands' layouts. Both get the layouts from
// getLoopLayouts.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SHARDINGRULES_LOOPRULE_H
#define SHARD_LIB_SHARDINGRULES_LOOPRULE_H

#include "Shard/Analysis/CostModel.h"
#include "Shard/Analysis/ShardingStrategies.h"
#include "Shard/Partition/PartitionState.h"

namespace mlir {
namespace ap {

/// The kernel time of one strategy, given how many shards each loop is cut
/// into.
using LoopKernelTime =
    function_ref<double(ArrayRef<int64_t> loopShards, const LayoutPlan &plan)>;

/// Every strategy of the loop rule, deduplicated.
std::vector<ShardingStrategy> getLoopStrategies(const LoopShardingInfo &info,
                                                const StrategyContext &context,
                                                LoopKernelTime kernelTime);

/// The loop rule's per-device op: the roles from the result annotation,
/// partial inputs and the operands' sharded dims (falling back to fewer
/// roles, then to replication), the operands fetched in their layouts, the
/// op cloned with local types and `linalg.index` of sharded loops offset to
/// the global index.
LogicalResult partitionWithLoopRule(const LoopShardingInfo &info,
                                    PartitionState &state);

/// Checks that a linalg op can be sharded (tensors, static loop ranges, no
/// tensor captured by the body); sets `reason` otherwise.
LogicalResult checkShardableLinalgOp(linalg::LinalgOp op, std::string &reason);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SHARDINGRULES_LOOPRULE_H
