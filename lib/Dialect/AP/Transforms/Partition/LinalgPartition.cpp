//===- LinalgPartition.cpp - Partitioning linalg structured ops -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A structured op is partitioned by sharding its loops: every mesh axis
// either shards one loop (operand and result dims indexed by that loop are
// sharded on it), keeps partial operands partial (when the op is linear in
// them), or does nothing (the axis is replicated). The roles come, in this
// order, from the result's annotation, from partial operands, and from the
// operands' sharded dims; what cannot be realized falls back to replication,
// which is always correct. The layouts a choice implies come from
// Shard/Analysis/ShardingRules.h, which the auto-sharder prices with.
//
//===----------------------------------------------------------------------===//

#include "PartitionRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

class LinalgPartitioner {
public:
  LinalgPartitioner(linalg::LinalgOp op, PartitionState &state)
      : op(op), state(state), info(op), meshShape(state.getMeshShape()) {}

  LogicalResult run();

private:
  bool isTensor(OpOperand &operand) const {
    return isa<RankedTensorType>(operand.get().getType());
  }
  /// A sharding with every size-1 axis (which has no role) assigned.
  LoopSharding freshSharding(SmallVectorImpl<bool> &assigned);
  void assignFromAnnotation(LoopSharding &sharding,
                            SmallVectorImpl<bool> &assigned);
  void assignKeptPartials(LoopSharding &sharding,
                          SmallVectorImpl<bool> &assigned);
  void assignFromOperands(LoopSharding &sharding,
                          SmallVectorImpl<bool> &assigned);
  LogicalResult emit(const LoopSharding &sharding, const LayoutPlan &plan);

  linalg::LinalgOp op;
  PartitionState &state;
  LinalgShardingInfo info;
  ArrayRef<int64_t> meshShape;
};

LoopSharding LinalgPartitioner::freshSharding(SmallVectorImpl<bool> &assigned) {
  LoopSharding sharding;
  sharding.loopAxes.resize(op.getNumLoops());
  assigned.clear();
  for (int64_t size : meshShape)
    assigned.push_back(size == 1);
  return sharding;
}

void LinalgPartitioner::assignFromAnnotation(LoopSharding &sharding,
                                             SmallVectorImpl<bool> &assigned) {
  ArrayRef<AffineMap> maps = info.getMaps();
  for (unsigned index = 0; index < op->getNumResults(); ++index) {
    std::optional<ShardingLayout> annotated = getAnnotatedLayout(op, index);
    if (!annotated)
      continue;
    AffineMap outMap = maps[op.getNumDpsInputs() + index];
    for (int64_t dim : annotated->getShardedDims()) {
      std::optional<int64_t> loop = getPlainLoop(outMap, dim);
      if (!loop || !info.isShardable(*loop))
        continue;
      for (int64_t axis : annotated->getShardingAxes(dim)) {
        if (assigned[axis])
          continue;
        sharding.loopAxes[*loop].push_back(axis);
        assigned[axis] = true;
      }
    }
    // An annotated pending reduction: shard a reduction loop that an input
    // already shards on that axis (in the input's axis order).
    for (OpOperand *input : op.getDpsInputOperands()) {
      if (!isTensor(*input) || !state.isDefined(input->get()))
        continue;
      const ShardingLayout &layout = state.getLayout(input->get());
      for (int64_t dim : layout.getShardedDims()) {
        std::optional<int64_t> loop =
            getPlainLoop(maps[input->getOperandNumber()], dim);
        if (!loop || !info.isReduction(*loop) || !info.isShardable(*loop))
          continue;
        for (int64_t axis : layout.getShardingAxes(dim)) {
          const Placement &wanted = annotated->getPlacements()[axis];
          if (assigned[axis] || !wanted.isPartial() ||
              info.getCombiner(index) != wanted.getReduction())
            continue;
          sharding.loopAxes[*loop].push_back(axis);
          assigned[axis] = true;
        }
      }
    }
    break; // The first annotated result decides.
  }
}

void LinalgPartitioner::assignKeptPartials(LoopSharding &sharding,
                                           SmallVectorImpl<bool> &assigned) {
  for (int64_t axis = 0; axis < static_cast<int64_t>(meshShape.size());
       ++axis) {
    if (assigned[axis])
      continue;
    std::optional<ReductionKind> kind;
    SmallVector<unsigned> partial;
    bool mixed = false;
    for (OpOperand *input : op.getDpsInputOperands()) {
      if (!isTensor(*input) || !state.isDefined(input->get()))
        continue;
      const Placement &placement =
          state.getLayout(input->get()).getPlacements()[axis];
      if (!placement.isPartial())
        continue;
      if (kind && *kind != placement.getReduction())
        mixed = true;
      kind = placement.getReduction();
      partial.push_back(input->getOperandNumber());
    }
    if (!kind || mixed ||
        (*kind != ReductionKind::Sum && *kind != ReductionKind::Avg) ||
        !info.passesPartials(partial))
      continue;
    // Outputs the body reads are partial too (e.g. the accumulator of a
    // contraction, which its zero fill satisfies).
    for (OpOperand &init : op.getDpsInitsMutable())
      if (info.isUsedInit(init.getOperandNumber()))
        partial.push_back(init.getOperandNumber());
    sharding.keptPartials[axis] = {*kind, std::move(partial)};
    assigned[axis] = true;
  }
}

