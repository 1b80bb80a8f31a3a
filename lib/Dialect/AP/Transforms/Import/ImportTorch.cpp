//===- ImportTorch.cpp - torch-mlir's gathers and scatters as linalg ------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Rewrites `tm_tensor.scatter` and data-dependent `tensor.extract` in linalg
// bodies into one-hot `linalg.generic` ops (docs/TorchImport.md): a reduction
// loop over the scattered rows, or over the gathered dims of the table, with
// a mask comparing the index with the loop position. The sharding rules see
// a contraction-like op they can shard on any loop (a table sharded on the
// gathered dim gives a partial sum: Megatron's vocab-parallel embedding).
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/Transforms/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "ap-import-torch"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APIMPORTTORCH
#include "Shard/Dialect/AP/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// `index == position of loop` for every pair, and-ed (true for none: a
/// scatter of indices of depth 0 updates every position).
Value buildMatch(OpBuilder &b, Location loc,
                 ArrayRef<std::pair<Value, int64_t>> indexAndLoop) {
  if (indexAndLoop.empty())
    return arith::ConstantIntOp::create(b, loc, 1, 1);
  Value match;
  for (auto [index, loop] : indexAndLoop) {
    Value position = linalg::IndexOp::create(b, loc, loop);
    if (!index.getType().isIndex())
      index = arith::IndexCastOp::create(b, loc, b.getIndexType(), index);
    Value equal = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, index,
                                        position);
    match = match ? arith::AndIOp::create(b, loc, match, equal) : equal;
  }
  return match;
}

/// `acc + (match ? value : 0)`, in the element's own addition; for floats
/// the 0 is -0.0, the identity of addition (acc + +0.0 turns an acc of
/// -0.0 into +0.0).
FailureOr<Value> buildMaskedSum(OpBuilder &b, Location loc, Value match,
                                Value value, Value acc) {
  Type type = value.getType();
  if (!isa<FloatType, IntegerType>(type) || type.isInteger(1))
    return failure();
  TypedAttr identity = b.getZeroAttr(type);
  if (auto floatType = dyn_cast<FloatType>(type))
    identity =
        b.getFloatAttr(type, APFloat::getZero(floatType.getFloatSemantics(),
                                              /*Negative=*/true));
  Value zero = arith::ConstantOp::create(b, loc, type, identity);
  Value masked = arith::SelectOp::create(b, loc, match, value, zero);
  if (isa<FloatType>(type))
    return arith::AddFOp::create(b, loc, acc, masked).getResult();
  return arith::AddIOp::create(b, loc, acc, masked).getResult();
}

/// Whether `block` (two arguments) yields their sum and nothing else.
bool isSumRegion(Block &block) {
  if (block.getNumArguments() != 2 ||
      !llvm::hasSingleElement(block.without_terminator()))
    return false;
  Operation &op = block.front();
  if (!isa<arith::AddFOp, arith::AddIOp>(op))
    return false;
  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != 1 ||
      terminator->getOperand(0) != op.getResult(0))
    return false;
  SmallPtrSet<Value, 2> operands(op.operand_begin(), op.operand_end());
  return operands.contains(block.getArgument(0)) &&
         operands.contains(block.getArgument(1));
}

//===----------------------------------------------------------------------===//
// tm_tensor.scatter
//===----------------------------------------------------------------------===//

/// A tm_tensor.scatter that can be imported: its operands, and how its
/// update slices cover the original.
struct ScatterForm {
  Value updates, indices, original;
  RankedTensorType originalType;
  DenseI64ArrayAttr dimensionMap;
  /// The indices' depth: how many dims of the original one row indexes.
  int64_t depth = 0;
  /// The original's dim of each update slice dim after the row; -1 for an
  /// indexed dim of size 1.
  SmallVector<int64_t> sliceDims;
};

/// The error on a scatter that cannot be imported, saying `why`.
InFlightDiagnostic emitScatterError(Operation *op, const Twine &why) {
  return op->emitOpError() << "cannot be imported: " << why;
}

