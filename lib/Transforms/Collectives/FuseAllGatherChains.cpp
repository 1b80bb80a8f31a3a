//===- FuseAllGatherChains.cpp - One all_gather for a chain of two --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// `ap.all_gather` over axes A on dim d, then views that compose to the
// identity (or none), then `ap.all_gather` over axes B on dim d becomes one
// `ap.all_gather` over B ++ A that reads the first gather's operand. Whether
// and over which order is CollectiveCombining's rule; this file finds the
// chains and decides whether the views between the gathers compose to the
// identity (docs/CollectiveOptimizations.md). Gathers in flight
// (docs/Overlap.md) fuse too: the chain is followed through the first's
// wait, and the fused gather stays in the second's start.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/CollectiveCombining.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "ap-fuse-all-gather-chains"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APFUSEALLGATHERCHAINS
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Follows a tensor through views and tells whether they compose to the
/// identity. Every element of the current tensor is named by the digits of
/// its index; the tracker splits the dims of the starting tensor into
/// factors ("atoms", each a digit of a row-major index) and records which
/// atoms, major to minor, make up each current dim. A transpose permutes
/// the dims, a collapse concatenates their atoms, an expand splits a dim's
/// atoms (splitting an atom in two where a new dim boundary falls inside
/// it; a boundary that cuts an atom unevenly is not followed). The views
/// are the identity exactly when every current dim is made of the same
/// atoms, in the same order, as the starting dim at its position.
class ViewTracker {
public:
  /// Fails for a type with dynamic dims, or without elements (an empty dim
  /// has no digits to follow, and its gathers move nothing).
  static FailureOr<ViewTracker> start(RankedTensorType type) {
    if (!type.hasStaticShape() || type.getNumElements() == 0)
      return failure();
    ViewTracker tracker;
    for (int64_t size : type.getShape()) {
      SmallVector<unsigned> atoms;
      if (size != 1)
        atoms.push_back(tracker.addAtom(size));
      tracker.startDims.push_back(atoms);
    }
    tracker.dims = tracker.startDims;
    return tracker;
  }

  /// Applies one view op (getMovedTensor(op) non-null); fails when its
  /// effect cannot be followed.
  LogicalResult apply(Operation *op) {
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!resultType || !resultType.hasStaticShape())
      return failure();
    if (auto transpose = dyn_cast<linalg::TransposeOp>(op)) {
      SmallVector<SmallVector<unsigned>> permuted;
      for (int64_t source : transpose.getPermutation())
        permuted.push_back(dims[source]);
      dims = std::move(permuted);
      return success();
    }
    if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op)) {
      SmallVector<SmallVector<unsigned>> collapsed;
      for (const ReassociationIndices &group :
           collapse.getReassociationIndices()) {
        SmallVector<unsigned> &atoms = collapsed.emplace_back();
        for (int64_t source : group)
          llvm::append_range(atoms, dims[source]);
      }
      dims = std::move(collapsed);
      return success();
    }
    if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
      SmallVector<SmallVector<unsigned>> expanded(resultType.getRank());
      for (auto [source, group] :
           llvm::enumerate(expand.getReassociationIndices())) {
        SmallVector<unsigned> atoms = dims[source];
        size_t next = 0;
        for (int64_t target : group) {
          int64_t left = resultType.getDimSize(target);
          while (left > 1) {
            if (next == atoms.size())
              return failure();
            int64_t size = atomSizes[atoms[next]];
            if (left % size == 0) {
              left /= size;
              expanded[target].push_back(atoms[next++]);
              continue;
            }
            if (size % left != 0)
              return failure();
            auto [major, minor] = split(atoms[next], left);
            atoms[next] = minor;
            expanded[target].push_back(major);
            left = 1;
          }
        }
        if (next != atoms.size())
          return failure();
      }
      dims = std::move(expanded);
      return success();
    }
    if (auto cast = dyn_cast<tensor::CastOp>(op))
      return success(cast.getSource().getType() == resultType);
    return failure();
  }

  bool isIdentity() const { return dims == startDims; }

private:
  unsigned addAtom(int64_t size) {
    atomSizes.push_back(size);
    return atomSizes.size() - 1;
  }

  /// Splits `atom` into a major atom of `majorSize` and the minor rest,
  /// everywhere it appears.
  std::pair<unsigned, unsigned> split(unsigned atom, int64_t majorSize) {
    unsigned major = addAtom(majorSize);
    unsigned minor = addAtom(atomSizes[atom] / majorSize);
    for (SmallVector<SmallVector<unsigned>> *layout : {&startDims, &dims})
      for (SmallVector<unsigned> &atoms : *layout) {
        auto *it = llvm::find(atoms, atom);
        if (it == atoms.end())
          continue;
        *it = minor;
        atoms.insert(it, major);
      }
    return {major, minor};
  }

  SmallVector<int64_t> atomSizes;
  SmallVector<SmallVector<unsigned>> startDims;
  SmallVector<SmallVector<unsigned>> dims;
};

