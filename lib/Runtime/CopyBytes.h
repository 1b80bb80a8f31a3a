//===- CopyBytes.h - memcpy for possibly empty buffers ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The runtime's copies of operands, pieces and chunks, any of which may be
// empty: an empty operand's or vector's data may be null, and memcpy must
// not be given a null pointer even for 0 bytes (UBSan reports it).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_RUNTIME_COPYBYTES_H
#define SHARD_LIB_RUNTIME_COPYBYTES_H

#include <cstddef>
#include <cstring>

namespace mlir {
namespace ap {
namespace runtime {

inline void copyBytes(void *to, const void *from, size_t bytes) {
  if (bytes)
    std::memcpy(to, from, bytes);
}

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_RUNTIME_COPYBYTES_H
