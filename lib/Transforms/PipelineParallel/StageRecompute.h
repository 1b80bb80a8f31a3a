//===- StageRecompute.h - Pipeline cells that recompute ---------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A pipeline stage keeps each micro-batch's saved activations from its
// forward to its backward, up to S micro-batches at a time under 1F1B. Under
// a recompute policy (RecomputePlan.h, the one ap-recompute-partition
// splits an SPMD step with), each stage's backward runs again the forward
// ops of its own stage that the plan recomputes, instead of keeping their
// results (docs/PipelineParallelism.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_STAGERECOMPUTE_H
#define SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_STAGERECOMPUTE_H

#include "Shard/Transforms/JointFunction.h"
#include "Shard/Transforms/RecomputePolicy.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace ap {

/// Per top-level op of a stage program that is not built where it is needed:
/// its cell, 2 * stage for the stage's forward, 2 * stage + 1 for its
/// backward.
using CellMap = DenseMap<Operation *, int64_t>;

/// Clones into each backward cell of `program` (classified as `joint`, its
/// ops assigned to cells by `cellOf`, which gets the clones) the forward ops
/// of the same stage that `policy`'s plan recomputes and the cell reads
/// (transitively), and makes the cell read the clones. Returns how many ops
/// were cloned. A stage whose forward ops do not all come before its
/// backward's first op in `program` keeps its values (nothing is cloned).
int64_t recomputeInBackwardCells(func::FuncOp program,
                                 const JointFunction &joint,
                                 RecomputePolicy policy, CellMap &cellOf);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_PIPELINEPARALLEL_STAGERECOMPUTE_H
