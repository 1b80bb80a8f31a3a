//===- RoundingError.cpp - How far a program's floats may round -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/RoundingError.h"
#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/RegionUtils.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ap;

double mlir::ap::getUnitRoundoff(Type type) {
  type = getElementTypeOrSelf(type);
  if (auto complex = dyn_cast<ComplexType>(type))
    type = complex.getElementType();
  auto floatType = dyn_cast<FloatType>(type);
  if (!floatType)
    return 0;
  return std::ldexp(1.0, -static_cast<int>(floatType.getFPMantissaWidth()));
}

namespace {

/// Whether `op` adds or subtracts (its operands' errors relative to
/// themselves become errors of their magnitude in the result).
bool isAdditive(Operation *op) {
  return isa<arith::AddFOp, arith::SubFOp, complex::AddOp, complex::SubOp>(op);
}

/// The largest budget among `values`, part by part.
RoundingBudget getLargest(ArrayRef<RoundingBudget> budgets) {
  RoundingBudget largest;
  for (const RoundingBudget &budget : budgets) {
    largest.relative = std::max(largest.relative, budget.relative);
    largest.scale = std::max(largest.scale, budget.scale);
  }
  return largest;
}

class RoundingAnalysis {
public:
  RoundingAnalysis(ModuleOp module, const RoundingOptions &options)
      : symbols(module), options(options) {}

  /// Per result of `function`, the budget of its elements.
  SmallVector<RoundingBudget> analyze(func::FuncOp function);
  /// Per result of `function`, sqrt(k) summed along the path of its
  /// collectives that rounds most, k each one's roundings (its float sum or
  /// average over a group); ops other than collectives count nothing.
  SmallVector<double> countCollectiveRoundings(func::FuncOp function);

private:
  /// The budget of `op`'s results, given the largest of its operands'.
  RoundingBudget getResultBudget(Operation *op, RoundingBudget operands);
  /// What one evaluation of `op` (an op on scalars or on whole tensors,
  /// without regions) rounds, relative to its result.
  double getOwnRounding(Operation *op);
  /// What the ops of `op`'s regions round, as often as they run.
  double getNestedRounding(Operation *op);
  /// How many times the run rounds each element of `collective`'s float sum
  /// (or average); 0 where it combines without rounding (max, min) or moves
  /// data.
  int64_t getCollectiveRoundings(CollectiveOpInterface collective);

