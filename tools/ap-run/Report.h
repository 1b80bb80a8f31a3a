//===- Report.h - What ap-run prints of a run -------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The lines ap-run prints about outputs: each output alone, each held to
// the reference's or to --expected-dir's by the oracle, and the verdict.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APRUN_REPORT_H
#define SHARD_TOOLS_APRUN_REPORT_H

#include "Oracle.h"
#include "Shard/Execution/SpmdRunner.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <random>

namespace mlir {
namespace ap {

/// "ap-run: output I TYPE" per output of `run`, with its values under
/// --print-outputs.
void printOutputsOf(const CompiledProgram &program, const ProgramRun &run);

/// Compares `outputs` with --expected-dir's DIR/output_<i>.npy under
/// `oracle`; returns whether all match.
FailureOr<bool> compareWithExpected(ArrayRef<HostTensor> outputs,
                                    const ReferenceErrorModel &oracle);

/// Without --compare: the program's outputs (or its gradient check); the
/// exit status.
int reportAlone(const JitProgram &program, func::FuncOp function,
                ArrayRef<HostTensor> inputs, const ProgramRun &run,
                bool matchesExpected, std::mt19937 &rng);

/// With --compare: every output of the candidate's run against the
/// reference's under the oracle; returns whether all passed.
bool reportComparison(const CompiledProgram &candidateProgram,
                      const ProgramRun &referenceRun,
                      const ProgramRun &candidateRun,
                      const ReferenceErrorModel &oracle);

/// "ap-run: N partial input(s) split ..." when there were any.
void printPartialInputs(int64_t partialInputs, unsigned seed);

/// The comparison's last line; the exit status (0: PASS, 1: FAIL).
int printVerdict(bool allPassed, size_t outputs, unsigned seed);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APRUN_REPORT_H
