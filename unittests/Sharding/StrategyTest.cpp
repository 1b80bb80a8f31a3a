//===- ShardingStrategiesTest.cpp - The strategies of ops -----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The strategies the auto-sharder picks from (every one's layouts are
// checked to divide its values' shapes, and to be distinct):
//  - linalg.matmul on a 2-device mesh has exactly the expected strategies
//    (shard M, N or K, keep the partial sums of A or of B, replicate); on a
//    2x2 mesh every strategy's layouts are valid for the operand shapes and
//    agree with its loop sharding; non-dividing loops are never sharded;
//  - elementwise ops keep the operands and the result in one layout, with
//    partial sums only through linear ops;
//  - collapse/expand_shape map the collapsed dim's axes major to minor onto
//    the expanded dims and keep every device's chunk;
//  - extract_slice never shards a dim it cuts;
//  - ops without a rule and dynamic shapes fail with a reason.
//
//===----------------------------------------------------------------------===//

#include "Shard/Sharding/ShardingRuleOpInterface.h"

#include "Shard/Target/CostModel.h"

#include "../Placement/PlacementTestUtils.h"
#include "ShardingTestUtils.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::testing;
using llvm::ArrayRef;
using llvm::SmallVector;

namespace {

class StrategiesTest : public AnalysisTest {
protected:
  std::vector<ShardingStrategy> strategiesOf(llvm::StringRef source,
                                             ArrayRef<int64_t> mesh,
                                             bool keepPartials = true,
                                             bool unevenLayouts = false) {
    Operation *op = parseFirstOp(source);
    if (!op)
      return {};
    StrategyContext strategyContext{mesh, &target, nullptr, keepPartials,
                                    unevenLayouts};
    std::string reason;
    auto strategies = getShardingStrategies(op, strategyContext, reason);
    EXPECT_TRUE(succeeded(strategies)) << reason;
    if (failed(strategies))
      return {};
    std::set<std::string> distinct;
    for (const ShardingStrategy &strategy : *strategies) {
      EXPECT_TRUE(distinct.insert(str(strategy)).second) << str(strategy);
      // Every layout is valid for its value's shape (divides it, unless
      // uneven layouts were asked for).
      for (auto [layout, value] :
           llvm::zip_equal(strategy.operands, op->getOperands())) {
        auto type = dyn_cast<RankedTensorType>(value.getType());
        EXPECT_EQ(layout.has_value(), bool(type)) << str(strategy);
        if (layout && type && !unevenLayouts) {
          EXPECT_TRUE(dividesShape(mesh, *layout, type.getShape()))
              << str(strategy);
        }
      }
      for (auto [layout, type] :
           llvm::zip_equal(strategy.results, op->getResultTypes()))
        EXPECT_TRUE(
            unevenLayouts ||
            dividesShape(mesh, layout, cast<RankedTensorType>(type).getShape()))
            << str(strategy);
    }
    return std::move(*strategies);
  }

