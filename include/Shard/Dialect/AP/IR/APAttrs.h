//===- APAttrs.h - Attributes of the ap dialect -----------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APATTRS_H
#define SHARD_DIALECT_AP_IR_APATTRS_H

#include "Shard/Placement/ShardingLayout.h"
#include "Shard/TargetDescription/TargetDescription.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

#define GET_ATTRDEF_CLASSES
#include "Shard/Dialect/AP/IR/APAttrs.h.inc"

namespace mlir {
namespace ap {

/// Lets diagnostics print layouts as in `#ap.sharding` ("[S(0), R]").
inline Diagnostic &operator<<(Diagnostic &diag, const ShardingLayout &layout) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << layout;
  return diag << text;
}

} // namespace ap
} // namespace mlir

#endif // SHARD_DIALECT_AP_IR_APATTRS_H
