//===- CanonicalizeEinsumTest.cpp - Contractions cost what matmuls cost ---===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-canonicalize-einsum on linear layers and weight gradients with 2, 3
// and 4 batch dims: the contraction it makes costs exactly the matmul's
// FLOPs (2 * prod(batch) * N * K) and bytes, and gives the auto-sharder
// more strategies to choose from (the batch dims can be sharded apart).
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/Passes.h"
#include "Shard/Target/CostModel.h"

#include "../Sharding/ShardingTestUtils.h"

#include "mlir/Pass/PassManager.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::testing;

namespace {

constexpr int64_t kFeaturesIn = 8, kFeaturesOut = 6;

std::string joinNumbers(llvm::ArrayRef<int64_t> values,
                        llvm::StringRef separator) {
  return llvm::join(
      llvm::map_range(values,
                      [](int64_t value) { return std::to_string(value); }),
      separator);
}

std::string shapeOf(llvm::ArrayRef<int64_t> dims) {
  return joinNumbers(dims, "x");
}

/// "0, 1, ..., rank - 1": the batch group of a flatten.
std::string batchGroup(size_t rank) {
  return joinNumbers(llvm::to_vector(llvm::seq<int64_t>(0, rank)), ", ");
}

int64_t product(llvm::ArrayRef<int64_t> dims) {
  int64_t result = 1;
  for (int64_t dim : dims)
    result *= dim;
  return result;
}

/// flatten [*batch, K] -> matmul with [K, N] -> unflatten.
std::string linearSource(llvm::ArrayRef<int64_t> batch) {
  return llvm::formatv(R"mlir(
func.func @f(%x: tensor<{0}x{3}xf32>, %w: tensor<{3}x{4}xf32>) -> tensor<{0}x{4}xf32> {
  %cst = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[{2}], [{5}]] : tensor<{0}x{3}xf32> into tensor<{1}x{3}xf32>
  %e = tensor.empty() : tensor<{1}x{4}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{1}x{4}xf32>) -> tensor<{1}x{4}xf32>
  %mm = linalg.matmul ins(%flat, %w : tensor<{1}x{3}xf32>, tensor<{3}x{4}xf32>) outs(%z : tensor<{1}x{4}xf32>) -> tensor<{1}x{4}xf32>
  %y = tensor.expand_shape %mm [[{2}], [{5}]] output_shape [{6}, {4}] : tensor<{1}x{4}xf32> into tensor<{0}x{4}xf32>
  return %y : tensor<{0}x{4}xf32>
})mlir",
                       shapeOf(batch), product(batch), batchGroup(batch.size()),
                       kFeaturesIn, kFeaturesOut, batch.size(),
                       joinNumbers(batch, ", "))
      .str();
}

/// transpose[1, 0](flatten [*batch, N]) x flatten [*batch, K] -> [N, K].
std::string gradWeightSource(llvm::ArrayRef<int64_t> batch) {
  return llvm::formatv(R"mlir(
func.func @f(%dy: tensor<{0}x{4}xf32>, %x: tensor<{0}x{3}xf32>) -> tensor<{4}x{3}xf32> {
  %cst = arith.constant 0.0 : f32
  %dyf = tensor.collapse_shape %dy [[{2}], [{5}]] : tensor<{0}x{4}xf32> into tensor<{1}x{4}xf32>
  %et = tensor.empty() : tensor<{4}x{1}xf32>
  %dyt = linalg.transpose ins(%dyf : tensor<{1}x{4}xf32>) outs(%et : tensor<{4}x{1}xf32>) permutation = [1, 0]
  %xf = tensor.collapse_shape %x [[{2}], [{5}]] : tensor<{0}x{3}xf32> into tensor<{1}x{3}xf32>
  %e = tensor.empty() : tensor<{4}x{3}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{4}x{3}xf32>) -> tensor<{4}x{3}xf32>
  %dw = linalg.matmul ins(%dyt, %xf : tensor<{4}x{1}xf32>, tensor<{1}x{3}xf32>) outs(%z : tensor<{4}x{3}xf32>) -> tensor<{4}x{3}xf32>
  return %dw : tensor<{4}x{3}xf32>
})mlir",
                       shapeOf(batch), product(batch), batchGroup(batch.size()),
                       kFeaturesIn, kFeaturesOut, batch.size())
      .str();
}

