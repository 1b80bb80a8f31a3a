//===- ShardingLayout.cpp - Placements plus multi-axis shard order --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Placement/ShardingLayout.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace mlir::ap;
using llvm::ArrayRef;
using llvm::SmallVector;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The mesh axes that shard `tensorDim` in mesh-axis order.
static SmallVector<int64_t> getAxesInMeshOrder(ArrayRef<Placement> placements,
                                               int64_t tensorDim) {
  SmallVector<int64_t> axes;
  for (auto [axis, placement] : llvm::enumerate(placements))
    if (placement.isShardOf(tensorDim))
      axes.push_back(axis);
  return axes;
}

static SmallVector<int64_t> getShardedDimsOf(ArrayRef<Placement> placements) {
  SmallVector<int64_t> dims;
  for (const Placement &placement : placements)
    if (placement.isShard())
      dims.push_back(placement.getDim());
  llvm::sort(dims);
  dims.erase(std::unique(dims.begin(), dims.end()), dims.end());
  return dims;
}

ShardingLayout::ShardingLayout(ArrayRef<Placement> placements)
    : placements(placements.begin(), placements.end()) {}

llvm::Expected<ShardingLayout>
ShardingLayout::get(ArrayRef<Placement> placements,
                    ArrayRef<DimShardOrder> orders) {
  for (auto [axis, placement] : llvm::enumerate(placements))
    if (placement.isShard() && placement.getDim() < 0)
      return makeError(llvm::formatv(
          "placement of mesh axis {0} shards a negative tensor dim ({1})", axis,
          placement.getDim()));
  // Pending reductions of different kinds on different axes only have a
  // meaning independent of their order when they are all linear (sum, avg).
  std::optional<Placement> firstPartial;
  for (const Placement &placement : placements) {
    if (!placement.isPartial())
      continue;
    if (!firstPartial) {
      firstPartial = placement;
      continue;
    }
    if (placement.getReduction() != firstPartial->getReduction() &&
        !(isLinearReduction(placement.getReduction()) &&
          isLinearReduction(firstPartial->getReduction()))) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "placements " << *firstPartial << " and " << placement
         << " mix pending reductions whose result depends on the order they "
            "are applied in; only sum and avg may be mixed";
      return makeError(text);
    }
  }
  ShardingLayout layout(placements);
  SmallVector<int64_t> shardedDims = getShardedDimsOf(placements);
  // Start from mesh-axis order for every dim, then apply the explicit orders.
  SmallVector<SmallVector<int64_t>> perDim;
  for (int64_t dim : shardedDims)
    perDim.push_back(getAxesInMeshOrder(placements, dim));

  SmallVector<int64_t> seenDims;
  bool anyNonDefault = false;
  for (const DimShardOrder &order : orders) {
    if (llvm::is_contained(seenDims, order.tensorDim))
      return makeError(llvm::formatv(
          "shard order for tensor dim {0} is given more than once",
          order.tensorDim));
    seenDims.push_back(order.tensorDim);
    const auto *it = llvm::find(shardedDims, order.tensorDim);
    if (it == shardedDims.end())
      return makeError(llvm::formatv(
          "shard order given for tensor dim {0}, which no mesh axis shards",
          order.tensorDim));
    SmallVector<int64_t> &defaultAxes = perDim[it - shardedDims.begin()];
    SmallVector<int64_t> sortedGiven(order.meshAxes.begin(),
                                     order.meshAxes.end());
    llvm::sort(sortedGiven);
    if (sortedGiven != defaultAxes) {
      std::string expected;
      llvm::raw_string_ostream os(expected);
      llvm::interleaveComma(defaultAxes, os);
      return makeError(llvm::formatv(
          "shard order for tensor dim {0} must list exactly the mesh axes "
          "that shard it ([{1}]), each once",
          order.tensorDim, expected));
    }
    if (order.meshAxes != ArrayRef<int64_t>(defaultAxes)) {
      anyNonDefault = true;
      defaultAxes.assign(order.meshAxes.begin(), order.meshAxes.end());
    }
  }
  if (anyNonDefault)
    for (const SmallVector<int64_t> &axes : perDim)
      layout.axisOrder.append(axes.begin(), axes.end());
  return layout;
}

