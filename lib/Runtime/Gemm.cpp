//===- Gemm.cpp - The runtime's GEMM: strided views to BLAS calls ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/Gemm.h"
#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Runtime/CollectiveRuntime.h"
#include "Shard/Runtime/HalfFloat.h"
#include "Shard/Runtime/Reductions.h"
#include "Shard/Runtime/RuntimeABI.h"
#include "Shard/Runtime/StridedMemory.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace mlir::ap::runtime;
using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::SmallVectorImpl;
using mlir::ap::getNumElements;

bool mlir::ap::runtime::isGemmElementType(abi::ElementType type) {
  return llvm::is_contained(abi::kGemmElementSuffixes, abi::getSuffix(type));
}

//===----------------------------------------------------------------------===//
// Layouts
//===----------------------------------------------------------------------===//

namespace {

/// One dim for `count` dims from `first`: their product and the stride of
/// the innermost that is not 1 long; false if they are not evenly strided.
bool collapseGroup(ArrayRef<int64_t> sizes, ArrayRef<int64_t> strides,
                   int64_t first, int64_t count, int64_t &size,
                   int64_t &stride) {
  size = 1;
  stride = 0;
  int64_t inner = -1; // the last dim seen that is not 1 long
  for (int64_t dim = first + count - 1; dim >= first; --dim) {
    if (sizes[dim] == 1)
      continue;
    if (inner >= 0 && strides[dim] != strides[inner] * sizes[inner])
      return false;
    if (inner < 0)
      stride = strides[dim];
    inner = dim;
    size *= sizes[dim];
  }
  return true;
}

/// How a rows x cols matrix can be handed to BLAS: with unit stride along
/// its columns (row-major) or its rows (column-major), and a leading
/// dimension BLAS accepts (at least the contiguous extent, at least 1).
struct BlasMatrix {
  bool rowMajor = true;
  int64_t leadingDimension = 1;
};

std::optional<BlasMatrix> asBlasMatrix(const MatrixLayout &layout) {
  int64_t rows = layout.rows, cols = layout.cols;
  if (cols <= 1 || layout.colStride == 1) {
    int64_t ld = rows <= 1 ? std::max<int64_t>(cols, 1) : layout.rowStride;
    if (ld >= std::max<int64_t>(cols, 1))
      return BlasMatrix{/*rowMajor=*/true, ld};
  }
  if (rows <= 1 || layout.rowStride == 1) {
    int64_t ld = cols <= 1 ? std::max<int64_t>(rows, 1) : layout.colStride;
    if (ld >= std::max<int64_t>(rows, 1))
      return BlasMatrix{/*rowMajor=*/false, ld};
  }
  return std::nullopt;
}

/// Whether the matrices of a batch occupy disjoint ranges of memory.
bool haveSeparateBatches(const MatrixLayout &layout) {
  std::optional<BlasMatrix> matrix = asBlasMatrix(layout);
  if (!matrix || layout.batch <= 1)
    return true;
  int64_t extent =
      matrix->rowMajor
          ? (layout.rows - 1) * matrix->leadingDimension + layout.cols
          : (layout.cols - 1) * matrix->leadingDimension + layout.rows;
  return layout.batchStride >= extent;
}

} // namespace

std::optional<MatrixLayout>
mlir::ap::runtime::collapseGroups(ArrayRef<int64_t> sizes,
                                  ArrayRef<int64_t> strides, int64_t numBatch,
                                  int64_t numRows, int64_t numCols) {
  MatrixLayout layout;
  if (!collapseGroup(sizes, strides, 0, numBatch, layout.batch,
                     layout.batchStride) ||
      !collapseGroup(sizes, strides, numBatch, numRows, layout.rows,
                     layout.rowStride) ||
      !collapseGroup(sizes, strides, numBatch + numRows, numCols, layout.cols,
                     layout.colStride))
    return std::nullopt;
  return layout;
}

