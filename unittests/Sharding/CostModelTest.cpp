//===- CostModelTest.cpp - FLOPs, bytes and memory of kernels -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The cost model's per-device kernel work, read off linalg indexing maps:
//  - FLOPs are the product of the local loop extents times the body's
//    arithmetic: 2*M*N*K for matmul (for every loop sharding that divides),
//    2*B*M*N*K for batch_matmul, the same count for a generic contraction
//    with two reduction loops, the body's arith/math op count for
//    elementwise generics (constants, linalg.index and index casts free, at
//    least 1 for copies);
//  - one-hot selection loops (linalg.index compared for equality with an
//    operand) multiply neither FLOPs nor the bytes of the operands they
//    index;
//  - bytes are every tensor operand's local size, outputs twice when the
//    body reads them;
//  - kernel time is the target's roofline for the element type;
//  - views (collapse/expand_shape) cost nothing;
//  - local elements and bytes of a tensor under a layout, and the training
//    bytes per parameter element (Adam: 12 optimizer bytes for narrower
//    than fp32, 8 otherwise).
//
//===----------------------------------------------------------------------===//

#include "Shard/Target/CostModel.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"

#include "../Placement/PlacementTestUtils.h"
#include "ShardingTestUtils.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::testing;
using llvm::SmallVector;

namespace {

class CostModelTest : public AnalysisTest {
protected:
  linalg::LinalgOp parseLinalg(llvm::StringRef body) {
    return parseFirst<linalg::LinalgOp>(body);
  }
};

TEST_F(CostModelTest, MatmulIsTwoMNKForEveryLoopSharding) {
  // Loops (m, n, k); the output is read (accumulated into), so it counts
  // twice.
  for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{8, 32, 16},
                         {64, 16, 128},
                         {4, 4, 4}}) {
    linalg::LinalgOp op = parseLinalg(matmulSource(m, n, k));
    ASSERT_TRUE(op);
    EXPECT_EQ(countBodyArithmetic(op), 2);
    EXPECT_EQ(getSelectionLoops(op), (SmallVector<bool>{false, false, false}));
    for (int64_t sm : {1, 2, 4})
      for (int64_t sn : {1, 2, 4})
        for (int64_t sk : {1, 2, 4}) {
          SCOPED_TRACE(llvm::formatv("{0}x{1}x{2} split {3},{4},{5}", m, n, k,
                                     sm, sn, sk)
                           .str());
          KernelWork work = getLinalgWork(op, {sm, sn, sk});
          double lm = double(m) / sm, ln = double(n) / sn, lk = double(k) / sk;
          EXPECT_DOUBLE_EQ(work.flops, 2 * lm * ln * lk);
          EXPECT_DOUBLE_EQ(work.bytes, 4 * (lm * lk + lk * ln + 2 * lm * ln));
        }
    // Missing entries of loopShards mean "not split".
    KernelWork whole = getLinalgWork(op, {});
    EXPECT_DOUBLE_EQ(whole.flops, 2.0 * m * n * k);
    EXPECT_DOUBLE_EQ(getLinalgWork(op, {2}).flops, whole.flops / 2);
  }
}

TEST_F(CostModelTest, BatchMatmulIsTwoBMNK) {
  linalg::LinalgOp op = parseLinalg(R"mlir(
func.func @f(%a: tensor<3x8x16xbf16>, %b: tensor<3x16x32xbf16>,
             %c: tensor<3x8x32xbf16>) -> tensor<3x8x32xbf16> {
  %0 = linalg.batch_matmul
         ins(%a, %b : tensor<3x8x16xbf16>, tensor<3x16x32xbf16>)
         outs(%c : tensor<3x8x32xbf16>) -> tensor<3x8x32xbf16>
  return %0 : tensor<3x8x32xbf16>
})mlir");
  ASSERT_TRUE(op);
  // Loops (b, m, n, k).
  KernelWork work = getLinalgWork(op, {1, 1, 1, 1});
  EXPECT_DOUBLE_EQ(work.flops, 2.0 * 3 * 8 * 32 * 16);
  EXPECT_DOUBLE_EQ(work.bytes, 2.0 * 3 * (8 * 16 + 16 * 32 + 2 * 8 * 32));
  KernelWork split = getLinalgWork(op, {3, 1, 1, 2});
  EXPECT_DOUBLE_EQ(split.flops, 2.0 * 8 * 32 * 8);
  EXPECT_DOUBLE_EQ(split.bytes, 2.0 * (8 * 8 + 8 * 32 + 2 * 8 * 32));
}