/// Checks the scatter's operands, shapes and region and reads its form;
/// failure, with an error on `op`, where it cannot be imported.
LogicalResult getScatterForm(Operation *op, ScatterForm &form) {
  auto fail = [&](const Twine &why) { return emitScatterError(op, why); };
  if (op->getNumOperands() != 3 || op->getNumResults() != 1 ||
      op->getNumRegions() != 1 || !op->getRegion(0).hasOneBlock())
    return fail("expected ins(updates, indices) outs(original) and one "
                "single-block region");
  Value updates = op->getOperand(0), indices = op->getOperand(1),
        original = op->getOperand(2);
  auto updatesType = dyn_cast<RankedTensorType>(updates.getType());
  auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
  auto originalType = dyn_cast<RankedTensorType>(original.getType());
  if (!updatesType || !indicesType || !originalType ||
      !updatesType.hasStaticShape() || !indicesType.hasStaticShape() ||
      !originalType.hasStaticShape())
    return fail("expected tensors of static shape");
  auto dimensionMap = dyn_cast_or_null<DenseI64ArrayAttr>(
      op->getPropertiesAsAttribute()
          ? cast<DictionaryAttr>(op->getPropertiesAsAttribute())
                .get("dimension_map")
          : op->getAttr("dimension_map"));
  if (!dimensionMap)
    return fail("expected a dimension_map");
  int64_t rank = originalType.getRank();
  if (indicesType.getRank() != 2 ||
      !indicesType.getElementType().isIntOrIndex())
    return fail("expected integer indices of shape [rows, depth]");
  int64_t rows = indicesType.getDimSize(0), depth = indicesType.getDimSize(1);
  if (static_cast<int64_t>(dimensionMap.size()) != depth)
    return fail("dimension_map has " + Twine(dimensionMap.size()) +
                " entries for indices of depth " + Twine(depth));
  SmallVector<bool> mapped(rank, false);
  for (int64_t dim : dimensionMap.asArrayRef()) {
    if (dim < 0 || dim >= rank || mapped[dim])
      return fail("dimension_map is not a set of dims of the original");
    mapped[dim] = true;
  }
  // The update slice covers the original's unindexed dims, in order; or
  // every dim, the indexed ones with size 1 (as torch-mlir writes
  // index_put).
  SmallVector<int64_t> sliceDims;
  for (int64_t dim = 0; dim < rank; ++dim)
    if (!mapped[dim])
      sliceDims.push_back(dim);
  bool fullRankSlice = updatesType.getRank() == 1 + rank && depth > 0;
  if (fullRankSlice) {
    sliceDims.clear();
    for (int64_t dim = 0; dim < rank; ++dim)
      sliceDims.push_back(mapped[dim] ? -1 : dim);
  }
  if (updatesType.getRank() != 1 + static_cast<int64_t>(sliceDims.size()) ||
      updatesType.getDimSize(0) != rows)
    return fail("expected updates of shape [rows, the unindexed dims]");
  for (auto [position, dim] : llvm::enumerate(sliceDims))
    if (updatesType.getDimSize(position + 1) !=
        (dim < 0 ? 1 : originalType.getDimSize(dim)))
      return fail("update slice dim " + Twine(position + 1) +
                  " does not match the original's dim " + Twine(dim));
  Block &region = op->getRegion(0).front();
  if (region.getNumArguments() != 2 ||
      region.getTerminator()->getNumOperands() != 1)
    return fail("expected a region (update, original) -> value");
  form.updates = updates;
  form.indices = indices;
  form.original = original;
  form.originalType = originalType;
  form.dimensionMap = dimensionMap;
  form.depth = depth;
  form.sliceDims = std::move(sliceDims);
  return success();
}

