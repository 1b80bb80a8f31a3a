//===- SliceRule.cpp - Sharding rules of slices, pads and concatenation ---===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The slice rule (getSliceLayoutsFromBig/FromSmall in ShardingRules.h):
// dims a slice takes whole keep their sharding, the dims it cuts must be
// replicated. tensor.extract_slice and tensor.insert_slice apply it to
// their big side (the source, the destination); tensor.pad is an insertion
// of its source into a tensor of its padding value (the result is the big
// side, the low pads the offsets); tensor.concat needs the concatenated dim
// replicated. All of them are copies: partial values pass through (through
// a pad only when it pads with zeros, which every device may hold).
//
//===----------------------------------------------------------------------===//

#include "Models.h"

#include "Shard/Sharding/PartitionState.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Sharding/Sources.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::ap;

//===----------------------------------------------------------------------===//
// Geometry: which dims a slice cuts
//===----------------------------------------------------------------------===//

namespace {

/// A static slice (tensor.extract_slice's source, tensor.insert_slice's
/// destination: the "big" side) and the big dims the small side keeps
/// (rank-reducing slices drop unit dims), in small-dim order.
struct SliceGeometry {
  SmallVector<int64_t> bigShape, offsets, sizes, strides;
  SmallVector<int64_t> keptDims;
  /// Whether big dim `dim` is kept and taken whole.
  bool isWhole(int64_t dim) const;
};

/// The layouts of both sides of a slice.
struct SliceLayouts {
  ShardingLayout big, small;
};

} // namespace

/// Whether a slice takes dim `dim` (of size `size`) whole.
static bool takesWhole(ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                       ArrayRef<int64_t> strides, int64_t dim, int64_t size) {
  return offsets[dim] == 0 && sizes[dim] == size && strides[dim] == 1;
}

bool SliceGeometry::isWhole(int64_t dim) const {
  return llvm::is_contained(keptDims, dim) &&
         takesWhole(offsets, sizes, strides, dim, bigShape[dim]);
}

/// The slice rule, from the big side's layout: a sharded big dim must be
/// taken whole (the small side keeps its axes, and the partial axes);
/// otherwise it fails, or with `dropCut` makes that dim replicated. On
/// failure `cutDim` (if given) receives the offending big dim.
static FailureOr<SliceLayouts>
getSliceLayoutsFromBig(ArrayRef<int64_t> meshShape,
                       const SliceGeometry &geometry, const ShardingLayout &big,
                       bool dropCut, int64_t *cutDim = nullptr) {
  int64_t bigRank = geometry.bigShape.size();
  AxisLists bigAxes = getDimAxes(big, bigRank);
  for (int64_t dim = 0; dim < bigRank; ++dim) {
    if (bigAxes[dim].empty() || geometry.isWhole(dim))
      continue;
    if (!dropCut) {
      if (cutDim)
        *cutDim = dim;
      return failure();
    }
    bigAxes[dim].clear();
  }
  AxisLists smallAxes;
  for (int64_t dim : geometry.keptDims)
    smallAxes.push_back(bigAxes[dim]);
  auto partials = getPartials(big);
  FailureOr<ShardingLayout> bigLayout =
      buildLayout(meshShape.size(), bigAxes, partials);
  FailureOr<ShardingLayout> smallLayout =
      buildLayout(meshShape.size(), smallAxes, partials);
  if (failed(bigLayout) || failed(smallLayout))
    return failure();
  return SliceLayouts{*bigLayout, *smallLayout};
}

/// The same from the small side's layout; on failure `cutDim` receives the
/// offending small dim.
static FailureOr<SliceLayouts> getSliceLayoutsFromSmall(
    ArrayRef<int64_t> meshShape, const SliceGeometry &geometry,
    const ShardingLayout &small, int64_t *cutDim = nullptr) {
  AxisLists smallAxes = getDimAxes(small, geometry.keptDims.size());
  AxisLists bigAxes(geometry.bigShape.size());
  for (auto [smallDim, bigDim] : llvm::enumerate(geometry.keptDims)) {
    if (smallAxes[smallDim].empty())
      continue;
    if (!geometry.isWhole(bigDim)) {
      if (cutDim)
        *cutDim = smallDim;
      return failure();
    }
    bigAxes[bigDim] = smallAxes[smallDim];
  }
  FailureOr<ShardingLayout> bigLayout =
      buildLayout(meshShape.size(), bigAxes, getPartials(small));
  if (failed(bigLayout))
    return failure();
  return getSliceLayoutsFromBig(meshShape, geometry, *bigLayout,
                                /*dropCut=*/false, cutDim);
}

