//===- Oracle.h - How ap-run holds outputs to a reference -------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The oracle's error model (docs/Testing.md): per output of the reference
// program, its rounding budget (RoundingError.h), and the reference program
// evaluated in f64 (ap-widen-floats), against which candidates and stored
// outputs are compared (compareUnderErrorModel); --rtol/--atol replace the
// model by fixed tolerances. One report line per output.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APRUN_ORACLE_H
#define SHARD_TOOLS_APRUN_ORACLE_H

#include "Shard/Execution/JitProgram.h"
#include "Shard/Execution/RoundingError.h"
#include "Shard/Execution/TensorDistribution.h"

#include "llvm/Support/CommandLine.h"

namespace mlir {
namespace ap {

class ReferenceErrorModel {
public:
  /// The budgets of `entry` of `reference` (its collectives rounding as
  /// `options` says the run computes them) and, where the program is
  /// global, its f64 form, compiled: instrumented to also return the
  /// outputs' magnitudes where it can be (ap-track-magnitudes).
  /// Where a `candidate` is given, each output's budget also counts the
  /// roundings of its collectives (countCollectiveRoundings), which may
  /// round where the reference has no sum (an average over a group of a
  /// value each device holds, rounded G times on a ring).
  static ReferenceErrorModel prepare(ModuleOp reference, StringRef entry,
                                     const RoundingOptions &options,
                                     ModuleOp candidate = {});

  /// Runs the f64 form (if any) on `inputs`, the reference's global inputs,
  /// for the exact values and the magnitudes, and measures the outputs'
  /// sensitivity to their float inputs (the f64 form, else `reference` when
  /// it is global, run on inputs perturbed by a small relative amount).
  void run(ArrayRef<HostTensor> inputs, const CompiledProgram &reference);

  /// Compares `actual` with `expected`, output `index` of the reference.
  TensorComparison compare(unsigned index, const HostTensor &expected,
                           const HostTensor &actual) const;

  /// Compares, prints the report line of output `index` (`what`: its type
  /// and layout) and returns whether it passed; `replicas` are the
  /// candidate's, if any.
  bool report(unsigned index, StringRef what, const HostTensor &expected,
              const HostTensor &actual,
              const ReplicaCheck *replicas = nullptr) const;

  /// What the comparisons hold outputs to, for the report.
  std::string describe() const;

private:
  SmallVector<RoundingBudget> budgets;
  /// The f64 form (the reference itself where it has no narrower floats),
  /// returning after its outputs their magnitudes where it tracks them
  /// (ap-track-magnitudes).
  std::unique_ptr<JitProgram> wide;
  /// Whether `wide` gives the exact values (the reference computes in
  /// floats narrower than f64) and whether it returns magnitudes.
  bool hasExactValues = false, tracksMagnitudes = false;
  /// The reference's outputs (`wide`'s, but its magnitudes).
  unsigned numOutputs = 0;
  /// Why there is no f64 form, and why no magnitudes, when there are none.
  std::string noWideReason, noMagnitudesReason;
  SmallVector<HostTensor> exactOutputs;
  /// Per output, its magnitudes (empty for integer outputs).
  SmallVector<HostTensor> magnitudes;
  SmallVector<HostTensor> sensitivities;
  double inputMagnitude = 0;
};

/// The comparison's options (--rtol, --atol): options of a run, which
/// --emit-executable refuses.
SmallVector<const llvm::cl::Option *> getComparisonOptions();

/// Whether --rtol and --atol are in their ranges (OptionChecks.h).
llvm::Error checkComparisonOptions();

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APRUN_ORACLE_H
