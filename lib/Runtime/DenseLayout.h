//===- DenseLayout.h - Memrefs as dense row-major arrays --------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The collective runtime's view of its operands (private to lib/Runtime):
// a memref of any strides as one dense row-major array (in place when its
// storage already is one, else a packed copy), results written in place or
// unpacked, and the chunk arithmetic of collectives along a dim (cutting an
// operand into its chunks, concatenating parts along a dim).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_RUNTIME_DENSELAYOUT_H
#define SHARD_LIB_RUNTIME_DENSELAYOUT_H

#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Runtime/CollectiveRuntime.h"

#include "Shard/Runtime/StridedMemory.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace mlir {
namespace ap {
namespace runtime {

/// A dense row-major copy of a memref.
template <typename T> struct Packed {
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<T> data;
};

/// Visits every element of a strided memref in row-major order.
template <typename T, typename Fn>
void forEachElement(const DynamicMemRefType<T> &memref, Fn fn) {
  int64_t rank = memref.rank;
  llvm::SmallVector<int64_t, 4> index(rank, 0);
  int64_t count = getNumElements(llvm::ArrayRef<int64_t>(memref.sizes, rank));
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t offset = memref.offset;
    for (int64_t dim = 0; dim < rank; ++dim)
      offset += index[dim] * memref.strides[dim];
    fn(linear, memref.data[offset]);
    for (int64_t dim = rank - 1; dim >= 0; --dim) {
      if (++index[dim] < memref.sizes[dim])
        break;
      index[dim] = 0;
    }
  }
}

/// Whether a memref's elements are dense and row-major (one memcpy).
template <typename T> bool isRowMajor(const DynamicMemRefType<T> &memref) {
  int64_t expected = 1;
  for (int64_t dim = memref.rank - 1; dim >= 0; --dim) {
    if (memref.sizes[dim] != 1 && memref.strides[dim] != expected)
      return false;
    expected *= memref.sizes[dim];
  }
  return true;
}

template <typename T>
llvm::SmallVector<int64_t, 4> getShape(UnrankedMemRefType<T> *memref) {
  DynamicMemRefType<T> view(*memref);
  return llvm::SmallVector<int64_t, 4>(view.sizes, view.sizes + view.rank);
}

template <typename T> Packed<T> pack(UnrankedMemRefType<T> *memref) {
  DynamicMemRefType<T> view(*memref);
  Packed<T> packed;
  packed.shape.assign(view.sizes, view.sizes + view.rank);
  packed.data.resize(getNumElements(packed.shape));
  if (isRowMajor(view))
    copyBytes(packed.data.data(), view.data + view.offset,
              packed.data.size() * sizeof(T));
  else
    forEachElement(view,
                   [&](int64_t i, T &element) { packed.data[i] = element; });
  return packed;
}

/// Checks that a collective's result memref has the shape it computed.
template <typename T>
void checkResultShape(const DynamicMemRefType<T> &view,
                      llvm::ArrayRef<int64_t> shape) {
  if (llvm::ArrayRef<int64_t>(view.sizes, view.rank) != shape)
    reportFatalRuntimeError("a collective's result memref has the wrong shape");
}

template <typename T>
void unpack(const T *data, llvm::ArrayRef<int64_t> shape,
            UnrankedMemRefType<T> *memref) {
  DynamicMemRefType<T> view(*memref);
  checkResultShape(view, shape);
  if (isRowMajor(view))
    copyBytes(view.data + view.offset, data, getNumElements(shape) * sizeof(T));
  else
    forEachElement(view, [&](int64_t i, T &element) { element = data[i]; });
}

template <typename T>
void unpack(const std::vector<T> &data, llvm::ArrayRef<int64_t> shape,
            UnrankedMemRefType<T> *memref) {
  unpack(data.data(), shape, memref);
}

/// An operand as one dense row-major array: the memref's own storage when
/// it is one (no copy), else a copy.
template <typename T> class DenseOperand {
public:
  /// The memref's elements in row-major order.
  explicit DenseOperand(UnrankedMemRefType<T> *memref) {
    DynamicMemRefType<T> view(*memref);
    if (isRowMajor(view)) {
      data = view.data + view.offset;
      size = getNumElements(llvm::ArrayRef<int64_t>(view.sizes, view.rank));
    } else {
      adopt(pack(memref).data);
    }
  }
  /// Elements the runtime arranged.
  explicit DenseOperand(std::vector<T> elements) { adopt(std::move(elements)); }
  DenseOperand(const DenseOperand &) = delete;
  DenseOperand &operator=(const DenseOperand &) = delete;

  const T *data = nullptr;
  size_t size = 0;

private:
  void adopt(std::vector<T> elements) {
    storage = std::move(elements);
    data = storage.data();
    size = storage.size();
  }
  std::vector<T> storage;
};

/// Where a collective writes its result: the memref's own storage when it
/// is dense row-major and does not overlap the operand, else a buffer that
/// finish() unpacks into the memref.
template <typename T> class DenseResult {
public:
  DenseResult(UnrankedMemRefType<T> *memref, llvm::ArrayRef<int64_t> shape,
              const DenseOperand<T> &operand)
      : memref(memref), shape(shape.begin(), shape.end()) {
    DynamicMemRefType<T> view(*memref);
    checkResultShape(view, shape);
    size_t size = getNumElements(shape);
    T *target = view.data + view.offset;
    bool overlaps = size && operand.size &&
                    target < operand.data + operand.size &&
                    operand.data < target + size;
    if (isRowMajor(view) && !overlaps) {
      data = target;
      return;
    }
    buffer.resize(size);
    data = buffer.data();
  }
  DenseResult(const DenseResult &) = delete;
  DenseResult &operator=(const DenseResult &) = delete;

  void finish() {
    if (!buffer.empty())
      unpack(buffer, shape, memref);
  }

  T *data = nullptr;

private:
  UnrankedMemRefType<T> *memref;
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<T> buffer;
};

/// outer x dimSize x inner decomposition of a shape around `dim`.
struct Split {
  int64_t outer = 1, dimSize = 1, inner = 1;
};
inline Split splitAround(llvm::ArrayRef<int64_t> shape, int64_t dim) {
  Split split;
  for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d) {
    if (d < dim)
      split.outer *= shape[d];
    else if (d == dim)
      split.dimSize = shape[d];
    else
      split.inner *= shape[d];
  }
  return split;
}

