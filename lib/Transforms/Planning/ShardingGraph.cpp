//===- ShardingGraph.cpp - A function as the auto-sharder sees it ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "ShardingGraph.h"

#include "Shard/Transforms/RecomputePlan.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Placement/MeshAlgebra.h"

using namespace mlir;
using namespace mlir::ap;

ShardingGraph::ShardingGraph(func::FuncOp function,
                             const AutoShardConfig &config)
    : function(function), config(config),
      meshShape(MeshOp(config.mesh).getShape()),
      commCostModel(config.target.getCommCostModel(meshShape)) {}

LogicalResult ShardingGraph::build() {
  if (failed(collectNodes()))
    return failure();
  findClasses();
  if (failed(enumerateStrategies()))
    return failure();
  collectUses();
  if (config.modelActivations)
    modelMemory();
  computeMemory();
  priceUses();
  return success();
}

//===----------------------------------------------------------------------===//
// Nodes
//===----------------------------------------------------------------------===//

static std::optional<ShardingLayout> getLayoutFrom(ShardingAttr sharding) {
  if (sharding)
    return sharding.getLayout();
  return std::nullopt;
}

/// The kind of data-free source `op` is, as its rule says.
static SourceKind
classifySource(Operation *op,
               const DenseMap<Operation *, SourceKind> &sources) {
  return getSourceKind(op, [&](Value operand) {
    return sources.lookup_or(operand.getDefiningOp(), SourceKind::None);
  });
}

