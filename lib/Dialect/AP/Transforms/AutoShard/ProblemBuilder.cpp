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
// tensor type and pair of distinct layouts.
//
//===----------------------------------------------------------------------===//

#include "ShardingGraph.h"

#include "Shard/Placement/MeshAlgebra.h"

#include <map>

using namespace mlir;
using namespace mlir::ap;

unsigned ShardingGraph::getLayoutId(const ShardingLayout &layout) {
  return layoutIds.try_emplace(layout, layoutIds.size()).first->second;
}

double ShardingGraph::getRedistributionCost(RankedTensorType type,
                                            const ShardingLayout &from,
                                            const ShardingLayout &to) {
  unsigned fromId = getLayoutId(from), toId = getLayoutId(to);
  if (fromId == toId)
    return 0;
  auto [it, inserted] =
      costCache.try_emplace(std::make_tuple(Type(type), fromId, toId), 0.0);
  if (!inserted)
    return it->second;
  std::optional<RedistributionPlan> plan =
      getRedistributionPlan(type, from, to);
  it->second = plan ? plan->cost : kInfiniteCost;
  return it->second;
}

void ShardingGraph::prefetchRedistributionCosts(
    RankedTensorType type, const ShardingLayout &from,
    ArrayRef<const ShardingLayout *> targets) {
  unsigned fromId = getLayoutId(from);
  std::vector<ShardingLayout> missing;
  std::vector<unsigned> missingIds;
  for (const ShardingLayout *target : targets) {
    unsigned toId = getLayoutId(*target);
    if (toId == fromId ||
        costCache.contains(std::make_tuple(Type(type), fromId, toId)) ||
        llvm::is_contained(missingIds, toId))
      continue;
    missing.push_back(*target);
    missingIds.push_back(toId);
  }
  if (missing.empty())
    return;
  RedistributionProblem problem{meshShape, type.getShape(),
                                getElementBytes(type)};
  std::vector<double> costs =
      getRedistributionCosts(problem, from, missing, commCostModel);
  for (auto [toId, cost] : llvm::zip(missingIds, costs))
    costCache[std::make_tuple(Type(type), fromId, toId)] = cost;
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

PlacementProblem ShardingGraph::buildProblem() {
  PlacementProblem problem;
  for (auto [id, decisionClass] : llvm::enumerate(classes)) {
    std::string name = describeNode(decisionClass.members.front());
    if (decisionClass.members.size() > 1)
      name += " (x" + std::to_string(decisionClass.members.size()) + ")";
    problem.addNode(decisionClass.strategies.size(), name);
    problem.addNodeCosts(id, decisionClass.computeTime);
    problem.setNodeMemory(id, decisionClass.memory);
    for (auto [strategy, forbidden] : llvm::enumerate(decisionClass.forbidden))
      if (forbidden)
        problem.forbid(id, strategy);
  }

  // Group the uses: the same (producer class, result, consumer class,
  // operand) pair prices alike for every member.
  struct UseKey {
    Producer::Kind kind;
    unsigned producerClass, result, consumerClass, operand;
    bool paired;
    bool operator<(const UseKey &other) const {
      return std::tie(kind, producerClass, result, consumerClass, operand,
                      paired) < std::tie(other.kind, other.producerClass,
                                         other.result, other.consumerClass,
                                         other.operand, other.paired);
    }
  };
  std::map<UseKey, std::pair<const Use *, unsigned>> groups;
  for (const Use &use : uses) {
    UseKey key{use.producer.kind,
               use.producer.kind == Producer::Node
                   ? nodes[use.producer.node].classId
                   : 0,
               use.producer.result,
               nodes[use.consumer].classId,
               use.operand,
               use.gradientResult.has_value()};
    auto [it, inserted] = groups.try_emplace(key, &use, 0);
    ++it->second.second;
  }

  for (auto &[key, group] : groups) {
    const Use &use = *group.first;
    double count = group.second;
    auto type = cast<RankedTensorType>(use.value.getType());
    const DecisionClass &consumer = classes[key.consumerClass];
    unsigned numCols = consumer.strategies.size();
    if (key.kind != Producer::Node) {
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
    SmallVector<const ShardingLayout *> distinctRows, distinctCols;
    DenseMap<unsigned, unsigned> rowIndex, colIndex;
    for (unsigned row = 0; row < numRows; ++row) {
      const ShardingLayout &layout =
          getResultLayout(use.producer.node, key.result, row);
      auto [it, inserted] =
          rowIndex.try_emplace(getLayoutId(layout), distinctRows.size());
      if (inserted)
        distinctRows.push_back(&layout);
      rowLayout.push_back(it->second);
    }
    for (unsigned col = 0; col < numCols; ++col) {
      const ShardingLayout &layout = getRequiredLayout(use, col);
      auto [it, inserted] =
          colIndex.try_emplace(getLayoutId(layout), distinctCols.size());
      if (inserted)
        distinctCols.push_back(&layout);
      colLayout.push_back(it->second);
    }
    std::vector<double> pairCosts(distinctRows.size() * distinctCols.size());
    for (size_t i = 0; i < distinctRows.size(); ++i) {
      prefetchRedistributionCosts(type, *distinctRows[i], distinctCols);
      for (size_t j = 0; j < distinctCols.size(); ++j)
        pairCosts[i * distinctCols.size() + j] =
            getRedistributionCost(type, *distinctRows[i], *distinctCols[j]);
    }
    for (unsigned row = 0; row < numRows; ++row)
      for (unsigned col = 0; col < numCols; ++col)
        matrix.at(row, col) =
            pairCosts[rowLayout[row] * distinctCols.size() + colLayout[col]];
    problem.addEdgeCosts(key.producerClass, key.consumerClass, matrix, count);
  }
  return problem;
}
