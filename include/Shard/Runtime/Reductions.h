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
//   sum      floats: addition; integers: addition wrapping in the element
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
      // the exact mean.
      using Wide = decltype(ElementTraits<T>::widen(std::declval<T>()));
      for (size_t i = 0; i < size; ++i) {
        Wide total = 0;
        for (size_t member = 0; member < count; ++member)
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

/// Calls `fn(T{})` with the C++ type of `type`'s elements (complex<f32> and
/// complex<f64> as std::complex, i1 as Bool).
template <typename Fn>
decltype(auto) visitElementType(abi::ElementType type, Fn fn) {
  switch (type) {
  case abi::ElementType::F16:
    return fn(Half{});
  case abi::ElementType::BF16:
    return fn(BFloat{});
  case abi::ElementType::F32:
    return fn(float{});
  case abi::ElementType::F64:
    return fn(double{});
  case abi::ElementType::I1:
    return fn(Bool{});
  case abi::ElementType::I8:
    return fn(int8_t{});
  case abi::ElementType::I16:
    return fn(int16_t{});
  case abi::ElementType::I32:
    return fn(int32_t{});
  case abi::ElementType::I64:
    return fn(int64_t{});
  case abi::ElementType::CF32:
    return fn(std::complex<float>{});
  case abi::ElementType::CF64:
    return fn(std::complex<double>{});
  }
  return fn(float{}); // Not reached: every type is handled above.
}

/// The abi::ElementType of T (visitElementType's inverse).
template <typename T> constexpr abi::ElementType getElementType() {
  using abi::ElementType;
  if constexpr (std::is_same_v<T, Half>)
    return ElementType::F16;
  else if constexpr (std::is_same_v<T, BFloat>)
    return ElementType::BF16;
  else if constexpr (std::is_same_v<T, float>)
    return ElementType::F32;
  else if constexpr (std::is_same_v<T, double>)
    return ElementType::F64;
  else if constexpr (std::is_same_v<T, Bool>)
    return ElementType::I1;
  else if constexpr (std::is_same_v<T, int8_t>)
    return ElementType::I8;
  else if constexpr (std::is_same_v<T, int16_t>)
    return ElementType::I16;
  else if constexpr (std::is_same_v<T, int32_t>)
    return ElementType::I32;
  else if constexpr (std::is_same_v<T, int64_t>)
    return ElementType::I64;
  else if constexpr (std::is_same_v<T, std::complex<float>>)
    return ElementType::CF32;
  else {
    static_assert(std::is_same_v<T, std::complex<double>>,
                  "a type the runtime has entry points for");
    return ElementType::CF64;
  }
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