//===----------------------------------------------------------------------===//
// The rules
//===----------------------------------------------------------------------===//

namespace {

template <typename SliceOp>
FailureOr<SliceGeometry> getGeometry(SliceOp op, RankedTensorType bigType,
                                     std::string &reason) {
  SliceGeometry geometry;
  geometry.bigShape.assign(bigType.getShape().begin(),
                           bigType.getShape().end());
  for (auto [values, target] :
       {std::pair{op.getStaticOffsets(), &geometry.offsets},
        std::pair{op.getStaticSizes(), &geometry.sizes},
        std::pair{op.getStaticStrides(), &geometry.strides}}) {
    if (llvm::any_of(values, ShapedType::isDynamic)) {
      reason = "dynamic offsets, sizes or strides are not supported yet";
      return failure();
    }
    target->assign(values.begin(), values.end());
  }
  llvm::SmallBitVector dropped = op.getDroppedDims();
  for (int64_t dim = 0; dim < bigType.getRank(); ++dim)
    if (!dropped.test(dim))
      geometry.keptDims.push_back(dim);
  return geometry;
}

/// `layout` with its partial axes replaced by `partials`.
FailureOr<ShardingLayout>
withPartials(int64_t meshRank, const ShardingLayout &layout, int64_t rank,
             ArrayRef<std::pair<int64_t, ReductionKind>> partials) {
  return buildLayout(meshRank, getDimAxes(layout, rank), partials);
}

/// Both sides' layouts for every layout of the big side (partial sums where
/// `partialSum`) that the slice rule accepts: what a slice-family op may be
/// planned in.
std::vector<SliceLayouts> getSliceLayoutChoices(ArrayRef<int64_t> meshShape,
                                                const SliceGeometry &geometry,
                                                bool partialSum) {
  std::vector<SliceLayouts> choices;
  for (const ShardingLayout &big :
       enumerateLayouts(meshShape, geometry.bigShape, partialSum)) {
    FailureOr<SliceLayouts> layouts =
        getSliceLayoutsFromBig(meshShape, geometry, big, /*dropCut=*/false);
    if (succeeded(layouts))
      choices.push_back(std::move(*layouts));
  }
  return choices;
}

/// The strategies of an insertion of the small side into the big one
/// (tensor.insert_slice, tensor.pad, a pad being an insertion into a tensor
/// of its padding value): every choice of the slice rule whose small side
/// divides `smallType`, with the small side as operand 0, then the big side
/// where it is an operand too (an insertion's destination), the other
/// operands (dynamic offsets, pads) scalars, the big side out, and a copy
/// kernel of `copiedBytes`.
std::vector<ShardingStrategy>
getInsertionStrategies(Operation *op, const StrategyContext &context,
                       const SliceGeometry &geometry, bool partialSum,
                       RankedTensorType smallType, bool bigIsOperand,
                       function_ref<double(const SliceLayouts &)> copiedBytes) {
  std::vector<ShardingStrategy> strategies;
  for (const SliceLayouts &layouts :
       getSliceLayoutChoices(context.meshShape, geometry, partialSum)) {
    if (!dividesShape(context.meshShape, layouts.small, smallType.getShape()))
      continue;
    ShardingStrategy strategy;
    strategy.computeTime = getCopyTime(context, copiedBytes(layouts));
    strategy.operands.push_back(layouts.small);
    if (bigIsOperand)
      strategy.operands.push_back(layouts.big);
    strategy.operands.resize(op->getNumOperands(), std::nullopt);
    strategy.results.push_back(layouts.big);
    strategies.push_back(std::move(strategy));
  }
  return strategies;
}

/// The per-device sizes of a slice whose big side is in `bigLayout`.
SmallVector<int64_t> getLocalSizes(ArrayRef<int64_t> meshShape,
                                   const SliceGeometry &geometry,
                                   const ShardingLayout &bigLayout) {
  SmallVector<int64_t> sizes(geometry.sizes);
  SmallVector<int64_t> localBig =
      getLocalShape(meshShape, bigLayout, geometry.bigShape);
  for (int64_t dim : bigLayout.getShardedDims())
    sizes[dim] = localBig[dim];
  return sizes;
}

//===----------------------------------------------------------------------===//
// tensor.extract_slice
//===----------------------------------------------------------------------===//

struct ExtractSliceRule
    : public ShardingRuleOpInterface::ExternalModel<ExtractSliceRule,
                                                    tensor::ExtractSliceOp> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *operation, const StrategyContext &context,
                        std::string &reason) const {
    auto op = cast<tensor::ExtractSliceOp>(operation);
    FailureOr<SliceGeometry> geometry =
        getGeometry(op, op.getSourceType(), reason);
    if (failed(geometry))
      return failure();
    std::vector<ShardingStrategy> strategies;
    for (const SliceLayouts &layouts :
         getSliceLayoutChoices(context.meshShape, *geometry,
                               canBePartialSum(op.getSourceType()))) {
      ShardingStrategy strategy;
      strategy.computeTime =
          getCopyTime(context, getLocalBytes(context.meshShape, layouts.small,
                                             op.getType()));
      strategy.operands.push_back(layouts.big);
      strategy.operands.resize(op->getNumOperands(), std::nullopt);
      strategy.results.push_back(layouts.small);
      strategies.push_back(std::move(strategy));
    }
    return strategies;
  }

  LogicalResult partition(Operation *operation, PartitionState &state) const {
    auto op = cast<tensor::ExtractSliceOp>(operation);
    std::string reason;
    FailureOr<SliceGeometry> geometry =
        getGeometry(op, op.getSourceType(), reason);
    if (failed(geometry))
      return op.emitOpError() << "cannot be partitioned: " << reason;
    FailureOr<SliceLayouts> layouts = failure();
    if (std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0)) {
      int64_t cutDim = -1;
      layouts = getSliceLayoutsFromSmall(state.getMeshShape(), *geometry,
                                         *annotated, &cutDim);
      if (failed(layouts)) {
        if (cutDim < 0)
          return op.emitOpError() << "cannot be partitioned: no layout fits";
        return op.emitOpError()
               << "cannot be partitioned with result dim " << cutDim
               << " sharded: the slice takes only part of source dim "
               << geometry->keptDims[cutDim]
               << "; a sliced dim must not be sharded";
      }
    } else {
      layouts = getSliceLayoutsFromBig(state.getMeshShape(), *geometry,
                                       state.getLayout(op.getSource()),
                                       /*dropCut=*/true);
      if (failed(layouts))
        return op.emitOpError() << "cannot be partitioned: no layout fits";
    }
    FailureOr<Value> source = state.getLocal(op.getSource(), layouts->big, op);
    if (failed(source))
      return failure();
    RankedTensorType localType =
        state.getLocalType(op.getResultType(), layouts->small);
    auto local = tensor::ExtractSliceOp::create(
        state.getBuilder(), op.getLoc(), localType, *source, ValueRange(),
        ValueRange(), ValueRange(), geometry->offsets,
        getLocalSizes(state.getMeshShape(), *geometry, layouts->big),
        geometry->strides);
    return defineResult(state, op, 0, local, layouts->small);
  }
};

