//===- NCCLBackend.cpp - Ranks as GPUs, collectives through NCCL ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/NCCLBackend.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/Support/FormatVariadic.h"

#include <cuda_runtime.h>
#include <nccl.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <thread>

using namespace mlir::ap::runtime;

namespace {

/// Aborts the job naming the call when a CUDA call failed.
void checkCuda(MPIBackend &bootstrap, cudaError_t error, llvm::StringRef call,
               llvm::StringRef what) {
  if (error != cudaSuccess)
    bootstrap.abort(what + ": " + call +
                    " failed: " + cudaGetErrorString(error));
}

/// Aborts the job naming the call when an NCCL call failed.
void checkNccl(MPIBackend &bootstrap, ncclResult_t result, llvm::StringRef call,
               llvm::StringRef what) {
  if (result != ncclSuccess && result != ncclInProgress)
    bootstrap.abort(what + ": " + call +
                    " failed: " + ncclGetErrorString(result));
}

} // namespace

std::unique_ptr<NCCLBackend> NCCLBackend::initialize(MPIBackend &bootstrap,
                                                     double timeoutSeconds) {
  std::unique_ptr<NCCLBackend> backend(
      new NCCLBackend(bootstrap, timeoutSeconds));
  llvm::StringRef what = "starting the NCCL backend";
  int devices = 0;
  checkCuda(bootstrap, cudaGetDeviceCount(&devices), "cudaGetDeviceCount",
            what);
  if (devices == 0)
    bootstrap.abort(what + ": no CUDA device is visible");
  backend->device = static_cast<int>(bootstrap.getRank() % devices);
  checkCuda(bootstrap, cudaSetDevice(backend->device), "cudaSetDevice", what);

  // Rank 0's unique id, to every rank, through MPI.
  ncclUniqueId id;
  if (bootstrap.getRank() == 0)
    checkNccl(bootstrap, ncclGetUniqueId(&id), "ncclGetUniqueId", what);
  auto everyone =
      llvm::to_vector(llvm::seq<int64_t>(0, bootstrap.getNumRanks()));
  bootstrap.exchange(everyone, &id, sizeof(id), what,
                     [&](llvm::ArrayRef<const void *> members) {
                       std::memcpy(&id, members[0], sizeof(id));
                     });
  // A non-blocking communicator: its start, like every operation, is
  // waited on with the deadline (a rank that never joins ends the run).
  ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  config.blocking = 0;
  ncclComm_t communicator = nullptr;
  checkNccl(bootstrap,
            ncclCommInitRankConfig(
                &communicator, static_cast<int>(bootstrap.getNumRanks()), id,
                static_cast<int>(bootstrap.getRank()), &config),
            "ncclCommInitRankConfig", what);
  backend->communicator = communicator;
  backend->waitForNccl(what);
  cudaStream_t stream;
  checkCuda(bootstrap, cudaStreamCreate(&stream), "cudaStreamCreate", what);
  backend->stream = stream;
  return backend;
}

NCCLBackend::~NCCLBackend() {
  if (communicator) {
    // Flush what is in flight under the deadline (a dead peer ends the run
    // there), then free the communicator.
    auto *comm = static_cast<ncclComm_t>(communicator);
    llvm::StringRef what = "stopping the NCCL backend";
    checkNccl(bootstrap, ncclCommFinalize(comm), "ncclCommFinalize", what);
    waitForNccl(what);
    ncclCommDestroy(comm);
  }
  if (deviceBuffer)
    cudaFree(deviceBuffer);
  if (stream)
    cudaStreamDestroy(static_cast<cudaStream_t>(stream));
}

