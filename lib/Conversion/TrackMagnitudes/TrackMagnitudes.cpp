//===- TrackMagnitudes.cpp - The magnitudes rounding errors scale with ----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Walks the entry's ops in order and builds, right after each op with float
// results, the magnitudes of those results (see the pass description): a
// map from every float value to its magnitude, a value of the same type.
// Ops with regions (linalg.generic, scf.for, scf.if) are rebuilt with the
// magnitudes as more operands, block arguments and results, their bodies
// cloned and walked the same way.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APTRACKMAGNITUDES
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The step of the difference quotients: about an f32 rounding, where the
/// derivative of a function that is not smooth (sqrt at 0) is what an error
/// of that size sees.
constexpr double kStep = 0x1p-24;

/// Whether `type` is a float or a tensor of floats (complex numbers are
/// not followed, nor are buffers and vectors: an op that makes a float or a
/// tensor of them from one is an op it cannot follow).
bool isFloatLike(Type type) {
  if (auto tensor = dyn_cast<TensorType>(type))
    type = tensor.getElementType();
  return isa<FloatType>(type);
}

bool isComplex(Type type) {
  return isa<ComplexType>(getElementTypeOrSelf(type));
}

/// Whether `type` is a float, or holds floats, narrower or wider than f64.
bool isOtherFloat(Type type) {
  return isFloatLike(type) && !getElementTypeOrSelf(type).isF64();
}

bool hasFloatResults(Operation *op) {
  return llvm::any_of(op->getResultTypes(), isFloatLike);
}

/// Ops whose result jumps where their operands cross a boundary: their
/// difference quotient says nothing; they pass the magnitudes on.
bool isStepFunction(Operation *op) {
  return isa<math::FloorOp, math::CeilOp, math::RoundOp, math::RoundEvenOp,
             math::TruncOp, arith::RemFOp>(op);
}

/// Ops that only move, cut or join values: the magnitudes move alike.
bool movesData(Operation *op) {
  return isa<tensor::ExtractSliceOp, tensor::InsertSliceOp,
             tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
             tensor::ExtractOp, tensor::InsertOp, tensor::ConcatOp,
             tensor::ReshapeOp, tensor::SplatOp, tensor::FromElementsOp,
             tensor::EmptyOp, tensor::GatherOp, tensor::PadOp,
             tensor::GenerateOp, linalg::PackOp, linalg::UnPackOp>(op);
}

class MagnitudeTracker {
public:
  explicit MagnitudeTracker(MLIRContext *context) : builder(context) {}

  LogicalResult trackFunction(func::FuncOp function);

private:
  /// Tracks the ops of `block` but its terminator.
  LogicalResult trackBlock(Block &block);
  LogicalResult trackOps(ArrayRef<Operation *> ops);
  /// Clones `from`'s ops into `to` (through `mapping`), tracks them and
  /// appends the magnitudes of the float values the terminator yields to
  /// its operands.
  LogicalResult cloneAndTrack(Block &from, Block &to, IRMapping &mapping);
  LogicalResult track(Operation *op);
  LogicalResult trackElementwise(Operation *op);
  LogicalResult trackMovement(Operation *op);
  LogicalResult trackGeneric(linalg::GenericOp op);
  LogicalResult trackFor(scf::ForOp op);
  LogicalResult trackIf(scf::IfOp op);

  /// The magnitude of `value`, or null (and an error at `user`) if it has
  /// none.
  Value lookup(Value value, Operation *user);
  /// The magnitudes of the float values among `values` (which have them).
  SmallVector<Value> lookupFloats(ValueRange values, Operation *user);

  Value constantLike(Location loc, Type type, double value);
  Value abs(Location loc, Value value);
  Value max(Location loc, Value a, Value b);

  OpBuilder builder;
  DenseMap<Value, Value> magnitudes;
};

Value MagnitudeTracker::lookup(Value value, Operation *user) {
  Value magnitude = magnitudes.lookup(value);
  if (!magnitude)
    user->emitError() << "ap-track-magnitudes: an operand has no magnitude";
  return magnitude;
}

