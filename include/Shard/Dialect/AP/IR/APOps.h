//===- APOps.h - Operations of the ap dialect -------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APOPS_H
#define SHARD_DIALECT_AP_IR_APOPS_H

#include "Shard/Dialect/AP/IR/APAttrs.h"
#include "Shard/Dialect/AP/IR/APDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "Shard/Dialect/AP/IR/APInterfaces.h.inc"

#define GET_OP_CLASSES
#include "Shard/Dialect/AP/IR/APOps.h.inc"

#endif // SHARD_DIALECT_AP_IR_APOPS_H
