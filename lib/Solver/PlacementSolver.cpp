//===- PlacementSolver.cpp - Optimal choices for a placement problem ------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Solver/PlacementSolver.h"

#include "BranchAndBound.h"
#include "DualBound.h"
#include "GraphReduction.h"

#include "llvm/Support/FormatVariadic.h"

#include <chrono>
#include <cmath>

using namespace mlir::ap;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

/// Prunes `core` with the dual bound and the price of memory, recording in
/// `stats` and reporting what they did.
DualPruning runDualBound(CoreProblem &core,
                         const PlacementSolverOptions &options,
                         const Deadline &deadline,
                         PlacementSolverStats &stats) {
  auto start = std::chrono::steady_clock::now();
  WorkBudget dualBudget(kDefaultDualWork, deadline);
  WorkBudget memoryBudget(kDefaultMemoryPriceWork, deadline);
  DualPruning pruning =
      pruneWithDualBound(core, dualBudget, kInfiniteCost, &memoryBudget);
  stats.timedOut |= dualBudget.hasTimedOut() || memoryBudget.hasTimedOut();
  stats.dualSeconds = secondsSince(start);
  stats.dualSweeps = pruning.sweeps;
  stats.prunedChoices = pruning.prunedChoices;
  stats.prunedPairs = pruning.prunedPairs;
  if (options.progress)
    options.progress(
        llvm::formatv("dual bound: {0} sweeps ({1:f1} M entries{2}), lower "
                      "bound {3:f3} us, best plan {4:f3} us; {5} choices and "
                      "{6} pairs ruled out ({7:f3} s)",
                      pruning.sweeps, dualBudget.getSpent() / 1e6,
                      dualBudget.hasTimedOut()
                          ? ", the time limit"
                          : (pruning.exhausted ? ", the budget" : ""),
                      pruning.lowerBound * 1e6, pruning.upperBound * 1e6,
                      pruning.prunedChoices, pruning.prunedPairs,
                      stats.dualSeconds)
            .str());
  if (options.progress && pruning.memoryPrices)
    options.progress(
        llvm::formatv("memory priced: {0} prices of a byte ({1:f1} M "
                      "entries{2}), lower bound under the budget {3:f3} us, "
                      "best plan {4:f3} us",
                      pruning.memoryPrices, memoryBudget.getSpent() / 1e6,
                      memoryBudget.hasTimedOut() ? ", the time limit" : "",
                      pruning.memoryBound * 1e6, pruning.upperBound * 1e6)
            .str());
  return pruning;
}

/// Keeps the dual's best plan when it is within `options.relativeGap` of the
/// optimum, by the dual bound or a bound known from elsewhere; false if not.
bool keepCloseIncumbent(
    const CoreProblem &core, const DualPruning &pruning, double lowerBound,
    double slack, const PlacementSolverOptions &options,
    llvm::function_ref<double(llvm::ArrayRef<unsigned>)> evaluate,
    PlacementSolution &solution, double &gap) {
  if (options.relativeGap <= 0 || pruning.incumbent.empty())
    return false;
  double objective = evaluate(pruning.incumbent);
  double bound = std::max(objective - (pruning.upperBound - lowerBound),
                          options.knownLowerBound);
  if (objective - bound > options.relativeGap * std::fabs(objective))
    return false;
  for (auto [index, node] : llvm::enumerate(core.nodes))
    solution.choices[node] = pruning.incumbent[index];
  gap = std::max(0.0, objective - bound);
  if (gap > slack)
    solution.status = SolveStatus::Feasible;
  if (options.progress)
    options.progress(llvm::formatv("the best plan is within {0:f2}% of "
                                   "the bound (gap {1}): kept",
                                   100 * gap / std::fabs(objective),
                                   options.relativeGap)
                         .str());
  return true;
}

