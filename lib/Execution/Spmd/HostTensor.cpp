//===- HostTensor.cpp - Dense tensors on the host, for execution ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/HostTensor.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace mlir::ap;
using llvm::ArrayRef;
using llvm::SmallVector;
using runtime::BFloat;
using runtime::Half;

/// Bytes per element in memory (i1 takes a byte).
static int64_t getElementBytes(ElementType kind) {
  return static_cast<int64_t>(runtime::getElementBytes(kind));
}

unsigned mlir::ap::getElementBitWidth(ElementType kind) {
  return kind == ElementType::I1 ? 1 : 8 * getElementBytes(kind);
}

bool mlir::ap::isFloatingPoint(ElementType kind) {
  return kind == ElementType::F16 || kind == ElementType::BF16 ||
         kind == ElementType::F32 || kind == ElementType::F64;
}

HostTensor::HostTensor(ElementType kind, ArrayRef<int64_t> shape)
    : kind(kind), shape(shape.begin(), shape.end()),
      numElements(ap::getNumElements(shape)),
      bytes(numElements * getElementBytes(kind), 0) {
  assert(kind != ElementType::CF32 && kind != ElementType::CF64 &&
         "a complex tensor is held as pairs of its component type");
}

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
  case ElementType::F16:
    return load<Half>(data, index).toFloat();
  case ElementType::BF16:
    return load<BFloat>(data, index).toFloat();
  case ElementType::F32:
    return load<float>(data, index);
  case ElementType::F64:
    return load<double>(data, index);
  case ElementType::I1:
    return load<uint8_t>(data, index) & 1;
  case ElementType::I8:
    return load<int8_t>(data, index);
  case ElementType::I16:
    return load<int16_t>(data, index);
  case ElementType::I32:
    return load<int32_t>(data, index);
  case ElementType::I64:
    return static_cast<double>(load<int64_t>(data, index));
  case ElementType::CF32:
  case ElementType::CF64:
    break;
  }
  llvm_unreachable("a host tensor holds complex values as component pairs");
}

/// Converts a double to a signed integer of `bits` bits: truncation toward
/// zero, then the low bits (defined for every finite input in range of
/// int64; others saturate first).
static uint64_t doubleToIntegerBits(double value) {
  if (std::isnan(value))
    return 0;
  if (value >= 0x1p63)
    return static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
  if (value < -0x1p63)
    return static_cast<uint64_t>(std::numeric_limits<int64_t>::min());
  return static_cast<uint64_t>(static_cast<int64_t>(value));
}

void HostTensor::set(int64_t index, double value) {
  uint8_t *data = bytes.data();
  switch (kind) {
  case ElementType::F16:
    return store(data, index, Half::fromFloat(static_cast<float>(value)));
  case ElementType::BF16:
    return store(data, index, BFloat::fromFloat(static_cast<float>(value)));
  case ElementType::F32:
    return store(data, index, static_cast<float>(value));
  case ElementType::F64:
    return store(data, index, value);
  case ElementType::I1:
    return store(data, index, static_cast<uint8_t>(value != 0));
  case ElementType::I8:
  case ElementType::I16:
  case ElementType::I32:
  case ElementType::I64:
    return setBits(index, doubleToIntegerBits(value));
  case ElementType::CF32:
  case ElementType::CF64:
    break;
  }
  llvm_unreachable("a host tensor holds complex values as component pairs");
}

uint64_t HostTensor::getBits(int64_t index) const {
  const uint8_t *data = bytes.data();
  switch (getElementBytes(kind)) {
  case 1:
    return load<uint8_t>(data, index) & (kind == ElementType::I1 ? 1 : 0xff);
  case 2:
    return load<uint16_t>(data, index);
  case 4:
    return load<uint32_t>(data, index);
  default:
    return load<uint64_t>(data, index);
  }
}

void HostTensor::setBits(int64_t index, uint64_t bits) {
  uint8_t *data = bytes.data();
  switch (getElementBytes(kind)) {
  case 1:
    return store(
        data, index,
        static_cast<uint8_t>(kind == ElementType::I1 ? bits & 1 : bits & 0xff));
  case 2:
    return store(data, index, static_cast<uint16_t>(bits));
  case 4:
    return store(data, index, static_cast<uint32_t>(bits));
  default:
    return store(data, index, bits);
  }
}

