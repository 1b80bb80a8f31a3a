//===- Buckets.h - Small collectives combined into one ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_DIALECT_AP_TRANSFORMS_SCHEDULE_BUCKETS_H
#define SHARD_LIB_DIALECT_AP_TRANSFORMS_SCHEDULE_BUCKETS_H

#include "Shard/Target/TargetCostModel.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace ap {

struct BucketStats {
  unsigned buckets = 0;
  /// Collectives that went into the buckets.
  unsigned merged = 0;
};

/// Combines small collectives of `block` over the same group into buckets
/// (docs/Overlap.md): all-reduces of any shape, all-gathers and
/// reduce-scatters on dim 0, of one element type (and reduction), each
/// bucket one collective on the members' operands flattened and
/// concatenated, its result cut back into theirs just before each is read.
/// Members are taken in program order while every operand is defined
/// before any result is read and the bucket stays within `bucketBytes`;
/// bucketBytes < 0: per group, the bytes at which the cost model's latency
/// is a tenth of a collective's time.
BucketStats bucketCollectives(RewriterBase &rewriter, Block &block,
                              const MeshCostModels &costModels,
                              int64_t bucketBytes);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_DIALECT_AP_TRANSFORMS_SCHEDULE_BUCKETS_H
