//===- PartitionState.h - Global values and their local forms ---*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// While ap-partition rewrites one function, PartitionState knows, for every
// global value already processed, the per-device value that holds it and the
// layout it is in, and hands out the value in any other layout: it emits the
// redistribution planned by the redistribution planner (cached, so that
// several users share it), or rematerializes data-free values (tensor.empty,
// fills, splat constants) directly in the requested layout. The sharding
// rules (ShardingRuleOpInterface::partition) emit each op's per-device form
// through it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SHARDING_PARTITIONSTATE_H
#define SHARD_SHARDING_PARTITIONSTATE_H

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Placement/ShardingLayout.h"
#include "Shard/Redistribution/RedistributionPlanner.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

#include <optional>

namespace mlir {
namespace ap {

class PartitionState {
public:
  PartitionState(MeshOp mesh, OpBuilder &builder,
                 const CommCostModel &costModel);

  MeshOp getMesh() const { return mesh; }
  /// With exact annotations, every op must compute its result in its
  /// annotated layout and every change of layout must be an explicit
  /// ap.redistribute / ap.annotate: the program says exactly what runs
  /// (ap-auto-shard's output does).
  void setExactAnnotations(bool exact) { exactAnnotations = exact; }
  bool hasExactAnnotations() const { return exactAnnotations; }
  ArrayRef<int64_t> getMeshShape() const { return meshShape; }
  int64_t getMeshRank() const { return meshShape.size(); }
  OpBuilder &getBuilder() { return builder; }
  /// Every axis R.
  ShardingLayout getReplicated() const;

  /// The per-device type of `global` under `layout`.
  RankedTensorType getLocalType(RankedTensorType global,
                                const ShardingLayout &layout) const;

  /// Whether `global` (a tensor) has been processed, and its layout.
  bool isDefined(Value global) const { return tensors.count(global); }
  const ShardingLayout &getLayout(Value global) const;

  /// The local form of the tensor `global` in `layout`, emitted at the
  /// builder's insertion point if it does not exist yet. Reports at `user`
  /// and fails when no redistribution exists.
  FailureOr<Value> getLocal(Value global, const ShardingLayout &layout,
                            Operation *user);

  /// Records that the tensor `global` is held as `local` in `layout`.
  void define(Value global, Value local, const ShardingLayout &layout);

  /// Records that `alias` is the same global tensor as `global` (the result
  /// of ap.annotate or ap.redistribute), held as `local` in `layout`: every
  /// layout `global` is available in serves `alias` too.
  void defineAlias(Value alias, Value global, Value local,
                   const ShardingLayout &layout);

  /// Non-tensor values (scalars, indices) are the same on every device; they
  /// and the values that op regions capture go through this mapping.
  IRMapping &getScalarMapping() { return scalars; }

  /// Emits the redistribution of `local` (a `globalType` tensor) from one
  /// layout to another and returns the result. With `global`, every layout
  /// on the way is recorded as available for it.
  FailureOr<Value> redistribute(Value local, RankedTensorType globalType,
                                const ShardingLayout &from,
                                const ShardingLayout &to, Location loc,
                                Operation *user, Value global = {});

  /// `value` padded at the end of each dim to `type` (a no-op when it has
  /// that type already): uneven chunks before a collective that splits.
  Value padTo(Location loc, Value value, RankedTensorType type);
  /// The leading `type`-shaped part of `value` (a no-op when it has that
  /// type already): the real rows of a concatenation of padded chunks.
  Value trimTo(Location loc, Value value, RankedTensorType type);

  /// The value of this device's index in the group over `axes`.
  Value getGroupIndex(Location loc, ArrayRef<int64_t> axes);

  /// Builds a data-free value (tensor.empty, a fill of one, a splat
  /// constant) directly in `layout`, where that is valid (a partial sum
  /// only of zeros); nothing otherwise.
  std::optional<Value> rematerialize(Value global,
                                     const ShardingLayout &layout);

private:
  struct Entry {
    ShardingLayout layout;
    Value local;
  };

  MeshOp mesh;
  SmallVector<int64_t> meshShape;
  OpBuilder &builder;
  const CommCostModel &costModel;
  /// Per global tensor: the layout it was defined in first, then every other
  /// layout it has been redistributed to.
  DenseMap<Value, SmallVector<Entry, 2>> tensors;
  IRMapping scalars;
  bool exactAnnotations = false;
};

/// The `ap.sharding` layout of result `index` of `op`, if annotated.
std::optional<ShardingLayout> getAnnotatedLayout(Operation *op, unsigned index);

/// Records `local` as result `index` of `op` computed in `natural`, then
/// redistributes it to the annotated layout if there is one (the annotation
/// is the user's or the solver's decision).
LogicalResult defineResult(PartitionState &state, Operation *op, unsigned index,
                           Value local, const ShardingLayout &natural);

} // namespace ap
} // namespace mlir

#endif // SHARD_SHARDING_PARTITIONSTATE_H
