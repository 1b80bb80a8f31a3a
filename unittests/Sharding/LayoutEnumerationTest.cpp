//===- LayoutEnumerationTest.cpp - Every layout of a tensor ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// enumerateLayouts, the candidate layouts of a value: every R / S(d) /
// P(sum) choice per mesh axis of size > 1 (size-1 axes stay R), every order
// of the axes sharding one dim, exactly the layouts that divide the shape,
// each once, the replicated layout first. Checked by hand on small 1-D,
// 2-D and 3-D meshes (with non-dividing layouts dropped) and against a
// counting formula on many mesh / shape pairs.
//
//===----------------------------------------------------------------------===//

#include "Shard/Sharding/ShardingRuleOpInterface.h"

#include "../Placement/PlacementTestUtils.h"
#include "ShardingTestUtils.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::testing;
using llvm::ArrayRef;
using llvm::SmallVector;

namespace {

ShardingLayout ordered(std::initializer_list<Placement> placements,
                       DimShardOrder order) {
  return llvm::cantFail(ShardingLayout::get(placements, {order}));
}

TEST(EnumerateLayoutsTest, OneDimensionalMesh) {
  EXPECT_EQ(enumerateLayouts({2}, {4, 6}, true),
            (SmallVector<ShardingLayout>{layoutOf({R}), layoutOf({S0}),
                                         layoutOf({S1}), layoutOf({Psum})}));
  EXPECT_EQ(enumerateLayouts({2}, {4, 6}, false),
            (SmallVector<ShardingLayout>{layoutOf({R}), layoutOf({S0}),
                                         layoutOf({S1})}));
  // 3 is not divisible by 2: S(0) is dropped.
  EXPECT_EQ(enumerateLayouts({2}, {3, 4}, true),
            (SmallVector<ShardingLayout>{layoutOf({R}), layoutOf({S1}),
                                         layoutOf({Psum})}));
  // A scalar tensor: R or P.
  EXPECT_EQ(enumerateLayouts({4}, {}, true).size(), 2u);
  // A single device: only R.
  EXPECT_EQ(enumerateLayouts({1}, {4, 4}, true),
            SmallVector<ShardingLayout>{layoutOf({R})});
}

TEST(EnumerateLayoutsTest, TwoDimensionalMesh) {
  // {R, S0, S1, P} on each axis: 16, plus the second order of S0,S0 and of
  // S1,S1.
  SmallVector<ShardingLayout> layouts = enumerateLayouts({2, 2}, {4, 4}, true);
  EXPECT_EQ(layouts.size(), 18u);
  std::set<std::string> set = strs(layouts);
  for (const ShardingLayout &expected :
       {layoutOf({S0, S0}), ordered({S0, S0}, {0, {1, 0}}), layoutOf({S1, S1}),
        ordered({S1, S1}, {1, {1, 0}}), layoutOf({S0, S1}), layoutOf({S1, S0}),
        layoutOf({Psum, Psum}), layoutOf({Psum, S1}), layoutOf({R, Psum})})
    EXPECT_TRUE(set.count(str(expected))) << str(expected);
  // Without P: 3 * 3 + 2.
  EXPECT_EQ(enumerateLayouts({2, 2}, {4, 4}, false).size(), 11u);
  // Dim 0 of size 2 cannot take both axes (both orders dropped): 14 + 2.
  layouts = enumerateLayouts({2, 2}, {2, 4}, true);
  EXPECT_EQ(layouts.size(), 16u);
  EXPECT_FALSE(strs(layouts).count(str(layoutOf({S0, S0}))));
  EXPECT_EQ(enumerateLayouts({2, 2}, {2, 4}, false).size(), 9u);
  // 4 * 2 devices do not divide 4: R, S0 on one axis or the other.
  EXPECT_EQ(enumerateLayouts({4, 2}, {4}, false),
            (SmallVector<ShardingLayout>{layoutOf({R, R}), layoutOf({S0, R}),
                                         layoutOf({R, S0})}));
  // Three axes on one dim: 3! orders. R/S0 per axis: 1 + 3 + 3 * 2 + 6.
  EXPECT_EQ(enumerateLayouts({2, 2, 2}, {8}, false).size(), 16u);
  // A size-1 axis is always R: {R, S0, P} on two axes, plus one order.
  layouts = enumerateLayouts({2, 1, 3}, {6}, true);
  EXPECT_EQ(layouts.size(), 10u);
  for (const ShardingLayout &layout : layouts)
    EXPECT_TRUE(layout.getPlacements()[1].isReplicate()) << str(layout);
  EXPECT_EQ(enumerateLayouts({2, 1, 3}, {6}, false).size(), 5u);
}

/// The number of layouts by the formula: over every assignment of R, S(d)
/// or P to the axes of size > 1, the product over dims of k_d! (the orders
/// of the k_d axes sharding d) when those axes divide the dim, else 0.
int64_t countLayouts(ArrayRef<int64_t> mesh, ArrayRef<int64_t> shape,
                     bool withPartial) {
  SmallVector<int64_t> active;
  for (auto [axis, size] : llvm::enumerate(mesh))
    if (size > 1)
      active.push_back(axis);
  int64_t roles = 1 + shape.size() + withPartial, total = 0, assignments = 1;
  for (size_t i = 0; i < active.size(); ++i)
    assignments *= roles;
  for (int64_t code = 0; code < assignments; ++code) {
    SmallVector<int64_t> count(shape.size(), 0), product(shape.size(), 1);
    for (int64_t rest = code, i = 0; i < int64_t(active.size());
         ++i, rest /= roles) {
      int64_t role = rest % roles;
      if (role >= 1 && role <= int64_t(shape.size())) {
        ++count[role - 1];
        product[role - 1] *= mesh[active[i]];
      }
    }
    int64_t orders = 1;
    for (size_t dim = 0; dim < shape.size(); ++dim) {
      if (shape[dim] % product[dim] != 0)
        orders = 0;
      for (int64_t k = 2; k <= count[dim]; ++k)
        orders *= k;
    }
    total += orders;
  }
  return total;
}

TEST(EnumerateLayoutsTest, ExactlyTheDividingLayoutsOnce) {
  const SmallVector<SmallVector<int64_t>> meshes = {
      {2}, {3}, {4}, {2, 2}, {2, 3}, {4, 2}, {1, 4}, {2, 2, 2}, {2, 1, 3}};
  const SmallVector<SmallVector<int64_t>> shapes = {
      {}, {1}, {2}, {6}, {8}, {12}, {2, 3}, {4, 6}, {8, 8}, {6, 2, 4}};
  for (const auto &mesh : meshes)
    for (const auto &shape : shapes)
      for (bool withPartial : {false, true}) {
        SCOPED_TRACE(llvm::formatv("mesh [{0:$[, ]}] shape [{1:$[, ]}]{2}",
                                   llvm::make_range(mesh.begin(), mesh.end()),
                                   llvm::make_range(shape.begin(), shape.end()),
                                   withPartial ? " with P" : "")
                         .str());
        SmallVector<ShardingLayout> layouts =
            enumerateLayouts(mesh, shape, withPartial);
        ASSERT_FALSE(layouts.empty());
        EXPECT_TRUE(layouts.front().isFullyReplicated());
        EXPECT_EQ(int64_t(layouts.size()),
                  countLayouts(mesh, shape, withPartial));
        EXPECT_EQ(strs(layouts).size(), layouts.size()) << "duplicates";
        for (const ShardingLayout &layout : layouts) {
          EXPECT_TRUE(dividesShape(mesh, layout, shape)) << str(layout);
          EXPECT_TRUE(withPartial || !layout.hasPartial()) << str(layout);
          EXPECT_EQ(layout.getMeshRank(), int64_t(mesh.size()));
        }
      }
}

} // namespace
