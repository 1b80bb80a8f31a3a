//===- PipelineSummary.cpp - What a pipeline split is priced at -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "PipelineSummary.h"

#include "Shard/Dialect/AP/IR/Attention.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Target/CostModel.h"
#include "Shard/Target/TargetCostModel.h"
#include "Shard/Transforms/WriteOutput.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Seconds and contraction FLOPs of one device running a function once.
struct FunctionCost {
  /// Seconds in all, in collectives (hidden or not) and in kernels.
  double seconds = 0, collectives = 0, kernels = 0, flops = 0;
  /// The part of the kernels' and collectives' seconds that does not grow
  /// with their size: a launch floor each, a collective's latency.
  double fixed = 0;
  /// The element type of its first contraction (the peak its FLOPs are
  /// held to).
  Type computeType;
};

/// The FLOPs of a kernel (contractions, fused attention; 0 otherwise) and
/// the element type their peak is held to (null for no kernel).
std::pair<double, Type> getKernelFlops(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return {getLinalgWork(linalgOp,
                          SmallVector<int64_t>(linalgOp.getNumLoops(), 1))
                .flops,
            getComputeElementType(linalgOp)};
  if (auto attention = dyn_cast<AttentionOp>(op))
    return {getAttentionFlops(attention.getLoops(), /*backward=*/false),
            attention.getQuery().getType().getElementType()};
  if (auto attention = dyn_cast<AttentionGradOp>(op))
    return {getAttentionFlops(attention.getLoops(), /*backward=*/true),
            attention.getQuery().getType().getElementType()};
  return {0, Type()};
}

/// A function run once by one device on two streams: kernels in program
/// order on the compute stream; collectives in program order on the
/// communication stream, a started one (`ap.start`) from its start to its
/// `ap.wait`, one not started holding both streams (docs/Overlap.md).
FunctionCost priceFunction(func::FuncOp function,
                           const TargetDescription &target,
                           const CommCostModel &comm) {
  FunctionCost cost;
  if (!function)
    return cost;
  double compute = 0, communication = 0;
  DenseMap<Value, double> ready;
  auto priceCollective = [&](CollectiveOpInterface collective) {
    std::optional<CollectiveDesc> step = describeCollective(collective);
    double seconds = step ? comm.getCost(*step) : 0;
    cost.collectives += seconds;
    cost.fixed += std::min(seconds, target.collectiveLatency);
    return seconds;
  };
  auto runKernel = [&](Operation *op) {
    auto [flops, element] = getKernelFlops(op);
    if (!element)
      return false;
    double seconds = getLocalKernelTime(op, target);
    cost.fixed += std::min(seconds, target.kernelFloor);
    compute += seconds;
    cost.kernels += seconds;
    cost.flops += flops;
    if (flops > 0 && !cost.computeType)
      cost.computeType = element;
    return true;
  };
  for (Operation &op : function.getBody().front()) {
    if (auto start = dyn_cast<StartOp>(&op)) {
      communication = std::max(communication, compute) +
                      priceCollective(start.getCollective());
      ready[start.getFuture()] = communication;
      continue;
    }
    if (auto wait = dyn_cast<WaitOp>(&op)) {
      compute = std::max(compute, ready.lookup(wait->getOperand(0)));
      continue;
    }
    if (runKernel(&op))
      continue;
    // Anything else runs its nested kernels and collectives in turn.
    op.walk([&](Operation *nested) {
      if (runKernel(nested))
        return WalkResult::skip();
      if (auto collective = dyn_cast<CollectiveOpInterface>(nested)) {
        compute = communication =
            std::max(communication, compute) + priceCollective(collective);
      }
      return WalkResult::advance();
    });
  }
  cost.seconds = std::max(compute, communication);
  return cost;
}

} // namespace