TEST_F(CostModelTest, GenericContractionCountsEveryReductionLoop) {
  // C[i, j] = sum_{k, l} A[i, k, l] * B[l, k, j].
  linalg::LinalgOp op = parseLinalg(R"mlir(
#a = affine_map<(i, j, k, l) -> (i, k, l)>
#b = affine_map<(i, j, k, l) -> (l, k, j)>
#c = affine_map<(i, j, k, l) -> (i, j)>
func.func @f(%a: tensor<4x6x10xf32>, %b: tensor<10x6x8xf32>,
             %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c],
         iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
         ins(%a, %b : tensor<4x6x10xf32>, tensor<10x6x8xf32>)
         outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
})mlir");
  ASSERT_TRUE(op);
  KernelWork work = getLinalgWork(op, {});
  EXPECT_DOUBLE_EQ(work.flops, 2.0 * 4 * 8 * 6 * 10);
  EXPECT_DOUBLE_EQ(work.bytes, 4.0 * (4 * 6 * 10 + 10 * 6 * 8 + 2 * 4 * 8));
  // Splitting both reduction loops splits A and B along both.
  KernelWork split = getLinalgWork(op, {1, 1, 2, 5});
  EXPECT_DOUBLE_EQ(split.flops, 2.0 * 4 * 8 * 3 * 2);
  EXPECT_DOUBLE_EQ(split.bytes, 4.0 * (4 * 3 * 2 + 2 * 3 * 8 + 2 * 4 * 8));
}

TEST_F(CostModelTest, ElementwiseGenericCountsBodyArithmetic) {
  // exp(a * b) + 1: mulf, exp, addf; the constant is free. The output is
  // only written.
  linalg::LinalgOp op = parseLinalg(R"mlir(
#id = affine_map<(i, j) -> (i, j)>
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id],
         iterator_types = ["parallel", "parallel"]}
         ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>)
         outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %m = arith.mulf %x, %y : f32
    %x2 = math.exp %m : f32
    %s = arith.addf %x2, %one : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
})mlir");
  ASSERT_TRUE(op);
  EXPECT_EQ(countBodyArithmetic(op), 3);
  // No contraction: the vector rate's arithmetic, exp a transcendental.
  KernelWork work = getLinalgWork(op, {});
  EXPECT_DOUBLE_EQ(work.flops, 0);
  EXPECT_DOUBLE_EQ(work.vectorFlops, 2.0 * 32);
  EXPECT_DOUBLE_EQ(work.transcendentals, 32);
  EXPECT_DOUBLE_EQ(work.bytes, 3.0 * 32 * 4);
  KernelWork split = getLinalgWork(op, {2, 4});
  EXPECT_DOUBLE_EQ(split.vectorFlops, 2.0 * 4);
  EXPECT_DOUBLE_EQ(split.transcendentals, 4);
  EXPECT_DOUBLE_EQ(split.bytes, 3.0 * 4 * 4);
}

