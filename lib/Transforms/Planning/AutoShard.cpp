//===- AutoShard.cpp - Choosing shardings with a cost model and an ILP ----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The pass: reads the target and the options, builds the sharding graph of
// each function, solves its placement problem, explains an infeasible one,
// prints the summary, and writes the plan into the program.
//
//===----------------------------------------------------------------------===//

#include "PlanFigures.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Transforms/AutoShardPasses.h"
#include "Shard/Transforms/OptionChecks.h"
#include "Shard/Target/TargetCostModel.h"

#include "llvm/Support/FormatVariadic.h"

#include <chrono>
#include <cmath>

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APAUTOSHARD
#include "Shard/Transforms/AutoShardPasses.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Explains why no plan fits the memory budget: the least memory each kind
/// of decision can take, and which annotations raise it.
void explainInfeasible(func::FuncOp function, const PlacementProblem &problem,
                       double budget) {
  double least = 0;
  SmallVector<std::pair<double, unsigned>> pinned;
  for (unsigned node = 0; node < problem.getNumNodes(); ++node) {
    ArrayRef<double> memory = problem.getNodeMemory(node);
    ArrayRef<double> costs = problem.getNodeCosts(node);
    double allowed = kInfiniteCost, any = kInfiniteCost;
    for (auto [bytes, cost] : llvm::zip_equal(memory, costs)) {
      any = std::min(any, bytes);
      if (std::isfinite(cost))
        allowed = std::min(allowed, bytes);
    }
    least += allowed;
    if (allowed > any)
      pinned.push_back({allowed - any, node});
  }
  // Every plan holds at least each point's least bytes at that point.
  double leastPoint = 0;
  for (const PlacementProblem::MemoryPoint &point : problem.getMemoryPoints()) {
    double total = point.constant;
    for (const auto &[node, bytes] : point.terms) {
      double allowed = kInfiniteCost;
      for (auto [value, cost] :
           llvm::zip_equal(bytes, problem.getNodeCosts(node)))
        if (std::isfinite(cost))
          allowed = std::min(allowed, value);
      total += std::isfinite(allowed) ? allowed : 0;
    }
    leastPoint = std::max(leastPoint, total);
  }
  least += leastPoint;
  InFlightDiagnostic diagnostic = emitFunctionError(function);
  diagnostic << "cannot be auto-sharded within the memory budget of "
             << formatBytes(budget)
             << " per device: the least any plan needs is "
             << formatBytes(least);
  llvm::sort(pinned, [](auto a, auto b) { return a.first > b.first; });
  for (auto [extra, node] : llvm::make_range(
           pinned.begin(), pinned.begin() + std::min<size_t>(pinned.size(), 5)))
    diagnostic.attachNote() << "the annotation of " << problem.getName(node)
                            << " adds " << formatBytes(extra)
                            << " over its least sharded layout";
  if (pinned.empty())
    diagnostic.attachNote()
        << "raise memory-budget, use a larger mesh, or shard the inputs";
}

struct APAutoShardPass : public ap::impl::APAutoShardBase<APAutoShardPass> {
  using Base::Base;

  void runOnOperation() override;

  /// The split the memory term counts (getPlannedRecompute).
  RecomputePolicy getRecompute() const { return recompute; }

private:
  /// Whether the numeric options are in their ranges (OptionChecks.h).
  LogicalResult checkOptions();
  LogicalResult shardModule(ModuleOp module);
  LogicalResult shardFunction(func::FuncOp function,
                              const AutoShardConfig &config);
  void report(const llvm::Twine &line) { reporter->line(line); }
  /// Writes `planReport` to `reportFile`.
  LogicalResult writeReport();

  PlanReport planReport;
  /// Made by each run (the pass is copied, the reporter is not).
  std::shared_ptr<ProgressReporter> reporter;
  /// How many decisions `explain` named.
  unsigned explained = 0;
  /// When the run began (`time-limit` is the whole pass's).
  std::chrono::steady_clock::time_point passStart;
};

