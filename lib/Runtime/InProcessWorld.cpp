//===- InProcessWorld.cpp - N simulated ranks as threads ------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/InProcessWorld.h"
#include "Shard/Runtime/StridedMemory.h"

#include "Shard/Runtime/CollectiveRuntime.h"
#include "Shard/Runtime/Reductions.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>

#include <thread>

using namespace mlir::ap::runtime;

void Barrier::wait() {
  std::unique_lock<std::mutex> lock(mutex);
  int64_t arrivedIn = generation.load(std::memory_order_relaxed);
  if (++waiting == count) {
    waiting = 0;
    generation.store(arrivedIn + 1, std::memory_order_release);
    released.notify_all();
    return;
  }
  lock.unlock();
  // The last arrival bumps the generation under the mutex before it
  // notifies, so a waiter that gives up yielding cannot miss the wake.
  constexpr int kYields = 64;
  for (int attempt = 0; attempt < kYields; ++attempt) {
    if (generation.load(std::memory_order_acquire) != arrivedIn)
      return;
    std::this_thread::yield();
  }
  lock.lock();
  released.wait(lock, [&] {
    return generation.load(std::memory_order_relaxed) != arrivedIn;
  });
}

static thread_local InProcessWorld *currentWorld = nullptr;
static thread_local int64_t currentRank = -1;

InProcessWorld::InProcessWorld(int64_t numRanks)
    : CollectiveBackend(numRanks), numRanks(numRanks) {}

InProcessWorld *InProcessWorld::getCurrent() { return currentWorld; }
int64_t InProcessWorld::getCurrentRank() { return currentRank; }

InProcessWorld::~InProcessWorld() {
  {
    std::lock_guard<std::mutex> lock(runMutex);
    stopping = true;
  }
  runChanged.notify_all();
  for (std::thread &thread : rankThreads)
    thread.join();
}

void InProcessWorld::serveRank(int64_t rank) {
  currentWorld = this;
  currentRank = rank;
  setThreadBackend(this);
  int64_t served = 0;
  while (true) {
    std::unique_lock<std::mutex> lock(runMutex);
    runChanged.wait(lock, [&] { return stopping || runGeneration != served; });
    if (stopping)
      break;
    served = runGeneration;
    llvm::function_ref<void(int64_t)> body = runBody;
    lock.unlock();
    body(rank);
    lock.lock();
    if (++ranksFinished == numRanks - 1)
      runChanged.notify_all();
  }
  setThreadBackend(nullptr);
  currentWorld = nullptr;
  currentRank = -1;
}

void InProcessWorld::run(llvm::function_ref<void(int64_t rank)> body) {
  {
    std::lock_guard<std::mutex> lock(runMutex);
    runBody = body;
    ranksFinished = 0;
    ++runGeneration;
  }
  if (rankThreads.empty())
    for (int64_t rank = 1; rank < numRanks; ++rank)
      rankThreads.emplace_back([this, rank] { serveRank(rank); });
  else
    runChanged.notify_all();
  // Rank 0 on this thread, which may be another world's rank meanwhile (a
  // program run from inside a rank): its binding comes back afterwards.
  InProcessWorld *outerWorld = currentWorld;
  int64_t outerRank = currentRank;
  CollectiveBackend *outerBackend = getThreadBackend();
  currentWorld = this;
  currentRank = 0;
  setThreadBackend(this);
  body(0);
  setThreadBackend(outerBackend);
  currentWorld = outerWorld;
  currentRank = outerRank;
  std::unique_lock<std::mutex> lock(runMutex);
  runChanged.wait(lock, [&] { return ranksFinished == numRanks - 1; });
}

void InProcessWorld::bindHelperThread(int64_t rank) {
  currentWorld = this;
  currentRank = rank;
  setThreadBackend(this);
}

InProcessWorld::Rendezvous &
InProcessWorld::publishAndWait(llvm::ArrayRef<int64_t> group,
                               const void *operand) {
  Rendezvous *meeting;
  {
    std::lock_guard<std::mutex> lock(rendezvousMutex);
    std::unique_ptr<Rendezvous> &slot =
        rendezvous[std::vector<int64_t>(group.begin(), group.end())];
    if (!slot)
      slot = std::make_unique<Rendezvous>(group.size());
    meeting = slot.get();
  }
  size_t position = llvm::find(group, getCurrentRank()) - group.begin();
  meeting->published[position] = operand;
  meeting->barrier.wait();
  return *meeting;
}

void InProcessWorld::movePieces(
    llvm::ArrayRef<int64_t> group, const void *mine,
    llvm::ArrayRef<Piece> pieces, llvm::StringRef /*what*/,
    llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) {
  // The group's members meet at its own rendezvous (only they reach this
  // exchange). They cut the same pieces, so the one for this rank lies at
  // the same offset of every member's operand: read in place, no copy.
  int64_t rank = getCurrentRank();
  size_t offset = pieces[llvm::find(group, rank) - group.begin()].offset;
  Rendezvous &meeting = publishAndWait(group, mine);
  std::vector<const void *> members;
  members.reserve(group.size());
  for (const void *published : meeting.published)
    members.push_back(static_cast<const char *>(published) + offset);
  use(members);
  meeting.barrier.wait();
}

