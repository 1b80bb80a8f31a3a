//===- CollectivesOnDimZero.cpp - Every collective on the leading dim -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Moves the dim a gather, scatter or exchange acts on to the front with
// transposes (and, for an all_to_all between two dims, an expand and a
// collapse), so that a backend whose collectives act on dim 0 only (IREE's,
// NCCL's) can run it. See the pass description. A collective in flight
// (inside an ap.start) is rewritten around its start and wait, so that what
// ran while it was in flight still does.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/Passes.h"

#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APCOLLECTIVESONDIMZERO
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The permutation that moves `dim` of a rank-`rank` tensor to the front.
SmallVector<int64_t> frontPermutation(int64_t rank, int64_t dim) {
  SmallVector<int64_t> permutation{dim};
  for (int64_t d = 0; d < rank; ++d)
    if (d != dim)
      permutation.push_back(d);
  return permutation;
}

/// `value` transposed by `permutation` (result dim i = operand dim
/// permutation[i]); `value` itself for the identity.
Value transpose(OpBuilder &builder, Location loc, Value value,
                ArrayRef<int64_t> permutation) {
  if (llvm::equal(permutation, llvm::seq<int64_t>(0, permutation.size())))
    return value;
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  for (int64_t dim : permutation)
    shape.push_back(type.getDimSize(dim));
  Value init =
      tensor::EmptyOp::create(builder, loc, shape, type.getElementType());
  return linalg::TransposeOp::create(builder, loc, value, init, permutation)
      .getResult()[0];
}

RankedTensorType permuted(RankedTensorType type,
                          ArrayRef<int64_t> permutation) {
  SmallVector<int64_t> shape;
  for (int64_t dim : permutation)
    shape.push_back(type.getDimSize(dim));
  return type.clone(shape);
}

/// Whether `types` are all statically shaped (the rewrites reshape).
bool haveStaticShapes(TypeRange types) {
  return llvm::all_of(types, [](Type type) {
    return cast<RankedTensorType>(type).hasStaticShape();
  });
}

/// Where the ops around a rewritten collective go: its new operand is made
/// before it and its old result rebuilt after it; for a collective in
/// flight, before its ap.start and after its ap.wait (docs/Overlap.md), the
/// start's future and the wait taking the new collective's type, so that
/// the ops between the two still overlap the communication.
class Around {
public:
  explicit Around(Operation *collective)
      : collective(collective), start(getStartOf(collective)) {}

  /// Before the collective, or before its start: where its operand is made.
  void setInsertionPointBefore(OpBuilder &builder) {
    builder.setInsertionPoint(start ? start.getOperation() : collective);
  }

  /// Replaces the collective by `replacement`, built just before it (in the
  /// start's region for one in flight); `finish` builds, from the new
  /// result, the value that stands for the old one, after the collective or
  /// after the start's wait.
  void replace(PatternRewriter &rewriter, Operation *replacement,
               function_ref<Value(OpBuilder &, Value)> finish) {
    Value result = replacement->getResult(0);
    if (!start) {
      rewriter.setInsertionPoint(collective);
      rewriter.replaceOp(collective, finish(rewriter, result));
      return;
    }
    auto yield = cast<YieldOp>(start.getBody().front().getTerminator());
    rewriter.modifyOpInPlace(yield, [&] { yield->setOperand(0, result); });
    rewriter.eraseOp(collective);
    auto type = cast<RankedTensorType>(result.getType());
    rewriter.modifyOpInPlace(start, [&] {
      start.getFuture().setType(FutureType::get(rewriter.getContext(), type));
    });
    WaitOp wait = start.getWait();
    SmallVector<OpOperand *> readers = llvm::map_to_vector(
        wait.getResult().getUses(), [](OpOperand &use) { return &use; });
    rewriter.modifyOpInPlace(wait, [&] { wait.getResult().setType(type); });
    rewriter.setInsertionPointAfter(wait);
    Value value = finish(rewriter, wait.getResult());
    for (OpOperand *reader : readers)
      rewriter.modifyOpInPlace(reader->getOwner(), [&] { reader->set(value); });
  }

private:
  Operation *collective;
  StartOp start;
};

/// all_gather and reduce_scatter on dim d != 0: transposes around the same
/// collective on dim 0.
template <typename OpTy>
struct LeadingDimPattern : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    int64_t dim = op.getDim();
    if (dim == 0)
      return rewriter.notifyMatchFailure(op, "already on dim 0");
    if (!haveStaticShapes(op->getOperandTypes()) ||
        !haveStaticShapes(op->getResultTypes()))
      return rewriter.notifyMatchFailure(op, "dynamic shapes");
    auto resultType = cast<RankedTensorType>(op.getType());
    SmallVector<int64_t> permutation =
        frontPermutation(resultType.getRank(), dim);
    Location loc = op.getLoc();
    Around around(op);
    around.setInsertionPointBefore(rewriter);
    Value input = transpose(rewriter, loc, op.getInput(), permutation);
    // The same collective (mesh, axes, reduction) on dim 0.
    rewriter.setInsertionPoint(op);
    auto moved = cast<OpTy>(rewriter.clone(*op));
    rewriter.modifyOpInPlace(moved, [&] {
      moved->setOperand(0, input);
      moved.setDim(0);
      moved.getResult().setType(permuted(resultType, permutation));
    });
    around.replace(rewriter, moved, [&](OpBuilder &builder, Value result) {
      return transpose(builder, loc, result,
                       invertPermutationVector(permutation));
    });
    return success();
  }
};

