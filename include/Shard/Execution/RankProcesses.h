//===- RankProcesses.h - A program's ranks as MPI processes -----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// `ap-run --backend=mpi|nccl`, or an executable of ap-run --emit-executable,
// under mpirun: every process is one rank. This
// starts the process's collective backend (MPI, or NCCL bootstrapped
// through MPI), silences stdout on every rank but 0 (every rank computes
// the same report), and ends the whole job when a rank cannot go on
// (docs/Runtime.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_RANKPROCESSES_H
#define SHARD_EXECUTION_RANKPROCESSES_H

#include "Shard/Runtime/CollectiveBackend.h"

#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace mlir {
namespace ap {

class RankProcesses {
public:
  /// Starts this process's rank (`nccl`: collectives through NCCL), or
  /// explains why `tool` (as built) cannot.
  static llvm::Expected<std::unique_ptr<RankProcesses>>
  start(llvm::StringRef tool, bool nccl, int *argc, char ***argv,
        double timeoutSeconds);
  ~RankProcesses();

  /// The backend every collective of this process uses.
  runtime::CollectiveBackend &getBackend() { return *backend; }

  /// Ends every rank of the job with `code`, after `message` on stderr.
  [[noreturn]] void abort(const std::string &message, int code);

private:
  RankProcesses() = default;
  struct Impl;
  std::unique_ptr<Impl> impl;
  runtime::CollectiveBackend *backend = nullptr;
};

/// Rank 0's `text` on every rank (the others pass anything); no deadline.
std::string shareFromRankZero(runtime::CollectiveBackend &backend,
                              const std::string &text);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_RANKPROCESSES_H
