//===- InProcessWorld.cpp - N simulated ranks as threads ------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/InProcessWorld.h"

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
    : numRanks(numRanks), barrier(numRanks), published(numRanks, nullptr) {}

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

void InProcessWorld::exchange(
    llvm::ArrayRef<int64_t> group, const void *mine, size_t /*bytes*/,
    llvm::StringRef /*what*/,
    llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) {
  // Every rank runs the same program, so every rank reaches this exchange
  // (for its own group): one world-wide barrier pair serves all groups.
  publishAndWait(getCurrentRank(), mine);
  std::vector<const void *> members;
  members.reserve(group.size());
  for (int64_t member : group)
    members.push_back(published[member]);
  use(members);
  release();
}
