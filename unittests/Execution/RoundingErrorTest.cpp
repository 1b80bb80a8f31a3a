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

#include "Shard/Execution/RoundingError.h"
#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Execution/CompiledProgram.h"

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
    context.loadDialect<APDialect, arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, math::MathDialect,
                        tensor::TensorDialect>();
  }

  SmallVector<RoundingBudget> budgetsOf(StringRef source,
                                        const RoundingOptions &options = {}) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    return estimateRoundingErrors(module->lookupSymbol<func::FuncOp>("main"),
                                  options);
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

// The budgets ErrorModelTest's means are held to: a bf16 mean of 256 terms
// (the sum's 256 additions and the body's own, then the division relative
// to the element), and (x + 1000) - mean(x + 1000) in f32 over 1024 terms
// (the body's two additions and sqrt(1024) accumulations; then x + 1000,
// the division and the difference, which moves them to the scale too).
TEST_F(RoundingErrorTest, MeansAndOffsets) {
  SmallVector<RoundingBudget> budgets = budgetsOf(R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
#vec = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<16x256xbf16>, %y: tensor<16x1024xf32>) -> (tensor<16xbf16>, tensor<16x1024xf32>) {
  %zero = arith.constant 0.0 : bf16
  %n = arith.constant 256.0 : bf16
  %e = tensor.empty() : tensor<16xbf16>
  %acc = linalg.fill ins(%zero : bf16) outs(%e : tensor<16xbf16>) -> tensor<16xbf16>
  %sum = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<16x256xbf16>) outs(%acc : tensor<16xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %s = arith.addf %out, %a : bf16
    linalg.yield %s : bf16
  } -> tensor<16xbf16>
  %mean = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%sum : tensor<16xbf16>) outs(%e : tensor<16xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %d = arith.divf %a, %n : bf16
    linalg.yield %d : bf16
  } -> tensor<16xbf16>
  %fzero = arith.constant 0.0 : f32
  %c = arith.constant 1000.0 : f32
  %m = arith.constant 1024.0 : f32
  %f = tensor.empty() : tensor<16xf32>
  %facc = linalg.fill ins(%fzero : f32) outs(%f : tensor<16xf32>) -> tensor<16xf32>
  %fsum = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<16x1024xf32>) outs(%facc : tensor<16xf32>) {
  ^bb0(%a: f32, %out: f32):
    %t = arith.addf %a, %c : f32
    %s = arith.addf %out, %t : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16x1024xf32>
  %centered = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %fsum : tensor<16x1024xf32>, tensor<16xf32>) outs(%e2 : tensor<16x1024xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %t = arith.addf %a, %c : f32
    %q = arith.divf %s, %m : f32
    %d = arith.subf %t, %q : f32
    linalg.yield %d : f32
  } -> tensor<16x1024xf32>
  return %mean, %centered : tensor<16xbf16>, tensor<16x1024xf32>
}
)mlir");
  ASSERT_EQ(budgets.size(), 2u);
  EXPECT_DOUBLE_EQ(budgets[0].relative, kBF16);
  EXPECT_DOUBLE_EQ(budgets[0].scale, 17 * kBF16);
  EXPECT_DOUBLE_EQ(budgets[1].relative, 3 * kF32);
  EXPECT_DOUBLE_EQ(budgets[1].scale, 37 * kF32);
}

// A collective's float sum (or average) is a sum over its group: its
// operands' relative errors move to the scale, and it rounds as the run
// computes it: once on the exact exchange, G - 1 times on a ring (an
// average once more); max, min and data movement round nothing. In flight
// (ap.start), the same.
TEST_F(RoundingErrorTest, CollectivesRoundAsTheRunComputesThem) {
  StringRef source = R"mlir(
ap.mesh @mesh(shape = 4x2, axes = ["a", "b"])
func.func @main(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<8xf32>) {
  %y = arith.mulf %x, %x : tensor<8xf32>
  %sum = ap.all_reduce %y on @mesh axes = [0, 1] reduce = sum : tensor<8xf32>
  %avg = ap.all_reduce %x on @mesh axes = [0] reduce = avg : tensor<8xf32>
  %max = ap.all_reduce %y on @mesh axes = [0, 1] reduce = max : tensor<8xf32>
  %scattered = ap.reduce_scatter %x on @mesh axes = [1] dim = 0 reduce = sum : tensor<8xf32> -> tensor<4xf32>
  %s2 = ap.all_gather %scattered on @mesh axes = [1] dim = 0 : tensor<4xf32> -> tensor<8xf32>
  %gathered = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<8xf32> -> tensor<16xf32>
  %f = ap.start {
    %r = ap.all_reduce %x on @mesh axes = [0, 1] reduce = sum : tensor<8xf32>
    ap.yield %r : tensor<8xf32>
  } : !ap.future<tensor<8xf32>>
  %late = ap.wait %f : !ap.future<tensor<8xf32>>
  return %sum, %avg, %max, %s2, %gathered, %late : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<8xf32>
}
)mlir";
  for (runtime::CollectiveMode mode :
       {runtime::CollectiveMode::Exact, runtime::CollectiveMode::Native}) {
    bool exact = mode == runtime::CollectiveMode::Exact;
    RoundingOptions options;
    options.collectives = mode;
    SmallVector<RoundingBudget> budgets = budgetsOf(source, options);
    ASSERT_EQ(budgets.size(), 6u);
    // The product's u of the element, then 8 members' sum.
    EXPECT_EQ(budgets[0].relative, 0);
    EXPECT_DOUBLE_EQ(budgets[0].scale,
                     kF32 + (exact ? 1 : std::sqrt(7.0)) * kF32);
    // 4 members: a ring's 3 additions and the division.
    EXPECT_DOUBLE_EQ(budgets[1].scale, (exact ? 1 : 2) * kF32);
    // max passes the product's budget on.
    EXPECT_EQ(budgets[2].relative, kF32);
    EXPECT_EQ(budgets[2].scale, 0);
    EXPECT_DOUBLE_EQ(budgets[3].scale, kF32);
    EXPECT_EQ(budgets[4].relative + budgets[4].scale, 0);
    EXPECT_DOUBLE_EQ(budgets[5].scale, (exact ? 1 : std::sqrt(7.0)) * kF32);
  }
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
