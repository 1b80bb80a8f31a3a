//===- ShardingLayoutTest.cpp - Placements and shard orders ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Placement/ShardingLayout.h"

#include "PlacementTestUtils.h"
#include "gtest/gtest.h"

using namespace mlir::ap;
using namespace mlir::ap::testing;
using llvm::SmallVector;

namespace {

std::string toString(const ShardingLayout &layout) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << layout;
  return text;
}

std::string errorText(llvm::Error error) {
  return llvm::toString(std::move(error));
}

TEST(PlacementTest, PrintsEveryKind) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << S1 << " " << R << " " << Psum << " "
     << Placement::partial(ReductionKind::Avg) << " "
     << Placement::partial(ReductionKind::Max) << " "
     << Placement::partial(ReductionKind::Min);
  EXPECT_EQ(text, "S(1) R P(sum) P(avg) P(max) P(min)");
}

TEST(PlacementTest, ReductionNamesRoundTrip) {
  for (ReductionKind kind : {ReductionKind::Sum, ReductionKind::Avg,
                             ReductionKind::Max, ReductionKind::Min})
    EXPECT_EQ(symbolizeReductionKind(stringifyReductionKind(kind)), kind);
  EXPECT_EQ(symbolizeReductionKind("prod"), std::nullopt);
}

TEST(PlacementTest, EqualityAndHash) {
  EXPECT_EQ(Placement::shard(2), Placement::shard(2));
  EXPECT_NE(Placement::shard(2), Placement::shard(1));
  EXPECT_NE(Psum, Placement::partial(ReductionKind::Max));
  EXPECT_NE(R, S0);
  EXPECT_EQ(hash_value(Placement::shard(3)), hash_value(Placement::shard(3)));
}

TEST(ShardingLayoutTest, DefaultOrderIsMeshAxisOrder) {
  ShardingLayout layout({S0, R, S0});
  EXPECT_TRUE(layout.hasDefaultOrder());
  EXPECT_EQ(layout.getShardingAxes(0), (SmallVector<int64_t>{0, 2}));
  EXPECT_TRUE(layout.getShardingAxes(1).empty());
  EXPECT_EQ(toString(layout), "[S(0), R, S(0)]");
}

TEST(ShardingLayoutTest, ExplicitOrderIsCanonical) {
  auto reversed = ShardingLayout::get({S0, S0}, {DimShardOrder{0, {1, 0}}});
  ASSERT_TRUE(static_cast<bool>(reversed));
  EXPECT_EQ(reversed->getAxisOrder(), (llvm::ArrayRef<int64_t>{1, 0}));
  EXPECT_EQ(reversed->getShardingAxes(0), (SmallVector<int64_t>{1, 0}));
  EXPECT_EQ(toString(*reversed), "[S(0), S(0)], order = {0: [1, 0]}");

  // An order equal to the default is dropped: the layouts compare equal.
  auto explicitDefault =
      ShardingLayout::get({S0, S0}, {DimShardOrder{0, {0, 1}}});
  ASSERT_TRUE(static_cast<bool>(explicitDefault));
  EXPECT_EQ(*explicitDefault, layoutOf({S0, S0}));
  EXPECT_NE(*reversed, layoutOf({S0, S0}));
}

TEST(ShardingLayoutTest, AxisOrderRoundTrips) {
  // Mesh axes: 0 -> S(1), 1 -> S(0), 2 -> S(1), 3 -> S(0); dim 1 reversed.
  auto layout =
      ShardingLayout::get({S1, S0, S1, S0}, {DimShardOrder{1, {2, 0}}});
  ASSERT_TRUE(static_cast<bool>(layout));
  // Grouped by dim: dim 0 -> [1, 3], dim 1 -> [2, 0].
  EXPECT_EQ(layout->getAxisOrder(), (llvm::ArrayRef<int64_t>{1, 3, 2, 0}));
  auto rebuilt = ShardingLayout::getFromAxisOrder(layout->getPlacements(),
                                                  layout->getAxisOrder());
  ASSERT_TRUE(static_cast<bool>(rebuilt));
  EXPECT_EQ(*rebuilt, *layout);
  // Any interleaving of the per-dim orders means the same layout.
  auto interleaved =
      ShardingLayout::getFromAxisOrder(layout->getPlacements(), {2, 1, 0, 3});
  ASSERT_TRUE(static_cast<bool>(interleaved));
  EXPECT_EQ(*interleaved, *layout);
  SmallVector<DimShardOrder> orders = layout->getExplicitOrders();
  ASSERT_EQ(orders.size(), 1u);
  EXPECT_EQ(orders[0], (DimShardOrder{1, {2, 0}}));
}

