//===- MergeCollectives.cpp - One collective for two of the same kind -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Two collectives of one kind over disjoint axes become one over the
// flattened group. Whether and over which order is CollectiveCombining's
// rule; this file finds the pairs and decides what may sit between them:
// for all_reduce, ops that only move elements (they commute with an
// element-wise reduction); for reduce_scatter and all_gather, nothing
// (docs/CollectiveOptimizations.md). Collectives in flight (docs/Overlap.md)
// merge too: the pair is found through the first's wait, and the merged
// collective stays in the second's start.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/CollectiveCombining.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "ap-merge-collectives"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APMERGECOLLECTIVES
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Asks the combining rule about `first` then `second`, counts the verdict,
/// and on Combine replaces the two with one collective.
LogicalResult mergeIfDecided(PatternRewriter &rewriter, Operation *first,
                             Operation *second,
                             const MeshCostModels &costModels, bool always,
                             CombineCounts &counts) {
  CollectiveCombination combination =
      decideCombination(first, second, costModels, always);
  counts.record(combination.verdict);
  if (combination.verdict != CombineVerdict::Combine)
    return rewriter.notifyMatchFailure(second, combination.reason);
  LLVM_DEBUG(llvm::dbgs() << "merging " << *first << "\n  and " << *second
                          << "\n  over [";
             llvm::interleaveComma(combination.meshAxes, llvm::dbgs());
             llvm::dbgs() << "], " << combination.chainCost << " s -> "
                          << combination.combinedCost << " s\n");
  combineCollectives(rewriter, first, second, combination.meshAxes);
  return success();
}

/// all_reduce(A) -> moves -> all_reduce(B) => moves -> all_reduce(A ++ B).
struct MergeAllReduces : public OpRewritePattern<AllReduceOp> {
  MergeAllReduces(MLIRContext *context, const MeshCostModels &costModels,
                  bool always, CombineCounts &counts)
      : OpRewritePattern(context), costModels(costModels), always(always),
        counts(counts) {}

  LogicalResult matchAndRewrite(AllReduceOp second,
                                PatternRewriter &rewriter) const override {
    Value value = second.getInput();
    // Where the pair lives: the block of the second, or of its start.
    Block *block = getResultOutside(second).getParentBlock();
    Operation *first = nullptr;
    while (!first) {
      Operation *producer = value.getDefiningOp();
      if (!producer)
        return rewriter.notifyMatchFailure(
            second, "the operand is not produced by an op");
      if (producer->getBlock() != block)
        return rewriter.notifyMatchFailure(second,
                                           "the pair crosses a block boundary");
      // Another use would see the value reduced over A only.
      if (!value.hasOneUse())
        return rewriter.notifyMatchFailure(
            second, "a value between the all_reduces has another use");
      // The all_reduce itself, or its wait when it is in flight.
      Operation *collective = getCollectiveOf(value);
      if (isa_and_present<AllReduceOp>(collective)) {
        first = collective;
        break;
      }
      value = getMovedTensor(producer);
      if (!value)
        return rewriter.notifyMatchFailure(second, [&](Diagnostic &diag) {
          diag << "'" << producer->getName()
               << "' between the all_reduces does not only move elements";
        });
    }
    return mergeIfDecided(rewriter, first, second, costModels, always, counts);
  }

  const MeshCostModels &costModels;
  bool always;
  CombineCounts &counts;
};

/// op(A) -> op(B) => op(combined) for reduce_scatter and all_gather, whose
/// second collective must read the first's result directly.
template <typename CollectiveOp>
struct MergeDirectPair : public OpRewritePattern<CollectiveOp> {
  MergeDirectPair(MLIRContext *context, const MeshCostModels &costModels,
                  bool always, CombineCounts &counts)
      : OpRewritePattern<CollectiveOp>(context), costModels(costModels),
        always(always), counts(counts) {}

  LogicalResult matchAndRewrite(CollectiveOp second,
                                PatternRewriter &rewriter) const override {
    Value input = second.getInput();
    // The first collective, or its wait when it is in flight.
    Operation *collective = getCollectiveOf(input);
    auto first = dyn_cast_or_null<CollectiveOp>(collective);
    if (!first)
      return rewriter.notifyMatchFailure(
          second, "the operand is not a collective of the same kind");
    if (getResultOutside(first).getParentBlock() !=
        getResultOutside(second).getParentBlock())
      return rewriter.notifyMatchFailure(second,
                                         "the pair crosses a block boundary");
    if (!input.hasOneUse())
      return rewriter.notifyMatchFailure(
          second, "the first collective's result has another use");
    return mergeIfDecided(rewriter, first, second, costModels, always, counts);
  }

  const MeshCostModels &costModels;
  bool always;
  CombineCounts &counts;
};

struct APMergeCollectivesPass
    : public ap::impl::APMergeCollectivesBase<APMergeCollectivesPass> {
  using Base::Base;

  void runOnOperation() override {
    MeshCostModels costModels;
    if (failed(costModels.initialize(getOperation(), getArgument())))
      return signalPassFailure();
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    CombineCounts allReduces, reduceScatters, allGathers;
    patterns.add<MergeAllReduces>(context, costModels, always, allReduces);
    patterns.add<MergeDirectPair<ReduceScatterOp>>(context, costModels, always,
                                                   reduceScatters);
    patterns.add<MergeDirectPair<AllGatherOp>>(context, costModels, always,
                                               allGathers);
    // One forward walk: each pattern is rooted at the later collective and
    // only erases ops before it, so a chain of three merges as the walk
    // reaches each; nothing else is folded, each pair is decided once.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    if (report)
      emitRemark(getOperation().getLoc())
          << "ap-merge-collectives: merged " << allReduces.combined
          << " all_reduce, " << reduceScatters.combined << " reduce_scatter, "
          << allGathers.combined << " all_gather pair(s); refused: "
          << allReduces.refusedByCost + reduceScatters.refusedByCost +
                 allGathers.refusedByCost
          << " by the cost model, "
          << allReduces.refusedByGroups + reduceScatters.refusedByGroups +
                 allGathers.refusedByGroups
          << " by the mesh's groups";
  }
};

} // namespace
