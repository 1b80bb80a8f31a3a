//===- TensorDistribution.cpp - Global tensors over devices ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/TensorDistribution.h"

#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <limits>

using namespace mlir::ap;
using llvm::ArrayRef;
using llvm::SmallVector;

/// The device's real rows of `global`, padded to the local shape (uneven
/// sharding: the last chunks hold fewer real rows, possibly none) with
/// poison (HostTensor::fillPoison): a program must not read padding, and one
/// that does shows it.
static HostTensor extractPaddedSlice(const HostTensor &global,
                                     ArrayRef<int64_t> meshShape,
                                     const ShardingLayout &layout,
                                     ArrayRef<int64_t> coords) {
  HostTensor real = global.extractSlice(
      getDeviceSlice(meshShape, layout, global.getShape(), coords));
  SmallVector<int64_t> localShape =
      getLocalShape(meshShape, layout, global.getShape());
  if (real.getShape() == ArrayRef<int64_t>(localShape))
    return real;
  HostTensor padded(global.getKind(), localShape);
  padded.fillPoison(getDeviceRank(meshShape, coords));
  padded.insertSlice(real, TensorSlice{SmallVector<int64_t>(localShape.size()),
                                       SmallVector<int64_t>(real.getShape())});
  return padded;
}

HostTensor mlir::ap::getDeviceTensor(const HostTensor &global,
                                     ArrayRef<int64_t> meshShape,
                                     const ShardingLayout &layout,
                                     int64_t rank) {
  SmallVector<int64_t> coords = getDeviceCoords(meshShape, rank);
  HostTensor local = extractPaddedSlice(global, meshShape, layout, coords);
  // Partial sums: only the first device of the group of sum axes keeps the
  // value, the others the sum's identity: 0, for floats -0.0 (v + -0.0 is v
  // for every v, a -0.0 included; v + +0.0 turns -0.0 into +0.0). (avg, max
  // and min stay correct with the value everywhere.)
  SmallVector<int64_t> sumAxes;
  for (auto [axis, placement] : llvm::enumerate(layout.getPlacements()))
    if (placement.isPartial() && placement.getReduction() == ReductionKind::Sum)
      sumAxes.push_back(axis);
  if (!sumAxes.empty() && getGroupIndex(meshShape, sumAxes, coords) != 0) {
    bool isFloat = isFloatingPoint(local.getKind());
    for (int64_t i = 0; i < local.getNumElements(); ++i) {
      if (isFloat)
        local.set(i, -0.0);
      else
        local.setBits(i, 0);
    }
  }
  return local;
}

//===----------------------------------------------------------------------===//
// Random decomposition of partial values
//===----------------------------------------------------------------------===//

namespace {

/// Splits one element into `count` parts that reduce to it with `kind`.
class ElementSplitter {
public:
  ElementSplitter(ElementType kind, std::mt19937 &rng) : kind(kind), rng(rng) {
    unsigned width = getElementBitWidth(kind);
    mask = width == 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
    std::tie(signedLow, signedHigh) = getSignedRange(kind);
  }

  /// Element `index` of `value` split into `parts[member][index]`.
  void split(ReductionKind reduction, const HostTensor &value, int64_t index,
             llvm::MutableArrayRef<HostTensor> parts) {
    std::uniform_int_distribution<size_t> pick(0, parts.size() - 1);
    size_t holder = pick(rng);
    if (isFloatingPoint(kind))
      splitFloat(reduction, value.get(index), index, holder, parts);
    else
      splitInteger(reduction, value, index, holder, parts);
  }

private:
  double uniform(double low, double high) {
    return std::uniform_real_distribution<double>(low, high)(rng);
  }
  bool chance(double probability) { return uniform(0, 1) < probability; }

