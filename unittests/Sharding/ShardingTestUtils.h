//===- ShardingTestUtils.h - Helpers for the sharding tests -----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A fixture with an MLIRContext that knows the dialects the analyses see
// (func, linalg, tensor, arith, math and ap), and helpers that parse a
// function body and hand back its first op of a kind; the printed forms
// of layouts and strategies, to compare them as sets of strings.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_UNITTESTS_SHARDING_SHARDINGTESTUTILS_H
#define SHARD_UNITTESTS_SHARDING_SHARDINGTESTUTILS_H

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Sharding/ShardingRuleModels.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/TypeName.h"

#include "gtest/gtest.h"

#include <set>
#include <string>

namespace mlir {
namespace ap {
namespace testing {

/// A function holding one f32 linalg.matmul of (m x k) by (k x n).
inline std::string matmulSource(int64_t m, int64_t n, int64_t k) {
  return llvm::formatv(R"mlir(
func.func @f(%a: tensor<{0}x{2}xf32>, %b: tensor<{2}x{1}xf32>,
             %c: tensor<{0}x{1}xf32>) -> tensor<{0}x{1}xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<{0}x{2}xf32>, tensor<{2}x{1}xf32>)
                     outs(%c : tensor<{0}x{1}xf32>) -> tensor<{0}x{1}xf32>
  return %0 : tensor<{0}x{1}xf32>
})mlir",
                       m, n, k)
      .str();
}

/// "[S(0), R]" or "[S(0), S(0)], order = {0: [1, 0]}".
inline std::string str(const ShardingLayout &layout) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << layout;
  return text;
}

/// "A B C -> R": the operands' layouts ("-" for non-tensors), the results'.
inline std::string str(const ShardingStrategy &strategy) {
  std::string text;
  for (const auto &layout : strategy.operands)
    text += (layout ? str(*layout) : "-") + " ";
  text += "->";
  for (const ShardingLayout &layout : strategy.results)
    text += " " + str(layout);
  return text;
}

template <typename T> std::set<std::string> strs(llvm::ArrayRef<T> values) {
  std::set<std::string> set;
  for (const T &value : values)
    set.insert(str(value));
  return set;
}
inline std::set<std::string> strs(llvm::ArrayRef<ShardingLayout> layouts) {
  return strs<ShardingLayout>(layouts);
}
inline std::set<std::string> strs(llvm::ArrayRef<ShardingStrategy> strategies) {
  return strs<ShardingStrategy>(strategies);
}

class AnalysisTest : public ::testing::Test {
protected:
  /// The project's sharding rules on the upstream dialects.
  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerShardingRuleModels(registry);
    return registry;
  }

  AnalysisTest() : context(makeRegistry()) {
    context.loadDialect<APDialect, arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, math::MathDialect,
                        tensor::TensorDialect>();
  }

  /// Parses and verifies a module; fails the test (and returns null) with
  /// the parser's diagnostics otherwise.
  ModuleOp parse(llvm::StringRef source) {
    std::string diagnostics;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      diagnostics += diag.str() + "\n";
      return success();
    });
    module = parseSourceString<ModuleOp>(source, ParserConfig(&context));
    EXPECT_TRUE(module) << diagnostics << source.str();
    return module ? *module : ModuleOp();
  }

  /// The first op of type `OpTy` in `source` (in pre-order).
  template <typename OpTy> OpTy parseFirst(llvm::StringRef source) {
    ModuleOp parsed = parse(source);
    if (!parsed)
      return OpTy();
    OpTy found;
    parsed.walk<WalkOrder::PreOrder>([&](OpTy op) {
      if (!found)
        found = op;
    });
    EXPECT_TRUE(found) << "no " << llvm::getTypeName<OpTy>().str() << " in\n"
                       << source.str();
    return found;
  }

  /// The first op directly in a function body of `source` (not a return).
  Operation *parseFirstOp(llvm::StringRef source) {
    ModuleOp parsed = parse(source);
    Operation *found = nullptr;
    if (parsed)
      parsed.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (!found && !isa<ModuleOp, func::FuncOp, func::ReturnOp>(op) &&
            isa<func::FuncOp>(op->getParentOp()))
          found = op;
      });
    EXPECT_NE(found, nullptr) << source.str();
    return found;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

} // namespace testing
} // namespace ap
} // namespace mlir

#endif // SHARD_UNITTESTS_SHARDING_SHARDINGTESTUTILS_H
