//===- RecomputePolicy.td - Recompute policies -------------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_TRANSFORMS_RECOMPUTEPOLICY_TD
#define SHARD_DIALECT_AP_TRANSFORMS_RECOMPUTEPOLICY_TD

// ap-recompute-partition's policies, which ap-auto-shard's memory term
// assumes too.
defvar RecomputePolicyValues = [{::llvm::cl::values(
  clEnumValN(mlir::ap::RecomputePolicy::MinCut, "min-cut",
             "anything but contractions, collectives and impure ops, where "
             "the cut finds it cheaper"),
  clEnumValN(mlir::ap::RecomputePolicy::Selective, "sac",
             "selective activation checkpointing: save every other "
             "contraction's output, recompute the rest"),
  clEnumValN(mlir::ap::RecomputePolicy::SaveAll, "save-all",
             "save every forward value the backward reads, recompute "
             "nothing"))}];

#endif // SHARD_DIALECT_AP_TRANSFORMS_RECOMPUTEPOLICY_TD
