//===- HostBlas.cpp - The CPU GEMM: BlasGemm plans on OpenBLAS -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The host backend of the runtime's GEMM (Gemm.h) calls OpenBLAS's CBLAS
// (Debian's pthread variant, chosen by benchmarks/blas_choice.py; docs/
// Runtime.md, "The CPU GEMM"). The only file that includes cblas.h.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/Gemm.h"
#include "Shard/Runtime/HalfFloat.h"

#include <cblas.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

using namespace mlir::ap::runtime;

namespace {

/// The thread count set last (0: none yet), so that setting the same count
/// again costs nothing.
std::atomic<unsigned> hostGemmThreads{0};

CBLAS_TRANSPOSE toCblas(BlasOp op) {
  return op == BlasOp::N ? CblasNoTrans : CblasTrans;
}

/// sgemm and dgemm, one call per batch entry. OpenBLAS takes int sizes:
/// runGemm's plans come from memrefs a program allocated, far below 2^31
/// elements per dim.
template <typename T> void blasGemm(const BlasGemm &gemm) {
  auto *a = static_cast<const T *>(gemm.a);
  auto *b = static_cast<const T *>(gemm.b);
  auto *c = static_cast<T *>(gemm.c);
  T beta = gemm.accumulate ? T(1) : T(0);
  for (int64_t batch = 0; batch < gemm.batch; ++batch) {
    const T *batchA = a + batch * gemm.strideA;
    const T *batchB = b + batch * gemm.strideB;
    T *batchC = c + batch * gemm.strideC;
    if constexpr (std::is_same_v<T, float>)
      cblas_sgemm(CblasColMajor, toCblas(gemm.opA), toCblas(gemm.opB),
                  gemm.m, gemm.n, gemm.k, 1.0f, batchA, gemm.lda, batchB,
                  gemm.ldb, beta, batchC, gemm.ldc);
    else
      cblas_dgemm(CblasColMajor, toCblas(gemm.opA), toCblas(gemm.opB),
                  gemm.m, gemm.n, gemm.k, 1.0, batchA, gemm.lda, batchB,
                  gemm.ldb, beta, batchC, gemm.ldc);
  }
}

/// Converts a column-major rows x cols matrix with leading dimension `ld`
/// into a dense one (leading dimension `rows`).
template <typename Half>
void widen(const Half *from, int64_t ld, int64_t rows, int64_t cols,
           float *to) {
  for (int64_t col = 0; col < cols; ++col)
    for (int64_t row = 0; row < rows; ++row)
      to[row + col * rows] = from[row + col * ld].toFloat();
}

/// f16 and bf16: the operands converted to f32 and multiplied by sgemm,
/// which accumulates in f32; C rounds once, as referenceBlasGemm and
/// cuBLAS's 32-bit compute type do. A is converted whole per batch entry,
/// B and C in blocks of columns, so the f32 copies stay small.
template <typename Half> void widenedGemm(const BlasGemm &gemm) {
  constexpr int64_t kBlockColumns = 256;
  int64_t aRows = gemm.opA == BlasOp::N ? gemm.m : gemm.k;
  int64_t aCols = gemm.opA == BlasOp::N ? gemm.k : gemm.m;
  std::vector<float> a(aRows * aCols);
  std::vector<float> b(gemm.k * kBlockColumns);
  std::vector<float> c(gemm.m * kBlockColumns);
  for (int64_t batch = 0; batch < gemm.batch; ++batch) {
    auto *batchA = static_cast<const Half *>(gemm.a) + batch * gemm.strideA;
    auto *batchB = static_cast<const Half *>(gemm.b) + batch * gemm.strideB;
    Half *batchC = static_cast<Half *>(gemm.c) + batch * gemm.strideC;
    widen(batchA, gemm.lda, aRows, aCols, a.data());
    for (int64_t first = 0; first < gemm.n; first += kBlockColumns) {
      int64_t cols = std::min(kBlockColumns, gemm.n - first);
      // op(B)'s columns [first, first + cols): columns of B (N) or rows (T).
      int64_t ldb;
      if (gemm.opB == BlasOp::N) {
        widen(batchB + first * gemm.ldb, gemm.ldb, gemm.k, cols, b.data());
        ldb = gemm.k;
      } else {
        widen(batchB + first, gemm.ldb, cols, gemm.k, b.data());
        ldb = cols;
      }
      if (gemm.accumulate)
        widen(batchC + first * gemm.ldc, gemm.ldc, gemm.m, cols, c.data());
      cblas_sgemm(CblasColMajor, toCblas(gemm.opA), toCblas(gemm.opB),
                  gemm.m, cols, gemm.k, 1.0f, a.data(), aRows, b.data(), ldb,
                  gemm.accumulate ? 1.0f : 0.0f, c.data(), gemm.m);
      for (int64_t col = 0; col < cols; ++col)
        for (int64_t row = 0; row < gemm.m; ++row)
          batchC[row + (first + col) * gemm.ldc] =
              Half::fromFloat(c[row + col * gemm.m]);
    }
  }
}

} // namespace

void mlir::ap::runtime::hostBlasGemm(const BlasGemm &gemm,
                                     abi::ElementType type) {
  // Until a count is set, one thread per core of the machine (OpenBLAS's
  // own default, which OPENBLAS_NUM_THREADS would otherwise change).
  if (hostGemmThreads.load(std::memory_order_relaxed) == 0)
    setHostGemmThreads(std::max(1u, std::thread::hardware_concurrency()));
  switch (type) {
  case abi::ElementType::F16:
    return widenedGemm<Half>(gemm);
  case abi::ElementType::BF16:
    return widenedGemm<BFloat>(gemm);
  case abi::ElementType::F32:
    return blasGemm<float>(gemm);
  case abi::ElementType::F64:
    return blasGemm<double>(gemm);
  default:
    break;
  }
  llvm_unreachable("not a gemm element type");
}

void mlir::ap::runtime::setHostGemmThreads(unsigned threads) {
  threads = std::max(1u, threads);
  if (hostGemmThreads.exchange(threads) != threads)
    openblas_set_num_threads(static_cast<int>(threads));
}

unsigned mlir::ap::runtime::getHostGemmThreads() {
  return hostGemmThreads.load(std::memory_order_relaxed);
}
