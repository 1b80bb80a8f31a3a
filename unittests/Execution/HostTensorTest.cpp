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

/// Row means of `rows` x `terms` values x uniform in [-1, 1) (rounded to
/// the type by `round`), of `x + offset` where the offset is not 0: a
/// program that sums in the type in order and divides by the count (the
/// reference), its right partitioning over `parts` devices (each sums its
/// chunk in order and divides by the count, an exact exchange adds the
/// parts and rounds once), and the magnitudes ap-track-magnitudes gives the
/// means: the largest term, |x| and partial sum the sum added up, over the
/// count. With `centered`, each row's output is (x_0 + offset) - mean, and
/// its magnitude the larger of its terms'. `localMean` is a wrong
/// partitioning of the centered program: each device subtracts its own
/// chunk's mean.
struct Means {
  HostTensor reference, right, halved, localMean, exact, magnitude;
};

template <typename Round>
Means meanRows(int64_t rows, int64_t terms, int64_t parts, double offset,
               bool centered, ElementType kind, Round round, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> uniform(-1, 1);
  Means means;
  for (HostTensor *tensor :
       {&means.reference, &means.right, &means.halved, &means.localMean})
    *tensor = HostTensor(kind, {rows});
  means.exact = HostTensor(ElementType::F64, {rows});
  means.magnitude = HostTensor(ElementType::F64, {rows});
  int64_t chunk = terms / parts;
  double count = static_cast<double>(terms);
  for (int64_t row = 0; row < rows; ++row) {
    SmallVector<double> xs, ts;
    for (int64_t i = 0; i < terms; ++i) {
      xs.push_back(round(uniform(rng)));
      ts.push_back(offset != 0 ? round(xs.back() + offset) : xs.back());
    }
    double sum = 0, wide = 0, largest = 0;
    for (int64_t i = 0; i < terms; ++i) {
      sum = round(sum + ts[i]);
      wide += xs[i] + offset;
      largest = std::max({largest, std::fabs(ts[i]), std::fabs(xs[i]),
                          std::fabs(offset), std::fabs(sum)});
    }
    double mean = round(sum / count), exactMean = wide / count;
    long double parted = 0;
    double ownMean = 0;
    for (int64_t part = 0; part < parts; ++part) {
      double partial = 0;
      for (int64_t i = part * chunk; i < (part + 1) * chunk; ++i)
        partial = round(partial + ts[i]);
      parted += round(partial / count);
      if (part == 0)
        ownMean = round(partial * parts / count);
    }
    double partedMean = round(static_cast<double>(parted));
    double magnitude = largest / count;
    if (!centered) {
      means.reference.set(row, mean);
      means.right.set(row, partedMean);
      means.halved.set(row, round(partedMean / parts));
      means.exact.set(row, exactMean);
      means.magnitude.set(row, magnitude);
      continue;
    }
    double first = ts[0];
    means.reference.set(row, round(first - mean));
    means.right.set(row, round(first - partedMean));
    means.localMean.set(row, round(first - ownMean));
    means.exact.set(row, xs[0] + offset - exactMean);
    means.magnitude.set(
        row, std::max({magnitude, std::fabs(first), std::fabs(offset)}));
  }
  return means;
}

// A bf16 mean of 256 terms over 2 devices: outputs of about 0.04 from
// inputs of about 1. Held to each element's magnitude (the largest partial
// sum over the count), a partitioning that divides by the group size twice
// fails and the right one passes. Held to the inputs' magnitude (the model
// before magnitudes were tracked), the halved means passed. The budget is
// the program's (RoundingErrorTest.MeansAndOffsets): 17 u of scale (256
// additions and the body's), u relative (the division).
TEST(ErrorModelTest, HalvedBF16MeanFailsRightOnePasses) {
  for (unsigned seed = 1; seed <= 20; ++seed) {
    Means means =
        meanRows(16, 256, 2, 0, false, ElementType::BF16, roundToBFloat, seed);
    ErrorModelReference model{kBF16, 17 * kBF16, &means.exact};
    model.magnitude = &means.magnitude;
    model.inputMagnitude = 1;
    EXPECT_TRUE(
        compareUnderErrorModel(means.reference, means.right, model).passed())
        << "seed " << seed;
    EXPECT_FALSE(
        compareUnderErrorModel(means.reference, means.halved, model).passed())
        << "seed " << seed;
    model.magnitude = nullptr;
    EXPECT_TRUE(
        compareUnderErrorModel(means.reference, means.halved, model).passed())
        << "seed " << seed;
  }
}

