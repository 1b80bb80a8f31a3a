//===- PlacementPropertyTest.cpp - Exhaustive checks of the algebra -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// For every mesh of up to 3 axes (sizes 1..4 on 1-D and 2-D meshes, 1..3 on
// 3-D ones), every layout of a rank-2 or rank-3 tensor (R, P or S(d) per
// axis, with every shard order of every multi-axis dim) and every device:
//  - the slices of all devices tile the global tensor, each element held by
//    exactly (devices / chunks) devices;
//  - a device's slice has the local shape, and its chunk along a sharded dim
//    is its group index over that dim's axes (what all_gather and
//    shard_slice assume);
//  - the verifier accepts exactly the shapes the axes divide;
//  - without P placements, two layouts are equivalent iff every device holds
//    the same slice under both.
//
//===----------------------------------------------------------------------===//

#include "Shard/Placement/MeshAlgebra.h"
#include "llvm/Support/MathExtras.h"

#include "PlacementTestUtils.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <functional>
#include <map>

using namespace mlir::ap;
using namespace mlir::ap::testing;
using llvm::ArrayRef;
using llvm::SmallVector;

namespace {

/// Every mesh shape with `rank` axes whose sizes are in [1, maxSize].
SmallVector<SmallVector<int64_t>> enumerateMeshes(int64_t rank,
                                                  int64_t maxSize) {
  SmallVector<SmallVector<int64_t>> meshes = {{}};
  for (int64_t axis = 0; axis < rank; ++axis) {
    SmallVector<SmallVector<int64_t>> next;
    for (const auto &prefix : meshes)
      for (int64_t size = 1; size <= maxSize; ++size) {
        next.push_back(prefix);
        next.back().push_back(size);
      }
    meshes = std::move(next);
  }
  return meshes;
}

SmallVector<SmallVector<int64_t>> allMeshes() {
  SmallVector<SmallVector<int64_t>> meshes;
  for (auto [rank, maxSize] :
       {std::pair<int64_t, int64_t>{1, 4}, {2, 4}, {3, 3}})
    for (auto &mesh : enumerateMeshes(rank, maxSize))
      meshes.push_back(mesh);
  return meshes;
}

/// Every layout of a tensor of `tensorRank` on a mesh of `meshRank` axes,
/// with every shard order of every dim sharded by several axes.
std::vector<ShardingLayout>
enumerateLayouts(int64_t meshRank, int64_t tensorRank, bool withPartial) {
  SmallVector<Placement> choices = {Placement::replicate()};
  if (withPartial)
    choices.push_back(Placement::partial(ReductionKind::Sum));
  for (int64_t dim = 0; dim < tensorRank; ++dim)
    choices.push_back(Placement::shard(dim));

  std::vector<ShardingLayout> layouts;
  SmallVector<Placement> placements(meshRank);
  std::function<void(int64_t)> chooseAxis = [&](int64_t axis) {
    if (axis < meshRank) {
      for (const Placement &choice : choices) {
        placements[axis] = choice;
        chooseAxis(axis + 1);
      }
      return;
    }
    // Every permutation of the sharded axes gives every combination of
    // per-dim orders (several times; duplicates are removed below).
    SmallVector<int64_t> shardAxes;
    for (int64_t i = 0; i < meshRank; ++i)
      if (placements[i].isShard())
        shardAxes.push_back(i);
    do {
      ShardingLayout layout = llvm::cantFail(
          ShardingLayout::getFromAxisOrder(placements, shardAxes));
      if (std::find(layouts.begin(), layouts.end(), layout) == layouts.end())
        layouts.push_back(layout);
    } while (std::next_permutation(shardAxes.begin(), shardAxes.end()));
  };
  chooseAxis(0);
  return layouts;
}

/// A global shape that the layout divides: each dim is `factor` times its
/// chunk count.
SmallVector<int64_t> makeDivisibleShape(ArrayRef<int64_t> mesh,
                                        const ShardingLayout &layout,
                                        int64_t tensorRank, int64_t factor) {
  SmallVector<int64_t> shape;
  for (int64_t dim = 0; dim < tensorRank; ++dim)
    shape.push_back(getShardCount(mesh, layout, dim) * factor);
  return shape;
}

int64_t numElements(ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

/// Adds one to every element of `counts` (row-major over `shape`) inside
/// `slice`.
void markSlice(ArrayRef<int64_t> shape, const TensorSlice &slice,
               std::vector<int64_t> &counts) {
  int64_t rank = shape.size();
  SmallVector<int64_t> index(slice.offsets.begin(), slice.offsets.end());
  if (numElements(slice.sizes) == 0)
    return;
  while (true) {
    int64_t linear = 0;
    for (int64_t dim = 0; dim < rank; ++dim)
      linear = linear * shape[dim] + index[dim];
    ++counts[linear];
    int64_t dim = rank - 1;
    for (; dim >= 0; --dim) {
      if (++index[dim] < slice.offsets[dim] + slice.sizes[dim])
        break;
      index[dim] = slice.offsets[dim];
    }
    if (dim < 0)
      return;
  }
}

std::string describe(ArrayRef<int64_t> mesh, const ShardingLayout &layout) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "mesh [";
  llvm::interleaveComma(mesh, os);
  os << "] layout " << layout;
  return text;
}

TEST(PlacementPropertyTest, SlicesTileTheTensorAndMatchGroups) {
  int64_t checked = 0;
  for (const auto &mesh : allMeshes()) {
    int64_t numDevices = getNumDevices(mesh);
    for (int64_t tensorRank : {2, 3}) {
      for (const ShardingLayout &layout :
           enumerateLayouts(mesh.size(), tensorRank, /*withPartial=*/true)) {
        SCOPED_TRACE(describe(mesh, layout));
        SmallVector<int64_t> global =
            makeDivisibleShape(mesh, layout, tensorRank, /*factor=*/2);
        ASSERT_FALSE(
            static_cast<bool>(verifyLayoutForShape(mesh, layout, global)));
        SmallVector<int64_t> local = getLocalShape(mesh, layout, global);
        EXPECT_EQ(getGlobalShape(mesh, layout, local), global);

        int64_t chunks = 1;
        for (int64_t dim = 0; dim < tensorRank; ++dim)
          chunks *= getShardCount(mesh, layout, dim);
        ASSERT_EQ(numDevices % chunks, 0);

        std::vector<int64_t> counts(numElements(global), 0);
        for (int64_t rank = 0; rank < numDevices; ++rank) {
          SmallVector<int64_t> coords = getDeviceCoords(mesh, rank);
          TensorSlice slice = getDeviceSlice(mesh, layout, global, coords);
          EXPECT_EQ(slice.sizes, local);
          for (int64_t dim = 0; dim < tensorRank; ++dim) {
            EXPECT_GE(slice.offsets[dim], 0);
            EXPECT_LE(slice.offsets[dim] + slice.sizes[dim], global[dim]);
            // The chunk index along a dim is the group index over its axes,
            // and the members of that group hold consecutive chunks.
            SmallVector<int64_t> axes = layout.getShardingAxes(dim);
            int64_t index = getGroupIndex(mesh, axes, coords);
            EXPECT_EQ(slice.offsets[dim], index * local[dim]);
            SmallVector<int64_t> members = getGroupRanks(mesh, axes, coords);
            ASSERT_EQ(static_cast<int64_t>(members.size()),
                      getShardCount(mesh, layout, dim));
            EXPECT_EQ(members[index], rank);
            for (auto [g, member] : llvm::enumerate(members)) {
              TensorSlice other = getDeviceSlice(mesh, layout, global,
                                                 getDeviceCoords(mesh, member));
              EXPECT_EQ(other.offsets[dim],
                        static_cast<int64_t>(g) * local[dim]);
            }
          }
          markSlice(global, slice, counts);
        }
        int64_t copies = numDevices / chunks;
        for (int64_t count : counts)
          ASSERT_EQ(count, copies);
        ++checked;
      }
    }
  }
  // Guards against the enumeration silently changing: 47 meshes, rank-2 and
  // rank-3 tensors, every layout and shard order.
  EXPECT_EQ(checked, 8008);
  std::printf("checked %lld (mesh, layout) pairs\n",
              static_cast<long long>(checked));
}

TEST(PlacementPropertyTest, UnevenShapesArePaddedChunks) {
  int64_t uneven = 0;
  for (const auto &mesh : allMeshes()) {
    int64_t numDevices = getNumDevices(mesh);
    for (const ShardingLayout &layout :
         enumerateLayouts(mesh.size(), 2, /*withPartial=*/true)) {
      SCOPED_TRACE(describe(mesh, layout));
      int64_t chunks = 1;
      for (int64_t dim = 0; dim < 2; ++dim)
        chunks *= getShardCount(mesh, layout, dim);
      for (int64_t rows = 1; rows <= 13; ++rows) {
        for (int64_t cols : {1, 6, 7, 12}) {
          SmallVector<int64_t> global = {rows, cols};
          bool divisible = true;
          for (int64_t dim = 0; dim < 2; ++dim)
            divisible &= global[dim] % getShardCount(mesh, layout, dim) == 0;
          EXPECT_FALSE(
              static_cast<bool>(verifyLayoutForShape(mesh, layout, global)));
          EXPECT_TRUE(isValidForShape(mesh, layout, global));
          EXPECT_EQ(isEvenForShape(mesh, layout, global), divisible);
          EXPECT_EQ(getUnevenDims(mesh, layout, global).empty(), divisible);
          uneven += !divisible;
          SmallVector<int64_t> local = getLocalShape(mesh, layout, global);
          for (int64_t dim = 0; dim < 2; ++dim)
            EXPECT_EQ(local[dim],
                      llvm::divideCeil(global[dim],
                                       getShardCount(mesh, layout, dim)));
          // Chunk i holds rows [i * c, min((i + 1) * c, n)); the real parts
          // tile the tensor, each element held by devices / chunks devices.
          std::vector<int64_t> counts(numElements(global), 0);
          for (int64_t rank = 0; rank < numDevices; ++rank) {
            SmallVector<int64_t> coords = getDeviceCoords(mesh, rank);
            TensorSlice slice = getDeviceSlice(mesh, layout, global, coords);
            for (int64_t dim = 0; dim < 2; ++dim) {
              int64_t index =
                  getGroupIndex(mesh, layout.getShardingAxes(dim), coords);
              int64_t begin = std::min(index * local[dim], global[dim]);
              int64_t end = std::min((index + 1) * local[dim], global[dim]);
              EXPECT_EQ(slice.offsets[dim], begin);
              EXPECT_EQ(slice.sizes[dim], end - begin);
            }
            markSlice(global, slice, counts);
          }
          for (int64_t count : counts)
            ASSERT_EQ(count, numDevices / chunks);
        }
      }
    }
  }
  EXPECT_GT(uneven, 0);
}

TEST(PlacementPropertyTest, EquivalenceMeansSameSlicesEverywhere) {
  SmallVector<SmallVector<int64_t>> meshes = enumerateMeshes(1, 3);
  for (auto &mesh : enumerateMeshes(2, 3))
    meshes.push_back(mesh);
  for (SmallVector<int64_t> mesh :
       {SmallVector<int64_t>{2, 1, 2}, SmallVector<int64_t>{1, 2, 3},
        SmallVector<int64_t>{2, 2, 2}})
    meshes.push_back(mesh);

  int64_t equivalentPairs = 0;
  for (const auto &mesh : meshes) {
    std::vector<ShardingLayout> layouts =
        enumerateLayouts(mesh.size(), 2, /*withPartial=*/false);
    // The slices of every device, per layout, on a shape all layouts divide.
    int64_t side = getNumDevices(mesh) * 2;
    SmallVector<int64_t> global = {side, side};
    std::vector<std::vector<TensorSlice>> slices;
    for (const ShardingLayout &layout : layouts) {
      std::vector<TensorSlice> perDevice;
      for (int64_t rank = 0; rank < getNumDevices(mesh); ++rank)
        perDevice.push_back(
            getDeviceSlice(mesh, layout, global, getDeviceCoords(mesh, rank)));
      slices.push_back(std::move(perDevice));
    }
    for (size_t a = 0; a < layouts.size(); ++a) {
      for (size_t b = 0; b < layouts.size(); ++b) {
        bool sameSlices = slices[a] == slices[b];
        EXPECT_EQ(areEquivalent(mesh, layouts[a], layouts[b]), sameSlices)
            << describe(mesh, layouts[a]) << " vs "
            << describe(mesh, layouts[b]);
        equivalentPairs += sameSlices;
      }
    }
  }
  EXPECT_GT(equivalentPairs, 0);
}

} // namespace
