//===- MeshAlgebra.h - Shapes, slices and groups on a mesh ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The placement algebra on a concrete mesh (docs/PlacementModel.md):
//
//  - devices are numbered row-major over the mesh shape (rank r of a 2x4 mesh
//    has coordinates (r / 4, r % 4));
//  - a group is formed by an ordered list of mesh axes: the devices that agree
//    with a member on every other axis, numbered by the mixed-radix index of
//    their coordinates on the listed axes, first axis most significant. Axes
//    [0, 1] give the row-major group, [1, 0] the column-major one;
//  - a tensor dim of size n sharded by mesh axes a_0..a_k (major to minor) is
//    cut into k = prod(size(a_i)) chunks of c = ceil(n / k) rows, and a device
//    holds the chunk whose index is its group index over [a_0, ..., a_k]:
//    chunk i is global rows [i * c, min((i + 1) * c, n)) followed by padding
//    (uneven sharding: the last chunks hold fewer real rows, possibly none).
//
// Shapes use kDynamicSize (equal to mlir::ShapedType::kDynamic) for dynamic
// dims. Functions that take a layout expect one that passed
// verifyLayoutForShape.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PLACEMENT_MESHALGEBRA_H
#define SHARD_PLACEMENT_MESHALGEBRA_H

#include "Shard/Placement/ShardingLayout.h"

#include <limits>

