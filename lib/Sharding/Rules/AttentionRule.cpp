//===- AttentionRule.cpp - Sharding rule of the attention ops -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap.attention and ap.attention_grad are loop nests over their maps
// (Attention.h) and are sharded by the loop rule (LoopRule.h): the batch
// loops (batch, key/value heads) split every operand alike; the m loops
// (queries, GQA groups) split Q, O, L, dO and dQ while K and V stay whole
// and the backward's dK and dV are partial sums over the devices, except a
// causal mask's query loop, whose local mask would need the device's
// offset. The n and head-dim loops are not split: a split n would need the
// softmax's rescaling across devices (context parallelism). The kernel
// costs the flash FLOPs (Attention.h) and the bytes of its operands and
// results: no scores or probabilities in memory (docs/Attention.md).
//
//===----------------------------------------------------------------------===//

#include "LoopRule.h"
#include "Models.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The loop view of an attention op: the maps in operand order, the
/// loops the rule may split.
template <typename OpTy>
LoopShardingInfo getAttentionLoopInfo(OpTy op, const AttentionLoops &loops) {
  constexpr bool isBackward = std::is_same_v<OpTy, AttentionGradOp>;
  SmallVector<std::optional<AffineMap>> operandMaps = {
      loops.query, loops.key, loops.value};
  if (loops.mask)
    operandMaps.push_back(*loops.mask);
  SmallVector<AffineMap> resultMaps;
  if constexpr (isBackward) {
    operandMaps.append({loops.output, loops.lse, loops.output});
    resultMaps = {loops.query, loops.key, loops.value};
  } else {
    resultMaps = {loops.output, loops.lse};
  }
  SmallVector<bool> shardable;
  for (auto [loop, role] : llvm::enumerate(loops.roles)) {
    bool isCausalQuery =
        loops.causal && static_cast<int64_t>(loop) == loops.causal->first;
    shardable.push_back(role == AttentionRole::Batch ||
                        (role == AttentionRole::M && !isCausalQuery));
  }
  // The backward's dK and dV sum over the queries: split m loops leave
  // them partial sums. (The forward's results index every split loop.)
  SmallVector<std::optional<ReductionKind>> combiners(resultMaps.size());
  if constexpr (isBackward)
    combiners.assign(resultMaps.size(), ReductionKind::Sum);
  return LoopShardingInfo::forLoops(op, operandMaps, resultMaps, loops.ranges,
                                    shardable, combiners);
}

template <typename OpTy>
struct AttentionRule
    : public ShardingRuleOpInterface::ExternalModel<AttentionRule<OpTy>,
                                                    OpTy> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *op, const StrategyContext &context,
                        std::string &reason) const {
    auto attention = cast<OpTy>(op);
    constexpr bool isBackward = std::is_same_v<OpTy, AttentionGradOp>;
    AttentionLoops loops = attention.getLoops();
    ArrayRef<int64_t> meshShape = context.meshShape;
    Type elementType = attention.getQuery().getType().getElementType();
    return getLoopStrategies(
        getAttentionLoopInfo(attention, loops), context,
        [&](ArrayRef<int64_t> loopShards, const LayoutPlan &plan) {
          // Every split loop is a batch or m loop: it divides the rows.
          double shards = 1;
          for (int64_t each : loopShards)
            shards *= each;
          KernelWork work;
          work.flops = getAttentionFlops(loops, isBackward) / shards;
          for (auto [layout, operand] :
               llvm::zip_equal(plan.operands, op->getOperands()))
            work.bytes += getLocalBytes(
                meshShape, *layout, cast<RankedTensorType>(operand.getType()));
          for (auto [layout, result] :
               llvm::zip_equal(plan.results, op->getResults()))
            work.bytes += getLocalBytes(
                meshShape, layout, cast<RankedTensorType>(result.getType()));
          return getKernelTime(*context.target, work, elementType);
        });
  }

  LogicalResult partition(Operation *op, PartitionState &state) const {
    auto attention = cast<OpTy>(op);
    return partitionWithLoopRule(
        getAttentionLoopInfo(attention, attention.getLoops()), state);
  }
};

} // namespace

void mlir::ap::attachAttentionRules(MLIRContext *context) {
  AttentionOp::attachInterface<AttentionRule<AttentionOp>>(*context);
  AttentionGradOp::attachInterface<AttentionRule<AttentionGradOp>>(*context);
}
