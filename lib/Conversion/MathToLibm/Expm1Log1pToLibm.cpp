//===- Expm1Log1pToLibm.cpp - expm1 and log1p as libm calls ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// MLIR's lowering of math to LLVM writes expm1 as exp(x) - 1 and log1p as
// log(1 + x), which lose every digit of the result as |x| goes below 2^-26
// and return 0 below 2^-53. The CPU lowering runs this pass before it:
// MLIR's own libm patterns (convert-math-to-libm), applied to these two ops
// only, so that the others keep their LLVM intrinsics.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APEXPM1LOG1PTOLIBM
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;

namespace {

struct APExpm1Log1pToLibmPass
    : public ap::impl::APExpm1Log1pToLibmBase<APExpm1Log1pToLibmPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateMathToLibmConversionPatterns(patterns);
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<math::ExpM1Op, math::Log1pOp>(op))
        ops.push_back(op);
    });
    // New ops too: a vector's expm1 becomes its elements' first.
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