TEST_F(CostModelTest, CopiesCostAtLeastOneOpPerElement) {
  // A transposing copy and a fill: no arithmetic, still one op per element;
  // the fill's scalar is no tensor and costs no bytes.
  linalg::LinalgOp transpose = parseLinalg(R"mlir(
func.func @f(%a: tensor<4x8xbf16>, %e: tensor<8x4xbf16>) -> tensor<8x4xbf16> {
  %0 = linalg.transpose ins(%a : tensor<4x8xbf16>)
                        outs(%e : tensor<8x4xbf16>) permutation = [1, 0]
  return %0 : tensor<8x4xbf16>
})mlir");
  ASSERT_TRUE(transpose);
  EXPECT_EQ(countBodyArithmetic(transpose), 1);
  KernelWork work = getLinalgWork(transpose, {});
  EXPECT_DOUBLE_EQ(work.vectorFlops, 32);
  EXPECT_DOUBLE_EQ(work.bytes, 2.0 * 32 * 2);

  linalg::LinalgOp fill = parseLinalg(R"mlir(
func.func @f(%e: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
})mlir");
  ASSERT_TRUE(fill);
  EXPECT_EQ(countBodyArithmetic(fill), 1);
  work = getLinalgWork(fill, {});
  EXPECT_DOUBLE_EQ(work.vectorFlops, 32);
  EXPECT_DOUBLE_EQ(work.bytes, 32.0 * 4);
}

