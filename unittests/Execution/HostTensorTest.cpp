//===- HostTensorTest.cpp - Host tensors, random inputs, comparison ------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/HostTensor.h"

#include "gtest/gtest.h"

#include <random>

#include <cmath>

using namespace mlir::ap;
using llvm::SmallVector;

namespace {

TEST(HostTensorTest, CompareToleratesRoundingOnly) {
  HostTensor reference(ElementType::F32, {3});
  HostTensor candidate(ElementType::F32, {3});
  for (int64_t i = 0; i < 3; ++i) {
    reference.set(i, 100.0 * (i + 1));
    candidate.set(i, 100.0 * (i + 1) + 1e-3);
  }
  EXPECT_TRUE(compareTensors(reference, candidate, 1e-4, 1e-5).passed());
  candidate.set(2, 301);
  TensorComparison comparison =
      compareTensors(reference, candidate, 1e-4, 1e-5);
  EXPECT_EQ(comparison.mismatches, 1);
  EXPECT_NEAR(comparison.maxAbsError, 1.0, 1e-4);
  candidate.set(2, NAN);
  EXPECT_EQ(compareTensors(reference, candidate, 1, 1).mismatches, 1);
  // NaN matches only NaN.
  reference.set(2, NAN);
  EXPECT_EQ(compareTensors(reference, candidate, 1e-4, 1e-5).mismatches, 0);
  EXPECT_FALSE(
      compareTensors(reference, HostTensor(ElementType::F32, {4}), 1, 1)
          .passed());
}

TEST(HostTensorTest, ElementsRoundToTheirType) {
  HostTensor half(ElementType::F16, {1});
  half.set(0, 1.0 + 1.0 / 4096);
  EXPECT_EQ(half.get(0), 1.0);
  HostTensor bf(ElementType::BF16, {1});
  bf.set(0, 3.0);
  EXPECT_EQ(bf.get(0), 3.0);
  HostTensor bits(ElementType::I1, {1});
  bits.set(0, 7);
  EXPECT_EQ(bits.get(0), 1);
  HostTensor wide(ElementType::I64, {1});
  wide.set(0, -123456789012.0);
  EXPECT_EQ(wide.get(0), -123456789012.0);
  // i1 true is -1 as a signed value, 1 as bits.
  EXPECT_EQ(bits.getSigned(0), -1);
  EXPECT_EQ(bits.getBits(0), 1u);
}

// 64-bit integers compare exactly, not as doubles: an off-by-one near 2^60
// is a mismatch (both round to the same double).
TEST(HostTensorTest, WideIntegersCompareExactly) {
  HostTensor reference(ElementType::I64, {2});
  HostTensor candidate(ElementType::I64, {2});
  int64_t big = (int64_t(1) << 60) + 1;
  reference.setBits(0, big);
  candidate.setBits(0, big + 1);
  ASSERT_EQ(reference.get(0), candidate.get(0));
  TensorComparison comparison = compareTensors(reference, candidate, 1, 1);
  EXPECT_EQ(comparison.mismatches, 1);
  EXPECT_EQ(comparison.firstMismatch, 0);
  EXPECT_EQ(comparison.maxAbsError, 1);
  // The extremes: their difference does not fit in 64 bits.
  reference.setBits(1, uint64_t(1) << 63);
  candidate.setBits(1, ~(uint64_t(1) << 63));
  comparison = compareTensors(reference, candidate, 0, 0);
  EXPECT_EQ(comparison.mismatches, 2);
  EXPECT_EQ(comparison.maxAbsError, 0x1p64 - 1);
  EXPECT_EQ(formatElement(reference, 1), "-9223372036854775808");
}

// Equal infinities match; an infinity matches no finite value, however
// loose the tolerance.
TEST(HostTensorTest, InfinitiesMatchOnlyThemselves) {
  HostTensor reference(ElementType::F32, {3});
  HostTensor candidate(ElementType::F32, {3});
  reference.set(0, INFINITY);
  candidate.set(0, INFINITY);
  reference.set(1, -INFINITY);
  candidate.set(1, -INFINITY);
  EXPECT_TRUE(compareTensors(reference, candidate, 0, 0).passed());
  candidate.set(2, 3.4e38);
  reference.set(2, INFINITY);
  EXPECT_EQ(compareTensors(reference, candidate, 1e9, 1e38).mismatches, 1);
}

// Integers are drawn over the whole range of their type (sign bits set),
// unless narrowed; floats carry special values when asked.
TEST(HostTensorTest, RandomInputsCoverTheirType) {
  std::mt19937 rng(7);
  for (ElementType kind :
       {ElementType::I8, ElementType::I32, ElementType::I64}) {
    HostTensor tensor(kind, {256});
    tensor.fillRandom(rng, InputDistribution());
    int64_t negative = 0, large = 0;
    for (int64_t i = 0; i < tensor.getNumElements(); ++i) {
      negative += tensor.getSigned(i) < 0;
      large += std::abs(static_cast<double>(tensor.getSigned(i))) >
               std::ldexp(1.0, getElementBitWidth(kind) - 3);
    }
    EXPECT_GT(negative, 64) << runtime::abi::getSuffix(kind).str();
    EXPECT_GT(large, 64) << runtime::abi::getSuffix(kind).str();
  }
  InputDistribution narrow;
  narrow.intLow = 0;
  narrow.intHigh = 7;
  HostTensor indices(ElementType::I64, {64});
  indices.fillRandom(rng, narrow);
  for (int64_t i = 0; i < indices.getNumElements(); ++i) {
    EXPECT_GE(indices.getSigned(i), 0);
    EXPECT_LE(indices.getSigned(i), 7);
  }
  // An ignore index outside the range: about a quarter of the elements.
  narrow.intExtras = {-100};
  HostTensor labels(ElementType::I64, {400});
  labels.fillRandom(rng, narrow);
  int64_t ignored = 0;
  for (int64_t i = 0; i < labels.getNumElements(); ++i) {
    int64_t value = labels.getSigned(i);
    ignored += value == -100;
    EXPECT_TRUE(value == -100 || (value >= 0 && value <= 7)) << value;
  }
  EXPECT_GT(ignored, 60);
  EXPECT_LT(ignored, 140);
  InputDistribution specials;
  specials.floatSpecials = 0.5;
  HostTensor floats(ElementType::BF16, {512});
  floats.fillRandom(rng, specials);
  int64_t nans = 0, infinities = 0, zeros = 0;
  for (int64_t i = 0; i < floats.getNumElements(); ++i) {
    nans += std::isnan(floats.get(i));
    infinities += std::isinf(floats.get(i));
    zeros += floats.get(i) == 0;
  }
  EXPECT_GT(nans, 10);
  EXPECT_GT(infinities, 20);
  EXPECT_GT(zeros, 20);
}

//===----------------------------------------------------------------------===//
// The oracle's error model (docs/Testing.md)
//===----------------------------------------------------------------------===//

/// Row sums of `rows` x `terms` uniform values in [-1, 1) (rounded by
/// `roundInput`): the reference accumulates in order, the candidate in
/// `parts` contiguous partial sums then adds them (a sharded reduction),
/// both rounding every addition with `round`; `exact` is the sum in double.
template <typename Round, typename RoundInput>
void sumRows(int64_t rows, int64_t terms, int64_t parts, ElementType kind,
             Round round, HostTensor &reference, HostTensor &candidate,
             HostTensor &exact, unsigned seed, RoundInput roundInput) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> uniform(-1, 1);
  reference = HostTensor(kind, {rows});
  candidate = HostTensor(kind, {rows});
  exact = HostTensor(ElementType::F64, {rows});
  int64_t chunk = (terms + parts - 1) / parts;
  for (int64_t row = 0; row < rows; ++row) {
    SmallVector<double> values;
    for (int64_t i = 0; i < terms; ++i)
      values.push_back(roundInput(uniform(rng)));
    double inOrder = 0, total = 0, wide = 0;
    for (double value : values) {
      inOrder = round(inOrder + value);
      wide += value;
    }
    for (int64_t part = 0; part < parts; ++part) {
      double partial = 0;
      for (int64_t i = part * chunk; i < std::min(terms, (part + 1) * chunk);
           ++i)
        partial = round(partial + values[i]);
      total = round(total + partial);
    }
    reference.set(row, inOrder);
    candidate.set(row, total);
    exact.set(row, wide);
  }
}

