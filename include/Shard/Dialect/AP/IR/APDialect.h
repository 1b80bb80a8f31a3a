//===- APDialect.h - The ap dialect -----------------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APDIALECT_H
#define SHARD_DIALECT_AP_IR_APDIALECT_H

#include "mlir/IR/Dialect.h"

#include "Shard/Dialect/AP/IR/APDialect.h.inc"

#endif // SHARD_DIALECT_AP_IR_APDIALECT_H
