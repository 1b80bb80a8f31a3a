//===- PaddedIterations.cpp - Loops over padded chunks --------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "LoopRule.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::ap;

/// Integer division and remainder trap on a zero divisor (the signed ones
/// on -1 with the smallest dividend too), though arith calls its remainders
/// speculatable; a constant divisor other than 0 and -1 is safe.
static bool isTrappingDivision(Operation *op) {
  if (!isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
           arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(op))
    return false;
  APInt divisor;
  return !matchPattern(op->getOperand(1), m_ConstantInt(&divisor)) ||
         divisor.isZero() || divisor.isAllOnes();
}

/// Whether `op` must not run on padding: it has an effect (an assertion, a
/// print, a call of unknown effect) or may trap (an integer division).
static bool mustNotRunOnPadding(Operation *op) {
  return isTrappingDivision(op) || !isMemoryEffectFree(op) ||
         !isSpeculatable(op);
}

/// Whether some op of `local`'s body (or `local` itself, an elementwise op
/// on tensors) must not run on padding.
static bool needsGuards(Operation *local) {
  if (!isa<linalg::LinalgOp>(local))
    return mustNotRunOnPadding(local);
  for (Region &region : local->getRegions())
    for (Operation &inner : region.getOps())
      if (mustNotRunOnPadding(&inner))
        return true;
  return false;
}

/// `local`, an elementwise op on tensors, as a generic with identity maps
/// whose body is the op on elements (scalar operands stay captured).
static linalg::GenericOp buildElementwiseGeneric(OpBuilder &builder,
                                                 Operation *local) {
  Location loc = local->getLoc();
  auto resultType = cast<RankedTensorType>(local->getResult(0).getType());
  SmallVector<Value> inputs;
  for (Value operand : local->getOperands())
    if (isa<RankedTensorType>(operand.getType()))
      inputs.push_back(operand);
  Value init = tensor::EmptyOp::create(builder, loc, resultType.getShape(),
                                       resultType.getElementType());
  AffineMap identity = builder.getMultiDimIdentityMap(resultType.getRank());
  SmallVector<AffineMap> maps(inputs.size() + 1, identity);
  SmallVector<utils::IteratorType> iterators(resultType.getRank(),
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(
      builder, loc, resultType, inputs, ValueRange{init}, maps, iterators,
      [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        IRMapping mapping;
        for (auto [input, arg] : llvm::zip(inputs, args))
          mapping.map(input, arg);
        Operation *scalar = b.clone(*local, mapping);
        scalar->getResult(0).setType(resultType.getElementType());
        linalg::YieldOp::create(b, bodyLoc, scalar->getResult(0));
      });
}

/// `index < range` for every loop of `loops`, and-ed.
static Value buildValidity(OpBuilder &builder, Location loc,
                           ArrayRef<int64_t> loops, ArrayRef<int64_t> ranges) {
  Value valid;
  for (int64_t loop : loops) {
    Value index = linalg::IndexOp::create(builder, loc, loop);
    Value range = arith::ConstantIndexOp::create(builder, loc, ranges[loop]);
    Value inRange = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::ult, index, range);
    valid =
        valid ? arith::AndIOp::create(builder, loc, valid, inRange) : inRange;
  }
  return valid;
}

/// Runs `group`, consecutive ops of a body, under `scf.if valid`; its
/// results that later ops read are zero on padded iterations. Fails when
/// one of those has a type without a zero.
static LogicalResult runWhereValid(OpBuilder &builder,
                                   ArrayRef<Operation *> group, Value valid) {
  SmallPtrSet<Operation *, 4> members(group.begin(), group.end());
  SmallVector<Value> escaping;
  for (Operation *op : group)
    for (Value result : op->getResults())
      if (llvm::any_of(result.getUsers(), [&](Operation *user) {
            return !members.contains(user);
          })) {
        if (!isa<IntegerType, IndexType, FloatType>(result.getType()))
          return failure();
        escaping.push_back(result);
      }
  Location loc = group.front()->getLoc();
  builder.setInsertionPoint(group.front());
  auto ifOp = scf::IfOp::create(builder, loc, ValueRange(escaping).getTypes(),
                                valid, /*withElseRegion=*/!escaping.empty());
  Block *thenBlock = &ifOp.getThenRegion().front();
  if (escaping.empty()) {
    // The builder gave the block its terminator.
    for (Operation *op : group)
      op->moveBefore(thenBlock->getTerminator());
    return success();
  }
  for (Operation *op : group)
    op->moveBefore(thenBlock, thenBlock->end());
  builder.setInsertionPointToEnd(thenBlock);
  scf::YieldOp::create(builder, loc, escaping);
  builder.setInsertionPointToEnd(&ifOp.getElseRegion().front());
  SmallVector<Value> zeros;
  for (Value value : escaping)
    zeros.push_back(arith::ConstantOp::create(
        builder, loc, value.getType(), builder.getZeroAttr(value.getType())));
  scf::YieldOp::create(builder, loc, zeros);
  for (auto [value, replacement] : llvm::zip(escaping, ifOp.getResults()))
    value.replaceUsesWithIf(replacement, [&](OpOperand &use) {
      return !ifOp->isProperAncestor(use.getOwner());
    });
  return success();
}

