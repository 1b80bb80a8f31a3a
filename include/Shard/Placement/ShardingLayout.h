//===- ShardingLayout.h - Placements plus multi-axis order ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A ShardingLayout is the mesh-independent content of a sharding: one
// placement per mesh axis, plus the major-to-minor order of the mesh axes that
// shard the same tensor dim. By default that order is mesh-axis order
// ([S(0), S(0)] on a 2x4 mesh splits dim 0 into 8 chunks, chunk index
// 4 * i0 + i1); an explicit order reverses or permutes it (order {0: [1, 0]}
// gives chunk index 2 * i1 + i0, the column-major layout).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PLACEMENT_SHARDINGLAYOUT_H
#define SHARD_PLACEMENT_SHARDINGLAYOUT_H

#include "Shard/Placement/Placement.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/LogicalResult.h"

#include <utility>

namespace mlir {
namespace ap {

/// The major-to-minor order of the mesh axes that shard one tensor dim.
struct DimShardOrder {
  int64_t tensorDim = 0;
  llvm::SmallVector<int64_t, 4> meshAxes;

  bool operator==(const DimShardOrder &other) const {
    return tensorDim == other.tensorDim && meshAxes == other.meshAxes;
  }
};

/// Placements (one per mesh axis) and the shard order. Always canonical: two
/// layouts that mean the same thing on every mesh compare equal.
class ShardingLayout {
public:
  ShardingLayout() = default;
  /// A layout whose multi-axis shards use mesh-axis order.
  explicit ShardingLayout(llvm::ArrayRef<Placement> placements);

  /// A layout with explicit orders for some tensor dims. Fails if an order
  /// names a dim twice or does not list exactly the mesh axes that shard its
  /// dim. Orders equal to mesh-axis order are accepted and dropped.
  static llvm::Expected<ShardingLayout>
  get(llvm::ArrayRef<Placement> placements,
      llvm::ArrayRef<DimShardOrder> orders);

  /// A layout from a flat axis order: a permutation of the mesh axes with an
  /// S placement, whose restriction to each tensor dim is that dim's order.
  static llvm::Expected<ShardingLayout>
  getFromAxisOrder(llvm::ArrayRef<Placement> placements,
                   llvm::ArrayRef<int64_t> axisOrder);

  llvm::ArrayRef<Placement> getPlacements() const { return placements; }
  int64_t getMeshRank() const { return placements.size(); }

  /// The canonical flat axis order: empty when every tensor dim uses mesh-axis
  /// order; otherwise every mesh axis with an S placement, grouped by tensor
  /// dim (ascending), each group major to minor.
  llvm::ArrayRef<int64_t> getAxisOrder() const { return axisOrder; }
  bool hasDefaultOrder() const { return axisOrder.empty(); }

  /// The mesh axes that shard `tensorDim`, major to minor.
  llvm::SmallVector<int64_t> getShardingAxes(int64_t tensorDim) const;
  /// The orders of the tensor dims whose order is not mesh-axis order.
  llvm::SmallVector<DimShardOrder> getExplicitOrders() const;
  /// The tensor dims sharded by at least one mesh axis, ascending.
  llvm::SmallVector<int64_t> getShardedDims() const;
  /// The mesh axes with a P placement, ascending.
  llvm::SmallVector<int64_t> getPartialAxes() const;

  /// True when no mesh axis shards or holds partial values.
  bool isFullyReplicated() const;
  bool hasPartial() const;
  /// The largest sharded tensor dim, or -1 when nothing is sharded.
  int64_t getMaxShardedDim() const;

  bool operator==(const ShardingLayout &other) const {
    return placements == other.placements && axisOrder == other.axisOrder;
  }
  bool operator!=(const ShardingLayout &other) const {
    return !(*this == other);
  }

  /// Prints "[S(0), R]" or "[S(0), S(0)], order = {0: [1, 0]}", the body of
  /// the `#ap.sharding` attribute after the mesh.
  void print(llvm::raw_ostream &os) const;

private:
  llvm::SmallVector<Placement, 4> placements;
  llvm::SmallVector<int64_t, 4> axisOrder;
};

inline llvm::hash_code hash_value(const ShardingLayout &layout) {
  return llvm::hash_combine(
      llvm::hash_combine_range(layout.getPlacements().begin(),
                               layout.getPlacements().end()),
      llvm::hash_combine_range(layout.getAxisOrder().begin(),
                               layout.getAxisOrder().end()));
}

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                                     const ShardingLayout &layout) {
  layout.print(os);
  return os;
}

//===----------------------------------------------------------------------===//
// Building layouts from their parts
//===----------------------------------------------------------------------===//

/// Per tensor dim: the mesh axes sharding it, major to minor.
using AxisLists = llvm::SmallVector<llvm::SmallVector<int64_t, 4>>;

/// The layout with `dimAxes` sharding and `partials` pending on a mesh of
/// `meshRank` axes (other axes R); fails for layouts the model rejects.
llvm::FailureOr<ShardingLayout>
buildLayout(int64_t meshRank, const AxisLists &dimAxes,
            llvm::ArrayRef<std::pair<int64_t, ReductionKind>> partials);

/// Per dim of a tensor of rank `rank`: the axes sharding it, major to minor.
AxisLists getDimAxes(const ShardingLayout &layout, int64_t rank);

/// The partial axes of `layout` with their reductions, in axis order.
llvm::SmallVector<std::pair<int64_t, ReductionKind>>
getPartials(const ShardingLayout &layout);

} // namespace ap
} // namespace mlir

#endif // SHARD_PLACEMENT_SHARDINGLAYOUT_H
