//===- Compile.h - How ap-run compiles a program ----------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The command-line options that choose how programs are compiled
// (--opt-level, --contractions, --device, --gpu-chip, --iree-tools) and
// the functions that read them.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APRUN_COMPILE_H
#define SHARD_TOOLS_APRUN_COMPILE_H

#include "Shard/Execution/IreeRunner.h"
#include "Shard/Execution/JitProgram.h"

namespace mlir {
namespace ap {

enum class ProgramRole {
  /// The program of a run without --compare.
  Only,
  /// The global program a comparison holds the candidate to: on the CPU,
  /// contractions as loops, whatever the options say.
  Reference,
  /// The program under test.
  Candidate,
};

/// Compiles `entry` of `module` for `role` as the options say; `seconds`
/// is how long it took.
FailureOr<std::unique_ptr<JitProgram>> compileProgram(ModuleOp module,
                                                      StringRef entry,
                                                      ProgramRole role,
                                                      double &seconds);

/// How --backend=iree compiles: --device, --gpu-chip and --iree-tools.
IreeOptions getIreeOptions();

/// Whether --opt-level is in its range (OptionChecks.h).
llvm::Error checkCompileOptions();
/// --iree-module: a compiled IREE module to run instead (empty: none).
StringRef getIreeModule();

/// Compiles `entry` of `module` for `role` into an object file and links
/// it into the executable `output` (ExecutableLinker.h).
LogicalResult compileExecutable(ModuleOp module, StringRef entry,
                                ProgramRole role, StringRef output);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APRUN_COMPILE_H
