//===- DualBound.h - Lower bounds that rule choices out ---------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Before the integer program, the core is shrunk by a proof: a
// reparametrization of its costs (messages moved between nodes and edges,
// which leaves the cost of every assignment unchanged) gives the lower bound
//
//   LB = sum_n min_c cost'_n(c) + sum_e min_{c,d} cost'_e(c, d),
//
// and any assignment choosing c at node n costs at least
// LB + cost'_n(c) - min cost'_n. A choice (or a pair of choices on an edge)
// whose bound exceeds the cost of a known assignment (the upper bound) is in
// no optimal plan and is removed. The messages come from min-sum diffusion,
// which raises LB monotonically to the optimum of the linear relaxation; on
// sharding problems that relaxation is usually tight, so most choices go.
// The proof holds for any messages: exactness does not depend on how well
// the diffusion converged, only the amount pruned does. Plans are decoded
// greedily, and from the tight entries (every term at its minimum, so the
// plan costs LB) by a constraint search (BinaryCsp.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SOLVER_DUALBOUND_H
#define SHARD_LIB_SOLVER_DUALBOUND_H

#include "GraphReduction.h"
#include "WorkBudget.h"

namespace mlir {
namespace ap {

struct DualPruning {
  double lowerBound = 0;
  /// The best assignment found (indexed like `core.nodes`), and its cost;
  /// +infinity if none satisfies the memory limit.
  std::vector<unsigned> incumbent;
  double upperBound = kInfiniteCost;
  unsigned sweeps = 0;
  /// Whether the work budget ended the diffusion.
  bool exhausted = false;
  unsigned prunedChoices = 0, prunedPairs = 0;
  /// Under a memory limit: a lower bound that counts it (the Lagrangian
  /// relaxation of the memory row the unbounded plan exceeds most; the
  /// choices and pairs ruled out use `lowerBound` alone), and the prices
  /// of a byte tried.
  double memoryBound = -kInfiniteCost;
  unsigned memoryPrices = 0;
};

/// Raises a lower bound on `core`, finds an assignment, and forbids (sets
/// to +infinity) the choices and pairs that cannot be in an assignment
/// cheaper than the best known (the one found, or `knownUpperBound` if
/// lower; the incumbent is then empty unless the one found is cheaper).
/// Stops when the bound stops rising or `budget` runs out (each sweep
/// spends the entries of the cost tables it visits). Under a memory limit,
/// with `memoryWork`, then prices memory: bytes of the row the unbounded
/// plan exceeds most cost a multiplier each, searched so that the plans
/// decoded fit; every multiplier's bound less its price of the limit is a
/// bound of the budgeted problem (`memoryBound`).
DualPruning pruneWithDualBound(CoreProblem &core, WorkBudget &budget,
                               double knownUpperBound = kInfiniteCost,
                               WorkBudget *memoryWork = nullptr);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SOLVER_DUALBOUND_H
