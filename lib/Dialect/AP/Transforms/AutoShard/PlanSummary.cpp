//===- PlanSummary.cpp - The plan, for people -----------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What ap-auto-shard{summary=...} prints: the problem and how it was solved,
// the predicted step time (compute and communication, not overlapped, and
// on two streams, overlapped) and
// memory per device, the placement of every parameter (one line per class
// of repeated parameters), the collectives the plan implies, and the cost
// of one copy of each repeated region (a layer's forward or backward).
//
//===----------------------------------------------------------------------===//

#include "ShardingGraph.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/Transforms/RecomputePlan.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include "llvm/Support/FormatVariadic.h"

#include <map>

using namespace mlir;
using namespace mlir::ap;

namespace {

struct CollectiveTotal {
  unsigned count = 0;
  double bytes = 0;
  double seconds = 0;
};

struct Figures {
  double compute = 0;
  /// The compute of fused attention (ap.attention, ap.attention_grad).
  double attention = 0;
  double communication = 0;
  double parameters = 0, activations = 0, inputs = 0;
  std::map<std::string, CollectiveTotal> collectives;
  /// The redistributions counted: a value moved to one layout once, however
  /// many consumers want it there (ApplyPlan emits one ap.redistribute).
  DenseSet<std::pair<const void *, unsigned>> moves;
};

class SummaryWriter {
public:
  SummaryWriter(ShardingGraph &graph, const PlacementSolution &solution)
      : graph(graph), solution(solution) {}

  void print(llvm::raw_ostream &os);
  void printContractionStrategies(llvm::raw_ostream &os);
  /// Compute, memory and redistributions of the whole plan.
  Figures getTotal();
  /// The plan's step with communication overlapped.
  OverlapModel getOverlap();

private:
  const ShardingStrategy &getStrategy(unsigned node) {
    const DecisionNode &data = graph.getNodes()[node];
    return graph.getClasses()[data.classId]
        .strategies[graph.getChoice(solution, node)];
  }
  /// Adds a node's compute and memory to `figures`.
  void addNode(unsigned node, Figures &figures);
  /// Adds a use's redistribution to `figures`; returns its seconds (0 when
  /// another use already moved the value to the same layout).
  double addUse(const Use &use, Figures &figures);

