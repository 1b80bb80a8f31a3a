//===- JointFunction.cpp - Forward and backward of a training step --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/JointFunction.h"
#include "Shard/Dialect/AP/IR/APDialect.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::ap;

SmallVector<Value> mlir::ap::getBodyOperands(Operation *op, Region &body) {
  SmallVector<Value> operands(op->getOperands());
  op->walk([&](Operation *inner) {
    if (inner == op)
      return;
    for (Value operand : inner->getOperands())
      if (operand.getParentRegion() == &body)
        operands.push_back(operand);
  });
  return operands;
}

/// The top-level ops of `body` that `roots` depend on, `exclude` left out.
static DenseSet<Operation *>
getAncestors(Region &body, ArrayRef<Value> roots,
             const DenseSet<Operation *> &exclude) {
  DenseSet<Operation *> found;
  SmallVector<Value> worklist(roots);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val().getDefiningOp();
    if (!op || exclude.contains(op) || !found.insert(op).second)
      continue;
    llvm::append_range(worklist, getBodyOperands(op, body));
  }
  return found;
}

std::optional<JointFunction>
mlir::ap::classifyJointFunction(func::FuncOp function) {
  if (function.isExternal() || !function.getBody().hasOneBlock())
    return std::nullopt;
  JointFunction joint;
  for (unsigned index = 0; index < function.getNumResults(); ++index)
    (APDialect::getTiedArgument(function.getResultAttrDict(index))
         ? joint.gradientResults
         : joint.forwardResults)
        .push_back(index);
  if (joint.forwardResults.empty() || joint.gradientResults.empty())
    return std::nullopt;
  auto ret = cast<func::ReturnOp>(function.getBody().front().getTerminator());
  auto operandsOf = [&](ArrayRef<unsigned> results) {
    return llvm::to_vector(llvm::map_range(
        results, [&](unsigned index) { return ret.getOperand(index); }));
  };
  joint.forward =
      getAncestors(function.getBody(), operandsOf(joint.forwardResults), {});
  joint.backward = getAncestors(
      function.getBody(), operandsOf(joint.gradientResults), joint.forward);
  // Ops with an effect that no result depends on (a cf.assert, a print, a
  // call of unknown effect) run too, with what they read: in the forward
  // when that needs no backward op, else in the backward.
  for (Operation &op : function.getBody().front().without_terminator()) {
    if (isMemoryEffectFree(&op) || joint.forward.contains(&op) ||
        joint.backward.contains(&op))
      continue;
    DenseSet<Operation *> needed =
        getAncestors(function.getBody(),
                     getBodyOperands(&op, function.getBody()), joint.forward);
    needed.insert(&op);
    bool readsBackward = llvm::any_of(needed, [&](Operation *other) {
      return joint.backward.contains(other);
    });
    (readsBackward ? joint.backward : joint.forward)
        .insert(needed.begin(), needed.end());
  }
  return joint;
}