void LinalgPartitioner::assignFromOperands(LoopSharding &sharding,
                                           SmallVectorImpl<bool> &assigned) {
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isTensor(operand) || !state.isDefined(operand.get()))
      continue;
    const ShardingLayout &layout = state.getLayout(operand.get());
    AffineMap map = info.getMaps()[operand.getOperandNumber()];
    for (int64_t dim : layout.getShardedDims()) {
      std::optional<int64_t> loop = getPlainLoop(map, dim);
      if (!loop || !info.isShardable(*loop))
        continue;
      // Only a major-to-minor prefix of the dim's axes can be kept as it
      // is: keeping a minor axis without the major one before it would
      // need the dim regathered first.
      for (int64_t axis : layout.getShardingAxes(dim)) {
        if (assigned[axis])
          break;
        sharding.loopAxes[*loop].push_back(axis);
        assigned[axis] = true;
      }
    }
  }
}

LogicalResult LinalgPartitioner::emit(const LoopSharding &sharding,
                                      const LayoutPlan &plan) {
  OpBuilder &builder = state.getBuilder();
  IRMapping &mapping = state.getScalarMapping();
  SmallVector<Value> mappedTensors;
  for (auto [operand, layout] :
       llvm::zip_equal(op->getOpOperands(), plan.operands)) {
    if (!layout) {
      if (!mapping.contains(operand.get()))
        return op.emitOpError() << "uses a value the partitioner has not seen";
      continue;
    }
    FailureOr<Value> local = state.getLocal(operand.get(), *layout, op);
    if (failed(local))
      return failure();
    // One value may be both an input and an output in different layouts;
    // set each use through the operand itself below.
    mappedTensors.push_back(*local);
  }
  Operation *local = builder.clone(*op, mapping);
  unsigned tensorIndex = 0;
  for (auto [operand, layout] :
       llvm::zip_equal(local->getOpOperands(), plan.operands))
    if (layout)
      operand.set(mappedTensors[tensorIndex++]);
  local->removeAttr(APDialect::getShardingAttrName());
  for (auto [result, layout] :
       llvm::zip_equal(local->getResults(), plan.results))
    result.setType(
        state.getLocalType(cast<RankedTensorType>(result.getType()), layout));

  // linalg.index of a sharded loop: add this device's offset.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<linalg::IndexOp> indices;
  local->walk([&](linalg::IndexOp index) { indices.push_back(index); });
  for (linalg::IndexOp index : indices) {
    ArrayRef<int64_t> axes = sharding.loopAxes[index.getDim()];
    if (axes.empty())
      continue;
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(local);
    int64_t chunk = ranges[index.getDim()] / getGroupSize(meshShape, axes);
    Value group = state.getGroupIndex(op.getLoc(), axes);
    Value offset = arith::MulIOp::create(
        builder, op.getLoc(), group,
        arith::ConstantIndexOp::create(builder, op.getLoc(), chunk));
    builder.setInsertionPointAfter(index);
    auto global = arith::AddIOp::create(builder, index.getLoc(), index, offset);
    index.getResult().replaceAllUsesExcept(global, global);
  }

  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (failed(
            defineResult(state, op, i, local->getResult(i), plan.results[i])))
      return failure();
  return success();
}

LogicalResult LinalgPartitioner::run() {
  if (!op.hasPureTensorSemantics())
    return op.emitOpError()
           << "cannot be partitioned: only linalg ops on tensors are supported";
  for (int64_t range : op.getStaticLoopRanges())
    if (ShapedType::isDynamic(range))
      return op.emitOpError() << "cannot be partitioned: dynamic loop ranges "
                                 "are not supported yet";
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  for (Value value : captured)
    if (isa<ShapedType>(value.getType()))
      return op.emitOpError() << "cannot be partitioned: its body uses a "
                                 "tensor defined outside of it";

  // Annotation, kept partials and operands; then without what the operands
  // suggested; then nothing at all (fully replicated always works).
  SmallVector<bool> assigned;
  LoopSharding full = freshSharding(assigned);
  assignFromAnnotation(full, assigned);
  assignKeptPartials(full, assigned);
  LoopSharding withoutOperands = full;
  assignFromOperands(full, assigned);
  LoopSharding replicated = freshSharding(assigned);
  for (LoopSharding *sharding : {&full, &withoutOperands, &replicated}) {
    FailureOr<LayoutPlan> plan = getLinalgLayouts(info, *sharding, meshShape);
    if (succeeded(plan))
      return emit(*sharding, *plan);
  }
  return op.emitOpError() << "cannot be partitioned: no layout fits";
}

} // namespace

LogicalResult mlir::ap::partitionLinalgOp(linalg::LinalgOp op,
                                          PartitionState &state) {
  return LinalgPartitioner(op, state).run();
}
