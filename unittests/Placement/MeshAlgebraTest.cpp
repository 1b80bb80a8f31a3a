//===- MeshAlgebraTest.cpp - Worked examples of the mesh algebra ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Placement/MeshAlgebra.h"

#include "PlacementTestUtils.h"
#include "gtest/gtest.h"

using namespace mlir::ap;
using namespace mlir::ap::testing;
using llvm::SmallVector;

namespace {

std::string errorText(llvm::Error error) {
  if (!error)
    return "";
  return llvm::toString(std::move(error));
}

TEST(MeshAlgebraTest, DevicesAreRowMajor) {
  SmallVector<int64_t> mesh = {2, 3, 4};
  EXPECT_EQ(getNumDevices(mesh), 24);
  EXPECT_EQ(getDeviceCoords(mesh, 0), (SmallVector<int64_t>{0, 0, 0}));
  EXPECT_EQ(getDeviceCoords(mesh, 5), (SmallVector<int64_t>{0, 1, 1}));
  EXPECT_EQ(getDeviceCoords(mesh, 23), (SmallVector<int64_t>{1, 2, 3}));
  for (int64_t rank = 0; rank < 24; ++rank)
    EXPECT_EQ(getDeviceRank(mesh, getDeviceCoords(mesh, rank)), rank);
}

TEST(MeshAlgebraTest, GroupsRowAndColumnMajor) {
  // 2x3 mesh:  rank = 3 * i + j.
  SmallVector<int64_t> mesh = {2, 3};
  SmallVector<int64_t> device4 = getDeviceCoords(mesh, 4); // (1, 1)
  EXPECT_EQ(getGroupRanks(mesh, {1}, device4), (SmallVector<int64_t>{3, 4, 5}));
  EXPECT_EQ(getGroupRanks(mesh, {0}, device4), (SmallVector<int64_t>{1, 4}));
  // Row-major flattening: index 3 * i + j.
  EXPECT_EQ(getGroupRanks(mesh, {0, 1}, device4),
            (SmallVector<int64_t>{0, 1, 2, 3, 4, 5}));
  // Column-major flattening: index 2 * j + i.
  EXPECT_EQ(getGroupRanks(mesh, {1, 0}, device4),
            (SmallVector<int64_t>{0, 3, 1, 4, 2, 5}));
  EXPECT_EQ(getGroupIndex(mesh, {0, 1}, device4), 4);
  EXPECT_EQ(getGroupIndex(mesh, {1, 0}, device4), 3);
  EXPECT_EQ(getGroupSize(mesh, {1, 0}), 6);

  auto groups = getAllGroups(mesh, {0});
  ASSERT_EQ(groups.size(), 3u);
  EXPECT_EQ(groups[0], (SmallVector<int64_t>{0, 3}));
  EXPECT_EQ(groups[1], (SmallVector<int64_t>{1, 4}));
  EXPECT_EQ(groups[2], (SmallVector<int64_t>{2, 5}));
}

TEST(MeshAlgebraTest, GroupsOfNonContiguousAxes) {
  // 2x2x2 mesh, axes [2, 0]: the group skips the middle axis.
  SmallVector<int64_t> mesh = {2, 2, 2};
  auto groups = getAllGroups(mesh, {2, 0});
  ASSERT_EQ(groups.size(), 2u);
  // Members of rank 0's group, by index 2 * k + i: (0,0,0) (1,0,0) (0,0,1)
  // (1,0,1) -> ranks 0, 4, 1, 5.
  EXPECT_EQ(groups[0], (SmallVector<int64_t>{0, 4, 1, 5}));
  EXPECT_EQ(groups[1], (SmallVector<int64_t>{2, 6, 3, 7}));
}

TEST(MeshAlgebraTest, LocalShapeAndSlices) {
  SmallVector<int64_t> mesh = {2, 4};
  SmallVector<int64_t> global = {16, 12};
  ShardingLayout fsdpTp({S0, S1});
  EXPECT_EQ(getLocalShape(mesh, fsdpTp, global), (SmallVector<int64_t>{8, 3}));
  EXPECT_EQ(getGlobalShape(mesh, fsdpTp, {8, 3}), global);
  // Device (1, 2): rows 8..15, columns 6..8.
  TensorSlice slice = getDeviceSlice(mesh, fsdpTp, global, {1, 2});
  EXPECT_EQ(slice.offsets, (SmallVector<int64_t>{8, 6}));
  EXPECT_EQ(slice.sizes, (SmallVector<int64_t>{8, 3}));

  // Both axes on dim 0, mesh-axis order: chunk 4 * i + j of 8.
  ShardingLayout rowMajor({S0, S0});
  EXPECT_EQ(getLocalShape(mesh, rowMajor, global),
            (SmallVector<int64_t>{2, 12}));
  EXPECT_EQ(getDeviceSlice(mesh, rowMajor, global, {1, 2}).offsets,
            (SmallVector<int64_t>{12, 0}));
  // Reversed: chunk 2 * j + i.
  ShardingLayout colMajor =
      llvm::cantFail(ShardingLayout::get({S0, S0}, {DimShardOrder{0, {1, 0}}}));
  EXPECT_EQ(getDeviceSlice(mesh, colMajor, global, {1, 2}).offsets,
            (SmallVector<int64_t>{10, 0}));

  // P and R do not restrict the slice.
  TensorSlice partial =
      getDeviceSlice(mesh, layoutOf({Psum, R}), global, {1, 3});
  EXPECT_EQ(partial.offsets, (SmallVector<int64_t>{0, 0}));
  EXPECT_EQ(partial.sizes, global);
}

TEST(MeshAlgebraTest, DynamicDimsStayDynamicWhenNotSharded) {
  SmallVector<int64_t> mesh = {4};
  SmallVector<int64_t> global = {kDynamicSize, 8};
  ShardingLayout layout = layoutOf({S1});
  EXPECT_EQ(errorText(verifyLayoutForShape(mesh, layout, global)), "");
  EXPECT_EQ(getLocalShape(mesh, layout, global),
            (SmallVector<int64_t>{kDynamicSize, 2}));
}

TEST(MeshAlgebraTest, UnevenDimsArePadded) {
  // GPT-2's vocabulary on 8 devices: chunks of 6283, the last one 6276 real
  // rows; a 3-way axis on 10; a vocabulary of 67 on 2x2.
  EXPECT_EQ(errorText(verifyLayoutForShape({8}, layoutOf({S1}), {4, 50257})),
            "");
  EXPECT_EQ(getLocalShape({8}, layoutOf({S1}), {4, 50257}),
            (SmallVector<int64_t>{4, 6283}));
  TensorSlice last = getDeviceSlice({8}, layoutOf({S1}), {4, 50257}, {7});
  EXPECT_EQ(last.offsets, (SmallVector<int64_t>{0, 43981}));
  EXPECT_EQ(last.sizes, (SmallVector<int64_t>{4, 6276}));
  EXPECT_EQ(getLocalShape({3}, layoutOf({S0}), {10}),
            (SmallVector<int64_t>{4}));
  EXPECT_EQ(getDeviceSlice({3}, layoutOf({S0}), {10}, {2}).sizes,
            (SmallVector<int64_t>{2}));
  EXPECT_EQ(getLocalShape({2, 2}, layoutOf({S1, S1}), {32, 67}),
            (SmallVector<int64_t>{32, 17}));
  EXPECT_FALSE(isEvenForShape({2, 2}, layoutOf({S1, S1}), {32, 67}));
  EXPECT_EQ(getUnevenDims({2, 2}, layoutOf({S1, S1}), {32, 67}),
            (SmallVector<int64_t>{1}));
  // 5 rows on 4 devices: chunks of 2, the last device holds only padding.
  TensorSlice empty = getDeviceSlice({4}, layoutOf({S0}), {5}, {3});
  EXPECT_EQ(empty.offsets, (SmallVector<int64_t>{5}));
  EXPECT_EQ(empty.sizes, (SmallVector<int64_t>{0}));
}

TEST(MeshAlgebraTest, VerificationMessages) {
  EXPECT_EQ(errorText(verifyMeshShape({})), "a mesh needs at least one axis");
  EXPECT_EQ(errorText(verifyMeshShape({2, 0})),
            "mesh axis 1 has size 0; every axis size must be >= 1");
  EXPECT_EQ(errorText(verifyMeshShape({2, kDynamicSize})),
            "mesh axis 1 has size ?; every axis size must be >= 1");
  EXPECT_EQ(errorText(verifyLayoutForMesh({2, 2}, layoutOf({S0}))),
            "sharding has 1 placement(s), but the mesh has 2 axis/axes; give "
            "exactly one placement per mesh axis");
  EXPECT_EQ(errorText(verifyLayoutForShape({2}, layoutOf({S1}), {8})),
            "placement S(1) of mesh axis 0 is out of range for a tensor of "
            "rank 1");
  EXPECT_EQ(
      errorText(verifyLayoutForShape({2}, layoutOf({S0}), {kDynamicSize})),
      "tensor dim 0 is dynamic but sharded by mesh axes [0]; sharding a "
      "dynamic dim is not supported yet");
  EXPECT_EQ(errorText(verifyMeshAxes({2, 2}, {})),
            "expects at least one mesh axis");
  EXPECT_EQ(errorText(verifyMeshAxes({2, 2}, {0, 2})),
            "mesh axis 2 is out of range for a mesh with 2 axis/axes");
  EXPECT_EQ(errorText(verifyMeshAxes({2, 2}, {1, 1})),
            "mesh axis 1 is listed more than once");
  EXPECT_EQ(errorText(verifyMeshAxes({2, 2}, {1, 0})), "");
}

TEST(MeshAlgebraTest, NormalizeDropsSizeOneAxes) {
  SmallVector<int64_t> mesh = {1, 4, 1};
  ShardingLayout layout({S0, S1, Psum});
  EXPECT_EQ(normalize(mesh, layout), layoutOf({R, S1, R}));
  EXPECT_TRUE(areEquivalent(mesh, layout, layoutOf({R, S1, R})));
  EXPECT_FALSE(areEquivalent(mesh, layout, layoutOf({R, S0, R})));

  // An order that only involved a size-1 axis disappears with it.
  ShardingLayout ordered = llvm::cantFail(
      ShardingLayout::get({S0, S0, R}, {DimShardOrder{0, {1, 0}}}));
  EXPECT_EQ(normalize(mesh, ordered), layoutOf({R, S0, R}));

  // On a mesh without size-1 axes, orders matter.
  EXPECT_FALSE(areEquivalent({2, 2}, layoutOf({S0, S0}),
                             llvm::cantFail(ShardingLayout::get(
                                 {S0, S0}, {DimShardOrder{0, {1, 0}}}))));
}

} // namespace
