//===- Registration.cpp - The project's sharding rules --------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Sharding/ShardingRuleModels.h"

#include "Models.h"

#include "Shard/Dialect/AP/IR/APDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;

void mlir::ap::registerShardingRuleModels(DialectRegistry &registry) {
  // One extension per line of Rules.def, applied when its dialect loads.
#define SHARDING_RULE(Dialect, attachFunction)                                 \
  registry.addExtension(                                                       \
      +[](MLIRContext *context, Dialect *) { attachFunction(context); });
#include "Rules.def"
}
