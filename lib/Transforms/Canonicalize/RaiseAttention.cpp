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
// agree with the labels rejects the match.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/CombinerTable.h"
#include "Shard/Transforms/Einsum.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
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

namespace {

/// Per tensor dim, the attention loop indexing it.
using Labels = SmallVector<int64_t>;

/// The positions of `map`'s dim results: a result that is the constant 0
/// reads a unit dim (PyTorch's keepdim and broadcast forms) and has no
/// label. Labels always describe the other dims, in order.
SmallVector<unsigned> getDimPositions(AffineMap map) {
  SmallVector<unsigned> positions;
  for (AffineExpr expr : map.getResults())
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      positions.push_back(dim.getPosition());
  return positions;
}

/// The loops of a generic labelled from the operands whose labels are
/// known (`known[i]` for operand i: inputs, then inits); loops no known
/// operand indexes get fresh labels from `next` when it is given. Returns
/// every operand's labels, or none when the maps disagree with the labels.
std::optional<SmallVector<Labels>>
labelLoops(linalg::GenericOp op, ArrayRef<std::optional<Labels>> known,
           int64_t *next = nullptr) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  for (auto [index, map] : llvm::enumerate(maps)) {
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/true) ||
        map.getNumSymbols() != 0)
      return std::nullopt;
    // A constant result must read a unit dim.
    auto type = cast<ShapedType>(op->getOperand(index).getType());
    for (auto [dim, expr] : llvm::enumerate(map.getResults()))
      if (isa<AffineConstantExpr>(expr) && type.getDimSize(dim) != 1)
        return std::nullopt;
  }
  SmallVector<int64_t> loopLabel(op.getNumLoops(), -1);
  for (auto [index, labels] : llvm::enumerate(known)) {
    if (!labels)
      continue;
    SmallVector<unsigned> positions = getDimPositions(maps[index]);
    if (labels->size() != positions.size())
      return std::nullopt;
    for (auto [position, label] : llvm::zip_equal(positions, *labels)) {
      int64_t &slot = loopLabel[position];
      if (slot != -1 && slot != label)
        return std::nullopt;
      slot = label;
    }
  }
  for (int64_t &label : loopLabel) {
    if (label != -1)
      continue;
    if (!next)
      return std::nullopt;
    label = (*next)++;
  }
  // Two loops with one label would be a diagonal.
  SmallVector<int64_t> sorted(loopLabel);
  llvm::sort(sorted);
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
    return std::nullopt;
  SmallVector<Labels> result;
  for (AffineMap map : maps) {
    Labels labels;
    for (unsigned position : getDimPositions(map))
      labels.push_back(loopLabel[position]);
    result.push_back(std::move(labels));
  }
  return result;
}

/// The loop labels of a generic, once labelLoops agreed.
SmallVector<int64_t> getLoopLabels(linalg::GenericOp op,
                                   ArrayRef<Labels> operandLabels) {
  SmallVector<int64_t> loopLabel(op.getNumLoops(), -1);
  for (auto [map, labels] :
       llvm::zip_equal(op.getIndexingMapsArray(), operandLabels))
    for (auto [position, label] : llvm::zip_equal(getDimPositions(map), labels))
      loopLabel[position] = label;
  return loopLabel;
}

/// Whether `init` is a fill with a scalar `matcher` accepts (m_AnyZeroFloat,
/// m_NegInfFloat).
template <typename Matcher>
bool isFilledWith(Value init, Matcher matcher) {
  auto fill = init.getDefiningOp<linalg::FillOp>();
  return fill && matchPattern(fill.getInputs().front(), matcher);
}

/// A generic with `inputs` inputs, one init and a body yielding one value.
linalg::GenericOp matchGeneric(Value value, unsigned inputs) {
  auto op = value.getDefiningOp<linalg::GenericOp>();
  if (!op || op.getNumDpsInputs() != inputs || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics())
    return {};
  return op;
}