  ShardingGraph &graph;
  const PlacementSolution &solution;
};

std::string formatSeconds(double seconds) {
  if (seconds >= 1)
    return llvm::formatv("{0:f3} s", seconds).str();
  if (seconds >= 1e-3)
    return llvm::formatv("{0:f3} ms", seconds * 1e3).str();
  return llvm::formatv("{0:f1} us", seconds * 1e6).str();
}

void SummaryWriter::addNode(unsigned id, Figures &figures) {
  const DecisionNode &node = graph.getNodes()[id];
  const ShardingStrategy &strategy = getStrategy(id);
  func::FuncOp function = graph.getFunction();
  ArrayRef<int64_t> meshShape = graph.getMeshShape();
  figures.compute += strategy.computeTime;
  if (node.kind == NodeKind::Operation &&
      isa<AttentionOp, AttentionGradOp>(node.op))
    figures.attention += strategy.computeTime;
  if (node.kind == NodeKind::Argument) {
    auto type = cast<RankedTensorType>(function.getArgumentTypes()[node.index]);
    if (function.getArgAttr(node.index, APDialect::getParamAttrName()))
      figures.parameters +=
          getParameterBytesPerElement(type.getElementType(),
                                      graph.getConfig().memory) *
          getLocalElements(meshShape, strategy.results[0], type.getShape());
    else
      figures.inputs += getLocalBytes(meshShape, strategy.results[0], type);
  } else if (node.kind == NodeKind::Operation) {
    for (auto [result, layout] :
         llvm::zip(node.op->getResults(), strategy.results))
      if (graph.isSaved(result))
        figures.activations += graph.getSavedBytes(
            id, result.getResultNumber(), layout,
            cast<RankedTensorType>(result.getType()));
  }
}

double SummaryWriter::addUse(const Use &use, Figures &figures) {
  auto type = cast<RankedTensorType>(use.value.getType());
  const ShardingLayout &wanted =
      graph.getRequiredLayout(use, graph.getChoice(solution, use.consumer));
  ShardingLayout has =
      use.producer.isNode()
          ? graph.getResultLayout(use.producer.node, use.producer.result,
                                  graph.getChoice(solution, use.producer.node))
          : getSourceLayout(use.producer.source, wanted, type.getRank());
  const void *moved = use.producer.isNode() ? use.value.getAsOpaquePointer()
                                            : use.value.getDefiningOp();
  if (!figures.moves.insert({moved, graph.getLayoutId(wanted)}).second)
    return 0;
  double cost = graph.getRedistributionCost(type, has, wanted);
  if (cost == 0 && areEquivalent(graph.getMeshShape(), has, wanted))
    return 0;
  figures.communication += cost;
  std::optional<RedistributionPlan> plan =
      graph.getRedistributionPlan(type, has, wanted);
  if (!plan)
    return cost;
  int64_t elementBytes = getElementBytes(type);
  for (const RedistributionStep &step : plan->steps) {
    std::string key;
    llvm::raw_string_ostream os(key);
    os << stringifyStepKind(step.kind) << " axes = [";
    llvm::interleaveComma(step.meshAxes, os);
    os << "]";
    CollectiveTotal &total = figures.collectives[key];
    ++total.count;
    double before = elementBytes * getNumElements(step.localShapeBefore);
    double after = elementBytes * getNumElements(step.localShapeAfter);
    total.bytes += std::max(before, after);
    total.seconds += step.cost;
  }
  return cost;
}

/// How many strategies the contractions (linalg ops with a reduction loop
/// and two or more inputs) had to choose from, per op name: what the
/// einsum canonicalization changes (docs/CanonicalizeEinsum.md).
void SummaryWriter::printContractionStrategies(llvm::raw_ostream &os) {
  struct Counts {
    unsigned ops = 0;
    size_t fewest = SIZE_MAX, most = 0, total = 0;
  };
  std::map<std::string, Counts> byName;
  for (const DecisionNode &node : graph.getNodes()) {
    auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(
        node.kind == NodeKind::Operation ? node.op : nullptr);
    if (!linalgOp || linalgOp.getNumReductionLoops() == 0 ||
        linalgOp.getNumDpsInputs() < 2)
      continue;
    size_t strategies = graph.getClasses()[node.classId].strategies.size();
    Counts &counts = byName[node.op->getName().getStringRef().str()];
    ++counts.ops;
    counts.fewest = std::min(counts.fewest, strategies);
    counts.most = std::max(counts.most, strategies);
    counts.total += strategies;
  }
  if (byName.empty())
    return;
  os << "  strategies per contraction:";
  llvm::interleave(
      byName, os,
      [&](const auto &entry) {
        const Counts &counts = entry.second;
        os << llvm::formatv(" {0} x{1}: {2}-{3} (mean {4:f1})", entry.first,
                            counts.ops, counts.fewest, counts.most,
                            double(counts.total) / counts.ops);
      },
      ";");
  os << "\n";
}

Figures SummaryWriter::getTotal() {
  Figures total;
  for (unsigned node = 0; node < graph.getNodes().size(); ++node)
    addNode(node, total);
  for (const Use &use : graph.getUses())
    addUse(use, total);
  return total;
}

OverlapModel SummaryWriter::getOverlap() {
  OverlapModel overlap;
  Figures moved;
  ArrayRef<DecisionNode> nodes = graph.getNodes();
  ArrayRef<Use> uses = graph.getUses();
  DenseMap<unsigned, SmallVector<unsigned>> usesOf;
  for (auto [index, use] : llvm::enumerate(uses))
    usesOf[use.consumer].push_back(index);
  // When each node's results are computed (arguments: at the start), when
  // each use's value is available and its consumer starts, and the
  // communication stream's busy intervals.
  std::vector<double> ready(nodes.size(), 0);
  std::vector<double> available(uses.size(), 0), needed(uses.size(), 0);
  std::vector<std::pair<double, double>> busy(uses.size(), {0, 0});
  double computeClock = 0, communicationClock = 0;
  auto availableAt = [&](unsigned index) {
    const Use &use = uses[index];
    return use.producer.isNode() ? ready[use.producer.node] : 0.0;
  };
  // Moves `indices` (uses); returns when the last has arrived.
  auto communicate = [&](ArrayRef<unsigned> moves) {
    // Those available first go first (a parameter's gather before the
    // activation its consumer also waits for).
    SmallVector<unsigned> indices(moves);
    llvm::stable_sort(indices, [&](unsigned a, unsigned b) {
      return availableAt(a) < availableAt(b);
    });
    double arrived = 0;
    for (unsigned index : indices) {
      const Use &use = uses[index];
      double at = availableAt(index);
      available[index] = at;
      if (double seconds = addUse(use, moved)) {
        double start = std::max(communicationClock, at);
        communicationClock = start + seconds;
        busy[index] = {start, communicationClock};
        at = communicationClock;
        overlap.communication += seconds;
      }
      arrived = std::max(arrived, at);
    }
    return arrived;
  };
  auto setNeeded = [&](unsigned consumer, double start) {
    for (unsigned index : usesOf.lookup(consumer))
      needed[index] = start;
  };
  // A result or gradient (a use of its parameter's node) is needed at the
  // end of the step only: it is moved as soon as it is computed, as
  // ap-schedule-collectives starts it.
  DenseMap<unsigned, SmallVector<unsigned>> leaving;
  SmallVector<unsigned> leavingSources;
  for (auto [index, use] : llvm::enumerate(uses)) {
    if (nodes[use.consumer].kind == NodeKind::Operation)
      continue;
    // A value the step does not compute (an argument's, a source's) leaves
    // at once.
    if (use.producer.isNode() &&
        nodes[use.producer.node].kind == NodeKind::Operation)
      leaving[use.producer.node].push_back(index);
    else
      leavingSources.push_back(index);
  }
  double end = communicate(leavingSources);
  for (unsigned node : graph.getOpNodes()) {
    double start = std::max(computeClock, communicate(usesOf.lookup(node)));
    setNeeded(node, start);
    double seconds = getStrategy(node).computeTime;
    computeClock = start + seconds;
    ready[node] = computeClock;
    overlap.compute += seconds;
    end = std::max(end, communicate(leaving.lookup(node)));
  }
  end = std::max(end, computeClock);
  for (unsigned node = 0; node < nodes.size(); ++node)
    if (nodes[node].kind != NodeKind::Operation)
      setNeeded(node, end);
  overlap.exposed = std::max(0.0, end - overlap.compute);
  overlap.contention =
      getOverlapContention(graph.getConfig().target) * overlap.getHidden();

  // The windows: free time of the stream between availability and need.
  std::vector<std::pair<double, double>> intervals;
  for (auto [start, stop] : busy)
    if (stop > start)
      intervals.push_back({start, stop});
  llvm::sort(intervals);
  std::vector<double> busyBefore(intervals.size() + 1, 0);
  for (auto [index, interval] : llvm::enumerate(intervals))
    busyBefore[index + 1] =
        busyBefore[index] + (interval.second - interval.first);
  // Busy time of the stream in [0, t) (intervals do not overlap).
  auto busyUntil = [&](double t) {
    size_t count = llvm::partition_point(intervals, [&](const auto &interval) {
                     return interval.second <= t;
                   }) -
                   intervals.begin();
    double time = busyBefore[count];
    if (count < intervals.size() && intervals[count].first < t)
      time += t - intervals[count].first;
    return time;
  };
  overlap.windows.resize(uses.size());
  for (size_t index = 0; index < uses.size(); ++index) {
    double from = available[index], to = needed[index];
    if (to <= from)
      continue;
    auto [start, stop] = busy[index];
    double own = std::max(0.0, std::min(stop, to) - std::max(start, from));
    overlap.windows[index] =
        (to - from) - (busyUntil(to) - busyUntil(from) - own);
  }
  return overlap;
}

void SummaryWriter::print(llvm::raw_ostream &os) {
  func::FuncOp function = graph.getFunction();
  const AutoShardConfig &config = graph.getConfig();
  const PlacementSolverStats &stats = solution.stats;
  os << "ap-auto-shard plan for @" << function.getSymName() << " on @"
     << MeshOp(config.mesh).getSymName() << " (";
  llvm::interleave(graph.getMeshShape(), os, "x");
  os << "), target " << config.target.name << "\n";
  os << llvm::formatv("  problem: {0} decisions in {1} classes",
                      graph.getNodes().size(), graph.getClasses().size());
  ShardingGraph::LayerRepeats repeats = graph.getLayerRepeats();
  if (repeats.copies > 0)
    os << llvm::formatv("; {0} copies of {1} repeated ops", repeats.copies,
                        repeats.classes);
  os << "\n";
  const PlacementProblem::FormulationSize &formulation = stats.formulation;
  os << llvm::formatv(
      "  formulation: {0} nodes, {1} edges; as one integer program {2} "
      "variables, {3} constraints\n",
      stats.nodes, stats.edges,
      formulation.choiceVariables + formulation.pairVariables,
      formulation.constraints);
  os << llvm::formatv(
      "  solver: {0} nodes folded, {1} dominated choices, dual bound ({2} "
      "sweeps) ruled out {3} choices; integer program for CBC: {4} variables, "
      "{5} constraints; reduce {6:f3} s, dual {7:f3} s, branch and bound "
      "{8:f3} s, build {9:f3} s, CBC {10:f3} s; {11}{12}\n",
      stats.foldedIsolated + stats.foldedLeaves + stats.foldedChains,
      stats.dominatedChoices, stats.dualSweeps, stats.prunedChoices,
      stats.variables, stats.constraints, stats.reduceSeconds,
      stats.dualSeconds, stats.searchSeconds, stats.buildSeconds,
      stats.solveSeconds, describeOptimality(solution),
      stats.budgetEnforced ? ", memory budget enforced" : "");

  Figures total = getTotal();
  os << llvm::formatv("  predicted step: {0} = compute {1} + communication "
                      "{2} (not overlapped)\n",
                      formatSeconds(total.compute + total.communication),
                      formatSeconds(total.compute),
                      formatSeconds(total.communication));
  OverlapModel overlap = getOverlap();
  os << llvm::formatv(
      "  overlapped step: {0} = compute {1} + exposed communication {2} + "
      "contention {3}; {4} of communication {5} hidden ({6:f1}%; two "
      "streams, docs/Overlap.md)\n",
      formatSeconds(overlap.getStep()), formatSeconds(overlap.compute),
      formatSeconds(overlap.exposed), formatSeconds(overlap.contention),
      formatSeconds(overlap.getHidden()), formatSeconds(overlap.communication),
      overlap.communication > 0
          ? 100 * overlap.getHidden() / overlap.communication
          : 0.0);
  if (total.attention > 0)
    os << llvm::formatv("  fused attention: compute {0} ({1:f1}% of the "
                        "step)\n",
                        formatSeconds(total.attention),
                        100 * total.attention /
                            (total.compute + total.communication));
  auto [transient, point] = graph.getPeakTransient(solution);
  os << llvm::formatv(
      "  memory per device: {0} = parameters, gradients and optimizer state "
      "{1} + saved activations ({4}) {2} + inputs {3}",
      formatBytes(total.parameters + total.activations + total.inputs +
                  transient),
      formatBytes(total.parameters), formatBytes(total.activations),
      formatBytes(total.inputs),
      getRecomputePolicyName(graph.getConfig().recompute));
  if (point)
    os << " + transients at the peak " << formatBytes(transient) << " (at "
       << point->name << ")";
  os << "\n";
  printContractionStrategies(os);

  // Arguments, parameters after the other inputs; a class of repeated
  // parameters (the same weight of every layer) is one line.
  auto printArguments = [&](StringRef title, bool params) {
    os << "  " << title << ":\n";
    for (const DecisionClass &decisionClass : graph.getClasses()) {
      const DecisionNode &first =
          graph.getNodes()[decisionClass.members.front()];
      if (first.kind != NodeKind::Argument ||
          params != static_cast<bool>(function.getArgAttr(
                        first.index, APDialect::getParamAttrName())))
        continue;
      std::string name = graph.describeNode(decisionClass.members.front());
      if (decisionClass.members.size() > 1)
        name +=
            llvm::formatv(" and {0} like it", decisionClass.members.size() - 1)
                .str();
      os << llvm::formatv("    {0,-48} {1} ", name,
                          function.getArgumentTypes()[first.index]);
      getStrategy(decisionClass.members.front()).results[0].print(os);
      os << "\n";
    }
  };
  printArguments("inputs", /*params=*/false);
  printArguments("parameters", /*params=*/true);

  os << "  collectives per step:\n";
  if (total.collectives.empty())
    os << "    none\n";
  for (const auto &[key, collective] : total.collectives)
    os << llvm::formatv("    {0,-32} x{1,-6} {2,12} per device  {3}\n", key,
                        collective.count, formatBytes(collective.bytes),
                        formatSeconds(collective.seconds));

  // One copy of the repeated layers: a member of each class of that size.
  if (repeats.copies > 0) {
    Figures copy;
    DenseSet<unsigned> members;
    for (const DecisionClass &decisionClass : graph.getClasses()) {
      unsigned first = decisionClass.members.front();
      if (decisionClass.members.size() != repeats.copies ||
          graph.getNodes()[first].kind != NodeKind::Operation)
        continue;
      members.insert(first);
      addNode(first, copy);
    }
    for (const Use &use : graph.getUses())
      if (members.contains(use.consumer))
        addUse(use, copy);
    os << llvm::formatv(
        "  repeated layers: {0} copies of {1} ops; one copy: compute {2}, "
        "communication {3}, saved activations {4}\n",
        repeats.copies, repeats.classes, formatSeconds(copy.compute),
        formatSeconds(copy.communication), formatBytes(copy.activations));
  }
}

} // namespace

void mlir::ap::printPlanSummary(llvm::raw_ostream &os, ShardingGraph &graph,
                                const PlacementSolution &solution) {
  SummaryWriter(graph, solution).print(os);
}

double mlir::ap::predictStepTime(ShardingGraph &graph,
                                 const PlacementSolution &solution) {
  if (graph.getConfig().overlap)
    return simulateOverlap(graph, solution).getStep();
  Figures total = SummaryWriter(graph, solution).getTotal();
  return total.compute + total.communication;
}

OverlapModel mlir::ap::simulateOverlap(ShardingGraph &graph,
                                       const PlacementSolution &solution) {
  return SummaryWriter(graph, solution).getOverlap();
}

double mlir::ap::getOverlapContention(const TargetDescription &target) {
  if (target.memoryBandwidth <= 0)
    return 0;
  return std::min(1.0,
                  2 * target.intraNode.bandwidth / target.memoryBandwidth);
}
