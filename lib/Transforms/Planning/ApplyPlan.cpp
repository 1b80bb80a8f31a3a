//===- ApplyPlan.cpp - Writing the chosen shardings into the program -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The plan becomes ordinary annotations that ap-partition realizes exactly:
// every argument, op result and function result gets the `ap.sharding` its
// strategy gives it, and every use whose consumer wants another layout gets
// an `ap.redistribute` (one per value and layout, placed before its first
// consumer so that the moved copy lives no longer than needed). Free
// sources are rebuilt in the layout each consumer wants.
//
//===----------------------------------------------------------------------===//

#include "Plan.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Placement/MeshAlgebra.h"


using namespace mlir;
using namespace mlir::ap;

namespace {

class PlanWriter {
public:
  PlanWriter(ShardingGraph &graph, const PlacementSolution &solution)
      : graph(graph), solution(solution),
        builder(graph.getFunction().getContext()),
        mesh(FlatSymbolRefAttr::get(
            MeshOp(graph.getConfig().mesh).getSymNameAttr())) {}

  void run();

private:
  ShardingAttr getAttr(const ShardingLayout &layout) {
    return ShardingAttr::get(mesh, layout);
  }
  unsigned getChoice(unsigned node) { return graph.getChoice(solution, node); }
  /// `value` (now in `has`) in the layout `wanted`, before `before`.
  Value redistribute(Value value, const ShardingLayout &has,
                     const ShardingLayout &wanted, Operation *before);
  /// A copy of a free source (and the free ops it is built from) in
  /// `layout`, before `before`.
  Value rebuildSource(Operation *source, const ShardingLayout &layout,
                      Operation *before);
  void rewriteUse(const Use &use);

  ShardingGraph &graph;
  const PlacementSolution &solution;
  OpBuilder builder;
  FlatSymbolRefAttr mesh;
  DenseMap<std::pair<Value, unsigned>, Value> moved;
  DenseMap<std::pair<Operation *, unsigned>, Value> rebuilt;
  SetVector<Operation *> originalSources;
};

Value PlanWriter::redistribute(Value value, const ShardingLayout &has,
                               const ShardingLayout &wanted,
                               Operation *before) {
  if (areEquivalent(graph.getMeshShape(), has, wanted))
    return value;
  auto [it, inserted] =
      moved.try_emplace({value, graph.getLayoutId(wanted)}, Value());
  if (!inserted)
    return it->second;
  builder.setInsertionPoint(before);
  it->second = RedistributeOp::create(builder, value.getLoc(), value.getType(),
                                      value, getAttr(has), getAttr(wanted));
  return it->second;
}

Value PlanWriter::rebuildSource(Operation *source, const ShardingLayout &layout,
                                Operation *before) {
  std::pair<Operation *, unsigned> key{source, graph.getLayoutId(layout)};
  if (Value known = rebuilt.lookup(key))
    return known;
  originalSources.insert(source);
  IRMapping mapping;
  // Operands that are sources themselves (a fill's destination) are rebuilt
  // in the same layout. The recursion inserts into `rebuilt`: no iterator
  // into it may be held across it.
  for (Value operand : source->getOperands())
    if (Operation *producer = operand.getDefiningOp();
        producer && graph.isSource(producer))
      mapping.map(operand, rebuildSource(producer, layout, before));
  builder.setInsertionPoint(before);
  Operation *copy = builder.clone(*source, mapping);
  setResultShardings(copy, {getAttr(layout)});
  rebuilt[key] = copy->getResult(0);
  return copy->getResult(0);
}

void PlanWriter::rewriteUse(const Use &use) {
  const DecisionNode &consumer = graph.getNodes()[use.consumer];
  const ShardingLayout &wanted =
      graph.getRequiredLayout(use, getChoice(use.consumer));
  auto function = graph.getFunction();
  Value value = use.value;
  // A returned value (a gradient) moves to its result's layout right after
  // it is computed, not at the end: the un-moved gradients of every layer
  // (FSDP's un-reduced ones) would otherwise all stay live until the end.
  Operation *before = function.getBody().front().getTerminator();
  if (consumer.kind == NodeKind::Operation)
    before = consumer.op;
  else if (Operation *producer = value.getDefiningOp();
           producer && use.producer.isNode())
    before = producer->getNextNode();
  Value replacement;
  if (use.producer.isNode()) {
    const ShardingLayout &has = graph.getResultLayout(
        use.producer.node, use.producer.result, getChoice(use.producer.node));
    replacement = redistribute(value, has, wanted, before);
  } else {
    auto type = cast<RankedTensorType>(value.getType());
    ShardingLayout base =
        getSourceLayout(use.producer.source, wanted, type.getRank());
    Value source = value;
    if (canBuildSourceIn(use.producer.source, base))
      source = rebuildSource(value.getDefiningOp(), base, before);
    replacement = redistribute(source, base, wanted, before);
  }
  if (replacement == value)
    return;
  if (consumer.kind == NodeKind::Operation) {
    consumer.op->setOperand(use.operand, replacement);
    return;
  }
  unsigned result = use.tiedResult ? *use.tiedResult
                                       : graph.getNodes()[use.consumer].index;
  function.getBody().front().getTerminator()->setOperand(result, replacement);
}

void PlanWriter::run() {
  func::FuncOp function = graph.getFunction();
  ArrayRef<DecisionNode> nodes = graph.getNodes();
  for (auto [id, node] : llvm::enumerate(nodes)) {
    const ShardingStrategy &strategy =
        graph.getClasses()[node.classId].strategies[getChoice(id)];
    switch (node.kind) {
    case NodeKind::Argument:
      setArgumentSharding(function, node.index, getAttr(strategy.results[0]));
      break;
    case NodeKind::Result:
      setFunctionResultSharding(function, node.index,
                                getAttr(strategy.results[0]));
      break;
    case NodeKind::Operation: {
      // An op whose results are scalars (tensor.extract) has no layouts:
      // scalars are the same on every device.
      if (strategy.results.empty())
        break;
      SmallVector<ShardingAttr> attrs;
      for (const ShardingLayout &layout : strategy.results)
        attrs.push_back(getAttr(layout));
      setResultShardings(node.op, attrs);
      break;
    }
    }
  }
  // Ops in program order first, then what the terminator returns, so that
  // a moved copy shared by several consumers sits before the first.
  for (bool terminatorUses : {false, true})
    for (const Use &use : graph.getUses()) {
      bool isTerminatorUse = nodes[use.consumer].kind != NodeKind::Operation;
      if (isTerminatorUse == terminatorUses)
        rewriteUse(use);
    }
  // Gradients and updates are returned in their argument's layout.
  for (const Use &use : graph.getUses())
    if (use.tiedResult)
      setFunctionResultSharding(
          function, *use.tiedResult,
          getAttr(graph.getRequiredLayout(use, getChoice(use.consumer))));
  // Fills first, then the empty tensors they were built on.
  for (Operation *source : originalSources)
    if (source->use_empty())
      source->erase();
}

} // namespace

void mlir::ap::applyPlan(ShardingGraph &graph, const Plan &plan) {
  PlanWriter(graph, plan.solution).run();
}
