//===- TensorPartition.cpp - Partitioning tensor ops and constants --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Reshapes map sharded dims onto sharded dims (docs/Partitioning.md):
// collapsing dims [a, b] keeps contiguous chunks only when the mesh axes of
// a split it completely (one row of b per chunk) before any axis splits b,
// so a collapsed dim's axes are split greedily onto its source dims, and an
// expanded group is valid only in that "prefix" form. Slices and
// concatenations keep the sharding of the dims they take whole; the dims
// they cut must be replicated. Everything here is linear, so partial values
// pass through.
//
//===----------------------------------------------------------------------===//

#include "PartitionRules.h"
#include "Shard/Analysis/ShardingRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

FailureOr<ShardingLayout>
makeLayout(PartitionState &state, const AxisLists &lists,
           ArrayRef<std::pair<int64_t, ReductionKind>> partials) {
  return buildLayout(state.getMeshRank(), lists, partials);
}

//===----------------------------------------------------------------------===//
// tensor.empty and constants
//===----------------------------------------------------------------------===//

LogicalResult partitionEmpty(tensor::EmptyOp op, PartitionState &state) {
  if (!op.getType().hasStaticShape())
    return op.emitOpError()
           << "cannot be partitioned: dynamic shapes are not supported yet";
  ShardingLayout layout =
      getAnnotatedLayout(op, 0).value_or(state.getReplicated());
  auto local = tensor::EmptyOp::create(
      state.getBuilder(), op.getLoc(),
      state.getLocalType(op.getType(), layout).getShape(),
      op.getType().getElementType());
  return defineResult(state, op, 0, local, layout);
}

LogicalResult partitionConstant(arith::ConstantOp op, PartitionState &state) {
  auto type = cast<RankedTensorType>(op.getType());
  auto elements = dyn_cast<DenseElementsAttr>(op.getValue());
  OpBuilder &builder = state.getBuilder();
  std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0);
  // A splat is the same in every chunk: build it in the annotated layout
  // (without partial axes, which defineResult then adds correctly).
  if (elements && elements.isSplat() && annotated) {
    FailureOr<ShardingLayout> layout =
        makeLayout(state, getDimAxes(*annotated, type.getRank()), {});
    RankedTensorType localType = state.getLocalType(type, *layout);
    auto local = arith::ConstantOp::create(
        builder, op.getLoc(), localType,
        DenseElementsAttr::get(localType, elements.getSplatValue<Attribute>()));
    return defineResult(state, op, 0, local, *layout);
  }
  // Otherwise every device holds the whole constant.
  Operation *local = builder.clone(*op);
  local->removeAttr(APDialect::getShardingAttrName());
  return defineResult(state, op, 0, local->getResult(0), state.getReplicated());
}

//===----------------------------------------------------------------------===//
// Reshapes
//===----------------------------------------------------------------------===//

std::string describeAxes(const ShardingLayout &layout) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << layout;
  return text;
}