/// all_to_all from split_dim s to concat_dim c: see the pass description.
struct AllToAllPattern : OpRewritePattern<AllToAllOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AllToAllOp op,
                                PatternRewriter &rewriter) const override {
    int64_t split = op.getSplitDim(), concat = op.getConcatDim();
    if (split == 0 && concat == 0)
      return rewriter.notifyMatchFailure(op, "already on dim 0");
    if (!haveStaticShapes(op->getOperandTypes()) ||
        !haveStaticShapes(op->getResultTypes()))
      return rewriter.notifyMatchFailure(op, "dynamic shapes");
    MeshOp mesh =
        lookupMesh(op, op.getMeshAttr(), [&] { return op.emitOpError(); });
    if (!mesh)
      return rewriter.notifyMatchFailure(op, "no mesh");
    int64_t groupSize = getGroupSize(mesh.getShape(), op.getMeshAxes());
    auto inputType = cast<RankedTensorType>(op.getInput().getType());
    int64_t rank = inputType.getRank();
    Location loc = op.getLoc();
    Around around(op);
    around.setInsertionPointBefore(rewriter);
    SmallVector<int64_t> toFront = frontPermutation(rank, split);
    Value input = transpose(rewriter, loc, op.getInput(), toFront);
    RankedTensorType frontType = permuted(inputType, toFront);
    // Exchange along dim 0 (split and concat there): chunk g of the result
    // is what member g sent.
    rewriter.setInsertionPoint(op);
    auto exchanged = AllToAllOp::create(
        rewriter, loc, frontType, input, op.getMeshAttr(),
        op.getMeshAxesAttr(), rewriter.getI64IntegerAttr(0),
        rewriter.getI64IntegerAttr(0));
    around.replace(rewriter, exchanged, [&](OpBuilder &builder, Value result) {
      return placeChunks(builder, loc, result, frontType, toFront, concat,
                         groupSize);
    });
    return success();
  }

  /// The exchanged `result` (`frontType`, the operand with the split dim
  /// moved to the front by `toFront`) with member g's chunk moved to
  /// `g * size(concat)` and the dims back in the operand's order.
  static Value placeChunks(OpBuilder &builder, Location loc, Value result,
                           RankedTensorType frontType,
                           ArrayRef<int64_t> toFront, int64_t concat,
                           int64_t groupSize) {
    int64_t rank = frontType.getRank();
    // The split dim, now in front, is not the concat dim.
    if (toFront.front() != concat) {
      // [S, rest...] -> [G, S/G, rest...].
      SmallVector<int64_t> expandedShape{groupSize,
                                         frontType.getDimSize(0) / groupSize};
      llvm::append_range(expandedShape, frontType.getShape().drop_front());
      SmallVector<ReassociationIndices> expandGroups{{0, 1}};
      for (int64_t d = 2; d < rank + 1; ++d)
        expandGroups.push_back({d});
      Value expanded = tensor::ExpandShapeOp::create(
          builder, loc, frontType.clone(expandedShape), result, expandGroups);
      // Move G just before the concat dim: [S/G, ..., G, C, ...].
      int64_t concatAt =
          1 + llvm::find(toFront, concat) - toFront.begin(); // in expanded
      SmallVector<int64_t> order;
      for (int64_t d = 1; d < rank + 1; ++d) {
        if (d == concatAt)
          order.push_back(0);
        order.push_back(d);
      }
      Value gathered = transpose(builder, loc, expanded, order);
      // Merge (G, C): member g's chunk at g * size(C).
      SmallVector<ReassociationIndices> collapseGroups;
      for (int64_t d = 0; d < rank + 1; ++d) {
        if (d == concatAt)
          continue;
        if (d == concatAt - 1)
          collapseGroups.push_back({d, d + 1});
        else
          collapseGroups.push_back({d});
      }
      result = tensor::CollapseShapeOp::create(builder, loc, gathered,
                                               collapseGroups);
    }
    return transpose(builder, loc, result, invertPermutationVector(toFront));
  }
};

struct APCollectivesOnDimZeroPass
    : public ap::impl::APCollectivesOnDimZeroBase<APCollectivesOnDimZeroPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<LeadingDimPattern<AllGatherOp>,
                 LeadingDimPattern<ReduceScatterOp>, AllToAllPattern>(
        &getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