//===----------------------------------------------------------------------===//
// tensor.insert_slice
//===----------------------------------------------------------------------===//

struct InsertSliceRule
    : public ShardingRuleOpInterface::ExternalModel<InsertSliceRule,
                                                    tensor::InsertSliceOp> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *operation, const StrategyContext &context,
                        std::string &reason) const {
    auto op = cast<tensor::InsertSliceOp>(operation);
    FailureOr<SliceGeometry> geometry =
        getGeometry(op, op.getDestType(), reason);
    if (failed(geometry))
      return failure();
    // Operands: source, dest (then the dynamic offsets, sizes, strides);
    // the kernel copies the source.
    return getInsertionStrategies(
        op, context, *geometry, canBePartialSum(op.getDestType()),
        op.getSourceType(), /*bigIsOperand=*/true,
        [&](const SliceLayouts &layouts) {
          return getLocalBytes(context.meshShape, layouts.small,
                               op.getSourceType());
        });
  }

  LogicalResult partition(Operation *operation, PartitionState &state) const {
    auto op = cast<tensor::InsertSliceOp>(operation);
    std::string reason;
    FailureOr<SliceGeometry> geometry =
        getGeometry(op, op.getDestType(), reason);
    if (failed(geometry))
      return op.emitOpError() << "cannot be partitioned: " << reason;
    RankedTensorType destType = op.getDestType();
    int64_t meshRank = state.getMeshRank();
    const ShardingLayout &sourceHas = state.getLayout(op.getSource());
    const ShardingLayout &destHas = state.getLayout(op.getDest());
    Operation *destOp = op.getDest().getDefiningOp();
    bool destIsFree = destOp && isa<tensor::EmptyOp, linalg::FillOp>(destOp);

    // Unannotated: the destination's layout, unless the destination holds
    // no data yet (an empty tensor or a fill, free in any layout); then the
    // source's, mapped onto the destination's dims.
    std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0);
    ShardingLayout wanted = annotated.value_or(destHas);
    if (!annotated && destIsFree) {
      AxisLists sourceLists = getDimAxes(sourceHas, geometry->keptDims.size());
      AxisLists mapped(destType.getRank());
      for (auto [sourceDim, destDim] : llvm::enumerate(geometry->keptDims))
        mapped[destDim] = sourceLists[sourceDim];
      FailureOr<ShardingLayout> fromSource =
          buildLayout(meshRank, mapped, getPartials(sourceHas));
      if (succeeded(fromSource))
        wanted = *fromSource;
    }
    int64_t cutDim = -1;
    FailureOr<SliceLayouts> layouts =
        getSliceLayoutsFromBig(state.getMeshShape(), *geometry, wanted,
                               /*dropCut=*/!annotated, &cutDim);
    if (failed(layouts)) {
      if (annotated && cutDim >= 0)
        return op.emitOpError()
               << "cannot be partitioned with result dim " << cutDim
               << " sharded: the inserted slice covers only part of it; a "
                  "sliced dim must not be sharded";
      return op.emitOpError() << "cannot be partitioned: no layout fits";
    }
    // Partial values stay partial when the source is partial and the
    // destination is partial alike, or holds no data (an empty tensor, or
    // a fill, which the partitioner rematerializes as a valid partial
    // value).
    SmallVector<std::pair<int64_t, ReductionKind>> partials;
    for (auto [axis, kind] : getPartials(wanted))
      if (sourceHas.getPlacements()[axis] == Placement::partial(kind) &&
          (destIsFree ||
           destHas.getPlacements()[axis] == Placement::partial(kind)))
        partials.push_back({axis, kind});
    FailureOr<ShardingLayout> destLayout =
        withPartials(meshRank, layouts->big, destType.getRank(), partials);
    FailureOr<ShardingLayout> sourceLayout = withPartials(
        meshRank, layouts->small, geometry->keptDims.size(), partials);
    if (failed(destLayout) || failed(sourceLayout))
      return op.emitOpError() << "cannot be partitioned: no layout fits";
    FailureOr<Value> source = state.getLocal(op.getSource(), *sourceLayout, op);
    FailureOr<Value> dest = state.getLocal(op.getDest(), *destLayout, op);
    if (failed(source) || failed(dest))
      return failure();
    auto local = tensor::InsertSliceOp::create(
        state.getBuilder(), op.getLoc(), *source, *dest, ValueRange(),
        ValueRange(), ValueRange(), geometry->offsets,
        getLocalSizes(state.getMeshShape(), *geometry, *destLayout),
        geometry->strides);
    return defineResult(state, op, 0, local, *destLayout);
  }
};

