//===- LowerAttention.cpp - ap.attention to blocked online softmax --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every generic here is built over the attention op's own loops (its
// indexing maps' domain): an operand's map is the op's map, a block's
// tensors index the blocked key loop with the block's range, and the loops
// a generic does not use are dropped (compressUnusedDims). So every layout
// the op accepts lowers without transposes.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/OptionChecks.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APLOWERATTENTION
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Builds the generics of one attention op over its loops.
class LoopBuilder {
public:
  LoopBuilder(OpBuilder &builder, Location loc, const AttentionLoops &loops,
              Type computeType)
      : b(builder), loc(loc), loops(loops), computeType(computeType) {}

  /// The body: the block arguments (inputs, then the init) and a way to
  /// read an original loop's index.
  using BodyFn = function_ref<Value(ValueRange args,
                                    function_ref<Value(int64_t)> index)>;

  /// A generic over the loops the maps use; loops not in `outMap` reduce.
  Value generic(ArrayRef<Value> inputs, ArrayRef<AffineMap> inputMaps,
                Value init, AffineMap outMap, BodyFn body) {
    SmallVector<AffineMap> maps(inputMaps);
    maps.push_back(outMap);
    // The loops in use, in order: what compressUnusedDims keeps.
    llvm::SmallBitVector unused(loops.getNumLoops(), true);
    for (AffineMap map : maps)
      for (AffineExpr expr : map.getResults())
        unused.reset(cast<AffineDimExpr>(expr).getPosition());
    SmallVector<int64_t> kept;
    for (int64_t loop = 0; loop < loops.getNumLoops(); ++loop)
      if (!unused.test(loop))
        kept.push_back(loop);
    SmallVector<AffineMap> compressed = compressUnusedDims(maps);
    SmallVector<utils::IteratorType> iterators;
    for (int64_t loop : kept)
      iterators.push_back(outMap.isFunctionOfDim(loop)
                              ? utils::IteratorType::parallel
                              : utils::IteratorType::reduction);
    auto op = linalg::GenericOp::create(
        b, loc, TypeRange{init.getType()}, inputs, ValueRange{init},
        compressed, iterators,
        [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nested.getInsertionBlock(),
                              nested.getInsertionPoint());
          auto index = [&](int64_t loop) -> Value {
            auto at = llvm::find(kept, loop);
            return linalg::IndexOp::create(b, nestedLoc, at - kept.begin());
          };
          Value result = body(args, index);
          linalg::YieldOp::create(b, nestedLoc, result);
        });
    return op->getResult(0);
  }

  /// `init + a * b` summed over the loops not in `outMap`, the product in
  /// the compute type (an operand already in it is not widened).
  Value multiplyAccumulate(Value lhs, AffineMap lhsMap, Value rhs,
                           AffineMap rhsMap, Value init, AffineMap outMap) {
    return generic({lhs, rhs}, {lhsMap, rhsMap}, init, outMap,
                   [&](ValueRange args, auto) {
                     Value product = arith::MulFOp::create(
                         b, loc, widen(args[0]), widen(args[1]));
                     return arith::AddFOp::create(b, loc, args[2], product);
                   });
  }

  /// `value` in the compute type.
  Value widen(Value value) {
    if (value.getType() == computeType)
      return value;
    return arith::ExtFOp::create(b, loc, computeType, value);
  }
  Value narrow(Value value, Type type) {
    if (value.getType() == type)
      return value;
    return arith::TruncFOp::create(b, loc, type, value);
  }
  Value constant(double value) {
    return arith::ConstantOp::create(b, loc,
                                     b.getFloatAttr(computeType, value));
  }
  /// `x`, or 0 where `x` is -inf: the row maximum (or log-sum-exp) of a row
  /// whose keys are all masked, so that `exp(S - x)` is 0 there, not NaN.
  Value finiteOrZero(Value x) {
    Value isNegInf = arith::CmpFOp::create(
        b, loc, arith::CmpFPredicate::OEQ, x,
        constant(-std::numeric_limits<double>::infinity()));
    return arith::SelectOp::create(b, loc, isNegInf, constant(0.0), x);
  }
  /// A tensor of `shape` in the compute type filled with `value`.
  Value filled(ArrayRef<int64_t> shape, double value) {
    Value empty = tensor::EmptyOp::create(b, loc, shape, computeType);
    return linalg::FillOp::create(b, loc, constant(value), empty)
        .getResult(0);
  }
  /// The shape of a tensor indexed by `map`, with the blocked loop's range
  /// `blockRange`.
  SmallVector<int64_t> shapeOf(AffineMap map, int64_t blockLoop,
                               int64_t blockRange) {
    SmallVector<int64_t> shape;
    for (AffineExpr expr : map.getResults()) {
      int64_t loop = cast<AffineDimExpr>(expr).getPosition();
      shape.push_back(loop == blockLoop ? blockRange : loops.ranges[loop]);
    }
    return shape;
  }
  /// The map of a tensor over `roles` loops in loop order.
  AffineMap mapOf(ArrayRef<AttentionRole> roles) {
    SmallVector<AffineExpr> exprs;
    for (auto [loop, role] : llvm::enumerate(loops.roles))
      if (llvm::is_contained(roles, role))
        exprs.push_back(b.getAffineDimExpr(loop));
    return AffineMap::get(loops.getNumLoops(), 0, exprs, b.getContext());
  }

  OpBuilder &b;
  Location loc;
  const AttentionLoops &loops;
  Type computeType;
};

