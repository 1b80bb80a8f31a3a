//===- GemmTest.cpp - The runtime's GEMM against its definition -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The BLAS parameters planBlasGemm derives from strides are those the CUDA
// backend hands to cuBLAS; here they run through the host backend (OpenBLAS,
// which HostBlasTest holds to referenceBlasGemm, cuBLAS's column-major
// definition), on operands stored in every order of their dims, sliced or
// not, and are held to a contraction computed index by index.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/Gemm.h"
#include "Shard/Runtime/HalfFloat.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <random>
#include <vector>

using namespace mlir::ap::runtime;
using ElementType = mlir::ap::runtime::abi::ElementType;

namespace {

MatrixLayout rowMajor(int64_t batch, int64_t rows, int64_t cols) {
  return MatrixLayout{batch, rows, cols, rows * cols, cols, 1};
}

MatrixLayout columnMajor(int64_t batch, int64_t rows, int64_t cols) {
  return MatrixLayout{batch, rows, cols, rows * cols, 1, rows};
}

TEST(GemmTest, RowMajorOperandsAreComputedAsTheTransposedProduct) {
  // C (2x3) = A (2x4) B (4x3), all row-major: BLAS computes C^T = B^T A^T.
  auto gemm =
      planBlasGemm(rowMajor(1, 2, 4), rowMajor(1, 4, 3), rowMajor(1, 2, 3));
  ASSERT_TRUE(gemm);
  EXPECT_TRUE(gemm->operandsSwapped);
  EXPECT_EQ(gemm->opA, BlasOp::N);
  EXPECT_EQ(gemm->opB, BlasOp::N);
  EXPECT_EQ(gemm->m, 3);
  EXPECT_EQ(gemm->n, 2);
  EXPECT_EQ(gemm->k, 4);
  EXPECT_EQ(gemm->lda, 3); // B's rows
  EXPECT_EQ(gemm->ldb, 4); // A's rows
  EXPECT_EQ(gemm->ldc, 3);
}

TEST(GemmTest, AColumnMajorOperandIsTransposedNotCopied) {
  // A^T stored row-major (a weight gradient's X^T): BLAS's B gets op T.
  auto gemm =
      planBlasGemm(columnMajor(5, 2, 4), rowMajor(5, 4, 3), rowMajor(5, 2, 3));
  ASSERT_TRUE(gemm);
  EXPECT_EQ(gemm->opA, BlasOp::N);
  EXPECT_EQ(gemm->opB, BlasOp::T);
  EXPECT_EQ(gemm->ldb, 2);
  EXPECT_EQ(gemm->batch, 5);
  EXPECT_EQ(gemm->strideA, 12);
  EXPECT_EQ(gemm->strideB, 8);
  EXPECT_EQ(gemm->strideC, 6);
}

TEST(GemmTest, AColumnMajorResultIsNotSwapped) {
  auto gemm = planBlasGemm(rowMajor(1, 2, 4), columnMajor(1, 4, 3),
                           columnMajor(1, 2, 3));
  ASSERT_TRUE(gemm);
  EXPECT_FALSE(gemm->operandsSwapped);
  EXPECT_EQ(gemm->opA, BlasOp::T);
  EXPECT_EQ(gemm->opB, BlasOp::N);
  EXPECT_EQ(gemm->m, 2);
  EXPECT_EQ(gemm->n, 3);
  EXPECT_EQ(gemm->lda, 4);
  EXPECT_EQ(gemm->ldb, 4);
  EXPECT_EQ(gemm->ldc, 2);
}

TEST(GemmTest, PlansKeepCublasArgumentRules) {
  std::mt19937 rng(7);
  int checked = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    auto layout = [&](int64_t rows, int64_t cols) {
      bool column = rng() % 2;
      int64_t pad = rng() % 3;
      return column ? MatrixLayout{3, rows,      cols, (rows + pad) * cols,
                                   1, rows + pad}
                    : MatrixLayout{3,          rows, cols, rows * (cols + pad),
                                   cols + pad, 1};
    };
    int64_t m = 1 + rng() % 5, n = 1 + rng() % 5, k = 1 + rng() % 5;
    auto gemm = planBlasGemm(layout(m, k), layout(k, n), layout(m, n));
    ASSERT_TRUE(gemm);
    EXPECT_EQ(checkBlasGemm(*gemm), "") << "trial " << trial;
    ++checked;
  }
  EXPECT_EQ(checked, 2000);
  BlasGemm bad;
  bad.m = 4;
  bad.n = bad.k = 2;
  bad.lda = 4;
  bad.ldb = 2;
  bad.ldc = 3;
  EXPECT_EQ(checkBlasGemm(bad), "ldc < m");
}