LogicalResult ShardingGraph::collectNodes() {
  if (!function.getBody().hasOneBlock())
    return emitFunctionError(function)
           << "cannot be auto-sharded: only single-block functions are "
              "supported";
  for (auto [index, type] : llvm::enumerate(function.getArgumentTypes())) {
    auto tensorType = dyn_cast<RankedTensorType>(type);
    if (!tensorType)
      continue;
    if (!tensorType.hasStaticShape())
      return emitFunctionError(function)
             << "cannot be auto-sharded: argument #" << index
             << " has a dynamic shape, which is not supported yet";
    argumentNodes[index] = nodes.size();
    nodes.push_back(
        DecisionNode{NodeKind::Argument, function, unsigned(index)});
  }
  for (unsigned index = 0; index < function.getNumResults(); ++index) {
    if (std::optional<int64_t> tied =
            APDialect::getTiedArgument(function.getResultAttrDict(index))) {
      tiedArgument[index] = *tied;
      continue;
    }
    auto tensorType =
        dyn_cast<RankedTensorType>(function.getResultTypes()[index]);
    if (!tensorType)
      continue;
    if (!tensorType.hasStaticShape())
      return emitFunctionError(function)
             << "cannot be auto-sharded: result #" << index
             << " has a dynamic shape, which is not supported yet";
    resultNodes[index] = nodes.size();
    nodes.push_back(DecisionNode{NodeKind::Result, function, index});
  }
  for (Operation &op : function.getBody().front().without_terminator()) {
    if (SourceKind kind = classifySource(&op, sources);
        kind != SourceKind::None) {
      sources[&op] = kind;
      continue;
    }
    bool hasTensors =
        llvm::any_of(op.getOperandTypes(), llvm::IsaPred<ShapedType>) ||
        llvm::any_of(op.getResultTypes(), llvm::IsaPred<ShapedType>);
    if (!hasTensors) {
      // A scheduled collective (ap.start) has a region and a token: it is
      // per-device code, which is not planned again.
      if (isa<StartOp>(op))
        return op.emitOpError()
               << "cannot be auto-sharded: a scheduled collective is "
                  "per-device code; ap-auto-shard plans the global program "
                  "(before ap-partition)";
      if (op.getNumRegions() > 0)
        return op.emitOpError() << "cannot be auto-sharded: ops with regions "
                                   "(control flow) are not supported yet";
      continue; // Scalars are the same on every device.
    }
    if (!hasShardingRule(&op))
      return op.emitOpError()
             << "cannot be auto-sharded: there is no sharding rule for this op";
    opNodes[&op] = nodes.size();
    nodes.push_back(DecisionNode{NodeKind::Operation, &op});
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Strategies
//===----------------------------------------------------------------------===//

/// Restricts `strategies` to those whose results are the annotated layouts;
/// false if none is.
static bool
restrictToAnnotation(ArrayRef<int64_t> meshShape,
                     std::vector<ShardingStrategy> &strategies,
                     std::vector<bool> &forbidden,
                     ArrayRef<std::optional<ShardingLayout>> wanted) {
  bool any = false;
  for (auto [index, strategy] : llvm::enumerate(strategies)) {
    bool matches = true;
    for (auto [layout, annotation] : llvm::zip(strategy.results, wanted))
      if (annotation && !areEquivalent(meshShape, layout, *annotation))
        matches = false;
    forbidden[index] = forbidden[index] || !matches;
    any |= matches;
  }
  return any;
}

LogicalResult ShardingGraph::enumerateStrategies() {
  StrategyContext context;
  context.meshShape = meshShape;
  context.target = &config.target;
  context.commCostModel = &commCostModel;
  context.keepPartials = config.keepPartials;
  context.unevenLayouts = config.unevenLayouts;
  for (DecisionClass &decisionClass : classes) {
    const DecisionNode &node = nodes[decisionClass.members.front()];
    std::optional<ShardingLayout> pinned;
    SmallVector<std::optional<ShardingLayout>> annotations;
    switch (node.kind) {
    case NodeKind::Argument:
    case NodeKind::Result: {
      bool isArgument = node.kind == NodeKind::Argument;
      auto type = cast<RankedTensorType>(
          isArgument ? function.getArgumentTypes()[node.index]
                     : function.getResultTypes()[node.index]);
      // A result node "takes" its layout as operand and "gives" it as
      // result, so that annotations and summaries treat all nodes alike.
      for (ShardingLayout &layout :
           enumerateLayouts(meshShape, type.getShape(), false)) {
        ShardingStrategy strategy;
        if (!isArgument)
          strategy.operands.push_back(layout);
        strategy.results.push_back(std::move(layout));
        decisionClass.strategies.push_back(std::move(strategy));
      }
      annotations.push_back(getLayoutFrom(
          isArgument ? getArgumentSharding(function, node.index)
                     : getFunctionResultSharding(function, node.index)));
      // A gradient's (an update's) declared sharding pins its argument too.
      if (isArgument)
        for (auto [result, argument] : tiedArgument) {
          if (argument != node.index)
            continue;
          std::optional<ShardingLayout> layout =
              getLayoutFrom(getFunctionResultSharding(function, result));
          if (!layout)
            continue;
          if (annotations.front() &&
              !areEquivalent(meshShape, *annotations.front(), *layout))
            return emitFunctionError(function)
                   << "cannot be auto-sharded: argument #" << node.index
                   << " is pinned to " << *annotations.front() << " but its "
                   << (function.getResultAttr(result,
                                              APDialect::getGradOfAttrName())
                           ? "gradient"
                           : "update")
                   << " (result #" << result << ") is pinned to " << *layout
                   << "; an argument and its gradient or update share a "
                      "placement";
          annotations.assign(1, layout);
        }
      break;
    }
    case NodeKind::Operation: {
      std::string reason;
      FailureOr<std::vector<ShardingStrategy>> strategies =
          getShardingStrategies(node.op, context, reason);
      if (failed(strategies))
        return node.op->emitOpError() << "cannot be auto-sharded: " << reason;
      decisionClass.strategies = std::move(*strategies);
      for (unsigned result = 0; result < node.op->getNumResults(); ++result)
        annotations.push_back(
            getLayoutFrom(getResultSharding(node.op, result)));
      break;
    }
    }
    decisionClass.forbidden.assign(decisionClass.strategies.size(), false);
    if (decisionClass.strategies.empty())
      return (node.kind == NodeKind::Operation ? node.op->emitOpError()
                                               : emitFunctionError(function))
             << "cannot be auto-sharded: no sharding strategy divides its "
                "shapes";
    if (annotations.empty() ||
        llvm::none_of(annotations, [](auto &layout) { return layout; }))
      continue;
    if (!restrictToAnnotation(meshShape, decisionClass.strategies,
                              decisionClass.forbidden, annotations)) {
      InFlightDiagnostic diagnostic = node.kind == NodeKind::Operation
                                          ? node.op->emitOpError()
                                          : emitFunctionError(function);
      diagnostic << "cannot be auto-sharded: no sharding strategy of "
                 << describeNode(decisionClass.members.front())
                 << " gives the annotated layout";
      return diagnostic;
    }
  }
  // Compute time, summed over the members.
  for (DecisionClass &decisionClass : classes) {
    decisionClass.computeTime.assign(decisionClass.strategies.size(), 0);
    for (auto [index, strategy] : llvm::enumerate(decisionClass.strategies))
      decisionClass.computeTime[index] =
          strategy.computeTime * decisionClass.members.size();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Uses, saved activations, memory
//===----------------------------------------------------------------------===//

void ShardingGraph::collectUses() {
  auto getProducer = [&](Value value) {
    Producer producer;
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      producer.node = argumentNodes.lookup(argument.getArgNumber());
      return producer;
    }
    Operation *op = value.getDefiningOp();
    if (auto it = sources.find(op); it != sources.end()) {
      producer.source = it->second;
      return producer;
    }
    producer.node = opNodes.lookup(op);
    producer.result = cast<OpResult>(value).getResultNumber();
    return producer;
  };
  auto ret = cast<func::ReturnOp>(function.getBody().front().getTerminator());
  for (auto [id, node] : llvm::enumerate(nodes)) {
    if (node.kind == NodeKind::Operation) {
      for (OpOperand &operand : node.op->getOpOperands())
        if (isa<RankedTensorType>(operand.get().getType()))
          uses.push_back(Use{unsigned(id),
                             operand.getOperandNumber(),
                             operand.get(),
                             getProducer(operand.get()),
                             {}});
    } else if (node.kind == NodeKind::Result) {
      Value value = ret.getOperand(node.index);
      uses.push_back(Use{unsigned(id), 0, value, getProducer(value), {}});
    }
  }
  for (auto [result, argument] : tiedArgument) {
    Value value = ret.getOperand(result);
    uses.push_back(Use{argumentNodes.lookup(argument), 0, value,
                       getProducer(value), result});
  }
  // Deterministic order (tiedArgument is a hash map).
  llvm::stable_sort(uses, [](const Use &a, const Use &b) {
    return a.tiedResult.value_or(0) < b.tiedResult.value_or(0);
  });
  for (auto [index, use] : llvm::enumerate(uses))
    if (use.producer.isNode() &&
        nodes[use.consumer].kind == NodeKind::Operation)
      firstOpUse.try_emplace({use.producer.node, use.producer.result}, index);
}

bool ShardingGraph::isOptimizerState(unsigned index) const {
  func::FuncOp function = this->function;
  if (function.getArgAttr(index, APDialect::getParamAttrName()))
    return false;
  return llvm::any_of(tiedArgument, [&](auto tied) {
    return tied.second == index &&
           function.getResultAttr(tied.first, APDialect::getUpdateOfAttrName());
  });
}

void ShardingGraph::computeMemory() {
  for (DecisionClass &decisionClass : classes) {
    decisionClass.memory.assign(decisionClass.strategies.size(), 0);
    for (unsigned member : decisionClass.members) {
      const DecisionNode &node = nodes[member];
      for (auto [index, strategy] : llvm::enumerate(decisionClass.strategies)) {
        double bytes = 0;
        if (node.kind == NodeKind::Argument) {
          auto type =
              cast<RankedTensorType>(function.getArgumentTypes()[node.index]);
          bool isParam = static_cast<bool>(
              function.getArgAttr(node.index, APDialect::getParamAttrName()));
          bytes = isParam ? getParameterBytesPerElement(type.getElementType(),
                                                        config.memory) *
                                getLocalElements(meshShape, strategy.results[0],
                                                 type.getShape())
                          : getLocalBytes(meshShape, strategy.results[0], type);
        } else if (node.kind == NodeKind::Operation) {
          for (auto [result, layout] :
               llvm::zip(node.op->getResults(), strategy.results))
            if (saved.contains(result))
              bytes += config.activationCopies *
                       getSavedBytes(member, result.getResultNumber(), layout,
                                     cast<RankedTensorType>(result.getType()));
        }
        decisionClass.memory[index] += bytes;
      }
    }
  }
}

double ShardingGraph::getSavedBytes(unsigned node, unsigned result,
                                    const ShardingLayout &layout,
                                    RankedTensorType type) const {
  double bytes = getLocalBytes(meshShape, layout, type);
  if (!layout.hasPartial() || memoryChoices.empty())
    return bytes;
  auto it = firstOpUse.find({node, result});
  if (it == firstOpUse.end())
    return bytes;
  const Use &use = uses[it->second];
  const ShardingLayout &wanted =
      getRequiredLayout(use, memoryChoices[nodes[use.consumer].classId]);
  return std::min(bytes, getLocalBytes(meshShape, wanted, type));
}

//===----------------------------------------------------------------------===//
// Layouts and names
//===----------------------------------------------------------------------===//

const ShardingLayout &ShardingGraph::getResultLayout(unsigned node,
                                                     unsigned result,
                                                     unsigned strategy) const {
  return classes[nodes[node].classId].strategies[strategy].results[result];
}

const ShardingLayout &
ShardingGraph::getRequiredLayout(const Use &use, unsigned strategy) const {
  const DecisionNode &node = nodes[use.consumer];
  const ShardingStrategy &chosen = classes[node.classId].strategies[strategy];
  if (node.kind == NodeKind::Argument)
    return chosen.results[0];
  return *chosen.operands[use.operand];
}

std::string ShardingGraph::describeNode(unsigned id) const {
  const DecisionNode &node = nodes[id];
  std::string text;
  llvm::raw_string_ostream os(text);
  switch (node.kind) {
  case NodeKind::Argument:
    os << "argument #" << node.index;
    if (auto name = dyn_cast<NameLoc>(
            func::FuncOp(function).getArgument(node.index).getLoc()))
      os << " (" << name.getName().getValue() << ")";
    break;
  case NodeKind::Result:
    os << "result #" << node.index;
    break;
  case NodeKind::Operation:
    os << node.op->getName() << " at " << node.op->getLoc();
    break;
  }
  return text;
}

InFlightDiagnostic mlir::ap::emitFunctionError(func::FuncOp function) {
  InFlightDiagnostic diagnostic = emitError(function.getLoc());
  diagnostic << "function @" << function.getSymName() << " ";
  return diagnostic;
}

FailureOr<MeshOp> mlir::ap::findMeshToPlan(ModuleOp module, StringRef meshName,
                                           StringRef passName) {
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  if (!meshName.empty()) {
    for (MeshOp mesh : meshes)
      if (mesh.getSymName() == meshName)
        return mesh;
    emitError(module.getLoc())
        << passName << ": there is no ap.mesh @" << meshName;
    return failure();
  }
  if (meshes.size() == 1)
    return meshes.front();
  emitError(module.getLoc())
      << passName << ": "
      << (meshes.empty() ? "the module declares no ap.mesh"
                         : "the module declares several "
                           "meshes; pick one with mesh=");
  return failure();
}
