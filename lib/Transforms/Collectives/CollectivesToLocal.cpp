//===- CollectivesToLocal.cpp - One rank's compute, without its peers -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// For timing one rank of a per-device program on one device: every
// collective becomes a local op with its result's shape and no
// communication. The program no longer computes what it did; see the pass
// description.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APCOLLECTIVESTOLOCAL
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Chunk 0 of `value` along `dim`, `size` long: what rank 0 of an
/// ap.shard_slice keeps (createShardChunk).
Value takeFirst(OpBuilder &builder, Location loc, Value value, int64_t dim,
                int64_t size) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = size;
  RankedTensorType chunk = type.clone(shape);
  // A chunk without elements copies nothing (and a slice at offset 0 of an
  // empty dim does not verify).
  if (chunk.hasStaticShape() && chunk.getNumElements() == 0)
    return tensor::EmptyOp::create(builder, loc, chunk.getShape(),
                                   chunk.getElementType());
  return createShardChunk(builder, loc, value, chunk, dim,
                          builder.getIndexAttr(0));
}

/// `copies` copies of `value` concatenated along `dim`.
Value repeat(OpBuilder &builder, Location loc, Value value, int64_t dim,
             int64_t copies) {
  if (copies == 1)
    return value;
  SmallVector<Value> parts(copies, value);
  return tensor::ConcatOp::create(builder, loc, dim, parts);
}

/// The ratio of two static sizes, if one divides the other exactly.
std::optional<int64_t> getRatio(int64_t larger, int64_t smaller) {
  if (ShapedType::isDynamic(larger) || ShapedType::isDynamic(smaller) ||
      smaller <= 0 || larger % smaller != 0)
    return std::nullopt;
  return larger / smaller;
}

struct LocalAllReduce : OpRewritePattern<AllReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, op.getInput());
    return success();
  }
};

struct LocalAllGather : OpRewritePattern<AllGatherOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllGatherOp op,
                                PatternRewriter &rewriter) const override {
    int64_t dim = op.getDim();
    std::optional<int64_t> copies =
        getRatio(op.getType().getDimSize(dim),
                 op.getInput().getType().getDimSize(dim));
    if (!copies)
      return rewriter.notifyMatchFailure(op, "no whole number of copies");
    rewriter.replaceOp(
        op, repeat(rewriter, op.getLoc(), op.getInput(), dim, *copies));
    return success();
  }
};

/// reduce_scatter and shard_slice: the first chunk of the operand.
template <typename OpTy>
struct LocalFirstChunk : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    int64_t dim = op.getDim();
    int64_t size = op.getType().getDimSize(dim);
    if (ShapedType::isDynamic(size) ||
        size > op.getInput().getType().getDimSize(dim))
      return rewriter.notifyMatchFailure(op, "a chunk past the operand");
    rewriter.replaceOp(
        op, takeFirst(rewriter, op.getLoc(), op.getInput(), dim, size));
    return success();
  }
};

struct LocalAllToAll : OpRewritePattern<AllToAllOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllToAllOp op,
                                PatternRewriter &rewriter) const override {
    int64_t split = op.getSplitDim(), concat = op.getConcatDim();
    if (split == concat) {
      rewriter.replaceOp(op, op.getInput());
      return success();
    }
    RankedTensorType input = op.getInput().getType(), result = op.getType();
    std::optional<int64_t> copies =
        getRatio(result.getDimSize(concat), input.getDimSize(concat));
    int64_t chunk = result.getDimSize(split);
    if (!copies || ShapedType::isDynamic(chunk))
      return rewriter.notifyMatchFailure(op, "no whole number of chunks");
    Location loc = op.getLoc();
    Value first = takeFirst(rewriter, loc, op.getInput(), split, chunk);
    rewriter.replaceOp(op, repeat(rewriter, loc, first, concat, *copies));
    return success();
  }
};

struct LocalGroupIndex : OpRewritePattern<GroupIndexOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(GroupIndexOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::ConstantIndexOp>(op, 0);
    return success();
  }
};

/// A send moves nothing on one rank; a receive is a tensor of its type
/// (its values are the peer's business, not this rank's compute).
struct LocalSend : OpRewritePattern<SendOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SendOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

struct LocalRecv : OpRewritePattern<RecvOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(RecvOp op,
                                PatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    rewriter.replaceOpWithNewOp<tensor::EmptyOp>(op, type.getShape(),
                                                 type.getElementType());
    return success();
  }
};

struct APCollectivesToLocalPass
    : public ap::impl::APCollectivesToLocalBase<APCollectivesToLocalPass> {
  using Base::Base;

  void runOnOperation() override {
    // The functions whose meaning changes: those with collectives.
    SetVector<func::FuncOp> changed;
    SmallVector<StartOp> starts;
    getOperation().walk([&](Operation *op) {
      if (isa<CollectiveOpInterface, GroupIndexOp, SendOp, RecvOp>(op))
        if (auto function = op->getParentOfType<func::FuncOp>())
          changed.insert(function);
      if (auto start = dyn_cast<StartOp>(op))
        starts.push_back(start);
    });
    // A collective in flight (docs/Overlap.md) becomes local where its
    // result was available, at its wait: without communication there is
    // nothing to overlap, and the local ops cannot sit in an ap.start.
    IRRewriter rewriter(&getContext());
    for (StartOp start : starts)
      finishInPlace(rewriter, start);
    RewritePatternSet patterns(&getContext());
    patterns.add<LocalAllReduce, LocalAllGather,
                 LocalFirstChunk<ReduceScatterOp>,
                 LocalFirstChunk<ShardSliceOp>, LocalAllToAll,
                 LocalGroupIndex, LocalSend, LocalRecv>(
        &getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    // What could not be replaced would still need peers.
    WalkResult left = getOperation().walk([](Operation *op) {
      if (isa<CollectiveOpInterface, GroupIndexOp>(op)) {
        op->emitError("ap-collectives-to-local: cannot replace this "
                      "collective by a local op (dynamic or uneven shapes)");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (left.wasInterrupted())
      return signalPassFailure();
    if (warn)
      for (func::FuncOp function : changed)
        function.emitWarning("ap-collectives-to-local: @")
            << function.getSymName()
            << " no longer computes what it did (its collectives are local "
               "copies): for timing one rank's compute only";
  }
};

} // namespace