/// A short branch and bound of the pruned problem, below the dual's best
/// plan; true, with the core nodes' choices set, when it completed.
bool searchPrunedExactly(const CoreProblem &core,
                         const PlacementProblem &pruned,
                         const std::vector<std::vector<unsigned>> &allowed,
                         const DualPruning &pruning,
                         const PlacementSolverOptions &options,
                         const Deadline &deadline,
                         PlacementSolution &solution) {
  PlacementSolverStats &stats = solution.stats;
  auto searchStart = std::chrono::steady_clock::now();
  // A short search: it settles small gaps; ties that make the relaxation
  // loose are CBC's job (its cuts close them at the root).
  WorkBudget searchBudget(kDefaultSearchWork, deadline);
  SearchResult search = searchExactly(pruned, pruning.upperBound, searchBudget);
  stats.timedOut |= searchBudget.hasTimedOut();
  stats.searchNodes = search.searchNodes;
  stats.searchSeconds = secondsSince(searchStart);
  if (options.progress)
    options.progress(
        llvm::formatv("branch and bound: {0} nodes, {1:f1} M entries, {2} "
                      "({3:f3} s)",
                      search.searchNodes, searchBudget.getSpent() / 1e6,
                      search.complete              ? "complete"
                      : searchBudget.hasTimedOut() ? "stopped at the time limit"
                                                   : "stopped at the budget",
                      stats.searchSeconds)
            .str());
  if (!search.complete)
    return false;
  // Proven: the plan found, or else the incumbent.
  for (auto [index, node] : llvm::enumerate(core.nodes))
    solution.choices[node] = search.choices
                                 ? allowed[index][(*search.choices)[index]]
                                 : pruning.incumbent[index];
  return true;
}

/// Reduces the pruned problem again and solves what is left with CBC, the
/// dual's plan as its start; sets the core nodes' choices.
llvm::Error
solveReducedWithCbc(const CoreProblem &core, const PlacementProblem &pruned,
                    llvm::ArrayRef<bool> keepPruned,
                    const std::vector<std::vector<unsigned>> &allowed,
                    const DualPruning &pruning, double lowerBound,
                    const PlacementSolverOptions &options,
                    const Deadline &deadline, PlacementSolution &solution,
                    double &gap) {
  PlacementSolverStats &stats = solution.stats;
  GraphReduction reduction(pruned, keepPruned);
  PlacementSolverStats secondStats;
  reduction.reduce(secondStats);
  CoreProblem program = reduction.getCore(core.memoryLimit);
  stats.programNodes = program.nodes.size();
  stats.programEdges = program.edges.size();
  std::vector<unsigned> choices(pruned.getNumNodes(), 0);
  if (!program.nodes.empty()) {
    // The dual's plan, in the program's terms, seeds CBC.
    std::vector<unsigned> start;
    if (!pruning.incumbent.empty())
      for (unsigned node : program.nodes)
        start.push_back(llvm::find(allowed[node], pruning.incumbent[node]) -
                        allowed[node].begin());
    // What is proven if CBC proves nothing more: the dual bound.
    double knownGap =
        start.empty() ? kInfiniteCost : pruning.upperBound - lowerBound;
    if (llvm::Error error =
            solveCore(program, options, deadline, start, knownGap, choices,
                      solution.status, gap, stats))
      return error;
  } else if (program.getMemoryExcess({}) > 0) {
    solution.status = SolveStatus::Infeasible;
  }
  if (solution.status == SolveStatus::Infeasible)
    return llvm::Error::success();
  reduction.chooseFolded(choices);
  for (auto [index, node] : llvm::enumerate(core.nodes))
    solution.choices[node] = allowed[index][choices[index]];
  return llvm::Error::success();
}

