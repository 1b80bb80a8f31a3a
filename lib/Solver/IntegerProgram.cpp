//===- IntegerProgram.cpp - The core as an integer program for CBC --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Variables: x[n][c] in {0, 1} for every finite choice c of core node n, and
// per edge y[e][i][j] >= 0 for every pair of a distinct row i and a distinct
// column j of its matrix (choices with identical rows share one i). Rows:
//
//   sum_c x[n][c] = 1                                   (one choice per node)
//   sum_j y[e][i][j] = sum_{c in row group i} x[from][c]    (row marginals)
//   sum_i y[e][i][j] = sum_{c in col group j} x[to][c]      (column marginals)
//   sum_{n,c} memory[n][c] x[n][c] <= limit                 (if bounded)
//   r + sum_{n,c} point_p[n][c] x[n][c] <= limit_p   (per memory point p,
//                                       r the resident sum as a column)
//
// With the x integral the marginals force exactly one y per edge to 1, so
// the y can stay continuous. Costs go in as microseconds and memory as GB to
// keep CBC's tolerances meaningful; the memory row is scaled to a limit of 1.
//
//===----------------------------------------------------------------------===//

#include "CbcRunner.h"
#include "GraphReduction.h"

#include "llvm/Support/FormatVariadic.h"

#include <Cbc_C_Interface.h>

#include <chrono>
#include <cmath>
#include <limits>

using namespace mlir::ap;

namespace {

constexpr double kCostScale = 1e6; // seconds -> microseconds

/// Sparse rows, turned into CBC's column-major arrays at the end.
class ProgramBuilder {
public:
  int addColumn(double lower, double upper, double objective, bool integer) {
    lowers.push_back(lower);
    uppers.push_back(upper);
    objectives.push_back(objective);
    integers.push_back(integer);
    return lowers.size() - 1;
  }
  int addRow(double lower, double upper) {
    rowLowers.push_back(lower);
    rowUppers.push_back(upper);
    return rowLowers.size() - 1;
  }
  void add(int row, int column, double value) {
    entries.push_back({column, row, value});
  }

  int getNumColumns() const { return lowers.size(); }
  int getNumRows() const { return rowLowers.size(); }
  size_t getNumEntries() const { return entries.size(); }

