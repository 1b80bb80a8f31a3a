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
// The scatters are rewritten here, the gathers in ImportGather.cpp.
//
//===----------------------------------------------------------------------===//

#include "ImportTorch.h"

#include "Shard/Transforms/Passes.h"

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
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::torch_import;

Value torch_import::buildMatch(
    OpBuilder &b, Location loc,
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

FailureOr<Value> torch_import::buildMaskedSum(OpBuilder &b, Location loc,
                                              Value match, Value value,
                                              Value acc) {
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

namespace {

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
