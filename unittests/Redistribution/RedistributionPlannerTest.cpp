//===- RedistributionPlannerTest.cpp - Plans checked by simulation --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every pair of layouts on small 1-D, 2-D and 3-D meshes: the planner finds a
// plan, every step of it moves the simulated per-device data exactly to the
// layout the step claims, and the last one delivers the target. A brute-force
// search over all step sequences confirms optimality on small meshes.
//
//===----------------------------------------------------------------------===//

#include "Simulator.h"

#include "Shard/Redistribution/RedistributionCostTable.h"

#include "../Placement/PlacementTestUtils.h"
#include "gtest/gtest.h"

#include <cmath>

#include <functional>
#include <random>

using namespace mlir::ap;
using namespace mlir::ap::testing;
using llvm::ArrayRef;
using llvm::SmallVector;

namespace {

std::string toString(const ShardingLayout &layout) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << layout;
  return text;
}

std::string toString(const RedistributionPlan &plan) {
  std::string text;
  llvm::raw_string_ostream os(text);
  plan.print(os);
  return text;
}

/// Every layout of a tensor of `tensorRank` on a mesh (normalized: size-1
/// axes stay R), with every shard order, using the given partial kinds.
std::vector<ShardingLayout>
enumerateLayouts(ArrayRef<int64_t> meshShape, int64_t tensorRank,
                 ArrayRef<ReductionKind> partialKinds) {
  SmallVector<Placement> choices = {Placement::replicate()};
  for (ReductionKind kind : partialKinds)
    choices.push_back(Placement::partial(kind));
  for (int64_t dim = 0; dim < tensorRank; ++dim)
    choices.push_back(Placement::shard(dim));
  std::vector<ShardingLayout> layouts;
  int64_t meshRank = meshShape.size();
  SmallVector<Placement> placements(meshRank);
  std::function<void(int64_t)> choose = [&](int64_t axis) {
    if (axis < meshRank) {
      for (const Placement &choice : choices) {
        if (meshShape[axis] == 1 && !choice.isReplicate())
          continue;
        placements[axis] = choice;
        choose(axis + 1);
      }
      return;
    }
    SmallVector<int64_t> shardAxes;
    for (int64_t i = 0; i < meshRank; ++i)
      if (placements[i].isShard())
        shardAxes.push_back(i);
    do {
      llvm::Expected<ShardingLayout> layout =
          ShardingLayout::getFromAxisOrder(placements, shardAxes);
      if (!layout) {
        llvm::consumeError(layout.takeError()); // mixed partial kinds
        return;
      }
      if (std::find(layouts.begin(), layouts.end(), *layout) == layouts.end())
        layouts.push_back(*layout);
    } while (std::next_permutation(shardAxes.begin(), shardAxes.end()));
  };
  choose(0);
  return layouts;
}

sim::Array makeGlobal(ArrayRef<int64_t> shape, std::mt19937 &rng) {
  sim::Array array = sim::Array::zeros(shape);
  std::uniform_int_distribution<int> value(-20, 20);
  for (double &element : array.data)
    element = value(rng);
  return array;
}

struct Case {
  SmallVector<int64_t> mesh;
  SmallVector<int64_t> shape;
  SmallVector<ReductionKind> partialKinds;
};

/// Plans every pair and checks every plan by simulation; returns the number
/// of pairs.
int64_t checkAllPairs(const Case &testCase, std::mt19937 &rng) {
  RedistributionProblem problem{testCase.mesh, testCase.shape, 4};
  AlphaBetaCostModel costModel = AlphaBetaCostModel::getDefault(testCase.mesh);
  std::vector<ShardingLayout> layouts = enumerateLayouts(
      testCase.mesh, testCase.shape.size(), testCase.partialKinds);
  sim::Array global = makeGlobal(testCase.shape, rng);
  int64_t pairs = 0;
  for (const ShardingLayout &source : layouts) {
    sim::DeviceArrays start =
        sim::distribute(testCase.mesh, source, global, rng);
    for (const ShardingLayout &target : layouts) {
      SCOPED_TRACE(toString(source) + " -> " + toString(target));
      llvm::Expected<RedistributionPlan> plan =
          planRedistribution(problem, source, target, costModel);
      if (!plan) {
        ADD_FAILURE() << llvm::toString(plan.takeError());
        continue;
      }
      sim::DeviceArrays devices = start;
      ShardingLayout current = source;
      double total = 0;
      bool stepFailed = false;
      for (const RedistributionStep &step : plan->steps) {
        std::string stepText;
        llvm::raw_string_ostream os(stepText);
        step.print(os);
        SCOPED_TRACE(stepText);
        EXPECT_EQ(step.source, current);
        devices = sim::applyStep(testCase.mesh, step, devices);
        std::optional<std::string> problemText =
            sim::checkLayout(testCase.mesh, step.target, global, devices);
        if (problemText) {
          ADD_FAILURE() << *problemText;
          stepFailed = true;
          break;
        }
        current = step.target;
        total += step.cost;
      }
      if (stepFailed)
        continue;
      EXPECT_TRUE(areEquivalent(testCase.mesh, current, target));
      EXPECT_FALSE(
          sim::checkLayout(testCase.mesh, target, global, devices).has_value());
      EXPECT_DOUBLE_EQ(total, plan->cost);
      ++pairs;
    }
  }
  return pairs;
}

