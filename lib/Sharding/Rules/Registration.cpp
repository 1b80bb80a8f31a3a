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
  registry.addExtension(+[](MLIRContext *context, linalg::LinalgDialect *) {
    attachLinalgRules(context);
  });
  registry.addExtension(+[](MLIRContext *context, arith::ArithDialect *) {
    attachArithElementwiseRules(context);
    attachConstantRule(context);
  });
  registry.addExtension(+[](MLIRContext *context, math::MathDialect *) {
    attachMathElementwiseRules(context);
  });
  registry.addExtension(+[](MLIRContext *context, tensor::TensorDialect *) {
    attachEmptyRule(context);
    attachReshapeRules(context);
    attachSliceRules(context);
  });
  registry.addExtension(
      +[](MLIRContext *context, APDialect *) {
        attachAPOpRules(context);
        attachAttentionRules(context);
      });
}
