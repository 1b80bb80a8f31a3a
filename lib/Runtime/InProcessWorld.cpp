//===- InProcessWorld.cpp - N simulated ranks as threads ------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/InProcessWorld.h"

#include "llvm/ADT/STLExtras.h"

#include <thread>

using namespace mlir::ap::runtime;

void Barrier::wait() {
  std::unique_lock<std::mutex> lock(mutex);
  int64_t arrivedIn = generation;
  if (++waiting == count) {
    waiting = 0;
    ++generation;
    released.notify_all();
    return;
  }
  released.wait(lock, [&] { return generation != arrivedIn; });
}

static thread_local InProcessWorld *currentWorld = nullptr;
static thread_local int64_t currentRank = -1;

InProcessWorld::InProcessWorld(int64_t numRanks)
    : CollectiveBackend(numRanks), numRanks(numRanks), barrier(numRanks),
      published(numRanks, nullptr) {}

InProcessWorld *InProcessWorld::getCurrent() { return currentWorld; }
int64_t InProcessWorld::getCurrentRank() { return currentRank; }

void InProcessWorld::run(llvm::function_ref<void(int64_t rank)> body) {
  std::vector<std::thread> threads;
  threads.reserve(numRanks);
  for (int64_t rank = 0; rank < numRanks; ++rank)
    threads.emplace_back([this, rank, body] {
      currentWorld = this;
      currentRank = rank;
      setThreadBackend(this);
      body(rank);
      setThreadBackend(nullptr);
      currentWorld = nullptr;
      currentRank = -1;
    });
  for (std::thread &thread : threads)
    thread.join();
}

void InProcessWorld::publishAndWait(int64_t rank, const void *operand) {
  published[rank] = operand;
  barrier.wait();
}

void InProcessWorld::movePieces(
    llvm::ArrayRef<int64_t> group, const void *mine,
    llvm::ArrayRef<Piece> pieces, llvm::StringRef /*what*/,
    llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) {
  // Every rank runs the same program, so every rank reaches this exchange
  // (for its own group): one world-wide barrier pair serves all groups.
  // The members cut the same pieces, so the one for this rank lies at the
  // same offset of every member's operand: read in place, no copy.
  int64_t rank = getCurrentRank();
  size_t offset = pieces[llvm::find(group, rank) - group.begin()].offset;
  publishAndWait(rank, mine);
  std::vector<const void *> members;
  members.reserve(group.size());
  for (int64_t member : group)
    members.push_back(static_cast<const char *>(published[member]) + offset);
  use(members);
  release();
}