/// Rewrites a tm_tensor.scatter into a one-hot linalg.generic; failure, with
/// an error on `op`, where it cannot be imported.
LogicalResult rewriteScatter(Operation *op) {
  ScatterForm form;
  if (failed(getScatterForm(op, form)))
    return failure();
  Value updates = form.updates, indices = form.indices,
        original = form.original;
  RankedTensorType originalType = form.originalType;
  DenseI64ArrayAttr dimensionMap = form.dimensionMap;
  int64_t rank = originalType.getRank(), depth = form.depth;
  Block &region = op->getRegion(0).front();

  // Loops: the original's dims, then the rows (a reduction, in row order).
  MLIRContext *context = op->getContext();
  int64_t numLoops = rank + 1;
  AffineExpr row = getAffineDimExpr(rank, context);
  SmallVector<AffineExpr> updateExprs = {row};
  for (int64_t dim : form.sliceDims)
    updateExprs.push_back(dim < 0 ? getAffineConstantExpr(0, context)
                                  : getAffineDimExpr(dim, context));
  SmallVector<AffineMap> maps = {
      AffineMap::get(numLoops, 0, updateExprs, context)};
  SmallVector<Value> inputs = {updates};
  for (int64_t column = 0; column < depth; ++column) {
    maps.push_back(AffineMap::get(
        numLoops, 0, {row, getAffineConstantExpr(column, context)}, context));
    inputs.push_back(indices);
  }
  maps.push_back(AffineMap::getMultiDimIdentityMap(numLoops, context)
                     .getMajorSubMap(rank));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  iterators.push_back(utils::IteratorType::reduction);

  OpBuilder builder(op);
  bool isSum = isSumRegion(region);
  bool bodyFailed = false;
  auto generic = linalg::GenericOp::create(
      builder, op->getLoc(), originalType, inputs, ValueRange{original}, maps,
      iterators, [&](OpBuilder &b, Location loc, ValueRange args) {
        Value update = args.front(), acc = args.back();
        SmallVector<std::pair<Value, int64_t>> pairs;
        for (int64_t column = 0; column < depth; ++column)
          pairs.push_back({args[1 + column], dimensionMap[column]});
        Value match = buildMatch(b, loc, pairs);
        Value result;
        if (isSum) {
          FailureOr<Value> sum = buildMaskedSum(b, loc, match, update, acc);
          if (failed(sum))
            bodyFailed = true;
          else
            result = *sum;
        }
        if (!result) {
          IRMapping mapping;
          mapping.map(region.getArgument(0), update);
          mapping.map(region.getArgument(1), acc);
          for (Operation &inner : region.without_terminator())
            b.clone(inner, mapping);
          Value combined =
              mapping.lookup(region.getTerminator()->getOperand(0));
          result = arith::SelectOp::create(b, loc, match, combined, acc);
        }
        linalg::YieldOp::create(b, loc, result);
      });
  if (bodyFailed) {
    generic->erase();
    return emitScatterError(op,
                            "a scatter-add of i1 elements is not supported");
  }
  op->getResult(0).replaceAllUsesWith(generic.getResult(0));
  op->erase();
  return success();
}

//===----------------------------------------------------------------------===//
// tensor.extract in linalg bodies
//===----------------------------------------------------------------------===//

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

/// Rewrites one extract of `generic`'s body; returns the new generic (the old
/// one is replaced), or failure when the extract is left as it is.
FailureOr<linalg::GenericOp> rewriteExtract(linalg::GenericOp generic,
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

/// The first extract in `generic`'s body (not in nested regions) that reads
/// a tensor defined outside the generic.
tensor::ExtractOp findOutsideExtract(linalg::GenericOp generic) {
  for (auto extract : generic.getRegion().front().getOps<tensor::ExtractOp>())
    if (!generic->isAncestor(
            extract.getTensor().getParentBlock()->getParentOp()))
      return extract;
  return nullptr;
}

struct APImportTorchPass
    : public ap::impl::APImportTorchBase<APImportTorchPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Operation *> scatters;
    getOperation().walk([&](Operation *op) {
      if (op->getName().getStringRef() == "tm_tensor.scatter")
        scatters.push_back(op);
    });
    for (Operation *op : scatters)
      if (failed(rewriteScatter(op)))
        return signalPassFailure();

    SmallVector<linalg::GenericOp> generics;
    getOperation().walk(
        [&](linalg::GenericOp generic) { generics.push_back(generic); });
    for (linalg::GenericOp generic : generics) {
      while (tensor::ExtractOp extract = findOutsideExtract(generic)) {
        FailureOr<linalg::GenericOp> rebuilt = rewriteExtract(generic, extract);
        if (failed(rebuilt)) {
          LLVM_DEBUG(llvm::dbgs() << "left as is: " << extract << "\n");
          break;
        }
        generic = *rebuilt;
      }
    }
  }
};

} // namespace