/// What both lowerings share: the blocked key loop and the block's scores.
struct Blocking {
  int64_t loop;  // the n loop cut into blocks
  int64_t size;  // key positions per block
  int64_t count; // blocks
};

Blocking chooseBlocking(const AttentionLoops &loops, int64_t maxBlock) {
  int64_t loop = loops.causal ? loops.causal->second
                              : loops.getLoops(AttentionRole::N).front();
  int64_t range = loops.ranges[loop];
  int64_t size = 1;
  for (int64_t candidate = 1; candidate <= std::min(range, maxBlock);
       ++candidate)
    if (range % candidate == 0)
      size = candidate;
  return {loop, size, range / size};
}

/// Where key block `offset` lies in a tensor of `type` indexed by `map`.
struct BlockSlice {
  SmallVector<OpFoldResult> offsets, sizes, strides;
  RankedTensorType blockType;
};

BlockSlice getBlockSlice(OpBuilder &b, RankedTensorType type, AffineMap map,
                         const Blocking &blocking, Value offset) {
  BlockSlice slice;
  SmallVector<int64_t> shape;
  for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
    bool blocked = cast<AffineDimExpr>(expr).getPosition() == blocking.loop;
    slice.offsets.push_back(blocked ? OpFoldResult(offset)
                                    : b.getIndexAttr(0));
    int64_t size = blocked ? blocking.size : type.getDimSize(dim);
    slice.sizes.push_back(b.getIndexAttr(size));
    slice.strides.push_back(b.getIndexAttr(1));
    shape.push_back(size);
  }
  slice.blockType = RankedTensorType::get(shape, type.getElementType());
  return slice;
}

/// The slice of `tensor` (indexed by `map`) at key block `offset`.
Value sliceBlock(OpBuilder &b, Location loc, Value tensor, AffineMap map,
                 const Blocking &blocking, Value offset) {
  BlockSlice slice = getBlockSlice(
      b, cast<RankedTensorType>(tensor.getType()), map, blocking, offset);
  return tensor::ExtractSliceOp::create(b, loc, slice.blockType, tensor,
                                        slice.offsets, slice.sizes,
                                        slice.strides);
}

/// `block` written into `into` (indexed by `map`) at key block `offset`.
Value insertBlock(OpBuilder &b, Location loc, Value block, Value into,
                  AffineMap map, const Blocking &blocking, Value offset) {
  BlockSlice slice = getBlockSlice(
      b, cast<RankedTensorType>(into.getType()), map, blocking, offset);
  return tensor::InsertSliceOp::create(b, loc, block, into, slice.offsets,
                                       slice.sizes, slice.strides);
}