std::optional<BlasGemm> mlir::ap::runtime::planBlasGemm(const MatrixLayout &a,
                                                        const MatrixLayout &b,
                                                        const MatrixLayout &c) {
  std::optional<BlasMatrix> blasA = asBlasMatrix(a), blasB = asBlasMatrix(b),
                            blasC = asBlasMatrix(c);
  if (!blasA || !blasB || !blasC)
    return std::nullopt;
  BlasGemm gemm;
  gemm.k = a.cols;
  gemm.batch = c.batch;
  gemm.ldc = blasC->leadingDimension;
  gemm.strideC = c.batch > 1 ? c.batchStride : 0;
  int64_t strideA = a.batch > 1 ? a.batchStride : 0;
  int64_t strideB = b.batch > 1 ? b.batchStride : 0;
  if (blasC->rowMajor) {
    // Column-major, C's memory holds C^T (n x m) = B^T A^T: B's memory is
    // BLAS's A operand. Row-major memory read column-major is the transpose,
    // so a row-major B gives B^T untransposed.
    gemm.operandsSwapped = true;
    gemm.m = c.cols;
    gemm.n = c.rows;
    gemm.opA = blasB->rowMajor ? BlasOp::N : BlasOp::T;
    gemm.opB = blasA->rowMajor ? BlasOp::N : BlasOp::T;
    gemm.lda = blasB->leadingDimension;
    gemm.ldb = blasA->leadingDimension;
    gemm.strideA = strideB;
    gemm.strideB = strideA;
  } else {
    gemm.m = c.rows;
    gemm.n = c.cols;
    gemm.opA = blasA->rowMajor ? BlasOp::T : BlasOp::N;
    gemm.opB = blasB->rowMajor ? BlasOp::T : BlasOp::N;
    gemm.lda = blasA->leadingDimension;
    gemm.ldb = blasB->leadingDimension;
    gemm.strideA = strideA;
    gemm.strideB = strideB;
  }
  return gemm;
}

std::string mlir::ap::runtime::checkBlasGemm(const BlasGemm &gemm) {
  auto rule = [](bool holds, const llvm::Twine &what) {
    return holds ? std::string() : what.str();
  };
  if (gemm.m < 1 || gemm.n < 1 || gemm.k < 1 || gemm.batch < 1)
    return "m, n, k and batch must be at least 1";
  // op(X) rows x cols is stored as a (N) or its transpose (T), column-major.
  int64_t aRows = gemm.opA == BlasOp::N ? gemm.m : gemm.k;
  int64_t bRows = gemm.opB == BlasOp::N ? gemm.k : gemm.n;
  for (const std::string &problem :
       {rule(gemm.lda >= std::max<int64_t>(1, aRows), "lda < rows of A"),
        rule(gemm.ldb >= std::max<int64_t>(1, bRows), "ldb < rows of B"),
        rule(gemm.ldc >= std::max<int64_t>(1, gemm.m), "ldc < m"),
        rule(gemm.strideA >= 0 && gemm.strideB >= 0, "a negative batch stride"),
        // Batches of C must not overlap: each is written.
        rule(gemm.batch == 1 ||
                 gemm.strideC >= gemm.ldc * (gemm.n - 1) + gemm.m,
             "the batches of C overlap")})
    if (!problem.empty())
      return problem;
  return "";
}

//===----------------------------------------------------------------------===//
// Packing and the call
//===----------------------------------------------------------------------===//