/// `acc + a * b` into a zero-filled init.
linalg::GenericOp matchContraction(Value value) {
  linalg::GenericOp op = matchGeneric(value, 2);
  if (!op || !isMultiplyAccumulate(*op.getBody()) ||
      !isFilledWith(op.getDpsInits().front(), m_AnyZeroFloat()))
    return {};
  return op;
}

Value getYielded(linalg::GenericOp op) {
  return cast<linalg::YieldOp>(op.getBody()->getTerminator()).getOperand(0);
}

/// Whether `value` is a float constant, setting `found` to it.
bool matchConstant(Value value, double &found) {
  APFloat constant(0.0);
  if (!matchPattern(value, m_ConstantFloat(&constant)))
    return false;
  found = constant.convertToDouble();
  return true;
}

/// `x * c` in `op`'s body, with x the block argument; returns c.
std::optional<double> matchScale(linalg::GenericOp op) {
  auto mul = getYielded(op).getDefiningOp<arith::MulFOp>();
  if (!mul)
    return std::nullopt;
  BlockArgument in = op.getBody()->getArgument(0);
  double c;
  if (mul.getLhs() == in && matchConstant(mul.getRhs(), c))
    return c;
  if (mul.getRhs() == in && matchConstant(mul.getLhs(), c))
    return c;
  return std::nullopt;
}

/// A causal mask's pair of labels (query, key).
using CausalLabels = std::optional<std::pair<int64_t, int64_t>>;

