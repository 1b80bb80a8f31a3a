//===- MatchAttentionBackward.cpp - The backward of a matched attention ---===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The backward autodiff or PyTorch writes for a matched forward: dV = P . dO,
// the softmax's backward dS, dP = dO . V and dQ = dS . K, dK = dS . Q,
// matched from the other users of the forward's probabilities.
//
//===----------------------------------------------------------------------===//

#include "AttentionPattern.h"

#include "Shard/Dialect/AP/IR/CombinerTable.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "ap-raise-attention"

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::attention;

/// Logs why the backward did not match; false.
static bool reject(const Twine &why) {
  LLVM_DEBUG(llvm::dbgs() << "ap-raise-attention: backward: " << why << "\n");
  return false;
}

namespace {
/// The ops of a backward as matched. Autodiff's dS = P * (dP - dot) with
/// dot = sum(P * dP) in two ops (the generator: `dot` and `ds`), or
/// PyTorch's P * dP - P * sum(P * dP) in four (`pdp`, `dot`, `pd`, `ds`).
struct BackwardOps {
  linalg::GenericOp dv, dot, ds, pdp, pd;
  /// dP = dO . V.
  linalg::GenericOp dpOp;
  /// dS scaled as the scores are; null for a scale of 1.
  linalg::GenericOp scaleOp;
  Value dp;
  /// dS, scaled: what dQ and dK read.
  Value dscores;
  /// The softmax's backward: `dot` and `ds`, and in PyTorch's form `pdp`
  /// and `pd`.
  SmallVector<Operation *> softmaxGrad;

  bool isPytorchForm() const { return pdp && pd && !dot && !ds; }
};
} // namespace

/// Sorts the users of the probabilities other than the forward's into the
/// ops of `ops`, each at most once.
static bool sortProbsUsers(const Match &match, BackwardOps &ops) {
  Value probs = match.probs;
  for (Operation *user : probs.getUsers()) {
    if (user == match.pv)
      continue;
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (!generic || generic.getNumDpsInits() != 1)
      return reject("another user of the probabilities");
    // The row dot reads two score-shaped tensors; dV reads P and dO.
    bool readsScoresTwice =
        generic.getNumDpsInputs() == 2 &&
        generic.getDpsInputs()[0].getType() == probs.getType() &&
        generic.getDpsInputs()[1].getType() == probs.getType();
    linalg::GenericOp *slot = nullptr;
    if (readsScoresTwice && isMultiplyAccumulate(*generic.getBody()))
      slot = &ops.dot;
    else if (readsScoresTwice && isBinary<arith::MulFOp>(generic))
      slot = &ops.pdp;
    else if (generic->getNumResults() == 1 &&
             matchContraction(generic->getResult(0)))
      slot = &ops.dv;
    else if (generic.getNumDpsInputs() == 3)
      slot = &ops.ds;
    else if (generic.getNumDpsInputs() == 2 && isBinary<arith::MulFOp>(generic))
      slot = &ops.pd;
    if (!slot)
      return reject("another user of the probabilities");
    if (*slot)
      return reject("two users of the probabilities of one kind");
    *slot = generic;
  }
  return true;
}

/// PyTorch's softmax backward: dot = sum(P * dP) over the key positions in
/// two ops, dS = P * dP - P * dot; sets `ops.dp`.
static bool matchPytorchSoftmaxGrad(const Match &match, BackwardOps &ops) {
  Value probs = match.probs;
  Labels scores(match.scoreLabels), rows(match.lseLabels);
  linalg::GenericOp pdp = ops.pdp, pd = ops.pd;
  unsigned pdpP = pdp.getDpsInputs()[0] == probs ? 0 : 1;
  ops.dp = pdp.getDpsInputs()[1 - pdpP];
  if (!labelLoops(pdp, {scores, scores, scores}))
    return reject("P * dP is not elementwise");
  for (Operation *user : pdp->getUsers()) {
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (generic && generic.getNumDpsInputs() == 1 && !ops.dot)
      ops.dot = generic;
    else if (generic && generic.getNumDpsInputs() == 2 && !ops.ds)
      ops.ds = generic;
    else
      return reject("another user of P * dP");
  }
  linalg::GenericOp dot = ops.dot, ds = ops.ds;
  if (!dot || !ds || !isAccumulation<arith::AddFOp>(dot) ||
      !isFilledWith(dot.getDpsInits()[0], m_AnyZeroFloat()) ||
      !labelLoops(dot, {scores, rows}))
    return reject("the row dot is not sum(P * dP) over the keys");
  // pd = P * dot; dS = P * dP - pd.
  unsigned pdP = pd.getDpsInputs()[0] == probs ? 0 : 1;
  SmallVector<std::optional<Labels>> pdKnown(3);
  pdKnown[pdP] = scores;
  pdKnown[1 - pdP] = rows;
  pdKnown[2] = scores;
  if (pd.getDpsInputs()[1 - pdP] != dot->getResult(0) ||
      !labelLoops(pd, pdKnown))
    return reject("P * dot does not read the row dot");
  if (!isBinary<arith::SubFOp>(ds) ||
      ds.getDpsInputs()[0] != pdp->getResult(0) ||
      ds.getDpsInputs()[1] != pd->getResult(0) ||
      !labelLoops(ds, {scores, scores, scores}))
    return reject("dS is not P * dP - P * dot");
  ops.softmaxGrad = {dot, ds, pdp, pd};
  return true;
}

