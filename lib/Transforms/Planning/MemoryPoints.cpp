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

namespace mlir {
namespace ap {

/// One modelling of a graph's memory (ShardingGraph::modelMemory): a
/// scratch copy of the function whose ops name their originals, split as
/// the recompute policy splits it, walked half by half; the points of the
/// walk merged by class, then the covered ones dropped.
class MemoryModeller {
public:
  MemoryModeller(ShardingGraph &graph, const PlacementSolution *solution)
      : graph(graph), solution(solution), function(graph.function) {}

  void run();

private:
  /// The point of one op of the program before the split (its class:
  /// every layer's copy) and half: the most of each term any of its ops
  /// holds.
  struct Merged {
    std::string name;
    double constant = 0;
    std::map<MemoryTerm, unsigned> counts;
  };
  /// (class id, or the op's position past the classes; half).
  using PointId = std::pair<unsigned, bool>;

  void makeScratch();
  /// The original of a scratch copy's value (none for arguments).
  Value getOriginal(Value value) const;
  /// Bytes per device of a scratch value under the plan the memory is
  /// refined on.
  double getLocalBytes(Value value) const;
  /// Chooses the saved values and splits the step into its halves.
  void split();
  MemoryTerm termOf(unsigned node, unsigned index, bool operand,
                    Value value) const {
    return MemoryTerm{graph.nodes[node].classId, index, operand,
                      cast<RankedTensorType>(value.getType())};
  }
  /// The layout the first op with a strategy wants `value` in.
  std::optional<MemoryTerm> getConsumerTerm(Value value) const;
  /// Whether a value is an argument's data through pure ops with one
  /// tensor input each.
  bool isArgumentData(Value value);
  /// Adds the storages `live` at `at` to the point of `at`.
  void addPoint(Operation *at, ArrayRef<Value> live, bool isForward);
  /// The terms and the constant bytes of the storages `live`.
  void countLive(ArrayRef<Value> live, std::map<MemoryTerm, unsigned> &counts,
                 double &constant);
  /// The profile: every merged point, in the walk's order.
  void buildProfile();
  /// Drops the points another point covers.
  void dropCovered();

  ShardingGraph &graph;
  const PlacementSolution *solution;
  func::FuncOp function;
  OwningOpRef<ModuleOp> scratch;
  func::FuncOp copy;
  SmallVector<Operation *> originals;
  /// Not a training step: the function as it is, its results transient.
  std::optional<JointFunction> joint;
  /// A step's results are its loss and the gradients, which the
  /// parameters' memory counts.
  DenseSet<Value> returned;
  SmallVector<func::FuncOp, 2> parts;
  func::FuncOp forward;
  /// In a deterministic order: the points' order is the integer program's.
  std::map<PointId, Merged> merged;
  /// The point of each op of the walk, for the profile.
  std::vector<std::optional<PointId>> sequence;
  unsigned unnamed = 0;
  DenseMap<Value, bool> argumentData;
};

} // namespace ap
} // namespace mlir

void MemoryModeller::makeScratch() {
  scratch = ModuleOp::create(function.getLoc());
  copy = function.clone();
  scratch->push_back(copy);
  for (auto [original, cloned] :
       llvm::zip_equal(function.getBody().front().getOperations(),
                       copy.getBody().front().getOperations())) {
    cloned.setAttr(kOriginAttrName,
                   IntegerAttr::get(IntegerType::get(function.getContext(), 64),
                                    originals.size()));
    originals.push_back(&original);
  }
  if (!graph.tiedArgument.empty())
    joint = classifyJointFunction(copy);
}

Value MemoryModeller::getOriginal(Value value) const {
  if (isa<BlockArgument>(value))
    return {};
  auto index =
      value.getDefiningOp()->getAttrOfType<IntegerAttr>(kOriginAttrName);
  if (!index)
    return {};
  return originals[index.getInt()]->getResult(
      cast<OpResult>(value).getResultNumber());
}

double MemoryModeller::getLocalBytes(Value value) const {
  Value original = getOriginal(value);
  auto type = dyn_cast<RankedTensorType>(value.getType());
  auto it = original ? graph.opNodes.find(original.getDefiningOp())
                     : graph.opNodes.end();
  if (!type || !type.hasStaticShape() || it == graph.opNodes.end())
    return type && type.hasStaticShape()
               ? type.getNumElements() * getElementBytes(type)
               : getElementBytes(value.getType());
  unsigned result = cast<OpResult>(original).getResultNumber();
  return graph.getSavedBytes(
      it->second, result,
      graph.getResultLayout(it->second, result,
                            graph.getChoice(*solution, it->second)),
      type);
}

void MemoryModeller::split() {
  parts = {copy};
  forward = copy;
  if (!joint)
    return;
  // With a plan, the cut weighs values by their bytes per device under it.
  RecomputePlan plan =
      solution ? planRecompute(copy, *joint, graph.config.recompute,
                               [&](Value value) { return getLocalBytes(value); })
               : planRecompute(copy, *joint, graph.config.recompute);
  // What the forward saves for the backward: resident.
  for (Value value : plan.saved)
    if (Value original = getOriginal(value);
        original && graph.opNodes.contains(original.getDefiningOp()))
      graph.saved.insert(original);
  for (Value value : function.getBody().front().getTerminator()->getOperands())
    returned.insert(value);
  auto [forwardPart, backwardPart] = splitJointFunction(copy, *joint, plan);
  forward = forwardPart;
  parts = {forwardPart, backwardPart};
}

