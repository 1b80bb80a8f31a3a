//===- MPIBackend.h - Ranks as MPI processes --------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The MPI backend of the collective runtime (docs/Runtime.md): every rank
// is a process started by mpirun, its rank the MPI rank. A group's exchange
// is non-blocking point-to-point messages on MPI_COMM_WORLD (each member
// sends every other member the piece cut for it), so that no step blocks: a
// sub-communicator would need MPI_Comm_split, a blocking collective of all
// ranks, which a dead rank would hang. The collective is then computed from
// the gathered operands exactly as the threads backend computes it. MPI
// errors are returned, not fatal, and reported naming the rank and the
// operation; an exchange that does not complete within the timeout (a rank
// died or is stuck) ends every rank with an error (MPI_Abort) instead of
// hanging.
//
// In CollectiveMode::Native the collectives are MPI's own non-blocking ones
// (MPI_Iallgather, MPI_Ireduce_scatter_block, MPI_Iallreduce,
// MPI_Ialltoall), waited on with the same deadline, on a communicator per
// group: created the first time the group is used (MPI_Comm_create_group,
// a collective of the group's members only, after an exchange with the
// deadline has shown that every member reached it) and kept until the
// backend ends. Reductions MPI should have with the combiner's meaning
// (float sums, integer sums on unsigned types, signed and unsigned max and
// min, complex sums) are MPI's once a check on random elements shows that
// the implementation computes them so (Open MPI 4.1 saturates 8- and 16-bit
// sums); the others are user-defined operations over combinePair
// (Reductions.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_MPIBACKEND_H
#define SHARD_RUNTIME_MPIBACKEND_H

#include "Shard/Runtime/CollectiveBackend.h"

#include "llvm/ADT/Twine.h"

#include <map>
#include <memory>
#include <vector>

namespace mlir {
namespace ap {
namespace runtime {

class MPIBackend : public CollectiveBackend {
public:
  /// Initializes MPI (once per process) and returns the backend of this
  /// process; `timeoutSeconds` bounds every exchange.
  static std::unique_ptr<MPIBackend> initialize(int *argc, char ***argv,
                                                double timeoutSeconds);
  /// Frees the communicators and finalizes MPI.
  ~MPIBackend() override;

  int64_t getRank() const override { return rank; }
  int64_t getNumRanks() const override { return numRanks; }
  /// MPI_Bcast: blocking (a dead rank 0 ends the job through mpirun).
  void broadcastFromRankZero(void *data, size_t bytes,
                             llvm::StringRef what) override;

  /// Waits for the point-to-point sends in flight.
  void flushSends() override;

  /// Reports `message` on stderr, naming this rank, and ends every rank of
  /// the job (MPI_Abort with `code`).
  [[noreturn]] void abort(const llvm::Twine &message, int code = 1);

protected:
  void movePieces(
      llvm::ArrayRef<int64_t> group, const void *mine,
      llvm::ArrayRef<Piece> pieces, llvm::StringRef what,
      llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) override;

  /// Every collective and every reduction defined on the type, up to
  /// INT_MAX elements per member (MPI counts are ints).
  bool supportsNative(NativeOp op, abi::ElementType type,
                      ReductionKind reduction, size_t count) const override;
  void callNative(const NativeCall &call) override;

  /// On a communicator of their own (a duplicate of MPI_COMM_WORLD, so
  /// that no exchange's tag matches them): a send copies the message and
  /// starts MPI_Isend, a receive probes for the next message from the
  /// peer, checks its size and receives it, both within the deadline.
  void sendBytes(int64_t peer, const void *data, size_t bytes,
                 llvm::StringRef what) override;
  void receiveBytes(int64_t peer, void *data, size_t bytes,
                    llvm::StringRef what) override;

private:
  MPIBackend(double timeoutSeconds);
  /// Aborts with MPI's message when `code` is an error.
  void check(int code, llvm::StringRef call, llvm::StringRef what);
  /// Calls `isDone` (which tests MPI requests, and so makes progress) until
  /// it returns true; past the deadline, aborts naming `what` and `group`.
  void waitUntil(llvm::function_ref<bool()> isDone,
                 llvm::ArrayRef<int64_t> group, llvm::StringRef what);

  int64_t rank = 0, numRanks = 1;
  double timeoutSeconds;
  /// Exchanges so far per group: the members of a group make its
  /// exchanges in the same order, so the count tags the messages of one
  /// exchange (groups that make different numbers of exchanges, the
  /// stages of a pipeline, keep their own counts).
  std::map<std::vector<int64_t>, int64_t> nextTags;
  std::vector<char> received;
  /// The communicators, datatypes and operations of native mode (MPI's
  /// types, kept out of this header).
  struct Library;
  std::unique_ptr<Library> library;
};

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_MPIBACKEND_H
