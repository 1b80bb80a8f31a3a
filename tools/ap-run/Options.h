//===- Options.h - ap-run's options -----------------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every option of ap-run is in this category, which `--help` lists first
// (categories are listed by name) while LLVM's own are hidden
// (Shard/Tools/ToolOptions.h). The options of the driver, its programs and
// its reports are defined in Options.cpp; those of compiling (Compile.h)
// and of comparing (Oracle.h) beside what reads them.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_AP_RUN_OPTIONS_H
#define SHARD_TOOLS_AP_RUN_OPTIONS_H

#include "Shard/Execution/ExecutionBackend.h"
#include "Shard/Execution/RunOptions.h"
#include "Shard/Execution/TensorDistribution.h"

#include "llvm/Support/CommandLine.h"

namespace mlir {
namespace ap {

inline llvm::cl::OptionCategory &getApRunCategory() {
  static llvm::cl::OptionCategory category("Ap-run options");
  return category;
}

// The programs (Programs.cpp).
extern llvm::cl::opt<std::string> inputFile;
extern llvm::cl::opt<bool> compareMode;
extern llvm::cl::opt<std::string> pipeline;
extern llvm::cl::opt<std::string> candidateFile;
extern llvm::cl::opt<std::string> entryName;
extern llvm::cl::opt<bool> printCandidate;
// The inputs.
extern llvm::cl::opt<unsigned> seedOption;
extern llvm::cl::opt<int64_t> intLow;
extern llvm::cl::opt<int64_t> intHigh;
extern llvm::cl::opt<double> floatSpecials;
extern llvm::cl::opt<std::string> inputsDir;
extern llvm::cl::opt<PartialSplit> partialSplit;
// The reports (Report.cpp).
extern llvm::cl::opt<std::string> expectedDir;
extern llvm::cl::opt<bool> checkGradients;
extern llvm::cl::opt<unsigned> gradientSamples;
extern llvm::cl::opt<double> gradientRtol;
extern llvm::cl::opt<double> gradientAtol;
extern llvm::cl::opt<bool> printOutputs;
extern llvm::cl::opt<bool> printDeviceOutputs;
// The run.
extern llvm::cl::opt<std::string> emitExecutable;
extern llvm::cl::opt<const ExecutionBackendEntry *, false, ExecutionBackendParser>
    backendOption;
extern llvm::cl::opt<unsigned> runsOption;
extern llvm::cl::opt<runtime::CollectiveMode> collectivesOption;
extern llvm::cl::opt<double> collectiveTimeout;
extern llvm::cl::opt<unsigned> blasThreads;
extern llvm::cl::opt<CommStreamOption> commStream;

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_AP_RUN_OPTIONS_H
