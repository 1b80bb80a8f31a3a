//===- CommunicationStream.cpp - A rank's collectives in flight -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/CommunicationStream.h"
#include "Shard/Runtime/CollectiveBackend.h"

#include <atomic>
#include <memory>

using namespace mlir::ap::runtime;

static std::atomic<StreamMode> processStreamMode{StreamMode::Thread};

void mlir::ap::runtime::setStreamMode(StreamMode mode) {
  processStreamMode.store(mode);
}

StreamMode mlir::ap::runtime::getStreamMode() {
  return processStreamMode.load();
}

CommunicationStream::CommunicationStream(CollectiveBackend &backend,
                                         int64_t rank, StreamMode mode)
    : backend(backend), backendId(backend.getId()), rank(rank), mode(mode) {
  if (mode == StreamMode::Thread)
    thread = std::thread([this] { run(); });
}

CommunicationStream::~CommunicationStream() {
  if (mode == StreamMode::Inline)
    return;
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  changed.notify_all();
  thread.join();
}

int64_t CommunicationStream::submit(std::function<void()> task) {
  if (mode == StreamMode::Inline) {
    // Nothing else runs on this stream: the task is the only one in
    // flight, and it finishes here.
    task();
    ++finished;
    return ++submitted;
  }
  std::lock_guard<std::mutex> lock(mutex);
  queue.push_back(std::move(task));
  changed.notify_all();
  return ++submitted;
}

void CommunicationStream::wait(int64_t ticket) {
  std::unique_lock<std::mutex> lock(mutex);
  changed.wait(lock, [&] { return finished >= ticket; });
}

bool CommunicationStream::isBusy() {
  std::lock_guard<std::mutex> lock(mutex);
  return finished < submitted;
}

void CommunicationStream::run() {
  backend.bindHelperThread(rank);
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock<std::mutex> lock(mutex);
      changed.wait(lock, [&] { return stopping || !queue.empty(); });
      if (queue.empty())
        return;
      task = std::move(queue.front());
      queue.pop_front();
    }
    task();
    {
      std::lock_guard<std::mutex> lock(mutex);
      ++finished;
    }
    changed.notify_all();
  }
}

/// The calling thread's stream (one per rank thread).
static std::unique_ptr<CommunicationStream> &getThreadStream() {
  thread_local std::unique_ptr<CommunicationStream> stream;
  return stream;
}

CommunicationStream *
mlir::ap::runtime::findCommunicationStream(CollectiveBackend &backend,
                                           int64_t rank) {
  std::unique_ptr<CommunicationStream> &stream = getThreadStream();
  // By id: another backend may have taken a destroyed one's address.
  if (!stream || stream->getBackendId() != backend.getId() ||
      stream->getRank() != rank)
    return nullptr;
  return stream.get();
}

CommunicationStream *
mlir::ap::runtime::getCommunicationStream(CollectiveBackend &backend,
                                          int64_t rank) {
  // A new backend (the next in-process world a thread runs in) gets a new
  // stream.
  if (CommunicationStream *stream = findCommunicationStream(backend, rank))
    return stream;
  std::unique_ptr<CommunicationStream> &stream = getThreadStream();
  stream = std::make_unique<CommunicationStream>(backend, rank,
                                                 getStreamMode());
  return stream.get();
}
