//===- CanonicalizeEinsum.cpp - Flattened matmuls as batch contractions ---===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// PyTorch lowers a linear layer on a [*batch, K] activation as a flatten to
// [prod(batch), K], a 2-D matmul and an unflatten back. The batch and
// sequence dims are then one loop, and the auto-sharder cannot shard the
// sequence alone. This pass restores the batch dims: each matmul between a
// canonical flatten and the matching unflatten (forward and grad-input), and
// each grad-weight matmul of two canonical flattens (one transposed), becomes
// one linalg.generic contraction over the original dims, with the matmul's
// own body (docs/CanonicalizeEinsum.md).
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/Einsum.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APCANONICALIZEEINSUM
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// What the rewrites did, for the pass's report: counts, and why each
/// matmul left as it is did not match.
struct EinsumCounts {
  int64_t forward = 0;
  int64_t gradWeight = 0;
  int64_t batched = 0;
  llvm::MapVector<Operation *, SmallVector<std::string>> misses;
  DenseSet<Operation *> rewritten;

  LogicalResult miss(PatternRewriter &rewriter, Operation *matmul,
                     const Twine &reason) {
    SmallVector<std::string> &reasons = misses[matmul];
    if (!llvm::is_contained(reasons, reason.str()))
      reasons.push_back(reason.str());
    return rewriter.notifyMatchFailure(matmul, reason);
  }
};

/// A flatten of the batch dims: [*batch, *K] -> [prod(batch), prod(K)].
struct BatchFlatten {
  tensor::CollapseShapeOp op;
  SmallVector<int64_t> batch;
};

/// `value` as a batch flatten, if its producer is a `tensor.collapse_shape`
/// of static shapes with two groups, the first made of at least two dims.
/// The canonical flatten [*batch, K] -> [prod(batch), K] has a one-dim
/// second group; a longer one ([B, S, H, D] -> [B*S, H*D]) is accepted too,
/// and only its K dims are collapsed before the contraction.
static std::optional<BatchFlatten> getBatchFlatten(Value value) {
  auto collapse = value.getDefiningOp<tensor::CollapseShapeOp>();
  if (!collapse || !collapse.getSrcType().hasStaticShape())
    return std::nullopt;
  SmallVector<ReassociationIndices> groups = collapse.getReassociationIndices();
  if (groups.size() != 2 || groups[0].size() < 2)
    return std::nullopt;
  ArrayRef<int64_t> shape = collapse.getSrcType().getShape();
  return BatchFlatten{collapse,
                      llvm::to_vector(shape.take_front(groups[0].size()))};
}

/// The flatten's source with its K dims collapsed into one: [*batch, K].
static Value collapseFeatures(PatternRewriter &rewriter, BatchFlatten flatten) {
  Value source = flatten.op.getSrc();
  int64_t batchRank = flatten.batch.size();
  int64_t rank = flatten.op.getSrcType().getRank();
  if (rank == batchRank + 1)
    return source;
  SmallVector<ReassociationIndices> groups;
  for (int64_t dim = 0; dim < batchRank; ++dim)
    groups.push_back({dim});
  groups.push_back(llvm::to_vector(llvm::seq<int64_t>(batchRank, rank)));
  return tensor::CollapseShapeOp::create(rewriter, flatten.op.getLoc(), source,
                                         groups);
}

/// Whether `expand` unflattens [prod(batch), N] into [*batch, *N'] where
/// `batch` is exactly the given dims (and N' any static split of N).
static bool isMatchingUnflatten(tensor::ExpandShapeOp expand,
                                ArrayRef<int64_t> batch) {
  RankedTensorType result = expand.getResultType();
  if (!result.hasStaticShape())
    return false;
  SmallVector<ReassociationIndices> groups = expand.getReassociationIndices();
  if (groups.size() != 2 || groups[0].size() != batch.size())
    return false;
  for (auto [position, dim] : llvm::enumerate(groups[0]))
    if (dim != static_cast<int64_t>(position))
      return false;
  return result.getShape().take_front(batch.size()) == batch;
}

