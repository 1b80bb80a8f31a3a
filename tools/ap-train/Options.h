//===- Options.h - ap-train's options ---------------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every option of ap-train is in this category, which `--help` lists first
// while LLVM's own are hidden (Shard/Tools/ToolOptions.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APTRAIN_OPTIONS_H
#define SHARD_TOOLS_APTRAIN_OPTIONS_H

#include "Shard/Conversion/LoweringPipelines.h"
#include "Shard/Execution/ExecutionBackend.h"
#include "Shard/Execution/RunOptions.h"
#include "Shard/Execution/IreeRunner.h"

#include "llvm/Support/CommandLine.h"

namespace mlir {
namespace ap {

inline llvm::cl::OptionCategory &getApTrainCategory() {
  static llvm::cl::OptionCategory category("Ap-train options");
  return category;
}

// The step.
extern llvm::cl::opt<std::string> stepFile;
extern llvm::cl::opt<std::string> pipeline;
extern llvm::cl::opt<std::string> entryName;
extern llvm::cl::opt<std::string> optimizer;
extern llvm::cl::opt<std::string> meshOption;
extern llvm::cl::opt<unsigned> optLevel;
extern llvm::cl::opt<ContractionLowering> contractionsOption;
extern llvm::cl::opt<unsigned> blasThreads;
extern llvm::cl::opt<CommStreamOption> commStream;
// Its inputs.
extern llvm::cl::opt<std::string> initDir;
extern llvm::cl::opt<std::string> dataDir;
extern llvm::cl::opt<int64_t> stepsOption;
// Checkpoints.
extern llvm::cl::opt<std::string> checkpointDir;
extern llvm::cl::opt<int64_t> checkpointEvery;
extern llvm::cl::opt<bool> resume;
extern llvm::cl::opt<int64_t> resumeFrom;
extern llvm::cl::list<std::string> gatherOption;
// Where it runs.
extern llvm::cl::opt<const ExecutionBackendEntry *, false,
                     ExecutionBackendParser>
    backendOption;
extern llvm::cl::opt<runtime::CollectiveMode> collectivesOption;
extern llvm::cl::opt<double> collectiveTimeout;
// IREE (--backend=iree).
extern llvm::cl::opt<IreeOptions::Device> ireeDevice;
extern llvm::cl::opt<std::string> gpuChip;
extern llvm::cl::opt<std::string> ireeTools;
extern llvm::cl::opt<std::string> ireeModule;
extern llvm::cl::opt<std::string> emitIreeModule;
extern llvm::cl::opt<unsigned> ireeRepetitions;

/// Whether the step runs through IREE (--backend=iree).
bool isIreeBackend();
/// --device, --gpu-chip and --iree-tools as IREE's runner takes them.
IreeOptions getIreeOptions();

/// Whether the options go together and the numbers are in their ranges.
llvm::Error checkOptions();

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APTRAIN_OPTIONS_H