TEST(GemmTest, LayoutsWithoutAUnitStrideNeedPacking) {
  MatrixLayout strided{1, 2, 4, 0, 8, 2};
  EXPECT_FALSE(planBlasGemm(strided, rowMajor(1, 4, 3), rowMajor(1, 2, 3)));
  // A leading dimension below the row length overlaps rows.
  MatrixLayout overlapping{1, 2, 4, 0, 2, 1};
  EXPECT_FALSE(planBlasGemm(overlapping, rowMajor(1, 4, 3), rowMajor(1, 2, 3)));
}

TEST(GemmTest, GroupsCollapseOnlyWhenEvenlyStrided) {
  // [2, 3] x [4] row-major: rows 6 with stride 4.
  auto layout = collapseGroups({2, 3, 4}, {12, 4, 1}, 0, 2, 1);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout->rows, 6);
  EXPECT_EQ(layout->rowStride, 4);
  EXPECT_EQ(layout->colStride, 1);
  // The same dims permuted: [3, 2] with strides [4, 12] do not collapse.
  EXPECT_FALSE(collapseGroups({3, 2, 4}, {4, 12, 1}, 0, 2, 1));
  // Unit dims are ignored whatever their strides.
  auto unit = collapseGroups({1, 6, 1, 4}, {99, 4, 7, 1}, 1, 2, 1);
  ASSERT_TRUE(unit);
  EXPECT_EQ(unit->batch, 1);
  EXPECT_EQ(unit->rows, 6);
  EXPECT_EQ(unit->rowStride, 4);
}

/// An operand stored with its dims in a random order, inside a buffer with
/// random padding per dim (a slice of a larger tensor), seen in the order
/// the lowering passes: [batch..., rows..., cols...].
struct StoredOperand {
  std::vector<double> storage;
  std::vector<int64_t> sizes, strides;
  int64_t offset = 0;

  StoredOperand(const std::vector<int64_t> &viewSizes, std::mt19937 &rng) {
    sizes = viewSizes;
    size_t rank = sizes.size();
    std::vector<size_t> order(rank);
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    strides.assign(rank, 0);
    int64_t stride = 1;
    bool pad = rng() % 3 == 0;
    for (size_t i = rank; i-- > 0;) { // order.back() is innermost
      strides[order[i]] = stride;
      stride *= sizes[order[i]] + (pad ? static_cast<int64_t>(rng() % 2) : 0);
    }
    offset = pad ? 3 : 0;
    storage.assign(offset + std::max<int64_t>(stride, 1), -7.0);
    std::uniform_real_distribution<double> value(-1, 1);
    for (double &element : storage)
      element = value(rng);
  }

  double &at(const std::vector<int64_t> &index) {
    int64_t position = offset;
    for (size_t dim = 0; dim < index.size(); ++dim)
      position += index[dim] * strides[dim];
    return storage[position];
  }

  StridedView view() {
    return StridedView{reinterpret_cast<char *>(storage.data() + offset), sizes,
                       strides};
  }
};

/// Visits every index of `sizes`.
template <typename Fn>
void forEachIndex(const std::vector<int64_t> &sizes, Fn fn) {
  std::vector<int64_t> index(sizes.size(), 0);
  for (int64_t size : sizes)
    if (size == 0)
      return;
  while (true) {
    fn(index);
    size_t dim = sizes.size();
    while (dim > 0 && ++index[dim - 1] == sizes[dim - 1])
      index[--dim] = 0;
    if (dim == 0)
      return;
  }
}

std::vector<int64_t> concat(std::initializer_list<std::vector<int64_t>> parts) {
  std::vector<int64_t> result;
  for (const auto &part : parts)
    result.insert(result.end(), part.begin(), part.end());
  return result;
}