/// A matmul with the default maps (no transposed or broadcast operands) on
/// static shapes: the only form the patterns rewrite.
static LogicalResult checkPlainMatmul(linalg::MatmulOp matmul,
                                      PatternRewriter &rewriter,
                                      EinsumCounts &counts) {
  if (matmul.hasUserDefinedMaps())
    return counts.miss(rewriter, matmul, "user-defined indexing maps");
  if (!matmul.hasPureTensorSemantics())
    return counts.miss(rewriter, matmul, "a matmul on buffers");
  for (Value operand : matmul->getOperands())
    if (!cast<RankedTensorType>(operand.getType()).hasStaticShape())
      return counts.miss(rewriter, matmul, "a dynamic shape");
  return success();
}

/// Whether any of `ops` carries a sharding: a user's constraint on a value
/// the rewrite would remove or reshape, which it must not drop.
static bool anyCarriesSharding(ArrayRef<Operation *> ops) {
  return llvm::any_of(ops, [](Operation *op) {
    return op->hasAttr(APDialect::getShardingAttrName());
  });
}

/// A linalg.generic with the matmul's body (multiply-accumulate, with its
/// casts) over new loops.
static linalg::GenericOp
createContraction(PatternRewriter &rewriter, linalg::LinalgOp matmul,
                  ValueRange inputs, Value init, ArrayRef<AffineMap> maps,
                  ArrayRef<utils::IteratorType> iterators) {
  Block *body = matmul.getBlock();
  return linalg::GenericOp::create(
      rewriter, matmul.getLoc(), init.getType(), inputs, init, maps, iterators,
      [&](OpBuilder &builder, Location, ValueRange arguments) {
        IRMapping mapping;
        mapping.map(body->getArguments(), arguments);
        for (Operation &op : body->without_terminator())
          builder.clone(op, mapping);
        Operation *yield = builder.clone(*body->getTerminator(), mapping);
        (void)yield;
      });
}

/// Erases `value`'s producer and, transitively, the producers of its
/// operands, while each has no use left (the flattens, transposes and fills
/// the rewritten matmul was the last user of).
static void eraseIfDead(PatternRewriter &rewriter, Value value) {
  SmallVector<Value> worklist{value};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val().getDefiningOp();
    if (!op || !op->use_empty() ||
        !isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::EmptyOp,
             linalg::TransposeOp, linalg::FillOp>(op))
      continue;
    SmallVector<Value> operands(op->getOperands());
    rewriter.eraseOp(op);
    worklist.append(operands);
  }
}

/// A new accumulator of type [*batch, *rest] holding what `init`
/// ([prod(batch), *rest]: a matmul's [M, N], a batch_matmul's [B, M, N])
/// holds: a fill of a fresh empty tensor when `init` is a fill, else `init`
/// unflattened.
static Value unflattenInit(PatternRewriter &rewriter, Location loc, Value init,
                           ArrayRef<int64_t> batch) {
  auto type = cast<RankedTensorType>(init.getType());
  SmallVector<int64_t> shape(batch);
  llvm::append_range(shape, type.getShape().drop_front());
  auto resultType = RankedTensorType::get(shape, type.getElementType());
  if (auto fill = init.getDefiningOp<linalg::FillOp>()) {
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
    return linalg::FillOp::create(rewriter, loc, fill.getInputs(), empty)
        .getResult(0);
  }
  int64_t batchRank = batch.size();
  SmallVector<ReassociationIndices> groups = {
      llvm::to_vector(llvm::seq<int64_t>(0, batchRank))};
  for (int64_t dim = 1; dim < type.getRank(); ++dim)
    groups.push_back({batchRank + dim - 1});
  return tensor::ExpandShapeOp::create(rewriter, loc, resultType, init,
                                       groups);
}

/// flatten [*batch, K] -> matmul with [K, N] -> unflatten [*batch, *N']:
/// out[b..., n] += x[b..., k] * w[k, n]. This is also the grad-input
/// product (the flattened output gradient times the weight).
struct UnflattenedLinear : OpRewritePattern<linalg::MatmulOp> {
  UnflattenedLinear(MLIRContext *context, EinsumCounts &counts)
      : OpRewritePattern(context), counts(counts) {}