PipelinePrice mlir::ap::pricePipeline(SplitPrograms programs,
                                      const TargetDescription &target) {
  std::optional<AlphaBetaCostModel> comm =
      target.getCommCostModel(programs.mesh.getShape());
  int64_t stages = programs.forward.size();
  PipelinePrice price;
  for (int64_t stage = 0; stage < stages; ++stage) {
    FunctionCost forward =
        priceFunction(programs.forward[stage], target, *comm);
    FunctionCost backward =
        priceFunction(programs.backward[stage], target, *comm);
    price.times.push_back({forward.seconds, backward.seconds});
    price.collectives.push_back(forward.collectives + backward.collectives);
    price.exposed.push_back(forward.seconds - forward.kernels +
                            backward.seconds - backward.kernels);
    price.flops += forward.flops + backward.flops;
    price.fixed += forward.fixed + backward.fixed;
    if (!price.computeType)
      price.computeType = forward.computeType ? forward.computeType
                                              : backward.computeType;
    // One hop of the schedule carries one direction's bytes.
    price.transfer = std::max(
        price.transfer, comm->getPointToPointCost(
                            0, std::max(programs.sentForward[stage],
                                        programs.sentBack[stage])));
  }
  price.timeline = simulateSchedule(programs.schedule, price.times,
                                    programs.microBatches, price.transfer);
  // Collectives of the step itself, after the schedule (none: its results
  // are sums over the pipeline axis, each stage's own).
  for (auto reduce : programs.step.getOps<AllReduceOp>())
    if (std::optional<CollectiveDesc> step = describeCollective(
            cast<CollectiveOpInterface>(reduce.getOperation())))
      price.finish += comm->getCost(*step);
  // Each stage reduces its gradients over the stage mesh after its last
  // micro-batch (its driver's own collectives).
  double end = price.timeline.makespan;
  for (int64_t stage = 0; stage < stages; ++stage) {
    double last = 0;
    for (const SchedulePass &pass : price.timeline.passes)
      if (pass.stage == stage)
        last = std::max(last, pass.end);
    double reductions = 0;
    if (func::FuncOp driver = programs.drivers[stage])
      for (Operation &op : driver.getBody().front())
        if (auto collective = dyn_cast<CollectiveOpInterface>(&op))
          if (std::optional<CollectiveDesc> step =
                  describeCollective(collective))
            reductions += comm->getCost(*step);
    end = std::max(end, last + reductions);
  }
  price.reductions = end - price.timeline.makespan;
  price.step = end + price.finish;
  // Memory: parameters, gradients and optimizer state, plus the saved
  // activations of the micro-batches in flight (every forward value the
  // backward reads and does not run again).
  for (int64_t stage = 0; stage < stages; ++stage) {
    price.memory.push_back(programs.parameterBytes[stage] +
                           programs.accumulatorBytes[stage] +
                           programs.savedBytes[stage] *
                               price.timeline.peakInFlight[stage]);
    price.fits &= price.memory.back() <= target.memoryCapacity;
  }
  return price;
}

void mlir::ap::printPipelineSummary(llvm::raw_ostream &os,
                                    SplitPrograms programs,
                                    const PipelinePrice &price,
                                    const TargetDescription &target) {
  int64_t stages = programs.forward.size();
  const PipelineTimeline &timeline = price.timeline;
  int64_t devices = 1;
  for (int64_t size : programs.mesh.getShape())
    devices *= size;
  const char *scheduleName =
      programs.schedule == PipelineScheduleKind::GPipe ? "gpipe" : "1f1b";
  os << llvm::formatv("pipeline: {0} stages, {1} micro-batches ({2}), bubble "
                      "{3:f1}%\n",
                      stages, programs.microBatches, scheduleName,
                      timeline.bubble * 100);
  for (int64_t stage = 0; stage < stages; ++stage)
    os << llvm::formatv(
        "  stage {0}: forward {1:f3} ms, backward {2:f3} ms per micro-batch "
        "(collectives {7:f3} ms, {8:f3} ms of them not hidden); sends {3} "
        "forward and {4} back, saves {5} per micro-batch, up to {6} in "
        "flight\n",
        stage, price.times[stage].forward * 1e3,
        price.times[stage].backward * 1e3,
        formatBytes(programs.sentForward[stage]),
        formatBytes(programs.sentBack[stage]),
        formatBytes(programs.savedBytes[stage]),
        timeline.peakInFlight[stage], price.collectives[stage] * 1e3,
        price.exposed[stage] * 1e3);
  os << llvm::formatv("  recompute {0}: {1} forward op(s) run again in the "
                      "backward cells\n",
                      getRecomputePolicyName(programs.recompute),
                      programs.recomputedOps);
  for (int64_t stage = 0; stage < stages; ++stage)
    os << llvm::formatv("  stage {0} memory: {1} a device ({2} parameters "
                        "and their state, {6} of sums over the "
                        "micro-batches, {3} x {4} saved){5}\n",
                        stage, formatBytes(price.memory[stage]),
                        formatBytes(programs.parameterBytes[stage]),
                        timeline.peakInFlight[stage],
                        formatBytes(programs.savedBytes[stage]),
                        price.memory[stage] > target.memoryCapacity
                            ? llvm::formatv(", over the {0} capacity",
                                            formatBytes(target.memoryCapacity))
                                  .str()
                            : std::string(),
                        formatBytes(programs.accumulatorBytes[stage]));
  os << llvm::formatv("  transfer {0:f3} ms a hop (the most bytes one "
                      "direction carries, over the pipeline axis)\n",
                      price.transfer * 1e3);
  os << llvm::formatv("predicted step {0:f3} ms: schedule {1:f3} ms, "
                      "gradients reduced after the last micro-batch {2:f3} ms "
                      "more{3}\n",
                      price.step * 1e3, timeline.makespan * 1e3,
                      price.reductions * 1e3,
                      price.finish > 0
                          ? llvm::formatv(", the step's own collectives "
                                          "{0:f3} ms",
                                          price.finish * 1e3)
                                .str()
                          : std::string());
  if (programs.tokens > 0 && price.step > 0)
    os << llvm::formatv("tokens/s per device: {0:f1} ({1:f0} tokens a step over "
                        "{2} devices)\n",
                        programs.tokens / price.step / devices, programs.tokens,
                        devices);
  if (price.computeType && price.step > 0) {
    // Each stage's devices run its cells once per micro-batch.
    double perDevice = price.flops * programs.microBatches / stages;
    double peak = target.getPeakFlops(getElementTypeName(price.computeType));
    os << llvm::formatv("contraction FLOPs at {0:f1}% of the {1} peak\n",
                        100 * perDevice / price.step / peak,
                        getElementTypeName(price.computeType));
  }
}

