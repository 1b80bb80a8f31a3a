//===- ImportGather.cpp - torch-mlir's gathers as one-hot linalg ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A data-dependent `tensor.extract` in a linalg body becomes a gather: a
// `linalg.generic` with one reduction loop per data-dependent index, over the
// table's dim, summing the table entries where the index equals the loop
// position; the generic then reads the gathered value as one more input
// (docs/TorchImport.md).
//
//===----------------------------------------------------------------------===//

#include "ImportTorch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::torch_import;

namespace {

/// How one index of an extract reads the table.
struct IndexUse {
  AffineExpr expr; // the loop or constant, when not data-dependent
  Value data;      // the computed index, when data-dependent
};

/// Puts the ops of one block in block order.
void sortInBlockOrder(SetVector<Operation *> &ops) {
  SmallVector<Operation *> ordered(ops.begin(), ops.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  ops = SetVector<Operation *>(ordered.begin(), ordered.end());
}

/// The ops of `body` that `roots` depend on, in block order, and whether
/// they depend only on the generic's inputs (not its outputs).
bool getIndexSlice(Block &body, int64_t numInputs, ArrayRef<Value> roots,
                   SetVector<Operation *> &slice) {
  SmallVector<Value> worklist(roots.begin(), roots.end());
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      if (arg.getOwner() == &body && arg.getArgNumber() >= numInputs)
        return false; // reads the output (an accumulator)
      continue;
    }
    Operation *def = value.getDefiningOp();
    if (def->getBlock() != &body || slice.contains(def))
      continue;
    if (def->getNumRegions() || !isMemoryEffectFree(def))
      return false;
    slice.insert(def);
    worklist.append(def->operand_begin(), def->operand_end());
  }
  sortInBlockOrder(slice);
  return true;
}

/// One extract of a generic's body being rewritten: how its indices read
/// the table and what the gather takes along.
struct ExtractRewrite {
  linalg::GenericOp generic;
  tensor::ExtractOp extract;
  /// The generic's static loop ranges.
  SmallVector<int64_t> ranges;
  /// How each index reads the table.
  SmallVector<IndexUse> uses;
  /// The data-dependent indices, in order; each gets a loop of the gather.
  SmallVector<Value> dataIndices;
  /// The body ops that compute them (and their checks' conditions), in
  /// block order.
  SetVector<Operation *> slice;
  /// Their bounds checks, which move into the gather.
  SmallVector<cf::AssertOp> checks;
  /// The extracted element's type, and the type the gather sums it in.
  Type elementType, carrier;

  int64_t getNumLoops() const { return ranges.size(); }
};

/// Classifies the extract's indices into `rewrite.uses`: a loop, a
/// constant, or data-dependent (with a loop of its own after the generic's).
void classifyIndices(ExtractRewrite &rewrite) {
  MLIRContext *context = rewrite.generic.getContext();
  Block &body = rewrite.generic.getRegion().front();
  int64_t numLoops = rewrite.getNumLoops();
  for (auto [dim, index] : llvm::enumerate(rewrite.extract.getIndices())) {
    IntegerAttr constant;
    if (auto loop = index.getDefiningOp<linalg::IndexOp>();
        loop && loop->getBlock() == &body) {
      rewrite.uses.push_back(
          {getAffineDimExpr(loop.getDim(), context), Value()});
    } else if (matchPattern(index, m_Constant(&constant))) {
      rewrite.uses.push_back(
          {getAffineConstantExpr(constant.getInt(), context), Value()});
    } else {
      rewrite.uses.push_back(
          {getAffineDimExpr(numLoops + rewrite.dataIndices.size(), context),
           index});
      rewrite.dataIndices.push_back(index);
    }
  }
}

/// Collects the body ops that compute the data-dependent indices, with the
/// bounds checks of those indices and what their conditions compute; false
/// where the indices read the generic's outputs.
bool collectIndexSlice(ExtractRewrite &rewrite) {
  Block &body = rewrite.generic.getRegion().front();
  int64_t numInputs = rewrite.generic.getNumDpsInputs();
  SetVector<Operation *> &slice = rewrite.slice;
  if (!getIndexSlice(body, numInputs, rewrite.dataIndices, slice))
    return false;
  // Bounds checks of the indices move into the gather, with what their
  // conditions compute.
  if (!rewrite.dataIndices.empty()) {
    for (auto check : body.getOps<cf::AssertOp>()) {
      SetVector<Operation *> conditionSlice;
      if (!getIndexSlice(body, numInputs, {check.getArg()}, conditionSlice) ||
          llvm::none_of(conditionSlice,
                        [&](Operation *op) { return slice.contains(op); }))
        continue;
      slice.insert(conditionSlice.begin(), conditionSlice.end());
      rewrite.checks.push_back(check);
    }
    sortInBlockOrder(slice);
  }
  return true;
}