  LogicalResult matchAndRewrite(linalg::MatmulOp matmul,
                                PatternRewriter &rewriter) const override {
    if (failed(checkPlainMatmul(matmul, rewriter, counts)))
      return failure();
    std::optional<BatchFlatten> flatten =
        getBatchFlatten(matmul.getInputs()[0]);
    if (!flatten)
      return counts.miss(rewriter, matmul,
                         "the lhs is not a flatten [*batch, *K] -> "
                         "[prod(batch), prod(K)] with two or more batch dims");
    ArrayRef<int64_t> batch = flatten->batch;
    Value result = matmul.getResult(0);
    if (result.use_empty())
      return counts.miss(rewriter, matmul, "the result is unused");
    SmallVector<tensor::ExpandShapeOp> unflattens;
    for (Operation *user : result.getUsers()) {
      auto expand = dyn_cast<tensor::ExpandShapeOp>(user);
      if (!expand || !isMatchingUnflatten(expand, batch))
        return counts.miss(
            rewriter, matmul,
            "a user of the result is not the matching unflatten");
      unflattens.push_back(expand);
    }
    SmallVector<Operation *> matched{matmul, flatten->op};
    llvm::append_range(matched, llvm::map_range(unflattens, [](auto op) {
                         return op.getOperation();
                       }));
    if (anyCarriesSharding(matched))
      return counts.miss(rewriter, matmul,
                         "a matched op carries an ap.sharding");

    // Loops (b_1, ..., b_r, n, k).
    MLIRContext *context = rewriter.getContext();
    int64_t batchRank = batch.size();
    unsigned numLoops = batchRank + 2;
    AffineExpr n = getAffineDimExpr(batchRank, context);
    AffineExpr k = getAffineDimExpr(batchRank + 1, context);
    SmallVector<AffineExpr> batchExprs;
    for (int64_t dim = 0; dim < batchRank; ++dim)
      batchExprs.push_back(getAffineDimExpr(dim, context));
    auto withBatch = [&](AffineExpr last) {
      SmallVector<AffineExpr> exprs(batchExprs);
      exprs.push_back(last);
      return AffineMap::get(numLoops, 0, exprs, context);
    };
    SmallVector<AffineMap> maps{withBatch(k),
                                AffineMap::get(numLoops, 0, {k, n}, context),
                                withBatch(n)};
    SmallVector<utils::IteratorType> iterators(numLoops,
                                               utils::IteratorType::parallel);
    iterators.back() = utils::IteratorType::reduction;

    rewriter.setInsertionPoint(matmul);
    Value init = matmul.getOutputs()[0];
    Value newInit = unflattenInit(rewriter, matmul.getLoc(), init, batch);
    linalg::GenericOp contraction = createContraction(
        rewriter, matmul,
        {collapseFeatures(rewriter, *flatten), matmul.getInputs()[1]}, newInit,
        maps, iterators);
    Value contracted = contraction.getResult(0);
    for (tensor::ExpandShapeOp expand : unflattens) {
      if (expand.getResultType() == contracted.getType()) {
        rewriter.replaceOp(expand, contracted);
        continue;
      }
      // The output dim is unflattened further ([*batch, N] -> [*batch, *N']).
      SmallVector<ReassociationIndices> groups;
      for (int64_t dim = 0; dim < batchRank; ++dim)
        groups.push_back({dim});
      groups.push_back(llvm::to_vector(
          llvm::seq<int64_t>(batchRank, expand.getResultType().getRank())));
      rewriter.setInsertionPoint(expand);
      rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
          expand, expand.getResultType(), contracted, groups);
    }
    counts.rewritten.insert(matmul);
    rewriter.eraseOp(matmul);
    eraseIfDead(rewriter, flatten->op);
    eraseIfDead(rewriter, init);
    ++counts.forward;
    return success();
  }

  EinsumCounts &counts;
};

