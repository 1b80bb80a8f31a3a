//===- ExecutableLinker.h - Link a program into an executable ---*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Links the object file of a compiled program (JitOptions::objectFile) with
// the executable main (ProgramMain.cpp), the runtime and LLVM Support, all
// static, with the C++ compiler the project was built with.
// docs/Executables.md says what the executable needs where it runs.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_EXECUTABLELINKER_H
#define SHARD_EXECUTION_EXECUTABLELINKER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace mlir {
namespace ap {

/// Why this build cannot link executables ("" when it can).
std::string getExecutableLinkProblem();

/// Links `objectFile` into the executable `output`; the error quotes the
/// linker's messages.
llvm::Error linkExecutable(llvm::StringRef objectFile, llvm::StringRef output);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_EXECUTABLELINKER_H
