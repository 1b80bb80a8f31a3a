//===- LoweringPipelines.cpp - Per-device program to LLVM -----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/LoweringPipelines.h"

#include "Shard/Conversion/Passes.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/Transforms/PipelineParallelPasses.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Conversion/ComplexToLLVM/ComplexToLLVM.h"
#include "mlir/Conversion/ComplexToStandard/ComplexToStandard.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/GPUCommon/GPUCommonPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include <memory>
#include <mutex>

using namespace mlir;

namespace mlir::ap {
void buildProgramPreparationPipeline(OpPassManager &pm) {
  // torch-mlir exports run as they are: their scatters and gathers become
  // linalg first (a no-op on other programs).
  pm.addPass(createAPImportTorch());
  // Fused attention runs as blocked online-softmax loops.
  pm.addPass(createAPLowerAttention());
}

namespace {
/// Which buffers the CPU lowering keeps on the stack: statically shaped,
/// at most 4 KiB, allocated outside any loop (where every iteration would
/// take more stack), until a function's promoted buffers reach 256 KiB (a
/// rank thread's stack is 8 MiB). Shared by the functions the pass
/// manager may promote on several threads.
class StackBufferBudget {
public:
  bool take(Value buffer) {
    auto type = dyn_cast<MemRefType>(buffer.getType());
    if (!type || !type.hasStaticShape() ||
        !type.getElementType().isIntOrFloat())
      return false;
    Operation *alloc = buffer.getDefiningOp();
    if (!alloc || alloc->getParentOfType<LoopLikeOpInterface>())
      return false;
    int64_t bytes =
        llvm::divideCeil(type.getNumElements() * type.getElementTypeBitWidth(),
                         8);
    if (bytes > kMaxBufferBytes)
      return false;
    Operation *function = alloc->getParentOfType<FunctionOpInterface>();
    std::lock_guard<std::mutex> lock(mutex);
    int64_t &used = usedBytes[function];
    if (used + bytes > kMaxFunctionBytes)
      return false;
    used += bytes;
    return true;
  }

private:
  static constexpr int64_t kMaxBufferBytes = 4096;
  static constexpr int64_t kMaxFunctionBytes = 256 * 1024;
  std::mutex mutex;
  llvm::DenseMap<Operation *, int64_t> usedBytes;
};
} // namespace

/// What both backends do first: the runtime calls, then bufferization.
/// `forCpu`: the CPU's own steps: small buffers go on the stack (a GPU's
/// kernels cannot read the host's) and, with `fuseElementwise`, chains of
/// elementwise linalg ops become one (the CPU's loops; the GPU makes a
/// kernel of each op).
static void buildBufferizationPipeline(OpPassManager &pm,
                                       ContractionLowering contractions,
                                       bool forCpu, bool fuseElementwise) {
  buildProgramPreparationPipeline(pm);
  pm.addPass(createAPLowerToRuntime());
  if (contractions == ContractionLowering::Gemm)
    pm.addPass(createAPLowerContractionsToGEMM());
  // arith/math applied to whole tensors become linalg.generic first.
  pm.addPass(createConvertElementwiseToLinalgPass());
  if (forCpu && fuseElementwise)
    pm.addPass(createAPFuseElementwise());
  // Functions return distinct buffers, which bufferization assumes of calls.
  pm.addPass(createAPCopyAliasedResults());

  bufferization::OneShotBufferizePassOptions bufferization;
  bufferization.bufferizeFunctionBoundaries = true;
  bufferization.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // A loop may yield a tensor it did not write in place: a collective's
  // result is a new buffer (ap-lower-to-runtime), and so may be an op's.
  bufferization.allowReturnAllocsFromLoops = true;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferization));
  // Small buffers on the stack, where the function's frame holds them:
  // a step's many small kernels each paid a malloc and a free. Not inside
  // loops, where every iteration would take more stack.
  if (forCpu) {
    auto budget = std::make_shared<StackBufferBudget>();
    pm.addNestedPass<func::FuncOp>(
        bufferization::createPromoteBuffersToStackPass(
            [budget](Value buffer) { return budget->take(buffer); }));
  }
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());
}

