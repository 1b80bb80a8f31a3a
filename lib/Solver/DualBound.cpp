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
// Edges are stored once per pair of distinct rows and columns (the layouts a
// producer gives and a consumer wants, not the strategies), and choices
// proven suboptimal are dropped as the bounds tighten, so that later sweeps
// work on the choices still in play only.
//
//===----------------------------------------------------------------------===//

#include "DualBound.h"

#include "BinaryCsp.h"
#include "DualSolver.h"

#include <cmath>

using namespace mlir::ap;

namespace {

double getLargestFinite(llvm::ArrayRef<double> values) {
  double largest = 0;
  for (double value : values)
    if (std::isfinite(value))
      largest = std::max(largest, std::fabs(value));
  return largest;
}

} // namespace

DualSolver::DualSolver(CoreProblem &core)
    : core(core), numNodes(core.nodes.size()), inPlay(numNodes),
      incidences(numNodes) {
  // Any assignment using a forbidden entry costs more than `big`, which is
  // more than every allowed assignment.
  double allowedMax = 0;
  for (const auto &node : core.costs)
    allowedMax += getLargestFinite(node);
  for (const CoreProblem::Edge &edge : core.edges) {
    double largest = 0;
    for (unsigned r = 0; r < edge.costs.getRows(); ++r)
      largest = std::max(largest, getLargestFinite(edge.costs.getRow(r)));
    allowedMax += largest;
  }
  big = 2 * allowedMax + 1;
  // Forbidden choices are out of play from the start (unless a node has
  // nothing else, which makes the problem infeasible).
  for (unsigned node = 0; node < numNodes; ++node) {
    for (auto [choice, cost] : llvm::enumerate(core.costs[node]))
      if (std::isfinite(cost))
        inPlay[node].push_back(choice);
    if (inPlay[node].empty())
      for (unsigned choice = 0; choice < core.costs[node].size(); ++choice)
        inPlay[node].push_back(choice);
  }
  for (auto [index, edge] : llvm::enumerate(core.edges)) {
    incidences[edge.from].push_back(Incidence{unsigned(index), true});
    incidences[edge.to].push_back(Incidence{unsigned(index), false});
  }
  messages.resize(core.edges.size());
  for (auto [index, edge] : llvm::enumerate(core.edges)) {
    messages[index][0].assign(inPlay[edge.from].size(), 0);
    messages[index][1].assign(inPlay[edge.to].size(), 0);
  }
  build();
}

void DualSolver::build() {
  nodeCosts.assign(numNodes, {});
  for (unsigned node = 0; node < numNodes; ++node)
    for (unsigned choice : inPlay[node]) {
      double cost = core.costs[node][choice];
      nodeCosts[node].push_back(std::isfinite(cost) ? cost : big);
    }
  edges.clear();
  for (const CoreProblem::Edge &edge : core.edges) {
    const std::vector<unsigned> &rows = inPlay[edge.from];
    const std::vector<unsigned> &cols = inPlay[edge.to];
    CostMatrix restricted(rows.size(), cols.size());
    for (auto [i, row] : llvm::enumerate(rows))
      for (auto [j, col] : llvm::enumerate(cols)) {
        double cost = edge.costs.at(row, col);
        restricted.at(i, j) = std::isfinite(cost) ? cost : big;
      }
    RowGrouping rowGroups = groupIdenticalRows(restricted);
    RowGrouping colGroups = groupIdenticalRows(restricted.transposed());
    CompressedEdge compressed;
    compressed.groups = CostMatrix(rowGroups.representative.size(),
                                   colGroups.representative.size());
    for (auto [i, row] : llvm::enumerate(rowGroups.representative))
      for (auto [j, col] : llvm::enumerate(colGroups.representative))
        compressed.groups.at(i, j) = restricted.at(row, col);
    compressed.rowGroup = std::move(rowGroups.groupOf);
    compressed.colGroup = std::move(colGroups.groupOf);
    edges.push_back(std::move(compressed));
  }
}