double roundToFloat(double value) { return static_cast<float>(value); }
double roundToBFloat(double value) {
  return mlir::ap::runtime::BFloat::fromFloat(static_cast<float>(value))
      .toFloat();
}
double roundToHalf(double value) {
  return mlir::ap::runtime::Half::fromFloat(static_cast<float>(value))
      .toFloat();
}
constexpr double kF32 = 0x1p-24, kBF16 = 0x1p-8, kF16 = 0x1p-11;

TEST(ErrorModelTest, LongF32SumsPass) {
  // A vocabulary of 50,257: the reference's own rounding is larger than the
  // sharded candidate's; against the exact sums both are fine (fixed
  // tolerances of 1e-4 relative failed here).
  HostTensor reference, candidate, exact;
  sumRows(4, 50257, 4, ElementType::F32, roundToFloat, reference, candidate,
          exact, 7, roundToFloat);
  TensorComparison comparison = compareUnderErrorModel(
      reference, candidate,
      {0, std::sqrt(50257.0) * kF32 + kF32, &exact, nullptr});
  EXPECT_TRUE(comparison.passed()) << comparison.maxAbsError;
  EXPECT_GT(*comparison.referenceError, comparison.maxAbsError);
}

TEST(ErrorModelTest, LongBF16SumsPass) {
  // 256 bf16 terms summed in bf16, sharded 4 ways.
  for (unsigned seed = 1; seed <= 50; ++seed) {
    HostTensor reference, candidate, exact;
    sumRows(8, 256, 4, ElementType::BF16, roundToBFloat, reference, candidate,
            exact, seed, roundToBFloat);
    EXPECT_TRUE(compareUnderErrorModel(reference, candidate,
                                       {0, 16 * kBF16 + kBF16, &exact, nullptr})
                    .passed())
        << "seed " << seed;
  }
}

