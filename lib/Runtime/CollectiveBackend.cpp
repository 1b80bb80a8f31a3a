//===- CollectiveBackend.cpp - The current collective backend -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/CollectiveBackend.h"
#include "Shard/Runtime/CollectiveRuntime.h"
#include "Shard/Runtime/StridedMemory.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/ErrorHandling.h"

#include <atomic>
#include <cassert>
#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

using namespace mlir::ap::runtime;

static std::atomic<uint64_t> nextBackendId{1};

CollectiveBackend::CollectiveBackend(int64_t numRanks)
    : id(nextBackendId++), traffic(numRanks) {}

CollectiveBackend::~CollectiveBackend() = default;

void CollectiveBackend::bindHelperThread(int64_t /*rank*/) {
  setThreadBackend(this);
}

void CollectiveBackend::exchangePieces(
    llvm::ArrayRef<int64_t> group, const void *mine,
    llvm::ArrayRef<Piece> pieces, llvm::StringRef what,
    llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) {
  int64_t rank = getRank();
  assert(pieces.size() == group.size() && llvm::is_contained(group, rank) &&
         "one piece per member of a group the calling rank is in");
  Traffic &counted = traffic[rank];
  ++counted.exchanges;
  for (auto [member, piece] : llvm::zip_equal(group, pieces))
    if (member != rank)
      counted.bytesSent += piece.bytes;
  movePieces(group, mine, pieces, what, use);
}

void CollectiveBackend::exchange(
    llvm::ArrayRef<int64_t> group, const void *mine, size_t bytes,
    llvm::StringRef what,
    llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) {
  llvm::SmallVector<Piece, 8> pieces(group.size(), Piece{0, bytes});
  exchangePieces(group, mine, pieces, what, use);
}

void CollectiveBackend::send(int64_t peer, const void *data, size_t bytes,
                             llvm::StringRef what) {
  int64_t rank = getRank();
  assert(peer >= 0 && peer < getNumRanks() && peer != rank &&
         "another rank of this world");
  Traffic &counted = traffic[rank];
  ++counted.messagesSent;
  counted.bytesSent += bytes;
  sendBytes(peer, data, bytes, what);
}

void CollectiveBackend::receive(int64_t peer, void *data, size_t bytes,
                                llvm::StringRef what) {
  assert(peer >= 0 && peer < getNumRanks() && peer != getRank() &&
         "another rank of this world");
  receiveBytes(peer, data, bytes, what);
}

void CollectiveBackend::sendBytes(int64_t, const void *, size_t,
                                  llvm::StringRef what) {
  reportFatalRuntimeError(what + ": this backend has no point-to-point "
                                 "transfers");
}

void CollectiveBackend::receiveBytes(int64_t, void *, size_t,
                                     llvm::StringRef what) {
  reportFatalRuntimeError(what + ": this backend has no point-to-point "
                                 "transfers");
}

bool CollectiveBackend::supportsNative(NativeOp, abi::ElementType,
                                       ReductionKind, size_t) const {
  return false;
}

void CollectiveBackend::callNative(const NativeCall &) {
  llvm_unreachable("callNative on a backend without library collectives");
}

void CollectiveBackend::runNative(const NativeCall &call) {
  assert(canRunNative(call.op, call.type, call.reduction, call.count) &&
         call.reduction != ReductionKind::Avg &&
         llvm::is_contained(call.group, getRank()) &&
         "a collective the library computes, over a group of the caller's");
  ++traffic[getRank()].nativeCollectives;
  // Nothing to move when the arrays are empty (on every member: the
  // program is SPMD, the shapes are the same).
  if (call.count != 0)
    callNative(call);
}

void CollectiveBackend::broadcastFromRankZero(void *data, size_t bytes,
                                              llvm::StringRef what) {
  std::vector<int64_t> everyone(getNumRanks());
  for (int64_t rank = 0; rank < getNumRanks(); ++rank)
    everyone[rank] = rank;
  exchange(everyone, data, bytes, what,
           [&](llvm::ArrayRef<const void *> members) {
             if (getRank() != 0)
               copyBytes(data, members[0], bytes);
           });
}

void mlir::ap::runtime::pauseWhilePolling(double waitedSeconds) {
  if (waitedSeconds < 0.01)
    std::this_thread::yield();
  else
    std::this_thread::sleep_for(std::chrono::microseconds(50));
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

CollectiveBackend *mlir::ap::runtime::getThreadBackend() {
  return threadBackend;
}