/// `select(key index <= query index, x, -inf)`: returns x and the labels of
/// the two loops; `x` itself when it is not masked.
Value stripCausal(Value value, ArrayRef<int64_t> loopLabel,
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

/// The forward and backward of one attention.
struct Match {
  Value query, key, value;
  /// The softmax's output and the scores' labels (0 .. rank - 1).
  Value probs;
  Labels scoreLabels;
  Labels queryLabels, keyLabels, valueLabels, outputLabels, lseLabels;
  int64_t numLoops = 0;
  double scale = 1;
  CausalLabels causal;
  /// An additive mask (`S = scale * Q . K + mask`) and its labels.
  Value mask;
  Labels maskLabels;
  /// The mask's dims its reader indexes (the others are unit dims).
  SmallVector<int64_t> maskDims;
  linalg::GenericOp pv;
  // The backward, when found.
  Value gradOutput;
  linalg::GenericOp dq, dk, dv;
  /// Every op of the pattern (erased once raised).
  SmallVector<Operation *> ops;
};

#define REJECT(why)                                                            \
  do {                                                                         \
    LLVM_DEBUG(llvm::dbgs() << "ap-raise-attention: " << why << "\n");  \
    return std::nullopt;                                                       \
  } while (false)

/// Whether every user of `value` is in `ops`.
bool usedOnlyBy(Value value, ArrayRef<Operation *> ops) {
  return llvm::all_of(value.getUsers(), [&](Operation *user) {
    return llvm::is_contained(ops, user);
  });
}

/// The generic yielding `value` as its first result, with one input, any
/// number of inits and every other result unused: a row reduction that also
/// computes what no one reads (PyTorch's max yields the argmax too).
linalg::GenericOp matchReduction(Value value) {
  auto op = value.getDefiningOp<linalg::GenericOp>();
  if (!op || value != op->getResult(0) || op.getNumDpsInputs() != 1 ||
      !op.hasPureTensorSemantics())
    return {};
  for (Value result : op->getResults().drop_front())
    if (!result.use_empty())
      return {};
  return op;
}

/// Whether `op`'s body yields `OpTy(in0, in1)` of its first two arguments.
template <typename OpTy>
bool isBinary(linalg::GenericOp op) {
  auto binary = getYielded(op).getDefiningOp<OpTy>();
  return binary && binary->getOperand(0) == op.getBody()->getArgument(0) &&
         binary->getOperand(1) == op.getBody()->getArgument(1);
}

/// Whether `op`'s body yields `OpTy` of its input and accumulator, in
/// either order (a max, a sum, an and).
template <typename... OpTys>
bool isAccumulation(linalg::GenericOp op) {
  Operation *combine = getYielded(op).getDefiningOp();
  if (!combine || !isa<OpTys...>(combine) || combine->getNumOperands() != 2)
    return false;
  Block *body = op.getBody();
  Value in = body->getArgument(0), acc = body->getArgument(1);
  return (combine->getOperand(0) == in && combine->getOperand(1) == acc) ||
         (combine->getOperand(0) == acc && combine->getOperand(1) == in);
}

/// The row maximum `max` read through a view that only adds unit dims
/// (PyTorch's keepdim): the expand, when its reader (`op`'s input `index`)
/// sees exactly the maximum's dims through the non-constant results.
tensor::ExpandShapeOp matchUnitView(Value value, linalg::GenericOp op,
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
Value stripSafeSoftmax(Value probs, Value scores,
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

/// The softmax-of-products pattern whose probabilities-times-values
/// contraction is `pv`.
std::optional<Match> matchForward(linalg::GenericOp pv) {
  Match match;
  match.pv = pv;
  // P = exp / sum, perhaps under PyTorch's safe-softmax select.
  Value probs;
  linalg::GenericOp div;
  linalg::GenericOp safe;
  for (Value input : pv.getDpsInputs()) {
    Value inner = input;
    if (linalg::GenericOp select = matchGeneric(input, 3)) {
      inner = select.getDpsInputs()[2];
      safe = select;
    }
    div = matchGeneric(inner, 2);
    if (div && isBinary<arith::DivFOp>(div)) {
      probs = input;
      break;
    }
    div = {};
    safe = {};
  }
  if (!div)
    REJECT("no softmax division feeds the contraction");
  Value expValue = div.getDpsInputs()[0];
  linalg::GenericOp sum = matchGeneric(div.getDpsInputs()[1], 1);
  if (!sum || sum.getDpsInputs()[0] != expValue ||
      !isFilledWith(sum.getDpsInits()[0], m_AnyZeroFloat()))
    REJECT("no exp and sum under the division");
  // exp(x - max) in one op (the generator), or a subtraction then an exp
  // (PyTorch), the maximum perhaps read through a keepdim view.
  linalg::GenericOp exp = matchGeneric(expValue, 2);
  linalg::GenericOp sub;
  Value rowMax;
  if (exp) {
    rowMax = exp.getDpsInputs()[1];
  } else {
    exp = matchGeneric(expValue, 1);
    auto expOp = exp ? getYielded(exp).getDefiningOp<math::ExpOp>()
                     : math::ExpOp();
    if (!expOp || expOp.getOperand() != exp.getBody()->getArgument(0))
      REJECT("no exp under the division");
    sub = matchGeneric(exp.getDpsInputs()[0], 2);
    if (!sub || !isBinary<arith::SubFOp>(sub))
      REJECT("no x - max under the exp");
    rowMax = sub.getDpsInputs()[1];
  }
  tensor::ExpandShapeOp maxView =
      sub ? matchUnitView(rowMax, sub, 1) : tensor::ExpandShapeOp();
  if (maxView)
    rowMax = maxView.getSrc();
  linalg::GenericOp max = matchReduction(rowMax);
  if (!max || !isFilledWith(max.getDpsInits()[0], m_NegInfFloat()))
    REJECT("no max under the exp");
  Value scores = max.getDpsInputs()[0];
  if ((sub ? sub : exp).getDpsInputs()[0] != scores)
    REJECT("the exp and the max read different scores");
  // S = scale * (Q . K) + mask, the scale and the mask optional.
  Value unmasked = scores;
  linalg::GenericOp maskOp = matchGeneric(scores, 2);
  if (maskOp && isBinary<arith::AddFOp>(maskOp)) {
    auto isProduct = [](Value value) {
      if (matchContraction(value))
        return true;
      linalg::GenericOp scaled = matchGeneric(value, 1);
      return scaled && matchScale(scaled) &&
             matchContraction(scaled.getDpsInputs()[0]);
    };
    Value lhs = maskOp.getDpsInputs()[0], rhs = maskOp.getDpsInputs()[1];
    if (isProduct(lhs) && !isProduct(rhs)) {
      unmasked = lhs;
      match.mask = rhs;
    } else if (isProduct(rhs) && !isProduct(lhs)) {
      unmasked = rhs;
      match.mask = lhs;
    } else {
      REJECT("the masked scores are not a product plus a mask");
    }
    if (getElementTypeOrSelf(match.mask.getType()) !=
        getElementTypeOrSelf(scores.getType()))
      REJECT("the mask's element type is not the scores'");
  } else {
    maskOp = {};
  }
  linalg::GenericOp scaleOp = matchGeneric(unmasked, 1);
  Value product = unmasked;
  if (scaleOp && !matchContraction(unmasked)) {
    std::optional<double> scale = matchScale(scaleOp);
    if (!scale)
      REJECT("the scores are not a product times a constant");
    match.scale = *scale;
    product = scaleOp.getDpsInputs()[0];
  } else {
    scaleOp = {};
  }
  linalg::GenericOp qk = matchContraction(product);
  if (!qk)
    REJECT("the scores are not a contraction");

  // Labels: the scores' dims first, then the reduced head dim.
  int64_t rank = cast<RankedTensorType>(product.getType()).getRank();
  Labels scoreLabels = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  match.probs = probs;
  match.scoreLabels = scoreLabels;
  int64_t next = rank;
  auto qkLabels = labelLoops(qk, {std::nullopt, std::nullopt, scoreLabels},
                             &next);
  if (!qkLabels)
    REJECT("the scores contraction's maps are not permutations");
  match.query = qk.getDpsInputs()[0];
  match.key = qk.getDpsInputs()[1];
  match.queryLabels = (*qkLabels)[0];
  match.keyLabels = (*qkLabels)[1];
  if (scaleOp && !labelLoops(scaleOp, {scoreLabels, scoreLabels}))
    REJECT("the scale's maps are not elementwise");
  if (maskOp) {
    unsigned maskIndex = maskOp.getDpsInputs()[0] == match.mask ? 0 : 1;
    SmallVector<std::optional<Labels>> known(3);
    known[1 - maskIndex] = scoreLabels;
    known[2] = scoreLabels;
    // Without fresh labels: the mask indexes only the scores' dims.
    auto maskLabels = labelLoops(maskOp, known);
    if (!maskLabels)
      REJECT("the mask's maps are not the scores' dims");
    match.maskLabels = (*maskLabels)[maskIndex];
    AffineMap maskMap = maskOp.getIndexingMapsArray()[maskIndex];
    for (auto [dim, expr] : llvm::enumerate(maskMap.getResults()))
      if (isa<AffineDimExpr>(expr))
        match.maskDims.push_back(dim);
  }
  // The softmax reduces one dim of the scores: the key positions.
  SmallVector<std::optional<Labels>> maxKnown(max->getNumOperands());
  maxKnown[0] = scoreLabels;
  auto maxLabels = labelLoops(max, maxKnown);
  if (!maxLabels || (*maxLabels)[1].size() + 1 != scoreLabels.size())
    REJECT("the max does not reduce one dim of the scores");
  match.lseLabels = (*maxLabels)[1];
  int64_t keyLoop = -1;
  for (int64_t label : scoreLabels)
    if (!llvm::is_contained(match.lseLabels, label))
      keyLoop = label;
  Labels rows = match.lseLabels;
  bool expAgrees =
      sub ? labelLoops(sub, {scoreLabels, rows, scoreLabels}) &&
                labelLoops(exp, {scoreLabels, scoreLabels})
          : labelLoops(exp, {scoreLabels, rows, scoreLabels}).has_value();
  if (!expAgrees || !labelLoops(sum, {scoreLabels, rows}) ||
      !labelLoops(div, {scoreLabels, rows, scoreLabels}))
    REJECT("the softmax's maps disagree");

  // Bodies: max(masked x, acc); exp(masked x - max); sum; the masks equal.
  Block *maxBody = max.getBody();
  CausalLabels maxCausal, expCausal;
  auto maximum = getYielded(max).getDefiningOp();
  if (!maximum || !isa<arith::MaximumFOp, arith::MaxNumFOp>(maximum))
    REJECT("the max's body is not a maximum");
  Value maxArg = maximum->getOperand(0), maxAcc = maximum->getOperand(1);
  if (maxArg == maxBody->getArgument(1))
    std::swap(maxArg, maxAcc);
  if (maxAcc != maxBody->getArgument(1) ||
      stripCausal(maxArg, getLoopLabels(max, *maxLabels), maxCausal) !=
          maxBody->getArgument(0))
    REJECT("the max's body is not max(x, acc) of a causally masked x");
  if (!sub) {
    auto expOp = getYielded(exp).getDefiningOp<math::ExpOp>();
    auto diff = expOp ? expOp.getOperand().getDefiningOp<arith::SubFOp>()
                      : arith::SubFOp();
    if (!diff || diff.getRhs() != exp.getBody()->getArgument(1) ||
        stripCausal(diff.getLhs(),
                    getLoopLabels(exp, {scoreLabels, rows, scoreLabels}),
                    expCausal) != exp.getBody()->getArgument(0))
      REJECT("the exp's body is not exp(x - max)");
  }
  if (maxCausal != expCausal)
    REJECT("the max and the exp mask differently");
  if (maxCausal && maxCausal->second != keyLoop)
    REJECT("the causal mask does not compare the key positions");
  match.causal = maxCausal;
  if (!isAccumulation<arith::AddFOp>(sum))
    REJECT("the sum's body is not a sum");

  // PyTorch's safe softmax gives a row whose keys are all masked P = 0, as
  // ap.attention does; without it such a row is NaN, which an additive
  // mask could produce: then nothing is raised.
  SmallVector<Operation *> safeOps;
  if (safe) {
    if (stripSafeSoftmax(probs, scores, safeOps) != div->getResult(0))
      REJECT("the select under the contraction is not the safe softmax's");
    auto all = cast<linalg::GenericOp>(safeOps[1]);
    auto isInf = cast<linalg::GenericOp>(safeOps[2]);
    if (!labelLoops(isInf, {scoreLabels, scoreLabels}) ||
        !labelLoops(all, {scoreLabels, rows}) ||
        !labelLoops(safe, {rows, std::nullopt, scoreLabels, scoreLabels}))
      REJECT("the safe softmax's maps disagree");
  } else if (match.mask) {
    REJECT("an additive mask without the safe softmax (a row it masks "
           "entirely is NaN as written, 0 fused)");
  }

  // O = P . V over the key positions; the values' own head dim is new.
  std::optional<Labels> probsLabels = scoreLabels;
  SmallVector<std::optional<Labels>> pvKnown = {std::nullopt, std::nullopt,
                                                std::nullopt};
  unsigned probsIndex = pv.getDpsInputs()[0] == probs ? 0 : 1;
  pvKnown[probsIndex] = probsLabels;
  auto pvLabels = labelLoops(pv, pvKnown, &next);
  if (!pvLabels)
    REJECT("the output contraction's maps disagree");
  match.value = pv.getDpsInputs()[1 - probsIndex];
  match.valueLabels = (*pvLabels)[1 - probsIndex];
  match.outputLabels = (*pvLabels)[2];
  match.numLoops = next;
  // The output contraction reduces exactly the key positions.
  for (int64_t label : getLoopLabels(pv, *pvLabels))
    if (!llvm::is_contained(match.outputLabels, label) && label != keyLoop)
      REJECT("the output contraction reduces more than the key positions");
  if (llvm::is_contained(match.outputLabels, keyLoop))
    REJECT("the output contraction does not reduce the key positions");

  match.ops = {qk, max, exp, sum, div, pv};
  for (Operation *op : {scaleOp.getOperation(), maskOp.getOperation(),
                        sub.getOperation(), maxView.getOperation()})
    if (op)
      match.ops.push_back(op);
  match.ops.append(safeOps);
  // One block, so that the fused op can take the contraction's place.
  if (llvm::any_of(match.ops, [&](Operation *op) {
        return op->getBlock() != pv->getBlock();
      }))
    REJECT("the pattern spans blocks");
  for (Operation *op : match.ops)
    if (op != pv && op != probs.getDefiningOp() &&
        !llvm::all_of(op->getResults(), [&](Value result) {
          return usedOnlyBy(result, match.ops);
        }))
      REJECT("an intermediate of the softmax has another user");
  return match;
}

/// The backward of `match`'s forward, from the other users of its
/// probabilities; false when it does not match completely (the forward
/// alone is raised only when the probabilities have no other user).
bool matchBackward(Match &match) {
  Value probs = match.probs;
  ArrayRef<int64_t> scoreLabels = match.scoreLabels;
  auto reject = [](const char *why) {
    LLVM_DEBUG(llvm::dbgs() << "ap-raise-attention: backward: " << why
                            << "\n");
    return false;
  };
  // Autodiff's dS = P * (dP - dot) with dot = sum(P * dP) in two ops (the
  // generator), or PyTorch's P * dP - P * sum(P * dP) in four.
  linalg::GenericOp dv, dot, ds, pdp, pd;
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
      slot = &dot;
    else if (readsScoresTwice && isBinary<arith::MulFOp>(generic))
      slot = &pdp;
    else if (generic->getNumResults() == 1 &&
             matchContraction(generic->getResult(0)))
      slot = &dv;
    else if (generic.getNumDpsInputs() == 3)
      slot = &ds;
    else if (generic.getNumDpsInputs() == 2 && isBinary<arith::MulFOp>(generic))
      slot = &pd;
    if (!slot)
      return reject("another user of the probabilities");
    if (*slot)
      return reject("two users of the probabilities of one kind");
    *slot = generic;
  }
  bool pytorchForm = pdp && pd && !dot && !ds;
  if (!dv || !(pytorchForm || (dot && ds && !pdp && !pd)))
    return reject("not every part of the softmax's backward");
  // dV = P . dO, indexed as V.
  unsigned pIndex = dv.getDpsInputs()[0] == probs ? 0 : 1;
  SmallVector<std::optional<Labels>> known(3);
  known[pIndex] = Labels(scoreLabels);
  known[2] = match.valueLabels;
  auto dvLabels = labelLoops(dv, known);
  if (!dvLabels || (*dvLabels)[1 - pIndex] != match.outputLabels)
    return reject("dV is not P . dO");
  match.gradOutput = dv.getDpsInputs()[1 - pIndex];
  Labels scores(scoreLabels), rows(match.lseLabels);
  // dot = sum(P * dP) over the key positions, in one op or two.
  SmallVector<Operation *> softmaxGrad;
  Value dp;
  if (pytorchForm) {
    unsigned pdpP = pdp.getDpsInputs()[0] == probs ? 0 : 1;
    dp = pdp.getDpsInputs()[1 - pdpP];
    if (!labelLoops(pdp, {scores, scores, scores}))
      return reject("P * dP is not elementwise");
    for (Operation *user : pdp->getUsers()) {
      auto generic = dyn_cast<linalg::GenericOp>(user);
      if (generic && generic.getNumDpsInputs() == 1 && !dot)
        dot = generic;
      else if (generic && generic.getNumDpsInputs() == 2 && !ds)
        ds = generic;
      else
        return reject("another user of P * dP");
    }
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
    if (!isBinary<arith::SubFOp>(ds) || ds.getDpsInputs()[0] != pdp->getResult(0) ||
        ds.getDpsInputs()[1] != pd->getResult(0) ||
        !labelLoops(ds, {scores, scores, scores}))
      return reject("dS is not P * dP - P * dot");
    softmaxGrad = {dot, ds, pdp, pd};
  } else {
    unsigned dotP = dot.getDpsInputs()[0] == probs ? 0 : 1;
    dp = dot.getDpsInputs()[1 - dotP];
    if (!isFilledWith(dot.getDpsInits()[0], m_AnyZeroFloat()) ||
        !labelLoops(dot, {scores, scores, rows}))
      return reject("the row dot is not sum(P * dP) over the keys");
    // dS = P * (dP - dot).
    if (ds.getDpsInputs()[0] != probs || ds.getDpsInputs()[1] != dp ||
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
    softmaxGrad = {dot, ds};
  }
  // dP = dO . V.
  linalg::GenericOp dpOp = matchContraction(dp);
  if (!dpOp)
    return reject("dP is not a contraction");
  unsigned doIndex = dpOp.getDpsInputs()[0] == match.gradOutput ? 0 : 1;
  if (dpOp.getDpsInputs()[doIndex] != match.gradOutput ||
      dpOp.getDpsInputs()[1 - doIndex] != match.value)
    return reject("dP is not dO . V");
  SmallVector<std::optional<Labels>> dpKnown(3);
  dpKnown[doIndex] = match.outputLabels;
  dpKnown[1 - doIndex] = match.valueLabels;
  dpKnown[2] = scores;
  if (!labelLoops(dpOp, dpKnown))
    return reject("dP's maps disagree");
  // The scale again.
  Value dscores = ds->getResult(0);
  linalg::GenericOp scaleOp;
  if (match.scale != 1) {
    if (!ds->hasOneUse())
      return reject("dS has another user");
    scaleOp = dyn_cast<linalg::GenericOp>(*ds->getUsers().begin());
    std::optional<double> scale =
        scaleOp && scaleOp.getNumDpsInputs() == 1 ? matchScale(scaleOp)
                                                  : std::nullopt;
    if (!scale || *scale != match.scale ||
        !labelLoops(scaleOp, {Labels(scoreLabels), Labels(scoreLabels)}))
      return reject("dS is not scaled as the scores are");
    dscores = scaleOp->getResult(0);
  }
  // dQ = dS . K, dK = dS . Q.
  for (Operation *user : dscores.getUsers()) {
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (!generic || generic->getNumResults() != 1 ||
        !matchContraction(generic->getResult(0)))
      return reject("another user of dS");
    unsigned dsIndex = generic.getDpsInputs()[0] == dscores ? 0 : 1;
    Value other = generic.getDpsInputs()[1 - dsIndex];
    SmallVector<std::optional<Labels>> known(3);
    known[dsIndex] = Labels(scoreLabels);
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
  match.dv = dv;
  SmallVector<Operation *> backward = {dv, dpOp, match.dq, match.dk};
  backward.append(softmaxGrad);
  if (scaleOp)
    backward.push_back(scaleOp);
  SmallVector<Operation *> all(match.ops);
  all.append(backward);
  for (Operation *op : softmaxGrad)
    if (!usedOnlyBy(op->getResult(0), all))
      return reject("an intermediate of the backward has another user");
  for (Value inner : {dp, dscores})
    if (!usedOnlyBy(inner, all))
      return reject("an intermediate of the backward has another user");
  if (!usedOnlyBy(probs, all))
    return reject("the probabilities have another user");
  // Every op in one block, so that the fused ops can take their place.
  Block *block = match.pv->getBlock();
  if (llvm::any_of(all, [&](Operation *op) { return op->getBlock() != block; }))
    return reject("the backward is in another block");
  match.ops = std::move(all);
  return true;
}

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
