//===- ProgramLoading.cpp - The programs the drivers run ------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/ProgramLoading.h"
#include "Shard/Execution/RankProcesses.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::ap;

OwningOpRef<ModuleOp> mlir::ap::parseProgramFile(StringRef path,
                                                 MLIRContext &context,
                                                 StringRef tool) {
  std::string error;
  auto file = openInputFile(path, &error);
  if (!file) {
    llvm::errs() << tool << ": " << error << "\n";
    return nullptr;
  }
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(file), SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
}

FailureOr<std::string> mlir::ap::chooseEntry(ModuleOp module,
                                             StringRef entryName) {
  if (!entryName.empty())
    return entryName.str();
  std::string found;
  for (auto function : module.getOps<FunctionOpInterface>()) {
    if (function.isExternal() || !function.isPublic())
      continue;
    if (!found.empty()) {
      module.emitError() << "several public functions (@" << found << ", @"
                         << function.getName() << "); choose one with --entry";
      return failure();
    }
    found = function.getName().str();
  }
  if (found.empty()) {
    module.emitError() << "no public function with a body to run";
    return failure();
  }
  return found;
}

OwningOpRef<ModuleOp>
mlir::ap::runPipelineOnRankZero(
    ModuleOp input, StringRef pipeline,
    runtime::CollectiveBackend *processBackend,
    function_ref<LogicalResult(OpPassManager &)> configure) {
  MLIRContext &context = *input.getContext();
  if (processBackend && processBackend->getRank() != 0)
    return parseSourceString<ModuleOp>(shareFromRankZero(*processBackend, ""),
                                       &context);
  OwningOpRef<ModuleOp> output = input.clone();
  PassManager pm(&context);
  if (failed(parsePassPipeline(pipeline, pm, llvm::errs())) ||
      (configure && failed(configure(pm))) || failed(pm.run(*output)))
    return nullptr;
  if (processBackend) {
    std::string text;
    llvm::raw_string_ostream os(text);
    output->print(os, OpPrintingFlags().printGenericOpForm().enableDebugInfo());
    shareFromRankZero(*processBackend, text);
  }
  return output;
}
