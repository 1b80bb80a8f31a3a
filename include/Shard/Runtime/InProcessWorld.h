//===- InProcessWorld.h - N simulated ranks as threads ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The in-process backend of the collective runtime (docs/Runtime.md): every
// rank of a mesh is a thread of one process. An exchange is two barriers:
// every rank publishes a pointer to its packed operand, all ranks wait,
// each reads the pieces meant for it from the published operands of its
// group, and all wait again before the operands are released. Every rank runs
// the same program (SPMD), so every rank reaches every collective, and a
// world-wide barrier is enough even for collectives over sub-groups.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_INPROCESSWORLD_H
#define SHARD_RUNTIME_INPROCESSWORLD_H

#include "Shard/Runtime/CollectiveBackend.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace mlir {
namespace ap {
namespace runtime {

/// A reusable barrier for a fixed number of threads. A waiter first yields
/// its core a few times, watching for the last arrival, and only then
/// sleeps: the ranks of one program reach a collective close together, and
/// a futex sleep and wake per rank and exchange cost more than the wait
/// (with more ranks than cores, yielding lets the late ranks run).
class Barrier {
public:
  explicit Barrier(int64_t count) : count(count) {}
  void wait();

private:
  std::mutex mutex;
  std::condition_variable released;
  int64_t count;
  int64_t waiting = 0;
  std::atomic<int64_t> generation = 0;
};

class InProcessWorld : public CollectiveBackend {
public:
  explicit InProcessWorld(int64_t numRanks);

  int64_t getNumRanks() const override { return numRanks; }
  /// The calling thread's rank (inside run).
  int64_t getRank() const override { return getCurrentRank(); }

  /// Joins the rank threads.
  ~InProcessWorld() override;

  /// Runs `body(rank)` on one thread per rank, with this world as the
  /// current world of each thread, and returns when all have finished.
  /// Rank 0 runs on the calling thread; the others on threads the world
  /// starts at its first run and keeps until it is destroyed, so that a
  /// world run step after step (ap-train) starts no thread per step and
  /// each rank keeps its thread, its allocator arena and its
  /// communication stream.
  void run(llvm::function_ref<void(int64_t rank)> body);

  /// The world and rank of the calling thread (inside run); null / -1
  /// outside.
  static InProcessWorld *getCurrent();
  static int64_t getCurrentRank();

  /// Where the members of one group (ranks in the group's order) meet: a
  /// barrier of their number and the operands they publish, by position.
  /// Each group has its own, so groups that make different numbers of
  /// exchanges (the stages of a pipeline) do not wait for each other.
  struct Rendezvous {
    explicit Rendezvous(size_t members)
        : barrier(members), published(members, nullptr) {}
    Barrier barrier;
    std::vector<const void *> published;
  };

  /// The collective protocol, called by every member of `group`: publish
  /// a pointer to this rank's operand and wait for the others'; read them
  /// in the returned rendezvous; then wait at its barrier once more before
  /// the operand goes away.
  Rendezvous &publishAndWait(llvm::ArrayRef<int64_t> group,
                             const void *operand);

  /// The helper thread acts as `rank` of this world.
  void bindHelperThread(int64_t rank) override;

protected:
  void movePieces(
      llvm::ArrayRef<int64_t> group, const void *mine,
      llvm::ArrayRef<Piece> pieces, llvm::StringRef what,
      llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) override;

  /// The in-process world's library: every collective, every reduction
  /// the element type has, reading the members' operands in place;
  /// reductions in ring order (the chunk a member ends with starts at the
  /// next member), NCCL's ring order, and every member gets the same bits.
  bool supportsNative(NativeOp op, abi::ElementType type,
                      ReductionKind reduction, size_t count) const override;
  void callNative(const NativeCall &call) override;

  /// A mailbox per (sender, receiver): the message is copied in, so the
  /// sender goes on at once; with AP_RT_WAITING_SENDS=s set, it waits (up
  /// to s seconds, then ends the run) until the receiver has taken it, as
  /// NCCL's send does: the check that a program's transfers run through
  /// there (ap-order-transfers).
  void sendBytes(int64_t peer, const void *data, size_t bytes,
                 llvm::StringRef what) override;
  void receiveBytes(int64_t peer, void *data, size_t bytes,
                    llvm::StringRef what) override;

private:
  /// The loop of rank `rank`'s thread: each run's body, until destroyed.
  void serveRank(int64_t rank);

  int64_t numRanks;
  /// Every group's rendezvous, made at its first exchange and kept.
  std::mutex rendezvousMutex;
  std::map<std::vector<int64_t>, std::unique_ptr<Rendezvous>> rendezvous;

  /// The messages sent and not yet received, per (sender, receiver), in
  /// the order they were sent.
  std::mutex mailMutex;
  std::condition_variable mailArrived;
  std::map<std::pair<int64_t, int64_t>, std::deque<std::vector<char>>> mail;
  /// Messages sent and taken so far, per (sender, receiver).
  std::map<std::pair<int64_t, int64_t>, uint64_t> sentCount, takenCount;

  /// The rank threads (ranks 1 to numRanks - 1) and the run they serve.
  std::vector<std::thread> rankThreads;
  std::mutex runMutex;
  std::condition_variable runChanged;
  llvm::function_ref<void(int64_t rank)> runBody;
  int64_t runGeneration = 0;
  int64_t ranksFinished = 0;
  bool stopping = false;
};

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_INPROCESSWORLD_H
