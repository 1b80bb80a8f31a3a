//===- Partition.cpp - Global view to per-device code ---------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A function is rewritten op by op, in program order, into a new function
// whose values are per-device values (a walk, not a dialect conversion: each
// op's rule needs the layouts of its already-rewritten operands and may emit
// collectives in front of the new op). Each op family's rule is its
// ShardingRuleOpInterface model (lib/ShardingRules), which the auto-sharder
// prices with too. Callees are partitioned before their callers, and a call
// passes each operand in the layout its (per-device) callee takes.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/Sharding/PartitionState.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Target/TargetCostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APPARTITION
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Every mesh the shardings of `function` refer to, its callees' included.
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
  function.walk([&](func::CallOp call) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    if (!callee || callee == function)
      return;
    for (unsigned i = 0; i < callee.getNumArguments(); ++i)
      add(callee.getArgAttr(i, APDialect::getLocalShardingAttrName()));
    for (unsigned i = 0; i < callee.getNumResults(); ++i)
      add(callee.getResultAttr(i, APDialect::getLocalShardingAttrName()));
  });
  return meshes;
}

/// The layout a per-device function takes or returns a value in: its
/// `ap.local_sharding`, or replicated where it has none (a function without
/// shardings is the same on every device).
ShardingLayout getCalleeLayout(DictionaryAttr attributes,
                               const PartitionState &state) {
  if (auto sharding = dyn_cast_if_present<ShardingAttr>(
          attributes ? attributes.get(APDialect::getLocalShardingAttrName())
                     : Attribute()))
    return sharding.getLayout();
  return state.getReplicated();
}

std::optional<ShardingLayout> getLayoutAttr(DictionaryAttr attributes) {
  if (ShardingAttr sharding = getSharding(attributes))
    return sharding.getLayout();
  return std::nullopt;
}

/// `attributes` without `ap.sharding`, plus `ap.local_sharding` = `layout`,
/// and `ap.global_shape` where the layout pads `type` (uneven sharding: the
/// local shape alone does not say the global one).
DictionaryAttr withLocalSharding(DictionaryAttr attributes, MeshOp mesh,
                                 const std::optional<ShardingLayout> &layout,
                                 Type type) {
  MLIRContext *context = mesh.getContext();
  NamedAttrList list(attributes);
  list.erase(APDialect::getShardingAttrName());
  if (layout) {
    list.set(APDialect::getLocalShardingAttrName(),
             ShardingAttr::get(FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                               *layout));
    auto tensorType = dyn_cast<RankedTensorType>(type);
    if (tensorType &&
        !getUnevenDims(mesh.getShape(), *layout, tensorType.getShape()).empty())
      list.set(APDialect::getGlobalShapeAttrName(),
               DenseI64ArrayAttr::get(context, tensorType.getShape()));
  }
  return list.getDictionary(context);
}

class FunctionPartitioner {
public:
  FunctionPartitioner(func::FuncOp function, MeshOp mesh,
                      AlphaBetaCostModel costModel, bool exactAnnotations)
      : function(function), mesh(mesh), builder(function),
        costModel(std::move(costModel)),
        allowedGroupsCostModel(this->costModel,
                               [mesh](ArrayRef<int64_t> axes) mutable {
                                 return mesh.allowsGroup(axes);
                               }),
        state(mesh, builder, allowedGroupsCostModel) {
    state.setExactAnnotations(exactAnnotations);
  }

  LogicalResult run();

private:
  LogicalResult partitionOperation(Operation *op);
  LogicalResult partitionCall(func::CallOp call);
  LogicalResult partitionReturn(
      func::ReturnOp op, SmallVectorImpl<Value> &results,
      SmallVectorImpl<std::optional<ShardingLayout>> &resultLayouts);

