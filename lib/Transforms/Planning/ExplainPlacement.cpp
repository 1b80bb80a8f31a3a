//===- ExplainPlacement.cpp - Why the plan placed a value as it did -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-auto-shard{explain=...}: for each op or argument the query names, the
// strategy its class chose and every other strategy with what rules it out,
// with the rest of the plan as it is. The costs are the placement
// problem's, as the plan was solved: the class's compute (all its copies)
// and the communication of every move into and out of it (the overlap
// pricing, when the plan was solved with it); the problem is built without
// the annotations' prohibitions, so that a forbidden strategy has its cost.
// A cheaper alternative is ruled out by the memory budget or an annotation;
// one the solver could have taken means the plan is not optimal, which is
// said.
//
//===----------------------------------------------------------------------===//

#include "PlanFigures.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// How many costlier alternatives are listed.
constexpr unsigned kListed = 5;
/// Cost differences within this share of the choice's cost are ties (the
/// solver's own tolerance is 1e-7 of the objective).
constexpr double kTieTolerance = 1e-6;

/// Whether `query` names location `loc`: a name (NameLoc), or a file
/// location as `file:line:col` or `file:line`, the file given whole or by
/// its last path components.
bool matchesLocation(Location loc, StringRef query) {
  bool found = false;
  loc->walk([&](Location inner) {
    if (auto name = dyn_cast<NameLoc>(inner)) {
      found |= name.getName() == query;
    } else if (auto file = dyn_cast<FileLineColLoc>(inner)) {
      std::string line = llvm::formatv("{0}:{1}", file.getFilename().getValue(),
                                       file.getLine());
      std::string column =
          llvm::formatv("{0}:{1}", line, file.getColumn()).str();
      for (StringRef text : {StringRef(line), StringRef(column)})
        found |= text == query || (text.ends_with(query) &&
                                   text.drop_back(query.size()).ends_with("/"));
    }
    return found ? WalkResult::interrupt() : WalkResult::advance();
  });
  return found;
}

bool matchesNode(const ShardingGraph &graph, unsigned id, StringRef query) {
  const DecisionNode &node = graph.getNodes()[id];
  func::FuncOp function = graph.getFunction();
  switch (node.kind) {
  case NodeKind::Argument: {
    std::string number = std::to_string(node.index);
    if (query == "%arg" + number || query == "#" + number)
      return true;
    auto name = dyn_cast<NameLoc>(function.getArgument(node.index).getLoc());
    return name && name.getName() == query;
  }
  case NodeKind::Result:
    return query == "result #" + std::to_string(node.index);
  case NodeKind::Operation:
    return matchesLocation(node.op->getLoc(), query);
  }
  llvm_unreachable("unknown node kind");
}

/// Where a node's remark goes: its location if it has a file location in
/// it (a name alone locates nothing), else its function's.
Location getNodeLoc(const ShardingGraph &graph, unsigned id) {
  const DecisionNode &node = graph.getNodes()[id];
  func::FuncOp function = graph.getFunction();
  Location loc = node.kind == NodeKind::Operation ? node.op->getLoc()
                 : node.kind == NodeKind::Argument
                     ? function.getArgument(node.index).getLoc()
                     : function.getLoc();
  bool inFile = false;
  loc->walk([&](Location inner) {
    inFile |= isa<FileLineColLoc>(inner);
    return WalkResult::advance();
  });
  return inFile ? loc : function.getLoc();
}

std::string formatDelta(double seconds) {
  return (seconds < 0 ? "-" : "+") + formatSeconds(std::abs(seconds));
}

/// A strategy as layouts: an argument's or a result's is its one layout.
std::string describeStrategy(const ShardingStrategy &strategy) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (strategy.operands.empty() && strategy.results.size() == 1)
    os << strategy.results.front();
  else
    printStrategy(os, strategy, /*withTime=*/false);
  return text;
}

/// One strategy of a class with the rest of the plan fixed.
struct Alternative {
  unsigned strategy;
  double compute = 0, communication = 0, memory = 0;
  bool forbidden = false;
  double getCost() const { return compute + communication; }
};

} // namespace

/// Every strategy of class `classId` priced with the rest of the plan as it
/// is.
static std::vector<Alternative>
priceAlternatives(const ShardingGraph &graph, const PlacementProblem &problem,
                  const PlacementSolution &solution, unsigned classId) {
  const DecisionClass &decisionClass = graph.getClasses()[classId];
  // Every strategy's compute and communication with the rest fixed.
  std::vector<unsigned> choices = solution.choices;
  std::vector<Alternative> alternatives;
  for (unsigned strategy = 0; strategy < decisionClass.strategies.size();
       ++strategy) {
    Alternative alternative{strategy};
    alternative.compute = decisionClass.computeTime[strategy];
    alternative.forbidden = decisionClass.forbidden[strategy];
    double own = problem.getNodeCosts(classId)[strategy];
    alternative.communication =
        std::isfinite(own) ? own - alternative.compute : 0;
    for (const PlacementProblem::Edge &edge : problem.getEdges()) {
      if (edge.from == classId)
        alternative.communication +=
            edge.costs.at(strategy, solution.choices[edge.to]);
      else if (edge.to == classId)
        alternative.communication +=
            edge.costs.at(solution.choices[edge.from], strategy);
    }
    choices[classId] = strategy;
    alternative.memory = problem.evaluateMemory(choices);
    alternatives.push_back(alternative);
  }
  return alternatives;
}