  TargetDescription target = TargetDescription::getPreset(TargetPreset::H100);
};

TEST_F(StrategiesTest, MatmulOnTwoDevices) {
  std::vector<ShardingStrategy> strategies =
      strategiesOf(matmulSource(4096, 4096, 4096), {2});
  // Operands A, B, C (the accumulator) -> result.
  const std::set<std::string> expected = {
      "[R] [R] [R] -> [R]",
      "[S(0)] [R] [S(0)] -> [S(0)]",        // shard M
      "[R] [S(1)] [S(1)] -> [S(1)]",        // shard N
      "[S(1)] [S(0)] [P(sum)] -> [P(sum)]", // shard K
      "[P(sum)] [R] [P(sum)] -> [P(sum)]",  // keep A's partials
      "[R] [P(sum)] [P(sum)] -> [P(sum)]",  // keep B's partials
  };
  EXPECT_EQ(strs(strategies), expected);
  double replicated = 0;
  for (const ShardingStrategy &strategy : strategies) {
    ASSERT_TRUE(strategy.loops.has_value()) << str(strategy);
    if (str(strategy) == "[R] [R] [R] -> [R]")
      replicated = strategy.computeTime;
  }
  // Sharding any loop halves the compute-bound kernel.
  for (const ShardingStrategy &strategy : strategies) {
    SCOPED_TRACE(str(strategy));
    const AxisLists &loops = strategy.loops->loopAxes;
    ASSERT_EQ(loops.size(), 3u);
    bool sharded =
        llvm::any_of(loops, [](auto &axes) { return !axes.empty(); });
    EXPECT_DOUBLE_EQ(strategy.computeTime,
                     sharded ? replicated / 2 : replicated);
    if (str(strategy) == "[S(1)] [S(0)] [P(sum)] -> [P(sum)]") {
      EXPECT_EQ(loops[2], (SmallVector<int64_t, 4>{0}));
    }
  }
  // Without kept partials, the last two go.
  EXPECT_EQ(strategiesOf(matmulSource(8, 8, 8), {2}, false).size(), 4u);
}

TEST_F(StrategiesTest, MatmulNeverShardsANonDividingLoop) {
  // M = 3: no S(0) on A or the result.
  std::set<std::string> set = strs(strategiesOf(matmulSource(3, 8, 8), {2}));
  EXPECT_EQ(set.size(), 5u);
  EXPECT_FALSE(set.count("[S(0)] [R] [S(0)] -> [S(0)]"));
  // Nothing divides by 3 but M: R, M, and the kept partials.
  set = strs(strategiesOf(matmulSource(3, 4, 4), {3}));
  EXPECT_EQ(set, (std::set<std::string>{"[R] [R] [R] -> [R]",
                                        "[S(0)] [R] [S(0)] -> [S(0)]",
                                        "[P(sum)] [R] [P(sum)] -> [P(sum)]",
                                        "[R] [P(sum)] [P(sum)] -> [P(sum)]"}));
}

TEST_F(StrategiesTest, UnevenLayoutsAddPaddedLoopShardings) {
  // M = 9 on 2 devices: with uneven layouts, M is sharded in padded chunks
  // of 5 rows (the second device holds 4 real rows: 1 of 9 is padding).
  std::set<std::string> set =
      strs(strategiesOf(matmulSource(9, 8, 8), {2}, true, true));
  EXPECT_TRUE(set.count("[S(0)] [R] [S(0)] -> [S(0)]"));
  EXPECT_EQ(set.size(), 6u);
  // M = 3 on 2: a third of the padded rows would be padding; not offered.
  set = strs(strategiesOf(matmulSource(3, 8, 8), {2}, true, true));
  EXPECT_FALSE(set.count("[S(0)] [R] [S(0)] -> [S(0)]"));
  EXPECT_EQ(set.size(), 5u);
}

TEST_F(StrategiesTest, MatmulLayoutsFollowTheLoopSharding) {
  std::vector<ShardingStrategy> strategies =
      strategiesOf(matmulSource(8, 8, 8), {2, 2});
  // 6 roles per axis (R, M, N, K, keep A, keep B), plus the second order of
  // the three loops both axes can shard.
  EXPECT_EQ(strategies.size(), 6u * 6u + 3u);
  for (const ShardingStrategy &strategy : strategies) {
    SCOPED_TRACE(str(strategy));
    ASSERT_TRUE(strategy.loops.has_value());
    const AxisLists &loops = strategy.loops->loopAxes;
    auto axesOf = [&](const ShardingLayout &layout, int64_t dim) {
      return SmallVector<int64_t, 4>(layout.getShardingAxes(dim));
    };
    const ShardingLayout &a = *strategy.operands[0], &b = *strategy.operands[1];
    const ShardingLayout &result = strategy.results[0];
    EXPECT_EQ(axesOf(a, 0), loops[0]);
    EXPECT_EQ(axesOf(a, 1), loops[2]);
    EXPECT_EQ(axesOf(b, 0), loops[2]);
    EXPECT_EQ(axesOf(b, 1), loops[1]);
    EXPECT_EQ(axesOf(result, 0), loops[0]);
    EXPECT_EQ(axesOf(result, 1), loops[1]);
    EXPECT_EQ(*strategy.operands[2], result);
    // The result is partial exactly on the K axes and the kept ones.
    SmallVector<int64_t> partial(loops[2].begin(), loops[2].end());
    for (const auto &kept : strategy.loops->keptPartials)
      partial.push_back(kept.first);
    llvm::sort(partial);
    EXPECT_EQ(result.getPartialAxes(), partial);
  }
  std::set<std::string> set = strs(strategies);
  EXPECT_TRUE(set.count("[S(0), R] [R, S(1)] [S(0), S(1)] -> [S(0), S(1)]"));
  EXPECT_TRUE(set.count("[S(0), S(0)] [R, R] [S(0), S(0)] -> [S(0), S(0)]"));
  EXPECT_TRUE(set.count(
      "[S(0), S(0)], order = {0: [1, 0]} [R, R] [S(0), S(0)], order = {0: "
      "[1, 0]} -> [S(0), S(0)], order = {0: [1, 0]}"));
}

TEST_F(StrategiesTest, ElementwiseOpsKeepOneLayout) {
  auto source = [](llvm::StringRef op, int operands) {
    return llvm::formatv(R"mlir(
func.func @f(%a: tensor<4x6xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = {0} {1} : tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
})mlir",
                         op, operands == 1 ? "%a" : "%a, %b")
        .str();
  };
  // Operation, operand count, strategies on a 2-device mesh.
  const std::tuple<const char *, int, std::set<std::string>> cases[] = {
      {"arith.addf",
       2,
       {"[R] [R] -> [R]", "[S(0)] [S(0)] -> [S(0)]", "[S(1)] [S(1)] -> [S(1)]",
        "[P(sum)] [P(sum)] -> [P(sum)]"}},
      {"arith.mulf",
       2,
       {"[R] [R] -> [R]", "[S(0)] [S(0)] -> [S(0)]", "[S(1)] [S(1)] -> [S(1)]",
        "[P(sum)] [R] -> [P(sum)]", "[R] [P(sum)] -> [P(sum)]"}},
      {"arith.divf",
       2,
       {"[R] [R] -> [R]", "[S(0)] [S(0)] -> [S(0)]", "[S(1)] [S(1)] -> [S(1)]",
        "[P(sum)] [R] -> [P(sum)]"}},
      {"math.exp", 1, {"[R] -> [R]", "[S(0)] -> [S(0)]", "[S(1)] -> [S(1)]"}},
      {"arith.negf",
       1,
       {"[R] -> [R]", "[S(0)] -> [S(0)]", "[S(1)] -> [S(1)]",
        "[P(sum)] -> [P(sum)]"}},
  };
  for (const auto &[op, operands, expected] : cases) {
    SCOPED_TRACE(op);
    EXPECT_EQ(strs(strategiesOf(source(op, operands), {2})), expected);
    // On a 2x2 mesh: the same sharded dims everywhere, the result partial
    // on the axes any operand is.
    for (const ShardingStrategy &strategy :
         strategiesOf(source(op, operands), {2, 2})) {
      SCOPED_TRACE(str(strategy));
      const ShardingLayout &result = strategy.results[0];
      SmallVector<int64_t> partial;
      for (const auto &layout : strategy.operands) {
        for (int64_t dim = 0; dim < 2; ++dim)
          EXPECT_EQ(layout->getShardingAxes(dim), result.getShardingAxes(dim));
        EXPECT_EQ(layout->getExplicitOrders(), result.getExplicitOrders());
        llvm::append_range(partial, layout->getPartialAxes());
      }
      llvm::sort(partial);
      partial.erase(std::unique(partial.begin(), partial.end()), partial.end());
      EXPECT_EQ(result.getPartialAxes(), partial);
    }
  }
  // With every layout of the result: 18 on a 2x2 mesh for addf.
  EXPECT_EQ(strategiesOf(source("arith.addf", 2), {2, 2}).size(),
            enumerateLayouts({2, 2}, {4, 6}, true).size());
}

