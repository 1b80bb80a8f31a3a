//===- TMTensorDialect.h - torch-mlir's tm_tensor ops, for import -*- C++
//-*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_TMTENSOR_TMTENSORDIALECT_H
#define SHARD_DIALECT_TMTENSOR_TMTENSORDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"

#include "Shard/Dialect/TMTensor/TMTensorDialect.h.inc"

#define GET_OP_CLASSES
#include "Shard/Dialect/TMTensor/TMTensorOps.h.inc"

namespace mlir {
namespace ap {
/// Registers the stand-ins of torch-mlir's ops that exports contain (only in
/// tools that do not link torch-mlir).
void registerTorchImportDialects(DialectRegistry &registry);
} // namespace ap
} // namespace mlir

#endif // SHARD_DIALECT_TMTENSOR_TMTENSORDIALECT_H