SmallVector<Value> MagnitudeTracker::lookupFloats(ValueRange values,
                                                  Operation *user) {
  SmallVector<Value> result;
  for (Value value : values)
    if (isFloatLike(value.getType()))
      result.push_back(lookup(value, user));
  return result;
}

Value MagnitudeTracker::constantLike(Location loc, Type type, double value) {
  auto floatType = cast<FloatType>(getElementTypeOrSelf(type));
  auto shaped = dyn_cast<ShapedType>(type);
  if (shaped && !shaped.hasStaticShape())
    return nullptr;
  APFloat number(value);
  bool losesInfo = false;
  number.convert(floatType.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                 &losesInfo);
  TypedAttr attr = FloatAttr::get(floatType, number);
  if (shaped)
    attr = DenseElementsAttr::get(shaped, attr);
  return arith::ConstantOp::create(builder, loc, attr);
}

Value MagnitudeTracker::abs(Location loc, Value value) {
  return math::AbsFOp::create(builder, loc, value);
}

Value MagnitudeTracker::max(Location loc, Value a, Value b) {
  // NaN propagates: an element whose magnitude is unknown is said to be.
  return arith::MaximumFOp::create(builder, loc, a, b);
}

LogicalResult MagnitudeTracker::trackElementwise(Operation *op) {
  Location loc = op->getLoc();
  Value result = op->getResult(0);
  auto shaped = dyn_cast<ShapedType>(result.getType());
  if (shaped && !shaped.hasStaticShape())
    return op->emitError()
           << "ap-track-magnitudes follows elementwise ops on tensors of "
              "static shape only";
  Value magnitude = abs(loc, result);
  for (auto [index, operand] : llvm::enumerate(op->getOperands())) {
    if (!isFloatLike(operand.getType()))
      continue;
    // copysign follows its first operand; the sign of the second only
    // flips it.
    if (isa<math::CopySignOp>(op) && index != 0)
      continue;
    Value operandMagnitude = lookup(operand, op);
    if (!operandMagnitude)
      return failure();
    if (isStepFunction(op)) {
      magnitude = max(loc, magnitude, operandMagnitude);
      continue;
    }
    // f(.., a + d m_a, ..) - f(.., a, ..), over d.
    Type type = operand.getType();
    Value shift = arith::MulFOp::create(builder, loc, operandMagnitude,
                                        constantLike(loc, type, kStep));
    Value shifted = arith::AddFOp::create(builder, loc, operand, shift);
    Operation *moved = builder.clone(*op);
    moved->setOperand(index, shifted);
    Value change =
        arith::SubFOp::create(builder, loc, moved->getResult(0), result);
    Value derivative =
        arith::MulFOp::create(builder, loc, abs(loc, change),
                              constantLike(loc, result.getType(), 1 / kStep));
    magnitude = max(loc, magnitude, derivative);
  }
  magnitudes[result] = magnitude;
  return success();
}

LogicalResult MagnitudeTracker::trackMovement(Operation *op) {
  IRMapping mapping;
  for (Value operand : op->getOperands()) {
    if (!isFloatLike(operand.getType()))
      continue;
    Value magnitude = lookup(operand, op);
    if (!magnitude)
      return failure();
    mapping.map(operand, magnitude);
  }
  Operation *moved = builder.clone(*op, mapping);
  // A padding or generated value: the magnitude of what the region yields.
  for (Region &region : moved->getRegions()) {
    Block &block = region.front();
    if (failed(trackBlock(block)))
      return failure();
    Operation *terminator = block.getTerminator();
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(terminator);
    for (OpOperand &yielded : terminator->getOpOperands()) {
      if (!isFloatLike(yielded.get().getType()))
        continue;
      Value magnitude = lookup(yielded.get(), terminator);
      if (!magnitude)
        return failure();
      yielded.set(magnitude);
    }
  }
  for (auto [result, magnitude] :
       llvm::zip_equal(op->getResults(), moved->getResults()))
    if (isFloatLike(result.getType()))
      magnitudes[result] = magnitude;
  return success();
}

