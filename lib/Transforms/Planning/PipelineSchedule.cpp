//===- PipelineSchedule.cpp - Pipeline schedules, simulated ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/PipelineSchedule.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cassert>
#include <limits>
#include <vector>

using namespace mlir::ap;

llvm::SmallVector<std::pair<int64_t, bool>>
mlir::ap::getStageOrder(PipelineScheduleKind kind, int64_t stage,
                        int64_t stages, int64_t microBatches) {
  llvm::SmallVector<std::pair<int64_t, bool>> order;
  if (kind == PipelineScheduleKind::GPipe) {
    for (int64_t m = 0; m < microBatches; ++m)
      order.push_back({m, false});
    for (int64_t m = 0; m < microBatches; ++m)
      order.push_back({m, true});
    return order;
  }
  // 1F1B: the forwards that fill the pipeline below this stage, then one
  // forward and one backward in turn, then the backwards left.
  int64_t warmUp = std::min(stages - stage - 1, microBatches);
  int64_t forward = 0, backward = 0;
  for (; forward < warmUp; ++forward)
    order.push_back({forward, false});
  while (forward < microBatches) {
    order.push_back({forward++, false});
    order.push_back({backward++, true});
  }
  while (backward < microBatches)
    order.push_back({backward++, true});
  return order;
}

PipelineTimeline mlir::ap::simulateSchedule(PipelineScheduleKind kind,
                                            llvm::ArrayRef<StageTimes> stages,
                                            int64_t microBatches,
                                            double transfer) {
  int64_t numStages = stages.size();
  assert(numStages > 0 && microBatches > 0 && "a pipeline with work");
  constexpr double kNotYet = std::numeric_limits<double>::infinity();
  // When each pass ends (infinity until it has run).
  std::vector<std::vector<double>> forwardEnd(
      numStages, std::vector<double>(microBatches, kNotYet));
  std::vector<std::vector<double>> backwardEnd = forwardEnd;
  std::vector<llvm::SmallVector<std::pair<int64_t, bool>>> orders;
  for (int64_t s = 0; s < numStages; ++s)
    orders.push_back(getStageOrder(kind, s, numStages, microBatches));
  std::vector<size_t> next(numStages, 0);
  std::vector<double> freeAt(numStages, 0);
  PipelineTimeline timeline;
  // Run, stage by stage, each stage's next pass whose inputs have arrived,
  // until none can: every order is one a pipeline can complete.
  for (bool progressed = true; progressed;) {
    progressed = false;
    for (int64_t s = 0; s < numStages; ++s) {
      while (next[s] < orders[s].size()) {
        auto [m, backward] = orders[s][next[s]];
        double ready = 0;
        if (!backward) {
          ready = s == 0 ? 0 : forwardEnd[s - 1][m] + transfer;
        } else {
          ready = forwardEnd[s][m];
          if (s + 1 < numStages)
            ready = std::max(ready, backwardEnd[s + 1][m] + transfer);
        }
        if (ready == kNotYet)
          break;
        double start = std::max(ready, freeAt[s]);
        double end = start + (backward ? stages[s].backward : stages[s].forward);
        (backward ? backwardEnd : forwardEnd)[s][m] = end;
        freeAt[s] = end;
        timeline.passes.push_back({s, m, backward, start, end});
        ++next[s];
        progressed = true;
      }
    }
  }
  double busy = 0;
  for (const SchedulePass &pass : timeline.passes) {
    timeline.makespan = std::max(timeline.makespan, pass.end);
    busy += pass.end - pass.start;
  }
  assert(timeline.passes.size() ==
             static_cast<size_t>(2 * numStages * microBatches) &&
         "every pass ran");
  if (timeline.makespan > 0)
    timeline.bubble = 1 - busy / (numStages * timeline.makespan);
  for (int64_t s = 0; s < numStages; ++s) {
    int64_t inFlight = 0, peak = 0;
    for (auto [m, backward] : orders[s]) {
      inFlight += backward ? -1 : 1;
      peak = std::max(peak, inFlight);
    }
    timeline.peakInFlight.push_back(peak);
  }
  llvm::stable_sort(timeline.passes, [](const SchedulePass &a,
                                         const SchedulePass &b) {
    return a.stage < b.stage;
  });
  return timeline;
}
