//===- RaiseAttention.cpp - Softmax-of-products to ap.attention -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Finds attention written out as tensors (the generator's LLaMA, torch
// exports' SDPA decomposition, the backward autodiff writes for either) and
// raises it to ap.attention / ap.attention_grad
// (docs/Attention.md). Every tensor of the pattern gets a *label* per dim:
// the attention loop it is indexed by. Labels start at the scores' dims
// (the scores contraction's output) and flow through each op's indexing
// maps (labelLoops), so any operand layout raises, and a map that does not
// agree with the labels rejects the match. The matching is in
// MatchAttentionForward.cpp and MatchAttentionBackward.cpp (what they share
// in AttentionPattern.h); this file builds the fused ops.
//
//===----------------------------------------------------------------------===//

#include "AttentionPattern.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/Einsum.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "ap-raise-attention"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APRAISEATTENTION
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::attention;

namespace {

ArrayAttr getMaps(MLIRContext *context, int64_t numLoops,
                  ArrayRef<Labels> operands) {
  SmallVector<Attribute> maps;
  for (const Labels &labels : operands) {
    SmallVector<AffineExpr> exprs;
    for (int64_t label : labels)
      exprs.push_back(getAffineDimExpr(label, context));
    maps.push_back(
        AffineMapAttr::get(AffineMap::get(numLoops, 0, exprs, context)));
  }
  return ArrayAttr::get(context, maps);
}

/// What the fused ops are built with: their maps, causal pair and the
/// types of the lse and of the mask as they read it (without the unit dims
/// of a mask read with them; null without a mask).
struct FusedForm {
  ArrayAttr maps;
  DenseI64ArrayAttr causal;
  RankedTensorType outputType, lseType, maskType;
};

FusedForm getFusedForm(const Match &match, MLIRContext *context) {
  FusedForm form;
  form.outputType = cast<RankedTensorType>(match.pv->getResult(0).getType());
  // L's shape: the ranges of its labels, read from O.
  SmallVector<int64_t> lseShape;
  for (int64_t label : match.lseLabels) {
    auto at = llvm::find(match.outputLabels, label);
    lseShape.push_back(
        form.outputType.getDimSize(at - match.outputLabels.begin()));
  }
  form.lseType = RankedTensorType::get(
      lseShape,
      cast<RankedTensorType>(match.ops.front()->getResult(0).getType())
          .getElementType());
  SmallVector<Labels> operandLabels = {match.queryLabels, match.keyLabels,
                                       match.valueLabels};
  if (match.mask) {
    operandLabels.push_back(match.maskLabels);
    auto type = cast<RankedTensorType>(match.mask.getType());
    SmallVector<int64_t> shape;
    for (int64_t dim : match.maskDims)
      shape.push_back(type.getDimSize(dim));
    form.maskType = RankedTensorType::get(shape, type.getElementType());
  }
  operandLabels.append({match.outputLabels, match.lseLabels});
  form.maps = getMaps(context, match.numLoops, operandLabels);
  if (match.causal)
    form.causal = DenseI64ArrayAttr::get(
        context, {match.causal->first, match.causal->second});
  return form;
}

/// Whether the fused ops `form` describes would verify: the matcher sees
/// the ops one at a time, the op's verifier (getAttentionLoops, the one
/// home of the roles) sees them together. A near miss, such as a causal
/// `select` that compares the key position with a batch index or with a
/// query position of another range, stays as written.
bool isValidFusedForm(const Match &match, const FusedForm &form) {
  auto quiet = [] { return InFlightDiagnostic(); };
  return succeeded(getAttentionLoops(form.maps, form.causal,
                                     match.query.getType(), match.key.getType(),
                                     match.value.getType(), form.maskType,
                                     form.outputType, form.lseType, quiet));
}

/// Replaces the matched ops by the fused ones (`form`) and erases what is
/// dead.
void raise(Match &match, const FusedForm &form, OpBuilder &builder,
           SmallPtrSetImpl<Operation *> &erased) {
  linalg::GenericOp pv = match.pv;
  Location loc = pv.getLoc();
  RankedTensorType outputType = form.outputType, lseType = form.lseType;
  ArrayAttr maps = form.maps;
  DenseI64ArrayAttr causal = form.causal;
  builder.setInsertionPoint(pv);
  // A mask read with unit dims (HF's [batch, 1, 1, keys]) loses them.
  Value mask = match.mask;
  if (mask && static_cast<int64_t>(match.maskDims.size()) !=
                  cast<RankedTensorType>(mask.getType()).getRank()) {
    auto type = cast<RankedTensorType>(mask.getType());
    SmallVector<ReassociationIndices> groups;
    // Each group holds one kept dim: unit dims join the next kept dim's
    // group (trailing ones the last group).
    bool groupHasKept = false;
    for (int64_t dim = 0; dim < type.getRank(); ++dim) {
      bool isKept = llvm::is_contained(match.maskDims, dim);
      if (groups.empty() || (isKept && groupHasKept)) {
        groups.emplace_back();
        groupHasKept = false;
      }
      groups.back().push_back(dim);
      if (isKept)
        groupHasKept = true;
    }
    if (match.maskDims.empty())
      groups.clear();
    mask = tensor::CollapseShapeOp::create(builder, loc, form.maskType, mask,
                                           groups);
  }
  auto forward = AttentionOp::create(
      builder, loc, outputType, lseType, match.query, match.key, match.value,
      mask, maps, builder.getF64FloatAttr(match.scale), causal);
  pv->getResult(0).replaceAllUsesWith(forward.getOutput());
  if (match.dq) {
    Operation *first = match.dq;
    for (Operation *op : {match.dk.getOperation(), match.dv.getOperation()})
      if (op->isBeforeInBlock(first))
        first = op;
    builder.setInsertionPoint(first);
    auto backward = AttentionGradOp::create(
        builder, match.dq.getLoc(), match.query.getType(),
        match.key.getType(), match.value.getType(), match.query, match.key,
        match.value, mask, forward.getOutput(), forward.getLse(),
        match.gradOutput, maps, builder.getF64FloatAttr(match.scale), causal);
    match.dq->getResult(0).replaceAllUsesWith(backward.getGradQuery());
    match.dk->getResult(0).replaceAllUsesWith(backward.getGradKey());
    match.dv->getResult(0).replaceAllUsesWith(backward.getGradValue());
  }
  // Erase the pattern, then the inits and fills nothing uses any more.
  SmallVector<Operation *> worklist(match.ops);
  llvm::sort(worklist, [](Operation *a, Operation *b) {
    return b->isBeforeInBlock(a);
  });
  // Operands may be shared (one empty tensor for two ops): each producer is
  // looked at until nothing uses it, and erased once if it is pure.
  llvm::SetVector<Operation *> inits;
  for (Operation *op : worklist)
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (!llvm::is_contained(worklist, def))
          inits.insert(def);
  for (Operation *op : worklist) {
    erased.insert(op);
    op->erase();
  }
  while (!inits.empty()) {
    Operation *op = inits.pop_back_val();
    if (!op->use_empty() || !isPure(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        inits.insert(def);
    erased.insert(op);
    op->erase();
  }
}

struct RaiseAttentionPass
    : public ap::impl::APRaiseAttentionBase<RaiseAttentionPass> {
  using APRaiseAttentionBase::APRaiseAttentionBase;

  void runOnOperation() override {
    // torch exports flatten the heads into the batch of batch_matmuls; the
    // products are matched as contractions over the heads.
    FailureOr<int64_t> unflattened = unflattenBatchMatmuls(getOperation());
    if (failed(unflattened))
      return signalPassFailure();
    if (report && *unflattened)
      mlir::emitRemark(getOperation().getLoc())
          << "ap-raise-attention: " << *unflattened
          << " batched product(s) as contractions over the heads";
    getOperation().walk([&](func::FuncOp function) {
      SmallVector<linalg::GenericOp> candidates;
      function.walk([&](linalg::GenericOp op) {
        // A generic on buffers has no result to raise.
        if (op->getNumResults() == 1 && matchContraction(op->getResult(0)))
          candidates.push_back(op);
      });
      int64_t forwards = 0, backwards = 0;
      OpBuilder builder(function.getContext());
      SmallPtrSet<Operation *, 16> erased;
      for (linalg::GenericOp pv : candidates) {
        if (erased.contains(pv))
          continue;
        std::optional<Match> match = matchForward(pv);
        if (!match)
          continue;
        bool hasBackward = !match->probs.hasOneUse();
        if (hasBackward && !matchBackward(*match))
          continue;
        FusedForm form = getFusedForm(*match, function.getContext());
        if (!isValidFusedForm(*match, form)) {
          LLVM_DEBUG(llvm::dbgs() << "ap-raise-attention: the fused op would "
                                     "not verify (a near miss): left as "
                                     "written\n");
          continue;
        }
        raise(*match, form, builder, erased);
        ++forwards;
        backwards += hasBackward;
      }
      if (report && forwards)
        mlir::emitRemark(function.getLoc())
            << "raised " << forwards << " attention"
            << (forwards == 1 ? "" : "s") << " (" << backwards << " with "
            << (forwards == 1 ? "its" : "their") << " backward)";
    });
  }
};

} // namespace