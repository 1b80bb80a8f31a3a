//===- ElementwisePartition.cpp - Partitioning elementwise tensor ops -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// arith and math ops applied to whole tensors: every operand and the result
// share one layout of their dims (the annotation's, else the first tensor
// operand's). Partial sums pass through the linear ones: the sum or
// difference of two partial operands, the negation of one, the product or
// quotient of a partial operand and a replicated one.
//
//===----------------------------------------------------------------------===//

#include "PartitionRules.h"
#include "Shard/Analysis/ShardingStrategies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::ap;

/// Whether `op` passes partial sums through when exactly the operands marked
/// in `partial` are partial (the others being equal on every device).
LogicalResult mlir::ap::partitionElementwiseOp(Operation *op,
                                               PartitionState &state) {
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  int64_t rank = resultType.getRank();
  if (!resultType.hasStaticShape())
    return op->emitOpError()
           << "cannot be partitioned: dynamic shapes are not supported yet";
  std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, 0);
  SmallVector<Value> tensorOperands;
  for (Value operand : op->getOperands())
    if (isa<RankedTensorType>(operand.getType()))
      tensorOperands.push_back(operand);
  const ShardingLayout &first = tensorOperands.empty()
                                    ? annotated.value_or(state.getReplicated())
                                    : state.getLayout(tensorOperands.front());
  const ShardingLayout &dimsFrom = annotated ? *annotated : first;

  SmallVector<SmallVector<int64_t, 4>> dimAxes(rank);
  for (int64_t dim = 0; dim < rank; ++dim) {
    SmallVector<int64_t> axes = dimsFrom.getShardingAxes(dim);
    dimAxes[dim].assign(axes.begin(), axes.end());
  }
  // Axes on which partial operands pass through.
  SmallVector<std::pair<int64_t, ReductionKind>> resultPartials;
  SmallVector<SmallVector<std::pair<int64_t, ReductionKind>>> operandPartials(
      op->getNumOperands());
  for (int64_t axis = 0; axis < state.getMeshRank(); ++axis) {
    if (dimsFrom.getPlacements()[axis].isShard())
      continue;
    std::optional<ReductionKind> kind;
    SmallVector<bool> partial;
    for (Value operand : op->getOperands()) {
      bool isPartial = false;
      if (isa<RankedTensorType>(operand.getType())) {
        const Placement &placement =
            state.getLayout(operand).getPlacements()[axis];
        if (placement.isPartial() &&
            (placement.getReduction() == ReductionKind::Sum ||
             placement.getReduction() == ReductionKind::Avg) &&
            (!kind || *kind == placement.getReduction())) {
          kind = placement.getReduction();
          isPartial = true;
        }
      }
      partial.push_back(isPartial);
    }
    if (!kind || !isLinearElementwise(op, partial))
      continue;
    resultPartials.push_back({axis, *kind});
    for (auto [index, isPartial] : llvm::enumerate(partial))
      if (isPartial)
        operandPartials[index].push_back({axis, *kind});
  }

  IRMapping &mapping = state.getScalarMapping();
  SmallVector<Value> operands;
  for (auto [index, operand] : llvm::enumerate(op->getOperands())) {
    if (!isa<RankedTensorType>(operand.getType())) {
      if (!mapping.contains(operand))
        return op->emitOpError() << "uses a value the partitioner has not seen";
      operands.push_back(mapping.lookup(operand));
      continue;
    }
    FailureOr<ShardingLayout> layout =
        buildLayout(state.getMeshRank(), dimAxes, operandPartials[index]);
    if (failed(layout))
      return op->emitOpError() << "cannot be partitioned: no layout fits";
    FailureOr<Value> local = state.getLocal(operand, *layout, op);
    if (failed(local))
      return failure();
    operands.push_back(*local);
  }
  FailureOr<ShardingLayout> layout =
      buildLayout(state.getMeshRank(), dimAxes, resultPartials);
  if (failed(layout))
    return op->emitOpError() << "cannot be partitioned: no layout fits";
  // Clone (keeping properties such as fastmath flags), then localize.
  Operation *local = state.getBuilder().clone(*op, mapping);
  local->setOperands(operands);
  local->removeAttr(APDialect::getShardingAttrName());
  local->getResult(0).setType(state.getLocalType(resultType, *layout));
  return defineResult(state, op, 0, local->getResult(0), *layout);
}
