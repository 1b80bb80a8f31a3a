//===- PaddedIterations.h - Loops over padded chunks ------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A loop that the mesh does not divide runs over padded chunks: the last
// devices iterate past the loop's real range, over padding whose values
// the program never defined (docs/Partitioning.md, "Uneven loops"). What an
// iteration there computes must be inert:
//
// * a padded reduction iteration leaves the accumulators unchanged: every
//   output yields `select(valid, combined, out)`;
// * no padded iteration (parallel or reduction) may trap or have an effect:
//   an integer division or remainder divides by `select(valid, d, 1)`, a
//   `cf.assert` checks `cond or not valid`, and any other op that has an
//   effect or may trap runs under `scf.if valid` (its results are zero
//   otherwise).
//
// `valid` is `index < range` for every padded loop, with `index` the loop's
// global index (the loop rule adds the device's offset to every
// `linalg.index` afterwards).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SHARDINGRULES_PADDEDITERATIONS_H
#define SHARD_LIB_SHARDINGRULES_PADDEDITERATIONS_H

#include "Shard/Analysis/ShardingRules.h"

namespace mlir {
class OpBuilder;
namespace ap {

/// Makes `local`, the per-device clone of `info`'s op sharded as
/// `loopAxes` says, inert on its padded iterations (see above). Returns the
/// op that replaces it (a generic, when it had to be generalized: a named
/// linalg op, or an elementwise op on tensors), or `local` itself; fails with
/// a diagnostic at the original op when an op of the body cannot be guarded.
FailureOr<Operation *> maskPaddedIterations(const LoopShardingInfo &info,
                                            const AxisLists &loopAxes,
                                            ArrayRef<int64_t> meshShape,
                                            Operation *local,
                                            OpBuilder &builder);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SHARDINGRULES_PADDEDITERATIONS_H