void mlir::ap::printPipelineReport(llvm::raw_ostream &os, StringRef summary,
                                   const PipelineTimeline &timeline,
                                   int64_t stages) {
  constexpr double kWidth = 1000, kRow = 28, kLeft = 70, kTop = 10;
  double scale = timeline.makespan > 0 ? kWidth / timeline.makespan : 0;
  double height = kTop * 2 + kRow * stages + 20;
  os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
        "<title>Pipeline schedule</title>\n<style>body{font-family:sans-serif;"
        "margin:1em}pre{background:#f6f6f6;padding:0.5em}</style></head>"
        "<body>\n<h1>Pipeline schedule</h1>\n";
  if (stages == 0) {
    os << "<p>No stages: the SPMD program is kept.</p>\n<pre>";
    llvm::printHTMLEscaped(summary, os);
    os << "</pre>\n</body></html>\n";
    return;
  }
  os << llvm::formatv("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                      "width=\"{0}\" height=\"{1}\" role=\"img\" "
                      "aria-label=\"pipeline timeline\">\n",
                      kLeft + kWidth + 10, height);
  for (int64_t stage = 0; stage < stages; ++stage)
    os << llvm::formatv("<text x=\"4\" y=\"{0}\" font-size=\"12\">stage "
                        "{1}</text>\n",
                        kTop + kRow * stage + kRow * 0.6, stage);
  for (const SchedulePass &pass : timeline.passes) {
    double x = kLeft + pass.start * scale;
    double width = std::max(1.0, (pass.end - pass.start) * scale);
    double y = kTop + kRow * pass.stage + 2;
    os << llvm::formatv(
        "<rect class=\"{0}\" x=\"{1:f1}\" y=\"{2:f1}\" width=\"{3:f1}\" "
        "height=\"{4}\" fill=\"{5}\" stroke=\"#fff\"><title>stage {6}, "
        "micro-batch {7}, {0}: {8:f3} to {9:f3} ms</title></rect>\n",
        pass.backward ? "backward" : "forward", x, y, width, kRow - 4,
        pass.backward ? "#f28e2b" : "#4e79a7", pass.stage, pass.microBatch,
        pass.start * 1e3, pass.end * 1e3);
  }
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\" font-size=\"12\">0 ms"
                      "</text><text x=\"{2}\" y=\"{1}\" font-size=\"12\" "
                      "text-anchor=\"end\">{3:f3} ms</text>\n",
                      kLeft, height - 4, kLeft + kWidth, timeline.makespan * 1e3);
  os << "</svg>\n<p>Forward passes blue, backward passes orange, one row "
        "per stage; hover a box for its micro-batch and times.</p>\n<pre>";
  llvm::printHTMLEscaped(summary, os);
  os << "</pre>\n</body></html>\n";
}

LogicalResult mlir::ap::writePipelineOutputs(
    Operation *anchor, StringRef pass, StringRef summaryPath,
    StringRef reportPath, StringRef summary, const PipelineTimeline &timeline,
    int64_t stages) {
  std::string reason;
  if (!summaryPath.empty() &&
      failed(writeOutput(
          summaryPath, /*dashIsStderr=*/true,
          [&](llvm::raw_ostream &os) { os << summary; }, reason)))
    return emitError(anchor->getLoc())
           << pass << ": cannot write the summary: " << reason;
  if (!reportPath.empty() &&
      failed(writeOutput(
          reportPath, /*dashIsStderr=*/false,
          [&](llvm::raw_ostream &os) {
            printPipelineReport(os, summary, timeline, stages);
          },
          reason)))
    return emitError(anchor->getLoc())
           << pass << ": cannot write the report: " << reason;
  return success();
}