/// Autodiff's softmax backward: dot = sum(P * dP) over the key positions in
/// one op, dS = P * (dP - dot); sets `ops.dp`.
static bool matchFusedSoftmaxGrad(const Match &match, BackwardOps &ops) {
  Value probs = match.probs;
  Labels scores(match.scoreLabels), rows(match.lseLabels);
  linalg::GenericOp dot = ops.dot, ds = ops.ds;
  unsigned dotP = dot.getDpsInputs()[0] == probs ? 0 : 1;
  ops.dp = dot.getDpsInputs()[1 - dotP];
  if (!isFilledWith(dot.getDpsInits()[0], m_AnyZeroFloat()) ||
      !labelLoops(dot, {scores, scores, rows}))
    return reject("the row dot is not sum(P * dP) over the keys");
  // dS = P * (dP - dot).
  if (ds.getDpsInputs()[0] != probs || ds.getDpsInputs()[1] != ops.dp ||
      ds.getDpsInputs()[2] != dot->getResult(0) ||
      !labelLoops(ds, {scores, scores, rows, scores}))
    return reject("dS does not read P, dP and the row dot");
  Block *body = ds.getBody();
  auto mul = getYielded(ds).getDefiningOp<arith::MulFOp>();
  auto diff = mul ? (mul.getLhs() == body->getArgument(0)
                         ? mul.getRhs().getDefiningOp<arith::SubFOp>()
                         : mul.getLhs().getDefiningOp<arith::SubFOp>())
                  : arith::SubFOp();
  if (!mul || !diff ||
      !llvm::is_contained(mul->getOperands(), body->getArgument(0)) ||
      diff.getLhs() != body->getArgument(1) ||
      diff.getRhs() != body->getArgument(2))
    return reject("dS's body is not P * (dP - dot)");
  ops.softmaxGrad = {dot, ds};
  return true;
}

/// Matches dP = dO . V, and dS scaled as the scores are; sets `ops.dpOp`,
/// `ops.scaleOp` and `ops.dscores`.
static bool matchScoresGrad(const Match &match, BackwardOps &ops) {
  ArrayRef<int64_t> scoreLabels = match.scoreLabels;
  // dP = dO . V.
  ops.dpOp = matchContraction(ops.dp);
  linalg::GenericOp dpOp = ops.dpOp;
  if (!dpOp)
    return reject("dP is not a contraction");
  unsigned doIndex = dpOp.getDpsInputs()[0] == match.gradOutput ? 0 : 1;
  if (dpOp.getDpsInputs()[doIndex] != match.gradOutput ||
      dpOp.getDpsInputs()[1 - doIndex] != match.value)
    return reject("dP is not dO . V");
  SmallVector<std::optional<Labels>> dpKnown(3);
  dpKnown[doIndex] = match.outputLabels;
  dpKnown[1 - doIndex] = match.valueLabels;
  dpKnown[2] = Labels(scoreLabels);
  if (!labelLoops(dpOp, dpKnown))
    return reject("dP's maps disagree");
  // The scale again.
  linalg::GenericOp ds = ops.ds;
  ops.dscores = ds->getResult(0);
  if (match.scale != 1) {
    if (!ds->hasOneUse())
      return reject("dS has another user");
    ops.scaleOp = dyn_cast<linalg::GenericOp>(*ds->getUsers().begin());
    std::optional<double> scale =
        ops.scaleOp && ops.scaleOp.getNumDpsInputs() == 1
            ? matchScale(ops.scaleOp)
            : std::nullopt;
    if (!scale || *scale != match.scale ||
        !labelLoops(ops.scaleOp, {Labels(scoreLabels), Labels(scoreLabels)}))
      return reject("dS is not scaled as the scores are");
    ops.dscores = ops.scaleOp->getResult(0);
  }
  return true;
}

