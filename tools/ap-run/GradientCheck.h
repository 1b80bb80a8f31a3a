//===- GradientCheck.h - ap-run --check-gradients ---------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Central finite differences of a training step's loss (output 0) against
// the gradients it returns (results marked ap.grad_of), at a few random
// elements of each (docs/ApRun.md). The step and the tolerance come from the
// error model: the loss's rounding (an f64 step whose loss is computed in
// f32, as Hugging Face's models do, is checked at f32's noise) and the
// difference's truncation, estimated by Richardson from a second step.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_AP_RUN_GRADIENTCHECK_H
#define SHARD_TOOLS_AP_RUN_GRADIENTCHECK_H

#include "Shard/Execution/RoundingError.h"
#include "Shard/Execution/SpmdRunner.h"

#include <random>

namespace mlir {
namespace ap {

struct GradientCheckOptions {
  /// Elements checked per gradient.
  unsigned samples;
  /// Slack on top of what the error model allows: an element passes when
  /// |fd - analytic| <= allowed + atol + rtol * max(|fd|, |analytic|).
  double rtol, atol;
  /// The loss's rounding, relative to its magnitude (its budget from
  /// RoundingError.h, at least its type's unit roundoff): it sets the
  /// finite-difference step and the noise the difference may carry.
  double lossNoise;
  /// Per result, its rounding budget (the analytic gradients' own error).
  ArrayRef<RoundingBudget> budgets;
};

/// Prints one line per failing element and a summary; returns whether all
/// checked elements agree (and at least one was checked).
bool checkGradientsOf(const CompiledProgram &program,
                      ArrayRef<HostTensor> inputs, const ProgramRun &run,
                      const GradientCheckOptions &options, std::mt19937 &rng);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_AP_RUN_GRADIENTCHECK_H
