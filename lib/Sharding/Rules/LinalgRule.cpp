//===- LinalgRule.cpp - Sharding rule of linalg structured ops ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every linalg structured op (generics, matmul, batch_matmul, transpose,
// reduce, fill, the named elementwise ops...) is sharded by the loop rule
// (LoopRule.h); its kernel costs the generalized-einsum work of its loops
// (CostModel.h). A fill of a data-free source is a source itself (Sources.h).
//
//===----------------------------------------------------------------------===//

#include "LoopRule.h"
#include "Models.h"

#include "Shard/Sharding/ShardingRuleOpInterface.h"
#include "Shard/Sharding/Sources.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

template <typename OpTy>
struct LinalgRule
    : public ShardingRuleOpInterface::ExternalModel<LinalgRule<OpTy>, OpTy> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *op, const StrategyContext &context,
                        std::string &reason) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    if (failed(checkShardableLinalgOp(linalgOp, reason)))
      return failure();
    Type elementType = getComputeElementType(linalgOp);
    return getLoopStrategies(
        LoopShardingInfo(linalgOp), context,
        [&](ArrayRef<int64_t> loopShards, const LayoutPlan &) {
          return getKernelTime(*context.target,
                               getLinalgWork(linalgOp, loopShards),
                               elementType);
        });
  }

  LogicalResult partition(Operation *op, PartitionState &state) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    std::string reason;
    if (failed(checkShardableLinalgOp(linalgOp, reason)))
      return op->emitOpError() << "cannot be partitioned: " << reason;
    return partitionWithLoopRule(LoopShardingInfo(linalgOp), state);
  }

  SourceKind getSourceKind(Operation *op,
                           function_ref<SourceKind(Value)> kindOf) const {
    auto fill = dyn_cast<linalg::FillOp>(op);
    if (!fill || fill->getNumResults() != 1)
      return SourceKind::None;
    SourceKind init = kindOf(fill.getOutputs().front());
    if (init == SourceKind::None || init == SourceKind::Replicated)
      return SourceKind::None;
    return getSplatSourceKind(fill.getInputs().front());
  }

  Value rematerialize(Operation *op, PartitionState &state,
                      const ShardingLayout &layout) const {
    auto fill = dyn_cast<linalg::FillOp>(op);
    if (!fill)
      return Value();
    Value scalar = fill.getInputs().front();
    if (!state.getScalarMapping().contains(scalar) ||
        !canBuildSourceIn(getSplatSourceKind(scalar), layout))
      return Value();
    std::optional<Value> destination =
        state.rematerialize(fill.getOutputs().front(), layout);
    if (!destination)
      return Value();
    return linalg::FillOp::create(state.getBuilder(), op->getLoc(),
                                  state.getScalarMapping().lookup(scalar),
                                  *destination)
        .getResult(0);
  }
};

template <typename... OpTys> void attachAll(MLIRContext *context) {
  (OpTys::template attachInterface<LinalgRule<OpTys>>(*context), ...);
}

} // namespace

void mlir::ap::attachLinalgRules(MLIRContext *context) {
  attachAll<
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
      >(context);
}
