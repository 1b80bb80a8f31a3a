//===- HostTensor.cpp - Dense tensors on the host, for execution ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/HostTensor.h"
#include "Shard/Runtime/HalfFloat.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"

#include <cmath>
#include <cstring>

using namespace mlir::ap;
using llvm::ArrayRef;
using llvm::SmallVector;
using runtime::BFloat;
using runtime::Half;

int64_t mlir::ap::getElementBytes(ElementKind kind) {
  switch (kind) {
  case ElementKind::I1:
  case ElementKind::I8:
    return 1;
  case ElementKind::F16:
  case ElementKind::BF16:
  case ElementKind::I16:
    return 2;
  case ElementKind::F32:
  case ElementKind::I32:
    return 4;
  case ElementKind::F64:
  case ElementKind::I64:
    return 8;
  }
  llvm_unreachable("unknown element kind");
}

bool mlir::ap::isFloatingPoint(ElementKind kind) {
  return kind == ElementKind::F16 || kind == ElementKind::BF16 ||
         kind == ElementKind::F32 || kind == ElementKind::F64;
}

llvm::StringRef mlir::ap::stringifyElementKind(ElementKind kind) {
  switch (kind) {
  case ElementKind::F16:
    return "f16";
  case ElementKind::BF16:
    return "bf16";
  case ElementKind::F32:
    return "f32";
  case ElementKind::F64:
    return "f64";
  case ElementKind::I1:
    return "i1";
  case ElementKind::I8:
    return "i8";
  case ElementKind::I16:
    return "i16";
  case ElementKind::I32:
    return "i32";
  case ElementKind::I64:
    return "i64";
  }
  llvm_unreachable("unknown element kind");
}

static int64_t product(ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

HostTensor::HostTensor(ElementKind kind, ArrayRef<int64_t> shape)
    : kind(kind), shape(shape.begin(), shape.end()),
      numElements(product(shape)),
      bytes(numElements * getElementBytes(kind), 0) {}

template <typename T> static T load(const uint8_t *bytes, int64_t index) {
  T value;
  std::memcpy(&value, bytes + index * sizeof(T), sizeof(T));
  return value;
}

template <typename T>
static void store(uint8_t *bytes, int64_t index, T value) {
  std::memcpy(bytes + index * sizeof(T), &value, sizeof(T));
}

double HostTensor::get(int64_t index) const {
  const uint8_t *data = bytes.data();
  switch (kind) {
  case ElementKind::F16:
    return load<Half>(data, index).toFloat();
  case ElementKind::BF16:
    return load<BFloat>(data, index).toFloat();
  case ElementKind::F32:
    return load<float>(data, index);
  case ElementKind::F64:
    return load<double>(data, index);
  case ElementKind::I1:
    return load<uint8_t>(data, index) & 1;
  case ElementKind::I8:
    return load<int8_t>(data, index);
  case ElementKind::I16:
    return load<int16_t>(data, index);
  case ElementKind::I32:
    return load<int32_t>(data, index);
  case ElementKind::I64:
    return static_cast<double>(load<int64_t>(data, index));
  }
  llvm_unreachable("unknown element kind");
}

void HostTensor::set(int64_t index, double value) {
  uint8_t *data = bytes.data();
  switch (kind) {
  case ElementKind::F16:
    return store(data, index, Half::fromFloat(static_cast<float>(value)));
  case ElementKind::BF16:
    return store(data, index, BFloat::fromFloat(static_cast<float>(value)));
  case ElementKind::F32:
    return store(data, index, static_cast<float>(value));
  case ElementKind::F64:
    return store(data, index, value);
  case ElementKind::I1:
    return store(data, index, static_cast<uint8_t>(value != 0));
  case ElementKind::I8:
    return store(data, index, static_cast<int8_t>(value));
  case ElementKind::I16:
    return store(data, index, static_cast<int16_t>(value));
  case ElementKind::I32:
    return store(data, index, static_cast<int32_t>(value));
  case ElementKind::I64:
    return store(data, index, static_cast<int64_t>(value));
  }
}

void HostTensor::fillRandom(std::mt19937 &rng, int64_t intLow,
                            int64_t intHigh) {
  std::uniform_real_distribution<double> real(-1.0, 1.0);
  std::uniform_int_distribution<int64_t> integer(intLow, intHigh);
  std::uniform_int_distribution<int> bit(0, 1);
  for (int64_t i = 0; i < numElements; ++i) {
    if (isFloatingPoint(kind))
      set(i, real(rng));
    else if (kind == ElementKind::I1)
      set(i, bit(rng));
    else
      set(i, static_cast<double>(integer(rng)));
  }
}

/// Calls fn(linear index in the box, linear index in `shape`) for every
/// element of `slice`.
template <typename Fn>
static void forEachInSlice(ArrayRef<int64_t> shape, const TensorSlice &slice,
                           Fn fn) {
  int64_t rank = shape.size();
  int64_t count = product(slice.sizes);
  SmallVector<int64_t, 4> index(rank, 0);
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t outer = 0;
    for (int64_t dim = 0; dim < rank; ++dim)
      outer = outer * shape[dim] + slice.offsets[dim] + index[dim];
    fn(linear, outer);
    for (int64_t dim = rank - 1; dim >= 0; --dim) {
      if (++index[dim] < slice.sizes[dim])
        break;
      index[dim] = 0;
    }
  }
}

