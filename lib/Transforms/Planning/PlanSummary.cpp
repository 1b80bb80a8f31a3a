//===- PlanSummary.cpp - The plan, for people -----------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What ap-auto-shard{summary=...} prints: the problem and how it was solved,
// the predicted step time (compute and communication, not overlapped, and
// on two streams, overlapped) and memory per device, the placement of every
// parameter (one line per class of repeated parameters), the collectives
// the plan implies, and the cost of one copy of each repeated region (a
// layer's forward or backward). The figures are PlanFigures.cpp's, which
// the HTML report prints too.
//
//===----------------------------------------------------------------------===//

#include "PlanFigures.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Transforms/RecomputePlan.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ap;

/// The summary's `memory per device` line: the memory term's parts, the
/// saved activations with the copies held at once (activation-copies).
static void printMemoryLine(llvm::raw_ostream &os, const MemoryFigures &memory,
                            const AutoShardConfig &config) {
  std::string activations = getRecomputePolicyName(config.recompute).str();
  if (config.activationCopies > 1)
    activations += llvm::formatv(", {0} copies held at once",
                                 config.activationCopies)
                       .str();
  os << llvm::formatv(
      "  memory per device: {0} = parameters, gradients and optimizer state "
      "{1} + saved activations ({4}) {2} + inputs {3}",
      formatBytes(memory.getTotal()), formatBytes(memory.parameters.getTotal()),
      formatBytes(memory.activations), formatBytes(memory.inputs),
      activations);
  if (!memory.peakAt.empty())
    os << " + transients at the peak " << formatBytes(memory.transient)
       << " (at " << memory.peakAt << ")";
  os << "\n";
}

void mlir::ap::printPlanSummary(llvm::raw_ostream &os, ShardingGraph &graph,
                                const Plan &plan, const PlanFigures &figures) {
  const PlacementSolution &solution = plan.solution;
  func::FuncOp function = graph.getFunction();
  const AutoShardConfig &config = graph.getConfig();
  const PlacementSolverStats &stats = solution.stats;
  os << "ap-auto-shard plan for @" << function.getSymName() << " on @"
     << MeshOp(config.mesh).getSymName() << " (";
  llvm::interleave(graph.getMeshShape(), os, "x");
  os << "), target " << config.target.name << "\n";
  os << llvm::formatv("  problem: {0} decisions in {1} classes",
                      graph.getNodes().size(), graph.getClasses().size());
  const ShardingGraph::LayerRepeats &repeats = figures.repeats;
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

  const PlanCosts &total = figures.total;
  os << llvm::formatv("  predicted step: {0} = compute {1} + communication "
                      "{2} (not overlapped)\n",
                      formatSeconds(total.compute + total.communication),
                      formatSeconds(total.compute),
                      formatSeconds(total.communication));
  const OverlapModel &overlap = figures.overlap;
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
  printMemoryLine(os, figures.memory, config);
  if (!figures.contractionStrategies.empty()) {
    os << "  strategies per contraction:";
    llvm::interleave(
        figures.contractionStrategies, os,
        [&](const auto &entry) {
          const PlanFigures::StrategyCounts &counts = entry.second;
          os << llvm::formatv(" {0} x{1}: {2}-{3} (mean {4:f1})", entry.first,
                              counts.ops, counts.fewest, counts.most,
                              double(counts.total) / counts.ops);
        },
        ";");
    os << "\n";
  }

  // Arguments, parameters after the other inputs; a class of repeated
  // parameters (the same weight of every layer) is one line.
  auto printArguments = [&](StringRef title, ArrayRef<PlacedValue> values) {
    os << "  " << title << ":\n";
    for (const PlacedValue &value : values) {
      std::string name = value.name;
      if (value.count > 1)
        name += llvm::formatv(" and {0} like it", value.count - 1).str();
      os << llvm::formatv("    {0,-48} {1} ", name, value.type);
      value.layout.print(os);
      os << "\n";
    }
  };
  printArguments("inputs", figures.inputs);
  printArguments("parameters", figures.parameters);

  os << "  collectives per step:\n";
  if (total.collectives.empty())
    os << "    none\n";
  for (const auto &[key, collective] : total.collectives)
    os << llvm::formatv("    {0,-32} x{1,-6} {2,12} per device  {3}\n", key,
                        collective.count, formatBytes(collective.bytes),
                        formatSeconds(collective.seconds));

  if (repeats.copies > 0)
    os << llvm::formatv(
        "  repeated layers: {0} copies of {1} ops; one copy: compute {2}, "
        "communication {3}, saved activations {4}\n",
        repeats.copies, repeats.classes, formatSeconds(figures.oneCopy.compute),
        formatSeconds(figures.oneCopy.communication),
        formatBytes(figures.oneCopy.activations));
}
