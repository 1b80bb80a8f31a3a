//===- DualBound.cpp - Lower bounds that rule choices out -----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Messages: per edge e and endpoint n, m[e][n](c) is added to node n's cost
// of choice c and subtracted from every entry of row (or column) c of e.
// A diffusion step at node n makes the node's reparametrized cost and the
// min-marginals of its edges equal (Werner's min-sum diffusion), which never
// lowers LB. Forbidden choices and pairs take a finite "big" cost above any
// allowed assignment, so the arithmetic stays finite and they are pruned
// like any other hopeless choice.
//
//===----------------------------------------------------------------------===//

#include "DualBound.h"

#include <chrono>
#include <cmath>

using namespace mlir::ap;

namespace {

class DualSolver {
public:
  explicit DualSolver(CoreProblem &core);

  DualPruning run(double maxSeconds);

private:
  struct Incidence {
    unsigned edge;
    bool isFrom;
  };

  double edgeCost(unsigned edge, unsigned from, unsigned to) const {
    return costs[edge].at(from, to) - messages[edge][0][from] -
           messages[edge][1][to];
  }
  /// Node n's reparametrized cost of choice c.
  double nodeCost(unsigned node, unsigned choice) const;
  /// The min over the other endpoint of edge `in`'s reparametrized cost,
  /// per choice of the node.
  void getMinMarginal(const Incidence &in, std::vector<double> &result) const;
  void diffuse(unsigned node);
  double getLowerBound() const;
  /// A good assignment from the reparametrized costs, improved by local
  /// search on the real costs, and repaired to fit the memory limit.
  std::vector<unsigned> decode() const;
  double evaluate(const std::vector<unsigned> &choices) const;
  double evaluateMemory(const std::vector<unsigned> &choices) const;
  void improveLocally(std::vector<unsigned> &choices) const;
  bool repairMemory(std::vector<unsigned> &choices) const;
  void prune(DualPruning &result);

