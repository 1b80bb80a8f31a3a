//===- ShardingVerifier.h - The one verifier of shardings -------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Shardings are checked in one place, whoever holds them: `ap` ops, ops of
// other dialects carrying `ap.sharding`, function arguments and results. Each
// check takes a callback that starts the diagnostic, so that the same code
// reports as an op error, an attribute error or a pass error. The checks take
// the mesh's shape; finding the mesh a sharding names (lookupMesh,
// verifyShardingAt, verifyMeshAxesAt) is the ops' part (APOps.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_SHARDINGVERIFIER_H
#define SHARD_DIALECT_AP_IR_SHARDINGVERIFIER_H

#include "Shard/Dialect/AP/IR/APAttrs.h"

#include "mlir/IR/Diagnostics.h"

namespace mlir {
namespace ap {

using EmitErrorFn = llvm::function_ref<InFlightDiagnostic()>;

/// Reports a placement-library error (consuming it) through `emitError`.
/// Returns failure if there was an error.
LogicalResult reportError(llvm::Error error, EmitErrorFn emitError);

/// Checks that reduction `kind` (of a partial placement or a collective) is
/// defined on `elementType` (Shard/Dialect/AP/IR/CombinerTable.h).
LogicalResult verifyReductionForElementType(ReductionKind kind,
                                            Type elementType,
                                            EmitErrorFn emitError);

/// Checks `sharding` against a mesh of `meshShape` and the type of the
/// value it describes:
/// one placement per mesh axis, a ranked tensor, sharded dims in range,
/// static and evenly divisible, partial reductions defined on its elements.
LogicalResult verifyShardingForType(ShardingAttr sharding,
                                    ArrayRef<int64_t> meshShape, Type type,
                                    EmitErrorFn emitError);

/// Checks `sharding` as the sharding of a global tensor whose per-device
/// shard has type `localType` (the form of `ap.local_sharding`): one
/// placement per mesh axis, a ranked tensor, sharded dims in range.
LogicalResult verifyLocalShardingForType(ShardingAttr sharding,
                                         ArrayRef<int64_t> meshShape,
                                         Type localType, EmitErrorFn emitError);

} // namespace ap
} // namespace mlir

#endif // SHARD_DIALECT_AP_IR_SHARDINGVERIFIER_H