LogicalResult APAutoShardPass::shardModule(ModuleOp module) {
  FailureOr<MeshOp> mesh = findMeshToPlan(module, meshName, "ap-auto-shard");
  if (failed(mesh))
    return failure();
  FailureOr<TargetDescription> target = getTarget(
      module, {targetPreset, targetFile, targetJson}, "ap-auto-shard");
  if (failed(target))
    return failure();
  if (!target->axisLinks.empty() &&
      target->axisLinks.size() != mesh->getShape().size()) {
    emitError(module.getLoc())
        << "ap-auto-shard: the target gives " << target->axisLinks.size()
        << " axis_links but @" << mesh->getSymName() << " has "
        << mesh->getShape().size() << " axes";
    return failure();
  }
  AutoShardConfig config;
  config.mesh = *mesh;
  config.target = *target;
  config.memory.optimizerBytesPerElement = optimizerBytes;
  config.keepPartials = keepPartials;
  config.unevenLayouts = unevenLayouts;
  config.clusterLayers = clusterLayers;
  config.recompute = recompute;
  config.overlap = overlap;
  // A budget past what a double holds in bytes (inf GB) is none (0).
  double budgetBytes = memoryBudget * 1e9;
  config.memoryBudget = memoryBudget < 0             ? target->memoryCapacity
                        : std::isfinite(budgetBytes) ? budgetBytes
                                                     : 0;
  for (auto function : llvm::to_vector(module.getOps<func::FuncOp>())) {
    if (function.isExternal())
      continue;
    if (failed(shardFunction(function, config)))
      return failure();
  }
  module->setAttr(APDialect::getTargetAttrName(),
                  TargetAttr::get(module.getContext(), *target));
  return success();
}

LogicalResult APAutoShardPass::checkOptions() {
  Operation *anchor = getOperation();
  if (failed(checkOption(
          anchor, *this, "memory-budget", memoryBudget,
          OptionRange::atLeast(0, "GB per device; 0: none; -1: the target's "
                                  "memory_capacity")
              .orSpecial(-1))))
    return failure();
  if (failed(checkOption(anchor, *this, "optimizer-bytes", optimizerBytes,
                         OptionRange::atLeast(0, "bytes per parameter "
                                                 "element; -1: Adam's")
                             .orSpecial(-1)
                             .finite())))
    return failure();
  if (failed(checkOption(anchor, *this, "time-limit", timeLimit,
                         getPlanningTimeRange())))
    return failure();
  // A gap of 1 would stop at any plan whose bound is 0 or more: every plan.
  return checkOption(anchor, *this, "gap", gap,
                     OptionRange::halfOpen(0, 1, "a fraction of the optimum"));
}

void APAutoShardPass::runOnOperation() {
  if (failed(checkOptions()))
    return signalPassFailure();
  // Every module with functions, nested ones included (innermost first),
  // each with its own mesh; the outer module alone if none has any.
  reporter = std::make_shared<ProgressReporter>("ap-auto-shard", progress);
  planReport = PlanReport();
  explained = 0;
  passStart = std::chrono::steady_clock::now();
  bool shardedAny = false;
  WalkResult result = getOperation()->walk([&](ModuleOp module) {
    bool hasFunctions =
        llvm::any_of(module.getOps<func::FuncOp>(), [](func::FuncOp function) {
          return !function.isExternal();
        });
    bool isOutermost = module == getOperation();
    if (!hasFunctions && (!isOutermost || shardedAny))
      return WalkResult::advance();
    if (failed(shardModule(module)))
      return WalkResult::interrupt();
    shardedAny = true;
    return WalkResult::advance();
  });
  if (result.wasInterrupted() || failed(writeReport()))
    return signalPassFailure();
  // Nothing to explain is not a reason to drop the plan.
  if (!explain.empty() && explained == 0)
    emitWarning(getOperation().getLoc())
        << "ap-auto-shard: explain: nothing in the planned functions is "
           "named '"
        << explain
        << "' (an argument's name or %argN, an op's location "
           "file:line[:col] or name)";
}

LogicalResult APAutoShardPass::writeReport() {
  if (reportFile.empty())
    return success();
  std::string reason;
  if (failed(writeOutput(
          reportFile, /*dashIsStderr=*/false,
          [&](llvm::raw_ostream &os) { planReport.write(os); }, reason)))
    return emitError(getOperation().getLoc())
           << "ap-auto-shard: cannot write the plan report: " << reason;
  return success();
}

