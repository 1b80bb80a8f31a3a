//===- InitAllDialects.h - Register every Shard dialect ---------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_INITALLDIALECTS_H
#define SHARD_INITALLDIALECTS_H

#include "Shard/Dialect/AP/IR/APDialect.h"

#include "mlir/IR/DialectRegistry.h"

namespace mlir {
namespace ap {

/// Adds every dialect of the project to `registry`.
inline void registerAllShardDialects(DialectRegistry &registry) {
  registry.insert<APDialect>();
}

} // namespace ap
} // namespace mlir

#endif // SHARD_INITALLDIALECTS_H
