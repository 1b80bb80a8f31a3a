//===- APToIREE.cpp - A program in the form iree-compile takes ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// IREE parses func, linalg, tensor, arith and math as the project writes
// them but not the `ap` dialect: this pass (the last step of the
// ap-lower-to-iree pipeline, LoweringPipelines.cpp) refuses the ops it has
// no IREE form for, with a diagnostic at the op (see the pass description),
// makes the channels of the collectives (IREEChannels.h), and runs a
// partial conversion with every `ap` op but the meshes illegal
// (APToIREEPatterns.h): the collectives become IREE's, the annotations
// (identities) their inputs, complex tensor constants constants of their
// pairs. The meshes and the `ap` attributes go afterwards.
//
//===----------------------------------------------------------------------===//

#include "APToIREEPatterns.h"
#include "IREEChannels.h"

#include "Shard/Conversion/Passes.h"
#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APCONVERTTOIREE
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

/// Removes the `ap` attributes of `op`, and of its arguments and results
/// where it is a function.
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

//===----------------------------------------------------------------------===//
// What has no IREE form
//===----------------------------------------------------------------------===//

/// Located errors for the `ap` ops no pattern converts (what the steps
/// before the pass in ap-lower-to-iree remove, naming the step), stopping at
/// the first; the collectives and `ap.group_index` ops (which the patterns
/// convert) are added to `users`.
LogicalResult checkOps(ModuleOp module, SmallVectorImpl<Operation *> &users) {
  WalkResult refused = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op->getDialect() == nullptr || !isa<APDialect>(op->getDialect()) ||
        isa<MeshOp, AnnotateOp>(op))
      return WalkResult::advance();
    if (isa<StartOp, WaitOp, YieldOp>(op)) {
      op->emitOpError() << "has no IREE form: IREE's streams schedule "
                           "collectives themselves; run "
                           "ap-unschedule-collectives first "
                           "(ap-lower-to-iree does)";
      return WalkResult::interrupt();
    }
    if (isa<AttentionOp, AttentionGradOp>(op)) {
      op->emitOpError() << "has no IREE form: run ap-lower-attention first "
                           "(ap-lower-to-iree does)";
      return WalkResult::interrupt();
    }
    if (!isa<CollectiveOpInterface, GroupIndexOp, SendOp, RecvOp>(op)) {
      op->emitOpError() << "has no IREE form";
      return WalkResult::interrupt();
    }
    if (!op->getParentOfType<func::FuncOp>()) {
      op->emitOpError() << "has no IREE form outside a func.func";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (refused.wasInterrupted())
    return failure();
  module.walk([&](Operation *op) {
    if (isa<CollectiveOpInterface, GroupIndexOp, SendOp, RecvOp>(op))
      users.push_back(op);
  });
  return success();
}

/// Ranks index the channel tables: one process per device of one mesh size.
/// A located error at the first mesh whose device count differs.
LogicalResult checkDeviceCounts(ModuleOp module) {
  std::optional<int64_t> devices;
  for (MeshOp mesh : module.getOps<MeshOp>()) {
    int64_t count = getNumDevices(mesh.getShape());
    if (devices && *devices != count)
      return mesh.emitOpError()
             << "has " << count << " devices where another mesh has "
             << *devices
             << ": IREE's ranks are one process per device of one mesh size";
    devices = count;
  }
  return success();
}

/// Located errors for what has no IREE form in `module`, its collectives and
/// `ap.group_index` ops (with channels) in `users`: the ops without one,
/// then meshes of different sizes, then each collective checkIreeForm
/// refuses.
LogicalResult checkConvertible(ModuleOp module,
                               SmallVectorImpl<Operation *> &users) {
  if (failed(checkOps(module, users)))
    return failure();
  if (users.empty())
    return success();
  if (failed(checkDeviceCounts(module)))
    return failure();
  bool refused = false;
  for (Operation *op : users)
    refused |= failed(checkIreeForm(op, [op] { return op->emitOpError(); }));
  return failure(refused);
}

/// Drops the meshes and every `ap` attribute once nothing refers to them.
void removeMeshesAndAttributes(ModuleOp module) {
  module.walk([&](Operation *op) {
    if (isa<MeshOp>(op))
      op->erase();
    else
      stripAPAttributes(op);
  });
}

struct APConvertToIREEPass
    : public ap::impl::APConvertToIREEBase<APConvertToIREEPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    SmallVector<Operation *> users;
    if (failed(checkConvertible(module, users)))
      return signalPassFailure();
    IREEChannels channels(module, users);
    lowerTransfersToIREE(module, channels);
    RewritePatternSet patterns(context);
    populateAPToIREEPatterns(patterns, channels);
    ConversionTarget target(*context);
    configureAPToIREELegality(target);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();
    removeMeshesAndAttributes(module);
  }
};

} // namespace
