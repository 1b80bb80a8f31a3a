//===- RedistributionCostTable.cpp - Many redistribution costs ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Redistribution/RedistributionCostTable.h"

#include <queue>
#include <unordered_map>

using namespace mlir::ap;

namespace {

struct LayoutHash {
  size_t operator()(const ShardingLayout &layout) const {
    return hash_value(layout);
  }
};

/// What the steps out of any layout depend on in a target: its partial
/// placements.
std::vector<int64_t> getPartialPattern(const ShardingLayout &layout) {
  std::vector<int64_t> pattern;
  for (const Placement &placement : layout.getPlacements())
    pattern.push_back(placement.isPartial()
                          ? static_cast<int64_t>(placement.getReduction())
                          : -1);
  return pattern;
}

} // namespace

struct RedistributionCostTable::StepGraph {
  explicit StepGraph(ShardingLayout stepTarget)
      : stepTarget(std::move(stepTarget)) {}

  unsigned getId(const ShardingLayout &layout) {
    auto [it, inserted] = ids.try_emplace(layout, layouts.size());
    if (inserted) {
      layouts.push_back(layout);
      arcs.emplace_back();
      expanded.push_back(false);
    }
    return it->second;
  }

  /// A target whose partial axes are this graph's pattern.
  ShardingLayout stepTarget;
  std::unordered_map<ShardingLayout, unsigned, LayoutHash> ids;
  std::vector<ShardingLayout> layouts;
  /// Per layout, once expanded: (next layout, step cost).
  std::vector<std::vector<std::pair<unsigned, double>>> arcs;
  std::vector<bool> expanded;
  /// Per searched source: the cost to every layout (by id; +infinity for
  /// layouts found after the search, which it could not reach).
  std::unordered_map<unsigned, std::vector<double>> distances;
};

RedistributionCostTable::RedistributionCostTable(
    llvm::ArrayRef<int64_t> meshShape, llvm::ArrayRef<int64_t> globalShape,
    int64_t elementBytes, const CommCostModel &costModel,
    PlannerOptions options)
    : meshShape(meshShape.begin(), meshShape.end()),
      globalShape(globalShape.begin(), globalShape.end()),
      elementBytes(elementBytes), costModel(costModel), options(options) {}

RedistributionCostTable::~RedistributionCostTable() = default;

RedistributionCostTable::StepGraph &
RedistributionCostTable::getGraph(const ShardingLayout &target) {
  std::unique_ptr<StepGraph> &graph = graphs[getPartialPattern(target)];
  if (!graph)
    graph = std::make_unique<StepGraph>(target);
  return *graph;
}

size_t RedistributionCostTable::getNumLayouts() const {
  size_t count = 0;
  for (const auto &entry : graphs)
    count += entry.second->layouts.size();
  return count;
}

double RedistributionCostTable::getCost(const ShardingLayout &source,
                                        const ShardingLayout &target) {
  if (!isValidForShape(meshShape, source, globalShape) ||
      !isValidForShape(meshShape, target, globalShape))
    return CommCostModel::kForbidden;
  ShardingLayout start = normalize(meshShape, source);
  ShardingLayout goal = normalize(meshShape, target);
  if (start == goal)
    return 0;
  StepGraph &graph = getGraph(goal);
  unsigned startId = graph.getId(start);
  auto found = graph.distances.find(startId);
  if (found == graph.distances.end()) {
    // Dijkstra to everything reachable, expanding layouts on first visit.
    RedistributionProblem problem{meshShape, globalShape, elementBytes};
    std::vector<double> distance(graph.layouts.size(),
                                 CommCostModel::kForbidden);
    using Entry = std::pair<double, unsigned>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
    distance[startId] = 0;
    queue.push({0, startId});
    while (!queue.empty()) {
      auto [cost, current] = queue.top();
      queue.pop();
      if (cost > distance[current])
        continue;
      if (!graph.expanded[current]) {
        graph.expanded[current] = true;
        ShardingLayout layout = graph.layouts[current];
        std::vector<std::pair<unsigned, double>> arcs;
        for (const RedistributionStep &step : getRedistributionSteps(
                 problem, layout, graph.stepTarget, costModel, options))
          arcs.push_back({graph.getId(step.target), step.cost});
        graph.arcs[current] = std::move(arcs);
      }
      if (distance.size() < graph.layouts.size())
        distance.resize(graph.layouts.size(), CommCostModel::kForbidden);
      for (auto [next, stepCost] : graph.arcs[current]) {
        double nextCost = cost + stepCost;
        if (nextCost < distance[next]) {
          distance[next] = nextCost;
          queue.push({nextCost, next});
        }
      }
    }
    found = graph.distances.emplace(startId, std::move(distance)).first;
  }
  auto goalIt = graph.ids.find(goal);
  if (goalIt == graph.ids.end() || goalIt->second >= found->second.size())
    return CommCostModel::kForbidden;
  return found->second[goalIt->second];
}
