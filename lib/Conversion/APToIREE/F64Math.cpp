//===- F64Math.cpp - f64 functions from exp, log and sqrt -----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The constants are correctly rounded (computed with mpmath at 300 bits);
// where one is split in two (hi + lo), hi is the value rounded and lo the
// rest rounded, or, for the pieces of pi/2 and log10(2), hi has trailing
// zeros so that its product with a small integer is exact.
//
//===----------------------------------------------------------------------===//

#include "F64Math.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::ap::f64math;

namespace {
// pi/2 in three pieces: 33 bits, 33 bits, 53 bits.
constexpr double kHalfPi1 = 0x1.921fb544p+0;
constexpr double kHalfPi2 = 0x1.0b4611a6p-34;
constexpr double kHalfPi3 = 0x1.3198a2e037073p-69;
constexpr double kTwoOverPi = 0x1.45f306dc9c883p-1;
// pi/2, pi/4 and pi as hi + lo.
constexpr double kHalfPiHi = 0x1.921fb54442d18p+0;
constexpr double kHalfPiLo = 0x1.1a62633145c07p-54;
constexpr double kQuarterPiHi = 0x1.921fb54442d18p-1;
constexpr double kQuarterPiLo = 0x1.1a62633145c07p-55;
constexpr double kPiHi = 0x1.921fb54442d18p+1;
constexpr double kPiLo = 0x1.1a62633145c07p-53;
// tan(pi/8) = sqrt(2) - 1.
constexpr double kTanEighthPi = 0x1.a827999fcef32p-2;
constexpr double kSqrtTwo = 0x1.6a09e667f3bcdp+0;
} // namespace

F64Builder::F64Builder(OpBuilder &builder, Location loc, Type type)
    : b(loc, builder), floatType(type) {
  integerType = b.getI64Type();
  if (auto shaped = dyn_cast<ShapedType>(type))
    integerType = shaped.clone(integerType);
}

Value F64Builder::constant(double value) {
  auto attribute = b.getF64FloatAttr(value);
  if (auto shaped = dyn_cast<ShapedType>(floatType))
    return arith::ConstantOp::create(
        b, DenseElementsAttr::get(shaped, cast<Attribute>(attribute)));
  return arith::ConstantOp::create(b, attribute);
}

Value F64Builder::integerConstant(int64_t value) {
  auto attribute = b.getI64IntegerAttr(value);
  if (auto shaped = dyn_cast<ShapedType>(integerType))
    return arith::ConstantOp::create(
        b, DenseElementsAttr::get(shaped, cast<Attribute>(attribute)));
  return arith::ConstantOp::create(b, attribute);
}

Value F64Builder::add(Value a, Value c) {
  return arith::AddFOp::create(b, a, c);
}
Value F64Builder::sub(Value a, Value c) {
  return arith::SubFOp::create(b, a, c);
}
Value F64Builder::mul(Value a, Value c) {
  return arith::MulFOp::create(b, a, c);
}
Value F64Builder::div(Value a, Value c) {
  return arith::DivFOp::create(b, a, c);
}
Value F64Builder::abs(Value a) { return math::AbsFOp::create(b, a); }
Value F64Builder::copySign(Value a, Value sign) {
  return math::CopySignOp::create(b, a, sign);
}
Value F64Builder::compare(arith::CmpFPredicate predicate, Value a, Value c) {
  return arith::CmpFOp::create(b, predicate, a, c);
}
Value F64Builder::isNaN(Value a) {
  return arith::CmpFOp::create(b, arith::CmpFPredicate::UNO, a, a);
}
Value F64Builder::signBit(Value a) {
  Value bits = arith::BitcastOp::create(b, integerType, a);
  return arith::CmpIOp::create(b, arith::CmpIPredicate::slt, bits,
                               integerConstant(0));
}
Value F64Builder::select(Value condition, Value a, Value c) {
  return arith::SelectOp::create(b, condition, a, c);
}
Value F64Builder::exp(Value a) { return math::ExpOp::create(b, a); }
Value F64Builder::log(Value a) { return math::LogOp::create(b, a); }
Value F64Builder::sqrt(Value a) { return math::SqrtOp::create(b, a); }