TEST(ErrorModelTest, NarrowerAccumulationFails) {
  // The program accumulates 512 f16 terms in f32 and rounds the sum to f16;
  // a candidate that accumulates in f16 is off by many f16 ulps.
  int64_t caught = 0;
  for (unsigned seed = 1; seed <= 50; ++seed) {
    HostTensor wideSum, narrowSum, exact, unused;
    sumRows(16, 512, 1, ElementType::F32, roundToFloat, wideSum, unused, exact,
            seed, roundToHalf);
    HostTensor reference = wideSum.convertTo(ElementType::F16);
    sumRows(16, 512, 1, ElementType::F16, roundToHalf, narrowSum, unused, exact,
            seed, roundToHalf);
    // The program's own: f32's sum, then f16's rounding of each element.
    caught += !compareUnderErrorModel(
                   reference, narrowSum,
                   {kF16, std::sqrt(512.0) * kF32 + kF32, &exact, nullptr})
                   .passed();
  }
  EXPECT_EQ(caught, 50);
}

TEST(ErrorModelTest, SpecialValuesMatchThemselves) {
  HostTensor reference(ElementType::F32, {3}), candidate(ElementType::F32, {3});
  reference.set(0, NAN);
  candidate.set(0, NAN);
  reference.set(1, INFINITY);
  candidate.set(1, INFINITY);
  reference.set(2, 1);
  candidate.set(2, 1);
  EXPECT_TRUE(compareUnderErrorModel(reference, candidate, {0, 1e-3}).passed());
  candidate.set(1, -INFINITY);
  EXPECT_EQ(compareUnderErrorModel(reference, candidate, {0, 1e-3}).mismatches,
            1);
  candidate.set(1, INFINITY);
  candidate.set(2, NAN);
  EXPECT_EQ(compareUnderErrorModel(reference, candidate, {0, 1e-3}).mismatches,
            1);
  // A budget of 0 (a copy, integers) asks for the same values.
  candidate.set(2, 1.0000001);
  EXPECT_FALSE(compareUnderErrorModel(reference, candidate, {}).passed());
}