LogicalResult APAutoShardPass::shardFunction(func::FuncOp function,
                                             const AutoShardConfig &config) {
  using Clock = std::chrono::steady_clock;
  auto start = Clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(Clock::now() - start).count();
  };
  ShardingGraph graph(function, config);
  if (failed(graph.build()))
    return failure();
  ShardingGraph::LayerRepeats repeats = graph.getLayerRepeats();
  report(llvm::formatv("@{0}: {1} decisions in {2} classes; {3} copies of "
                       "{4} repeated ops ({5} runs) ({6:f3} s)",
                       function.getSymName(), graph.getNodes().size(),
                       graph.getClasses().size(), repeats.copies,
                       repeats.classes, graph.getRepeatedRegions().size(),
                       elapsed()));
  PlacementSolverOptions options;
  if (config.memoryBudget > 0)
    options.memoryBudget = config.memoryBudget;
  options.relativeGap = gap;
  // Each solve's integer program to a file of its own: FILE-1, FILE-2...
  unsigned solves = 0;
  if (reporter->isEnabled())
    options.progress = [&](llvm::StringRef line) { report(line); };
  PlacementProblem problem;
  auto solve = [&]() {
    if (!programFile.empty())
      options.programFile = llvm::formatv("{0}-{1}", programFile, ++solves);
    problem = graph.buildProblem();
    report(llvm::formatv("@{0}: problem built: {1} nodes, {2} edges, {3} "
                         "memory points ({4:f3} s)",
                         function.getSymName(), problem.getNumNodes(),
                         problem.getEdges().size(),
                         problem.getMemoryPoints().size(), elapsed()));
    // The limit is the whole pass's: what came before (this function's
    // graph, the functions planned before it) is gone.
    if (timeLimit > 0 && std::isfinite(timeLimit))
      options.timeLimit = std::max(
          1e-3, timeLimit - std::chrono::duration<double>(Clock::now() -
                                                          passStart)
                                .count());
    reporter->startBar(("solving @" + function.getSymName()).str(),
                       options.timeLimit);
    llvm::Expected<PlacementSolution> solved =
        solver == PlacementMethod::Exhaustive
            ? solvePlacementExhaustively(problem, options)
            : solvePlacement(problem, options);
    reporter->stopBar();
    return solved;
  };
  llvm::Expected<PlacementSolution> solution = solve();
  // The overlap windows the kept plan was solved with (none: every move at
  // its full time).
  std::vector<double> solvedWindows;
  // The saved values were chosen on global bytes; the per-device program's
  // split chooses on its own bytes. Once with them, if they differ: a plan
  // the budget did not shape that still fits stays (the objective does not
  // depend on memory), else the problem is solved again.
  if (solution && solution->status != SolveStatus::Infeasible &&
      graph.refineMemory(*solution)) {
    problem = graph.buildProblem();
    double memory = problem.evaluateMemory(solution->choices);
    if (!solution->stats.budgetEnforced &&
        (!options.memoryBudget || memory <= *options.memoryBudget)) {
      solution->memory = memory;
    } else {
      report(llvm::formatv("@{0}: saved values chosen again on the plan's "
                           "bytes per device: solving again",
                           function.getSymName()));
      // The costs are the same: the plan without the budget is the first
      // solve's, and its bound proves gaps here too (solvePlacement raises
      // the refined solve's bound to it).
      options.sameCosts = &*solution;
      llvm::Expected<PlacementSolution> refined = solve();
      options.sameCosts = nullptr;
      // The first plan, priced by the refined figures, stays when it fits
      // and the second solve found nothing better (a time limit the first
      // solve used up leaves the second almost nothing).
      double firstObjective = problem.evaluate(solution->choices);
      bool firstFits =
          !options.memoryBudget || memory <= *options.memoryBudget;
      if (refined && refined->status != SolveStatus::Infeasible &&
          firstFits && firstObjective < refined->objective) {
        report(llvm::formatv("@{0}: the first plan ({1:f6} s) is better than "
                             "the second ({2:f6} s): keeping it",
                             function.getSymName(), firstObjective,
                             refined->objective));
        // The bound is the refined problem's; the first plan is proven
        // optimal only if it meets it.
        bool timedOut = solution->stats.timedOut;
        solution->objective = firstObjective;
        solution->memory = memory;
        solution->stats = refined->stats;
        solution->stats.timedOut |= timedOut;
        if (!meetsBound(firstObjective, solution->stats.bound))
          solution->status = SolveStatus::Feasible;
      } else if (!refined || refined->status != SolveStatus::Infeasible) {
        llvm::consumeError(solution.takeError());
        solution = std::move(refined);
      } else {
        // Nothing fits the refined figures: the first plan stays, with its
        // memory as they count it.
        solution->memory = problem.evaluateMemory(solution->choices);
        report(llvm::formatv("@{0}: no plan fits with the saved values "
                             "chosen again; keeping the first plan ({1:f2} "
                             "GB)",
                             function.getSymName(), solution->memory / 1e9));
      }
    }
  }
  // Overlap: the first plan's two streams give each use the free time the
  // communication stream has to hide it; solved again with every move
  // priced at what would not be hidden there, the plan with the shorter
  // overlapped step stays (docs/Overlap.md).
  if (config.overlap && solution &&
      solution->status != SolveStatus::Infeasible) {
    OverlapModel first = simulateOverlap(graph, *solution);
    if (first.communication > 0) {
      graph.setOverlapWindows(first.windows);
      llvm::Expected<PlacementSolution> second = solve();
      graph.setOverlapWindows({});
      if (!second) {
        llvm::consumeError(second.takeError());
      } else if (second->status != SolveStatus::Infeasible) {
        double step = simulateOverlap(graph, *second).getStep();
        report(llvm::formatv("@{0}: overlapped step {1:f6} s, priced for "
                             "overlap {2:f6} s: keeping the {3}",
                             function.getSymName(), first.getStep(), step,
                             step < first.getStep() ? "second" : "first"));
        if (step < first.getStep()) {
          solution = std::move(second);
          solvedWindows = first.windows;
        }
      }
    }
  }
  if (!solution)
    return emitFunctionError(function) << "cannot be auto-sharded: "
                                       << llvm::toString(solution.takeError());
  if (solution->status == SolveStatus::Infeasible) {
    // The budget is to blame only if some plan is possible without it.
    if (options.memoryBudget && solution->stats.budgetEnforced)
      explainInfeasible(function, problem, *options.memoryBudget);
    else
      emitFunctionError(function) << "cannot be auto-sharded: every plan is "
                                     "forbidden by the annotations";
    return failure();
  }
  // A plan the time limit stopped is written, but its user hears of it.
  if (solution->stats.timedOut)
    emitWarning(function.getLoc())
        << "function @" << function.getSymName() << ": the plan written is "
        << describeOptimality(*solution) << " ("
        << llvm::formatv("time-limit={0} s",
                         llvm::format("%g", timeLimit.getValue()))
               .str()
        << "); a larger time-limit (0: none) may find a better plan or "
           "prove this one optimal";
  report(llvm::formatv("@{0}: solved: objective {1:f6} s, memory {2:f2} GB, "
                       "{3} ({4:f3} s)",
                       function.getSymName(), solution->objective,
                       solution->memory / 1e9, describeOptimality(*solution),
                       elapsed()));

  // The summary and the report print the same figures, computed once.
  std::optional<PlanFigures> figures;
  if (!summary.empty() || !reportFile.empty())
    figures = computePlanFigures(graph, *solution);
  std::string reason;
  if (!summary.empty() &&
      failed(writeOutput(
          summary, /*dashIsStderr=*/true,
          [&](llvm::raw_ostream &os) {
            printPlanSummary(os, graph, *solution, *figures);
          },
          reason)))
    return emitFunctionError(function)
           << "cannot write the plan summary: " << reason;
  if (!reportFile.empty())
    planReport.addFunction(graph, *solution, *figures);
  if (!explain.empty()) {
    graph.setOverlapWindows(solvedWindows);
    explained += explainPlacement(
        graph, graph.buildProblem(/*forbidAnnotated=*/false), *solution,
        explain);
    graph.setOverlapWindows({});
  }
  // The summary's figures, when it computed them, hold the step already.
  double predictedStep =
      figures ? figures->getPredictedStep(graph.getConfig().overlap)
              : predictStepTime(graph, *solution);
  graph.apply(*solution);
  if (recordPredictedStep)
    function->setAttr(
        APDialect::getPredictedStepAttrName(),
        FloatAttr::get(Float64Type::get(function.getContext()), predictedStep));
  report(llvm::formatv("@{0}: plan written ({1:f3} s)", function.getSymName(),
                       elapsed()));
  return success();
}

} // namespace

RecomputePolicy mlir::ap::getPlannedRecompute(const Pass &autoShard) {
  assert(autoShard.getTypeID() == TypeID::get<APAutoShardPass>() &&
         "not an ap-auto-shard pass");
  return static_cast<const APAutoShardPass &>(autoShard).getRecompute();
}

OptionRange mlir::ap::getPlanningTimeRange() {
  return OptionRange::atLeast(0, "seconds; 0: no limit");
}
