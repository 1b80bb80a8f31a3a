//===- Passes.h - Lowering passes of the Shard project ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CONVERSION_PASSES_H
#define SHARD_CONVERSION_PASSES_H

#include "Shard/Conversion/IREEDialects.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace ap {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "Shard/Conversion/Passes.h.inc"

} // namespace ap
} // namespace mlir

#endif // SHARD_CONVERSION_PASSES_H