/// The scaled, masked scores of one key block: `scale * Q . K_block`
/// (+ mask block), `-inf` where the causal mask hides a key.
Value buildBlockScores(LoopBuilder &lb, Value query, Value keyBlock,
                       Value maskBlock, double scale,
                       const Blocking &blocking, Value offset) {
  const AttentionLoops &loops = lb.loops;
  AffineMap scoresMap = lb.mapOf(
      {AttentionRole::Batch, AttentionRole::M, AttentionRole::N});
  Value zero = lb.filled(
      lb.shapeOf(scoresMap, blocking.loop, blocking.size), 0.0);
  Value products = lb.multiplyAccumulate(query, loops.query, keyBlock,
                                         loops.key, zero, scoresMap);
  SmallVector<Value> inputs = {products};
  SmallVector<AffineMap> maps = {scoresMap};
  if (maskBlock) {
    inputs.push_back(maskBlock);
    maps.push_back(*loops.mask);
  }
  Value empty = tensor::EmptyOp::create(
      lb.b, lb.loc, lb.shapeOf(scoresMap, blocking.loop, blocking.size),
      lb.computeType);
  return lb.generic(
      inputs, maps, empty, scoresMap,
      [&](ValueRange args, function_ref<Value(int64_t)> index) -> Value {
        Value s = arith::MulFOp::create(lb.b, lb.loc, args[0],
                                        lb.constant(scale));
        if (maskBlock)
          s = arith::AddFOp::create(lb.b, lb.loc, s, lb.widen(args[1]));
        if (!loops.causal)
          return s;
        Value key = arith::AddIOp::create(
            lb.b, lb.loc, index(loops.causal->second), offset);
        Value visible =
            arith::CmpIOp::create(lb.b, lb.loc, arith::CmpIPredicate::ule,
                                  key, index(loops.causal->first));
        return arith::SelectOp::create(
            lb.b, lb.loc, visible, s,
            lb.constant(-std::numeric_limits<double>::infinity()));
      });
}

/// One block of keys: its first key position, its slices of K, V and the
/// mask, and its scaled, masked scores.
struct KeyBlock {
  Value offset, key, value, scores;
};

/// The loop over the key blocks of `op`, carrying `inits`: `body` gets each
/// block and the carried values and returns the next ones.
template <typename OpTy>
scf::ForOp buildKeyBlockLoop(
    LoopBuilder &lb, OpTy op, const Blocking &blocking, ValueRange inits,
    function_ref<SmallVector<Value>(const KeyBlock &, ValueRange)> body) {
  OpBuilder &b = lb.b;
  Location loc = lb.loc;
  const AttentionLoops &loops = lb.loops;
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value count = arith::ConstantIndexOp::create(b, loc, blocking.count);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value size = arith::ConstantIndexOp::create(b, loc, blocking.size);
  return scf::ForOp::create(
      b, loc, zero, count, one, inits,
      [&](OpBuilder &nested, Location, Value index, ValueRange carried) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        KeyBlock block;
        block.offset = arith::MulIOp::create(b, loc, index, size);
        block.key =
            sliceBlock(b, loc, op.getKey(), loops.key, blocking, block.offset);
        block.value = sliceBlock(b, loc, op.getValue(), loops.value, blocking,
                                 block.offset);
        Value mask;
        if (op.getMask())
          mask = sliceBlock(b, loc, op.getMask(), *loops.mask, blocking,
                            block.offset);
        block.scores = buildBlockScores(lb, op.getQuery(), block.key, mask,
                                        op.getScale().convertToDouble(),
                                        blocking, block.offset);
        scf::YieldOp::create(b, loc, body(block, carried));
      });
}

Type getComputeType(Value lse) {
  return cast<RankedTensorType>(lse.getType()).getElementType();
}

