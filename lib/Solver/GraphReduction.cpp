//===- GraphReduction.cpp - Exact folding of simple nodes -----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "GraphReduction.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <unordered_map>

using namespace mlir::ap;

GraphReduction::GraphReduction(const PlacementProblem &problem,
                               llvm::ArrayRef<bool> keep)
    : problem(problem), keep(keep.begin(), keep.end()),
      alive(problem.getNumNodes(), true), adjacency(problem.getNumNodes()) {
  for (unsigned node = 0; node < problem.getNumNodes(); ++node) {
    llvm::ArrayRef<double> nodeCosts = problem.getNodeCosts(node);
    costs.emplace_back(nodeCosts.begin(), nodeCosts.end());
  }
  for (const PlacementProblem::Edge &edge : problem.getEdges())
    addEdge(edge.from, edge.to, edge.costs);
}

double GraphReduction::getEdgeCost(unsigned edge, unsigned node,
                                   unsigned nodeChoice,
                                   unsigned otherChoice) const {
  const Edge &data = edges[edge];
  return data.from == node ? data.costs.at(nodeChoice, otherChoice)
                           : data.costs.at(otherChoice, nodeChoice);
}

void GraphReduction::removeEdge(unsigned edge) {
  Edge &data = edges[edge];
  data.alive = false;
  adjacency[data.from].erase(data.to);
  adjacency[data.to].erase(data.from);
  for (unsigned node : {data.from, data.to})
    if (alive[node] && !keep[node] && adjacency[node].size() <= 2)
      pending.push_back(node);
}

void GraphReduction::addEdge(unsigned from, unsigned to,
                             const CostMatrix &matrix) {
  auto it = adjacency[from].find(to);
  if (it != adjacency[from].end()) {
    Edge &data = edges[it->second];
    data.costs.add(data.from == from ? matrix : matrix.transposed());
    return;
  }
  edges.push_back(Edge{from, to, matrix});
  adjacency[from][to] = edges.size() - 1;
  adjacency[to][from] = edges.size() - 1;
}

bool GraphReduction::splitIfSeparable(unsigned edge) {
  Edge &data = edges[edge];
  const CostMatrix &matrix = data.costs;
  // Only the choices a node can still take matter: rows and columns of
  // forbidden choices are ignored (their node cost is infinite anyway).
  llvm::SmallVector<unsigned> rows, cols;
  for (unsigned row = 0; row < matrix.getRows(); ++row)
    if (std::isfinite(costs[data.from][row]))
      rows.push_back(row);
  for (unsigned col = 0; col < matrix.getCols(); ++col)
    if (std::isfinite(costs[data.to][col]))
      cols.push_back(col);
  if (rows.empty() || cols.empty())
    return false;
  // costs(i, j) == costs(i, c0) + costs(r0, j) - costs(r0, c0) for all
  // allowed i, j.
  double scale = 0;
  for (unsigned row : rows)
    for (unsigned col : cols) {
      double value = matrix.at(row, col);
      if (!std::isfinite(value))
        return false;
      scale = std::max(scale, std::fabs(value));
    }
  double tolerance = 1e-12 * std::max(scale, 1e-30);
  unsigned firstRow = rows.front(), firstCol = cols.front();
  double corner = matrix.at(firstRow, firstCol);
  for (unsigned row : rows)
    for (unsigned col : cols)
      if (std::fabs(matrix.at(row, col) - matrix.at(row, firstCol) -
                    matrix.at(firstRow, col) + corner) > tolerance)
        return false;
  for (unsigned row : rows)
    costs[data.from][row] += matrix.at(row, firstCol);
  for (unsigned col : cols)
    costs[data.to][col] += matrix.at(firstRow, col) - corner;
  removeEdge(edge);
  if (stats)
    ++stats->splitEdges;
  return true;
}

