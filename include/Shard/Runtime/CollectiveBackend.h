//===- CollectiveBackend.h - Where collectives exchange data ----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The collective runtime (CollectiveRuntime.h) computes every collective
// from one primitive: each rank of a group hands in its packed operand and
// reads every member's, in group order. A backend provides that exchange
// and the calling rank (docs/Runtime.md):
//
// * the in-process world (InProcessWorld.h): every rank a thread, the
//   default of ap-run and of the tests;
// * MPI (MPIBackend.h): every rank a process started by mpirun.
//
// Because every backend runs the same reduction code over the same operands
// in the same order, results are bit-identical across backends.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_COLLECTIVEBACKEND_H
#define SHARD_RUNTIME_COLLECTIVEBACKEND_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <cstdint>

namespace mlir {
namespace ap {
namespace runtime {

class CollectiveBackend {
public:
  virtual ~CollectiveBackend();

  /// The calling rank, and the number of ranks.
  virtual int64_t getRank() const = 0;
  virtual int64_t getNumRanks() const = 0;

  /// Called by every member of `group` (ranks, in group order; the calling
  /// rank among them) with `bytes` bytes each; calls `use` with every
  /// member's bytes in group order, valid during the call only. `what`
  /// names the operation in errors.
  virtual void
  exchange(llvm::ArrayRef<int64_t> group, const void *mine, size_t bytes,
           llvm::StringRef what,
           llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) = 0;

  /// Rank 0's `bytes` bytes at `data` to `data` on every rank, with no
  /// deadline: drivers share what rank 0 prepared (a compiled program,
  /// which may take long) before anything runs. By default an exchange.
  virtual void broadcastFromRankZero(void *data, size_t bytes,
                                     llvm::StringRef what);
};

/// The calling thread's backend: its in-process world inside
/// InProcessWorld::run, else the process's (setProcessBackend), else null.
CollectiveBackend *getCurrentBackend();

/// Makes `backend` the backend of every thread outside an in-process world
/// (null to clear). Not owned.
void setProcessBackend(CollectiveBackend *backend);

/// Sets the in-process world of the calling thread (InProcessWorld::run).
void setThreadBackend(CollectiveBackend *backend);

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_COLLECTIVEBACKEND_H
