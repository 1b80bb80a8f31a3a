//===- CollectiveCombining.cpp - When two collectives are one -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Why the orders are what they are (docs/CollectiveOptimizations.md has the
// derivation): a collective over the ordered axes `L` works on the group of
// devices that agree on every other axis, indexed by the mixed-radix number
// of their coordinates on `L`, first axis most significant. Gathering over
// `A` and then over `B` (disjoint) leaves chunk `idx_B * |A| + idx_A` at each
// position, which is the group index over `B ++ A`; reduce-scattering over
// `A` and then over `B` gives each device sub-chunk `idx_B` of chunk
// `idx_A`, i.e. chunk `idx_A * |B| + idx_B`, the index over `A ++ B`.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/CollectiveCombining.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The step kind of a collective that can be combined with another of its
/// kind (all_gather, reduce_scatter, all_reduce).
std::optional<StepKind> getStepKind(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  if (!collective)
    return std::nullopt;
  StepKind kind = collective.getCollectiveInfo().kind;
  if (kind != StepKind::AllGather && kind != StepKind::ReduceScatter &&
      kind != StepKind::AllReduce)
    return std::nullopt;
  return kind;
}

std::optional<int64_t> getCollectiveDim(Operation *op) {
  if (auto collective = dyn_cast<CollectiveOpInterface>(op))
    return collective.getCollectiveInfo().dim;
  return std::nullopt;
}

std::optional<ReductionKind> getCollectiveReduction(Operation *op) {
  if (auto collective = dyn_cast<CollectiveOpInterface>(op))
    return collective.getCollectiveInfo().reduction;
  return std::nullopt;
}

/// The orders of `A ∪ B` over which one collective computes what `first`
/// over `A` followed by `second` over `B` computes, preferred first.
SmallVector<SmallVector<int64_t>> getCombinedOrders(StepKind kind,
                                                    ArrayRef<int64_t> first,
                                                    ArrayRef<int64_t> second) {
  SmallVector<int64_t> firstThenSecond(first);
  llvm::append_range(firstThenSecond, second);
  SmallVector<int64_t> secondThenFirst(second);
  llvm::append_range(secondThenFirst, first);
  switch (kind) {
  case StepKind::AllGather:
    return {secondThenFirst};
  case StepKind::ReduceScatter:
    return {firstThenSecond};
  case StepKind::AllReduce:
    return {firstThenSecond, secondThenFirst};
  default:
    return {};
  }
}

std::string formatAxes(ArrayRef<int64_t> axes) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(axes, os);
  os << "]";
  return text;
}

/// Predicted seconds of a collective of `kind` over `axes` from `input` to
/// `result`, or nullopt when a shape is not static.
std::optional<double> priceCollective(const CommCostModel &costModel,
                                      StepKind kind, MeshOp mesh,
                                      ArrayRef<int64_t> axes, Type input,
                                      Type result) {
  std::optional<CollectiveDesc> desc =
      describeCollective(kind, mesh.getShape(), axes, input, result);
  if (!desc)
    return std::nullopt;
  return costModel.getCost(*desc);
}

CollectiveCombination refuse(CombineVerdict verdict, const Twine &reason) {
  CollectiveCombination combination;
  combination.verdict = verdict;
  combination.reason = reason.str();
  return combination;
}

} // namespace