//===----------------------------------------------------------------------===//
// tensor.pad
//===----------------------------------------------------------------------===//

/// The value a pad yields.
Value getPaddingValue(tensor::PadOp op) {
  return cast<tensor::YieldOp>(op.getRegion().front().getTerminator())
      .getValue();
}

/// The ops of a pad's body that compute its padding value, in order, when
/// the value is the same at every position: it depends on no index (the
/// body's arguments), and every op it is computed by has no side effects
/// and no region, and reads no tensor from outside the pad (the partitioner
/// copies these ops to each device, where only the scalars keep their
/// values). Otherwise `reason` says why not. A constant, or a value from
/// outside the pad, is the case of upstream's getConstantPaddingValue.
FailureOr<SmallVector<Operation *>> getPaddingComputation(tensor::PadOp op,
                                                          std::string &reason) {
  Block &body = op.getRegion().front();
  llvm::SetVector<Operation *> computation;
  SmallVector<Value> worklist{getPaddingValue(op)};
  llvm::DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    Operation *definer = value.getDefiningOp();
    bool inside = definer ? op->isProperAncestor(definer)
                          : cast<BlockArgument>(value).getOwner() == &body;
    if (!inside) {
      if (isa<ShapedType>(value.getType())) {
        reason = "the padding value reads a tensor from outside the pad; only "
                 "scalars are copied to each device";
        return failure();
      }
      continue;
    }
    if (!definer) {
      reason = "the padding value depends on the position; only a padding "
               "value that is the same everywhere is supported";
      return failure();
    }
    if (definer->getNumRegions() > 0 || !isMemoryEffectFree(definer)) {
      reason = ("the padding value is computed by '" +
                definer->getName().getStringRef() +
                "', which may have side effects or regions; only ops "
                "without either are copied to each device")
                   .str();
      return failure();
    }
    computation.insert(definer);
    llvm::append_range(worklist, definer->getOperands());
  }
  SmallVector<Operation *> ordered = computation.takeVector();
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ordered;
}

