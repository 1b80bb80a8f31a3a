//===- PrecisionPolicy.td - Mixed-precision policies -------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_PRECISIONPOLICY_TD
#define SHARD_TRANSFORMS_PRECISIONPOLICY_TD

// ap-mixed-precision's policies, which ap-auto-parallel and
// ap-choose-einsum-form apply before planning; spelled once, in C++
// (PrecisionPolicy.h).
defvar PrecisionPolicyValues = "::mlir::ap::getPrecisionPolicyOptionValues()";

#endif // SHARD_TRANSFORMS_PRECISIONPOLICY_TD