  SymbolTable symbols;
  RoundingOptions options;
  DenseMap<Operation *, SmallVector<RoundingBudget>> callees;
};

double RoundingAnalysis::getOwnRounding(Operation *op) {
  double u = 0;
  for (Type type : op->getResultTypes())
    u = std::max(u, getUnitRoundoff(type));
  if (u == 0)
    return 0;
  // What moves, picks or widens values rounds nothing.
  if (isa<arith::SelectOp, arith::NegFOp, arith::ExtFOp, arith::BitcastOp,
          arith::ConstantOp, arith::MaximumFOp, arith::MinimumFOp,
          arith::MaxNumFOp, arith::MinNumFOp, math::AbsFOp, math::CopySignOp,
          complex::CreateOp, complex::ReOp, complex::ImOp, complex::ConjOp,
          complex::NegOp, complex::ConstantOp>(op) ||
      isa<tensor::TensorDialect, APDialect>(op->getDialect()))
    return 0;
  // Library functions are good to an ulp or two; complex products and
  // quotients round more than once.
  if (isa<math::MathDialect>(op->getDialect()) ||
      isa<complex::MulOp, complex::DivOp, complex::AbsOp>(op))
    return 2 * u;
  return u;
}

/// How often the body of `op` runs: a loop's constant trip count, else once.
static int64_t getTripCount(Operation *op) {
  auto loop = dyn_cast<scf::ForOp>(op);
  APInt lower, upper, step;
  if (!loop || !matchPattern(loop.getLowerBound(), m_ConstantInt(&lower)) ||
      !matchPattern(loop.getUpperBound(), m_ConstantInt(&upper)) ||
      !matchPattern(loop.getStep(), m_ConstantInt(&step)) ||
      step.getSExtValue() <= 0)
    return 1;
  int64_t span = upper.getSExtValue() - lower.getSExtValue();
  return std::max<int64_t>(1, llvm::divideCeil(span, step.getSExtValue()));
}

double RoundingAnalysis::getNestedRounding(Operation *op) {
  double rounding = 0;
  for (Region &region : op->getRegions())
    for (Operation &inner : region.getOps()) {
      RoundingBudget budget = getResultBudget(&inner, RoundingBudget());
      rounding += budget.relative + budget.scale;
    }
  return rounding * static_cast<double>(getTripCount(op));
}

int64_t
RoundingAnalysis::getCollectiveRoundings(CollectiveOpInterface collective) {
  std::optional<ReductionKind> kind = collective.getCollectiveInfo().reduction;
  if (!kind || !isLinearReduction(*kind))
    return 0;
  auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(
      collective, collective.getMeshAttr());
  if (!mesh)
    return 1;
  int64_t group = getGroupSize(mesh.getShape(), collective.getMeshAxes());
  // The exact exchange adds in long double and rounds once; a ring rounds
  // each of its G - 1 additions, and an average's division once more.
  if (options.collectives == runtime::CollectiveMode::Exact)
    return 1;
  return std::max<int64_t>(1, group - 1 + (*kind == ReductionKind::Avg));
}

RoundingBudget RoundingAnalysis::getResultBudget(Operation *op,
                                                 RoundingBudget operands) {
  // A collective in flight rounds as the collective does.
  if (auto start = dyn_cast<StartOp>(op))
    op = start.getCollective();
  if (auto collective = dyn_cast<CollectiveOpInterface>(op)) {
    double u = getUnitRoundoff(op->getResultTypes()[0]);
    int64_t roundings = getCollectiveRoundings(collective);
    // A sum over the group, in an order of its own: its operands' relative
    // errors become errors of their magnitude, and each rounding of a
    // partial sum adds u of it (sqrt(k) u of k of them).
    if (u == 0 || roundings == 0)
      return operands;
    return {0, operands.scale + operands.relative +
                   std::sqrt(static_cast<double>(roundings)) * u};
  }
  RoundingBudget result = operands;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    double rounding = 0;
    bool additive = false;
    op->walk([&](Operation *inner) {
      if (inner == op)
        return;
      rounding += getOwnRounding(inner);
      additive |= isAdditive(inner);
    });
    // A reduction of n terms: sqrt(n) roundings of the accumulator, of the
    // terms' magnitude, which the result's scale stands for.
    double terms = 1;
    for (auto [range, iterator] : llvm::zip_equal(
             linalgOp.getStaticLoopRanges(), linalgOp.getIteratorTypesArray()))
      if (iterator == utils::IteratorType::reduction &&
          !ShapedType::isDynamic(range))
        terms *= static_cast<double>(range);
    if (terms > 1) {
      double accumulator = 0;
      for (Value init : linalgOp.getDpsInits())
        accumulator = std::max(accumulator, getUnitRoundoff(init.getType()));
      return {0, operands.scale + operands.relative + rounding +
                     std::sqrt(terms) * accumulator};
    }
    result.relative += rounding;
    if (additive)
      result.scale += operands.relative + rounding;
    return result;
  }
  if (auto call = dyn_cast<func::CallOp>(op)) {
    auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
    if (callee && !callee.isExternal()) {
      auto [it, inserted] = callees.try_emplace(callee);
      // A recursive call: what the cycle rounds is counted once.
      if (inserted)
        it->second = analyze(callee);
      RoundingBudget own = getLargest(callees[callee]);
      result.relative += own.relative;
      result.scale += own.scale + (own.scale > 0 ? operands.relative : 0);
      return result;
    }
  }
  if (op->getNumRegions() > 0) {
    double rounding = getNestedRounding(op);
    return {operands.relative + rounding,
            operands.scale + operands.relative + rounding};
  }
  double rounding = getOwnRounding(op);
  if (isAdditive(op))
    return {rounding, operands.scale + operands.relative};
  result.relative += rounding;
  return result;
}

