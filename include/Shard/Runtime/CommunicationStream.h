//===- CommunicationStream.h - A rank's collectives in flight ---*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What `ap.start` and `ap.wait` run on (docs/Overlap.md): every rank has one
// communication stream, a helper thread that runs the rank's collectives in
// the order they were started, while the rank's own thread goes on
// computing. Every rank starts the same collectives in the same order
// (SPMD), so the streams of a group meet in every collective whatever the
// order of the waits. A collective called without a start while others are
// in flight joins the same queue (and is waited for at once), so that the
// order stays the program's.
//
// The helper thread acts as its rank of the backend that started it
// (CollectiveBackend::bindHelperThread): the in-process world's rank, the
// process's MPI rank, the NCCL rank's GPU.
//
// A helper thread needs a core of its own. Where the host's ranks already
// take every core (four ranks on two), handing each collective to it and
// back costs more than the overlap gains (two context switches per
// exchange, and the helper polls on the core its rank computes on: GPT-2's
// 1x2 step on two MPI processes ran in 0.42 ms with it, 0.21-0.26 ms
// without). A stream made while the process's mode is `Inline` runs each
// collective on the calling thread when it is submitted, in the same order.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_COMMUNICATIONSTREAM_H
#define SHARD_RUNTIME_COMMUNICATIONSTREAM_H

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace mlir {
namespace ap {
namespace runtime {

class CollectiveBackend;

/// Where a rank's started collectives run.
enum class StreamMode {
  /// On a helper thread, while the rank computes.
  Thread,
  /// On the rank's own thread, when started (ap.wait has nothing to wait
  /// for): no overlap, and no handoff.
  Inline,
};

/// The mode of the streams this process makes from now on (Thread until
/// set). A stream keeps the mode it was made with.
void setStreamMode(StreamMode mode);
StreamMode getStreamMode();

class CommunicationStream {
public:
  /// A stream whose thread acts as `rank` of `backend` (none in `Inline`
  /// mode).
  CommunicationStream(CollectiveBackend &backend, int64_t rank,
                      StreamMode mode = StreamMode::Thread);
  /// Runs what is queued, then ends the thread.
  ~CommunicationStream();
  CommunicationStream(const CommunicationStream &) = delete;
  CommunicationStream &operator=(const CommunicationStream &) = delete;

  /// Queues `task` after everything submitted before; returns its ticket
  /// (1, 2, ... in submission order).
  int64_t submit(std::function<void()> task);
  /// Blocks until the task with `ticket` (and every task before it) has run.
  void wait(int64_t ticket);
  /// Whether a submitted task has not finished yet.
  bool isBusy();

  CollectiveBackend &getBackend() const { return backend; }
  /// The backend's id when the stream was made (CollectiveBackend::getId).
  uint64_t getBackendId() const { return backendId; }
  int64_t getRank() const { return rank; }
  StreamMode getMode() const { return mode; }

private:
  void run();

  CollectiveBackend &backend;
  uint64_t backendId;
  int64_t rank;
  StreamMode mode;
  std::mutex mutex;
  std::condition_variable changed;
  std::deque<std::function<void()>> queue;
  int64_t submitted = 0, finished = 0;
  bool stopping = false;
  std::thread thread;
};

/// The calling thread's stream for `rank` of `backend`, created on first
/// use and ended with the calling thread.
CommunicationStream *getCommunicationStream(CollectiveBackend &backend,
                                            int64_t rank);
/// The same stream if the calling thread has created it, else null.
CommunicationStream *findCommunicationStream(CollectiveBackend &backend,
                                             int64_t rank);

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_COMMUNICATIONSTREAM_H