llvm::Expected<ShardingLayout>
ShardingLayout::getFromAxisOrder(ArrayRef<Placement> placements,
                                 ArrayRef<int64_t> axisOrder) {
  if (axisOrder.empty())
    return get(placements, {});
  int64_t numAxes = placements.size();
  llvm::SmallBitVector seen(numAxes);
  for (int64_t axis : axisOrder) {
    if (axis < 0 || axis >= numAxes)
      return makeError(llvm::formatv(
          "shard order names mesh axis {0}, but there are {1} placements", axis,
          numAxes));
    if (!placements[axis].isShard())
      return makeError(llvm::formatv(
          "shard order names mesh axis {0}, whose placement is not S(d)",
          axis));
    if (seen.test(axis))
      return makeError(
          llvm::formatv("shard order names mesh axis {0} twice", axis));
    seen.set(axis);
  }
  for (auto [axis, placement] : llvm::enumerate(placements))
    if (placement.isShard() && !seen.test(axis))
      return makeError(llvm::formatv(
          "shard order must name every mesh axis with an S(d) placement; "
          "mesh axis {0} is missing",
          axis));

  SmallVector<DimShardOrder> orders;
  for (int64_t dim : getShardedDimsOf(placements)) {
    DimShardOrder order;
    order.tensorDim = dim;
    for (int64_t axis : axisOrder)
      if (placements[axis].isShardOf(dim))
        order.meshAxes.push_back(axis);
    orders.push_back(std::move(order));
  }
  return get(placements, orders);
}

SmallVector<int64_t> ShardingLayout::getShardingAxes(int64_t tensorDim) const {
  if (axisOrder.empty())
    return getAxesInMeshOrder(placements, tensorDim);
  SmallVector<int64_t> axes;
  for (int64_t axis : axisOrder)
    if (placements[axis].isShardOf(tensorDim))
      axes.push_back(axis);
  return axes;
}

SmallVector<DimShardOrder> ShardingLayout::getExplicitOrders() const {
  SmallVector<DimShardOrder> orders;
  if (axisOrder.empty())
    return orders;
  for (int64_t dim : getShardedDims()) {
    SmallVector<int64_t> axes = getShardingAxes(dim);
    if (axes != getAxesInMeshOrder(placements, dim))
      orders.push_back(DimShardOrder{dim, {axes.begin(), axes.end()}});
  }
  return orders;
}

SmallVector<int64_t> ShardingLayout::getShardedDims() const {
  return getShardedDimsOf(placements);
}

SmallVector<int64_t> ShardingLayout::getPartialAxes() const {
  SmallVector<int64_t> axes;
  for (auto [axis, placement] : llvm::enumerate(placements))
    if (placement.isPartial())
      axes.push_back(axis);
  return axes;
}

bool ShardingLayout::isFullyReplicated() const {
  return llvm::all_of(placements,
                      [](const Placement &p) { return p.isReplicate(); });
}

bool ShardingLayout::hasPartial() const {
  return llvm::any_of(placements,
                      [](const Placement &p) { return p.isPartial(); });
}

int64_t ShardingLayout::getMaxShardedDim() const {
  int64_t maxDim = -1;
  for (const Placement &placement : placements)
    if (placement.isShard())
      maxDim = std::max(maxDim, placement.getDim());
  return maxDim;
}

void ShardingLayout::print(llvm::raw_ostream &os) const {
  os << "[";
  llvm::interleaveComma(placements, os);
  os << "]";
  SmallVector<DimShardOrder> orders = getExplicitOrders();
  if (orders.empty())
    return;
  os << ", order = {";
  llvm::interleaveComma(orders, os, [&](const DimShardOrder &order) {
    os << order.tensorDim << ": [";
    llvm::interleaveComma(order.meshAxes, os);
    os << "]";
  });
  os << "}";
}

//===----------------------------------------------------------------------===//
// Building layouts from their parts
//===----------------------------------------------------------------------===//

llvm::FailureOr<ShardingLayout> mlir::ap::buildLayout(
    int64_t meshRank, const AxisLists &dimAxes,
    llvm::ArrayRef<std::pair<int64_t, ReductionKind>> partials) {
  SmallVector<Placement> placements(meshRank, Placement::replicate());
  SmallVector<DimShardOrder> orders;
  for (auto [dim, axes] : llvm::enumerate(dimAxes)) {
    for (int64_t axis : axes)
      placements[axis] = Placement::shard(dim);
    if (!axes.empty())
      orders.push_back(
          DimShardOrder{static_cast<int64_t>(dim), {axes.begin(), axes.end()}});
  }
  for (auto [axis, kind] : partials)
    placements[axis] = Placement::partial(kind);
  llvm::Expected<ShardingLayout> layout =
      ShardingLayout::get(placements, orders);
  if (!layout) {
    llvm::consumeError(layout.takeError());
    return llvm::failure();
  }
  return *layout;
}

AxisLists mlir::ap::getDimAxes(const ShardingLayout &layout, int64_t rank) {
  AxisLists lists(rank);
  for (int64_t dim = 0; dim < rank; ++dim) {
    SmallVector<int64_t> axes = layout.getShardingAxes(dim);
    lists[dim].assign(axes.begin(), axes.end());
  }
  return lists;
}

llvm::SmallVector<std::pair<int64_t, ReductionKind>>
mlir::ap::getPartials(const ShardingLayout &layout) {
  SmallVector<std::pair<int64_t, ReductionKind>> partials;
  for (int64_t axis : layout.getPartialAxes())
    partials.push_back({axis, layout.getPlacements()[axis].getReduction()});
  return partials;
}