Value F64Builder::polynomial(Value x, ArrayRef<double> coefficients) {
  Value result = constant(coefficients.back());
  for (double coefficient : llvm::reverse(coefficients.drop_back()))
    result = add(constant(coefficient), mul(x, result));
  return result;
}

//===----------------------------------------------------------------------===//
// exp and log: expm1, log1p, log2, log10, cbrt
//===----------------------------------------------------------------------===//

Value F64Builder::expm1(Value x) {
  using P = arith::CmpFPredicate;
  // Kahan's: (u - 1) x / log(u) with u = exp(x) rounded, whose rounding
  // error cancels between the two.
  Value one = constant(1.0);
  Value u = exp(x);
  Value uMinusOne = sub(u, one);
  // x / log(u) first: (u - 1) x overflows before u does.
  Value result = mul(uMinusOne, div(x, log(u)));
  // u = 1: x is below half an ulp of 1, and so is exp(x) - 1 - x.
  result = select(compare(P::OEQ, u, one), x, result);
  result =
      select(compare(P::OEQ, uMinusOne, constant(-1.0)), uMinusOne, result);
  return select(compare(P::OEQ, u, constant(INFINITY)), u, result);
}

Value F64Builder::exp2(Value x) {
  using P = arith::CmpFPredicate;
  // 2^n exp(f log(2)) with x = n + f, |f| <= 1/2 (exact); 2^n as two
  // powers of two within the exponent range, from n clamped to +-1100
  // (beyond, the result is 0 or inf anyway).
  Value n = math::RoundEvenOp::create(b, x);
  Value fraction = exp(mul(sub(x, n), constant(0x1.62e42fefa39efp-1)));
  Value clamped = arith::MinimumFOp::create(
      b, arith::MaximumFOp::create(b, n, constant(-1100.0)), constant(1100.0));
  Value half = math::FloorOp::create(b, mul(clamped, constant(0.5)));
  Value result =
      mul(mul(fraction, powerOfTwo(half)), powerOfTwo(sub(clamped, half)));
  result = select(compare(P::OEQ, x, constant(INFINITY)), x, result);
  return select(compare(P::OEQ, x, constant(-INFINITY)), constant(0.0), result);
}

Value F64Builder::log1p(Value x) {
  using P = arith::CmpFPredicate;
  // Kahan's: log(u) x / (u - 1) with u = 1 + x rounded.
  Value one = constant(1.0);
  Value u = add(one, x);
  Value logU = log(u);
  Value result = mul(logU, div(x, sub(u, one)));
  result = select(compare(P::OEQ, u, one), x, result);
  return select(compare(P::OEQ, u, constant(INFINITY)), logU, result);
}

std::pair<Value, Value> F64Builder::splitExponent(Value x) {
  using P = arith::CmpFPredicate;
  // Subnormals scaled into the normal range first.
  Value subnormal = compare(P::OLT, x, constant(0x1p-1022));
  Value scaled = select(subnormal, mul(x, constant(0x1p54)), x);
  Value bits = arith::BitcastOp::create(b, integerType, scaled);
  Value biased = arith::ShRUIOp::create(b, bits, integerConstant(52));
  Value exponent = arith::SIToFPOp::create(
      b, floatType, arith::SubIOp::create(b, biased, integerConstant(1023)));
  exponent = sub(exponent, select(subnormal, constant(54.0), constant(0.0)));
  // The significand in [1, 2), then halved above sqrt(2).
  Value significandBits = arith::OrIOp::create(
      b, arith::AndIOp::create(b, bits, integerConstant((1LL << 52) - 1)),
      integerConstant(1023LL << 52));
  Value significand = arith::BitcastOp::create(b, floatType, significandBits);
  Value high = compare(P::OGT, significand, constant(kSqrtTwo));
  significand = select(high, mul(significand, constant(0.5)), significand);
  exponent = add(exponent, select(high, constant(1.0), constant(0.0)));
  return {exponent, significand};
}