/// An embedding lookup written as a one-hot contraction over the vocabulary
/// loop v: out[b, s, d] = sum_v (tokens[b, s] == v ? table[v, d] : 0).
std::string embeddingSource(llvm::StringRef compare) {
  std::string source = R"mlir(
#tok = affine_map<(b, s, d, v) -> (b, s)>
#tab = affine_map<(b, s, d, v) -> (v, d)>
#out = affine_map<(b, s, d, v) -> (b, s, d)>
func.func @f(%tokens: tensor<2x4xi64>, %table: tensor<100x16xf32>,
             %init: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
  %0 = linalg.generic {indexing_maps = [#tok, #tab, #out],
         iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
         ins(%tokens, %table : tensor<2x4xi64>, tensor<100x16xf32>)
         outs(%init : tensor<2x4x16xf32>) {
  ^bb0(%t: i64, %row: f32, %acc: f32):
    %i = linalg.index 3 : index
    %ii = arith.index_cast %i : index to i64
    %eq = COMPARE
    %zero = arith.constant 0.0 : f32
    %sel = arith.select %eq, %row, %zero : f32
    %r = arith.addf %acc, %sel : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16xf32>
  return %0 : tensor<2x4x16xf32>
})mlir";
  source.replace(source.find("COMPARE"), 7, compare.str());
  return source;
}

TEST_F(CostModelTest, OneHotSelectionLoopsCostNothing) {
  for (llvm::StringRef compare :
       {"arith.cmpi eq, %t, %ii : i64", "arith.cmpi eq, %ii, %t : i64"}) {
    SCOPED_TRACE(compare.str());
    linalg::LinalgOp op = parseLinalg(embeddingSource(compare));
    ASSERT_TRUE(op);
    EXPECT_EQ(getSelectionLoops(op),
              (SmallVector<bool>{false, false, false, true}));
    // cmpi, select, addf; linalg.index, its cast and the constant are free.
    EXPECT_EQ(countBodyArithmetic(op), 3);
    // FLOPs over (b, s, d) only; the table is one row of d; the output is
    // accumulated into (read and written).
    double bytes = 2 * 4 * 8 + 16 * 4 + 2 * (2 * 4 * 16 * 4);
    // A gather, not a GEMM: its arithmetic is at the vector rate.
    KernelWork work = getLinalgWork(op, {});
    EXPECT_DOUBLE_EQ(work.flops, 0);
    EXPECT_DOUBLE_EQ(work.vectorFlops, 3.0 * 2 * 4 * 16);
    EXPECT_DOUBLE_EQ(work.bytes, bytes);
    // Splitting the vocabulary changes neither.
    KernelWork vocabSplit = getLinalgWork(op, {1, 1, 1, 4});
    EXPECT_DOUBLE_EQ(vocabSplit.vectorFlops, work.vectorFlops);
    EXPECT_DOUBLE_EQ(vocabSplit.bytes, work.bytes);
    // Splitting d halves the table row, the output and the FLOPs.
    KernelWork dSplit = getLinalgWork(op, {1, 1, 2, 1});
    EXPECT_DOUBLE_EQ(dSplit.vectorFlops, work.vectorFlops / 2);
    EXPECT_DOUBLE_EQ(dSplit.bytes, 2 * 4 * 8 + 8 * 4 + 2 * (2 * 4 * 8 * 4));
  }
  // Other comparisons do not select: the vocabulary loop counts fully.
  for (llvm::StringRef compare :
       {"arith.cmpi ne, %t, %ii : i64", "arith.cmpi ule, %ii, %t : i64"}) {
    SCOPED_TRACE(compare.str());
    linalg::LinalgOp op = parseLinalg(embeddingSource(compare));
    ASSERT_TRUE(op);
    EXPECT_EQ(getSelectionLoops(op), SmallVector<bool>(4, false));
    EXPECT_DOUBLE_EQ(getLinalgWork(op, {}).vectorFlops,
                     3.0 * 2 * 4 * 16 * 100);
  }
}

TEST_F(CostModelTest, CastOperandsStillSelect) {
  // The token cast to index instead of the loop index to i64.
  std::string source = embeddingSource("arith.cmpi eq, %tt, %i : index");
  const std::string loopCast = "%ii = arith.index_cast %i : index to i64";
  source.replace(source.find(loopCast), loopCast.size(),
                 "%tt = arith.index_cast %t : i64 to index");
  linalg::LinalgOp op = parseLinalg(source);
  ASSERT_TRUE(op);
  EXPECT_EQ(getSelectionLoops(op),
            (SmallVector<bool>{false, false, false, true}));
  EXPECT_DOUBLE_EQ(getLinalgWork(op, {}).vectorFlops, 3.0 * 2 * 4 * 16);
}

TEST_F(CostModelTest, MixedPrecisionMatmulIsTwoMNKAtTheInputRate) {
  // bf16 x bf16 accumulated in f32: the casts are free and the kernel runs
  // at the bf16 peak.
  linalg::LinalgOp op = parseLinalg(R"mlir(
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @f(%a: tensor<64x32xbf16>, %b: tensor<32x16xbf16>,
             %c: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c],
         iterator_types = ["parallel", "parallel", "reduction"]}
         ins(%a, %b : tensor<64x32xbf16>, tensor<32x16xbf16>)
         outs(%c : tensor<64x16xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<64x16xf32>
  return %0 : tensor<64x16xf32>
})mlir");
  ASSERT_TRUE(op);
  EXPECT_EQ(countBodyArithmetic(op), 2);
  EXPECT_DOUBLE_EQ(getLinalgWork(op, {}).flops, 2.0 * 64 * 16 * 32);
  EXPECT_EQ(getElementTypeName(getComputeElementType(op)), "bf16");
}

TEST_F(CostModelTest, KernelTimeIsTheRooflineOfTheElementType) {
  TargetDescription target = TargetDescription::getPreset(TargetPreset::H100);
  Builder builder(&context);
  KernelWork big, streaming, tiny;
  big.flops = 1e12;
  big.bytes = 1e6;
  streaming.flops = 1e6;
  streaming.bytes = 1e10;
  tiny.flops = 10;
  tiny.bytes = 10;
  for (Type type : {Type(builder.getBF16Type()), Type(builder.getF32Type()),
                    Type(builder.getI32Type())}) {
    std::string name = getElementTypeName(type);
    SCOPED_TRACE(name);
    for (const KernelWork &work : {big, streaming, tiny})
      EXPECT_EQ(getKernelTime(target, work, type),
                getRooflineTime(target, work.flops, work.bytes, name));
    EXPECT_EQ(getKernelTime(target, tiny, type), target.kernelFloor);
  }
  // A tensor type prices by its element type.
  auto tensor = RankedTensorType::get({4}, builder.getBF16Type());
  EXPECT_DOUBLE_EQ(getKernelTime(target, big, tensor),
                   1e12 / (989e12 * target.computeEfficiency));
  // The matmul of a real layer: compute bound, and sharding M over 4 divides
  // its time by 4.
  linalg::LinalgOp matmul = parseLinalg(matmulSource(4096, 4096, 4096));
  ASSERT_TRUE(matmul);
  Type f32 = builder.getF32Type();
  double whole = getKernelTime(target, getLinalgWork(matmul, {}), f32);
  EXPECT_DOUBLE_EQ(whole, 2.0 * 4096 * 4096 * 4096 /
                              (67e12 * target.computeEfficiency));
  EXPECT_DOUBLE_EQ(getKernelTime(target, getLinalgWork(matmul, {4}), f32),
                   whole / 4);
}

TEST_F(CostModelTest, ArithmeticOutsideContractionsRunsAtTheVectorRate) {
  TargetDescription target = TargetDescription::getPreset(TargetPreset::H100);
  Builder builder(&context);
  Type f32 = builder.getF32Type();
  KernelWork work;
  work.flops = 1e9;
  work.vectorFlops = 3e9;
  work.transcendentals = 1e9;
  double efficiency = target.computeEfficiency;
  // Unset: every operation, a transcendental included, at the peak.
  EXPECT_DOUBLE_EQ(getKernelTime(target, work, f32),
                   1e9 / (67e12 * efficiency) + 4e9 / (67e12 * efficiency));
  // A calibrated CPU: the loops' own rate, a call worth 20 operations.
  target.vectorFlops = 2e9;
  target.transcendentalFlops = 20;
  EXPECT_DOUBLE_EQ(getKernelTime(target, work, f32),
                   1e9 / (67e12 * efficiency) +
                       (3e9 + 20 * 1e9) / (2e9 * efficiency));
  // A contraction's floor is the library call's, where that is more.
  target.contractionFloor = 1e-3;
  KernelWork gemm, loop;
  gemm.flops = 10;
  loop.vectorFlops = 10;
  EXPECT_EQ(getKernelTime(target, gemm, f32), 1e-3);
  EXPECT_EQ(getKernelTime(target, loop, f32), target.kernelFloor);
  // Both survive the JSON a target file and #ap.target are written as.
  llvm::Expected<TargetDescription> back =
      TargetDescription::fromJSON(target.toJSON());
  ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->vectorFlops, 2e9);
  EXPECT_EQ(back->transcendentalFlops, 20);
  EXPECT_EQ(back->contractionFloor, 1e-3);
  // Unset, they are not written.
  TargetDescription preset = TargetDescription::getPreset(TargetPreset::H100);
  EXPECT_EQ(preset.toJSON().find("vector_flops"), std::string::npos);
  EXPECT_EQ(preset.toJSON().find("transcendental_flops"), std::string::npos);
  EXPECT_EQ(preset.toJSON().find("contraction_floor"), std::string::npos);
}

