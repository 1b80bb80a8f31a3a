//===- BatchSplit.h - The data-parallel plan of a function ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Splitting a step's batch over a one-axis mesh without choosing anything
// else: every op takes the strategy that follows its operands' layouts with
// the least communication, so that the batch split spreads through the
// program as data parallelism does (a batch-sharded operand keeps its rows
// sharded, a sum over the batch becomes a partial sum). ap-microbatch
// partitions a step this way to get the program of one micro-batch
// (docs/PipelineParallelism.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_BATCHSPLIT_H
#define SHARD_TRANSFORMS_BATCHSPLIT_H

#include "Shard/Dialect/AP/IR/APOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace ap {

/// Writes into `function` (whose arguments and results carry the layouts
/// to keep as `ap.sharding` on `mesh`) the plan in which every op, in
/// program order, takes the strategy its operands' layouts reach with the
/// least communication (ties: the cheapest kernel, then the most split
/// results, then the first strategy), as ap-auto-shard writes its plans: shardings on every op and
/// `ap.redistribute` where a consumer wants another layout. Emits a
/// diagnostic and fails where the function cannot be modelled.
LogicalResult planBatchSplit(func::FuncOp function, MeshOp mesh);

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_BATCHSPLIT_H
