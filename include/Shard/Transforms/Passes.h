//===- Passes.h - Passes on ap programs -------------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_PASSES_H
#define SHARD_TRANSFORMS_PASSES_H

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Transforms/Optimizer.h"
#include "Shard/Transforms/PrecisionPolicy.h"
#include "Shard/Transforms/RecomputePolicy.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace ap {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "Shard/Transforms/Passes.h.inc"

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_PASSES_H
