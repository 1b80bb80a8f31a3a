//===- BranchAndBound.cpp - Exact search where the bound is not tight -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "BranchAndBound.h"

#include "DualBound.h"
#include "GraphReduction.h"

#include <cmath>

using namespace mlir::ap;

namespace {

class Search {
public:
  explicit Search(WorkBudget &budget) : budget(budget) {}

  /// The best assignment of `problem` cheaper than `upperBound`, if any;
  /// clears `complete` when the budget cut the search short.
  std::optional<std::vector<unsigned>> run(const PlacementProblem &problem,
                                           double upperBound);

  bool complete = true;
  unsigned nodes = 0;

private:
  WorkBudget &budget;
};

std::optional<std::vector<unsigned>>
Search::run(const PlacementProblem &problem, double upperBound) {
  ++nodes;
  for (unsigned node = 0; node < problem.getNumNodes(); ++node)
    if (problem.getNumChoices(node) == 0)
      return std::nullopt;
  llvm::SmallVector<bool> keep(problem.getNumNodes(), false);
  GraphReduction reduction(problem, keep);
  PlacementSolverStats stats;
  reduction.reduce(stats);
  CoreProblem core = reduction.getCore(std::nullopt);
  std::vector<unsigned> choices(problem.getNumNodes(), 0);
  std::optional<std::vector<unsigned>> best;
  auto consider = [&](std::vector<unsigned> candidate) {
    reduction.chooseFolded(candidate);
    double cost = problem.evaluate(candidate);
    if (cost < upperBound) {
      upperBound = cost;
      best = std::move(candidate);
    }
  };
  if (core.nodes.empty()) {
    consider(std::move(choices));
    return best;
  }
  uint64_t entries = 0;
  for (const CoreProblem::Edge &edge : core.edges)
    entries += uint64_t(edge.costs.getRows()) * edge.costs.getCols();
  if (!budget.spend(entries + core.nodes.size())) {
    complete = false;
    return std::nullopt;
  }
  DualPruning pruning = pruneWithDualBound(core, budget, upperBound);
  if (!pruning.incumbent.empty()) {
    for (auto [index, node] : llvm::enumerate(core.nodes))
      choices[node] = pruning.incumbent[index];
    consider(choices);
  }
  double slack = 1e-9 * std::max(1.0, std::fabs(upperBound));
  if (pruning.lowerBound >= upperBound - slack)
    return best;

  // Branch on the core node with the most edges among those with a choice
  // left, trying each of its allowed choices.
  std::vector<unsigned> degree(core.nodes.size(), 0);
  for (const CoreProblem::Edge &edge : core.edges) {
    ++degree[edge.from];
    ++degree[edge.to];
  }
  std::optional<unsigned> branch;
  for (unsigned index = 0; index < core.nodes.size(); ++index) {
    unsigned allowed = llvm::count_if(
        core.costs[index], [](double cost) { return std::isfinite(cost); });
    if (allowed > 1 && (!branch || degree[index] > degree[*branch]))
      branch = index;
  }
  if (!branch)
    return best;
  for (auto [choice, cost] : llvm::enumerate(core.costs[*branch])) {
    if (!std::isfinite(cost))
      continue;
    if (budget.isExhausted()) {
      complete = false;
      return best;
    }
    std::vector<std::vector<unsigned>> allowed;
    PlacementProblem child =
        restrictToAllowed(core, allowed,
                          std::pair<unsigned, unsigned>(*branch, choice));
    std::optional<std::vector<unsigned>> found = run(child, upperBound);
    if (!found)
      continue;
    for (auto [index, node] : llvm::enumerate(core.nodes))
      choices[node] = allowed[index][(*found)[index]];
    consider(choices);
  }
  return best;
}

} // namespace

SearchResult mlir::ap::searchExactly(const PlacementProblem &problem,
                                     double upperBound, WorkBudget &budget) {
  Search search(budget);
  SearchResult result;
  result.choices = search.run(problem, upperBound);
  if (result.choices)
    result.cost = problem.evaluate(*result.choices);
  result.complete = search.complete;
  result.searchNodes = search.nodes;
  return result;
}