int64_t HostTensor::getSigned(int64_t index) const {
  unsigned width = getElementBitWidth(kind);
  uint64_t bits = getBits(index);
  if (width == 64)
    return static_cast<int64_t>(bits);
  uint64_t sign = uint64_t(1) << (width - 1);
  return static_cast<int64_t>((bits ^ sign) - sign);
}

double HostTensor::getLargestFiniteMagnitude() const {
  double largest = 0;
  for (int64_t i = 0; i < numElements; ++i)
    if (double value = get(i); std::isfinite(value))
      largest = std::max(largest, std::fabs(value));
  return largest;
}

bool HostTensor::sameElement(int64_t index, const HostTensor &other,
                             int64_t otherIndex) const {
  if (getBits(index) == other.getBits(otherIndex))
    return true;
  return isFloatingPoint(kind) && std::isnan(get(index)) &&
         std::isnan(other.get(otherIndex));
}

double HostTensor::distance(int64_t index, const HostTensor &other,
                            int64_t otherIndex) const {
  if (!isFloatingPoint(kind)) {
    // In 128 bits: the difference of two int64 does not fit 64.
    __int128 difference = static_cast<__int128>(getSigned(index)) -
                          static_cast<__int128>(other.getSigned(otherIndex));
    return static_cast<double>(difference < 0 ? -difference : difference);
  }
  double x = get(index), y = other.get(otherIndex);
  if (!std::isfinite(x) || !std::isfinite(y))
    return INFINITY;
  return std::fabs(x - y);
}

std::string mlir::ap::describeTensorType(ArrayRef<int64_t> shape,
                                         ElementType kind, bool isComplex) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "tensor<";
  for (int64_t size : isComplex ? shape.drop_back() : shape)
    os << size << "x";
  if (isComplex)
    os << "complex<" << runtime::abi::getSuffix(kind) << ">>";
  else
    os << runtime::abi::getSuffix(kind) << ">";
  return text;
}

std::pair<int64_t, int64_t> mlir::ap::getSignedRange(ElementType kind) {
  unsigned width = getElementBitWidth(kind);
  if (width == 64)
    return {std::numeric_limits<int64_t>::min(),
            std::numeric_limits<int64_t>::max()};
  return {-(int64_t(1) << (width - 1)), (int64_t(1) << (width - 1)) - 1};
}

double mlir::ap::getUnitRoundoff(ElementType kind) {
  switch (kind) {
  case ElementType::F16:
    return 0x1p-11;
  case ElementType::BF16:
    return 0x1p-8;
  case ElementType::F32:
    return 0x1p-24;
  case ElementType::F64:
    return 0x1p-53;
  default:
    return 0;
  }
}

std::pair<double, double> mlir::ap::getFloatLimits(ElementType kind) {
  switch (kind) {
  case ElementType::F16:
    return {65504.0, 0x1p-24};
  case ElementType::BF16:
    return {0x1.fep127, 0x1p-133};
  case ElementType::F32:
    return {std::numeric_limits<float>::max(),
            std::numeric_limits<float>::denorm_min()};
  default:
    return {std::numeric_limits<double>::max(),
            std::numeric_limits<double>::denorm_min()};
  }
}