LogicalResult lowerForward(AttentionOp op, int64_t maxBlock) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  AttentionLoops loops = op.getLoops();
  LoopBuilder lb(b, loc, loops, getComputeType(op.getLse()));
  Blocking blocking = chooseBlocking(loops, maxBlock);
  AffineMap rows = loops.lse;
  AffineMap scoresMap =
      lb.mapOf({AttentionRole::Batch, AttentionRole::M, AttentionRole::N});
  SmallVector<int64_t> rowShape = lb.shapeOf(rows, -1, 0);
  SmallVector<int64_t> outShape = lb.shapeOf(loops.output, -1, 0);
  double negInf = -std::numeric_limits<double>::infinity();
  scf::ForOp loop = buildKeyBlockLoop<AttentionOp>(
      lb, op, blocking,
      ValueRange{lb.filled(rowShape, negInf), lb.filled(rowShape, 0.0),
                 lb.filled(outShape, 0.0)},
      [&](const KeyBlock &block, ValueRange carried) -> SmallVector<Value> {
        Value scores = block.scores, valueBlock = block.value;
        Value runMax = carried[0], runSum = carried[1], acc = carried[2];
        // m' = max(m, rowmax(S)).
        Value newMax = lb.generic({scores}, {scoresMap}, runMax, rows,
                                  [&](ValueRange args, auto) {
                                    return arith::MaximumFOp::create(
                                        b, loc, args[0], args[1]);
                                  });
        // alpha = exp(m - m'), P = exp(S - m').
        Value alpha = lb.generic(
            {runMax, newMax}, {rows, rows},
            tensor::EmptyOp::create(b, loc, rowShape, lb.computeType), rows,
            [&](ValueRange args, auto) {
              return math::ExpOp::create(
                  b, loc,
                  arith::SubFOp::create(b, loc, args[0],
                                        lb.finiteOrZero(args[1])));
            });
        Value probs = lb.generic(
            {scores, newMax}, {scoresMap, rows},
            tensor::EmptyOp::create(
                b, loc, lb.shapeOf(scoresMap, blocking.loop, blocking.size),
                lb.computeType),
            scoresMap, [&](ValueRange args, auto) {
              return math::ExpOp::create(
                  b, loc,
                  arith::SubFOp::create(b, loc, args[0],
                                        lb.finiteOrZero(args[1])));
            });
        // l' = alpha * l + rowsum(P).
        Value scaledSum = lb.generic(
            {runSum, alpha}, {rows, rows},
            tensor::EmptyOp::create(b, loc, rowShape, lb.computeType), rows,
            [&](ValueRange args, auto) {
              return arith::MulFOp::create(b, loc, args[0], args[1]);
            });
        Value newSum = lb.generic({probs}, {scoresMap}, scaledSum, rows,
                                  [&](ValueRange args, auto) {
                                    return arith::AddFOp::create(
                                        b, loc, args[1], args[0]);
                                  });
        // acc' = alpha * acc + P . V_block.
        Value scaledAcc = lb.generic(
            {acc, alpha}, {loops.output, rows},
            tensor::EmptyOp::create(b, loc, outShape, lb.computeType),
            loops.output, [&](ValueRange args, auto) {
              return arith::MulFOp::create(b, loc, args[0], args[1]);
            });
        Value newAcc = lb.multiplyAccumulate(probs, scoresMap, valueBlock,
                                             loops.value, scaledAcc,
                                             loops.output);
        return {newMax, newSum, newAcc};
      });
  Value runMax = loop.getResult(0), runSum = loop.getResult(1),
        acc = loop.getResult(2);
  Type outputElement = op.getOutput().getType().getElementType();
  Value output = lb.generic(
      {acc, runSum}, {loops.output, rows},
      tensor::EmptyOp::create(b, loc, outShape, outputElement), loops.output,
      [&](ValueRange args, auto) {
        // A row whose keys are all masked has l = 0 and acc = 0: its O is 0.
        Value isEmpty = arith::CmpFOp::create(
            b, loc, arith::CmpFPredicate::OEQ, args[1], lb.constant(0.0));
        Value sum = arith::SelectOp::create(b, loc, isEmpty,
                                            lb.constant(1.0), args[1]);
        return lb.narrow(arith::DivFOp::create(b, loc, args[0], sum),
                         outputElement);
      });
  Value lse = lb.generic(
      {runMax, runSum}, {rows, rows},
      tensor::EmptyOp::create(b, loc, rowShape, lb.computeType), rows,
      [&](ValueRange args, auto) {
        return arith::AddFOp::create(b, loc, args[0],
                                     math::LogOp::create(b, loc, args[1]));
      });
  op.getOutput().replaceAllUsesWith(output);
  op.getLse().replaceAllUsesWith(lse);
  op.erase();
  return success();
}

