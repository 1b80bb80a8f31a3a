//===- AutoShard.cpp - Choosing shardings with a cost model and an ILP ----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The pass: reads the target and the options, builds the model of each
// function (ShardingGraph.h), searches its plan (Plan.h: the solves, the
// diagnostics of a function no plan fits), prints the summary, the report
// and explain, and writes the plan into the program.
//
//===----------------------------------------------------------------------===//

#include "PlanFigures.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Target/TargetCostModel.h"
#include "Shard/Transforms/AutoShardPasses.h"
#include "Shard/Transforms/OptionChecks.h"

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

struct APAutoShardPass : public ap::impl::APAutoShardBase<APAutoShardPass> {
  using Base::Base;

  void runOnOperation() override;

  /// The split the memory term counts (getPlannedRecompute).
  RecomputePolicy getRecompute() const { return recompute; }

private:
  /// Whether the numeric options are in their ranges (OptionChecks.h).
  LogicalResult checkOptions();
  /// The configuration for `function`: `config`, or without the
  /// optimizer-bytes term when the step updates its own state.
  AutoShardConfig getFunctionConfig(func::FuncOp function,
                                    const AutoShardConfig &config);
  LogicalResult shardModule(ModuleOp module);
  /// Builds the function's model, searches its plan and writes it.
  LogicalResult shardFunction(func::FuncOp function,
                              const AutoShardConfig &config);
  /// The summary, the report and explain of `plan`, then the plan itself
  /// into the program.
  LogicalResult writePlan(ShardingGraph &graph, const Plan &plan);
  /// Seconds since the function's planning began.
  static double elapsed(const PlanSearchOptions &options) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         options.functionStart)
        .count();
  }
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
  config.gradientRuns = gradientRuns;
  config.activationCopies = activationCopies;
  // A budget past what a double holds in bytes (inf GB) is none (0).
  double budgetBytes = memoryBudget * 1e9;
  config.memoryBudget = memoryBudget < 0             ? target->memoryCapacity
                        : std::isfinite(budgetBytes) ? budgetBytes
                                                     : 0;
  for (auto function : llvm::to_vector(module.getOps<func::FuncOp>())) {
    if (function.isExternal())
      continue;
    if (failed(shardFunction(function, getFunctionConfig(function, config))))
      return failure();
  }
  module->setAttr(APDialect::getTargetAttrName(),
                  TargetAttr::get(module.getContext(), *target));
  return success();
}

AutoShardConfig
APAutoShardPass::getFunctionConfig(func::FuncOp function,
                                   const AutoShardConfig &config) {
  // A step that updates its own state (ap-append-optimizer) has its
  // optimizer state as arguments, which the memory term counts as tensors.
  bool updates =
      llvm::any_of(llvm::seq(function.getNumResults()), [&](unsigned i) {
        return function.getResultAttr(i, APDialect::getUpdateOfAttrName());
      });
  if (!updates)
    return config;
  if (optimizerBytes > 0)
    function.emitWarning()
        << "ap-auto-shard: optimizer-bytes=" << optimizerBytes
        << " is not counted for @" << function.getSymName()
        << ", whose optimizer state is in the step (ap.update_of)";
  AutoShardConfig functionConfig = config;
  functionConfig.memory.optimizerBytesPerElement = 0;
  return functionConfig;
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
  if (gradientRuns < 1) {
    emitError(anchor->getLoc())
        << "ap-auto-shard: gradient-runs must be at least 1, not "
        << static_cast<int64_t>(gradientRuns);
    return failure();
  }
  if (activationCopies < 1) {
    emitError(anchor->getLoc())
        << "ap-auto-shard: activation-copies must be at least 1, not "
        << static_cast<int64_t>(activationCopies);
    return failure();
  }
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
  PlanSearchOptions options;
  options.functionStart = std::chrono::steady_clock::now();
  ShardingGraph graph(function, config);
  if (failed(graph.build()))
    return failure();
  ShardingGraph::LayerRepeats repeats = graph.getLayerRepeats();
  report(llvm::formatv("@{0}: {1} decisions in {2} classes; {3} copies of "
                       "{4} repeated ops ({5} runs) ({6:f3} s)",
                       function.getSymName(), graph.getNodes().size(),
                       graph.getClasses().size(), repeats.copies,
                       repeats.classes, graph.getRepeatedRegions().size(),
                       elapsed(options)));
  options.method = solver;
  options.gap = gap;
  options.timeLimit = timeLimit;
  options.passStart = passStart;
  options.programFile = programFile;
  options.reporter = reporter.get();
  FailureOr<Plan> plan = searchPlan(graph, options);
  if (failed(plan))
    return failure();
  const PlacementSolution &solution = plan->solution;
  // A plan the time limit stopped is written, but its user hears of it.
  if (solution.stats.timedOut)
    emitWarning(function.getLoc())
        << "function @" << function.getSymName() << ": the plan written is "
        << describeOptimality(solution) << " ("
        << llvm::formatv("time-limit={0} s",
                         llvm::format("%g", timeLimit.getValue()))
               .str()
        << "); a larger time-limit (0: none) may find a better plan or "
           "prove this one optimal";
  report(llvm::formatv("@{0}: solved: objective {1:f6} s, memory {2:f2} GB, "
                       "{3} ({4:f3} s)",
                       function.getSymName(), solution.objective,
                       solution.memory / 1e9, describeOptimality(solution),
                       elapsed(options)));
  if (failed(writePlan(graph, *plan)))
    return failure();
  report(llvm::formatv("@{0}: plan written ({1:f3} s)", function.getSymName(),
                       elapsed(options)));
  return success();
}

LogicalResult APAutoShardPass::writePlan(ShardingGraph &graph,
                                         const Plan &plan) {
  func::FuncOp function = graph.getFunction();
  // The summary and the report print the same figures, computed once.
  std::optional<PlanFigures> figures;
  if (!summary.empty() || !reportFile.empty())
    figures = computePlanFigures(graph, plan);
  std::string reason;
  if (!summary.empty() && failed(writeOutput(
                              summary, /*dashIsStderr=*/true,
                              [&](llvm::raw_ostream &os) {
                                printPlanSummary(os, graph, plan, *figures);
                              },
                              reason)))
    return emitFunctionError(function)
           << "cannot write the plan summary: " << reason;
  if (!reportFile.empty())
    planReport.addFunction(graph, plan, *figures);
  if (!explain.empty())
    explained += explainPlacement(graph, plan, explain);
  // The summary's figures, when it computed them, hold the step already.
  double predictedStep =
      figures ? figures->getPredictedStep(graph.getConfig().overlap)
              : predictStepTime(graph, plan);
  applyPlan(graph, plan);
  if (recordPredictedStep)
    function->setAttr(
        APDialect::getPredictedStepAttrName(),
        FloatAttr::get(Float64Type::get(function.getContext()), predictedStep));
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
