//===- PipelineCells.cpp - A stage's forward and backward as functions ----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-pipeline-split's cells: each stage's forward and backward ops become a
// private function whose collectives are lifted from the stage mesh onto
// the whole mesh; the sums over the stage mesh that end a result are taken
// out of them, for the drivers to run once (docs/PipelineParallelism.md).
//
//===----------------------------------------------------------------------===//

#include "PipelineSplitter.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Transforms/PipelineSchedule.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::ap;

//===----------------------------------------------------------------------===//
// Cells
//===----------------------------------------------------------------------===//

void PipelineSplitter::buildCells() {
  cells.resize(2 * stages);
  Block &body = local.getBody().front();
  for (Operation &op : body.without_terminator())
    if (auto it = cellOf.find(&op); it != cellOf.end())
      cells[it->second].ops.push_back(&op);
  for (Operation &op : body.without_terminator()) {
    auto it = cellOf.find(&op);
    if (it == cellOf.end())
      continue;
    for (Value operand : getBodyOperands(&op, local.getBody()))
      if (!isFree(operand) &&
          cellOf.lookup(operand.getDefiningOp()) != it->second) {
        cells[it->second].imports.insert(operand);
        cells[cellOf.lookup(operand.getDefiningOp())].exports.insert(operand);
      }
  }
  for (Value value : body.getTerminator()->getOperands())
    cells[cellOf.lookup(value.getDefiningOp())].exports.insert(value);
  OpBuilder builder(step.getContext());
  builder.setInsertionPointAfter(local);
  for (auto [index, cell] : llvm::enumerate(cells)) {
    if (cell.ops.empty())
      continue;
    SmallVector<Type> inputs(local.getArgumentTypes());
    for (Value value : cell.imports)
      inputs.push_back(value.getType());
    SmallVector<Type> outputs;
    for (Value value : cell.exports)
      outputs.push_back(value.getType());
    std::string name = (step.getSymName() + "_stage" +
                        Twine(index / 2) + (index % 2 ? "_backward" : "_forward"))
                           .str();
    cell.function = func::FuncOp::create(
        builder, step.getLoc(), name,
        FunctionType::get(step.getContext(), inputs, outputs));
    cell.function.setPrivate();
    Block *entry = cell.function.addEntryBlock();
    OpBuilder inner = OpBuilder::atBlockEnd(entry);
    IRMapping mapping;
    for (auto [from, to] :
         llvm::zip(local.getArguments(), entry->getArguments()))
      mapping.map(from, to);
    for (auto [from, to] :
         llvm::zip(cell.imports, entry->getArguments().drop_front(
                                     local.getNumArguments())))
      mapping.map(from, to);
    for (Operation *op : cell.ops) {
      for (Value operand : getBodyOperands(op, local.getBody()))
        if (isFree(operand))
          cloneWithProducers(operand, inner, mapping, local.getBody());
      inner.clone(*op, mapping);
    }
    SmallVector<Value> results;
    for (Value value : cell.exports)
      results.push_back(mapping.lookup(value));
    func::ReturnOp::create(inner, step.getLoc(), results);
    liftOntoMesh(cell.function);
  }
}

/// Whether `op` is linear in its first operand and reads nothing else
/// that differs between micro-batches (views, permutations, gathers, sums),
/// so that it commutes with adding micro-batches up.
static bool isLinearTail(Operation *op) {
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op))
    return transpose.getInit().getDefiningOp<tensor::EmptyOp>() != nullptr;
  if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, AllGatherOp,
          AllToAllOp>(op))
    return true;
  if (auto allReduce = dyn_cast<AllReduceOp>(op))
    return allReduce.getReduction().getValue() == ReductionKind::Sum;
  if (auto scatter = dyn_cast<ReduceScatterOp>(op))
    return scatter.getReduction().getValue() == ReductionKind::Sum;
  return false;
}

void PipelineSplitter::deferReductions() {
  Block &body = local.getBody().front();
  Operation *terminator = body.getTerminator();
  deferred.assign(terminator->getNumOperands(), {});
  for (OpOperand &use : terminator->getOpOperands()) {
    unsigned index = use.getOperandNumber();
    if (cut.partKinds[index] != ReductionKind::Sum)
      continue;
    // The result: linear ops read once each (sums over the stage mesh,
    // gathers, views) at its end. Adding micro-batches up commutes with
    // them: the stage adds up what comes before them and runs them once.
    SmallVector<Operation *> tail;
    Operation *op = use.get().getDefiningOp();
    while (op && op->hasOneUse() && isLinearTail(op) &&
           !isFree(op->getOperand(0))) {
      tail.push_back(op);
      op = op->getOperand(0).getDefiningOp();
    }
    if (llvm::none_of(tail, [](Operation *each) {
          return isa<CollectiveOpInterface>(each);
        }))
      continue;
    // Up to its last collective.
    while (!isa<CollectiveOpInterface>(tail.back()))
      tail.pop_back();
    std::reverse(tail.begin(), tail.end());
    Value input = tail.front()->getOperand(0);
    use.set(input);
    for (Operation *each : tail) {
      cellOf.erase(each);
      each->remove();
    }
    deferred[index] = std::move(tail);
  }
  local.setFunctionType(FunctionType::get(step.getContext(),
                                          local.getArgumentTypes(),
                                          terminator->getOperandTypes()));
}

void PipelineSplitter::liftOntoMesh(Operation *root) {
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  root->walk([&](Operation *op) {
    auto onMesh = op->getAttrOfType<FlatSymbolRefAttr>("mesh");
    if (!onMesh || onMesh.getValue() != kStageMesh)
      return;
    op->setAttr("mesh", meshRef);
    if (auto axes = op->getAttrOfType<DenseI64ArrayAttr>("mesh_axes")) {
      SmallVector<int64_t> lifted;
      for (int64_t axis : axes.asArrayRef())
        lifted.push_back(axis + 1);
      op->setAttr("mesh_axes",
                  DenseI64ArrayAttr::get(op->getContext(), lifted));
    }
  });
}

