//===- MixedPrecision.cpp - Contractions on narrow inputs ------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Applies a mixed-precision policy before planning: f32 contractions read
// bf16 (or f16) copies of their inputs and accumulate in f32; nothing else
// changes type. See the pass description and docs/Precision.md.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/CombinerTable.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APMIXEDPRECISION
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

Type mlir::ap::getPolicyInputType(MLIRContext *context,
                                  PrecisionPolicy policy) {
  switch (policy) {
  case PrecisionPolicy::None:
    return {};
  case PrecisionPolicy::BF16:
    return BFloat16Type::get(context);
  case PrecisionPolicy::F16:
    return Float16Type::get(context);
  }
  llvm_unreachable("unknown precision policy");
}

namespace {

/// Whether `op` is an elementwise linalg op (identity maps, parallel loops)
/// whose body yields `cast(input)` for one input and nothing else.
template <typename CastOp>
bool isElementwiseCast(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return false;
  Block &body = *op.getBlock();
  if (body.getOperations().size() != 2)
    return false;
  auto cast = dyn_cast<CastOp>(body.front());
  return cast && cast->getOperand(0) == body.getArgument(0) &&
         body.getTerminator()->getOperand(0) == cast->getResult(0);
}

/// What the pass did, for its report and statistics.
struct PrecisionCounts {
  int64_t contractions = 0;
  int64_t truncations = 0;
  int64_t reusedSources = 0;
};

/// The narrow copies of the values contractions read: one per value, made
/// where the value is defined, shared by every contraction.
class Narrower {
public:
  Narrower(Type narrow, PrecisionCounts &counts)
      : narrow(narrow), counts(counts) {}

  /// `value` (an f32 tensor) in the narrow type.
  Value get(RewriterBase &rewriter, Value value) {
    auto it = copies.find(value);
    if (it != copies.end())
      return it->second;
    if (Value source = getNarrowSource(value)) {
      ++counts.reusedSources;
      return copies[value] = source;
    }
    OpBuilder::InsertionGuard guard(rewriter);
    // After the definition; the copies of a block's arguments in the order
    // they are made.
    auto argument = dyn_cast<BlockArgument>(value);
    Operation *previous =
        argument ? lastArgumentCopy.lookup(argument.getOwner()) : nullptr;
    if (previous)
      rewriter.setInsertionPointAfter(previous);
    else
      rewriter.setInsertionPointAfterValue(value);
    Location loc = value.getLoc();
    auto type = cast<RankedTensorType>(value.getType());
    Value init = tensor::EmptyOp::create(
        rewriter, loc, tensor::getMixedSizes(rewriter, loc, value), narrow);
    SmallVector<AffineMap> maps(2, rewriter.getMultiDimIdentityMap(
                                       type.getRank()));
    SmallVector<utils::IteratorType> iterators(type.getRank(),
                                               utils::IteratorType::parallel);
    Value copy =
        linalg::GenericOp::create(
            rewriter, loc, init.getType(), value, init, maps, iterators,
            [&](OpBuilder &builder, Location loc, ValueRange arguments) {
              Value truncated =
                  arith::TruncFOp::create(builder, loc, narrow, arguments[0]);
              linalg::YieldOp::create(builder, loc, truncated);
            })
            .getResult(0);
    if (argument)
      lastArgumentCopy[argument.getOwner()] = copy.getDefiningOp();
    ++counts.truncations;
    return copies[value] = copy;
  }

private:
  /// The narrow value `value` is an elementwise extension of, if any.
  Value getNarrowSource(Value value) const {
    if (auto extend = value.getDefiningOp<arith::ExtFOp>())
      if (getElementTypeOrSelf(extend.getIn().getType()) == narrow)
        return extend.getIn();
    auto op = value.getDefiningOp<linalg::LinalgOp>();
    if (!op || !op.hasPureTensorSemantics() ||
        !isElementwiseCast<arith::ExtFOp>(op))
      return {};
    Value source = op.getDpsInputOperand(0)->get();
    return getElementTypeOrSelf(source.getType()) == narrow ? source : Value();
  }

  Type narrow;
  DenseMap<Value, Value> copies;
  /// Per block, the last copy made of one of its arguments.
  DenseMap<Block *, Operation *> lastArgumentCopy;
  PrecisionCounts &counts;
};

/// An f32 multiply-accumulate contraction rewritten on narrow inputs.
struct NarrowContraction : OpInterfaceRewritePattern<linalg::LinalgOp> {
  NarrowContraction(MLIRContext *context, Narrower &narrower,
                    PrecisionCounts &counts)
      : OpInterfaceRewritePattern(context), narrower(narrower),
        counts(counts) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
      return rewriter.notifyMatchFailure(op, "not two inputs and one init");
    if (op.getNumReductionLoops() == 0)
      return rewriter.notifyMatchFailure(op, "no reduction loop");
    if (!isMultiplyAccumulate(*op.getBlock()))
      return rewriter.notifyMatchFailure(op, "the body is not acc + a * b");
    auto isF32 = [](Value value) {
      return getElementTypeOrSelf(value.getType()).isF32();
    };
    if (!llvm::all_of(op->getOperands(), isF32))
      return rewriter.notifyMatchFailure(op, "an operand is not f32");
    if (!llvm::all_of(op.getDpsInputs(), [](Value value) {
          return isa<RankedTensorType>(value.getType());
        }))
      return rewriter.notifyMatchFailure(op, "an input is not a ranked tensor");

    SmallVector<Value> inputs;
    for (Value input : op.getDpsInputs())
      inputs.push_back(narrower.get(rewriter, input));
    Block &body = *op.getBlock();
    auto generic = linalg::GenericOp::create(
        rewriter, op.getLoc(), op->getResultTypes(), inputs, op.getDpsInits(),
        op.getIndexingMapsArray(), op.getIteratorTypesArray(),
        [&](OpBuilder &builder, Location loc, ValueRange arguments) {
          IRMapping mapping;
          for (unsigned i = 0; i < 2; ++i)
            mapping.map(body.getArgument(i),
                        arith::ExtFOp::create(builder, loc,
                                              builder.getF32Type(),
                                              arguments[i]));
          mapping.map(body.getArgument(2), arguments[2]);
          for (Operation &inner : body)
            builder.clone(inner, mapping);
        });
    // What other passes put on the op (sharding hints, names) stays.
    for (NamedAttribute attribute : op->getDiscardableAttrs())
      generic->setAttr(attribute.getName(), attribute.getValue());
    rewriter.replaceOp(op, generic->getResults());
    ++counts.contractions;
    return success();
  }

  Narrower &narrower;
  PrecisionCounts &counts;
};

struct APMixedPrecisionPass
    : public ap::impl::APMixedPrecisionBase<APMixedPrecisionPass> {
  using APMixedPrecisionBase::APMixedPrecisionBase;

  void runOnOperation() override {
    Type narrow = getPolicyInputType(&getContext(), policy);
    if (!narrow)
      return;
    PrecisionCounts counts;
    Narrower narrower(narrow, counts);
    RewritePatternSet patterns(&getContext());
    patterns.add<NarrowContraction>(&getContext(), narrower, counts);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    numContractions += counts.contractions;
    numTruncations += counts.truncations;
    numReusedSources += counts.reusedSources;
    if (report)
      emitRemark(getOperation().getLoc())
          << "ap-mixed-precision: " << counts.contractions
          << " contraction(s) on " << narrow << " inputs, "
          << counts.truncations << " truncation(s), " << counts.reusedSources
          << " narrow source(s) reused";
  }
};

} // namespace
