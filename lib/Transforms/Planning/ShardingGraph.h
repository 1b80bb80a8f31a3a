//===- ShardingGraph.h - A function as the auto-sharder sees it -*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The auto-sharder's model of one function (docs/AutoShard.md):
//
//  - decision nodes: every tensor argument, every op with a sharding rule,
//    every result that is not a gradient; each picks one strategy (for an
//    argument or a result, one layout);
//  - data-free sources (what their ops' rules call sources, Sources.h:
//    tensor.empty, splat constants, fills of sources) hold no data worth
//    moving, so they are built in whatever layout their consumer wants
//    (dense constants start replicated);
//  - uses: every tensor operand of a node, priced by the redistribution from
//    the producer's layout to the one the consumer's strategy wants; a
//    gradient result is a use of its parameter's node, which pairs the two;
//  - classes: nodes that choose alike (the ops of repeated layers, and
//    their parameters), priced once with their multiplicity.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_TRANSFORMS_PLANNING_SHARDINGGRAPH_H
#define SHARD_LIB_TRANSFORMS_PLANNING_SHARDINGGRAPH_H

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/Transforms/RepeatedRuns.h"
#include "Shard/Redistribution/RedistributionCostTable.h"
#include "Shard/Redistribution/RedistributionPlanner.h"
#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Sharding/Sources.h"
#include "Shard/Sharding/Strategy.h"
#include "Shard/Solver/PlacementProblem.h"
#include "Shard/Solver/PlacementSolver.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"

#include <map>
#include <unordered_map>

namespace mlir {
namespace ap {

struct AutoShardConfig {
  MeshOp mesh;
  TargetDescription target;
  TrainingMemoryOptions memory;
  bool keepPartials = true;
  bool unevenLayouts = false;
  bool clusterLayers = true;
  /// The forward/backward split whose saved activations the memory term
  /// counts.
  RecomputePolicy recompute = RecomputePolicy::MinCut;
  /// Whether plans are chosen by their overlapped step (docs/Overlap.md).
  bool overlap = true;
  /// Bytes per device plans must fit in (0: unbounded).
  double memoryBudget = 0;
  /// Whether build() models the activations' memory over the program
  /// (memory points); plans that only need placements (planBatchSplit)
  /// skip it.
  bool modelActivations = true;
  /// Runs of the program per reduction of its gradients: a move into a
  /// gradient (or update) result's layout is priced at 1/this.
  int64_t gradientRuns = 1;
  /// Copies of the saved activations held at once (a pipeline stage's
  /// micro-batches in flight): the memory term counts them this many times.
  int64_t activationCopies = 1;
};

enum class NodeKind { Argument, Operation, Result };

struct DecisionNode {
  NodeKind kind;
  /// The op (Operation) or the function (Argument, Result).
  Operation *op;
  /// Argument or result number.
  unsigned index = 0;
  unsigned classId = 0;
};

/// Nodes that choose alike; they share one list of strategies.
struct DecisionClass {
  SmallVector<unsigned> members;
  std::vector<ShardingStrategy> strategies;
  /// Compute seconds and memory bytes per strategy, summed over members.
  std::vector<double> computeTime;
  std::vector<double> memory;
  /// Strategies forbidden by annotations (pinned layouts).
  std::vector<bool> forbidden;
};

/// Where a tensor operand of a node comes from.
struct Producer {
  /// A data-free source (its op's rule says which kind, Sources.h), or
  /// SourceKind::None for a node.
  SourceKind source = SourceKind::None;
  bool isNode() const { return source == SourceKind::None; }
  /// Node: the producing node and its result number.
  unsigned node = 0;
  unsigned result = 0;
};

/// One tensor operand of a node, or the value a result node returns, or a
/// gradient result (a use of its parameter's argument node).
struct Use {
  unsigned consumer;
  /// Operand number (Operation), 0 otherwise.
  unsigned operand;
  Value value;
  Producer producer;
  /// A result tied to an argument's placement (a gradient, an update):
  /// result number.
  std::optional<unsigned> tiedResult;
};

/// Bytes per device of a tensor as a class's strategy lays it out: the
/// class ops' result `index`, or (`operand`) their operand `index` in the
/// layout the strategy wants it. `type` is the tensor's (the same for every
/// member of the class).
struct MemoryTerm {
  unsigned classId, index;
  bool operand;
  RankedTensorType type;
  bool operator<(const MemoryTerm &other) const {
    return std::tie(classId, index, operand) <
           std::tie(other.classId, other.index, other.operand);
  }
};

/// One point of the step (MemoryPoints.cpp): the transient tensors live
/// there, as terms with their counts, plus bytes no strategy changes.
struct MemoryPointModel {
  std::string name;
  double constant = 0;
  std::vector<std::pair<MemoryTerm, unsigned>> terms;
};

class MemoryModeller;

class ShardingGraph {
public:
  ShardingGraph(func::FuncOp function, const AutoShardConfig &config);

