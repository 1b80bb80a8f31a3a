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

#ifndef SHARD_LIB_SHARDING_RULES_LOOPRULE_H
#define SHARD_LIB_SHARDING_RULES_LOOPRULE_H

#include "Shard/Sharding/PartitionState.h"
#include "Shard/Sharding/Strategy.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir {
namespace ap {

//===----------------------------------------------------------------------===//
// The loops of an op: maps, combiners, linearity (LoopGeometry.cpp)
//===----------------------------------------------------------------------===//

/// The reduction output `initIndex` accumulates with over the reduction
/// loops: the yield is `combine(out, x)` with `out` used only there and
/// `combine` in the combiner table (CombinerTable.h) for its element type.
std::optional<ReductionKind> getCombiner(linalg::LinalgOp op,
                                         unsigned initIndex);

/// How a value depends on the partial-sum operands of an op: not at all
/// (equal on every device), linearly and homogeneously (a partial sum of
/// the result), or otherwise.
enum class Linearity { Constant, Linear, NonLinear };

/// The one rule for which ops partial sums pass through: what `op` (an
/// arith op on scalars or whole tensors) makes of operands in `operands`.
/// Sums and differences of two partial terms, a partial term times or
/// divided by a shared value, negation and a select on a shared condition
/// are linear; anything else (every cast included) is not.
Linearity classifyLinearity(Operation *op, ArrayRef<Linearity> operands);

/// Whether every yielded value is a linear, homogeneous function of the
/// block arguments marked in `partialArgs` (the others equal on all devices),
/// and no op with an effect (a cf.assert, a print) reads one of them.
bool yieldsAreLinear(linalg::LinalgOp op, ArrayRef<bool> partialArgs);

/// The loop indexing dim `dim` of a map, if a plain loop variable.
std::optional<int64_t> getPlainLoop(AffineMap map, unsigned dim);

/// An op seen as nested loops over its operands (the loop rule, shared by
/// linalg structured ops and elementwise ops on whole tensors): per tensor
/// operand and result an indexing map, per loop parallel or reduction, per
/// result the combiner of its reduction. An elementwise op on tensors of
/// rank r is r parallel loops with identity maps, so `arith.addf` on
/// tensors and `linalg.add` are sharded by the same rule.
class LoopShardingInfo {
public:
  /// A linalg structured op on tensors.
  explicit LoopShardingInfo(linalg::LinalgOp op);
  /// An op with the Elementwise trait and one ranked tensor result.
  static LoopShardingInfo forElementwise(Operation *op);
  /// Another op that is a loop nest (ap.attention): one map per tensor
  /// operand (none for the others) and per result; only the `shardable`
  /// loops may be sharded, as parallel loops (the others are seen as
  /// reductions without a combiner). A result that does not index a split
  /// loop is a partial result of its entry in `resultCombiners` (the
  /// backward's dK and dV over split queries, sums); without one such a
  /// loop is not shardable.
  static LoopShardingInfo
  forLoops(Operation *op, ArrayRef<std::optional<AffineMap>> operandMaps,
           ArrayRef<AffineMap> resultMaps, ArrayRef<int64_t> loopRanges,
           ArrayRef<bool> shardable,
           ArrayRef<std::optional<ReductionKind>> resultCombiners = {});

  Operation *getOp() const { return op; }
  int64_t getNumLoops() const { return iterators.size(); }
  ArrayRef<int64_t> getLoopRanges() const { return loopRanges; }
  /// The indexing map of operand `number`; none for non-tensor operands.
  std::optional<AffineMap> getOperandMap(unsigned number) const {
    return operandMaps[number];
  }
  AffineMap getResultMap(unsigned index) const { return resultMaps[index]; }
  /// Operand numbers of the tensor inputs (not the outputs a linalg op
  /// writes into).
  ArrayRef<unsigned> getTensorInputs() const { return tensorInputs; }
  bool isReduction(int64_t loop) const {
    return iterators[loop] == utils::IteratorType::reduction;
  }
  /// The collective reduction of result `index`'s combiner (CombinerTable).
  std::optional<ReductionKind> getCombiner(unsigned index) const {
    return combiners[index];
  }
  /// Every operand indexes `loop` by at most one dim, only as a plain loop
  /// variable, and a reduction loop needs a combiner for every output.
  bool isShardable(int64_t loop) const;
  /// Whether operand `number` is an output the body reads (an accumulator).
  bool isUsedInit(unsigned number) const { return usedInits[number]; }
  /// The result an output operand `number` is tied to.
  unsigned getTiedResult(unsigned number) const { return number - numInputs; }
  /// Whether partial sums of the inputs `partialInputs` (operand numbers)
  /// pass through the op (classifyLinearity); used outputs are partial too
  /// then.
  bool passesPartials(ArrayRef<unsigned> partialInputs) const;

private:
  LoopShardingInfo() = default;

  Operation *op = nullptr;
  bool isLinalg = false;
  unsigned numInputs = 0;
  SmallVector<std::optional<AffineMap>> operandMaps;
  SmallVector<AffineMap> resultMaps;
  SmallVector<utils::IteratorType> iterators;
  SmallVector<int64_t> loopRanges;
  SmallVector<std::optional<ReductionKind>> combiners;
  SmallVector<bool> usedInits;
  SmallVector<unsigned> tensorInputs;
};

/// The layouts an op needs its operands in and gives its results in.
struct LayoutPlan {
  SmallVector<std::optional<ShardingLayout>> operands; // none for scalars
  SmallVector<ShardingLayout> results;
};

/// The layouts a loop sharding implies, checked against the shapes; fails
/// when they do not divide or the model rejects them.
FailureOr<LayoutPlan> getLoopLayouts(const LoopShardingInfo &info,
                                     const LoopSharding &sharding,
                                     ArrayRef<int64_t> meshShape);

//===----------------------------------------------------------------------===//
// The rule: strategies and partitioning (LoopRule.cpp)
//===----------------------------------------------------------------------===//

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

//===----------------------------------------------------------------------===//
// Padded iterations (PaddedIterations.cpp)
//===----------------------------------------------------------------------===//

/// A loop that the mesh does not divide runs over padded chunks: the last
/// devices iterate past the loop's real range, over padding whose values
/// the program never defined (docs/Partitioning.md, "Uneven loops"). What
/// an iteration there computes must be inert: a padded reduction iteration
/// leaves the accumulators unchanged (every output yields
/// `select(valid, combined, out)`), and no padded iteration may trap or have
/// an effect (an integer division or remainder divides by
/// `select(valid, d, 1)`, a `cf.assert` checks `cond or not valid`, any other
/// op that has an effect or may trap runs under `scf.if valid`). `valid` is
/// `index < range` for every padded loop, with `index` the loop's global
/// index (the loop rule adds the device's offset to every `linalg.index`
/// afterwards).
///
/// Makes `local`, the per-device clone of `info`'s op sharded as
/// `loopAxes` says, inert on its padded iterations. Returns the op that
/// replaces it (a generic, when it had to be generalized: a named linalg
/// op, or an elementwise op on tensors), or `local` itself; fails with a
/// diagnostic at the original op when an op of the body cannot be guarded.
FailureOr<Operation *> maskPaddedIterations(const LoopShardingInfo &info,
                                            const AxisLists &loopAxes,
                                            ArrayRef<int64_t> meshShape,
                                            Operation *local,
                                            OpBuilder &builder);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SHARDING_RULES_LOOPRULE_H
