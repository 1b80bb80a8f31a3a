//===- Models.h - Attaching the sharding rules to upstream ops --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// One function per op family that attaches its ShardingRuleOpInterface
// models, declared from the list in Rules.def (which says which file
// defines each); Registration.cpp calls them when a dialect is loaded.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SHARDING_RULES_MODELS_H
#define SHARD_LIB_SHARDING_RULES_MODELS_H

#include "mlir/IR/MLIRContext.h"

namespace mlir {
namespace ap {

#define SHARDING_RULE(Dialect, attachFunction)                                 \
  void attachFunction(MLIRContext *context);
#include "Rules.def"

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SHARDING_RULES_MODELS_H