  CoreProblem &core;
  unsigned numNodes;
  /// Node costs and edge matrices with +infinity replaced by `big`.
  std::vector<std::vector<double>> nodeCosts;
  std::vector<CostMatrix> costs;
  double big = 0;
  /// messages[e][0]: to the edge's `from` node; [1]: to its `to` node.
  std::vector<std::array<std::vector<double>, 2>> messages;
  std::vector<std::vector<Incidence>> incidences;
};

DualSolver::DualSolver(CoreProblem &core)
    : core(core), numNodes(core.nodes.size()), incidences(numNodes) {
  // Any assignment using a forbidden entry costs more than `big`, which is
  // more than every allowed assignment.
  double allowedMax = 0;
  for (const auto &node : core.costs) {
    double largest = 0;
    for (double cost : node)
      if (std::isfinite(cost))
        largest = std::max(largest, std::fabs(cost));
    allowedMax += largest;
  }
  for (const CoreProblem::Edge &edge : core.edges) {
    double largest = 0;
    for (unsigned r = 0; r < edge.costs.getRows(); ++r)
      for (double cost : edge.costs.getRow(r))
        if (std::isfinite(cost))
          largest = std::max(largest, std::fabs(cost));
    allowedMax += largest;
  }
  big = 2 * allowedMax + 1;
  for (const auto &node : core.costs) {
    nodeCosts.emplace_back(node);
    for (double &cost : nodeCosts.back())
      if (!std::isfinite(cost))
        cost = big;
  }
  for (auto [index, edge] : llvm::enumerate(core.edges)) {
    costs.push_back(edge.costs);
    CostMatrix &matrix = costs.back();
    for (unsigned r = 0; r < matrix.getRows(); ++r)
      for (unsigned c = 0; c < matrix.getCols(); ++c)
        if (!std::isfinite(matrix.at(r, c)))
          matrix.at(r, c) = big;
    messages.push_back({std::vector<double>(matrix.getRows(), 0),
                        std::vector<double>(matrix.getCols(), 0)});
    incidences[edge.from].push_back(Incidence{unsigned(index), true});
    incidences[edge.to].push_back(Incidence{unsigned(index), false});
  }
}

double DualSolver::nodeCost(unsigned node, unsigned choice) const {
  double cost = nodeCosts[node][choice];
  for (const Incidence &in : incidences[node])
    cost += messages[in.edge][in.isFrom ? 0 : 1][choice];
  return cost;
}

void DualSolver::getMinMarginal(const Incidence &in,
                                std::vector<double> &result) const {
  const CostMatrix &matrix = costs[in.edge];
  const std::vector<double> &fromMessage = messages[in.edge][0];
  const std::vector<double> &toMessage = messages[in.edge][1];
  if (in.isFrom) {
    result.assign(matrix.getRows(), kInfiniteCost);
    for (unsigned r = 0; r < matrix.getRows(); ++r) {
      llvm::ArrayRef<double> row = matrix.getRow(r);
      double best = kInfiniteCost;
      for (unsigned c = 0; c < matrix.getCols(); ++c)
        best = std::min(best, row[c] - toMessage[c]);
      result[r] = best - fromMessage[r];
    }
    return;
  }
  result.assign(matrix.getCols(), kInfiniteCost);
  for (unsigned r = 0; r < matrix.getRows(); ++r) {
    llvm::ArrayRef<double> row = matrix.getRow(r);
    double rowMessage = fromMessage[r];
    for (unsigned c = 0; c < matrix.getCols(); ++c)
      result[c] = std::min(result[c], row[c] - rowMessage);
  }
  for (unsigned c = 0; c < matrix.getCols(); ++c)
    result[c] -= toMessage[c];
}

void DualSolver::diffuse(unsigned node) {
  const std::vector<Incidence> &edges = incidences[node];
  if (edges.empty())
    return;
  unsigned numChoices = nodeCosts[node].size();
  std::vector<std::vector<double>> marginals(edges.size());
  std::vector<double> total(numChoices);
  for (unsigned choice = 0; choice < numChoices; ++choice)
    total[choice] = nodeCost(node, choice);
  for (auto [index, in] : llvm::enumerate(edges)) {
    getMinMarginal(in, marginals[index]);
    for (unsigned choice = 0; choice < numChoices; ++choice)
      total[choice] += marginals[index][choice];
  }
  double share = 1.0 / (edges.size() + 1);
  for (auto [index, in] : llvm::enumerate(edges)) {
    std::vector<double> &message = messages[in.edge][in.isFrom ? 0 : 1];
    for (unsigned choice = 0; choice < numChoices; ++choice)
      message[choice] += marginals[index][choice] - total[choice] * share;
  }
}

double DualSolver::getLowerBound() const {
  double bound = 0;
  for (unsigned node = 0; node < numNodes; ++node) {
    double best = kInfiniteCost;
    for (unsigned choice = 0; choice < nodeCosts[node].size(); ++choice)
      best = std::min(best, nodeCost(node, choice));
    bound += best;
  }
  for (unsigned edge = 0; edge < costs.size(); ++edge) {
    double best = kInfiniteCost;
    for (unsigned r = 0; r < costs[edge].getRows(); ++r)
      for (unsigned c = 0; c < costs[edge].getCols(); ++c)
        best = std::min(best, edgeCost(edge, r, c));
    bound += best;
  }
  return bound;
}

double DualSolver::evaluate(const std::vector<unsigned> &choices) const {
  double total = 0;
  for (unsigned node = 0; node < numNodes; ++node)
    total += core.costs[node][choices[node]];
  for (const CoreProblem::Edge &edge : core.edges)
    total += edge.costs.at(choices[edge.from], choices[edge.to]);
  return total;
}

double DualSolver::evaluateMemory(const std::vector<unsigned> &choices) const {
  double total = 0;
  for (unsigned node = 0; node < numNodes; ++node)
    total += core.memory[node][choices[node]];
  return total;
}

void DualSolver::improveLocally(std::vector<unsigned> &choices) const {
  for (unsigned pass = 0; pass < 20; ++pass) {
    bool changed = false;
    for (unsigned node = 0; node < numNodes; ++node) {
      unsigned best = choices[node];
      double bestCost = kInfiniteCost;
      for (unsigned choice = 0; choice < nodeCosts[node].size(); ++choice) {
        double cost = nodeCosts[node][choice];
        for (const Incidence &in : incidences[node]) {
          const CoreProblem::Edge &edge = core.edges[in.edge];
          cost += in.isFrom ? costs[in.edge].at(choice, choices[edge.to])
                            : costs[in.edge].at(choices[edge.from], choice);
        }
        // Memory-neutral moves only when the memory is bounded.
        if (core.memoryLimit &&
            core.memory[node][choice] > core.memory[node][choices[node]])
          continue;
        if (cost < bestCost - 1e-15) {
          bestCost = cost;
          best = choice;
        }
      }
      if (best != choices[node]) {
        choices[node] = best;
        changed = true;
      }
    }
    if (!changed)
      return;
  }
}

bool DualSolver::repairMemory(std::vector<unsigned> &choices) const {
  if (!core.memoryLimit)
    return true;
  double memory = evaluateMemory(choices);
  for (unsigned step = 0; memory > *core.memoryLimit && step < 10 * numNodes;
       ++step) {
    // The switch that saves memory at the least extra cost per byte.
    double bestRatio = kInfiniteCost;
    unsigned bestNode = 0, bestChoice = 0;
    double baseCost = evaluate(choices);
    for (unsigned node = 0; node < numNodes; ++node) {
      unsigned current = choices[node];
      for (unsigned choice = 0; choice < nodeCosts[node].size(); ++choice) {
        double saved = core.memory[node][current] - core.memory[node][choice];
        if (saved <= 0)
          continue;
        choices[node] = choice;
        double extra = evaluate(choices) - baseCost;
        choices[node] = current;
        if (!std::isfinite(extra))
          continue;
        double ratio = std::max(extra, 0.0) / saved;
        if (ratio < bestRatio) {
          bestRatio = ratio;
          bestNode = node;
          bestChoice = choice;
        }
      }
    }
    if (!std::isfinite(bestRatio))
      return false;
    choices[bestNode] = bestChoice;
    memory = evaluateMemory(choices);
  }
  return memory <= *core.memoryLimit;
}

std::vector<unsigned> DualSolver::decode() const {
  std::vector<unsigned> choices(numNodes, 0);
  std::vector<bool> decided(numNodes, false);
  for (unsigned node = 0; node < numNodes; ++node) {
    double bestCost = kInfiniteCost;
    for (unsigned choice = 0; choice < nodeCosts[node].size(); ++choice) {
      double cost = nodeCost(node, choice);
      for (const Incidence &in : incidences[node]) {
        const CoreProblem::Edge &edge = core.edges[in.edge];
        unsigned other = in.isFrom ? edge.to : edge.from;
        if (!decided[other])
          continue;
        cost += in.isFrom ? edgeCost(in.edge, choice, choices[other])
                          : edgeCost(in.edge, choices[other], choice);
      }
      if (cost < bestCost) {
        bestCost = cost;
        choices[node] = choice;
      }
    }
    decided[node] = true;
  }
  improveLocally(choices);
  return choices;
}

void DualSolver::prune(DualPruning &result) {
  if (!std::isfinite(result.upperBound))
    return;
  double slack = 1e-9 * std::max(1.0, std::fabs(result.upperBound));
  double budget = result.upperBound + slack - result.lowerBound;
  for (unsigned node = 0; node < numNodes; ++node) {
    unsigned numChoices = nodeCosts[node].size();
    std::vector<double> reparametrized(numChoices);
    double best = kInfiniteCost;
    for (unsigned choice = 0; choice < numChoices; ++choice) {
      reparametrized[choice] = nodeCost(node, choice);
      best = std::min(best, reparametrized[choice]);
    }
    for (unsigned choice = 0; choice < numChoices; ++choice)
      if (std::isfinite(core.costs[node][choice]) &&
          reparametrized[choice] - best > budget) {
        core.costs[node][choice] = kInfiniteCost;
        ++result.prunedChoices;
      }
  }
  for (unsigned edge = 0; edge < costs.size(); ++edge) {
    CostMatrix &matrix = core.edges[edge].costs;
    double best = kInfiniteCost;
    for (unsigned r = 0; r < matrix.getRows(); ++r)
      for (unsigned c = 0; c < matrix.getCols(); ++c)
        best = std::min(best, edgeCost(edge, r, c));
    for (unsigned r = 0; r < matrix.getRows(); ++r)
      for (unsigned c = 0; c < matrix.getCols(); ++c)
        if (std::isfinite(matrix.at(r, c)) &&
            edgeCost(edge, r, c) - best > budget) {
          matrix.at(r, c) = kInfiniteCost;
          ++result.prunedPairs;
        }
  }
}

DualPruning DualSolver::run(double maxSeconds) {
  auto start = std::chrono::steady_clock::now();
  DualPruning result;
  result.lowerBound = getLowerBound();
  auto tryIncumbent = [&] {
    std::vector<unsigned> choices = decode();
    if (!repairMemory(choices))
      return;
    double cost = evaluate(choices);
    if (cost < result.upperBound) {
      result.upperBound = cost;
      result.incumbent = std::move(choices);
    }
  };
  tryIncumbent();
  unsigned stalled = 0;
  for (unsigned sweep = 1; sweep <= 100000; ++sweep) {
    for (unsigned node = 0; node < numNodes; ++node)
      diffuse(node);
    for (unsigned node = numNodes; node-- > 0;)
      diffuse(node);
    result.sweeps = sweep;
    if (sweep % 8 != 0)
      continue;
    double bound = getLowerBound();
    double gain = bound - result.lowerBound;
    result.lowerBound = std::max(result.lowerBound, bound);
    tryIncumbent();
    double scale = std::max(1e-12, std::fabs(result.upperBound));
    if (result.upperBound - result.lowerBound <= 1e-9 * scale)
      break;
    stalled = gain <= 1e-7 * scale ? stalled + 1 : 0;
    if (stalled >= 4)
      break;
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count() > maxSeconds)
      break;
  }
  prune(result);
  return result;
}

} // namespace

DualPruning mlir::ap::pruneWithDualBound(CoreProblem &core, double maxSeconds) {
  return DualSolver(core).run(maxSeconds);
}
