//===- CollectiveBackend.h - Where collectives exchange data ----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The collective runtime (CollectiveRuntime.h) computes every collective
// from one primitive, the piecewise exchange: each member of a group hands
// in one piece of its packed operand for every member and receives the
// piece every member cut for it, in group order. An all-gather sends the
// whole operand to everyone; a reduce-scatter, an all-to-all and the two
// halves of an all-reduce send each member only its chunk, so that a rank
// moves (n-1)/n of its operand, as a ring would. A backend provides that
// exchange and the calling rank (docs/Runtime.md):
//
// * the in-process world (InProcessWorld.h): every rank a thread, the
//   default of ap-run and of the tests;
// * MPI (MPIBackend.h): every rank a process started by mpirun;
// * NCCL (NCCLBackend.h): every rank a process driving a GPU.
//
// Because every backend runs the same reduction code over the same operands
// in the same order, results are bit-identical across backends.
//
// In CollectiveMode::Native, a backend computes the collectives with its
// library's own instead (MPI_Iallreduce, ncclReduceScatter, ...), on a
// communicator per group that it creates the first time the group is used
// and keeps: faster, and what a production run wants, but its reductions
// are the library's pairwise ones (combinePair in Reductions.h), so float
// sums round in the library's order. Where the library cannot compute a
// reduction with its meaning (getNativeCombiner; NCCL: float max/min,
// whose NaN rules it does not follow, i1, i16), the collective falls back
// to the piecewise exchange.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_COLLECTIVEBACKEND_H
#define SHARD_RUNTIME_COLLECTIVEBACKEND_H

#include "Shard/Placement/Placement.h"
#include "Shard/Runtime/RuntimeABI.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mlir {
namespace ap {
namespace runtime {

/// How collectives are computed (ap-run --collectives).
enum class CollectiveMode : uint8_t {
  /// The piecewise exchange with the combiner table (Reductions.h): the
  /// same bits on every backend.
  Exact,
  /// The backend's library collectives where it has them.
  Native,
};

class CollectiveBackend {
public:
  virtual ~CollectiveBackend();

  /// Unique among the backends of the process, even after one is destroyed
  /// and another takes its address.
  uint64_t getId() const { return id; }

  /// The calling rank, and the number of ranks.
  virtual int64_t getRank() const = 0;
  virtual int64_t getNumRanks() const = 0;

  /// Where the piece for one member lies in the calling rank's operand.
  struct Piece {
    size_t offset = 0;
    size_t bytes = 0;
  };

  /// Called by every member of `group` (ranks, in group order; the calling
  /// rank among them) with `pieces[k]`, the bytes of `mine` that go to
  /// member k (pieces may overlap). Every member passes the same pieces
  /// (SPMD), so the calling rank, at position p of the group, receives
  /// `pieces[p].bytes` bytes from every member. Calls `use` with those, in
  /// group order, valid during the call only. `what` names the operation
  /// in errors. Counted in the calling rank's traffic.
  void
  exchangePieces(llvm::ArrayRef<int64_t> group, const void *mine,
                 llvm::ArrayRef<Piece> pieces, llvm::StringRef what,
                 llvm::function_ref<void(llvm::ArrayRef<const void *>)> use);

  /// The exchange in which every member sends all of its `bytes` bytes to
  /// every member (an all-gather): `use` sees every member's bytes.
  void exchange(llvm::ArrayRef<int64_t> group, const void *mine, size_t bytes,
                llvm::StringRef what,
                llvm::function_ref<void(llvm::ArrayRef<const void *>)> use);

  //===--------------------------------------------------------------------===//
  // Point to point (the stages of a pipeline, docs/Runtime.md)
  //===--------------------------------------------------------------------===//

  /// Sends `bytes` bytes at `data` to rank `peer` (not the calling rank).
  /// Buffered: returns once the bytes are the backend's, whether or not
  /// `peer` receives yet, so that two stages sending to each other (1F1B's
  /// activations one way, gradients the other) cannot deadlock. Messages
  /// from one rank to another arrive in the order they were sent. Counted
  /// in the calling rank's traffic.
  void send(int64_t peer, const void *data, size_t bytes,
            llvm::StringRef what);
  /// Receives the next message from rank `peer` into `data`: waits for it
  /// (within the backend's deadline, as an exchange does). A message of
  /// another size than `bytes` ends the run with an error naming both
  /// ranks and `what`.
  void receive(int64_t peer, void *data, size_t bytes, llvm::StringRef what);
  /// Waits until the calling rank's sends no longer need its buffers (MPI's
  /// requests in flight); drivers call it after a program's run.
  virtual void flushSends() {}

  /// Rank 0's `bytes` bytes at `data` to `data` on every rank, with no
  /// deadline: drivers share what rank 0 prepared (a compiled program,
  /// which may take long) before anything runs. By default an exchange.
  virtual void broadcastFromRankZero(void *data, size_t bytes,
                                     llvm::StringRef what);

  //===--------------------------------------------------------------------===//
  // Library collectives (CollectiveMode::Native)
  //===--------------------------------------------------------------------===//

  enum class NativeOp : uint8_t {
    AllGather,
    ReduceScatter,
    AllReduce,
    AllToAll
  };

