//===- RoundingError.h - How far a program's floats may round ---*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The error model of ap-run's oracle (docs/Testing.md, "The oracle's error
// model"): a static estimate, per result of a function, of how far rounding
// may take each element from its exact value, in two parts: one relative to
// the element itself (what the roundings of elementwise ops since the last
// sum add: the final conversion of an f32 sum to f16 is off by at most u16
// of the element), and one relative to the result's scale, its largest
// magnitude (what sums add: a sum of n terms rounded in an accumulator of
// unit roundoff u is off by about sqrt(n) u of its terms' magnitude, which
// the scale stands for, since rounding errors of independent operations add
// up like a random walk). Along a dataflow path the budgets add; a sum or a
// difference turns its operands' relative errors into errors of their
// magnitude. A collective's float sum is a sum over its group, rounded as
// the run computes it (once on the exact exchange, G - 1 times on a
// library's ring). A result that the program accumulates in f32 has f32's
// sqrt(n) u however narrow its inputs; a candidate that accumulates in a
// narrower type exceeds that by the ratio of the two u (2^13 from f32 to
// f16).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_ROUNDINGERROR_H
#define SHARD_EXECUTION_ROUNDINGERROR_H

#include "Shard/Runtime/CollectiveBackend.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace ap {

/// The unit roundoff of a float type, 2^-p with p its significand's bits
/// (f16 2^-11, bf16 2^-8, f32 2^-24, f64 2^-53); of a complex type, its
/// parts'; of a shaped type, its elements'; 0 for other types.
double getUnitRoundoff(Type type);

/// How far rounding may take an element of a value from its exact value:
/// `relative * |element| + scale * (the value's largest magnitude)`.
struct RoundingBudget {
  double relative = 0;
  double scale = 0;
};

/// What the budgets assume about the run.
struct RoundingOptions {
  /// How the program's collectives compute (ap-run's --collectives): a
  /// float sum over a group of G is rounded once by the exact exchange, G - 1
  /// times by a library's ring (native).
  runtime::CollectiveMode collectives = runtime::CollectiveMode::Exact;
};

/// Per result of `function` (a function of its module, whose callees are
/// looked up there), its rounding budget; zero for results that no rounding
/// reaches (integers, copies of inputs).
SmallVector<RoundingBudget>
estimateRoundingErrors(func::FuncOp function,
                       const RoundingOptions &options = {});

/// Per result of `function`, how much its collectives' float sums round,
/// in units of the roundoff of its elements' type: sqrt(k) summed along the
/// path that rounds most, k each collective's roundings as `options` says
/// the run computes them. What a candidate's collectives add where the
/// global program has no sum (an average of copies every device holds);
/// its other ops are not counted, so a candidate that rounds more than the
/// program declares gains nothing.
SmallVector<double>
countCollectiveRoundings(func::FuncOp function,
                         const RoundingOptions &options = {});

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_ROUNDINGERROR_H