void NCCLBackend::waitForNccl(llvm::StringRef what, void *streamToWait) {
  auto start = std::chrono::steady_clock::now();
  auto *comm = static_cast<ncclComm_t>(communicator);
  for (;;) {
    // First NCCL's own progress (a non-blocking call may not have enqueued
    // its work yet), then the stream's.
    ncclResult_t asyncError;
    checkNccl(bootstrap, ncclCommGetAsyncError(comm, &asyncError),
              "ncclCommGetAsyncError", what);
    checkNccl(bootstrap, asyncError, "an NCCL operation", what);
    if (asyncError == ncclSuccess) {
      if (!streamToWait)
        return;
      cudaError_t status =
          cudaStreamQuery(static_cast<cudaStream_t>(streamToWait));
      if (status == cudaSuccess)
        return;
      if (status != cudaErrorNotReady)
        checkCuda(bootstrap, status, "cudaStreamQuery", what);
    }
    double waited =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    if (timeoutSeconds > 0 && waited > timeoutSeconds) {
      ncclCommAbort(comm);
      communicator = nullptr;
      bootstrap.abort(what + " did not complete within " +
                      llvm::formatv("{0}", timeoutSeconds) +
                      " s: another rank died or is stuck");
    }
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
}

void NCCLBackend::movePieces(
    llvm::ArrayRef<int64_t> group, const void *mine,
    llvm::ArrayRef<Piece> pieces, llvm::StringRef what,
    llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) {
  auto *comm = static_cast<ncclComm_t>(communicator);
  auto *cudaStream = static_cast<cudaStream_t>(stream);
  // This rank receives, from every member, the piece at its own position.
  size_t position = llvm::find(group, getRank()) - group.begin();
  size_t bytes = pieces[position].bytes;
  size_t operandBytes = 0;
  for (const Piece &piece : pieces)
    operandBytes = std::max(operandBytes, piece.offset + piece.bytes);
  // [operand | piece from member 0 | piece from member 1 | ...] on the
  // device.
  size_t needed = operandBytes + bytes * group.size();
  if (needed > deviceBytes) {
    if (deviceBuffer)
      checkCuda(bootstrap, cudaFree(deviceBuffer), "cudaFree", what);
    checkCuda(bootstrap, cudaMalloc(&deviceBuffer, needed), "cudaMalloc", what);
    deviceBytes = needed;
  }
  char *deviceMine = static_cast<char *>(deviceBuffer);
  char *deviceParts = deviceMine + operandBytes;
  checkCuda(bootstrap,
            cudaMemcpyAsync(deviceMine, mine, operandBytes,
                            cudaMemcpyHostToDevice, cudaStream),
            "cudaMemcpyAsync", what);
  checkNccl(bootstrap, ncclGroupStart(), "ncclGroupStart", what);
  for (auto [index, member] : llvm::enumerate(group)) {
    char *slot = deviceParts + index * bytes;
    const char *piece = deviceMine + pieces[index].offset;
    if (member == getRank()) {
      checkCuda(bootstrap,
                cudaMemcpyAsync(slot, piece, bytes, cudaMemcpyDeviceToDevice,
                                cudaStream),
                "cudaMemcpyAsync", what);
      continue;
    }
    checkNccl(bootstrap,
              ncclSend(piece, pieces[index].bytes, ncclChar,
                       static_cast<int>(member), comm, cudaStream),
              "ncclSend", what);
    checkNccl(bootstrap,
              ncclRecv(slot, bytes, ncclChar, static_cast<int>(member), comm,
                       cudaStream),
              "ncclRecv", what);
  }
  checkNccl(bootstrap, ncclGroupEnd(), "ncclGroupEnd", what);
  // Wait (with the deadline) before the copy to pageable host memory, which
  // would block until the receives complete, deadline or not.
  waitForNccl(what, stream);
  received.resize(bytes * group.size());
  checkCuda(bootstrap,
            cudaMemcpy(received.data(), deviceParts, received.size(),
                       cudaMemcpyDeviceToHost),
            "cudaMemcpy", what);
  std::vector<const void *> members;
  for (size_t member = 0; member < group.size(); ++member)
    members.push_back(received.data() + member * bytes);
  use(members);
}
