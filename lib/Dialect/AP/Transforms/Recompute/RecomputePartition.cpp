//===- RecomputePartition.cpp - Forward/backward split with recompute -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Splits each joint training step into a forward function, which returns
// its outputs and the values it saves, and a backward function, which takes
// the saved values, recomputes the other forward values it needs and
// computes the gradients. What is saved is a minimum cut, weighted by
// bytes, between the ops that may not be recomputed and the forward values
// the backward reads, as PyTorch's min-cut rematerialization does
// (docs/Recompute.md). The joint function stays, as a call of the forward
// and then the backward, so that callers and ap-run see the same step.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/Transforms/PeakMemory.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Dialect/AP/Transforms/JointFunction.h"
#include "Shard/Dialect/AP/Transforms/OptionChecks.h"
#include "Shard/Dialect/AP/Transforms/Passes.h"
#include "Shard/Dialect/AP/Transforms/RecomputePlan.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APRECOMPUTEPARTITION
#include "Shard/Dialect/AP/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Writes the decisions on the ops (`ap.recompute`), so that they travel
/// with the forward and backward functions: re-joining the two (inlining
/// the joint function's calls) and splitting again saves and recomputes
/// the same (docs/Recompute.md, replay).
void recordDecisions(const RecomputePlan &plan) {
  for (Operation *op : plan.recomputed)
    op->setAttr(APDialect::getRecomputeAttrName(),
                StringAttr::get(op->getContext(), "must_recompute"));
  for (Value value : plan.saved)
    if (Operation *op = value.getDefiningOp())
      op->setAttr(APDialect::getRecomputeAttrName(),
                  StringAttr::get(op->getContext(), "must_save"));
}

struct APRecomputePartitionPass
    : public ap::impl::APRecomputePartitionBase<APRecomputePartitionPass> {
  using Base::Base;

  void runOnOperation() override {
    if (failed(checkOption(getOperation(), *this, "memory-budget", memoryBudget,
                           OptionRange::atLeast(0, "GB per device; 0: none"))))
      return signalPassFailure();
    SmallVector<func::FuncOp> functions(getOperation().getOps<func::FuncOp>());
    for (func::FuncOp function : functions) {
      std::optional<JointFunction> joint = classifyJointFunction(function);
      if (!joint)
        continue;
      for (StringRef suffix : {"_forward", "_backward"})
        if (SymbolTable::lookupSymbolIn(
                getOperation(), (function.getSymName() + suffix).str())) {
          function.emitError()
              << "cannot split into forward and backward: @"
              << function.getSymName() << suffix
              << " exists already (inline an earlier split's calls first)";
          return signalPassFailure();
        }
      RecomputePlan plan = planRecompute(function, *joint, policy);
      if (report)
        function.emitRemark()
            << "ap-recompute-partition: " << joint->forward.size()
            << " forward and " << joint->backward.size()
            << " backward ops; saved " << plan.saved.size() << " value(s), "
            << plan.savedBytes << " bytes; recomputed "
            << plan.recomputed.size() << " op(s)";
      recordDecisions(plan);
      auto [forward, backward] = splitJointFunction(function, *joint, plan);
      for (func::FuncOp part : {forward, backward})
        if (failed(checkMemory(part)))
          return signalPassFailure();
    }
  }

  /// Reports the peak memory of one half (`memory-report`) and checks it
  /// against `memory-budget`.
  LogicalResult checkMemory(func::FuncOp part) {
    if (!memoryReport && memoryBudget <= 0)
      return success();
    PeakMemory memory = estimatePeakMemory(part);
    if (memoryReport)
      emitRemark(part.getLoc())
          << "@" << part.getSymName() << ": peak " << formatBytes(memory.peak)
          << " per device (" << formatBytes(memory.arguments)
          << " of arguments"
          << (memory.at ? ", at '" + memory.at->getName().getStringRef() + "'"
                        : std::string())
          << "; " << memory.reusedBuffers
          << " elementwise result(s) in a dying operand's buffer)";
    if (memoryBudget > 0 && memory.peak > memoryBudget * 1e9) {
      InFlightDiagnostic diag =
          emitError(part.getLoc())
          << "@" << part.getSymName() << " needs " << formatBytes(memory.peak)
          << " per device at its peak, above the memory budget of "
          << formatBytes(memoryBudget * 1e9);
      if (memory.at)
        diag.attachNote(memory.at->getLoc()) << "the peak is here";
      return failure();
    }
    return success();
  }
};

} // namespace
