//===- BranchAndBound.h - Exact search where the bound is not tight -*- C++
//-*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// When the dual bound stops short of the best plan found (the linear
// relaxation is not tight: a few frustrated cycles of choices), the search
// branches on the choices of one core node: fixing a node splits its edges
// into node costs, so the reductions fold much of the rest, and the dual
// bound of what is left decides whether to go deeper. Without a memory
// limit only (the bound ignores memory; CBC handles budgets).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SOLVER_BRANCHANDBOUND_H
#define SHARD_LIB_SOLVER_BRANCHANDBOUND_H

#include "WorkBudget.h"

#include "Shard/Solver/PlacementProblem.h"

#include <optional>
#include <vector>

namespace mlir {
namespace ap {

struct SearchResult {
  /// The best assignment costing less than the upper bound given, if any.
  std::optional<std::vector<unsigned>> choices;
  double cost = kInfiniteCost;
  /// Whether the whole tree was searched (then nothing cheaper exists).
  bool complete = false;
  unsigned searchNodes = 0;
};

/// Searches `problem` (no memory limit) for an assignment cheaper than
/// `upperBound`, until `budget` runs out (each search node spends its
/// problem's entries and its dual bound's sweeps).
SearchResult searchExactly(const PlacementProblem &problem, double upperBound,
                           WorkBudget &budget);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SOLVER_BRANCHANDBOUND_H