namespace {

[[noreturn]] void fail(const llvm::Twine &message) {
  reportFatalRuntimeError("gemm: " + message);
}

/// `view`'s groups as BLAS reads them in place: one matrix per batch entry
/// with a unit stride, and for an output (each batch entry is written
/// whole) batch entries that lie apart; none if the view must be packed.
std::optional<MatrixLayout> getBlasLayout(const StridedView &view,
                                          int64_t numBatch, int64_t numRows,
                                          int64_t numCols, bool isOutput) {
  std::optional<MatrixLayout> collapsed =
      collapseGroups(view.sizes, view.strides, numBatch, numRows, numCols);
  if (!collapsed || !asBlasMatrix(*collapsed) ||
      (isOutput && !haveSeparateBatches(*collapsed)))
    return std::nullopt;
  return collapsed;
}

/// A loop over dims of a contraction rather than packing: for each
/// operand, the positions of the looped dims in its view (-1 where it has
/// none: an m dim is not in B, an n dim not in A, a k dim not in C), their
/// sizes, which of them are k dims (summed by accumulating calls), and the
/// groups of the dims left to each call.
struct GemmLoop {
  SmallVector<int64_t, 4> positions[3];
  SmallVector<int64_t, 4> sizes;
  SmallVector<bool, 4> isK;
  GemmGroups rest;
};

/// `view` without the dims at `positions` (-1: none), at `indices` of
/// them; `sizes` and `strides` hold the rest.
StridedView dropDims(const StridedView &view, ArrayRef<int64_t> positions,
                     ArrayRef<int64_t> indices, size_t elementSize,
                     SmallVectorImpl<int64_t> &sizes,
                     SmallVectorImpl<int64_t> &strides) {
  char *data = view.data;
  sizes.clear();
  strides.clear();
  for (int64_t dim = 0, rank = view.sizes.size(); dim < rank; ++dim) {
    const int64_t *at = llvm::find(positions, dim);
    if (at == positions.end()) {
      sizes.push_back(view.sizes[dim]);
      strides.push_back(view.strides[dim]);
      continue;
    }
    data += indices[at - positions.begin()] * view.strides[dim] * elementSize;
  }
  return StridedView{data, sizes, strides};
}

/// The dims to loop over, with the fewest calls, so that BLAS reads the
/// rest of every operand in place (a batch of [batch, seq, heads, dim]
/// views, whose batch dims share no stride; the heads of a group of
/// grouped-query attention among the rows, or among the summed dims of a
/// gradient); none if the operands are read in place already, if no choice
/// of up to 8 dims does it, or if the calls would have fewer than
/// `minCallWork` multiply-adds.
std::optional<GemmLoop> planGemmLoop(const StridedView &a, const StridedView &b,
                                     const StridedView &c,
                                     const GemmGroups &groups,
                                     size_t elementSize, int64_t minCallWork) {
  int64_t nb = groups.numBatch, nm = groups.numM, nn = groups.numN,
          nk = groups.numK;
  auto inPlace = [&](const StridedView &lhs, const StridedView &rhs,
                     const StridedView &out, const GemmGroups &g) {
    return getBlasLayout(lhs, g.numBatch, g.numM, g.numK, false) &&
           getBlasLayout(rhs, g.numBatch, g.numK, g.numN, false) &&
           getBlasLayout(out, g.numBatch, g.numM, g.numN, true);
  };
  if (inPlace(a, b, c, groups))
    return std::nullopt;
  // The candidates: positions in A, B and C, size and group (batch, m, n,
  // k) of each dim longer than 1.
  enum Group { Batch, M, N, K };
  struct Dim {
    int64_t a, b, c, size;
    Group group;
  };
  SmallVector<Dim> dims;
  for (int64_t i = 0; i < nb; ++i)
    dims.push_back({i, i, i, c.sizes[i], Batch});
  for (int64_t i = 0; i < nm; ++i)
    dims.push_back({nb + i, -1, nb + i, c.sizes[nb + i], M});
  for (int64_t i = 0; i < nn; ++i)
    dims.push_back({-1, nb + nk + i, nb + nm + i, c.sizes[nb + nm + i], N});
  for (int64_t i = 0; i < nk; ++i)
    dims.push_back({nb + nm + i, nb + i, -1, b.sizes[nb + i], K});
  llvm::erase_if(dims, [&](const Dim &dim) { return dim.size <= 1; });
  if (dims.empty() || dims.size() > 8)
    return std::nullopt;
  int64_t work = getNumElements(a.sizes.drop_front(nb)) *
                 getNumElements(c.sizes.take_back(nn));
  std::optional<GemmLoop> best;
  int64_t bestCalls = 0;
  SmallVector<int64_t, 4> sizes[3], strides[3];
  for (unsigned mask = 1; mask < (1u << dims.size()); ++mask) {
    GemmLoop loop;
    loop.rest = groups;
    int64_t calls = 1, split = 1; // split: of m, n and k, which shrink calls
    for (auto [i, dim] : llvm::enumerate(dims)) {
      if (!(mask & (1u << i)))
        continue;
      loop.positions[0].push_back(dim.a);
      loop.positions[1].push_back(dim.b);
      loop.positions[2].push_back(dim.c);
      loop.sizes.push_back(dim.size);
      loop.isK.push_back(dim.group == K);
      calls *= dim.size;
      split *= dim.group == Batch ? 1 : dim.size;
      --(dim.group == Batch ? loop.rest.numBatch
         : dim.group == M   ? loop.rest.numM
         : dim.group == N   ? loop.rest.numN
                            : loop.rest.numK);
    }
    if ((best && calls >= bestCalls) || work / split < minCallWork)
      continue;
    SmallVector<int64_t, 4> zeros(loop.sizes.size(), 0);
    if (!inPlace(dropDims(a, loop.positions[0], zeros, elementSize, sizes[0],
                          strides[0]),
                 dropDims(b, loop.positions[1], zeros, elementSize, sizes[1],
                          strides[1]),
                 dropDims(c, loop.positions[2], zeros, elementSize, sizes[2],
                          strides[2]),
                 loop.rest))
      continue;
    best = std::move(loop);
    bestCalls = calls;
  }
  return best;
}

/// An operand as BLAS reads it: the view itself, or a row-major copy in
/// memory from the backend.
class GemmOperand {
public:
  GemmOperand(const char *name, const StridedView &view, int64_t numBatch,
              int64_t numRows, int64_t numCols, size_t elementSize,
              const GemmBackend &backend, bool isOutput = false)
      : name(name), view(view), elementSize(elementSize), backend(backend) {
    if (std::optional<MatrixLayout> inPlace =
            getBlasLayout(view, numBatch, numRows, numCols, isOutput)) {
      layout = *inPlace;
      data = view.data;
      return;
    }
    // Row-major, the groups collapse and the matrix is row-major.
    SmallVector<int64_t, 4> strides = getRowMajorStrides(view.sizes);
    layout = *collapseGroups(view.sizes, strides, numBatch, numRows, numCols);
    size_t bytes =
        std::max<size_t>(getNumElements(view.sizes) * elementSize, 1);
    packed = static_cast<char *>(backend.allocate(bytes));
    if (!packed)
      fail(llvm::Twine("could not allocate ") + llvm::Twine(bytes) +
           " bytes to pack " + name);
    packedStrides.assign(strides.begin(), strides.end());
    data = packed;
  }