  /// Builds the nodes, classes, strategies and uses; emits a diagnostic
  /// and fails on ops without a rule or unsatisfiable annotations.
  LogicalResult build();

  /// The placement problem over the classes, from the moves build() priced
  /// and the memory as last modelled. With `windows` (per use, the free
  /// time of the communication stream to hide it in: OverlapModel::windows),
  /// each move is priced at what is not hidden there (getExposedCost);
  /// empty: at its full time. Without `forbidAnnotated`, the strategies
  /// annotations forbid keep their costs (to explain them).
  PlacementProblem buildProblem(ArrayRef<double> windows = {},
                                bool forbidAnnotated = true);

  /// The chosen strategy of every node, from a class-level solution.
  unsigned getChoice(const PlacementSolution &solution, unsigned node) const {
    return solution.choices[nodes[node].classId];
  }

  ArrayRef<DecisionNode> getNodes() const { return nodes; }
  ArrayRef<DecisionClass> getClasses() const { return classes; }
  ArrayRef<Use> getUses() const { return uses; }
  func::FuncOp getFunction() const { return function; }
  ArrayRef<int64_t> getMeshShape() const { return meshShape; }
  const AutoShardConfig &getConfig() const { return config; }
  const CommCostModel &getCommCostModel() const { return commCostModel; }
  /// The repeated runs found, in positions of getOpNodes().
  ArrayRef<RepeatedRegion> getRepeatedRegions() const { return regions; }
  /// How the repeated layers were grouped: `copies`, the most common number
  /// of members of an op class with several; `classes` of that size and the
  /// `ops` in them (one layer's worth of decisions is `classes`).
  struct LayerRepeats {
    unsigned copies = 0, classes = 0, ops = 0;
  };
  LayerRepeats getLayerRepeats() const;
  /// The op nodes in program order.
  ArrayRef<unsigned> getOpNodes() const { return opOrder; }

  /// The layout node `node` gives its result `result` under `strategy`.
  const ShardingLayout &getResultLayout(unsigned node, unsigned result,
                                        unsigned strategy) const;
  /// Whether `op` is a data-free source of the function.
  bool isSource(Operation *op) const { return sources.contains(op); }
  /// The layout the consumer of `use` wants under `strategy`.
  const ShardingLayout &getRequiredLayout(const Use &use,
                                          unsigned strategy) const;
  /// Seconds the planner's cheapest redistribution takes (cached).
  double getRedistributionCost(RankedTensorType type,
                               const ShardingLayout &from,
                               const ShardingLayout &to);
  double getRedistributionCost(RankedTensorType type, unsigned fromId,
                               unsigned toId);
  /// The planner's plan (for summaries).
  std::optional<RedistributionPlan>
  getRedistributionPlan(RankedTensorType type, const ShardingLayout &from,
                        const ShardingLayout &to) const;

  /// A readable name for a node: the argument's or op's name and location.
  std::string describeNode(unsigned node) const;

  /// Whether a value is a forward value the backward reads (a saved
  /// activation); false for programs without gradient results.
  bool isSaved(Value value) const { return saved.contains(value); }
  /// Whether argument `index` is optimizer state: not a parameter, and
  /// updated by the step (a result marked `ap.update_of` names it).
  bool isOptimizerState(unsigned index) const;

  /// The step's memory points (none for programs without gradients).
  ArrayRef<MemoryPointModel> getMemoryPoints() const { return memoryPoints; }
  /// Models the memory again with the cut weighing values by their bytes
  /// per device under `solution` (as the per-device program's split will);
  /// returns whether the saved values or their bytes changed.
  bool refineMemory(const PlacementSolution &solution);
  /// Bytes per device of saving result `result` of `node` in `layout`: a
  /// partial sum is saved as its first consumer wanted it in the plan the
  /// memory was last refined on (reduced, and scattered if the consumer
  /// wanted it scattered), when that is smaller.
  double getSavedBytes(unsigned node, unsigned result,
                       const ShardingLayout &layout,
                       RankedTensorType type) const;
  /// A term's bytes per device under each strategy of its class.
  std::vector<double> getTermBytes(const MemoryTerm &term) const;

  /// The most transient bytes any point holds under `solution`, and where
  /// (0 and none without points).
  std::pair<double, const MemoryPointModel *>
  getPeakTransient(const PlacementSolution &solution) const;
  /// The transient bytes a point holds under `solution`.
  double getPointBytes(const MemoryPointModel &point,
                       const PlacementSolution &solution) const;

