//===- RedistributionPlanner.h - Cheapest collectives --------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Given a global tensor, a mesh, a source and a target layout, finds the
// cheapest sequence of per-device steps (collectives and local conversions)
// that turns one into the other: Dijkstra over layouts, whose edges are
// every sound step, single-axis or merged over several axes
// (docs/RedistributionPlanner.md explains why each merge is sound).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_REDISTRIBUTION_REDISTRIBUTIONPLANNER_H
#define SHARD_REDISTRIBUTION_REDISTRIBUTIONPLANNER_H

#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Redistribution/CommCostModel.h"

#include <vector>

namespace mlir {
namespace ap {

/// One per-device operation of a redistribution, with the layouts before and
/// after it.
struct RedistributionStep {
  StepKind kind = StepKind::AllGather;
  /// The ordered group: one collective over the flattened axes.
  llvm::SmallVector<int64_t, 4> meshAxes;
  /// AllGather: the gathered dim. ReduceScatter, ShardSlice: the dim that
  /// becomes sharded. AllToAll: the split dim (becomes sharded).
  int64_t dim = -1;
  /// AllToAll: the concatenated dim (stops being sharded on the axes).
  int64_t concatDim = -1;
  /// AllReduce, ReduceScatter, ReplicateToPartial.
  ReductionKind reduction = ReductionKind::Sum;
  ShardingLayout source;
  ShardingLayout target;
  /// Per-device shapes before and after.
  llvm::SmallVector<int64_t, 4> localShapeBefore;
  llvm::SmallVector<int64_t, 4> localShapeAfter;
  double cost = 0;

  /// Prints e.g. "all_gather axes = [1] dim = 0".
  void print(llvm::raw_ostream &os) const;
};

struct RedistributionPlan {
  std::vector<RedistributionStep> steps;
  double cost = 0;

  /// One line per step.
  void print(llvm::raw_ostream &os) const;
};

/// The problem a plan solves.
struct RedistributionProblem {
  llvm::ArrayRef<int64_t> meshShape;
  llvm::ArrayRef<int64_t> globalShape;
  int64_t elementBytes = 4;
};

struct PlannerOptions {
  /// Reduce all the axes of one reduction kind that the target does not keep
  /// partial in one collective (all_reduce or reduce_scatter over their
  /// flattened group), never in several. A reduction split over several
  /// collectives runs over different communicators on different replicas,
  /// which may add in different orders: replicas would no longer be
  /// bit-identical. On by default. When the cost model forbids every route
  /// with merged reductions (a mesh whose `groups` do not allow the merged
  /// group), the planner plans again with split reductions.
  bool mergeReductions = true;
};

/// Every sound single step out of `layout` (which must be normalized for the
/// mesh and valid for the shape), with its cost; steps the cost model
/// forbids are left out. Exposed for tests and tools.
std::vector<RedistributionStep> getRedistributionSteps(
    const RedistributionProblem &problem, const ShardingLayout &layout,
    const ShardingLayout &target, const CommCostModel &costModel,
    const PlannerOptions &options = {});

/// The cheapest plan from `source` to `target`; both must be valid for the
/// mesh and shape. Layouts equivalent on the mesh give an empty plan. Fails
/// with a reason only when the cost model forbids every route.
llvm::Expected<RedistributionPlan>
planRedistribution(const RedistributionProblem &problem,
                   const ShardingLayout &source, const ShardingLayout &target,
                   const CommCostModel &costModel,
                   const PlannerOptions &options = {});

} // namespace ap
} // namespace mlir

#endif // SHARD_REDISTRIBUTION_REDISTRIBUTIONPLANNER_H
