//===- AutoShardPasses.h - Planning passes (CBC) ----------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-auto-shard and ap-choose-einsum-form: the passes that plan with the
// placement solver, in library ShardAPAutoShard (the only one that links
// CBC, with ap-auto-parallel's pipeline); ap-print-strategies, which shows
// what they choose from.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_AUTOSHARDPASSES_H
#define SHARD_TRANSFORMS_AUTOSHARDPASSES_H

#include "Shard/Transforms/Passes.h"
#include "Shard/Transforms/Progress.h"
#include "Shard/Solver/PlacementSolver.h"
#include "Shard/TargetDescription/TargetDescription.h"

namespace mlir {
namespace ap {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "Shard/Transforms/AutoShardPasses.h.inc"

/// The forward/backward split whose saved activations the memory term of
/// `autoShard` (an ap-auto-shard pass, from createAPAutoShard) counts: its
/// `recompute` option. ap-auto-parallel splits the step that way, so that
/// the plan's memory figure describes the program it writes.
RecomputePolicy getPlannedRecompute(const Pass &autoShard);

struct OptionRange;

/// The values a `time-limit` of planning takes (ap-auto-shard's,
/// ap-choose-einsum-form's, and ap-auto-parallel's, which they get):
/// seconds; 0 or +infinity: no limit.
OptionRange getPlanningTimeRange();

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_AUTOSHARDPASSES_H
