//===- MemoryPoints.cpp - What a plan keeps live, point by point ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The memory term of the placement problem (docs/Recompute.md, "The planner's
// memory term"): resident bytes (parameters with their gradients and
// optimizer state, inputs, and the activations the forward saves for the
// backward, which live from the forward's end to the backward's start) plus,
// at the point of the step where most is live, the transient tensors there.
//
// The points come from the program the plan will run: a scratch copy of the
// joint step is split into forward and backward under the recompute policy
// (splitJointFunction, what ap-recompute-partition does after partitioning),
// and the walk that ap-recompute-partition's memory report makes
// (estimatePeakMemory) gives the storages live at every op of either half.
// Each live storage becomes a term of that point: its bytes per device under
// the strategy of the class that produces it; a data-free source, and a
// parameter's data through casts, views and transposes (which the
// per-device program gathers where the chain starts, as FSDP does), under
// the strategy of its first consumer, in the layout that consumer wants. An
// op that reads a function argument in another layout needs a gathered copy
// at that op: the layout its strategy wants is a term too.
// Saved values, arguments and the step's results are resident, never terms.
// Points with the same terms (every layer's copy of an op) are one point;
// a point whose terms are covered by another's is dropped.
//
// What is exact and what is not: the live sets are the split program's,
// before partitioning. Collectives the partitioner inserts between two ops
// are not in them (a redistributed copy of an activation that outlives its
// consumer is missing; one that dies there is counted in the producer's
// layout), a gathered parameter is counted at its consumer only, and the
// per-device program's own recompute split (which decides on local bytes)
// may save a little more or less than the global one counted here.
//
//===----------------------------------------------------------------------===//

#include "ShardingGraph.h"

#include "Shard/Transforms/JointFunction.h"
#include "Shard/Transforms/PeakMemory.h"
#include "Shard/Transforms/RecomputePlan.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <functional>
#include <map>

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The original op each op of a scratch copy stands for.
constexpr StringLiteral kOriginAttrName = "ap.memory_origin";

/// Points as sorted term lists with counts, for merging and dominance.
using PointKey = std::vector<std::pair<MemoryTerm, unsigned>>;

/// Whether every term of `a` is in `b` at least as often, and `a`'s
/// constant is no larger.
bool isCovered(const MemoryPointModel &a, const MemoryPointModel &b) {
  if (a.constant > b.constant)
    return false;
  auto it = b.terms.begin();
  for (const auto &[term, count] : a.terms) {
    while (it != b.terms.end() && it->first < term)
      ++it;
    if (it == b.terms.end() || term < it->first || it->second < count)
      return false;
  }
  return true;
}

} // namespace

