//===- DualSolver.h - The dual bound's state --------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The reparametrized costs and messages behind pruneWithDualBound
// (DualBound.h): the diffusion and the decodings live in DualBound.cpp, the
// price of memory (a Lagrangian multiplier on the tightest memory row) in
// MemoryPrice.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SOLVER_DUALSOLVER_H
#define SHARD_LIB_SOLVER_DUALSOLVER_H

#include "DualBound.h"

#include <array>

namespace mlir {
namespace ap {

/// The diffusion stops once four checks in a row (every 8 sweeps) raise the
/// bound by less than this fraction of the best plan: past that point it
/// creeps (GPT-2's export on 2x4: 5,400 sweeps for the last 0.1%), and CBC
/// closes the gap faster than the diffusion tightens it.
inline constexpr double kStalledGain = 1e-5;

/// The work one search for an assignment of tight entries may take: a
/// few of the diffusion's sweeps.
inline constexpr uint64_t kTightSearchWork = 20'000'000;

class DualSolver {
public:
  explicit DualSolver(CoreProblem &core);

  /// The dual bound (DualBound.h); under a memory limit, then the price of
  /// memory, spending `memoryWork` (MemoryPrice.cpp).
  DualPruning run(WorkBudget &budget, double knownUpperBound,
                  WorkBudget *memoryWork);

private:
  struct Incidence {
    unsigned edge;
    bool isFrom;
  };
  /// An edge's matrix restricted to the choices in play, stored once per
  /// pair of distinct rows and columns.
  struct CompressedEdge {
    CostMatrix groups;
    std::vector<unsigned> rowGroup, colGroup;
  };

  /// (Re)builds the costs over the choices in play, keeping the messages of
  /// the choices that stay.
  void build();
  double edgeCost(unsigned edge, unsigned from, unsigned to) const {
    const CompressedEdge &data = edges[edge];
    return data.groups.at(data.rowGroup[from], data.colGroup[to]) -
           messages[edge][0][from] - messages[edge][1][to];
  }
  /// Node n's reparametrized cost of (in-play) choice c.
  double nodeCost(unsigned node, unsigned choice) const;
  /// The (in-play) choices of `node` within `slack` of its least
  /// reparametrized cost.
  std::vector<unsigned> getChoicesWithin(unsigned node, double slack) const;
  /// Per row (column) group, the largest message of its choices.
  void getLargestMessages(unsigned edge, bool ofRows,
                          std::vector<double> &result) const;
  /// The min over the other endpoint of edge `in`'s reparametrized cost,
  /// per choice of the node.
  void getMinMarginal(const Incidence &in, std::vector<double> &result) const;
  /// The least reparametrized cost of each edge.
  double getEdgeMinimum(unsigned edge) const;
  void diffuse(unsigned node);
  /// One sweep (every node forward, then backward), if `budget` allows its
  /// work; false (nothing done) if not.
  bool sweep(WorkBudget &budget);
  double getLowerBound() const;
  /// The cost-table entries one sweep visits (each edge from both ends).
  uint64_t getSweepWork() const;
  /// A good assignment (original choice numbers) from the reparametrized
  /// costs, improved by local search on the real costs, and repaired to fit
  /// the memory limit.
  std::vector<unsigned> decode(bool reverse) const;
  /// An assignment (original choice numbers) using only entries within
  /// `tolerance` of their term's least reparametrized cost (every node's
  /// choice, every edge's pair): it costs at most the lower bound plus
  /// `tolerance` per term. Empty if the search finds none within `budget`.
  std::vector<unsigned> decodeTight(double tolerance, WorkBudget &budget) const;
  double evaluate(const std::vector<unsigned> &choices) const;
  /// Keeps `choices` (repaired to fit the memory limit) as the incumbent if
  /// they cost less than it.
  void consider(DualPruning &result, std::vector<unsigned> choices) const;
  /// Decodes plans from the current costs (greedily both ways, then from
  /// tight entries within `1e-9 UB / terms` and, if none, within
  /// `(upperBound - lowerBound) / terms`, the bounds in the current costs'
  /// terms) and considers them.
  void tryIncumbent(DualPruning &result, WorkBudget &budget, double lowerBound,
                    double upperBound) const;
  void improveLocally(std::vector<unsigned> &choices) const;
  bool repairMemory(std::vector<unsigned> &choices) const;
  /// Drops the choices whose bound exceeds `upperBound` (unless too few
  /// to be worth a rebuild, without `force`); returns how many.
  unsigned dropHopelessChoices(double lowerBound, double upperBound,
                               bool force);
  void prune(DualPruning &result);

  // The price of memory (MemoryPrice.cpp).
  /// Bytes of memory row `row` (-1: the resident bytes; else a point's,
  /// resident included) that `node` holds with (original) `choice`.
  double getRowBytes(int row, unsigned node, unsigned choice) const;
  double getRowLimit(int row) const;
  /// Node costs plus `price` per byte of row `row`; the messages stay.
  void setMemoryPrice(int row, double price);
  /// Diffuses until the bound stalls or `budget` runs out; the bound.
  double diffuseToStall(WorkBudget &budget);
  /// Lagrangian relaxation of the memory row the unbounded plan exceeds
  /// most: raises `result.memoryBound` and finds plans that fit.
  void priceMemory(DualPruning &result, WorkBudget &budget);

  CoreProblem &core;
  unsigned numNodes;
  double big = 0;
  /// Per node: the original numbers of the choices still in play.
  std::vector<std::vector<unsigned>> inPlay;
  /// Node costs and edges over the choices in play, +infinity as `big`.
  std::vector<std::vector<double>> nodeCosts;
  std::vector<CompressedEdge> edges;
  /// messages[e][0]: to the edge's `from` node; [1]: to its `to` node.
  std::vector<std::array<std::vector<double>, 2>> messages;
  std::vector<std::vector<Incidence>> incidences;
  /// Working storage of getMinMarginal and diffuse.
  mutable std::vector<double> scratchLargest, scratchBest, scratchTotal;
  std::vector<std::vector<double>> scratchMarginals;
};

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SOLVER_DUALSOLVER_H
