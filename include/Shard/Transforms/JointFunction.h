//===- JointFunction.h - Forward and backward of a step ---------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A joint training step returns its loss (and any other forward outputs)
// and the gradients of its parameters (results marked `ap.grad_of`), or,
// with its optimizer appended, the updated parameters and optimizer state
// (results marked `ap.update_of`); both count as its gradient results. Its
// forward pass is everything the non-gradient results depend on; the rest
// is the backward. An op with an effect that no result depends on (an
// assertion, a print) belongs to the forward when what it reads needs no
// backward op, else to the backward: nothing with an effect is dropped. The
// classification follows dataflow, not program order, so backward ops
// interleaved with forward ops (as torch exports have them) are classified
// right. ap-auto-shard counts saved activations with it; ap-recompute-partition
// splits the function with it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_JOINTFUNCTION_H
#define SHARD_TRANSFORMS_JOINTFUNCTION_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "llvm/ADT/DenseSet.h"

namespace mlir {
namespace ap {

struct JointFunction {
  /// Result numbers: the forward outputs (neither `ap.grad_of` nor
  /// `ap.update_of`) and the gradients (or updates).
  SmallVector<unsigned> forwardResults, gradientResults;
  /// The top-level ops of the body the forward outputs depend on (through
  /// operands, and through values captured by nested regions).
  DenseSet<Operation *> forward;
  /// The other top-level ops the gradients depend on.
  DenseSet<Operation *> backward;
};

/// The values of `body` that `op` (a top-level op of `body`) reads: its
/// operands and the values its nested regions capture.
SmallVector<Value> getBodyOperands(Operation *op, Region &body);

/// Classifies `function`'s top-level ops; none when it is not a joint
/// training step (no gradient result, or no other result, or not one
/// block).
std::optional<JointFunction> classifyJointFunction(func::FuncOp function);

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_JOINTFUNCTION_H