void ShardingGraph::modelMemory(const PlacementSolution *solution) {
  saved.clear();
  memoryPoints.clear();
  profile = MemoryProfile();
  // A scratch copy whose ops name their originals.
  OwningOpRef<ModuleOp> scratch = ModuleOp::create(function.getLoc());
  func::FuncOp copy = function.clone();
  scratch->push_back(copy);
  SmallVector<Operation *> originals;
  for (auto [original, cloned] :
       llvm::zip_equal(function.getBody().front().getOperations(),
                       copy.getBody().front().getOperations())) {
    cloned.setAttr(kOriginAttrName,
                   IntegerAttr::get(IntegerType::get(function.getContext(), 64),
                                    originals.size()));
    originals.push_back(&original);
  }
  // Not a training step: the function as it is, its results transient.
  std::optional<JointFunction> joint;
  if (!gradientOf.empty())
    joint = classifyJointFunction(copy);
  auto getOriginal = [&](Value value) -> Value {
    if (isa<BlockArgument>(value))
      return {};
    auto index = value.getDefiningOp()->getAttrOfType<IntegerAttr>(
        kOriginAttrName);
    if (!index)
      return {};
    return originals[index.getInt()]->getResult(
        cast<OpResult>(value).getResultNumber());
  };
  // With a plan, the cut weighs values by their bytes per device under it.
  if (solution)
    memoryChoices = solution->choices;
  auto localBytes = [&](Value value) -> double {
    Value original = getOriginal(value);
    auto type = dyn_cast<RankedTensorType>(value.getType());
    auto it = original ? opNodes.find(original.getDefiningOp()) : opNodes.end();
    if (!type || !type.hasStaticShape() || it == opNodes.end())
      return type && type.hasStaticShape()
                 ? type.getNumElements() * getElementBytes(type)
                 : getElementBytes(value.getType());
    unsigned result = cast<OpResult>(original).getResultNumber();
    return getSavedBytes(
        it->second, result,
        getResultLayout(it->second, result, getChoice(*solution, it->second)),
        type);
  };
  // A step's results are its loss and the gradients, which the parameters'
  // memory counts.
  DenseSet<Value> returned;
  SmallVector<func::FuncOp, 2> parts{copy};
  func::FuncOp forward = copy;
  if (joint) {
    RecomputePlan plan =
        solution ? planRecompute(copy, *joint, config.recompute, localBytes)
                 : planRecompute(copy, *joint, config.recompute);
    // What the forward saves for the backward: resident.
    for (Value value : plan.saved)
      if (Value original = getOriginal(value);
          original && opNodes.contains(original.getDefiningOp()))
        saved.insert(original);
    for (Value value :
         function.getBody().front().getTerminator()->getOperands())
      returned.insert(value);
    auto [forwardPart, backwardPart] = splitJointFunction(copy, *joint, plan);
    forward = forwardPart;
    parts = {forwardPart, backwardPart};
  }
  // One point per op of the program before the split (its class: every
  // layer's copy) and half: the most of each term any of its ops holds.
  struct Merged {
    std::string name;
    double constant = 0;
    std::map<MemoryTerm, unsigned> counts;
  };
  // Keyed by (class id, or the op's position past the classes; half), in
  // a deterministic order: the points' order is the integer program's.
  std::map<std::pair<unsigned, bool>, Merged> merged;
  // The point of each op of the walk, for the profile.
  std::vector<std::optional<std::pair<unsigned, bool>>> sequence;
  unsigned unnamed = 0;
  auto termOf = [&](unsigned node, unsigned index, bool operand,
                    Value value) {
    return MemoryTerm{nodes[node].classId, index, operand,
                      cast<RankedTensorType>(value.getType())};
  };
  // The layout the first op with a strategy wants `value` in.
  auto getConsumerTerm = [&](Value value) -> std::optional<MemoryTerm> {
    for (OpOperand &use : value.getUses())
      if (auto it = opNodes.find(use.getOwner()); it != opNodes.end())
        return termOf(it->second, use.getOperandNumber(), true, value);
    return std::nullopt;
  };
  // Whether a value is an argument's data through pure ops with one tensor
  // input each.
  DenseMap<Value, bool> argumentData;
  std::function<bool(Value)> isArgumentData = [&](Value value) -> bool {
    if (isa<BlockArgument>(value))
      return true;
    if (auto known = argumentData.find(value); known != argumentData.end())
      return known->second;
    Operation *op = value.getDefiningOp();
    SmallVector<Value> inputs;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      for (OpOperand *input : linalgOp.getDpsInputOperands())
        if (isa<RankedTensorType>(input->get().getType()))
          inputs.push_back(input->get());
    } else if (op->getNumRegions() == 0) {
      for (Value operand : op->getOperands())
        if (isa<RankedTensorType>(operand.getType()))
          inputs.push_back(operand);
    }
    bool result =
        isPure(op) && inputs.size() == 1 && isArgumentData(inputs.front());
    argumentData[value] = result;
    return result;
  };
  for (func::FuncOp part : parts) {
    bool isForward = part == forward;
    if (!isForward)
      profile.backwardStart = sequence.size();
    estimatePeakMemory(part, [&](Operation *at, ArrayRef<Value> live) {
      std::map<MemoryTerm, unsigned> counts;
      double constant = 0;
      for (Value storage : live) {
        Value original = getOriginal(storage);
        if (!original || saved.contains(original) ||
            returned.contains(original))
          continue;
        Operation *producer = original.getDefiningOp();
        auto type = dyn_cast<RankedTensorType>(original.getType());
        if (!type || !type.hasStaticShape())
          continue;
        // A parameter's data (through casts, views, transposes) lives in
        // the layout its consumer wants: the per-device program gathers it
        // where the chain starts (FSDP).
        auto it = opNodes.find(producer);
        if (it != opNodes.end() && !isArgumentData(original)) {
          ++counts[termOf(it->second, cast<OpResult>(original)
                                          .getResultNumber(),
                          false, original)];
          continue;
        }
        // A data-free source: built in the layout its consumer wants.
        if (std::optional<MemoryTerm> term = getConsumerTerm(original))
          ++counts[*term];
        else if (it != opNodes.end())
          ++counts[termOf(it->second,
                          cast<OpResult>(original).getResultNumber(), false,
                          original)];
        else
          constant += type.getNumElements() * getElementBytes(type);
      }
      // A gathered copy of each argument the op reads.
      auto index = at->getAttrOfType<IntegerAttr>(kOriginAttrName);
      Operation *op = index ? originals[index.getInt()] : nullptr;
      auto it = op ? opNodes.find(op) : opNodes.end();
      if (it != opNodes.end())
        for (OpOperand &operand : op->getOpOperands())
          if (isa<BlockArgument>(operand.get()) &&
              isa<RankedTensorType>(operand.get().getType()))
            ++counts[termOf(it->second, operand.getOperandNumber(), true,
                            operand.get())];
      if (counts.empty() && constant == 0) {
        sequence.push_back(std::nullopt);
        return;
      }
      unsigned key = it != opNodes.end() ? nodes[it->second].classId
                     : index ? classes.size() + index.getInt()
                             : classes.size() + originals.size() + unnamed++;
      auto [entry, inserted] = merged.try_emplace({key, isForward});
      sequence.push_back(entry->first);
      Merged &point = entry->second;
      if (inserted) {
        llvm::raw_string_ostream os(point.name);
        os << (op ? op : at)->getName() << " at " << (op ? op : at)->getLoc();
        if (joint)
          os << " (" << (isForward ? "forward" : "backward") << ")";
      }
      point.constant = std::max(point.constant, constant);
      for (auto [term, count] : counts) {
        unsigned &most = point.counts[term];
        most = std::max(most, count);
      }
    });
  }

  // The profile: every merged point, in the walk's order.
  if (joint == std::nullopt)
    profile.backwardStart = sequence.size();
  std::map<std::pair<unsigned, bool>, int> pointIndex;
  for (auto &[key, point] : merged) {
    pointIndex[key] = profile.points.size();
    profile.points.push_back(MemoryPointModel{
        point.name, point.constant,
        PointKey(point.counts.begin(), point.counts.end())});
  }
  for (const auto &key : sequence)
    profile.sequence.push_back(key ? pointIndex[*key] : -1);

  // Drop the points another point covers (largest first, so that the
  // survivors are checked against few).
  std::vector<MemoryPointModel> candidates(profile.points);
  llvm::stable_sort(candidates, [](const MemoryPointModel &a,
                                   const MemoryPointModel &b) {
    return a.terms.size() > b.terms.size();
  });
  for (MemoryPointModel &candidate : candidates) {
    if (llvm::any_of(memoryPoints, [&](const MemoryPointModel &kept) {
          return isCovered(candidate, kept);
        }))
      continue;
    memoryPoints.push_back(std::move(candidate));
  }
}