bool InProcessWorld::supportsNative(NativeOp op, abi::ElementType type,
                                    ReductionKind reduction,
                                    size_t /*count*/) const {
  if (op == NativeOp::AllGather || op == NativeOp::AllToAll)
    return true;
  return hasPairwiseCombiner(type, reduction);
}

void InProcessWorld::callNative(const NativeCall &call) {
  int64_t rank = getCurrentRank();
  size_t members = call.group.size();
  size_t position = llvm::find(call.group, rank) - call.group.begin();
  size_t elementBytes = getElementBytes(call.type);
  size_t chunkBytes = call.count * elementBytes;
  Rendezvous &meeting = publishAndWait(call.group, call.in);
  auto memberIn = [&](size_t member) {
    return static_cast<const char *>(meeting.published[member]);
  };
  char *out = static_cast<char *>(call.out);
  // Elements [begin, end) of every member's operand at `offset` bytes,
  // reduced in ring order into `out` at the same elements: the ring that
  // ends at member `last` starts at the member after it.
  auto reduceRing = [&](size_t offset, size_t begin, size_t end, size_t last) {
    size_t bytes = (end - begin) * elementBytes;
    char *target = out + begin * elementBytes;
    if (bytes == 0)
      return;
    copyBytes(target, memberIn((last + 1) % members) + offset, bytes);
    for (size_t step = 2; step <= members; ++step)
      if (!combinePair(call.type, call.reduction,
                       memberIn((last + step) % members) + offset, target,
                       end - begin))
        reportFatalRuntimeError(call.what + " with a reduction the element "
                                            "type does not have");
  };
  switch (call.op) {
  case NativeOp::AllGather:
    for (size_t member = 0; member < members; ++member)
      copyBytes(out + member * chunkBytes, memberIn(member), chunkBytes);
    break;
  case NativeOp::AllToAll:
    for (size_t member = 0; member < members; ++member)
      copyBytes(out + member * chunkBytes,
                memberIn(member) + position * chunkBytes, chunkBytes);
    break;
  case NativeOp::ReduceScatter:
    // This rank's chunk; reduceRing writes from `out`'s first element.
    reduceRing(position * chunkBytes, 0, call.count, position);
    break;
  case NativeOp::AllReduce:
    // The ring's chunks: chunk k of the elements ends at member k.
    for (size_t chunk = 0; chunk < members; ++chunk) {
      size_t begin = chunk * call.count / members,
             end = (chunk + 1) * call.count / members;
      reduceRing(begin * elementBytes, begin, end, chunk);
    }
    break;
  }
  meeting.barrier.wait();
}

/// AP_RT_WAITING_SENDS's seconds: how long a send waits for its receive
/// (0: it does not wait).
static double getWaitingSendsSeconds() {
  static const double seconds = [] {
    const char *value = std::getenv("AP_RT_WAITING_SENDS");
    return value ? std::max(0.0, std::strtod(value, nullptr)) : 0.0;
  }();
  return seconds;
}

void InProcessWorld::sendBytes(int64_t peer, const void *data, size_t bytes,
                               llvm::StringRef what) {
  const char *begin = static_cast<const char *>(data);
  int64_t rank = getCurrentRank();
  std::pair<int64_t, int64_t> key{rank, peer};
  uint64_t number;
  {
    std::lock_guard<std::mutex> lock(mailMutex);
    mail[key].emplace_back(begin, begin + bytes);
    number = ++sentCount[key];
  }
  mailArrived.notify_all();
  double seconds = getWaitingSendsSeconds();
  if (seconds <= 0)
    return;
  std::unique_lock<std::mutex> lock(mailMutex);
  if (!mailArrived.wait_for(lock, std::chrono::duration<double>(seconds),
                            [&] { return takenCount[key] >= number; }))
    reportFatalRuntimeError(
        "rank " + llvm::Twine(rank) + ": " + what + " to rank " +
        llvm::Twine(peer) + ": its receive did not come within " +
        llvm::formatv("{0}", seconds).str() +
        " s (AP_RT_WAITING_SENDS: a send waits for its receive, as NCCL's "
        "does): the ranks' transfers wait on each other");
}

void InProcessWorld::receiveBytes(int64_t peer, void *data, size_t bytes,
                                  llvm::StringRef what) {
  int64_t rank = getCurrentRank();
  std::vector<char> message;
  {
    std::unique_lock<std::mutex> lock(mailMutex);
    std::deque<std::vector<char>> &box = mail[{peer, rank}];
    mailArrived.wait(lock, [&] { return !box.empty(); });
    message = std::move(box.front());
    box.pop_front();
    ++takenCount[{peer, rank}];
  }
  // A waiting send (AP_RT_WAITING_SENDS) goes on.
  mailArrived.notify_all();
  if (message.size() != bytes)
    reportFatalRuntimeError(
        "rank " + llvm::Twine(rank) + ": " + what + ": rank " +
        llvm::Twine(peer) + " sent " + llvm::Twine(message.size()) +
        " bytes where " + llvm::Twine(bytes) + " were expected");
  copyBytes(data, message.data(), bytes);
}