TEST_F(CostModelTest, ViewsAreFree) {
  TargetDescription target = TargetDescription::getPreset(TargetPreset::H100);
  const SmallVector<int64_t> mesh = {2, 2};
  StrategyContext strategyContext{mesh, &target};
  for (llvm::StringRef source : {
           R"mlir(
func.func @f(%a: tensor<64x128xf32>) -> tensor<8192xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<64x128xf32> into tensor<8192xf32>
  return %0 : tensor<8192xf32>
})mlir",
           R"mlir(
func.func @f(%a: tensor<8192xf32>) -> tensor<64x128xf32> {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [64, 128]
         : tensor<8192xf32> into tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
})mlir"}) {
    Operation *op = parseFirstOp(source);
    ASSERT_NE(op, nullptr);
    std::string reason;
    auto strategies = getShardingStrategies(op, strategyContext, reason);
    ASSERT_TRUE(succeeded(strategies)) << reason;
    EXPECT_FALSE(strategies->empty());
    for (const ShardingStrategy &strategy : *strategies)
      EXPECT_EQ(strategy.computeTime, 0);
  }
}

TEST(CostModelLayoutTest, LocalElementsAndBytes) {
  const SmallVector<int64_t> mesh = {2, 4};
  const SmallVector<int64_t> shape = {16, 12};
  auto f32 = [](MLIRContext *context) {
    return RankedTensorType::get({16, 12}, Float32Type::get(context));
  };
  MLIRContext context;
  struct Case {
    ShardingLayout layout;
    int64_t elements;
  };
  const Case cases[] = {
      {layoutOf({R, R}), 16 * 12},
      {layoutOf({S0, R}), 8 * 12},
      {layoutOf({R, S1}), 16 * 3},
      {layoutOf({S0, S1}), 8 * 3},
      {layoutOf({S1, S0}), 4 * 6},
      {layoutOf({S0, S0}), 2 * 12},
      // Partial values cover the whole tensor on every device.
      {layoutOf({Psum, R}), 16 * 12},
      {layoutOf({Psum, S0}), 4 * 12},
  };
  for (const Case &test : cases) {
    SCOPED_TRACE(::testing::PrintToString(test.layout));
    EXPECT_EQ(getLocalElements(mesh, test.layout, shape), test.elements);
    EXPECT_EQ(getLocalBytes(mesh, test.layout, f32(&context)),
              4.0 * test.elements);
  }
  // The shard order changes which chunk, not how big.
  ShardingLayout reversed =
      llvm::cantFail(ShardingLayout::get({S0, S0}, {DimShardOrder{0, {1, 0}}}));
  EXPECT_EQ(getLocalElements(mesh, reversed, shape), 2 * 12);
  // Narrow element types.
  auto bf16 = RankedTensorType::get(shape, BFloat16Type::get(&context));
  EXPECT_EQ(getLocalBytes(mesh, layoutOf({S0, S1}), bf16), 2.0 * 8 * 3);
}

