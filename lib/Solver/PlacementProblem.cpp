//===- PlacementProblem.cpp - Choosing one strategy per node --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Solver/PlacementProblem.h"

#include <cassert>
#include <cmath>

using namespace mlir::ap;

CostMatrix CostMatrix::transposed() const {
  CostMatrix result(cols, rows);
  for (unsigned row = 0; row < rows; ++row)
    for (unsigned col = 0; col < cols; ++col)
      result.at(col, row) = at(row, col);
  return result;
}

void CostMatrix::add(const CostMatrix &other, double scale) {
  assert(rows == other.rows && cols == other.cols && "mismatched matrices");
  for (size_t i = 0; i < values.size(); ++i)
    values[i] += scale * other.values[i];
}

bool CostMatrix::isZero() const {
  for (double value : values)
    if (value != 0)
      return false;
  return true;
}

PlacementProblem::NodeId PlacementProblem::addNode(unsigned numChoices,
                                                   std::string name) {
  names.push_back(std::move(name));
  costs.emplace_back(numChoices, 0.0);
  memory.emplace_back(numChoices, 0.0);
  pointTerms.emplace_back();
  return names.size() - 1;
}

unsigned PlacementProblem::addMemoryPoint(std::string name) {
  points.push_back(MemoryPoint{std::move(name), 0, {}});
  return points.size() - 1;
}

void PlacementProblem::addPointMemory(unsigned point, NodeId node,
                                      llvm::ArrayRef<double> bytes) {
  assert(bytes.size() == memory[node].size() && "one size per choice");
  std::vector<std::pair<NodeId, std::vector<double>>> &terms =
      points[point].terms;
  for (auto [termPoint, term] : pointTerms[node]) {
    if (termPoint != point)
      continue;
    for (auto [total, extra] : llvm::zip_equal(terms[term].second, bytes))
      total += extra;
    return;
  }
  pointTerms[node].emplace_back(point, terms.size());
  terms.emplace_back(node, std::vector<double>(bytes.begin(), bytes.end()));
}

void PlacementProblem::addPointConstant(unsigned point, double bytes) {
  points[point].constant += bytes;
}

bool PlacementProblem::hasVaryingMemory(NodeId node) const {
  auto varies = [&](llvm::ArrayRef<double> bytes) {
    std::optional<double> first;
    for (auto [value, cost] : llvm::zip_equal(bytes, costs[node])) {
      if (!std::isfinite(cost))
        continue;
      if (first && *first != value)
        return true;
      first = value;
    }
    return false;
  };
  if (varies(memory[node]))
    return true;
  for (auto [point, term] : pointTerms[node])
    if (varies(points[point].terms[term].second))
      return true;
  return false;
}

bool PlacementProblem::holdsNoMoreMemory(NodeId node, unsigned better,
                                         unsigned worse) const {
  if (memory[node][better] > memory[node][worse])
    return false;
  for (auto [point, term] : pointTerms[node]) {
    const std::vector<double> &bytes = points[point].terms[term].second;
    if (bytes[better] > bytes[worse])
      return false;
  }
  return true;
}

void PlacementProblem::addNodeCosts(NodeId node, llvm::ArrayRef<double> add) {
  assert(add.size() == costs[node].size() && "one cost per choice");
  for (auto [cost, extra] : llvm::zip_equal(costs[node], add))
    cost += extra;
}

void PlacementProblem::setNodeMemory(NodeId node,
                                     llvm::ArrayRef<double> bytes) {
  assert(bytes.size() == memory[node].size() && "one size per choice");
  memory[node].assign(bytes.begin(), bytes.end());
}

void PlacementProblem::forbid(NodeId node, unsigned choice) {
  costs[node][choice] = kInfiniteCost;
}

void PlacementProblem::addEdgeCosts(NodeId from, NodeId to,
                                    const CostMatrix &matrix, double scale) {
  assert(matrix.getRows() == getNumChoices(from) &&
         matrix.getCols() == getNumChoices(to) && "matrix shape");
  if (scale == 0)
    return;
  if (from == to) {
    for (unsigned choice = 0; choice < getNumChoices(from); ++choice)
      costs[from][choice] += scale * matrix.at(choice, choice);
    return;
  }
  bool swap = from > to;
  std::pair<NodeId, NodeId> key =
      swap ? std::pair(to, from) : std::pair(from, to);
  auto [it, inserted] = edgeIndex.try_emplace(key, edges.size());
  if (inserted) {
    edges.push_back(
        Edge{key.first, key.second,
             CostMatrix(getNumChoices(key.first), getNumChoices(key.second))});
  }
  edges[it->second].costs.add(swap ? matrix.transposed() : matrix, scale);
}

double PlacementProblem::evaluate(llvm::ArrayRef<unsigned> choices) const {
  double total = 0;
  for (unsigned node = 0; node < getNumNodes(); ++node)
    total += costs[node][choices[node]];
  for (const Edge &edge : edges)
    total += edge.costs.at(choices[edge.from], choices[edge.to]);
  return total;
}

double
PlacementProblem::evaluateMemory(llvm::ArrayRef<unsigned> choices) const {
  return evaluateResidentMemory(choices) + evaluatePeakPoint(choices);
}

double PlacementProblem::evaluateResidentMemory(
    llvm::ArrayRef<unsigned> choices) const {
  double total = 0;
  for (unsigned node = 0; node < getNumNodes(); ++node)
    total += memory[node][choices[node]];
  return total;
}

double
PlacementProblem::evaluatePeakPoint(llvm::ArrayRef<unsigned> choices,
                                    std::optional<unsigned> *point) const {
  double peak = 0;
  if (point)
    point->reset();
  for (auto [index, data] : llvm::enumerate(points)) {
    double total = data.constant;
    for (const auto &[node, bytes] : data.terms)
      total += bytes[choices[node]];
    if (total > peak) {
      peak = total;
      if (point)
        *point = index;
    }
  }
  return peak;
}

PlacementProblem::FormulationSize PlacementProblem::getFormulationSize() const {
  FormulationSize size;
  for (unsigned node = 0; node < getNumNodes(); ++node)
    size.choiceVariables += getNumChoices(node);
  size.constraints = getNumNodes();
  for (const Edge &edge : edges) {
    size.pairVariables +=
        uint64_t(edge.costs.getRows()) * uint64_t(edge.costs.getCols());
    size.constraints += edge.costs.getRows() + edge.costs.getCols();
  }
  return size;
}