  GemmOperand(const GemmOperand &) = delete;
  GemmOperand &operator=(const GemmOperand &) = delete;
  ~GemmOperand() {
    if (packed)
      backend.deallocate(packed);
  }

  /// Fills the packed copy from the view (inputs, accumulated outputs).
  void packIn() {
    if (packed)
      copyStrided(packed, packedStrides, view.data, view.strides, view.sizes,
                  elementSize);
  }
  /// Writes the packed copy back to the view (outputs).
  void unpackOut() {
    if (packed)
      copyStrided(view.data, view.strides, packed, packedStrides, view.sizes,
                  elementSize);
  }

  const char *name;
  StridedView view;
  MatrixLayout layout;
  char *data = nullptr;

private:
  size_t elementSize;
  const GemmBackend &backend;
  char *packed = nullptr;
  SmallVector<int64_t> packedStrides;
};

/// Whether `a`'s dims [first, first+count) equal `b`'s from `bFirst`.
bool sameSizes(const StridedView &a, int64_t first, const StridedView &b,
               int64_t bFirst, int64_t count) {
  return a.sizes.slice(first, count) == b.sizes.slice(bFirst, count);
}

} // namespace

void mlir::ap::runtime::runGemm(abi::ElementType type, const StridedView &a,
                                const StridedView &b, const StridedView &c,
                                const GemmGroups &groups, bool accumulate,
                                const GemmBackend &backend) {
  if (!isGemmElementType(type))
    fail("gemm of " + abi::getSuffix(type) +
         " elements: there are gemm entry points for f16, bf16, f32 and f64 "
         "only");
  int64_t nb = groups.numBatch, nm = groups.numM, nn = groups.numN,
          nk = groups.numK;
  if (nb < 0 || nm < 0 || nn < 0 || nk < 0 ||
      static_cast<int64_t>(a.sizes.size()) != nb + nm + nk ||
      static_cast<int64_t>(b.sizes.size()) != nb + nk + nn ||
      static_cast<int64_t>(c.sizes.size()) != nb + nm + nn)
    fail("the operands' ranks (" + llvm::Twine(a.sizes.size()) + ", " +
         llvm::Twine(b.sizes.size()) + ", " + llvm::Twine(c.sizes.size()) +
         ") do not match the groups of dims (batch " + llvm::Twine(nb) +
         ", m " + llvm::Twine(nm) + ", n " + llvm::Twine(nn) + ", k " +
         llvm::Twine(nk) + ")");
  if (!sameSizes(a, 0, c, 0, nb) || !sameSizes(b, 0, c, 0, nb) ||
      !sameSizes(a, nb, c, nb, nm) || !sameSizes(b, nb + nk, c, nb + nm, nn) ||
      !sameSizes(a, nb + nm, b, nb, nk))
    fail("the operands' sizes do not agree");

  // Nothing to compute, or only zeros (no k): no BLAS call, whose leading
  // dimensions would be meaningless for empty matrices.
  size_t elementSize = getElementBytes(type);
  if (getNumElements(c.sizes) == 0)
    return;
  if (getNumElements(a.sizes.slice(nb + nm, nk)) == 0) {
    if (!accumulate) { // Every element from one zero (+0 in every type).
      const char zero[sizeof(double)] = {};
      SmallVector<int64_t> sameElement(c.sizes.size(), 0);
      copyStrided(c.data, c.strides, zero, sameElement, c.sizes, elementSize);
    }
    return;
  }
  // Dims whose strides keep an operand from BLAS (a batch of [batch, seq,
  // heads, dim] views; grouped-query heads among the rows or the summed
  // dims) would have it packed: one call per index of the fewest dims
  // instead, when that lets BLAS read every operand in place and each call
  // has work enough. The calls of one part of C but the first add into it.
  if (std::optional<GemmLoop> loop = planGemmLoop(a, b, c, groups, elementSize,
                                                  backend.minLoopedCallWork)) {
    SmallVector<int64_t, 4> sizes[3], strides[3];
    SmallVector<int64_t, 4> index(loop->sizes.size(), 0);
    while (true) {
      bool laterK = false;
      for (auto [i, isK] : llvm::enumerate(loop->isK))
        laterK |= isK && index[i] > 0;
      runGemm(type,
              dropDims(a, loop->positions[0], index, elementSize, sizes[0],
                       strides[0]),
              dropDims(b, loop->positions[1], index, elementSize, sizes[1],
                       strides[1]),
              dropDims(c, loop->positions[2], index, elementSize, sizes[2],
                       strides[2]),
              loop->rest, accumulate || laterK, backend);
      int64_t dim = index.size();
      while (dim > 0 && ++index[dim - 1] == loop->sizes[dim - 1])
        index[--dim] = 0;
      if (dim == 0)
        return;
    }
  }

  GemmOperand lhs("A", a, nb, nm, nk, elementSize, backend);
  GemmOperand rhs("B", b, nb, nk, nn, elementSize, backend);
  GemmOperand result("C", c, nb, nm, nn, elementSize, backend,
                     /*isOutput=*/true);
  lhs.packIn();
  rhs.packIn();
  if (accumulate)
    result.packIn();

  std::optional<BlasGemm> gemm =
      planBlasGemm(lhs.layout, rhs.layout, result.layout);
  if (!gemm) // Every operand is BLAS-compatible or packed by now.
    fail("no BLAS call for these layouts");
  gemm->a = gemm->operandsSwapped ? rhs.data : lhs.data;
  gemm->b = gemm->operandsSwapped ? lhs.data : rhs.data;
  gemm->c = result.data;
  gemm->accumulate = accumulate;
  if (std::string problem = checkBlasGemm(*gemm); !problem.empty())
    fail("the planned BLAS call is invalid: " + problem);
  backend.run(*gemm, type);
  result.unpackOut();
}

