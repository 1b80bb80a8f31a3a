//===- HostTensorTest.cpp - Host tensors, random inputs, comparison ------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/HostTensor.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace mlir::ap;
using llvm::SmallVector;

namespace {

TEST(HostTensorTest, CompareToleratesRoundingOnly) {
  HostTensor reference(ElementKind::F32, {3});
  HostTensor candidate(ElementKind::F32, {3});
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
      compareTensors(reference, HostTensor(ElementKind::F32, {4}), 1, 1)
          .passed());
}

TEST(HostTensorTest, ElementsRoundToTheirType) {
  HostTensor half(ElementKind::F16, {1});
  half.set(0, 1.0 + 1.0 / 4096);
  EXPECT_EQ(half.get(0), 1.0);
  HostTensor bf(ElementKind::BF16, {1});
  bf.set(0, 3.0);
  EXPECT_EQ(bf.get(0), 3.0);
  HostTensor bits(ElementKind::I1, {1});
  bits.set(0, 7);
  EXPECT_EQ(bits.get(0), 1);
  HostTensor wide(ElementKind::I64, {1});
  wide.set(0, -123456789012.0);
  EXPECT_EQ(wide.get(0), -123456789012.0);
  // i1 true is -1 as a signed value, 1 as bits.
  EXPECT_EQ(bits.getSigned(0), -1);
  EXPECT_EQ(bits.getBits(0), 1u);
}

// 64-bit integers compare exactly, not as doubles: an off-by-one near 2^60
// is a mismatch (both round to the same double).
TEST(HostTensorTest, WideIntegersCompareExactly) {
  HostTensor reference(ElementKind::I64, {2});
  HostTensor candidate(ElementKind::I64, {2});
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
  HostTensor reference(ElementKind::F32, {3});
  HostTensor candidate(ElementKind::F32, {3});
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
  for (ElementKind kind :
       {ElementKind::I8, ElementKind::I32, ElementKind::I64}) {
    HostTensor tensor(kind, {256});
    tensor.fillRandom(rng, InputDistribution());
    int64_t negative = 0, large = 0;
    for (int64_t i = 0; i < tensor.getNumElements(); ++i) {
      negative += tensor.getSigned(i) < 0;
      large += std::abs(static_cast<double>(tensor.getSigned(i))) >
               std::ldexp(1.0, getElementBitWidth(kind) - 3);
    }
    EXPECT_GT(negative, 64) << stringifyElementKind(kind).str();
    EXPECT_GT(large, 64) << stringifyElementKind(kind).str();
  }
  InputDistribution narrow;
  narrow.intLow = 0;
  narrow.intHigh = 7;
  HostTensor indices(ElementKind::I64, {64});
  indices.fillRandom(rng, narrow);
  for (int64_t i = 0; i < indices.getNumElements(); ++i) {
    EXPECT_GE(indices.getSigned(i), 0);
    EXPECT_LE(indices.getSigned(i), 7);
  }
  InputDistribution specials;
  specials.floatSpecials = 0.5;
  HostTensor floats(ElementKind::BF16, {512});
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


TEST(HostTensorTest, PoisonShowsWhateverReadsIt) {
  HostTensor floats(ElementKind::F32, {64});
  floats.fillPoison(3);
  bool nan = false, huge = false, negativeHuge = false;
  for (int64_t i = 0; i < 64; ++i) {
    double value = floats.get(i);
    nan |= std::isnan(value);
    huge |= value > 1e38;
    negativeHuge |= value < -1e38;
  }
  EXPECT_TRUE(nan && huge && negativeHuge);
  HostTensor integers(ElementKind::I32, {64}), other(ElementKind::I32, {64});
  integers.fillPoison(3);
  other.fillPoison(4);
  EXPECT_FALSE(compareTensors(integers, other, 0, 0).passed());
  SmallVector<int64_t> distinct;
  for (int64_t i = 0; i < 64; ++i)
    if (!llvm::is_contained(distinct, integers.getSigned(i)))
      distinct.push_back(integers.getSigned(i));
  EXPECT_GT(distinct.size(), 60u);
}

} // namespace