  /// One library collective over `group` (ranks in group order; the
  /// calling rank among them), on dense arrays of `count` elements:
  /// * AllGather: `in` holds count elements; `out` receives every member's,
  ///   in group order;
  /// * ReduceScatter: `in` holds one chunk of count elements per member, in
  ///   group order; `out` receives the reduction of every member's chunk at
  ///   the calling rank's position;
  /// * AllReduce: `in` and `out` hold count elements;
  /// * AllToAll: `in` holds one chunk of count elements per member, chunk k
  ///   for member k; `out` receives the chunk every member cut for the
  ///   calling rank, in group order.
  /// `in` and `out` do not overlap; host memory, or device memory the
  /// backend can reach (NCCL).
  struct NativeCall {
    NativeOp op = NativeOp::AllGather;
    llvm::ArrayRef<int64_t> group;
    const void *in = nullptr;
    void *out = nullptr;
    size_t count = 0;
    abi::ElementType type = abi::ElementType::F32;
    /// ReduceScatter and AllReduce: the pairwise combiner (combinePair);
    /// never avg, which the runtime computes as a sum, then a division.
    ReductionKind reduction = ReductionKind::Sum;
    /// Names the operation in errors.
    llvm::StringRef what;
  };

  void setMode(CollectiveMode newMode) { mode = newMode; }
  CollectiveMode getMode() const { return mode; }

  /// Makes the calling thread, a helper of rank `rank` (its communication
  /// stream, CommunicationStream.h), act as that rank: by default, makes
  /// this backend the thread's.
  virtual void bindHelperThread(int64_t rank);

  /// Whether the ranks compute on the host's cores (threads, MPI), which a
  /// helper thread per rank would share; a GPU backend's do not.
  virtual bool computesOnHost() const { return true; }

  /// Whether runNative computes `op` on `count` elements of `type` with
  /// `reduction` (ignored by AllGather and AllToAll): the mode is Native
  /// and the backend's library can.
  bool canRunNative(NativeOp op, abi::ElementType type, ReductionKind reduction,
                    size_t count) const {
    return mode == CollectiveMode::Native &&
           supportsNative(op, type, reduction, count);
  }

  /// Runs `call` with the library (canRunNative holds; nothing to run when
  /// `count` is 0). Every member calls it with the same op, type, count and
  /// reduction (SPMD). Counted in the calling rank's traffic as one native
  /// collective.
  void runNative(const NativeCall &call);

  /// What a rank's collectives have moved: how many exchanges it took part
  /// in, the bytes those sent to other ranks (a piece for itself is not
  /// sent), and how many library collectives it ran, whose bytes are the
  /// library's business.
  struct Traffic {
    int64_t exchanges = 0;
    int64_t bytesSent = 0;
    int64_t nativeCollectives = 0;
    /// Point-to-point messages sent (their bytes are in bytesSent).
    int64_t messagesSent = 0;
  };
  /// The traffic so far of `rank`, a rank this process runs (the calling
  /// rank, or any rank of an in-process world).
  Traffic getTraffic(int64_t rank) const {
    assert(rank >= 0 && rank < static_cast<int64_t>(traffic.size()) &&
           "a rank of this world");
    return traffic[rank];
  }

protected:
  explicit CollectiveBackend(int64_t numRanks);

  /// The transport of exchangePieces: the same contract, not counted.
  virtual void
  movePieces(llvm::ArrayRef<int64_t> group, const void *mine,
             llvm::ArrayRef<Piece> pieces, llvm::StringRef what,
             llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) = 0;

  /// The transports of send and receive: their contracts, not counted. By
  /// default, an error: the backend has no point-to-point.
  virtual void sendBytes(int64_t peer, const void *data, size_t bytes,
                         llvm::StringRef what);
  virtual void receiveBytes(int64_t peer, void *data, size_t bytes,
                            llvm::StringRef what);

  /// Whether the library computes the collective (canRunNative's question
  /// without the mode). None by default.
  virtual bool supportsNative(NativeOp op, abi::ElementType type,
                              ReductionKind reduction, size_t count) const;
  /// Runs a collective supportsNative accepted: runNative's contract, not
  /// counted.
  virtual void callNative(const NativeCall &call);

private:
  uint64_t id;
  CollectiveMode mode = CollectiveMode::Exact;
  /// Per rank; each rank writes only its own entry.
  std::vector<Traffic> traffic;
};

/// Gives the core away between two polls of a wait that has lasted
/// `waitedSeconds`: a yield during the first 10 ms (a message that is about
/// to arrive is seen at once), then a 50 us sleep (a long wait does not burn
/// a core an oversubscribed rank needs).
void pauseWhilePolling(double waitedSeconds);

/// The calling thread's backend: its in-process world inside
/// InProcessWorld::run, else the process's (setProcessBackend), else null.
CollectiveBackend *getCurrentBackend();

/// Makes `backend` the backend of every thread outside an in-process world
/// (null to clear). Not owned.
void setProcessBackend(CollectiveBackend *backend);

/// Sets the in-process world of the calling thread (InProcessWorld::run).
void setThreadBackend(CollectiveBackend *backend);
/// The in-process world of the calling thread, or null.
CollectiveBackend *getThreadBackend();

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_COLLECTIVEBACKEND_H
