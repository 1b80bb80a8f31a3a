//===- APOps.h - Operations of the ap dialect -------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APOPS_H
#define SHARD_DIALECT_AP_IR_APOPS_H

#include "Shard/Dialect/AP/IR/APAttrs.h"
#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Redistribution/CommCostModel.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
namespace ap {
/// A collective as its consumers see it (CollectiveOpInterface).
struct CollectiveInfo {
  StepKind kind;
  /// The dim gathered (all_gather), scattered (reduce_scatter), sliced
  /// (shard_slice) or split (all_to_all).
  std::optional<int64_t> dim;
  /// The dim all_to_all concatenates.
  std::optional<int64_t> concatDim;
  /// How reduce_scatter and all_reduce combine.
  std::optional<ReductionKind> reduction;
};
} // namespace ap
} // namespace mlir

#include "Shard/Dialect/AP/IR/APInterfaces.h.inc"

#define GET_OP_CLASSES
#include "Shard/Dialect/AP/IR/APOps.h.inc"

#endif // SHARD_DIALECT_AP_IR_APOPS_H