TEST_F(StrategiesTest, ElementwiseGenericShardsAllOperandsAlike) {
  std::vector<ShardingStrategy> strategies = strategiesOf(R"mlir(
#id = affine_map<(i, j) -> (i, j)>
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>,
             %e: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id],
         iterator_types = ["parallel", "parallel"]}
         ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>)
         outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
})mlir",
                                                          {2, 2});
  EXPECT_EQ(strategies.size(), 18u);
  for (const ShardingStrategy &strategy : strategies) {
    SCOPED_TRACE(str(strategy));
    const ShardingLayout &result = strategy.results[0];
    // The inputs arrive exactly as the result leaves; the write-only init
    // only shares the sharded dims.
    EXPECT_EQ(*strategy.operands[0], result);
    EXPECT_EQ(*strategy.operands[1], result);
    EXPECT_FALSE(strategy.operands[2]->hasPartial());
    for (int64_t dim = 0; dim < 2; ++dim)
      EXPECT_EQ(strategy.operands[2]->getShardingAxes(dim),
                result.getShardingAxes(dim));
  }
}

std::string reshape(llvm::StringRef op, llvm::StringRef from,
                    llvm::StringRef to, llvm::StringRef tail = "") {
  return llvm::formatv(R"mlir(
func.func @f(%a: tensor<{1}>) -> tensor<{2}> {
  %0 = tensor.{0} %a [[0, 1]] {3} : tensor<{1}> into tensor<{2}>
  return %0 : tensor<{2}>
})mlir",
                       op, from, to, tail)
      .str();
}