/// What both backends do last: host code to the LLVM dialect. Buffers are
/// allocated through `_mlir_memref_to_llvm_alloc` and friends with
/// `genericAllocation` (the GPU runtime's managed memory), malloc otherwise.
static void buildHostToLLVMPipeline(OpPassManager &pm, bool genericAllocation,
                                    bool gpuLaunches) {
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  // Complex arithmetic (RoPE in complex form) to real arithmetic; what is
  // left (create, re, im) becomes LLVM structs below.
  pm.addPass(createConvertComplexToStandardPass());
  FinalizeMemRefToLLVMConversionPassOptions memrefOptions;
  memrefOptions.useGenericFunctions = genericAllocation;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefOptions));
  // Intrinsics where LLVM has them, libm calls for the rest (tanh, erf, ...)
  // and for expm1 and log1p, which MLIR's LLVM lowering approximates.
  pm.addPass(createAPExpm1Log1pToLibm());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertComplexToLLVMPass());
  pm.addPass(createConvertIndexToLLVMPass());
  if (gpuLaunches)
    pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

} // namespace mlir::ap

LogicalResult
mlir::ap::buildGpuLoweringPipeline(OpPassManager &pm,
                                   const GPUKernelPipelineOptions &kernels) {
  buildBufferizationPipeline(pm, ContractionLowering::Gemm,
                             /*forCpu=*/false, /*fuseElementwise=*/false);
  if (failed(appendKernelPipeline(pm, kernels)))
    return failure();
  buildHostToLLVMPipeline(pm, /*genericAllocation=*/true,
                          /*gpuLaunches=*/true);
  return success();
}

void mlir::ap::buildCpuLoweringPipeline(OpPassManager &pm,
                                        ContractionLowering contractions,
                                        bool fuseElementwise) {
  buildBufferizationPipeline(pm, contractions, /*forCpu=*/true,
                             fuseElementwise);
  pm.addPass(createConvertLinalgToLoopsPass());
  // exp as arithmetic, so that LLVM vectorizes the loops that call it.
  pm.addPass(createAPApproximateMath());
  buildHostToLLVMPipeline(pm, /*genericAllocation=*/false,
                          /*gpuLaunches=*/false);
}

void mlir::ap::buildIreeLoweringPipeline(OpPassManager &pm) {
  // IREE's streams schedule collectives themselves.
  pm.addPass(createAPUnscheduleCollectives());
  // IREE's all_gather, reduce_scatter and all_to_all act on dim 0.
  pm.addPass(createAPCollectivesOnDimZero());
  // Fused attention as blocked loops, which IREE compiles like any linalg.
  pm.addPass(createAPLowerAttention());
  // f64 math that IREE's CPU code lacks or computes badly.
  pm.addPass(createAPExpandF64Math());
  // IREE's send waits for its receive (NCCL's): stages that both send
  // first would wait on each other.
  pm.addPass(createAPOrderTransfers());
  pm.addPass(createAPConvertToIREE());
}

namespace {
struct CpuLoweringOptions : public PassPipelineOptions<CpuLoweringOptions> {
  Option<ap::ContractionLowering> contractions{
      *this, "contractions",
      llvm::cl::desc("How contractions run (ap-run's reference: loops; its "
                     "candidate: gemm)"),
      llvm::cl::init(ap::ContractionLowering::Loops),
      llvm::cl::values(clEnumValN(ap::ContractionLowering::Loops, "loops",
                                  "linalg loops, like every other op"),
                       clEnumValN(ap::ContractionLowering::Gemm, "gemm",
                                  "calls of the runtime's GEMM"))};
};
} // namespace

void mlir::ap::registerLoweringPipelines() {
  PassPipelineRegistration<CpuLoweringOptions>(
      "ap-lower-to-cpu",
      "A per-device program to the LLVM dialect for the CPU, as ap-run "
      "compiles it (docs/ApRun.md)",
      [](OpPassManager &pm, const CpuLoweringOptions &options) {
        buildCpuLoweringPipeline(pm, options.contractions);
      });
  registerPassPipeline(
      "ap-lower-to-gpu",
      "A per-device program to the LLVM dialect with GPU kernels, as "
      "ap-run --device=gpu compiles it (docs/Runtime.md)",
      [](OpPassManager &pm, StringRef optionsString,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        GPUKernelPipelineOptions options;
        if (failed(options.parseFromString(optionsString)))
          return failure();
        return buildGpuLoweringPipeline(pm, options);
      },
      [](function_ref<void(const detail::PassOptions &)> optionHandler) {
        optionHandler(GPUKernelPipelineOptions());
      });
  PassPipelineRegistration<>(
      "ap-lower-to-iree",
      "A program (ap-auto-parallel's output as it is) in the form "
      "iree-compile takes, as ap-run --backend=iree compiles it "
      "(docs/Backends.md)",
      [](OpPassManager &pm) { buildIreeLoweringPipeline(pm); });
}
