//===- NCCLBackend.h - Ranks as GPUs, collectives through NCCL --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The NCCL backend of the collective runtime (docs/Runtime.md): every rank
// is an MPI process driving one GPU (rank modulo the visible devices). The
// NCCL communicator is bootstrapped through the MPI backend (rank 0's
// ncclUniqueId, exchanged). A group's exchange stages this rank's operand
// on the GPU and moves each member's piece with grouped ncclSend/ncclRecv
// on one CUDA stream (the all-to-all pattern, which serves every group
// shape), then copies the pieces received back for the runtime to combine
// exactly as on the other backends. Errors from CUDA and NCCL are reported
// naming the rank and the operation; an exchange that does not complete within
// the timeout aborts the communicator and the job.
//
// In CollectiveMode::Native the collectives are NCCL's own (ncclAllGather,
// ncclReduceScatter, ncclAllReduce; all_to_all as grouped ncclSend/ncclRecv)
// on a communicator per group, created the first time the group is used
// (the group's first member's ncclUniqueId, exchanged over MPI with the
// deadline; a non-blocking ncclCommInitRankConfig waited on with it) and
// kept. Operands and results the GPU can reach (device or managed memory:
// the GPU path's buffers, `ap-run --device=gpu`) are handed to NCCL as they
// are; host memory is staged through the device. Reductions NCCL has with
// the combiner's meaning (getNcclReduction) are NCCL's; the others (float
// max/min, whose NaN rules NCCL does not follow; i1; i16) fall back to the
// exchange.
//
// In CollectiveMode::Exact, host staging makes this a correctness backend
// for GPUs, not a fast one.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_NCCLBACKEND_H
#define SHARD_RUNTIME_NCCLBACKEND_H

#include "Shard/Runtime/MPIBackend.h"

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace mlir {
namespace ap {
namespace runtime {

/// How NCCL computes a reduction of the combiner table, when it does:
/// ncclDataType_t and ncclRedOp_t values (as ints, so that this header
/// needs no nccl.h), and the NCCL elements per value (2 for complex
/// numbers, summed componentwise).
struct NcclReduction {
  int datatype = 0;
  int op = 0;
  size_t elementsPerValue = 1;
};
/// getBuiltinReduction's reductions (Reductions.h) on the types NCCL has:
/// float and complex sums, wrapping integer sums (on the unsigned type),
/// signed and unsigned integer max and min on 8-, 32- and 64-bit integers;
/// nothing else (avg is a sum, then a division, in the runtime).
std::optional<NcclReduction> getNcclReduction(abi::ElementType type,
                                              ReductionKind kind);

class NCCLBackend : public CollectiveBackend {
public:
  /// Picks this rank's GPU, creates the NCCL communicator over all ranks
  /// of `bootstrap` and a stream; on failure (no GPU, say) reports the
  /// error naming the rank and aborts the job through `bootstrap`.
  static std::unique_ptr<NCCLBackend> initialize(MPIBackend &bootstrap,
                                                 double timeoutSeconds);
  ~NCCLBackend() override;

  int64_t getRank() const override { return bootstrap.getRank(); }
  int64_t getNumRanks() const override { return bootstrap.getNumRanks(); }
  /// Host data: through the MPI bootstrap.
  void broadcastFromRankZero(void *data, size_t bytes,
                             llvm::StringRef what) override {
    bootstrap.broadcastFromRankZero(data, bytes, what);
  }

  /// The GPU this rank drives.
  int getDevice() const { return device; }

  /// The helper thread drives this rank's GPU.
  void bindHelperThread(int64_t rank) override;
  /// ncclSend and ncclRecv on the world's communicator, within the
  /// deadline: a send waits until its peer receives (ap-order-transfers
  /// orders a pipelined step's transfers for that).
  void sendBytes(int64_t peer, const void *data, size_t bytes,
                 llvm::StringRef what) override;
  void receiveBytes(int64_t peer, void *data, size_t bytes,
                    llvm::StringRef what) override;
  bool computesOnHost() const override { return false; }

protected:
  void movePieces(
      llvm::ArrayRef<int64_t> group, const void *mine,
      llvm::ArrayRef<Piece> pieces, llvm::StringRef what,
      llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) override;

  bool supportsNative(NativeOp op, abi::ElementType type,
                      ReductionKind reduction, size_t count) const override;
  void callNative(const NativeCall &call) override;

private:
  NCCLBackend(MPIBackend &bootstrap, double timeoutSeconds)
      : CollectiveBackend(bootstrap.getNumRanks()), bootstrap(bootstrap),
        timeoutSeconds(timeoutSeconds) {}
  /// Waits, with the deadline, for the pending work of `comm` (an
  /// ncclComm_t; non-blocking: its start too), then for `streamToWait` if
  /// given; past the deadline the communicator is aborted and the run ends.
  void waitForNccl(void *comm, llvm::StringRef what,
                   void *streamToWait = nullptr);
  /// A new communicator over `group` (ranks in group order; every member
  /// calls this): the first member's ncclUniqueId, sent to the others over
  /// MPI, then a non-blocking ncclCommInitRankConfig, both under the
  /// deadline.
  void *createCommunicator(llvm::ArrayRef<int64_t> group, llvm::StringRef what);
  /// The communicator of `group` (ranks in group order), created on first
  /// use.
  void *getGroupCommunicator(llvm::ArrayRef<int64_t> group,
                             llvm::StringRef what);
  /// At least `bytes` bytes of device staging.
  char *getStaging(size_t bytes, llvm::StringRef what);

  MPIBackend &bootstrap;
  double timeoutSeconds;
  int device = 0;
  /// ncclComm_t and cudaStream_t, opaque so that this header needs neither
  /// CUDA's nor NCCL's.
  void *communicator = nullptr;
  void *stream = nullptr;
  /// Device staging: this rank's operand, then the piece from every member.
  void *deviceBuffer = nullptr;
  size_t deviceBytes = 0;
  std::vector<char> received;
  /// Per group, its ncclComm_t (native mode).
  std::map<std::vector<int64_t>, void *> groupCommunicators;
};

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_NCCLBACKEND_H