bool GraphReduction::dominates(unsigned node, unsigned better,
                               unsigned worse) const {
  if (costs[node][better] > costs[node][worse])
    return false;
  if (!problem.holdsNoMoreMemory(node, better, worse))
    return false;
  for (auto [neighbour, edge] : adjacency[node]) {
    const Edge &data = edges[edge];
    bool isFrom = data.from == node;
    unsigned numOther = isFrom ? data.costs.getCols() : data.costs.getRows();
    for (unsigned other = 0; other < numOther; ++other) {
      if (!std::isfinite(costs[neighbour][other]))
        continue;
      double a =
          isFrom ? data.costs.at(better, other) : data.costs.at(other, better);
      double b =
          isFrom ? data.costs.at(worse, other) : data.costs.at(other, worse);
      if (a > b)
        return false;
    }
  }
  return true;
}

unsigned GraphReduction::removeDominatedChoices(unsigned node,
                                                uint64_t maxWork) {
  unsigned numChoices = costs[node].size();
  uint64_t work = uint64_t(numChoices) * numChoices;
  for (auto [neighbour, edge] : adjacency[node])
    work *= 1 + costs[neighbour].size() / 8;
  if (numChoices < 2 || work > maxWork)
    return 0;
  unsigned removed = 0;
  for (unsigned worse = 0; worse < numChoices; ++worse) {
    if (!std::isfinite(costs[node][worse]))
      continue;
    for (unsigned better = 0; better < numChoices; ++better) {
      if (better == worse || !std::isfinite(costs[node][better]))
        continue;
      // Of two equivalent choices, the first one stays.
      if (dominates(node, better, worse) &&
          (better < worse || !dominates(node, worse, better))) {
        costs[node][worse] = kInfiniteCost;
        ++removed;
        break;
      }
    }
  }
  return removed;
}

void GraphReduction::foldIsolated(unsigned node) {
  unsigned best = 0;
  for (unsigned choice = 1; choice < costs[node].size(); ++choice)
    if (costs[node][choice] < costs[node][best])
      best = choice;
  folds.push_back(Fold{node, {}, {best}});
  alive[node] = false;
  ++stats->foldedIsolated;
}

void GraphReduction::foldLeaf(unsigned node) {
  auto [neighbour, edge] = *adjacency[node].begin();
  unsigned numChoices = costs[node].size();
  unsigned neighbourChoices = costs[neighbour].size();
  Fold fold{node, {neighbour}, std::vector<unsigned>(neighbourChoices, 0)};
  for (unsigned other = 0; other < neighbourChoices; ++other) {
    double best = kInfiniteCost;
    for (unsigned choice = 0; choice < numChoices; ++choice) {
      double cost =
          costs[node][choice] + getEdgeCost(edge, node, choice, other);
      if (cost < best) {
        best = cost;
        fold.best[other] = choice;
      }
    }
    costs[neighbour][other] += best;
  }
  folds.push_back(std::move(fold));
  alive[node] = false;
  removeEdge(edge);
  ++stats->foldedLeaves;
}

bool GraphReduction::foldChain(unsigned node, uint64_t maxWork) {
  auto it = adjacency[node].begin();
  auto [first, firstEdge] = *it++;
  auto [second, secondEdge] = *it;
  unsigned numChoices = costs[node].size();
  unsigned firstChoices = costs[first].size();
  unsigned secondChoices = costs[second].size();
  if (uint64_t(numChoices) * firstChoices * secondChoices > maxWork)
    return false;
  CostMatrix through(firstChoices, secondChoices, kInfiniteCost);
  Fold fold{node,
            {first, second},
            std::vector<unsigned>(size_t(firstChoices) * secondChoices, 0)};
  for (unsigned choice = 0; choice < numChoices; ++choice) {
    double own = costs[node][choice];
    if (!std::isfinite(own))
      continue;
    for (unsigned a = 0; a < firstChoices; ++a) {
      double toFirst = own + getEdgeCost(firstEdge, node, choice, a);
      if (!std::isfinite(toFirst))
        continue;
      for (unsigned b = 0; b < secondChoices; ++b) {
        double cost = toFirst + getEdgeCost(secondEdge, node, choice, b);
        if (cost < through.at(a, b)) {
          through.at(a, b) = cost;
          fold.best[size_t(a) * secondChoices + b] = choice;
        }
      }
    }
  }
  folds.push_back(std::move(fold));
  alive[node] = false;
  removeEdge(firstEdge);
  removeEdge(secondEdge);
  addEdge(first, second, through);
  splitIfSeparable(adjacency[first].lookup(second));
  ++stats->foldedChains;
  return true;
}

