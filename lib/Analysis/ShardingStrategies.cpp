//===- ShardingStrategies.cpp - Every way an op can be sharded ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Analysis/ShardingStrategies.h"

#include "Shard/Analysis/CostModel.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Redistribution/RedistributionPlanner.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::ap;

//===----------------------------------------------------------------------===//
// Enumeration helpers
//===----------------------------------------------------------------------===//

namespace {

/// The mesh axes that can do anything (size > 1); size-1 axes stay R.
SmallVector<int64_t> getActiveAxes(ArrayRef<int64_t> meshShape) {
  SmallVector<int64_t> axes;
  for (auto [axis, size] : llvm::enumerate(meshShape))
    if (size > 1)
      axes.push_back(axis);
  return axes;
}

/// Calls `callback` with every assignment of a role in [0, numRoles) to each
/// of `count` axes (the first assignment is all zeros).
void forEachRoleAssignment(size_t count, int numRoles,
                           function_ref<void(ArrayRef<int>)> callback) {
  SmallVector<int> roles(count, 0);
  while (true) {
    callback(roles);
    size_t position = 0;
    while (position < count && ++roles[position] == numRoles)
      roles[position++] = 0;
    if (position == count)
      return;
  }
}

/// Calls `callback` with every reordering of the lists with several axes
/// (each list starts ascending, the mesh-axis order).
void forEachOrdering(AxisLists lists,
                     function_ref<void(const AxisLists &)> callback) {
  SmallVector<size_t> multi;
  for (auto [index, list] : llvm::enumerate(lists))
    if (list.size() > 1) {
      llvm::sort(list);
      multi.push_back(index);
    }
  std::function<void(size_t)> recurse = [&](size_t position) {
    if (position == multi.size()) {
      callback(lists);
      return;
    }
    auto &list = lists[multi[position]];
    do {
      recurse(position + 1);
    } while (std::next_permutation(list.begin(), list.end()));
  };
  recurse(0);
}

/// Deduplicates strategies by their layouts, keeping the first (cheapest
/// order of enumeration).
class StrategySet {
public:
  void add(ShardingStrategy strategy) {
    std::string key;
    llvm::raw_string_ostream os(key);
    for (const auto &layout : strategy.operands) {
      if (layout)
        os << *layout;
      os << ';';
    }
    os << '>';
    for (const auto &layout : strategy.results)
      os << layout << ';';
    auto [it, inserted] = index.try_emplace(key, strategies.size());
    if (inserted) {
      strategies.push_back(std::move(strategy));
      return;
    }
    // The same layouts with less work (e.g. a loop sharded instead of kept
    // replicated) wins.
    if (strategy.computeTime < strategies[it->second].computeTime)
      strategies[it->second] = std::move(strategy);
  }
  std::vector<ShardingStrategy> take() { return std::move(strategies); }

private:
  llvm::StringMap<size_t> index;
  std::vector<ShardingStrategy> strategies;
};

using Partials = SmallVector<std::pair<int64_t, ReductionKind>>;

} // namespace

bool mlir::ap::dividesShape(ArrayRef<int64_t> meshShape,
                            const ShardingLayout &layout,
                            ArrayRef<int64_t> shape) {
  return isValidForShape(meshShape, layout, shape);
}

SmallVector<ShardingLayout>
mlir::ap::enumerateLayouts(ArrayRef<int64_t> meshShape, ArrayRef<int64_t> shape,
                           bool withPartial) {
  SmallVector<int64_t> axes = getActiveAxes(meshShape);
  int64_t rank = shape.size();
  int numRoles = 1 + rank + (withPartial ? 1 : 0);
  SmallVector<ShardingLayout> layouts;
  forEachRoleAssignment(axes.size(), numRoles, [&](ArrayRef<int> roles) {
    AxisLists dimAxes(rank);
    Partials partials;
    for (auto [axis, role] : llvm::zip_equal(axes, roles)) {
      if (role == 0)
        continue;
      if (role <= rank)
        dimAxes[role - 1].push_back(axis);
      else
        partials.push_back({axis, ReductionKind::Sum});
    }
    forEachOrdering(dimAxes, [&](const AxisLists &ordered) {
      FailureOr<ShardingLayout> layout =
          buildLayout(meshShape.size(), ordered, partials);
      if (succeeded(layout) && dividesShape(meshShape, *layout, shape))
        layouts.push_back(*layout);
    });
  });
  return layouts;
}

