//===- GraphReduction.h - Exact folding of simple nodes ---------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The reductions PBQP solvers use, all exact: a choice no better than
// another in every respect (node cost, memory, every edge entry) is
// dropped; a node without neighbours
// takes its cheapest choice; a node with one neighbour folds into it (the
// neighbour's cost per choice gains the node's best response); a node with
// two neighbours becomes an edge between them. Edges whose matrix is a sum
// of a row term and a column term become node costs. What is left (the
// core) goes to the integer program; the folded nodes are then chosen back
// in reverse order.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SOLVER_GRAPHREDUCTION_H
#define SHARD_LIB_SOLVER_GRAPHREDUCTION_H

#include "Shard/Solver/PlacementSolver.h"
#include "WorkBudget.h"

#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace ap {

/// The integer program's input: the nodes and edges left after folding.
struct CoreProblem {
  /// Original node ids.
  std::vector<unsigned> nodes;
  std::vector<std::vector<double>> costs;
  std::vector<std::vector<double>> memory;
  struct Edge {
    /// Indices into `nodes`; rows of `costs` are `from`'s choices.
    unsigned from, to;
    CostMatrix costs;
  };
  std::vector<Edge> edges;
  /// Bytes the core's choices may hold, if bounded: resident (`memory`)
  /// and, at every point, resident plus the point's terms.
  std::optional<double> memoryLimit;
  struct Point {
    double limit;
    /// Per core node in the point: bytes per choice.
    std::vector<std::pair<unsigned, std::vector<double>>> terms;
  };
  /// Filled only when bounded.
  std::vector<Point> points;
  /// Per core node: the (point, term) pairs that name it.
  std::vector<std::vector<std::pair<unsigned, unsigned>>> pointTerms;

  /// Resident bytes, and the most by which any point (or the resident
  /// bytes) exceeds its limit (<= 0: the choices fit).
  double getResidentMemory(const std::vector<unsigned> &choices) const;
  double getMemoryExcess(const std::vector<unsigned> &choices) const {
    return getWorstMemoryRow(choices).second;
  }
  /// The row furthest over (or least under) its limit, as (point index, or
  /// -1 for the resident bytes alone; the excess).
  std::pair<int, double>
  getWorstMemoryRow(const std::vector<unsigned> &choices) const;
  /// Whether `better` holds no more bytes than `worse`, resident and at
  /// every point.
  bool holdsNoMoreMemory(unsigned node, unsigned better, unsigned worse) const;
};

class GraphReduction {
public:
  /// `keep[n]` nodes are never folded (their memory must stay visible).
  GraphReduction(const PlacementProblem &problem, llvm::ArrayRef<bool> keep);

  /// Folds until nothing simple is left. Folding a node with two neighbours
  /// costs the product of the three choice counts; nodes above `maxWork`
  /// stay in the core.
  void reduce(PlacementSolverStats &stats, uint64_t maxWork = 20'000'000);

  /// The nodes and edges left, with `memoryLimit` less the memory of the
  /// folded nodes (which is constant, since only nodes whose memory does
  /// not depend on their choice are folded when memory is bounded), and
  /// each point's limit less its constant and its folded nodes' bytes.
  CoreProblem getCore(std::optional<double> memoryLimit) const;

  /// Completes `choices` (core nodes already set) with the folded nodes.
  void chooseFolded(std::vector<unsigned> &choices) const;

private:
  struct Edge {
    unsigned from, to;
    CostMatrix costs;
    bool alive = true;
  };
  /// How to choose a folded node.
  struct Fold {
    unsigned node;
    /// None, one or two neighbours, alive when it was folded.
    llvm::SmallVector<unsigned, 2> neighbours;
    /// The best choice per neighbour choice (row-major for two).
    std::vector<unsigned> best;
  };

  double getEdgeCost(unsigned edge, unsigned node, unsigned nodeChoice,
                     unsigned otherChoice) const;
  void removeEdge(unsigned edge);
  void addEdge(unsigned from, unsigned to, const CostMatrix &costs);
  /// Moves a separable edge's costs onto its nodes; true if it did.
  bool splitIfSeparable(unsigned edge);
  /// Whether choice `better` of `node` costs no more than `worse` in every
  /// respect: node cost, memory, and every edge entry.
  bool dominates(unsigned node, unsigned better, unsigned worse) const;
  /// Forbids the dominated choices of a node; returns how many.
  unsigned removeDominatedChoices(unsigned node, uint64_t maxWork);
  void foldIsolated(unsigned node);
  void foldLeaf(unsigned node);
  bool foldChain(unsigned node, uint64_t maxWork);

  const PlacementProblem &problem;
  std::vector<bool> keep;
  std::vector<bool> alive;
  std::vector<std::vector<double>> costs;
  std::vector<Edge> edges;
  /// Per node: neighbour -> edge.
  std::vector<llvm::DenseMap<unsigned, unsigned>> adjacency;
  std::vector<Fold> folds;
  std::vector<unsigned> pending;
  PlacementSolverStats *stats = nullptr;
};

/// `core` with only its finite-cost choices (and, with `fix`, node
/// `fix->first` restricted to choice `fix->second`) as a problem of its own,
/// memory included; `allowed[i]` maps core node i's new choices back to its
/// old ones (empty when none is left).
PlacementProblem restrictToAllowed(
    const CoreProblem &core, std::vector<std::vector<unsigned>> &allowed,
    std::optional<std::pair<unsigned, unsigned>> fix = std::nullopt);

/// The identical rows of a matrix: the group of each row, and one row per
/// group (the first).
struct RowGrouping {
  std::vector<unsigned> groupOf;
  std::vector<unsigned> representative;
};
RowGrouping groupIdenticalRows(const CostMatrix &matrix);

/// Solves a core with CBC into `choices` (indexed by original node id);
/// `gap` is how far the best lower bound is below the plan, in seconds. A
/// known assignment (`start`, indexed like `core.nodes`, empty if none, with
/// `knownGap` proven by other means) seeds the search and is the answer if
/// CBC finds nothing better before `deadline`.
llvm::Error solveCore(const CoreProblem &core,
                      const PlacementSolverOptions &options,
                      const Deadline &deadline, llvm::ArrayRef<unsigned> start,
                      double knownGap, std::vector<unsigned> &choices,
                      SolveStatus &status, double &gap,
                      PlacementSolverStats &stats);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SOLVER_GRAPHREDUCTION_H
