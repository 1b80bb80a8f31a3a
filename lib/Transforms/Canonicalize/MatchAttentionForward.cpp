//===- MatchAttentionForward.cpp - A softmax of products, matched ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The forward of attention written out as tensors: O = softmax(scale * Q . K
// + mask) . V, matched up from the output contraction, each tensor's dims
// labelled by the attention loop indexing them (AttentionPattern.h).
//
//===----------------------------------------------------------------------===//

#include "AttentionPattern.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "ap-raise-attention"

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::attention;

/// `select(key index <= query index, x, -inf)`: returns x and the labels of
/// the two loops; `x` itself when it is not masked.
static Value stripCausal(Value value, ArrayRef<int64_t> loopLabel,
                         CausalLabels &causal) {
  causal.reset();
  auto select = value.getDefiningOp<arith::SelectOp>();
  if (!select)
    return value;
  if (!matchPattern(select.getFalseValue(), m_NegInfFloat()))
    return Value();
  auto cmp = select.getCondition().getDefiningOp<arith::CmpIOp>();
  if (!cmp)
    return Value();
  auto lhs = cmp.getLhs().getDefiningOp<linalg::IndexOp>();
  auto rhs = cmp.getRhs().getDefiningOp<linalg::IndexOp>();
  if (!lhs || !rhs)
    return Value();
  using P = arith::CmpIPredicate;
  int64_t l = loopLabel[lhs.getDim()], r = loopLabel[rhs.getDim()];
  switch (cmp.getPredicate()) {
  case P::ule:
  case P::sle:
    causal = {r, l}; // key <= query
    break;
  case P::uge:
  case P::sge:
    causal = {l, r}; // query >= key
    break;
  default:
    return Value();
  }
  return select.getTrueValue();
}

/// The generic yielding `value` as its first result, with one input, any
/// number of inits and every other result unused: a row reduction that also
/// computes what no one reads (PyTorch's max yields the argmax too).
static linalg::GenericOp matchReduction(Value value) {
  auto op = value.getDefiningOp<linalg::GenericOp>();
  if (!op || value != op->getResult(0) || op.getNumDpsInputs() != 1 ||
      !op.hasPureTensorSemantics())
    return {};
  for (Value result : op->getResults().drop_front())
    if (!result.use_empty())
      return {};
  return op;
}

/// The row maximum `max` read through a view that only adds unit dims
/// (PyTorch's keepdim): the expand, when its reader (`op`'s input `index`)
/// sees exactly the maximum's dims through the non-constant results.
static tensor::ExpandShapeOp matchUnitView(Value value, linalg::GenericOp op,
                                           unsigned index) {
  auto expand = value.getDefiningOp<tensor::ExpandShapeOp>();
  if (!expand || !expand.getSrcType().hasStaticShape() ||
      !expand.getResultType().hasStaticShape())
    return {};
  AffineMap map = op.getIndexingMapsArray()[index];
  SmallVector<int64_t> read;
  for (auto [dim, expr] : llvm::enumerate(map.getResults()))
    if (isa<AffineDimExpr>(expr))
      read.push_back(expand.getResultType().getDimSize(dim));
    else if (expand.getResultType().getDimSize(dim) != 1)
      return {};
  // Unit dims do not change the row-major order: equal shapes read equal
  // elements.
  if (ArrayRef<int64_t>(read) != expand.getSrcType().getShape())
    return {};
  return expand;
}

