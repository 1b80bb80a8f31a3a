//===- Programs.h - The programs ap-run runs --------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The programs of a run: the reference (the input file) and, with
// --compare, the candidate (--candidate's file, or the input after
// --pipeline), and the function that runs (--entry).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APRUN_PROGRAMS_H
#define SHARD_TOOLS_APRUN_PROGRAMS_H

#include "Shard/Runtime/CollectiveBackend.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>

namespace mlir {
namespace ap {

struct Programs {
  OwningOpRef<ModuleOp> reference;
  OwningOpRef<ModuleOp> candidate;
  std::string entry;
  std::string candidateName;
};

/// Parses the reference and, with --compare, makes the candidate (printing
/// it with --print-candidate). Under mpirun (`processBackend`) rank 0 runs
/// the pipeline and shares the result.
FailureOr<Programs> loadPrograms(MLIRContext &context,
                                 runtime::CollectiveBackend *processBackend);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APRUN_PROGRAMS_H