TEST_F(StrategiesTest, ReshapesMapAxesMajorToMinor) {
  EXPECT_EQ(
      strs(strategiesOf(reshape("collapse_shape", "4x6xf32", "24xf32"), {2})),
      (std::set<std::string>{"[R] -> [R]", "[S(0)] -> [S(0)]",
                             "[P(sum)] -> [P(sum)]"}));
  // Both axes on the collapsed dim: the major one splits the 2, the minor
  // one the 8 (in whichever order they shard the collapsed dim).
  std::string expand =
      reshape("expand_shape", "16xf32", "2x8xf32", "output_shape [2, 8]");
  std::set<std::string> set = strs(strategiesOf(expand, {2, 2}));
  EXPECT_EQ(set.size(), 10u);
  for (const char *expected :
       {"[S(0), S(0)] -> [S(0), S(1)]",
        "[S(0), S(0)], order = {0: [1, 0]} -> [S(1), S(0)]",
        "[S(0), R] -> [S(0), R]", "[R, S(0)] -> [R, S(0)]",
        "[P(sum), S(0)] -> [P(sum), S(0)]"})
    EXPECT_TRUE(set.count(expected)) << expected;
  // On 4 devices a chunk of the 8 elements is half a row of the 2x4 side,
  // which no layout of it holds: R or P only.
  for (const std::string &source :
       {reshape("expand_shape", "8xf32", "2x4xf32", "output_shape [2, 4]"),
        reshape("collapse_shape", "2x4xf32", "8xf32")})
    EXPECT_EQ(strs(strategiesOf(source, {4})),
              (std::set<std::string>{"[R] -> [R]", "[P(sum)] -> [P(sum)]"}))
        << source;
  // Every device keeps the same chunk: the same number of elements, and the
  // same partial axes, on both sides.
  for (const ShardingStrategy &strategy : strategiesOf(expand, {2, 2})) {
    EXPECT_EQ(getLocalElements({2, 2}, *strategy.operands[0], {16}),
              getLocalElements({2, 2}, strategy.results[0], {2, 8}))
        << str(strategy);
    EXPECT_EQ(strategy.operands[0]->getPartialAxes(),
              strategy.results[0].getPartialAxes());
  }
}

std::string extractSlice(llvm::StringRef slice, llvm::StringRef result) {
  return llvm::formatv(R"mlir(
func.func @f(%a: tensor<4x8xf32>) -> tensor<{1}xf32> {
  %0 = tensor.extract_slice %a{0} : tensor<4x8xf32> to tensor<{1}xf32>
  return %0 : tensor<{1}xf32>
})mlir",
                       slice, result)
      .str();
}

TEST_F(StrategiesTest, ExtractSliceNeverShardsACutDim) {
  // Rows 0-1 of 4: dim 0 is cut, dim 1 taken whole.
  EXPECT_EQ(
      strs(strategiesOf(extractSlice("[0, 0] [2, 8] [1, 1]", "2x8"), {2})),
      (std::set<std::string>{"[R] -> [R]", "[S(1)] -> [S(1)]",
                             "[P(sum)] -> [P(sum)]"}));
  // Every other column: dim 1 is cut.
  EXPECT_EQ(
      strs(strategiesOf(extractSlice("[0, 0] [4, 4] [1, 2]", "4x4"), {2})),
      (std::set<std::string>{"[R] -> [R]", "[S(0)] -> [S(0)]",
                             "[P(sum)] -> [P(sum)]"}));
  // Row 1 with dim 0 dropped: the source's dim 1 is the result's dim 0.
  EXPECT_EQ(strs(strategiesOf(extractSlice("[1, 0] [1, 8] [1, 1]", "8"), {2})),
            (std::set<std::string>{"[R] -> [R]", "[S(1)] -> [S(0)]",
                                   "[P(sum)] -> [P(sum)]"}));
  // On a 2x2 mesh: no axis shards dim 0, and the slice keeps the layout.
  std::vector<ShardingStrategy> strategies =
      strategiesOf(extractSlice("[2, 0] [2, 8] [1, 1]", "2x8"), {2, 2});
  EXPECT_EQ(strategies.size(), enumerateLayouts({2, 2}, {1, 8}, true).size());
  for (const ShardingStrategy &strategy : strategies) {
    EXPECT_TRUE(strategy.operands[0]->getShardingAxes(0).empty())
        << str(strategy);
    EXPECT_EQ(*strategy.operands[0], strategy.results[0]) << str(strategy);
    EXPECT_GT(strategy.computeTime, 0);
  }
}

