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

#include "Shard/Analysis/CostModel.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Dialect/AP/Transforms/JointFunction.h"
#include "Shard/Dialect/AP/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APRECOMPUTEPARTITION
#include "Shard/Dialect/AP/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Capacity of an edge that must not be cut.
constexpr int64_t kUncuttable = int64_t(1) << 60;

/// What the backward receives and what it computes again.
struct RecomputePlan {
  /// Forward values the forward function returns for the backward.
  llvm::SetVector<Value> saved;
  /// Forward ops the backward runs again.
  DenseSet<Operation *> recomputed;
  int64_t savedBytes = 0;
};

/// Bytes of a value kept from the forward to the backward.
int64_t getSavedBytes(Value value) {
  auto type = dyn_cast<ShapedType>(value.getType());
  if (!type)
    return getElementBytes(value.getType());
  if (!type.hasStaticShape())
    return kUncuttable / 1024;
  return type.getNumElements() * getElementBytes(type);
}

/// What may happen to a forward op's results (docs/Recompute.md).
enum class Decision {
  /// Saved or recomputed, whichever the cut finds cheaper.
  Either,
  /// Never recomputed: saved (or a value computed from it is).
  MustSave,
  /// Never saved: recomputed by the backward.
  MustRecompute,
  /// Recomputed unless saving is the only way.
  PreferRecompute,
};

/// Saving a value the policy prefers to recompute costs this many times its
/// bytes.
constexpr int64_t kPreferRecomputeFactor = 1 << 20;

/// Whether `op` is a contraction: a linalg op with a reduction loop and two
/// or more inputs (matmuls, attention products).
bool isContraction(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumReductionLoops() > 0 &&
         linalgOp.getNumDpsInputs() >= 2;
}

/// The one tensor operand of `op`, if it is a pure op with exactly one (a
/// cast, a view, a transpose: what FSDP chains are made of).
Value getSingleTensorInput(Operation *op) {
  if (!isPure(op) || (op->getNumRegions() > 0 && !isa<linalg::LinalgOp>(op)))
    return {};
  Value input;
  for (Value operand : op->getOperands()) {
    if (!isa<TensorType>(operand.getType()))
      continue;
    // A linalg op's init (an empty tensor) is not an input.
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
        linalgOp && llvm::is_contained(linalgOp.getDpsInits(), operand))
      continue;
    if (input)
      return {};
    input = operand;
  }
  return input;
}

/// The decisions for the forward ops: the policy's, then FSDP's rule, then
/// the `ap.recompute` attributes a user or an earlier pass set.
DenseMap<Operation *, Decision> decideForwardOps(func::FuncOp function,
                                                 const JointFunction &joint,
                                                 RecomputePolicy policy) {
  DenseMap<Operation *, Decision> decisions;
  Block &block = function.getBody().front();
  unsigned contractions = 0;
  for (Operation &op : block.without_terminator()) {
    if (!joint.forward.contains(&op))
      continue;
    Decision decision = Decision::Either;
    if (!isPure(&op) || isa<CollectiveOpInterface>(&op))
      decision = Decision::MustSave;
    else if (isContraction(&op))
      // Selective checkpointing saves every other contraction's output
      // and recomputes the rest.
      decision = policy == RecomputePolicy::Selective && contractions++ % 2
                     ? Decision::MustRecompute
                     : Decision::MustSave;
    else if (policy == RecomputePolicy::Selective)
      decision = Decision::MustRecompute;
    decisions[&op] = decision;
  }
  // FSDP: a parameter's all-gather is never saved, nor the single-input
  // chain before it (casts) or after it (views, transposes, casts): the
  // backward gathers again (seed 001).
  for (Operation &op : block.without_terminator()) {
    if (!joint.forward.contains(&op) || !isa<AllGatherOp>(op))
      continue;
    SmallVector<Operation *> chain{&op};
    Value input = op.getOperand(0);
    while (Operation *producer = input.getDefiningOp()) {
      Value next = getSingleTensorInput(producer);
      if (!next)
        break;
      chain.push_back(producer);
      input = next;
    }
    if (!isa<BlockArgument>(input))
      continue;
    SmallVector<Operation *> users{&op};
    while (!users.empty()) {
      Operation *current = users.pop_back_val();
      for (Operation *user : current->getUsers())
        if (joint.forward.contains(user) && !isa<AllGatherOp>(user) &&
            getSingleTensorInput(user) &&
            llvm::is_contained(current->getResults(),
                               getSingleTensorInput(user))) {
          chain.push_back(user);
          users.push_back(user);
        }
    }
    for (Operation *member : chain)
      decisions[member] = Decision::MustRecompute;
  }
  // What the program says wins.
  for (auto &[op, decision] : decisions)
    if (auto attr =
            op->getAttrOfType<StringAttr>(APDialect::getRecomputeAttrName()))
      decision = llvm::StringSwitch<Decision>(attr.getValue())
                     .Case("must_save", Decision::MustSave)
                     .Case("must_recompute", Decision::MustRecompute)
                     .Case("prefer_recompute", Decision::PreferRecompute)
                     .Default(decision);
  return decisions;
}