TEST(RedistributionPlannerTest, EveryPairOn1DMeshes) {
  std::mt19937 rng(1);
  int64_t pairs = 0;
  for (int64_t size : {2, 3, 4})
    for (SmallVector<int64_t> shape :
         {SmallVector<int64_t>{size * 2}, SmallVector<int64_t>{size * 2, size}})
      pairs += checkAllPairs(
          {{size}, shape, {ReductionKind::Sum, ReductionKind::Max}}, rng);
  EXPECT_EQ(pairs, 3 * (4 * 4 + 5 * 5));
}

TEST(RedistributionPlannerTest, EveryPairOn2DMeshes) {
  std::mt19937 rng(2);
  int64_t pairs = 0;
  for (SmallVector<int64_t> mesh :
       {SmallVector<int64_t>{2, 2}, SmallVector<int64_t>{2, 3},
        SmallVector<int64_t>{3, 2}, SmallVector<int64_t>{1, 4}})
    pairs += checkAllPairs(
        {mesh, {12, 12}, {ReductionKind::Sum, ReductionKind::Max}}, rng);
  EXPECT_EQ(pairs, 1900);
  std::printf("2-D meshes: %lld pairs planned and simulated\n",
              static_cast<long long>(pairs));
}

TEST(RedistributionPlannerTest, EveryPairOn3DMeshes) {
  std::mt19937 rng(3);
  int64_t pairs = 0;
  pairs += checkAllPairs({{2, 2, 2}, {16}, {ReductionKind::Sum}}, rng);
  pairs += checkAllPairs({{2, 1, 3}, {12, 6}, {ReductionKind::Sum}}, rng);
  // Averages over axes of size 2 and 4 keep every value exact.
  pairs += checkAllPairs({{2, 1, 4}, {8, 8}, {ReductionKind::Avg}}, rng);
  pairs += checkAllPairs({{2, 2, 2}, {8, 8}, {ReductionKind::Sum}}, rng);
  EXPECT_GT(pairs, 5000);
  std::printf("3-D meshes: %lld pairs planned and simulated\n",
              static_cast<long long>(pairs));
}

/// The minimal cost over all step sequences of at most `depth` steps.
double bruteForceCost(const RedistributionProblem &problem,
                      const ShardingLayout &source, const ShardingLayout &goal,
                      const CommCostModel &costModel, int64_t depth) {
  double best = std::numeric_limits<double>::infinity();
  std::function<void(const ShardingLayout &, double, int64_t)> explore =
      [&](const ShardingLayout &layout, double cost, int64_t left) {
        if (layout == goal) {
          best = std::min(best, cost);
          return;
        }
        if (left == 0 || cost >= best)
          return;
        for (const RedistributionStep &step :
             getRedistributionSteps(problem, layout, goal, costModel))
          explore(step.target, cost + step.cost, left - 1);
      };
  explore(normalize(problem.meshShape, source), 0, depth);
  return best;
}