/// The type a gather of `elementType` sums in. A gather of floats sums their
/// bit patterns as integers: exactly one term is not zero, so the result has
/// the table element's bits, whatever they are (-0.0, a NaN's payload), as
/// the original read had. A gather of i1 (Hugging Face's padding masks) sums
/// them as i8 (i1 addition is xor: exact too, but the sharding rules give i1
/// no partial sum). An affine read keeps the element's type.
Type getCarrierType(Builder &builder, Type elementType, bool gathers) {
  Type carrier = elementType;
  if (auto floatType = dyn_cast<FloatType>(elementType); floatType && gathers)
    carrier = builder.getIntegerType(floatType.getWidth());
  if (elementType.isInteger(1) && gathers)
    carrier = builder.getIntegerType(8);
  return carrier;
}

/// `element` held in the rewrite's carrier type: its bits, or widened.
Value toCarrier(const ExtractRewrite &rewrite, OpBuilder &b, Location at,
                Value element) {
  if (rewrite.carrier == rewrite.elementType)
    return element;
  if (isa<FloatType>(rewrite.elementType))
    return arith::BitcastOp::create(b, at, rewrite.carrier, element);
  return arith::ExtUIOp::create(b, at, rewrite.carrier, element);
}

/// `held`, of the carrier type, back in the element's type.
Value fromCarrier(const ExtractRewrite &rewrite, OpBuilder &b, Location at,
                  Value held) {
  if (rewrite.carrier == rewrite.elementType)
    return held;
  if (isa<FloatType>(rewrite.elementType))
    return arith::BitcastOp::create(b, at, rewrite.elementType, held);
  return arith::TruncIOp::create(b, at, rewrite.elementType, held);
}

/// Builds the gather: the generic's loops (all parallel) and one reduction
/// loop per data-dependent index, over the table's dim, summing the masked
/// table entries in the carrier type; failure, with nothing built, where the
/// sum cannot be.
FailureOr<Value> buildGather(const ExtractRewrite &rewrite,
                             OpBuilder &builder) {
  linalg::GenericOp generic = rewrite.generic;
  MLIRContext *context = generic.getContext();
  tensor::ExtractOp extract = rewrite.extract;
  Location loc = extract.getLoc();
  Value table = extract.getTensor();
  Type carrier = rewrite.carrier;
  int64_t numLoops = rewrite.getNumLoops();
  int64_t gatherLoops = numLoops + rewrite.dataIndices.size();
  SmallVector<AffineMap> maps;
  SmallVector<Value> inputs;
  SmallVector<BlockArgument> usedArgs;
  for (OpOperand *input : generic.getDpsInputOperands()) {
    BlockArgument arg = generic.getMatchingBlockArgument(input);
    bool used = llvm::any_of(arg.getUsers(), [&](Operation *user) {
      return rewrite.slice.contains(user);
    });
    if (!used)
      continue;
    AffineMap map = generic.getMatchingIndexingMap(input);
    maps.push_back(AffineMap::get(gatherLoops, 0, map.getResults(), context));
    inputs.push_back(input->get());
    usedArgs.push_back(arg);
  }
  SmallVector<AffineExpr> tableExprs;
  for (const IndexUse &use : rewrite.uses)
    tableExprs.push_back(use.expr);
  maps.push_back(AffineMap::get(gatherLoops, 0, tableExprs, context));
  inputs.push_back(table);
  maps.push_back(AffineMap::getMultiDimIdentityMap(gatherLoops, context)
                     .getMajorSubMap(numLoops));
  SmallVector<utils::IteratorType> iterators(numLoops,
                                             utils::IteratorType::parallel);
  iterators.append(rewrite.dataIndices.size(), utils::IteratorType::reduction);
  Value empty = tensor::EmptyOp::create(builder, loc, rewrite.ranges, carrier);
  Value zero = arith::ConstantOp::create(builder, loc, carrier,
                                         builder.getZeroAttr(carrier));
  Value init = linalg::FillOp::create(builder, loc, zero, empty).getResult(0);
  bool bodyFailed = false;
  auto gather = linalg::GenericOp::create(
      builder, loc, init.getType(), inputs, ValueRange{init}, maps, iterators,
      [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        IRMapping mapping;
        for (auto [arg, value] : llvm::zip(usedArgs, args))
          mapping.map(arg, value);
        for (Operation *op : rewrite.slice)
          b.clone(*op, mapping);
        for (cf::AssertOp check : rewrite.checks)
          b.clone(*check, mapping);
        SmallVector<std::pair<Value, int64_t>> pairs;
        for (auto [position, index] : llvm::enumerate(rewrite.dataIndices))
          pairs.push_back({mapping.lookupOrDefault(index),
                           numLoops + static_cast<int64_t>(position)});
        Value match = buildMatch(b, bodyLoc, pairs);
        Value element = toCarrier(rewrite, b, bodyLoc, args[args.size() - 2]);
        FailureOr<Value> sum =
            buildMaskedSum(b, bodyLoc, match, element, args.back());
        if (failed(sum)) {
          bodyFailed = true;
          linalg::YieldOp::create(b, bodyLoc, args.back());
          return;
        }
        linalg::YieldOp::create(b, bodyLoc, *sum);
      });
  if (bodyFailed) {
    gather->erase();
    return failure();
  }
  return gather.getResult(0);
}