/// The minimum cut between the forward ops the policy may not recompute and
/// the forward values the backward reads.
RecomputePlan planRecompute(func::FuncOp function, const JointFunction &joint,
                            const DenseMap<Operation *, Decision> &decisions) {
  using Traits =
      boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
  using Graph = boost::adjacency_list<
      boost::vecS, boost::vecS, boost::directedS, boost::no_property,
      boost::property<
          boost::edge_capacity_t, int64_t,
          boost::property<boost::edge_residual_capacity_t, int64_t,
                          boost::property<boost::edge_reverse_t,
                                          Traits::edge_descriptor>>>>;
  Region &body = function.getBody();
  Block &block = body.front();

  // Forward values in program order; node 2i is value i's "in", 2i+1 its
  // "out" (cutting in -> out saves the value).
  SmallVector<Value> values;
  DenseMap<Value, unsigned> indexOf;
  for (Operation &op : block.without_terminator())
    if (joint.forward.contains(&op))
      for (Value result : op.getResults()) {
        indexOf[result] = values.size();
        values.push_back(result);
      }
  unsigned source = 2 * values.size(), sink = source + 1;
  Graph graph(sink + 1);
  auto capacity = boost::get(boost::edge_capacity, graph);
  auto reverse = boost::get(boost::edge_reverse, graph);
  auto addEdge = [&](unsigned from, unsigned to, int64_t cap) {
    auto edge = boost::add_edge(from, to, graph).first;
    auto back = boost::add_edge(to, from, graph).first;
    capacity[edge] = cap;
    capacity[back] = 0;
    reverse[edge] = back;
    reverse[back] = edge;
  };

  for (Operation &op : block.without_terminator()) {
    if (!joint.forward.contains(&op))
      continue;
    Decision decision = decisions.lookup(&op);
    SmallVector<Value> operands = getBodyOperands(&op, body);
    for (Value result : op.getResults()) {
      unsigned node = 2 * indexOf[result];
      int64_t bytes = getSavedBytes(result);
      addEdge(node, node + 1,
              decision == Decision::MustRecompute ? kUncuttable
              : decision == Decision::PreferRecompute
                  ? bytes * kPreferRecomputeFactor
                  : bytes);
      if (decision == Decision::MustSave)
        addEdge(source, node, kUncuttable);
      for (Value operand : operands)
        if (auto it = indexOf.find(operand); it != indexOf.end())
          addEdge(2 * it->second + 1, node, kUncuttable);
    }
  }
  // What the backward reads: operands of backward ops and forward values
  // returned as gradients.
  llvm::SetVector<Value> needed;
  for (Operation &op : block.without_terminator())
    if (joint.backward.contains(&op))
      for (Value operand : getBodyOperands(&op, body))
        if (indexOf.contains(operand))
          needed.insert(operand);
  auto ret = cast<func::ReturnOp>(block.getTerminator());
  for (unsigned index : joint.gradientResults)
    if (indexOf.contains(ret.getOperand(index)))
      needed.insert(ret.getOperand(index));
  for (Value value : needed)
    addEdge(2 * indexOf[value] + 1, sink, kUncuttable);

  boost::push_relabel_max_flow(graph, source, sink);

  // The source side: what the residual graph reaches from the source.
  auto residual = boost::get(boost::edge_residual_capacity, graph);
  std::vector<bool> sourceSide(sink + 1, false);
  SmallVector<unsigned> worklist{source};
  sourceSide[source] = true;
  while (!worklist.empty()) {
    unsigned node = worklist.pop_back_val();
    for (auto edge : llvm::make_range(boost::out_edges(node, graph)))
      if (residual[edge] > 0 && !sourceSide[boost::target(edge, graph)]) {
        sourceSide[boost::target(edge, graph)] = true;
        worklist.push_back(boost::target(edge, graph));
      }
  }

  RecomputePlan plan;
  for (auto [index, value] : llvm::enumerate(values))
    if (sourceSide[2 * index] && !sourceSide[2 * index + 1]) {
      plan.saved.insert(value);
      plan.savedBytes += getSavedBytes(value);
    }
  // The backward recomputes what it needs back to saved values and
  // arguments.
  SmallVector<Value> pending(needed.begin(), needed.end());
  while (!pending.empty()) {
    Value value = pending.pop_back_val();
    Operation *op = value.getDefiningOp();
    if (!op || plan.saved.contains(value) || !joint.forward.contains(op) ||
        !plan.recomputed.insert(op).second)
      continue;
    llvm::append_range(pending, getBodyOperands(op, body));
  }
  return plan;
}

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
    for (Operation &op : block.without_terminator())
      if (plan.recomputed.contains(&op) || joint.backward.contains(&op))
        body.clone(op, mapping);
    SmallVector<Value> results;
    for (unsigned index : joint.gradientResults)
      results.push_back(mapping.lookupOrDefault(ret.getOperand(index)));
    func::ReturnOp::create(body, function.getLoc(), results);
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
      RecomputePlan plan = planRecompute(
          function, *joint, decideForwardOps(function, *joint, policy));
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
          << " of arguments)";
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
