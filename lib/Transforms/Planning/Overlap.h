//===- Overlap.h - A plan's step on two streams -----------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The step on two streams (docs/Overlap.md): compute in program order on
// one, every redistribution on the other in the order its consumers need
// them, each started once its value is computed. The search solves a
// second time with every move priced at what its window does not hide; the
// figures print the overlapped step.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_PLANNING_OVERLAP_H
#define SHARD_LIB_TRANSFORMS_PLANNING_OVERLAP_H

#include "ShardingGraph.h"

namespace mlir {
namespace ap {

/// The step on two streams.
struct OverlapModel {
  double compute = 0;
  double communication = 0;
  /// Communication the compute stream waits for.
  double exposed = 0;
  /// Compute time lost to the memory bandwidth hidden communication takes.
  double contention = 0;
  /// Per use (getUses()' order): the communication stream's free time
  /// between the computation of its value and the start of its consumer,
  /// other uses' transfers left out.
  std::vector<double> windows;
  double getHidden() const { return communication - exposed; }
  double getStep() const { return compute + exposed + contention; }
};

/// The share of a hidden collective's time that compute loses: a
/// collective reads and writes its bytes in device memory at the link's
/// bandwidth, twice, out of the memory bandwidth compute would have had.
double getOverlapContention(const TargetDescription &target);

/// What a use's communication of `seconds` costs when `window` seconds of
/// the communication stream are free to hide it: the part that does not
/// fit, plus contention on the part that does.
inline double getExposedCost(double seconds, double window,
                             double contention) {
  double hidden = std::min(seconds, std::max(0.0, window));
  return seconds - hidden + contention * hidden;
}

/// One redistribution a plan makes.
struct Move {
  RankedTensorType type;
  ShardingLayout from, to;
  double seconds = 0;
};

/// The redistributions a plan makes, counted as ApplyPlan writes them: a
/// value moved to one layout once, however many consumers want it there
/// (one ap.redistribute).
class MoveCounter {
public:
  MoveCounter(ShardingGraph &graph, const PlacementSolution &solution)
      : graph(graph), solution(solution) {}

  /// The move `use` makes, or none when another use already moved its
  /// value to the same layout or the layouts are equivalent at no cost.
  std::optional<Move> count(const Use &use);

private:
  ShardingGraph &graph;
  const PlacementSolution &solution;
  DenseSet<std::pair<const void *, unsigned>> moved;
};

/// The plan's step on two streams, with each use's window.
OverlapModel simulateOverlap(ShardingGraph &graph,
                             const PlacementSolution &solution);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_PLANNING_OVERLAP_H
