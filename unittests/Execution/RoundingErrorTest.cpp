//===- RoundingErrorTest.cpp - The oracle's rounding budgets --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// estimateRoundingErrors on small programs: a reduction adds sqrt(n) u of
// its accumulator, each rounding op its u, a final truncation the narrow
// type's u; what only moves or picks values, and integers, add nothing;
// calls add their callee's budget.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/CompiledProgram.h"
#include "Shard/Execution/RoundingError.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ap;

namespace {

constexpr double kF16 = 0x1p-11, kBF16 = 0x1p-8, kF32 = 0x1p-24, kF64 = 0x1p-53;

class RoundingErrorTest : public ::testing::Test {
protected:
  RoundingErrorTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, math::MathDialect,
                        tensor::TensorDialect>();
  }

  SmallVector<RoundingBudget> budgetsOf(StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    return estimateRoundingErrors(module->lookupSymbol<func::FuncOp>("main"));
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(RoundingErrorTest, UnitRoundoffs) {
  Builder b(&context);
  EXPECT_EQ(getUnitRoundoff(b.getF16Type()), kF16);
  EXPECT_EQ(getUnitRoundoff(b.getBF16Type()), kBF16);
  EXPECT_EQ(getUnitRoundoff(b.getF32Type()), kF32);
  EXPECT_EQ(getUnitRoundoff(b.getF64Type()), kF64);
  EXPECT_EQ(getUnitRoundoff(RankedTensorType::get({4}, b.getF32Type())), kF32);
  EXPECT_EQ(getUnitRoundoff(ComplexType::get(b.getF64Type())), kF64);
  EXPECT_EQ(getUnitRoundoff(b.getI32Type()), 0);
}

TEST_F(RoundingErrorTest, ReductionsAccumulateInTheirOutputsType) {
  // bf16 inputs, a matmul accumulating 256 products in f32, then the result
  // rounded to bf16; and the f32 result itself.
  SmallVector<RoundingBudget> budgets = budgetsOf(R"mlir(
func.func @main(%a: tensor<4x256xbf16>, %b: tensor<256x8xbf16>) -> (tensor<4x8xbf16>, tensor<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x256xbf16>, tensor<256x8xbf16>) outs(%acc : tensor<4x8xf32>) -> tensor<4x8xf32>
  %t = arith.truncf %m : tensor<4x8xf32> to tensor<4x8xbf16>
  return %t, %m : tensor<4x8xbf16>, tensor<4x8xf32>
}
)mlir");
  ASSERT_EQ(budgets.size(), 2u);
  // The body: extf (exact) twice, mulf, addf; then sqrt(256) accumulations,
  // of the terms' magnitude (the scale).
  double matmul = 2 * kF32 + 16 * kF32;
  EXPECT_EQ(budgets[1].relative, 0);
  EXPECT_DOUBLE_EQ(budgets[1].scale, matmul);
  // Rounding to bf16 is relative to each element.
  EXPECT_DOUBLE_EQ(budgets[0].relative, kBF16);
  EXPECT_DOUBLE_EQ(budgets[0].scale, matmul);
}

TEST_F(RoundingErrorTest, BudgetsAddAlongPaths) {
  SmallVector<RoundingBudget> budgets = budgetsOf(R"mlir(
func.func @main(%x: tensor<16xf32>, %y: tensor<16xf32>, %i: tensor<16xi32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<4x4xf32>) {
  %e = arith.mulf %x, %x : tensor<16xf32>
  %f = math.exp %e : tensor<16xf32>
  %d = arith.subf %f, %y : tensor<16xf32>
  %m = arith.maximumf %x, %x : tensor<16xf32>
  %j = arith.addi %i, %i : tensor<16xi32>
  %v = tensor.expand_shape %x [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  return %f, %d, %m, %j, %v : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<4x4xf32>
}
)mlir");
  ASSERT_EQ(budgets.size(), 5u);
  // mulf, then exp (a library function: two ulps), relative to each element.
  EXPECT_DOUBLE_EQ(budgets[0].relative, 3 * kF32);
  EXPECT_EQ(budgets[0].scale, 0);
  // A difference turns its operands' relative errors into errors of their
  // magnitude, and rounds its own result.
  EXPECT_DOUBLE_EQ(budgets[1].relative, kF32);
  EXPECT_DOUBLE_EQ(budgets[1].scale, 3 * kF32);
  // What picks, computes on integers or moves rounds nothing.
  for (unsigned index : {2, 3, 4}) {
    EXPECT_EQ(budgets[index].relative, 0);
    EXPECT_EQ(budgets[index].scale, 0);
  }
}

TEST_F(RoundingErrorTest, CallsAddTheirCalleesBudget) {
  SmallVector<RoundingBudget> budgets = budgetsOf(R"mlir(
func.func private @square(%x: tensor<8xf16>) -> tensor<8xf16> {
  %y = arith.mulf %x, %x : tensor<8xf16>
  return %y : tensor<8xf16>
}
func.func @main(%x: tensor<8xf16>) -> tensor<8xf16> {
  %y = call @square(%x) : (tensor<8xf16>) -> tensor<8xf16>
  %z = arith.mulf %y, %x : tensor<8xf16>
  return %z : tensor<8xf16>
}
)mlir");
  ASSERT_EQ(budgets.size(), 1u);
  EXPECT_DOUBLE_EQ(budgets[0].relative, 2 * kF16);
}

// The oracle's own runs (the f64 form, perturbed inputs) count the checks
// that fail instead of ending the process; outside them a failed check still
// ends it (test/Tools/ap-run/assert.mlir).
TEST(IgnoredAssertionsTest, FailuresAreCountedWhileOneLives) {
  int64_t id = registerAssertionMessage("\"checked\" at somewhere");
  IgnoredAssertions ignored;
  EXPECT_EQ(ignored.getFailures(), 0);
  ap_run_assert_failed(id);
  ap_run_assert_failed(id);
  EXPECT_EQ(ignored.getFailures(), 2);
}

} // namespace
