//===- HostTensorTest.cpp - Host tensors, slicing and reassembly ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/HostTensor.h"

#include "../Placement/PlacementTestUtils.h"
#include "gtest/gtest.h"

#include <cmath>

using namespace mlir::ap;
using namespace mlir::ap::testing;
using llvm::SmallVector;

namespace {

HostTensor randomTensor(ElementKind kind, llvm::ArrayRef<int64_t> shape,
                        unsigned seed) {
  HostTensor tensor(kind, shape);
  std::mt19937 rng(seed);
  tensor.fillRandom(rng, -5, 5);
  return tensor;
}

/// Splits `global` over the mesh and puts it back together.
HostTensor roundTrip(const HostTensor &global, llvm::ArrayRef<int64_t> mesh,
                     const ShardingLayout &layout, double &mismatch) {
  SmallVector<HostTensor> devices;
  for (int64_t rank = 0; rank < getNumDevices(mesh); ++rank)
    devices.push_back(getDeviceTensor(global, mesh, layout, rank));
  return assembleGlobalTensor(devices, mesh, layout, global.getShape(),
                              mismatch);
}

TEST(HostTensorTest, SplitAndReassembleEveryKindOfLayout) {
  SmallVector<int64_t> mesh = {2, 2};
  Placement pmax = Placement::partial(ReductionKind::Max);
  Placement pavg = Placement::partial(ReductionKind::Avg);
  ShardingLayout reversed =
      llvm::cantFail(ShardingLayout::get({S0, S0}, {DimShardOrder{0, {1, 0}}}));
  for (const ShardingLayout &layout :
       {layoutOf({R, R}), layoutOf({S0, S1}), layoutOf({S1, S0}),
        layoutOf({S0, S0}), reversed, layoutOf({Psum, S1}),
        layoutOf({Psum, Psum}), layoutOf({pmax, R}), layoutOf({pavg, S0})}) {
    for (ElementKind kind : {ElementKind::F32, ElementKind::I32,
                             ElementKind::F16, ElementKind::F64}) {
      HostTensor global = randomTensor(kind, {4, 8}, 11);
      double mismatch = -1;
      HostTensor back = roundTrip(global, mesh, layout, mismatch);
      EXPECT_EQ(mismatch, 0);
      TensorComparison comparison = compareTensors(global, back, 0, 0);
      EXPECT_TRUE(comparison.passed())
          << stringifyElementKind(kind).str() << " " << comparison.mismatches;
    }
  }
}

TEST(HostTensorTest, PartialSumsLiveOnOneDeviceOfTheGroup) {
  SmallVector<int64_t> mesh = {2, 2};
  HostTensor global = randomTensor(ElementKind::F32, {2, 2}, 3);
  ShardingLayout layout = layoutOf({R, Psum});
  // Device (i, 1) is not first in its group over axis 1: zeros.
  HostTensor second = getDeviceTensor(global, mesh, layout, /*rank=*/1);
  for (int64_t i = 0; i < second.getNumElements(); ++i)
    EXPECT_EQ(second.get(i), 0);
  HostTensor first = getDeviceTensor(global, mesh, layout, /*rank=*/2);
  EXPECT_TRUE(compareTensors(global, first, 0, 0).passed());
}

TEST(HostTensorTest, ReplicasThatDisagreeAreReported) {
  SmallVector<int64_t> mesh = {4};
  HostTensor global = randomTensor(ElementKind::F32, {8}, 5);
  ShardingLayout layout = layoutOf({R});
  SmallVector<HostTensor> devices;
  for (int64_t rank = 0; rank < 4; ++rank)
    devices.push_back(getDeviceTensor(global, mesh, layout, rank));
  devices[3].set(5, devices[3].get(5) + 0.25);
  double mismatch = 0;
  assembleGlobalTensor(devices, mesh, layout, global.getShape(), mismatch);
  EXPECT_DOUBLE_EQ(mismatch, 0.25);
}

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
}

} // namespace