/// A pad as a slice: the result is the big side, the source the small one
/// at the low pads.
FailureOr<SliceGeometry> getPadGeometry(tensor::PadOp op, std::string &reason) {
  if (!op.getLow().empty() || !op.getHigh().empty() ||
      !op.getResultType().hasStaticShape()) {
    reason = "dynamic pads are not supported yet";
    return failure();
  }
  if (failed(getPaddingComputation(op, reason)))
    return failure();
  SliceGeometry geometry;
  ArrayRef<int64_t> resultShape = op.getResultType().getShape();
  ArrayRef<int64_t> sourceShape = op.getSourceType().getShape();
  geometry.bigShape.assign(resultShape.begin(), resultShape.end());
  geometry.offsets.assign(op.getStaticLow().begin(), op.getStaticLow().end());
  geometry.sizes.assign(sourceShape.begin(), sourceShape.end());
  geometry.strides.assign(resultShape.size(), 1);
  geometry.keptDims = llvm::to_vector(llvm::seq<int64_t>(resultShape.size()));
  return geometry;
}

/// Whether a pad keeps a partial sum partial: its padding is zero, so the
/// padded elements sum to zero over the devices. Any other padding value,
/// constant or computed, is added once per device: the source is reduced
/// first.
bool padsWithZero(tensor::PadOp op) {
  Value padding = op.getConstantPaddingValue();
  return padding && isZeroScalar(padding);
}

struct PadRule
    : public ShardingRuleOpInterface::ExternalModel<PadRule, tensor::PadOp> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *operation, const StrategyContext &context,
                        std::string &reason) const {
    auto op = cast<tensor::PadOp>(operation);
    FailureOr<SliceGeometry> geometry = getPadGeometry(op, reason);
    if (failed(geometry))
      return failure();
    // Operands: the source (then the dynamic pads); the kernel writes the
    // whole result.
    return getInsertionStrategies(
        op, context, *geometry,
        padsWithZero(op) && canBePartialSum(op.getResultType()),
        op.getSourceType(), /*bigIsOperand=*/false,
        [&](const SliceLayouts &layouts) {
          return getLocalBytes(context.meshShape, layouts.big,
                               op.getResultType());
        });
  }

  LogicalResult partition(Operation *operation, PartitionState &state) const {
    auto op = cast<tensor::PadOp>(operation);
    std::string reason;
    FailureOr<SliceGeometry> geometry = getPadGeometry(op, reason);
    if (failed(geometry))
      return op.emitOpError() << "cannot be partitioned: " << reason;
    // The result's layout, or the source's with its padded dims replicated
    // (source and result have the same dims).
    std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0);
    int64_t cutDim = -1;
    FailureOr<SliceLayouts> layouts = getSliceLayoutsFromBig(
        state.getMeshShape(), *geometry,
        annotated.value_or(state.getLayout(op.getSource())),
        /*dropCut=*/!annotated, &cutDim);
    if (failed(layouts)) {
      if (annotated && cutDim >= 0)
        return op.emitOpError()
               << "cannot be partitioned with result dim " << cutDim
               << " sharded: the dim is padded; a padded dim must not be "
                  "sharded";
      return op.emitOpError() << "cannot be partitioned: no layout fits";
    }
    SmallVector<std::pair<int64_t, ReductionKind>> partials;
    if (padsWithZero(op))
      for (auto [axis, kind] : getPartials(layouts->big))
        if (kind == ReductionKind::Sum)
          partials.push_back({axis, kind});
    int64_t rank = geometry->bigShape.size();
    FailureOr<ShardingLayout> resultLayout =
        withPartials(state.getMeshRank(), layouts->big, rank, partials);
    FailureOr<ShardingLayout> sourceLayout =
        withPartials(state.getMeshRank(), layouts->small, rank, partials);
    if (failed(resultLayout) || failed(sourceLayout))
      return op.emitOpError() << "cannot be partitioned: no layout fits";
    FailureOr<Value> source = state.getLocal(op.getSource(), *sourceLayout, op);
    if (failed(source))
      return failure();

    // The padding value: what the pad's body computes it by is cloned
    // before the local pad, on the partitioned program's scalars; a value
    // from outside is the partitioned program's.
    OpBuilder &builder = state.getBuilder();
    FailureOr<SmallVector<Operation *>> computation =
        getPaddingComputation(op, reason);
    if (failed(computation))
      return op.emitOpError() << "cannot be partitioned: " << reason;
    IRMapping mapping;
    auto lookup = [&](Value value) {
      Value local = mapping.lookupOrNull(value);
      return local ? local : state.getScalarMapping().lookupOrNull(value);
    };
    for (Operation *definer : *computation) {
      for (Value operand : definer->getOperands()) {
        Value local = lookup(operand);
        if (!local)
          return op.emitOpError()
                 << "uses a padding value the partitioner has not seen";
        mapping.map(operand, local);
      }
      builder.clone(*definer, mapping);
    }
    Value localPadding = lookup(getPaddingValue(op));
    if (!localPadding)
      return op.emitOpError()
             << "uses a padding value the partitioner has not seen";
    SmallVector<OpFoldResult> low =
        getAsIndexOpFoldResult(op.getContext(), geometry->offsets);
    SmallVector<OpFoldResult> high =
        getAsIndexOpFoldResult(op.getContext(), op.getStaticHigh());
    auto local = tensor::PadOp::create(
        builder, op.getLoc(),
        state.getLocalType(op.getResultType(), *resultLayout), *source, low,
        high, localPadding, op.getNofold());
    return defineResult(state, op, 0, local, *resultLayout);
  }
};

