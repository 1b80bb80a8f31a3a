//===- CombinerTableTest.cpp - Which collective computes a combiner -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/CombinerTable.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

class CombinerTableTest : public ::testing::Test {
protected:
  CombinerTableTest() : builder(&context) {
    context.loadDialect<arith::ArithDialect, func::FuncDialect>();
    module = ModuleOp::create(builder.getUnknownLoc());
    builder.setInsertionPointToEnd(module->getBody());
  }

  /// The table's answer for `OpTy` folding two values of `type`.
  template <typename OpTy> std::optional<ReductionKind> lookup(Type type) {
    auto function =
        func::FuncOp::create(builder, builder.getUnknownLoc(), "f",
                             builder.getFunctionType({type, type}, {}));
    Block *block = function.addEntryBlock();
    OpBuilder inner = OpBuilder::atBlockEnd(block);
    auto op = OpTy::create(inner, builder.getUnknownLoc(),
                           block->getArgument(0), block->getArgument(1));
    std::optional<ReductionKind> kind =
        getCollectiveReduction(op.getOperation(), type);
    function.erase();
    return kind;
  }

  MLIRContext context;
  OpBuilder builder;
  OwningOpRef<ModuleOp> module;
};

TEST_F(CombinerTableTest, SumsOnEveryNumberType) {
  EXPECT_EQ(lookup<arith::AddFOp>(builder.getF32Type()), ReductionKind::Sum);
  EXPECT_EQ(lookup<arith::AddFOp>(builder.getBF16Type()), ReductionKind::Sum);
  EXPECT_EQ(lookup<arith::AddIOp>(builder.getI32Type()), ReductionKind::Sum);
  EXPECT_EQ(lookup<arith::AddIOp>(builder.getI1Type()), ReductionKind::Sum);
  EXPECT_EQ(lookup<arith::AddIOp>(builder.getIndexType()), ReductionKind::Sum);
}

TEST_F(CombinerTableTest, MaxAndMinBySemantics) {
  Type f32 = builder.getF32Type(), i8 = builder.getI8Type();
  EXPECT_EQ(lookup<arith::MaximumFOp>(f32), ReductionKind::Max);
  EXPECT_EQ(lookup<arith::MinimumFOp>(f32), ReductionKind::Min);
  EXPECT_EQ(lookup<arith::MaxNumFOp>(f32), ReductionKind::MaxNum);
  EXPECT_EQ(lookup<arith::MinNumFOp>(f32), ReductionKind::MinNum);
  EXPECT_EQ(lookup<arith::MaxSIOp>(i8), ReductionKind::Max);
  EXPECT_EQ(lookup<arith::MinSIOp>(i8), ReductionKind::Min);
  EXPECT_EQ(lookup<arith::MaxUIOp>(i8), ReductionKind::UMax);
  EXPECT_EQ(lookup<arith::MinUIOp>(i8), ReductionKind::UMin);
}

TEST_F(CombinerTableTest, BitwiseOpsOnlyOnI1) {
  Type i1 = builder.getI1Type(), i32 = builder.getI32Type();
  EXPECT_EQ(lookup<arith::XOrIOp>(i1), ReductionKind::Sum);
  EXPECT_EQ(lookup<arith::OrIOp>(i1), ReductionKind::UMax);
  EXPECT_EQ(lookup<arith::AndIOp>(i1), ReductionKind::UMin);
  EXPECT_EQ(lookup<arith::XOrIOp>(i32), std::nullopt);
  EXPECT_EQ(lookup<arith::OrIOp>(i32), std::nullopt);
  EXPECT_EQ(lookup<arith::AndIOp>(i32), std::nullopt);
}

TEST_F(CombinerTableTest, ProductsHaveNoCollective) {
  EXPECT_EQ(lookup<arith::MulFOp>(builder.getF32Type()), std::nullopt);
  EXPECT_EQ(lookup<arith::MulIOp>(builder.getI32Type()), std::nullopt);
  EXPECT_EQ(lookup<arith::SubFOp>(builder.getF32Type()), std::nullopt);
}

TEST_F(CombinerTableTest, Domains) {
  Type f16 = builder.getF16Type(), i64 = builder.getI64Type();
  Type complex = ComplexType::get(builder.getF32Type());
  EXPECT_TRUE(isReductionDefinedOn(ReductionKind::Avg, f16));
  EXPECT_FALSE(isReductionDefinedOn(ReductionKind::Avg, i64));
  EXPECT_TRUE(isReductionDefinedOn(ReductionKind::UMin, i64));
  EXPECT_FALSE(isReductionDefinedOn(ReductionKind::UMin, f16));
  EXPECT_FALSE(isReductionDefinedOn(ReductionKind::MaxNum, i64));
  // Complex numbers add and average componentwise, and have no order.
  EXPECT_TRUE(isReductionDefinedOn(ReductionKind::Sum, complex));
  EXPECT_TRUE(isReductionDefinedOn(ReductionKind::Avg, complex));
  EXPECT_FALSE(isReductionDefinedOn(ReductionKind::Max, complex));
  EXPECT_FALSE(isReductionDefinedOn(ReductionKind::MinNum, complex));
  EXPECT_FALSE(isReductionDefinedOn(ReductionKind::UMax, complex));
}

} // namespace