//===----------------------------------------------------------------------===//
// The reference GEMM and the CPU backend
//===----------------------------------------------------------------------===//

namespace {

/// The element as stored, and the type it is accumulated in.
template <typename Stored> struct Arithmetic {
  using Accumulator = Stored;
  static Accumulator load(Stored value) { return value; }
  static Stored store(Accumulator value) { return value; }
};
template <> struct Arithmetic<Half> {
  using Accumulator = float;
  static float load(Half value) { return value.toFloat(); }
  static Half store(float value) { return Half::fromFloat(value); }
};
template <> struct Arithmetic<BFloat> {
  using Accumulator = float;
  static float load(BFloat value) { return value.toFloat(); }
  static BFloat store(float value) { return BFloat::fromFloat(value); }
};

template <typename T> void referenceGemm(const BlasGemm &gemm) {
  using Acc = typename Arithmetic<T>::Accumulator;
  for (int64_t batch = 0; batch < gemm.batch; ++batch) {
    const T *a = static_cast<const T *>(gemm.a) + batch * gemm.strideA;
    const T *b = static_cast<const T *>(gemm.b) + batch * gemm.strideB;
    T *c = static_cast<T *>(gemm.c) + batch * gemm.strideC;
    for (int64_t j = 0; j < gemm.n; ++j) {
      for (int64_t i = 0; i < gemm.m; ++i) {
        Acc sum = Acc(0);
        for (int64_t l = 0; l < gemm.k; ++l) {
          // op(A)(i, l) and op(B)(l, j) in column-major storage.
          T x =
              gemm.opA == BlasOp::N ? a[i + l * gemm.lda] : a[l + i * gemm.lda];
          T y =
              gemm.opB == BlasOp::N ? b[l + j * gemm.ldb] : b[j + l * gemm.ldb];
          sum += Arithmetic<T>::load(x) * Arithmetic<T>::load(y);
        }
        T &out = c[i + j * gemm.ldc];
        out = Arithmetic<T>::store(
            gemm.accumulate ? Arithmetic<T>::load(out) + sum : sum);
      }
    }
  }
}

void *allocateHost(size_t bytes) { return std::malloc(bytes); }
void deallocateHost(void *pointer) { std::free(pointer); }

} // namespace