/// Prunes the core with the dual bound, folds what became simple, and
/// solves the rest with CBC; sets the core nodes' choices.
/// `evaluate` gives the whole problem's objective of core choices (the
/// folded nodes chosen for them).
llvm::Error
solvePrunedCore(CoreProblem &core, llvm::ArrayRef<bool> keep,
                const PlacementSolverOptions &options, const Deadline &deadline,
                llvm::function_ref<double(llvm::ArrayRef<unsigned>)> evaluate,
                PlacementSolution &solution, double &gap) {
  DualPruning pruning = runDualBound(core, options, deadline, solution.stats);
  // The bound that counts the memory limit, where one was found.
  double lowerBound = std::max(pruning.lowerBound, pruning.memoryBound);

  // The pruned core as a problem of its own, with only the choices left
  // (nodes left with one choice make their edges split), reduced again.
  std::vector<std::vector<unsigned>> allowed;
  PlacementProblem pruned = restrictToAllowed(core, allowed);
  llvm::SmallVector<bool> keepPruned;
  for (auto [index, node] : llvm::enumerate(core.nodes)) {
    if (allowed[index].empty()) {
      solution.status = SolveStatus::Infeasible;
      return llvm::Error::success();
    }
    keepPruned.push_back(keep[node]);
  }

  // The bound met the best plan found (which fits the memory limit): it is
  // optimal, with or without a limit (the dual bound ignores memory; the
  // price of memory counts it).
  double slack = 1e-9 * std::max(1.0, std::fabs(pruning.upperBound));
  if (!pruning.incumbent.empty() && pruning.upperBound - lowerBound <= slack) {
    for (auto [index, node] : llvm::enumerate(core.nodes))
      solution.choices[node] = pruning.incumbent[index];
    return llvm::Error::success();
  }

  // Close enough: the best plan found is within `relativeGap` of the
  // optimum.
  if (keepCloseIncumbent(core, pruning, lowerBound, slack, options, evaluate,
                         solution, gap))
    return llvm::Error::success();

  // Where the bound stopped short of the best plan found, search exactly
  // (without a memory limit, which the bound ignores; CBC handles those).
  if (!core.memoryLimit && !pruning.incumbent.empty() &&
      pruning.upperBound - pruning.lowerBound > slack &&
      searchPrunedExactly(core, pruned, allowed, pruning, options, deadline,
                          solution))
    return llvm::Error::success();

  return solveReducedWithCbc(core, pruned, keepPruned, allowed, pruning,
                             lowerBound, options, deadline, solution, gap);
}

llvm::Expected<PlacementSolution>
solveOnce(const PlacementProblem &problem,
          const PlacementSolverOptions &options, const Deadline &deadline,
          llvm::ArrayRef<bool> keep, std::optional<double> memoryLimit) {
  PlacementSolution solution;
  PlacementSolverStats &stats = solution.stats;
  stats.nodes = problem.getNumNodes();
  stats.edges = problem.getEdges().size();
  stats.formulation = problem.getFormulationSize();
  auto start = std::chrono::steady_clock::now();
  GraphReduction reduction(problem, keep);
  reduction.reduce(stats);
  CoreProblem core = reduction.getCore(memoryLimit);
  stats.reduceSeconds = secondsSince(start);
  stats.coreNodes = core.nodes.size();
  stats.coreEdges = core.edges.size();
  if (options.progress)
    options.progress(
        llvm::formatv("graph reduction: {0} nodes folded ({1} isolated, {2} "
                      "leaves, {3} chains), {4} edges split; core: {5} nodes, "
                      "{6} edges ({7:f3} s)",
                      stats.foldedIsolated + stats.foldedLeaves +
                          stats.foldedChains,
                      stats.foldedIsolated, stats.foldedLeaves,
                      stats.foldedChains, stats.splitEdges, stats.coreNodes,
                      stats.coreEdges, stats.reduceSeconds)
            .str());

  solution.choices.assign(problem.getNumNodes(), 0);
  solution.status = SolveStatus::Optimal;
  double gap = 0;
  if (!core.nodes.empty()) {
    if (llvm::Error error = solvePrunedCore(
            core, keep, options, deadline,
            [&](llvm::ArrayRef<unsigned> coreChoices) {
              std::vector<unsigned> choices(problem.getNumNodes(), 0);
              for (auto [index, node] : llvm::enumerate(core.nodes))
                choices[node] = coreChoices[index];
              reduction.chooseFolded(choices);
              return problem.evaluate(choices);
            },
            solution, gap))
      return std::move(error);
  } else if (core.getMemoryExcess({}) > 0) {
    solution.status = SolveStatus::Infeasible;
  }
  if (solution.status == SolveStatus::Infeasible)
    return solution;
  reduction.chooseFolded(solution.choices);
  solution.objective = problem.evaluate(solution.choices);
  solution.memory = problem.evaluateMemory(solution.choices);
  if (!std::isfinite(solution.objective))
    solution.status = SolveStatus::Infeasible;
  stats.bound = solution.objective - gap;
  return solution;
}

