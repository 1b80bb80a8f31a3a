//===- BatchSplitPlan.cpp - Following the batch split op by op ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The auto-sharder's model of the function (ShardingGraph.h) with a greedy
// choice instead of the solver: the pinned arguments first, then each op in
// program order picks the strategy whose operand layouts its producers'
// chosen layouts reach most cheaply, then each result its pinned layout.
// The plan is written as ap-auto-shard writes its own (applyPlan).
//
//===----------------------------------------------------------------------===//

#include "Plan.h"

#include "Shard/Transforms/BatchSplit.h"

#include <limits>

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Chooses one strategy per class, node by node.
class GreedyChooser {
public:
  explicit GreedyChooser(ShardingGraph &graph)
      : graph(graph), choices(graph.getClasses().size(), kUnchosen) {
    for (auto [index, use] : llvm::enumerate(graph.getUses()))
      usesOf[use.consumer].push_back(index);
  }

  /// The choices: arguments, then ops in program order, then results.
  std::vector<unsigned> run() {
    for (auto [id, node] : llvm::enumerate(graph.getNodes()))
      if (node.kind == NodeKind::Argument)
        choose(id);
    for (unsigned id : graph.getOpNodes())
      choose(id);
    for (auto [id, node] : llvm::enumerate(graph.getNodes()))
      if (node.kind == NodeKind::Result)
        choose(id);
    return choices;
  }

private:
  static constexpr unsigned kUnchosen = ~0u;

  /// Seconds of moving every operand of `node` to what `strategy` wants.
  double getMoveCost(unsigned node, unsigned strategy) {
    double seconds = 0;
    for (unsigned index : usesOf.lookup(node)) {
      const Use &use = graph.getUses()[index];
      // Tied results (gradients) follow their argument; sources are built
      // in any layout.
      if (use.tiedResult || !use.producer.isNode())
        continue;
      unsigned producerChoice =
          choices[graph.getNodes()[use.producer.node].classId];
      if (producerChoice == kUnchosen)
        continue;
      seconds += graph.getRedistributionCost(
          cast<RankedTensorType>(use.value.getType()),
          graph.getResultLayout(use.producer.node, use.producer.result,
                                producerChoice),
          graph.getRequiredLayout(use, strategy));
    }
    return seconds;
  }

  /// How many (result, mesh axis) pairs `strategy` shards: kernels priced
  /// at the same floor still split the batch where they can, so that a
  /// consumer need not slice a whole copy.
  static int64_t getSplitResults(const ShardingStrategy &strategy) {
    int64_t split = 0;
    for (const ShardingLayout &layout : strategy.results)
      for (const Placement &placement : layout.getPlacements())
        split += placement.isShard();
    return split;
  }

  void choose(unsigned node) {
    unsigned classId = graph.getNodes()[node].classId;
    if (choices[classId] != kUnchosen)
      return;
    const DecisionClass &decisions = graph.getClasses()[classId];
    double bestMove = std::numeric_limits<double>::infinity();
    double bestCompute = bestMove;
    int64_t bestSplit = -1;
    std::optional<unsigned> best;
    for (unsigned strategy = 0; strategy < decisions.strategies.size();
         ++strategy) {
      if (decisions.forbidden[strategy])
        continue;
      double move = getMoveCost(node, strategy);
      double compute = decisions.computeTime[strategy];
      int64_t splitResults = getSplitResults(decisions.strategies[strategy]);
      if (!best || move < bestMove ||
          (move == bestMove &&
           (compute < bestCompute ||
            (compute == bestCompute && splitResults > bestSplit)))) {
        bestMove = move;
        bestCompute = compute;
        bestSplit = splitResults;
        best = strategy;
      }
    }
    if (!best) {
      failed = node;
      best = 0;
    }
    choices[classId] = *best;
  }

public:
  /// A node every strategy of which an annotation forbids, if any.
  std::optional<unsigned> failed;

private:
  ShardingGraph &graph;
  std::vector<unsigned> choices;
  DenseMap<unsigned, SmallVector<unsigned>> usesOf;
};

} // namespace

LogicalResult mlir::ap::planBatchSplit(func::FuncOp function, MeshOp mesh) {
  AutoShardConfig config;
  config.mesh = mesh;
  config.target = TargetDescription::getPreset(TargetPreset::H100);
  config.clusterLayers = false;
  config.overlap = false;
  // The split chooses by moves and kernels, not by memory.
  config.modelActivations = false;
  ShardingGraph graph(function, config);
  if (failed(graph.build()))
    return failure();
  Plan plan;
  plan.solution.status = SolveStatus::Feasible;
  GreedyChooser chooser(graph);
  plan.solution.choices = chooser.run();
  if (chooser.failed)
    return emitFunctionError(function)
           << "cannot split the batch: every layout of "
           << graph.describeNode(*chooser.failed)
           << " is ruled out by an annotation";
  applyPlan(graph, plan);
  return success();
}
