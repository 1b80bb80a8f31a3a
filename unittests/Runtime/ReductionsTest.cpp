//===- ReductionsTest.cpp - What each reduction computes, per element -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// reduceElements against the functions the combiners compute
// (docs/Reductions.md): wrapping integer sums, i1 as a signed and unsigned
// 1-bit integer, NaN and signed zeros for the float kinds, exact averages.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/Reductions.h"

#include "gtest/gtest.h"

#include <cmath>
#include <complex>
#include <limits>
#include <vector>

using namespace mlir::ap;
using namespace mlir::ap::runtime;

namespace {

/// Reduces one element held by each of `values.size()` devices.
template <typename T> T reduce(ReductionKind kind, std::vector<T> values) {
  T result{};
  bool defined = reduceElements<T>(
      kind, values.size(), [&](size_t i) { return &values[i]; }, 1, &result);
  EXPECT_TRUE(defined);
  return result;
}

Bool b(int value) { return Bool{static_cast<uint8_t>(value)}; }

TEST(ReductionsTest, IntegerSumsWrap) {
  EXPECT_EQ(reduce<int32_t>(ReductionKind::Sum,
                            {std::numeric_limits<int32_t>::max(), 1}),
            std::numeric_limits<int32_t>::min());
  EXPECT_EQ(reduce<int8_t>(ReductionKind::Sum, {100, 100, 100}),
            static_cast<int8_t>(300 - 256));
  EXPECT_EQ(reduce<int64_t>(ReductionKind::Sum, {(int64_t(1) << 60) + 1, -1}),
            int64_t(1) << 60);
}

TEST(ReductionsTest, I1IsOneBitTwosComplement) {
  // addi on i1 is xor, maxsi is and (true is -1), minsi is or; unsigned
  // max is or, unsigned min is and.
  EXPECT_EQ(reduce<Bool>(ReductionKind::Sum, {b(1), b(1)}).value, 0);
  EXPECT_EQ(reduce<Bool>(ReductionKind::Sum, {b(1), b(1), b(1)}).value, 1);
  EXPECT_EQ(reduce<Bool>(ReductionKind::Max, {b(1), b(0)}).value, 0);
  EXPECT_EQ(reduce<Bool>(ReductionKind::Max, {b(1), b(1)}).value, 1);
  EXPECT_EQ(reduce<Bool>(ReductionKind::Min, {b(1), b(0)}).value, 1);
  EXPECT_EQ(reduce<Bool>(ReductionKind::UMax, {b(1), b(0)}).value, 1);
  EXPECT_EQ(reduce<Bool>(ReductionKind::UMin, {b(1), b(0)}).value, 0);
}

TEST(ReductionsTest, UnsignedCompareTheBits) {
  EXPECT_EQ(reduce<int32_t>(ReductionKind::UMax, {-1, 5}), -1);
  EXPECT_EQ(reduce<int32_t>(ReductionKind::UMin, {-1, 5}), 5);
  EXPECT_EQ(reduce<int32_t>(ReductionKind::Max, {-1, 5}), 5);
  EXPECT_EQ(reduce<int16_t>(ReductionKind::Min, {-1, 5}), -1);
}

TEST(ReductionsTest, MaximumPropagatesNaNAndMaxNumIgnoresIt) {
  float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_TRUE(std::isnan(reduce<float>(ReductionKind::Max, {1.0f, nan, 3.0f})));
  EXPECT_TRUE(std::isnan(reduce<float>(ReductionKind::Min, {nan, 1.0f})));
  EXPECT_EQ(reduce<float>(ReductionKind::MaxNum, {1.0f, nan, 3.0f}), 3.0f);
  EXPECT_EQ(reduce<float>(ReductionKind::MinNum, {nan, 1.0f}), 1.0f);
  EXPECT_TRUE(std::isnan(reduce<double>(ReductionKind::MaxNum, {nan, nan})));
  Half hnan = Half::fromFloat(nan);
  EXPECT_TRUE(std::isnan(
      reduce<Half>(ReductionKind::Max, {Half::fromFloat(1), hnan}).toFloat()));
  EXPECT_EQ(reduce<BFloat>(ReductionKind::MaxNum,
                           {BFloat::fromFloat(nan), BFloat::fromFloat(2)})
                .toFloat(),
            2.0f);
}

TEST(ReductionsTest, SignedZerosAreOrdered) {
  for (ReductionKind kind : {ReductionKind::Max, ReductionKind::MaxNum}) {
    EXPECT_FALSE(std::signbit(reduce<float>(kind, {-0.0f, 0.0f})));
    EXPECT_FALSE(std::signbit(reduce<float>(kind, {0.0f, -0.0f})));
  }
  for (ReductionKind kind : {ReductionKind::Min, ReductionKind::MinNum}) {
    EXPECT_TRUE(std::signbit(reduce<double>(kind, {0.0, -0.0})));
    EXPECT_TRUE(std::signbit(reduce<double>(kind, {-0.0, 0.0})));
  }
}

// A float sum starts from its first part, as IEEE adds: parts that are all
// -0.0 sum (and average) to -0.0; one +0.0 among them makes +0.0.
TEST(ReductionsTest, NegativeZerosSumToNegativeZero) {
  for (ReductionKind kind : {ReductionKind::Sum, ReductionKind::Avg}) {
    EXPECT_TRUE(std::signbit(reduce<float>(kind, {-0.0f, -0.0f, -0.0f})));
    EXPECT_TRUE(std::signbit(reduce<double>(kind, {-0.0, -0.0})));
    EXPECT_TRUE(std::signbit(reduce<double>(kind, {-0.0})));
    EXPECT_TRUE(std::signbit(reduce<BFloat>(kind, {BFloat::fromFloat(-0.0f),
                                                   BFloat::fromFloat(-0.0f)})
                                 .toFloat()));
    EXPECT_TRUE(std::signbit(
        reduce<Half>(kind, {Half::fromFloat(-0.0f), Half::fromFloat(-0.0f)})
            .toFloat()));
    EXPECT_FALSE(std::signbit(reduce<float>(kind, {-0.0f, 0.0f, -0.0f})));
    using C = std::complex<float>;
    C complexSum = reduce<C>(kind, {C(-0.0f, -0.0f), C(-0.0f, 0.0f)});
    EXPECT_TRUE(std::signbit(complexSum.real()));
    EXPECT_FALSE(std::signbit(complexSum.imag()));
  }
}

TEST(ReductionsTest, AverageIsExactAndDoesNotOverflow) {
  Half big = Half::fromFloat(60000);
  EXPECT_EQ(reduce<Half>(ReductionKind::Avg, {big, big, big, big}).toFloat(),
            60000.0f);
  double huge = std::numeric_limits<double>::max();
  EXPECT_EQ(reduce<double>(ReductionKind::Avg, {huge, huge}), huge);
  EXPECT_EQ(reduce<float>(ReductionKind::Avg, {1.0f, 2.0f, 3.0f, 6.0f}), 3.0f);
}

TEST(ReductionsTest, ComplexSumsAndAveragesComponentwise) {
  using C = std::complex<float>;
  EXPECT_EQ(reduce<C>(ReductionKind::Sum, {C(1, 2), C(3, -5), C(0.5f, 0)}),
            C(4.5f, -3));
  EXPECT_EQ(reduce<std::complex<double>>(ReductionKind::Avg,
                                         {{1, 3}, {2, 6}, {6, -3}}),
            std::complex<double>(3, 2));
  // Accumulated wide: no overflow on the way to a representable mean.
  float big = std::numeric_limits<float>::max();
  EXPECT_EQ(reduce<C>(ReductionKind::Avg, {C(big, -big), C(big, -big)}),
            C(big, -big));
  // No order: max, min and the rest are not defined.
  C values[2] = {C(1, 0), C(0, 1)};
  C result;
  for (ReductionKind kind : kAllReductionKinds)
    EXPECT_EQ(reduceElements<C>(
                  kind, 2, [&](size_t i) { return &values[i]; }, 1, &result),
              kind == ReductionKind::Sum || kind == ReductionKind::Avg)
        << stringifyReductionKind(kind).str();
}

TEST(ReductionsTest, KindsOutsideTheirDomainAreRefused) {
  int32_t ints[2] = {1, 2};
  float floats[2] = {1, 2};
  int32_t intResult;
  float floatResult;
  auto intOperand = [&](size_t i) { return &ints[i]; };
  auto floatOperand = [&](size_t i) { return &floats[i]; };
  EXPECT_FALSE(reduceElements<int32_t>(ReductionKind::Avg, 2, intOperand, 1,
                                       &intResult));
  EXPECT_FALSE(reduceElements<int32_t>(ReductionKind::MaxNum, 2, intOperand, 1,
                                       &intResult));
  EXPECT_FALSE(reduceElements<float>(ReductionKind::UMax, 2, floatOperand, 1,
                                     &floatResult));
}

// Native mode (library collectives) reduces with a pairwise combiner:
// avg as a sum (then a division), except where the sum overflows the
// element type and the mean does not (f16), and nothing a type lacks.
TEST(ReductionsTest, NativeCombinersKeepTheKindsMeaning) {
  EXPECT_EQ(getNativeCombiner<float>(ReductionKind::Avg), ReductionKind::Sum);
  EXPECT_EQ(getNativeCombiner<BFloat>(ReductionKind::Avg), ReductionKind::Sum);
  EXPECT_EQ(getNativeCombiner<std::complex<double>>(ReductionKind::Avg),
            ReductionKind::Sum);
  EXPECT_EQ(getNativeCombiner<Half>(ReductionKind::Avg), std::nullopt);
  EXPECT_EQ(getNativeCombiner<Half>(ReductionKind::Sum), ReductionKind::Sum);
  EXPECT_EQ(getNativeCombiner<int32_t>(ReductionKind::Avg), std::nullopt);
  EXPECT_EQ(getNativeCombiner<float>(ReductionKind::UMax), std::nullopt);
  EXPECT_EQ(getNativeCombiner<Bool>(ReductionKind::Min), ReductionKind::Min);
}

// What a library's built-in reduction must compute to be the combiner
// (MPI's and NCCL's tables select their types and operations from it).
TEST(ReductionsTest, BuiltinReductionsKeepTheKindsMeaning) {
  using mlir::ap::runtime::abi::ElementType;
  EXPECT_EQ(getBuiltinReduction(ElementType::F32, ReductionKind::Sum),
            BuiltinReduction::Sum);
  EXPECT_EQ(getBuiltinReduction(ElementType::CF64, ReductionKind::Sum),
            BuiltinReduction::Sum);
  EXPECT_EQ(getBuiltinReduction(ElementType::I32, ReductionKind::Sum),
            BuiltinReduction::UnsignedSum);
  EXPECT_EQ(getBuiltinReduction(ElementType::I8, ReductionKind::Max),
            BuiltinReduction::SignedMax);
  EXPECT_EQ(getBuiltinReduction(ElementType::I64, ReductionKind::UMin),
            BuiltinReduction::UnsignedMin);
  for (ReductionKind kind : kAllReductionKinds) {
    EXPECT_EQ(getBuiltinReduction(ElementType::I1, kind),
              BuiltinReduction::None);
    if (kind != ReductionKind::Sum)
      EXPECT_EQ(getBuiltinReduction(ElementType::BF16, kind),
                BuiltinReduction::None)
          << stringifyReductionKind(kind).str();
  }
  auto selected = selectBuiltinReduction(BuiltinReduction::UnsignedMin, 's',
                                         'u', '+', '>', '<');
  ASSERT_TRUE(selected.has_value());
  EXPECT_EQ(*selected, std::make_pair('u', '<'));
  EXPECT_FALSE(
      selectBuiltinReduction(BuiltinReduction::None, 's', 'u', '+', '>', '<')
          .has_value());
}

// The pairwise combiner: integer sums wrap, i1 sums are xor, float sums
// round to the element type at each step (unlike reduceElements, which
// accumulates wide), the order-free kinds are reduceElements' own.
TEST(ReductionsTest, PairwiseCombinersRoundInTheElementType) {
  int8_t in8[2] = {100, -128}, inout8[2] = {100, -1};
  EXPECT_TRUE(combinePair<int8_t>(ReductionKind::Sum, in8, inout8, 2));
  EXPECT_EQ(inout8[0], -56);
  EXPECT_EQ(inout8[1], 127);
  Bool inBool[1] = {b(1)}, inoutBool[1] = {b(1)};
  EXPECT_TRUE(combinePair<Bool>(ReductionKind::Sum, inBool, inoutBool, 1));
  EXPECT_EQ(inoutBool[0].value, 0);
  // 256 + 1 is 256 in bf16 (8 bits of mantissa): rounded at each step.
  BFloat inBf[1] = {BFloat::fromFloat(1)},
         inoutBf[1] = {BFloat::fromFloat(256)};
  EXPECT_TRUE(combinePair<BFloat>(ReductionKind::Sum, inBf, inoutBf, 1));
  EXPECT_EQ(inoutBf[0].toFloat(), 256.0f);
  float inF[1] = {NAN}, inoutF[1] = {2};
  EXPECT_TRUE(combinePair<float>(ReductionKind::MaxNum, inF, inoutF, 1));
  EXPECT_EQ(inoutF[0], 2.0f);
  EXPECT_FALSE(combinePair<float>(ReductionKind::Avg, inF, inoutF, 1));
  EXPECT_FALSE(
      combinePair<int32_t>(ReductionKind::MaxNum, nullptr, nullptr, 0));
}

} // namespace
