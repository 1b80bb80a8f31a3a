//===- StridedMemory.h - Copies between strided views -----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The runtime's copies of memory: bytes that may be none, and views of any
// strides (memref descriptors, GEMM operands), and the strides of a dense
// row-major array. The GEMM's packing, the executables' memrefCopy and the
// host's memref descriptors use them.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_STRIDEDMEMORY_H
#define SHARD_RUNTIME_STRIDEDMEMORY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace mlir {
namespace ap {
namespace runtime {

/// memcpy that accepts nothing to copy: an empty operand's or vector's data
/// may be null, and memcpy must not be given a null pointer even for 0
/// bytes (UBSan reports it).
inline void copyBytes(void *to, const void *from, size_t bytes) {
  if (bytes)
    std::memcpy(to, from, bytes);
}

/// Copies every element of the view `from` (strides in elements of
/// `elementSize` bytes; 0 repeats an element) into the view `to` of the same
/// `sizes`. A view of rank 0 is one element; a size of 0, nothing.
void copyStrided(char *to, llvm::ArrayRef<int64_t> toStrides, const char *from,
                 llvm::ArrayRef<int64_t> fromStrides,
                 llvm::ArrayRef<int64_t> sizes, size_t elementSize);

/// The strides, in elements, of a dense row-major array of `sizes`.
llvm::SmallVector<int64_t, 4> getRowMajorStrides(llvm::ArrayRef<int64_t> sizes);

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_STRIDEDMEMORY_H