  void splitFloat(ReductionKind reduction, double v, int64_t index,
                  size_t holder, llvm::MutableArrayRef<HostTensor> parts) {
    size_t count = parts.size();
    bool finite = std::isfinite(v);
    // Parts of the order of the value (or of 1 at zero), small enough that
    // their sum cannot overflow.
    double scale = (v == 0 || !finite ? 1.0 : std::fabs(v)) / count;
    auto setAll = [&](double x) {
      for (HostTensor &part : parts)
        part.set(index, x);
    };
    switch (reduction) {
    case ReductionKind::Sum:
    case ReductionKind::Avg: {
      bool isSum = reduction == ReductionKind::Sum;
      // Non-finite values, or values so large that a few parts would
      // overflow: every part the value (avg), or the value once (sum).
      if (!finite || std::fabs(v) > 1e300 ||
          std::fabs(v) * 4 * count > getFloatLimits(kind).first) {
        if (isSum) {
          setAll(0);
          parts[holder].set(index, v);
        } else {
          setAll(v);
        }
        return;
      }
      if (isSum) {
        splitSumExactly(v, index, holder, parts);
        return;
      }
      // Random parts around v (avg) or 0 (sum), then the holder's part
      // makes the total exact in long double before its own rounding.
      long double total = isSum ? v : static_cast<long double>(v) * count;
      long double rest = total;
      for (size_t member = 0; member < count; ++member) {
        if (member == holder)
          continue;
        parts[member].set(index, (isSum ? 0 : v) + uniform(-scale, scale));
        rest -= parts[member].get(index);
      }
      parts[holder].set(index, static_cast<double>(rest));
      return;
    }
    case ReductionKind::Max:
    case ReductionKind::Min:
    case ReductionKind::MaxNum:
    case ReductionKind::MinNum: {
      bool isMax =
          reduction == ReductionKind::Max || reduction == ReductionKind::MaxNum;
      bool nanLoses = reduction == ReductionKind::MaxNum ||
                      reduction == ReductionKind::MinNum;
      double sign = isMax ? -1 : 1; // other parts lie on this side of v
      for (size_t member = 0; member < count; ++member) {
        double part;
        if (std::isnan(v)) {
          // maximumf: one NaN suffices, the others anything;
          // maxnumf: NaN only if every part is NaN.
          part = nanLoses ? v : uniform(-1, 1);
        } else if (nanLoses && chance(0.2)) {
          part = NAN;
        } else if (chance(0.2) || (std::isinf(v) && (v < 0) == isMax)) {
          part = v; // the extreme itself (the only choice past +-inf)
        } else if (std::isinf(v)) {
          part = uniform(-1, 1);
        } else {
          part = v + sign * uniform(0, 1) * scale * count;
          if (v == 0 && part == 0)
            part = sign * 0.0; // -0 < +0: a zero below +0 is -0
        }
        parts[member].set(index, part);
      }
      parts[holder].set(index, v);
      return;
    }
    case ReductionKind::UMax:
    case ReductionKind::UMin:
      break;
    }
    llvm_unreachable("a float reduction outside its domain");
  }

  /// A float sum split into parts on the grid of `v`'s last place: the
  /// others of `v`'s sign and together smaller than it, the holder the rest.
  /// Every partial sum of them, in any order, is a multiple of the grid of
  /// `v`'s sign and at most `v`'s magnitude, so exactly representable: the
  /// parts add up to `v` exactly, whatever order a collective adds them in,
  /// and the global value stays what it was (a value read from a file
  /// included). A zero is split into small multiples of 1/16 of both signs
  /// (-0.0 into -0.0s, whose sum is -0.0).
  void splitSumExactly(double v, int64_t index, size_t holder,
                       llvm::MutableArrayRef<HostTensor> parts) {
    size_t count = parts.size();
    double rest = v;
    for (size_t member = 0; member < count; ++member) {
      if (member == holder)
        continue;
      double part;
      if (v == 0) {
        part = std::signbit(v)
                   ? -0.0
                   : std::uniform_int_distribution<int>(-4, 4)(rng) / 16.0;
      } else {
        int exponent;
        std::frexp(v, &exponent);
        double grid = std::max(std::ldexp(getUnitRoundoff(kind), exponent),
                               getFloatLimits(kind).second);
        auto steps = static_cast<int64_t>(std::fabs(v) / (count * grid));
        part = std::copysign(
            std::uniform_int_distribution<int64_t>(0, steps)(rng) * grid, v);
      }
      parts[member].set(index, part);
      rest -= part;
    }
    // -0.0 - -0.0 is +0.0: the holder of a -0.0 keeps it.
    parts[holder].set(index, v == 0 && std::signbit(v) ? v : rest);
  }

