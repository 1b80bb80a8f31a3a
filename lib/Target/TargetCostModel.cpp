//===- TargetCostModel.cpp - The target of a module -----------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Target/TargetCostModel.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::ap;

/// The `ap.target` of `scope` or of the nearest enclosing op that has one.
static Attribute findRecordedTarget(Operation *scope) {
  for (Operation *op = scope; op; op = op->getParentOp())
    if (Attribute recorded = op->getAttr(APDialect::getTargetAttrName()))
      return recorded;
  return {};
}

/// The target a recorded `ap.target` describes: an #ap.target, or its JSON
/// (checked by the dialect's verifier, and again here).
static FailureOr<TargetDescription>
readRecordedTarget(Operation *scope, Attribute recorded, StringRef passName) {
  if (auto target = dyn_cast<TargetAttr>(recorded))
    return target.getDescription();
  auto json = dyn_cast<StringAttr>(recorded);
  llvm::Expected<TargetDescription> target =
      json ? TargetDescription::fromJSON(json.getValue())
           : llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "expected an #ap.target");
  if (!target)
    return emitError(scope->getLoc())
           << passName << ": cannot read " << APDialect::getTargetAttrName()
           << ": " << llvm::toString(target.takeError());
  return *target;
}

/// Applies `text`, what `what` names (a JSON object of overrides, or a
/// whole #ap.target, which replaces the target), to `target`.
static LogicalResult applyTargetText(Operation *scope, StringRef passName,
                                     StringRef what, StringRef text,
                                     TargetDescription &target,
                                     bool &replaced) {
  StringRef trimmed = text.trim();
  if (trimmed.starts_with("#")) {
    auto attribute = dyn_cast_or_null<TargetAttr>(
        parseAttribute(trimmed, scope->getContext()));
    if (!attribute)
      return emitError(scope->getLoc())
             << passName << ": " << what
             << ": expected a JSON object or an #ap.target";
    target = attribute.getDescription();
    replaced = true;
    return success();
  }
  if (llvm::Error error = target.applyOverrides(text))
    return emitError(scope->getLoc()) << passName << ": " << what << ": "
                                      << llvm::toString(std::move(error));
  return success();
}

FailureOr<TargetDescription> mlir::ap::getTarget(Operation *scope,
                                                 const TargetOptions &options,
                                                 StringRef passName) {
  Attribute recorded = findRecordedTarget(scope);
  std::optional<TargetPreset> preset = getOptionPreset(options.preset);
  TargetDescription target =
      TargetDescription::getPreset(preset.value_or(kDefaultTargetPreset));
  // What replaced the recorded target, for the remark.
  std::string replacedBy;
  if (preset && recorded)
    replacedBy = ("target=" + getTargetPresetName(*preset)).str();
  if (!preset && recorded) {
    FailureOr<TargetDescription> read =
        readRecordedTarget(scope, recorded, passName);
    if (failed(read))
      return failure();
    target = std::move(*read);
  }
  bool replaced = false;
  if (!options.file.empty()) {
    std::string message;
    std::unique_ptr<llvm::MemoryBuffer> file =
        openInputFile(options.file, &message);
    if (!file)
      return emitError(scope->getLoc())
             << passName << ": cannot read target-file: " << message;
    if (failed(applyTargetText(scope, passName, options.file, file->getBuffer(),
                               target, replaced)))
      return failure();
    if (replaced && recorded && replacedBy.empty())
      replacedBy = ("target-file " + options.file).str();
  }
  if (!options.json.empty()) {
    // The pass-option parser strips the braces of target-json={...}.
    StringRef text = options.json.trim();
    std::string json = text.starts_with("{") || text.starts_with("#")
                           ? text.str()
                           : "{" + text.str() + "}";
    replaced = false;
    if (failed(applyTargetText(scope, passName, "target-json", json, target,
                               replaced)))
      return failure();
    if (replaced && recorded && replacedBy.empty())
      replacedBy = "target-json";
  }
  if (!replacedBy.empty())
    emitRemark(scope->getLoc())
        << passName << ": " << replacedBy << " replaces the "
        << APDialect::getTargetAttrName() << " the module records";
  return target;
}

FailureOr<AlphaBetaCostModel>
mlir::ap::getTargetCommCostModel(Operation *scope, MeshOp mesh,
                                 StringRef passName) {
  FailureOr<TargetDescription> target = getTarget(scope, {}, passName);
  if (failed(target))
    return failure();
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
