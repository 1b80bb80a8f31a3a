//===- ProblemBuilder.cpp - The sharding graph as a placement problem -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// One problem node per class: its costs are the compute time of each
// strategy (summed over the members) plus what building its free operands
// costs; its memory is the bytes its members hold. One problem edge per pair
// of classes linked by uses: entry (i, j) is the planner's cost of turning
// the producer's layout under strategy i into the layout the consumer wants
// under strategy j, times the number of such uses. The planner runs once per
// tensor type and pair of distinct layouts. The step's memory points become
// the problem's, each term its class's bytes per strategy times its count.
//
//===----------------------------------------------------------------------===//

#include "ShardingGraph.h"

#include "Shard/Placement/MeshAlgebra.h"

#include <map>

using namespace mlir;
using namespace mlir::ap;

unsigned ShardingGraph::getLayoutId(const ShardingLayout &layout) {
  auto [it, inserted] = layoutIds.try_emplace(layout, layouts.size());
  if (inserted)
    layouts.push_back(layout);
  return it->second;
}

double ShardingGraph::getRedistributionCost(RankedTensorType type,
                                            const ShardingLayout &from,
                                            const ShardingLayout &to) {
  return getRedistributionCost(type, getLayoutId(from), getLayoutId(to));
}

double ShardingGraph::getRedistributionCost(RankedTensorType type,
                                            unsigned fromId, unsigned toId) {
  if (fromId == toId)
    return 0;
  if (!lastCosts || lastType != type) {
    // DenseMap's entries move when it grows: the pointer is refreshed on
    // every change of type, and no entry is added below.
    lastType = type;
    lastCosts = &typeCosts[type];
    if (!lastCosts->table)
      lastCosts->table = std::make_unique<RedistributionCostTable>(
          meshShape, type.getShape(), getElementBytes(type), commCostModel);
  }
  auto [it, inserted] = lastCosts->costs.try_emplace(
      (uint64_t(fromId) << 32) | toId, 0.0);
  if (inserted)
    it->second = lastCosts->table->getCost(layouts[fromId], layouts[toId]);
  return it->second;
}

std::optional<RedistributionPlan>
ShardingGraph::getRedistributionPlan(RankedTensorType type,
                                     const ShardingLayout &from,
                                     const ShardingLayout &to) const {
  RedistributionProblem problem{meshShape, type.getShape(),
                                getElementBytes(type)};
  llvm::Expected<RedistributionPlan> plan =
      planRedistribution(problem, from, to, commCostModel);
  if (!plan) {
    llvm::consumeError(plan.takeError());
    return std::nullopt;
  }
  return std::move(*plan);
}

