//===- HostTensor.h - Dense tensors on the host, for execution --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The values ap-run feeds to and reads from compiled programs: a row-major
// buffer with a shape and an element kind, plus how a global tensor is split
// into per-device tensors under a layout and put back together.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_HOSTTENSOR_H
#define SHARD_EXECUTION_HOSTTENSOR_H

#include "Shard/Placement/MeshAlgebra.h"

#include <random>
#include <string>
#include <vector>

namespace mlir {
namespace ap {

enum class ElementKind : uint8_t { F16, BF16, F32, F64, I1, I8, I16, I32, I64 };

/// Bytes per element in memory (i1 takes a byte).
int64_t getElementBytes(ElementKind kind);
bool isFloatingPoint(ElementKind kind);
llvm::StringRef stringifyElementKind(ElementKind kind);

class HostTensor {
public:
  HostTensor() = default;
  HostTensor(ElementKind kind, llvm::ArrayRef<int64_t> shape);

  ElementKind getKind() const { return kind; }
  llvm::ArrayRef<int64_t> getShape() const { return shape; }
  int64_t getNumElements() const { return numElements; }
  void *getData() { return bytes.data(); }
  const void *getData() const { return bytes.data(); }

  /// Element `index` (row-major) as a double, and back (rounding to the
  /// element type).
  double get(int64_t index) const;
  void set(int64_t index, double value);

  /// Fills with uniform values: floats in [-1, 1), integers in
  /// [intLow, intHigh], i1 random bits.
  void fillRandom(std::mt19937 &rng, int64_t intLow, int64_t intHigh);

  /// The box `slice` of this tensor.
  HostTensor extractSlice(const TensorSlice &slice) const;
  /// Writes `part` into the box `slice`.
  void insertSlice(const HostTensor &part, const TensorSlice &slice);

private:
  ElementKind kind = ElementKind::F32;
  llvm::SmallVector<int64_t, 4> shape;
  int64_t numElements = 0;
  std::vector<uint8_t> bytes;
};

/// Device `rank`'s tensor of `global` under `layout`: its slice; on partial
/// axes of kind sum, the device with index 0 in the partial group holds the
/// value and the others zeros (avg, max and min: every device holds it).
HostTensor getDeviceTensor(const HostTensor &global,
                           llvm::ArrayRef<int64_t> meshShape,
                           const ShardingLayout &layout, int64_t rank);

/// Rebuilds a global tensor from the per-device tensors: reduces each
/// partial group, and checks that replicas agree. `replicaMismatch` receives
/// the largest difference between replicas of one element (0 when they
/// agree bit for bit).
HostTensor assembleGlobalTensor(llvm::ArrayRef<HostTensor> devices,
                                llvm::ArrayRef<int64_t> meshShape,
                                const ShardingLayout &layout,
                                llvm::ArrayRef<int64_t> globalShape,
                                double &replicaMismatch);

/// The result of comparing a candidate tensor with a reference.
struct TensorComparison {
  double maxAbsError = 0;
  double maxRelError = 0;
  int64_t mismatches = 0;
  bool shapeMatches = true;
  bool passed() const { return shapeMatches && mismatches == 0; }
};

/// numpy.allclose-style: |c - r| <= atol + rtol * |r| per element; NaN only
/// matches NaN.
TensorComparison compareTensors(const HostTensor &reference,
                                const HostTensor &candidate, double rtol,
                                double atol);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_HOSTTENSOR_H
