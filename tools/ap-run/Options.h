//===- Options.h - ap-run's option category ---------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every option of ap-run is in this category, which `--help` lists first
// (categories are listed by name) while LLVM's own are hidden
// (Shard/Tools/ToolOptions.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_AP_RUN_OPTIONS_H
#define SHARD_TOOLS_AP_RUN_OPTIONS_H

#include "llvm/Support/CommandLine.h"

namespace mlir {
namespace ap {

inline llvm::cl::OptionCategory &getApRunCategory() {
  static llvm::cl::OptionCategory category("Ap-run options");
  return category;
}

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_AP_RUN_OPTIONS_H
