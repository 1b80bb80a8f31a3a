//===- Programs.cpp - The programs ap-run runs ----------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Programs.h"
#include "Options.h"
#include "Shard/Execution/RankProcesses.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

FailureOr<std::string> chooseEntry(ModuleOp module) {
  if (!entryName.empty())
    return std::string(entryName);
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

OwningOpRef<ModuleOp> parseFile(StringRef path, MLIRContext &context) {
  std::string error;
  auto file = openInputFile(path, &error);
  if (!file) {
    llvm::errs() << "ap-run: " << error << "\n";
    return nullptr;
  }
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(file), SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
}

/// The candidate of a comparison: --compare's file, or the reference after
/// --pipeline (under mpirun rank 0 runs the pipeline and shares the result).
OwningOpRef<ModuleOp> makeCandidate(ModuleOp reference, MLIRContext &context,
                                    runtime::CollectiveBackend *processBackend,
                                    std::string &name) {
  if (!candidateFile.empty()) {
    name = "'" + candidateFile + "'";
    return parseFile(candidateFile, context);
  }
  name = "after '" + pipeline + "'";
  if (processBackend && processBackend->getRank() != 0)
    // Every rank runs what rank 0 made, whatever the passes (a solver with
    // a time limit, say) would have made elsewhere.
    return parseSourceString<ModuleOp>(shareFromRankZero(*processBackend, ""),
                                       &context);
  OwningOpRef<ModuleOp> candidate = reference.clone();
  PassManager pm(&context);
  if (failed(parsePassPipeline(pipeline, pm, llvm::errs())) ||
      failed(pm.run(*candidate)))
    return nullptr;
  if (processBackend) {
    std::string text;
    llvm::raw_string_ostream os(text);
    candidate->print(os,
                     OpPrintingFlags().printGenericOpForm().enableDebugInfo());
    shareFromRankZero(*processBackend, text);
  }
  return candidate;
}

} // namespace

FailureOr<Programs>
mlir::ap::loadPrograms(MLIRContext &context,
                       runtime::CollectiveBackend *processBackend) {
  Programs programs;
  programs.reference = parseFile(inputFile, context);
  if (!programs.reference)
    return failure();
  FailureOr<std::string> entry = chooseEntry(*programs.reference);
  if (failed(entry))
    return failure();
  programs.entry = *entry;
  if (!compareMode)
    return programs;
  programs.candidate =
      makeCandidate(*programs.reference, context, processBackend,
                    programs.candidateName);
  if (!programs.candidate)
    return failure();
  if (printCandidate)
    programs.candidate->print(llvm::outs());
  return programs;
}