/// Matches dQ = dS . K and dK = dS . Q, the only users of `dscores`; sets
/// `match.dq` and `match.dk`.
static bool matchInputGrads(Match &match, Value dscores) {
  for (Operation *user : dscores.getUsers()) {
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (!generic || generic->getNumResults() != 1 ||
        !matchContraction(generic->getResult(0)))
      return reject("another user of dS");
    unsigned dsIndex = generic.getDpsInputs()[0] == dscores ? 0 : 1;
    Value other = generic.getDpsInputs()[1 - dsIndex];
    SmallVector<std::optional<Labels>> known(3);
    known[dsIndex] = match.scoreLabels;
    if (other == match.key && !match.dq) {
      known[1 - dsIndex] = match.keyLabels;
      known[2] = match.queryLabels;
      if (!labelLoops(generic, known))
        return reject("dQ's maps disagree");
      match.dq = generic;
    } else if (other == match.query && !match.dk) {
      known[1 - dsIndex] = match.queryLabels;
      known[2] = match.keyLabels;
      if (!labelLoops(generic, known))
        return reject("dK's maps disagree");
      match.dk = generic;
    } else {
      return reject("another user of dS");
    }
  }
  if (!match.dq || !match.dk)
    return reject("dQ or dK is missing");
  return true;
}

/// Adds the backward's ops to `match.ops`, checking that no intermediate
/// has a user outside the pattern and that all are in the forward's block.
static bool collectBackwardOps(Match &match, BackwardOps &ops) {
  SmallVector<Operation *> backward = {ops.dv, ops.dpOp, match.dq, match.dk};
  backward.append(ops.softmaxGrad);
  if (ops.scaleOp)
    backward.push_back(ops.scaleOp);
  SmallVector<Operation *> all(match.ops);
  all.append(backward);
  for (Operation *op : ops.softmaxGrad)
    if (!usedOnlyBy(op->getResult(0), all))
      return reject("an intermediate of the backward has another user");
  for (Value inner : {ops.dp, ops.dscores})
    if (!usedOnlyBy(inner, all))
      return reject("an intermediate of the backward has another user");
  if (!usedOnlyBy(match.probs, all))
    return reject("the probabilities have another user");
  // Every op in one block, so that the fused ops can take their place.
  Block *block = match.pv->getBlock();
  if (llvm::any_of(all, [&](Operation *op) { return op->getBlock() != block; }))
    return reject("the backward is in another block");
  match.ops = std::move(all);
  return true;
}

bool attention::matchBackward(Match &match) {
  BackwardOps ops;
  if (!sortProbsUsers(match, ops))
    return false;
  bool pytorchForm = ops.isPytorchForm();
  if (!ops.dv || !(pytorchForm || (ops.dot && ops.ds && !ops.pdp && !ops.pd)))
    return reject("not every part of the softmax's backward");
  // dV = P . dO, indexed as V.
  linalg::GenericOp dv = ops.dv;
  unsigned pIndex = dv.getDpsInputs()[0] == match.probs ? 0 : 1;
  SmallVector<std::optional<Labels>> known(3);
  known[pIndex] = match.scoreLabels;
  known[2] = match.valueLabels;
  auto dvLabels = labelLoops(dv, known);
  if (!dvLabels || (*dvLabels)[1 - pIndex] != match.outputLabels)
    return reject("dV is not P . dO");
  match.gradOutput = dv.getDpsInputs()[1 - pIndex];
  // dot = sum(P * dP) over the key positions, in one op or two.
  if (!(pytorchForm ? matchPytorchSoftmaxGrad(match, ops)
                    : matchFusedSoftmaxGrad(match, ops)) ||
      !matchScoresGrad(match, ops) || !matchInputGrads(match, ops.dscores))
    return false;
  match.dv = dv;
  return collectBackwardOps(match, ops);
}
