//===- PeakMemory.cpp - Peak live tensor bytes of a function --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/PeakMemory.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/JointFunction.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::ap;

/// Bytes a tensor value occupies (0 for anything else or dynamic shapes).
int64_t mlir::ap::getLiveBytes(Type type) {
  if (auto future = dyn_cast<FutureType>(type))
    type = future.getValueType();
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  return tensor.getNumElements() * getElementBytes(tensor);
}

static int64_t getTensorBytes(Value value) {
  return getLiveBytes(value.getType());
}

/// The value whose buffer `value` is (its source, through views).
Value mlir::ap::getLiveStorage(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
      value = collapse.getSrc();
    else if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
      value = expand.getSrc();
    else if (auto cast = dyn_cast<tensor::CastOp>(op))
      value = cast.getSource();
    else if (auto wait = dyn_cast<WaitOp>(op))
      value = wait.getFuture();
    else
      break;
  }
  return value;
}

/// An operand of `op` whose buffer its one result can take when the operand
/// dies there: the init a destination-style op writes its result into (a
/// contraction accumulating into its fill), or, for an elementwise op (an
/// op with the Elementwise trait, or a linalg op whose loops are all
/// parallel and whose maps of that operand and the result are the same
/// permutation), an input, when the operand has the result's bytes.
static SmallVector<Value> getReusableOperands(Operation *op) {
  SmallVector<Value> reusable;
  if (op->getNumResults() != 1)
    return reusable;
  int64_t resultBytes = getTensorBytes(op->getResult(0));
  if (!resultBytes)
    return reusable;
  auto sameBytes = [&](Value operand) {
    return getTensorBytes(operand) == resultBytes;
  };
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
    if (dps.getNumDpsInits() == 1 && sameBytes(dps.getDpsInits()[0]))
      reusable.push_back(dps.getDpsInits()[0]);
  if (op->hasTrait<OpTrait::Elementwise>()) {
    for (Value operand : op->getOperands())
      if (sameBytes(operand))
        reusable.push_back(operand);
    return reusable;
  }
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumReductionLoops() != 0 ||
      linalgOp.getNumDpsInits() != 1)
    return reusable;
  AffineMap resultMap =
      linalgOp.getMatchingIndexingMap(linalgOp.getDpsInitOperand(0));
  for (OpOperand *input : linalgOp.getDpsInputOperands())
    if (sameBytes(input->get()) &&
        linalgOp.getMatchingIndexingMap(input) == resultMap &&
        resultMap.isPermutation())
      reusable.push_back(input->get());
  return reusable;
}

PeakMemory mlir::ap::estimatePeakMemory(func::FuncOp function,
                                        LiveSetCallback liveSets) {
  PeakMemory result;
  Block &block = function.getBody().front();
  // The last op (position) that uses each storage, through nested regions.
  DenseMap<Operation *, unsigned> position;
  for (auto [index, op] : llvm::enumerate(block.getOperations()))
    position[&op] = index;
  DenseMap<Value, unsigned> lastUse;
  for (Operation &op : block.getOperations()) {
    SmallVector<Value> operands = getBodyOperands(&op, function.getBody());
    // A collective reads its operand until its wait.
    if (auto wait = dyn_cast<WaitOp>(op))
      operands.push_back(wait.getStart().getInput());
    for (Value operand : operands) {
      unsigned &last = lastUse[getLiveStorage(operand)];
      last = std::max(last, position[&op]);
    }
  }

  for (BlockArgument argument : block.getArguments())
    result.arguments += getTensorBytes(argument);
  int64_t live = result.arguments;
  result.peak = live;
  // Storages that die after each position; those live (for `liveSets`).
  DenseMap<unsigned, SmallVector<Value>> dying;
  llvm::SetVector<Value> liveStorages;
  for (auto [index, op] : llvm::enumerate(block.getOperations())) {
    // An elementwise result may take the buffer of an operand that dies
    // here (not an argument's: the caller owns it).
    Value reused;
    for (Value operand : getReusableOperands(&op)) {
      Value storage = getLiveStorage(operand);
      SmallVector<Value> &dyingHere = dying[index];
      if (isa<BlockArgument>(storage) || lastUse.lookup(storage) != index ||
          !llvm::is_contained(dyingHere, storage))
        continue;
      llvm::erase(dyingHere, storage);
      liveStorages.remove(storage);
      reused = storage;
      ++result.reusedBuffers;
      break;
    }
    for (Value value : op.getResults()) {
      if (getLiveStorage(value) != value || isa<tensor::EmptyOp>(op))
        continue;
      int64_t bytes = getTensorBytes(value);
      if (!bytes)
        continue;
      if (!reused)
        live += bytes;
      liveStorages.insert(value);
      // Unused results die at once, after counting.
      dying[lastUse.lookup(value) > index ? lastUse.lookup(value) : index]
          .push_back(value);
    }
    if (live > result.peak) {
      result.peak = live;
      result.at = &op;
    }
    if (liveSets)
      liveSets(&op, liveStorages.getArrayRef());
    for (Value value : dying.lookup(index)) {
      live -= getTensorBytes(value);
      liveStorages.remove(value);
    }
  }
  return result;
}
