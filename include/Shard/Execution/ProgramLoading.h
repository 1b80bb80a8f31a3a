//===- ProgramLoading.h - The programs the drivers run ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What ap-run and ap-train both do before they compile a program: parse the
// input file, choose the function that runs, and make the per-device
// program with a pass pipeline; under mpirun rank 0 runs the pipeline and
// every rank runs what it made.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_PROGRAMLOADING_H
#define SHARD_EXECUTION_PROGRAMLOADING_H

#include "Shard/Runtime/CollectiveBackend.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/PassManager.h"

#include <string>

namespace mlir {
namespace ap {

/// Parses the module of `path` ("-": stdin); errors go to stderr, prefixed
/// with `tool` where they are not diagnostics.
OwningOpRef<ModuleOp> parseProgramFile(StringRef path, MLIRContext &context,
                                       StringRef tool);

/// The function that runs: `entryName` if given, else the only public
/// function with a body (a diagnostic on the module otherwise).
FailureOr<std::string> chooseEntry(ModuleOp module, StringRef entryName);

/// `input` after the textual pass pipeline `pipeline` (as for
/// --pass-pipeline, without the builtin.module anchor), `input` left
/// untouched. Under mpirun (`processBackend`) rank 0 runs the passes and
/// every rank gets what it made, whatever the passes (a solver with a time
/// limit, say) would have made elsewhere. `configure`, if given, sees the
/// passes once they are parsed (ap-train asks its planners to record their
/// predicted step).
OwningOpRef<ModuleOp>
runPipelineOnRankZero(ModuleOp input, StringRef pipeline,
                      runtime::CollectiveBackend *processBackend,
                      function_ref<LogicalResult(OpPassManager &)> configure =
                          nullptr);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_PROGRAMLOADING_H
