//===- Gemm.h - The runtime's GEMM: strided views to BLAS calls -*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// `ap-lower-contractions-to-gemm` turns a linalg contraction into a call
//
//   ap_rt_gemm_<ty>(A, B, C, numBatch, numM, numN, numK, accumulate)
//
// for <ty> in f16, bf16, f32, f64, with A, B, C as memref<*x<ty>> views whose
// dims are ordered [batch..., m..., k...], [batch..., k..., n...] and
// [batch..., m..., n...] (any strides: the lowering permutes views, it never
// copies), and computes C = A.B (+ C when `accumulate` is 1). Everything
// below is shared by every backend: the groups of dims are collapsed into
// one batch, row and column dim where the strides allow (else the fewest
// dims that keep them from it are looped over, one call per index, or what
// cannot be read in place is packed), and each call becomes one
// column-major strided-batched GEMM exactly as cuBLAS defines it
// (BlasGemm). The CPU backend runs that
// with OpenBLAS (hostBlasGemm), the CUDA backend with
// cublasGemmStridedBatchedEx; the tests hold both to referenceBlasGemm, so
// the parameters the CPU tests check are those the GPU receives
// (docs/Runtime.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_GEMM_H
#define SHARD_RUNTIME_GEMM_H

#include "Shard/Runtime/RuntimeABI.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
namespace ap {
namespace runtime {

/// Whether `type` has gemm entry points (abi::kGemmElementSuffixes: f16,
/// bf16, f32, f64); the gemm functions below take only these.
bool isGemmElementType(abi::ElementType type);

/// A strided view of memory, sizes and strides in elements.
struct StridedView {
  char *data = nullptr;
  llvm::ArrayRef<int64_t> sizes;
  llvm::ArrayRef<int64_t> strides;
};

/// How many of the loop dims of a contraction fall in each group.
struct GemmGroups {
  int64_t numBatch = 0, numM = 0, numN = 0, numK = 0;
};

/// One matrix per batch entry: a view collapsed to [batch, rows, cols].
struct MatrixLayout {
  int64_t batch = 1, rows = 1, cols = 1;
  int64_t batchStride = 0, rowStride = 0, colStride = 0;
};

/// Collapses a view's dims, taken as [batch (numBatch), rows (numRows), cols
/// (numCols)], into one dim per group; none if a group's dims are not evenly
/// strided (a permuted or sliced view), then the view must be packed.
std::optional<MatrixLayout> collapseGroups(llvm::ArrayRef<int64_t> sizes,
                                           llvm::ArrayRef<int64_t> strides,
                                           int64_t numBatch, int64_t numRows,
                                           int64_t numCols);

enum class BlasOp { N, T };

/// A column-major strided-batched GEMM, as cuBLAS defines it: for every
/// b < batch, C_b = op(A_b) op(B_b) (+ C_b if accumulate), C_b m x n with
/// leading dimension ldc, op(A_b) m x k, op(B_b) k x n, matrix b of each
/// operand at `stride * b` elements from its start (0: the same matrix).
struct BlasGemm {
  BlasOp opA = BlasOp::N, opB = BlasOp::N;
  int64_t m = 0, n = 0, k = 0, batch = 1;
  const void *a = nullptr, *b = nullptr;
  void *c = nullptr;
  int64_t lda = 1, ldb = 1, ldc = 1;
  int64_t strideA = 0, strideB = 0, strideC = 0;
  bool accumulate = false;
  /// Whether BLAS's A is the contraction's B and BLAS's B its A (a
  /// row-major C is computed as C^T = B^T A^T).
  bool operandsSwapped = false;
};

/// The BLAS call computing row-major-indexed C[m][n] = A[m][k] B[k][n] (per
/// batch entry) for operands with these layouts; none if one of them is
/// neither row- nor column-major (a unit stride in neither dim, or a leading
/// dimension BLAS refuses), then it must be packed. Pointers are left null;
/// `operandsSwapped` says which operand goes where.
std::optional<BlasGemm> planBlasGemm(const MatrixLayout &a,
                                     const MatrixLayout &b,
                                     const MatrixLayout &c);

/// Why cuBLAS would refuse `gemm` (its documented argument rules: sizes
/// at least 1, leading dimensions at least the stored rows, batches of C
/// apart), or "" if it accepts it. runGemm checks every plan before any
/// backend runs it, so the CPU tests hold plans to the GPU's rules.
std::string checkBlasGemm(const BlasGemm &gemm);

/// What a backend provides: memory the GEMM can read (host memory on the
/// CPU, memory the device reaches on a GPU) and the GEMM itself.
struct GemmBackend {
  void *(*allocate)(size_t bytes);
  void (*deallocate)(void *pointer);
  void (*run)(const BlasGemm &gemm, abi::ElementType type);
  /// The least multiply-adds (m n k) of one call for runGemm to loop over
  /// the dims that keep an operand from BLAS rather than pack the operand:
  /// a call costs about as much as a few thousand of them, a packed copy a
  /// pass over the operand.
  int64_t minLoopedCallWork = 32 * 32 * 32;
};

/// One `ap_rt_gemm_<ty>` call: checks the views against each other, loops
/// over the fewest batch, m, n and k dims that let BLAS read the rest of
/// every operand in place (k: the calls after the first accumulate), when
/// each call keeps `backend.minLoopedCallWork` multiply-adds, else packs
/// what cannot be read in place (into row-major buffers from `backend`),
/// and runs the plans on `backend`. Empty results need no call, and an
/// empty k gives zeros (or leaves C when accumulating), as the loops do.
/// Inconsistent views are a fatal runtime error naming the call.
void runGemm(abi::ElementType type, const StridedView &a, const StridedView &b,
             const StridedView &c, const GemmGroups &groups, bool accumulate,
             const GemmBackend &backend);

/// Runs `gemm` by its definition, with loops, on host memory: the
/// reference the BLAS and cuBLAS calls are held to. f16 and bf16
/// accumulate in float and round once, as cuBLAS's 32-bit compute type
/// does.
void referenceBlasGemm(const BlasGemm &gemm, abi::ElementType type);

/// Runs `gemm` on host memory with OpenBLAS (HostBlas.cpp; docs/Runtime.md,
/// "The CPU GEMM"): sgemm or dgemm per batch entry; f16 and bf16 converted
/// to f32 in blocks and multiplied by sgemm, accumulating in f32 and
/// rounding once, as referenceBlasGemm does.
void hostBlasGemm(const BlasGemm &gemm, abi::ElementType type);

/// How many threads each hostBlasGemm call may use (at least 1). OpenBLAS's
/// thread pool is the process's, so this is one count for every rank of the
/// process: the executables' mains set it once before the ranks run
/// (--blas-threads, RunOptions.h). Until then, one per core.
void setHostGemmThreads(unsigned threads);
/// The count set last; 0 before any was set or any GEMM ran.
unsigned getHostGemmThreads();

/// The CPU backend: host memory and hostBlasGemm.
const GemmBackend &getHostGemmBackend();

/// The descriptor MLIR's C interface passes for a memref<*x<ty>>.
struct UnrankedDescriptor {
  int64_t rank;
  void *descriptor;
};

/// One `ap_rt_gemm_<ty>` call as the C interface makes it, run on `backend`.
void runGemmEntryPoint(abi::ElementType type, const UnrankedDescriptor *a,
                       const UnrankedDescriptor *b, const UnrankedDescriptor *c,
                       int64_t numBatch, int64_t numM, int64_t numN,
                       int64_t numK, int64_t accumulate,
                       const GemmBackend &backend);

/// Calls `fn(symbol, address)` for the `ap_rt_gemm_<ty>` entry points of a
/// backend, under the names the JIT looks up (RuntimeABI.h), with
/// `entryPoints` in the order of abi::kGemmElementSuffixes.
void forEachGemmSymbol(llvm::ArrayRef<void *> entryPoints,
                       llvm::function_ref<void(llvm::StringRef, void *)> fn);

/// forEachGemmSymbol with the CPU backend's entry points.
void forEachHostGemmSymbol(
    llvm::function_ref<void(llvm::StringRef, void *)> fn);

/// Defines `<PREFIX>_<ty>` for every GEMM element type, running on the
/// backend `GET_BACKEND()` returns, and `PREFIX##_entry_points`, their
/// addresses for forEachGemmSymbol.
#define AP_RT_DEFINE_GEMM_ENTRY_POINTS(PREFIX, GET_BACKEND)                    \
  AP_RT_DEFINE_GEMM_ENTRY_POINT(PREFIX, f16, F16, GET_BACKEND)                 \
  AP_RT_DEFINE_GEMM_ENTRY_POINT(PREFIX, bf16, BF16, GET_BACKEND)               \
  AP_RT_DEFINE_GEMM_ENTRY_POINT(PREFIX, f32, F32, GET_BACKEND)                 \
  AP_RT_DEFINE_GEMM_ENTRY_POINT(PREFIX, f64, F64, GET_BACKEND)                 \
  static void *const PREFIX##_entry_points[] = {                               \
      reinterpret_cast<void *>(&PREFIX##_f16),                                 \
      reinterpret_cast<void *>(&PREFIX##_bf16),                                \
      reinterpret_cast<void *>(&PREFIX##_f32),                                 \
      reinterpret_cast<void *>(&PREFIX##_f64)};

#define AP_RT_DEFINE_GEMM_ENTRY_POINT(PREFIX, SUFFIX, TYPE, GET_BACKEND)       \
  extern "C" void PREFIX##_##SUFFIX(                                           \
      const ::mlir::ap::runtime::UnrankedDescriptor *a,                        \
      const ::mlir::ap::runtime::UnrankedDescriptor *b,                        \
      const ::mlir::ap::runtime::UnrankedDescriptor *c, int64_t numBatch,      \
      int64_t numM, int64_t numN, int64_t numK, int64_t accumulate) {          \
    ::mlir::ap::runtime::runGemmEntryPoint(                                    \
        ::mlir::ap::runtime::abi::ElementType::TYPE, a, b, c, numBatch, numM,  \
        numN, numK, accumulate, GET_BACKEND());                                \
  }

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_GEMM_H