/// PyTorch's safe softmax: `select(all scores of the row are -inf, 0, P)`,
/// returning P; the ops of the test are added to `ops`.
static Value stripSafeSoftmax(Value probs, Value scores,
                              SmallVector<Operation *> &ops) {
  linalg::GenericOp select = matchGeneric(probs, 3);
  if (!select)
    return Value();
  auto body = getYielded(select).getDefiningOp<arith::SelectOp>();
  Block *block = select.getBody();
  if (!body || body.getCondition() != block->getArgument(0) ||
      body.getTrueValue() != block->getArgument(1) ||
      body.getFalseValue() != block->getArgument(2))
    return Value();
  Value zero = select.getDpsInputs()[1];
  if (!matchPattern(zero, m_AnyZeroFloat()) &&
      !isFilledWith(zero, m_AnyZeroFloat()))
    return Value();
  // all = and over the keys of isneginf(S), into true.
  linalg::GenericOp all = matchGeneric(select.getDpsInputs()[0], 1);
  if (!all || !isAccumulation<arith::AndIOp>(all) ||
      !isFilledWith(all.getDpsInits()[0], m_One()))
    return Value();
  linalg::GenericOp isInf = matchGeneric(all.getDpsInputs()[0], 1);
  if (!isInf || isInf.getDpsInputs()[0] != scores)
    return Value();
  auto cmp = getYielded(isInf).getDefiningOp<arith::CmpFOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpFPredicate::OEQ ||
      !matchPattern(cmp.getRhs(), m_NegInfFloat()))
    return Value();
  Value x = cmp.getLhs();
  if (auto ext = x.getDefiningOp<arith::ExtFOp>())
    x = ext.getIn();
  if (x != isInf.getBody()->getArgument(0))
    return Value();
  ops.append({select, all, isInf});
  return select.getDpsInputs()[2];
}

/// Logs why the forward did not match; false.
static bool reject(const Twine &why) {
  LLVM_DEBUG(llvm::dbgs() << "ap-raise-attention: " << why << "\n");
  return false;
}

namespace {
/// The ops of a forward as matched, from the output contraction up to the
/// scores contraction; the optional ones null where absent.
struct ForwardOps {
  /// P = exp / sum, perhaps under PyTorch's safe-softmax select (`safe`).
  linalg::GenericOp div, safe, sum;
  /// exp(x - max) in one op, or `sub` then `exp`.
  linalg::GenericOp exp, sub;
  /// The keepdim view the subtraction reads the maximum through.
  tensor::ExpandShapeOp maxView;
  linalg::GenericOp max;
  /// S = scale * (Q . K) + mask: the mask's addition, the scaling and the
  /// product.
  linalg::GenericOp maskOp, scaleOp, qk;
  /// The pv operand P, the scores S and the product Q . K.
  Value probs, scores, product;
};
} // namespace

/// Matches the softmax over the scores that feeds `pv`: P = exp / sum,
/// exp(x - max), the row max; sets `ops.probs` and `ops.scores`.
static bool matchSoftmax(linalg::GenericOp pv, ForwardOps &ops) {
  // P = exp / sum, perhaps under PyTorch's safe-softmax select.
  for (Value input : pv.getDpsInputs()) {
    Value inner = input;
    if (linalg::GenericOp select = matchGeneric(input, 3)) {
      inner = select.getDpsInputs()[2];
      ops.safe = select;
    }
    ops.div = matchGeneric(inner, 2);
    if (ops.div && isBinary<arith::DivFOp>(ops.div)) {
      ops.probs = input;
      break;
    }
    ops.div = {};
    ops.safe = {};
  }
  if (!ops.div)
    return reject("no softmax division feeds the contraction");
  Value expValue = ops.div.getDpsInputs()[0];
  ops.sum = matchGeneric(ops.div.getDpsInputs()[1], 1);
  if (!ops.sum || ops.sum.getDpsInputs()[0] != expValue ||
      !isFilledWith(ops.sum.getDpsInits()[0], m_AnyZeroFloat()))
    return reject("no exp and sum under the division");
  // exp(x - max) in one op (the generator), or a subtraction then an exp
  // (PyTorch), the maximum perhaps read through a keepdim view.
  ops.exp = matchGeneric(expValue, 2);
  Value rowMax;
  if (ops.exp) {
    rowMax = ops.exp.getDpsInputs()[1];
  } else {
    ops.exp = matchGeneric(expValue, 1);
    auto expOp = ops.exp ? getYielded(ops.exp).getDefiningOp<math::ExpOp>()
                         : math::ExpOp();
    if (!expOp || expOp.getOperand() != ops.exp.getBody()->getArgument(0))
      return reject("no exp under the division");
    ops.sub = matchGeneric(ops.exp.getDpsInputs()[0], 2);
    if (!ops.sub || !isBinary<arith::SubFOp>(ops.sub))
      return reject("no x - max under the exp");
    rowMax = ops.sub.getDpsInputs()[1];
  }
  ops.maxView =
      ops.sub ? matchUnitView(rowMax, ops.sub, 1) : tensor::ExpandShapeOp();
  if (ops.maxView)
    rowMax = ops.maxView.getSrc();
  ops.max = matchReduction(rowMax);
  if (!ops.max || !isFilledWith(ops.max.getDpsInits()[0], m_NegInfFloat()))
    return reject("no max under the exp");
  ops.scores = ops.max.getDpsInputs()[0];
  if ((ops.sub ? ops.sub : ops.exp).getDpsInputs()[0] != ops.scores)
    return reject("the exp and the max read different scores");
  return true;
}