LogicalResult lowerBackward(AttentionGradOp op, int64_t maxBlock) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  AttentionLoops loops = op.getLoops();
  LoopBuilder lb(b, loc, loops, getComputeType(op.getLse()));
  Blocking blocking = chooseBlocking(loops, maxBlock);
  AffineMap rows = loops.lse;
  AffineMap scoresMap =
      lb.mapOf({AttentionRole::Batch, AttentionRole::M, AttentionRole::N});
  SmallVector<int64_t> rowShape = lb.shapeOf(rows, -1, 0);
  SmallVector<int64_t> blockScores =
      lb.shapeOf(scoresMap, blocking.loop, blocking.size);
  double scale = op.getScale().convertToDouble();
  // D = sum over k2 of dO * O.
  Value rowDot = lb.multiplyAccumulate(op.getGradOutput(), loops.output,
                                       op.getOutput(), loops.output,
                                       lb.filled(rowShape, 0.0), rows);
  scf::ForOp loop = buildKeyBlockLoop<AttentionGradOp>(
      lb, op, blocking,
      ValueRange{lb.filled(lb.shapeOf(loops.query, -1, 0), 0.0),
                 lb.filled(lb.shapeOf(loops.key, -1, 0), 0.0),
                 lb.filled(lb.shapeOf(loops.value, -1, 0), 0.0)},
      [&](const KeyBlock &block, ValueRange carried) -> SmallVector<Value> {
        Value scores = block.scores, keyBlock = block.key,
              valueBlock = block.value, offset = block.offset;
        // P = exp(S - L) (0 in a row whose keys are all masked);
        // dP = dO . V_block; dS = P * (dP - D).
        Value probs = lb.generic(
            {scores, op.getLse()}, {scoresMap, rows},
            tensor::EmptyOp::create(b, loc, blockScores, lb.computeType),
            scoresMap, [&](ValueRange args, auto) {
              return math::ExpOp::create(
                  b, loc,
                  arith::SubFOp::create(b, loc, args[0],
                                        lb.finiteOrZero(args[1])));
            });
        Value gradProbs = lb.multiplyAccumulate(
            op.getGradOutput(), loops.output, valueBlock, loops.value,
            lb.filled(blockScores, 0.0), scoresMap);
        Value gradScores = lb.generic(
            {probs, gradProbs, rowDot}, {scoresMap, scoresMap, rows},
            tensor::EmptyOp::create(b, loc, blockScores, lb.computeType),
            scoresMap, [&](ValueRange args, auto) {
              Value diff = arith::SubFOp::create(b, loc, args[1], args[2]);
              Value ds = arith::MulFOp::create(b, loc, args[0], diff);
              return arith::MulFOp::create(b, loc, ds, lb.constant(scale));
            });
        // dQ += dS . K_block; dK_block = dS . Q; dV_block = P . dO.
        Value gradQuery = lb.multiplyAccumulate(
            gradScores, scoresMap, keyBlock, loops.key, carried[0],
            loops.query);
        Value gradKeyBlock = lb.multiplyAccumulate(
            gradScores, scoresMap, op.getQuery(), loops.query,
            lb.filled(lb.shapeOf(loops.key, blocking.loop, blocking.size),
                      0.0),
            loops.key);
        Value gradValueBlock = lb.multiplyAccumulate(
            probs, scoresMap, op.getGradOutput(), loops.output,
            lb.filled(lb.shapeOf(loops.value, blocking.loop, blocking.size),
                      0.0),
            loops.value);
        Value gradKey = insertBlock(b, loc, gradKeyBlock, carried[1],
                                    loops.key, blocking, offset);
        Value gradValue = insertBlock(b, loc, gradValueBlock, carried[2],
                                      loops.value, blocking, offset);
        return {gradQuery, gradKey, gradValue};
      });
  for (auto [index, result] : llvm::enumerate(op.getResults())) {
    auto type = cast<RankedTensorType>(result.getType());
    Value value = loop.getResult(index);
    if (type.getElementType() != lb.computeType) {
      AffineMap map = index == 0   ? loops.query
                      : index == 1 ? loops.key
                                   : loops.value;
      value = lb.generic({value}, {map},
                         tensor::EmptyOp::create(b, loc, type.getShape(),
                                                 type.getElementType()),
                         map, [&](ValueRange args, auto) {
                           return lb.narrow(args[0], type.getElementType());
                         });
    }
    result.replaceAllUsesWith(value);
  }
  op.erase();
  return success();
}

struct LowerAttentionPass
    : public ap::impl::APLowerAttentionBase<LowerAttentionPass> {
  using APLowerAttentionBase::APLowerAttentionBase;

  void runOnOperation() override {
    if (failed(checkOption(getOperation(), *this, "block-size", blockSize,
                           OptionRange::atLeast(1, "key positions").finite())))
      return signalPassFailure();
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<AttentionOp, AttentionGradOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      LogicalResult lowered =
          isa<AttentionOp>(op)
              ? lowerForward(cast<AttentionOp>(op), blockSize)
              : lowerBackward(cast<AttentionGradOp>(op), blockSize);
      if (failed(lowered))
        return signalPassFailure();
    }
  }
};

} // namespace
