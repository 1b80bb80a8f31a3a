//===- PartitionState.cpp - Global values and their local forms -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Sharding/PartitionState.h"

#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <complex>

using namespace mlir;
using namespace mlir::ap;

PartitionState::PartitionState(MeshOp mesh, OpBuilder &builder,
                               const CommCostModel &costModel)
    : mesh(mesh), meshShape(mesh.getShape().begin(), mesh.getShape().end()),
      builder(builder), costModel(costModel) {}

ShardingLayout PartitionState::getReplicated() const {
  return ShardingLayout(
      SmallVector<Placement>(meshShape.size(), Placement::replicate()));
}

RankedTensorType
PartitionState::getLocalType(RankedTensorType global,
                             const ShardingLayout &layout) const {
  return global.clone(ap::getLocalShape(meshShape, layout, global.getShape()));
}

const ShardingLayout &PartitionState::getLayout(Value global) const {
  return tensors.find(global)->second.front().layout;
}

void PartitionState::define(Value global, Value local,
                            const ShardingLayout &layout) {
  tensors[global].push_back(Entry{normalize(meshShape, layout), local});
}

void PartitionState::defineAlias(Value alias, Value global, Value local,
                                 const ShardingLayout &layout) {
  SmallVector<Entry, 2> entries = {Entry{normalize(meshShape, layout), local}};
  for (const Entry &entry : tensors[global])
    if (entry.local != local)
      entries.push_back(entry);
  tensors[alias] = std::move(entries);
}

Value PartitionState::getGroupIndex(Location loc, ArrayRef<int64_t> axes) {
  return GroupIndexOp::create(builder, loc, builder.getIndexType(),
                              FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                              builder.getDenseI64ArrayAttr(axes));
}

std::optional<Value>
PartitionState::rematerialize(Value global, const ShardingLayout &layout) {
  auto rule =
      dyn_cast_if_present<ShardingRuleOpInterface>(global.getDefiningOp());
  if (!rule)
    return std::nullopt;
  if (Value local = rule.rematerialize(*this, layout))
    return local;
  return std::nullopt;
}

/// Zeros of `type`, complex elements included (a zero complex is (0, 0)).
static DenseElementsAttr getZeroSplat(RankedTensorType type) {
  Type element = type.getElementType();
  if (auto complex = dyn_cast<ComplexType>(element)) {
    APFloat zero = APFloat::getZero(
        cast<FloatType>(complex.getElementType()).getFloatSemantics());
    return DenseElementsAttr::get(
        type, ArrayRef<std::complex<APFloat>>{{zero, zero}});
  }
  return DenseElementsAttr::get(
      type, Builder(type.getContext()).getZeroAttr(element));
}

FailureOr<Value> PartitionState::getLocal(Value global,
                                          const ShardingLayout &layout,
                                          Operation *user) {
  ShardingLayout wanted = normalize(meshShape, layout);
  for (const Entry &entry : tensors[global])
    if (entry.layout == wanted)
      return entry.local;
  if (std::optional<Value> local = rematerialize(global, wanted)) {
    tensors[global].push_back(Entry{wanted, *local});
    return *local;
  }
  // Start from whichever available layout is cheapest to move from.
  auto globalType = cast<RankedTensorType>(global.getType());
  RedistributionProblem problem{meshShape, globalType.getShape(),
                                getElementBytes(globalType)};
  const Entry *best = nullptr;
  double bestCost = 0;
  for (const Entry &entry : tensors[global]) {
    llvm::Expected<RedistributionPlan> plan =
        planRedistribution(problem, entry.layout, wanted, costModel);
    if (!plan) {
      llvm::consumeError(plan.takeError());
      continue;
    }
    if (!best || plan->cost < bestCost) {
      best = &entry;
      bestCost = plan->cost;
    }
  }
  const Entry &source = best ? *best : tensors[global].front();
  if (exactAnnotations && !isa<RedistributeOp, AnnotateOp>(user))
    return user->emitOpError()
           << "needs an operand in " << wanted << " but it is only available "
           << "in " << source.layout
           << "; with exact-annotations every change of layout must be an "
              "ap.redistribute or ap.annotate";
  FailureOr<Value> local = redistribute(source.local, globalType, source.layout,
                                        wanted, user->getLoc(), user, global);
  if (failed(local))
    return failure();
  return *local;
}

