//===- Attention.h - The loops of ap.attention ------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap.attention and ap.attention_grad are loop nests over their indexing maps
// (docs/Attention.md); every consumer (the verifier, the sharding rule, the
// cost, the lowerings) reads the loops' roles from AttentionLoops.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_ATTENTION_H
#define SHARD_DIALECT_AP_IR_ATTENTION_H

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeRange.h"

namespace mlir {
namespace ap {

/// What a loop of an attention op is (the table in docs/Attention.md).
enum class AttentionRole { Batch, M, N, K1, K2 };

/// The operands an attention op's maps index, in `indexing_maps` order.
enum class AttentionOperand { Query, Key, Value, Mask, Output, Lse };

struct AttentionLoops {
  SmallVector<AttentionRole> roles;
  SmallVector<int64_t> ranges;
  AffineMap query, key, value, output, lse;
  std::optional<AffineMap> mask;
  /// The m loop and the n loop of a causal mask.
  std::optional<std::pair<int64_t, int64_t>> causal;

  int64_t getNumLoops() const { return roles.size(); }
  SmallVector<int64_t> getLoops(AttentionRole role) const;
  /// The product of the ranges of the loops with `role`.
  int64_t getExtent(AttentionRole role) const;
  AffineMap getMap(AttentionOperand operand) const;
};

/// Reads the loops of an attention op from its maps and the types of Q, K,
/// V, the mask (or a null type), O and L; reports what is wrong through
/// `emitError` (the ops' verifier).
FailureOr<AttentionLoops>
getAttentionLoops(ArrayAttr maps, DenseI64ArrayAttr causal, Type query,
                  Type key, Type value, Type mask, Type output, Type lse,
                  llvm::function_ref<InFlightDiagnostic()> emitError);

/// The FLOPs of the fused forward (two products over batch x m x n; a
/// causal mask skips half of the blocks) and of the backward (five
/// products: the scores again, dP, dQ, dK, dV).
double getAttentionFlops(const AttentionLoops &loops, bool backward);

} // namespace ap
} // namespace mlir

#endif // SHARD_DIALECT_AP_IR_ATTENTION_H
