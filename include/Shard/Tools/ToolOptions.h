//===- ToolOptions.h - The command lines of the project's tools -*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The tools link all of LLVM, whose code generators register hundreds of
// options (`--aarch64-neon-syntax`, `--amdgpu-...`) before main runs; none
// of them means anything to ap-opt or ap-run. hideUnrelatedOptions keeps
// them out of `--help` (`--help-hidden` still lists them, and they still
// work), as mlir-opt keeps its categories apart.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_TOOLOPTIONS_H
#define SHARD_TOOLS_TOOLOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"

namespace mlir {
namespace ap {

/// Hides from `--help` every option registered so far that is in none of
/// `keep`, LLVM's generic options (`--help`, `--version`) and its color
/// option. Call it first in main: options registered after it (MLIR's, by
/// the drivers) stay as they are.
inline void
hideUnrelatedOptions(llvm::ArrayRef<const llvm::cl::OptionCategory *> keep) {
  const llvm::cl::OptionCategory *generic = &llvm::cl::getGeneralCategory();
  for (auto &entry : llvm::cl::getRegisteredOptions()) {
    llvm::cl::Option *option = entry.second;
    bool kept = llvm::any_of(option->Categories, [&](auto *category) {
      return llvm::is_contained(keep, category) ||
             (category != generic &&
              (category->getName() == "Generic Options" ||
               category->getName() == "Color Options"));
    });
    if (!kept && option->getOptionHiddenFlag() == llvm::cl::NotHidden)
      option->setHiddenFlag(llvm::cl::Hidden);
  }
}

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_TOOLOPTIONS_H