/// Matches the scores S = scale * (Q . K) + mask, the scale and the mask
/// optional; sets `match.mask` and `match.scale`.
static bool matchScores(ForwardOps &ops, Match &match) {
  Value scores = ops.scores;
  Value unmasked = scores;
  ops.maskOp = matchGeneric(scores, 2);
  if (ops.maskOp && isBinary<arith::AddFOp>(ops.maskOp)) {
    auto isProduct = [](Value value) {
      if (matchContraction(value))
        return true;
      linalg::GenericOp scaled = matchGeneric(value, 1);
      return scaled && matchScale(scaled) &&
             matchContraction(scaled.getDpsInputs()[0]);
    };
    Value lhs = ops.maskOp.getDpsInputs()[0],
          rhs = ops.maskOp.getDpsInputs()[1];
    if (isProduct(lhs) && !isProduct(rhs)) {
      unmasked = lhs;
      match.mask = rhs;
    } else if (isProduct(rhs) && !isProduct(lhs)) {
      unmasked = rhs;
      match.mask = lhs;
    } else {
      return reject("the masked scores are not a product plus a mask");
    }
    if (getElementTypeOrSelf(match.mask.getType()) !=
        getElementTypeOrSelf(scores.getType()))
      return reject("the mask's element type is not the scores'");
  } else {
    ops.maskOp = {};
  }
  ops.scaleOp = matchGeneric(unmasked, 1);
  ops.product = unmasked;
  if (ops.scaleOp && !matchContraction(unmasked)) {
    std::optional<double> scale = matchScale(ops.scaleOp);
    if (!scale)
      return reject("the scores are not a product times a constant");
    match.scale = *scale;
    ops.product = ops.scaleOp.getDpsInputs()[0];
  } else {
    ops.scaleOp = {};
  }
  ops.qk = matchContraction(ops.product);
  if (!ops.qk)
    return reject("the scores are not a contraction");
  return true;
}

/// Labels the scores (their dims first, then the reduced head dim from
/// `next` on), the query, key and mask, and the softmax's ops; sets the
/// max's operand labels and the key positions' label `keyLoop`.
static bool labelScores(ForwardOps &ops, Match &match, int64_t &next,
                        SmallVector<Labels> &maxLabels, int64_t &keyLoop) {
  // Labels: the scores' dims first, then the reduced head dim.
  int64_t rank = cast<RankedTensorType>(ops.product.getType()).getRank();
  Labels scoreLabels = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  match.probs = ops.probs;
  match.scoreLabels = scoreLabels;
  next = rank;
  auto qkLabels =
      labelLoops(ops.qk, {std::nullopt, std::nullopt, scoreLabels}, &next);
  if (!qkLabels)
    return reject("the scores contraction's maps are not permutations");
  match.query = ops.qk.getDpsInputs()[0];
  match.key = ops.qk.getDpsInputs()[1];
  match.queryLabels = (*qkLabels)[0];
  match.keyLabels = (*qkLabels)[1];
  if (ops.scaleOp && !labelLoops(ops.scaleOp, {scoreLabels, scoreLabels}))
    return reject("the scale's maps are not elementwise");
  if (ops.maskOp) {
    unsigned maskIndex = ops.maskOp.getDpsInputs()[0] == match.mask ? 0 : 1;
    SmallVector<std::optional<Labels>> known(3);
    known[1 - maskIndex] = scoreLabels;
    known[2] = scoreLabels;
    // Without fresh labels: the mask indexes only the scores' dims.
    auto maskLabels = labelLoops(ops.maskOp, known);
    if (!maskLabels)
      return reject("the mask's maps are not the scores' dims");
    match.maskLabels = (*maskLabels)[maskIndex];
    AffineMap maskMap = ops.maskOp.getIndexingMapsArray()[maskIndex];
    for (auto [dim, expr] : llvm::enumerate(maskMap.getResults()))
      if (isa<AffineDimExpr>(expr))
        match.maskDims.push_back(dim);
  }
  // The softmax reduces one dim of the scores: the key positions.
  SmallVector<std::optional<Labels>> maxKnown(ops.max->getNumOperands());
  maxKnown[0] = scoreLabels;
  auto labels = labelLoops(ops.max, maxKnown);
  if (!labels || (*labels)[1].size() + 1 != scoreLabels.size())
    return reject("the max does not reduce one dim of the scores");
  maxLabels = *labels;
  match.lseLabels = maxLabels[1];
  keyLoop = -1;
  for (int64_t label : scoreLabels)
    if (!llvm::is_contained(match.lseLabels, label))
      keyLoop = label;
  Labels rows = match.lseLabels;
  bool expAgrees =
      ops.sub
          ? labelLoops(ops.sub, {scoreLabels, rows, scoreLabels}) &&
                labelLoops(ops.exp, {scoreLabels, scoreLabels})
          : labelLoops(ops.exp, {scoreLabels, rows, scoreLabels}).has_value();
  if (!expAgrees || !labelLoops(ops.sum, {scoreLabels, rows}) ||
      !labelLoops(ops.div, {scoreLabels, rows, scoreLabels}))
    return reject("the softmax's maps disagree");
  return true;
}