/// Raises the solution's proven bound to `bound`, a lower bound known from
/// elsewhere (the same costs under fewer constraints), if it is higher; a
/// plan that meets the raised bound is optimal.
void raiseBound(PlacementSolution &solution, double bound) {
  if (solution.status == SolveStatus::Infeasible ||
      bound <= solution.stats.bound)
    return;
  solution.stats.bound = bound;
  if (meetsBound(solution.objective, bound))
    solution.status = SolveStatus::Optimal;
}

/// The unbudgeted plan of a solve of the same costs, as this problem's
/// first solve (its memory counted by this problem's figures).
PlacementSolution takeUnbudgetedPlan(const PlacementProblem &problem,
                                     const PlacementSolution &sameCosts,
                                     const PlacementSolverOptions &options) {
  PlacementSolution first;
  bool enforced = sameCosts.stats.budgetEnforced;
  first.status = enforced ? sameCosts.unbudgetedStatus : sameCosts.status;
  first.choices = enforced ? sameCosts.unbudgetedChoices : sameCosts.choices;
  first.stats.nodes = problem.getNumNodes();
  first.stats.edges = problem.getEdges().size();
  first.stats.formulation = problem.getFormulationSize();
  first.stats.bound =
      enforced ? sameCosts.stats.unbudgetedBound : sameCosts.stats.bound;
  // A plan the time limit stopped says so again.
  first.stats.timedOut = sameCosts.stats.timedOut;
  if (first.status == SolveStatus::Infeasible)
    return first;
  first.objective = problem.evaluate(first.choices);
  first.memory = problem.evaluateMemory(first.choices);
  if (options.progress)
    options.progress(llvm::formatv("the plan without the budget is the "
                                   "previous solve's ({0:f3} us, {1}): the "
                                   "costs are the same",
                                   first.objective * 1e6,
                                   describeOptimality(first))
                         .str());
  return first;
}

} // namespace

llvm::Expected<PlacementSolution>
mlir::ap::solvePlacement(const PlacementProblem &problem,
                         const PlacementSolverOptions &options) {
  if (options.progress) {
    PlacementProblem::FormulationSize size = problem.getFormulationSize();
    options.progress(
        llvm::formatv("placement problem: {0} nodes, {1} edges; as one "
                      "integer program: {2} variables ({3} choices, {4} "
                      "pairs), {5} constraints",
                      problem.getNumNodes(), problem.getEdges().size(),
                      size.choiceVariables + size.pairVariables,
                      size.choiceVariables, size.pairVariables,
                      size.constraints)
            .str());
  }
  Deadline deadline = Deadline::in(options.timeLimit);
  llvm::SmallVector<bool> keep(problem.getNumNodes(), !options.reduceGraph);
  llvm::Expected<PlacementSolution> first =
      options.sameCosts
          ? takeUnbudgetedPlan(problem, *options.sameCosts, options)
          : solveOnce(problem, options, deadline, keep, std::nullopt);
  if (first)
    first->stats.unbudgetedBound = first->stats.bound;
  if (!first || !options.memoryBudget ||
      first->status == SolveStatus::Infeasible ||
      first->memory <= *options.memoryBudget)
    return first;

  // The unbounded plan needs too much memory: keep every node whose memory
  // depends on its choice in the integer program, under the budget.
  if (options.progress)
    options.progress(llvm::formatv("the best plan needs {0:f2} GB per device, "
                                   "over the budget of {1:f2} GB: solving "
                                   "again with the budget enforced",
                                   first->memory / 1e9,
                                   *options.memoryBudget / 1e9)
                         .str());
  for (unsigned node = 0; node < problem.getNumNodes(); ++node)
    keep[node] = keep[node] || problem.hasVaryingMemory(node);
  // The problem without the budget is a relaxation: its bound proves gaps.
  PlacementSolverOptions budgeted = options;
  budgeted.knownLowerBound =
      std::max(options.knownLowerBound, first->stats.bound);
  llvm::Expected<PlacementSolution> second =
      solveOnce(problem, budgeted, deadline, keep, options.memoryBudget);
  if (!second)
    return second;
  second->stats.budgetEnforced = true;
  second->unbudgetedChoices = std::move(first->choices);
  second->unbudgetedStatus = first->status;
  // Its bound holds here too, and is often the stronger: the budgeted
  // solve may stop early.
  second->stats.unbudgetedBound = first->stats.bound;
  raiseBound(*second, first->stats.bound);
  second->stats.reduceSeconds += first->stats.reduceSeconds;
  second->stats.buildSeconds += first->stats.buildSeconds;
  second->stats.solveSeconds += first->stats.solveSeconds;
  second->stats.dualSeconds += first->stats.dualSeconds;
  second->stats.searchSeconds += first->stats.searchSeconds;
  second->stats.timedOut |= first->stats.timedOut;
  return second;
}

