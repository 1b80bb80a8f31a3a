//===- BypassRoundTrips.cpp - Consumers read the layout that exists -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// After planning, a value X with layout A may reach a consumer that wants A
// again through ops that only pass it on: redistributions (A -> B -> A),
// annotations, copies, same-type casts. The consumer then moves the tensor
// back to a layout it already had, and X stays alive only to feed that
// (seed 000). This pass rewires such consumers to X, folds chains
// A -> B -> C into A -> C where the planner prices that cheaper, and erases
// what is left without users (docs/Pipeline.md).
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Redistribution/RedistributionPlanner.h"
#include "Shard/Target/CostModel.h"
#include "Shard/Target/TargetCostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APBYPASSROUNDTRIPS
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// A copy: one input, one init, identity maps, all loops parallel, and a
/// body that yields the input element and does nothing else that counts (a
/// `cf.assert`, a print or an op that may trap makes it more than a copy:
/// bypassing or erasing it would drop that).
bool isCopyGeneric(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() != 1 || generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }) ||
      !llvm::all_of(generic.getBlock()->without_terminator(),
                    [](Operation &op) { return isPure(&op); }))
    return false;
  auto yield = cast<linalg::YieldOp>(generic.getBlock()->getTerminator());
  return yield.getValues().size() == 1 &&
         yield.getValues()[0] == generic.getBlock()->getArgument(0) &&
         generic.getInputs()[0].getType() == generic.getResult(0).getType();
}

/// The value `value` passes on unchanged (the same global tensor, same
/// type), if its producer only passes a value on: ap.redistribute,
/// ap.annotate, a same-type tensor.cast, linalg.copy or a copy generic.
Value getPassedOn(Value value) {
  Operation *op = value.getDefiningOp();
  if (!op)
    return {};
  Value source;
  if (auto redistribute = dyn_cast<RedistributeOp>(op))
    source = redistribute.getInput();
  else if (auto annotate = dyn_cast<AnnotateOp>(op))
    source = annotate.getInput();
  else if (auto cast = dyn_cast<tensor::CastOp>(op))
    source = cast.getSource();
  else if (auto copy = dyn_cast<linalg::CopyOp>(op);
           copy && copy.hasPureTensorSemantics())
    source = copy.getInputs()[0];
  else if (auto generic = dyn_cast<linalg::GenericOp>(op);
           generic && isCopyGeneric(generic))
    source = generic.getInputs()[0];
  if (!source || source.getType() != value.getType())
    return {};
  return source;
}

/// The layout the plan gives `value`, where the program says it: the target
/// of a redistribution, an annotation, an op's or an argument's
/// `ap.sharding`.
ShardingAttr getPlannedSharding(Value value) {
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    auto function =
        dyn_cast<FunctionOpInterface>(argument.getOwner()->getParentOp());
    if (!function || argument.getOwner() != &function.getFunctionBody().front())
      return {};
    return getArgumentSharding(function, argument.getArgNumber());
  }
  Operation *op = value.getDefiningOp();
  if (auto redistribute = dyn_cast<RedistributeOp>(op))
    return redistribute.getTarget();
  if (auto annotate = dyn_cast<AnnotateOp>(op))
    return annotate.getSharding();
  return getResultSharding(op, cast<OpResult>(value).getResultNumber());
}

class RoundTripBypass {
public:
  explicit RoundTripBypass(const MeshCostModels &costModels)
      : costModels(costModels) {}

  void run(func::FuncOp function);

  unsigned roundTrips = 0, foldedChains = 0, erased = 0;

private:
  bool areEquivalentOn(MeshOp mesh, ShardingAttr lhs, ShardingAttr rhs) {
    return lhs && rhs && lhs.getMesh() == rhs.getMesh() &&
           areEquivalent(mesh.getShape(), lhs.getLayout(), rhs.getLayout());
  }
  /// The predicted cost of moving `type` from `source` to `target`.
  std::optional<double> getCost(MeshOp mesh, RankedTensorType type,
                                ShardingAttr source, ShardingAttr target);
  /// Rewires `redistribute`'s users to an earlier value with its target
  /// layout, if one passes the tensor on to it.
  bool bypass(RedistributeOp redistribute, MeshOp mesh);
  /// Folds redistribute(redistribute(x, A -> B), B -> C) into
  /// redistribute(x, A -> C) where that is cheaper.
  bool foldChain(RedistributeOp redistribute, MeshOp mesh);
  void eraseUnused(Value value);