bool mlir::ap::isLinearElementwise(Operation *op, ArrayRef<bool> partial) {
  SmallVector<Linearity> operands;
  for (bool isPartial : partial)
    operands.push_back(isPartial ? Linearity::Linear : Linearity::Constant);
  return classifyLinearity(op, operands) == Linearity::Linear;
}

//===----------------------------------------------------------------------===//
// Linalg structured ops
//===----------------------------------------------------------------------===//

namespace {

LogicalResult checkLinalgOp(linalg::LinalgOp op, std::string &reason) {
  if (!op.hasPureTensorSemantics()) {
    reason = "only linalg ops on tensors are supported";
    return failure();
  }
  for (int64_t range : op.getStaticLoopRanges())
    if (ShapedType::isDynamic(range)) {
      reason = "dynamic loop ranges are not supported yet";
      return failure();
    }
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  for (Value value : captured)
    if (isa<ShapedType>(value.getType())) {
      reason = "its body uses a tensor defined outside of it";
      return failure();
    }
  return success();
}

std::vector<ShardingStrategy>
getLinalgStrategies(linalg::LinalgOp op, const StrategyContext &context) {
  ArrayRef<int64_t> meshShape = context.meshShape;
  LinalgShardingInfo info(op);
  int64_t numLoops = op.getNumLoops();
  SmallVector<int64_t> shardable;
  for (int64_t loop = 0; loop < numLoops; ++loop)
    if (info.isShardable(loop))
      shardable.push_back(loop);

  // Sets of inputs whose partial sums pass through (with the outputs the
  // body reads, which are partial too then).
  SmallVector<SmallVector<unsigned>> keptVariants;
  SmallVector<unsigned> tensorInputs;
  for (OpOperand *input : op.getDpsInputOperands())
    if (isa<RankedTensorType>(input->get().getType()))
      tensorInputs.push_back(input->getOperandNumber());
  if (context.keepPartials && tensorInputs.size() <= 4) {
    for (unsigned mask = 1; mask < (1u << tensorInputs.size()); ++mask) {
      SmallVector<unsigned> subset;
      for (auto [bit, number] : llvm::enumerate(tensorInputs))
        if (mask & (1u << bit))
          subset.push_back(number);
      if (!info.passesPartials(subset))
        continue;
      for (OpOperand &init : op.getDpsInitsMutable())
        if (info.isUsedInit(init.getOperandNumber()))
          subset.push_back(init.getOperandNumber());
      keptVariants.push_back(std::move(subset));
    }
  }

  Type elementType = getComputeElementType(op);
  StrategySet strategies;
  SmallVector<int64_t> axes = getActiveAxes(meshShape);
  int numRoles = 1 + shardable.size() + keptVariants.size();
  forEachRoleAssignment(axes.size(), numRoles, [&](ArrayRef<int> roles) {
    LoopSharding sharding;
    sharding.loopAxes.resize(numLoops);
    for (auto [axis, role] : llvm::zip_equal(axes, roles)) {
      if (role == 0)
        continue;
      if (role <= static_cast<int>(shardable.size()))
        sharding.loopAxes[shardable[role - 1]].push_back(axis);
      else
        sharding.keptPartials[axis] = {
            ReductionKind::Sum, keptVariants[role - 1 - shardable.size()]};
    }
    forEachOrdering(sharding.loopAxes, [&](const AxisLists &ordered) {
      LoopSharding candidate = sharding;
      candidate.loopAxes = ordered;
      FailureOr<LayoutPlan> plan = getLinalgLayouts(info, candidate, meshShape);
      if (failed(plan))
        return;
      SmallVector<int64_t> loopShards;
      for (const auto &loopAxes : candidate.loopAxes)
        loopShards.push_back(getGroupSize(meshShape, loopAxes));
      ShardingStrategy strategy;
      strategy.operands = std::move(plan->operands);
      strategy.results = std::move(plan->results);
      strategy.computeTime = getKernelTime(
          *context.target, getLinalgWork(op, loopShards), elementType);
      strategy.loops = std::move(candidate);
      strategies.add(std::move(strategy));
    });
  });
  return strategies.take();
}

//===----------------------------------------------------------------------===//
// Elementwise ops on tensors
//===----------------------------------------------------------------------===//

std::vector<ShardingStrategy>
getElementwiseStrategies(Operation *op, const StrategyContext &context) {
  ArrayRef<int64_t> meshShape = context.meshShape;
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  int64_t rank = resultType.getRank();
  SmallVector<bool> isTensor;
  for (Type type : op->getOperandTypes())
    isTensor.push_back(isa<RankedTensorType>(type));
  SmallVector<SmallVector<bool>> keptVariants;
  if (context.keepPartials && op->getNumOperands() <= 4)
    for (unsigned mask = 1; mask < (1u << op->getNumOperands()); ++mask) {
      SmallVector<bool> partial;
      for (unsigned i = 0; i < op->getNumOperands(); ++i)
        partial.push_back((mask & (1u << i)) && isTensor[i]);
      if (llvm::count(partial, true) == llvm::popcount(mask) &&
          isLinearElementwise(op, partial))
        keptVariants.push_back(std::move(partial));
    }

  StrategySet strategies;
  SmallVector<int64_t> axes = getActiveAxes(meshShape);
  int numRoles = 1 + rank + keptVariants.size();
  forEachRoleAssignment(axes.size(), numRoles, [&](ArrayRef<int> roles) {
    AxisLists dimAxes(rank);
    SmallVector<Partials> operandPartials(op->getNumOperands());
    Partials resultPartials;
    for (auto [axis, role] : llvm::zip_equal(axes, roles)) {
      if (role == 0)
        continue;
      if (role <= rank) {
        dimAxes[role - 1].push_back(axis);
        continue;
      }
      resultPartials.push_back({axis, ReductionKind::Sum});
      for (auto [index, partial] :
           llvm::enumerate(keptVariants[role - 1 - rank]))
        if (partial)
          operandPartials[index].push_back({axis, ReductionKind::Sum});
    }
    forEachOrdering(dimAxes, [&](const AxisLists &ordered) {
      FailureOr<ShardingLayout> result =
          buildLayout(meshShape.size(), ordered, resultPartials);
      if (failed(result) ||
          !dividesShape(meshShape, *result, resultType.getShape()))
        return;
      ShardingStrategy strategy;
      double bytes = getLocalBytes(meshShape, *result, resultType);
      for (auto [index, type] : llvm::enumerate(op->getOperandTypes())) {
        if (!isTensor[index]) {
          strategy.operands.push_back(std::nullopt);
          continue;
        }
        FailureOr<ShardingLayout> layout =
            buildLayout(meshShape.size(), ordered, operandPartials[index]);
        if (failed(layout))
          return;
        bytes +=
            getLocalBytes(meshShape, *layout, cast<RankedTensorType>(type));
        strategy.operands.push_back(*layout);
      }
      KernelWork work;
      work.flops = static_cast<double>(
          getLocalElements(meshShape, *result, resultType.getShape()));
      work.bytes = bytes;
      strategy.computeTime = getKernelTime(*context.target, work, resultType);
      strategy.results.push_back(*result);
      strategies.add(std::move(strategy));
    });
  });
  return strategies.take();
}

//===----------------------------------------------------------------------===//
// Tensor ops
//===----------------------------------------------------------------------===//

/// A copy kernel moving `bytes` each way.
double getCopyTime(const StrategyContext &context, double bytes) {
  KernelWork work;
  work.bytes = 2 * bytes;
  return getRooflineTime(*context.target, 0, work.bytes, "f32");
}

std::vector<ShardingStrategy>
getSourceStrategies(RankedTensorType type, const StrategyContext &context,
                    bool replicatedOnly) {
  std::vector<ShardingStrategy> strategies;
  SmallVector<ShardingLayout> layouts =
      replicatedOnly
          ? SmallVector<ShardingLayout>{ShardingLayout(SmallVector<Placement>(
                context.meshShape.size(), Placement::replicate()))}
          : enumerateLayouts(context.meshShape, type.getShape(),
                             /*withPartial=*/false);
  for (ShardingLayout &layout : layouts) {
    ShardingStrategy strategy;
    strategy.results.push_back(std::move(layout));
    strategies.push_back(std::move(strategy));
  }
  return strategies;
}

template <typename ReshapeOp>
std::vector<ShardingStrategy>
getReshapeStrategies(ReshapeOp op, const StrategyContext &context,
                     bool resultIsCollapsed) {
  ArrayRef<int64_t> meshShape = context.meshShape;
  RankedTensorType collapsedType =
      resultIsCollapsed ? op.getResultType() : op.getSrcType();
  RankedTensorType expandedType =
      resultIsCollapsed ? op.getSrcType() : op.getResultType();
  SmallVector<ReassociationIndices> groups = op.getReassociationIndices();
  StrategySet strategies;
  for (const ShardingLayout &collapsed :
       enumerateLayouts(meshShape, collapsedType.getShape(), true)) {
    FailureOr<ReshapeLayouts> layouts = reshapeFromCollapsed(
        meshShape, collapsed, groups, expandedType.getShape());
    if (failed(layouts) ||
        !dividesShape(meshShape, layouts->expanded, expandedType.getShape()))
      continue;
    ShardingStrategy strategy;
    strategy.operands.push_back(resultIsCollapsed ? layouts->expanded
                                                  : layouts->collapsed);
    strategy.results.push_back(resultIsCollapsed ? layouts->collapsed
                                                 : layouts->expanded);
    strategies.add(std::move(strategy));
  }
  return strategies.take();
}

/// Maps the axis lists of the kept dims of a sliced tensor (`kept[i]` is the
/// big tensor's dim of the small tensor's dim i).
AxisLists mapToSmall(const AxisLists &big, ArrayRef<int64_t> kept) {
  AxisLists small;
  for (int64_t dim : kept)
    small.push_back(big[dim]);
  return small;
}

/// The layouts of the big side of a slice whose sharded dims are all taken
/// whole (and are kept in the small side).
SmallVector<ShardingLayout>
getSliceableLayouts(const StrategyContext &context, RankedTensorType bigType,
                    ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                    ArrayRef<int64_t> strides, ArrayRef<int64_t> kept) {
  SmallVector<ShardingLayout> result;
  for (ShardingLayout &layout :
       enumerateLayouts(context.meshShape, bigType.getShape(), true)) {
    bool fits = true;
    for (int64_t dim : layout.getShardedDims())
      fits &= llvm::is_contained(kept, dim) &&
              takesWhole(offsets, sizes, strides, dim, bigType.getDimSize(dim));
    if (fits)
      result.push_back(std::move(layout));
  }
  return result;
}

SmallVector<int64_t> getKeptDims(const llvm::SmallBitVector &dropped,
                                 int64_t rank) {
  SmallVector<int64_t> kept;
  for (int64_t dim = 0; dim < rank; ++dim)
    if (!dropped.test(dim))
      kept.push_back(dim);
  return kept;
}

std::vector<ShardingStrategy>
getExtractSliceStrategies(tensor::ExtractSliceOp op,
                          const StrategyContext &context) {
  RankedTensorType sourceType = op.getSourceType();
  SmallVector<int64_t> kept =
      getKeptDims(op.getDroppedDims(), sourceType.getRank());
  std::vector<ShardingStrategy> strategies;
  for (ShardingLayout &layout :
       getSliceableLayouts(context, sourceType, op.getStaticOffsets(),
                           op.getStaticSizes(), op.getStaticStrides(), kept)) {
    FailureOr<ShardingLayout> result =
        buildLayout(context.meshShape.size(),
                    mapToSmall(getDimAxes(layout, sourceType.getRank()), kept),
                    getPartials(layout));
    if (failed(result))
      continue;
    ShardingStrategy strategy;
    strategy.computeTime = getCopyTime(
        context, getLocalBytes(context.meshShape, *result, op.getType()));
    strategy.operands.push_back(std::move(layout));
    strategy.results.push_back(*result);
    strategies.push_back(std::move(strategy));
  }
  return strategies;
}

std::vector<ShardingStrategy>
getInsertSliceStrategies(tensor::InsertSliceOp op,
                         const StrategyContext &context) {
  RankedTensorType destType = op.getDestType();
  SmallVector<int64_t> kept =
      getKeptDims(op.getDroppedDims(), destType.getRank());
  std::vector<ShardingStrategy> strategies;
  for (ShardingLayout &layout :
       getSliceableLayouts(context, destType, op.getStaticOffsets(),
                           op.getStaticSizes(), op.getStaticStrides(), kept)) {
    FailureOr<ShardingLayout> source =
        buildLayout(context.meshShape.size(),
                    mapToSmall(getDimAxes(layout, destType.getRank()), kept),
                    getPartials(layout));
    if (failed(source) || !dividesShape(context.meshShape, *source,
                                        op.getSourceType().getShape()))
      continue;
    ShardingStrategy strategy;
    strategy.computeTime = getCopyTime(
        context, getLocalBytes(context.meshShape, *source, op.getSourceType()));
    // Operands: source, dest (then the dynamic offsets, sizes, strides).
    strategy.operands.push_back(*source);
    strategy.operands.push_back(layout);
    strategy.operands.resize(op->getNumOperands(), std::nullopt);
    strategy.results.push_back(std::move(layout));
    strategies.push_back(std::move(strategy));
  }
  return strategies;
}

std::vector<ShardingStrategy>
getConcatStrategies(tensor::ConcatOp op, const StrategyContext &context) {
  std::vector<ShardingStrategy> strategies;
  for (ShardingLayout &layout : enumerateLayouts(
           context.meshShape, op.getResultType().getShape(), true)) {
    if (!layout.getShardingAxes(op.getDim()).empty())
      continue;
    bool fits = llvm::all_of(op.getInputs(), [&](Value input) {
      return dividesShape(context.meshShape, layout,
                          cast<RankedTensorType>(input.getType()).getShape());
    });
    if (!fits)
      continue;
    ShardingStrategy strategy;
    strategy.computeTime = getCopyTime(
        context, getLocalBytes(context.meshShape, layout, op.getResultType()));
    strategy.operands.assign(op.getInputs().size(), layout);
    strategy.results.push_back(std::move(layout));
    strategies.push_back(std::move(strategy));
  }
  return strategies;
}

ShardingStrategy getPinnedStrategy(const ShardingLayout &from,
                                   const ShardingLayout &to, double time) {
  ShardingStrategy strategy;
  strategy.operands.push_back(from);
  strategy.results.push_back(to);
  strategy.computeTime = time;
  return strategy;
}

} // namespace