LogicalResult MagnitudeTracker::cloneAndTrack(Block &from, Block &to,
                                              IRMapping &mapping) {
  builder.setInsertionPointToEnd(&to);
  for (Operation &inner : from)
    builder.clone(inner, mapping);
  if (failed(trackBlock(to)))
    return failure();
  // Tracking may have rebuilt what the terminator yields: read it now.
  Operation *terminator = to.getTerminator();
  SmallVector<Value> yieldedMagnitudes =
      lookupFloats(terminator->getOperands(), terminator);
  if (llvm::is_contained(yieldedMagnitudes, Value()))
    return failure();
  terminator->insertOperands(terminator->getNumOperands(), yieldedMagnitudes);
  return success();
}

LogicalResult MagnitudeTracker::trackGeneric(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics())
    return op->emitError() << "ap-track-magnitudes follows linalg ops on "
                              "tensors only";
  Location loc = op.getLoc();
  SmallVector<Value> inputs(op.getInputs()), outputs(op.getOutputs());
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<AffineMap> inputMaps(maps.begin(),
                                   maps.begin() + op.getNumDpsInputs());
  SmallVector<AffineMap> outputMaps(maps.begin() + op.getNumDpsInputs(),
                                    maps.end());
  // Which operands carry a magnitude (float elements), in operand order.
  SmallVector<bool> tracked;
  auto addMagnitudes = [&](SmallVector<Value> &values,
                           SmallVector<AffineMap> &valueMaps) -> LogicalResult {
    unsigned count = values.size();
    for (unsigned i = 0; i < count; ++i) {
      bool isFloat = isFloatLike(values[i].getType());
      tracked.push_back(isFloat);
      if (!isFloat)
        continue;
      Value magnitude = lookup(values[i], op);
      if (!magnitude)
        return failure();
      values.push_back(magnitude);
      valueMaps.push_back(valueMaps[i]);
    }
    return success();
  };
  if (failed(addMagnitudes(inputs, inputMaps)) ||
      failed(addMagnitudes(outputs, outputMaps)))
    return failure();
  SmallVector<AffineMap> newMaps(inputMaps);
  newMaps.append(outputMaps);
  auto generic = linalg::GenericOp::create(
      builder, loc, TypeRange(ValueRange(outputs)), inputs, outputs, newMaps,
      op.getIteratorTypesArray());
  // The body: the original block arguments, then their magnitudes, for
  // inputs and outputs alike.
  Block &old = op.getRegion().front();
  Block *body = builder.createBlock(&generic.getRegion());
  IRMapping mapping;
  auto addArguments = [&](unsigned begin, unsigned count, unsigned trackedAt) {
    for (unsigned i = 0; i < count; ++i) {
      BlockArgument argument = old.getArgument(begin + i);
      mapping.map(argument,
                  body->addArgument(argument.getType(), argument.getLoc()));
    }
    for (unsigned i = 0; i < count; ++i) {
      if (!tracked[trackedAt + i])
        continue;
      BlockArgument argument = old.getArgument(begin + i);
      magnitudes[mapping.lookup(argument)] =
          body->addArgument(argument.getType(), argument.getLoc());
    }
  };
  unsigned numInputs = op.getNumDpsInputs(), numOutputs = op.getNumDpsInits();
  addArguments(0, numInputs, 0);
  addArguments(numInputs, numOutputs, numInputs);
  if (failed(cloneAndTrack(old, *body, mapping)))
    return failure();
  builder.setInsertionPointAfter(generic);
  unsigned next = op.getNumResults();
  for (auto [index, result] : llvm::enumerate(op.getResults())) {
    result.replaceAllUsesWith(generic.getResult(index));
    if (isFloatLike(result.getType()))
      magnitudes[generic.getResult(index)] = generic.getResult(next++);
  }
  op.erase();
  return success();
}

