//===- PlanSearch.cpp - The sequence of solves that finds a plan ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// searchPlan (Plan.h): the model's moves are priced once, when it is built;
// each solve here assembles its problem from them (ShardingGraph::
// buildProblem) with the memory as last modelled and the overlap windows it
// is given.
//
//===----------------------------------------------------------------------===//

#include "Overlap.h"
#include "Plan.h"

#include "Shard/Target/TargetCostModel.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The least memory any plan the annotations allow needs: each decision's
/// least bytes, plus the point whose least transient bytes are the most
/// (infinite when the annotations allow no plan). With `pinned`, the nodes
/// whose annotations raise their least, by how much.
double
getLeastMemory(const PlacementProblem &problem,
               SmallVectorImpl<std::pair<double, unsigned>> *pinned = nullptr) {
  double least = 0;
  for (unsigned node = 0; node < problem.getNumNodes(); ++node) {
    ArrayRef<double> memory = problem.getNodeMemory(node);
    ArrayRef<double> costs = problem.getNodeCosts(node);
    double allowed = kInfiniteCost, any = kInfiniteCost;
    for (auto [bytes, cost] : llvm::zip_equal(memory, costs)) {
      any = std::min(any, bytes);
      if (std::isfinite(cost))
        allowed = std::min(allowed, bytes);
    }
    least += allowed;
    if (pinned && allowed > any)
      pinned->push_back({allowed - any, node});
  }
  // Every plan holds at least each point's least bytes at that point.
  double leastPoint = 0;
  for (const PlacementProblem::MemoryPoint &point : problem.getMemoryPoints()) {
    double total = point.constant;
    for (const auto &[node, bytes] : point.terms) {
      double allowed = kInfiniteCost;
      for (auto [value, cost] :
           llvm::zip_equal(bytes, problem.getNodeCosts(node)))
        if (std::isfinite(cost))
          allowed = std::min(allowed, value);
      total += std::isfinite(allowed) ? allowed : 0;
    }
    leastPoint = std::max(leastPoint, total);
  }
  return least + leastPoint;
}

/// Explains why no plan fits the memory budget: the least memory each kind
/// of decision can take, and which annotations raise it.
void explainInfeasible(func::FuncOp function, const PlacementProblem &problem,
                       double budget) {
  SmallVector<std::pair<double, unsigned>> pinned;
  double least = getLeastMemory(problem, &pinned);
  InFlightDiagnostic diagnostic = emitFunctionError(function);
  diagnostic << "cannot be auto-sharded within the memory budget of "
             << formatBytes(budget)
             << " per device: the least any plan needs is "
             << formatBytes(least);
  llvm::sort(pinned, [](auto a, auto b) { return a.first > b.first; });
  for (auto [extra, node] : llvm::make_range(
           pinned.begin(), pinned.begin() + std::min<size_t>(pinned.size(), 5)))
    diagnostic.attachNote() << "the annotation of " << problem.getName(node)
                            << " adds " << formatBytes(extra)
                            << " over its least sharded layout";
  if (pinned.empty())
    diagnostic.attachNote()
        << "raise memory-budget, use a larger mesh, or shard the inputs";
}

using Solution = llvm::Expected<PlacementSolution>;

class PlanSearch {
public:
  PlanSearch(ShardingGraph &graph, const PlanSearchOptions &options);

  FailureOr<Plan> run();

private:
  /// Solves `problem`.
  Solution solve();
  /// The saved values were chosen on global bytes; the per-device program's
  /// split chooses on its own bytes. Once with them, if they differ: a plan
  /// the budget did not shape that still fits stays (the objective does
  /// not depend on memory), else the problem is solved again.
  void refineMemory(Solution &solution);
  /// Solves the refined problem and keeps the better of the two plans.
  void solveRefined(Solution &solution, double memory);
  /// Overlap: the first plan's two streams give each use the free time the
  /// communication stream has to hide it; solved again with every move
  /// priced at what would not be hidden there, the plan with the shorter
  /// overlapped step stays (docs/Overlap.md). Returns the windows the kept
  /// plan was solved with.
  std::vector<double> solveForOverlap(Solution &solution);
  /// Emits why no plan is possible.
  void explainFailure(Solution &solution);

  void report(const Twine &line) { options.reporter->line(line); }
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         options.functionStart)
        .count();
  }
  StringRef getName() { return function.getSymName(); }

  ShardingGraph &graph;
  const PlanSearchOptions &options;
  func::FuncOp function;
  PlacementSolverOptions solverOptions;
  /// The problem of the last solve.
  PlacementProblem problem;
  unsigned solves = 0;
};

PlanSearch::PlanSearch(ShardingGraph &graph, const PlanSearchOptions &options)
    : graph(graph), options(options), function(graph.getFunction()) {
  if (graph.getConfig().memoryBudget > 0)
    solverOptions.memoryBudget = graph.getConfig().memoryBudget;
  solverOptions.relativeGap = options.gap;
  if (options.reporter->isEnabled())
    solverOptions.progress = [this](llvm::StringRef line) { report(line); };
}

