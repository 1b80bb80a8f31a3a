//===- APOps.h - Operations of the ap dialect -------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APOPS_H
#define SHARD_DIALECT_AP_IR_APOPS_H

#include "Shard/Dialect/AP/IR/APAttrs.h"
#include "Shard/Dialect/AP/IR/Attention.h"
#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Redistribution/CommCostModel.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
class RewriterBase;
namespace ap {
/// A collective as its consumers see it (CollectiveOpInterface).
struct CollectiveInfo {
  StepKind kind;
  /// The dim gathered (all_gather), scattered (reduce_scatter), sliced
  /// (shard_slice) or split (all_to_all).
  std::optional<int64_t> dim;
  /// The dim all_to_all concatenates.
  std::optional<int64_t> concatDim;
  /// How reduce_scatter and all_reduce combine.
  std::optional<ReductionKind> reduction;
};

/// The communication stream of a device, the resource ap.start and ap.wait
/// act on (docs/Overlap.md).
struct CommunicationResource
    : public SideEffects::Resource::Base<CommunicationResource> {
  StringRef getName() final { return "<ap communication>"; }
};
} // namespace ap
} // namespace mlir

#include "Shard/Dialect/AP/IR/APInterfaces.h.inc"

#define GET_TYPEDEF_CLASSES
#include "Shard/Dialect/AP/IR/APTypes.h.inc"

#define GET_OP_CLASSES
#include "Shard/Dialect/AP/IR/APOps.h.inc"

namespace mlir {
namespace ap {

/// The `ap.mesh` that `meshRef` names, as seen from `from`; emits an error
/// (through `emitError`) and returns null when there is none.
/// `symbolTables` may be null.
MeshOp lookupMesh(Operation *from, FlatSymbolRefAttr meshRef,
                  llvm::function_ref<InFlightDiagnostic()> emitError,
                  SymbolTableCollection *symbolTables = nullptr);

/// The `ap.mesh` named by `meshRef` as seen from `from`, after checking that
/// `meshAxes` is a valid ordered axis list for it (non-empty, in range, no
/// repeats); null after an error.
MeshOp verifyMeshAxesAt(Operation *from, FlatSymbolRefAttr meshRef,
                        ArrayRef<int64_t> meshAxes,
                        llvm::function_ref<InFlightDiagnostic()> emitError,
                        SymbolTableCollection *symbolTables = nullptr);

/// What `ap.shard_slice` computes on the device at `groupIndex`: chunk
/// `groupIndex` of `input` along `dim`, of `resultType` (static), as a
/// `tensor.extract_slice` (a constant index gives a constant offset). Every
/// lowering of the op, and every local stand-in for a chunk, builds it here.
Value createShardChunk(OpBuilder &builder, Location loc, Value input,
                       RankedTensorType resultType, int64_t dim,
                       OpFoldResult groupIndex);

/// Splits `collective` (all_gather, reduce_scatter, all_reduce, all_to_all)
/// into an ap.start holding it, where it was, and an ap.wait right after,
/// which replaces its result. The schedule moves the two apart.
StartOp startCollective(RewriterBase &rewriter,
                        CollectiveOpInterface collective);

/// Undoes startCollective: the collective runs where `start`'s wait was;
/// returns it.
Operation *finishInPlace(RewriterBase &rewriter, StartOp start);

/// The ap.start that holds `collective` in flight, or null when it runs
/// where it is.
StartOp getStartOf(Operation *collective);

/// The collective whose result `value` is: its defining op, or the
/// collective in flight of the ap.start whose ap.wait defines it; null when
/// `value` is not a collective's result.
CollectiveOpInterface getCollectiveOf(Value value);

/// What the rest of the program reads as `collective`'s result: the result
/// itself, or, for a collective in flight, its wait's.
Value getResultOutside(Operation *collective);

/// Erases `collective`, with its ap.start and ap.wait when it is in flight;
/// the result (getResultOutside) has no uses left.
void eraseCollective(RewriterBase &rewriter, Operation *collective);

/// lookupMesh followed by verifyShardingForType (ShardingVerifier.h).
LogicalResult
verifyShardingAt(Operation *from, ShardingAttr sharding, Type type,
                 llvm::function_ref<InFlightDiagnostic()> emitError,
                 SymbolTableCollection *symbolTables = nullptr);

} // namespace ap
} // namespace mlir

#endif // SHARD_DIALECT_AP_IR_APOPS_H
