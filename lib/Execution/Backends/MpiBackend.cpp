//===- MpiBackend.cpp - Ranks as the processes of an MPI job --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// --backend=mpi and --backend=nccl: under mpirun every process is one rank
// of the project's compiled program (RankProcesses.h); its collectives go
// through MPI, or NCCL bootstrapped through MPI.
//
//===----------------------------------------------------------------------===//

#include "Backends.h"
#include "Shard/Execution/RankProcesses.h"

using namespace mlir;
using namespace mlir::ap;

namespace {
class MpiBackend : public ExecutionBackend {
public:
  using ExecutionBackend::ExecutionBackend;

  llvm::Error start(StringRef tool, int *argc, char ***argv) override {
    llvm::Expected<std::unique_ptr<RankProcesses>> started =
        RankProcesses::start(tool, usesNccl(), argc, argv,
                             options.collectiveTimeout);
    if (!started)
      return started.takeError();
    ranks = std::move(*started);
    return llvm::Error::success();
  }

  runtime::CollectiveBackend *getProcessBackend() override {
    return ranks ? &ranks->getBackend() : nullptr;
  }

  void abortJob(const std::string &message, int code) override {
    if (ranks)
      ranks->abort(message, code);
  }

  llvm::Error check(const BackendProgram &program, StringRef what,
                    const BackendProgram *reference) override {
    std::string problem =
        checkProcessCount(program.program, *getProcessBackend(), what);
    if (problem.empty())
      return llvm::Error::success();
    return llvm::createStringError(problem);
  }

  llvm::Expected<BackendRun> run(const BackendProgram &program,
                                 const DeviceInputs &inputs) override {
    return runCompiledProgram(program.program, inputs, getProcessBackend(),
                              options);
  }

protected:
  virtual bool usesNccl() const { return false; }

private:
  std::unique_ptr<RankProcesses> ranks;
};

/// As MpiBackend, the collectives through NCCL, one GPU per rank.
class NcclBackend : public MpiBackend {
public:
  using MpiBackend::MpiBackend;

protected:
  bool usesNccl() const override { return true; }
};
} // namespace

std::unique_ptr<ExecutionBackend>
mlir::ap::createMpiBackend(const ExecutionOptions &options) {
  return std::make_unique<MpiBackend>(options);
}

std::unique_ptr<ExecutionBackend>
mlir::ap::createNcclBackend(const ExecutionOptions &options) {
  return std::make_unique<NcclBackend>(options);
}
