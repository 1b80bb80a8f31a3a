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
// Host staging makes this a correctness backend for GPUs, not a fast one:
// device-resident collectives need the GPU lowering (issue 13).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_NCCLBACKEND_H
#define SHARD_RUNTIME_NCCLBACKEND_H

#include "Shard/Runtime/MPIBackend.h"

#include <memory>

namespace mlir {
namespace ap {
namespace runtime {

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

protected:
  void movePieces(
      llvm::ArrayRef<int64_t> group, const void *mine,
      llvm::ArrayRef<Piece> pieces, llvm::StringRef what,
      llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) override;

private:
  NCCLBackend(MPIBackend &bootstrap, double timeoutSeconds)
      : CollectiveBackend(bootstrap.getNumRanks()), bootstrap(bootstrap),
        timeoutSeconds(timeoutSeconds) {}
  /// Waits, with the deadline, for NCCL's pending work (the communicator is
  /// non-blocking: its start too), then for `streamToWait` if given; past
  /// the deadline the communicator is aborted and the run ends.
  void waitForNccl(llvm::StringRef what, void *streamToWait = nullptr);

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
};

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_NCCLBACKEND_H
