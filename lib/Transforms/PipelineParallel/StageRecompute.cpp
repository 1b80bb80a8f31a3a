//===- StageRecompute.cpp - Pipeline cells that recompute -----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "StageRecompute.h"

#include "Shard/Transforms/RecomputePlan.h"

#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "ap-pipeline-split"

using namespace mlir;
using namespace mlir::ap;

int64_t mlir::ap::recomputeInBackwardCells(func::FuncOp program,
                                           const JointFunction &joint,
                                           RecomputePolicy policy,
                                           CellMap &cellOf) {
  if (policy == RecomputePolicy::SaveAll)
    return 0;
  RecomputePlan plan = planRecompute(program, joint, policy);
  Region &region = program.getBody();
  Block &body = region.front();
  DenseMap<Operation *, size_t> position;
  for (auto [index, op] : llvm::enumerate(body.without_terminator()))
    position[&op] = index;
  auto cellOfTop = [&](Operation *user) -> std::optional<int64_t> {
    Operation *top = body.findAncestorOpInBlock(*user);
    auto it = top ? cellOf.find(top) : cellOf.end();
    if (it == cellOf.end())
      return std::nullopt;
    return it->second;
  };
  // Per backward cell, its ops (in program order).
  std::map<int64_t, SmallVector<Operation *>> backwardOps;
  for (Operation &op : body.without_terminator())
    if (auto it = cellOf.find(&op); it != cellOf.end() && it->second % 2)
      backwardOps[it->second].push_back(&op);
  int64_t cloned = 0;
  for (auto &[cell, ops] : backwardOps) {
    int64_t forwardCell = cell - 1;
    // The recomputed forward ops of the stage the cell reads, transitively.
    llvm::SetVector<Operation *> needed;
    SmallVector<Operation *> worklist(ops.begin(), ops.end());
    while (!worklist.empty()) {
      Operation *op = worklist.pop_back_val();
      for (Value operand : getBodyOperands(op, region)) {
        Operation *producer = operand.getDefiningOp();
        if (!producer || !plan.recomputed.contains(producer))
          continue;
        auto it = cellOf.find(producer);
        if (it == cellOf.end() || it->second != forwardCell)
          continue;
        if (needed.insert(producer))
          worklist.push_back(producer);
      }
    }
    if (needed.empty())
      continue;
    Operation *first = ops.front();
    if (llvm::any_of(needed, [&](Operation *op) {
          return position.lookup(op) > position.lookup(first);
        })) {
      LLVM_DEBUG(llvm::dbgs() << "cell " << cell << ": a recomputed op comes "
                              << "after the backward's first op; saved\n");
      continue;
    }
    SmallVector<Operation *> order(needed.begin(), needed.end());
    llvm::sort(order, [&](Operation *a, Operation *b) {
      return position.lookup(a) < position.lookup(b);
    });
    OpBuilder builder(first);
    IRMapping mapping;
    for (Operation *op : order) {
      Operation *clone = builder.clone(*op, mapping);
      cellOf[clone] = cell;
      ++cloned;
    }
    // The cell's own ops read the clones.
    for (Operation *op : order)
      for (Value original : op->getResults())
        original.replaceUsesWithIf(mapping.lookup(original), [&](OpOperand &use) {
          std::optional<int64_t> reader = cellOfTop(use.getOwner());
          return reader && *reader == cell &&
                 !needed.contains(body.findAncestorOpInBlock(*use.getOwner()));
        });
  }
  return cloned;
}
