//===- Sources.h - Values built where they are needed -----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Data-free sources (tensor.empty, splat constants, fills of such tensors)
// are not moved between layouts: the auto-sharder lets each consumer have
// them in the layout it wants, ap-auto-shard rebuilds them there and
// ap-partition rematerializes them (docs/ShardingRules.md). Which ops are
// sources, and how one is rebuilt, is each op family's rule
// (ShardingRuleOpInterface::getSourceKind and rematerialize); which layouts
// a source of each kind can be built in is stated here, once.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SHARDING_SOURCES_H
#define SHARD_SHARDING_SOURCES_H

#include "Shard/Placement/ShardingLayout.h"
#include "Shard/Sharding/Strategy.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Value.h"

namespace mlir {
namespace ap {

/// Whether a scalar (a constant attribute, or a value defined by one) is an
/// integer or float zero: a tensor of it is a valid partial sum as it is,
/// every device holding zeros.
bool isZeroScalar(Attribute scalar);
bool isZeroScalar(Value scalar);

/// The kind of a splat source whose elements are `scalar`.
SourceKind getSplatSourceKind(Attribute scalar);
SourceKind getSplatSourceKind(Value scalar);

/// Whether a source of `kind` can be built in exactly `layout`: splats and
/// zeros in any layout whose partial axes they are a valid partial value of
/// (zeros: every reduction; other splats: the idempotent ones, max, min and
/// average, every device holding the value); replicated constants and
/// non-sources in none (they are moved like any value).
bool canBuildSourceIn(SourceKind kind, const ShardingLayout &layout);

/// The layout a source of `kind` (a tensor of rank `rank`) is built in for a
/// consumer that wants `wanted`: a replicated constant whole, other sources
/// with the wanted dims and the partial axes they can start in (the rest of
/// the wanted partial axes come from a local step).
ShardingLayout getSourceLayout(SourceKind kind, const ShardingLayout &wanted,
                               int64_t rank);

} // namespace ap
} // namespace mlir

#endif // SHARD_SHARDING_SOURCES_H
