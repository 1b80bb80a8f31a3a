//===- PrintStrategies.cpp - Report what ap-auto-shard chooses from -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Asks every op's sharding rule what ap-auto-shard asks it (its strategies,
// whether it is a data-free source) and reports the answer at the op, so
// that each rule is lit-testable without the solver.
//
//===----------------------------------------------------------------------===//

#include "ShardingGraph.h"

#include "Shard/Transforms/AutoShardPasses.h"
#include "Shard/Target/TargetCostModel.h"

#include "llvm/Support/Format.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APPRINTSTRATEGIES
#include "Shard/Transforms/AutoShardPasses.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

StringRef getSourceKindName(SourceKind kind) {
  switch (kind) {
  case SourceKind::None:
    return "none";
  case SourceKind::Splat:
    return "splat";
  case SourceKind::Zero:
    return "zero";
  case SourceKind::Replicated:
    return "replicated";
  }
  llvm_unreachable("unknown source kind");
}

} // namespace

void mlir::ap::printStrategy(llvm::raw_ostream &os,
                             const ShardingStrategy &strategy, bool withTime) {
  llvm::interleave(
      strategy.operands, os,
      [&](const std::optional<ShardingLayout> &layout) {
        if (layout)
          os << *layout;
        else
          os << "-";
      },
      "; ");
  os << " -> ";
  if (strategy.results.empty())
    os << "-"; // Scalars only: the same on every device.
  llvm::interleave(strategy.results, os, "; ");
  if (withTime)
    os << llvm::format("  (%.3g s)", strategy.computeTime);
}

namespace {

struct APPrintStrategiesPass
    : public ap::impl::APPrintStrategiesBase<APPrintStrategiesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<MeshOp> mesh =
        findMeshToPlan(module, meshName, "ap-print-strategies");
    if (failed(mesh))
      return signalPassFailure();
    FailureOr<TargetDescription> target =
        getTarget(module, {targetPreset}, "ap-print-strategies");
    if (failed(target))
      return signalPassFailure();
    AlphaBetaCostModel commCostModel =
        target->getCommCostModel(mesh->getShape());
    StrategyContext context;
    context.meshShape = mesh->getShape();
    context.target = &*target;
    context.commCostModel = &commCostModel;
    context.keepPartials = keepPartials;
    context.unevenLayouts = unevenLayouts;

    DenseMap<Operation *, SourceKind> sources;
    module.walk([&](func::FuncOp function) {
      function.walk([&](Operation *op) {
        bool hasTensors =
            llvm::any_of(op->getOperandTypes(), llvm::IsaPred<ShapedType>) ||
            llvm::any_of(op->getResultTypes(), llvm::IsaPred<ShapedType>);
        if (!hasTensors || isa<func::ReturnOp, func::CallOp>(op) ||
            op->getParentOp() != function)
          return;
        report(op, context, sources);
      });
    });
  }

  void report(Operation *op, const StrategyContext &context,
              DenseMap<Operation *, SourceKind> &sources) {
    SourceKind kind = getSourceKind(op, [&](Value operand) {
      return sources.lookup_or(operand.getDefiningOp(), SourceKind::None);
    });
    if (kind != SourceKind::None)
      sources[op] = kind;
    std::string reason;
    FailureOr<std::vector<ShardingStrategy>> strategies =
        getShardingStrategies(op, context, reason);
    InFlightDiagnostic remark = op->emitRemark();
    if (kind != SourceKind::None)
      remark << getSourceKindName(kind) << " source; ";
    if (failed(strategies)) {
      remark << "cannot be sharded: " << reason;
      return;
    }
    remark << strategies->size() << " strategies";
    for (const ShardingStrategy &strategy : *strategies) {
      remark << "\n  ";
      std::string line;
      llvm::raw_string_ostream os(line);
      printStrategy(os, strategy);
      remark << line;
    }
  }
};

} // namespace