/// Replaces the generic by one that reads `gathered` as one more input
/// instead of extracting, and erases the moved checks and the index
/// computation left dead; returns the new generic.
linalg::GenericOp rebuildWithGathered(const ExtractRewrite &rewrite,
                                      OpBuilder &builder, Value gathered) {
  linalg::GenericOp generic = rewrite.generic;
  tensor::ExtractOp extract = rewrite.extract;
  MLIRContext *context = generic.getContext();
  int64_t numInputs = generic.getNumDpsInputs();
  int64_t numLoops = rewrite.getNumLoops();
  SmallVector<Value> inputs(generic.getDpsInputs());
  inputs.push_back(gathered);
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  AffineMap gatheredMap =
      rewrite.dataIndices.empty()
          ? AffineMap::get(
                numLoops, 0,
                llvm::map_to_vector(
                    rewrite.uses, [](const IndexUse &use) { return use.expr; }),
                context)
          : AffineMap::getMultiDimIdentityMap(numLoops, context);
  maps.insert(maps.begin() + numInputs, gatheredMap);
  auto rebuilt = linalg::GenericOp::create(
      builder, generic.getLoc(), generic.getResultTypes(), inputs,
      generic.getDpsInits(), maps, generic.getIteratorTypesArray());
  rebuilt->setDiscardableAttrs(generic->getDiscardableAttrDictionary());
  rebuilt.getRegion().takeBody(generic.getRegion());
  Block &newBody = rebuilt.getRegion().front();
  Value value = newBody.insertArgument(static_cast<unsigned>(numInputs),
                                       rewrite.carrier, extract.getLoc());
  OpBuilder bodyBuilder = OpBuilder::atBlockBegin(&newBody);
  value = fromCarrier(rewrite, bodyBuilder, extract.getLoc(), value);
  extract.replaceAllUsesWith(value);
  extract.erase();
  // The bounds checks moved to the gather; the index computation is dead.
  for (cf::AssertOp check : rewrite.checks)
    check.erase();
  // Uses come after definitions: one backward sweep erases every dead op.
  SmallVector<Operation *> ops;
  for (Operation &op : newBody.without_terminator())
    ops.push_back(&op);
  for (Operation *op : llvm::reverse(ops))
    if (op->use_empty() && isMemoryEffectFree(op))
      op->erase();
  generic->replaceAllUsesWith(rebuilt->getResults());
  generic->erase();
  return rebuilt;
}

} // namespace

FailureOr<linalg::GenericOp>
torch_import::rewriteExtract(linalg::GenericOp generic,
                             tensor::ExtractOp extract) {
  ExtractRewrite rewrite;
  rewrite.generic = generic;
  rewrite.extract = extract;
  Value table = extract.getTensor();
  auto tableType = dyn_cast<RankedTensorType>(table.getType());
  if (!tableType || !tableType.hasStaticShape())
    return failure();
  rewrite.ranges = generic.getStaticLoopRanges();
  if (llvm::any_of(rewrite.ranges, ShapedType::isDynamic))
    return failure();

  // Classify the indices; data-dependent ones get a loop of their own.
  classifyIndices(rewrite);
  // A gather sums masked table entries: only where the elements are held
  // as integers (floats by their bits, i1 widened to i8; not complex).
  Type extracted = extract.getType();
  if (!rewrite.dataIndices.empty() && !isa<FloatType, IntegerType>(extracted))
    return failure();
  if (!collectIndexSlice(rewrite))
    return failure();

  OpBuilder builder(generic);
  rewrite.elementType = extract.getType();
  rewrite.carrier = getCarrierType(builder, rewrite.elementType,
                                   !rewrite.dataIndices.empty());
  // An affine read: the table becomes an input with that map.
  Value gathered = table;
  if (!rewrite.dataIndices.empty()) {
    FailureOr<Value> gather = buildGather(rewrite, builder);
    if (failed(gather))
      return failure();
    gathered = *gather;
  }
  return rebuildWithGathered(rewrite, builder, gathered);
}

tensor::ExtractOp torch_import::findOutsideExtract(linalg::GenericOp generic) {
  for (auto extract : generic.getRegion().front().getOps<tensor::ExtractOp>())
    if (!generic->isAncestor(
            extract.getTensor().getParentBlock()->getParentOp()))
      return extract;
  return nullptr;
}
