//===- IreeRunner.h - Run a program through IREE's tools --------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// IREE as a backend of ap-run (--backend=iree): a program is lowered to
// IREE's input (ap-lower-to-iree), compiled by iree-compile for the CPU
// (llvm-cpu) or a CUDA GPU, and run by iree-run-module on .npy inputs; its
// outputs come back as host tensors for the oracle. IREE runs as separate
// processes (the tools of scripts/setup-iree.sh), so the project neither
// links nor builds IREE (docs/Backends.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_IREERUNNER_H
#define SHARD_EXECUTION_IREERUNNER_H

#include "Shard/Execution/HostTensor.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace mlir {
namespace ap {

struct IreeOptions {
  enum class Device { CPU, GPU };
  Device device = Device::CPU;
  /// The CUDA architecture of Device::GPU (iree-compile --iree-cuda-target).
  std::string gpuChip = "sm_80";
  /// Where iree-compile and iree-run-module are; empty: the project's
  /// .venv-iree/bin, then the PATH.
  std::string toolsDirectory;
  /// More than 1: the run time is the median of this many single-iteration
  /// repetitions of iree-benchmark-module (steady state: the module loaded
  /// once), not the one run of iree-run-module (process start and module
  /// load included).
  unsigned repetitions = 1;
  /// The command that starts one process per rank of a partitioned
  /// program (its words; `-np N` and the program follow): Open MPI's or
  /// MPICH's mpirun, whose ranks IREE's CUDA channels join.
  std::string launcher = "mpirun";
};

struct IreeRun {
  SmallVector<HostTensor> outputs;
  double compileSeconds = 0, runSeconds = 0;
};

/// Where IREE's tools are (`options.toolsDirectory`, else the project's
/// .venv-iree/bin, else the PATH): iree-run-module, and iree-compile too
/// unless `runOnly`; an error naming scripts/setup-iree.sh when they are
/// not.
llvm::Expected<std::string> findIreeTools(const IreeOptions &options,
                                          bool runOnly = false);

/// Runs `function` of the IREE module `moduleFile` (from compileWithIree,
/// for `options.device`) on `inputs`; it has `numResults` results. Needs
/// only iree-run-module.
llvm::Expected<IreeRun> runIreeModule(StringRef moduleFile, StringRef function,
                                      ArrayRef<HostTensor> inputs,
                                      unsigned numResults,
                                      const IreeOptions &options);

/// What each rank of a partitioned program computed.
struct IreeRanksRun {
  /// Per rank, per result (the first job's).
  std::vector<SmallVector<HostTensor>> outputs;
  double compileSeconds = 0;
  /// Per job: its wall-clock seconds (process start and module load
  /// included).
  SmallVector<double> jobSeconds;
};

/// Runs `function` of `moduleFile` once per rank, each on its own
/// `rankInputs`, as one job of `options.launcher` (one iree-run-module per
/// rank; on GPUs each sees the GPU of its node-local rank). IREE's CPU
/// runtime has no collectives: on the CPU only programs without them run.
/// With `options.repetitions` > 1 the job runs that many times (one step
/// per job).
llvm::Expected<IreeRanksRun>
runIreeModuleOnRanks(StringRef moduleFile, StringRef function,
                     ArrayRef<SmallVector<HostTensor>> rankInputs,
                     unsigned numResults, const IreeOptions &options,
                     bool hasCollectives);

/// Lowers and compiles `module` as compileWithIree does, then runs `entry`
/// on every rank (runIreeModuleOnRanks).
llvm::Expected<IreeRanksRun>
runWithIreeOnRanks(ModuleOp module, StringRef entry,
                   ArrayRef<SmallVector<HostTensor>> rankInputs,
                   const IreeOptions &options);

/// Whether `module` has collectives or device queries (a partitioned
/// program: IREE runs those with one process per GPU, not in one run).
bool hasCollectives(ModuleOp module);

/// Lowers a copy of `module` with ap-lower-to-iree (its diagnostics go to
/// the context's handler) and compiles it into the IREE module `output`
/// (.vmfb) for `options.device`; returns the seconds iree-compile took.
llvm::Expected<double> compileWithIree(ModuleOp module, StringRef entry,
                                       const IreeOptions &options,
                                       StringRef output);

/// Lowers a copy of `module` with ap-lower-to-iree (its diagnostics go to
/// the context's handler), compiles it and runs `entry` on `inputs` in one
/// process; the outputs are `entry`'s results. Single-device programs only
/// (hasCollectives says which are not).
llvm::Expected<IreeRun> runWithIree(ModuleOp module, StringRef entry,
                                    ArrayRef<HostTensor> inputs,
                                    const IreeOptions &options);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_IREERUNNER_H
