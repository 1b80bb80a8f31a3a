//===- APAsyncOps.cpp - Collectives in flight -----------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// !ap.future, ap.start, ap.wait and ap.yield: their verifiers, the one
// way passes split a collective into a start and a wait (startCollective),
// and how passes see through the pair (getStartOf, getCollectiveOf).
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::ap;

#define GET_TYPEDEF_CLASSES
#include "Shard/Dialect/AP/IR/APTypes.cpp.inc"

void APDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "Shard/Dialect/AP/IR/APTypes.cpp.inc"
      >();
}

/// Whether `op` moves data between devices: the collectives a start may
/// hold (shard_slice only takes a chunk).
static bool isExchangingCollective(Operation *op) {
  return isa<AllGatherOp, ReduceScatterOp, AllReduceOp, AllToAllOp>(op);
}

//===----------------------------------------------------------------------===//
// StartOp
//===----------------------------------------------------------------------===//

CollectiveOpInterface StartOp::getCollective() {
  return cast<CollectiveOpInterface>(getBody().front().front());
}

Value StartOp::getInput() { return getCollective()->getOperand(0); }

WaitOp StartOp::getWait() {
  return cast<WaitOp>(*getFuture().getUsers().begin());
}

LogicalResult StartOp::verifyRegions() {
  Block &block = getBody().front();
  if (block.getOperations().size() != 2)
    return emitOpError() << "expects its region to hold one collective and "
                            "an ap.yield, got "
                         << block.getOperations().size() << " ops";
  Operation *collective = &block.front();
  if (!isExchangingCollective(collective))
    return emitOpError() << "expects an ap.all_gather, ap.reduce_scatter, "
                            "ap.all_reduce or ap.all_to_all in its region, "
                            "got "
                         << collective->getName();
  auto yield = dyn_cast<YieldOp>(&block.back());
  if (!yield)
    return emitOpError() << "expects its region to end with an ap.yield, "
                            "got "
                         << block.back().getName();
  if (yield.getValue() != collective->getResult(0))
    return emitOpError() << "expects its region to yield the collective's "
                            "result";
  if (getBody().isAncestor(collective->getOperand(0).getParentRegion()))
    return emitOpError()
           << "expects the collective's operand to be defined outside it";
  auto valueType = getFuture().getType().getValueType();
  if (valueType != collective->getResult(0).getType())
    return emitOpError() << "returns a future of " << valueType
                         << " but its collective gives "
                         << collective->getResult(0).getType();
  if (!getFuture().hasOneUse())
    return emitOpError() << "expects its future to have exactly one use (an "
                            "ap.wait), got "
                         << std::distance(getFuture().use_begin(),
                                          getFuture().use_end());
  Operation *user = *getFuture().getUsers().begin();
  if (!isa<WaitOp>(user))
    return emitOpError() << "expects its future to be used by an ap.wait, "
                            "not by "
                         << user->getName();
  if (user->getBlock() != (*this)->getBlock())
    return emitOpError() << "expects its ap.wait in the same block";
  return success();
}

//===----------------------------------------------------------------------===//
// WaitOp
//===----------------------------------------------------------------------===//

StartOp WaitOp::getStart() { return getFuture().getDefiningOp<StartOp>(); }

LogicalResult WaitOp::verify() {
  StartOp start = getStart();
  if (!start)
    return emitOpError() << "expects its future to be the result of an "
                            "ap.start";
  if (start->getBlock() != (*this)->getBlock())
    return emitOpError() << "expects its ap.start in the same block";
  return success();
}

//===----------------------------------------------------------------------===//
// Building
//===----------------------------------------------------------------------===//

StartOp mlir::ap::startCollective(RewriterBase &rewriter,
                                  CollectiveOpInterface collective) {
  Operation *op = collective.getOperation();
  assert(isExchangingCollective(op) && "a data-moving collective");
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  Location loc = op->getLoc();
  auto start = StartOp::create(
      rewriter, loc, FutureType::get(rewriter.getContext(), resultType));
  Block *body = rewriter.createBlock(&start.getBody());
  rewriter.setInsertionPointAfter(start);
  auto wait = WaitOp::create(rewriter, loc, resultType, start.getFuture());
  rewriter.replaceAllUsesWith(op->getResult(0), wait.getResult());
  rewriter.moveOpBefore(op, body, body->end());
  rewriter.setInsertionPointToEnd(body);
  YieldOp::create(rewriter, loc, op->getResult(0));
  return start;
}

Operation *mlir::ap::finishInPlace(RewriterBase &rewriter, StartOp start) {
  WaitOp wait = start.getWait();
  Operation *collective = start.getCollective();
  rewriter.moveOpBefore(collective, wait);
  rewriter.replaceAllUsesWith(wait.getResult(), collective->getResult(0));
  rewriter.eraseOp(wait);
  rewriter.eraseOp(start);
  return collective;
}

StartOp mlir::ap::getStartOf(Operation *collective) {
  return dyn_cast_or_null<StartOp>(collective->getParentOp());
}

CollectiveOpInterface mlir::ap::getCollectiveOf(Value value) {
  if (auto wait = value.getDefiningOp<WaitOp>())
    return wait.getStart().getCollective();
  return value.getDefiningOp<CollectiveOpInterface>();
}

Value mlir::ap::getResultOutside(Operation *collective) {
  if (StartOp start = getStartOf(collective))
    return start.getWait().getResult();
  return collective->getResult(0);
}

void mlir::ap::eraseCollective(RewriterBase &rewriter, Operation *collective) {
  if (StartOp start = getStartOf(collective)) {
    rewriter.eraseOp(start.getWait());
    rewriter.eraseOp(start);
    return;
  }
  rewriter.eraseOp(collective);
}
