//===- SplitJointFunction.cpp - A step as forward and backward functions --===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The split ap-recompute-partition makes and ap-auto-shard's memory points
// walk: the forward returns its outputs and the saved values, the backward
// takes them, recomputes what the plan says next to its first use and
// computes the gradients.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Transforms/RecomputePlan.h"

#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Moves each recomputed op right before its first user in `block`, last
/// op first: the backward recomputes a layer's values when it reaches that
/// layer, instead of every layer's at its start (which kept all of them
/// alive at once). Recomputed ops have no effect, so only the order of pure
/// ops changes; their operands (arguments, saved values, recomputed values
/// moved no later than their users) still come first. An op in `perUse`
/// with several users is copied before each user after the first (its
/// producers, processed later, are then copied for the copies too).
void sinkToFirstUse(ArrayRef<Operation *> recomputed,
                    const DenseSet<Operation *> &perUse, Block &block) {
  for (Operation *op : llvm::reverse(recomputed)) {
    SmallVector<Operation *> users;
    for (Operation *user : op->getUsers())
      if (Operation *inBlock = block.findAncestorOpInBlock(*user))
        if (!llvm::is_contained(users, inBlock))
          users.push_back(inBlock);
    if (users.empty())
      continue;
    llvm::sort(users,
               [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
    if (perUse.contains(op))
      for (Operation *user : llvm::drop_begin(users)) {
        OpBuilder builder(user);
        Operation *copy = builder.clone(*op);
        for (auto [from, to] :
             llvm::zip_equal(op->getResults(), copy->getResults()))
          from.replaceUsesWithIf(to, [&](OpOperand &use) {
            return block.findAncestorOpInBlock(*use.getOwner()) == user;
          });
      }
    if (users.front() != op->getNextNode())
      op->moveBefore(users.front());
  }
  // The loop above places an op's operands before it in reverse program
  // order: the operand computed first ends up nearest, so a buffer made
  // from nothing (an accumulator's fill, a transposed argument) waited
  // there, allocated, while the chain computing the other operand ran
  // (LLaMA's logits: a 525 MB fill across the final norm). Such ops, which
  // read only arguments, constants and each other, go right before their
  // first user once every other op is placed.
  DenseSet<Operation *> fromNothing;
  for (Operation *op : recomputed) {
    bool leaf = llvm::all_of(op->getOperands(), [&](Value operand) {
      Operation *def = operand.getDefiningOp();
      return !def || def->hasTrait<OpTrait::ConstantLike>() ||
             fromNothing.contains(def);
    });
    if (leaf)
      fromNothing.insert(op);
  }
  for (Operation *op : llvm::reverse(recomputed)) {
    if (!fromNothing.contains(op) || op->hasTrait<OpTrait::ConstantLike>())
      continue;
    Operation *first = nullptr;
    for (Operation *user : op->getUsers())
      if (Operation *inBlock = block.findAncestorOpInBlock(*user))
        if (!first || inBlock->isBeforeInBlock(first))
          first = inBlock;
    if (first && first != op->getNextNode())
      op->moveBefore(first);
  }
}

} // namespace

std::pair<func::FuncOp, func::FuncOp>
mlir::ap::splitJointFunction(func::FuncOp function, const JointFunction &joint,
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
    DenseSet<Operation *> perUse;
    for (Operation &op : block.without_terminator())
      if (plan.recomputed.contains(&op) || joint.backward.contains(&op)) {
        Operation *clone = body.clone(op, mapping);
        if (plan.recomputed.contains(&op))
          recomputed.push_back(clone);
        if (plan.perUse.contains(&op))
          perUse.insert(clone);
      }
    SmallVector<Value> results;
    for (unsigned index : joint.gradientResults)
      results.push_back(mapping.lookupOrDefault(ret.getOperand(index)));
    func::ReturnOp::create(body, function.getLoc(), results);
    sinkToFirstUse(recomputed, perUse, *entry);
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