TEST(RedistributionPlannerTest, OptimalAgainstBruteForce) {
  int64_t checkedPairs = 0;
  for (SmallVector<int64_t> mesh :
       {SmallVector<int64_t>{2, 2}, SmallVector<int64_t>{2, 4}}) {
    SmallVector<int64_t> shape = {16, 8};
    RedistributionProblem problem{mesh, shape, 2};
    AlphaBetaCostModel costModel = AlphaBetaCostModel::getDefault(mesh);
    std::vector<ShardingLayout> layouts =
        enumerateLayouts(mesh, 2, {ReductionKind::Sum});
    for (const ShardingLayout &source : layouts) {
      for (const ShardingLayout &target : layouts) {
        llvm::Expected<RedistributionPlan> plan =
            planRedistribution(problem, source, target, costModel);
        ASSERT_TRUE(static_cast<bool>(plan));
        // Exhaustive search to one step beyond the plan's length.
        int64_t depth = plan->steps.size() + 1;
        if (depth > 4)
          continue;
        double brute = bruteForceCost(problem, source, normalize(mesh, target),
                                      costModel, depth);
        EXPECT_NEAR(plan->cost, brute, 1e-12 * std::max(1.0, brute))
            << toString(source) << " -> " << toString(target) << "\n"
            << toString(*plan);
        ++checkedPairs;
      }
    }
  }
  EXPECT_GT(checkedPairs, 500);
  std::printf("brute force: %lld plans confirmed optimal\n",
              static_cast<long long>(checkedPairs));
}

//===----------------------------------------------------------------------===//
// The shape of specific plans
//===----------------------------------------------------------------------===//

/// Plans on a mesh whose axes all have the same links (so that merging is
/// decided by latency alone), or on the default hierarchical model; with
/// `allowedGroups`, only those flattened groups (AllowedGroupsCostModel).
class PlanShapeTest : public ::testing::Test {
protected:
  std::string
  plan(ArrayRef<int64_t> mesh, ArrayRef<int64_t> shape,
       const ShardingLayout &source, const ShardingLayout &target,
       bool hierarchical = false, PlannerOptions options = {},
       std::optional<std::vector<SmallVector<int64_t>>> allowedGroups = {}) {
    SmallVector<AxisLink> links(mesh.size(), AxisLink{320e9, 0.6e-6});
    AlphaBetaCostModel costModel =
        hierarchical ? AlphaBetaCostModel::getDefault(mesh)
                     : AlphaBetaCostModel(links, 6.6e-6, 3.35e12);
    AllowedGroupsCostModel restricted(costModel, [&](ArrayRef<int64_t> axes) {
      return !allowedGroups ||
             llvm::any_of(*allowedGroups, [&](ArrayRef<int64_t> group) {
               return group == axes;
             });
    });
    llvm::Expected<RedistributionPlan> result = planRedistribution(
        {mesh, shape, 4}, source, target, restricted, options);
    if (!result)
      return "error: " + llvm::toString(result.takeError());
    std::string text;
    llvm::raw_string_ostream os(text);
    for (const RedistributionStep &step : result->steps) {
      os << stringifyStepKind(step.kind) << "[";
      llvm::interleaveComma(step.meshAxes, os);
      os << "]";
      if (step.dim >= 0)
        os << " d" << step.dim;
      if (step.concatDim >= 0)
        os << " from d" << step.concatDim;
      os << ";";
    }
    return text;
  }
  ShardingLayout ordered(std::initializer_list<Placement> placements,
                         DimShardOrder order) {
    return llvm::cantFail(
        ShardingLayout::get(llvm::ArrayRef<Placement>(placements), {order}));
  }
};

TEST_F(PlanShapeTest, MergesGathersOverTheOrderedSuffix) {
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({S0, S0}), layoutOf({R, R})),
            "all_gather[0, 1] d0;");
  EXPECT_EQ(
      plan({2, 4}, {16, 8}, ordered({S0, S0}, {0, {1, 0}}), layoutOf({R, R})),
      "all_gather[1, 0] d0;");
  // Dropping only the major axis needs the minor one gathered first.
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({S0, S0}), layoutOf({R, S0})),
            "all_gather[0, 1] d0;shard_slice[1] d0;");
  // Dropping the minor axis is one gather.
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({S0, S0}), layoutOf({S0, R})),
            "all_gather[1] d0;");
}

