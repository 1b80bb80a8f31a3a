//===- RecomputePlan.cpp - What a training step saves and recomputes -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The policy's decision for every forward op, then a minimum cut, weighted
// by bytes, between the ops that may not be recomputed and the forward
// values the backward reads, as PyTorch's min-cut rematerialization does
// (docs/Recompute.md).
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/RecomputePlan.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/StringSwitch.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>

#include <cmath>
#include <optional>
#include <vector>

using namespace mlir;
using namespace mlir::ap;

namespace {

/// What the cut counts for a value of unknown size: more than any tensor.
constexpr int64_t kUnknownBytes = int64_t(1) << 50;

/// Bytes of a value kept from the forward to the backward.
int64_t getSavedBytes(Value value) {
  auto type = dyn_cast<ShapedType>(value.getType());
  if (!type)
    return getElementBytes(value.getType());
  if (!type.hasStaticShape())
    return kUnknownBytes;
  return type.getNumElements() * getElementBytes(type);
}

/// The flow network's edges before their capacities are fixed: a cost
/// (bytes, or bytes times kPreferRecomputeFactor), or uncuttable.
struct PendingEdge {
  unsigned from, to;
  /// Unset: the edge must not be cut.
  std::optional<double> cost;
};

/// Integer capacities for `edges`: the costs, scaled down when their sum
/// would not leave room (push-relabel adds capacities up in int64_t; a sum
/// past its range is undefined behaviour and a wrong cut), and for an
/// uncuttable edge one more than all costs together, which no cut can pay.
std::vector<int64_t> getCapacities(ArrayRef<PendingEdge> edges) {
  // The costs sum to at most `largest`, so every capacity is at most
  // largest + 1 and all of them together (a bound on every excess and every
  // sum the algorithm forms) at most 2^61 + edges.
  double largest = std::min(std::ldexp(1.0, 40),
                            std::ldexp(1.0, 61) / double(edges.size() + 2));
  double total = 0;
  for (const PendingEdge &edge : edges)
    total += edge.cost.value_or(0);
  // Rounding up to 1 adds at most one per edge: room is left for it.
  double scale = total > largest / 2 ? largest / 2 / total : 1;
  std::vector<int64_t> capacities;
  int64_t sum = 0;
  for (const PendingEdge &edge : edges) {
    int64_t capacity = 0;
    if (edge.cost && *edge.cost > 0)
      capacity = std::max<int64_t>(1, std::llround(*edge.cost * scale));
    capacities.push_back(capacity);
    sum += capacity;
  }
  for (auto [edge, capacity] : llvm::zip_equal(edges, capacities))
    if (!edge.cost)
      capacity = sum + 1;
  return capacities;
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
/// or more inputs (matmuls, un-fused attention products), or a fused
/// attention (its outputs are O and the log-sum-exp, what flash attention
/// saves).
bool isContraction(Operation *op) {
  if (isa<AttentionOp>(op))
    return true;
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
DenseMap<Operation *, Decision>
decideForwardOps(func::FuncOp function, const JointFunction &joint,
                 RecomputePolicy policy,
                 DenseSet<Operation *> &parameterChains) {
  DenseMap<Operation *, Decision> decisions;
  Block &block = function.getBody().front();
  unsigned contractions = 0;
  for (Operation &op : block.without_terminator()) {
    if (!joint.forward.contains(&op))
      continue;
    Decision decision = Decision::Either;
    // What an all-gather or an all-to-all outputs is the cut's choice: the
    // backward may move the data again from the saved input, which holds
    // no more bytes (the planner's memory term decides what is saved on
    // the program before partitioning, where there is no collective to
    // save). The collectives that reduce are saved.
    if (policy == RecomputePolicy::SaveAll || !isPure(&op) ||
        (isa<CollectiveOpInterface>(&op) &&
         !isa<AllGatherOp, AllToAllOp>(&op)))
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
    for (Operation *member : chain) {
      decisions[member] = Decision::MustRecompute;
      parameterChains.insert(member);
    }
  }
  // What the program says wins, but for ops with an effect, which must not
  // run twice.
  for (auto &[op, decision] : decisions)
    if (auto attr = !isPure(op) ? StringAttr()
                                : op->getAttrOfType<StringAttr>(
                                      APDialect::getRecomputeAttrName()))
      decision = llvm::StringSwitch<Decision>(attr.getValue())
                     .Case("must_save", Decision::MustSave)
                     .Case("must_recompute", Decision::MustRecompute)
                     .Case("prefer_recompute", Decision::PreferRecompute)
                     .Default(decision);
  return decisions;
}

/// The flow network of the cut: node 2i is forward value i's "in", 2i+1 its
/// "out" (cutting in -> out saves the value).
struct CutNetwork {
  /// The forward values in program order, and each one's index.
  SmallVector<Value> values;
  DenseMap<Value, unsigned> indexOf;
  std::vector<PendingEdge> edges;
  /// The forward values the backward reads.
  llvm::SetVector<Value> needed;
  unsigned source = 0, sink = 0;
};

/// Builds the network: each forward value's in -> out edge weighted by its
/// bytes and decision, the source to what must be saved, each operand's out
/// to its user's in, and what the backward reads (backward ops' operands and
/// forward values returned as gradients) to the sink.
CutNetwork buildCutNetwork(func::FuncOp function, const JointFunction &joint,
                           const DenseMap<Operation *, Decision> &decisions,
                           function_ref<double(Value)> getBytes) {
  Region &body = function.getBody();
  Block &block = body.front();
  CutNetwork network;
  SmallVector<Value> &values = network.values;
  DenseMap<Value, unsigned> &indexOf = network.indexOf;
  for (Operation &op : block.without_terminator())
    if (joint.forward.contains(&op))
      for (Value result : op.getResults()) {
        indexOf[result] = values.size();
        values.push_back(result);
      }
  unsigned source = 2 * values.size(), sink = source + 1;
  network.source = source;
  network.sink = sink;
  auto addEdge = [&](unsigned from, unsigned to, std::optional<double> cost) {
    network.edges.push_back(PendingEdge{from, to, cost});
  };
  const std::optional<double> uncuttable;

  for (Operation &op : block.without_terminator()) {
    if (!joint.forward.contains(&op))
      continue;
    Decision decision = decisions.lookup(&op);
    SmallVector<Value> operands = getBodyOperands(&op, body);
    for (Value result : op.getResults()) {
      unsigned node = 2 * indexOf[result];
      double bytes = getBytes(result);
      addEdge(node, node + 1,
              decision == Decision::MustRecompute ? uncuttable
              : decision == Decision::PreferRecompute
                  ? std::optional<double>(bytes * kPreferRecomputeFactor)
                  : std::optional<double>(bytes));
      if (decision == Decision::MustSave)
        addEdge(source, node, uncuttable);
      for (Value operand : operands)
        if (auto it = indexOf.find(operand); it != indexOf.end())
          addEdge(2 * it->second + 1, node, uncuttable);
    }
  }
  llvm::SetVector<Value> &needed = network.needed;
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
    addEdge(2 * indexOf[value] + 1, sink, uncuttable);
  return network;
}

/// The source side of a minimum cut of `network`: the nodes the residual
/// graph of a maximum flow reaches from the source.
std::vector<bool> getSourceSide(const CutNetwork &network) {
  using Traits =
      boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
  using Graph = boost::adjacency_list<
      boost::vecS, boost::vecS, boost::directedS, boost::no_property,
      boost::property<
          boost::edge_capacity_t, int64_t,
          boost::property<boost::edge_residual_capacity_t, int64_t,
                          boost::property<boost::edge_reverse_t,
                                          Traits::edge_descriptor>>>>;
  unsigned source = network.source, sink = network.sink;
  ArrayRef<PendingEdge> edges = network.edges;
  Graph graph(sink + 1);
  auto capacity = boost::get(boost::edge_capacity, graph);
  auto reverse = boost::get(boost::edge_reverse, graph);
  for (auto [pending, cap] : llvm::zip_equal(edges, getCapacities(edges))) {
    auto edge = boost::add_edge(pending.from, pending.to, graph).first;
    auto back = boost::add_edge(pending.to, pending.from, graph).first;
    capacity[edge] = cap;
    capacity[back] = 0;
    reverse[edge] = back;
    reverse[back] = edge;
  }
  boost::push_relabel_max_flow(graph, source, sink);

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
  return sourceSide;
}

/// Fills `plan.recomputed` and `plan.perUse` from the saved values: what the
/// backward needs back to saved values and arguments, and the gathered data
/// recomputed at each use.
void addRecomputed(RecomputePlan &plan, Region &body,
                   const JointFunction &joint, ArrayRef<Value> needed,
                   const DenseSet<Operation *> &parameterChains) {
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
  // Gathered data is recomputed at each use: FSDP's parameter chains, and
  // any recomputed all-gather or all-to-all with the views, casts and
  // transposes after it (the memory term counts their input held and a
  // gathered copy at each use).
  SmallVector<Operation *> chains(parameterChains.begin(),
                                  parameterChains.end());
  for (Operation *op : plan.recomputed)
    if (isa<AllGatherOp, AllToAllOp>(op))
      chains.push_back(op);
  while (!chains.empty()) {
    Operation *op = chains.pop_back_val();
    if (!plan.recomputed.contains(op) || !plan.perUse.insert(op).second)
      continue;
    for (Operation *user : op->getUsers())
      if (Value input = getSingleTensorInput(user);
          input && llvm::is_contained(op->getResults(), input))
        chains.push_back(user);
  }
}

} // namespace

RecomputePlan mlir::ap::planRecompute(func::FuncOp function,
                                      const JointFunction &joint,
                                      RecomputePolicy policy,
                                      ValueBytes valueBytes) {
  auto getBytes = [&](Value value) {
    return valueBytes ? valueBytes(value) : double(getSavedBytes(value));
  };
  DenseSet<Operation *> parameterChains;
  DenseMap<Operation *, Decision> decisions =
      decideForwardOps(function, joint, policy, parameterChains);
  CutNetwork network = buildCutNetwork(function, joint, decisions, getBytes);
  std::vector<bool> sourceSide = getSourceSide(network);

  RecomputePlan plan;
  for (auto [index, value] : llvm::enumerate(network.values))
    if (sourceSide[2 * index] && !sourceSide[2 * index + 1]) {
      plan.saved.insert(value);
      plan.savedBytes += static_cast<int64_t>(getBytes(value));
    }
  addRecomputed(plan, function.getBody(), joint, network.needed.getArrayRef(),
                parameterChains);
  return plan;
}
