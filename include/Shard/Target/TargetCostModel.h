//===- TargetCostModel.h - The target a pass prices with --------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Where a pass on ap programs gets its target, by one precedence (getTarget,
// docs/CostModel.md): a preset the pass's options name, else the target a
// module records in `ap.target` (ap-auto-shard records the one it planned
// for), else the H100 preset; then the options' JSON overrides. ap-auto-shard,
// ap-choose-einsum-form's plans and ap-print-strategies read it so;
// ap-partition plans redistributions with its communication cost model, and
// the collective optimizations and the scheduler price with it, so that
// hand-annotated and auto-sharded programs are priced alike.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TARGET_TARGETCOSTMODEL_H
#define SHARD_TARGET_TARGETCOSTMODEL_H

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Redistribution/CommCostModel.h"
#include "Shard/TargetDescription/TargetDescription.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace ap {

/// The options that name a target: a pass's `target`, `target-file` and
/// `target-json`; none given by default.
struct TargetOptions {
  TargetPresetOption preset = TargetPresetOption::Default;
  /// A file holding a JSON object of overrides, or a whole #ap.target.
  StringRef file;
  /// The same inline (the braces of `target-json={...}` may be stripped).
  StringRef json;
};

/// The target a pass prices the programs in `scope` with:
///  1. the preset `options` names (`target=h200`), if any;
///  2. else the `ap.target` of `scope` or the nearest enclosing op that
///     records one;
///  3. else kDefaultTargetPreset;
/// then `options.file`'s overrides, then `options.json`'s, over it (a whole
/// #ap.target there replaces it). A preset or a whole #ap.target given
/// while a module records a target replaces that target, with a remark at
/// `scope` saying so. An unreadable file or description is an error at
/// `scope`, prefixed with `passName`.
FailureOr<TargetDescription>
getTarget(Operation *scope, const TargetOptions &options, StringRef passName);

/// The cost model of `mesh` for the programs in `scope`: getTarget's
/// without options.
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