TEST_F(StrategiesTest, InsertSliceAndConcatNeverShardTheirDim) {
  const std::set<std::string> keepDim1 = {"[R] [R] -> [R]",
                                          "[S(1)] [S(1)] -> [S(1)]",
                                          "[P(sum)] [P(sum)] -> [P(sum)]"};
  // Operands: the source, then the destination.
  EXPECT_EQ(strs(strategiesOf(R"mlir(
func.func @f(%s: tensor<2x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tensor.insert_slice %s into %d[2, 0] [2, 8] [1, 1]
         : tensor<2x8xf32> into tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
})mlir",
                              {2})),
            keepDim1);
  EXPECT_EQ(strs(strategiesOf(R"mlir(
func.func @f(%a: tensor<2x8xf32>, %b: tensor<4x8xf32>) -> tensor<6x8xf32> {
  %0 = tensor.concat dim(0) %a, %b
         : (tensor<2x8xf32>, tensor<4x8xf32>) -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
})mlir",
                              {2})),
            keepDim1);
}

TEST_F(StrategiesTest, SourcesNeverStartPartial) {
  // An empty tensor or a splat can be made in any layout but P; other
  // constants only replicated.
  const std::set<std::string> anyButPartial = {"-> [R]", "-> [S(0)]",
                                               "-> [S(1)]"};
  EXPECT_EQ(strs(strategiesOf(R"mlir(
func.func @f() -> tensor<4x6xf32> {
  %0 = tensor.empty() : tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
})mlir",
                              {2})),
            anyButPartial);
  EXPECT_EQ(strs(strategiesOf(R"mlir(
func.func @f() -> tensor<4x6xf32> {
  %0 = arith.constant dense<1.0> : tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
})mlir",
                              {2})),
            anyButPartial);
  EXPECT_EQ(strs(strategiesOf(R"mlir(
func.func @f() -> tensor<2xf32> {
  %0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
})mlir",
                              {2})),
            std::set<std::string>{"-> [R]"});
}

TEST_F(StrategiesTest, OpsWithoutARuleOrWithDynamicShapesFail) {
  const SmallVector<int64_t> mesh = {2};
  StrategyContext strategyContext{mesh, &target};
  std::string reason;
  Operation *op = parseFirstOp(R"mlir(
func.func @f(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = math.exp %a : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
})mlir");
  ASSERT_NE(op, nullptr);
  EXPECT_TRUE(hasShardingRule(op));
  EXPECT_TRUE(failed(getShardingStrategies(op, strategyContext, reason)));
  EXPECT_NE(reason.find("dynamic"), std::string::npos) << reason;

  op = parseFirstOp(R"mlir(
func.func @f(%a: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %a, %c0 : tensor<4xf32>
  return %0 : index
})mlir");
  ASSERT_NE(op, nullptr);
  op = op->getNextNode(); // the tensor.dim
  EXPECT_FALSE(hasShardingRule(op));
  reason.clear();
  EXPECT_TRUE(failed(getShardingStrategies(op, strategyContext, reason)));
  EXPECT_FALSE(reason.empty());
}

// tensor.extract (Rules/ExtractRule.cpp): one strategy, the source
// replicated, the index a scalar, and no result layout (the scalar is the
// same on every device).
TEST_F(StrategiesTest, ExtractReadsTheWholeTensor) {
  const SmallVector<int64_t> mesh = {2};
  StrategyContext strategyContext{mesh, &target};
  std::string reason;
  Operation *op = parseFirstOp(R"mlir(
func.func @f(%a: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.extract %a[%i] : tensor<4xf32>
  return %0 : f32
})mlir");
  ASSERT_NE(op, nullptr);
  EXPECT_TRUE(hasShardingRule(op));
  FailureOr<std::vector<ShardingStrategy>> strategies =
      getShardingStrategies(op, strategyContext, reason);
  ASSERT_TRUE(succeeded(strategies)) << reason;
  ASSERT_EQ(strategies->size(), 1u);
  const ShardingStrategy &strategy = strategies->front();
  ASSERT_EQ(strategy.operands.size(), 2u);
  ASSERT_TRUE(strategy.operands[0].has_value());
  EXPECT_TRUE(strategy.operands[0]->isFullyReplicated());
  EXPECT_FALSE(strategy.operands[1].has_value());
  EXPECT_TRUE(strategy.results.empty());
}

} // namespace
