//===- RedistributionPlanner.cpp - Cheapest collectives between layouts ---===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The search space is the set of layouts of one tensor on one mesh (normalized:
// size-1 axes are always R). Edges are the sound steps of
// getRedistributionSteps; their soundness conditions are the invariants of
// the layout model:
//
//  - a dim sharded by axes [a_1, ..., a_k] (major to minor) can only lose a
//    suffix [a_i, ..., a_k] of them in one all_gather / all_to_all, and the
//    collective must list exactly that suffix in that order: its group index
//    is then the minor part of the chunk index, so concatenating by group
//    index yields contiguous chunks of the coarser layout;
//  - axes that become sharding axes of a dim (shard_slice, reduce_scatter,
//    all_to_all) are appended as its new minor-most axes, in the order the
//    collective lists them;
//  - all_reduce may combine any set of axes holding the same reduction; by
//    default (PlannerOptions::mergeReductions) all the axes of one kind that
//    the target does not keep partial are reduced by one collective.
//
//===----------------------------------------------------------------------===//

#include "Shard/Redistribution/RedistributionPlanner.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>
#include <queue>
#include <unordered_map>

using namespace mlir::ap;
using llvm::ArrayRef;
using llvm::SmallVector;

/// Added to every step so that, among plans of equal modelled cost, the one
/// with fewer steps wins (merged collectives over split ones).
static constexpr double kStepPenalty = 1e-12;

namespace {

/// A layout taken apart for editing: the placement of every axis and the
/// ordered sharding axes of every tensor dim.
struct LayoutParts {
  SmallVector<Placement, 4> placements;
  SmallVector<SmallVector<int64_t, 4>, 4> dimAxes;

  LayoutParts(const ShardingLayout &layout, int64_t rank)
      : placements(layout.getPlacements().begin(),
                   layout.getPlacements().end()) {
    for (int64_t dim = 0; dim < rank; ++dim) {
      SmallVector<int64_t> axes = layout.getShardingAxes(dim);
      dimAxes.emplace_back(axes.begin(), axes.end());
    }
  }

  /// Rebuilds a layout; fails for layouts the model rejects (e.g. mixed
  /// order-dependent partials).
  std::optional<ShardingLayout> compose() const {
    SmallVector<DimShardOrder> orders;
    for (auto [dim, axes] : llvm::enumerate(dimAxes))
      if (!axes.empty())
        orders.push_back(DimShardOrder{static_cast<int64_t>(dim),
                                       {axes.begin(), axes.end()}});
    llvm::Expected<ShardingLayout> layout =
        ShardingLayout::get(placements, orders);
    if (!layout) {
      llvm::consumeError(layout.takeError());
      return std::nullopt;
    }
    return *layout;
  }
};

/// Calls `fn` on every non-empty ordered selection of distinct elements of
/// `items` (every permutation of every non-empty subset).
void forEachOrderedSelection(ArrayRef<int64_t> items,
                             llvm::function_ref<void(ArrayRef<int64_t>)> fn) {
  SmallVector<int64_t, 4> chosen;
  SmallVector<bool, 4> used(items.size(), false);
  std::function<void()> extend = [&]() {
    for (size_t i = 0; i < items.size(); ++i) {
      if (used[i])
        continue;
      used[i] = true;
      chosen.push_back(items[i]);
      fn(chosen);
      extend();
      chosen.pop_back();
      used[i] = false;
    }
  };
  extend();
}

/// Calls `fn` on every non-empty subset of `items`, in ascending order.
void forEachSubset(ArrayRef<int64_t> items,
                   llvm::function_ref<void(ArrayRef<int64_t>)> fn) {
  for (uint64_t mask = 1; mask < (uint64_t(1) << items.size()); ++mask) {
    SmallVector<int64_t, 4> subset;
    for (size_t i = 0; i < items.size(); ++i)
      if (mask & (uint64_t(1) << i))
        subset.push_back(items[i]);
    fn(subset);
  }
}

/// Collects the steps out of one layout.
class StepGenerator {
public:
  StepGenerator(const RedistributionProblem &problem,
                const ShardingLayout &layout, const ShardingLayout &target,
                const CommCostModel &costModel, const PlannerOptions &options)
      : problem(problem), layout(layout), target(target), costModel(costModel),
        options(options), rank(problem.globalShape.size()),
        localShape(
            getLocalShape(problem.meshShape, layout, problem.globalShape)) {}