/// Notes on `remark` for the strategies of node `id`'s class other than
/// `best`, the chosen one: cheapest first, those cheaper than the choice
/// (each ruled out by something), then the next costlier ones.
static void noteAlternatives(InFlightDiagnostic &remark,
                             const ShardingGraph &graph,
                             const PlacementSolution &solution, unsigned id,
                             ArrayRef<Alternative> alternatives,
                             const Alternative &best) {
  const DecisionClass &decisionClass =
      graph.getClasses()[graph.getNodes()[id].classId];
  unsigned chosen = best.strategy;
  double tolerance = kTieTolerance * std::max(best.getCost(), 1e-12);
  double budget = graph.getConfig().memoryBudget;
  SmallVector<const Alternative *> others;
  for (const Alternative &alternative : alternatives)
    if (alternative.strategy != chosen)
      others.push_back(&alternative);
  llvm::stable_sort(others, [](const Alternative *a, const Alternative *b) {
    return a->getCost() < b->getCost();
  });
  unsigned listedCostlier = 0, unlisted = 0, forbidden = 0, impossible = 0;
  double leastUnlisted = kInfiniteCost;
  for (const Alternative *alternative : others) {
    double delta = alternative->getCost() - best.getCost();
    if (std::abs(delta) <= tolerance)
      delta = 0;
    bool overBudget = budget > 0 && alternative->memory > budget;
    StringRef verdict;
    if (!std::isfinite(delta)) {
      ++impossible;
      continue;
    }
    if (alternative->forbidden) {
      // Only an annotation that cost the plan something is worth a line.
      if (delta >= 0) {
        ++forbidden;
        continue;
      }
      verdict = "ruled out: an annotation forbids it";
    } else if (delta > 0 && (overBudget || listedCostlier++ >= kListed)) {
      ++unlisted;
      leastUnlisted = std::min(leastUnlisted, delta);
      continue;
    }
    std::string text;
    llvm::raw_string_ostream line(text);
    line << describeStrategy(decisionClass.strategies[alternative->strategy])
         << ": " << formatDelta(delta) << " (compute "
         << formatDelta(alternative->compute - best.compute)
         << ", communication "
         << formatDelta(alternative->communication - best.communication)
         << "); ";
    if (!verdict.empty())
      line << verdict;
    else if (overBudget)
      line << "ruled out: the memory budget ("
           << formatBytes(alternative->memory) << " per device > "
           << formatBytes(budget) << ")";
    else if (delta > 0)
      line << "ruled out: costlier";
    else if (delta == 0)
      line << "as cheap: a tie the solver broke";
    else
      line << "cheaper with the rest of the plan as it is: the plan is "
           << describeOptimality(solution);
    remark.attachNote(getNodeLoc(graph, id)) << text;
  }
  Location loc = getNodeLoc(graph, id);
  if (unlisted > 0)
    remark.attachNote(loc) << unlisted << " more, each costlier by at least "
                           << formatSeconds(leastUnlisted);
  if (forbidden > 0)
    remark.attachNote(loc) << forbidden
                           << " more forbidden by annotations, none cheaper";
  if (impossible > 0)
    remark.attachNote(loc) << impossible
                           << " impossible with the rest of the plan as it "
                              "is";
}

unsigned mlir::ap::explainPlacement(ShardingGraph &graph, const Plan &plan,
                                    StringRef query) {
  const PlacementSolution &solution = plan.solution;
  PlacementProblem problem =
      graph.buildProblem(plan.windows, /*forbidAnnotated=*/false);
  DenseSet<unsigned> explained;
  for (unsigned id = 0; id < graph.getNodes().size(); ++id) {
    unsigned classId = graph.getNodes()[id].classId;
    if (explained.contains(classId) || !matchesNode(graph, id, query))
      continue;
    explained.insert(classId);
    const DecisionClass &decisionClass = graph.getClasses()[classId];
    unsigned chosen = solution.choices[classId];
    std::vector<Alternative> alternatives =
        priceAlternatives(graph, problem, solution, classId);
    const Alternative &best = alternatives[chosen];

    std::string name = graph.describeNode(id);
    InFlightDiagnostic remark = emitRemark(getNodeLoc(graph, id));
    remark << "explain @" << graph.getFunction().getSymName() << ": " << name;
    if (size_t copies = decisionClass.members.size() - 1)
      remark << " (decided with its " << copies
             << (copies == 1 ? " copy" : " copies") << ")";
    remark << ": chose " << describeStrategy(decisionClass.strategies[chosen])
           << " of " << decisionClass.strategies.size()
           << " strategies: compute " << formatSeconds(best.compute)
           << ", communication in and out " << formatSeconds(best.communication)
           << "; the plan's peak memory per device "
           << formatBytes(best.memory);

    noteAlternatives(remark, graph, solution, id, alternatives, best);
  }
  return explained.size();
}