double DualSolver::nodeCost(unsigned node, unsigned choice) const {
  double cost = nodeCosts[node][choice];
  for (const Incidence &in : incidences[node])
    cost += messages[in.edge][in.isFrom ? 0 : 1][choice];
  return cost;
}

void DualSolver::getLargestMessages(unsigned edge, bool ofRows,
                                    std::vector<double> &result) const {
  const CompressedEdge &data = edges[edge];
  const std::vector<unsigned> &groupOf = ofRows ? data.rowGroup : data.colGroup;
  const std::vector<double> &message = messages[edge][ofRows ? 0 : 1];
  result.assign(ofRows ? data.groups.getRows() : data.groups.getCols(),
                -kInfiniteCost);
  for (auto [choice, group] : llvm::enumerate(groupOf))
    result[group] = std::max(result[group], message[choice]);
}

/// min_j (row[j] - subtracted[j]), in four independent chains: one chain
/// of dependent minimums was the diffusion's bottleneck. Minimums are exact,
/// so the order does not change the result.
static double getMinDifference(const double *row, const double *subtracted,
                               unsigned size) {
  double m0 = kInfiniteCost, m1 = kInfiniteCost, m2 = kInfiniteCost,
         m3 = kInfiniteCost;
  unsigned j = 0;
  for (; j + 4 <= size; j += 4) {
    m0 = std::min(m0, row[j] - subtracted[j]);
    m1 = std::min(m1, row[j + 1] - subtracted[j + 1]);
    m2 = std::min(m2, row[j + 2] - subtracted[j + 2]);
    m3 = std::min(m3, row[j + 3] - subtracted[j + 3]);
  }
  for (; j < size; ++j)
    m0 = std::min(m0, row[j] - subtracted[j]);
  return std::min(std::min(m0, m1), std::min(m2, m3));
}

void DualSolver::getMinMarginal(const Incidence &in,
                                std::vector<double> &result) const {
  const CompressedEdge &data = edges[in.edge];
  const CostMatrix &groups = data.groups;
  unsigned rows = groups.getRows(), cols = groups.getCols();
  // min over the other side's choices t of groups(., group(t)) - m(t): per
  // group of the other side, its largest message.
  std::vector<double> &largest = scratchLargest;
  getLargestMessages(in.edge, /*ofRows=*/!in.isFrom, largest);
  std::vector<double> &best = scratchBest;
  if (in.isFrom) {
    best.resize(rows);
    for (unsigned i = 0; i < rows; ++i)
      best[i] = getMinDifference(groups.getRow(i).data(), largest.data(), cols);
  } else {
    best.assign(cols, kInfiniteCost);
    double *__restrict out = best.data();
    for (unsigned i = 0; i < rows; ++i) {
      const double *__restrict row = groups.getRow(i).data();
      double subtracted = largest[i];
      for (unsigned j = 0; j < cols; ++j)
        out[j] = std::min(out[j], row[j] - subtracted);
    }
  }
  const std::vector<unsigned> &groupOf =
      in.isFrom ? data.rowGroup : data.colGroup;
  const std::vector<double> &own = messages[in.edge][in.isFrom ? 0 : 1];
  result.resize(groupOf.size());
  for (auto [choice, group] : llvm::enumerate(groupOf))
    result[choice] = best[group] - own[choice];
}

double DualSolver::getEdgeMinimum(unsigned edge) const {
  std::vector<double> rowLargest, colLargest;
  getLargestMessages(edge, true, rowLargest);
  getLargestMessages(edge, false, colLargest);
  const CostMatrix &groups = edges[edge].groups;
  double best = kInfiniteCost;
  for (unsigned i = 0; i < groups.getRows(); ++i)
    best =
        std::min(best, getMinDifference(groups.getRow(i).data(),
                                        colLargest.data(), groups.getCols()) -
                           rowLargest[i]);
  return best;
}