HostTensor HostTensor::extractSlice(const TensorSlice &slice) const {
  HostTensor part(kind, slice.sizes);
  int64_t width = getElementBytes(kind);
  forEachInSlice(shape, slice, [&](int64_t inner, int64_t outer) {
    std::memcpy(part.bytes.data() + inner * width, bytes.data() + outer * width,
                width);
  });
  return part;
}

void HostTensor::insertSlice(const HostTensor &part, const TensorSlice &slice) {
  int64_t width = getElementBytes(kind);
  forEachInSlice(shape, slice, [&](int64_t inner, int64_t outer) {
    std::memcpy(bytes.data() + outer * width, part.bytes.data() + inner * width,
                width);
  });
}

HostTensor mlir::ap::getDeviceTensor(const HostTensor &global,
                                     ArrayRef<int64_t> meshShape,
                                     const ShardingLayout &layout,
                                     int64_t rank) {
  SmallVector<int64_t> coords = getDeviceCoords(meshShape, rank);
  HostTensor local = global.extractSlice(
      getDeviceSlice(meshShape, layout, global.getShape(), coords));
  // Partial sums: only the first device of the group of sum axes keeps the
  // value. (avg, max and min stay correct with the value everywhere.)
  SmallVector<int64_t> sumAxes;
  for (auto [axis, placement] : llvm::enumerate(layout.getPlacements()))
    if (placement.isPartial() && placement.getReduction() == ReductionKind::Sum)
      sumAxes.push_back(axis);
  if (!sumAxes.empty() && getGroupIndex(meshShape, sumAxes, coords) != 0)
    for (int64_t i = 0; i < local.getNumElements(); ++i)
      local.set(i, 0);
  return local;
}

HostTensor mlir::ap::assembleGlobalTensor(ArrayRef<HostTensor> devices,
                                          ArrayRef<int64_t> meshShape,
                                          const ShardingLayout &layout,
                                          ArrayRef<int64_t> globalShape,
                                          double &replicaMismatch) {
  replicaMismatch = 0;
  ElementKind kind = devices.front().getKind();
  HostTensor global(kind, globalShape);
  std::vector<bool> written(global.getNumElements(), false);
  SmallVector<int64_t> partialAxes = layout.getPartialAxes();
  for (int64_t rank = 0; rank < static_cast<int64_t>(devices.size()); ++rank) {
    SmallVector<int64_t> coords = getDeviceCoords(meshShape, rank);
    // The partial group's value, computed once per device (each member
    // computes the same reduction, in group order).
    SmallVector<int64_t> group = {rank};
    if (!partialAxes.empty())
      group = getGroupRanks(meshShape, partialAxes, coords);
    // Reduced in double, then rounded to the element type (so that replicas
    // compare as the stored values they are).
    HostTensor value(kind, devices[rank].getShape());
    for (int64_t i = 0; i < devices[rank].getNumElements(); ++i) {
      double sum = 0, largest = devices[group[0]].get(i), smallest = largest;
      for (int64_t member : group) {
        double element = devices[member].get(i);
        sum += element;
        largest = std::max(largest, element);
        smallest = std::min(smallest, element);
      }
      double reduced = sum;
      if (!partialAxes.empty()) {
        ReductionKind reduction =
            layout.getPlacements()[partialAxes[0]].getReduction();
        if (reduction == ReductionKind::Max) {
          reduced = largest;
        } else if (reduction == ReductionKind::Min) {
          reduced = smallest;
        } else {
          // Sum, or sum and avg mixed: divide by the sizes of avg axes.
          double divisor = 1;
          for (int64_t axis : partialAxes)
            if (layout.getPlacements()[axis].getReduction() ==
                ReductionKind::Avg)
              divisor *= meshShape[axis];
          reduced = sum / divisor;
        }
      }
      value.set(i, reduced);
    }
    TensorSlice slice = getDeviceSlice(meshShape, layout, globalShape, coords);
    forEachInSlice(globalShape, slice, [&](int64_t local, int64_t outer) {
      if (written[outer]) {
        double previous = global.get(outer), current = value.get(local);
        double difference = std::fabs(previous - current);
        if (std::isnan(difference))
          difference =
              std::isnan(previous) && std::isnan(current) ? 0 : INFINITY;
        replicaMismatch = std::max(replicaMismatch, difference);
        return;
      }
      written[outer] = true;
      global.set(outer, value.get(local));
    });
  }
  return global;
}

TensorComparison mlir::ap::compareTensors(const HostTensor &reference,
                                          const HostTensor &candidate,
                                          double rtol, double atol) {
  TensorComparison result;
  if (reference.getShape() != candidate.getShape()) {
    result.shapeMatches = false;
    return result;
  }
  for (int64_t i = 0; i < reference.getNumElements(); ++i) {
    double expected = reference.get(i), actual = candidate.get(i);
    if (std::isnan(expected) || std::isnan(actual)) {
      if (!(std::isnan(expected) && std::isnan(actual)))
        ++result.mismatches;
      continue;
    }
    double error = std::fabs(actual - expected);
    result.maxAbsError = std::max(result.maxAbsError, error);
    if (expected != 0)
      result.maxRelError =
          std::max(result.maxRelError, error / std::fabs(expected));
    if (error > atol + rtol * std::fabs(expected))
      ++result.mismatches;
  }
  return result;
}
