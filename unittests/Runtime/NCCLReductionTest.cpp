//===- NCCLReductionTest.cpp - Which reductions NCCL computes -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Native mode hands a reduction to NCCL only where NCCL's operation means
// what the combiner table (Reductions.h) says; the rest fall back to the
// exchange. Needs nccl.h, not a GPU.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/NCCLBackend.h"
#include "Shard/Runtime/Reductions.h"

#include "gtest/gtest.h"

#include <nccl.h>

using namespace mlir::ap::runtime;
using mlir::ap::kAllReductionKinds;
using mlir::ap::ReductionKind;
namespace rtabi = mlir::ap::runtime::abi;
using rtabi::ElementType;

namespace {

void expectReduction(ElementType type, ReductionKind kind,
                     ncclDataType_t datatype, ncclRedOp_t op,
                     size_t elementsPerValue = 1) {
  std::optional<NcclReduction> reduction = getNcclReduction(type, kind);
  ASSERT_TRUE(reduction.has_value())
      << rtabi::getSuffix(type).str() << " "
      << mlir::ap::stringifyReductionKind(kind).str();
  EXPECT_EQ(reduction->datatype, static_cast<int>(datatype));
  EXPECT_EQ(reduction->op, static_cast<int>(op));
  EXPECT_EQ(reduction->elementsPerValue, elementsPerValue);
}

TEST(NCCLReductionTest, SumsAndIntegerOrders) {
  expectReduction(ElementType::F16, ReductionKind::Sum, ncclFloat16, ncclSum);
  expectReduction(ElementType::BF16, ReductionKind::Sum, ncclBfloat16, ncclSum);
  expectReduction(ElementType::F32, ReductionKind::Sum, ncclFloat32, ncclSum);
  expectReduction(ElementType::F64, ReductionKind::Sum, ncclFloat64, ncclSum);
  // Complex numbers add componentwise: two floats per value.
  expectReduction(ElementType::CF32, ReductionKind::Sum, ncclFloat32, ncclSum,
                  2);
  expectReduction(ElementType::CF64, ReductionKind::Sum, ncclFloat64, ncclSum,
                  2);
  // Integer sums wrap: computed on the unsigned type.
  expectReduction(ElementType::I8, ReductionKind::Sum, ncclUint8, ncclSum);
  expectReduction(ElementType::I32, ReductionKind::Sum, ncclUint32, ncclSum);
  expectReduction(ElementType::I64, ReductionKind::Sum, ncclUint64, ncclSum);
  expectReduction(ElementType::I32, ReductionKind::Max, ncclInt32, ncclMax);
  expectReduction(ElementType::I64, ReductionKind::Min, ncclInt64, ncclMin);
  expectReduction(ElementType::I8, ReductionKind::UMax, ncclUint8, ncclMax);
  expectReduction(ElementType::I32, ReductionKind::UMin, ncclUint32, ncclMin);
}

TEST(NCCLReductionTest, WhatNCCLDoesNotMeanFallsBack) {
  for (ElementType type : {ElementType::F16, ElementType::BF16,
                           ElementType::F32, ElementType::F64})
    for (ReductionKind kind : {ReductionKind::Max, ReductionKind::Min,
                               ReductionKind::MaxNum, ReductionKind::MinNum})
      EXPECT_FALSE(getNcclReduction(type, kind).has_value())
          << rtabi::getSuffix(type).str() << " NaN rules";
  for (ReductionKind kind : kAllReductionKinds) {
    EXPECT_FALSE(getNcclReduction(ElementType::I1, kind).has_value());
    EXPECT_FALSE(getNcclReduction(ElementType::I16, kind).has_value());
  }
}

// Every reduction NCCL is given is one the type has, and never avg (the
// runtime divides a sum).
TEST(NCCLReductionTest, OnlyDefinedReductions) {
  for (size_t index = 0; index < std::size(rtabi::kElementSuffixes); ++index) {
    auto type = static_cast<ElementType>(index);
    for (ReductionKind kind : kAllReductionKinds) {
      if (!getNcclReduction(type, kind))
        continue;
      EXPECT_NE(kind, ReductionKind::Avg);
      EXPECT_TRUE(visitElementType(type, [&](auto element) {
        return isReductionDefined<decltype(element)>(kind);
      })) << rtabi::getSuffix(type).str();
    }
  }
}

} // namespace
