//===- ShardingVerifier.cpp - The one verifier of shardings ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/ShardingVerifier.h"

#include "Shard/Dialect/AP/IR/CombinerTable.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::ap;

static_assert(kDynamicSize == ShapedType::kDynamic,
              "the placement library and MLIR must agree on dynamic dims");

LogicalResult mlir::ap::reportError(llvm::Error error, EmitErrorFn emitError) {
  if (!error)
    return success();
  emitError() << llvm::toString(std::move(error));
  return failure();
}

LogicalResult mlir::ap::verifyReductionForElementType(ReductionKind kind,
                                                      Type elementType,
                                                      EmitErrorFn emitError) {
  if (isReductionDefinedOn(kind, elementType))
    return success();
  return emitError() << "reduction '" << stringifyReductionKind(kind)
                     << "' is not defined on " << elementType
                     << " elements (it needs " << describeReductionDomain(kind)
                     << " elements)";
}

/// Every pending reduction of `layout` is defined on `elementType`.
static LogicalResult verifyPartials(const ShardingLayout &layout,
                                    Type elementType, EmitErrorFn emitError) {
  for (const Placement &placement : layout.getPlacements())
    if (placement.isPartial() &&
        failed(verifyReductionForElementType(placement.getReduction(),
                                             elementType, emitError)))
      return failure();
  return success();
}

LogicalResult mlir::ap::verifyShardingForType(ShardingAttr sharding,
                                              ArrayRef<int64_t> meshShape,
                                              Type type,
                                              EmitErrorFn emitError) {
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType)
    return emitError() << "a sharding describes a ranked tensor, but the "
                          "value has type "
                       << type;
  if (failed(verifyPartials(sharding.getLayout(), tensorType.getElementType(),
                            emitError)))
    return failure();
  return reportError(verifyLayoutForShape(meshShape, sharding.getLayout(),
                                          tensorType.getShape()),
                     emitError);
}

LogicalResult mlir::ap::verifyLocalShardingForType(ShardingAttr sharding,
                                                   ArrayRef<int64_t> meshShape,
                                                   Type localType,
                                                   EmitErrorFn emitError) {
  auto tensorType = dyn_cast<RankedTensorType>(localType);
  if (!tensorType)
    return emitError() << "a sharding describes a ranked tensor, but the "
                          "value has type "
                       << localType;
  ShardingLayout layout = sharding.getLayout();
  if (failed(reportError(verifyLayoutForMesh(meshShape, layout), emitError)))
    return failure();
  if (failed(verifyPartials(layout, tensorType.getElementType(), emitError)))
    return failure();
  SmallVector<int64_t> global =
      getGlobalShape(meshShape, layout, tensorType.getShape());
  return reportError(verifyLayoutForShape(meshShape, layout, global),
                     emitError);
}
