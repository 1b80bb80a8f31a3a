//===- RecomputePolicy.td - Recompute policies -------------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_RECOMPUTEPOLICY_TD
#define SHARD_TRANSFORMS_RECOMPUTEPOLICY_TD

// ap-recompute-partition's policies, which ap-auto-shard's memory term
// assumes too; spelled once, in C++ (Passes.h).
defvar RecomputePolicyValues = "::mlir::ap::getRecomputePolicyOptionValues()";

#endif // SHARD_TRANSFORMS_RECOMPUTEPOLICY_TD
