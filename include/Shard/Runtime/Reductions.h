//===- Reductions.h - What each reduction computes, per element -*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The element functions of the collective reductions (ReductionKind), for
// every element type the runtime stores: the runtime's all_reduce and
// reduce_scatter, and ap-run's reassembly of partial outputs, both reduce
// with these, so that a collective computes exactly what the combiner it
// replaces computes (docs/Reductions.md):
//
//   sum      floats: addition, from the first part as IEEE adds (all -0.0
//            parts give -0.0); integers: addition wrapping in the element
//            width, computed in the unsigned type (on i1: xor)
//   avg      floats: the mean, accumulated in long double (no overflow, one
//            rounding to the element type)
//   max/min  floats: NaN if any operand is NaN, -0 < +0 (arith.maximumf /
//            minimumf); integers: signed (i1 holds 0 or -1: max is and)
//   umax/umin  integers: unsigned (i1: or / and)
//   maxnum/minnum  floats: a NaN operand loses to a number (arith.maxnumf /
//            minnumf), -0 < +0
//   complex  sum and avg only, on each component as for floats (complex.add
//            adds componentwise); the others need an order complex numbers
//            do not have
//
// A kind outside its domain (getReductionDomain) never reaches here: the
// verifier rejects it; reduceElements reports false for it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_REDUCTIONS_H
#define SHARD_RUNTIME_REDUCTIONS_H

#include "Shard/Placement/Placement.h"
#include "Shard/Runtime/HalfFloat.h"
#include "Shard/Runtime/RuntimeABI.h"

#include <cmath>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>