template <typename ReshapeOp>
LogicalResult partitionReshape(ReshapeOp op, PartitionState &state,
                               bool resultIsCollapsed) {
  RankedTensorType sourceType = op.getSrcType();
  RankedTensorType resultType = op.getResultType();
  if (!sourceType.hasStaticShape() || !resultType.hasStaticShape())
    return op.emitOpError()
           << "cannot be partitioned: dynamic shapes are not supported yet";
  SmallVector<ReassociationIndices> groups = op.getReassociationIndices();
  ArrayRef<int64_t> expandedShape =
      resultIsCollapsed ? sourceType.getShape() : resultType.getShape();
  std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0);
  const ShardingLayout &sourceLayout = state.getLayout(op.getSrc());

  FailureOr<ReshapeLayouts> layouts = failure();
  if (annotated) {
    layouts = resultIsCollapsed
                  ? reshapeFromCollapsed(state.getMeshShape(), *annotated,
                                         groups, expandedShape)
                  : reshapeFromExpanded(state.getMeshShape(), *annotated,
                                        groups, expandedShape,
                                        /*truncate=*/false);
    if (failed(layouts))
      return op.emitOpError()
             << "cannot be partitioned with result sharding "
             << describeAxes(*annotated)
             << ": a sharded dim must map to sharded dims, and the mesh axes "
                "of a dim made of several dims must split them major to "
                "minor (every dim but the last sharded one completely)";
  } else {
    layouts = resultIsCollapsed
                  ? reshapeFromExpanded(state.getMeshShape(), sourceLayout,
                                        groups, expandedShape,
                                        /*truncate=*/true)
                  : FailureOr<ReshapeLayouts>(failure());
    if (!resultIsCollapsed) {
      // Expanding: keep as many of the source's axes as split cleanly.
      AxisLists axes = getDimAxes(sourceLayout, groups.size());
      auto partials = getPartials(sourceLayout);
      while (true) {
        FailureOr<ShardingLayout> collapsed = makeLayout(state, axes, partials);
        if (succeeded(collapsed)) {
          layouts = reshapeFromCollapsed(state.getMeshShape(), *collapsed,
                                         groups, expandedShape);
          if (succeeded(layouts))
            break;
        }
        // Drop the minor-most axis of the last sharded dim and retry.
        auto it = llvm::find_if(llvm::reverse(axes),
                                [](auto &list) { return !list.empty(); });
        if (it == axes.rend())
          return op.emitOpError() << "cannot be partitioned: no layout fits";
        it->pop_back();
      }
    }
  }
  const ShardingLayout &sourceWanted =
      resultIsCollapsed ? layouts->expanded : layouts->collapsed;
  const ShardingLayout &resultLayout =
      resultIsCollapsed ? layouts->collapsed : layouts->expanded;
  FailureOr<Value> source = state.getLocal(op.getSrc(), sourceWanted, op);
  if (failed(source))
    return failure();
  RankedTensorType localType = state.getLocalType(resultType, resultLayout);
  auto local = ReshapeOp::create(state.getBuilder(), op.getLoc(), localType,
                                 *source, groups);
  return defineResult(state, op, 0, local, resultLayout);
}

//===----------------------------------------------------------------------===//
// Slices and concatenation
//===----------------------------------------------------------------------===//

LogicalResult checkStaticSlice(Operation *op, ArrayRef<int64_t> offsets,
                               ArrayRef<int64_t> sizes,
                               ArrayRef<int64_t> strides) {
  for (ArrayRef<int64_t> values : {offsets, sizes, strides})
    if (llvm::any_of(values, ShapedType::isDynamic))
      return op->emitOpError() << "cannot be partitioned: dynamic offsets, "
                                  "sizes or strides are not supported yet";
  return success();
}

LogicalResult partitionExtractSlice(tensor::ExtractSliceOp op,
                                    PartitionState &state) {
  ArrayRef<int64_t> offsets = op.getStaticOffsets(),
                    sizes = op.getStaticSizes(),
                    strides = op.getStaticStrides();
  if (failed(checkStaticSlice(op, offsets, sizes, strides)))
    return failure();
  RankedTensorType sourceType = op.getSourceType();
  // Source dim of each result dim (rank-reducing slices drop unit dims).
  llvm::SmallBitVector dropped = op.getDroppedDims();
  SmallVector<int64_t> sourceDimOf;
  for (int64_t dim = 0; dim < sourceType.getRank(); ++dim)
    if (!dropped.test(dim))
      sourceDimOf.push_back(dim);

  std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0);
  const ShardingLayout &current = state.getLayout(op.getSource());
  AxisLists sourceAxes(sourceType.getRank());
  AxisLists resultAxes(sourceDimOf.size());
  if (annotated) {
    AxisLists wanted = getDimAxes(*annotated, sourceDimOf.size());
    for (auto [resultDim, axes] : llvm::enumerate(wanted)) {
      if (axes.empty())
        continue;
      int64_t sourceDim = sourceDimOf[resultDim];
      if (!takesWhole(offsets, sizes, strides, sourceDim,
                      sourceType.getDimSize(sourceDim)))
        return op.emitOpError()
               << "cannot be partitioned with result dim " << resultDim
               << " sharded: the slice takes only part of source dim "
               << sourceDim << "; a sliced dim must not be sharded";
      sourceAxes[sourceDim] = axes;
      resultAxes[resultDim] = axes;
    }
  } else {
    AxisLists have = getDimAxes(current, sourceType.getRank());
    for (auto [resultDim, sourceDim] : llvm::enumerate(sourceDimOf))
      if (takesWhole(offsets, sizes, strides, sourceDim,
                     sourceType.getDimSize(sourceDim))) {
        sourceAxes[sourceDim] = have[sourceDim];
        resultAxes[resultDim] = have[sourceDim];
      }
  }
  auto partials = getPartials(annotated ? *annotated : current);
  FailureOr<ShardingLayout> sourceLayout =
      makeLayout(state, sourceAxes, partials);
  FailureOr<ShardingLayout> resultLayout =
      makeLayout(state, resultAxes, partials);
  if (failed(sourceLayout) || failed(resultLayout))
    return op.emitOpError() << "cannot be partitioned: no layout fits";
  FailureOr<Value> source = state.getLocal(op.getSource(), *sourceLayout, op);
  if (failed(source))
    return failure();
  SmallVector<int64_t> localSizes(sizes.begin(), sizes.end());
  SmallVector<int64_t> localSource =
      getLocalShape(state.getMeshShape(), *sourceLayout, sourceType.getShape());
  for (int64_t dim = 0; dim < sourceType.getRank(); ++dim)
    if (!sourceAxes[dim].empty())
      localSizes[dim] = localSource[dim];
  RankedTensorType localType =
      state.getLocalType(op.getResultType(), *resultLayout);
  auto local = tensor::ExtractSliceOp::create(
      state.getBuilder(), op.getLoc(), localType, *source, ValueRange(),
      ValueRange(), ValueRange(), offsets, localSizes, strides);
  return defineResult(state, op, 0, local, *resultLayout);
}

