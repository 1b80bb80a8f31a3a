//===- gemm_rate.cpp - GFLOP/s of one CBLAS on the layers' GEMMs ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Built by benchmarks/blas_choice.py against one BLAS at a time (any library
// with the CBLAS interface); the thread count comes from the library's own
// environment variable, which the script sets. Reads lines
//   name batch m n k transA
// (column-major C[m x n] = op(A)[m x k] B[k x n], batch times, as the
// runtime's plans call it) from stdin and prints, per line and element type,
//   name type GFLOP/s
// the best of the timed repetitions (each at least 0.05 s of calls).
//
//===----------------------------------------------------------------------===//

#include <cblas.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

namespace {

template <typename T>
void gemm(CBLAS_TRANSPOSE opA, int m, int n, int k, const T *a, int lda,
          const T *b, int ldb, T *c, int ldc);

template <>
void gemm<float>(CBLAS_TRANSPOSE opA, int m, int n, int k, const float *a,
                 int lda, const float *b, int ldb, float *c, int ldc) {
  cblas_sgemm(CblasColMajor, opA, CblasNoTrans, m, n, k, 1.0f, a, lda, b, ldb,
              0.0f, c, ldc);
}

template <>
void gemm<double>(CBLAS_TRANSPOSE opA, int m, int n, int k, const double *a,
                  int lda, const double *b, int ldb, double *c, int ldc) {
  cblas_dgemm(CblasColMajor, opA, CblasNoTrans, m, n, k, 1.0, a, lda, b, ldb,
              0.0, c, ldc);
}

template <typename T>
double rate(long batch, int m, int n, int k, bool transA) {
  std::vector<T> a(batch * m * k), b(batch * k * n), c(batch * m * n);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = T((i % 17) * 0.01);
  for (size_t i = 0; i < b.size(); ++i)
    b[i] = T((i % 13) * 0.01);
  CBLAS_TRANSPOSE opA = transA ? CblasTrans : CblasNoTrans;
  int lda = transA ? k : m;
  auto step = [&] {
    for (long i = 0; i < batch; ++i)
      gemm<T>(opA, m, n, k, a.data() + i * m * k, lda, b.data() + i * k * n,
              k, c.data() + i * m * n, m);
  };
  step(); // warm-up: the library's threads and buffers
  double flops = 2.0 * batch * m * n * k, best = 0;
  for (int repetition = 0; repetition < 3; ++repetition) {
    auto start = std::chrono::steady_clock::now();
    long calls = 0;
    double seconds = 0;
    do {
      step();
      ++calls;
      seconds = std::chrono::duration<double>(
                    std::chrono::steady_clock::now() - start)
                    .count();
    } while (seconds < 0.05);
    best = std::max(best, flops * calls / seconds / 1e9);
  }
  return best;
}

} // namespace

int main() {
  std::string name;
  long batch;
  int m, n, k, transA;
  while (std::cin >> name >> batch >> m >> n >> k >> transA) {
    std::printf("%s f32 %.2f\n", name.c_str(),
                rate<float>(batch, m, n, k, transA));
    std::printf("%s f64 %.2f\n", name.c_str(),
                rate<double>(batch, m, n, k, transA));
    std::fflush(stdout);
  }
  return 0;
}