void mlir::ap::runtime::referenceBlasGemm(const BlasGemm &gemm,
                                          abi::ElementType type) {
  switch (type) {
  case abi::ElementType::F16:
    return referenceGemm<Half>(gemm);
  case abi::ElementType::BF16:
    return referenceGemm<BFloat>(gemm);
  case abi::ElementType::F32:
    return referenceGemm<float>(gemm);
  case abi::ElementType::F64:
    return referenceGemm<double>(gemm);
  default:
    break;
  }
  llvm_unreachable("not a gemm element type");
}

const GemmBackend &mlir::ap::runtime::getHostGemmBackend() {
  static const GemmBackend backend{allocateHost, deallocateHost, hostBlasGemm};
  return backend;
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

namespace {

/// The view of a ranked descriptor {allocated, aligned, offset, sizes[rank],
/// strides[rank]}, the same for every element type.
StridedView getView(const UnrankedDescriptor *memref, size_t elementSize) {
  struct Header {
    char *allocated;
    char *aligned;
    int64_t offset;
  };
  auto *header = static_cast<const Header *>(memref->descriptor);
  auto *sizes = reinterpret_cast<const int64_t *>(header + 1);
  StridedView view;
  view.data = header->aligned + header->offset * elementSize;
  view.sizes = ArrayRef<int64_t>(sizes, memref->rank);
  view.strides = ArrayRef<int64_t>(sizes + memref->rank, memref->rank);
  return view;
}

} // namespace

void mlir::ap::runtime::runGemmEntryPoint(
    abi::ElementType type, const UnrankedDescriptor *a,
    const UnrankedDescriptor *b, const UnrankedDescriptor *c, int64_t numBatch,
    int64_t numM, int64_t numN, int64_t numK, int64_t accumulate,
    const GemmBackend &backend) {
  size_t elementSize = getElementBytes(type);
  runGemm(type, getView(a, elementSize), getView(b, elementSize),
          getView(c, elementSize), GemmGroups{numBatch, numM, numN, numK},
          accumulate != 0, backend);
}

void mlir::ap::runtime::forEachGemmSymbol(
    ArrayRef<void *> entryPoints,
    llvm::function_ref<void(llvm::StringRef, void *)> fn) {
  namespace abi = mlir::ap::runtime::abi;
  for (auto [suffix, address] :
       llvm::zip_equal(abi::kGemmElementSuffixes, entryPoints))
    fn(abi::getCInterfaceSymbol(abi::getEntryPoint(abi::kGemm, suffix)),
       address);
}

// The host's GEMM has the ABI's names (kCInterfacePrefix + kGemm + suffix),
// as the collectives do: an ahead-of-time executable (docs/Executables.md)
// links them by name. The JIT registers them by address, or CUDA's
// (ap_rt_cuda_gemm_*) under the same names for --device=gpu.
AP_RT_DEFINE_GEMM_ENTRY_POINTS(_mlir_ciface_ap_rt_gemm, getHostGemmBackend)
static_assert(sizeof("_mlir_ciface_ap_rt_gemm") ==
                  mlir::ap::runtime::abi::kCInterfacePrefix.size() +
                      mlir::ap::runtime::abi::kGemm.size() + 1,
              "the host GEMM's names are the ABI's");

void mlir::ap::runtime::forEachHostGemmSymbol(
    llvm::function_ref<void(llvm::StringRef, void *)> fn) {
  forEachGemmSymbol(_mlir_ciface_ap_rt_gemm_entry_points, fn);
}