  void splitInteger(ReductionKind reduction, const HostTensor &value,
                    int64_t index, size_t holder,
                    llvm::MutableArrayRef<HostTensor> parts) {
    size_t count = parts.size();
    uint64_t bits = value.getBits(index);
    int64_t v = value.getSigned(index);
    std::uniform_int_distribution<uint64_t> anyBits(0, mask);
    uint64_t sum = 0;
    for (size_t member = 0; member < count; ++member) {
      if (member == holder)
        continue;
      uint64_t part = 0;
      switch (reduction) {
      case ReductionKind::Sum:
        part = anyBits(rng);
        sum += part;
        break;
      case ReductionKind::Max:
        part = static_cast<uint64_t>(
            std::uniform_int_distribution<int64_t>(signedLow, v)(rng));
        break;
      case ReductionKind::Min:
        part = static_cast<uint64_t>(
            std::uniform_int_distribution<int64_t>(v, signedHigh)(rng));
        break;
      case ReductionKind::UMax:
        part = std::uniform_int_distribution<uint64_t>(0, bits)(rng);
        break;
      case ReductionKind::UMin:
        part = std::uniform_int_distribution<uint64_t>(bits, mask)(rng);
        break;
      default:
        llvm_unreachable("an integer reduction outside its domain");
      }
      parts[member].setBits(index, part);
    }
    // The holder: the value itself, or for sum what the others lack.
    parts[holder].setBits(
        index, reduction == ReductionKind::Sum ? (bits - sum) & mask : bits);
  }

  ElementType kind;
  std::mt19937 &rng;
  uint64_t mask;
  int64_t signedLow, signedHigh;
};

/// The device whose parts `coords` replicates: its coordinates on R axes
/// set to 0.
SmallVector<int64_t> getCanonicalCoords(const ShardingLayout &layout,
                                        ArrayRef<int64_t> coords) {
  SmallVector<int64_t> canonical(coords.begin(), coords.end());
  for (auto [axis, placement] : llvm::enumerate(layout.getPlacements()))
    if (placement.isReplicate())
      canonical[axis] = 0;
  return canonical;
}

} // namespace

SmallVector<HostTensor> mlir::ap::distributeTensor(HostTensor &global,
                                                   ArrayRef<int64_t> meshShape,
                                                   const ShardingLayout &layout,
                                                   PartialSplit split,
                                                   std::mt19937 &rng) {
  int64_t numDevices = getNumDevices(meshShape);
  SmallVector<HostTensor> devices;
  if (split == PartialSplit::FirstDevice || layout.getPartialAxes().empty()) {
    for (int64_t rank = 0; rank < numDevices; ++rank)
      devices.push_back(getDeviceTensor(global, meshShape, layout, rank));
    return devices;
  }
  for (int64_t rank = 0; rank < numDevices; ++rank)
    devices.push_back(extractPaddedSlice(global, meshShape, layout,
                                         getDeviceCoords(meshShape, rank)));
  // Undo the reduction axis by axis, last axis first: every group along the
  // axis holds one value, split into parts over its members. Only devices
  // with coordinate 0 on every R axis are split; the others copy them.
  ElementSplitter splitter(global.getKind(), rng);
  SmallVector<int64_t> partialAxes = layout.getPartialAxes();
  for (int64_t axis : llvm::reverse(partialAxes)) {
    ReductionKind reduction = layout.getPlacements()[axis].getReduction();
    for (int64_t rank = 0; rank < numDevices; ++rank) {
      SmallVector<int64_t> coords = getDeviceCoords(meshShape, rank);
      if (coords != getCanonicalCoords(layout, coords) || coords[axis] != 0)
        continue;
      SmallVector<int64_t> group = getGroupRanks(meshShape, {axis}, coords);
      HostTensor value = devices[rank];
      SmallVector<HostTensor> parts(group.size(), value);
      for (int64_t i = 0; i < value.getNumElements(); ++i)
        splitter.split(reduction, value, i, parts);
      for (auto [member, part] : llvm::zip_equal(group, parts))
        devices[member] = std::move(part);
    }
  }
  for (int64_t rank = 0; rank < numDevices; ++rank) {
    SmallVector<int64_t> coords = getDeviceCoords(meshShape, rank);
    SmallVector<int64_t> canonical = getCanonicalCoords(layout, coords);
    if (coords != canonical)
      devices[rank] = devices[getDeviceRank(meshShape, canonical)];
  }
  ReplicaCheck replicas;
  global = assembleGlobalTensor(devices, meshShape, layout, global.getShape(),
                                replicas);
  return devices;
}

