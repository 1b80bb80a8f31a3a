//===- PipelineSummary.cpp - What a pipeline split is priced at -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "PipelineSummary.h"

#include "Shard/Target/CostModel.h"
#include "Shard/Target/TargetCostModel.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Seconds and contraction FLOPs of one device running a function once.
struct FunctionCost {
  double seconds = 0, flops = 0;
  /// The element type of its first contraction (the peak its FLOPs are
  /// held to).
  Type computeType;
};

FunctionCost priceFunction(func::FuncOp function,
                           const TargetDescription &target,
                           const CommCostModel &comm) {
  FunctionCost cost;
  if (!function)
    return cost;
  function.walk([&](Operation *op) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      KernelWork work = getLinalgWork(
          linalgOp, SmallVector<int64_t>(linalgOp.getNumLoops(), 1));
      Type element = getComputeElementType(linalgOp);
      cost.seconds += getKernelTime(target, work, element);
      cost.flops += work.flops;
      if (work.flops > 0 && !cost.computeType)
        cost.computeType = element;
      return WalkResult::skip();
    }
    if (auto collective = dyn_cast<CollectiveOpInterface>(op))
      if (std::optional<CollectiveDesc> step = describeCollective(collective))
        cost.seconds += comm.getCost(*step);
    return WalkResult::advance();
  });
  return cost;
}

} // namespace

LogicalResult mlir::ap::printPipelineSummary(
    llvm::raw_ostream &os, SplitPrograms programs,
    const TargetDescription &target) {
  std::optional<AlphaBetaCostModel> comm =
      target.getCommCostModel(programs.mesh.getShape());
  int64_t stages = programs.forward.size();
  SmallVector<StageTimes> times;
  double flops = 0, transfer = 0;
  Type computeType;
  for (int64_t stage = 0; stage < stages; ++stage) {
    FunctionCost forward =
        priceFunction(programs.forward[stage], target, *comm);
    FunctionCost backward =
        priceFunction(programs.backward[stage], target, *comm);
    times.push_back({forward.seconds, backward.seconds});
    flops += forward.flops + backward.flops;
    if (!computeType)
      computeType = forward.computeType ? forward.computeType
                                        : backward.computeType;
    // One hop of the schedule carries one direction's bytes.
    transfer = std::max(
        transfer, comm->getPointToPointCost(
                      0, std::max(programs.sentForward[stage],
                                  programs.sentBack[stage])));
  }
  PipelineTimeline timeline = simulateSchedule(
      programs.schedule, times, programs.microBatches, transfer);
  // The results summed over the pipeline axis after the schedule.
  FunctionCost finish;
  for (auto reduce : programs.step.getOps<AllReduceOp>())
    if (std::optional<CollectiveDesc> step = describeCollective(
            cast<CollectiveOpInterface>(reduce.getOperation())))
      finish.seconds += comm->getCost(*step);
  double step = timeline.makespan + finish.seconds;
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
        "  stage {0}: forward {1:f3} ms, backward {2:f3} ms per micro-batch; "
        "sends {3} forward and {4} back, saves {5} per micro-batch, up to "
        "{6} in flight\n",
        stage, times[stage].forward * 1e3, times[stage].backward * 1e3,
        formatBytes(programs.sentForward[stage]),
        formatBytes(programs.sentBack[stage]),
        formatBytes(programs.savedBytes[stage]),
        timeline.peakInFlight[stage]);
  // Memory: parameters, gradients and optimizer state, plus the saved
  // activations of the micro-batches in flight (every value the backward
  // reads from the forward: nothing is recomputed).
  for (int64_t stage = 0; stage < stages; ++stage) {
    double bytes = programs.parameterBytes[stage] +
                   programs.savedBytes[stage] * timeline.peakInFlight[stage];
    os << llvm::formatv("  stage {0} memory: {1} a device ({2} parameters "
                        "and their state, {3} x {4} saved){5}\n",
                        stage, formatBytes(bytes),
                        formatBytes(programs.parameterBytes[stage]),
                        timeline.peakInFlight[stage],
                        formatBytes(programs.savedBytes[stage]),
                        bytes > target.memoryCapacity
                            ? llvm::formatv(", over the {0} capacity",
                                            formatBytes(target.memoryCapacity))
                                  .str()
                            : std::string());
  }
  os << llvm::formatv("  transfer {0:f3} ms a hop (the most bytes one "
                      "direction carries, over the pipeline axis)\n",
                      transfer * 1e3);
  os << llvm::formatv("predicted step {0:f3} ms: schedule {1:f3} ms, results "
                      "summed over the pipeline axis {2:f3} ms\n",
                      step * 1e3, timeline.makespan * 1e3,
                      finish.seconds * 1e3);
  if (programs.tokens > 0 && step > 0)
    os << llvm::formatv("tokens/s per device: {0:f1} ({1:f0} tokens a step over "
                        "{2} devices)\n",
                        programs.tokens / step / devices, programs.tokens,
                        devices);
  if (computeType && step > 0) {
    // Each stage's devices run its cells once per micro-batch.
    double perDevice = flops * programs.microBatches / stages;
    double peak = target.getPeakFlops(getElementTypeName(computeType));
    os << llvm::formatv("contraction FLOPs at {0:f1}% of the {1} peak\n",
                        100 * perDevice / step / peak,
                        getElementTypeName(computeType));
  }
  return success();
}