llvm::Expected<PlacementSolution>
mlir::ap::solvePlacementExhaustively(const PlacementProblem &problem,
                                     const PlacementSolverOptions &options,
                                     uint64_t maxAssignments) {
  unsigned numNodes = problem.getNumNodes();
  double assignments = 1;
  for (unsigned node = 0; node < numNodes; ++node)
    assignments *= problem.getNumChoices(node);
  if (assignments > static_cast<double>(maxAssignments))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("{0:e2} assignments are too many to try (limit {1})",
                      assignments, maxAssignments));
  PlacementSolution best;
  best.objective = kInfiniteCost;
  best.stats.nodes = numNodes;
  best.stats.edges = problem.getEdges().size();
  std::vector<unsigned> choices(numNodes, 0);
  // The best objective without the budget: whether the budget cost anything.
  double unbounded = kInfiniteCost;
  while (true) {
    double objective = problem.evaluate(choices);
    unbounded = std::min(unbounded, objective);
    if (objective < best.objective) {
      double memory = problem.evaluateMemory(choices);
      if (!options.memoryBudget || memory <= *options.memoryBudget) {
        best.objective = objective;
        best.memory = memory;
        best.choices = choices;
      }
    }
    unsigned node = 0;
    while (node < numNodes && ++choices[node] == problem.getNumChoices(node))
      choices[node++] = 0;
    if (node == numNodes)
      break;
  }
  best.status = std::isfinite(best.objective) ? SolveStatus::Optimal
                                              : SolveStatus::Infeasible;
  best.stats.budgetEnforced =
      options.memoryBudget.has_value() && unbounded < best.objective;
  best.stats.bound = best.objective;
  return best;
}

bool mlir::ap::meetsBound(double objective, double bound) {
  return objective <= bound + 1e-9 * std::abs(objective);
}

std::string mlir::ap::describeOptimality(const PlacementSolution &solution) {
  if (solution.status == SolveStatus::Optimal)
    return "optimal";
  if (solution.status == SolveStatus::Infeasible)
    return "infeasible";
  std::string text = "not proven optimal";
  double gap = solution.objective - solution.stats.bound;
  if (std::isfinite(gap) && std::isfinite(solution.stats.bound)) {
    // Two decimals, or two digits where they would read 0.00%.
    double percent = 100 * gap / std::max(1e-300, solution.objective);
    text +=
        llvm::formatv(" (gap {0:f3} us, {1}%)", gap * 1e6,
                      percent >= 0.005 ? llvm::formatv("{0:f2}", percent).str()
                                       : llvm::formatv("{0:e1}", percent).str())
            .str();
  } else {
    text += " (no lower bound)";
  }
  if (solution.stats.timedOut)
    text += ", stopped by the time limit";
  return text;
}
