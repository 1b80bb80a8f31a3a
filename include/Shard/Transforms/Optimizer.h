//===- Optimizer.h - The optimizers ap-append-optimizer writes --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The update rules ap-append-optimizer appends to a training step, as
// PyTorch's torch.optim defines them (docs/Training.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_OPTIMIZER_H
#define SHARD_TRANSFORMS_OPTIMIZER_H

#include "llvm/Support/CommandLine.h"

namespace mlir {
namespace ap {

enum class OptimizerKind {
  /// torch.optim.AdamW: decoupled weight decay, bias-corrected moments.
  AdamW,
  /// torch.optim.SGD: weight decay added to the gradient, optional
  /// momentum (no dampening, not Nesterov).
  SGD,
};

/// The optimizers' option spellings ("adamw", "sgd").
inline llvm::cl::ValuesClass getOptimizerKindOptionValues() {
  return llvm::cl::values(
      clEnumValN(OptimizerKind::AdamW, "adamw", "torch.optim.AdamW"),
      clEnumValN(OptimizerKind::SGD, "sgd", "torch.optim.SGD"));
}

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_OPTIMIZER_H
