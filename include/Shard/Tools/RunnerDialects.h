//===- RunnerDialects.h - What the tools that run programs parse -*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The dialects and extensions ap-run, ap-train and ap-calibrate register:
// upstream's, the project's, torch-mlir's exports (parsed, then rewritten by
// ap-import-torch) and what the JIT lowers with. Header-only, so that the
// Execution library does not link every upstream dialect.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_RUNNERDIALECTS_H
#define SHARD_TOOLS_RUNNERDIALECTS_H

#include "Shard/Dialect/TMTensor/TMTensorDialect.h"
#include "Shard/Execution/JitProgram.h"
#include "Shard/InitAllDialects.h"
#include "Shard/InitAllExtensions.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

namespace mlir {
namespace ap {

inline void registerRunnerDialects(DialectRegistry &registry) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllShardDialects(registry);
  registerTorchImportDialects(registry);
  registerAllShardExtensions(registry);
  registerExecutionDialects(registry);
}

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_RUNNERDIALECTS_H
