//===- APAttrs.h - Attributes of the ap dialect -----------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APATTRS_H
#define SHARD_DIALECT_AP_IR_APATTRS_H

#include "Shard/Placement/ShardingLayout.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"

#define GET_ATTRDEF_CLASSES
#include "Shard/Dialect/AP/IR/APAttrs.h.inc"

#endif // SHARD_DIALECT_AP_IR_APATTRS_H
