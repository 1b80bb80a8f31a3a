//===- PrecisionPolicy.h - Mixed-precision policies -------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What ap-mixed-precision narrows a program's contractions to, and what
// ap-auto-parallel and ap-choose-einsum-form apply before planning.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_PRECISIONPOLICY_H
#define SHARD_TRANSFORMS_PRECISIONPOLICY_H

#include "mlir/IR/Types.h"

#include "llvm/Support/CommandLine.h"

namespace mlir {
class MLIRContext;
namespace ap {

/// The precision of contraction inputs (docs/Precision.md). Accumulation,
/// reductions, norms, the loss, parameters and gradients stay in f32.
enum class PrecisionPolicy {
  /// The program as written.
  None,
  /// bf16 contraction inputs, f32 accumulation (PyTorch's bf16 autocast,
  /// AutoParallel's mp_policy with param_dtype=bf16, reduce_dtype=f32).
  BF16,
  /// The same with f16 inputs.
  F16,
};

/// The policies' option spellings ("none", "bf16", "f16"), for every
/// option that names one.
inline llvm::cl::ValuesClass getPrecisionPolicyOptionValues() {
  return llvm::cl::values(
      clEnumValN(PrecisionPolicy::None, "none", "the program's own types"),
      clEnumValN(PrecisionPolicy::BF16, "bf16",
                 "bf16 contraction inputs, f32 accumulation"),
      clEnumValN(PrecisionPolicy::F16, "f16",
                 "f16 contraction inputs, f32 accumulation"));
}

/// The element type contraction inputs get under `policy`; null for None.
Type getPolicyInputType(MLIRContext *context, PrecisionPolicy policy);

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_PRECISIONPOLICY_H