  void load(Cbc_Model *model) {
    llvm::sort(entries, [](const Entry &a, const Entry &b) {
      return std::tie(a.column, a.row) < std::tie(b.column, b.row);
    });
    std::vector<CoinBigIndex> starts(lowers.size() + 1, 0);
    std::vector<int> rows;
    std::vector<double> values;
    for (const Entry &entry : entries) {
      ++starts[entry.column + 1];
      rows.push_back(entry.row);
      values.push_back(entry.value);
    }
    for (size_t column = 0; column < lowers.size(); ++column)
      starts[column + 1] += starts[column];
    Cbc_loadProblem(model, lowers.size(), rowLowers.size(), starts.data(),
                    rows.data(), values.data(), lowers.data(), uppers.data(),
                    objectives.data(), rowLowers.data(), rowUppers.data());
    for (size_t column = 0; column < integers.size(); ++column)
      if (integers[column])
        Cbc_setInteger(model, column);
  }

private:
  struct Entry {
    int column, row;
    double value;
  };
  std::vector<double> lowers, uppers, objectives, rowLowers, rowUppers;
  std::vector<bool> integers;
  std::vector<Entry> entries;
};

/// The choice columns x[n][c] (-1 for a forbidden choice) and each node's
/// "one choice" row; false when a node has no allowed choice.
bool addChoiceColumns(ProgramBuilder &builder, const CoreProblem &core,
                      std::vector<std::vector<int>> &x) {
  for (auto [index, costs] : llvm::enumerate(core.costs)) {
    int row = builder.addRow(1, 1);
    for (double cost : costs) {
      if (!std::isfinite(cost)) {
        x[index].push_back(-1);
        continue;
      }
      int column = builder.addColumn(0, 1, cost * kCostScale, true);
      builder.add(row, column, 1);
      x[index].push_back(column);
    }
    if (llvm::all_of(x[index], [](int column) { return column < 0; }))
      return false;
  }
  return true;
}

/// Each edge's y columns and its row and column marginals.
void addEdgeMarginals(ProgramBuilder &builder, const CoreProblem &core,
                      const std::vector<std::vector<int>> &x) {
  for (const CoreProblem::Edge &edge : core.edges) {
    RowGrouping rows = groupIdenticalRows(edge.costs);
    RowGrouping cols = groupIdenticalRows(edge.costs.transposed());
    std::vector<int> rowConstraint, colConstraint;
    for (size_t i = 0; i < rows.representative.size(); ++i)
      rowConstraint.push_back(builder.addRow(0, 0));
    for (size_t j = 0; j < cols.representative.size(); ++j)
      colConstraint.push_back(builder.addRow(0, 0));
    for (auto [choice, group] : llvm::enumerate(rows.groupOf))
      if (int column = x[edge.from][choice]; column >= 0)
        builder.add(rowConstraint[group], column, -1);
    for (auto [choice, group] : llvm::enumerate(cols.groupOf))
      if (int column = x[edge.to][choice]; column >= 0)
        builder.add(colConstraint[group], column, -1);
    for (auto [i, row] : llvm::enumerate(rows.representative))
      for (auto [j, col] : llvm::enumerate(cols.representative)) {
        double cost = edge.costs.at(row, col);
        if (!std::isfinite(cost))
          continue;
        int column = builder.addColumn(0, 1, cost * kCostScale, false);
        builder.add(rowConstraint[i], column, 1);
        builder.add(colConstraint[j], column, 1);
      }
  }
}

/// The memory rows of a bounded core: one row of the resident bytes, or with
/// memory points a resident column r and one row per point.
void addMemoryRows(ProgramBuilder &builder, const CoreProblem &core,
                   const std::vector<std::vector<int>> &x) {
  // Scaled so that the limit is 1: CBC's tolerances are absolute.
  double largest = std::fabs(*core.memoryLimit);
  for (const auto &memory : core.memory)
    for (double bytes : memory)
      largest = std::max(largest, std::fabs(bytes));
  for (const CoreProblem::Point &point : core.points)
    for (const auto &[node, bytes] : point.terms)
      for (double value : bytes)
        largest = std::max(largest, std::fabs(value));
  double scale = largest > 0 ? 1 / largest : 1;
  auto addResidentTerms = [&](int row, double sign) {
    for (auto [index, memory] : llvm::enumerate(core.memory))
      for (auto [choice, bytes] : llvm::enumerate(memory))
        if (int column = x[index][choice]; column >= 0 && bytes != 0)
          builder.add(row, column, sign * bytes * scale);
  };
  if (core.points.empty()) {
    int row = builder.addRow(-std::numeric_limits<double>::max(),
                             *core.memoryLimit * scale);
    addResidentTerms(row, 1);
    return;
  }
  // The resident bytes once, as a column r (= their sum), which every
  // point's row adds to its own terms.
  int resident = builder.addColumn(-std::numeric_limits<double>::max(),
                                   *core.memoryLimit * scale, 0, false);
  int sum = builder.addRow(0, 0);
  builder.add(sum, resident, -1);
  addResidentTerms(sum, 1);
  for (const CoreProblem::Point &point : core.points) {
    int row = builder.addRow(-std::numeric_limits<double>::max(),
                             point.limit * scale);
    builder.add(row, resident, 1);
    for (const auto &[node, bytes] : point.terms)
      for (auto [choice, value] : llvm::enumerate(bytes))
        if (int column = x[node][choice]; column >= 0 && value != 0)
          builder.add(row, column, value * scale);
  }
}

/// Sets CBC's parameters: the known plan's cost as the cutoff, the relative
/// gap, no presolve; writes the program out if asked.
void configureCbc(Cbc_Model *model, const CoreProblem &core,
                  const PlacementSolverOptions &options,
                  llvm::ArrayRef<unsigned> start) {
  Cbc_setLogLevel(model, 0);
  // With a known plan, only better ones matter: it becomes CBC's cutoff,
  // and CBC's own search for a first plan (the feasibility pump, diving
  // heuristics) only costs time. A cutoff, not a MIP start: CBC evaluates a
  // start by solving the whole relaxation with the integers fixed, which
  // cost up to 30 s on the generator's 2-layer graph.
  if (!start.empty()) {
    double startCost = 0;
    for (auto [index, choice] : llvm::enumerate(start))
      startCost += core.costs[index][choice];
    for (const CoreProblem::Edge &edge : core.edges)
      startCost += edge.costs.at(start[edge.from], start[edge.to]);
    if (std::isfinite(startCost)) {
      double cutoff = startCost * kCostScale;
      cutoff += 1e-7 * std::max(1.0, std::fabs(cutoff));
      Cbc_setParameter(model, "cutoff",
                       llvm::formatv("{0:e15}", cutoff).str().c_str());
      Cbc_setParameter(model, "heur", "off");
      Cbc_setParameter(model, "feas", "off");
    }
  }
  // Presolving costs more than it saves on these programs, which the graph
  // reductions and the dual bound have already shrunk: Clp's presolve of the
  // root relaxation took 20.8 s of a 28 s solve of GPT-2's export on 2x4
  // (0.8 s without), and CBC's integer preprocessing 3.9 s of 4.2 s of the
  // f32 one after that (benchmarks/torch-fixtures.sh, docs/PlacementSolver.md).
  // Close enough, by CBC's own bound (the dual bound's gap is checked
  // before CBC is started).
  if (options.relativeGap > 0)
    Cbc_setParameter(
        model, "ratioGap",
        llvm::formatv("{0:e6}", options.relativeGap).str().c_str());
  Cbc_setParameter(model, "presolve", "off");
  Cbc_setParameter(model, "preprocess", "off");
  if (!options.programFile.empty()) {
    Cbc_writeMps(model, options.programFile.c_str());
    if (options.progress)
      options.progress(llvm::formatv("integer program written to {0}.mps.gz",
                                     options.programFile)
                           .str());
  }
}

/// Reads CBC's outcome into `choices`, `status` and `gap`: its plan, or the
/// known plan `start` when nothing beat its cutoff.
llvm::Error readOutcome(const CbcOutcome &outcome, const CoreProblem &core,
                        const PlacementSolverOptions &options,
                        const std::vector<std::vector<int>> &x,
                        llvm::ArrayRef<unsigned> start, double knownGap,
                        bool timedOut, std::vector<unsigned> &choices,
                        SolveStatus &status, double &gap) {
  if (outcome.provenInfeasible && start.empty()) {
    status = SolveStatus::Infeasible;
    return llvm::Error::success();
  }
  if (outcome.solution.empty() && !start.empty()) {
    // Nothing under the cutoff, which the known plan is under: it is
    // optimal (up to the cutoff's tolerance) if CBC finished its search,
    // else the best known, with what is known of it.
    // With a relative gap, CBC's "finished" is "close enough".
    bool finished = (outcome.provenInfeasible || outcome.provenOptimal) &&
                    options.relativeGap == 0;
    for (auto [index, choice] : llvm::enumerate(start))
      choices[core.nodes[index]] = choice;
    status = finished ? SolveStatus::Optimal : SolveStatus::Feasible;
    gap = finished ? 0 : knownGap;
    return llvm::Error::success();
  }
  if (outcome.solution.empty()) {
    if (timedOut)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          llvm::formatv("CBC found no plan within the time limit of {0} s",
                        options.timeLimit));
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "CBC stopped without a plan");
  }
  for (auto [index, columns] : llvm::enumerate(x)) {
    unsigned best = 0;
    double bestValue = -1;
    for (auto [choice, column] : llvm::enumerate(columns))
      if (column >= 0 && outcome.solution[column] > bestValue) {
        bestValue = outcome.solution[column];
        best = choice;
      }
    choices[core.nodes[index]] = best;
  }
  status = outcome.provenOptimal ? SolveStatus::Optimal : SolveStatus::Feasible;
  // The gap between the plan and the best lower bound, in seconds.
  gap = std::min(knownGap,
                 std::max(0.0, outcome.objective - outcome.bestPossible) /
                     kCostScale);
  // With a relative gap, "proven optimal" is proven within it.
  if (options.relativeGap > 0 &&
      gap > 1e-9 * std::max(1.0, std::fabs(outcome.objective / kCostScale)))
    status = SolveStatus::Feasible;
  return llvm::Error::success();
}

} // namespace