/// Checks the softmax's bodies: max(masked x, acc); exp(masked x - max);
/// sum; the causal masks equal and on the key positions. Sets
/// `match.causal`.
static bool checkSoftmaxBodies(ForwardOps &ops, Match &match,
                               ArrayRef<Labels> maxLabels, int64_t keyLoop) {
  linalg::GenericOp max = ops.max, exp = ops.exp;
  Labels scoreLabels = match.scoreLabels, rows = match.lseLabels;
  Block *maxBody = max.getBody();
  CausalLabels maxCausal, expCausal;
  auto maximum = getYielded(max).getDefiningOp();
  if (!maximum || !isa<arith::MaximumFOp, arith::MaxNumFOp>(maximum))
    return reject("the max's body is not a maximum");
  Value maxArg = maximum->getOperand(0), maxAcc = maximum->getOperand(1);
  if (maxArg == maxBody->getArgument(1))
    std::swap(maxArg, maxAcc);
  if (maxAcc != maxBody->getArgument(1) ||
      stripCausal(maxArg, getLoopLabels(max, maxLabels), maxCausal) !=
          maxBody->getArgument(0))
    return reject("the max's body is not max(x, acc) of a causally masked x");
  if (!ops.sub) {
    auto expOp = getYielded(exp).getDefiningOp<math::ExpOp>();
    auto diff = expOp ? expOp.getOperand().getDefiningOp<arith::SubFOp>()
                      : arith::SubFOp();
    if (!diff || diff.getRhs() != exp.getBody()->getArgument(1) ||
        stripCausal(diff.getLhs(),
                    getLoopLabels(exp, {scoreLabels, rows, scoreLabels}),
                    expCausal) != exp.getBody()->getArgument(0))
      return reject("the exp's body is not exp(x - max)");
  }
  if (maxCausal != expCausal)
    return reject("the max and the exp mask differently");
  if (maxCausal && maxCausal->second != keyLoop)
    return reject("the causal mask does not compare the key positions");
  match.causal = maxCausal;
  if (!isAccumulation<arith::AddFOp>(ops.sum))
    return reject("the sum's body is not a sum");
  return true;
}

