//===- PartitionRules.h - How each op family is partitioned -----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// One function per op family (docs/Partitioning.md): each picks the layouts
// its operands are needed in and the layout its results come out in (their
// "natural" layout), fetches the operands through PartitionState (which
// emits the redistributions), creates the per-device op, and defines the
// results. A result annotated with another layout is redistributed to it
// right away (the annotation is the user's or the solver's decision).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_DIALECT_AP_TRANSFORMS_PARTITION_PARTITIONRULES_H
#define SHARD_LIB_DIALECT_AP_TRANSFORMS_PARTITION_PARTITIONRULES_H

#include "PartitionState.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir {
namespace ap {

/// The `ap.sharding` of result `index` of `op`, if annotated.
std::optional<ShardingLayout> getAnnotatedLayout(Operation *op, unsigned index);

/// Records `local` as result `index` of `op` computed in `natural`, then
/// redistributes it to the annotated layout if there is one.
LogicalResult defineResult(PartitionState &state, Operation *op, unsigned index,
                           Value local, const ShardingLayout &natural);

/// Linalg structured ops: elementwise and broadcasting generics,
/// contractions (matmul, batch_matmul, generics with reduction iterators),
/// reductions, transposes, fills.
LogicalResult partitionLinalgOp(linalg::LinalgOp op, PartitionState &state);

/// Ops with the Elementwise trait on tensors (arith, math).
LogicalResult partitionElementwiseOp(Operation *op, PartitionState &state);

/// tensor.empty, arith.constant, tensor.collapse_shape / expand_shape,
/// tensor.extract_slice / insert_slice, tensor.concat.
LogicalResult partitionTensorOp(Operation *op, PartitionState &state);

/// Whether partitionTensorOp handles `op`.
bool isPartitionableTensorOp(Operation *op);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_DIALECT_AP_TRANSFORMS_PARTITION_PARTITIONRULES_H
