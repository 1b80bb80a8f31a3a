//===- RecomputePlan.h - Saved and recomputed values ------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Which forward values a joint training step keeps for its backward and
// which forward ops the backward runs again: the policy's decisions (and
// the `ap.recompute` attributes a user or an earlier pass set), then a
// minimum cut weighted by bytes (docs/Recompute.md). ap-recompute-partition
// splits the step with it; ap-auto-shard counts the saved values in its
// memory term with it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_RECOMPUTEPLAN_H
#define SHARD_TRANSFORMS_RECOMPUTEPLAN_H

#include "Shard/Transforms/JointFunction.h"
#include "Shard/Transforms/Passes.h"

#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace ap {

/// What the backward receives and what it computes again.
struct RecomputePlan {
  /// Forward values the forward function returns for the backward.
  llvm::SetVector<Value> saved;
  /// Forward ops the backward runs again.
  DenseSet<Operation *> recomputed;
  /// Recomputed ops the backward runs again at each of its uses: FSDP's
  /// parameter chains (a parameter's all-gather and the casts, views and
  /// transposes around it) and every recomputed all-gather or all-to-all
  /// with the single-input chain after it, whose gathered copy is not held
  /// from one use to the next (gathered data a cross-layer recomputation
  /// reads first would otherwise live until the layer's own backward).
  DenseSet<Operation *> perUse;
  /// Bytes of the saved values (as typed: per device on per-device code).
  int64_t savedBytes = 0;
};

/// Bytes the cut counts for saving a value.
using ValueBytes = llvm::function_ref<double(Value)>;

/// The plan for `function` (classified as `joint`) under `policy`, the cut
/// weighing each value by `valueBytes` (default: its type's bytes; the
/// planner passes bytes per device under a plan).
RecomputePlan planRecompute(func::FuncOp function, const JointFunction &joint,
                            RecomputePolicy policy,
                            ValueBytes valueBytes = nullptr);

/// Splits `function` into `<name>_forward` and `<name>_backward` (private,
/// inserted before it) under `plan`, makes its body call them, and returns
/// the two. Recomputed ops are moved right before their first user in the
/// backward.
std::pair<func::FuncOp, func::FuncOp>
splitJointFunction(func::FuncOp function, const JointFunction &joint,
                   const RecomputePlan &plan);

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_RECOMPUTEPLAN_H