/// Contractions of random groups of dims, each operand stored in a random
/// order, held to the contraction computed index by index; `size` draws a
/// dim's size, and draws are made again until the contraction has at most
/// `maxWork` multiply-adds.
template <typename SizeFn>
void checkRandomContractions(std::mt19937 &rng, int trials, SizeFn size,
                             int64_t maxWork, const GemmBackend &backend) {
  auto randomSizes = [&](int64_t count) {
    std::vector<int64_t> sizes(count);
    for (int64_t &dim : sizes)
      dim = size();
    return sizes;
  };
  for (int trial = 0; trial < trials; ++trial) {
    GemmGroups groups{
        static_cast<int64_t>(rng() % 3), static_cast<int64_t>(rng() % 3),
        static_cast<int64_t>(rng() % 3), static_cast<int64_t>(1 + rng() % 2)};
    std::vector<int64_t> batch, m, n, k, sizes;
    do {
      batch = randomSizes(groups.numBatch);
      m = randomSizes(groups.numM);
      n = randomSizes(groups.numN);
      k = randomSizes(groups.numK);
      sizes = concat({batch, m, n, k});
    } while (std::accumulate(sizes.begin(), sizes.end(), int64_t(1),
                             std::multiplies<int64_t>()) > maxWork);
    StoredOperand a(concat({batch, m, k}), rng), b(concat({batch, k, n}), rng),
        c(concat({batch, m, n}), rng);
    bool accumulate = rng() % 2;
    StoredOperand expected = c;
    forEachIndex(concat({batch, m, n}), [&](const std::vector<int64_t> &out) {
      std::vector<int64_t> bi(out.begin(), out.begin() + groups.numBatch),
          mi(out.begin() + groups.numBatch,
             out.begin() + groups.numBatch + groups.numM),
          ni(out.begin() + groups.numBatch + groups.numM, out.end());
      double sum = accumulate ? expected.at(out) : 0.0;
      forEachIndex(k, [&](const std::vector<int64_t> &ki) {
        sum += a.at(concat({bi, mi, ki})) * b.at(concat({bi, ki, ni}));
      });
      expected.at(out) = sum;
    });
    runGemm(ElementType::F64, a.view(), b.view(), c.view(), groups, accumulate,
            backend);
    // Every element of the storage: the result where the view is, the
    // padding untouched.
    for (size_t i = 0; i < c.storage.size(); ++i)
      ASSERT_NEAR(c.storage[i], expected.storage[i], 1e-12)
          << "trial " << trial << " element " << i;
  }
}

TEST(GemmTest, EveryStorageOrderMatchesTheContraction) {
  std::mt19937 rng(2026);
  // Sizes 1..4, and now and then 0 (an empty shard of an uneven split).
  auto size = [&]() -> int64_t { return rng() % 25 == 0 ? 0 : 1 + rng() % 4; };
  checkRandomContractions(rng, 400, size, /*maxWork=*/1 << 30,
                          getHostGemmBackend());
}

TEST(GemmTest, LoopsOverDimsInEveryStorageOrderMatchTheContraction) {
  // The same with a backend that loops over the dims keeping an operand
  // from BLAS rather than pack it, whatever the size of a call: batch, m
  // and n dims, alone and together.
  std::mt19937 rng(45);
  auto size = [&]() -> int64_t { return rng() % 25 == 0 ? 0 : 1 + rng() % 4; };
  GemmBackend looping = getHostGemmBackend();
  looping.minLoopedCallWork = 1;
  checkRandomContractions(rng, 400, size, /*maxWork=*/1 << 30, looping);
}

/// The host backend, counting the buffers runGemm packs operands into.
int packedBuffers = 0;
const GemmBackend &getCountingBackend() {
  static const GemmBackend backend{
      [](size_t bytes) {
        ++packedBuffers;
        return getHostGemmBackend().allocate(bytes);
      },
      getHostGemmBackend().deallocate, getHostGemmBackend().run};
  return backend;
}

