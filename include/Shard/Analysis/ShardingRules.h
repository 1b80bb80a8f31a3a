//===- ShardingRules.h - Which layouts an op can work in --------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The rules shared by ap-partition, which realizes a choice, and the
// auto-sharder's strategy enumeration, which prices every choice: how a
// linalg op's loop sharding determines its operands' and results' layouts,
// when partial sums pass through an op, how sharded dims map through
// reshapes. docs/Partitioning.md explains them.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_ANALYSIS_SHARDINGRULES_H
#define SHARD_ANALYSIS_SHARDINGRULES_H

#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"

#include <map>
#include <optional>

namespace mlir {
namespace ap {

/// Per tensor dim: the mesh axes sharding it, major to minor.
using AxisLists = SmallVector<SmallVector<int64_t, 4>>;

/// The layout with `dimAxes` sharding and `partials` pending on a mesh of
/// `meshRank` axes (other axes R); fails for layouts the model rejects.
FailureOr<ShardingLayout>
buildLayout(int64_t meshRank, const AxisLists &dimAxes,
            ArrayRef<std::pair<int64_t, ReductionKind>> partials);
AxisLists getDimAxes(const ShardingLayout &layout, int64_t rank);
SmallVector<std::pair<int64_t, ReductionKind>>
getPartials(const ShardingLayout &layout);

/// Whether a scalar (a constant attribute, or a value defined by one) is an
/// integer or float zero: a tensor of it is a valid partial sum as it is,
/// every device holding zeros.
bool isZeroScalar(Attribute scalar);
bool isZeroScalar(Value scalar);

//===----------------------------------------------------------------------===//
// Linalg structured ops
//===----------------------------------------------------------------------===//

/// The reduction output `initIndex` accumulates with over the reduction
/// loops: the yield is `combine(out, x)` with `out` used only there and
/// `combine` in the combiner table (CombinerTable.h) for its element type.
std::optional<ReductionKind> getCombiner(linalg::LinalgOp op,
                                         unsigned initIndex);

/// How a value depends on the partial-sum operands of an op: not at all
/// (equal on every device), linearly and homogeneously (a partial sum of
/// the result), or otherwise.
enum class Linearity { Constant, Linear, NonLinear };

/// The one rule for which ops partial sums pass through: what `op` (an
/// arith op on scalars or whole tensors) makes of operands in `operands`.
/// Sums and differences of two partial terms, a partial term times or
/// divided by a shared value, negation and a select on a shared condition
/// are linear; anything else (every cast included) is not.
Linearity classifyLinearity(Operation *op, ArrayRef<Linearity> operands);

/// Whether every yielded value is a linear, homogeneous function of the
/// block arguments marked in `partialArgs` (the others equal on all devices),
/// and no op with an effect (a cf.assert, a print) reads one of them.
bool yieldsAreLinear(linalg::LinalgOp op, ArrayRef<bool> partialArgs);

/// The loop indexing dim `dim` of a map, if a plain loop variable.
std::optional<int64_t> getPlainLoop(AffineMap map, unsigned dim);

/// An op seen as nested loops over its operands (the loop rule, shared by
/// linalg structured ops and elementwise ops on whole tensors): per tensor
/// operand and result an indexing map, per loop parallel or reduction, per
/// result the combiner of its reduction. An elementwise op on tensors of
/// rank r is r parallel loops with identity maps, so `arith.addf` on
/// tensors and `linalg.add` are sharded by the same rule.
class LoopShardingInfo {
public:
  /// A linalg structured op on tensors.
  explicit LoopShardingInfo(linalg::LinalgOp op);
  /// An op with the Elementwise trait and one ranked tensor result.
  static LoopShardingInfo forElementwise(Operation *op);

  Operation *getOp() const { return op; }
  int64_t getNumLoops() const { return iterators.size(); }
  ArrayRef<int64_t> getLoopRanges() const { return loopRanges; }
  /// The indexing map of operand `number`; none for non-tensor operands.
  std::optional<AffineMap> getOperandMap(unsigned number) const {
    return operandMaps[number];
  }
  AffineMap getResultMap(unsigned index) const { return resultMaps[index]; }
  /// Operand numbers of the tensor inputs (not the outputs a linalg op
  /// writes into).
  ArrayRef<unsigned> getTensorInputs() const { return tensorInputs; }
  bool isReduction(int64_t loop) const {
    return iterators[loop] == utils::IteratorType::reduction;
  }
  /// The collective reduction of result `index`'s combiner (CombinerTable).
  std::optional<ReductionKind> getCombiner(unsigned index) const {
    return combiners[index];
  }
  /// Every operand indexes `loop` by at most one dim, only as a plain loop
  /// variable, and a reduction loop needs a combiner for every output.
  bool isShardable(int64_t loop) const;
  /// Whether operand `number` is an output the body reads (an accumulator).
  bool isUsedInit(unsigned number) const { return usedInits[number]; }
  /// The result an output operand `number` is tied to.
  unsigned getTiedResult(unsigned number) const { return number - numInputs; }
  /// Whether partial sums of the inputs `partialInputs` (operand numbers)
  /// pass through the op (classifyLinearity); used outputs are partial too
  /// then.
  bool passesPartials(ArrayRef<unsigned> partialInputs) const;

private:
  LoopShardingInfo() = default;

