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

#include "Overlap.h"

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

void ShardingGraph::priceUses() {
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
               use.tiedResult.has_value()};
    auto [it, inserted] = groups.try_emplace(key, &use, SmallVector<unsigned>());
    it->second.second.push_back(index);
  }
  pricedUses.clear();
  for (auto &[key, group] : groups) {
    const Use &use = *group.first;
    PricedUseGroup &priced = pricedUses.emplace_back();
    priced.source = key.kind;
    priced.producerClass = key.producerClass;
    priced.consumerClass = key.consumerClass;
    priced.members = std::move(group.second);
    auto type = cast<RankedTensorType>(use.value.getType());
    const DecisionClass &consumer = classes[key.consumerClass];
    unsigned numCols = consumer.strategies.size();
    if (key.kind != SourceKind::None) {
      // Built in the layout wanted, less the partial axes added locally.
      priced.seconds.assign(numCols, 0);
      for (unsigned col = 0; col < numCols; ++col) {
        const ShardingLayout &wanted = getRequiredLayout(use, col);
        priced.seconds[col] = getRedistributionCost(
            type, getSourceLayout(key.kind, wanted, type.getRank()), wanted);
      }
      continue;
    }
    const DecisionClass &producer = classes[key.producerClass];
    unsigned numRows = producer.strategies.size();
    // Distinct layouts on each side, priced once per pair.
    SmallVector<unsigned> distinctRows, distinctCols;
    DenseMap<unsigned, unsigned> rowIndex, colIndex;
    for (unsigned row = 0; row < numRows; ++row) {
      unsigned id =
          getLayoutId(getResultLayout(use.producer.node, key.result, row));
      auto [it, inserted] = rowIndex.try_emplace(id, distinctRows.size());
      if (inserted)
        distinctRows.push_back(id);
      priced.rowLayout.push_back(it->second);
    }
    for (unsigned col = 0; col < numCols; ++col) {
      unsigned id = getLayoutId(getRequiredLayout(use, col));
      auto [it, inserted] = colIndex.try_emplace(id, distinctCols.size());
      if (inserted)
        distinctCols.push_back(id);
      priced.colLayout.push_back(it->second);
    }
    priced.numDistinctCols = distinctCols.size();
    priced.seconds.resize(distinctRows.size() * distinctCols.size());
    // A gradient is reduced once per config.gradientRuns runs: the move
    // into its result's layout, or into its argument's (tied).
    const DecisionNode &consumerNode = nodes[consumer.members.front()];
    bool intoGradient =
        key.paired ||
        (consumerNode.kind == NodeKind::Result &&
         (function.getResultAttr(consumerNode.index,
                                 APDialect::getGradOfAttrName()) ||
          function.getResultAttr(consumerNode.index,
                                 APDialect::getUpdateOfAttrName())));
    double weight = intoGradient ? 1.0 / config.gradientRuns : 1.0;
    for (size_t i = 0; i < distinctRows.size(); ++i)
      for (size_t j = 0; j < distinctCols.size(); ++j)
        priced.seconds[i * distinctCols.size() + j] =
            weight *
            getRedistributionCost(type, distinctRows[i], distinctCols[j]);
  }
  // The names of the problem's nodes.
  classNames.clear();
  for (const DecisionClass &decisionClass : classes) {
    std::string name = describeNode(decisionClass.members.front());
    if (decisionClass.members.size() > 1)
      name += " (x" + std::to_string(decisionClass.members.size()) + ")";
    classNames.push_back(std::move(name));
  }
}

const std::vector<double> &
ShardingGraph::getCachedTermBytes(const MemoryTerm &term) {
  auto [it, inserted] = termBytes.try_emplace(term);
  if (inserted)
    it->second = getTermBytes(term);
  return it->second;
}

PlacementProblem ShardingGraph::buildProblem(ArrayRef<double> windows,
                                             bool forbidAnnotated) {
  // The moves are priced once per function (priceUses, in build()); each
  // problem only assembles them.
  PlacementProblem problem;
  for (auto [id, decisionClass] : llvm::enumerate(classes)) {
    problem.addNode(decisionClass.strategies.size(), classNames[id]);
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
      std::vector<double> bytes = getCachedTermBytes(term);
      for (double &value : bytes)
        value *= count;
      problem.addPointMemory(id, term.classId, bytes);
    }
  }

  double contention = getOverlapContention(config.target);
  for (const PricedUseGroup &group : pricedUses) {
    double count = group.members.size();
    // A move of `seconds` for every member: at its full time, or what the
    // communication stream cannot hide in each member's window.
    auto price = [&](double seconds) {
      if (windows.empty() || seconds == 0)
        return seconds * count;
      double total = 0;
      for (unsigned member : group.members)
        total += getExposedCost(seconds, windows[member], contention);
      return total;
    };
    if (group.source != SourceKind::None) {
      std::vector<double> costs(group.seconds.size());
      for (auto [cost, seconds] : llvm::zip_equal(costs, group.seconds))
        cost = count * seconds;
      problem.addNodeCosts(group.consumerClass, costs);
      continue;
    }
    unsigned numRows = group.rowLayout.size(), numCols = group.colLayout.size();
    std::vector<double> pairCosts(group.seconds.size());
    for (auto [cost, seconds] : llvm::zip_equal(pairCosts, group.seconds))
      cost = price(seconds);
    CostMatrix matrix(numRows, numCols);
    for (unsigned row = 0; row < numRows; ++row)
      for (unsigned col = 0; col < numCols; ++col)
        matrix.at(row, col) = pairCosts[group.rowLayout[row] *
                                            group.numDistinctCols +
                                        group.colLayout[col]];
    problem.addEdgeCosts(group.producerClass, group.consumerClass, matrix, 1);
  }
  return problem;
}
