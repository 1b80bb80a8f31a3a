//===- EraseShardings.cpp - Drop every sharding from a global program -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APERASESHARDINGS
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

struct APEraseShardingsPass
    : public ap::impl::APEraseShardingsBase<APEraseShardingsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    StringRef name = APDialect::getShardingAttrName();
    module.walk([&](Operation *op) {
      if (isa<AnnotateOp, RedistributeOp>(op)) {
        op->getResult(0).replaceAllUsesWith(op->getOperand(0));
        op->erase();
        return;
      }
      op->removeDiscardableAttr(name);
      if (auto function = dyn_cast<FunctionOpInterface>(op)) {
        for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
          function.removeArgAttr(i, name);
        for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
          function.removeResultAttr(i, name);
      }
    });
    // Meshes that nothing refers to any more (collectives of a partitioned
    // program still use theirs).
    for (MeshOp mesh : llvm::to_vector(module.getOps<MeshOp>()))
      if (SymbolTable::symbolKnownUseEmpty(mesh, module))
        mesh.erase();
  }
};

} // namespace
