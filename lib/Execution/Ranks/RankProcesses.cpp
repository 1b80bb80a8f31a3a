//===- RankProcesses.cpp - A program's ranks as MPI processes -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/RankProcesses.h"

#ifdef SHARD_HAVE_MPI
#include "Shard/Runtime/MPIBackend.h"
#endif
#ifdef SHARD_HAVE_NCCL
#include "Shard/Runtime/NCCLBackend.h"
#endif

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <fcntl.h>
#include <unistd.h>

using namespace mlir;
using namespace mlir::ap;

struct RankProcesses::Impl {
#ifdef SHARD_HAVE_MPI
  std::unique_ptr<runtime::MPIBackend> mpi;
#endif
#ifdef SHARD_HAVE_NCCL
  // Destroyed before MPI finalizes.
  std::unique_ptr<runtime::NCCLBackend> nccl;
#endif
};

llvm::Expected<std::unique_ptr<RankProcesses>>
RankProcesses::start(llvm::StringRef tool, bool nccl, int *argc, char ***argv,
                     double timeoutSeconds) {
#ifdef SHARD_HAVE_MPI
  std::unique_ptr<RankProcesses> ranks(new RankProcesses);
  ranks->impl = std::make_unique<Impl>();
  ranks->impl->mpi =
      runtime::MPIBackend::initialize(argc, argv, timeoutSeconds);
  ranks->backend = ranks->impl->mpi.get();
  if (nccl) {
#ifdef SHARD_HAVE_NCCL
    ranks->impl->nccl =
        runtime::NCCLBackend::initialize(*ranks->impl->mpi, timeoutSeconds);
    ranks->backend = ranks->impl->nccl.get();
#else
    ranks->abort(tool.str() + " was built without NCCL (CUDA and NCCL not "
                              "found at configure time) for --backend=nccl",
                 2);
#endif
  }
  runtime::setProcessBackend(ranks->backend);
  // Every rank computes the same report; rank 0 prints it. Errors (stderr)
  // are kept on every rank, each naming its rank.
  if (ranks->backend->getRank() != 0) {
    llvm::outs().flush();
    int devNull = ::open("/dev/null", O_WRONLY);
    ::dup2(devNull, STDOUT_FILENO);
    ::close(devNull);
  }
  return std::move(ranks);
#else
  return llvm::createStringError(tool.str() +
                                 ": built without MPI (install "
                                 "libopenmpi-dev and reconfigure) for "
                                 "--backend=mpi or nccl");
#endif
}

RankProcesses::~RankProcesses() {
  llvm::outs().flush();
  runtime::setProcessBackend(nullptr);
}

void RankProcesses::abort(const std::string &message, int code) {
#ifdef SHARD_HAVE_MPI
  impl->mpi->abort(message, code);
#else
  llvm::errs() << message + "\n";
  std::_Exit(code);
#endif
}

std::string mlir::ap::shareFromRankZero(runtime::CollectiveBackend &backend,
                                        const std::string &text) {
  // No deadline: the others wait while rank 0 runs the pipeline.
  uint64_t size = text.size();
  backend.broadcastFromRankZero(&size, sizeof(size), "sharing the candidate");
  std::string shared = text;
  shared.resize(size);
  backend.broadcastFromRankZero(shared.data(), size, "sharing the candidate");
  return shared;
}