  func::FuncOp function;
  MeshOp mesh;
  OpBuilder builder;
  AlphaBetaCostModel costModel;
  /// The planner never emits a collective over a group the mesh does not
  /// allow (`groups` on ap.mesh).
  AllowedGroupsCostModel allowedGroupsCostModel;
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
        index, withLocalSharding(function.getArgAttrDict(index), mesh, layout,
                                 function.getArgumentTypes()[index]));
  for (auto [index, layout] : llvm::enumerate(resultLayouts))
    local.setResultAttrs(
        index, withLocalSharding(function.getResultAttrDict(index), mesh,
                                 layout, function.getResultTypes()[index]));
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
  bool hasTensors =
      llvm::any_of(op->getOperandTypes(), llvm::IsaPred<ShapedType>) ||
      llvm::any_of(op->getResultTypes(), llvm::IsaPred<ShapedType>);
  if (hasTensors) {
    if (auto rule = dyn_cast<ShardingRuleOpInterface>(op))
      return rule.partition(state);
    if (auto call = dyn_cast<func::CallOp>(op))
      return partitionCall(call);
    return op->emitOpError() << "cannot be partitioned: there is no "
                                "partitioning rule for this op";
  }
  if (op->getNumRegions() > 0)
    return op->emitOpError()
           << "cannot be partitioned: ops with regions (control flow) are "
              "not supported yet";
  // Scalar computations are the same on every device.
  for (Value operand : op->getOperands())
    if (!state.getScalarMapping().contains(operand))
      return op->emitOpError() << "uses a value the partitioner has not seen";
  Operation *local = builder.clone(*op, state.getScalarMapping());
  local->removeAttr(APDialect::getShardingAttrName());
  return success();
}

LogicalResult FunctionPartitioner::partitionCall(func::CallOp call) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  if (!callee || callee.isExternal())
    return call.emitOpError()
           << "cannot be partitioned: @" << call.getCallee()
           << " has no body, so nothing says how its values are laid out "
              "across devices; inline or define it";
  SmallVector<Value> operands;
  for (auto [index, operand] : llvm::enumerate(call.getOperands())) {
    DictionaryAttr attributes = callee.getArgAttrDict(index);
    if (!isa<RankedTensorType>(operand.getType())) {
      operands.push_back(state.getScalarMapping().lookup(operand));
      continue;
    }
    FailureOr<Value> local =
        state.getLocal(operand, getCalleeLayout(attributes, state), call);
    if (failed(local))
      return failure();
    operands.push_back(*local);
  }
  auto local = func::CallOp::create(builder, call.getLoc(), callee, operands);
  for (auto [index, result] : llvm::enumerate(call.getResults())) {
    if (!isa<RankedTensorType>(result.getType())) {
      state.getScalarMapping().map(result, local.getResult(index));
      continue;
    }
    state.define(result, local.getResult(index),
                 getCalleeLayout(callee.getResultAttrDict(index), state));
  }
  return success();
}

/// The functions of `module` with every callee before its callers. The
/// functions on a cycle of calls (recursion) go to `onCycle`, each with a
/// call that closes it: only a function that is partitioned cares (its
/// callees must be partitioned before it); the others are left as they are.
SmallVector<func::FuncOp>
orderCalleesFirst(ModuleOp module,
                  DenseMap<Operation *, func::CallOp> &onCycle) {
  SmallVector<func::FuncOp> order, stack;
  DenseSet<Operation *> visited;
  std::function<void(func::FuncOp)> visit = [&](func::FuncOp function) {
    if (!visited.insert(function).second)
      return;
    stack.push_back(function);
    function.walk([&](func::CallOp call) {
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (!callee)
        return;
      if (auto *it = llvm::find(stack, callee); it != stack.end()) {
        for (func::FuncOp member : llvm::make_range(it, stack.end()))
          onCycle.try_emplace(member, call);
        return;
      }
      visit(callee);
    });
    stack.pop_back();
    order.push_back(function);
  };
  for (auto function : module.getOps<func::FuncOp>())
    visit(function);
  return order;
}

struct APPartitionPass : public ap::impl::APPartitionBase<APPartitionPass> {
  using Base::Base;