LogicalResult MagnitudeTracker::trackFor(scf::ForOp op) {
  SmallVector<Value> inits(op.getInitArgs());
  SmallVector<Value> initMagnitudes = lookupFloats(inits, op);
  if (llvm::is_contained(initMagnitudes, Value()))
    return failure();
  inits.append(initMagnitudes);
  auto loop = scf::ForOp::create(builder, op.getLoc(), op.getLowerBound(),
                                 op.getUpperBound(), op.getStep(), inits,
                                 nullptr, op.getUnsignedCmp());
  Block *body = loop.getBody();
  IRMapping mapping;
  mapping.map(op.getInductionVar(), loop.getInductionVar());
  unsigned count = op.getNumRegionIterArgs(), next = count;
  for (auto [index, argument] : llvm::enumerate(op.getRegionIterArgs())) {
    mapping.map(argument, loop.getRegionIterArgs()[index]);
    if (isFloatLike(argument.getType()))
      magnitudes[loop.getRegionIterArgs()[index]] =
          loop.getRegionIterArgs()[next++];
  }
  // The builder put a yield of nothing into the new body: replaced by the
  // original's.
  if (!body->empty())
    body->getTerminator()->erase();
  if (failed(cloneAndTrack(*op.getBody(), *body, mapping)))
    return failure();
  builder.setInsertionPointAfter(loop);
  next = count;
  for (auto [index, result] : llvm::enumerate(op.getResults())) {
    result.replaceAllUsesWith(loop.getResult(index));
    if (isFloatLike(result.getType()))
      magnitudes[loop.getResult(index)] = loop.getResult(next++);
  }
  op.erase();
  return success();
}

LogicalResult MagnitudeTracker::trackIf(scf::IfOp op) {
  SmallVector<Type> types(op.getResultTypes());
  for (Type type : op.getResultTypes())
    if (isFloatLike(type))
      types.push_back(type);
  auto branch = scf::IfOp::create(builder, op.getLoc(), types,
                                  op.getCondition(), /*withElse=*/true);
  for (auto [from, to] :
       llvm::zip_equal(op->getRegions(), branch->getRegions())) {
    Block *body = &to.front();
    if (!body->empty())
      body->getTerminator()->erase();
    if (from.empty())
      // No else: nothing yielded (the op has no results).
      continue;
    IRMapping mapping;
    if (failed(cloneAndTrack(from.front(), *body, mapping)))
      return failure();
  }
  if (op.getElseRegion().empty()) {
    builder.setInsertionPointToEnd(&branch.getElseRegion().front());
    scf::YieldOp::create(builder, op.getLoc());
  }
  builder.setInsertionPointAfter(branch);
  unsigned next = op.getNumResults();
  for (auto [index, result] : llvm::enumerate(op.getResults())) {
    result.replaceAllUsesWith(branch.getResult(index));
    if (isFloatLike(result.getType()))
      magnitudes[branch.getResult(index)] = branch.getResult(next++);
  }
  op.erase();
  return success();
}

