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
  /// The budgets of `entry` of `reference` and, where the program computes
  /// in floats narrower than f64 and is global, its f64 form, compiled.
  static ReferenceErrorModel prepare(ModuleOp reference, StringRef entry);

  /// Runs the f64 form (if any) on `inputs`, the reference's global inputs,
  /// and measures the outputs' sensitivity to their float inputs (the f64
  /// form, else `reference` when it is global, run on inputs perturbed by a
  /// small relative amount).
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
  std::unique_ptr<JitProgram> wide;
  /// Why there is no f64 form, when there is none.
  std::string noWideReason;
  SmallVector<HostTensor> exactOutputs;
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
