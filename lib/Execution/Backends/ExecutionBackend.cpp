//===- ExecutionBackend.cpp - The table of backends -----------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Backends.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ap;

ExecutionBackend::~ExecutionBackend() = default;

std::string
ExecutionBackend::describePlacement(const CompiledProgram &program) const {
  return describeDevices(program);
}

std::string ExecutionBackend::describeRunTime(const CompiledProgram &program,
                                              double seconds) const {
  return formatRunTime(seconds, options.runs);
}

std::string mlir::ap::formatRunTime(double seconds, unsigned runs) {
  std::string text = llvm::formatv(", run {0:f4} s", seconds).str();
  if (runs > 1)
    text += llvm::formatv(" (median of {0})", runs).str();
  return text;
}

double mlir::ap::getMedian(SmallVector<double> seconds) {
  llvm::sort(seconds);
  size_t middle = seconds.size() / 2;
  return seconds.size() % 2 ? seconds[middle]
                            : (seconds[middle - 1] + seconds[middle]) / 2;
}

BackendRun mlir::ap::runCompiledProgram(
    const CompiledProgram &program, const DeviceInputs &inputs,
    runtime::CollectiveBackend *processBackend,
    const ExecutionOptions &options) {
  BackendRun first;
  static_cast<ProgramRun &>(first) =
      runProgram(program, inputs, processBackend, options.collectives);
  if (options.runs <= 1)
    return first;
  SmallVector<double> seconds{first.seconds};
  for (unsigned run = 1; run < options.runs; ++run)
    seconds.push_back(
        runProgram(program, inputs, processBackend, options.collectives)
            .seconds);
  first.seconds = getMedian(std::move(seconds));
  return first;
}

ArrayRef<ExecutionBackendEntry> mlir::ap::getExecutionBackends() {
  static const ExecutionBackendEntry backends[] = {
      {"threads", "one thread per rank, in this process (default)",
       createThreadsBackend},
      {"mpi",
       "one MPI process per rank: start with mpirun -np <devices>; rank 0 "
       "reports",
       createMpiBackend},
      {"nccl",
       "as mpi, the collectives through NCCL on one GPU per rank "
       "(docs/Runtime.md)",
       createNcclBackend},
      {"iree",
       "the program (with --compare: the candidate) compiled by IREE for "
       "--device and run by iree-run-module; single-device programs "
       "(docs/Backends.md)",
       createIreeBackend},
  };
  return backends;
}

void ExecutionBackendParser::initialize() {
  llvm::cl::parser<const ExecutionBackendEntry *>::initialize();
  for (const ExecutionBackendEntry &backend : getExecutionBackends())
    addLiteralOption(backend.name, &backend, backend.description);
}