TEST(ShardingLayoutTest, RejectsBadOrders) {
  EXPECT_EQ(
      errorText(
          ShardingLayout::get({S0, R}, {DimShardOrder{1, {0}}}).takeError()),
      "shard order given for tensor dim 1, which no mesh axis shards");
  EXPECT_EQ(
      errorText(
          ShardingLayout::get({S0, S0}, {DimShardOrder{0, {1}}}).takeError()),
      "shard order for tensor dim 0 must list exactly the mesh axes that "
      "shard it ([0, 1]), each once");
  EXPECT_EQ(errorText(ShardingLayout::get({S0, S0}, {DimShardOrder{0, {1, 0}},
                                                     DimShardOrder{0, {1, 0}}})
                          .takeError()),
            "shard order for tensor dim 0 is given more than once");
  EXPECT_EQ(
      errorText(ShardingLayout::get({Placement::shard(-2)}, {}).takeError()),
      "placement of mesh axis 0 shards a negative tensor dim (-2)");
  EXPECT_EQ(
      errorText(ShardingLayout::getFromAxisOrder({S0, R}, {0, 1}).takeError()),
      "shard order names mesh axis 1, whose placement is not S(d)");
  EXPECT_EQ(
      errorText(ShardingLayout::getFromAxisOrder({S0, S0}, {1}).takeError()),
      "shard order must name every mesh axis with an S(d) placement; "
      "mesh axis 0 is missing");
  EXPECT_EQ(
      errorText(ShardingLayout::getFromAxisOrder({S0, S0}, {1, 1}).takeError()),
      "shard order names mesh axis 1 twice");
  EXPECT_EQ(errorText(ShardingLayout::getFromAxisOrder({S0}, {3}).takeError()),
            "shard order names mesh axis 3, but there are 1 placements");
}

TEST(ShardingLayoutTest, RejectsOrderDependentPartialMixes) {
  Placement pavg = Placement::partial(ReductionKind::Avg);
  Placement pmin = Placement::partial(ReductionKind::Min);
  EXPECT_TRUE(static_cast<bool>(ShardingLayout::get({Psum, pavg}, {})));
  EXPECT_TRUE(static_cast<bool>(ShardingLayout::get({Pmax, R, Pmax}, {})));
  EXPECT_EQ(errorText(ShardingLayout::get({Psum, Pmax}, {}).takeError()),
            "placements P(sum) and P(max) mix pending reductions whose result "
            "depends on the order they are applied in; only sum and avg may "
            "be mixed");
  EXPECT_FALSE(static_cast<bool>(ShardingLayout::get({pmin, pavg}, {})));
}

TEST(ShardingLayoutTest, Queries) {
  ShardingLayout layout({Psum, S1, R, S1});
  EXPECT_EQ(layout.getShardedDims(), (SmallVector<int64_t>{1}));
  EXPECT_EQ(layout.getPartialAxes(), (SmallVector<int64_t>{0}));
  EXPECT_TRUE(layout.hasPartial());
  EXPECT_FALSE(layout.isFullyReplicated());
  EXPECT_EQ(layout.getMaxShardedDim(), 1);
  EXPECT_TRUE(layoutOf({R, R}).isFullyReplicated());
  EXPECT_EQ(layoutOf({R, Psum}).getMaxShardedDim(), -1);
}

} // namespace
