//===- TargetCostModel.h - The communication costs of a module --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Where a pass on ap programs gets its communication cost model: the target
// recorded in `ap.target` (by ap-auto-shard) on the module or an enclosing
// op, else the H100 preset's links, so that hand-annotated and auto-sharded
// programs are priced alike (docs/CostModel.md). ap-partition plans
// redistributions with it; the collective optimizations price the
// collectives they would combine with it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TARGET_TARGETCOSTMODEL_H
#define SHARD_TARGET_TARGETCOSTMODEL_H

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Redistribution/CommCostModel.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace ap {

/// The cost model of `mesh` as configured for the programs in `scope`: the
/// `ap.target` of `scope` or the nearest enclosing op that has one, else the
/// H100 preset. An unreadable `ap.target` is reported at `scope`, prefixed
/// with `passName`.
FailureOr<AlphaBetaCostModel>
getTargetCommCostModel(Operation *scope, MeshOp mesh, StringRef passName);

/// The cost model of every mesh under a root op, each read from its own
/// module (nested modules may record different targets).
class MeshCostModels {
public:
  /// Reads the cost model of every `ap.mesh` under `root`; fails (after an
  /// error naming `passName`) when one cannot be read.
  LogicalResult initialize(Operation *root, StringRef passName);

  /// The cost model of a mesh seen by `initialize`; null for another one.
  const CommCostModel *lookup(MeshOp mesh) const;

private:
  llvm::DenseMap<Operation *, unsigned> indexOfMesh;
  SmallVector<AlphaBetaCostModel> models;
};

} // namespace ap
} // namespace mlir

#endif // SHARD_TARGET_TARGETCOSTMODEL_H
