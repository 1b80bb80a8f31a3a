//===- RunOptions.h - Options ap-run and executables share ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The values and texts of the run options that ap-run and ahead-of-time
// executables (ProgramMain.cpp) both take, written once.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_RUNOPTIONS_H
#define SHARD_EXECUTION_RUNOPTIONS_H

#include "Shard/Conversion/LoweringPipelines.h"
#include "Shard/Execution/TensorDistribution.h"
#include "Shard/Runtime/CollectiveBackend.h"

#include "llvm/Support/CommandLine.h"

namespace mlir {
namespace ap {

/// --inputs-dir (readInputFiles, NpyFile.h).
inline constexpr const char *kInputsDirDescription =
    "Take the inputs from DIR/input_<i>.npy (global tensors, one per "
    "argument) instead of drawing them";

/// --partial-split: how partial inputs are split over their groups.
inline constexpr const char *kPartialSplitDescription =
    "How a partitioned program's partial inputs are split over their groups";
inline llvm::cl::ValuesClass getPartialSplitValues() {
  return llvm::cl::values(
      clEnumValN(PartialSplit::Random, "random",
                 "random parts that reduce to the value (default)"),
      clEnumValN(PartialSplit::FirstDevice, "first-device",
                 "P(sum): the value on the group's first device, zeros "
                 "elsewhere; other kinds: the value everywhere (weak, for "
                 "debugging)"));
}

/// --collectives: the exact exchange or the backend's library.
inline llvm::cl::ValuesClass getCollectiveModeValues() {
  return llvm::cl::values(
      clEnumValN(runtime::CollectiveMode::Exact, "exact",
                 "the piecewise exchange with the combiner table: the same "
                 "bits on every backend (default)"),
      clEnumValN(runtime::CollectiveMode::Native, "native",
                 "the backend's library collectives (MPI's, NCCL's, the "
                 "threads' ring) on a communicator per group; float sums "
                 "round in the library's order (docs/Runtime.md)"));
}

/// --collective-timeout.
inline constexpr const char *kCollectiveTimeoutDescription =
    "Seconds a collective may wait for the other ranks before the run ends "
    "with an error (MPI backend; 0: no limit)";
inline constexpr double kDefaultCollectiveTimeout = 120;

/// --contractions: how contractions run on the CPU.
inline llvm::cl::ValuesClass getContractionLoweringValues() {
  return llvm::cl::values(
      clEnumValN(ContractionLowering::Loops, "loops",
                 "as linalg loops"),
      clEnumValN(ContractionLowering::Gemm, "gemm",
                 "as calls of the runtime's GEMM (OpenBLAS on the CPU), with "
                 "the BLAS parameters a GPU's cuBLAS gets "
                 "(ap-lower-contractions-to-gemm)"));
}

/// --blas-threads (setBlasThreads, SpmdRunner.h).
inline constexpr const char *kBlasThreadsDescription =
    "Threads each host GEMM call may use (OpenBLAS's, one count for the "
    "process; 0: this machine's cores divided by the ranks running on it, "
    "at least 1)";

/// --comm-stream: where a rank's started collectives (ap.start) run
/// (setCommunicationStreams, SpmdRunner.h).
enum class CommStreamOption { Auto, Thread, Inline };
inline constexpr const char *kCommStreamDescription =
    "Where a rank's started collectives run";
inline llvm::cl::ValuesClass getCommStreamValues() {
  return llvm::cl::values(
      clEnumValN(CommStreamOption::Auto, "auto",
                 "a helper thread per rank where this machine has a core for "
                 "each rank and each helper (a GPU backend: always), else "
                 "inline (default)"),
      clEnumValN(CommStreamOption::Thread, "thread",
                 "a helper thread per rank, overlapped with its compute"),
      clEnumValN(CommStreamOption::Inline, "inline",
                 "on the rank's own thread when started: no overlap and no "
                 "handoff"));
}

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_RUNOPTIONS_H
