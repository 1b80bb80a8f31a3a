//===- CollectiveBackend.cpp - The current collective backend -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/CollectiveBackend.h"

#include <atomic>
#include <cstring>
#include <vector>

using namespace mlir::ap::runtime;

CollectiveBackend::~CollectiveBackend() = default;

void CollectiveBackend::broadcastFromRankZero(void *data, size_t bytes,
                                              llvm::StringRef what) {
  std::vector<int64_t> everyone(getNumRanks());
  for (int64_t rank = 0; rank < getNumRanks(); ++rank)
    everyone[rank] = rank;
  exchange(everyone, data, bytes, what,
           [&](llvm::ArrayRef<const void *> members) {
             if (getRank() != 0)
               std::memcpy(data, members[0], bytes);
           });
}

static thread_local CollectiveBackend *threadBackend = nullptr;
static std::atomic<CollectiveBackend *> processBackend{nullptr};

CollectiveBackend *mlir::ap::runtime::getCurrentBackend() {
  if (threadBackend)
    return threadBackend;
  return processBackend.load();
}

void mlir::ap::runtime::setProcessBackend(CollectiveBackend *backend) {
  processBackend.store(backend);
}

void mlir::ap::runtime::setThreadBackend(CollectiveBackend *backend) {
  threadBackend = backend;
}