  std::vector<RedistributionStep> generate() {
    LayoutParts parts(layout, rank);
    SmallVector<int64_t> replicatedAxes;
    for (auto [axis, placement] : llvm::enumerate(parts.placements))
      if (placement.isReplicate() && problem.meshShape[axis] > 1)
        replicatedAxes.push_back(axis);

    for (int64_t dim = 0; dim < rank; ++dim) {
      ArrayRef<int64_t> axes = parts.dimAxes[dim];
      for (size_t start = 0; start < axes.size(); ++start) {
        ArrayRef<int64_t> suffix = axes.drop_front(start);
        addAllGather(parts, dim, suffix);
        for (int64_t splitDim = 0; splitDim < rank; ++splitDim)
          if (splitDim != dim)
            addAllToAll(parts, dim, splitDim, suffix);
      }
    }

    forEachOrderedSelection(replicatedAxes, [&](ArrayRef<int64_t> axes) {
      for (int64_t dim = 0; dim < rank; ++dim)
        addShardSlice(parts, dim, axes);
    });

    for (ReductionKind kind : kAllReductionKinds) {
      SmallVector<int64_t> partialAxes, mustReduce;
      for (auto [axis, placement] : llvm::enumerate(parts.placements)) {
        if (!placement.isPartial() || placement.getReduction() != kind)
          continue;
        partialAxes.push_back(axis);
        if (target.getPlacements()[axis] != placement)
          mustReduce.push_back(axis);
      }
      // With merged reductions, exactly the axes that must be reduced are
      // reduced, together.
      auto allowed = [&](ArrayRef<int64_t> axes) {
        if (!options.mergeReductions)
          return true;
        SmallVector<int64_t, 4> sorted(axes.begin(), axes.end());
        llvm::sort(sorted);
        return ArrayRef<int64_t>(sorted) == ArrayRef<int64_t>(mustReduce);
      };
      forEachSubset(partialAxes, [&](ArrayRef<int64_t> axes) {
        if (allowed(axes))
          addAllReduce(parts, kind, axes);
      });
      forEachOrderedSelection(partialAxes, [&](ArrayRef<int64_t> axes) {
        if (!allowed(axes))
          return;
        for (int64_t dim = 0; dim < rank; ++dim)
          addReduceScatter(parts, kind, dim, axes);
      });
    }

    // R -> P only towards the reduction the target wants on those axes.
    for (ReductionKind kind : kAllReductionKinds) {
      SmallVector<int64_t> candidates;
      for (int64_t axis : replicatedAxes) {
        const Placement &wanted = target.getPlacements()[axis];
        if (wanted.isPartial() && wanted.getReduction() == kind)
          candidates.push_back(axis);
      }
      forEachSubset(candidates, [&](ArrayRef<int64_t> axes) {
        addReplicateToPartial(parts, kind, axes);
      });
    }
    return std::move(steps);
  }

private:
  void addAllGather(const LayoutParts &parts, int64_t dim,
                    ArrayRef<int64_t> axes) {
    LayoutParts next = parts;
    next.dimAxes[dim].truncate(next.dimAxes[dim].size() - axes.size());
    for (int64_t axis : axes)
      next.placements[axis] = Placement::replicate();
    RedistributionStep step = makeStep(StepKind::AllGather, axes);
    step.dim = dim;
    finish(std::move(step), next);
  }

  void addAllToAll(const LayoutParts &parts, int64_t concatDim,
                   int64_t splitDim, ArrayRef<int64_t> axes) {
    LayoutParts next = parts;
    next.dimAxes[concatDim].truncate(next.dimAxes[concatDim].size() -
                                     axes.size());
    for (int64_t axis : axes) {
      next.placements[axis] = Placement::shard(splitDim);
      next.dimAxes[splitDim].push_back(axis);
    }
    RedistributionStep step = makeStep(StepKind::AllToAll, axes);
    step.dim = splitDim;
    step.concatDim = concatDim;
    finish(std::move(step), next);
  }

  void addShardSlice(const LayoutParts &parts, int64_t dim,
                     ArrayRef<int64_t> axes) {
    LayoutParts next = parts;
    for (int64_t axis : axes) {
      next.placements[axis] = Placement::shard(dim);
      next.dimAxes[dim].push_back(axis);
    }
    RedistributionStep step = makeStep(StepKind::ShardSlice, axes);
    step.dim = dim;
    finish(std::move(step), next);
  }

  void addAllReduce(const LayoutParts &parts, ReductionKind kind,
                    ArrayRef<int64_t> axes) {
    LayoutParts next = parts;
    for (int64_t axis : axes)
      next.placements[axis] = Placement::replicate();
    RedistributionStep step = makeStep(StepKind::AllReduce, axes);
    step.reduction = kind;
    finish(std::move(step), next);
  }

