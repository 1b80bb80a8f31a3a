//===- F64Math.h - f64 functions from exp, log and sqrt ---------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-expand-f64-math's builders: the f64 functions that IREE's CPU code
// lacks or computes badly, written with what it computes to half an ulp
// (exp, log, sqrt, arithmetic), in formulas whose rounding stays within a
// few ulps (docs/Backends.md has the measured errors). Everything is built
// elementwise on one type: f64, or a shaped type of f64 (constants splat).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_CONVERSION_APTOIREE_F64MATH_H
#define SHARD_LIB_CONVERSION_APTOIREE_F64MATH_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir {
namespace ap {
namespace f64math {

/// Arithmetic on values of one f64 type, and the functions built from it.
class F64Builder {
public:
  /// Builds at `builder`'s insertion point, on values of `type`.
  F64Builder(OpBuilder &builder, Location loc, Type type);

  Value constant(double value);
  Value add(Value a, Value b);
  Value sub(Value a, Value b);
  Value mul(Value a, Value b);
  Value div(Value a, Value b);
  Value abs(Value a);
  /// |a| with the sign of `sign`.
  Value copySign(Value a, Value sign);
  /// Ordered comparisons (false on NaN), and whether `a` is NaN.
  Value compare(arith::CmpFPredicate predicate, Value a, Value b);
  Value isNaN(Value a);
  /// Whether the sign bit of `a` is set (-0 included).
  Value signBit(Value a);
  Value select(Value condition, Value a, Value b);
  Value exp(Value a);
  Value log(Value a);
  Value sqrt(Value a);
  /// c[0] + x (c[1] + x (c[2] + ...)).
  Value polynomial(Value x, ArrayRef<double> coefficients);

  // The functions (IEEE special values as libm's: NaN, infinities, signed
  // zeros).
  Value expm1(Value x);
  Value exp2(Value x);
  Value log1p(Value x);
  Value log2(Value x);
  Value log10(Value x);
  Value cbrt(Value x);
  Value tanh(Value x);
  Value sinh(Value x);
  Value cosh(Value x);
  Value asinh(Value x);
  Value acosh(Value x);
  Value atanh(Value x);
  Value sin(Value x);
  Value cos(Value x);
  Value tan(Value x);
  Value atan(Value x);
  Value atan2(Value y, Value x);
  Value asin(Value x);
  Value acos(Value x);
  /// x^n for a constant n: squarings and products, then 1 / x^-n for n < 0
  /// (whose zeros and infinities keep their signs).
  Value powi(Value x, int64_t n);

private:
  Value integerConstant(int64_t value);
  /// (e, m) with x = m 2^e, m in [sqrt(1/2), sqrt(2)), e as f64, for finite
  /// x > 0 (subnormals included); garbage otherwise.
  std::pair<Value, Value> splitExponent(Value x);
  /// log2 or log10 (e x log_b(2) + log(m) x log_b(e), exact for x = 2^k in
  /// base 2), from splitExponent; `base2` chooses.
  Value logOfBase(Value x, bool base2);
  /// atan(t) for t in [0, 1].
  Value atanOfUnit(Value t);
  /// The quadrant of x (round(x 2/pi), as i64) and x reduced by it to
  /// [-pi/4, pi/4] (Cody and Waite's three-part pi/2, exact for
  /// |x| < 2^39 pi, about 1.7e12; NaN beyond).
  std::pair<Value, Value> reduceByHalfPi(Value x);
  /// sin and cos of r in [-pi/4, pi/4] (Taylor series to r^19 and r^20).
  Value sinOfReduced(Value r);
  Value cosOfReduced(Value r);
  /// Whether the i64 quadrant `q` has bit `bit` set.
  Value quadrantBit(Value q, int64_t bit);
  /// An i64 of the integer-valued `value` in [-2^52, 2^52] (NaN as 0: the
  /// conversion is defined for every input).
  Value toInteger(Value value);
  /// 2^e for an integer-valued e in [-1022, 1023], exactly.
  Value powerOfTwo(Value exponent);

  ImplicitLocOpBuilder b;
  Type floatType, integerType;
};

} // namespace f64math
} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_CONVERSION_APTOIREE_F64MATH_H