/// transpose[1, 0](flatten [*batch, M]) -> matmul with flatten [*batch, N]:
/// out[m, n] += a[b..., m] * c[b..., n], a contraction over the batch dims
/// (the weight gradient of a linear layer).
struct BatchContractedGradient : OpRewritePattern<linalg::MatmulOp> {
  BatchContractedGradient(MLIRContext *context, EinsumCounts &counts)
      : OpRewritePattern(context), counts(counts) {}

  LogicalResult matchAndRewrite(linalg::MatmulOp matmul,
                                PatternRewriter &rewriter) const override {
    if (failed(checkPlainMatmul(matmul, rewriter, counts)))
      return failure();
    auto transpose = matmul.getInputs()[0].getDefiningOp<linalg::TransposeOp>();
    if (!transpose)
      return counts.miss(rewriter, matmul, "the lhs is not a transpose");
    if (transpose.getPermutation() != ArrayRef<int64_t>{1, 0})
      return counts.miss(rewriter, matmul,
                         "the lhs transpose's permutation is not [1, 0]");
    std::optional<BatchFlatten> lhsFlatten =
        getBatchFlatten(transpose.getInput());
    std::optional<BatchFlatten> rhsFlatten =
        getBatchFlatten(matmul.getInputs()[1]);
    if (!lhsFlatten || !rhsFlatten)
      return counts.miss(rewriter, matmul,
                         "the operands are not flattens with two or more "
                         "batch dims (the lhs transposed)");
    if (lhsFlatten->batch != rhsFlatten->batch)
      return counts.miss(rewriter, matmul,
                         "the flattened batch dims of the operands differ");
    if (anyCarriesSharding({matmul, transpose, lhsFlatten->op, rhsFlatten->op}))
      return counts.miss(rewriter, matmul,
                         "a matched op carries an ap.sharding");

    // Loops (m, n, b_1, ..., b_r).
    MLIRContext *context = rewriter.getContext();
    int64_t batchRank = lhsFlatten->batch.size();
    unsigned numLoops = batchRank + 2;
    AffineExpr m = getAffineDimExpr(0, context);
    AffineExpr n = getAffineDimExpr(1, context);
    auto withBatch = [&](AffineExpr last) {
      SmallVector<AffineExpr> exprs;
      for (int64_t dim = 0; dim < batchRank; ++dim)
        exprs.push_back(getAffineDimExpr(2 + dim, context));
      exprs.push_back(last);
      return AffineMap::get(numLoops, 0, exprs, context);
    };
    SmallVector<AffineMap> maps{withBatch(m), withBatch(n),
                                AffineMap::get(numLoops, 0, {m, n}, context)};
    SmallVector<utils::IteratorType> iterators(numLoops,
                                               utils::IteratorType::reduction);
    iterators[0] = iterators[1] = utils::IteratorType::parallel;

    rewriter.setInsertionPoint(matmul);
    linalg::GenericOp contraction =
        createContraction(rewriter, matmul,
                          {collapseFeatures(rewriter, *lhsFlatten),
                           collapseFeatures(rewriter, *rhsFlatten)},
                          matmul.getOutputs()[0], maps, iterators);
    counts.rewritten.insert(matmul);
    rewriter.replaceOp(matmul, contraction.getResults());
    eraseIfDead(rewriter, transpose.getResult()[0]);
    eraseIfDead(rewriter, rhsFlatten->op);
    ++counts.gradWeight;
    return success();
  }

  EinsumCounts &counts;
};

/// One operand of a flattened batched product: a flatten
/// [*batch, X, Y] -> [prod(batch), X, Y] of `source`, read as it is or
/// through a transpose [0, 2, 1].
struct BatchedOperand {
  Value source;
  SmallVector<int64_t> batch;
  bool transposed = false;
};