Value F64Builder::logOfBase(Value x, bool base2) {
  using P = arith::CmpFPredicate;
  auto [exponent, significand] = splitExponent(x);
  Value logSignificand = log(significand);
  Value result;
  if (base2) {
    // log2(e), and e is exact.
    result = add(exponent, mul(logSignificand, constant(0x1.71547652b82fep+0)));
  } else {
    // log10(2) as 40 bits (e times it is exact) + the rest; log10(e).
    Value low = add(mul(exponent, constant(-0x1.80433b83b532ap-44)),
                    mul(logSignificand, constant(0x1.bcb7b1526e50ep-2)));
    result = add(mul(exponent, constant(0x1.34413509f8p-2)), low);
  }
  result =
      select(compare(P::OEQ, x, constant(0.0)), constant(-INFINITY), result);
  result = select(compare(P::OLT, x, constant(0.0)), constant(NAN), result);
  result = select(compare(P::OEQ, x, constant(INFINITY)), x, result);
  return select(isNaN(x), x, result);
}

Value F64Builder::log2(Value x) { return logOfBase(x, /*base2=*/true); }
Value F64Builder::log10(Value x) { return logOfBase(x, /*base2=*/false); }

Value F64Builder::cbrt(Value x) {
  using P = arith::CmpFPredicate;
  // |x| = m 2^e, and e = 3 q + r with r in {0, 1, 2}: cbrt(|x|) =
  // cbrt(m 2^r) 2^q, where m 2^r is in [0.7, 5.7). There exp(log(.) / 3)
  // is off by an ulp or two, and one Newton step y - (y^3 - a) / (3 y^2)
  // squares that relative error away (its residual is far from the
  // subnormals, which IREE's CPU code flushes to 0).
  Value a = abs(x);
  auto [exponent, significand] = splitExponent(a);
  Value q = math::FloorOp::create(b, mul(exponent, constant(1.0 / 3.0)));
  Value r = sub(exponent, mul(constant(3.0), q));
  // floor(e / 3) of the rounded quotient can be one off: r in {-1, 3}.
  Value low = compare(P::OLT, r, constant(0.0));
  q = select(low, sub(q, constant(1.0)), q);
  r = select(low, add(r, constant(3.0)), r);
  Value high = compare(P::OGE, r, constant(3.0));
  q = select(high, add(q, constant(1.0)), q);
  r = select(high, sub(r, constant(3.0)), r);
  Value m = mul(significand, powerOfTwo(r));
  Value y = exp(mul(log(m), constant(0x1.5555555555555p-2)));
  Value y2 = mul(y, y);
  y = sub(y, div(sub(mul(y2, y), m), mul(constant(3.0), y2)));
  Value result = copySign(mul(y, powerOfTwo(q)), x);
  // 0, infinities and NaN are their own cube roots.
  Value special = arith::OrIOp::create(
      b,
      arith::OrIOp::create(b, compare(P::OEQ, a, constant(0.0)),
                           compare(P::OEQ, a, constant(INFINITY))),
      isNaN(x));
  return select(special, x, result);
}

//===----------------------------------------------------------------------===//
// Hyperbolic functions and their inverses
//===----------------------------------------------------------------------===//

Value F64Builder::tanh(Value x) {
  // tanh(|x|) = -t / (t + 2) with t = expm1(-2 |x|): no cancellation at
  // small |x|, and 1 where t is -1.
  Value t = expm1(mul(constant(-2.0), abs(x)));
  Value result = div(sub(constant(0.0), t), add(t, constant(2.0)));
  return copySign(result, x);
}