Solution PlanSearch::solve() {
  if (!options.programFile.empty())
    solverOptions.programFile =
        llvm::formatv("{0}-{1}", options.programFile, ++solves);
  report(llvm::formatv("@{0}: problem built: {1} nodes, {2} edges, {3} "
                       "memory points ({4:f3} s)",
                       getName(), problem.getNumNodes(),
                       problem.getEdges().size(),
                       problem.getMemoryPoints().size(), elapsed()));
  // The limit is the whole pass's: what came before (this function's
  // graph, the functions planned before it) is gone.
  double timeLimit = options.timeLimit;
  if (timeLimit > 0 && std::isfinite(timeLimit))
    solverOptions.timeLimit = std::max(
        1e-3, timeLimit - std::chrono::duration<double>(
                              std::chrono::steady_clock::now() -
                              options.passStart)
                              .count());
  options.reporter->startBar(("solving @" + getName()).str(),
                             solverOptions.timeLimit);
  Solution solved = options.method == PlacementMethod::Exhaustive
                        ? solvePlacementExhaustively(problem, solverOptions)
                        : solvePlacement(problem, solverOptions);
  options.reporter->stopBar();
  return solved;
}

void PlanSearch::refineMemory(Solution &solution) {
  if (!solution || solution->status == SolveStatus::Infeasible ||
      !graph.refineMemory(*solution))
    return;
  problem = graph.buildProblem();
  double memory = problem.evaluateMemory(solution->choices);
  if (!solution->stats.budgetEnforced &&
      (!solverOptions.memoryBudget || memory <= *solverOptions.memoryBudget)) {
    solution->memory = memory;
    return;
  }
  report(llvm::formatv("@{0}: saved values chosen again on the plan's "
                       "bytes per device: solving again",
                       getName()));
  solveRefined(solution, memory);
}

void PlanSearch::solveRefined(Solution &solution, double memory) {
  // The costs are the same: the plan without the budget is the first
  // solve's, and its bound proves gaps here too (solvePlacement raises
  // the refined solve's bound to it).
  solverOptions.sameCosts = &*solution;
  Solution refined = solve();
  solverOptions.sameCosts = nullptr;
  // The first plan, priced by the refined figures, stays when it fits
  // and the second solve found nothing better (a time limit the first
  // solve used up leaves the second almost nothing).
  double firstObjective = problem.evaluate(solution->choices);
  bool firstFits =
      !solverOptions.memoryBudget || memory <= *solverOptions.memoryBudget;
  if (refined && refined->status != SolveStatus::Infeasible && firstFits &&
      firstObjective < refined->objective) {
    report(llvm::formatv("@{0}: the first plan ({1:f6} s) is better than "
                         "the second ({2:f6} s): keeping it",
                         getName(), firstObjective, refined->objective));
    // The bound is the refined problem's; the first plan is proven
    // optimal only if it meets it.
    bool timedOut = solution->stats.timedOut;
    solution->objective = firstObjective;
    solution->memory = memory;
    solution->stats = refined->stats;
    solution->stats.timedOut |= timedOut;
    if (!meetsBound(firstObjective, solution->stats.bound))
      solution->status = SolveStatus::Feasible;
  } else if (!refined || refined->status != SolveStatus::Infeasible) {
    llvm::consumeError(solution.takeError());
    solution = std::move(refined);
  } else {
    // Nothing fits the refined figures: the first plan stays, with its
    // memory as they count it.
    solution->memory = problem.evaluateMemory(solution->choices);
    report(llvm::formatv("@{0}: no plan fits with the saved values "
                         "chosen again; keeping the first plan ({1:f2} "
                         "GB)",
                         getName(), solution->memory / 1e9));
  }
}

std::vector<double> PlanSearch::solveForOverlap(Solution &solution) {
  if (!graph.getConfig().overlap || !solution ||
      solution->status == SolveStatus::Infeasible)
    return {};
  OverlapModel first = simulateOverlap(graph, *solution);
  if (first.communication <= 0)
    return {};
  problem = graph.buildProblem(first.windows);
  Solution second = solve();
  if (!second) {
    llvm::consumeError(second.takeError());
    return {};
  }
  if (second->status == SolveStatus::Infeasible)
    return {};
  double step = simulateOverlap(graph, *second).getStep();
  report(llvm::formatv("@{0}: overlapped step {1:f6} s, priced for "
                       "overlap {2:f6} s: keeping the {3}",
                       getName(), first.getStep(), step,
                       step < first.getStep() ? "second" : "first"));
  if (step >= first.getStep())
    return {};
  solution = std::move(second);
  return std::move(first.windows);
}

void PlanSearch::explainFailure(Solution &solution) {
  if (!solution) {
    emitFunctionError(function) << "cannot be auto-sharded: "
                                << llvm::toString(solution.takeError());
    return;
  }
  // The budget is to blame only if some plan is possible without it.
  if (solverOptions.memoryBudget && solution->stats.budgetEnforced)
    explainInfeasible(function, problem, *solverOptions.memoryBudget);
  else
    emitFunctionError(function) << "cannot be auto-sharded: every plan is "
                                   "forbidden by the annotations";
}

FailureOr<Plan> PlanSearch::run() {
  problem = graph.buildProblem();
  // Past the budget before any solve: the integer program (millions of
  // variables at scale) would only prove it.
  if (solverOptions.memoryBudget) {
    double least = getLeastMemory(problem);
    if (std::isfinite(least) && least > *solverOptions.memoryBudget) {
      report(llvm::formatv("@{0}: every plan needs at least {1}, over the "
                           "budget: refused before solving",
                           getName(), formatBytes(least)));
      explainInfeasible(function, problem, *solverOptions.memoryBudget);
      return failure();
    }
  }
  Solution solution = solve();
  refineMemory(solution);
  std::vector<double> windows = solveForOverlap(solution);
  if (!solution || solution->status == SolveStatus::Infeasible) {
    explainFailure(solution);
    return failure();
  }
  return Plan{std::move(*solution), std::move(windows)};
}

} // namespace

FailureOr<Plan> mlir::ap::searchPlan(ShardingGraph &graph,
                                     const PlanSearchOptions &options) {
  return PlanSearch(graph, options).run();
}
