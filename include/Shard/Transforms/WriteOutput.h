//===- WriteOutput.h - Where a pass writes a summary or report --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_WRITEOUTPUT_H
#define SHARD_TRANSFORMS_WRITEOUTPUT_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir {
namespace ap {

/// Writes a summary or a report with `write` to `path`: '-' is stderr with
/// `dashIsStderr` (a summary's), else stdout; fails with the reason
/// (defined with the plan summary, lib/Transforms/Planning/PlanFigures.cpp).
LogicalResult
writeOutput(StringRef path, bool dashIsStderr,
            llvm::function_ref<void(llvm::raw_ostream &)> write,
            std::string &reason);

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_WRITEOUTPUT_H