std::vector<double> ShardingGraph::getTermBytes(const MemoryTerm &term) const {
  const DecisionClass &decisionClass = classes[term.classId];
  std::vector<double> bytes;
  for (const ShardingStrategy &strategy : decisionClass.strategies) {
    const std::optional<ShardingLayout> &layout =
        term.operand ? strategy.operands[term.index]
                     : std::optional<ShardingLayout>(
                           strategy.results[term.index]);
    bytes.push_back(layout ? getLocalBytes(meshShape, *layout, term.type)
                           : double(term.type.getNumElements() *
                                    getElementBytes(term.type)));
  }
  return bytes;
}

std::pair<double, const MemoryPointModel *>
ShardingGraph::getPeakTransient(const PlacementSolution &solution) const {
  std::pair<double, const MemoryPointModel *> peak(0, nullptr);
  for (const MemoryPointModel &point : memoryPoints)
    if (double total = getPointBytes(point, solution); total > peak.first)
      peak = {total, &point};
  return peak;
}

double ShardingGraph::getPointBytes(const MemoryPointModel &point,
                                    const PlacementSolution &solution) const {
  double total = point.constant;
  for (const auto &[term, count] : point.terms)
    total += count * getTermBytes(term)[solution.choices[term.classId]];
  return total;
}

bool ShardingGraph::refineMemory(const PlacementSolution &solution) {
  DenseSet<Value> savedBefore = saved;
  std::vector<std::vector<double>> memoryBefore;
  for (const DecisionClass &decisionClass : classes)
    memoryBefore.push_back(decisionClass.memory);
  modelMemory(&solution);
  computeMemory();
  if (saved != savedBefore)
    return true;
  for (auto [decisionClass, before] : llvm::zip_equal(classes, memoryBefore))
    if (decisionClass.memory != before)
      return true;
  return false;
}