// (x + 1000) - mean(x + 1000) in f32, 1024 terms over 4 devices: outputs
// of about 1, terms of about 1000. Held to the magnitudes the sums added
// up, the right partitioning passes (the reference's own rounding is far
// beyond a tolerance of the outputs' and inputs' magnitude, which failed
// it), and subtracting each device's own mean fails. The budget is the
// program's: 37 u of scale, 3 u relative.
TEST(ErrorModelTest, ConstantInsideASumRightPartitioningPasses) {
  for (unsigned seed = 1; seed <= 20; ++seed) {
    Means means =
        meanRows(16, 1024, 4, 1000, true, ElementType::F32, roundToFloat, seed);
    ErrorModelReference model{3 * kF32, 37 * kF32, &means.exact};
    model.magnitude = &means.magnitude;
    model.inputMagnitude = 1;
    EXPECT_TRUE(
        compareUnderErrorModel(means.reference, means.right, model).passed())
        << "seed " << seed;
    EXPECT_FALSE(compareUnderErrorModel(means.reference, means.localMean, model)
                     .passed())
        << "seed " << seed;
    model.magnitude = nullptr;
    EXPECT_FALSE(
        compareUnderErrorModel(means.reference, means.right, model).passed())
        << "seed " << seed;
  }
}

/// Per row, `members` values uniform in [-1, 1) (f32) summed over a group as
/// the runtime does: the exact exchange (in long double, rounded once),
/// a ring (in f32, one rounding per addition), a ring that exchanges bf16
/// (wrong), two exact steps over a `members / second` x `second` mesh
/// (the first axis, then the second) and those steps with the second left
/// out (wrong).
struct GroupSums {
  HostTensor exact, ring, bf16Ring, twoSteps, firstAxisOnly;
};

GroupSums sumGroups(int64_t rows, int64_t members, int64_t second,
                    unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> uniform(-1, 1);
  GroupSums sums;
  for (HostTensor *tensor : {&sums.exact, &sums.ring, &sums.bf16Ring,
                             &sums.twoSteps, &sums.firstAxisOnly})
    *tensor = HostTensor(ElementType::F32, {rows});
  int64_t first = members / second;
  for (int64_t row = 0; row < rows; ++row) {
    SmallVector<float> values;
    for (int64_t member = 0; member < members; ++member)
      values.push_back(uniform(rng));
    long double exact = 0;
    float ring = 0, bf16Ring = 0;
    for (float value : values) {
      exact += value;
      ring += value;
      bf16Ring = roundToBFloat(bf16Ring + roundToBFloat(value));
    }
    sums.exact.set(row, static_cast<double>(exact));
    sums.ring.set(row, ring);
    sums.bf16Ring.set(row, bf16Ring);
    // Member (a, b) holds values[a * second + b].
    long double total = 0;
    for (int64_t b = 0; b < second; ++b) {
      long double column = 0;
      for (int64_t a = 0; a < first; ++a)
        column += values[a * second + b];
      total += static_cast<float>(column);
      if (b == 0)
        sums.firstAxisOnly.set(row, static_cast<float>(column));
    }
    sums.twoSteps.set(row, static_cast<float>(total));
  }
  return sums;
}

// A per-device f32 program held to itself on a ring of 8 (the reference
// runs on the exact exchange): the model counts the ring's 7 roundings
// (sqrt(7) u of scale, RoundingErrorTest.CollectivesRoundAsTheRunComputesThem)
// and the ring passes; a ring that exchanges bf16 fails. Collectives that
// round nothing (the model before) failed the f32 ring.
TEST(ErrorModelTest, NativeRingPassesBF16ExchangeFails) {
  for (unsigned seed = 1; seed <= 20; ++seed) {
    GroupSums sums = sumGroups(64, 8, 1, seed);
    ErrorModelReference model{0, std::sqrt(7.0) * kF32};
    model.inputMagnitude = 1;
    EXPECT_TRUE(compareUnderErrorModel(sums.exact, sums.ring, model).passed())
        << "seed " << seed;
    EXPECT_FALSE(
        compareUnderErrorModel(sums.exact, sums.bf16Ring, model).passed())
        << "seed " << seed;
  }
  GroupSums sums = sumGroups(64, 8, 1, 1);
  ErrorModelReference none{0, 0};
  none.inputMagnitude = 1;
  EXPECT_FALSE(compareUnderErrorModel(sums.exact, sums.ring, none).passed());
}

// Two steps on the exact exchange (over a 4x2 mesh's first axis, then its
// second: 2 u of scale) held to one merged all_reduce over the flattened
// group passes; the merge that leaves out the second axis fails.
TEST(ErrorModelTest, MergedCollectivePassesDroppedAxisFails) {
  for (unsigned seed = 1; seed <= 20; ++seed) {
    GroupSums sums = sumGroups(64, 8, 2, seed);
    ErrorModelReference model{0, 2 * kF32};
    model.inputMagnitude = 1;
    EXPECT_TRUE(
        compareUnderErrorModel(sums.twoSteps, sums.exact, model).passed())
        << "seed " << seed;
    EXPECT_FALSE(
        compareUnderErrorModel(sums.twoSteps, sums.firstAxisOnly, model)
            .passed())
        << "seed " << seed;
  }
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
