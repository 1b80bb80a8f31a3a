//===- PipelineScheduleTest.cpp - Pipeline schedules, simulated -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The timelines of GPipe and 1F1B against what they are known to be:
// (M + S - 1)(tf + tb) for equal stages, the bubble (S - 1) / (M + S - 1),
// S - s micro-batches in flight on stage s under 1F1B and M under GPipe,
// the slowest stage setting the pace, transfers on the critical path.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/PipelineSchedule.h"

#include "gtest/gtest.h"

using namespace mlir::ap;

namespace {

constexpr auto kGPipe = PipelineScheduleKind::GPipe;
constexpr auto k1F1B = PipelineScheduleKind::OneForwardOneBackward;

TEST(PipelineScheduleTest, EqualStagesTakeTheTextbookMakespan) {
  for (auto kind : {kGPipe, k1F1B})
    for (int64_t stages : {1, 2, 4})
      for (int64_t microBatches : {1, 4, 8}) {
        SCOPED_TRACE(testing::Message() << "S " << stages << " M "
                                        << microBatches << " kind "
                                        << static_cast<int>(kind));
        llvm::SmallVector<StageTimes> times(stages, StageTimes{1.0, 2.0});
        PipelineTimeline timeline =
            simulateSchedule(kind, times, microBatches, /*transfer=*/0);
        EXPECT_DOUBLE_EQ(timeline.makespan, (microBatches + stages - 1) * 3.0);
        EXPECT_NEAR(timeline.bubble,
                    double(stages - 1) / (microBatches + stages - 1), 1e-12);
        EXPECT_EQ(timeline.passes.size(), size_t(2 * stages * microBatches));
      }
}

TEST(PipelineScheduleTest, OneForwardOneBackwardKeepsFewerMicroBatches) {
  llvm::SmallVector<StageTimes> times(4, StageTimes{1.0, 2.0});
  PipelineTimeline oneF = simulateSchedule(k1F1B, times, 8, 0);
  PipelineTimeline gpipe = simulateSchedule(kGPipe, times, 8, 0);
  EXPECT_EQ(oneF.peakInFlight, (llvm::SmallVector<int64_t>{4, 3, 2, 1}));
  EXPECT_EQ(gpipe.peakInFlight, (llvm::SmallVector<int64_t>{8, 8, 8, 8}));
  // Fewer micro-batches than stages: at most M.
  PipelineTimeline few = simulateSchedule(k1F1B, times, 2, 0);
  EXPECT_EQ(few.peakInFlight, (llvm::SmallVector<int64_t>{2, 2, 2, 1}));
}

TEST(PipelineScheduleTest, TheOrdersAreTheSchedules) {
  // Stage 1 of 3 under 1F1B with 4 micro-batches: one warm-up forward,
  // then F B in turn, then the last backwards.
  auto order = getStageOrder(k1F1B, 1, 3, 4);
  llvm::SmallVector<std::pair<int64_t, bool>> expected = {
      {0, false}, {1, false}, {0, true}, {2, false},
      {1, true},  {3, false}, {2, true}, {3, true}};
  EXPECT_EQ(order, expected);
  auto last = getStageOrder(k1F1B, 2, 3, 2);
  EXPECT_EQ(last, (llvm::SmallVector<std::pair<int64_t, bool>>{
                      {0, false}, {0, true}, {1, false}, {1, true}}));
}

TEST(PipelineScheduleTest, TheSlowestStageSetsThePace) {
  // Stage 1 twice as slow: once the pipeline is full, each micro-batch
  // costs the slow stage's forward and backward.
  llvm::SmallVector<StageTimes> times = {{1, 2}, {2, 4}, {1, 2}};
  PipelineTimeline timeline = simulateSchedule(k1F1B, times, 16, 0);
  PipelineTimeline longer = simulateSchedule(k1F1B, times, 17, 0);
  EXPECT_DOUBLE_EQ(longer.makespan - timeline.makespan, 6.0);
  // No pass of a stage overlaps another of the same stage, and each
  // forward starts after the previous stage's.
  for (size_t i = 1; i < timeline.passes.size(); ++i)
    if (timeline.passes[i].stage == timeline.passes[i - 1].stage)
      EXPECT_GE(timeline.passes[i].start, timeline.passes[i - 1].end);
}

TEST(PipelineScheduleTest, TransfersLieOnTheCriticalPath) {
  // One micro-batch crosses S - 1 links forward and back: 2 (S - 1)
  // transfers on top of the passes.
  llvm::SmallVector<StageTimes> times(4, StageTimes{1.0, 2.0});
  PipelineTimeline without = simulateSchedule(k1F1B, times, 1, 0);
  PipelineTimeline with = simulateSchedule(k1F1B, times, 1, 0.5);
  EXPECT_DOUBLE_EQ(with.makespan - without.makespan, 2 * 3 * 0.5);
}

} // namespace