  const MeshCostModels &costModels;
};

std::optional<double> RoundTripBypass::getCost(MeshOp mesh,
                                               RankedTensorType type,
                                               ShardingAttr source,
                                               ShardingAttr target) {
  const CommCostModel *costModel = costModels.lookup(mesh);
  if (!costModel || !type.hasStaticShape())
    return std::nullopt;
  RedistributionProblem problem{mesh.getShape(), type.getShape(),
                                getElementBytes(type)};
  llvm::Expected<RedistributionPlan> plan = planRedistribution(
      problem, source.getLayout(), target.getLayout(), *costModel);
  if (!plan) {
    llvm::consumeError(plan.takeError());
    return std::nullopt;
  }
  return plan->cost;
}

bool RoundTripBypass::bypass(RedistributeOp redistribute, MeshOp mesh) {
  ShardingAttr wanted = redistribute.getTarget();
  for (Value earlier = redistribute.getInput(); earlier;
       earlier = getPassedOn(earlier)) {
    if (earlier == redistribute.getInput() ||
        !areEquivalentOn(mesh, getPlannedSharding(earlier), wanted))
      continue;
    redistribute.getResult().replaceAllUsesWith(earlier);
    ++roundTrips;
    return true;
  }
  return false;
}

bool RoundTripBypass::foldChain(RedistributeOp redistribute, MeshOp mesh) {
  auto first = redistribute.getInput().getDefiningOp<RedistributeOp>();
  if (!first)
    return false;
  auto type = cast<RankedTensorType>(redistribute.getType());
  std::optional<double> direct =
      getCost(mesh, type, first.getSource(), redistribute.getTarget());
  std::optional<double> second =
      getCost(mesh, type, redistribute.getSource(), redistribute.getTarget());
  std::optional<double> firstCost =
      getCost(mesh, type, first.getSource(), first.getTarget());
  if (!direct || !second || !firstCost)
    return false;
  // When the intermediate layout has other users it is built anyway: only
  // the second move is saved.
  double chained = first->hasOneUse() ? *firstCost + *second : *second;
  if (!(*direct < chained))
    return false;
  redistribute.getInputMutable().assign(first.getInput());
  redistribute.setSourceAttr(first.getSource());
  ++foldedChains;
  return true;
}

void RoundTripBypass::eraseUnused(Value value) {
  while (value) {
    Operation *op = value.getDefiningOp();
    if (!op || !op->use_empty() || !getPassedOn(value))
      return;
    Value source = getPassedOn(value);
    // A user's annotation is a constraint of the program, even unused.
    if (isa<AnnotateOp>(op))
      return;
    SmallVector<Value> inits;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      inits = linalgOp.getDpsInits();
    op->erase();
    ++erased;
    // The copy's destination, if nothing else writes into it.
    for (Value init : inits)
      if (auto empty = init.getDefiningOp<tensor::EmptyOp>();
          empty && empty->use_empty())
        empty->erase();
    value = source;
  }
}

void RoundTripBypass::run(func::FuncOp function) {
  SmallVector<RedistributeOp> redistributions;
  function.walk([&](RedistributeOp op) { redistributions.push_back(op); });
  for (RedistributeOp redistribute : redistributions) {
    auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(
        redistribute, redistribute.getTarget().getMesh());
    if (!mesh)
      continue;
    Value input = redistribute.getInput();
    if (bypass(redistribute, mesh)) {
      redistribute.erase();
      ++erased;
      eraseUnused(input);
      continue;
    }
    if (foldChain(redistribute, mesh))
      eraseUnused(input);
  }
}

struct APBypassRoundTripsPass
    : public ap::impl::APBypassRoundTripsBase<APBypassRoundTripsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MeshCostModels costModels;
    if (failed(costModels.initialize(module, getArgument())))
      return signalPassFailure();
    RoundTripBypass bypass(costModels);
    module.walk([&](func::FuncOp function) { bypass.run(function); });
    if (report)
      emitRemark(module.getLoc())
          << "ap-bypass-round-trips: " << bypass.roundTrips
          << " round trip(s) bypassed, " << bypass.foldedChains
          << " chain(s) folded, " << bypass.erased << " op(s) erased";
  }
};

} // namespace
