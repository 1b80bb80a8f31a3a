//===- Einsum.h - Flattened products as contractions ------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-canonicalize-einsum's rewrites, for the passes that need one of them
// before their own matching (docs/CanonicalizeEinsum.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_EINSUM_H
#define SHARD_TRANSFORMS_EINSUM_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace mlir {
namespace ap {

/// Rewrites each `linalg.batch_matmul` under `root` whose operands are
/// flattens [*batch, X, Y] -> [prod(batch), X, Y] (or their transposes) and
/// whose users are the matching unflattens into one `linalg.generic`
/// contraction over the batch dims (the heads and the batch of torch
/// exports' attention). Returns how many were rewritten.
FailureOr<int64_t> unflattenBatchMatmuls(Operation *root);

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_EINSUM_H
