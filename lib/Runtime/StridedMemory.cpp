//===- StridedMemory.cpp - Copies between strided views -------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/StridedMemory.h"

using namespace mlir::ap::runtime;

void mlir::ap::runtime::copyStrided(char *to, llvm::ArrayRef<int64_t> toStrides,
                                    const char *from,
                                    llvm::ArrayRef<int64_t> fromStrides,
                                    llvm::ArrayRef<int64_t> sizes,
                                    size_t elementSize) {
  int64_t rank = sizes.size();
  if (rank == 0) {
    std::memcpy(to, from, elementSize);
    return;
  }
  for (int64_t size : sizes)
    if (size == 0)
      return;
  // The innermost dim is copied as one run when both sides are contiguous
  // there, element by element otherwise.
  int64_t inner = rank - 1;
  bool contiguous = fromStrides[inner] == 1 && toStrides[inner] == 1;
  llvm::SmallVector<int64_t, 4> index(rank, 0);
  while (true) {
    int64_t fromOffset = 0, toOffset = 0;
    for (int64_t dim = 0; dim < inner; ++dim) {
      fromOffset += index[dim] * fromStrides[dim];
      toOffset += index[dim] * toStrides[dim];
    }
    if (contiguous) {
      std::memcpy(to + toOffset * elementSize, from + fromOffset * elementSize,
                  sizes[inner] * elementSize);
    } else {
      for (int64_t i = 0; i < sizes[inner]; ++i)
        std::memcpy(to + (toOffset + i * toStrides[inner]) * elementSize,
                    from + (fromOffset + i * fromStrides[inner]) * elementSize,
                    elementSize);
    }
    int64_t dim = inner - 1;
    for (; dim >= 0; --dim) {
      if (++index[dim] < sizes[dim])
        break;
      index[dim] = 0;
    }
    if (dim < 0)
      return;
  }
}

llvm::SmallVector<int64_t, 4>
mlir::ap::runtime::getRowMajorStrides(llvm::ArrayRef<int64_t> sizes) {
  llvm::SmallVector<int64_t, 4> strides(sizes.size(), 1);
  for (int64_t dim = static_cast<int64_t>(sizes.size()) - 2; dim >= 0; --dim)
    strides[dim] = strides[dim + 1] * sizes[dim + 1];
  return strides;
}