FailureOr<Value> PartitionState::redistribute(
    Value local, RankedTensorType globalType, const ShardingLayout &from,
    const ShardingLayout &to, Location loc, Operation *user, Value global) {
  RedistributionProblem problem{meshShape, globalType.getShape(),
                                getElementBytes(globalType)};
  llvm::Expected<RedistributionPlan> plan =
      planRedistribution(problem, from, to, costModel);
  if (!plan) {
    InFlightDiagnostic diag = user->emitOpError()
                              << "cannot redistribute an operand from " << from
                              << " to " << to << ": "
                              << llvm::toString(plan.takeError());
    return failure();
  }
  MLIRContext *context = builder.getContext();
  FlatSymbolRefAttr meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  Value value = local;
  for (const RedistributionStep &step : plan->steps) {
    auto resultType = globalType.clone(step.localShapeAfter);
    auto axes = builder.getDenseI64ArrayAttr(step.meshAxes);
    auto reduction = ReductionKindAttr::get(context, step.reduction);
    int64_t groupSize = getGroupSize(meshShape, step.meshAxes);
    // Under uneven sharding the collectives move padded chunks: the split
    // dim is padded to group size x chunk before, the concatenated dim
    // trimmed to its real size after (docs/PlacementModel.md).
    auto splitType = [&](int64_t dim) {
      SmallVector<int64_t> shape(step.localShapeBefore.begin(),
                                 step.localShapeBefore.end());
      shape[dim] = step.localShapeAfter[dim] * groupSize;
      return globalType.clone(shape);
    };
    auto concatType = [&](int64_t dim) {
      SmallVector<int64_t> shape(step.localShapeAfter.begin(),
                                 step.localShapeAfter.end());
      shape[dim] = step.localShapeBefore[dim] * groupSize;
      return globalType.clone(shape);
    };
    switch (step.kind) {
    case StepKind::AllGather:
      value = AllGatherOp::create(builder, loc, concatType(step.dim), value,
                                  meshRef, axes,
                                  builder.getI64IntegerAttr(step.dim));
      value = trimTo(loc, value, resultType);
      break;
    case StepKind::ReduceScatter:
      value = ReduceScatterOp::create(
          builder, loc, resultType, padTo(loc, value, splitType(step.dim)),
          meshRef, axes, builder.getI64IntegerAttr(step.dim), reduction);
      break;
    case StepKind::AllReduce:
      value = AllReduceOp::create(builder, loc, resultType, value, meshRef,
                                  axes, reduction);
      break;
    case StepKind::AllToAll: {
      // The split dim padded to chunks, the concat dim of padded chunks.
      RankedTensorType exchanged = concatType(step.concatDim);
      value = AllToAllOp::create(
          builder, loc, exchanged, padTo(loc, value, splitType(step.dim)),
          meshRef, axes, builder.getI64IntegerAttr(step.dim),
          builder.getI64IntegerAttr(step.concatDim));
      value = trimTo(loc, value, resultType);
      break;
    }
    case StepKind::ShardSlice:
      value = ShardSliceOp::create(
          builder, loc, resultType, padTo(loc, value, splitType(step.dim)),
          meshRef, axes, builder.getI64IntegerAttr(step.dim));
      break;
    case StepKind::ReplicateToPartial: {
      // avg, max and min of equal copies are the value itself; a sum needs
      // the value on one device of the group and zeros on the others.
      if (isIdempotentReduction(step.reduction))
        break;
      Value index = getGroupIndex(loc, step.meshAxes);
      Value zeroIndex = arith::ConstantIndexOp::create(builder, loc, 0);
      Value isFirst = arith::CmpIOp::create(
          builder, loc, arith::CmpIPredicate::eq, index, zeroIndex);
      Value zeros = arith::ConstantOp::create(builder, loc, resultType,
                                              getZeroSplat(resultType));
      value = arith::SelectOp::create(builder, loc, isFirst, value, zeros);
      break;
    }
    }
    // Every intermediate layout is available to later users too.
    if (global)
      tensors[global].push_back(Entry{step.target, value});
  }
  return value;
}

