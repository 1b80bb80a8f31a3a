//===- IREEDialects.cpp - Stand-ins of IREE's dialects --------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/IREEDialects.h"

#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::ap::iree;

MLIR_DEFINE_EXPLICIT_TYPE_ID(mlir::ap::iree::FlowDialect)
MLIR_DEFINE_EXPLICIT_TYPE_ID(mlir::ap::iree::UtilDialect)

FlowDialect::FlowDialect(MLIRContext *context)
    : Dialect(getDialectNamespace(), context, TypeID::get<FlowDialect>()) {
  allowUnknownOperations();
  allowUnknownTypes();
}

UtilDialect::UtilDialect(MLIRContext *context)
    : Dialect(getDialectNamespace(), context, TypeID::get<UtilDialect>()) {
  allowUnknownOperations();
  allowUnknownTypes();
}

void mlir::ap::registerIREEStandInDialects(DialectRegistry &registry) {
  registry.insert<FlowDialect, UtilDialect>();
}