namespace mlir {
namespace ap {
namespace runtime {

/// An i1 element: one byte in memory, 0 or 1 (the value 1 is true, which
/// is -1 as a signed 1-bit integer).
struct Bool {
  uint8_t value = 0;
};

/// How an element type reduces. Floats go through long double (every
/// stored float type converts to it exactly).
template <typename T, typename = void> struct ElementTraits;

template <typename T>
struct ElementTraits<T, std::enable_if_t<std::is_floating_point_v<T>>> {
  static constexpr bool isFloat = true;
  static constexpr bool isComplex = false;
  static long double widen(T value) { return value; }
  static T narrow(long double value) { return static_cast<T>(value); }
};
template <> struct ElementTraits<Half> {
  static constexpr bool isFloat = true;
  static constexpr bool isComplex = false;
  static long double widen(Half value) { return value.toFloat(); }
  static Half narrow(long double value) {
    return Half::fromFloat(static_cast<float>(value));
  }
};
template <> struct ElementTraits<BFloat> {
  static constexpr bool isFloat = true;
  static constexpr bool isComplex = false;
  static long double widen(BFloat value) { return value.toFloat(); }
  static BFloat narrow(long double value) {
    return BFloat::fromFloat(static_cast<float>(value));
  }
};
template <typename T>
struct ElementTraits<T, std::enable_if_t<std::is_integral_v<T>>> {
  static constexpr bool isFloat = false;
  static constexpr bool isComplex = false;
};
template <> struct ElementTraits<Bool> {
  static constexpr bool isFloat = false;
  static constexpr bool isComplex = false;
};
/// complex<f32> and complex<f64>: two floats, as MLIR lays them out.
template <typename F> struct ElementTraits<std::complex<F>> {
  static constexpr bool isFloat = false;
  static constexpr bool isComplex = true;
  static std::complex<long double> widen(std::complex<F> value) {
    return {value.real(), value.imag()};
  }
  static std::complex<F> narrow(std::complex<long double> value) {
    return {static_cast<F>(value.real()), static_cast<F>(value.imag())};
  }
};

namespace detail {

/// maximumf / minimumf (propagate NaN) and maxnumf / minnumf (ignore NaN),
/// with -0 < +0; returns one of the operands, unrounded.
template <typename T> T floatMinMax(T a, T b, bool isMax, bool propagateNaN) {
  long double x = ElementTraits<T>::widen(a), y = ElementTraits<T>::widen(b);
  bool xNaN = std::isnan(x), yNaN = std::isnan(y);
  if (xNaN || yNaN) {
    if (propagateNaN)
      return xNaN ? a : b;
    return xNaN ? b : a;
  }
  if (x == y) {
    // Equal: only the sign of a zero can differ.
    bool xNegative = std::signbit(x), yNegative = std::signbit(y);
    if (xNegative == yNegative)
      return a;
    return (isMax ? !xNegative : xNegative) ? a : b;
  }
  return (isMax ? x > y : x < y) ? a : b;
}

template <typename T> T integerCombine(ReductionKind kind, T a, T b) {
  using U = std::make_unsigned_t<T>;
  switch (kind) {
  case ReductionKind::Sum:
    return static_cast<T>(
        static_cast<U>(static_cast<U>(a) + static_cast<U>(b)));
  case ReductionKind::Max:
    return a < b ? b : a;
  case ReductionKind::Min:
    return b < a ? b : a;
  case ReductionKind::UMax:
    return static_cast<U>(a) < static_cast<U>(b) ? b : a;
  case ReductionKind::UMin:
    return static_cast<U>(b) < static_cast<U>(a) ? b : a;
  default:
    return a;
  }
}

inline Bool boolCombine(ReductionKind kind, Bool a, Bool b) {
  uint8_t x = a.value & 1, y = b.value & 1;
  switch (kind) {
  case ReductionKind::Sum: // addition modulo 2
    return Bool{uint8_t(x ^ y)};
  case ReductionKind::Max:  // signed: true is -1
  case ReductionKind::UMin: // unsigned: true is 1
    return Bool{uint8_t(x & y)};
  case ReductionKind::Min:
  case ReductionKind::UMax:
    return Bool{uint8_t(x | y)};
  default:
    return a;
  }
}

} // namespace detail

/// Whether `kind` is defined on elements of type T.
template <typename T> bool isReductionDefined(ReductionKind kind) {
  if constexpr (ElementTraits<T>::isComplex)
    return kind == ReductionKind::Sum || kind == ReductionKind::Avg;
  switch (getReductionDomain(kind)) {
  case ReductionDomain::FloatsAndIntegers:
    return true;
  case ReductionDomain::Floats:
    return ElementTraits<T>::isFloat;
  case ReductionDomain::Integers:
    return !ElementTraits<T>::isFloat;
  }
  return false;
}

/// Reduces `count` operands, `operand(i)` returning a pointer to the i-th
/// array of `size` elements, into `result` (which may alias operand 0), in
/// operand order. Returns false if `kind` is not defined on T.
template <typename T, typename OperandFn>
bool reduceElements(ReductionKind kind, size_t count, OperandFn operand,
                    size_t size, T *result) {
  if (!isReductionDefined<T>(kind) || count == 0)
    return false;
  if constexpr (ElementTraits<T>::isFloat || ElementTraits<T>::isComplex) {
    if (kind == ReductionKind::Sum || kind == ReductionKind::Avg) {
      // Accumulated wide and rounded once (complex: each component): a sum
      // of parts that fits the type never overflows on the way, and avg is
      // the exact mean. The sum starts from the first part, as IEEE's does:
      // parts that are all -0.0 sum to -0.0 (from +0 they would give +0,
      // and a following 1/x +inf instead of -inf).
      for (size_t i = 0; i < size; ++i) {
        auto total = ElementTraits<T>::widen(operand(0)[i]);
        for (size_t member = 1; member < count; ++member)
          total += ElementTraits<T>::widen(operand(member)[i]);
        if (kind == ReductionKind::Avg)
          total /= static_cast<long double>(count);
        result[i] = ElementTraits<T>::narrow(total);
      }
      return true;
    }
  }
  if constexpr (ElementTraits<T>::isComplex) {
    return false; // Sum and avg only (isReductionDefined).
  } else if constexpr (ElementTraits<T>::isFloat) {
    bool isMax = kind == ReductionKind::Max || kind == ReductionKind::MaxNum;
    bool propagateNaN =
        kind == ReductionKind::Max || kind == ReductionKind::Min;
    for (size_t i = 0; i < size; ++i) {
      T value = operand(0)[i];
      for (size_t member = 1; member < count; ++member)
        value =
            detail::floatMinMax(value, operand(member)[i], isMax, propagateNaN);
      result[i] = value;
    }
    return true;
  } else {
    for (size_t i = 0; i < size; ++i) {
      T value = operand(0)[i];
      for (size_t member = 1; member < count; ++member) {
        if constexpr (std::is_same_v<T, Bool>)
          value = detail::boolCombine(kind, value, operand(member)[i]);
        else
          value = detail::integerCombine(kind, value, operand(member)[i]);
      }
      result[i] = value;
    }
    return true;
  }
}

/// Every element type the runtime has entry points for, in
/// abi::kElementSuffixes' order: X(suffix, abi::ElementType enumerator, C++
/// type). The one list the entry points (CollectiveRuntime.cpp),
/// visitElementType and getElementType are written from.
#define AP_RT_ELEMENT_TYPES(X)                                                 \
  X(f16, F16, Half)                                                            \
  X(bf16, BF16, BFloat)                                                        \
  X(f32, F32, float)                                                           \
  X(f64, F64, double)                                                          \
  X(i1, I1, Bool)                                                              \
  X(i8, I8, int8_t)                                                            \
  X(i16, I16, int16_t)                                                         \
  X(i32, I32, int32_t)                                                         \
  X(i64, I64, int64_t)                                                         \
  X(cf32, CF32, std::complex<float>)                                           \
  X(cf64, CF64, std::complex<double>)

/// Calls `fn(T{})` with the C++ type of `type`'s elements (complex<f32> and
/// complex<f64> as std::complex, i1 as Bool).
template <typename Fn>
decltype(auto) visitElementType(abi::ElementType type, Fn fn) {
  switch (type) {
#define AP_RT_VISIT_ELEMENT_TYPE(SUFFIX, NAME, TYPE)                           \
  case abi::ElementType::NAME:                                                 \
    return fn(TYPE{});
    AP_RT_ELEMENT_TYPES(AP_RT_VISIT_ELEMENT_TYPE)
#undef AP_RT_VISIT_ELEMENT_TYPE
  }
  return fn(float{}); // Not reached: every type is handled above.
}

namespace detail {
template <typename T> inline constexpr bool kNotAnElementType = false;
} // namespace detail

/// The abi::ElementType of T (visitElementType's inverse).
template <typename T> constexpr abi::ElementType getElementType() {
#define AP_RT_MATCH_ELEMENT_TYPE(SUFFIX, NAME, TYPE)                           \
  if constexpr (std::is_same_v<T, TYPE>)                                       \
    return abi::ElementType::NAME;                                             \
  else
  AP_RT_ELEMENT_TYPES(AP_RT_MATCH_ELEMENT_TYPE) {
    static_assert(detail::kNotAnElementType<T>,
                  "a type the runtime has entry points for");
    return abi::ElementType::F32;
  }
#undef AP_RT_MATCH_ELEMENT_TYPE
}

/// The bytes of one element of `type`.
inline size_t getElementBytes(abi::ElementType type) {
  return visitElementType(type, [](auto element) { return sizeof(element); });
}

//===----------------------------------------------------------------------===//
// Library collectives (CollectiveMode::Native)
//===----------------------------------------------------------------------===//
//
// MPI's and NCCL's reductions combine two values at a time, in an order of
// the library's choosing, rounding floats to the element type at every
// step. Native mode computes `kind` as that pairwise combiner, and avg as a
// sum divided by the group size afterwards (divideByCount): for every kind
// but float sum and avg this is the value reduceElements gives, whatever
// the order (up to a NaN's payload); float sums are within the rounding of
// a different order.

/// The pairwise combiner a library reduces with to compute `kind` on T in
/// native mode: `kind` itself, or sum for avg (then divideByCount); none
/// where `kind` is not defined on T, and none for avg on f16, whose sum
/// overflows (65504) where the mean does not: that goes through the
/// exchange.
template <typename T>
std::optional<ReductionKind> getNativeCombiner(ReductionKind kind) {
  if (!isReductionDefined<T>(kind))
    return std::nullopt;
  if (kind != ReductionKind::Avg)
    return kind;
  if constexpr (std::is_same_v<T, Half>)
    return std::nullopt;
  return ReductionKind::Sum;
}

/// `inout[i] = in[i] (+) inout[i]` for i < size, with (+) the pairwise
/// combiner of `kind` in T (never avg: a sum, then divideByCount). Returns
/// false where `kind` is not defined on T.
template <typename T>
bool combinePair(ReductionKind kind, const T *in, T *inout, size_t size) {
  if (kind == ReductionKind::Avg || !isReductionDefined<T>(kind))
    return false;
  if constexpr (ElementTraits<T>::isFloat || ElementTraits<T>::isComplex) {
    if (kind == ReductionKind::Sum) {
      for (size_t i = 0; i < size; ++i) {
        if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat>)
          inout[i] = T::fromFloat(in[i].toFloat() + inout[i].toFloat());
        else
          inout[i] = in[i] + inout[i];
      }
      return true;
    }
  }
  // Every other kind is order-free: reduceElements' own combiner.
  const T *operands[] = {in, inout};
  return reduceElements<T>(
      kind, 2, [&](size_t k) { return operands[k]; }, size, inout);
}

/// combinePair on elements of `type`.
inline bool combinePair(abi::ElementType type, ReductionKind kind,
                        const void *in, void *inout, size_t size) {
  return visitElementType(type, [&](auto element) {
    using T = decltype(element);
    return combinePair<T>(kind, static_cast<const T *>(in),
                          static_cast<T *>(inout), size);
  });
}

/// Whether combinePair computes `kind` on elements of `type`: a library
/// can be handed the reduction (never avg, which is a sum first).
inline bool hasPairwiseCombiner(abi::ElementType type, ReductionKind kind) {
  return kind != ReductionKind::Avg &&
         visitElementType(type, [&](auto element) {
           return isReductionDefined<decltype(element)>(kind);
         });
}

/// What a library's built-in reduction (MPI_SUM, ncclMax, ...) computes
/// when it is combinePair's `kind` on elements of `type`: a float or complex
/// sum (componentwise), an integer sum on the unsigned type of the width (so
/// that it wraps), max or min on the signed or unsigned type. None for the
/// others: float max and min (the libraries know neither the NaN rules nor
/// -0 < +0), i1 (sum is xor, max is and), avg (a sum first).
enum class BuiltinReduction : uint8_t {
  None,
  Sum,
  UnsignedSum,
  SignedMax,
  SignedMin,
  UnsignedMax,
  UnsignedMin,
};

inline BuiltinReduction getBuiltinReduction(abi::ElementType type,
                                            ReductionKind kind) {
  return visitElementType(type, [&](auto element) {
    using T = decltype(element);
    if constexpr (ElementTraits<T>::isFloat || ElementTraits<T>::isComplex) {
      return kind == ReductionKind::Sum ? BuiltinReduction::Sum
                                        : BuiltinReduction::None;
    } else if constexpr (std::is_same_v<T, Bool>) {
      return BuiltinReduction::None;
    } else {
      switch (kind) {
      case ReductionKind::Sum:
        return BuiltinReduction::UnsignedSum;
      case ReductionKind::Max:
        return BuiltinReduction::SignedMax;
      case ReductionKind::Min:
        return BuiltinReduction::SignedMin;
      case ReductionKind::UMax:
        return BuiltinReduction::UnsignedMax;
      case ReductionKind::UMin:
        return BuiltinReduction::UnsignedMin;
      default:
        return BuiltinReduction::None;
      }
    }
  });
}

/// A library's datatype and operation for `builtin`, from its datatypes of
/// the element's signed and unsigned kind (the same one for floats) and its
/// sum, max and min operations; none for BuiltinReduction::None.
template <typename Datatype, typename Op>
std::optional<std::pair<Datatype, Op>>
selectBuiltinReduction(BuiltinReduction builtin, Datatype signedType,
                       Datatype unsignedType, Op sum, Op max, Op min) {
  switch (builtin) {
  case BuiltinReduction::None:
    return std::nullopt;
  case BuiltinReduction::Sum:
    return std::make_pair(signedType, sum);
  case BuiltinReduction::UnsignedSum:
    return std::make_pair(unsignedType, sum);
  case BuiltinReduction::SignedMax:
    return std::make_pair(signedType, max);
  case BuiltinReduction::SignedMin:
    return std::make_pair(signedType, min);
  case BuiltinReduction::UnsignedMax:
    return std::make_pair(unsignedType, max);
  case BuiltinReduction::UnsignedMin:
    return std::make_pair(unsignedType, min);
  }
  return std::nullopt;
}

/// The second half of a native avg: `data[i] / count`, rounded to T
/// (floats and complex numbers; avg is defined on nothing else).
template <typename T> void divideByCount(T *data, size_t size, int64_t count) {
  if constexpr (ElementTraits<T>::isFloat || ElementTraits<T>::isComplex) {
    for (size_t i = 0; i < size; ++i)
      data[i] = ElementTraits<T>::narrow(ElementTraits<T>::widen(data[i]) /
                                         static_cast<long double>(count));
  }
}

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_REDUCTIONS_H
