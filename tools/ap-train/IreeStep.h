//===- IreeStep.h - ap-train's steps through IREE ---------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// --backend=iree: the step (optimizer appended, pipeline run) is lowered to
// IREE's input and compiled once by iree-compile, for the CPU (llvm-cpu)
// or a CUDA GPU, or taken from --iree-module (compiled elsewhere with
// --emit-iree-module); every step is one iree-run-module on the state and
// the step's batch, whose outputs become the next state. A global step
// only: one device (docs/Training.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APTRAIN_IREESTEP_H
#define SHARD_TOOLS_APTRAIN_IREESTEP_H

#include "Step.h"

#include "Shard/Execution/IreeRunner.h"

#include <string>

namespace mlir {
namespace ap {

struct IreeStep {
  /// The compiled module (.vmfb).
  std::string moduleFile;
  IreeOptions options;
  /// Where a module compiled here lives (removed afterwards).
  std::string temporaryDirectory;
  ~IreeStep();
};

/// The module of `entry` of `module` (a global step): --iree-module, else
/// compiled (into --emit-iree-module, or a temporary file).
FailureOr<std::unique_ptr<IreeStep>>
prepareIreeStep(ModuleOp module, StringRef entry,
                const CompiledProgram &program);

/// One step on the global `args` (rank 0's); the results in `results`;
/// the seconds it took (iree-run-module: process start and module load
/// included).
FailureOr<double> runIreeStep(const Step &step, RankTensors &args,
                              RankTensors &results);

/// Times --iree-repetitions more steps on `args` with iree-benchmark-module
/// (the module loaded once) and prints the median.
LogicalResult reportIreeSteadyState(const Step &step, RankTensors &args,
                                    int64_t tokensPerStep);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APTRAIN_IREESTEP_H
