//===- GradientCheck.h - ap-run --check-gradients ---------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Central finite differences of a training step's loss (output 0) against
// the gradients it returns (results marked ap.grad_of), at a few random
// elements of each (docs/ApRun.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_AP_RUN_GRADIENTCHECK_H
#define SHARD_TOOLS_AP_RUN_GRADIENTCHECK_H

#include "Shard/Execution/SpmdRunner.h"

#include <random>

namespace mlir {
namespace ap {

struct GradientCheckOptions {
  /// Elements checked per gradient.
  unsigned samples;
  /// An element passes when |fd - analytic| <= atol + rtol * max(|fd|,
  /// |analytic|).
  double rtol, atol;
};

/// Prints one line per failing element and a summary; returns whether all
/// checked elements agree (and at least one was checked).
bool checkGradientsOf(const CompiledProgram &program,
                      ArrayRef<HostTensor> inputs, const ProgramRun &run,
                      const GradientCheckOptions &options, std::mt19937 &rng);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_AP_RUN_GRADIENTCHECK_H
