//===- Backends.h - The backends of the table -------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// How the table of ExecutionBackend.cpp makes each backend (one function
// per backend, defined beside its class), and what the backends that run
// the project's compiled programs share.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_EXECUTION_BACKENDS_BACKENDS_H
#define SHARD_LIB_EXECUTION_BACKENDS_BACKENDS_H

#include "Shard/Execution/ExecutionBackend.h"

namespace mlir {
namespace ap {

std::unique_ptr<ExecutionBackend> createThreadsBackend(const ExecutionOptions &);
std::unique_ptr<ExecutionBackend> createMpiBackend(const ExecutionOptions &);
std::unique_ptr<ExecutionBackend> createNcclBackend(const ExecutionOptions &);
std::unique_ptr<ExecutionBackend> createIreeBackend(const ExecutionOptions &);

/// Runs the code of `program` (runProgram: on threads, or on this process's
/// rank of `processBackend`) `options.runs` times: the first run, with the
/// median time.
BackendRun runCompiledProgram(const CompiledProgram &program,
                              const DeviceInputs &inputs,
                              runtime::CollectiveBackend *processBackend,
                              const ExecutionOptions &options);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_EXECUTION_BACKENDS_BACKENDS_H
