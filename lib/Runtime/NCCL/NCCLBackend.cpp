//===- NCCLBackend.cpp - Ranks as GPUs, collectives through NCCL ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/NCCLBackend.h"
#include "Shard/Runtime/Reductions.h"

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
using mlir::ap::ReductionKind;

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

  // The communicator of every rank, for the exchange (exact mode).
  backend->communicator = backend->createCommunicator(
      llvm::to_vector(llvm::seq<int64_t>(0, bootstrap.getNumRanks())), what);
  // Non-blocking: collectives on it overlap kernels on the default stream.
  cudaStream_t stream;
  checkCuda(bootstrap, cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
            "cudaStreamCreateWithFlags", what);
  backend->stream = stream;
  return backend;
}

void NCCLBackend::bindHelperThread(int64_t rank) {
  checkCuda(bootstrap, cudaSetDevice(device), "cudaSetDevice",
            "starting the communication stream");
  CollectiveBackend::bindHelperThread(rank);
}

NCCLBackend::~NCCLBackend() {
  // Flush what is in flight under the deadline (a dead peer ends the run
  // there), then free the communicators.
  llvm::StringRef what = "stopping the NCCL backend";
  auto finalize = [&](void *communicatorToFree) {
    auto *comm = static_cast<ncclComm_t>(communicatorToFree);
    checkNccl(bootstrap, ncclCommFinalize(comm), "ncclCommFinalize", what);
    waitForNccl(comm, what);
    ncclCommDestroy(comm);
  };
  for (auto &[group, groupCommunicator] : groupCommunicators)
    finalize(groupCommunicator);
  if (communicator)
    finalize(communicator);
  if (deviceBuffer)
    cudaFree(deviceBuffer);
  if (stream)
    cudaStreamDestroy(static_cast<cudaStream_t>(stream));
}

void NCCLBackend::waitForNccl(void *communicatorToWait, llvm::StringRef what,
                              void *streamToWait) {
  auto start = std::chrono::steady_clock::now();
  auto *comm = static_cast<ncclComm_t>(communicatorToWait);
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
      // The job ends here (abort does not return): nothing is freed twice.
      ncclCommAbort(comm);
      bootstrap.abort(what + " did not complete within " +
                      llvm::formatv("{0}", timeoutSeconds) +
                      " s: another rank died or is stuck");
    }
    pauseWhilePolling(waited);
  }
}