TEST_F(PlanShapeTest, HierarchicalLinksReorderGathers) {
  // Default model: axis 1 inside a node (320 GB/s), axis 0 across nodes
  // (50 GB/s). Rather than one gather over the flattened group (7/8 of the
  // tensor over the slow link) or the inner gather first (1/2 over it), the
  // search moves the inner axis to dim 1 with a cheap all_to_all, so that the
  // slow gather runs on a quarter of the tensor (1/8 over the slow link).
  EXPECT_EQ(plan({2, 4}, {1024, 1024}, layoutOf({S0, S0}), layoutOf({R, R}),
                 /*hierarchical=*/true),
            "all_to_all[1] d1 from d0;all_gather[0] d0;all_gather[1] d1;");
}

TEST_F(PlanShapeTest, MergesReductions) {
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({Psum, Psum}), layoutOf({R, R})),
            "all_reduce[0, 1];");
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({Psum, Psum}), layoutOf({S0, S0})),
            "reduce_scatter[0, 1] d0;");
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({Psum, Psum}),
                 ordered({S0, S0}, {0, {1, 0}})),
            "reduce_scatter[1, 0] d0;");
  EXPECT_EQ(plan({4}, {16, 8}, layoutOf({Psum}), layoutOf({S1})),
            "reduce_scatter[0] d1;");
  // Reductions stay merged even where links would favour splitting them:
  // split reductions run over different communicators on different
  // replicas, which then need not agree bit for bit.
  // One reduce_scatter over the flattened group does the whole reduction;
  // the gathers that follow then use each link for what it is worth.
  EXPECT_EQ(plan({2, 4}, {1024, 1024}, layoutOf({Psum, Psum}), layoutOf({R, R}),
                 /*hierarchical=*/true),
            "reduce_scatter[1, 0] d0;all_gather[0] d0;all_gather[1] d0;");
  EXPECT_EQ(plan({2, 4}, {1024, 1024}, layoutOf({Psum, Psum}),
                 layoutOf({S0, R}), /*hierarchical=*/true),
            "reduce_scatter[0, 1] d0;all_gather[1] d0;");
  // On uniform links, small tensors: one all_reduce.
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({Psum, Psum}), layoutOf({R, R})),
            "all_reduce[0, 1];");
  PlannerOptions split;
  split.mergeReductions = false;
  EXPECT_EQ(plan({2, 4}, {1024, 1024}, layoutOf({Psum, Psum}), layoutOf({R, R}),
                 /*hierarchical=*/true, split),
            "reduce_scatter[1] d0;all_reduce[0];all_gather[1] d0;");
}

TEST_F(PlanShapeTest, RespectsTheGroupsAMeshAllows) {
  using Groups = std::vector<SmallVector<int64_t>>;
  // No flattened group at all: one axis at a time, the minor one first.
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({S0, S0}), layoutOf({R, R}), false,
                 {}, Groups{}),
            "all_gather[1] d0;all_gather[0] d0;");
  // Merged reductions are forbidden there too: the planner splits them
  // rather than failing.
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({Psum, Psum}), layoutOf({R, R}),
                 false, {}, Groups{}),
            "all_reduce[0];all_reduce[1];");
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({Psum, Psum}), layoutOf({S0, S0}),
                 false, {}, Groups{}),
            "reduce_scatter[0] d0;reduce_scatter[1] d0;");
  // Only [1, 0]: allowed where it is the right order, never [0, 1].
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({Psum, Psum}),
                 ordered({S0, S0}, {0, {1, 0}}), false, {}, Groups{{1, 0}}),
            "reduce_scatter[1, 0] d0;");
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({S0, S0}), layoutOf({R, R}), false,
                 {}, Groups{{1, 0}}),
            "all_gather[1] d0;all_gather[0] d0;");
  EXPECT_EQ(plan({2, 4}, {16, 8}, layoutOf({S0, S0}), layoutOf({R, R}), false,
                 {}, Groups{{0, 1}}),
            "all_gather[0, 1] d0;");
}

TEST_F(PlanShapeTest, AllToAllAndLocalSteps) {
  EXPECT_EQ(plan({4}, {16, 8}, layoutOf({S0}), layoutOf({S1})),
            "all_to_all[0] d1 from d0;");
  EXPECT_EQ(plan({4}, {16, 8}, layoutOf({R}), layoutOf({S1})),
            "shard_slice[0] d1;");
  EXPECT_EQ(plan({4}, {16, 8}, layoutOf({R}), layoutOf({Psum})),
            "replicate_to_partial[0];");
  // S -> P is no single step; the plan goes through R.
  EXPECT_EQ(plan({4}, {16, 8}, layoutOf({S0}), layoutOf({Psum})),
            "all_gather[0] d0;replicate_to_partial[0];");
  // Equivalent layouts (size-1 axes) need nothing.
  EXPECT_EQ(plan({1, 4}, {16, 8}, layoutOf({S0, S1}), layoutOf({R, S1})), "");
}