  void addReduceScatter(const LayoutParts &parts, ReductionKind kind,
                        int64_t dim, ArrayRef<int64_t> axes) {
    LayoutParts next = parts;
    for (int64_t axis : axes) {
      next.placements[axis] = Placement::shard(dim);
      next.dimAxes[dim].push_back(axis);
    }
    RedistributionStep step = makeStep(StepKind::ReduceScatter, axes);
    step.dim = dim;
    step.reduction = kind;
    finish(std::move(step), next);
  }

  void addReplicateToPartial(const LayoutParts &parts, ReductionKind kind,
                             ArrayRef<int64_t> axes) {
    LayoutParts next = parts;
    for (int64_t axis : axes)
      next.placements[axis] = Placement::partial(kind);
    RedistributionStep step = makeStep(StepKind::ReplicateToPartial, axes);
    step.reduction = kind;
    finish(std::move(step), next);
  }

  RedistributionStep makeStep(StepKind kind, ArrayRef<int64_t> axes) {
    RedistributionStep step;
    step.kind = kind;
    step.meshAxes.assign(axes.begin(), axes.end());
    step.source = layout;
    step.localShapeBefore.assign(localShape.begin(), localShape.end());
    return step;
  }

  /// Padded chunks do not compose: cutting a chunk of ceil(n / k) rows
  /// again is not a chunk of the finer layout. A step may change how a dim
  /// that the mesh does not divide (before or after it) is sharded only
  /// between unsharded and sharded by exactly the step's axes; the
  /// partitioner pads before and trims after its collective.
  bool keepsUnevenDimsWhole(const RedistributionStep &step,
                            const ShardingLayout &result) const {
    for (int64_t dim = 0; dim < rank; ++dim) {
      SmallVector<int64_t> before = layout.getShardingAxes(dim);
      SmallVector<int64_t> after = result.getShardingAxes(dim);
      if (before == after)
        continue;
      int64_t size = problem.globalShape[dim];
      if (size % getGroupSize(problem.meshShape, before) == 0 &&
          size % getGroupSize(problem.meshShape, after) == 0)
        continue;
      ArrayRef<int64_t> axes = step.meshAxes;
      if (!((before.empty() && ArrayRef<int64_t>(after) == axes) ||
            (after.empty() && ArrayRef<int64_t>(before) == axes)))
        return false;
    }
    return true;
  }

  /// Keeps the step if its result is a valid layout for the shape and the
  /// cost model allows it.
  void finish(RedistributionStep step, const LayoutParts &next) {
    std::optional<ShardingLayout> result = next.compose();
    if (!result ||
        !isValidForShape(problem.meshShape, *result, problem.globalShape) ||
        !keepsUnevenDimsWhole(step, *result))
      return;
    step.target = *result;
    SmallVector<int64_t> after =
        getLocalShape(problem.meshShape, *result, problem.globalShape);
    step.localShapeAfter.assign(after.begin(), after.end());
    CollectiveDesc desc;
    desc.kind = step.kind;
    desc.meshShape = problem.meshShape;
    desc.meshAxes = step.meshAxes;
    desc.groupSize = getGroupSize(problem.meshShape, step.meshAxes);
    desc.inputBytes =
        getNumElements(step.localShapeBefore) * problem.elementBytes;
    desc.outputBytes =
        getNumElements(step.localShapeAfter) * problem.elementBytes;
    double cost = costModel.getCost(desc);
    if (cost == CommCostModel::kForbidden)
      return;
    step.cost = cost + kStepPenalty;
    steps.push_back(std::move(step));
  }

  const RedistributionProblem &problem;
  const ShardingLayout &layout;
  const ShardingLayout &target;
  const CommCostModel &costModel;
  const PlannerOptions &options;
  int64_t rank;
  SmallVector<int64_t> localShape;
  std::vector<RedistributionStep> steps;
};

} // namespace

void RedistributionStep::print(llvm::raw_ostream &os) const {
  os << stringifyStepKind(kind) << " axes = [";
  llvm::interleaveComma(meshAxes, os);
  os << "]";
  switch (kind) {
  case StepKind::AllGather:
  case StepKind::ShardSlice:
    os << " dim = " << dim;
    break;
  case StepKind::ReduceScatter:
    os << " dim = " << dim << " reduce = " << stringifyReductionKind(reduction);
    break;
  case StepKind::AllReduce:
  case StepKind::ReplicateToPartial:
    os << " reduce = " << stringifyReductionKind(reduction);
    break;
  case StepKind::AllToAll:
    os << " split_dim = " << dim << " concat_dim = " << concatDim;
    break;
  }
  os << " : " << source << " -> " << target;
}

void RedistributionPlan::print(llvm::raw_ostream &os) const {
  for (const RedistributionStep &step : steps) {
    step.print(os);
    os << "\n";
  }
}

