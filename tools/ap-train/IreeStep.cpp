//===- IreeStep.cpp - ap-train's steps through IREE -----------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "IreeStep.h"
#include "Options.h"

#include "Shard/Execution/SpmdRunner.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ap;

IreeStep::~IreeStep() {
  if (!temporaryDirectory.empty())
    llvm::sys::fs::remove_directories(temporaryDirectory);
}

FailureOr<std::unique_ptr<IreeStep>>
mlir::ap::prepareIreeStep(ModuleOp module, StringRef entry,
                          const CompiledProgram &program) {
  if (program.isDistributed())
    return module.emitError()
           << "ap-train --backend=iree runs a global step on one device, "
              "but the pipeline partitioned @"
           << entry << " over "
           << describeDevices(program)
           << " (plan it with a --pipeline that does not partition, e.g. "
              "--pipeline=ap-import-torch)";
  auto step = std::make_unique<IreeStep>();
  step->options = getIreeOptions();
  if (!ireeModule.empty()) {
    if (!llvm::sys::fs::exists(ireeModule))
      return module.emitError() << "--iree-module: no file " << ireeModule;
    step->moduleFile = ireeModule;
    return step;
  }
  std::string output = emitIreeModule;
  if (output.empty()) {
    SmallString<128> directory;
    if (std::error_code error = llvm::sys::fs::createUniqueDirectory(
            "ap-train-iree", directory))
      return module.emitError()
             << "cannot create a directory for the IREE module: "
             << error.message();
    step->temporaryDirectory = directory.str().str();
    output = (directory + "/step.vmfb").str();
  }
  llvm::Expected<double> seconds =
      compileWithIree(module, entry, step->options, output);
  if (!seconds)
    return module.emitError() << "IREE: " << llvm::toString(seconds.takeError());
  std::string where = step->options.device == IreeOptions::Device::CPU
                          ? "llvm-cpu"
                          : "cuda " + step->options.gpuChip;
  llvm::outs() << "ap-train: compiled @" << entry << " for IREE (" << where
               << llvm::format(") in %.1f s", *seconds) << ": " << output
               << "\n";
  step->moduleFile = output;
  return step;
}

FailureOr<double> mlir::ap::runIreeStep(const Step &step, RankTensors &args,
                                        RankTensors &results) {
  const CompiledProgram &program = step.program;
  llvm::Expected<IreeRun> run =
      runIreeModule(step.iree->moduleFile, program.getEntryName(), args[0],
                    program.getResults().size(), step.iree->options);
  if (!run) {
    emitError(step.function.getLoc())
        << "IREE: " << llvm::toString(run.takeError());
    return failure();
  }
  for (auto [index, output] : llvm::enumerate(run->outputs)) {
    const TensorSignature &result = program.getResults()[index];
    if (output.getKind() != result.kind ||
        output.getShape() != ArrayRef(result.shape)) {
      emitError(step.function.getLoc())
          << "IREE's result #" << index << " is "
          << describeTensorType(output.getShape(), output.getKind())
          << ", not the step's " << describeGlobalType(step, result);
      return failure();
    }
    results[0][index] = std::move(output);
  }
  return run->runSeconds;
}

LogicalResult mlir::ap::reportIreeSteadyState(const Step &step,
                                              RankTensors &args,
                                              int64_t tokensPerStep) {
  if (ireeRepetitions == 0)
    return success();
  IreeOptions options = step.iree->options;
  options.repetitions = std::max(2u, ireeRepetitions.getValue());
  llvm::Expected<IreeRun> run = runIreeModule(
      step.iree->moduleFile, step.program.getEntryName(), args[0],
      step.program.getResults().size(), options);
  if (!run) {
    emitError(step.function.getLoc())
        << "IREE: " << llvm::toString(run.takeError());
    return failure();
  }
  llvm::outs() << llvm::format(
      "ap-train: IREE steady state: step %.3f ms, tokens/s %.1f (median of "
      "%u iree-benchmark-module repetitions, the module loaded once)\n",
      run->runSeconds * 1e3, tokensPerStep / std::max(run->runSeconds, 1e-9),
      options.repetitions);
  return success();
}
