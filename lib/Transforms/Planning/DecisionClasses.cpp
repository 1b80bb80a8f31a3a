//===- DecisionClasses.cpp - Repeated nodes decided together -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The model's classes (ShardingGraph::findClasses): the copies of a repeated
// layer, found by the structure of their ops (findRepeatedRuns,
// RepeatedRuns.h), and the arguments they read the same way, take one
// decision per class; getLayerRepeats reads the layers back for the
// summary.
//
//===----------------------------------------------------------------------===//

#include "ShardingGraph.h"

#include "Shard/Transforms/RepeatedRuns.h"

#include "mlir/IR/OperationSupport.h"
#include "llvm/Support/Debug.h"

#include <map>

#define DEBUG_TYPE "ap-auto-shard"

using namespace mlir;
using namespace mlir::ap;

/// The structure of an op and of what feeds it, not its identity: equal for
/// the same op at the same place of two copies of a layer.
static llvm::hash_code
getSignature(Operation *op, const DenseMap<Operation *, unsigned> &opNodes,
             const DenseMap<Operation *, SourceKind> &sources) {
  auto hashOp = [](Operation *inner) {
    return OperationEquivalence::computeHash(
        inner, OperationEquivalence::ignoreHashValue,
        OperationEquivalence::ignoreHashValue,
        OperationEquivalence::IgnoreLocations);
  };
  llvm::hash_code hash = hashOp(op);
  for (Value operand : op->getOperands()) {
    if (auto argument = dyn_cast<BlockArgument>(operand)) {
      hash = llvm::hash_combine(hash, 1, operand.getType());
      continue;
    }
    Operation *producer = operand.getDefiningOp();
    if (opNodes.contains(producer))
      hash = llvm::hash_combine(hash, 2, producer->getName(),
                                cast<OpResult>(operand).getResultNumber());
    else
      hash = llvm::hash_combine(hash, 3, hashOp(producer));
  }
  op->walk([&](Operation *inner) {
    if (inner == op)
      return;
    hash = llvm::hash_combine(hash, hashOp(inner));
    for (Value operand : inner->getOperands())
      if (Operation *producer = operand.getDefiningOp();
          producer && !op->isAncestor(producer))
        hash = llvm::hash_combine(hash, hashOp(producer));
  });
  return hash;
}

void ShardingGraph::findClasses() {
  SmallVector<unsigned> &opList = opOrder;
  for (auto [id, node] : llvm::enumerate(nodes))
    if (node.kind == NodeKind::Operation)
      opList.push_back(id);
  SmallVector<unsigned> opClasses;
  if (config.clusterLayers) {
    SmallVector<llvm::hash_code> signatures;
    for (unsigned id : opList)
      signatures.push_back(getSignature(nodes[id].op, opNodes, sources));
    DenseMap<Operation *, int> positions;
    for (auto [position, id] : llvm::enumerate(opList))
      positions[nodes[id].op] = position;
    SmallVector<SmallVector<int, 4>> producers;
    for (unsigned id : opList) {
      SmallVector<int, 4> &operands = producers.emplace_back();
      for (Value operand : nodes[id].op->getOperands())
        operands.push_back(positions.lookup_or(operand.getDefiningOp(), -1));
    }
    opClasses = findRepeatedRuns(signatures, regions, producers);
    LLVM_DEBUG({
      for (const RepeatedRegion &run : regions)
        llvm::dbgs() << "repeated run: ops " << run.start << ".."
                     << run.start + run.length << " = ops +" << run.period
                     << "\n";
      for (auto [position, id] : llvm::enumerate(opList))
        llvm::dbgs() << "op " << position << ": class " << opClasses[position]
                     << ", " << nodes[id].op->getName() << " at "
                     << nodes[id].op->getLoc() << "\n";
    });
  } else {
    for (unsigned i = 0; i < opList.size(); ++i)
      opClasses.push_back(i);
  }
  // Op classes first, then arguments grouped by how the classes use them,
  // then results.
  unsigned numOpClasses = 0;
  for (unsigned opClass : opClasses)
    numOpClasses = std::max(numOpClasses, opClass + 1);
  classes.resize(numOpClasses);
  for (auto [position, id] : llvm::enumerate(opList)) {
    nodes[id].classId = opClasses[position];
    classes[opClasses[position]].members.push_back(id);
  }
  std::map<std::vector<uint64_t>, unsigned> argumentClasses;
  for (auto [id, node] : llvm::enumerate(nodes)) {
    if (node.kind == NodeKind::Operation)
      continue;
    std::vector<uint64_t> key;
    if (node.kind == NodeKind::Argument && config.clusterLayers) {
      BlockArgument argument = function.getArgument(node.index);
      // Pins decide a class's choices, so members must agree on them: on
      // their own attributes and on their gradient results' shardings (not
      // on `ap.grad_of`, which names each member's own argument).
      llvm::hash_code attributes = llvm::hash_combine(
          argument.getType(), function.getArgAttrDict(node.index));
      SmallVector<unsigned> gradients;
      for (auto [result, gradientArgument] : tiedArgument)
        if (gradientArgument == node.index)
          gradients.push_back(result);
      llvm::sort(gradients);
      for (unsigned result : gradients)
        attributes = llvm::hash_combine(
            attributes,
            function.getResultAttr(result, APDialect::getShardingAttrName()));
      key.push_back(attributes);
      for (OpOperand &use : argument.getUses()) {
        auto it = opNodes.find(use.getOwner());
        // Used by a return (its own gradient pairing) or a free source:
        // keep it alone.
        if (it == opNodes.end()) {
          key.push_back(~uint64_t(id));
          continue;
        }
        key.push_back(uint64_t(nodes[it->second].classId) << 16 |
                      use.getOperandNumber());
      }
      llvm::sort(key.begin() + 1, key.end());
    } else {
      key.push_back(~uint64_t(id));
    }
    auto [it, inserted] = argumentClasses.try_emplace(key, classes.size());
    if (inserted)
      classes.emplace_back();
    node.classId = it->second;
    classes[it->second].members.push_back(id);
  }
}

ShardingGraph::LayerRepeats ShardingGraph::getLayerRepeats() const {
  std::map<unsigned, unsigned> classesBySize;
  for (const DecisionClass &decisionClass : classes)
    if (decisionClass.members.size() > 1 &&
        nodes[decisionClass.members.front()].kind == NodeKind::Operation)
      ++classesBySize[decisionClass.members.size()];
  LayerRepeats repeats;
  for (auto [size, count] : classesBySize)
    if (count > repeats.classes)
      repeats = LayerRepeats{size, count, size * count};
  return repeats;
}