  Operation *op = nullptr;
  bool isLinalg = false;
  unsigned numInputs = 0;
  SmallVector<std::optional<AffineMap>> operandMaps;
  SmallVector<AffineMap> resultMaps;
  SmallVector<utils::IteratorType> iterators;
  SmallVector<int64_t> loopRanges;
  SmallVector<std::optional<ReductionKind>> combiners;
  SmallVector<bool> usedInits;
  SmallVector<unsigned> tensorInputs;
};

/// The roles of the mesh axes for one op: each shards one loop, keeps the
/// partial values of some inputs, or is replicated.
struct LoopSharding {
  /// Per loop: the mesh axes sharding it, major to minor.
  AxisLists loopAxes;
  /// Per mesh axis with kept partials: their reduction and the operands
  /// (inputs, plus outputs the body reads) that are partial on it.
  std::map<int64_t, std::pair<ReductionKind, SmallVector<unsigned>>>
      keptPartials;
};

/// The layouts an op needs its operands in and gives its results in.
struct LayoutPlan {
  SmallVector<std::optional<ShardingLayout>> operands; // none for scalars
  SmallVector<ShardingLayout> results;
};

/// The layouts a loop sharding implies, checked against the shapes; fails
/// when they do not divide or the model rejects them.
FailureOr<LayoutPlan> getLoopLayouts(const LoopShardingInfo &info,
                                     const LoopSharding &sharding,
                                     ArrayRef<int64_t> meshShape);

//===----------------------------------------------------------------------===//
// Reshapes and slices
//===----------------------------------------------------------------------===//

/// A reshape's two sides: `collapsed` has one dim per reassociation group,
/// `expanded` the dims of the groups.
struct ReshapeLayouts {
  ShardingLayout collapsed;
  ShardingLayout expanded;
};

/// From the collapsed side's layout: its dims' axes split major to minor
/// onto their groups (every dim but the last sharded one completely).
FailureOr<ReshapeLayouts> reshapeFromCollapsed(
    ArrayRef<int64_t> meshShape, const ShardingLayout &collapsed,
    ArrayRef<ReassociationIndices> groups, ArrayRef<int64_t> expandedShape);

/// From the expanded side's layout, if every group is in that "prefix" form
/// (with `truncate`, axes that break it are dropped instead).
FailureOr<ReshapeLayouts>
reshapeFromExpanded(ArrayRef<int64_t> meshShape, const ShardingLayout &expanded,
                    ArrayRef<ReassociationIndices> groups,
                    ArrayRef<int64_t> expandedShape, bool truncate);

/// Whether a slice takes dim `dim` (of size `size`) whole.
bool takesWhole(ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                ArrayRef<int64_t> strides, int64_t dim, int64_t size);

/// A static slice (tensor.extract_slice's source, tensor.insert_slice's
/// destination: the "big" side) and the big dims the small side keeps
/// (rank-reducing slices drop unit dims), in small-dim order.
struct SliceGeometry {
  SmallVector<int64_t> bigShape, offsets, sizes, strides;
  SmallVector<int64_t> keptDims;
  /// Whether big dim `dim` is kept and taken whole.
  bool isWhole(int64_t dim) const;
};

/// The layouts of both sides of a slice.
struct SliceLayouts {
  ShardingLayout big, small;
};

/// The slice rule, from the big side's layout: a sharded big dim must be
/// taken whole (the small side keeps its axes, and the partial axes);
/// otherwise it fails, or with `dropCut` makes that dim replicated. On
/// failure `cutDim` (if given) receives the offending big dim.
FailureOr<SliceLayouts> getSliceLayoutsFromBig(ArrayRef<int64_t> meshShape,
                                               const SliceGeometry &geometry,
                                               const ShardingLayout &big,
                                               bool dropCut,
                                               int64_t *cutDim = nullptr);

/// The same from the small side's layout; on failure `cutDim` receives the
/// offending small dim.
FailureOr<SliceLayouts> getSliceLayoutsFromSmall(ArrayRef<int64_t> meshShape,
                                                 const SliceGeometry &geometry,
                                                 const ShardingLayout &small,
                                                 int64_t *cutDim = nullptr);

} // namespace ap
} // namespace mlir

#endif // SHARD_ANALYSIS_SHARDINGRULES_H
