//===- AttentionRuleTest.cpp - Strategies of ap.attention -----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The attention ops' rule (lib/Sharding/Rules/AttentionRule.cpp):
//  - causal GQA attention on a 2x2 mesh splits only the batch, the key/value
//    heads and the query groups; never the causal query loop, the keys or the
//    head dims; K and V are never split by the query groups;
//  - the non-causal backward splits the batch loops and the m loops (query
//    groups, queries): dQ is split with the queries, dK and dV, which sum
//    over them, are partial sums on those axes;
//  - the kernel costs the flash FLOPs, halved by the causal mask, divided by
//    the devices the strategy splits the rows over.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Target/CostModel.h"

#include "../Placement/PlacementTestUtils.h"
#include "ShardingTestUtils.h"

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::testing;

namespace {

// Q [b, s, k, g, e], K and V [b, t, k, e], O as Q, L [b, k, g, s]; loops
// (b, k, g, s, t, e, f).
constexpr const char *kForward = R"mlir(
#q = affine_map<(b, k, g, s, t, e, f) -> (b, s, k, g, e)>
#k = affine_map<(b, k, g, s, t, e, f) -> (b, t, k, e)>
#v = affine_map<(b, k, g, s, t, e, f) -> (b, t, k, f)>
#o = affine_map<(b, k, g, s, t, e, f) -> (b, s, k, g, f)>
#l = affine_map<(b, k, g, s, t, e, f) -> (b, k, g, s)>
func.func @f(%q: tensor<4x4096x2x2x128xf32>, %k: tensor<4x4096x2x128xf32>,
             %v: tensor<4x4096x2x128xf32>) -> tensor<4x4096x2x2x128xf32> {
  %o, %l = ap.attention %q, %k, %v {indexing_maps = [#q, #k, #v, #o, #l],
      scale = 0.25 : f64, causal = array<i64: 3, 4>}
      : tensor<4x4096x2x2x128xf32>, tensor<4x4096x2x128xf32>, tensor<4x4096x2x128xf32>
      -> tensor<4x4096x2x2x128xf32>, tensor<4x2x2x4096xf32>
  return %o : tensor<4x4096x2x2x128xf32>
})mlir";

constexpr const char *kBackward = R"mlir(
#q = affine_map<(b, k, g, s, t, e, f) -> (b, s, k, g, e)>
#k = affine_map<(b, k, g, s, t, e, f) -> (b, t, k, e)>
#v = affine_map<(b, k, g, s, t, e, f) -> (b, t, k, f)>
#o = affine_map<(b, k, g, s, t, e, f) -> (b, s, k, g, f)>
#l = affine_map<(b, k, g, s, t, e, f) -> (b, k, g, s)>
func.func @f(%q: tensor<4x4096x2x2x128xf32>, %k: tensor<4x4096x2x128xf32>,
             %v: tensor<4x4096x2x128xf32>, %l: tensor<4x2x2x4096xf32>)
    -> tensor<4x4096x2x128xf32> {
  %dq, %dk, %dv = ap.attention_grad %q, %k, %v, %q, %l, %q {
      indexing_maps = [#q, #k, #v, #o, #l], scale = 0.25 : f64}
      : tensor<4x4096x2x2x128xf32>, tensor<4x4096x2x128xf32>, tensor<4x4096x2x128xf32>,
        tensor<4x4096x2x2x128xf32>, tensor<4x2x2x4096xf32>, tensor<4x4096x2x2x128xf32>
      -> tensor<4x4096x2x2x128xf32>, tensor<4x4096x2x128xf32>, tensor<4x4096x2x128xf32>
  return %dk : tensor<4x4096x2x128xf32>
})mlir";

class AttentionRuleTest : public AnalysisTest {
protected:
  std::vector<ShardingStrategy> strategiesOf(Operation *op,
                                             ArrayRef<int64_t> mesh) {
    StrategyContext context{mesh, &target, nullptr, true, false};
    std::string reason;
    auto strategies = getShardingStrategies(op, context, reason);
    EXPECT_TRUE(succeeded(strategies)) << reason;
    return succeeded(strategies) ? std::move(*strategies)
                                 : std::vector<ShardingStrategy>{};
  }

  TargetDescription target = TargetDescription::getPreset(TargetPreset::H100);
};

TEST_F(AttentionRuleTest, ForwardSplitsBatchHeadsAndGroups) {
  Operation *op = parseFirstOp(kForward);
  ASSERT_TRUE(op);
  std::vector<ShardingStrategy> strategies = strategiesOf(op, {2, 2});
  std::set<int64_t> splitLoops;
  double replicated = -1;
  for (const ShardingStrategy &strategy : strategies) {
    SCOPED_TRACE(str(strategy));
    ASSERT_TRUE(strategy.loops.has_value());
    const AxisLists &loops = strategy.loops->loopAxes;
    int64_t devices = 1;
    for (auto [loop, axes] : llvm::enumerate(loops)) {
      if (axes.empty())
        continue;
      splitLoops.insert(loop);
      devices *= 1 << axes.size();
    }
    // K and V never split by the query groups (loop 2).
    if (!loops[2].empty() && loops[0].empty() && loops[1].empty()) {
      EXPECT_TRUE(strategy.operands[1]->getShardedDims().empty());
      EXPECT_TRUE(strategy.operands[2]->getShardedDims().empty());
    }
    if (devices == 1)
      replicated = strategy.computeTime;
  }
  EXPECT_EQ(splitLoops, (std::set<int64_t>{0, 1, 2}));
  // The causal forward: 2 * (b k g s t) / 2 * (e + f) FLOPs.
  AttentionLoops loops = cast<AttentionOp>(op).getLoops();
  EXPECT_DOUBLE_EQ(getAttentionFlops(loops, /*backward=*/false),
                   2.0 * 4 * 2 * 2 * 4096 * 4096 / 2 * (128 + 128));
  EXPECT_DOUBLE_EQ(getAttentionFlops(loops, /*backward=*/true),
                   2.0 * 4 * 2 * 2 * 4096 * 4096 / 2 * (3 * 128 + 2 * 128));
  ASSERT_GT(replicated, 0);
  for (const ShardingStrategy &strategy : strategies) {
    int64_t devices = 1;
    for (const auto &axes : strategy.loops->loopAxes)
      devices *= 1 << axes.size();
    if (devices > 1) {
      EXPECT_LT(strategy.computeTime, replicated) << str(strategy);
    }
  }
}

TEST_F(AttentionRuleTest, BackwardSplitsQueriesIntoPartialKeyGradients) {
  Operation *op = parseFirstOp(kBackward);
  ASSERT_TRUE(op);
  std::set<int64_t> splitLoops;
  bool sawQuerySplit = false;
  for (const ShardingStrategy &strategy : strategiesOf(op, {2, 2})) {
    SCOPED_TRACE(str(strategy));
    const AxisLists &loops = strategy.loops->loopAxes;
    for (auto [loop, axes] : llvm::enumerate(loops))
      if (!axes.empty())
        splitLoops.insert(loop);
    // The m loops (g: 2, s: 3) index dQ (result 0) but not dK, dV.
    SmallVector<int64_t> mAxes(loops[2].begin(), loops[2].end());
    mAxes.append(loops[3].begin(), loops[3].end());
    llvm::sort(mAxes);
    sawQuerySplit |= !loops[3].empty();
    EXPECT_EQ(SmallVector<int64_t>(strategy.results[0].getShardingAxes(1)),
              SmallVector<int64_t>(loops[3].begin(), loops[3].end()));
    EXPECT_TRUE(strategy.results[0].getPartialAxes().empty());
    for (unsigned result : {1u, 2u}) {
      EXPECT_EQ(strategy.results[result].getPartialAxes(), mAxes);
      EXPECT_TRUE(strategy.results[result].getShardingAxes(1).empty());
    }
  }
  EXPECT_TRUE(sawQuerySplit);
  // Never the keys (4) or the head dims (5, 6).
  EXPECT_EQ(splitLoops, (std::set<int64_t>{0, 1, 2, 3}));
}

} // namespace