  /// The step's transient memory op by op, in program order (forward, then
  /// backward): what the plan report draws. Its points are the merged ones
  /// before dominated points are dropped, so its largest is the peak the
  /// memory points give.
  struct MemoryProfile {
    std::vector<MemoryPointModel> points;
    /// Per op of the walk, its point (-1: nothing transient there).
    std::vector<int> sequence;
    /// Where the backward starts in `sequence` (its size without one).
    size_t backwardStart = 0;
  };
  const MemoryProfile &getMemoryProfile() const { return profile; }

private:
  friend class MemoryModeller;

  LogicalResult collectNodes();
  void findClasses();
  LogicalResult enumerateStrategies();
  void collectUses();
  /// The saved values and the memory points, from the step split as the
  /// recompute policy splits it (MemoryPoints.cpp); with a solution, the
  /// cut weighs values by their bytes per device under it.
  void modelMemory(const PlacementSolution *solution = nullptr);
  void computeMemory();

  func::FuncOp function;
  AutoShardConfig config;
  SmallVector<int64_t> meshShape;
  AlphaBetaCostModel commCostModel;

  std::vector<DecisionNode> nodes;
  std::vector<DecisionClass> classes;
  std::vector<Use> uses;
  /// Argument / result number -> node (none for non-tensors and tied results).
  DenseMap<unsigned, unsigned> argumentNodes, resultNodes;
  DenseMap<Operation *, unsigned> opNodes;
  /// Data-free sources and their kinds.
  DenseMap<Operation *, SourceKind> sources;
  /// Tied result (a gradient, an update) -> the argument whose placement
  /// it shares.
  DenseMap<unsigned, unsigned> tiedArgument;
  DenseSet<Value> saved;
  std::vector<MemoryPointModel> memoryPoints;
  MemoryProfile profile;
  /// The class choices of the plan the memory was refined on (none yet).
  std::vector<unsigned> memoryChoices;
  /// (producer node, result) -> its first use by an op.
  DenseMap<std::pair<unsigned, unsigned>, unsigned> firstOpUse;
  SmallVector<RepeatedRegion> regions;
  SmallVector<unsigned> opOrder;
  /// The uses as the problem prices them (ProblemBuilder.cpp): those with
  /// the same producer class and result, consumer class and operand price
  /// alike, and each distinct pair of layouts is priced once, in build().
  struct PricedUseGroup {
    /// The producer's kind (a data-free source) or SourceKind::None.
    SourceKind source = SourceKind::None;
    unsigned producerClass = 0, consumerClass = 0;
    /// The uses of the group (their indices in `uses`).
    SmallVector<unsigned> members;
    /// Source: seconds per consumer strategy, for one member. Node: per
    /// pair of distinct layouts (row-major, `numDistinctCols` wide), and
    /// each strategy's distinct layout on either side.
    std::vector<double> seconds;
    SmallVector<unsigned> rowLayout, colLayout;
    unsigned numDistinctCols = 0;
  };
  void priceUses();
  std::vector<PricedUseGroup> pricedUses;
  /// The problem's node names, one per class.
  std::vector<std::string> classNames;
  /// getTermBytes of the terms the problems have held.
  const std::vector<double> &getCachedTermBytes(const MemoryTerm &term);
  std::map<MemoryTerm, std::vector<double>> termBytes;

  /// Interned layouts and the planner's costs between them per tensor type.
  struct LayoutHash {
    size_t operator()(const ShardingLayout &layout) const {
      return hash_value(layout);
    }
  };
  std::unordered_map<ShardingLayout, unsigned, LayoutHash> layoutIds;
  std::vector<ShardingLayout> layouts;
  /// Per tensor type: the planner's table and the costs priced so far, by
  /// (from layout id, to layout id) packed in 64 bits (a tuple key's hash
  /// was a sixth of building a 3-D mesh's problem).
  struct TypeCosts {
    std::unique_ptr<RedistributionCostTable> table;
    DenseMap<uint64_t, double> costs;
  };
  DenseMap<Type, TypeCosts> typeCosts;
  /// The type of the last lookup, and its costs (lookups come in runs of
  /// one type: a use's matrix).
  Type lastType;
  TypeCosts *lastCosts = nullptr;

public:
  unsigned getLayoutId(const ShardingLayout &layout);
};

/// An error about a whole function (at its location, without printing it):
/// "function @name ...".
InFlightDiagnostic emitFunctionError(func::FuncOp function);

/// `operand layouts -> result layouts`, layouts separated by `;` (a layout
/// with an explicit order contains commas), `-` for non-tensor operands;
/// with `withTime`, the kernel's seconds after it.
void printStrategy(llvm::raw_ostream &os, const ShardingStrategy &strategy,
                   bool withTime = true);

/// The mesh a planning pass works on in `module`: the one named `meshName`,
/// else the module's only one; reports (prefixed with `passName`) and fails
/// otherwise.
FailureOr<MeshOp> findMeshToPlan(ModuleOp module, StringRef meshName,
                                 StringRef passName);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_TRANSFORMS_PLANNING_SHARDINGGRAPH_H
