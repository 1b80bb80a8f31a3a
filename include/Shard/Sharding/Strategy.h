//===- Strategy.h - Every way an op can be sharded -------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A sharding strategy of an op is one consistent choice of the layouts its
// tensor operands must arrive in and the layouts its results come out in,
// with the time of the per-device kernel it implies. The auto-sharder picks
// one strategy per op; ap-partition realizes it. The rules per op family
// (docs/ShardingStrategies.md):
//
//  - linalg structured ops: every mesh axis shards one shardable loop
//    (parallel loops shard the operands indexing them; reduction loops leave
//    the outputs Partial), keeps the partial sums of a set of inputs the body
//    is linear in, or replicates; axes sharing a loop come in every order;
//  - elementwise ops on tensors: one layout for all operands and the result,
//    with partial sums passing through linear ops;
//  - reshapes: the sharded dims of the collapsed side split major to minor
//    onto the expanded dims (Rules/ReshapeRule.cpp);
//  - slices, insertions and concatenations: the dims they cut are not
//    sharded, the others keep their layout;
//  - function arguments and results: every combination of R and S(d) per
//    axis, in every order (never Partial).
//
// Options that do not divide the shapes evenly are dropped (uneven layouts
// are partitioned, docs/PlacementModel.md, but not enumerated yet).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SHARDING_STRATEGY_H
#define SHARD_SHARDING_STRATEGY_H

#include "Shard/Placement/ShardingLayout.h"
#include "Shard/TargetDescription/TargetDescription.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringMap.h"

#include <map>
#include <optional>
#include <vector>

namespace mlir {
namespace ap {

/// The roles of the mesh axes for one op: each shards one loop, keeps the
/// partial values of some inputs, or is replicated.
struct LoopSharding {
  /// Per loop: the mesh axes sharding it, major to minor.
  AxisLists loopAxes;
  /// Per mesh axis with kept partials: their reduction and the operands
  /// (inputs, plus outputs the body reads) that are partial on it.
  std::map<int64_t, std::pair<ReductionKind, SmallVector<unsigned>>>
      keptPartials;
};

struct ShardingStrategy {
  /// Per operand: the layout it must arrive in; none for non-tensors.
  SmallVector<std::optional<ShardingLayout>> operands;
  /// Per result: the layout it comes out in; empty for an op whose results
  /// are scalars (the same on every device: tensor.extract).
  SmallVector<ShardingLayout> results;
  /// Seconds the per-device kernel takes (0 for views).
  double computeTime = 0;
  /// Linalg ops: the loop sharding the layouts come from.
  std::optional<LoopSharding> loops;
};

/// What a data-free source holds (ShardingRuleOpInterface::getSourceKind):
/// values that are built where they are needed, in the layout a consumer
/// wants, instead of being moved (docs/ShardingRules.md).
enum class SourceKind {
  /// Not a source: the value holds data.
  None,
  /// Every element is the same value: built in any layout, a valid partial
  /// value of the idempotent reductions (max, min, average).
  Splat,
  /// Every element is zero (or undefined: tensor.empty): also a valid
  /// partial sum, every device holding zeros.
  Zero,
  /// A dense constant: every device holds it whole, and a consumer takes
  /// its chunk.
  Replicated,
};

/// What the enumeration needs to know.
struct StrategyContext {
  ArrayRef<int64_t> meshShape;
  const TargetDescription *target = nullptr;
  const CommCostModel *commCostModel = nullptr;
  /// Enumerate strategies that keep partial sums on an axis (linear ops).
  bool keepPartials = true;
  /// Enumerate loop strategies that shard a dim the mesh axes do not divide
  /// (padded chunks, docs/PlacementModel.md); ap-auto-shard's
  /// `uneven-layouts` turns it on.
  bool unevenLayouts = false;
};

/// Every layout of a tensor of `shape` on the mesh: each axis of size > 1 is
/// R, S(d) or (with `withPartial`) P(sum), in every order of the axes
/// sharding one dim, that divides the shape. Deterministic order, starting
/// with the replicated layout.
SmallVector<ShardingLayout> enumerateLayouts(ArrayRef<int64_t> meshShape,
                                             ArrayRef<int64_t> shape,
                                             bool withPartial);

/// Whether tensors of `type` may hold partial sums (sum is defined on their
/// elements: not on complex numbers yet, docs/Reductions.md).
bool canBePartialSum(ShapedType type);

/// Whether `layout` divides `shape` evenly on the mesh.
bool dividesShape(ArrayRef<int64_t> meshShape, const ShardingLayout &layout,
                  ArrayRef<int64_t> shape);

//===----------------------------------------------------------------------===//
// Building blocks of the rules' enumerations
//===----------------------------------------------------------------------===//

/// The mesh axes that can do anything (size > 1); size-1 axes stay R.
SmallVector<int64_t> getActiveAxes(ArrayRef<int64_t> meshShape);

/// Calls `callback` with every assignment of a role in [0, numRoles) to each
/// of `count` axes (the first assignment is all zeros).
void forEachRoleAssignment(size_t count, int numRoles,
                           function_ref<void(ArrayRef<int>)> callback);

/// Calls `callback` with every reordering of the lists with several axes
/// (each list starts ascending, the mesh-axis order).
void forEachOrdering(AxisLists lists,
                     function_ref<void(const AxisLists &)> callback);

/// Deduplicates strategies by their layouts, keeping the first, or the one
/// with less work for the same layouts.
class StrategySet {
public:
  void add(ShardingStrategy strategy);
  std::vector<ShardingStrategy> take() { return std::move(strategies); }

private:
  llvm::StringMap<size_t> index;
  std::vector<ShardingStrategy> strategies;
};

/// A copy kernel moving `bytes` each way.
double getCopyTime(const StrategyContext &context, double bytes);

} // namespace ap
} // namespace mlir

#endif // SHARD_SHARDING_STRATEGY_H