TEST_F(PlanShapeTest, UpstreamMiscompiledCasesArePlanned) {
  // Upstream shard-partition crashes or gives wrong shapes on these
  // (../shared/design/facts.md); the planner turns each into collectives
  // that the exhaustive tests above check by simulation.
  // Device (i, j) needs block (j, i): no single-axis exchange reaches the
  // diagonal, and two all_to_alls cannot either (each appends its axis as
  // the minor one, which the second would have to undo first).
  EXPECT_EQ(plan({2, 2}, {8, 8}, layoutOf({S0, S1}), layoutOf({S1, S0})),
            "all_gather[0] d0;all_to_all[1] d0 from d1;shard_slice[0] d1;");
  EXPECT_EQ(
      plan({2, 2}, {8, 8}, layoutOf({S0, S0}), ordered({S0, S0}, {0, {1, 0}})),
      "all_gather[0, 1] d0;shard_slice[1, 0] d0;");
  EXPECT_EQ(plan({2, 2}, {8, 8}, layoutOf({S0, S1}), layoutOf({R, R})),
            "all_gather[0] d0;all_gather[1] d1;");
}

TEST(RedistributionPlannerTest, CostTableEqualsSinglePlans) {
  // The cost table (one step graph per partial pattern, one search per
  // source) must give what planRedistribution gives pair by pair,
  // including unreachable targets.
  int64_t checked = 0;
  for (SmallVector<int64_t> mesh :
       {SmallVector<int64_t>{2, 4}, SmallVector<int64_t>{2, 1, 2},
        SmallVector<int64_t>{2, 2, 2}}) {
    SmallVector<int64_t> shape = {8, 4, 6};
    RedistributionProblem problem{mesh, shape, 4};
    AlphaBetaCostModel costModel = AlphaBetaCostModel::getDefault(mesh);
    std::vector<ShardingLayout> all =
        enumerateLayouts(mesh, 3, {ReductionKind::Sum, ReductionKind::Max});
    std::vector<ShardingLayout> layouts;
    for (const ShardingLayout &layout : all) {
      if (llvm::Error error = verifyLayoutForShape(mesh, layout, shape)) {
        llvm::consumeError(std::move(error));
        continue;
      }
      layouts.push_back(layout);
    }
    RedistributionCostTable table(mesh, shape, 4, costModel);
    for (size_t i = 0; i < layouts.size(); i += 11) {
      const ShardingLayout &source = layouts[i];
      for (const ShardingLayout &target : layouts) {
        double cost = table.getCost(source, target);
        llvm::Expected<RedistributionPlan> plan =
            planRedistribution(problem, source, target, costModel);
        if (!plan) {
          llvm::consumeError(plan.takeError());
          EXPECT_TRUE(std::isinf(cost));
        } else {
          EXPECT_DOUBLE_EQ(plan->cost, cost)
              << toString(source) << " -> " << toString(target);
        }
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 1000);
}

TEST(RedistributionPlannerTest, ForbiddenRoutesGiveAReason) {
  // A cost model that forbids every collective on axis 1.
  struct NoAxis1 : CommCostModel {
    double getCost(const CollectiveDesc &step) const override {
      if (isCommunicating(step.kind) && llvm::is_contained(step.meshAxes, 1))
        return kForbidden;
      return 1.0;
    }
  } costModel;
  SmallVector<int64_t> mesh = {2, 2}, shape = {8, 8};
  llvm::Expected<RedistributionPlan> plan = planRedistribution(
      {mesh, shape, 4}, layoutOf({R, S0}), layoutOf({R, R}), costModel);
  ASSERT_FALSE(static_cast<bool>(plan));
  EXPECT_EQ(llvm::toString(plan.takeError()),
            "no sequence of collectives the cost model allows turns [R, S(0)] "
            "into [R, R]");
  // Routes that avoid axis 1 still work.
  EXPECT_TRUE(static_cast<bool>(planRedistribution(
      {mesh, shape, 4}, layoutOf({S0, R}), layoutOf({R, R}), costModel)));
}

TEST(RedistributionPlannerTest, RejectsInvalidLayouts) {
  AlphaBetaCostModel costModel = AlphaBetaCostModel::getDefault({4});
  SmallVector<int64_t> mesh = {4}, shape = {kDynamicSize};
  llvm::Expected<RedistributionPlan> plan = planRedistribution(
      {mesh, shape, 4}, layoutOf({S0}), layoutOf({R}), costModel);
  ASSERT_FALSE(static_cast<bool>(plan));
  EXPECT_NE(llvm::toString(plan.takeError()).find("dynamic"),
            std::string::npos);
}

/// Padded chunks do not nest: a dim the mesh does not divide moves only
/// between unsharded and sharded by exactly one step's axes.
TEST(RedistributionPlannerTest, UnevenDimsMoveWhole) {
  SmallVector<int64_t> mesh = {2, 3};
  AlphaBetaCostModel costModel = AlphaBetaCostModel::getDefault(mesh);
  // 10 rows: chunks of 2 over both axes, of 5 over axis 0 alone.
  SmallVector<int64_t> unevenShape = {10, 4}, evenShape = {12, 4};
  RedistributionProblem problem{mesh, unevenShape, 4};
  llvm::Expected<RedistributionPlan> plan = planRedistribution(
      problem, layoutOf({S0, S0}), layoutOf({S0, R}), costModel);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  for (const RedistributionStep &step : plan->steps)
    if (step.kind == StepKind::AllGather) {
      EXPECT_EQ(step.target.getShardingAxes(0), SmallVector<int64_t>{})
          << "a partial gather of padded chunks";
      EXPECT_EQ(step.localShapeAfter, (SmallVector<int64_t, 4>{10, 4}));
    }
  // 12 rows: even everywhere, a single gather over axis 1.
  RedistributionProblem even{mesh, evenShape, 4};
  plan = planRedistribution(even, layoutOf({S0, S0}), layoutOf({S0, R}),
                            costModel);
  ASSERT_TRUE(static_cast<bool>(plan));
  ASSERT_EQ(plan->steps.size(), 1u);
  EXPECT_EQ(plan->steps[0].meshAxes, (SmallVector<int64_t, 4>{1}));
}

/// The merge rule matters: gathering the axes of [S(0), S(0)] in the wrong
/// order (not the layout's suffix order) concatenates the chunks out of
/// order. The simulation detects it, which is why the planner never emits
/// such a merge.
TEST(RedistributionPlannerTest, UnsoundMergeIsDetectedBySimulation) {
  SmallVector<int64_t> mesh = {2, 2}, shape = {8};
  std::mt19937 rng(7);
  sim::Array global = makeGlobal(shape, rng);
  ShardingLayout source = layoutOf({S0, S0});
  sim::DeviceArrays devices = sim::distribute(mesh, source, global, rng);
  RedistributionStep wrong;
  wrong.kind = StepKind::AllGather;
  wrong.meshAxes = {1, 0};
  wrong.dim = 0;
  sim::DeviceArrays gathered = sim::applyStep(mesh, wrong, devices);
  EXPECT_TRUE(
      sim::checkLayout(mesh, layoutOf({R, R}), global, gathered).has_value());
  RedistributionStep right = wrong;
  right.meshAxes = {0, 1};
  EXPECT_FALSE(sim::checkLayout(mesh, layoutOf({R, R}), global,
                                sim::applyStep(mesh, right, devices))
                   .has_value());
}

} // namespace

// A transfer to a peer along one axis pays the base latency, one hop and
// its bytes over that axis's link, and nothing of the other axes.
TEST(AlphaBetaCostModel, PointToPointPaysOneHopOnItsAxis) {
  SmallVector<AxisLink> links = {AxisLink{50e9, 2.7e-6},
                                 AxisLink{320e9, 0.6e-6}};
  AlphaBetaCostModel model(links, 6.6e-6, 3.35e12);
  EXPECT_DOUBLE_EQ(model.getPointToPointCost(0, 1e6), 6.6e-6 + 2.7e-6 + 2e-5);
  EXPECT_DOUBLE_EQ(model.getPointToPointCost(1, 3.2e6),
                   6.6e-6 + 0.6e-6 + 1e-5);
  EXPECT_DOUBLE_EQ(model.getPointToPointCost(1, 0), 6.6e-6 + 0.6e-6);
}