Value F64Builder::sinh(Value x) {
  using P = arith::CmpFPredicate;
  Value a = abs(x);
  // Below 22: (E + E / (E + 1)) / 2 with E = expm1(|x|). Above, e^-|x| is
  // below an ulp: e^|x| / 2 as (e^(|x|/2) / 2) e^(|x|/2), which overflows
  // only where sinh does.
  Value e = expm1(a);
  Value small = mul(constant(0.5), add(e, div(e, add(e, constant(1.0)))));
  Value half = exp(mul(constant(0.5), a));
  Value large = mul(mul(constant(0.5), half), half);
  return copySign(select(compare(P::OLT, a, constant(22.0)), small, large), x);
}

Value F64Builder::cosh(Value x) {
  using P = arith::CmpFPredicate;
  // Below 22: (e^|x| + e^-|x|) / 2. Above, as sinh's.
  Value a = abs(x);
  Value e = exp(a);
  Value small = mul(constant(0.5), add(e, div(constant(1.0), e)));
  Value half = exp(mul(constant(0.5), a));
  Value large = mul(mul(constant(0.5), half), half);
  return select(compare(P::OLT, a, constant(22.0)), small, large);
}

Value F64Builder::asinh(Value x) {
  using P = arith::CmpFPredicate;
  Value a = abs(x);
  // log1p(a + a^2 / (1 + sqrt(1 + a^2))), and log(a) + log(2) from 2^28
  // (where 1 / (4 a^2) is below an ulp and a^2 could overflow).
  Value one = constant(1.0);
  Value a2 = mul(a, a);
  Value small = log1p(add(a, div(a2, add(one, sqrt(add(one, a2))))));
  Value large = add(log(a), constant(0x1.62e42fefa39efp-1));
  return copySign(select(compare(P::OLT, a, constant(0x1p28)), small, large),
                  x);
}

Value F64Builder::acosh(Value x) {
  using P = arith::CmpFPredicate;
  // log1p(t + sqrt(2 t + t^2)) with t = x - 1 (exact near 1), and
  // log(x) + log(2) from 2^28. Below 1 the root is NaN.
  Value t = sub(x, constant(1.0));
  Value small = log1p(add(t, sqrt(add(mul(constant(2.0), t), mul(t, t)))));
  Value large = add(log(x), constant(0x1.62e42fefa39efp-1));
  return select(compare(P::OLT, x, constant(0x1p28)), small, large);
}

Value F64Builder::atanh(Value x) {
  // log1p(2 |x| / (1 - |x|)) / 2: 1 - |x| is exact near 1.
  Value a = abs(x);
  Value ratio = div(mul(constant(2.0), a), sub(constant(1.0), a));
  return copySign(mul(constant(0.5), log1p(ratio)), x);
}

//===----------------------------------------------------------------------===//
// Trigonometric functions and their inverses
//===----------------------------------------------------------------------===//

std::pair<Value, Value> F64Builder::reduceByHalfPi(Value x) {
  // r = x - k pi/2 with k = round(x 2/pi), in steps that are exact but for
  // the last two: k = kh + kl with kh a multiple of 2^20 and |kl| <= 2^19,
  // each times a 33-bit piece exact for |k| < 2^40, each difference between
  // values within a factor of 2 of each other (Sterbenz).
  Value k = math::RoundEvenOp::create(b, mul(x, constant(kTwoOverPi)));
  Value kh = mul(math::RoundEvenOp::create(b, mul(k, constant(0x1p-20))),
                 constant(0x1p20));
  Value kl = sub(k, kh);
  Value r = sub(x, mul(kh, constant(kHalfPi1)));
  r = sub(r, mul(kl, constant(kHalfPi1)));
  r = sub(r, mul(kh, constant(kHalfPi2)));
  r = sub(r, mul(kl, constant(kHalfPi2)));
  r = sub(r, mul(k, constant(kHalfPi3)));
  // Beyond, r would be wrong: NaN (libm's reduction for any |x|, Payne and
  // Hanek's, is not built).
  Value exact = compare(arith::CmpFPredicate::OLT, abs(k), constant(0x1p40));
  r = select(exact, r, constant(NAN));
  return {toInteger(k), r};
}

