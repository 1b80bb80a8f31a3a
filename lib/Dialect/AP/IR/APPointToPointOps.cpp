//===- APPointToPointOps.cpp - Transfers between two devices --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap.send and ap.recv: their peer is a coordinate on one axis of a mesh in
// scope.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"

using namespace mlir;
using namespace mlir::ap;

/// The mesh of a transfer, after checking its axis and its peer's
/// coordinate on it.
static LogicalResult verifyTransfer(Operation *op, FlatSymbolRefAttr meshRef,
                                    int64_t axis, int64_t peer,
                                    SymbolTableCollection &symbolTables) {
  auto emitError = [&]() { return op->emitOpError(); };
  MeshOp mesh = lookupMesh(op, meshRef, emitError, &symbolTables);
  if (!mesh)
    return failure();
  ArrayRef<int64_t> shape = mesh.getShape();
  if (axis < 0 || axis >= static_cast<int64_t>(shape.size()))
    return op->emitOpError() << "axis " << axis << " is not an axis of "
                             << meshRef << " (" << shape.size() << " axes)";
  if (peer < 0 || peer >= shape[axis])
    return op->emitOpError() << "peer " << peer << " is not a coordinate on "
                             << "axis " << axis << " of " << meshRef
                             << " (size " << shape[axis] << ")";
  return success();
}

LogicalResult SendOp::verifySymbolUses(SymbolTableCollection &symbolTables) {
  return verifyTransfer(*this, getMeshAttr(), getAxis(), getPeer(),
                        symbolTables);
}

LogicalResult RecvOp::verifySymbolUses(SymbolTableCollection &symbolTables) {
  return verifyTransfer(*this, getMeshAttr(), getAxis(), getPeer(),
                        symbolTables);
}