void GraphReduction::reduce(PlacementSolverStats &solverStats,
                            uint64_t maxWork) {
  stats = &solverStats;
  for (unsigned node = 0; node < problem.getNumNodes(); ++node)
    stats->dominatedChoices += removeDominatedChoices(node, maxWork);
  for (unsigned edge = 0; edge < edges.size(); ++edge)
    if (edges[edge].alive)
      splitIfSeparable(edge);
  for (unsigned node = 0; node < problem.getNumNodes(); ++node)
    if (!keep[node] && adjacency[node].size() <= 2)
      pending.push_back(node);
  // A stack: deterministic, and a chain folds from the end it was found at.
  while (!pending.empty()) {
    unsigned node = pending.back();
    pending.pop_back();
    if (!alive[node] || keep[node])
      continue;
    switch (adjacency[node].size()) {
    case 0:
      foldIsolated(node);
      break;
    case 1:
      foldLeaf(node);
      break;
    case 2:
      foldChain(node, maxWork);
      break;
    default:
      break;
    }
  }
}

PlacementProblem
mlir::ap::restrictToAllowed(const CoreProblem &core,
                            std::vector<std::vector<unsigned>> &allowed,
                            std::optional<std::pair<unsigned, unsigned>> fix) {
  PlacementProblem problem;
  allowed.assign(core.nodes.size(), {});
  for (unsigned index = 0; index < core.nodes.size(); ++index) {
    std::vector<double> costs, memory;
    for (auto [choice, cost] : llvm::enumerate(core.costs[index])) {
      if (!std::isfinite(cost) ||
          (fix && fix->first == index && fix->second != choice))
        continue;
      allowed[index].push_back(choice);
      costs.push_back(cost);
      memory.push_back(core.memory[index][choice]);
    }
    problem.addNode(costs.size(), "");
    problem.addNodeCosts(index, costs);
    problem.setNodeMemory(index, memory);
  }
  // A point's limit differs from the resident limit by what was folded
  // into it: a constant of the restricted problem.
  for (const CoreProblem::Point &point : core.points) {
    unsigned id = problem.addMemoryPoint("");
    problem.addPointConstant(id, *core.memoryLimit - point.limit);
    for (const auto &[index, bytes] : point.terms) {
      std::vector<double> kept;
      for (unsigned choice : allowed[index])
        kept.push_back(bytes[choice]);
      problem.addPointMemory(id, index, kept);
    }
  }
  for (const CoreProblem::Edge &edge : core.edges) {
    CostMatrix matrix(allowed[edge.from].size(), allowed[edge.to].size());
    for (auto [row, from] : llvm::enumerate(allowed[edge.from]))
      for (auto [col, to] : llvm::enumerate(allowed[edge.to]))
        matrix.at(row, col) = edge.costs.at(from, to);
    problem.addEdgeCosts(edge.from, edge.to, matrix);
  }
  return problem;
}

