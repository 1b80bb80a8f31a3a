//===- Simulator.cpp - Per-device arrays and collective semantics ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Simulator.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace mlir::ap;
using namespace mlir::ap::sim;
using llvm::ArrayRef;
using llvm::SmallVector;

namespace {

int64_t product(ArrayRef<int64_t> values) {
  int64_t result = 1;
  for (int64_t value : values)
    result *= value;
  return result;
}

SmallVector<int64_t, 4> getStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t, 4> strides(shape.size(), 1);
  for (int64_t dim = static_cast<int64_t>(shape.size()) - 2; dim >= 0; --dim)
    strides[dim] = strides[dim + 1] * shape[dim + 1];
  return strides;
}

/// Calls fn(linear index in `shape`, multi-index) for every element.
void forEachIndex(ArrayRef<int64_t> shape,
                  llvm::function_ref<void(int64_t, ArrayRef<int64_t>)> fn) {
  int64_t count = product(shape);
  SmallVector<int64_t, 4> index(shape.size(), 0);
  for (int64_t linear = 0; linear < count; ++linear) {
    fn(linear, index);
    for (int64_t dim = static_cast<int64_t>(shape.size()) - 1; dim >= 0;
         --dim) {
      if (++index[dim] < shape[dim])
        break;
      index[dim] = 0;
    }
  }
}

void combine(Array &acc, const Array &other, ReductionKind kind) {
  for (auto [a, b] : llvm::zip_equal(acc.data, other.data)) {
    switch (kind) {
    case ReductionKind::Sum:
    case ReductionKind::Avg:
      a += b;
      break;
    // The simulator holds non-negative doubles without NaN: every max
    // (min) kind is the same function on them.
    case ReductionKind::Max:
    case ReductionKind::UMax:
    case ReductionKind::MaxNum:
      a = std::max(a, b);
      break;
    case ReductionKind::Min:
    case ReductionKind::UMin:
    case ReductionKind::MinNum:
      a = std::min(a, b);
      break;
    }
  }
}

/// Reduces the arrays of `ranks` with the semantics of a collective.
Array reduceGroup(const DeviceArrays &devices, ArrayRef<int64_t> ranks,
                  ReductionKind kind) {
  Array result = devices[ranks[0]];
  for (int64_t rank : ranks.drop_front())
    combine(result, devices[rank], kind);
  if (kind == ReductionKind::Avg)
    for (double &value : result.data)
      value /= static_cast<double>(ranks.size());
  return result;
}

} // namespace

Array Array::zeros(ArrayRef<int64_t> shape) {
  Array array;
  array.shape.assign(shape.begin(), shape.end());
  array.data.assign(product(shape), 0.0);
  return array;
}

Array sim::extractSlice(const Array &array, const TensorSlice &slice) {
  Array result = Array::zeros(slice.sizes);
  SmallVector<int64_t, 4> strides = getStrides(array.shape);
  forEachIndex(slice.sizes, [&](int64_t linear, ArrayRef<int64_t> index) {
    int64_t source = 0;
    for (size_t dim = 0; dim < index.size(); ++dim)
      source += (index[dim] + slice.offsets[dim]) * strides[dim];
    result.data[linear] = array.data[source];
  });
  return result;
}

Array sim::getChunk(const Array &array, int64_t dim, int64_t count,
                    int64_t index) {
  TensorSlice slice;
  slice.sizes.assign(array.shape.begin(), array.shape.end());
  slice.offsets.assign(array.shape.size(), 0);
  slice.sizes[dim] /= count;
  slice.offsets[dim] = index * slice.sizes[dim];
  return extractSlice(array, slice);
}

Array sim::concat(ArrayRef<Array> parts, int64_t dim) {
  SmallVector<int64_t, 4> shape(parts[0].shape.begin(), parts[0].shape.end());
  shape[dim] *= parts.size();
  Array result = Array::zeros(shape);
  SmallVector<int64_t, 4> strides = getStrides(shape);
  for (auto [part, array] : llvm::enumerate(parts)) {
    int64_t offset = part * array.shape[dim];
    forEachIndex(array.shape, [&](int64_t linear, ArrayRef<int64_t> index) {
      int64_t target = 0;
      for (size_t d = 0; d < index.size(); ++d)
        target += (index[d] + (static_cast<int64_t>(d) == dim ? offset : 0)) *
                  strides[d];
      result.data[target] = array.data[linear];
    });
  }
  return result;
}

/// The devices that share `rank`'s slice: those that differ from it only on
/// the partial axes, as a group over those axes.
static SmallVector<int64_t> getPartialGroup(ArrayRef<int64_t> meshShape,
                                            const ShardingLayout &layout,
                                            int64_t rank) {
  SmallVector<int64_t> axes = layout.getPartialAxes();
  if (axes.empty())
    return {rank};
  return getGroupRanks(meshShape, axes, getDeviceCoords(meshShape, rank));
}

/// What the members of a partial group combine with: sum unless all partial
/// axes are a max or min kind; avg axes divide by their sizes afterwards.
static ReductionKind getCombiner(const ShardingLayout &layout) {
  for (const Placement &placement : layout.getPlacements())
    if (placement.isPartial() && !isLinearReduction(placement.getReduction()))
      return placement.getReduction();
  return ReductionKind::Sum;
}