/// Index attributes for the static slice of `shape` at offset 0, stride 1.
static void getStaticSlice(Builder &builder, ArrayRef<int64_t> shape,
                           SmallVectorImpl<OpFoldResult> &offsets,
                           SmallVectorImpl<OpFoldResult> &sizes,
                           SmallVectorImpl<OpFoldResult> &strides) {
  offsets.assign(shape.size(), builder.getIndexAttr(0));
  strides.assign(shape.size(), builder.getIndexAttr(1));
  for (int64_t size : shape)
    sizes.push_back(builder.getIndexAttr(size));
}

Value PartitionState::padTo(Location loc, Value value, RankedTensorType type) {
  auto valueType = cast<RankedTensorType>(value.getType());
  if (valueType == type)
    return value;
  // What the padding holds does not matter (no rule reads it); zeros keep
  // the program deterministic (complex elements included).
  Value zeros =
      arith::ConstantOp::create(builder, loc, type, getZeroSplat(type));
  // An empty value pads to padding only (a slice of an empty dim would be
  // out of bounds at offset 0).
  if (valueType.getNumElements() == 0)
    return zeros;
  SmallVector<OpFoldResult> offsets, sizes, strides;
  getStaticSlice(builder, valueType.getShape(), offsets, sizes, strides);
  return tensor::InsertSliceOp::create(builder, loc, value, zeros, offsets,
                                       sizes, strides);
}

Value PartitionState::trimTo(Location loc, Value value, RankedTensorType type) {
  if (value.getType() == type)
    return value;
  // Nothing of an empty value is real (and its slice at offset 0 would be
  // out of bounds where the padded dim is empty too).
  if (type.getNumElements() == 0)
    return tensor::EmptyOp::create(builder, loc, type.getShape(),
                                   type.getElementType());
  SmallVector<OpFoldResult> offsets, sizes, strides;
  getStaticSlice(builder, type.getShape(), offsets, sizes, strides);
  return tensor::ExtractSliceOp::create(builder, loc, type, value, offsets,
                                        sizes, strides);
}

std::optional<ShardingLayout> mlir::ap::getAnnotatedLayout(Operation *op,
                                                           unsigned index) {
  ShardingAttr sharding = getResultSharding(op, index);
  if (!sharding)
    return std::nullopt;
  // In canonical form: S or P on a size-1 mesh axis is R there, and the
  // rules must not refuse what is only written differently.
  if (auto mesh =
          SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, sharding.getMesh()))
    return normalize(mesh.getShape(), sharding.getLayout());
  return sharding.getLayout();
}

LogicalResult mlir::ap::defineResult(PartitionState &state, Operation *op,
                                     unsigned index, Value local,
                                     const ShardingLayout &natural) {
  Value global = op->getResult(index);
  std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, index);
  if (!annotated || areEquivalent(state.getMeshShape(), *annotated, natural)) {
    state.define(global, local, natural);
    return success();
  }
  // Splats (zero fills as partial sums included) are built in the annotated
  // layout directly.
  if (std::optional<Value> rebuilt = state.rematerialize(global, *annotated)) {
    state.define(global, *rebuilt, *annotated);
    state.define(global, local, natural);
    return success();
  }
  if (state.hasExactAnnotations())
    return op->emitOpError()
           << "computes result #" << index << " in " << natural
           << " but is annotated " << *annotated
           << "; with exact-annotations an op must compute in its annotated "
              "layout";
  FailureOr<Value> moved =
      state.redistribute(local, cast<RankedTensorType>(global.getType()),
                         natural, *annotated, op->getLoc(), op);
  if (failed(moved))
    return failure();
  // The annotated layout is the value's layout; the natural one stays
  // available to consumers that want it.
  state.define(global, *moved, *annotated);
  state.define(global, local, natural);
  return success();
}
