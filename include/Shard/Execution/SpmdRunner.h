//===- SpmdRunner.h - Run programs in the global view -----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Runs a compiled program on global inputs and returns global outputs, so
// that a global program and its partitioned form can be compared: a global
// program runs once; a partitioned one runs on every device of its mesh
// (threads of an InProcessWorld), each device fed its part of the inputs
// (TensorDistribution.h: slices, and random parts of partial values), and
// the per-device outputs are reassembled (partial groups reduced, replicas
// checked against each other).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_SPMDRUNNER_H
#define SHARD_EXECUTION_SPMDRUNNER_H

#include "Shard/Execution/CompiledProgram.h"
#include "Shard/Execution/RunOptions.h"
#include "Shard/Execution/TensorDistribution.h"
#include "Shard/Runtime/CollectiveBackend.h"
#include "Shard/Runtime/CommunicationStream.h"
#include "Shard/Runtime/InProcessWorld.h"

// Header only: the LLVM names in namespace mlir.
#include "mlir/Support/LLVM.h"
#include "llvm/Support/Error.h"

namespace mlir {
namespace ap {

/// The global shape of an argument or result of `program`.
SmallVector<int64_t> getGlobalShape(const CompiledProgram &program,
                                    const TensorSignature &signature);

/// "mesh @mesh 2x4 (8 devices)", or "global, 1 device".
std::string describeDevices(const CompiledProgram &program);

/// Why `program` (`what`: "program", "candidate") cannot run on
/// `backend`'s processes, one per device ("" when it can).
std::string checkProcessCount(const CompiledProgram &program,
                              const runtime::CollectiveBackend &backend,
                              StringRef what);

/// Whether the two programs compute functions of the same global
/// signature (kinds and global shapes of arguments and results).
bool haveSameGlobalSignature(const CompiledProgram &reference,
                             const CompiledProgram &candidate);

/// The global inputs of `program`'s arguments: drawn with `rng` from `base`
/// (each argument with its own ap.input_range where `base` sets no bounds),
/// then replaced by DIR/input_<i>.npy where `inputsDir` names a DIR.
llvm::Expected<SmallVector<HostTensor>>
prepareGlobalInputs(const CompiledProgram &program,
                    const InputDistribution &base, StringRef inputsDir,
                    std::mt19937 &rng);

/// Per device, per argument: the tensors a run of the program is fed.
using DeviceInputs = std::vector<SmallVector<HostTensor>>;

/// What `program`'s devices get for the global `inputs` (one device for a
/// global program). Partial values are split as `split` says; with
/// PartialSplit::Random a float input that is partial is replaced by what
/// its parts reduce to (see distributeTensor), so that a reference program
/// run on `inputs` afterwards sees the same values. `partialInputs` (if
/// given) receives how many arguments had partial axes.
DeviceInputs distributeInputs(const CompiledProgram &program,
                              MutableArrayRef<HostTensor> inputs,
                              PartialSplit split, std::mt19937 &rng,
                              int64_t *partialInputs = nullptr);

struct ProgramRun {
  SmallVector<HostTensor> outputs;
  /// Per output: how the devices that replicate an element agree.
  SmallVector<ReplicaCheck> replicas;
  /// Per device, per output: what the device computed (empty for a global
  /// program).
  std::vector<SmallVector<HostTensor>> deviceOutputs;
  /// Wall-clock seconds of the (all-rank) execution.
  double seconds = 0;
  /// Per rank: what its collectives moved (empty for a global program).
  SmallVector<runtime::CollectiveBackend::Traffic> traffic;
};

/// "collectives: E exchanges, B bytes sent by the busiest rank, T by all N
/// ranks": the most exchanges and bytes of one rank, and the bytes of all;
/// then, when there were any, ", L library collectives (their bytes are the
/// library's)": the most native collectives of one rank; and where there
/// were any, ", M point-to-point sends by the busiest rank (...)".
std::string
describeTraffic(ArrayRef<runtime::CollectiveBackend::Traffic> traffic);

/// Sets how many threads each host GEMM call of this process may use
/// (runtime::setHostGemmThreads) and returns the count: `requested`, or
/// when it is 0, this machine's cores divided by the ranks running on it, at
/// least 1. The ranks on it: the program's devices on the threads backend
/// (one process runs them all), under MPI (`processBackend`) Open MPI's
/// OMPI_COMM_WORLD_LOCAL_SIZE, else every rank of the job.
unsigned setBlasThreads(unsigned requested, const CompiledProgram &program,
                        runtime::CollectiveBackend *processBackend);

/// Sets where the ranks of this process run their started collectives
/// (runtime::setStreamMode, CommunicationStream.h) and returns the mode:
/// `requested`, or for Auto, a helper thread per rank where this machine's
/// cores number at least twice the ranks running on it (counted as
/// setBlasThreads counts them) or where the backend computes off the host
/// (NCCL), else inline.
runtime::StreamMode
setCommunicationStreams(CommStreamOption requested,
                        const CompiledProgram &program,
                        runtime::CollectiveBackend *processBackend);

/// Makes the C allocator keep the memory programs free for their next
/// buffers instead of handing it back to the system (glibc: large blocks
/// from the heap, not mmap, and no trimming). A step allocates and frees
/// the same large buffers on every run, and each fresh page costs a page
/// fault (benchmarks/cpu_layer.py's medium layer, 10 runs: 778k page faults
/// and 4.5 s of system time before, 118k and 0.6 s after; the large
/// layer's step from 9.4-10.8 s to 5.9-6.1 s). Called once by ap-run and
/// the executables' main before any rank runs.
void retainFreedMemory();

/// Runs `program` on `inputs` (from distributeInputs) and reassembles its
/// global outputs. A partitioned program runs on one thread per rank (the
/// in-process backend), or, given `processBackend` (MPI: one process per
/// rank), on this process's rank only, after which every rank receives
/// every rank's outputs. The collectives are computed as `mode` says.
ProgramRun
runProgram(const CompiledProgram &program, const DeviceInputs &inputs,
           runtime::CollectiveBackend *processBackend = nullptr,
           runtime::CollectiveMode mode = runtime::CollectiveMode::Exact);

/// What one run of a program on its ranks took.
struct RanksRun {
  /// Wall-clock seconds of the (all-rank) execution.
  double seconds = 0;
  /// Per rank held here: what its collectives moved in this run (on
  /// threads every rank; under a process backend this process's rank).
  SmallVector<runtime::CollectiveBackend::Traffic> traffic;
};

/// Runs a partitioned program of `numRanks` devices once on the ranks this
/// process holds: `invokeRank(rank)` calls the program with that rank's
/// tensors, on one thread per rank (an InProcessWorld), or, given
/// `processBackend` (one process per rank), for this process's rank only.
/// The collectives are computed as `mode` says. A training loop keeps its
/// per-rank state between runs (ap-train) and passes its `world`, whose
/// rank threads then serve every step; without one, a world lives for
/// this run. runProgram runs on it.
RanksRun runOnRanks(int64_t numRanks,
                    llvm::function_ref<void(int64_t)> invokeRank,
                    runtime::CollectiveBackend *processBackend,
                    runtime::CollectiveMode mode,
                    runtime::InProcessWorld *world = nullptr);

/// Under a process backend: every rank's `tensors[rank]` to every rank.
/// `tensors[self]` is this process's; the others (allocated with the same
/// kind and shape) receive theirs. `what` names the exchange in errors.
void shareRankTensors(runtime::CollectiveBackend &backend,
                      MutableArrayRef<HostTensor> tensors, StringRef what);

/// Fills `run.outputs` and `run.replicas` of a partitioned `program` from
/// `run.deviceOutputs` (per rank, per result: what the rank computed), as
/// runProgram does after running it; for runs elsewhere (IREE's ranks).
void assembleGlobalOutputs(const CompiledProgram &program, ProgramRun &run);

/// Runs a global program on `inputs` (global tensors matching its
/// arguments).
ProgramRun runOnGlobalTensors(const CompiledProgram &program,
                              ArrayRef<HostTensor> inputs);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_SPMDRUNNER_H
