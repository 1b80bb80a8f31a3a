//===- ApproximateMath.cpp - f32 math functions as polynomials ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A loop that calls libm (math.exp becomes a call of expf) stays scalar:
// LLVM's loop vectorizer has no vector expf here. This pass rewrites the
// f32 math ops it is told of with polynomial approximations, which are
// arithmetic and vectorize: exp with its own (about an ulp off at most),
// the others with MLIR's. The CPU lowering approximates only the ops whose
// approximations are about as accurate as libm (benchmarks/cpu_f32_math.py
// measures them).
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APAPPROXIMATEMATH
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;

namespace {

/// A splat constant of `type` (a scalar or a vector of f32 or i32).
Value splat(ImplicitLocOpBuilder &b, Type type, double value) {
  Type element = getElementTypeOrSelf(type);
  TypedAttr attr =
      isa<FloatType>(element)
          ? TypedAttr(b.getFloatAttr(element, value))
          : TypedAttr(b.getIntegerAttr(element, static_cast<int64_t>(value)));
  if (auto vector = dyn_cast<VectorType>(type))
    attr = SplatElementsAttr::get(vector, attr);
  return arith::ConstantOp::create(b, attr);
}

/// f32 exp about an ulp off at most over its whole range, subnormal
/// results included (1.002 ulps on 5 million points, benchmarks/
/// cpu_f32_math.py; MLIR's ExpApproximation is 5 ulps off above 80, where
/// it clamps the power of two, and flushes subnormal results to 0). e^x = e^r 2^n, n = round(x / log(2)), r = x - n log(2) in two parts
/// (Cody and Waite's, with fma), e^r by Cephes's polynomial (that of
/// MLIR's), and 2^n as 2^(n - n / 2) 2^(n / 2), two normal numbers, so
/// that a subnormal result is rounded once and an overflow is infinite.
struct ExpF32Approximation : public OpRewritePattern<math::ExpOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "not f32");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    Type intType = b.getI32Type();
    if (auto vector = dyn_cast<VectorType>(type))
      intType = vector.clone(intType);
    auto c = [&](double value) { return splat(b, type, value); };
    auto fma = [&](Value x, Value y, Value z) {
      return math::FmaOp::create(b, x, y, z).getResult();
    };
    // Clamped (NaN kept) where e^x is 0 (below -103.97) or inf (above
    // 88.73): n stays in [-150, 128].
    Value x = op.getOperand();
    auto clamp = [&](arith::CmpFPredicate predicate, Value v, double bound) {
      Value limit = c(bound);
      Value keep = arith::CmpFOp::create(b, predicate, v, limit);
      return arith::SelectOp::create(b, keep, v, limit).getResult();
    };
    Value clamped = clamp(arith::CmpFPredicate::UGE, x, -104.0);
    clamped = clamp(arith::CmpFPredicate::ULE, clamped, 88.8);
    Value n =
        math::FloorOp::create(b, fma(clamped, c(1.44269504088896341), c(0.5)));
    Value r = fma(n, c(-0.693359375), clamped);
    r = fma(n, c(2.12194440e-4), r);
    // e^r = 1 + r + r^2 p(r).
    Value p = fma(r, c(1.9875691500e-4), c(1.3981999507e-3));
    for (double coefficient :
         {8.3334519073e-3, 4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1})
      p = fma(p, r, c(coefficient));
    p = fma(p, arith::MulFOp::create(b, r, r), r);
    p = arith::AddFOp::create(b, c(1.0), p);
    // NaN's n is not an integer: its result is chosen below.
    Value ni = arith::FPToSIOp::create(b, intType, n);
    Value half = arith::ShRSIOp::create(b, ni, splat(b, intType, 1));
    Value rest = arith::SubIOp::create(b, ni, half);
    auto powerOfTwo = [&](Value e) {
      Value biased = arith::AddIOp::create(b, e, splat(b, intType, 127));
      Value bits = arith::ShLIOp::create(b, biased, splat(b, intType, 23));
      return arith::BitcastOp::create(b, type, bits).getResult();
    };
    Value result = arith::MulFOp::create(
        b, arith::MulFOp::create(b, p, powerOfTwo(half)), powerOfTwo(rest));
    Value isNaN = arith::CmpFOp::create(b, arith::CmpFPredicate::UNO, x, x);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, isNaN, x, result);
    return success();
  }
};

/// What the CPU lowering approximates: the ops whose approximation is
/// within the error model's 2 ulps (docs/ApRun.md has the figures).
constexpr llvm::StringLiteral kDefaultOps[] = {"exp"};

struct APApproximateMathPass
    : public ap::impl::APApproximateMathBase<APApproximateMathPass> {
  using APApproximateMathBase::APApproximateMathBase;

  void runOnOperation() override {
    llvm::StringSet<> names;
    if (ops.empty())
      for (StringRef op : kDefaultOps)
        names.insert(op);
    for (const std::string &op : ops)
      names.insert(op);
    RewritePatternSet patterns(&getContext());
    // exp is ours; the others MLIR's.
    if (names.contains("exp"))
      patterns.add<ExpF32Approximation>(&getContext());
    populateMathPolynomialApproximationPatterns(patterns, [&](StringRef name) {
      return name != math::ExpOp::getOperationName() &&
             names.contains(name.drop_front(strlen("math.")));
    });
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