LogicalResult partitionInsertSlice(tensor::InsertSliceOp op,
                                   PartitionState &state) {
  ArrayRef<int64_t> offsets = op.getStaticOffsets(),
                    sizes = op.getStaticSizes(),
                    strides = op.getStaticStrides();
  if (failed(checkStaticSlice(op, offsets, sizes, strides)))
    return failure();
  RankedTensorType destType = op.getDestType();
  llvm::SmallBitVector dropped = op.getDroppedDims();
  // Dest dim of each source dim.
  SmallVector<int64_t> destDimOf;
  for (int64_t dim = 0; dim < destType.getRank(); ++dim)
    if (!dropped.test(dim))
      destDimOf.push_back(dim);

  // Unannotated: the destination's layout, unless the destination holds no
  // data yet (an empty tensor or a fill, free in any layout); then the
  // source's, mapped onto the destination's dims.
  std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0);
  ShardingLayout wanted = annotated.value_or(state.getLayout(op.getDest()));
  Operation *destOp = op.getDest().getDefiningOp();
  bool destIsFree = destOp && isa<tensor::EmptyOp, linalg::FillOp>(destOp);
  if (!annotated && destIsFree) {
    const ShardingLayout &sourceHas = state.getLayout(op.getSource());
    AxisLists sourceLists = getDimAxes(sourceHas, destDimOf.size());
    AxisLists mapped(destType.getRank());
    for (auto [sourceDim, destDim] : llvm::enumerate(destDimOf))
      mapped[destDim] = sourceLists[sourceDim];
    FailureOr<ShardingLayout> fromSource =
        makeLayout(state, mapped, getPartials(sourceHas));
    if (succeeded(fromSource))
      wanted = *fromSource;
  }
  AxisLists wantedAxes = getDimAxes(wanted, destType.getRank());
  AxisLists destAxes(destType.getRank());
  AxisLists sourceAxes(destDimOf.size());
  for (auto [sourceDim, destDim] : llvm::enumerate(destDimOf)) {
    if (wantedAxes[destDim].empty())
      continue;
    if (!takesWhole(offsets, sizes, strides, destDim,
                    destType.getDimSize(destDim))) {
      if (annotated)
        return op.emitOpError()
               << "cannot be partitioned with result dim " << destDim
               << " sharded: the inserted slice covers only part of it; a "
                  "sliced dim must not be sharded";
      continue;
    }
    destAxes[destDim] = wantedAxes[destDim];
    sourceAxes[sourceDim] = wantedAxes[destDim];
  }
  if (annotated)
    for (int64_t dim = 0; dim < destType.getRank(); ++dim)
      if (dropped.test(dim) && !wantedAxes[dim].empty())
        return op.emitOpError()
               << "cannot be partitioned with result dim " << dim
               << " sharded: the inserted slice covers only part of it";
  // Partial values stay partial when the source is partial and the
  // destination is partial alike, or holds no data (an empty tensor, or a
  // fill, which the partitioner rematerializes as a valid partial value).
  SmallVector<std::pair<int64_t, ReductionKind>> partials;
  const ShardingLayout &sourceHas = state.getLayout(op.getSource());
  const ShardingLayout &destHas = state.getLayout(op.getDest());
  for (auto [axis, kind] : getPartials(wanted))
    if (sourceHas.getPlacements()[axis] == Placement::partial(kind) &&
        (destIsFree ||
         destHas.getPlacements()[axis] == Placement::partial(kind)))
      partials.push_back({axis, kind});
  FailureOr<ShardingLayout> destLayout = makeLayout(state, destAxes, partials);
  FailureOr<ShardingLayout> sourceLayout =
      makeLayout(state, sourceAxes, partials);
  if (failed(destLayout) || failed(sourceLayout))
    return op.emitOpError() << "cannot be partitioned: no layout fits";
  FailureOr<Value> source = state.getLocal(op.getSource(), *sourceLayout, op);
  FailureOr<Value> dest = state.getLocal(op.getDest(), *destLayout, op);
  if (failed(source) || failed(dest))
    return failure();
  SmallVector<int64_t> localSizes(sizes.begin(), sizes.end());
  SmallVector<int64_t> localDest =
      getLocalShape(state.getMeshShape(), *destLayout, destType.getShape());
  for (int64_t dim = 0; dim < destType.getRank(); ++dim)
    if (!destAxes[dim].empty())
      localSizes[dim] = localDest[dim];
  auto local = tensor::InsertSliceOp::create(
      state.getBuilder(), op.getLoc(), *source, *dest, ValueRange(),
      ValueRange(), ValueRange(), offsets, localSizes, strides);
  return defineResult(state, op, 0, local, *destLayout);
}