LogicalResult MagnitudeTracker::track(Operation *op) {
  builder.setInsertionPointAfter(op);
  if (llvm::any_of(op->getOperandTypes(), isComplex) ||
      llvm::any_of(op->getResultTypes(), isComplex))
    return op->emitError()
           << "ap-track-magnitudes does not follow complex numbers";
  if (llvm::any_of(op->getOperandTypes(), isOtherFloat) ||
      llvm::any_of(op->getResultTypes(), isOtherFloat))
    return op->emitError() << "ap-track-magnitudes computes in f64: run "
                              "ap-widen-floats first";
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    return trackGeneric(generic);
  // A named linalg op (a fill, a matmul, a reduce) as the generic it is.
  if (auto named = dyn_cast<linalg::LinalgOp>(op)) {
    IRRewriter rewriter(builder);
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::GenericOp> generic =
        linalg::generalizeNamedOp(rewriter, named);
    if (failed(generic))
      return op->emitError() << "ap-track-magnitudes cannot follow this op "
                                "(it has no linalg.generic form)";
    builder.setInsertionPointAfter(*generic);
    return trackGeneric(*generic);
  }
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return trackFor(loop);
  if (auto branch = dyn_cast<scf::IfOp>(op))
    return trackIf(branch);
  if (movesData(op))
    return trackMovement(op);
  // What computes no float needs no magnitude (index arithmetic, integer
  // ops, comparisons whose results select).
  if (!hasFloatResults(op) && op->getNumRegions() == 0)
    return success();
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    magnitudes[constant] = abs(op->getLoc(), constant);
    return success();
  }
  bool isArithmetic =
      isa<arith::ArithDialect, math::MathDialect>(op->getDialect());
  if (isArithmetic && op->getNumResults() == 1 && op->getNumRegions() == 0) {
    bool fromFloats = llvm::any_of(op->getOperandTypes(), isFloatLike);
    if (!fromFloats) {
      // A float made of integers (sitofp): its own magnitude.
      magnitudes[op->getResult(0)] = abs(op->getLoc(), op->getResult(0));
      return success();
    }
    return trackElementwise(op);
  }
  if (isa<func::CallOp>(op))
    return op->emitError() << "ap-track-magnitudes follows no calls: inline "
                              "them first";
  return op->emitError() << "ap-track-magnitudes cannot follow this op";
}

LogicalResult MagnitudeTracker::trackOps(ArrayRef<Operation *> ops) {
  for (Operation *op : ops)
    if (failed(track(op)))
      return failure();
  return success();
}

LogicalResult MagnitudeTracker::trackBlock(Block &block) {
  // The ops as they are now: tracking inserts ops after each and rebuilds
  // some.
  SmallVector<Operation *> ops;
  for (Operation &op : block.without_terminator())
    ops.push_back(&op);
  return trackOps(ops);
}

LogicalResult MagnitudeTracker::trackFunction(func::FuncOp function) {
  if (!function.getBody().hasOneBlock())
    return function.emitError()
           << "ap-track-magnitudes follows functions of one block";
  if (llvm::any_of(function.getArgumentTypes(), isComplex) ||
      llvm::any_of(function.getResultTypes(), isComplex))
    return function.emitError()
           << "ap-track-magnitudes does not follow complex numbers";
  if (llvm::any_of(function.getArgumentTypes(), isOtherFloat) ||
      llvm::any_of(function.getResultTypes(), isOtherFloat))
    return function.emitError() << "ap-track-magnitudes computes in f64: "
                                   "run ap-widen-floats first";
  Block &entry = function.getBody().front();
  SmallVector<Operation *> ops;
  for (Operation &op : entry.without_terminator())
    ops.push_back(&op);
  builder.setInsertionPointToStart(&entry);
  for (BlockArgument argument : entry.getArguments())
    if (isFloatLike(argument.getType()))
      magnitudes[argument] = abs(argument.getLoc(), argument);
  if (failed(trackOps(ops)))
    return failure();
  auto ret = cast<func::ReturnOp>(entry.getTerminator());
  SmallVector<Value> returned(ret.getOperands());
  SmallVector<Value> returnedMagnitudes = lookupFloats(returned, ret);
  if (llvm::is_contained(returnedMagnitudes, Value()))
    return failure();
  for (Value magnitude : returnedMagnitudes)
    if (failed(function.insertResult(function.getNumResults(),
                                     magnitude.getType(), {})))
      return failure();
  ret->insertOperands(ret.getNumOperands(), returnedMagnitudes);
  return success();
}

struct APTrackMagnitudesPass
    : public ap::impl::APTrackMagnitudesBase<APTrackMagnitudesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto function = module.lookupSymbol<func::FuncOp>(entry);
    if (!function || function.isExternal()) {
      module.emitError() << "ap-track-magnitudes: no function @" << entry
                         << " with a body";
      return signalPassFailure();
    }
    if (failed(MagnitudeTracker(&getContext()).trackFunction(function)))
      return signalPassFailure();
  }
};

} // namespace