static std::optional<BatchedOperand> getBatchedOperand(Value value) {
  BatchedOperand operand;
  if (auto transpose = value.getDefiningOp<linalg::TransposeOp>()) {
    if (transpose.getPermutation() != ArrayRef<int64_t>{0, 2, 1})
      return std::nullopt;
    operand.transposed = true;
    value = transpose.getInput();
  }
  auto collapse = value.getDefiningOp<tensor::CollapseShapeOp>();
  if (!collapse || !collapse.getSrcType().hasStaticShape())
    return std::nullopt;
  SmallVector<ReassociationIndices> groups = collapse.getReassociationIndices();
  if (groups.size() != 3 || groups[0].size() < 2 || groups[1].size() != 1 ||
      groups[2].size() != 1)
    return std::nullopt;
  operand.source = collapse.getSrc();
  operand.batch = llvm::to_vector(
      collapse.getSrcType().getShape().take_front(groups[0].size()));
  return operand;
}

/// The coarsest split of a flattened batch that both `a` and `b` refine:
/// [2, 4] and [2, 2, 2] share [2, 4]; none when their products differ.
static std::optional<SmallVector<int64_t>>
getCommonBatch(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  if (a == b)
    return SmallVector<int64_t>(a);
  // Unit dims would make the groups ambiguous.
  if (llvm::is_contained(a, 1) || llvm::is_contained(b, 1))
    return std::nullopt;
  SmallVector<int64_t> common;
  int64_t productA = 1, productB = 1, cut = 1;
  size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    if (productA <= productB && i < a.size())
      productA *= a[i++];
    else if (j < b.size())
      productB *= b[j++];
    else
      return std::nullopt;
    if (productA == productB) {
      common.push_back(productA / cut);
      cut = productA;
    }
  }
  if (productA != productB)
    return std::nullopt;
  return common;
}

/// The groups of `batch`'s dims that make each dim of `common`, a
/// coarsening of `batch`.
static SmallVector<ReassociationIndices>
getBatchGroups(ArrayRef<int64_t> batch, ArrayRef<int64_t> common) {
  SmallVector<ReassociationIndices> groups;
  int64_t dim = 0;
  for (int64_t size : common) {
    ReassociationIndices group;
    int64_t product = 1;
    while (product < size || group.empty()) {
      product *= batch[dim];
      group.push_back(dim++);
    }
    groups.push_back(group);
  }
  return groups;
}

/// `source` ([*batch, X, Y]) with its batch dims collapsed to `common`, a
/// coarsening of `batch`, for a reader at `at`.
static Value collapseBatch(PatternRewriter &rewriter, Operation *at,
                           Location loc, Value source, ArrayRef<int64_t> batch,
                           ArrayRef<int64_t> common) {
  if (batch == common)
    return source;
  SmallVector<ReassociationIndices> groups = getBatchGroups(batch, common);
  int64_t rank = cast<RankedTensorType>(source.getType()).getRank();
  groups.push_back({rank - 2});
  groups.push_back({rank - 1});
  // One collapse per source, right after it: the forward and the backward
  // products then read the same value, as the matchers downstream expect.
  for (Operation *user : source.getUsers())
    if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(user))
      if (collapse.getReassociationIndices() == groups &&
          collapse->getBlock() == at->getBlock() &&
          collapse->isBeforeInBlock(at))
        return collapse.getResult();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfterValue(source);
  return tensor::CollapseShapeOp::create(rewriter, loc, source, groups);
}

/// flatten [*batch, M, K] (or its transpose) -> batch_matmul with flatten
/// [*batch, K, N] (or its transpose) -> unflattens [*batch, M, N]:
/// out[b..., m, n] += a[b..., m, k] * c[b..., k, n], the heads and the
/// batch as their own loops (torch exports' attention products).
struct UnflattenedBatchMatmul : OpRewritePattern<linalg::BatchMatmulOp> {
  UnflattenedBatchMatmul(MLIRContext *context, EinsumCounts &counts)
      : OpRewritePattern(context), counts(counts) {}