void DualSolver::diffuse(unsigned node) {
  const std::vector<Incidence> &incident = incidences[node];
  if (incident.empty())
    return;
  unsigned numChoices = nodeCosts[node].size();
  // Reused between calls: the diffusion's allocations were a tenth of it.
  std::vector<std::vector<double>> &marginals = scratchMarginals;
  if (marginals.size() < incident.size())
    marginals.resize(incident.size());
  std::vector<double> &total = scratchTotal;
  total.resize(numChoices);
  for (unsigned choice = 0; choice < numChoices; ++choice)
    total[choice] = nodeCost(node, choice);
  for (auto [index, in] : llvm::enumerate(incident)) {
    getMinMarginal(in, marginals[index]);
    for (unsigned choice = 0; choice < numChoices; ++choice)
      total[choice] += marginals[index][choice];
  }
  double share = 1.0 / (incident.size() + 1);
  for (auto [index, in] : llvm::enumerate(incident)) {
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
  for (unsigned edge = 0; edge < edges.size(); ++edge)
    bound += getEdgeMinimum(edge);
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

void DualSolver::improveLocally(std::vector<unsigned> &choices) const {
  for (unsigned pass = 0; pass < 20; ++pass) {
    bool changed = false;
    for (unsigned node = 0; node < numNodes; ++node) {
      unsigned best = choices[node];
      double bestCost = kInfiniteCost;
      for (unsigned choice : inPlay[node]) {
        // Memory-neutral moves only when the memory is bounded.
        if (core.memoryLimit &&
            !core.holdsNoMoreMemory(node, choice, choices[node]))
          continue;
        double cost = core.costs[node][choice];
        for (const Incidence &in : incidences[node]) {
          const CoreProblem::Edge &edge = core.edges[in.edge];
          cost += in.isFrom ? edge.costs.at(choice, choices[edge.to])
                            : edge.costs.at(choices[edge.from], choice);
        }
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
  // The row furthest over its limit (-1: the resident bytes).
  auto worstRow = [&]() { return core.getWorstMemoryRow(choices); };
  std::pair<int, double> worst = worstRow();
  for (unsigned step = 0; worst.second > 0 && step < 10 * numNodes; ++step) {
    // The switch that saves memory in the worst row at the least extra
    // cost per byte.
    double bestRatio = kInfiniteCost;
    unsigned bestNode = 0, bestChoice = 0;
    double baseCost = evaluate(choices);
    for (unsigned node = 0; node < numNodes; ++node) {
      unsigned current = choices[node];
      for (unsigned choice : inPlay[node]) {
        double saved = getRowBytes(worst.first, node, current) -
                       getRowBytes(worst.first, node, choice);
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
    worst = worstRow();
  }
  return worst.second <= 0;
}

std::vector<unsigned> DualSolver::decode(bool reverse) const {
  std::vector<unsigned> local(numNodes, 0);
  std::vector<bool> decided(numNodes, false);
  for (unsigned step = 0; step < numNodes; ++step) {
    unsigned node = reverse ? numNodes - 1 - step : step;
    double bestCost = kInfiniteCost;
    for (unsigned choice = 0; choice < nodeCosts[node].size(); ++choice) {
      double cost = nodeCost(node, choice);
      for (const Incidence &in : incidences[node]) {
        const CoreProblem::Edge &edge = core.edges[in.edge];
        unsigned other = in.isFrom ? edge.to : edge.from;
        if (!decided[other])
          continue;
        cost += in.isFrom ? edgeCost(in.edge, choice, local[other])
                          : edgeCost(in.edge, local[other], choice);
      }
      if (cost < bestCost) {
        bestCost = cost;
        local[node] = choice;
      }
    }
    decided[node] = true;
  }
  std::vector<unsigned> choices(numNodes);
  for (unsigned node = 0; node < numNodes; ++node)
    choices[node] = inPlay[node][local[node]];
  improveLocally(choices);
  return choices;
}

std::vector<unsigned> DualSolver::getChoicesWithin(unsigned node,
                                                   double slack) const {
  unsigned numChoices = nodeCosts[node].size();
  std::vector<double> reparametrized(numChoices);
  double best = kInfiniteCost;
  for (unsigned choice = 0; choice < numChoices; ++choice) {
    reparametrized[choice] = nodeCost(node, choice);
    best = std::min(best, reparametrized[choice]);
  }
  std::vector<unsigned> within;
  for (unsigned choice = 0; choice < numChoices; ++choice)
    if (reparametrized[choice] - best <= slack)
      within.push_back(choice);
  return within;
}

std::vector<unsigned> DualSolver::decodeTight(double tolerance,
                                              WorkBudget &budget) const {
  BinaryCsp csp;
  // Per node, its tight choices (indices into inPlay).
  std::vector<std::vector<unsigned>> tight(numNodes);
  for (unsigned node = 0; node < numNodes; ++node) {
    tight[node] = getChoicesWithin(node, tolerance);
    csp.domainSizes.push_back(tight[node].size());
  }
  uint64_t work = 0;
  for (auto [index, edge] : llvm::enumerate(core.edges)) {
    BinaryCsp::Constraint constraint{edge.from, edge.to, {}};
    double best = getEdgeMinimum(index);
    for (unsigned row : tight[edge.from])
      for (unsigned col : tight[edge.to])
        constraint.allowed.push_back(edgeCost(index, row, col) - best <=
                                     tolerance);
    work += constraint.allowed.size();
    csp.constraints.push_back(std::move(constraint));
  }
  if (!budget.spend(work))
    return {};
  std::optional<std::vector<unsigned>> found = solveBinaryCsp(csp, budget);
  if (!found)
    return {};
  std::vector<unsigned> choices(numNodes);
  for (unsigned node = 0; node < numNodes; ++node)
    choices[node] = inPlay[node][tight[node][(*found)[node]]];
  return choices;
}

unsigned DualSolver::dropHopelessChoices(double lowerBound, double upperBound,
                                         bool force) {
  if (!std::isfinite(upperBound))
    return 0;
  double slack = 1e-9 * std::max(1.0, std::fabs(upperBound));
  double budget = upperBound + slack - lowerBound;
  unsigned dropped = 0;
  std::vector<std::vector<unsigned>> kept(numNodes);
  for (unsigned node = 0; node < numNodes; ++node) {
    kept[node] = getChoicesWithin(node, budget);
    dropped += nodeCosts[node].size() - kept[node].size();
  }
  // Rebuilding costs a pass over every edge: only worth it for a tenth.
  size_t total = 0;
  for (const auto &choices : inPlay)
    total += choices.size();
  if (dropped == 0 || (!force && dropped * 10 < total))
    return 0;
  // Keep the messages of the choices that stay.
  for (auto [index, edge] : llvm::enumerate(core.edges))
    for (auto [side, node] : {std::pair(0, edge.from), std::pair(1, edge.to)}) {
      std::vector<double> &message = messages[index][side];
      std::vector<double> remaining;
      for (unsigned choice : kept[node])
        remaining.push_back(message[choice]);
      message = std::move(remaining);
    }
  for (unsigned node = 0; node < numNodes; ++node) {
    std::vector<unsigned> remaining;
    for (unsigned choice : kept[node])
      remaining.push_back(inPlay[node][choice]);
    inPlay[node] = std::move(remaining);
  }
  build();
  return dropped;
}

void DualSolver::prune(DualPruning &result) {
  dropHopelessChoices(result.lowerBound, result.upperBound, /*force=*/true);
  // Choices out of play are hopeless: forbid them in the core.
  for (unsigned node = 0; node < numNodes; ++node) {
    std::vector<bool> kept(core.costs[node].size(), false);
    for (unsigned choice : inPlay[node])
      kept[choice] = true;
    for (auto [choice, cost] : llvm::enumerate(core.costs[node]))
      if (!kept[choice] && std::isfinite(cost)) {
        cost = kInfiniteCost;
        ++result.prunedChoices;
      }
  }
  if (!std::isfinite(result.upperBound))
    return;
  double slack = 1e-9 * std::max(1.0, std::fabs(result.upperBound));
  double budget = result.upperBound + slack - result.lowerBound;
  for (unsigned edge = 0; edge < edges.size(); ++edge) {
    const CoreProblem::Edge &data = core.edges[edge];
    CostMatrix &matrix = core.edges[edge].costs;
    double best = getEdgeMinimum(edge);
    for (auto [i, row] : llvm::enumerate(inPlay[data.from]))
      for (auto [j, col] : llvm::enumerate(inPlay[data.to]))
        if (std::isfinite(matrix.at(row, col)) &&
            edgeCost(edge, i, j) - best > budget) {
          matrix.at(row, col) = kInfiniteCost;
          ++result.prunedPairs;
        }
  }
}

uint64_t DualSolver::getSweepWork() const {
  uint64_t work = 0;
  for (const CompressedEdge &edge : edges)
    work += 2 * (uint64_t(edge.groups.getRows()) * edge.groups.getCols() +
                 edge.rowGroup.size() + edge.colGroup.size());
  for (const std::vector<unsigned> &choices : inPlay)
    work += choices.size();
  return work;
}

void DualSolver::consider(DualPruning &result,
                          std::vector<unsigned> choices) const {
  if (choices.empty() || !repairMemory(choices))
    return;
  double cost = evaluate(choices);
  if (cost < result.upperBound) {
    result.upperBound = cost;
    result.incumbent = std::move(choices);
  }
}

void DualSolver::tryIncumbent(DualPruning &result, WorkBudget &budget,
                              double lowerBound, double upperBound) const {
  for (bool reverse : {false, true})
    consider(result, decode(reverse));
  // Where the bound meets the optimum, an assignment of tight entries
  // costs the bound: tight enough that the plan is proven optimal, then
  // loose enough that it costs less than the best plan found.
  if (!std::isfinite(upperBound))
    return;
  double terms = numNodes + core.edges.size() + 1;
  double scale = std::max(1e-12, std::fabs(upperBound));
  for (double tolerance :
       {1e-9 * scale / terms, (upperBound - lowerBound) / terms}) {
    // A known bound below this one leaves nothing to find.
    if (tolerance < 0)
      return;
    WorkBudget attempt = budget.getPart(kTightSearchWork);
    std::vector<unsigned> choices = decodeTight(tolerance, attempt);
    budget.spend(attempt.getSpent());
    if (!choices.empty()) {
      consider(result, std::move(choices));
      return;
    }
  }
}

bool DualSolver::sweep(WorkBudget &budget) {
  if (!budget.spend(getSweepWork()))
    return false;
  for (unsigned node = 0; node < numNodes; ++node)
    diffuse(node);
  for (unsigned node = numNodes; node-- > 0;)
    diffuse(node);
  return true;
}

DualPruning DualSolver::run(WorkBudget &budget, double knownUpperBound,
                            WorkBudget *memoryWork) {
  DualPruning result;
  result.upperBound = knownUpperBound;
  result.lowerBound = getLowerBound();
  tryIncumbent(result, budget, result.lowerBound, result.upperBound);
  unsigned stalled = 0;
  for (unsigned sweep = 1; sweep <= 100000; ++sweep) {
    if (!this->sweep(budget)) {
      result.exhausted = true;
      break;
    }
    result.sweeps = sweep;
    if (sweep % 8 != 0)
      continue;
    double bound = getLowerBound();
    double gain = bound - result.lowerBound;
    result.lowerBound = std::max(result.lowerBound, bound);
    tryIncumbent(result, budget, result.lowerBound, result.upperBound);
    double scale = std::max(1e-12, std::fabs(result.upperBound));
    if (result.upperBound - result.lowerBound <= 1e-9 * scale)
      break;
    // Later sweeps only look at the choices still in play.
    dropHopelessChoices(result.lowerBound, result.upperBound,
                        /*force=*/false);
    stalled = gain <= kStalledGain * scale ? stalled + 1 : 0;
    if (stalled >= 4)
      break;
  }
  double scale = std::max(1e-12, std::fabs(result.upperBound));
  if (memoryWork && core.memoryLimit &&
      result.upperBound - result.lowerBound > 1e-9 * scale)
    priceMemory(result, *memoryWork);
  prune(result);
  return result;
}

DualPruning mlir::ap::pruneWithDualBound(CoreProblem &core, WorkBudget &budget,
                                         double knownUpperBound,
                                         WorkBudget *memoryWork) {
  return DualSolver(core).run(budget, knownUpperBound, memoryWork);
}