SmallVector<RoundingBudget> RoundingAnalysis::analyze(func::FuncOp function) {
  SmallVector<RoundingBudget> budgets(function.getNumResults());
  if (function.isExternal())
    return budgets;
  DenseMap<Value, RoundingBudget> budgetOf;
  // A partial float argument is summed (averaged) by the program that runs
  // on the devices, from parts of about its own magnitude: sqrt(G) roundings
  // over a group of G (the global program reads the value whole).
  for (BlockArgument argument : function.getArguments()) {
    ShardingAttr sharding =
        getArgumentSharding(function, argument.getArgNumber());
    if (!sharding)
      if (DictionaryAttr attributes =
              function.getArgAttrDict(argument.getArgNumber()))
        sharding = dyn_cast_or_null<ShardingAttr>(
            attributes.get(APDialect::getLocalShardingAttrName()));
    auto mesh = sharding ? SymbolTable::lookupNearestSymbolFrom<MeshOp>(
                               function, sharding.getMesh())
                         : MeshOp();
    if (!mesh)
      continue;
    double group = 1, u = getUnitRoundoff(argument.getType());
    bool averaged = false;
    for (int64_t axis : sharding.getLayout().getPartialAxes()) {
      ReductionKind kind =
          sharding.getLayout().getPlacements()[axis].getReduction();
      if (kind != ReductionKind::Sum && kind != ReductionKind::Avg)
        continue;
      group *= static_cast<double>(mesh.getShape()[axis]);
      averaged |= kind == ReductionKind::Avg;
    }
    if (group > 1)
      budgetOf[argument] = {std::sqrt(group) * u + (averaged ? u : 0), 0};
  }
  for (Block &block : function.getBody()) {
    for (Operation &op : block) {
      if (auto ret = dyn_cast<func::ReturnOp>(op)) {
        for (auto [index, operand] : llvm::enumerate(ret.getOperands()))
          budgets[index] =
              getLargest({budgets[index], budgetOf.lookup(operand)});
        continue;
      }
      SmallVector<RoundingBudget> operands;
      for (Value operand : op.getOperands())
        operands.push_back(budgetOf.lookup(operand));
      SetVector<Value> captured;
      getUsedValuesDefinedAbove(op.getRegions(), captured);
      for (Value value : captured)
        operands.push_back(budgetOf.lookup(value));
      RoundingBudget budget = getResultBudget(&op, getLargest(operands));
      for (Value result : op.getResults())
        budgetOf[result] = budget;
    }
  }
  return budgets;
}

SmallVector<double>
RoundingAnalysis::countCollectiveRoundings(func::FuncOp function) {
  SmallVector<double> counts(function.getNumResults());
  if (function.isExternal())
    return counts;
  DenseMap<Value, double> countOf;
  // Post-order: an op with regions (a collective in flight's ap.start, an
  // scf.if) after what its regions compute, which its results carry.
  function.walk([&](Operation *op) {
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      if (ret->getParentOp() == function)
        for (auto [index, operand] : llvm::enumerate(ret.getOperands()))
          counts[index] = std::max(counts[index], countOf.lookup(operand));
      return;
    }
    double count = 0;
    for (Value operand : op->getOperands())
      count = std::max(count, countOf.lookup(operand));
    SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    for (Value value : captured)
      count = std::max(count, countOf.lookup(value));
    for (Region &region : op->getRegions())
      region.walk([&](Operation *inner) {
        for (Value result : inner->getResults())
          count = std::max(count, countOf.lookup(result));
      });
    if (auto collective = dyn_cast<CollectiveOpInterface>(op))
      if (getUnitRoundoff(op->getResultTypes()[0]) > 0)
        count +=
            std::sqrt(static_cast<double>(getCollectiveRoundings(collective)));
    for (Value result : op->getResults())
      countOf[result] = count;
  });
  return counts;
}

} // namespace

SmallVector<double>
mlir::ap::countCollectiveRoundings(func::FuncOp function,
                                   const RoundingOptions &options) {
  auto module = function->getParentOfType<ModuleOp>();
  return RoundingAnalysis(module, options).countCollectiveRoundings(function);
}

SmallVector<RoundingBudget>
mlir::ap::estimateRoundingErrors(func::FuncOp function,
                                 const RoundingOptions &options) {
  auto module = function->getParentOfType<ModuleOp>();
  return RoundingAnalysis(module, options).analyze(function);
}
