//===- HostTensor.h - Dense tensors on the host, for execution --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The values ap-run feeds to and reads from compiled programs: a row-major
// buffer with a shape and an element kind; random inputs over the range of
// their type; and the comparison of a candidate with a reference, each type
// in its own arithmetic (integers bit for bit, floats allclose-style with
// special values matched exactly). How a global tensor is split over devices
// and put back together is in TensorDistribution.h.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_HOSTTENSOR_H
#define SHARD_EXECUTION_HOSTTENSOR_H

#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Runtime/HalfFloat.h"
#include "Shard/Runtime/Reductions.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace mlir {
namespace ap {

/// The element types, one enum for the whole project: the runtime's
/// (RuntimeABI.h), whose entry points are named after them. A HostTensor
/// holds the real ones; a complex tensor is held as pairs of its component
/// type with a last dim of 2, so CF32 and CF64 never are a HostTensor's kind.
using runtime::abi::ElementType;

/// Bits of the element's value (i1: 1).
unsigned getElementBitWidth(ElementType kind);
bool isFloatingPoint(ElementType kind);
/// The tensor type as a program writes it, "tensor<4x8xf32>" (a complex
/// tensor is held as pairs with a last dim of 2: "tensor<4xcomplex<f32>>").
std::string describeTensorType(llvm::ArrayRef<int64_t> shape, ElementType kind,
                               bool isComplex = false);
/// The values of an integer kind as signed numbers (i1: -1 and 0).
std::pair<int64_t, int64_t> getSignedRange(ElementType kind);
/// The largest finite value and the smallest subnormal of a float kind.
std::pair<double, double> getFloatLimits(ElementType kind);
/// The unit roundoff of a float kind, 2^-p with p its significand's bits
/// (f16 2^-11, bf16 2^-8, f32 2^-24, f64 2^-53); 0 for integers.
double getUnitRoundoff(ElementType kind);

/// Calls `fn(T{})` with the runtime's storage type of a real `kind`
/// (runtime::Half, runtime::BFloat, float, double, runtime::Bool, int8_t ...
/// int64_t), so that the runtime's element functions (Reductions.h) apply
/// to host data; runtime::visitElementType without the complex types.
template <typename Fn>
decltype(auto) visitRealElementType(ElementType kind, Fn fn) {
  switch (kind) {
  case ElementType::F16:
    return fn(runtime::Half{});
  case ElementType::BF16:
    return fn(runtime::BFloat{});
  case ElementType::F32:
    return fn(float{});
  case ElementType::F64:
    return fn(double{});
  case ElementType::I1:
    return fn(runtime::Bool{});
  case ElementType::I8:
    return fn(int8_t{});
  case ElementType::I16:
    return fn(int16_t{});
  case ElementType::I32:
    return fn(int32_t{});
  case ElementType::I64:
    return fn(int64_t{});
  case ElementType::CF32:
  case ElementType::CF64:
    break;
  }
  llvm_unreachable("a host tensor holds complex values as component pairs");
}

/// How random inputs are drawn.
struct InputDistribution {
  /// Integers: uniform over [intLow, intHigh]; an unset bound is the
  /// type's own (signed range; i1: 0 and 1). Values are stored truncated to
  /// the element width.
  std::optional<int64_t> intLow, intHigh;
  /// Integers: values outside [intLow, intHigh] the input takes too (an
  /// ignore index such as Hugging Face's -100): about a quarter of the
  /// elements take one of them, each as likely.
  llvm::SmallVector<int64_t, 1> intExtras;
  /// Floats: uniform in [-1, 1), except this fraction of the elements, which
  /// are special values (NaN, +-inf, +-0, +-the smallest subnormal, +-the
  /// largest finite value), each as likely.
  double floatSpecials = 0;
};

class HostTensor {
public:
  HostTensor() = default;
  HostTensor(ElementType kind, llvm::ArrayRef<int64_t> shape);

  ElementType getKind() const { return kind; }
  llvm::ArrayRef<int64_t> getShape() const { return shape; }
  int64_t getNumElements() const { return numElements; }
  void *getData() { return bytes.data(); }
  const void *getData() const { return bytes.data(); }
  template <typename T> T *getElements() {
    return reinterpret_cast<T *>(bytes.data());
  }
  template <typename T> const T *getElements() const {
    return reinterpret_cast<const T *>(bytes.data());
  }

  /// Element `index` (row-major) as a double (i1: 0 or 1; i64 rounded), and
  /// back (rounding to the element type, truncating integers).
  double get(int64_t index) const;
  void set(int64_t index, double value);

  /// The element's bits, zero-extended (floats: their encoding).
  uint64_t getBits(int64_t index) const;
  /// Stores the low bits of `bits` that fit the element.
  void setBits(int64_t index, uint64_t bits);
  /// An integer element sign-extended from its width (i1: true is -1).
  int64_t getSigned(int64_t index) const;

  /// The largest magnitude among the finite elements (0 for none): what a
  /// rounding budget's `scale` is a fraction of (RoundingError.h).
  double getLargestFiniteMagnitude() const;

