//===- PlanFigures.cpp - What a plan costs, for people --------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The figures the summary and the report print (PlanFigures.h). Every
// redistribution is counted once per value and layout, as ApplyPlan
// writes them; a layer is charged with the moves its ops consume (a
// gradient's with the op that computes it).
//
//===----------------------------------------------------------------------===//

#include "PlanFigures.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ToolOutputFile.h"

#include <set>

using namespace mlir;
using namespace mlir::ap;

namespace {

class FigureWriter {
public:
  FigureWriter(ShardingGraph &graph, const PlacementSolution &solution)
      : graph(graph), solution(solution) {}

  PlanFigures getFigures();
  /// Compute, communication and memory of the whole step; each move is also
  /// added to `alsoTo(use)`'s costs, if any.
  PlanCosts
  getTotal(llvm::function_ref<PlanCosts *(const Use &)> alsoTo = nullptr);

private:
  const ShardingStrategy &getStrategy(unsigned node) {
    const DecisionNode &data = graph.getNodes()[node];
    return graph.getClasses()[data.classId]
        .strategies[graph.getChoice(solution, node)];
  }
  /// Adds a node's compute and memory to `costs`.
  void addNode(unsigned node, PlanCosts &costs);
  /// Adds a use's redistribution to `costs` (and `also`); returns its
  /// seconds (0 when another use already moved the value to the same
  /// layout, as `moves` records).
  double addUse(const Use &use, MoveCounter &moves, PlanCosts &costs,
                PlanCosts *also = nullptr);
  void addPlacements(PlanFigures &figures);
  void addLayers(PlanFigures &figures);
  void addMemory(PlanFigures &figures);