struct FuseAllGatherChain : public OpRewritePattern<AllGatherOp> {
  FuseAllGatherChain(MLIRContext *context, const MeshCostModels &costModels,
                     bool always, CombineCounts &counts)
      : OpRewritePattern(context), costModels(costModels), always(always),
        counts(counts) {}

  LogicalResult matchAndRewrite(AllGatherOp second,
                                PatternRewriter &rewriter) const override {
    // Back from the second gather through single-use views to the first.
    SmallVector<Operation *> views;
    Value value = second.getInput();
    // Where the chain lives: the block of the second, or of its start.
    Block *block = getResultOutside(second).getParentBlock();
    AllGatherOp first;
    while (!first) {
      Operation *producer = value.getDefiningOp();
      if (!producer)
        return rewriter.notifyMatchFailure(
            second, "the operand is not produced by an op");
      if (producer->getBlock() != block)
        return rewriter.notifyMatchFailure(
            second, "the chain crosses a block boundary");
      if (!value.hasOneUse())
        return rewriter.notifyMatchFailure(
            second, "an intermediate of the chain has another use");
      // The gather itself, or its wait when it is in flight.
      Operation *collective = getCollectiveOf(value);
      first = dyn_cast_or_null<AllGatherOp>(collective);
      if (first)
        break;
      value = getMovedTensor(producer);
      if (!value)
        return rewriter.notifyMatchFailure(second, [&](Diagnostic &diag) {
          diag << "'" << producer->getName()
               << "' between the gathers is not a view";
        });
      views.push_back(producer);
    }

    FailureOr<ViewTracker> tracker =
        ViewTracker::start(first.getResult().getType());
    if (failed(tracker))
      return rewriter.notifyMatchFailure(
          second, "the first gather's result has dynamic dims or no "
                  "elements");
    for (Operation *view : llvm::reverse(views))
      if (failed(tracker->apply(view)))
        return rewriter.notifyMatchFailure(view, "a view the tracker cannot "
                                                 "follow");
    if (!tracker->isIdentity())
      return rewriter.notifyMatchFailure(
          second, "the views between the gathers are not the identity");

    CollectiveCombination combination =
        decideCombination(first, second, costModels, always);
    counts.record(combination.verdict);
    if (combination.verdict != CombineVerdict::Combine)
      return rewriter.notifyMatchFailure(second, combination.reason);

    LLVM_DEBUG(llvm::dbgs()
                   << "fusing " << first << "\n  and " << second
                   << "\n  across " << views.size() << " view(s): axes [";
               llvm::interleaveComma(combination.meshAxes, llvm::dbgs());
               llvm::dbgs() << "], " << combination.chainCost << " s -> "
                            << combination.combinedCost << " s\n");
    // The views are the identity: the second gather reads the first's
    // result directly, and the views (and transposes' inits) go.
    rewriter.modifyOpInPlace(second, [&] {
      second.getInputMutable().assign(getResultOutside(first));
    });
    // What the views read besides the chain (a transpose's init).
    SetVector<Operation *> otherProducers;
    for (Operation *view : views) {
      for (Value operand : view->getOperands().drop_front())
        if (Operation *producer = operand.getDefiningOp())
          otherProducers.insert(producer);
      rewriter.eraseOp(view);
    }
    for (Operation *producer : otherProducers)
      if (isOpTriviallyDead(producer))
        rewriter.eraseOp(producer);
    combineCollectives(rewriter, first, second, combination.meshAxes);
    return success();
  }

  const MeshCostModels &costModels;
  bool always;
  CombineCounts &counts;
};

struct APFuseAllGatherChainsPass
    : public ap::impl::APFuseAllGatherChainsBase<APFuseAllGatherChainsPass> {
  using Base::Base;

  void runOnOperation() override {
    MeshCostModels costModels;
    if (failed(costModels.initialize(getOperation(), getArgument())))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    CombineCounts counts;
    patterns.add<FuseAllGatherChain>(&getContext(), costModels, always, counts);
    // One forward walk: the pattern is rooted at the later gather and only
    // erases ops before it, so a chain of three fuses as the walk reaches
    // each gather; nothing else is folded, and each chain is decided (and
    // counted) once.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    if (report)
      emitRemark(getOperation().getLoc())
          << "ap-fuse-all-gather-chains: " << counts.combined
          << " chain(s) fused; refused: " << counts.refusedByCost
          << " by the cost model, " << counts.refusedByGroups
          << " by the mesh's groups";
  }
};

} // namespace
