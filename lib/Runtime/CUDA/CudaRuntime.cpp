//===- CudaRuntime.cpp - Kernels, memory and GEMM on a CUDA GPU -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Written against the CUDA runtime API only (libcudart resolves the driver
// when it first runs), so that every tool linking it starts on machines
// without a GPU or driver and fails with a message when it is used there.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/CudaRuntime.h"
#include "Shard/Runtime/CollectiveRuntime.h"
#include "Shard/Runtime/Gemm.h"

#include "llvm/ADT/Twine.h"

#include <cublas_v2.h>
#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <string>

using namespace mlir::ap::runtime;

namespace {

void check(cudaError_t error, const char *what) {
  if (error != cudaSuccess)
    reportFatalRuntimeError(llvm::Twine("CUDA: ") + what + ": " +
                            cudaGetErrorName(error) + ": " +
                            cudaGetErrorString(error));
}

void check(cublasStatus_t status, const char *what) {
  if (status != CUBLAS_STATUS_SUCCESS)
    reportFatalRuntimeError(llvm::Twine("cuBLAS: ") + what + ": " +
                            cublasGetStatusName(status) + ": " +
                            cublasGetStatusString(status));
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// Managed memory: the kernels, cuBLAS and the host (collectives, copies)
/// use the same pointers.
void *allocateManaged(size_t bytes) {
  void *pointer = nullptr;
  check(cudaMallocManaged(&pointer, bytes ? bytes : 1), "cudaMallocManaged");
  return pointer;
}

void freeManaged(void *pointer) {
  if (pointer)
    check(cudaFree(pointer), "cudaFree");
}

//===----------------------------------------------------------------------===//
// GEMM
//===----------------------------------------------------------------------===//

/// One cuBLAS handle per thread (ranks are threads), destroyed with it:
/// the threads backend starts new threads for every run.
class CublasHandle {
public:
  CublasHandle() { check(cublasCreate(&handle), "cublasCreate"); }
  ~CublasHandle() { cublasDestroy(handle); }
  CublasHandle(const CublasHandle &) = delete;
  CublasHandle &operator=(const CublasHandle &) = delete;
  cublasHandle_t get() const { return handle; }

private:
  cublasHandle_t handle = nullptr;
};

cublasHandle_t getCublas() {
  thread_local CublasHandle handle;
  return handle.get();
}

cublasOperation_t toCublas(BlasOp op) {
  return op == BlasOp::N ? CUBLAS_OP_N : CUBLAS_OP_T;
}

void runCublasGemm(const BlasGemm &gemm, abi::ElementType type) {
  cudaDataType dataType = CUDA_R_32F;
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  float alpha = 1, beta = gemm.accumulate ? 1 : 0;
  double alpha64 = 1, beta64 = gemm.accumulate ? 1 : 0;
  const void *alphaPointer = &alpha, *betaPointer = &beta;
  switch (type) {
  case abi::ElementType::F16:
    dataType = CUDA_R_16F;
    break;
  case abi::ElementType::BF16:
    dataType = CUDA_R_16BF;
    break;
  case abi::ElementType::F32:
    break;
  case abi::ElementType::F64:
    dataType = CUDA_R_64F;
    compute = CUBLAS_COMPUTE_64F;
    alphaPointer = &alpha64;
    betaPointer = &beta64;
    break;
  default:
    reportFatalRuntimeError(llvm::Twine("cuBLAS: a gemm of ") +
                            abi::getSuffix(type) + " elements");
  }
  check(cublasGemmStridedBatchedEx_64(
            getCublas(), toCublas(gemm.opA), toCublas(gemm.opB), gemm.m, gemm.n,
            gemm.k, alphaPointer, gemm.a, dataType, gemm.lda, gemm.strideA,
            gemm.b, dataType, gemm.ldb, gemm.strideB, betaPointer, gemm.c,
            dataType, gemm.ldc, gemm.strideC, gemm.batch, compute,
            CUBLAS_GEMM_DEFAULT),
        "cublasGemmStridedBatchedEx");
  // The host may read the result next (a collective, a copy).
  check(cudaStreamSynchronize(nullptr), "synchronizing after a GEMM");
}

const GemmBackend &getCudaGemmBackend() {
  // Operands BLAS cannot read in place are packed, never looped over: each
  // call synchronizes, and one batched call on packed copies is what was
  // measured on a GPU.
  static const GemmBackend backend{
      allocateManaged, freeManaged, runCublasGemm,
      /*minLoopedCallWork=*/std::numeric_limits<int64_t>::max()};
  return backend;
}

} // namespace

AP_RT_DEFINE_GEMM_ENTRY_POINTS(ap_rt_cuda_gemm, getCudaGemmBackend)

//===----------------------------------------------------------------------===//
// What gpu-to-llvm and finalize-memref-to-llvm call
//===----------------------------------------------------------------------===//

extern "C" {

/// The driver's JIT log of each PTX library. cudaLibraryLoadData keeps the
/// options and may compile the PTX only when a context first needs it, at
/// cudaLibraryGetKernel (issue 26 saw an invalid-PTX error there, not at
/// the load, even with CUDA_MODULE_LOADING=EAGER), so the log buffer must
/// outlive the load call: one per library, freed with it.
struct JitLog {
  char text[16384] = {0};
};

// Never destroyed: modules may be unloaded while the process ends, after
// static destructors ran.
static std::mutex &getJitLogMutex() {
  static auto *mutex = new std::mutex;
  return *mutex;
}

static std::map<void *, std::unique_ptr<JitLog>> &getJitLogs() {
  static auto *logs = new std::map<void *, std::unique_ptr<JitLog>>;
  return *logs;
}

/// What the driver's JIT said about `library`, if anything.
static std::string getJitLog(void *library) {
  std::lock_guard<std::mutex> lock(getJitLogMutex());
  auto it = getJitLogs().find(library);
  return it == getJitLogs().end() ? std::string() : std::string(it->second->text);
}

static void *ap_rt_cuda_module_load_jit(void *ptx, int optLevel) {
  auto log = std::make_unique<JitLog>();
  cudaJitOption options[] = {cudaJitOptimizationLevel, cudaJitErrorLogBuffer,
                             cudaJitErrorLogBufferSizeBytes};
  void *values[] = {reinterpret_cast<void *>(static_cast<intptr_t>(
                        optLevel < 0 ? 0 : std::min(optLevel, 4))),
                    log->text,
                    reinterpret_cast<void *>(sizeof(log->text) - 1)};
  cudaLibrary_t library = nullptr;
  cudaError_t error = cudaLibraryLoadData(&library, ptx, options, values, 3,
                                          nullptr, nullptr, 0);
  if (error != cudaSuccess && log->text[0])
    reportFatalRuntimeError(
        llvm::Twine("CUDA: compiling a kernel module (PTX): ") +
        cudaGetErrorName(error) + ": " + log->text);
  check(error, "loading a kernel module (PTX)");
  std::lock_guard<std::mutex> lock(getJitLogMutex());
  getJitLogs()[library] = std::move(log);
  return library;
}

static void *ap_rt_cuda_module_load(void *binary, size_t /*size*/) {
  cudaLibrary_t library = nullptr;
  check(cudaLibraryLoadData(&library, binary, nullptr, nullptr, 0, nullptr,
                            nullptr, 0),
        "loading a kernel module");
  return library;
}

static void ap_rt_cuda_module_unload(void *library) {
  // Module destructors may run while the process ends, after the CUDA
  // runtime has begun to unload: nothing is left to free then.
  cudaError_t error = cudaLibraryUnload(static_cast<cudaLibrary_t>(library));
  if (error != cudaErrorCudartUnloading)
    check(error, "unloading a kernel module");
  std::lock_guard<std::mutex> lock(getJitLogMutex());
  getJitLogs().erase(library);
}

static void *ap_rt_cuda_module_get_function(void *library, const char *name) {
  cudaKernel_t kernel = nullptr;
  cudaError_t error =
      cudaLibraryGetKernel(&kernel, static_cast<cudaLibrary_t>(library), name);
  // A PTX library is compiled here: the driver's log says why it failed.
  if (error != cudaSuccess) {
    std::string log = getJitLog(library);
    if (!log.empty())
      reportFatalRuntimeError(llvm::Twine("CUDA: compiling kernel '") + name +
                              "' (PTX): " + cudaGetErrorName(error) + ": " +
                              log);
  }
  check(error, "finding a kernel");
  return kernel;
}

static void ap_rt_cuda_launch_kernel(
    void *kernel, intptr_t gridX, intptr_t gridY, intptr_t gridZ,
    intptr_t blockX, intptr_t blockY, intptr_t blockZ, int32_t sharedMemory,
    void *stream, void **params, void ** /*extra*/, size_t /*paramsCount*/) {
  dim3 grid(gridX, gridY, gridZ), block(blockX, blockY, blockZ);
  check(cudaLaunchKernel(kernel, grid, block, params, sharedMemory,
                         static_cast<cudaStream_t>(stream)),
        "launching a kernel");
}

static void *ap_rt_cuda_stream_create() {
  cudaStream_t stream = nullptr;
  check(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
        "creating a stream");
  return stream;
}

static void ap_rt_cuda_stream_destroy(void *stream) {
  check(cudaStreamDestroy(static_cast<cudaStream_t>(stream)),
        "destroying a stream");
}

static void ap_rt_cuda_stream_synchronize(void *stream) {
  check(cudaStreamSynchronize(static_cast<cudaStream_t>(stream)),
        "running the kernels of a stream");
}

static void *ap_rt_cuda_memref_alloc(size_t bytes) {
  return allocateManaged(bytes);
}

static void *ap_rt_cuda_memref_aligned_alloc(size_t /*alignment*/,
                                             size_t bytes) {
  return allocateManaged(bytes); // 256-byte aligned
}

static void ap_rt_cuda_memref_free(void *pointer) { freeManaged(pointer); }

} // extern "C"

std::string mlir::ap::runtime::describeCudaDeviceProblem() {
  int count = 0;
  cudaError_t error = cudaGetDeviceCount(&count);
  if (error != cudaSuccess)
    return (llvm::Twine("no usable CUDA device: ") + cudaGetErrorName(error) +
            ": " + cudaGetErrorString(error))
        .str();
  if (count == 0)
    return "no CUDA device is visible";
  return "";
}

void mlir::ap::runtime::forEachCudaRuntimeSymbol(
    llvm::function_ref<void(llvm::StringRef, void *)> fn) {
  auto add = [&](llvm::StringRef name, auto *function) {
    fn(name, reinterpret_cast<void *>(function));
  };
  // Upstream's GPU runtime ABI (gpu-to-llvm, MLIR 22).
  add("mgpuModuleLoadJIT", &ap_rt_cuda_module_load_jit);
  add("mgpuModuleLoad", &ap_rt_cuda_module_load);
  add("mgpuModuleUnload", &ap_rt_cuda_module_unload);
  add("mgpuModuleGetFunction", &ap_rt_cuda_module_get_function);
  add("mgpuLaunchKernel", &ap_rt_cuda_launch_kernel);
  add("mgpuStreamCreate", &ap_rt_cuda_stream_create);
  add("mgpuStreamDestroy", &ap_rt_cuda_stream_destroy);
  add("mgpuStreamSynchronize", &ap_rt_cuda_stream_synchronize);
  // finalize-memref-to-llvm{use-generic-functions}.
  add("_mlir_memref_to_llvm_alloc", &ap_rt_cuda_memref_alloc);
  add("_mlir_memref_to_llvm_aligned_alloc", &ap_rt_cuda_memref_aligned_alloc);
  add("_mlir_memref_to_llvm_free", &ap_rt_cuda_memref_free);
  forEachGemmSymbol(ap_rt_cuda_gemm_entry_points, fn);
}
