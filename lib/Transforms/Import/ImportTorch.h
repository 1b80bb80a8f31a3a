//===- ImportTorch.h - The one-hot rewrites of ap-import-torch --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What ap-import-torch's scatter rewrite (ImportTorch.cpp) and gather
// rewrite (ImportGather.cpp) share, and the gather rewrite the pass calls.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_IMPORT_IMPORTTORCH_H
#define SHARD_LIB_TRANSFORMS_IMPORT_IMPORTTORCH_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir {
namespace ap {
namespace torch_import {

/// `index == position of loop` for every pair, and-ed (true for none: a
/// scatter of indices of depth 0 updates every position).
Value buildMatch(OpBuilder &b, Location loc,
                 ArrayRef<std::pair<Value, int64_t>> indexAndLoop);

/// `acc + (match ? value : 0)`, in the element's own addition; for floats
/// the 0 is -0.0, the identity of addition (acc + +0.0 turns an acc of
/// -0.0 into +0.0).
FailureOr<Value> buildMaskedSum(OpBuilder &b, Location loc, Value match,
                                Value value, Value acc);

/// Rewrites one extract of `generic`'s body; returns the new generic (the old
/// one is replaced), or failure when the extract is left as it is.
FailureOr<linalg::GenericOp> rewriteExtract(linalg::GenericOp generic,
                                            tensor::ExtractOp extract);

/// The first extract in `generic`'s body (not in nested regions) that reads
/// a tensor defined outside the generic.
tensor::ExtractOp findOutsideExtract(linalg::GenericOp generic);

} // namespace torch_import
} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_IMPORT_IMPORTTORCH_H
