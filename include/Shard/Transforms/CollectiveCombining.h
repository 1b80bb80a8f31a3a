//===- CollectiveCombining.h - When two collectives are one -----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The one rule of the collective optimizations
// (docs/CollectiveOptimizations.md) for "this collective followed by that one
// is a single collective, over these ordered axes, and it is worth it":
// ap-fuse-all-gather-chains and ap-merge-collectives find the chains (each with
// its own rule for what may sit between the two), and both ask this file
// whether and how to combine them.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_COLLECTIVECOMBINING_H
#define SHARD_TRANSFORMS_COLLECTIVECOMBINING_H

#include "Shard/Target/TargetCostModel.h"

#include "mlir/IR/PatternMatch.h"

#include <string>

namespace mlir {
namespace ap {

/// What the rule decided for two collectives.
enum class CombineVerdict {
  /// One collective over `CollectiveCombination::meshAxes` computes the
  /// same as the two.
  Combine,
  /// The two do not compose into one collective (different kinds, meshes,
  /// dims, reductions or element types, shared axes).
  NotCombinable,
  /// They would, but the mesh's `groups` allow no order of their axes that
  /// computes the same.
  GroupNotAllowed,
  /// They would, but the one collective costs more than the two under the
  /// module's communication cost model (and combining was not forced).
  MoreExpensive,
};

/// What a pass decided over a program, for its `report` remark.
struct CombineCounts {
  int64_t combined = 0;
  int64_t refusedByCost = 0;
  int64_t refusedByGroups = 0;

  /// Counts a verdict (NotCombinable is not counted: most pairs are not
  /// candidates at all).
  void record(CombineVerdict verdict) {
    combined += verdict == CombineVerdict::Combine;
    refusedByCost += verdict == CombineVerdict::MoreExpensive;
    refusedByGroups += verdict == CombineVerdict::GroupNotAllowed;
  }
};

struct CollectiveCombination {
  CombineVerdict verdict = CombineVerdict::NotCombinable;
  /// Why not, when the verdict is not Combine.
  std::string reason;
  /// The ordered mesh axes of the combined collective (verdict Combine).
  SmallVector<int64_t> meshAxes;
  /// Predicted seconds of the two collectives and of the combined one; 0
  /// when not priced.
  double chainCost = 0;
  double combinedCost = 0;
};

/// The tensor `op` reads if it only moves elements (linalg.transpose,
/// tensor.expand_shape and collapse_shape, tensor.cast: each result element
/// is one operand element and every operand element lands somewhere), else
/// null. Such ops commute with an element-wise reduction over devices, and
/// are the views that may sit between two all_gathers.
Value getMovedTensor(Operation *op);

/// Decides whether `first` (`ap.all_gather`, `ap.reduce_scatter` or
/// `ap.all_reduce`) followed by `second`, which reads `first`'s result, is
/// one collective of the same kind. The caller is responsible for what sits
/// between the two (nothing, views that compose to the identity, or ops
/// that commute with the reduction) and for single uses; this checks the
/// two collectives themselves:
///
/// * same kind, same mesh, disjoint axes `A` (first) and `B` (second), same
///   element type; the same dim (gather, reduce-scatter) and the same
///   reduction (reduce-scatter, all-reduce);
/// * the order of the combined axes: all_gather `B ++ A` (the second
///   gather's index is the major digit of the final chunk index),
///   reduce_scatter `A ++ B` (the second scatter cuts the first's chunk),
///   all_reduce `A ++ B` or else `B ++ A` (the result does not depend on
///   the order);
/// * the mesh allows that ordered group (`MeshOp::allowsGroup`);
/// * unless `always`, the combined collective costs no more than the two
///   under the mesh's cost model in `costModels`.
CollectiveCombination decideCombination(Operation *first, Operation *second,
                                        const MeshCostModels &costModels,
                                        bool always);

/// Turns `first` then `second` into one collective, as decided by
/// `decideCombination`: every use of `first`'s result (its wait's, when it
/// is in flight) now reads `first`'s operand (so whatever sat between the
/// two now runs before the combined collective; the caller has made sure
/// that is the same), `second` takes the combined `meshAxes`, in flight or
/// not, and `first` is erased (with its start and wait).
void combineCollectives(RewriterBase &rewriter, Operation *first,
                        Operation *second, ArrayRef<int64_t> meshAxes);

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_COLLECTIVECOMBINING_H
