//===- CheckpointManifest.h - A checkpoint's manifest.json ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APTRAIN_CHECKPOINTMANIFEST_H
#define SHARD_TOOLS_APTRAIN_CHECKPOINTMANIFEST_H

#include "Checkpoint.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/Error.h"

namespace mlir {
namespace ap {

/// The manifest as JSON.
std::string printCheckpointManifest(const CheckpointManifest &manifest,
                                    MLIRContext &context);
/// Parses a manifest; the error names the field at fault.
llvm::Expected<CheckpointManifest>
parseCheckpointManifest(StringRef text, MLIRContext &context);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APTRAIN_CHECKPOINTMANIFEST_H