/// Guards the ops of `body` that must not run on padding (see
/// PaddedIterations.h); returns the first that cannot be guarded, if any.
static Operation *guardBody(OpBuilder &builder, Block *body, Value valid) {
  SmallVector<Operation *> ops = llvm::map_to_vector(
      body->without_terminator(), [](Operation &op) { return &op; });
  SmallVector<Operation *> group;
  Operation *unguardable = nullptr;
  auto flush = [&] {
    if (!group.empty() && failed(runWhereValid(builder, group, valid)) &&
        !unguardable)
      unguardable = group.front();
    group.clear();
  };
  for (Operation *op : ops) {
    if (!mustNotRunOnPadding(op)) {
      flush();
      continue;
    }
    Location loc = op->getLoc();
    if (isTrappingDivision(op)) {
      // The divisor of a padded iteration is 1 (neither 0 nor -1).
      flush();
      builder.setInsertionPoint(op);
      Type type = op->getOperand(1).getType();
      Value one = arith::ConstantOp::create(builder, loc, type,
                                            builder.getIntegerAttr(type, 1));
      op->setOperand(1, arith::SelectOp::create(builder, loc, valid,
                                                op->getOperand(1), one));
    } else if (auto check = dyn_cast<cf::AssertOp>(op)) {
      // The check holds on padded iterations.
      flush();
      builder.setInsertionPoint(op);
      Value isTrue = arith::ConstantIntOp::create(builder, loc, 1, 1);
      Value padded = arith::XOrIOp::create(builder, loc, valid, isTrue);
      check.getArgMutable().assign(
          arith::OrIOp::create(builder, loc, check.getArg(), padded));
    } else {
      // Anything else runs on real iterations only, with the other effects
      // next to it.
      group.push_back(op);
    }
  }
  flush();
  return unguardable;
}

FailureOr<Operation *> mlir::ap::maskPaddedIterations(
    const LoopShardingInfo &info, const AxisLists &loopAxes,
    ArrayRef<int64_t> meshShape, Operation *local, OpBuilder &builder) {
  Operation *op = info.getOp();
  ArrayRef<int64_t> ranges = info.getLoopRanges();
  SmallVector<int64_t> padded, paddedReductions;
  for (auto [loop, axes] : llvm::enumerate(loopAxes)) {
    if (axes.empty() || ranges[loop] % getGroupSize(meshShape, axes) == 0)
      continue;
    padded.push_back(loop);
    if (info.isReduction(loop))
      paddedReductions.push_back(loop);
  }
  bool guarded = !padded.empty() && needsGuards(local);
  if (paddedReductions.empty() && !guarded)
    return local;

  // A generic, whose body can be changed.
  OpBuilder::InsertionGuard insertionGuard(builder);
  auto generic = dyn_cast<linalg::GenericOp>(local);
  if (!generic) {
    builder.setInsertionPoint(local);
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(local)) {
      IRRewriter rewriter(builder);
      FailureOr<linalg::GenericOp> generalized =
          linalg::generalizeNamedOp(rewriter, linalgOp);
      if (failed(generalized))
        return op->emitOpError()
               << "cannot be partitioned: loop " << padded.front()
               << ", which the mesh does not divide, needs its padded "
                  "iterations masked, and the op cannot be generalized";
      generic = *generalized;
    } else {
      generic = buildElementwiseGeneric(builder, local);
      local->replaceAllUsesWith(generic->getResults());
      local->erase();
    }
  }
  Block *body = generic.getBody();
  Location loc = op->getLoc();

  if (guarded) {
    builder.setInsertionPointToStart(body);
    Value valid = buildValidity(builder, loc, padded, ranges);
    if (Operation *unguardable = guardBody(builder, body, valid))
      return op->emitOpError()
             << "cannot be partitioned: loop " << padded.front()
             << " runs over padding (the mesh does not divide it), where '"
             << unguardable->getName()
             << "' must not run, and a result of it that the body reads has "
                "no zero to stand in";
  }

  if (!paddedReductions.empty()) {
    auto yield = cast<linalg::YieldOp>(body->getTerminator());
    builder.setInsertionPoint(yield);
    Value valid = buildValidity(builder, loc, paddedReductions, ranges);
    unsigned numInputs = generic.getNumDpsInputs();
    for (OpOperand &yielded : yield->getOpOperands()) {
      Value out = body->getArgument(numInputs + yielded.getOperandNumber());
      yielded.set(
          arith::SelectOp::create(builder, loc, valid, yielded.get(), out));
    }
  }
  return generic.getOperation();
}
