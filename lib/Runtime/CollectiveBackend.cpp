//===- CollectiveBackend.cpp - The current collective backend -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/CollectiveBackend.h"

#include <atomic>

using namespace mlir::ap::runtime;

CollectiveBackend::~CollectiveBackend() = default;

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
