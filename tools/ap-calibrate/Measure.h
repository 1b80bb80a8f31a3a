//===- Measure.h - Timing micro-programs on every rank ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Compiles a micro-program (MicroPrograms.h) as ap-run and ap-train compile
// steps (the CPU lowering, contractions as the setup says) and
// times its calls on every rank of its mesh at once: threads of this
// process, or this process's rank under mpirun. Each rank times its own
// calls; the figures are rank 0's.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APCALIBRATE_MEASURE_H
#define SHARD_TOOLS_APCALIBRATE_MEASURE_H

#include "Shard/Conversion/LoweringPipelines.h"
#include "Shard/Runtime/CollectiveBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>

namespace mlir {
namespace ap {

/// The seconds of one call, over `reps` timed calls (after warm-up ones).
struct Sample {
  int64_t reps = 0;
  /// What a call costs a rank over the whole run: where ranks outnumber
  /// the cores they share (threads, or processes, on a busy machine) a
  /// call either runs alone or waits, and the median sees only the first.
  double mean = 0;
  double median = 0;
  /// The 10th and 90th percentiles: the spread.
  double low = 0, high = 0;
};

/// Where micro-programs run.
struct MeasureSetup {
  /// With mpirun: this process's rank's collectives.
  runtime::CollectiveBackend *processBackend = nullptr;
  runtime::CollectiveMode collectives = runtime::CollectiveMode::Exact;
  /// OpenBLAS threads per GEMM call (0: the cores over the ranks).
  unsigned blasThreads = 0;
  unsigned optLevel = 2;
  /// How contractions run: the runtime's GEMM (OpenBLAS) or loops, as the
  /// step that the target prices will run them (ap-train --contractions).
  ContractionLowering contractions = ContractionLowering::Gemm;
};

/// Compiles `source` and times calls of its entry on every rank (after 2
/// warm-up calls): at least `reps`, and until they took `minSeconds`, so
/// that the ranks run side by side as a step's do (on threads they share
/// the cores). Errors are emitted on `context`.
FailureOr<Sample> timeProgram(MLIRContext &context, StringRef source,
                              const MeasureSetup &setup, int64_t reps,
                              double minSeconds);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APCALIBRATE_MEASURE_H