class CanonicalizeEinsumTest : public AnalysisTest {
protected:
  /// Work and strategy count of the module's only matmul or contraction.
  struct Contraction {
    KernelWork work;
    /// Bytes of every linalg op of the module: a transpose fused into the
    /// contraction reads what the contraction does not (isFusedIntoConsumer).
    double moduleBytes = 0;
    size_t strategies = 0;
    bool isMatmul = false;
  };

  Contraction measure(ModuleOp parsed) {
    Contraction result;
    parsed.walk([&](linalg::LinalgOp op) {
      result.moduleBytes += getLinalgWork(op, {}).bytes;
      if (op.getNumReductionLoops() == 0)
        return;
      result.work = getLinalgWork(op, {});
      result.isMatmul = isa<linalg::MatmulOp>(op);
      int64_t mesh[] = {2, 4};
      StrategyContext strategyContext{mesh, &target};
      std::string reason;
      auto strategies = getShardingStrategies(op, strategyContext, reason);
      EXPECT_TRUE(succeeded(strategies)) << reason;
      if (succeeded(strategies))
        result.strategies = strategies->size();
    });
    return result;
  }

  /// Measures the module's matmul, canonicalizes, measures the contraction.
  std::pair<Contraction, Contraction>
  measureBeforeAfter(const std::string &source) {
    ModuleOp parsed = parse(source);
    if (!parsed)
      return {};
    Contraction before = measure(parsed);
    PassManager passes(&context);
    passes.addPass(createAPCanonicalizeEinsum());
    EXPECT_TRUE(succeeded(passes.run(parsed)));
    return {before, measure(parsed)};
  }

  TargetDescription target = TargetDescription::getPreset(TargetPreset::H100);
};

TEST_F(CanonicalizeEinsumTest, LinearCostsTwoBatchNK) {
  for (SmallVector<int64_t> batch :
       {SmallVector<int64_t>{2, 4}, {2, 2, 4}, {2, 2, 2, 4}}) {
    SCOPED_TRACE(shapeOf(batch));
    double rows = product(batch);
    auto [before, after] = measureBeforeAfter(linearSource(batch));
    EXPECT_TRUE(before.isMatmul);
    EXPECT_FALSE(after.isMatmul);
    EXPECT_DOUBLE_EQ(before.work.flops, 2 * rows * kFeaturesOut * kFeaturesIn);
    EXPECT_DOUBLE_EQ(after.work.flops, before.work.flops);
    EXPECT_DOUBLE_EQ(after.work.bytes, before.work.bytes);
    // The batch dims can be sharded apart (batch on one axis, sequence on
    // the other).
    EXPECT_GT(after.strategies, before.strategies);
  }
}

TEST_F(CanonicalizeEinsumTest, GradWeightCostsTwoBatchNK) {
  for (SmallVector<int64_t> batch :
       {SmallVector<int64_t>{2, 4}, {2, 2, 4}, {2, 2, 2, 4}}) {
    SCOPED_TRACE(shapeOf(batch));
    double rows = product(batch);
    auto [before, after] = measureBeforeAfter(gradWeightSource(batch));
    EXPECT_TRUE(before.isMatmul);
    EXPECT_FALSE(after.isMatmul);
    EXPECT_DOUBLE_EQ(before.work.flops, 2 * rows * kFeaturesOut * kFeaturesIn);
    EXPECT_DOUBLE_EQ(after.work.flops, before.work.flops);
    // The transpose, fused into the matmul, read dy; the contraction reads
    // it itself.
    EXPECT_DOUBLE_EQ(after.moduleBytes, before.moduleBytes);
    EXPECT_DOUBLE_EQ(after.work.bytes, after.moduleBytes);
    EXPECT_GT(after.strategies, before.strategies);
  }
}

} // namespace