  LogicalResult matchAndRewrite(linalg::BatchMatmulOp matmul,
                                PatternRewriter &rewriter) const override {
    if (matmul.hasUserDefinedMaps())
      return counts.miss(rewriter, matmul, "user-defined indexing maps");
    if (!matmul.hasPureTensorSemantics())
      return counts.miss(rewriter, matmul, "a batch_matmul on buffers");
    std::optional<BatchedOperand> lhs =
        getBatchedOperand(matmul.getInputs()[0]);
    std::optional<BatchedOperand> rhs =
        getBatchedOperand(matmul.getInputs()[1]);
    if (!lhs || !rhs)
      return counts.miss(rewriter, matmul,
                         "an operand is not a flatten [*batch, X, Y] -> "
                         "[prod(batch), X, Y] (or its transpose [0, 2, 1])");
    // The operands and the unflattens may split the batch differently (HF's
    // GQA broadcasts V as [b, kv, g] where P has [b, h]): the product runs
    // on the coarsest split they all refine.
    Value result = matmul.getResult(0);
    if (result.use_empty())
      return counts.miss(rewriter, matmul, "the result is unused");
    std::optional<SmallVector<int64_t>> common =
        getCommonBatch(lhs->batch, rhs->batch);
    SmallVector<Operation *> matched{matmul};
    SmallVector<std::pair<tensor::ExpandShapeOp, SmallVector<int64_t>>> users;
    for (Operation *user : result.getUsers()) {
      auto expand = dyn_cast<tensor::ExpandShapeOp>(user);
      SmallVector<ReassociationIndices> groups;
      if (expand)
        groups = expand.getReassociationIndices();
      if (!expand || groups.size() != 3 || groups[0].size() < 2 ||
          groups[1].size() != 1 || groups[2].size() != 1 ||
          !expand.getResultType().hasStaticShape())
        return counts.miss(rewriter, matmul,
                           "a user of the result is not an unflatten "
                           "[prod(batch), M, N] -> [*batch, M, N]");
      SmallVector<int64_t> userBatch = llvm::to_vector(
          expand.getResultType().getShape().take_front(groups[0].size()));
      if (common)
        common = getCommonBatch(*common, userBatch);
      users.emplace_back(expand, userBatch);
      matched.push_back(expand);
    }
    if (!common)
      return counts.miss(rewriter, matmul,
                         "the operands and the unflattens split the batch "
                         "without a common coarsening");
    SmallVector<int64_t> batch = *common;
    int64_t batchRank = batch.size();
    for (Value input : matmul.getInputs())
      matched.push_back(input.getDefiningOp());
    if (anyCarriesSharding(matched))
      return counts.miss(rewriter, matmul,
                         "a matched op carries an ap.sharding");

    // Loops (b_1, ..., b_r, m, n, k).
    MLIRContext *context = rewriter.getContext();
    unsigned numLoops = batchRank + 3;
    AffineExpr m = getAffineDimExpr(batchRank, context);
    AffineExpr n = getAffineDimExpr(batchRank + 1, context);
    AffineExpr k = getAffineDimExpr(batchRank + 2, context);
    auto withBatch = [&](AffineExpr x, AffineExpr y, bool swap) {
      SmallVector<AffineExpr> exprs;
      for (int64_t dim = 0; dim < batchRank; ++dim)
        exprs.push_back(getAffineDimExpr(dim, context));
      exprs.push_back(swap ? y : x);
      exprs.push_back(swap ? x : y);
      return AffineMap::get(numLoops, 0, exprs, context);
    };
    SmallVector<AffineMap> maps{withBatch(m, k, lhs->transposed),
                                withBatch(k, n, rhs->transposed),
                                withBatch(m, n, false)};
    SmallVector<utils::IteratorType> iterators(numLoops,
                                               utils::IteratorType::parallel);
    iterators.back() = utils::IteratorType::reduction;

    rewriter.setInsertionPoint(matmul);
    Location loc = matmul.getLoc();
    for (BatchedOperand *operand : {&*lhs, &*rhs})
      operand->source =
          collapseBatch(rewriter, matmul, loc, operand->source, operand->batch,
                        batch);
    Value init = matmul.getOutputs()[0];
    Value newInit = unflattenInit(rewriter, loc, init, batch);
    linalg::GenericOp contraction =
        createContraction(rewriter, matmul, {lhs->source, rhs->source},
                          newInit, maps, iterators);
    for (auto &[expand, userBatch] : users) {
      if (userBatch == batch) {
        rewriter.replaceOp(expand, contraction.getResults());
        continue;
      }
      // A finer split: the contraction's batch dims expanded to it.
      SmallVector<ReassociationIndices> groups =
          getBatchGroups(userBatch, batch);
      int64_t rank = expand.getResultType().getRank();
      groups.push_back({rank - 2});
      groups.push_back({rank - 1});
      rewriter.setInsertionPoint(expand);
      rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
          expand, expand.getResultType(), contraction.getResult(0), groups);
    }
    SmallVector<Value> inputs(matmul.getInputs());
    counts.rewritten.insert(matmul);
    rewriter.eraseOp(matmul);
    for (Value input : inputs)
      eraseIfDead(rewriter, input);
    eraseIfDead(rewriter, init);
    ++counts.batched;
    return success();
  }

  EinsumCounts &counts;
};