// -0.0 and +0.0 are the same number: a zero of the other sign passes, even
// where nothing rounds (a budget of 0). Where the sign matters to what
// follows, it shows there: 1/x is -inf for one and +inf for the other, and
// an infinity matches only itself.
TEST(ErrorModelTest, ZerosOfEitherSignAreTheSameNumber) {
  HostTensor reference(ElementType::F32, {2}), candidate(ElementType::F32, {2});
  reference.set(0, -0.0);
  candidate.set(0, 0.0);
  reference.set(1, 0.0);
  candidate.set(1, -0.0);
  EXPECT_TRUE(compareUnderErrorModel(reference, candidate, {}).passed());
  reference.set(0, -INFINITY);
  candidate.set(0, INFINITY);
  EXPECT_EQ(compareUnderErrorModel(reference, candidate, {}).mismatches, 1);
}

TEST(ErrorModelTest, CancellationIsHeldToWhatCancelled) {
  // Every element is rounding noise around an exact 0 (a gradient that
  // cancels): its own magnitude says nothing; what it was computed from
  // (the sensitivity to the inputs) does.
  HostTensor reference(ElementType::F64, {3}), candidate(ElementType::F64, {3});
  HostTensor sensitivity(ElementType::F64, {3});
  for (int64_t i = 0; i < 3; ++i) {
    reference.set(i, 1.3e-17 * (i + 1));
    candidate.set(i, 0);
    sensitivity.set(i, 0.8);
  }
  ErrorModelReference model{0, 8 * 0x1p-53};
  EXPECT_FALSE(compareUnderErrorModel(reference, candidate, model).passed());
  model.sensitivity = &sensitivity;
  EXPECT_TRUE(compareUnderErrorModel(reference, candidate, model).passed());
}

TEST(HostTensorTest, PoisonShowsWhateverReadsIt) {
  HostTensor floats(ElementType::F32, {64});
  floats.fillPoison(3);
  bool nan = false, huge = false, negativeHuge = false;
  for (int64_t i = 0; i < 64; ++i) {
    double value = floats.get(i);
    nan |= std::isnan(value);
    huge |= value > 1e38;
    negativeHuge |= value < -1e38;
  }
  EXPECT_TRUE(nan && huge && negativeHuge);
  HostTensor integers(ElementType::I32, {64}), other(ElementType::I32, {64});
  integers.fillPoison(3);
  other.fillPoison(4);
  EXPECT_FALSE(compareTensors(integers, other, 0, 0).passed());
  bool zero = false, minusOne = false, smallest = false, largest = false;
  SmallVector<int64_t> distinct;
  for (int64_t i = 0; i < 64; ++i) {
    int64_t value = integers.getSigned(i);
    zero |= value == 0;
    minusOne |= value == -1;
    smallest |= value == INT32_MIN;
    largest |= value == INT32_MAX;
    if (!llvm::is_contained(distinct, value))
      distinct.push_back(value);
  }
  EXPECT_TRUE(zero && minusOne && smallest && largest);
  EXPECT_GT(distinct.size(), 10u);
}

TEST(HostTensorTest, ConvertsBetweenKinds) {
  HostTensor half(ElementType::F16, {2});
  half.set(0, 0.1);
  half.set(1, -2.5);
  HostTensor wide = half.convertTo(ElementType::F64);
  EXPECT_EQ(wide.getKind(), ElementType::F64);
  EXPECT_EQ(wide.get(0), half.get(0));
  EXPECT_EQ(wide.get(1), -2.5);
}

} // namespace
