//===- HostBlasTest.cpp - The CPU GEMM on OpenBLAS against its definition -===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// hostBlasGemm (OpenBLAS) runs the plans runGemm makes; here random plans
// (odd sizes, both op flags, padded leading dimensions, batch strides of 0
// and apart, accumulation) in every gemm element type are held to
// referenceBlasGemm, the definition, within the rounding of a sum in the
// accumulation type; and so are GEMMs that several threads run at once, as
// the ranks of the threads backend do.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/Gemm.h"
#include "Shard/Runtime/HalfFloat.h"

#include "gtest/gtest.h"

#include <cmath>
#include <random>
#include <thread>
#include <vector>

using namespace mlir::ap::runtime;
using ElementType = mlir::ap::runtime::abi::ElementType;

namespace {

double toDouble(float value) { return value; }
double toDouble(double value) { return value; }
double toDouble(Half value) { return value.toFloat(); }
double toDouble(BFloat value) { return value.toFloat(); }
template <typename T> T fromDouble(double value) {
  if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat>)
    return T::fromFloat(static_cast<float>(value));
  else
    return static_cast<T>(value);
}

/// The unit roundoff of the accumulation type and of the stored type.
template <typename T> double accumulationEpsilon() {
  return std::is_same_v<T, double> ? 0x1p-53 : 0x1p-24;
}
template <typename T> double storageEpsilon() {
  if constexpr (std::is_same_v<T, Half>)
    return 0x1p-11;
  else if constexpr (std::is_same_v<T, BFloat>)
    return 0x1p-8;
  else
    return accumulationEpsilon<T>();
}

/// A random plan with its operands' memory.
template <typename T> struct RandomGemm {
  BlasGemm gemm;
  std::vector<T> a, b, c;

  RandomGemm(std::mt19937 &rng, int64_t maxSize) {
    auto size = [&] { return 1 + static_cast<int64_t>(rng() % maxSize); };
    gemm.m = size();
    gemm.n = size();
    gemm.k = size();
    gemm.batch = 1 + rng() % 3;
    gemm.opA = rng() % 2 ? BlasOp::T : BlasOp::N;
    gemm.opB = rng() % 2 ? BlasOp::T : BlasOp::N;
    gemm.accumulate = rng() % 2;
    int64_t aRows = gemm.opA == BlasOp::N ? gemm.m : gemm.k;
    int64_t aCols = gemm.opA == BlasOp::N ? gemm.k : gemm.m;
    int64_t bRows = gemm.opB == BlasOp::N ? gemm.k : gemm.n;
    int64_t bCols = gemm.opB == BlasOp::N ? gemm.n : gemm.k;
    auto pad = [&] { return rng() % 3 == 0 ? int64_t(rng() % 5) : 0; };
    gemm.lda = aRows + pad();
    gemm.ldb = bRows + pad();
    gemm.ldc = gemm.m + pad();
    // A or B shared by every batch entry (stride 0) now and then.
    gemm.strideA = rng() % 4 == 0 ? 0 : gemm.lda * aCols + pad();
    gemm.strideB = rng() % 4 == 0 ? 0 : gemm.ldb * bCols + pad();
    gemm.strideC = gemm.ldc * gemm.n + pad();
    std::uniform_real_distribution<double> value(-1, 1);
    auto fill = [&](std::vector<T> &v, int64_t count) {
      v.resize(count);
      for (T &element : v)
        element = fromDouble<T>(value(rng));
    };
    fill(a, gemm.strideA * (gemm.batch - 1) + gemm.lda * aCols);
    fill(b, gemm.strideB * (gemm.batch - 1) + gemm.ldb * bCols);
    fill(c, gemm.strideC * (gemm.batch - 1) + gemm.ldc * gemm.n);
  }

  BlasGemm on(std::vector<T> &result) const {
    BlasGemm call = gemm;
    call.a = a.data();
    call.b = b.data();
    call.c = result.data();
    return call;
  }

  /// The bound on |BLAS - reference| at C's element (i, j) of `batch`: both
  /// sum k products in the accumulation type, in different orders, then
  /// round once to the stored type.
  double bound(int64_t batch, int64_t i, int64_t j) const {
    double magnitude = gemm.accumulate
                           ? std::abs(toDouble(
                                 c[batch * gemm.strideC + i + j * gemm.ldc]))
                           : 0;
    for (int64_t l = 0; l < gemm.k; ++l) {
      const T &x = gemm.opA == BlasOp::N
                       ? a[batch * gemm.strideA + i + l * gemm.lda]
                       : a[batch * gemm.strideA + l + i * gemm.lda];
      const T &y = gemm.opB == BlasOp::N
                       ? b[batch * gemm.strideB + l + j * gemm.ldb]
                       : b[batch * gemm.strideB + j + l * gemm.ldb];
      magnitude += std::abs(toDouble(x) * toDouble(y));
    }
    return 2 * (gemm.k + 2) * accumulationEpsilon<T>() * magnitude +
           2 * storageEpsilon<T>() * magnitude;
  }
};