TEST(CostModelTypesTest, ElementBytesAndNames) {
  MLIRContext context;
  Builder builder(&context);
  EXPECT_EQ(getElementBytes(builder.getF32Type()), 4);
  EXPECT_EQ(getElementBytes(builder.getBF16Type()), 2);
  EXPECT_EQ(getElementBytes(builder.getF16Type()), 2);
  EXPECT_EQ(getElementBytes(builder.getF64Type()), 8);
  EXPECT_EQ(getElementBytes(builder.getI64Type()), 8);
  EXPECT_EQ(getElementBytes(builder.getI1Type()), 1);
  EXPECT_EQ(getElementBytes(builder.getIntegerType(4)), 1);
  EXPECT_EQ(getElementBytes(builder.getIntegerType(12)), 2);
  EXPECT_EQ(getElementBytes(builder.getIndexType()), 8);
  EXPECT_EQ(getElementBytes(ComplexType::get(builder.getF32Type())), 8);
  EXPECT_EQ(getElementBytes(RankedTensorType::get({3}, builder.getBF16Type())),
            2);
  EXPECT_EQ(getElementTypeName(builder.getBF16Type()), "bf16");
  EXPECT_EQ(getElementTypeName(builder.getF32Type()), "f32");
  EXPECT_EQ(
      getElementTypeName(RankedTensorType::get({2}, builder.getF16Type())),
      "f16");
  EXPECT_EQ(getElementTypeName(builder.getI64Type()), "i64");
}

TEST(CostModelTypesTest, ParameterBytesPerElementForTraining) {
  MLIRContext context;
  Builder builder(&context);
  TrainingMemoryOptions adam;
  // Parameter + gradient + Adam: two fp32 moments, plus an fp32 master copy
  // below fp32.
  EXPECT_EQ(getParameterBytesPerElement(builder.getBF16Type(), adam),
            2 + 2 + 12);
  EXPECT_EQ(getParameterBytesPerElement(builder.getF16Type(), adam),
            2 + 2 + 12);
  EXPECT_EQ(getParameterBytesPerElement(builder.getF32Type(), adam), 4 + 4 + 8);
  EXPECT_EQ(getParameterBytesPerElement(builder.getF64Type(), adam), 8 + 8 + 8);
  // An explicit optimizer size replaces Adam's (0: plain SGD).
  for (double optimizer : {0.0, 4.0, 6.5}) {
    TrainingMemoryOptions options;
    options.optimizerBytesPerElement = optimizer;
    EXPECT_EQ(getParameterBytesPerElement(builder.getBF16Type(), options),
              2 + 2 + optimizer);
    EXPECT_EQ(getParameterBytesPerElement(builder.getF32Type(), options),
              4 + 4 + optimizer);
  }
}

} // namespace
