//===- PlanFigures.h - What a plan costs, for people ------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The figures of a plan that ap-auto-shard shows: the predicted step
// (compute and communication, serial and on two streams), memory per device
// (by kind and op by op over the step), the placement of every input and
// parameter, the collectives the plan implies, in all and per layer. The
// text summary (PlanSummary.cpp) and the HTML report (PlanReport.cpp) both
// print these, so that they cannot disagree.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_PLANNING_PLANFIGURES_H
#define SHARD_LIB_TRANSFORMS_PLANNING_PLANFIGURES_H

#include "Overlap.h"
#include "Plan.h"

#include "Shard/Transforms/WriteOutput.h"

#include <map>
#include <string>

namespace mlir {
namespace ap {

/// Collectives of one kind over the same mesh axes.
struct CollectiveTotal {
  unsigned count = 0;
  /// Bytes per device (the larger of each step's input and output).
  double bytes = 0;
  double seconds = 0;
};

/// Keyed "all_gather axes = [0]" (the redistribution step and its axes).
using CollectiveTotals = std::map<std::string, CollectiveTotal>;

/// Compute, communication and resident memory of a set of nodes and uses.
struct PlanCosts {
  double compute = 0;
  /// The compute of fused attention (ap.attention, ap.attention_grad).
  double attention = 0;
  double communication = 0;
  /// Parameters with their gradients and optimizer state.
  ParameterBytes parameters;
  double activations = 0, inputs = 0;
  CollectiveTotals collectives;
};

/// An input or parameter (or a class of repeated ones) and its layout.
struct PlacedValue {
  std::string name;
  /// How many arguments share the decision (the same weight of every layer).
  unsigned count = 1;
  RankedTensorType type;
  ShardingLayout layout;
};

/// The name of the ops outside every repeated run, as a layer.
inline constexpr llvm::StringLiteral kRestName = "outside the repeated runs";

/// One copy of a repeated run of ops (a layer's forward or backward), or
/// the ops outside every run.
struct LayerFigures {
  std::string name;
  PlanCosts costs;
};

/// Memory per device: resident bytes by kind, the transient peak, and the
/// transient bytes op by op.
struct MemoryFigures {
  ParameterBytes parameters;
  double activations = 0, inputs = 0;
  double transient = 0;
  /// Where the transient peak is (empty without memory points).
  std::string peakAt;
  /// The budget the plan was solved under (0: none).
  double budget = 0;
  /// Transient bytes at every op of the step in program order, and where
  /// the backward starts in it.
  std::vector<double> curve;
  size_t backwardStart = 0;

  double getResident() const {
    return parameters.getTotal() + activations + inputs;
  }
  double getTotal() const { return getResident() + transient; }
};

struct PlanFigures {
  PlanCosts total;
  OverlapModel overlap;
  /// What predictStepTime predicts, from these figures.
  double getPredictedStep(bool overlapped) const {
    return overlapped ? overlap.getStep() : total.compute + total.communication;
  }
  MemoryFigures memory;
  std::vector<PlacedValue> inputs, parameters;
  /// Per copy of every repeated run in program order, then the rest.
  std::vector<LayerFigures> layers;
  /// One copy of the repeated layers (a member of each class of the common
  /// size): the summary's "repeated layers" line.
  ShardingGraph::LayerRepeats repeats;
  PlanCosts oneCopy;
  /// How many strategies the contractions had, per op name.
  struct StrategyCounts {
    unsigned ops = 0;
    size_t fewest = SIZE_MAX, most = 0, total = 0;
  };
  std::map<std::string, StrategyCounts> contractionStrategies;
};

/// The figures of `plan` on `graph`.
PlanFigures computePlanFigures(ShardingGraph &graph, const Plan &plan);

/// Writes the plan's summary (PlanSummary.cpp): the problem and how it was
/// solved, the predicted step and memory, the placement of every parameter,
/// the collectives and one copy of the repeated layers, from `figures`
/// (computePlanFigures of the same plan).
void printPlanSummary(llvm::raw_ostream &os, ShardingGraph &graph,
                      const Plan &plan, const PlanFigures &figures);

/// "1.250 s", "3.400 ms" or "12.0 us": seconds as the reports print them.
std::string formatSeconds(double seconds);

/// Writes the plan report page (PlanReport.cpp): one section per planned
/// function, self-contained HTML with inline SVG.
class PlanReport {
public:
  /// Adds a section for a function's plan, with its `figures`
  /// (computePlanFigures of the same plan).
  void addFunction(ShardingGraph &graph, const Plan &plan,
                   const PlanFigures &figures);
  bool empty() const { return sections.empty(); }
  /// The whole page.
  void write(llvm::raw_ostream &os) const;

private:
  std::vector<std::string> sections;
  std::vector<std::string> titles;
};

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_PLANNING_PLANFIGURES_H