template <typename T> void checkAgainstReference(ElementType type, int trials,
                                                 int64_t maxSize,
                                                 unsigned seed) {
  std::mt19937 rng(seed);
  for (int trial = 0; trial < trials; ++trial) {
    RandomGemm<T> random(rng, maxSize);
    std::vector<T> expected = random.c, actual = random.c;
    ASSERT_EQ(checkBlasGemm(random.on(actual)), "");
    referenceBlasGemm(random.on(expected), type);
    hostBlasGemm(random.on(actual), type);
    const BlasGemm &gemm = random.gemm;
    for (size_t index = 0; index < actual.size(); ++index) {
      int64_t batch = index / gemm.strideC, offset = index % gemm.strideC;
      int64_t i = offset % gemm.ldc, j = offset / gemm.ldc;
      bool inC = batch < gemm.batch && i < gemm.m && j < gemm.n;
      double difference =
          std::abs(toDouble(actual[index]) - toDouble(expected[index]));
      // Outside C (padding) nothing may change.
      ASSERT_LE(difference, inC ? random.bound(batch, i, j) : 0.0)
          << "trial " << trial << " element " << index << " (batch " << batch
          << ", " << i << ", " << j << ") m " << gemm.m << " n " << gemm.n
          << " k " << gemm.k << " op " << int(gemm.opA) << int(gemm.opB)
          << " accumulate " << gemm.accumulate;
    }
  }
}

TEST(HostBlasTest, F64MatchesTheDefinition) {
  checkAgainstReference<double>(ElementType::F64, 200, 40, 1);
}

TEST(HostBlasTest, F32MatchesTheDefinition) {
  checkAgainstReference<float>(ElementType::F32, 200, 40, 2);
}

TEST(HostBlasTest, F16AndBF16AccumulateInF32) {
  checkAgainstReference<Half>(ElementType::F16, 100, 40, 3);
  checkAgainstReference<BFloat>(ElementType::BF16, 100, 40, 4);
}

TEST(HostBlasTest, LargeGemmsCrossTheKernelsBlocks) {
  // Past OpenBLAS's blocking, its threads' split and the 256 columns the f16
  // path converts at a time.
  checkAgainstReference<float>(ElementType::F32, 4, 300, 5);
  checkAgainstReference<Half>(ElementType::F16, 4, 600, 6);
}

TEST(HostBlasTest, ConcurrentCallsFromSeveralThreads) {
  // The threads backend's ranks call the GEMM at once, each with the
  // process's thread count (here 2 threads per call, 4 callers).
  unsigned before = getHostGemmThreads();
  setHostGemmThreads(2);
  EXPECT_EQ(getHostGemmThreads(), 2u);
  std::vector<std::thread> callers;
  std::vector<int> failures(4, 0);
  for (int caller = 0; caller < 4; ++caller)
    callers.emplace_back([&, caller] {
      std::mt19937 rng(100 + caller);
      for (int trial = 0; trial < 20; ++trial) {
        RandomGemm<double> random(rng, 200);
        std::vector<double> expected = random.c, actual = random.c;
        referenceBlasGemm(random.on(expected), ElementType::F64);
        hostBlasGemm(random.on(actual), ElementType::F64);
        for (size_t i = 0; i < actual.size(); ++i)
          if (std::abs(actual[i] - expected[i]) > 1e-9)
            ++failures[caller];
      }
    });
  for (std::thread &caller : callers)
    caller.join();
  for (int caller = 0; caller < 4; ++caller)
    EXPECT_EQ(failures[caller], 0) << "caller " << caller;
  setHostGemmThreads(before ? before : 1);
}

} // namespace
