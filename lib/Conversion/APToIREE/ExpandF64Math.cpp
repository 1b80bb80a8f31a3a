//===- ExpandF64Math.cpp - f64 math that IREE's CPU code lacks ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// iree-compile's llvm-cpu backend (3.13.0) links its code without a C
// library: f64 tanh, sin, cos, tan, asin, acos, atan, atan2, log2 and log10
// are undefined symbols there (`iree-lld: undefined symbol: tanh`), and
// cbrt has no lowering; its expm1, log1p, sinh, asinh and atanh are
// exp/log formulas that return 0 for tiny arguments, its acosh is millions
// of ulps off near 1, its sinh and cosh overflow early, and its exp2 and
// integer powers are exp(y log(x)), hundreds of ulps off. Its exp, log and sqrt
// are good to half an ulp: this pass writes the others with them (F64Math.h).
// Its integer powers by a constant are products, but give x^-n at +0 the sign
// of -0: they are written here as products too.
//
//===----------------------------------------------------------------------===//

#include "F64Math.h"

#include "Shard/Conversion/Passes.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APEXPANDF64MATH
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

bool isF64(Operation *op) {
  return op->getNumResults() == 1 &&
         getElementTypeOrSelf(op->getResult(0).getType()).isF64();
}

/// Replaces an f64 `OpTy` by `function` of its operands.
template <typename OpTy, auto function>
struct Expand : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!isF64(op))
      return rewriter.notifyMatchFailure(op, "not f64");
    f64math::F64Builder builder(rewriter, op.getLoc(), op.getType());
    SmallVector<Value, 2> operands(op->getOperands());
    Value result;
    if constexpr (std::is_invocable_v<decltype(function), f64math::F64Builder &,
                                      Value>)
      result = (builder.*function)(operands[0]);
    else
      result = (builder.*function)(operands[0], operands[1]);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// x^n for a constant n (a scalar or a splat) as products: IREE's own
/// expansion gives x^-n at +0 the sign of -0 (it selects -inf for both).
struct ExpandConstantPower : public OpRewritePattern<math::FPowIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::FPowIOp op,
                                PatternRewriter &rewriter) const override {
    if (!isF64(op))
      return rewriter.notifyMatchFailure(op, "not f64");
    APInt exponent;
    if (!matchPattern(op.getRhs(), m_ConstantInt(&exponent)))
      return rewriter.notifyMatchFailure(op, "the exponent is not constant");
    if (exponent.getSignificantBits() > 32)
      return rewriter.notifyMatchFailure(op, "the exponent is too large");
    f64math::F64Builder builder(rewriter, op.getLoc(), op.getType());
    rewriter.replaceOp(op, builder.powi(op.getLhs(), exponent.getSExtValue()));
    return success();
  }
};

struct APExpandF64MathPass
    : public ap::impl::APExpandF64MathBase<APExpandF64MathPass> {
  void runOnOperation() override {
    using B = f64math::F64Builder;
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns
        .add<Expand<math::TanhOp, &B::tanh>, Expand<math::ExpM1Op, &B::expm1>,
             Expand<math::Exp2Op, &B::exp2>, Expand<math::Log1pOp, &B::log1p>,
             Expand<math::Log2Op, &B::log2>, Expand<math::Log10Op, &B::log10>,
             Expand<math::CbrtOp, &B::cbrt>, Expand<math::SinhOp, &B::sinh>,
             Expand<math::CoshOp, &B::cosh>, Expand<math::AsinhOp, &B::asinh>,
             Expand<math::AcoshOp, &B::acosh>, Expand<math::AtanhOp, &B::atanh>,
             Expand<math::SinOp, &B::sin>, Expand<math::CosOp, &B::cos>,
             Expand<math::TanOp, &B::tan>, Expand<math::AtanOp, &B::atan>,
             Expand<math::Atan2Op, &B::atan2>, Expand<math::AsinOp, &B::asin>,
             Expand<math::AcosOp, &B::acos>, ExpandConstantPower>(context);
    FrozenRewritePatternSet frozen(std::move(patterns));

    // The ops there are now: the expansions write math.exp, math.log and
    // math.sqrt, which are left as they are.
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<math::MathDialect>(op->getDialect()) && isF64(op))
        ops.push_back(op);
    });
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps);
    if (failed(applyOpPatternsGreedily(ops, frozen, config)))
      return signalPassFailure();
  }
};

} // namespace
