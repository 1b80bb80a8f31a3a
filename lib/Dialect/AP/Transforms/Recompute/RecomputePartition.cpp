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

#include "PeakMemory.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Dialect/AP/Transforms/JointFunction.h"
#include "Shard/Dialect/AP/Transforms/Passes.h"
#include "Shard/Dialect/AP/Transforms/RecomputePlan.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"

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

/// Moves each recomputed op right before its first user in `block`, last
/// op first: the backward recomputes a layer's values when it reaches that
/// layer, instead of every layer's at its start (which kept all of them
/// alive at once). Recomputed ops have no effect, so only the order of pure
/// ops changes; their operands (arguments, saved values, recomputed values
/// moved no later than their users) still come first.
void sinkToFirstUse(ArrayRef<Operation *> recomputed, Block &block) {
  for (Operation *op : llvm::reverse(recomputed)) {
    Operation *first = nullptr;
    for (Operation *user : op->getUsers()) {
      Operation *inBlock = block.findAncestorOpInBlock(*user);
      if (inBlock && (!first || inBlock->isBeforeInBlock(first)))
        first = inBlock;
    }
    if (first && first != op->getNextNode())
      op->moveBefore(first);
  }
}

/// Splits `function` into `<name>_forward` and `<name>_backward` (private),
/// makes its body call them, and returns the two.
std::pair<func::FuncOp, func::FuncOp> splitFunction(func::FuncOp function,
                                                    const JointFunction &joint,
                                                    const RecomputePlan &plan) {
  MLIRContext *context = function.getContext();
  Block &block = function.getBody().front();
  auto ret = cast<func::ReturnOp>(block.getTerminator());
  OpBuilder builder(function);
  auto attrsOf = [&](Value value) {
    NamedAttrList attributes;
    if (auto result = dyn_cast<OpResult>(value))
      if (ShardingAttr sharding =
              getResultSharding(result.getOwner(), result.getResultNumber()))
        attributes.set(APDialect::getShardingAttrName(), sharding);
    return attributes.getDictionary(context);
  };

  // forward(args) -> (forward outputs, saved values).
  SmallVector<Type> forwardTypes;
  SmallVector<DictionaryAttr> forwardResultAttrs;
  for (unsigned index : joint.forwardResults) {
    forwardTypes.push_back(function.getResultTypes()[index]);
    forwardResultAttrs.push_back(function.getResultAttrDict(index));
  }
  for (Value value : plan.saved) {
    forwardTypes.push_back(value.getType());
    forwardResultAttrs.push_back(attrsOf(value));
  }
  auto forward = func::FuncOp::create(
      builder, function.getLoc(), (function.getSymName() + "_forward").str(),
      builder.getFunctionType(function.getArgumentTypes(), forwardTypes));
  forward.setPrivate();
  forward.setAllArgAttrs(function.getAllArgAttrs());
  forward.setAllResultAttrs(forwardResultAttrs);
  {
    Block *entry = forward.addEntryBlock();
    OpBuilder body = OpBuilder::atBlockEnd(entry);
    IRMapping mapping;
    mapping.map(block.getArguments(), entry->getArguments());
    for (Operation &op : block.without_terminator())
      if (joint.forward.contains(&op))
        body.clone(op, mapping);
    SmallVector<Value> results;
    for (unsigned index : joint.forwardResults)
      results.push_back(mapping.lookupOrDefault(ret.getOperand(index)));
    for (Value value : plan.saved)
      results.push_back(mapping.lookup(value));
    func::ReturnOp::create(body, function.getLoc(), results);
  }

  // backward(args, saved values) -> gradients.
  SmallVector<Type> backwardArgTypes(function.getArgumentTypes());
  SmallVector<DictionaryAttr> backwardArgAttrs;
  function.getAllArgAttrs(backwardArgAttrs);
  for (Value value : plan.saved) {
    backwardArgTypes.push_back(value.getType());
    backwardArgAttrs.push_back(attrsOf(value));
  }
  SmallVector<Type> gradientTypes;
  SmallVector<DictionaryAttr> gradientAttrs;
  for (unsigned index : joint.gradientResults) {
    gradientTypes.push_back(function.getResultTypes()[index]);
    gradientAttrs.push_back(function.getResultAttrDict(index));
  }
  auto backward = func::FuncOp::create(
      builder, function.getLoc(), (function.getSymName() + "_backward").str(),
      builder.getFunctionType(backwardArgTypes, gradientTypes));
  backward.setPrivate();
  backward.setAllArgAttrs(backwardArgAttrs);
  backward.setAllResultAttrs(gradientAttrs);
  {
    Block *entry = backward.addEntryBlock();
    OpBuilder body = OpBuilder::atBlockEnd(entry);
    IRMapping mapping;
    unsigned numArgs = function.getNumArguments();
    mapping.map(block.getArguments(),
                entry->getArguments().take_front(numArgs));
    for (auto [value, argument] :
         llvm::zip(plan.saved, entry->getArguments().drop_front(numArgs)))
      mapping.map(value, argument);
    SmallVector<Operation *> recomputed;
    for (Operation &op : block.without_terminator())
      if (plan.recomputed.contains(&op) || joint.backward.contains(&op)) {
        Operation *clone = body.clone(op, mapping);
        if (plan.recomputed.contains(&op))
          recomputed.push_back(clone);
      }
    SmallVector<Value> results;
    for (unsigned index : joint.gradientResults)
      results.push_back(mapping.lookupOrDefault(ret.getOperand(index)));
    func::ReturnOp::create(body, function.getLoc(), results);
    sinkToFirstUse(recomputed, *entry);
  }

  // The joint step: forward, then backward; the old body goes.
  builder.setInsertionPoint(ret);
  auto forwardCall = func::CallOp::create(builder, function.getLoc(), forward,
                                          block.getArguments());
  SmallVector<Value> backwardArgs(block.getArguments());
  llvm::append_range(backwardArgs, forwardCall.getResults().drop_front(
                                       joint.forwardResults.size()));
  auto backwardCall =
      func::CallOp::create(builder, function.getLoc(), backward, backwardArgs);
  SmallVector<Value> results(function.getNumResults());
  for (auto [position, index] : llvm::enumerate(joint.forwardResults))
    results[index] = forwardCall.getResult(position);
  for (auto [position, index] : llvm::enumerate(joint.gradientResults))
    results[index] = backwardCall.getResult(position);
  ret->setOperands(results);
  while (forwardCall->getPrevNode()) {
    Operation *last = forwardCall->getPrevNode();
    last->dropAllUses();
    last->erase();
  }
  return {forward, backward};
}

struct APRecomputePartitionPass
    : public ap::impl::APRecomputePartitionBase<APRecomputePartitionPass> {
  using Base::Base;

  void runOnOperation() override {
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
      auto [forward, backward] = splitFunction(function, *joint, plan);
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