TEST(GemmTest, BatchDimsWithoutOneStrideAreLoopedOverNotPacked) {
  // Attention's scores S[b, h, s, t] = Q[b, s, h, d] K[b, t, h, d], S
  // stored [b, s, h, t]: the batch dims (b, h) of no operand share one
  // stride, and S's heads interleave. One call per (b, h), nothing packed.
  const int64_t batch = 2, heads = 3, seq = 40, dim = 32;
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> value(-1, 1);
  std::vector<double> q(batch * seq * heads * dim),
      k(batch * seq * heads * dim), s(batch * seq * heads * seq, 0.0);
  for (double &element : q)
    element = value(rng);
  for (double &element : k)
    element = value(rng);
  std::vector<int64_t> aSizes = {batch, heads, seq, dim},
                       aStrides = {seq * heads * dim, dim, heads * dim, 1},
                       bSizes = {batch, heads, dim, seq},
                       bStrides = {seq * heads * dim, dim, 1, heads * dim},
                       cSizes = {batch, heads, seq, seq},
                       cStrides = {seq * heads * seq, seq, heads * seq, 1};
  packedBuffers = 0;
  runGemm(ElementType::F64,
          {reinterpret_cast<char *>(q.data()), aSizes, aStrides},
          {reinterpret_cast<char *>(k.data()), bSizes, bStrides},
          {reinterpret_cast<char *>(s.data()), cSizes, cStrides},
          GemmGroups{2, 1, 1, 1}, false, getCountingBackend());
  EXPECT_EQ(packedBuffers, 0);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t h = 0; h < heads; ++h)
      for (int64_t i = 0; i < seq; ++i)
        for (int64_t j = 0; j < seq; ++j) {
          double sum = 0;
          for (int64_t d = 0; d < dim; ++d)
            sum += q[((b * seq + i) * heads + h) * dim + d] *
                   k[((b * seq + j) * heads + h) * dim + d];
          ASSERT_NEAR(s[((b * seq + i) * heads + h) * seq + j], sum, 1e-12);
        }
  // Small matrices are packed still: a call per batch entry costs more.
  std::vector<int64_t> smallA = {batch, heads, 2, dim},
                       smallB = {batch, heads, dim, 2},
                       smallC = {batch, heads, 2, 2};
  packedBuffers = 0;
  runGemm(ElementType::F64,
          {reinterpret_cast<char *>(q.data()), smallA, aStrides},
          {reinterpret_cast<char *>(k.data()), smallB, bStrides},
          {reinterpret_cast<char *>(s.data()), smallC, cStrides},
          GemmGroups{2, 1, 1, 1}, false, getCountingBackend());
  EXPECT_GT(packedBuffers, 0);
}

TEST(GemmTest, HalfPrecisionAccumulatesInFloatAndRoundsOnce) {
  // 2048 + 1 + 1 in f16 step by step stays 2048 (1 is half an ulp); in
  // float with one rounding it is 2050.
  std::vector<Half> a = {Half::fromFloat(2048), Half::fromFloat(1),
                         Half::fromFloat(1)};
  std::vector<Half> b(3, Half::fromFloat(1));
  Half c;
  std::vector<int64_t> aSizes = {1, 3}, aStrides = {3, 1}, bSizes = {3, 1},
                       bStrides = {1, 1}, cSizes = {1, 1}, cStrides = {1, 1};
  runGemm(ElementType::F16,
          {reinterpret_cast<char *>(a.data()), aSizes, aStrides},
          {reinterpret_cast<char *>(b.data()), bSizes, bStrides},
          {reinterpret_cast<char *>(&c), cSizes, cStrides},
          GemmGroups{0, 1, 1, 1}, false, getHostGemmBackend());
  EXPECT_EQ(c.toFloat(), 2050.0f);
}

TEST(GemmTest, InconsistentViewsAreAnErrorNamingTheCall) {
  std::vector<double> data(16, 0.0);
  std::vector<int64_t> aSizes = {2, 3}, bSizes = {4, 2}, cSizes = {2, 2},
                       strides = {4, 1};
  auto *pointer = reinterpret_cast<char *>(data.data());
  EXPECT_DEATH(runGemm(ElementType::F64, {pointer, aSizes, strides},
                       {pointer, bSizes, strides}, {pointer, cSizes, strides},
                       GemmGroups{0, 1, 1, 1}, false, getHostGemmBackend()),
               "ap runtime error: gemm: the operands' sizes do not agree");
}

TEST(GemmTest, AnElementTypeWithoutGemmEntryPointsIsAnError) {
  std::vector<int32_t> data(4, 0);
  std::vector<int64_t> sizes = {2, 2}, strides = {2, 1};
  auto *pointer = reinterpret_cast<char *>(data.data());
  EXPECT_TRUE(isGemmElementType(ElementType::BF16));
  EXPECT_FALSE(isGemmElementType(ElementType::I32));
  EXPECT_DEATH(runGemm(ElementType::I32, {pointer, sizes, strides},
                       {pointer, sizes, strides}, {pointer, sizes, strides},
                       GemmGroups{0, 1, 1, 1}, false, getHostGemmBackend()),
               "gemm of i32 elements");
}

} // namespace