CollectiveCombination
mlir::ap::decideCombination(Operation *first, Operation *second,
                            const MeshCostModels &costModels, bool always) {
  auto notCombinable = [](const Twine &reason) {
    return refuse(CombineVerdict::NotCombinable, reason);
  };
  std::optional<StepKind> kind = getStepKind(first);
  if (!kind)
    return notCombinable("only all_gather, reduce_scatter and all_reduce "
                         "combine");
  if (first->getName() != second->getName())
    return notCombinable(llvm::formatv(
        "different kinds of collective ({0} then {1})",
        first->getName().getStringRef(), second->getName().getStringRef()));
  auto firstCollective = cast<CollectiveOpInterface>(first);
  auto secondCollective = cast<CollectiveOpInterface>(second);
  if (firstCollective.getMeshAttr() != secondCollective.getMeshAttr())
    return notCombinable("different meshes");
  ArrayRef<int64_t> firstAxes = firstCollective.getMeshAxes();
  ArrayRef<int64_t> secondAxes = secondCollective.getMeshAxes();
  for (int64_t axis : firstAxes)
    if (llvm::is_contained(secondAxes, axis))
      return notCombinable(
          llvm::formatv("both collectives are over mesh axis {0}", axis));
  if (getCollectiveDim(first) != getCollectiveDim(second))
    return notCombinable(llvm::formatv("different dims ({0} then {1})",
                                       *getCollectiveDim(first),
                                       *getCollectiveDim(second)));
  if (getCollectiveReduction(first) != getCollectiveReduction(second))
    return notCombinable(
        llvm::formatv("different reductions ({0} then {1})",
                      stringifyReductionKind(*getCollectiveReduction(first)),
                      stringifyReductionKind(*getCollectiveReduction(second))));
  Type firstInput = first->getOperand(0).getType();
  Type secondResult = second->getResult(0).getType();
  if (getElementTypeOrSelf(firstInput) != getElementTypeOrSelf(secondResult))
    return notCombinable("different element types");
  auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(
      second, firstCollective.getMeshAttr());
  if (!mesh)
    return notCombinable("the mesh is not an ap.mesh");

  SmallVector<SmallVector<int64_t>> orders =
      getCombinedOrders(*kind, firstAxes, secondAxes);
  const SmallVector<int64_t> *allowed =
      llvm::find_if(orders, [&](const SmallVector<int64_t> &order) {
        return mesh.allowsGroup(order);
      });
  if (allowed == orders.end())
    return refuse(CombineVerdict::GroupNotAllowed,
                  llvm::formatv("the mesh's groups do not allow {0}",
                                formatAxes(orders.front())));

  CollectiveCombination combination;
  combination.meshAxes = *allowed;
  if (const CommCostModel *costModel = costModels.lookup(mesh)) {
    std::optional<double> firstCost =
        priceCollective(*costModel, *kind, mesh, firstAxes, firstInput,
                        first->getResult(0).getType());
    std::optional<double> secondCost =
        priceCollective(*costModel, *kind, mesh, secondAxes,
                        second->getOperand(0).getType(), secondResult);
    // A combined all-reduce runs where the second one was (after the ops
    // between them); a combined gather or scatter reads the first's operand.
    Type combinedInput = *kind == StepKind::AllReduce
                             ? second->getOperand(0).getType()
                             : firstInput;
    std::optional<double> combinedCost =
        priceCollective(*costModel, *kind, mesh, combination.meshAxes,
                        combinedInput, secondResult);
    if (firstCost && secondCost && combinedCost) {
      combination.chainCost = *firstCost + *secondCost;
      combination.combinedCost = *combinedCost;
    } else if (!always) {
      return refuse(CombineVerdict::MoreExpensive,
                    "dynamic shapes cannot be priced");
    }
  } else if (!always) {
    return refuse(CombineVerdict::MoreExpensive, "no cost model for the mesh");
  }
  if (!always && combination.combinedCost > combination.chainCost)
    return refuse(CombineVerdict::MoreExpensive,
                  llvm::formatv("one collective over {0} costs {1:e} s, the "
                                "two {2:e} s",
                                formatAxes(combination.meshAxes),
                                combination.combinedCost,
                                combination.chainCost));
  combination.verdict = CombineVerdict::Combine;
  return combination;
}

Value mlir::ap::getMovedTensor(Operation *op) {
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op))
    return transpose->getNumResults() == 1 ? transpose.getInput() : Value();
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return expand.getSrc();
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return collapse.getSrc();
  if (auto cast = dyn_cast<tensor::CastOp>(op))
    return cast.getSource();
  return Value();
}

void mlir::ap::combineCollectives(RewriterBase &rewriter, Operation *first,
                                  Operation *second,
                                  ArrayRef<int64_t> meshAxes) {
  // A collective in flight goes with its start and wait; the second stays
  // where it is, in flight or not (its start is after the first's wait).
  rewriter.replaceAllUsesWith(getResultOutside(first), first->getOperand(0));
  rewriter.modifyOpInPlace(second, [&] {
    llvm::TypeSwitch<Operation *>(second)
        .Case<AllGatherOp, ReduceScatterOp, AllReduceOp>(
            [&](auto collective) { collective.setMeshAxes(meshAxes); });
    second->setLoc(rewriter.getFusedLoc({first->getLoc(), second->getLoc()}));
  });
  eraseCollective(rewriter, first);
}
