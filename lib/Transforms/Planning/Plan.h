//===- Plan.h - The plan the search finds for a function --------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The auto-sharder in three parts (docs/AutoShard.md): the model of a
// function (ShardingGraph.h: its decisions, strategies, costs and memory
// points), the search that solves the model's placement problem as many
// times as the memory and the overlap need (PlanSearch.cpp), and the plan it
// returns, which everything downstream reads: the IR writer
// (applyPlan), the summary and the report (PlanFigures.h), and
// explain (explainPlacement).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_PLANNING_PLAN_H
#define SHARD_LIB_TRANSFORMS_PLANNING_PLAN_H

#include "ShardingGraph.h"

#include "Shard/Transforms/Progress.h"

#include <chrono>

namespace mlir {
namespace ap {

/// A function's plan.
struct Plan {
  /// The strategy of every class, the objective and the memory as the
  /// model prices them, whether it is optimal, and the solver's statistics
  /// (the bound and so the gap, the reductions, the time of each phase).
  PlacementSolution solution;
  /// The overlap windows the plan was solved with (OverlapModel::windows;
  /// empty: every move priced at its full time): what explain prices the
  /// other strategies with.
  std::vector<double> windows;

  /// The chosen strategy of a node of `graph`.
  unsigned getChoice(const ShardingGraph &graph, unsigned node) const {
    return graph.getChoice(solution, node);
  }
};

struct PlanSearchOptions {
  PlacementMethod method = PlacementMethod::Cbc;
  /// PlacementSolverOptions::relativeGap.
  double gap = kDefaultPlanningGap;
  /// Seconds every solve of the pass together may take from `passStart`
  /// (0 or infinity: no limit).
  double timeLimit = 0;
  std::chrono::steady_clock::time_point passStart;
  /// When the function's planning began (the progress lines' seconds).
  std::chrono::steady_clock::time_point functionStart;
  /// Each solve's integer program to a file of its own: FILE-1, FILE-2...
  std::string programFile;
  /// The progress lines.
  ProgressReporter *reporter = nullptr;
};

/// Searches the plan of `graph` (the memory budget is its configuration's):
/// solves its placement problem; once more if the saved values chosen on
/// the plan's bytes per device change the memory and the plan no longer
/// fits; and, with overlap, once more with every move priced at what its
/// window in the first plan's step does not hide (docs/Overlap.md),
/// keeping the plan with the shorter overlapped step. Emits a diagnostic
/// and fails when no plan is possible.
FailureOr<Plan> searchPlan(ShardingGraph &graph,
                           const PlanSearchOptions &options);

/// Rewrites `graph`'s function as `plan` places it (ApplyPlan.cpp):
/// shardings on ops, arguments and results, ap.redistribute where a
/// consumer wants another layout, free sources rebuilt in the layouts their
/// consumers want.
void applyPlan(ShardingGraph &graph, const Plan &plan);

/// The plan's predicted step time in seconds, the summary's "predicted
/// step": compute plus every redistribution, each counted once per value
/// and layout as ApplyPlan writes them (the solver's objective prices each
/// consumer's move, so it counts a move several consumers share more than
/// once); with `config.overlap`, the overlapped step (simulateOverlap,
/// Overlap.h).
double predictStepTime(ShardingGraph &graph, const Plan &plan);

/// Remarks at every op or argument of `graph`'s function that `query`
/// names (an argument's name or number, an op's location `file:line[:col]`
/// or name): the strategy the plan chose and each other strategy with what
/// rules it out, costlier by how much (compute and communication, as the
/// plan's problem prices them: with its overlap windows), forbidden by an
/// annotation, or over the memory budget. Returns how many decisions were
/// explained.
unsigned explainPlacement(ShardingGraph &graph, const Plan &plan,
                          StringRef query);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_PLANNING_PLAN_H