/// Checks PyTorch's safe softmax where there is one, adding its ops to
/// `safeOps`, and rejects an additive mask without it.
static bool checkSafeSoftmax(ForwardOps &ops, const Match &match,
                             SmallVector<Operation *> &safeOps) {
  // PyTorch's safe softmax gives a row whose keys are all masked P = 0, as
  // ap.attention does; without it such a row is NaN, which an additive
  // mask could produce: then nothing is raised.
  Labels scoreLabels = match.scoreLabels, rows = match.lseLabels;
  if (ops.safe) {
    if (stripSafeSoftmax(ops.probs, ops.scores, safeOps) !=
        ops.div->getResult(0))
      return reject(
          "the select under the contraction is not the safe softmax's");
    auto all = cast<linalg::GenericOp>(safeOps[1]);
    auto isInf = cast<linalg::GenericOp>(safeOps[2]);
    if (!labelLoops(isInf, {scoreLabels, scoreLabels}) ||
        !labelLoops(all, {scoreLabels, rows}) ||
        !labelLoops(ops.safe, {rows, std::nullopt, scoreLabels, scoreLabels}))
      return reject("the safe softmax's maps disagree");
  } else if (match.mask) {
    return reject("an additive mask without the safe softmax (a row it "
                  "masks entirely is NaN as written, 0 fused)");
  }
  return true;
}

/// Labels O = P . V over the key positions, the values' own head dim new
/// (from `next` on); sets the value, its labels, the output's and the
/// number of loops.
static bool labelOutput(linalg::GenericOp pv, Match &match, int64_t next,
                        int64_t keyLoop) {
  std::optional<Labels> probsLabels = match.scoreLabels;
  SmallVector<std::optional<Labels>> pvKnown = {std::nullopt, std::nullopt,
                                                std::nullopt};
  unsigned probsIndex = pv.getDpsInputs()[0] == match.probs ? 0 : 1;
  pvKnown[probsIndex] = probsLabels;
  auto pvLabels = labelLoops(pv, pvKnown, &next);
  if (!pvLabels)
    return reject("the output contraction's maps disagree");
  match.value = pv.getDpsInputs()[1 - probsIndex];
  match.valueLabels = (*pvLabels)[1 - probsIndex];
  match.outputLabels = (*pvLabels)[2];
  match.numLoops = next;
  // The output contraction reduces exactly the key positions.
  for (int64_t label : getLoopLabels(pv, *pvLabels))
    if (!llvm::is_contained(match.outputLabels, label) && label != keyLoop)
      return reject(
          "the output contraction reduces more than the key positions");
  if (llvm::is_contained(match.outputLabels, keyLoop))
    return reject("the output contraction does not reduce the key positions");
  return true;
}

/// Sets `match.ops` to every op of the forward, checking that they are in
/// one block and that no intermediate has a user outside the pattern.
static bool collectForwardOps(ForwardOps &ops, Match &match,
                              ArrayRef<Operation *> safeOps) {
  linalg::GenericOp pv = match.pv;
  match.ops = {ops.qk, ops.max, ops.exp, ops.sum, ops.div, pv};
  for (Operation *op : {ops.scaleOp.getOperation(), ops.maskOp.getOperation(),
                        ops.sub.getOperation(), ops.maxView.getOperation()})
    if (op)
      match.ops.push_back(op);
  match.ops.append(safeOps.begin(), safeOps.end());
  // One block, so that the fused op can take the contraction's place.
  if (llvm::any_of(match.ops, [&](Operation *op) {
        return op->getBlock() != pv->getBlock();
      }))
    return reject("the pattern spans blocks");
  for (Operation *op : match.ops)
    if (op != pv && op != ops.probs.getDefiningOp() &&
        !llvm::all_of(op->getResults(), [&](Value result) {
          return usedOnlyBy(result, match.ops);
        }))
      return reject("an intermediate of the softmax has another user");
  return true;
}

std::optional<Match> attention::matchForward(linalg::GenericOp pv) {
  Match match;
  match.pv = pv;
  ForwardOps ops;
  int64_t next = 0, keyLoop = -1;
  SmallVector<Labels> maxLabels;
  SmallVector<Operation *> safeOps;
  if (!matchSoftmax(pv, ops) || !matchScores(ops, match) ||
      !labelScores(ops, match, next, maxLabels, keyLoop) ||
      !checkSoftmaxBodies(ops, match, maxLabels, keyLoop) ||
      !checkSafeSoftmax(ops, match, safeOps) ||
      !labelOutput(pv, match, next, keyLoop) ||
      !collectForwardOps(ops, match, safeOps))
    return std::nullopt;
  return match;
}
