//===- Partition.cpp - Global view to per-device code ---------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A function is rewritten op by op, in program order, into a new function
// whose values are per-device values (a walk, not a dialect conversion: each
// op's rule needs the layouts of its already-rewritten operands and may emit
// collectives in front of the new op). The op families' rules are in
// LinalgPartition.cpp, TensorPartition.cpp and ElementwisePartition.cpp.
//
//===----------------------------------------------------------------------===//

#include "PartitionRules.h"
#include "Shard/Analysis/TargetDescription.h"
#include "Shard/Dialect/AP/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APPARTITION
#include "Shard/Dialect/AP/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

std::optional<ShardingLayout> mlir::ap::getAnnotatedLayout(Operation *op,
                                                           unsigned index) {
  Attribute attr = op->getAttr(APDialect::getShardingAttrName());
  if (auto sharding = dyn_cast_or_null<ShardingAttr>(attr))
    return index == 0 ? std::optional(sharding.getLayout()) : std::nullopt;
  if (auto array = dyn_cast_or_null<ArrayAttr>(attr))
    if (index < array.size())
      return cast<ShardingAttr>(array[index]).getLayout();
  return std::nullopt;
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

namespace {

/// Every mesh the shardings of `function` refer to.
SetVector<StringAttr> collectMeshes(func::FuncOp function) {
  SetVector<StringAttr> meshes;
  auto add = [&](Attribute attr) {
    if (!attr)
      return;
    attr.walk([&](ShardingAttr sharding) {
      meshes.insert(sharding.getMesh().getAttr());
    });
  };
  for (unsigned i = 0; i < function.getNumArguments(); ++i)
    add(function.getArgAttr(i, APDialect::getShardingAttrName()));
  for (unsigned i = 0; i < function.getNumResults(); ++i)
    add(function.getResultAttr(i, APDialect::getShardingAttrName()));
  function.walk([&](Operation *op) {
    for (NamedAttribute attribute : op->getAttrs())
      add(attribute.getValue());
  });
  return meshes;
}

std::optional<ShardingLayout> getLayoutAttr(DictionaryAttr attributes) {
  if (!attributes)
    return std::nullopt;
  auto sharding = dyn_cast_or_null<ShardingAttr>(
      attributes.get(APDialect::getShardingAttrName()));
  if (!sharding) {
    auto array = dyn_cast_or_null<ArrayAttr>(
        attributes.get(APDialect::getShardingAttrName()));
    if (array && array.size() == 1)
      sharding = dyn_cast<ShardingAttr>(array[0]);
  }
  if (!sharding)
    return std::nullopt;
  return sharding.getLayout();
}

/// `attributes` without `ap.sharding`, plus `ap.local_sharding` = `layout`.
DictionaryAttr withLocalSharding(DictionaryAttr attributes, MeshOp mesh,
                                 const std::optional<ShardingLayout> &layout) {
  MLIRContext *context = mesh.getContext();
  NamedAttrList list(attributes);
  list.erase(APDialect::getShardingAttrName());
  if (layout)
    list.set(APDialect::getLocalShardingAttrName(),
             ShardingAttr::get(FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                               *layout));
  return list.getDictionary(context);
}

class FunctionPartitioner {
public:
  FunctionPartitioner(func::FuncOp function, MeshOp mesh,
                      AlphaBetaCostModel costModel, bool exactAnnotations)
      : function(function), mesh(mesh), builder(function),
        costModel(std::move(costModel)), state(mesh, builder, this->costModel) {
    state.setExactAnnotations(exactAnnotations);
  }

  LogicalResult run();

private:
  LogicalResult partitionOperation(Operation *op);
  LogicalResult partitionReturn(
      func::ReturnOp op, SmallVectorImpl<Value> &results,
      SmallVectorImpl<std::optional<ShardingLayout>> &resultLayouts);

  func::FuncOp function;
  MeshOp mesh;
  OpBuilder builder;
  AlphaBetaCostModel costModel;
  PartitionState state;
};

LogicalResult FunctionPartitioner::run() {
  if (!function.getBody().hasOneBlock())
    return function.emitOpError()
           << "cannot be partitioned: only single-block functions are "
              "supported";
  MLIRContext *context = function.getContext();
  SmallVector<Type> argTypes;
  SmallVector<std::optional<ShardingLayout>> argLayouts;
  for (auto [index, type] : llvm::enumerate(function.getArgumentTypes())) {
    auto tensorType = dyn_cast<RankedTensorType>(type);
    if (!tensorType) {
      argTypes.push_back(type);
      argLayouts.push_back(std::nullopt);
      continue;
    }
    if (!tensorType.hasStaticShape())
      return function.emitOpError()
             << "cannot be partitioned: argument #" << index
             << " has a dynamic shape, which is not supported yet";
    ShardingLayout layout = getLayoutAttr(function.getArgAttrDict(index))
                                .value_or(state.getReplicated());
    argTypes.push_back(state.getLocalType(tensorType, layout));
    argLayouts.push_back(layout);
  }

  builder.setInsertionPoint(function);
  auto local =
      func::FuncOp::create(builder, function.getLoc(), function.getName(),
                           FunctionType::get(context, argTypes, {}));
  local.setVisibility(function.getVisibility());
  Block *body = local.addEntryBlock();
  builder.setInsertionPointToStart(body);
  for (auto [index, layout] : llvm::enumerate(argLayouts)) {
    Value global = function.getArgument(index);
    if (layout)
      state.define(global, body->getArgument(index), *layout);
    else
      state.getScalarMapping().map(global, body->getArgument(index));
  }

  SmallVector<Value> results;
  SmallVector<std::optional<ShardingLayout>> resultLayouts;
  for (Operation &op : function.getBody().front()) {
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      if (failed(partitionReturn(ret, results, resultLayouts)))
        return failure();
      continue;
    }
    if (failed(partitionOperation(&op)))
      return failure();
  }
  func::ReturnOp::create(builder, function.getLoc(), results);
  // Values materialized in a layout nobody ended up using.
  for (Operation &op :
       llvm::make_early_inc_range(llvm::reverse(body->getOperations())))
    if (isOpTriviallyDead(&op))
      op.erase();

  local.setFunctionType(
      FunctionType::get(context, argTypes, ValueRange(results).getTypes()));
  for (auto [index, layout] : llvm::enumerate(argLayouts))
    local.setArgAttrs(
        index, withLocalSharding(function.getArgAttrDict(index), mesh, layout));
  for (auto [index, layout] : llvm::enumerate(resultLayouts))
    local.setResultAttrs(
        index,
        withLocalSharding(function.getResultAttrDict(index), mesh, layout));
  for (NamedAttribute attribute : function->getDiscardableAttrs())
    local->setAttr(attribute.getName(), attribute.getValue());
  function.erase();
  return success();
}

LogicalResult FunctionPartitioner::partitionReturn(
    func::ReturnOp op, SmallVectorImpl<Value> &results,
    SmallVectorImpl<std::optional<ShardingLayout>> &resultLayouts) {
  for (auto [index, operand] : llvm::enumerate(op.getOperands())) {
    if (!isa<RankedTensorType>(operand.getType())) {
      results.push_back(state.getScalarMapping().lookup(operand));
      resultLayouts.push_back(std::nullopt);
      continue;
    }
    // The declared result sharding, else whatever the value has.
    ShardingLayout layout = getLayoutAttr(function.getResultAttrDict(index))
                                .value_or(state.getLayout(operand));
    FailureOr<Value> local = state.getLocal(operand, layout, op);
    if (failed(local))
      return failure();
    results.push_back(*local);
    resultLayouts.push_back(layout);
  }
  return success();
}

LogicalResult FunctionPartitioner::partitionOperation(Operation *op) {
  if (auto annotate = dyn_cast<AnnotateOp>(op)) {
    ShardingLayout layout = annotate.getSharding().getLayout();
    FailureOr<Value> local = state.getLocal(annotate.getInput(), layout, op);
    if (failed(local))
      return failure();
    state.defineAlias(annotate.getResult(), annotate.getInput(), *local,
                      layout);
    return success();
  }
  if (auto redistribute = dyn_cast<RedistributeOp>(op)) {
    const ShardingLayout &has = state.getLayout(redistribute.getInput());
    ShardingLayout source = redistribute.getSource().getLayout();
    if (!areEquivalent(state.getMeshShape(), has, source))
      return op->emitOpError()
             << "redistributes from " << source << " but its operand is " << has
             << " at this point; the annotations disagree";
    ShardingLayout target = redistribute.getTarget().getLayout();
    FailureOr<Value> local =
        state.getLocal(redistribute.getInput(), target, op);
    if (failed(local))
      return failure();
    state.defineAlias(redistribute.getResult(), redistribute.getInput(), *local,
                      target);
    return success();
  }
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return partitionLinalgOp(linalgOp, state);
  if (isPartitionableTensorOp(op))
    return partitionTensorOp(op, state);
  bool hasTensors =
      llvm::any_of(op->getOperandTypes(), llvm::IsaPred<ShapedType>) ||
      llvm::any_of(op->getResultTypes(), llvm::IsaPred<ShapedType>);
  if (hasTensors && op->hasTrait<OpTrait::Elementwise>() &&
      op->getNumResults() == 1 &&
      isa<RankedTensorType>(op->getResult(0).getType()))
    return partitionElementwiseOp(op, state);
  if (isa<func::CallOp>(op))
    return op->emitOpError()
           << "cannot be partitioned: calls are not supported yet; inline the "
              "callee first";
  if (op->getNumRegions() > 0 && !hasTensors)
    return op->emitOpError()
           << "cannot be partitioned: ops with regions (control flow) are "
              "not supported yet";
  if (hasTensors)
    return op->emitOpError() << "cannot be partitioned: there is no "
                                "partitioning rule for this op";
  // Scalar computations are the same on every device.
  for (Value operand : op->getOperands())
    if (!state.getScalarMapping().contains(operand))
      return op->emitOpError() << "uses a value the partitioner has not seen";
  Operation *local = builder.clone(*op, state.getScalarMapping());
  local->removeAttr(APDialect::getShardingAttrName());
  return success();
}

struct APPartitionPass : public ap::impl::APPartitionBase<APPartitionPass> {
  using Base::Base;

  /// The target ap-auto-shard planned for (`ap.target`), else its default
  /// target (H100), so that hand-annotated and auto-sharded programs are
  /// priced alike.
  static FailureOr<AlphaBetaCostModel> getCostModel(ModuleOp module,
                                                    MeshOp mesh) {
    auto json =
        module->getAttrOfType<StringAttr>(APDialect::getTargetAttrName());
    if (!json)
      return TargetDescription::getPreset("h100")->getCommCostModel(
          mesh.getShape());
    llvm::Expected<TargetDescription> target =
        TargetDescription::fromJSON(json.getValue());
    if (!target) {
      emitError(module.getLoc())
          << "ap-partition: cannot read " << APDialect::getTargetAttrName()
          << ": " << llvm::toString(target.takeError());
      return failure();
    }
    return target->getCommCostModel(mesh.getShape());
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    for (auto function : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (function.isExternal())
        continue;
      SetVector<StringAttr> meshes = collectMeshes(function);
      if (meshes.empty())
        continue;
      if (meshes.size() > 1) {
        function.emitOpError()
            << "cannot be partitioned: its shardings use " << meshes.size()
            << " meshes (@" << meshes[0].getValue() << ", @"
            << meshes[1].getValue() << "); one mesh per function is supported";
        return signalPassFailure();
      }
      // Already partitioned: its arguments carry local shardings.
      bool partitioned = false;
      for (unsigned i = 0; i < function.getNumArguments(); ++i)
        partitioned |= static_cast<bool>(
            function.getArgAttr(i, APDialect::getLocalShardingAttrName()));
      if (partitioned)
        continue;
      auto mesh = symbols.lookup<MeshOp>(meshes[0]);
      if (!mesh) {
        function.emitOpError()
            << "@" << meshes[0].getValue() << " does not name an ap.mesh";
        return signalPassFailure();
      }
      FailureOr<AlphaBetaCostModel> costModel = getCostModel(module, mesh);
      if (failed(costModel))
        return signalPassFailure();
      if (failed(
              FunctionPartitioner(function, mesh, *costModel, exactAnnotations)
                  .run()))
        return signalPassFailure();
    }
  }
};

} // namespace