Value F64Builder::sinOfReduced(Value r) {
  // (-1)^n / (2n + 1)!, n = 1..9.
  static constexpr double kSin[] = {
      -0x1.5555555555555p-3,  0x1.1111111111111p-7,   -0x1.a01a01a01a01ap-13,
      0x1.71de3a556c734p-19,  -0x1.ae64567f544e4p-26, 0x1.6124613a86d09p-33,
      -0x1.ae7f3e733b81fp-41, 0x1.952c77030ad4ap-49,  -0x1.2f49b46814157p-57};
  Value r2 = mul(r, r);
  return add(r, mul(r, mul(r2, polynomial(r2, kSin))));
}

Value F64Builder::cosOfReduced(Value r) {
  // (-1)^n / (2n)!, n = 1..10.
  static constexpr double kCos[] = {-0x1p-1,
                                    0x1.5555555555555p-5,
                                    -0x1.6c16c16c16c17p-10,
                                    0x1.a01a01a01a01ap-16,
                                    -0x1.27e4fb7789f5cp-22,
                                    0x1.1eed8eff8d898p-29,
                                    -0x1.93974a8c07c9dp-37,
                                    0x1.ae7f3e733b81fp-45,
                                    -0x1.6827863b97d97p-53,
                                    0x1.e542ba4020225p-62};
  Value r2 = mul(r, r);
  return add(constant(1.0), mul(r2, polynomial(r2, kCos)));
}

Value F64Builder::powerOfTwo(Value exponent) {
  Value biased =
      arith::AddIOp::create(b, toInteger(exponent), integerConstant(1023));
  Value bits = arith::ShLIOp::create(b, biased, integerConstant(52));
  return arith::BitcastOp::create(b, floatType, bits);
}

Value F64Builder::toInteger(Value value) {
  Value limit = constant(0x1p52);
  Value clamped = arith::MinimumFOp::create(
      b, arith::MaximumFOp::create(b, value, constant(-0x1p52)), limit);
  clamped = select(isNaN(value), constant(0.0), clamped);
  return arith::FPToSIOp::create(b, integerType, clamped);
}

Value F64Builder::quadrantBit(Value q, int64_t bit) {
  Value masked = arith::AndIOp::create(b, q, integerConstant(bit));
  return arith::CmpIOp::create(b, arith::CmpIPredicate::ne, masked,
                               integerConstant(0));
}

Value F64Builder::sin(Value x) {
  auto [quadrant, r] = reduceByHalfPi(x);
  Value result =
      select(quadrantBit(quadrant, 1), cosOfReduced(r), sinOfReduced(r));
  result = select(quadrantBit(quadrant, 2), sub(constant(0.0), result), result);
  // sin(-0) = -0 (the reduction made it +0); sin(inf) is NaN.
  result =
      select(compare(arith::CmpFPredicate::OEQ, x, constant(0.0)), x, result);
  return select(compare(arith::CmpFPredicate::OEQ, abs(x), constant(INFINITY)),
                constant(NAN), result);
}

Value F64Builder::cos(Value x) {
  auto [quadrant, r] = reduceByHalfPi(x);
  Value result =
      select(quadrantBit(quadrant, 1), sinOfReduced(r), cosOfReduced(r));
  // cos(r + q pi/2) is negative for q = 1, 2 (mod 4): bit 1 of q + 1.
  Value next = arith::AddIOp::create(b, quadrant, integerConstant(1));
  result = select(quadrantBit(next, 2), sub(constant(0.0), result), result);
  return select(compare(arith::CmpFPredicate::OEQ, abs(x), constant(INFINITY)),
                constant(NAN), result);
}

Value F64Builder::tan(Value x) {
  auto [quadrant, r] = reduceByHalfPi(x);
  Value s = sinOfReduced(r), c = cosOfReduced(r);
  Value result = select(quadrantBit(quadrant, 1), div(sub(constant(0.0), c), s),
                        div(s, c));
  result =
      select(compare(arith::CmpFPredicate::OEQ, x, constant(0.0)), x, result);
  return select(compare(arith::CmpFPredicate::OEQ, abs(x), constant(INFINITY)),
                constant(NAN), result);
}

