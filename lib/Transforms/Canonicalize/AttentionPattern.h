//===- AttentionPattern.h - Attention written out, as matched ---*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What ap-raise-attention's forward matching (MatchAttentionForward.cpp) and
// backward matching (MatchAttentionBackward.cpp) share: the labels that flow
// through the pattern's indexing maps, the small matchers of generics, and
// the match itself (docs/Attention.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_CANONICALIZE_ATTENTIONPATTERN_H
#define SHARD_LIB_TRANSFORMS_CANONICALIZE_ATTENTIONPATTERN_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"

#include <optional>

namespace mlir {
namespace ap {
namespace attention {

/// Per tensor dim, the attention loop indexing it.
using Labels = SmallVector<int64_t>;

/// A causal mask's pair of labels (query, key).
using CausalLabels = std::optional<std::pair<int64_t, int64_t>>;

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

/// The loops of a generic labelled from the operands whose labels are
/// known (`known[i]` for operand i: inputs, then inits); loops no known
/// operand indexes get fresh labels from `next` when it is given. Returns
/// every operand's labels, or none when the maps disagree with the labels.
std::optional<SmallVector<Labels>>
labelLoops(linalg::GenericOp op, ArrayRef<std::optional<Labels>> known,
           int64_t *next = nullptr);

/// The loop labels of a generic, once labelLoops agreed.
SmallVector<int64_t> getLoopLabels(linalg::GenericOp op,
                                   ArrayRef<Labels> operandLabels);

/// Whether `init` is a fill with a scalar `matcher` accepts (m_AnyZeroFloat,
/// m_NegInfFloat).
template <typename Matcher> bool isFilledWith(Value init, Matcher matcher) {
  auto fill = init.getDefiningOp<linalg::FillOp>();
  return fill && matchPattern(fill.getInputs().front(), matcher);
}

/// A generic with `inputs` inputs, one init and a body yielding one value.
linalg::GenericOp matchGeneric(Value value, unsigned inputs);

/// `acc + a * b` into a zero-filled init.
linalg::GenericOp matchContraction(Value value);

/// The value `op`'s body yields.
Value getYielded(linalg::GenericOp op);

/// `x * c` in `op`'s body, with x the block argument; returns c.
std::optional<double> matchScale(linalg::GenericOp op);

/// Whether every user of `value` is in `ops`.
bool usedOnlyBy(Value value, ArrayRef<Operation *> ops);

/// Whether `op`'s body yields `OpTy(in0, in1)` of its first two arguments.
template <typename OpTy> bool isBinary(linalg::GenericOp op) {
  auto binary = getYielded(op).getDefiningOp<OpTy>();
  return binary && binary->getOperand(0) == op.getBody()->getArgument(0) &&
         binary->getOperand(1) == op.getBody()->getArgument(1);
}

/// Whether `op`'s body yields `OpTy` of its input and accumulator, in
/// either order (a max, a sum, an and).
template <typename... OpTys> bool isAccumulation(linalg::GenericOp op) {
  Operation *combine = getYielded(op).getDefiningOp();
  if (!combine || !isa<OpTys...>(combine) || combine->getNumOperands() != 2)
    return false;
  Block *body = op.getBody();
  Value in = body->getArgument(0), acc = body->getArgument(1);
  return (combine->getOperand(0) == in && combine->getOperand(1) == acc) ||
         (combine->getOperand(0) == acc && combine->getOperand(1) == in);
}

/// The softmax-of-products pattern whose probabilities-times-values
/// contraction is `pv`.
std::optional<Match> matchForward(linalg::GenericOp pv);

/// The backward of `match`'s forward, from the other users of its
/// probabilities; false when it does not match completely (the forward
/// alone is raised only when the probabilities have no other user).
bool matchBackward(Match &match);

} // namespace attention
} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_CANONICALIZE_ATTENTIONPATTERN_H
