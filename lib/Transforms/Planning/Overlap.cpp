//===- Overlap.cpp - A plan's step on two streams -------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The simulation of Overlap.h: the compute stream runs the ops in program
// order, each once its operands have arrived; the communication stream
// moves each operand once its value is computed, those available first
// going first. Results and gradients leave as soon as they are computed.
// A use's window is the communication stream's free time between its
// value's availability and its consumer's start.
//
//===----------------------------------------------------------------------===//

#include "Overlap.h"

#include "Shard/Placement/MeshAlgebra.h"

using namespace mlir;
using namespace mlir::ap;

std::optional<Move> MoveCounter::count(const Use &use) {
  auto type = cast<RankedTensorType>(use.value.getType());
  const ShardingLayout &wanted =
      graph.getRequiredLayout(use, graph.getChoice(solution, use.consumer));
  ShardingLayout has =
      use.producer.isNode()
          ? graph.getResultLayout(use.producer.node, use.producer.result,
                                  graph.getChoice(solution, use.producer.node))
          : getSourceLayout(use.producer.source, wanted, type.getRank());
  const void *value = use.producer.isNode() ? use.value.getAsOpaquePointer()
                                            : use.value.getDefiningOp();
  if (!moved.insert({value, graph.getLayoutId(wanted)}).second)
    return std::nullopt;
  double cost = graph.getRedistributionCost(type, has, wanted);
  if (cost == 0 && areEquivalent(graph.getMeshShape(), has, wanted))
    return std::nullopt;
  return Move{type, std::move(has), wanted, cost};
}

namespace {

class OverlapSimulator {
public:
  OverlapSimulator(ShardingGraph &graph, const PlacementSolution &solution)
      : graph(graph), solution(solution), moves(graph, solution),
        nodes(graph.getNodes()), uses(graph.getUses()),
        ready(nodes.size(), 0), available(uses.size(), 0),
        needed(uses.size(), 0), busy(uses.size(), {0, 0}) {
    for (auto [index, use] : llvm::enumerate(uses))
      usesOf[use.consumer].push_back(index);
  }

  OverlapModel run();

private:
  double availableAt(unsigned index) const {
    const Use &use = uses[index];
    return use.producer.isNode() ? ready[use.producer.node] : 0.0;
  }
  /// Moves `toMove` (uses); returns when the last has arrived.
  double communicate(ArrayRef<unsigned> toMove);
  void setNeeded(unsigned consumer, double start) {
    for (unsigned index : usesOf.lookup(consumer))
      needed[index] = start;
  }
  /// The windows: free time of the stream between availability and need.
  void computeWindows();

  ShardingGraph &graph;
  const PlacementSolution &solution;
  MoveCounter moves;
  ArrayRef<DecisionNode> nodes;
  ArrayRef<Use> uses;
  DenseMap<unsigned, SmallVector<unsigned>> usesOf;
  OverlapModel overlap;
  // When each node's results are computed (arguments: at the start), when
  // each use's value is available and its consumer starts, and the
  // communication stream's busy intervals.
  std::vector<double> ready;
  std::vector<double> available, needed;
  std::vector<std::pair<double, double>> busy;
  double computeClock = 0, communicationClock = 0;
};

double OverlapSimulator::communicate(ArrayRef<unsigned> toMove) {
  // Those available first go first (a parameter's gather before the
  // activation its consumer also waits for).
  SmallVector<unsigned> indices(toMove);
  llvm::stable_sort(indices, [&](unsigned a, unsigned b) {
    return availableAt(a) < availableAt(b);
  });
  double arrived = 0;
  for (unsigned index : indices) {
    const Use &use = uses[index];
    double at = availableAt(index);
    available[index] = at;
    std::optional<Move> move = moves.count(use);
    if (double seconds = move ? move->seconds : 0) {
      double start = std::max(communicationClock, at);
      communicationClock = start + seconds;
      busy[index] = {start, communicationClock};
      at = communicationClock;
      overlap.communication += seconds;
    }
    arrived = std::max(arrived, at);
  }
  return arrived;
}

OverlapModel OverlapSimulator::run() {
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
    double seconds = graph.getClasses()[nodes[node].classId]
                         .strategies[graph.getChoice(solution, node)]
                         .computeTime;
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
  computeWindows();
  return std::move(overlap);
}

void OverlapSimulator::computeWindows() {
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
}

} // namespace

OverlapModel mlir::ap::simulateOverlap(ShardingGraph &graph,
                                       const PlacementSolution &solution) {
  return OverlapSimulator(graph, solution).run();
}

double mlir::ap::getOverlapContention(const TargetDescription &target) {
  if (target.memoryBandwidth <= 0)
    return 0;
  return std::min(1.0,
                  2 * target.intraNode.bandwidth / target.memoryBandwidth);
}
