//===- Buckets.h - Small collectives combined into one ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_SCHEDULE_BUCKETS_H
#define SHARD_LIB_TRANSFORMS_SCHEDULE_BUCKETS_H

#include "Shard/Target/TargetCostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace ap {

struct BucketStats {
  unsigned buckets = 0;
  /// Collectives that went into the buckets.
  unsigned merged = 0;
  /// Buckets not made because their copies would raise the peak.
  unsigned refused = 0;
};

/// Combines small collectives of `function`'s body over the same group into
/// buckets
/// (docs/Overlap.md): all-reduces of any shape, all-gathers and
/// reduce-scatters on dim 0, of one element type (and reduction), each
/// bucket one collective on the members' operands flattened and
/// concatenated, its result cut back into theirs just before each is read.
/// Members are taken in program order while every operand is defined
/// before any result is read and the bucket stays within `bucketBytes`;
/// bucketBytes < 0: per group, the bytes at which the cost model's latency
/// is a tenth of a collective's time. A bucket whose copies would raise the
/// function's peak memory (PeakMemory.h) above `peakLimit` bytes is not
/// made.
BucketStats bucketCollectives(RewriterBase &rewriter, func::FuncOp function,
                              const MeshCostModels &costModels,
                              int64_t bucketBytes, int64_t peakLimit);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_SCHEDULE_BUCKETS_H