char *NCCLBackend::getStaging(size_t bytes, llvm::StringRef what) {
  if (bytes > deviceBytes) {
    if (deviceBuffer)
      checkCuda(bootstrap, cudaFree(deviceBuffer), "cudaFree", what);
    deviceBuffer = nullptr;
    checkCuda(bootstrap, cudaMalloc(&deviceBuffer, bytes), "cudaMalloc", what);
    deviceBytes = bytes;
  }
  return static_cast<char *>(deviceBuffer);
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
  char *deviceMine = getStaging(operandBytes + bytes * group.size(), what);
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
  waitForNccl(communicator, what, stream);
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

void NCCLBackend::sendBytes(int64_t peer, const void *data, size_t bytes,
                            llvm::StringRef what) {
  auto *cudaStream = static_cast<cudaStream_t>(stream);
  char *device = getStaging(bytes, what);
  checkCuda(
      bootstrap,
      cudaMemcpyAsync(device, data, bytes, cudaMemcpyHostToDevice, cudaStream),
      "cudaMemcpyAsync", what);
  checkNccl(bootstrap,
            ncclSend(device, bytes, ncclChar, static_cast<int>(peer),
                     static_cast<ncclComm_t>(communicator), cudaStream),
            "ncclSend", what);
  // The staging buffer is reused: the send completes first.
  waitForNccl(communicator, what, stream);
}

void NCCLBackend::receiveBytes(int64_t peer, void *data, size_t bytes,
                               llvm::StringRef what) {
  char *device = getStaging(bytes, what);
  checkNccl(bootstrap,
            ncclRecv(device, bytes, ncclChar, static_cast<int>(peer),
                     static_cast<ncclComm_t>(communicator),
                     static_cast<cudaStream_t>(stream)),
            "ncclRecv", what);
  waitForNccl(communicator, what, stream);
  checkCuda(bootstrap, cudaMemcpy(data, device, bytes, cudaMemcpyDeviceToHost),
            "cudaMemcpy", what);
}

//===----------------------------------------------------------------------===//
// Native mode: NCCL's own collectives
//===----------------------------------------------------------------------===//

std::optional<NcclReduction>
mlir::ap::runtime::getNcclReduction(abi::ElementType type, ReductionKind kind) {
  using abi::ElementType;
  BuiltinReduction builtin = getBuiltinReduction(type, kind);
  auto select = [&](ncclDataType_t signedType, ncclDataType_t unsignedType,
                    size_t elementsPerValue =
                        1) -> std::optional<NcclReduction> {
    auto selected = selectBuiltinReduction(builtin, signedType, unsignedType,
                                           ncclSum, ncclMax, ncclMin);
    if (!selected)
      return std::nullopt;
    return NcclReduction{static_cast<int>(selected->first),
                         static_cast<int>(selected->second), elementsPerValue};
  };
  switch (type) {
  case ElementType::F16:
    return select(ncclFloat16, ncclFloat16);
  case ElementType::BF16:
    return select(ncclBfloat16, ncclBfloat16);
  case ElementType::F32:
    return select(ncclFloat32, ncclFloat32);
  case ElementType::F64:
    return select(ncclFloat64, ncclFloat64);
  case ElementType::CF32: // Two floats a value, summed componentwise.
    return select(ncclFloat32, ncclFloat32, 2);
  case ElementType::CF64:
    return select(ncclFloat64, ncclFloat64, 2);
  case ElementType::I8:
    return select(ncclInt8, ncclUint8);
  case ElementType::I32:
    return select(ncclInt32, ncclUint32);
  case ElementType::I64:
    return select(ncclInt64, ncclUint64);
  case ElementType::I1:  // getBuiltinReduction has none.
  case ElementType::I16: // No 16-bit integer type in NCCL.
    return std::nullopt;
  }
  return std::nullopt;
}

bool NCCLBackend::supportsNative(NativeOp op, abi::ElementType type,
                                 ReductionKind reduction,
                                 size_t /*count*/) const {
  if (op == NativeOp::AllGather || op == NativeOp::AllToAll)
    return true;
  return getNcclReduction(type, reduction).has_value();
}

void *NCCLBackend::createCommunicator(llvm::ArrayRef<int64_t> group,
                                      llvm::StringRef what) {
  // The group's first member's unique id, to every member over MPI (with
  // the deadline: a member that never comes ends the run).
  ncclUniqueId id;
  std::memset(&id, 0, sizeof(id));
  if (group.front() == getRank())
    checkNccl(bootstrap, ncclGetUniqueId(&id), "ncclGetUniqueId", what);
  bootstrap.exchange(group, &id, sizeof(id), what,
                     [&](llvm::ArrayRef<const void *> members) {
                       std::memcpy(&id, members[0], sizeof(id));
                     });
  // A non-blocking communicator: its start, like every operation, is
  // waited on with the deadline (a rank that never joins ends the run).
  ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  config.blocking = 0;
  ncclComm_t comm = nullptr;
  size_t position = llvm::find(group, getRank()) - group.begin();
  checkNccl(bootstrap,
            ncclCommInitRankConfig(&comm, static_cast<int>(group.size()), id,
                                   static_cast<int>(position), &config),
            "ncclCommInitRankConfig", what);
  waitForNccl(comm, what);
  return comm;
}

void *NCCLBackend::getGroupCommunicator(llvm::ArrayRef<int64_t> group,
                                        llvm::StringRef what) {
  std::vector<int64_t> key(group.begin(), group.end());
  auto [found, isNew] = groupCommunicators.try_emplace(key, nullptr);
  if (isNew)
    found->second = createCommunicator(
        group, (what + " (starting the group's communicator)").str());
  return found->second;
}

namespace {
/// Whether the GPU reaches `pointer` as it is: device or managed memory.
bool isDeviceReachable(const void *pointer) {
  cudaPointerAttributes attributes;
  if (cudaPointerGetAttributes(&attributes, pointer) != cudaSuccess) {
    cudaGetLastError(); // Not CUDA's: host memory. Clear the error.
    return false;
  }
  return attributes.type == cudaMemoryTypeDevice ||
         attributes.type == cudaMemoryTypeManaged;
}
} // namespace

void NCCLBackend::callNative(const NativeCall &call) {
  llvm::StringRef what = call.what;
  auto *comm = static_cast<ncclComm_t>(getGroupCommunicator(call.group, what));
  auto *cudaStream = static_cast<cudaStream_t>(stream);
  size_t members = call.group.size();
  size_t chunkBytes = call.count * getElementBytes(call.type);
  size_t inBytes = chunkBytes, outBytes = chunkBytes;
  if (call.op == NativeOp::AllGather || call.op == NativeOp::AllToAll)
    outBytes *= members;
  if (call.op == NativeOp::ReduceScatter || call.op == NativeOp::AllToAll)
    inBytes *= members;

  // Host operands and results through device staging: [in | out].
  bool stageIn = !isDeviceReachable(call.in);
  bool stageOut = !isDeviceReachable(call.out);
  char *staging = nullptr;
  if (stageIn || stageOut)
    staging =
        getStaging((stageIn ? inBytes : 0) + (stageOut ? outBytes : 0), what);
  const char *in = static_cast<const char *>(call.in);
  char *out = static_cast<char *>(call.out);
  if (stageIn) {
    checkCuda(bootstrap,
              cudaMemcpyAsync(staging, in, inBytes, cudaMemcpyHostToDevice,
                              cudaStream),
              "cudaMemcpyAsync", what);
    in = staging;
  }
  if (stageOut)
    out = staging + (stageIn ? inBytes : 0);

  switch (call.op) {
  case NativeOp::AllGather:
    checkNccl(bootstrap,
              ncclAllGather(in, out, chunkBytes, ncclInt8, comm, cudaStream),
              "ncclAllGather", what);
    break;
  case NativeOp::AllToAll:
    checkNccl(bootstrap, ncclGroupStart(), "ncclGroupStart", what);
    for (size_t member = 0; member < members; ++member) {
      checkNccl(bootstrap,
                ncclSend(in + member * chunkBytes, chunkBytes, ncclInt8,
                         static_cast<int>(member), comm, cudaStream),
                "ncclSend", what);
      checkNccl(bootstrap,
                ncclRecv(out + member * chunkBytes, chunkBytes, ncclInt8,
                         static_cast<int>(member), comm, cudaStream),
                "ncclRecv", what);
    }
    checkNccl(bootstrap, ncclGroupEnd(), "ncclGroupEnd", what);
    break;
  case NativeOp::ReduceScatter:
  case NativeOp::AllReduce: {
    std::optional<NcclReduction> reduction =
        getNcclReduction(call.type, call.reduction);
    assert(reduction && "supportsNative accepted the reduction");
    auto datatype = static_cast<ncclDataType_t>(reduction->datatype);
    auto op = static_cast<ncclRedOp_t>(reduction->op);
    size_t count = call.count * reduction->elementsPerValue;
    if (call.op == NativeOp::ReduceScatter)
      checkNccl(
          bootstrap,
          ncclReduceScatter(in, out, count, datatype, op, comm, cudaStream),
          "ncclReduceScatter", what);
    else
      checkNccl(bootstrap,
                ncclAllReduce(in, out, count, datatype, op, comm, cudaStream),
                "ncclAllReduce", what);
    break;
  }
  }
  // Wait with the deadline; the result is then where the host can read it
  // (managed memory after the stream, or after the copy back).
  waitForNccl(comm, what, stream);
  if (stageOut)
    checkCuda(bootstrap,
              cudaMemcpy(call.out, out, outBytes, cudaMemcpyDeviceToHost),
              "cudaMemcpy", what);
}