//===----------------------------------------------------------------------===//
// Reassembly
//===----------------------------------------------------------------------===//

/// `members`' tensors reduced with `kind` by the runtime's element function.
static HostTensor reduceTensors(ArrayRef<const HostTensor *> members,
                                ReductionKind kind) {
  const HostTensor &first = *members.front();
  HostTensor result(first.getKind(), first.getShape());
  visitRealElementType(first.getKind(), [&](auto tag) {
    using T = decltype(tag);
    bool defined = runtime::reduceElements<T>(
        kind, members.size(),
        [&](size_t member) { return members[member]->getElements<T>(); },
        first.getNumElements(), result.getElements<T>());
    if (!defined)
      llvm::report_fatal_error("a partial output of a kind outside the "
                               "domain of its element type");
  });
  return result;
}

HostTensor mlir::ap::assembleGlobalTensor(ArrayRef<HostTensor> devices,
                                          ArrayRef<int64_t> meshShape,
                                          const ShardingLayout &layout,
                                          ArrayRef<int64_t> globalShape,
                                          ReplicaCheck &replicas) {
  replicas = ReplicaCheck();
  int64_t numDevices = devices.size();
  // Reduce partial axes one at a time, in layout order: after the step for
  // an axis, every member of a group along it holds the group's reduction.
  SmallVector<HostTensor> values(devices.begin(), devices.end());
  for (int64_t axis : layout.getPartialAxes()) {
    ReductionKind kind = layout.getPlacements()[axis].getReduction();
    SmallVector<HostTensor> reduced(numDevices);
    for (int64_t rank = 0; rank < numDevices; ++rank) {
      SmallVector<int64_t> coords = getDeviceCoords(meshShape, rank);
      if (coords[axis] != 0)
        continue;
      SmallVector<int64_t> group = getGroupRanks(meshShape, {axis}, coords);
      SmallVector<const HostTensor *> members;
      for (int64_t member : group)
        members.push_back(&values[member]);
      HostTensor value = reduceTensors(members, kind);
      for (int64_t member : group)
        reduced[member] = value;
    }
    values = std::move(reduced);
  }

  HostTensor global(devices.front().getKind(), globalShape);
  std::vector<bool> written(global.getNumElements(), false);
  for (int64_t rank = 0; rank < numDevices; ++rank) {
    TensorSlice slice = getDeviceSlice(meshShape, layout, globalShape,
                                       getDeviceCoords(meshShape, rank));
    // Padded chunks: only the leading real rows belong to the tensor.
    HostTensor value = values[rank];
    if (value.getShape() != ArrayRef<int64_t>(slice.sizes))
      value = value.extractSlice(
          TensorSlice{SmallVector<int64_t>(slice.sizes.size()), slice.sizes});
    forEachInSlice(globalShape, slice, [&](int64_t local, int64_t outer) {
      if (!written[outer]) {
        written[outer] = true;
        global.setBits(outer, value.getBits(local));
        return;
      }
      if (global.sameElement(outer, value, local))
        return;
      ++replicas.differing;
      replicas.maxDifference = std::max(replicas.maxDifference,
                                        global.distance(outer, value, local));
    });
  }
  return global;
}