std::vector<RedistributionStep> mlir::ap::getRedistributionSteps(
    const RedistributionProblem &problem, const ShardingLayout &layout,
    const ShardingLayout &target, const CommCostModel &costModel,
    const PlannerOptions &options) {
  return StepGenerator(problem, layout, target, costModel, options).generate();
}

namespace {

struct LayoutHash {
  size_t operator()(const ShardingLayout &layout) const {
    return hash_value(layout);
  }
};

/// Dijkstra over the layouts reachable from `start`, with the steps
/// getRedistributionSteps gives towards `stepTarget` (which matter only
/// through its partial axes). Ties go to the state found first, so plans
/// are deterministic.
class LayoutSearch {
public:
  struct Node {
    ShardingLayout layout;
    double cost;
    int64_t parent;
    RedistributionStep step;
    bool done = false;
  };

  LayoutSearch(const RedistributionProblem &problem,
               const ShardingLayout &start, const ShardingLayout &stepTarget,
               const CommCostModel &costModel, const PlannerOptions &options)
      : problem(problem), stepTarget(stepTarget), costModel(costModel),
        options(options) {
    nodes.push_back(Node{start, 0, -1, {}});
    index[start] = 0;
    queue.push({0, 0});
  }

  /// Settles layouts in order of cost until `stop` returns true for one
  /// (returns its node) or every reachable layout is settled (returns -1).
  int64_t run(llvm::function_ref<bool(const Node &)> stop) {
    while (!queue.empty()) {
      auto [cost, current] = queue.top();
      queue.pop();
      if (nodes[current].done || cost > nodes[current].cost)
        continue;
      nodes[current].done = true;
      if (stop(nodes[current]))
        return current;
      ShardingLayout layout = nodes[current].layout;
      for (RedistributionStep &step : getRedistributionSteps(
               problem, layout, stepTarget, costModel, options)) {
        double nextCost = cost + step.cost;
        auto [it, inserted] = index.try_emplace(step.target, nodes.size());
        if (inserted) {
          nodes.push_back(
              Node{step.target, nextCost, current, std::move(step)});
          queue.push({nextCost, it->second});
          continue;
        }
        Node &node = nodes[it->second];
        if (!node.done && nextCost < node.cost) {
          node.cost = nextCost;
          node.parent = current;
          node.step = std::move(step);
          queue.push({nextCost, it->second});
        }
      }
    }
    return -1;
  }

  const Node &getNode(int64_t id) const { return nodes[id]; }
  /// The settled cost of a layout, if reached.
  std::optional<double> getCost(const ShardingLayout &layout) const {
    auto it = index.find(layout);
    if (it == index.end() || !nodes[it->second].done)
      return std::nullopt;
    return nodes[it->second].cost;
  }

private:
  const RedistributionProblem &problem;
  const ShardingLayout &stepTarget;
  const CommCostModel &costModel;
  const PlannerOptions &options;
  std::vector<Node> nodes;
  std::unordered_map<ShardingLayout, int64_t, LayoutHash> index;
  using Entry = std::pair<double, int64_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
};

} // namespace

llvm::Expected<RedistributionPlan> mlir::ap::planRedistribution(
    const RedistributionProblem &problem, const ShardingLayout &source,
    const ShardingLayout &target, const CommCostModel &costModel,
    const PlannerOptions &options) {
  for (const ShardingLayout *layout : {&source, &target})
    if (llvm::Error error = verifyLayoutForShape(problem.meshShape, *layout,
                                                 problem.globalShape))
      return std::move(error);
  ShardingLayout start = normalize(problem.meshShape, source);
  ShardingLayout goal = normalize(problem.meshShape, target);
  RedistributionPlan plan;
  if (start == goal)
    return plan;

  LayoutSearch search(problem, start, goal, costModel, options);
  int64_t goalNode = search.run(
      [&](const LayoutSearch::Node &node) { return node.layout == goal; });
  if (goalNode < 0 && options.mergeReductions) {
    // The cost model forbids every route with merged reductions (a mesh
    // that does not allow their flattened group): split them.
    PlannerOptions split = options;
    split.mergeReductions = false;
    return planRedistribution(problem, source, target, costModel, split);
  }
  if (goalNode < 0) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "no sequence of collectives the cost model allows turns " << source
       << " into " << target;
    return llvm::createStringError(llvm::inconvertibleErrorCode(), text);
  }
  for (int64_t node = goalNode; search.getNode(node).parent >= 0;
       node = search.getNode(node).parent)
    plan.steps.push_back(search.getNode(node).step);
  std::reverse(plan.steps.begin(), plan.steps.end());
  plan.cost = search.getNode(goalNode).cost;
  return plan;
}
