//===- ThreadsBackend.cpp - Ranks as threads of this process --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// --backend=threads: the project's compiled program, one thread per rank
// (an InProcessWorld, SpmdRunner.h).
//
//===----------------------------------------------------------------------===//

#include "Backends.h"

using namespace mlir;
using namespace mlir::ap;

namespace {
class ThreadsBackend : public ExecutionBackend {
public:
  using ExecutionBackend::ExecutionBackend;

  llvm::Expected<BackendRun> run(const BackendProgram &program,
                                 const DeviceInputs &inputs) override {
    return runCompiledProgram(program.program, inputs, nullptr, options);
  }
};
} // namespace

std::unique_ptr<ExecutionBackend>
mlir::ap::createThreadsBackend(const ExecutionOptions &options) {
  return std::make_unique<ThreadsBackend>(options);
}
