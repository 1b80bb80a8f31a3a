//===- PlacementProblem.h - Choosing one strategy per node ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The auto-sharder's choice as a pairwise problem, independent of MLIR: every
// node (an op, an argument, a class of repeated ops) picks one of its
// choices; a choice costs its node cost, and every edge between two nodes
// costs an entry of its matrix (the redistribution between the producer's
// layout and the layout the consumer wants). A choice also holds some bytes
// of memory per device for the whole step (resident); memory points add the
// bytes live only at one point of the program (transients: each point's
// terms depend on some nodes' choices). The memory of an assignment is the
// resident bytes plus its largest point, and it may be bounded. +infinity
// forbids a choice or a pair of choices. docs/PlacementSolver.md explains
// how it is solved.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SOLVER_PLACEMENTPROBLEM_H
#define SHARD_SOLVER_PLACEMENTPROBLEM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace ap {

constexpr double kInfiniteCost = std::numeric_limits<double>::infinity();

/// A dense matrix of costs, row-major.
class CostMatrix {
public:
  CostMatrix() = default;
  CostMatrix(unsigned rows, unsigned cols, double value = 0)
      : rows(rows), cols(cols), values(size_t(rows) * cols, value) {}

  unsigned getRows() const { return rows; }
  unsigned getCols() const { return cols; }
  double &at(unsigned row, unsigned col) {
    return values[size_t(row) * cols + col];
  }
  double at(unsigned row, unsigned col) const {
    return values[size_t(row) * cols + col];
  }
  llvm::ArrayRef<double> getRow(unsigned row) const {
    return llvm::ArrayRef<double>(values).slice(size_t(row) * cols, cols);
  }

  CostMatrix transposed() const;
  /// Adds `scale` times `other` (same dimensions) entry by entry.
  void add(const CostMatrix &other, double scale = 1);
  bool isZero() const;

private:
  unsigned rows = 0, cols = 0;
  std::vector<double> values;
};

class PlacementProblem {
public:
  using NodeId = unsigned;

  struct Edge {
    NodeId from, to;
    /// Rows: the choices of `from`; columns: the choices of `to`.
    CostMatrix costs;
  };

  /// The bytes live at one point of the program besides the resident
  /// memory: a constant plus, per node it names, bytes per choice.
  struct MemoryPoint {
    std::string name;
    double constant = 0;
    std::vector<std::pair<NodeId, std::vector<double>>> terms;
  };

  NodeId addNode(unsigned numChoices, std::string name);
  /// Adds `costs` (one per choice) to the node's costs.
  void addNodeCosts(NodeId node, llvm::ArrayRef<double> costs);
  /// The bytes per device each choice holds.
  void setNodeMemory(NodeId node, llvm::ArrayRef<double> bytes);
  /// A new memory point (no bytes yet).
  unsigned addMemoryPoint(std::string name);
  /// Adds `bytes` (one per choice of `node`) to a point.
  void addPointMemory(unsigned point, NodeId node, llvm::ArrayRef<double> bytes);
  /// Adds bytes that no choice changes to a point.
  void addPointConstant(unsigned point, double bytes);
  /// Forbids one choice of a node.
  void forbid(NodeId node, unsigned choice);
  /// Adds a cost between two nodes (`costs` rows are `from`'s choices);
  /// edges between the same nodes accumulate. An edge from a node to
  /// itself (two members of one class of repeated ops, which choose alike)
  /// adds its diagonal to the node's costs.
  void addEdgeCosts(NodeId from, NodeId to, const CostMatrix &costs,
                    double scale = 1);

  unsigned getNumNodes() const { return names.size(); }
  unsigned getNumChoices(NodeId node) const { return costs[node].size(); }
  llvm::ArrayRef<double> getNodeCosts(NodeId node) const { return costs[node]; }
  llvm::ArrayRef<double> getNodeMemory(NodeId node) const {
    return memory[node];
  }
  llvm::StringRef getName(NodeId node) const { return names[node]; }
  const std::vector<MemoryPoint> &getMemoryPoints() const { return points; }
  /// The (point, term) pairs that name `node`.
  llvm::ArrayRef<std::pair<unsigned, unsigned>>
  getNodePointTerms(NodeId node) const {
    return pointTerms[node];
  }
  /// Whether the node's memory (resident or at some point) differs between
  /// two of its allowed (finite-cost) choices.
  bool hasVaryingMemory(NodeId node) const;
  /// Whether choice `better` of `node` holds no more bytes than `worse`,
  /// resident and at every point.
  bool holdsNoMoreMemory(NodeId node, unsigned better, unsigned worse) const;
  const std::vector<Edge> &getEdges() const { return edges; }

  /// The size of the textbook integer program for this problem, before any
  /// reduction: one binary per node choice, one pair variable per edge
  /// entry; one "choose one" row per node and, per edge, one row per choice
  /// of either end tying the pair variables to the node's choice.
  struct FormulationSize {
    uint64_t choiceVariables = 0, pairVariables = 0, constraints = 0;
  };
  FormulationSize getFormulationSize() const;

  /// The objective and the memory (resident plus the largest point) of a
  /// full assignment.
  double evaluate(llvm::ArrayRef<unsigned> choices) const;
  double evaluateMemory(llvm::ArrayRef<unsigned> choices) const;
  /// The resident bytes of a full assignment.
  double evaluateResidentMemory(llvm::ArrayRef<unsigned> choices) const;
  /// The largest point's bytes (0 without points) and, if asked, which.
  double evaluatePeakPoint(llvm::ArrayRef<unsigned> choices,
                           std::optional<unsigned> *point = nullptr) const;

private:
  std::vector<std::string> names;
  std::vector<std::vector<double>> costs;
  std::vector<std::vector<double>> memory;
  std::vector<MemoryPoint> points;
  std::vector<std::vector<std::pair<unsigned, unsigned>>> pointTerms;
  std::vector<Edge> edges;
  llvm::DenseMap<std::pair<NodeId, NodeId>, unsigned> edgeIndex;
};

} // namespace ap
} // namespace mlir

#endif // SHARD_SOLVER_PLACEMENTPROBLEM_H
