//===- APToIREE.cpp - A program in the form iree-compile takes ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// IREE parses func, linalg, tensor, arith and math as the project writes
// them but not the `ap` dialect: this pass erases the meshes, the `ap`
// attributes and the annotations (identities), and refuses the ops it has
// no IREE form for yet (see the pass description).
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"
#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APLOWERTOIREE
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Whether `name` is a discardable attribute of the `ap` dialect.
bool isAPAttribute(StringAttr name) {
  return name.getValue().starts_with(
      (APDialect::getDialectNamespace() + ".").str());
}

/// Removes the `ap` attributes of `attributes` (a dictionary); null when
/// none is left.
DictionaryAttr withoutAPAttributes(DictionaryAttr attributes) {
  if (!attributes)
    return attributes;
  SmallVector<NamedAttribute> kept;
  for (NamedAttribute attribute : attributes)
    if (!isAPAttribute(attribute.getName()))
      kept.push_back(attribute);
  if (kept.size() == attributes.size())
    return attributes;
  return kept.empty() ? DictionaryAttr()
                      : DictionaryAttr::get(attributes.getContext(), kept);
}

void stripAPAttributes(Operation *op) {
  for (NamedAttribute attribute : llvm::to_vector(op->getDiscardableAttrs()))
    if (isAPAttribute(attribute.getName()))
      op->removeDiscardableAttr(attribute.getName());
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return;
  for (unsigned index = 0; index < function.getNumArguments(); ++index)
    function.setArgAttrs(
        index, withoutAPAttributes(function.getArgAttrDict(index)));
  for (unsigned index = 0; index < function.getNumResults(); ++index)
    function.setResultAttrs(
        index, withoutAPAttributes(function.getResultAttrDict(index)));
}

struct APLowerToIREEPass
    : public ap::impl::APLowerToIREEBase<APLowerToIREEPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Refuse first, so that a refused module is left as it was.
    WalkResult refused = module.walk([&](Operation *op) {
      if (op->getDialect() == nullptr ||
          !isa<APDialect>(op->getDialect()) || isa<MeshOp, AnnotateOp>(op))
        return WalkResult::advance();
      op->emitOpError()
          << "has no IREE form yet: ap-lower-to-iree lowers programs without "
             "collectives or device queries (IREE's channels for a "
             "partitioned program are not built; docs/Backends.md)";
      return WalkResult::interrupt();
    });
    if (refused.wasInterrupted())
      return signalPassFailure();

    module.walk([&](Operation *op) {
      if (auto annotate = dyn_cast<AnnotateOp>(op)) {
        annotate.getResult().replaceAllUsesWith(annotate.getInput());
        annotate.erase();
        return;
      }
      if (isa<MeshOp>(op)) {
        op->erase();
        return;
      }
      stripAPAttributes(op);
    });
  }
};

} // namespace
