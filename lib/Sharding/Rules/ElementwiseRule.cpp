//===- ElementwiseRules.cpp - Sharding rule of elementwise tensor ops -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// arith and math ops with the Elementwise trait applied to whole tensors
// are all-parallel loops with identity maps, sharded by the same loop rule
// as linalg ops (LoopRule.h): `arith.addf` on tensors and `linalg.add`
// choose the same layouts and collectives. Partial sums pass through the
// linear ones (classifyLinearity). The kernel is one operation per element,
// reading and writing every tensor once.
//
//===----------------------------------------------------------------------===//

#include "LoopRule.h"
#include "Models.h"

#include "Shard/Sharding/ShardingRuleOpInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Whether the rule applies: one ranked tensor result of static shape.
LogicalResult checkElementwise(Operation *op, std::string &reason) {
  if (op->getNumResults() != 1 ||
      !isa<RankedTensorType>(op->getResult(0).getType())) {
    reason = "only elementwise ops with one ranked tensor result are "
             "supported";
    return failure();
  }
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
    if (auto shaped = dyn_cast<ShapedType>(type);
        shaped && !shaped.hasStaticShape()) {
      reason = "dynamic shapes are not supported yet";
      return failure();
    }
  return success();
}

template <typename OpTy>
struct ElementwiseRule
    : public ShardingRuleOpInterface::ExternalModel<ElementwiseRule<OpTy>,
                                                    OpTy> {
  FailureOr<std::vector<ShardingStrategy>>
  getShardingStrategies(Operation *op, const StrategyContext &context,
                        std::string &reason) const {
    if (failed(checkElementwise(op, reason)))
      return failure();
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    return getLoopStrategies(
        LoopShardingInfo::forElementwise(op), context,
        [&](ArrayRef<int64_t>, const LayoutPlan &plan) {
          KernelWork work;
          double elements = static_cast<double>(getLocalElements(
              context.meshShape, plan.results[0], resultType.getShape()));
          (isTranscendental(op) ? work.transcendentals : work.vectorFlops) =
              elements;
          work.bytes =
              getLocalBytes(context.meshShape, plan.results[0], resultType);
          for (auto [layout, type] :
               llvm::zip_equal(plan.operands, op->getOperandTypes()))
            if (layout)
              work.bytes += getLocalBytes(context.meshShape, *layout,
                                          cast<RankedTensorType>(type));
          return getKernelTime(*context.target, work, resultType);
        });
  }

  LogicalResult partition(Operation *op, PartitionState &state) const {
    std::string reason;
    if (failed(checkElementwise(op, reason)))
      return op->emitOpError() << "cannot be partitioned: " << reason;
    return partitionWithLoopRule(LoopShardingInfo::forElementwise(op), state);
  }
};

template <typename... OpTys> void attachElementwise(MLIRContext *context) {
  (
      [&] {
        if constexpr (OpTys::template hasTrait<OpTrait::Elementwise>())
          OpTys::template attachInterface<ElementwiseRule<OpTys>>(*context);
      }(),
      ...);
}

} // namespace

void mlir::ap::attachArithElementwiseRules(MLIRContext *context) {
  attachElementwise<
#define GET_OP_LIST
#include "mlir/Dialect/Arith/IR/ArithOps.cpp.inc"
      >(context);
}

void mlir::ap::attachMathElementwiseRules(MLIRContext *context) {
  attachElementwise<
#define GET_OP_LIST
#include "mlir/Dialect/Math/IR/MathOps.cpp.inc"
      >(context);
}