//===----------------------------------------------------------------------===//
// tensor.concat
//===----------------------------------------------------------------------===//

struct ConcatRule
    : public ShardingRuleOpInterface::ExternalModel<ConcatRule,
                                                    tensor::ConcatOp> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *operation, const StrategyContext &context,
                        std::string &) const {
    auto op = cast<tensor::ConcatOp>(operation);
    std::vector<ShardingStrategy> strategies;
    for (ShardingLayout &layout :
         enumerateLayouts(context.meshShape, op.getResultType().getShape(),
                          canBePartialSum(op.getResultType()))) {
      if (!layout.getShardingAxes(op.getDim()).empty())
        continue;
      bool fits = llvm::all_of(op.getInputs(), [&](Value input) {
        return dividesShape(context.meshShape, layout,
                            cast<RankedTensorType>(input.getType()).getShape());
      });
      if (!fits)
        continue;
      ShardingStrategy strategy;
      strategy.computeTime =
          getCopyTime(context, getLocalBytes(context.meshShape, layout,
                                             op.getResultType()));
      strategy.operands.assign(op.getInputs().size(), layout);
      strategy.results.push_back(std::move(layout));
      strategies.push_back(std::move(strategy));
    }
    return strategies;
  }

  LogicalResult partition(Operation *operation, PartitionState &state) const {
    auto op = cast<tensor::ConcatOp>(operation);
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
    for (auto [axis, kind] : getPartials(base)) {
      // Lambdas cannot capture structured bindings before C++20.
      Placement partial = Placement::partial(kind);
      int64_t partialAxis = axis;
      if (llvm::all_of(op.getInputs(), [&](Value input) {
            return state.getLayout(input).getPlacements()[partialAxis] ==
                   partial;
          }))
        partials.push_back({axis, kind});
    }
    FailureOr<ShardingLayout> layout =
        buildLayout(state.getMeshRank(), axes, partials);
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
};

} // namespace

void mlir::ap::attachSliceRules(MLIRContext *context) {
  tensor::ExtractSliceOp::attachInterface<ExtractSliceRule>(*context);
  tensor::InsertSliceOp::attachInterface<InsertSliceRule>(*context);
  tensor::PadOp::attachInterface<PadRule>(*context);
  tensor::ConcatOp::attachInterface<ConcatRule>(*context);
}