struct APCanonicalizeEinsumPass
    : public ap::impl::APCanonicalizeEinsumBase<APCanonicalizeEinsumPass> {
  using Base::Base;

  /// Moves unflattens above the elementwise ops between a matmul and its
  /// unflatten (a bias add: matmul -> add -> unflatten), so that the
  /// matmul's users are unflattens. Only single-use, all-parallel generics
  /// are expanded: nothing is computed twice and no reduction changes.
  LogicalResult hoistUnflattens() {
    RewritePatternSet patterns(&getContext());
    linalg::populateFoldReshapeOpsByExpansionPatterns(
        patterns, [](OpOperand *operand) {
          auto expand = dyn_cast<tensor::ExpandShapeOp>(operand->getOwner());
          auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
          return expand && producer && producer->hasOneUse() &&
                 !anyCarriesSharding({expand, producer}) &&
                 producer.getNumParallelLoops() == producer.getNumLoops() &&
                 expand.getReassociationIndices()[0].size() >= 2;
        });
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    return applyPatternsGreedily(getOperation(), std::move(patterns), config);
  }

  void runOnOperation() override {
    if (failed(hoistUnflattens()))
      return signalPassFailure();
    EinsumCounts counts;
    RewritePatternSet patterns(&getContext());
    patterns.add<UnflattenedLinear, BatchContractedGradient,
                 UnflattenedBatchMatmul>(&getContext(), counts);
    // Only the matmuls are rewritten: no folding, no other op touched.
    SmallVector<Operation *> matmuls;
    getOperation()->walk([&](Operation *op) {
      if (isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op))
        matmuls.push_back(op);
    });
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps)
        .enableFolding(false)
        .enableConstantCSE(false);
    if (failed(applyOpPatternsGreedily(matmuls, std::move(patterns), config)))
      return signalPassFailure();
    if (!report)
      return;
    int64_t kept = 0;
    for (auto &[op, reasons] : counts.misses) {
      // A rewritten matmul is erased; only the kept ones are reported.
      if (counts.rewritten.contains(op))
        continue;
      ++kept;
      op->emitRemark() << "matmul kept: " << llvm::join(reasons, "; ");
    }
    emitRemark(getOperation().getLoc())
        << "ap-canonicalize-einsum: " << counts.forward << " linear, "
        << counts.gradWeight << " grad-weight and " << counts.batched
        << " batched contraction(s), " << kept << " matmul(s) kept";
  }
};

} // namespace

FailureOr<int64_t> mlir::ap::unflattenBatchMatmuls(Operation *root) {
  EinsumCounts counts;
  RewritePatternSet patterns(root->getContext());
  patterns.add<UnflattenedBatchMatmul>(root->getContext(), counts);
  SmallVector<Operation *> matmuls;
  root->walk([&](linalg::BatchMatmulOp op) { matmuls.push_back(op); });
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingOps)
      .enableFolding(false)
      .enableConstantCSE(false);
  if (failed(applyOpPatternsGreedily(matmuls, std::move(patterns), config)))
    return failure();
  return counts.batched;
}
