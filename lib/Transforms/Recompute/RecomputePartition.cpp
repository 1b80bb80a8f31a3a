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

#include "Shard/Transforms/PeakMemory.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Transforms/JointFunction.h"
#include "Shard/Transforms/OptionChecks.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/Transforms/RecomputePlan.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

#define DEBUG_TYPE "ap-recompute-partition"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APRECOMPUTEPARTITION
#include "Shard/Transforms/Passes.h.inc"
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

/// The forward and backward of a step split already: its body is a call of
/// @f_forward, a call of @f_backward and the return, as splitJointFunction
/// writes it.
std::optional<std::pair<func::FuncOp, func::FuncOp>>
getSplitHalves(func::FuncOp function) {
  Block &block = function.getBody().front();
  if (block.getOperations().size() != 3)
    return std::nullopt;
  auto forwardCall = dyn_cast<func::CallOp>(block.front());
  auto backwardCall = dyn_cast<func::CallOp>(*std::next(block.begin()));
  if (!forwardCall || !backwardCall ||
      forwardCall.getCallee() != (function.getSymName() + "_forward").str() ||
      backwardCall.getCallee() != (function.getSymName() + "_backward").str())
    return std::nullopt;
  auto module = function->getParentOfType<ModuleOp>();
  auto forward = module.lookupSymbol<func::FuncOp>(forwardCall.getCallee());
  auto backward = module.lookupSymbol<func::FuncOp>(backwardCall.getCallee());
  if (!forward || !backward || forward.isExternal() || backward.isExternal())
    return std::nullopt;
  return std::make_pair(forward, backward);
}

/// Runs every started collective of `function` at its wait (as
/// ap-unschedule-collectives does); whether there was one.
bool unschedule(func::FuncOp function) {
  SmallVector<StartOp> starts;
  function.walk([&](StartOp start) { starts.push_back(start); });
  IRRewriter rewriter(function.getContext());
  for (StartOp start : starts)
    finishInPlace(rewriter, start);
  return !starts.empty();
}

struct APRecomputePartitionPass
    : public ap::impl::APRecomputePartitionBase<APRecomputePartitionPass> {
  using Base::Base;

  /// What scheduling a split step again loads, too.
  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    createAPScheduleCollectives()->getDependentDialects(registry);
  }

  void runOnOperation() override {
    if (failed(checkOption(getOperation(), *this, "memory-budget", memoryBudget,
                           OptionRange::atLeast(0, "GB per device; 0: none"))))
      return signalPassFailure();
    SmallVector<func::FuncOp> functions(getOperation().getOps<func::FuncOp>());
    // A scheduled step (ap-auto-parallel schedules last) is split as the
    // program it schedules: a collective in flight is a collective to
    // recompute or save like any other, and a start in the forward cannot
    // wait in the backward. Both halves are scheduled again afterwards.
    bool scheduled = false;
    SmallVector<func::FuncOp> parts;
    for (func::FuncOp function : functions) {
      std::optional<JointFunction> joint = classifyJointFunction(function);
      if (!joint)
        continue;
      if (unschedule(function)) {
        scheduled = true;
        // The classification saw the starts and waits.
        joint = classifyJointFunction(function);
        if (!joint)
          continue;
      }
      // A step split already (by ap-auto-parallel, whose plan counted what
      // the split saves) is left as it is: its halves are what runs.
      if (std::optional<std::pair<func::FuncOp, func::FuncOp>> halves =
              getSplitHalves(function)) {
        function.emitWarning()
            << "ap-recompute-partition: @" << function.getSymName()
            << " is split already (@" << halves->first.getSymName() << ", @"
            << halves->second.getSymName()
            << "): left as it is (inline its calls to split it again)";
        parts.append({halves->first, halves->second});
        continue;
      }
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
      parts.append({forward, backward});
    }
    if (scheduled) {
      OpPassManager schedule(ModuleOp::getOperationName());
      schedule.addPass(createAPScheduleCollectives());
      if (failed(runPipeline(schedule, getOperation())))
        return signalPassFailure();
      if (report)
        emitRemark(getOperation().getLoc())
            << "ap-recompute-partition: the scheduled step was split "
               "unscheduled and its halves scheduled again "
               "(ap-schedule-collectives' defaults)";
    }
    // The halves as they run, scheduled or not.
    for (func::FuncOp part : parts)
      if (failed(checkMemory(part)))
        return signalPassFailure();
  }

  /// What is live at `part`'s peak, largest first (-debug-only=
  /// ap-recompute-partition).
  static void dumpPeak(func::FuncOp part, const PeakMemory &memory) {
    SmallVector<Value> live;
    estimatePeakMemory(part, [&](Operation *op, ArrayRef<Value> values) {
      if (op == memory.at)
        live.assign(values.begin(), values.end());
    });
    llvm::sort(live, [](Value a, Value b) {
      return getLiveBytes(a.getType()) > getLiveBytes(b.getType());
    });
    llvm::dbgs() << "@" << part.getSymName() << ": live at the peak ("
                 << memory.peak << " bytes, arguments " << memory.arguments
                 << "):\n";
    for (Value value : live) {
      llvm::dbgs() << "  " << getLiveBytes(value.getType()) << " "
                   << value.getType() << " ";
      if (Operation *op = value.getDefiningOp())
        llvm::dbgs() << op->getName() << " " << op->getLoc();
      llvm::dbgs() << "\n";
    }
  }

  /// Reports the peak memory of one half (`memory-report`) and checks it
  /// against `memory-budget`.
  LogicalResult checkMemory(func::FuncOp part) {
    if (!memoryReport && memoryBudget <= 0)
      return success();
    PeakMemory memory = estimatePeakMemory(part);
    LLVM_DEBUG(dumpPeak(part, memory));
    if (memoryReport)
      emitRemark(part.getLoc())
          << "@" << part.getSymName() << ": peak " << formatBytes(memory.peak)
          << " per device (" << formatBytes(memory.arguments)
          << " of arguments"
          << (memory.at ? ", at '" + memory.at->getName().getStringRef() + "'"
                        : std::string())
          << "; " << memory.reusedBuffers
          << " result(s) in a dying operand's buffer)";
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
