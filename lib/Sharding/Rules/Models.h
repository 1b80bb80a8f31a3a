//===- Models.h - Attaching the sharding rules to upstream ops --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// One function per op family that attaches its ShardingRuleOpInterface
// model; Registration.cpp calls them when a dialect is loaded.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SHARDING_RULES_MODELS_H
#define SHARD_LIB_SHARDING_RULES_MODELS_H

#include "mlir/IR/MLIRContext.h"

namespace mlir {
namespace ap {

/// Every linalg structured op (LinalgRule.cpp).
void attachLinalgRules(MLIRContext *context);
/// Every arith and math op with the Elementwise trait (ElementwiseRule.cpp).
void attachArithElementwiseRules(MLIRContext *context);
void attachMathElementwiseRules(MLIRContext *context);
/// tensor.empty and arith.constant (SourceRule.cpp).
void attachEmptyRule(MLIRContext *context);
void attachConstantRule(MLIRContext *context);
/// tensor.collapse_shape and tensor.expand_shape (ReshapeRule.cpp).
void attachReshapeRules(MLIRContext *context);
/// tensor.extract_slice, tensor.insert_slice, tensor.concat
/// (SliceRule.cpp).
void attachSliceRules(MLIRContext *context);
/// ap.annotate and ap.redistribute (APOpRules.cpp).
void attachAPOpRules(MLIRContext *context);
/// ap.attention and ap.attention_grad (AttentionRule.cpp).
void attachAttentionRules(MLIRContext *context);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SHARDING_RULES_MODELS_H
