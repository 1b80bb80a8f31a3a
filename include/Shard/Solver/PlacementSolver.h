//===- PlacementSolver.h - Optimal choices for a placement problem -*- C++ -*-//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// solvePlacement finds a minimum-cost assignment of a PlacementProblem under
// its memory budget:
//
//  1. exact graph reductions (as in PBQP register allocation) fold away the
//     nodes with at most two neighbours and the edges whose cost splits into
//     per-node terms, remembering how to choose each folded node once its
//     neighbours are chosen;
//  2. a lower bound from a reparametrization of the remaining core's costs
//     (min-sum diffusion) proves most of its choices suboptimal, which are
//     removed; when the bound meets the best plan found, that plan is
//     optimal and returned; else a branch and bound tries to close the gap,
//     and the reductions run again;
//  3. what is left becomes an integer program (one binary per node choice,
//     one continuous variable per pair of distinct edge rows and columns,
//     tied to the node choices by marginal constraints, plus the memory
//     budget) solved by CBC;
//  4. the folded nodes are chosen back in reverse order.
//
// The bound and the search stop on deterministic work budgets (WorkBudget.h),
// never on wall-clock time: a problem always gets the same plan. Only the
// `timeLimit` option is wall-clock: it bounds the whole solve, CBC included
// (which then runs in a child process that is stopped at the limit), and
// the best plan found by then is returned.
//
// With a budget, the problem is first solved without it (everything folds);
// only when that plan exceeds the budget is it solved again with the nodes
// whose memory depends on their choice kept in the integer program, where
// the budget constrains them exactly.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SOLVER_PLACEMENTSOLVER_H
#define SHARD_SOLVER_PLACEMENTSOLVER_H

#include "Shard/Solver/PlacementProblem.h"

#include "llvm/Support/Error.h"

#include <functional>
#include <limits>
#include <optional>
#include <string>

namespace mlir {
namespace ap {

/// How ap-auto-shard solves a placement problem.
enum class PlacementMethod {
  /// solvePlacement: graph reductions, a dual bound, then CBC.
  Cbc,
  /// solvePlacementExhaustively: every assignment (tiny problems, tests).
  Exhaustive,
};

/// How long planning may take unless told otherwise (ap-auto-shard's and
/// ap-auto-parallel's `time-limit`): long enough for every program the
/// project plans optimally today, short enough that nobody waits for a
/// solve that will not finish; the plan found by then is written, with a
/// warning giving its gap.
inline constexpr double kDefaultPlanningSeconds = 120;

/// How close to the optimum a plan must be proven unless told otherwise
/// (ap-auto-shard's and ap-auto-parallel's `gap`): 1%. Most programs' plans
/// are proven optimal on the way (the dual bound meets them); where it does
/// not, proving the last fraction of a percent can take minutes of CBC
/// (LLaMA-3 70B's shapes on 16x8x8: 0.14% left after 120 s). `gap=0`
/// asks for the proof.
inline constexpr double kDefaultPlanningGap = 0.01;

struct PlacementSolverOptions {
  /// Bytes per device that the chosen memory must not exceed.
  std::optional<double> memoryBudget;
  /// Fold nodes with at most two neighbours before the integer program.
  bool reduceGraph = true;
  /// Wall-clock seconds the whole solve may take; 0 for no limit. When they
  /// run out, the best plan found by then is used and reported as not
  /// proven optimal, with the gap to the best lower bound proven.
  double timeLimit = 0;
  /// Stop once the best plan found is proven within this fraction of the
  /// optimum (0: prove it optimal). The plan is then reported as not proven
  /// optimal, with its gap.
  double relativeGap = 0;
  /// A lower bound on the objective known from elsewhere (the same costs
  /// without the memory budget), which proves gaps with the solver's own.
  double knownLowerBound = -std::numeric_limits<double>::infinity();
  /// Where to write each integer program given to CBC (as
  /// `programFile.mps.gz`, CBC's MPS writer; empty: not written), to
  /// measure other solvers on the same program.
  std::string programFile;
  /// Receives one line per phase and CBC's progress.
  std::function<void(llvm::StringRef)> progress;
  /// A solve of the same costs (only memory figures may differ) whose plan
  /// without the budget, with its status and bound, stands for this solve's
  /// own first, unbudgeted solve: the costs decide that plan, not memory.
  const struct PlacementSolution *sameCosts = nullptr;
};

enum class SolveStatus { Optimal, Feasible, Infeasible };

struct PlacementSolverStats {
  unsigned nodes = 0, edges = 0;
  /// The textbook integer program's size, before any reduction.
  PlacementProblem::FormulationSize formulation;
  /// Nodes folded by each rule: no neighbour, one, two.
  unsigned foldedIsolated = 0, foldedLeaves = 0, foldedChains = 0;
  /// Edges whose costs split into node costs; choices dominated by another
  /// of their node.
  unsigned splitEdges = 0, dominatedChoices = 0;
  /// What the reductions left.
  unsigned coreNodes = 0, coreEdges = 0;
  /// The dual bound: sweeps of diffusion, choices and pairs it ruled out,
  /// and the nodes and edges left for the integer program after a second
  /// round of reductions.
  unsigned dualSweeps = 0, prunedChoices = 0, prunedPairs = 0;
  unsigned programNodes = 0, programEdges = 0;
  double dualSeconds = 0;
  /// Branch and bound where the dual bound was not tight.
  unsigned searchNodes = 0;
  double searchSeconds = 0;
  unsigned variables = 0, integerVariables = 0, constraints = 0, nonzeros = 0;
  /// Whether the memory budget had to be enforced (second solve).
  bool budgetEnforced = false;
  /// Whether the time limit stopped a phase (the plan may not be optimal).
  bool timedOut = false;
  double reduceSeconds = 0, buildSeconds = 0, solveSeconds = 0;
  /// The proven lower bound on the objective (equal to it when optimal;
  /// -infinity when nothing was proven).
  double bound = 0;
  /// A proven lower bound on the objective without the memory budget: a
  /// bound under any budget and any memory terms, the costs being the same
  /// (the auto-sharder's refined memory keeps it).
  double unbudgetedBound = -std::numeric_limits<double>::infinity();
};

struct PlacementSolution {
  SolveStatus status = SolveStatus::Infeasible;
  std::vector<unsigned> choices;
  double objective = 0;
  double memory = 0;
  PlacementSolverStats stats;
  /// When the budget was enforced: the plan without it (the first solve's)
  /// and its status; its bound is `stats.unbudgetedBound`.
  std::vector<unsigned> unbudgetedChoices;
  SolveStatus unbudgetedStatus = SolveStatus::Infeasible;
};

/// Solves with graph reductions and CBC. Errors only on internal failures;
/// infeasibility is a status.
llvm::Expected<PlacementSolution>
solvePlacement(const PlacementProblem &problem,
               const PlacementSolverOptions &options = {});

/// Whether a plan of cost `objective` meets a proven lower `bound` (within
/// 1e-9 of the objective): it is then optimal.
bool meetsBound(double objective, double bound);

/// "optimal", or "not proven optimal" with the gap to the proven lower
/// bound and whether the time limit stopped the solve.
std::string describeOptimality(const PlacementSolution &solution);

/// Tries every assignment (for tests and tiny problems); fails when there
/// are more than `maxAssignments`.
llvm::Expected<PlacementSolution>
solvePlacementExhaustively(const PlacementProblem &problem,
                           const PlacementSolverOptions &options = {},
                           uint64_t maxAssignments = 10'000'000);

} // namespace ap
} // namespace mlir

#endif // SHARD_SOLVER_PLACEMENTSOLVER_H