bool mlir::ap::hasShardingRule(Operation *op) {
  if (isa<linalg::LinalgOp, tensor::EmptyOp, tensor::CollapseShapeOp,
          tensor::ExpandShapeOp, tensor::ExtractSliceOp, tensor::InsertSliceOp,
          tensor::ConcatOp, AnnotateOp, RedistributeOp>(op))
    return true;
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return isa<RankedTensorType>(constant.getType());
  return op->hasTrait<OpTrait::Elementwise>() && op->getNumResults() == 1 &&
         isa<RankedTensorType>(op->getResult(0).getType());
}

FailureOr<std::vector<ShardingStrategy>>
mlir::ap::getShardingStrategies(Operation *op, const StrategyContext &context,
                                std::string &reason) {
  if (!hasShardingRule(op)) {
    reason = "there is no sharding rule for this op";
    return failure();
  }
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
    if (auto shaped = dyn_cast<RankedTensorType>(type);
        shaped && !shaped.hasStaticShape()) {
      reason = "dynamic shapes are not supported yet";
      return failure();
    }
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (failed(checkLinalgOp(linalgOp, reason)))
      return failure();
    return getLinalgStrategies(linalgOp, context);
  }
  auto checkStatic = [&](ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                         ArrayRef<int64_t> strides) -> LogicalResult {
    for (ArrayRef<int64_t> values : {offsets, sizes, strides})
      if (llvm::any_of(values, ShapedType::isDynamic)) {
        reason = "dynamic offsets, sizes or strides are not supported yet";
        return failure();
      }
    return success();
  };
  using Result = FailureOr<std::vector<ShardingStrategy>>;
  return llvm::TypeSwitch<Operation *, Result>(op)
      .Case([&](tensor::EmptyOp empty) -> Result {
        return getSourceStrategies(empty.getType(), context, false);
      })
      .Case([&](arith::ConstantOp constant) -> Result {
        auto elements = dyn_cast<DenseElementsAttr>(constant.getValue());
        return getSourceStrategies(cast<RankedTensorType>(constant.getType()),
                                   context, !elements || !elements.isSplat());
      })
      .Case([&](tensor::CollapseShapeOp collapse) -> Result {
        return getReshapeStrategies(collapse, context, true);
      })
      .Case([&](tensor::ExpandShapeOp expand) -> Result {
        return getReshapeStrategies(expand, context, false);
      })
      .Case([&](tensor::ExtractSliceOp slice) -> Result {
        if (failed(checkStatic(slice.getStaticOffsets(), slice.getStaticSizes(),
                               slice.getStaticStrides())))
          return failure();
        return getExtractSliceStrategies(slice, context);
      })
      .Case([&](tensor::InsertSliceOp slice) -> Result {
        if (failed(checkStatic(slice.getStaticOffsets(), slice.getStaticSizes(),
                               slice.getStaticStrides())))
          return failure();
        return getInsertSliceStrategies(slice, context);
      })
      .Case([&](tensor::ConcatOp concat) -> Result {
        return getConcatStrategies(concat, context);
      })
      .Case([&](AnnotateOp annotate) -> Result {
        ShardingLayout layout = annotate.getSharding().getLayout();
        return std::vector<ShardingStrategy>{
            getPinnedStrategy(layout, layout, 0)};
      })
      .Case([&](RedistributeOp redistribute) -> Result {
        ShardingLayout source = redistribute.getSource().getLayout();
        ShardingLayout target = redistribute.getTarget().getLayout();
        double time = 0;
        if (context.commCostModel) {
          auto type = cast<RankedTensorType>(redistribute.getType());
          RedistributionProblem problem{context.meshShape, type.getShape(),
                                        getElementBytes(type)};
          llvm::Expected<RedistributionPlan> plan = planRedistribution(
              problem, source, target, *context.commCostModel);
          if (!plan) {
            reason = llvm::toString(plan.takeError());
            return failure();
          }
          time = plan->cost;
        }
        return std::vector<ShardingStrategy>{
            getPinnedStrategy(source, target, time)};
      })
      .Default([&](Operation *op) -> Result {
        return getElementwiseStrategies(op, context);
      });
}
