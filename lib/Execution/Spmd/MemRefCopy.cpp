//===- MemRefCopy.cpp - memrefCopy for ahead-of-time executables ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Lowered programs copy memrefs of non-identity layout by calling
// `memrefCopy`, which the JIT takes from MLIR's C runner utilities. An
// executable gets this one instead: Debian's runner utilities load libMLIR
// and libLLVM, which an executable is not to need (docs/Executables.md).
// Same contract: copy every element of `source` to `destination`, both of
// the same shape, each with its own strides.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include "llvm/ADT/SmallVector.h"

#include <cstring>

extern "C" void memrefCopy(int64_t elementSize,
                           UnrankedMemRefType<char> *sourceArgument,
                           UnrankedMemRefType<char> *destinationArgument) {
  DynamicMemRefType<char> source(*sourceArgument);
  DynamicMemRefType<char> destination(*destinationArgument);
  int64_t rank = source.rank;
  char *from = source.data + source.offset * elementSize;
  char *to = destination.data + destination.offset * elementSize;
  if (rank == 0) {
    std::memcpy(to, from, elementSize);
    return;
  }
  for (int64_t dim = 0; dim < rank; ++dim)
    if (source.sizes[dim] == 0)
      return;
  // The innermost dim is copied as one run when both sides are contiguous
  // there, element by element otherwise.
  int64_t inner = rank - 1;
  bool contiguous =
      source.strides[inner] == 1 && destination.strides[inner] == 1;
  llvm::SmallVector<int64_t, 4> index(rank, 0);
  while (true) {
    int64_t sourceOffset = 0, destinationOffset = 0;
    for (int64_t dim = 0; dim < inner; ++dim) {
      sourceOffset += index[dim] * source.strides[dim];
      destinationOffset += index[dim] * destination.strides[dim];
    }
    if (contiguous) {
      std::memcpy(to + destinationOffset * elementSize,
                  from + sourceOffset * elementSize,
                  source.sizes[inner] * elementSize);
    } else {
      for (int64_t i = 0; i < source.sizes[inner]; ++i)
        std::memcpy(to + (destinationOffset + i * destination.strides[inner]) *
                             elementSize,
                    from + (sourceOffset + i * source.strides[inner]) *
                               elementSize,
                    elementSize);
    }
    int64_t dim = inner - 1;
    for (; dim >= 0; --dim) {
      if (++index[dim] < source.sizes[dim])
        break;
      index[dim] = 0;
    }
    if (dim < 0)
      return;
  }
}