  /// Whether `function` is already partitioned: its arguments carry local
  /// shardings.
  static bool isPartitioned(func::FuncOp function) {
    for (unsigned i = 0; i < function.getNumArguments(); ++i)
      if (function.getArgAttr(i, APDialect::getLocalShardingAttrName()))
        return true;
    return false;
  }

  /// Partitioning changes a function's signature to per-device types, so
  /// every call to it must be in a function partitioned too: a located error
  /// at the first other call found.
  static LogicalResult checkCallers(ModuleOp module, func::FuncOp function,
                                    const DenseSet<Operation *> &partitioned) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(function, module);
    if (!uses)
      return success();
    for (const SymbolTable::SymbolUse &use : *uses) {
      auto call = dyn_cast<func::CallOp>(use.getUser());
      if (!call || partitioned.contains(call->getParentOfType<func::FuncOp>()))
        continue;
      InFlightDiagnostic diag =
          call.emitOpError()
          << "calls @" << function.getName()
          << ", which ap-partition turns into per-device code";
      for (unsigned i = 0; i < function.getNumArguments(); ++i)
        if (auto sharding = function.getArgAttrOfType<ShardingAttr>(
                i, APDialect::getLocalShardingAttrName())) {
          diag << " (its argument #" << i << " is sharded "
               << sharding.getLayout() << ")";
          break;
        }
      diag << "; the call would pass global values to it: inline the callee "
              "first";
      diag.attachNote(function.getLoc()) << "the callee";
      return failure();
    }
    return success();
  }

  LogicalResult partitionModule(ModuleOp module) {
    // Functions are replaced as they are partitioned, so they are looked
    // up by name (a SymbolTable would keep the replaced ones).
    SymbolTable symbols(module);
    DenseMap<Operation *, func::CallOp> onCycle;
    SmallVector<func::FuncOp> order = orderCalleesFirst(module, onCycle);
    // The per-device functions made here, and the global ones they replace.
    DenseSet<Operation *> partitioned;
    SmallVector<std::pair<StringAttr, func::FuncOp>> globals;
    for (func::FuncOp function : order) {
      if (function.isExternal())
        continue;
      SetVector<StringAttr> meshes = collectMeshes(function);
      if (meshes.empty() || isPartitioned(function))
        continue;
      if (func::CallOp call = onCycle.lookup(function))
        return call.emitOpError()
               << "cannot be partitioned: @" << call.getCallee()
               << " is called recursively, and @" << function.getSymName()
               << ", on that cycle of calls, is partitioned";
      if (meshes.size() > 1)
        return function.emitOpError()
               << "cannot be partitioned: its shardings (and its callees') use "
               << meshes.size() << " meshes (@" << meshes[0].getValue() << ", @"
               << meshes[1].getValue()
               << "); one mesh per function is supported";
      auto mesh = symbols.lookup<MeshOp>(meshes[0]);
      if (!mesh)
        return function.emitOpError()
               << "@" << meshes[0].getValue() << " does not name an ap.mesh";
      // The target ap-auto-shard planned for, else its default (H100), so
      // that hand-annotated and auto-sharded programs are priced alike.
      FailureOr<AlphaBetaCostModel> costModel =
          getTargetCommCostModel(module, mesh, getArgument());
      if (failed(costModel))
        return failure();
      StringAttr name = function.getSymNameAttr();
      if (failed(
              FunctionPartitioner(function, mesh, *costModel, exactAnnotations)
                  .run()))
        return failure();
      auto local =
          cast<func::FuncOp>(SymbolTable::lookupSymbolIn(module, name));
      partitioned.insert(local);
      globals.emplace_back(name, local);
    }
    for (auto [name, local] : globals)
      if (failed(checkCallers(module, local, partitioned)))
        return failure();
    return success();
  }

  void runOnOperation() override {
    // The module and every module nested in it, each with its own symbols.
    SmallVector<ModuleOp> modules;
    getOperation()->walk([&](ModuleOp module) { modules.push_back(module); });
    for (ModuleOp module : modules)
      if (failed(partitionModule(module)))
        return signalPassFailure();
  }
};

} // namespace