  ShardingGraph &graph;
  const PlacementSolution &solution;
};

void FigureWriter::addNode(unsigned id, PlanCosts &costs) {
  const DecisionNode &node = graph.getNodes()[id];
  const ShardingStrategy &strategy = getStrategy(id);
  func::FuncOp function = graph.getFunction();
  ArrayRef<int64_t> meshShape = graph.getMeshShape();
  costs.compute += strategy.computeTime;
  if (node.kind == NodeKind::Operation &&
      isa<AttentionOp, AttentionGradOp>(node.op))
    costs.attention += strategy.computeTime;
  if (node.kind == NodeKind::Argument) {
    auto type = cast<RankedTensorType>(function.getArgumentTypes()[node.index]);
    if (function.getArgAttr(node.index, APDialect::getParamAttrName())) {
      ParameterBytes perElement = getParameterBytes(
          type.getElementType(), graph.getConfig().memory);
      double elements =
          getLocalElements(meshShape, strategy.results[0], type.getShape());
      costs.parameters.parameter += perElement.parameter * elements;
      costs.parameters.gradient += perElement.gradient * elements;
      costs.parameters.optimizerState += perElement.optimizerState * elements;
    } else if (graph.isOptimizerState(node.index)) {
      costs.parameters.optimizerState +=
          getLocalBytes(meshShape, strategy.results[0], type);
    } else {
      costs.inputs += getLocalBytes(meshShape, strategy.results[0], type);
    }
  } else if (node.kind == NodeKind::Operation) {
    for (auto [result, layout] :
         llvm::zip(node.op->getResults(), strategy.results))
      if (graph.isSaved(result))
        costs.activations += graph.getSavedBytes(
            id, result.getResultNumber(), layout,
            cast<RankedTensorType>(result.getType()));
  }
}

double FigureWriter::addUse(const Use &use, MoveCounter &moves,
                            PlanCosts &costs, PlanCosts *also) {
  std::optional<Move> move = moves.count(use);
  if (!move)
    return 0;
  auto [type, has, wanted, cost] = *move;
  SmallVector<PlanCosts *, 2> targets{&costs};
  if (also)
    targets.push_back(also);
  for (PlanCosts *target : targets)
    target->communication += cost;
  std::optional<RedistributionPlan> plan =
      graph.getRedistributionPlan(type, has, wanted);
  if (!plan)
    return cost;
  int64_t elementBytes = getElementBytes(type);
  for (const RedistributionStep &step : plan->steps) {
    std::string key;
    llvm::raw_string_ostream os(key);
    os << stringifyStepKind(step.kind) << " axes = [";
    llvm::interleaveComma(step.meshAxes, os);
    os << "]";
    double before = elementBytes * getNumElements(step.localShapeBefore);
    double after = elementBytes * getNumElements(step.localShapeAfter);
    for (PlanCosts *target : targets) {
      CollectiveTotal &total = target->collectives[key];
      ++total.count;
      total.bytes += std::max(before, after);
      total.seconds += step.cost;
    }
  }
  return cost;
}

void FigureWriter::addPlacements(PlanFigures &figures) {
  func::FuncOp function = graph.getFunction();
  for (const DecisionClass &decisionClass : graph.getClasses()) {
    unsigned first = decisionClass.members.front();
    const DecisionNode &node = graph.getNodes()[first];
    if (node.kind != NodeKind::Argument)
      continue;
    PlacedValue value{
        graph.describeNode(first),
        static_cast<unsigned>(decisionClass.members.size()),
        cast<RankedTensorType>(function.getArgumentTypes()[node.index]),
        getStrategy(first).results[0]};
    bool param = static_cast<bool>(
        function.getArgAttr(node.index, APDialect::getParamAttrName()));
    (param ? figures.parameters : figures.inputs).push_back(std::move(value));
  }
}

void FigureWriter::addLayers(PlanFigures &figures) {
  ArrayRef<unsigned> order = graph.getOpNodes();
  // The layers: the copies of the repeated runs (runs may overlap, a copy
  // of one being a copy of the next; their edges cut the ops into layers),
  // each op node in one; the ops of no copy are the rest (last).
  std::set<unsigned> cuts = {0, static_cast<unsigned>(order.size())};
  std::vector<bool> covered(order.size(), false);
  for (const RepeatedRegion &region : graph.getRepeatedRegions()) {
    // The op at each of the run's `length` positions is a copy of the one
    // `period` further on.
    unsigned end = region.start + region.length + region.period;
    for (unsigned begin = region.start; begin < end; begin += region.period) {
      unsigned stop = std::min(begin + region.period, end);
      cuts.insert(begin);
      cuts.insert(stop);
      std::fill(covered.begin() + begin, covered.begin() + stop, true);
    }
  }
  DenseMap<unsigned, unsigned> layerOf;
  for (auto it = cuts.begin(), next = std::next(it); next != cuts.end();
       it = next++) {
    if (*it == *next || !covered[*it])
      continue;
    std::string name;
    llvm::raw_string_ostream os(name);
    os << "layer " << figures.layers.size() + 1 << " (from "
       << graph.getNodes()[order[*it]].op->getLoc() << ")";
    for (unsigned position = *it; position < *next; ++position)
      layerOf[order[position]] = figures.layers.size();
    figures.layers.push_back({std::move(name), {}});
  }
  unsigned rest = figures.layers.size();
  figures.layers.push_back({kRestName.str(), {}});
  auto getLayer = [&](unsigned node) -> PlanCosts & {
    auto it = layerOf.find(node);
    return figures.layers[it == layerOf.end() ? rest : it->second].costs;
  };
  for (unsigned node : order)
    addNode(node, getLayer(node));
  // The whole step: every node, and every move once, charged to the layer
  // of its consumer (of its producer for a result or a gradient).
  figures.total = getTotal([&](const Use &use) {
    unsigned owner = use.consumer;
    if (graph.getNodes()[owner].kind != NodeKind::Operation &&
        use.producer.isNode())
      owner = use.producer.node;
    return &getLayer(owner);
  });
  const PlanCosts &restCosts = figures.layers.back().costs;
  if (restCosts.compute == 0 && restCosts.communication == 0 &&
      restCosts.collectives.empty())
    figures.layers.pop_back();

  // One copy of the repeated layers: a member of each class of that size.
  figures.repeats = graph.getLayerRepeats();
  if (figures.repeats.copies == 0)
    return;
  DenseSet<unsigned> members;
  for (const DecisionClass &decisionClass : graph.getClasses()) {
    unsigned first = decisionClass.members.front();
    if (decisionClass.members.size() != figures.repeats.copies ||
        graph.getNodes()[first].kind != NodeKind::Operation)
      continue;
    members.insert(first);
    addNode(first, figures.oneCopy);
  }
  MoveCounter copyMoves(graph, solution);
  for (const Use &use : graph.getUses())
    if (members.contains(use.consumer))
      addUse(use, copyMoves, figures.oneCopy);
}

void FigureWriter::addMemory(PlanFigures &figures) {
  MemoryFigures &memory = figures.memory;
  memory.parameters = figures.total.parameters;
  // As the memory term counts them: the copies held at once.
  memory.activations = figures.total.activations *
                       static_cast<double>(graph.getConfig().activationCopies);
  memory.inputs = figures.total.inputs;
  memory.budget = graph.getConfig().memoryBudget;
  auto [transient, point] = graph.getPeakTransient(solution);
  memory.transient = transient;
  if (point)
    memory.peakAt = point->name;
  const ShardingGraph::MemoryProfile &profile = graph.getMemoryProfile();
  std::vector<double> pointBytes;
  for (const MemoryPointModel &profilePoint : profile.points)
    pointBytes.push_back(graph.getPointBytes(profilePoint, solution));
  for (int index : profile.sequence)
    memory.curve.push_back(index < 0 ? 0.0 : pointBytes[index]);
  memory.backwardStart = profile.backwardStart;
}

PlanCosts
FigureWriter::getTotal(llvm::function_ref<PlanCosts *(const Use &)> alsoTo) {
  PlanCosts total;
  for (unsigned node = 0; node < graph.getNodes().size(); ++node)
    addNode(node, total);
  MoveCounter moves(graph, solution);
  for (const Use &use : graph.getUses())
    addUse(use, moves, total, alsoTo ? alsoTo(use) : nullptr);
  return total;
}

PlanFigures FigureWriter::getFigures() {
  PlanFigures figures;
  addLayers(figures);
  figures.overlap = simulateOverlap(graph, solution);
  addMemory(figures);
  addPlacements(figures);
  // How many strategies the contractions (linalg ops with a reduction loop
  // and two or more inputs) had to choose from: what the einsum
  // canonicalization changes (docs/CanonicalizeEinsum.md).
  for (const DecisionNode &node : graph.getNodes()) {
    auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(
        node.kind == NodeKind::Operation ? node.op : nullptr);
    if (!linalgOp || linalgOp.getNumReductionLoops() == 0 ||
        linalgOp.getNumDpsInputs() < 2)
      continue;
    size_t strategies = graph.getClasses()[node.classId].strategies.size();
    PlanFigures::StrategyCounts &counts =
        figures.contractionStrategies[node.op->getName().getStringRef().str()];
    ++counts.ops;
    counts.fewest = std::min(counts.fewest, strategies);
    counts.most = std::max(counts.most, strategies);
    counts.total += strategies;
  }
  return figures;
}

} // namespace

std::string mlir::ap::formatSeconds(double seconds) {
  if (seconds >= 1)
    return llvm::formatv("{0:f3} s", seconds).str();
  if (seconds >= 1e-3)
    return llvm::formatv("{0:f3} ms", seconds * 1e3).str();
  return llvm::formatv("{0:f1} us", seconds * 1e6).str();
}

LogicalResult
mlir::ap::writeOutput(StringRef path, bool dashIsStderr,
                      llvm::function_ref<void(llvm::raw_ostream &)> write,
                      std::string &reason) {
  if (path == "-" && dashIsStderr) {
    write(llvm::errs());
    return success();
  }
  std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(path, &reason);
  if (!file)
    return failure();
  write(file->os());
  file->keep();
  return success();
}

PlanFigures mlir::ap::computePlanFigures(ShardingGraph &graph,
                                         const Plan &plan) {
  return FigureWriter(graph, plan.solution).getFigures();
}

double mlir::ap::predictStepTime(ShardingGraph &graph, const Plan &plan) {
  const PlacementSolution &solution = plan.solution;
  if (graph.getConfig().overlap)
    return simulateOverlap(graph, solution).getStep();
  PlanCosts total = FigureWriter(graph, solution).getTotal();
  return total.compute + total.communication;
}