PlacementProblem ShardingGraph::buildProblem(bool forbidAnnotated) {
  PlacementProblem problem;
  for (auto [id, decisionClass] : llvm::enumerate(classes)) {
    std::string name = describeNode(decisionClass.members.front());
    if (decisionClass.members.size() > 1)
      name += " (x" + std::to_string(decisionClass.members.size()) + ")";
    problem.addNode(decisionClass.strategies.size(), name);
    problem.addNodeCosts(id, decisionClass.computeTime);
    problem.setNodeMemory(id, decisionClass.memory);
    for (auto [strategy, forbidden] : llvm::enumerate(decisionClass.forbidden))
      if (forbidden && forbidAnnotated)
        problem.forbid(id, strategy);
  }
  for (const MemoryPointModel &point : memoryPoints) {
    unsigned id = problem.addMemoryPoint(point.name);
    problem.addPointConstant(id, point.constant);
    for (const auto &[term, count] : point.terms) {
      std::vector<double> bytes = getTermBytes(term);
      for (double &value : bytes)
        value *= count;
      problem.addPointMemory(id, term.classId, bytes);
    }
  }

  // Group the uses: the same (producer class, result, consumer class,
  // operand) pair prices alike for every member.
  struct UseKey {
    SourceKind kind;
    unsigned producerClass, result, consumerClass, operand;
    bool paired;
    bool operator<(const UseKey &other) const {
      return std::tie(kind, producerClass, result, consumerClass, operand,
                      paired) < std::tie(other.kind, other.producerClass,
                                         other.result, other.consumerClass,
                                         other.operand, other.paired);
    }
  };
  // Per group, its first use and every member use's index.
  std::map<UseKey, std::pair<const Use *, SmallVector<unsigned>>> groups;
  for (auto [index, use] : llvm::enumerate(uses)) {
    UseKey key{use.producer.source,
               use.producer.isNode() ? nodes[use.producer.node].classId : 0,
               use.producer.result,
               nodes[use.consumer].classId,
               use.operand,
               use.gradientResult.has_value()};
    auto [it, inserted] = groups.try_emplace(key, &use, SmallVector<unsigned>());
    it->second.second.push_back(index);
  }
  double contention = getOverlapContention(config.target);

  for (auto &[key, group] : groups) {
    const Use &use = *group.first;
    ArrayRef<unsigned> members = group.second;
    double count = members.size();
    // A move of `seconds` for every member: at its full time, or what the
    // communication stream cannot hide in each member's window.
    auto price = [&](double seconds) {
      if (overlapWindows.empty() || seconds == 0)
        return seconds * count;
      double total = 0;
      for (unsigned member : members)
        total += getExposedCost(seconds, overlapWindows[member], contention);
      return total;
    };
    auto type = cast<RankedTensorType>(use.value.getType());
    const DecisionClass &consumer = classes[key.consumerClass];
    unsigned numCols = consumer.strategies.size();
    if (key.kind != SourceKind::None) {
      // Built in the layout wanted, less the partial axes added locally.
      std::vector<double> costs(numCols, 0);
      for (unsigned col = 0; col < numCols; ++col) {
        const ShardingLayout &wanted = getRequiredLayout(use, col);
        costs[col] =
            count * getRedistributionCost(
                        type, getSourceLayout(key.kind, wanted, type.getRank()),
                        wanted);
      }
      problem.addNodeCosts(key.consumerClass, costs);
      continue;
    }
    const DecisionClass &producer = classes[key.producerClass];
    unsigned numRows = producer.strategies.size();
    CostMatrix matrix(numRows, numCols);
    // Distinct layouts on each side, priced once per pair.
    SmallVector<unsigned> rowLayout, colLayout;
    SmallVector<unsigned> distinctRows, distinctCols;
    DenseMap<unsigned, unsigned> rowIndex, colIndex;
    for (unsigned row = 0; row < numRows; ++row) {
      unsigned id =
          getLayoutId(getResultLayout(use.producer.node, key.result, row));
      auto [it, inserted] = rowIndex.try_emplace(id, distinctRows.size());
      if (inserted)
        distinctRows.push_back(id);
      rowLayout.push_back(it->second);
    }
    for (unsigned col = 0; col < numCols; ++col) {
      unsigned id = getLayoutId(getRequiredLayout(use, col));
      auto [it, inserted] = colIndex.try_emplace(id, distinctCols.size());
      if (inserted)
        distinctCols.push_back(id);
      colLayout.push_back(it->second);
    }
    std::vector<double> pairCosts(distinctRows.size() * distinctCols.size());
    for (size_t i = 0; i < distinctRows.size(); ++i)
      for (size_t j = 0; j < distinctCols.size(); ++j)
        pairCosts[i * distinctCols.size() + j] = price(
            getRedistributionCost(type, distinctRows[i], distinctCols[j]));
    for (unsigned row = 0; row < numRows; ++row)
      for (unsigned col = 0; col < numCols; ++col)
        matrix.at(row, col) =
            pairCosts[rowLayout[row] * distinctCols.size() + colLayout[col]];
    problem.addEdgeCosts(key.producerClass, key.consumerClass, matrix, 1);
  }
  return problem;
}