void HostTensor::fillRandom(std::mt19937 &rng,
                            const InputDistribution &distribution) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  if (isFloatingPoint(kind)) {
    auto [largest, smallest] = getFloatLimits(kind);
    const double specials[] = {NAN,      INFINITY,  -INFINITY, 0.0,     -0.0,
                               smallest, -smallest, largest,   -largest};
    std::uniform_real_distribution<double> real(-1.0, 1.0);
    std::uniform_int_distribution<size_t> special(0, std::size(specials) - 1);
    for (int64_t i = 0; i < numElements; ++i) {
      if (distribution.floatSpecials > 0 &&
          unit(rng) < distribution.floatSpecials)
        set(i, specials[special(rng)]);
      else
        set(i, real(rng));
    }
    return;
  }
  // i1 is drawn as its bits, 0 and 1.
  auto [typeLow, typeHigh] = kind == ElementType::I1
                                 ? std::pair<int64_t, int64_t>(0, 1)
                                 : getSignedRange(kind);
  int64_t low = distribution.intLow.value_or(typeLow);
  int64_t high = distribution.intHigh.value_or(typeHigh);
  if (high < low)
    std::swap(low, high);
  std::uniform_int_distribution<int64_t> integer(low, high);
  const SmallVector<int64_t, 1> &extras = distribution.intExtras;
  std::uniform_int_distribution<size_t> extra(0, 4 * extras.size() - 1);
  for (int64_t i = 0; i < numElements; ++i) {
    size_t pick = extras.empty() ? extras.size() : extra(rng);
    setBits(i, static_cast<uint64_t>(pick < extras.size() ? extras[pick]
                                                          : integer(rng)));
  }
}

HostTensor HostTensor::convertTo(ElementType to) const {
  if (to == kind)
    return *this;
  HostTensor converted(to, shape);
  for (int64_t i = 0; i < numElements; ++i)
    converted.set(i, get(i));
  return converted;
}

void HostTensor::fillPoison(uint64_t salt) {
  // splitmix64: a different pattern per element and per salt.
  auto hash = [](uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  };
  if (isFloatingPoint(kind)) {
    double largest = getFloatLimits(kind).first;
    const double poisons[] = {NAN, largest, -largest};
    for (int64_t i = 0; i < numElements; ++i)
      set(i, poisons[hash(hash(salt) ^ static_cast<uint64_t>(i)) %
                     std::size(poisons)]);
    return;
  }
  // Integers: 0 and -1 (what traps as a divisor), the extremes (what wins a
  // max or a min) and arbitrary bits (what shows in a sum).
  auto [smallest, largest] = getSignedRange(kind);
  const uint64_t poisons[] = {0, ~uint64_t(0), static_cast<uint64_t>(smallest),
                              static_cast<uint64_t>(largest)};
  for (int64_t i = 0; i < numElements; ++i) {
    uint64_t bits = hash(hash(salt) ^ static_cast<uint64_t>(i));
    uint64_t choice = bits % (std::size(poisons) + 1);
    setBits(i, choice < std::size(poisons) ? poisons[choice] : hash(bits));
  }
}

