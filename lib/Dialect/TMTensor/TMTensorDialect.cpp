//===- TMTensorDialect.cpp - torch-mlir's tm_tensor ops, for import -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/TMTensor/TMTensorDialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::ap::tmtensor;

#include "Shard/Dialect/TMTensor/TMTensorDialect.cpp.inc"

#define GET_OP_CLASSES
#include "Shard/Dialect/TMTensor/TMTensorOps.cpp.inc"

void TMTensorDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Shard/Dialect/TMTensor/TMTensorOps.cpp.inc"
      >();
}

void mlir::ap::registerTorchImportDialects(DialectRegistry &registry) {
  registry.insert<TMTensorDialect>();
}
