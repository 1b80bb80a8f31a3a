//===- NpyFile.h - Host tensors in NumPy's .npy format ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Reads and writes host tensors as .npy files (format versions 1.0-3.0,
// C order, little-endian; float16/32/64, bool, int8/16/32/64), so that ap-run
// can take given inputs and compare with stored reference outputs (e.g.
// PyTorch's, written by tools/torch-export), and executables can take and
// write them.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_NPYFILE_H
#define SHARD_EXECUTION_NPYFILE_H

#include "Shard/Execution/HostTensor.h"

#include "llvm/Support/Error.h"

namespace mlir {
namespace ap {

/// What the header of a .npy file says.
struct NpyHeader {
  ElementType kind = ElementType::F32;
  llvm::SmallVector<int64_t, 4> shape;
  /// Where the elements start in the file (C order).
  size_t dataOffset = 0;
};
/// Parses the header of a .npy file's `contents` (which may be a prefix of
/// the file, or a memory-mapped file: nothing past the header is read).
llvm::Expected<NpyHeader> parseNpyHeader(llvm::StringRef contents);
/// Parses the contents of a .npy file.
llvm::Expected<HostTensor> parseNpy(llvm::StringRef contents);
/// Reads a .npy file.
llvm::Expected<HostTensor> readNpyFile(llvm::StringRef path);
/// The .npy encoding of `tensor` (version 1.0; bf16 is not representable).
llvm::Expected<std::string> printNpy(const HostTensor &tensor);

/// Writes `tensor` to the .npy file `path`.
llvm::Error writeNpyFile(llvm::StringRef path, const HostTensor &tensor);

/// DIR/<stem>_<index>.npy: the files of global inputs ("input") and outputs
/// ("output") that ap-run reads and executables read and write.
std::string getTensorFilePath(llvm::StringRef directory, llvm::StringRef stem,
                              size_t index);
/// Replaces every tensor of `inputs` by DIR/input_<i>.npy, which must hold
/// its element type and shape.
llvm::Error readInputFiles(llvm::StringRef directory,
                           llvm::MutableArrayRef<HostTensor> inputs);
/// Writes `tensors` to DIR/<stem>_<i>.npy, creating DIR.
llvm::Error writeTensorFiles(llvm::StringRef directory, llvm::StringRef stem,
                             llvm::ArrayRef<HostTensor> tensors);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_NPYFILE_H
