//===- Programs.cpp - The programs ap-run runs ----------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Programs.h"
#include "Options.h"
#include "Shard/Execution/ProgramLoading.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The candidate of a comparison: --compare's file, or the reference after
/// --pipeline (under mpirun rank 0 runs the pipeline and shares the result).
OwningOpRef<ModuleOp> makeCandidate(ModuleOp reference, MLIRContext &context,
                                    runtime::CollectiveBackend *processBackend,
                                    std::string &name) {
  if (!candidateFile.empty()) {
    name = "'" + candidateFile + "'";
    return parseProgramFile(candidateFile, context, "ap-run");
  }
  name = "after '" + pipeline + "'";
  return runPipelineOnRankZero(reference, pipeline, processBackend);
}

} // namespace

FailureOr<Programs>
mlir::ap::loadPrograms(MLIRContext &context,
                       runtime::CollectiveBackend *processBackend) {
  Programs programs;
  programs.reference = parseProgramFile(inputFile, context, "ap-run");
  if (!programs.reference)
    return failure();
  FailureOr<std::string> entry = chooseEntry(*programs.reference, entryName);
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

