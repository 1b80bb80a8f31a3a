//===- MeshAlgebra.cpp - Shapes, slices and groups on a device mesh -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Placement/MeshAlgebra.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <optional>

using namespace mlir::ap;
using llvm::ArrayRef;
using llvm::SmallVector;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

static std::string formatList(ArrayRef<int64_t> values) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(values, os);
  os << "]";
  return text;
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

llvm::Error mlir::ap::verifyMeshShape(ArrayRef<int64_t> meshShape) {
  if (meshShape.empty())
    return makeError("a mesh needs at least one axis");
  for (auto [axis, size] : llvm::enumerate(meshShape))
    if (size < 1)
      return makeError(llvm::formatv(
          "mesh axis {0} has size {1}; every axis size must be >= 1", axis,
          size == kDynamicSize ? std::string("?") : std::to_string(size)));
  // Device counts, ranks and group sizes are int64 products of axis sizes.
  int64_t devices = 1;
  for (int64_t size : meshShape)
    if (llvm::MulOverflow(devices, size, devices))
      return makeError("the mesh has more devices than int64 can count "
                       "(the product of its axis sizes overflows)");
  return llvm::Error::success();
}

llvm::Error mlir::ap::verifyLayoutForMesh(ArrayRef<int64_t> meshShape,
                                          const ShardingLayout &layout) {
  if (layout.getMeshRank() != static_cast<int64_t>(meshShape.size()))
    return makeError(llvm::formatv(
        "sharding has {0} placement(s), but the mesh has {1} axis/axes; "
        "give exactly one placement per mesh axis",
        layout.getMeshRank(), meshShape.size()));
  return llvm::Error::success();
}

llvm::Error mlir::ap::verifyLayoutForShape(ArrayRef<int64_t> meshShape,
                                           const ShardingLayout &layout,
                                           ArrayRef<int64_t> globalShape) {
  if (llvm::Error error = verifyLayoutForMesh(meshShape, layout))
    return error;
  int64_t rank = globalShape.size();
  for (auto [axis, placement] : llvm::enumerate(layout.getPlacements())) {
    if (!placement.isShard())
      continue;
    if (placement.getDim() < 0 || placement.getDim() >= rank)
      return makeError(llvm::formatv(
          "placement S({0}) of mesh axis {1} is out of range for a tensor of "
          "rank {2}",
          placement.getDim(), axis, rank));
  }
  for (int64_t dim : layout.getShardedDims()) {
    SmallVector<int64_t> axes = layout.getShardingAxes(dim);
    if (globalShape[dim] == kDynamicSize)
      return makeError(llvm::formatv(
          "tensor dim {0} is dynamic but sharded by mesh axes {1}; sharding "
          "a dynamic dim is not supported yet",
          dim, formatList(axes)));
  }
  return llvm::Error::success();
}

/// The chunk count of every dim of a tensor of rank `rank`, or nothing when
/// a placement is out of range or the layout does not fit the mesh.
static std::optional<SmallVector<int64_t, 6>>
getChunkCounts(ArrayRef<int64_t> meshShape, const ShardingLayout &layout,
               int64_t rank) {
  if (layout.getMeshRank() != static_cast<int64_t>(meshShape.size()))
    return std::nullopt;
  SmallVector<int64_t, 6> chunks(rank, 1);
  for (auto [axis, placement] : llvm::enumerate(layout.getPlacements())) {
    if (!placement.isShard())
      continue;
    int64_t dim = placement.getDim();
    if (dim < 0 || dim >= rank)
      return std::nullopt;
    chunks[dim] *= meshShape[axis];
  }
  return chunks;
}

/// Whether the layout fits the mesh and the tensor's rank, and every dim it
/// splits into more than one chunk satisfies `fits(size, chunks)`.
static bool allChunkedDimsFit(ArrayRef<int64_t> meshShape,
                              const ShardingLayout &layout,
                              ArrayRef<int64_t> globalShape,
                              llvm::function_ref<bool(int64_t, int64_t)> fits) {
  std::optional<SmallVector<int64_t, 6>> chunks =
      getChunkCounts(meshShape, layout, globalShape.size());
  if (!chunks)
    return false;
  for (auto [size, count] : llvm::zip_equal(globalShape, *chunks))
    if (count != 1 && !fits(size, count))
      return false;
  return true;
}