LogicalResult partitionConcat(tensor::ConcatOp op, PartitionState &state) {
  int64_t concatDim = op.getDim();
  int64_t rank = op.getResultType().getRank();
  std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0);
  if (annotated && !annotated->getShardingAxes(concatDim).empty())
    return op.emitOpError()
           << "cannot be partitioned with the concatenated dim " << concatDim
           << " sharded; shard another dim";
  ShardingLayout base =
      annotated.value_or(state.getLayout(op.getInputs().front()));
  AxisLists axes = getDimAxes(base, rank);
  axes[concatDim].clear();
  // Partial only when every input is partial alike.
  SmallVector<std::pair<int64_t, ReductionKind>> partials;
  for (auto [axis, kind] : getPartials(base))
    if (llvm::all_of(op.getInputs(), [&](Value input) {
          return state.getLayout(input).getPlacements()[axis] ==
                 Placement::partial(kind);
        }))
      partials.push_back({axis, kind});
  FailureOr<ShardingLayout> layout = makeLayout(state, axes, partials);
  if (failed(layout))
    return op.emitOpError() << "cannot be partitioned: no layout fits";
  SmallVector<Value> inputs;
  for (Value input : op.getInputs()) {
    FailureOr<Value> local = state.getLocal(input, *layout, op);
    if (failed(local))
      return failure();
    inputs.push_back(*local);
  }
  auto local = tensor::ConcatOp::create(state.getBuilder(), op.getLoc(),
                                        concatDim, inputs);
  return defineResult(state, op, 0, local, *layout);
}

} // namespace

bool mlir::ap::isPartitionableTensorOp(Operation *op) {
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return isa<RankedTensorType>(constant.getType());
  return isa<tensor::EmptyOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp,
             tensor::ExtractSliceOp, tensor::InsertSliceOp, tensor::ConcatOp>(
      op);
}

LogicalResult mlir::ap::partitionTensorOp(Operation *op,
                                          PartitionState &state) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](tensor::EmptyOp empty) { return partitionEmpty(empty, state); })
      .Case([&](arith::ConstantOp constant) {
        return partitionConstant(constant, state);
      })
      .Case([&](tensor::CollapseShapeOp collapse) {
        return partitionReshape(collapse, state, /*resultIsCollapsed=*/true);
      })
      .Case([&](tensor::ExpandShapeOp expand) {
        return partitionReshape(expand, state, /*resultIsCollapsed=*/false);
      })
      .Case([&](tensor::ExtractSliceOp slice) {
        return partitionExtractSlice(slice, state);
      })
      .Case([&](tensor::InsertSliceOp slice) {
        return partitionInsertSlice(slice, state);
      })
      .Case([&](tensor::ConcatOp concat) {
        return partitionConcat(concat, state);
      })
      .Default([](Operation *op) {
        return op->emitOpError() << "has no partitioning rule";
      });
}