std::optional<MemoryTerm> MemoryModeller::getConsumerTerm(Value value) const {
  for (OpOperand &use : value.getUses())
    if (auto it = graph.opNodes.find(use.getOwner());
        it != graph.opNodes.end())
      return termOf(it->second, use.getOperandNumber(), true, value);
  return std::nullopt;
}

bool MemoryModeller::isArgumentData(Value value) {
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
}

void MemoryModeller::countLive(ArrayRef<Value> live,
                               std::map<MemoryTerm, unsigned> &counts,
                               double &constant) {
  for (Value storage : live) {
    Value original = getOriginal(storage);
    if (!original || graph.saved.contains(original) ||
        returned.contains(original))
      continue;
    Operation *producer = original.getDefiningOp();
    auto type = dyn_cast<RankedTensorType>(original.getType());
    if (!type || !type.hasStaticShape())
      continue;
    // A parameter's data (through casts, views, transposes) lives in the
    // layout its consumer wants: the per-device program gathers it where
    // the chain starts (FSDP).
    auto it = graph.opNodes.find(producer);
    if (it != graph.opNodes.end() && !isArgumentData(original)) {
      ++counts[termOf(it->second, cast<OpResult>(original).getResultNumber(),
                      false, original)];
      continue;
    }
    // A data-free source: built in the layout its consumer wants.
    if (std::optional<MemoryTerm> term = getConsumerTerm(original))
      ++counts[*term];
    else if (it != graph.opNodes.end())
      ++counts[termOf(it->second, cast<OpResult>(original).getResultNumber(),
                      false, original)];
    else
      constant += type.getNumElements() * getElementBytes(type);
  }
}

void MemoryModeller::addPoint(Operation *at, ArrayRef<Value> live,
                              bool isForward) {
  std::map<MemoryTerm, unsigned> counts;
  double constant = 0;
  countLive(live, counts, constant);
  // A gathered copy of each argument the op reads.
  auto index = at->getAttrOfType<IntegerAttr>(kOriginAttrName);
  Operation *op = index ? originals[index.getInt()] : nullptr;
  auto it = op ? graph.opNodes.find(op) : graph.opNodes.end();
  if (it != graph.opNodes.end())
    for (OpOperand &operand : op->getOpOperands())
      if (isa<BlockArgument>(operand.get()) &&
          isa<RankedTensorType>(operand.get().getType()))
        ++counts[termOf(it->second, operand.getOperandNumber(), true,
                        operand.get())];
  if (counts.empty() && constant == 0) {
    sequence.push_back(std::nullopt);
    return;
  }
  unsigned numClasses = graph.classes.size();
  unsigned key = it != graph.opNodes.end() ? graph.nodes[it->second].classId
                 : index ? numClasses + index.getInt()
                         : numClasses + originals.size() + unnamed++;
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
}

void MemoryModeller::buildProfile() {
  ShardingGraph::MemoryProfile &profile = graph.profile;
  if (joint == std::nullopt)
    profile.backwardStart = sequence.size();
  std::map<PointId, int> pointIndex;
  for (auto &[key, point] : merged) {
    pointIndex[key] = profile.points.size();
    profile.points.push_back(MemoryPointModel{
        point.name, point.constant,
        PointKey(point.counts.begin(), point.counts.end())});
  }
  for (const auto &key : sequence)
    profile.sequence.push_back(key ? pointIndex[*key] : -1);
}

void MemoryModeller::dropCovered() {
  // Largest first, so that the survivors are checked against few.
  std::vector<MemoryPointModel> candidates(graph.profile.points);
  llvm::stable_sort(candidates, [](const MemoryPointModel &a,
                                   const MemoryPointModel &b) {
    return a.terms.size() > b.terms.size();
  });
  for (MemoryPointModel &candidate : candidates) {
    if (llvm::any_of(graph.memoryPoints, [&](const MemoryPointModel &kept) {
          return isCovered(candidate, kept);
        }))
      continue;
    graph.memoryPoints.push_back(std::move(candidate));
  }
}

void MemoryModeller::run() {
  graph.saved.clear();
  graph.memoryPoints.clear();
  graph.profile = ShardingGraph::MemoryProfile();
  makeScratch();
  if (solution)
    graph.memoryChoices = solution->choices;
  split();
  for (func::FuncOp part : parts) {
    bool isForward = part == forward;
    if (!isForward)
      graph.profile.backwardStart = sequence.size();
    estimatePeakMemory(part, [&](Operation *at, ArrayRef<Value> live) {
      addPoint(at, live, isForward);
    });
  }
  buildProfile();
  dropCovered();
}

void ShardingGraph::modelMemory(const PlacementSolution *solution) {
  MemoryModeller(*this, solution).run();
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