llvm::Error mlir::ap::solveCore(const CoreProblem &core,
                                const PlacementSolverOptions &options,
                                const Deadline &deadline,
                                llvm::ArrayRef<unsigned> start, double knownGap,
                                std::vector<unsigned> &choices,
                                SolveStatus &status, double &gap,
                                PlacementSolverStats &stats) {
  auto buildStart = std::chrono::steady_clock::now();
  ProgramBuilder builder;
  // x variables; -1 for forbidden choices.
  std::vector<std::vector<int>> x(core.nodes.size());
  if (!addChoiceColumns(builder, core, x)) {
    status = SolveStatus::Infeasible;
    return llvm::Error::success();
  }
  addEdgeMarginals(builder, core, x);
  if (core.memoryLimit)
    addMemoryRows(builder, core, x);
  stats.variables = builder.getNumColumns();
  stats.constraints = builder.getNumRows();
  stats.nonzeros = builder.getNumEntries();
  stats.integerVariables = 0;
  for (const auto &columns : x)
    stats.integerVariables +=
        llvm::count_if(columns, [](int column) { return column >= 0; });
  if (options.progress)
    options.progress(llvm::formatv("integer program: {0} variables ({1} "
                                   "binary), {2} constraints, {3} nonzeros",
                                   stats.variables, stats.integerVariables,
                                   stats.constraints, stats.nonzeros)
                         .str());

  Cbc_Model *model = Cbc_newModel();
  builder.load(model);
  configureCbc(model, core, options, start);
  auto built = std::chrono::steady_clock::now();
  stats.buildSeconds +=
      std::chrono::duration<double>(built - buildStart).count();
  CbcOutcome outcome = runCbc(model, deadline);
  Cbc_deleteModel(model);
  stats.solveSeconds +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - built)
          .count();
  if (outcome.killed || outcome.secondsLimitReached) {
    stats.timedOut = true;
    if (options.progress)
      options.progress(outcome.killed
                           ? "CBC stopped at the time limit"
                           : "CBC reached the time limit with its best plan");
  }
  return readOutcome(outcome, core, options, x, start, knownGap, stats.timedOut,
                     choices, status, gap);
}
