//===- TensorDistributionTest.cpp - Splitting and reassembling tensors ----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/TensorDistribution.h"

#include "../Placement/PlacementTestUtils.h"
#include "gtest/gtest.h"

#include <cmath>

using namespace mlir::ap;
using namespace mlir::ap::testing;
using llvm::SmallVector;

namespace {

HostTensor randomTensor(ElementType kind, llvm::ArrayRef<int64_t> shape,
                        unsigned seed, double specials = 0) {
  HostTensor tensor(kind, shape);
  std::mt19937 rng(seed);
  InputDistribution distribution;
  distribution.floatSpecials = specials;
  tensor.fillRandom(rng, distribution);
  return tensor;
}

Placement partial(ReductionKind kind) { return Placement::partial(kind); }

/// Splits `global` at random (settling it) and reassembles it.
HostTensor roundTrip(HostTensor &global, llvm::ArrayRef<int64_t> mesh,
                     const ShardingLayout &layout, unsigned seed,
                     SmallVector<HostTensor> &devices, ReplicaCheck &replicas) {
  std::mt19937 rng(seed);
  devices = distributeTensor(global, mesh, layout, PartialSplit::Random, rng);
  return assembleGlobalTensor(devices, mesh, layout, global.getShape(),
                              replicas);
}

TEST(TensorDistributionTest, FirstDeviceSplitRoundTrips) {
  SmallVector<int64_t> mesh = {2, 2};
  ShardingLayout reversed =
      llvm::cantFail(ShardingLayout::get({S0, S0}, {DimShardOrder{0, {1, 0}}}));
  for (const ShardingLayout &layout :
       {layoutOf({R, R}), layoutOf({S0, S1}), layoutOf({S1, S0}),
        layoutOf({S0, S0}), reversed, layoutOf({Psum, S1}),
        layoutOf({Psum, Psum}), layoutOf({partial(ReductionKind::Max), R}),
        layoutOf({partial(ReductionKind::Avg), S0})}) {
    for (ElementType kind : {ElementType::F32, ElementType::I32,
                             ElementType::F16, ElementType::F64}) {
      if (kind == ElementType::I32 &&
          layout.getPlacements()[0] == partial(ReductionKind::Avg))
        continue;
      HostTensor global = randomTensor(kind, {4, 8}, 11);
      SmallVector<HostTensor> devices;
      for (int64_t rank = 0; rank < 4; ++rank)
        devices.push_back(getDeviceTensor(global, mesh, layout, rank));
      ReplicaCheck replicas;
      HostTensor back = assembleGlobalTensor(devices, mesh, layout,
                                             global.getShape(), replicas);
      EXPECT_EQ(replicas.differing, 0);
      EXPECT_TRUE(compareTensors(global, back, 0, 0).passed())
          << runtime::abi::getSuffix(kind).str();
    }
  }
}

// Every kind on every element type it is defined on: the random parts
// reduce to the value (integers: exactly, the global unchanged; floats: the
// global settles within rounding), and they are not the trivial split.
TEST(TensorDistributionTest, RandomPartsReduceToTheValue) {
  SmallVector<int64_t> mesh = {2, 3};
  for (ReductionKind reduction : kAllReductionKinds) {
    for (ElementType kind :
         {ElementType::F16, ElementType::BF16, ElementType::F32,
          ElementType::F64, ElementType::I1, ElementType::I8, ElementType::I32,
          ElementType::I64}) {
      bool isFloat = isFloatingPoint(kind);
      ReductionDomain domain = getReductionDomain(reduction);
      if ((domain == ReductionDomain::Floats && !isFloat) ||
          (domain == ReductionDomain::Integers && isFloat))
        continue;
      std::string name = (stringifyReductionKind(reduction) + " on " +
                          runtime::abi::getSuffix(kind))
                             .str();
      for (const ShardingLayout &layout :
           {layoutOf({S0, partial(reduction)}),
            layoutOf({partial(reduction), partial(reduction)}),
            layoutOf({partial(reduction), R})}) {
        HostTensor original = randomTensor(kind, {4, 6}, 3, isFloat ? 0.2 : 0);
        HostTensor global = original;
        SmallVector<HostTensor> devices;
        ReplicaCheck replicas;
        HostTensor back = roundTrip(global, mesh, layout, 5, devices, replicas);
        EXPECT_EQ(replicas.differing, 0) << name;
        // What the parts reduce to is the (settled) global value.
        EXPECT_TRUE(compareTensors(global, back, 0, 0).passed()) << name;
        // ... which is the drawn value: exactly for integers, and within a
        // few roundings for floats.
        double tolerance = kind == ElementType::BF16  ? 4e-2
                           : kind == ElementType::F16 ? 4e-3
                                                      : 1e-6;
        EXPECT_TRUE(compareTensors(original, global, isFloat ? tolerance : 0,
                                   isFloat ? tolerance : 0)
                        .passed())
            << name;
        // Not the trivial split: two members of a partial group hold
        // different parts somewhere.
        SmallVector<int64_t> coords(mesh.size(), 0);
        coords[layout.getPartialAxes().front()] = 1;
        const HostTensor &first = devices[0];
        const HostTensor &other = devices[getDeviceRank(mesh, coords)];
        int64_t differing = 0;
        for (int64_t i = 0; i < first.getNumElements(); ++i)
          differing += !first.sameElement(i, other, i);
        EXPECT_GT(differing, 0) << name;
      }
    }
  }
}

// A partial value's parts are not the value: a program that squares its
// P(sum) argument locally and sums the squares computes sum(a_i^2), not
// (sum a_i)^2, and the split makes the two differ.
TEST(TensorDistributionTest, PartialPartsAreNotTheValue) {
  SmallVector<int64_t> mesh = {4};
  ShardingLayout layout = layoutOf({Psum});
  HostTensor global = randomTensor(ElementType::F64, {16}, 9);
  SmallVector<HostTensor> devices;
  ReplicaCheck replicas;
  roundTrip(global, mesh, layout, 1, devices, replicas);
  int64_t nonZeroOnOthers = 0;
  for (int64_t i = 0; i < 16; ++i) {
    double value = global.get(i), sumOfSquares = 0;
    int64_t holders = 0;
    for (const HostTensor &device : devices) {
      sumOfSquares += device.get(i) * device.get(i);
      holders += device.get(i) != 0;
    }
    nonZeroOnOthers += holders > 1;
    EXPECT_GT(std::fabs(sumOfSquares - value * value), 1e-9);
  }
  EXPECT_EQ(nonZeroOnOthers, 16);
}

// Integer partial sums are reassembled wrapping in their own width: parts
// whose int32 sum wraps around reassemble to the wrapped value.
TEST(TensorDistributionTest, IntegerSumsWrapInTheirWidth) {
  SmallVector<int64_t> mesh = {2};
  ShardingLayout layout = layoutOf({Psum});
  SmallVector<HostTensor> devices(2, HostTensor(ElementType::I32, {1}));
  devices[0].setBits(0, 0x7fffffff);
  devices[1].setBits(0, 1);
  ReplicaCheck replicas;
  HostTensor global =
      assembleGlobalTensor(devices, mesh, layout, {1}, replicas);
  EXPECT_EQ(global.getSigned(0), INT32_MIN);
  // i1: addition modulo 2; max (true is -1) is and; umax is or.
  SmallVector<HostTensor> bits(2, HostTensor(ElementType::I1, {1}));
  bits[0].setBits(0, 1);
  bits[1].setBits(0, 1);
  EXPECT_EQ(assembleGlobalTensor(bits, mesh, layout, {1}, replicas).getBits(0),
            0u);
  bits[1].setBits(0, 0);
  EXPECT_EQ(assembleGlobalTensor(bits, mesh,
                                 layoutOf({partial(ReductionKind::Max)}), {1},
                                 replicas)
                .getBits(0),
            0u);
  EXPECT_EQ(assembleGlobalTensor(bits, mesh,
                                 layoutOf({partial(ReductionKind::UMax)}), {1},
                                 replicas)
                .getBits(0),
            1u);
}

// A partial sum of -0.0 stays -0.0 through the split (the first-device
// split's other parts are -0.0, the sum's identity; the random split's are
// -0.0s) and through the reassembly of partial outputs, which sums from the
// first part as IEEE does (from +0 it gave +0).
TEST(TensorDistributionTest, NegativeZerosSurviveSplitAndReassembly) {
  SmallVector<int64_t> mesh = {2, 2};
  ShardingLayout layout = layoutOf({Psum, Psum});
  for (ElementType kind :
       {ElementType::F32, ElementType::BF16, ElementType::F64}) {
    HostTensor global(kind, {2, 4});
    for (int64_t i = 0; i < global.getNumElements(); ++i)
      global.set(i, -0.0);
    for (PartialSplit split :
         {PartialSplit::FirstDevice, PartialSplit::Random}) {
      std::mt19937 rng(3);
      HostTensor settled = global;
      SmallVector<HostTensor> devices =
          distributeTensor(settled, mesh, layout, split, rng);
      ReplicaCheck replicas;
      HostTensor back = assembleGlobalTensor(devices, mesh, layout,
                                             global.getShape(), replicas);
      for (int64_t i = 0; i < global.getNumElements(); ++i) {
        SCOPED_TRACE(runtime::abi::getSuffix(kind).str());
        for (const HostTensor &device : devices)
          EXPECT_TRUE(std::signbit(device.get(i)));
        EXPECT_TRUE(std::signbit(settled.get(i)));
        EXPECT_TRUE(back.get(i) == 0 && std::signbit(back.get(i)));
      }
    }
  }
}

TEST(TensorDistributionTest, ReplicasThatDisagreeAreReported) {
  SmallVector<int64_t> mesh = {4};
  HostTensor global = randomTensor(ElementType::F32, {8}, 5);
  ShardingLayout layout = layoutOf({R});
  SmallVector<HostTensor> devices;
  for (int64_t rank = 0; rank < 4; ++rank)
    devices.push_back(getDeviceTensor(global, mesh, layout, rank));
  devices[3].set(5, devices[3].get(5) + 0.25);
  ReplicaCheck replicas;
  assembleGlobalTensor(devices, mesh, layout, global.getShape(), replicas);
  EXPECT_EQ(replicas.differing, 1);
  EXPECT_NEAR(replicas.maxDifference, 0.25, 1e-6);
  // Equal infinities on replicas agree.
  for (HostTensor &device : devices)
    device.set(5, INFINITY);
  assembleGlobalTensor(devices, mesh, layout, global.getShape(), replicas);
  EXPECT_EQ(replicas.differing, 0);
  EXPECT_EQ(replicas.maxDifference, 0);
  // 64-bit replicas that differ by one near 2^60 disagree.
  SmallVector<HostTensor> wide(4, HostTensor(ElementType::I64, {1}));
  for (HostTensor &device : wide)
    device.setBits(0, (uint64_t(1) << 60) + 1);
  wide[2].setBits(0, (uint64_t(1) << 60) + 2);
  assembleGlobalTensor(wide, mesh, layout, {1}, replicas);
  EXPECT_EQ(replicas.differing, 1);
  EXPECT_EQ(replicas.maxDifference, 1);
}

// Devices along R axes get the same parts; the split is reproducible from
// the seed.
TEST(TensorDistributionTest, ReplicasGetTheSamePartsAndSeedsReplay) {
  SmallVector<int64_t> mesh = {2, 3, 2};
  ShardingLayout layout = layoutOf({Psum, R, partial(ReductionKind::Max)});
  HostTensor first = randomTensor(ElementType::F32, {6}, 2);
  HostTensor second = first;
  std::mt19937 rngA(17), rngB(17);
  SmallVector<HostTensor> a =
      distributeTensor(first, mesh, layout, PartialSplit::Random, rngA);
  SmallVector<HostTensor> b =
      distributeTensor(second, mesh, layout, PartialSplit::Random, rngB);
  for (int64_t rank = 0; rank < 12; ++rank) {
    EXPECT_TRUE(compareTensors(a[rank], b[rank], 0, 0).passed());
    SmallVector<int64_t> coords = getDeviceCoords(mesh, rank);
    coords[1] = 0;
    EXPECT_TRUE(
        compareTensors(a[getDeviceRank(mesh, coords)], a[rank], 0, 0).passed());
  }
}

} // namespace