  /// Whether element `index` of this tensor and element `otherIndex` of
  /// `other` (of the same kind) hold the same value: the same bits, or two
  /// NaNs.
  bool sameElement(int64_t index, const HostTensor &other,
                   int64_t otherIndex) const;
  /// How far element `index` is from element `otherIndex` of `other`:
  /// integers exactly (their difference may not fit in 64 bits); floats
  /// |x - y|, or infinity when either is a NaN or an infinity.
  double distance(int64_t index, const HostTensor &other,
                  int64_t otherIndex) const;

  /// This tensor's values in elements of `kind` (through double: exact from
  /// a narrower float to a wider one).
  HostTensor convertTo(ElementType kind) const;

  /// Fills with random values drawn from `distribution`.
  void fillRandom(std::mt19937 &rng, const InputDistribution &distribution);
  /// Fills with values no program may read, the padding of uneven chunks:
  /// floats NaN, +the largest finite value or -it; integers 0, -1, the
  /// smallest, the largest or arbitrary bits; each element's chosen by a
  /// hash of its index and `salt`. Whatever a program that lets padding reach
  /// a real element does with it (a sum, a max, a min, a max that ignores
  /// NaN, a division), some of these show.
  void fillPoison(uint64_t salt);

  /// The box `slice` of this tensor.
  HostTensor extractSlice(const TensorSlice &slice) const;
  /// Writes `part` into the box `slice`.
  void insertSlice(const HostTensor &part, const TensorSlice &slice);

private:
  ElementType kind = ElementType::F32;
  llvm::SmallVector<int64_t, 4> shape;
  int64_t numElements = 0;
  std::vector<uint8_t> bytes;
};

/// Calls fn(linear index in the box, linear index in `shape`) for every
/// element of the box `slice` of a tensor of `shape`.
void forEachInSlice(llvm::ArrayRef<int64_t> shape, const TensorSlice &slice,
                    llvm::function_ref<void(int64_t, int64_t)> fn);

/// The result of comparing a candidate tensor with a reference.
struct TensorComparison {
  double maxAbsError = 0;
  double maxRelError = 0;
  int64_t mismatches = 0;
  /// The first element out of tolerance (-1: none).
  int64_t firstMismatch = -1;
  bool shapeMatches = true;
  /// Under the error model (compareUnderErrorModel): every element was held
  /// to its own `tolerance + relativeTolerance * |element|`, `tolerance` here
  /// the largest of them; and the reference's own largest error against the
  /// exact (wide) evaluation, if there was one.
  std::optional<double> tolerance;
  double relativeTolerance = 0;
  std::optional<double> referenceError;
  /// The largest error of an element as a fraction of its tolerance.
  double worstFraction = 0;
  bool passed() const { return shapeMatches && mismatches == 0; }
};

/// Compares element by element, each type in its own arithmetic. Integers
/// match only bit for bit (the error is their exact difference). Floats
/// match when they are the same value (the same bits, or both NaN), or,
/// both finite, when |c - r| <= atol + rtol * |r|; an infinity or a NaN
/// matches nothing else.
TensorComparison compareTensors(const HostTensor &reference,
                                const HostTensor &candidate, double rtol,
                                double atol);

/// How many rounding budgets a float element may be off (docs/Testing.md,
/// "The oracle's error model").
constexpr double kErrorModelFactor = 4;

/// What a candidate's float output is held to under the oracle's error
/// model (docs/Testing.md).
struct ErrorModelReference {
  /// The output's rounding budget (RoundingError.h): an element may be off
  /// by `relative * |element| + scale * (the output's magnitude)`.
  double relative = 0, scale = 0;
  /// The reference program evaluated in f64, if there is one.
  const HostTensor *exact = nullptr;
  /// Per element, how much the output moves per unit of relative change of
  /// the program's float inputs (a perturbed run's difference over the
  /// perturbation), if measured: an element that amplifies its inputs
  /// amplifies their rounding too.
  const HostTensor *sensitivity = nullptr;
  /// Per element, the magnitude its rounding errors scale with, if tracked
  /// (ap-track-magnitudes: the largest term and partial sum its sums added
  /// up, carried through the program); where there is none, or it is not
  /// finite, the output's largest magnitude and the inputs' stand in.
  const HostTensor *magnitude = nullptr;
  /// The largest magnitude of the program's float inputs: what the terms
  /// of its sums start from, which an output may have cancelled to (nearly)
  /// nothing.
  double inputMagnitude = 0;
};

/// Compares under the oracle's error model (docs/Testing.md). Integers match
/// bit for bit. A float element of the candidate matches when it is the
/// same special value as the reference's (NaN, an infinity), or, both
/// finite, when it lies within `kErrorModelFactor` budgets of the exact
/// value or of the reference's, the budget's scale being a fraction of the
/// element's magnitude (tracked; else the largest among the output's exact
/// and reference elements and the inputs' magnitude), or of the element's
/// own sensitivity where that is larger (twice the budgets without an exact
/// evaluation, as the reference's error counts too). The reported errors
/// are the candidate's against the exact values.
TensorComparison compareUnderErrorModel(const HostTensor &reference,
                                        const HostTensor &candidate,
                                        const ErrorModelReference &model);

/// The element as text: integers exactly (signed), floats with 9 digits.
std::string formatElement(const HostTensor &tensor, int64_t index);

/// The row-major index `linear` of `shape` as "[i, j, ...]".
std::string formatIndex(llvm::ArrayRef<int64_t> shape, int64_t linear);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_HOSTTENSOR_H
