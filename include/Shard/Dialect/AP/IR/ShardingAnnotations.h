//===- ShardingAnnotations.h - Reading and writing ap.sharding --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The one pair of accessors for the discardable `ap.sharding` attribute: on
// an op it is one sharding (single result) or an array with one per result;
// on a function argument or result it is one sharding (an array of one is
// accepted). Every pass reads and writes shardings through these.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_SHARDINGANNOTATIONS_H
#define SHARD_DIALECT_AP_IR_SHARDINGANNOTATIONS_H

#include "Shard/Dialect/AP/IR/APAttrs.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace ap {

/// The sharding of result `index` of `op`, or null.
ShardingAttr getResultSharding(Operation *op, unsigned index);
/// Sets the shardings of `op`'s results (one attribute for a single
/// result, an array otherwise).
void setResultShardings(Operation *op, ArrayRef<ShardingAttr> shardings);

/// The sharding in an argument's or result's attribute dictionary, or null.
ShardingAttr getSharding(DictionaryAttr attributes);
ShardingAttr getArgumentSharding(FunctionOpInterface function, unsigned index);
ShardingAttr getFunctionResultSharding(FunctionOpInterface function,
                                       unsigned index);
void setArgumentSharding(FunctionOpInterface function, unsigned index,
                         ShardingAttr sharding);
void setFunctionResultSharding(FunctionOpInterface function, unsigned index,
                               ShardingAttr sharding);

} // namespace ap
} // namespace mlir

#endif // SHARD_DIALECT_AP_IR_SHARDINGANNOTATIONS_H
