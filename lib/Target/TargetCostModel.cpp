//===- TargetCostModel.cpp - The communication costs of a module ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Target/TargetCostModel.h"
#include "Shard/Target/TargetDescription.h"

using namespace mlir;
using namespace mlir::ap;

FailureOr<AlphaBetaCostModel>
mlir::ap::getTargetCommCostModel(Operation *scope, MeshOp mesh,
                                 StringRef passName) {
  Attribute recorded;
  for (Operation *op = scope; op && !recorded; op = op->getParentOp())
    recorded = op->getAttr(APDialect::getTargetAttrName());
  if (auto target = dyn_cast_or_null<TargetAttr>(recorded))
    return target.getDescription().getCommCostModel(mesh.getShape());
  auto json = dyn_cast_or_null<StringAttr>(recorded);
  if (!json)
    return TargetDescription::getPreset(kDefaultTargetPreset)
        .getCommCostModel(mesh.getShape());
  llvm::Expected<TargetDescription> target =
      TargetDescription::fromJSON(json.getValue());
  if (!target) {
    emitError(scope->getLoc())
        << passName << ": cannot read " << APDialect::getTargetAttrName()
        << ": " << llvm::toString(target.takeError());
    return failure();
  }
  return target->getCommCostModel(mesh.getShape());
}

LogicalResult MeshCostModels::initialize(Operation *root, StringRef passName) {
  indexOfMesh.clear();
  models.clear();
  WalkResult result = root->walk([&](MeshOp mesh) {
    FailureOr<AlphaBetaCostModel> model =
        getTargetCommCostModel(mesh->getParentOp(), mesh, passName);
    if (failed(model))
      return WalkResult::interrupt();
    indexOfMesh[mesh] = models.size();
    models.push_back(std::move(*model));
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

const CommCostModel *MeshCostModels::lookup(MeshOp mesh) const {
  auto it = indexOfMesh.find(mesh);
  return it == indexOfMesh.end() ? nullptr : &models[it->second];
}