bool mlir::ap::isValidForShape(ArrayRef<int64_t> meshShape,
                               const ShardingLayout &layout,
                               ArrayRef<int64_t> globalShape) {
  return allChunkedDimsFit(
      meshShape, layout, globalShape,
      [](int64_t size, int64_t) { return size != kDynamicSize; });
}

bool mlir::ap::isEvenForShape(ArrayRef<int64_t> meshShape,
                              const ShardingLayout &layout,
                              ArrayRef<int64_t> globalShape) {
  return allChunkedDimsFit(meshShape, layout, globalShape,
                           [](int64_t size, int64_t chunks) {
                             return size != kDynamicSize && size % chunks == 0;
                           });
}

SmallVector<int64_t> mlir::ap::getUnevenDims(ArrayRef<int64_t> meshShape,
                                             const ShardingLayout &layout,
                                             ArrayRef<int64_t> globalShape) {
  SmallVector<int64_t> dims;
  for (auto [dim, size] : llvm::enumerate(globalShape)) {
    int64_t count = getShardCount(meshShape, layout, dim);
    if (count > 1 && size != kDynamicSize && size % count != 0)
      dims.push_back(dim);
  }
  return dims;
}

llvm::Error mlir::ap::verifyMeshAxes(ArrayRef<int64_t> meshShape,
                                     ArrayRef<int64_t> meshAxes) {
  if (meshAxes.empty())
    return makeError("expects at least one mesh axis");
  int64_t numAxes = meshShape.size();
  llvm::SmallBitVector seen(numAxes);
  for (int64_t axis : meshAxes) {
    if (axis < 0 || axis >= numAxes)
      return makeError(llvm::formatv(
          "mesh axis {0} is out of range for a mesh with {1} axis/axes", axis,
          numAxes));
    if (seen.test(axis))
      return makeError(
          llvm::formatv("mesh axis {0} is listed more than once", axis));
    seen.set(axis);
  }
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// Devices and groups
//===----------------------------------------------------------------------===//

int64_t mlir::ap::getNumElements(ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

int64_t mlir::ap::getGroupSize(ArrayRef<int64_t> meshShape,
                               ArrayRef<int64_t> meshAxes) {
  int64_t size = 1;
  for (int64_t axis : meshAxes)
    size *= meshShape[axis];
  return size;
}

SmallVector<int64_t> mlir::ap::getDeviceCoords(ArrayRef<int64_t> meshShape,
                                               int64_t rank) {
  SmallVector<int64_t> coords(meshShape.size());
  for (int64_t axis = meshShape.size() - 1; axis >= 0; --axis) {
    coords[axis] = rank % meshShape[axis];
    rank /= meshShape[axis];
  }
  return coords;
}

int64_t mlir::ap::getDeviceRank(ArrayRef<int64_t> meshShape,
                                ArrayRef<int64_t> coords) {
  int64_t rank = 0;
  for (auto [size, coord] : llvm::zip_equal(meshShape, coords))
    rank = rank * size + coord;
  return rank;
}

int64_t mlir::ap::getGroupIndex(ArrayRef<int64_t> meshShape,
                                ArrayRef<int64_t> meshAxes,
                                ArrayRef<int64_t> coords) {
  int64_t index = 0;
  for (int64_t axis : meshAxes)
    index = index * meshShape[axis] + coords[axis];
  return index;
}

SmallVector<int64_t> mlir::ap::getGroupRanks(ArrayRef<int64_t> meshShape,
                                             ArrayRef<int64_t> meshAxes,
                                             ArrayRef<int64_t> memberCoords) {
  int64_t groupSize = getGroupSize(meshShape, meshAxes);
  SmallVector<int64_t> ranks;
  ranks.reserve(groupSize);
  SmallVector<int64_t> coords(memberCoords.begin(), memberCoords.end());
  for (int64_t index = 0; index < groupSize; ++index) {
    // Decompose the group index over the listed axes, last axis fastest.
    int64_t rest = index;
    for (int64_t i = meshAxes.size() - 1; i >= 0; --i) {
      int64_t axis = meshAxes[i];
      coords[axis] = rest % meshShape[axis];
      rest /= meshShape[axis];
    }
    ranks.push_back(getDeviceRank(meshShape, coords));
  }
  return ranks;
}

SmallVector<SmallVector<int64_t>>
mlir::ap::getAllGroups(ArrayRef<int64_t> meshShape,
                       ArrayRef<int64_t> meshAxes) {
  SmallVector<SmallVector<int64_t>> groups;
  int64_t numDevices = getNumDevices(meshShape);
  llvm::SmallBitVector assigned(numDevices);
  for (int64_t rank = 0; rank < numDevices; ++rank) {
    if (assigned.test(rank))
      continue;
    SmallVector<int64_t> group =
        getGroupRanks(meshShape, meshAxes, getDeviceCoords(meshShape, rank));
    for (int64_t member : group)
      assigned.set(member);
    groups.push_back(std::move(group));
  }
  return groups;
}

//===----------------------------------------------------------------------===//
// Shapes and slices
//===----------------------------------------------------------------------===//

int64_t mlir::ap::getShardCount(ArrayRef<int64_t> meshShape,
                                const ShardingLayout &layout,
                                int64_t tensorDim) {
  int64_t count = 1;
  for (auto [axis, placement] : llvm::enumerate(layout.getPlacements()))
    if (placement.isShardOf(tensorDim))
      count *= meshShape[axis];
  return count;
}

SmallVector<int64_t> mlir::ap::getLocalShape(ArrayRef<int64_t> meshShape,
                                             const ShardingLayout &layout,
                                             ArrayRef<int64_t> globalShape) {
  SmallVector<int64_t> shape(globalShape.begin(), globalShape.end());
  for (auto [dim, size] : llvm::enumerate(shape))
    if (size != kDynamicSize)
      size = llvm::divideCeil(size, getShardCount(meshShape, layout, dim));
  return shape;
}

SmallVector<int64_t> mlir::ap::getGlobalShape(ArrayRef<int64_t> meshShape,
                                              const ShardingLayout &layout,
                                              ArrayRef<int64_t> localShape) {
  SmallVector<int64_t> shape(localShape.begin(), localShape.end());
  for (auto [dim, size] : llvm::enumerate(shape))
    if (size != kDynamicSize)
      size *= getShardCount(meshShape, layout, dim);
  return shape;
}

TensorSlice mlir::ap::getDeviceSlice(ArrayRef<int64_t> meshShape,
                                     const ShardingLayout &layout,
                                     ArrayRef<int64_t> globalShape,
                                     ArrayRef<int64_t> coords) {
  TensorSlice slice;
  slice.sizes = getLocalShape(meshShape, layout, globalShape);
  slice.offsets.assign(globalShape.size(), 0);
  for (int64_t dim : layout.getShardedDims()) {
    int64_t chunk =
        getGroupIndex(meshShape, layout.getShardingAxes(dim), coords);
    // Padded chunks: the last ones hold fewer real rows, possibly none.
    int64_t size = globalShape[dim];
    int64_t offset = std::min(chunk * slice.sizes[dim], size);
    slice.offsets[dim] = offset;
    slice.sizes[dim] = std::min(slice.sizes[dim], size - offset);
  }
  return slice;
}

//===----------------------------------------------------------------------===//
// Equivalence
//===----------------------------------------------------------------------===//

ShardingLayout mlir::ap::normalize(ArrayRef<int64_t> meshShape,
                                   const ShardingLayout &layout) {
  SmallVector<Placement> placements(layout.getPlacements().begin(),
                                    layout.getPlacements().end());
  for (auto [axis, placement] : llvm::enumerate(placements))
    if (meshShape[axis] == 1)
      placement = Placement::replicate();
  // Keep the relative order of the axes that still shard something.
  SmallVector<int64_t> axisOrder;
  for (int64_t axis : layout.getAxisOrder())
    if (placements[axis].isShard())
      axisOrder.push_back(axis);
  return llvm::cantFail(
      ShardingLayout::getFromAxisOrder(placements, axisOrder),
      "dropping the axes of a valid order leaves a valid order");
}

bool mlir::ap::areEquivalent(ArrayRef<int64_t> meshShape,
                             const ShardingLayout &lhs,
                             const ShardingLayout &rhs) {
  return normalize(meshShape, lhs) == normalize(meshShape, rhs);
}
