//===- NpyFile.h - Host tensors in NumPy's .npy format ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Reads and writes host tensors as .npy files (format versions 1.0-3.0,
// C order, little-endian; float16/32/64, bool, int8/16/32/64), so that ap-run
// can take given inputs and compare with stored reference outputs (e.g.
// PyTorch's, written by tools/torch-export).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_NPYFILE_H
#define SHARD_EXECUTION_NPYFILE_H

#include "Shard/Execution/HostTensor.h"

#include "llvm/Support/Error.h"

namespace mlir {
namespace ap {

/// Parses the contents of a .npy file.
llvm::Expected<HostTensor> parseNpy(llvm::StringRef contents);
/// Reads a .npy file.
llvm::Expected<HostTensor> readNpyFile(llvm::StringRef path);
/// The .npy encoding of `tensor` (version 1.0; bf16 is not representable).
llvm::Expected<std::string> printNpy(const HostTensor &tensor);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_NPYFILE_H