CoreProblem GraphReduction::getCore(std::optional<double> memoryLimit) const {
  CoreProblem core;
  std::vector<unsigned> index(problem.getNumNodes(), ~0u);
  // Folded nodes' memory is the same for every allowed choice: take the
  // first.
  auto foldedBytes = [&](unsigned node, llvm::ArrayRef<double> bytes) {
    for (auto [value, cost] : llvm::zip_equal(bytes, problem.getNodeCosts(node)))
      if (std::isfinite(cost))
        return value;
    return 0.0;
  };
  double foldedMemory = 0;
  for (unsigned node = 0; node < problem.getNumNodes(); ++node) {
    llvm::ArrayRef<double> memory = problem.getNodeMemory(node);
    if (!alive[node]) {
      foldedMemory += foldedBytes(node, memory);
      continue;
    }
    index[node] = core.nodes.size();
    core.nodes.push_back(node);
    core.costs.push_back(costs[node]);
    core.memory.emplace_back(memory.begin(), memory.end());
  }
  for (const Edge &edge : edges)
    if (edge.alive)
      core.edges.push_back(
          CoreProblem::Edge{index[edge.from], index[edge.to], edge.costs});
  if (!memoryLimit)
    return core;
  core.memoryLimit = *memoryLimit - foldedMemory;
  core.pointTerms.resize(core.nodes.size());
  for (const PlacementProblem::MemoryPoint &point :
       problem.getMemoryPoints()) {
    CoreProblem::Point corePoint{*core.memoryLimit - point.constant, {}};
    for (const auto &[node, bytes] : point.terms) {
      if (!alive[node]) {
        corePoint.limit -= foldedBytes(node, bytes);
        continue;
      }
      core.pointTerms[index[node]].emplace_back(core.points.size(),
                                                corePoint.terms.size());
      corePoint.terms.emplace_back(index[node], bytes);
    }
    core.points.push_back(std::move(corePoint));
  }
  return core;
}

double
CoreProblem::getResidentMemory(const std::vector<unsigned> &choices) const {
  double total = 0;
  for (unsigned node = 0; node < nodes.size(); ++node)
    total += memory[node][choices[node]];
  return total;
}

std::pair<int, double>
CoreProblem::getWorstMemoryRow(const std::vector<unsigned> &choices) const {
  if (!memoryLimit)
    return {-1, -kInfiniteCost};
  double resident = getResidentMemory(choices);
  std::pair<int, double> worst(-1, resident - *memoryLimit);
  for (auto [index, point] : llvm::enumerate(points)) {
    double total = resident;
    for (const auto &[node, bytes] : point.terms)
      total += bytes[choices[node]];
    if (total - point.limit > worst.second)
      worst = {int(index), total - point.limit};
  }
  return worst;
}

bool CoreProblem::holdsNoMoreMemory(unsigned node, unsigned better,
                                    unsigned worse) const {
  if (memory[node][better] > memory[node][worse])
    return false;
  if (node < pointTerms.size())
    for (auto [point, term] : pointTerms[node]) {
      const std::vector<double> &bytes = points[point].terms[term].second;
      if (bytes[better] > bytes[worse])
        return false;
    }
  return true;
}

void GraphReduction::chooseFolded(std::vector<unsigned> &choices) const {
  for (const Fold &fold : llvm::reverse(folds)) {
    switch (fold.neighbours.size()) {
    case 0:
      choices[fold.node] = fold.best.front();
      break;
    case 1:
      choices[fold.node] = fold.best[choices[fold.neighbours[0]]];
      break;
    default: {
      unsigned secondChoices = costs[fold.neighbours[1]].size();
      choices[fold.node] =
          fold.best[size_t(choices[fold.neighbours[0]]) * secondChoices +
                    choices[fold.neighbours[1]]];
      break;
    }
    }
  }
}

RowGrouping mlir::ap::groupIdenticalRows(const CostMatrix &matrix) {
  RowGrouping grouping;
  std::unordered_multimap<size_t, unsigned> byHash;
  for (unsigned row = 0; row < matrix.getRows(); ++row) {
    llvm::ArrayRef<double> values = matrix.getRow(row);
    // Hash the bits: equal doubles have equal bits (no NaN costs here).
    const auto *bytes = reinterpret_cast<const char *>(values.data());
    size_t hash = llvm::hash_value(
        llvm::StringRef(bytes, values.size() * sizeof(double)));
    unsigned group = grouping.representative.size();
    auto [first, last] = byHash.equal_range(hash);
    for (auto it = first; it != last; ++it)
      if (matrix.getRow(grouping.representative[it->second]) == values) {
        group = it->second;
        break;
      }
    if (group == grouping.representative.size()) {
      grouping.representative.push_back(row);
      byHash.emplace(hash, group);
    }
    grouping.groupOf.push_back(group);
  }
  return grouping;
}
