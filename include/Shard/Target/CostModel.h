//===- CostModel.h - Compute time and memory of a placement -----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What the auto-sharder prices besides communication (which the
// redistribution planner prices with the target's CommCostModel):
//
//  - compute: the FLOPs and bytes of one op's per-device kernel, derived from
//    the indexing maps of any linalg structured op (the generalized einsum
//    count: product of the local loop extents times the arithmetic ops of
//    the body), turned into time by the target's roofline;
//  - memory: the bytes one device holds of a tensor in a layout, and what a
//    trainable parameter costs per element (itself, its gradient and the
//    optimizer's state).
//
// docs/CostModel.md explains the formulas and the figures behind them.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TARGET_COSTMODEL_H
#define SHARD_TARGET_COSTMODEL_H

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Placement/ShardingLayout.h"
#include "Shard/TargetDescription/TargetDescription.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir {
namespace ap {

/// What one per-device kernel does.
struct KernelWork {
  /// A contraction's FLOPs (at the element type's peak).
  double flops = 0;
  /// The arithmetic of any other kernel (elementwise ops, reductions, at
  /// the target's vector rate), besides its transcendental calls.
  double vectorFlops = 0;
  double transcendentals = 0;
  /// Bytes read plus bytes written.
  double bytes = 0;
  /// Whether it is a kernel launch of its own (false: it runs inside its
  /// consumers', isFusedIntoConsumer, and has no launch floor).
  bool ownKernel = true;
};

/// Whether `op` calls a transcendental function (exp, tanh, log, erf, pow,
/// trigonometry, ...): a math op that no single instruction computes (not
/// sqrt, rsqrt, abs, fma, rounding, bit counts or classification).
bool isTranscendental(Operation *op);

/// Bytes of one element of `type` (a tensor's element type or a scalar);
/// sub-byte types round up.
int64_t getElementBytes(Type type);

/// The communication cost model's view of a collective of `kind` over
/// `axes` of a mesh of `meshShape`, from a per-device `input` to `result`;
/// none unless both are static tensors. The ArrayRefs must outlive it.
std::optional<CollectiveDesc> describeCollective(StepKind kind,
                                                 ArrayRef<int64_t> meshShape,
                                                 ArrayRef<int64_t> axes,
                                                 Type input, Type result);

/// The same for a collective op, on its mesh (which must be in scope).
std::optional<CollectiveDesc> describeCollective(CollectiveOpInterface op);

/// The name the target's peak table uses for an element type: "bf16",
/// "f16", "f32", "f64", or the integer width ("i64").
std::string getElementTypeName(Type type);

/// "1.25 GB", "3.40 MB" or "12.0 KB": bytes as the reports print them.
std::string formatBytes(double bytes);

/// The loops of a linalg op that only select (one-hot gathers and scatters
/// written as contractions): a `linalg.index` of the loop is compared for
/// equality with an operand. Such a loop multiplies neither the FLOPs nor
/// the bytes of a real gather kernel.
SmallVector<bool> getSelectionLoops(linalg::LinalgOp op);

/// The arithmetic ops of a linalg op's body per iteration: arith and math
/// ops except `linalg.index`, constants, casts (index, integer and float
/// casts fuse into the ops reading them) and the yield; arithmetic on index
/// values counts. At least 1, so that copies still cost their bytes' worth.
int64_t countBodyArithmetic(linalg::LinalgOp op);

/// Whether `value`, a linalg op's result, is computed inside the kernels
/// that read it rather than written to memory, as the backends fuse
/// (IREE's dispatch regions, ap-fuse-elementwise on the CPU): a fill read
/// only by linalg ops (a splat, a GEMM's zero init is beta = 0); a
/// transpose read by one linalg op (a GEMM reads its operand transposed);
/// a contraction's result read by one elementwise op at its own positions
/// (an epilogue); an elementwise result read by one linalg op that is not
/// a contraction. Neither side then counts its bytes, and an op whose
/// results are all fused has no launch floor. Producer and consumer are
/// assumed to be sharded alike: where the plan moves the value between
/// them, the move is priced, the lost fusion is not.
bool isFusedIntoConsumer(Value value);

/// The per-device work of a linalg op whose loop `l` is split over
/// `loopShards[l]` devices (1 when not split): the product of the local
/// extents of the non-selection loops times the body's arithmetic, as
/// FLOPs for a contraction (linalg's contraction or convolution interface,
/// no selection loop: what a GEMM runs), else as vector FLOPs and
/// transcendentals; bytes are every operand's and result's local size,
/// but those of values fused between kernels (isFusedIntoConsumer).
KernelWork getLinalgWork(linalg::LinalgOp op, ArrayRef<int64_t> loopShards);

/// The element type whose peak a linalg op runs at: its narrowest floating
/// input (a bf16 x bf16 -> f32 matmul runs at the bf16 rate), else its
/// first result's.
Type getComputeElementType(linalg::LinalgOp op);

/// The roofline time of a kernel, with the element type picking the peak.
double getKernelTime(const TargetDescription &target, const KernelWork &work,
                     Type elementType);

/// Elements one device holds of a tensor of `shape` in `layout`.
int64_t getLocalElements(ArrayRef<int64_t> meshShape,
                         const ShardingLayout &layout, ArrayRef<int64_t> shape);

/// Bytes one device holds of a value of `type` in `layout`.
double getLocalBytes(ArrayRef<int64_t> meshShape, const ShardingLayout &layout,
                     RankedTensorType type);

/// What training keeps per parameter element besides the parameter: its
/// gradient (same type) and the optimizer's state.
struct TrainingMemoryOptions {
  /// Optimizer bytes per parameter element; negative picks Adam's: two fp32
  /// moments, plus an fp32 master copy when the parameter is narrower than
  /// fp32 (12 bytes for bf16, 8 for f32).
  double optimizerBytesPerElement = -1;
};

/// Bytes per parameter element of what training keeps for it.
struct ParameterBytes {
  double parameter = 0, gradient = 0, optimizerState = 0;
  double getTotal() const { return parameter + gradient + optimizerState; }
};
ParameterBytes getParameterBytes(Type elementType,
                                 const TrainingMemoryOptions &options);

/// Bytes per parameter element: parameter, gradient and optimizer state.
inline double getParameterBytesPerElement(Type elementType,
                                          const TrainingMemoryOptions &options) {
  return getParameterBytes(elementType, options).getTotal();
}

} // namespace ap
} // namespace mlir

#endif // SHARD_TARGET_COSTMODEL_H
