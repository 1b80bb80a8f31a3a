//===- Strategy.cpp - Every way an op can be sharded ----------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Sharding/Strategy.h"

#include "Shard/Dialect/AP/IR/CombinerTable.h"
#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Target/CostModel.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::ap;

//===----------------------------------------------------------------------===//
// Enumeration helpers
//===----------------------------------------------------------------------===//

SmallVector<int64_t> mlir::ap::getActiveAxes(ArrayRef<int64_t> meshShape) {
  SmallVector<int64_t> axes;
  for (auto [axis, size] : llvm::enumerate(meshShape))
    if (size > 1)
      axes.push_back(axis);
  return axes;
}

void mlir::ap::forEachRoleAssignment(
    size_t count, int numRoles, function_ref<void(ArrayRef<int>)> callback) {
  SmallVector<int> roles(count, 0);
  while (true) {
    callback(roles);
    size_t position = 0;
    while (position < count && ++roles[position] == numRoles)
      roles[position++] = 0;
    if (position == count)
      return;
  }
}

void mlir::ap::forEachOrdering(AxisLists lists,
                               function_ref<void(const AxisLists &)> callback) {
  SmallVector<size_t> multi;
  for (auto [index, list] : llvm::enumerate(lists))
    if (list.size() > 1) {
      llvm::sort(list);
      multi.push_back(index);
    }
  std::function<void(size_t)> recurse = [&](size_t position) {
    if (position == multi.size()) {
      callback(lists);
      return;
    }
    auto &list = lists[multi[position]];
    do {
      recurse(position + 1);
    } while (std::next_permutation(list.begin(), list.end()));
  };
  recurse(0);
}

void StrategySet::add(ShardingStrategy strategy) {
  std::string key;
  llvm::raw_string_ostream os(key);
  for (const auto &layout : strategy.operands) {
    if (layout)
      os << *layout;
    os << ';';
  }
  os << '>';
  for (const auto &layout : strategy.results)
    os << layout << ';';
  auto [it, inserted] = index.try_emplace(key, strategies.size());
  if (inserted) {
    strategies.push_back(std::move(strategy));
    return;
  }
  // The same layouts with less work (e.g. a loop sharded instead of kept
  // replicated) wins.
  if (strategy.computeTime < strategies[it->second].computeTime)
    strategies[it->second] = std::move(strategy);
}

double mlir::ap::getCopyTime(const StrategyContext &context, double bytes) {
  return getRooflineTime(*context.target, 0, 2 * bytes, "f32");
}

bool mlir::ap::canBePartialSum(ShapedType type) {
  return isReductionDefinedOn(ReductionKind::Sum, type.getElementType());
}

bool mlir::ap::dividesShape(ArrayRef<int64_t> meshShape,
                            const ShardingLayout &layout,
                            ArrayRef<int64_t> shape) {
  return isEvenForShape(meshShape, layout, shape);
}

SmallVector<ShardingLayout>
mlir::ap::enumerateLayouts(ArrayRef<int64_t> meshShape, ArrayRef<int64_t> shape,
                           bool withPartial) {
  SmallVector<int64_t> axes = getActiveAxes(meshShape);
  int64_t rank = shape.size();
  int numRoles = 1 + rank + (withPartial ? 1 : 0);
  SmallVector<ShardingLayout> layouts;
  forEachRoleAssignment(axes.size(), numRoles, [&](ArrayRef<int> roles) {
    AxisLists dimAxes(rank);
    SmallVector<std::pair<int64_t, ReductionKind>> partials;
    for (auto [axis, role] : llvm::zip_equal(axes, roles)) {
      if (role == 0)
        continue;
      if (role <= rank)
        dimAxes[role - 1].push_back(axis);
      else
        partials.push_back({axis, ReductionKind::Sum});
    }
    forEachOrdering(dimAxes, [&](const AxisLists &ordered) {
      FailureOr<ShardingLayout> layout =
          buildLayout(meshShape.size(), ordered, partials);
      if (succeeded(layout) && dividesShape(meshShape, *layout, shape))
        layouts.push_back(*layout);
    });
  });
  return layouts;
}