static bool isMaxKind(ReductionKind kind) {
  return kind == ReductionKind::Max || kind == ReductionKind::UMax ||
         kind == ReductionKind::MaxNum;
}

static int64_t getAvgDivisor(ArrayRef<int64_t> meshShape,
                             const ShardingLayout &layout) {
  int64_t divisor = 1;
  for (auto [axis, placement] : llvm::enumerate(layout.getPlacements()))
    if (placement.isPartial() && placement.getReduction() == ReductionKind::Avg)
      divisor *= meshShape[axis];
  return divisor;
}

DeviceArrays sim::distribute(ArrayRef<int64_t> meshShape,
                             const ShardingLayout &layout, const Array &global,
                             std::mt19937 &rng) {
  int64_t numDevices = getNumDevices(meshShape);
  DeviceArrays devices(numDevices);
  for (int64_t rank = 0; rank < numDevices; ++rank)
    devices[rank] =
        extractSlice(global, getDeviceSlice(meshShape, layout, global.shape,
                                            getDeviceCoords(meshShape, rank)));
  if (!layout.hasPartial())
    return devices;

  ReductionKind combiner = getCombiner(layout);
  int64_t avgDivisor = getAvgDivisor(meshShape, layout);
  std::uniform_int_distribution<int> noise(0, 3);
  std::vector<bool> done(numDevices, false);
  for (int64_t rank = 0; rank < numDevices; ++rank) {
    if (done[rank])
      continue;
    SmallVector<int64_t> group = getPartialGroup(meshShape, layout, rank);
    Array value = devices[rank];
    for (int64_t member : group)
      done[member] = true;
    if (combiner == ReductionKind::Sum) {
      // The first member makes up the difference to value * avgDivisor.
      Array rest = Array::zeros(value.shape);
      for (int64_t member : llvm::drop_begin(group)) {
        for (double &element : devices[member].data)
          element = noise(rng) - 1.0;
        combine(rest, devices[member], ReductionKind::Sum);
      }
      for (auto [element, other] :
           llvm::zip_equal(devices[group[0]].data, rest.data))
        element = element * avgDivisor - other;
      continue;
    }
    // max / min: the first member holds the value, the others are below
    // (above) it.
    double sign = isMaxKind(combiner) ? -1.0 : 1.0;
    for (int64_t member : llvm::drop_begin(group))
      for (double &element : devices[member].data)
        element += sign * noise(rng);
  }
  return devices;
}

std::optional<std::string> sim::checkLayout(ArrayRef<int64_t> meshShape,
                                            const ShardingLayout &layout,
                                            const Array &global,
                                            const DeviceArrays &devices) {
  ReductionKind combiner = getCombiner(layout);
  int64_t avgDivisor = getAvgDivisor(meshShape, layout);
  for (int64_t rank = 0; rank < static_cast<int64_t>(devices.size()); ++rank) {
    TensorSlice slice = getDeviceSlice(meshShape, layout, global.shape,
                                       getDeviceCoords(meshShape, rank));
    Array expected = extractSlice(global, slice);
    SmallVector<int64_t> group = getPartialGroup(meshShape, layout, rank);
    for (int64_t member : group)
      if (devices[member].shape != expected.shape)
        return "device " + std::to_string(member) + " has the wrong shape";
    Array combined = devices[group[0]];
    for (int64_t member : llvm::drop_begin(group))
      combine(combined, devices[member], combiner);
    for (double &value : combined.data)
      value /= static_cast<double>(avgDivisor);
    if (!(combined == expected))
      return "device " + std::to_string(rank) +
             " does not hold its slice of the layout";
  }
  return std::nullopt;
}

DeviceArrays sim::applyStep(ArrayRef<int64_t> meshShape,
                            const RedistributionStep &step,
                            const DeviceArrays &devices) {
  int64_t numDevices = devices.size();
  int64_t groupSize = getGroupSize(meshShape, step.meshAxes);
  DeviceArrays result(numDevices);
  for (int64_t rank = 0; rank < numDevices; ++rank) {
    SmallVector<int64_t> coords = getDeviceCoords(meshShape, rank);
    SmallVector<int64_t> group =
        getGroupRanks(meshShape, step.meshAxes, coords);
    int64_t index = getGroupIndex(meshShape, step.meshAxes, coords);
    switch (step.kind) {
    case StepKind::AllGather: {
      SmallVector<Array> parts;
      for (int64_t member : group)
        parts.push_back(devices[member]);
      result[rank] = concat(parts, step.dim);
      break;
    }
    case StepKind::ReduceScatter:
      result[rank] = getChunk(reduceGroup(devices, group, step.reduction),
                              step.dim, groupSize, index);
      break;
    case StepKind::AllReduce:
      result[rank] = reduceGroup(devices, group, step.reduction);
      break;
    case StepKind::AllToAll: {
      SmallVector<Array> parts;
      for (int64_t member : group)
        parts.push_back(getChunk(devices[member], step.dim, groupSize, index));
      result[rank] = concat(parts, step.concatDim);
      break;
    }
    case StepKind::ShardSlice:
      result[rank] = getChunk(devices[rank], step.dim, groupSize, index);
      break;
    case StepKind::ReplicateToPartial:
      result[rank] = devices[rank];
      if (step.reduction == ReductionKind::Sum && index != 0)
        result[rank] = Array::zeros(devices[rank].shape);
      break;
    }
  }
  return result;
}