void mlir::ap::forEachInSlice(ArrayRef<int64_t> shape, const TensorSlice &slice,
                              llvm::function_ref<void(int64_t, int64_t)> fn) {
  int64_t rank = shape.size();
  int64_t count = ap::getNumElements(slice.sizes);
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

TensorComparison mlir::ap::compareTensors(const HostTensor &reference,
                                          const HostTensor &candidate,
                                          double rtol, double atol) {
  TensorComparison result;
  if (reference.getShape() != candidate.getShape() ||
      reference.getKind() != candidate.getKind()) {
    result.shapeMatches = false;
    return result;
  }
  bool isFloat = isFloatingPoint(reference.getKind());
  auto mismatch = [&](int64_t index) {
    if (result.mismatches++ == 0)
      result.firstMismatch = index;
  };
  for (int64_t i = 0; i < reference.getNumElements(); ++i) {
    if (reference.sameElement(i, candidate, i))
      continue;
    if (!isFloat) {
      double error = candidate.distance(i, reference, i);
      result.maxAbsError = std::max(result.maxAbsError, error);
      if (int64_t expected = reference.getSigned(i))
        result.maxRelError =
            std::max(result.maxRelError,
                     error / std::fabs(static_cast<double>(expected)));
      mismatch(i);
      continue;
    }
    double expected = reference.get(i), actual = candidate.get(i);
    if (!std::isfinite(expected) || !std::isfinite(actual)) {
      result.maxAbsError = INFINITY;
      result.maxRelError = INFINITY;
      mismatch(i);
      continue;
    }
    double error = std::fabs(actual - expected);
    result.maxAbsError = std::max(result.maxAbsError, error);
    if (expected != 0)
      result.maxRelError =
          std::max(result.maxRelError, error / std::fabs(expected));
    if (error > atol + rtol * std::fabs(expected))
      mismatch(i);
  }
  return result;
}

TensorComparison
mlir::ap::compareUnderErrorModel(const HostTensor &reference,
                                 const HostTensor &candidate,
                                 const ErrorModelReference &model) {
  if (!isFloatingPoint(reference.getKind()))
    return compareTensors(reference, candidate, 0, 0);
  TensorComparison result;
  const HostTensor *exact = model.exact;
  const HostTensor *sensitivity = model.sensitivity;
  if (reference.getShape() != candidate.getShape() ||
      reference.getKind() != candidate.getKind() ||
      (exact && exact->getShape() != reference.getShape()) ||
      (sensitivity && sensitivity->getShape() != reference.getShape())) {
    result.shapeMatches = false;
    return result;
  }
  int64_t count = reference.getNumElements();
  auto exactValue = [&](int64_t i) {
    return exact ? exact->get(i) : reference.get(i);
  };
  // Where no magnitude is tracked: the output's largest and the inputs'.
  double largest =
      std::max({model.inputMagnitude, reference.getLargestFiniteMagnitude(),
                exact ? exact->getLargestFiniteMagnitude() : 0.0});
  auto magnitudeOf = [&](int64_t i) {
    double tracked = model.magnitude ? model.magnitude->get(i) : NAN;
    return std::isfinite(tracked) ? tracked : largest;
  };
  double factor = (exact ? 1 : 2) * kErrorModelFactor;
  result.tolerance = 0;
  result.relativeTolerance = factor * model.relative;
  if (exact)
    result.referenceError = 0;
  for (int64_t i = 0; i < count; ++i) {
    double expected = reference.get(i), actual = candidate.get(i),
           truth = exactValue(i);
    if (exact && std::isfinite(expected) && std::isfinite(truth))
      result.referenceError =
          std::max(*result.referenceError, std::fabs(expected - truth));
    double ownTolerance = factor * model.scale * magnitudeOf(i);
    result.tolerance = std::max(*result.tolerance, ownTolerance);
    if (reference.sameElement(i, candidate, i))
      continue;
    bool mismatch;
    if (!std::isfinite(expected) || !std::isfinite(actual)) {
      result.maxAbsError = result.maxRelError = INFINITY;
      mismatch = true;
    } else {
      // Off the exact value by as much as the reference may be; or, where
      // the exact evaluation took another branch (a comparison, a
      // conversion to an integer near a boundary), near the reference.
      double error = std::isfinite(truth) ? std::fabs(actual - truth) : 0;
      double fromReference = std::fabs(actual - expected);
      result.maxAbsError = std::max(result.maxAbsError, error);
      if (truth != 0 && std::isfinite(truth))
        result.maxRelError =
            std::max(result.maxRelError, error / std::fabs(truth));
      // An element that amplifies its inputs (or sits at a discontinuity)
      // may be as far off as it is sensitive.
      double amplified =
          sensitivity && std::isfinite(sensitivity->get(i))
              ? factor * model.scale * std::fabs(sensitivity->get(i))
              : 0;
      double tolerance = std::max(ownTolerance, amplified) +
                         result.relativeTolerance *
                             std::max(std::fabs(truth), std::fabs(expected));
      double closest =
          std::min(std::isfinite(truth) ? error : INFINITY, fromReference);
      result.worstFraction = std::max(
          result.worstFraction, tolerance > 0 ? closest / tolerance : INFINITY);
      mismatch = closest > tolerance;
    }
    if (mismatch && result.mismatches++ == 0)
      result.firstMismatch = i;
  }
  return result;
}

std::string mlir::ap::formatElement(const HostTensor &tensor, int64_t index) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (isFloatingPoint(tensor.getKind()))
    os << llvm::format("%.9g", tensor.get(index));
  else if (tensor.getKind() == ElementType::I1)
    os << tensor.getBits(index);
  else
    os << tensor.getSigned(index);
  return text;
}

std::string mlir::ap::formatIndex(llvm::ArrayRef<int64_t> shape,
                                  int64_t linear) {
  // Row-major, as ranks map to mesh coordinates.
  SmallVector<int64_t> index = getDeviceCoords(shape, linear);
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(index, os);
  os << "]";
  return text;
}
