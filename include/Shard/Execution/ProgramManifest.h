//===- ProgramManifest.h - An executable's program --------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// An ahead-of-time executable carries its program's signature (the tensors,
// their layouts, the mesh) and the messages of its assertions as text, in a
// constant its main reads (kManifestSymbol). The text is line-based and
// versioned:
//
//   ap-program-manifest 1
//   entry <name>
//   mesh <name> <size>...              (absent for a global program)
//   argument|result <kind> <complex 0|1> shape <size>... ;
//       [layout <placement>... ; order <axis>... ;]
//       [global <size>... ;] [grad_of <index> ;] [range <low> <high> ;]
//   assert <id> <message to the end of the line>
//   cpu <name> <feature>...             (the features the code may use)
//
// with a placement written R, S<dim> or P<reduction>. Free text (names,
// messages) escapes '%', control characters and, in names, spaces as %XX.
// A manifest that parses is also checked: layouts fit the mesh and the
// tensors, complex tensors end in a dim of 2, gradients name arguments.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_PROGRAMMANIFEST_H
#define SHARD_EXECUTION_PROGRAMMANIFEST_H

#include "Shard/Execution/CompiledProgram.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace ap {

/// The name of the manifest's constant (a NUL-terminated string) in the
/// program's object file.
inline constexpr llvm::StringLiteral kManifestSymbol = "__ap_program_manifest";
/// The name of the packed entry point an executable's main calls.
inline constexpr llvm::StringLiteral kPackedEntrySymbol =
    "_mlir___ap_run_entry";

struct ProgramManifest {
  ProgramSignature signature;
  /// The program's assertion messages, by the ids its code passes to
  /// ap_run_assert_failed.
  std::vector<std::pair<int64_t, std::string>> assertions;
  /// The CPU the code was compiled for (the JIT's host target): its name
  /// and the features the code may use; empty when unknown.
  std::string cpu;
  std::vector<std::string> cpuFeatures;
};

std::string printProgramManifest(const ProgramManifest &manifest);

/// Reads what printProgramManifest wrote; an error names the line.
llvm::Expected<ProgramManifest> parseProgramManifest(llvm::StringRef text);

/// The features of `manifest`'s CPU that a CPU with `hostFeatures` (LLVM's
/// names, true when present) lacks.
std::vector<std::string>
getMissingCpuFeatures(const ProgramManifest &manifest,
                      const llvm::StringMap<bool> &hostFeatures);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_PROGRAMMANIFEST_H