namespace mlir {
namespace ap {

/// The marker of a dynamic dim; the same value as mlir::ShapedType::kDynamic.
constexpr int64_t kDynamicSize = std::numeric_limits<int64_t>::min();

//===----------------------------------------------------------------------===//
// Verification: each returns a user-facing message on failure.
//===----------------------------------------------------------------------===//

/// A mesh needs at least one axis, and every axis size must be >= 1.
llvm::Error verifyMeshShape(llvm::ArrayRef<int64_t> meshShape);

/// The layout must have one placement per mesh axis.
llvm::Error verifyLayoutForMesh(llvm::ArrayRef<int64_t> meshShape,
                                const ShardingLayout &layout);

/// verifyLayoutForMesh, plus: every sharded dim exists in the tensor and is
/// static. The mesh axes need not divide it (uneven sharding: padded chunks).
llvm::Error verifyLayoutForShape(llvm::ArrayRef<int64_t> meshShape,
                                 const ShardingLayout &layout,
                                 llvm::ArrayRef<int64_t> globalShape);

/// The same check as verifyLayoutForShape without building a message: for
/// hot loops (planner searches, strategy enumeration).
bool isValidForShape(llvm::ArrayRef<int64_t> meshShape,
                     const ShardingLayout &layout,
                     llvm::ArrayRef<int64_t> globalShape);

/// isValidForShape, and every sharded dim is divided evenly by its mesh axes
/// (no padding): for rules that cannot handle padded chunks (reshapes).
bool isEvenForShape(llvm::ArrayRef<int64_t> meshShape,
                    const ShardingLayout &layout,
                    llvm::ArrayRef<int64_t> globalShape);

/// The static sharded dims whose mesh axes do not divide them, ascending.
llvm::SmallVector<int64_t> getUnevenDims(llvm::ArrayRef<int64_t> meshShape,
                                         const ShardingLayout &layout,
                                         llvm::ArrayRef<int64_t> globalShape);

/// An ordered list of mesh axes for a collective: non-empty, in range, no
/// repeats.
llvm::Error verifyMeshAxes(llvm::ArrayRef<int64_t> meshShape,
                           llvm::ArrayRef<int64_t> meshAxes);

//===----------------------------------------------------------------------===//
// Devices and groups
//===----------------------------------------------------------------------===//

/// The product of `shape`'s sizes: a tensor's elements, a mesh's devices.
int64_t getNumElements(llvm::ArrayRef<int64_t> shape);

inline int64_t getNumDevices(llvm::ArrayRef<int64_t> meshShape) {
  return getNumElements(meshShape);
}

/// The product of the sizes of `meshAxes`.
int64_t getGroupSize(llvm::ArrayRef<int64_t> meshShape,
                     llvm::ArrayRef<int64_t> meshAxes);

/// Row-major coordinates of device `rank`.
llvm::SmallVector<int64_t> getDeviceCoords(llvm::ArrayRef<int64_t> meshShape,
                                           int64_t rank);
/// The rank of the device at `coords`.
int64_t getDeviceRank(llvm::ArrayRef<int64_t> meshShape,
                      llvm::ArrayRef<int64_t> coords);

/// The index of the device at `coords` within its group over `meshAxes`.
int64_t getGroupIndex(llvm::ArrayRef<int64_t> meshShape,
                      llvm::ArrayRef<int64_t> meshAxes,
                      llvm::ArrayRef<int64_t> coords);

/// The ranks of the group over `meshAxes` that contains the device at
/// `memberCoords`, listed by group index.
llvm::SmallVector<int64_t> getGroupRanks(llvm::ArrayRef<int64_t> meshShape,
                                         llvm::ArrayRef<int64_t> meshAxes,
                                         llvm::ArrayRef<int64_t> memberCoords);

/// Every group over `meshAxes` (a partition of the devices), each listed by
/// group index; groups are ordered by their first member's rank.
llvm::SmallVector<llvm::SmallVector<int64_t>>
getAllGroups(llvm::ArrayRef<int64_t> meshShape,
             llvm::ArrayRef<int64_t> meshAxes);

//===----------------------------------------------------------------------===//
// Shapes and slices
//===----------------------------------------------------------------------===//

/// How many chunks `tensorDim` is cut into (1 when it is not sharded).
int64_t getShardCount(llvm::ArrayRef<int64_t> meshShape,
                      const ShardingLayout &layout, int64_t tensorDim);

/// The per-device shape of a tensor of `globalShape`: ceil(n / chunks) on a
/// sharded dim of size n (padded when the chunks do not divide n).
llvm::SmallVector<int64_t> getLocalShape(llvm::ArrayRef<int64_t> meshShape,
                                         const ShardingLayout &layout,
                                         llvm::ArrayRef<int64_t> globalShape);

/// The global shape of a tensor whose per-device shape is `localShape`, if
/// the layout divides it evenly; under uneven sharding this is the padded
/// size (chunks * local size), and the real size must be known otherwise
/// (`ap.global_shape` on a partitioned function's arguments and results).
llvm::SmallVector<int64_t> getGlobalShape(llvm::ArrayRef<int64_t> meshShape,
                                          const ShardingLayout &layout,
                                          llvm::ArrayRef<int64_t> localShape);

/// A box of a tensor: per dim, the first index and the extent.
struct TensorSlice {
  llvm::SmallVector<int64_t> offsets;
  llvm::SmallVector<int64_t> sizes;

  bool operator==(const TensorSlice &other) const {
    return offsets == other.offsets && sizes == other.sizes;
  }
};

/// The slice of the global tensor held by the device at `coords`: its real
/// rows, which under uneven sharding may be fewer than the local shape (the
/// rest is padding), or none (offset n, size 0). Under a P placement every
/// device of the axis holds a (partial) value of the whole slice, so P and R
/// axes do not restrict the slice.
TensorSlice getDeviceSlice(llvm::ArrayRef<int64_t> meshShape,
                           const ShardingLayout &layout,
                           llvm::ArrayRef<int64_t> globalShape,
                           llvm::ArrayRef<int64_t> coords);

//===----------------------------------------------------------------------===//
// Equivalence
//===----------------------------------------------------------------------===//

/// The canonical form of `layout` on this mesh: a size-1 mesh axis holds the
/// whole tensor whatever its placement says, so S and P on it become R.
ShardingLayout normalize(llvm::ArrayRef<int64_t> meshShape,
                         const ShardingLayout &layout);

/// True when the two layouts put the same data on every device.
bool areEquivalent(llvm::ArrayRef<int64_t> meshShape, const ShardingLayout &lhs,
                   const ShardingLayout &rhs);

} // namespace ap
} // namespace mlir

#endif // SHARD_PLACEMENT_MESHALGEBRA_H