Value F64Builder::atanOfUnit(Value t) {
  // Above tan(pi/8): atan(t) = pi/4 + atan((t - 1) / (t + 1)), whose
  // argument is at most tan(pi/8) in magnitude like t's below it. Then the
  // Taylor series to u^45, whose next term is below 2^-60 of the sum.
  Value one = constant(1.0);
  Value high = compare(arith::CmpFPredicate::OGT, t, constant(kTanEighthPi));
  Value u = select(high, div(sub(t, one), add(t, one)), t);
  SmallVector<double> coefficients;
  for (int n = 1; n <= 22; ++n)
    coefficients.push_back((n % 2 ? -1.0 : 1.0) / double(2 * n + 1));
  Value u2 = mul(u, u);
  Value series = add(u, mul(u, mul(u2, polynomial(u2, coefficients))));
  Value shifted =
      add(constant(kQuarterPiHi), add(series, constant(kQuarterPiLo)));
  return select(high, shifted, series);
}

Value F64Builder::atan(Value x) {
  // Above 1: pi/2 - atan(1 / |x|).
  Value a = abs(x);
  Value inverted = compare(arith::CmpFPredicate::OGT, a, constant(1.0));
  Value unit = atanOfUnit(select(inverted, div(constant(1.0), a), a));
  Value complement = add(sub(constant(kHalfPiHi), unit), constant(kHalfPiLo));
  return copySign(select(inverted, complement, unit), x);
}

Value F64Builder::atan2(Value y, Value x) {
  using P = arith::CmpFPredicate;
  // The angle of (|x|, |y|) in [0, pi/2] from the smaller over the larger,
  // then mirrored for x < 0 (or -0) and signed as y.
  Value ay = abs(y), ax = abs(x);
  Value steep = compare(P::OGT, ay, ax);
  Value ratio = div(select(steep, ax, ay), select(steep, ay, ax));
  Value unit = atanOfUnit(ratio);
  Value angle = select(
      steep, add(sub(constant(kHalfPiHi), unit), constant(kHalfPiLo)), unit);
  // 0 / 0 and inf / inf: 0 and pi/4.
  Value zero = constant(0.0), infinity = constant(INFINITY);
  angle = select(arith::AndIOp::create(b, compare(P::OEQ, ax, zero),
                                       compare(P::OEQ, ay, zero)),
                 zero, angle);
  angle = select(arith::AndIOp::create(b, compare(P::OEQ, ax, infinity),
                                       compare(P::OEQ, ay, infinity)),
                 constant(kQuarterPiHi), angle);
  angle = select(signBit(x), add(sub(constant(kPiHi), angle), constant(kPiLo)),
                 angle);
  Value result = copySign(angle, y);
  return select(arith::OrIOp::create(b, isNaN(x), isNaN(y)), add(x, y), result);
}

Value F64Builder::asin(Value x) {
  // atan2(x, sqrt((1 - x)(1 + x))): 1 - x is exact near 1; NaN beyond 1.
  Value one = constant(1.0);
  return atan2(x, sqrt(mul(sub(one, x), add(one, x))));
}

Value F64Builder::acos(Value x) {
  Value one = constant(1.0);
  return atan2(sqrt(mul(sub(one, x), add(one, x))), x);
}

//===----------------------------------------------------------------------===//
// Integer powers
//===----------------------------------------------------------------------===//

Value F64Builder::powi(Value x, int64_t n) {
  uint64_t remaining = n < 0 ? 0 - uint64_t(n) : uint64_t(n);
  Value result, square = x;
  while (remaining) {
    if (remaining & 1)
      result = result ? mul(result, square) : square;
    remaining >>= 1;
    if (remaining)
      square = mul(square, square);
  }
  if (!result)
    return constant(1.0);
  return n < 0 ? div(constant(1.0), result) : result;
}