/// Writes `part` (of `partShape`) as chunk `index` of `count` along `dim`
/// of `target`.
template <typename T>
void concatInto(std::vector<T> &target, llvm::ArrayRef<int64_t> partShape,
                const T *part, int64_t dim, int64_t index, int64_t count) {
  Split split = splitAround(partShape, dim);
  int64_t targetDimSize = split.dimSize * count;
  for (int64_t o = 0; o < split.outer; ++o)
    copyBytes(target.data() +
                  (o * targetDimSize + index * split.dimSize) * split.inner,
              part + o * split.dimSize * split.inner,
              sizeof(T) * split.dimSize * split.inner);
}

/// `count` parts of `partShape`, one after the other, concatenated along
/// `dim`.
template <typename T>
std::vector<T> concatParts(const T *parts, llvm::ArrayRef<int64_t> partShape,
                           int64_t dim, int64_t count) {
  int64_t partSize = getNumElements(partShape);
  std::vector<T> result(partSize * count);
  for (int64_t index = 0; index < count; ++index)
    concatInto(result, partShape, parts + index * partSize, dim, index, count);
  return result;
}

/// Whether chunks along `dim` of a dense row-major array of `shape` already
/// lie one after the other (the dims before `dim` have one element).
inline bool chunksAreContiguous(llvm::ArrayRef<int64_t> shape, int64_t dim) {
  return splitAround(shape, dim).outer == 1;
}

/// The operand's `count` chunks along `dim`, one after the other: member
/// k's piece of a reduce-scatter or an all-to-all.
template <typename T>
std::vector<T> cutIntoChunks(Packed<T> operand, int64_t dim, int64_t count) {
  Split split = splitAround(operand.shape, dim);
  // Chunks along the outermost non-unit dim are already in place.
  if (split.outer == 1)
    return std::move(operand.data);
  int64_t chunkRows = split.dimSize / count * split.inner;
  std::vector<T> chunks(operand.data.size());
  T *next = chunks.data();
  for (int64_t chunk = 0; chunk < count; ++chunk)
    for (int64_t o = 0; o < split.outer; ++o, next += chunkRows)
      std::copy_n(operand.data.data() + (o * count + chunk) * chunkRows,
                  chunkRows, next);
  return chunks;
}

/// The memref's `count` chunks along `dim`, one after the other: in place
/// when they already are.
template <typename T>
DenseOperand<T> getChunks(UnrankedMemRefType<T> *memref, int64_t dim,
                          int64_t count) {
  if (chunksAreContiguous(getShape(memref), dim))
    return DenseOperand<T>(memref);
  return DenseOperand<T>(cutIntoChunks(pack(memref), dim, count));
}

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_RUNTIME_DENSELAYOUT_H
