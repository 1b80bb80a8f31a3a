//===- ScheduleCollectives.cpp - Start early, wait late -------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every data-moving collective of a function's body becomes an ap.start and
// an ap.wait (docs/Overlap.md). The collectives are placed in the order
// their results are needed (a result only returned, in the order it is
// computed): each wait goes down to the first op that needs the result,
// each start up to just after its operand is defined, and not above the
// start of a collective placed before it, so that the communication stream
// runs them in that order.
//
// Memory is the judge. The live bytes at every op of the unscheduled body
// (PeakMemory.h's walk) form a profile; a start moved up adds its result's
// bytes over the ops it passes, a wait moved down adds its operand's bytes
// where the operand would have died. Each move goes only as far as the
// profile stays within the unscheduled peak plus the prefetch budget, and
// the profile takes the bytes it added, so that later moves see them.
//
//===----------------------------------------------------------------------===//

#include "Buckets.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/OptionChecks.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/Transforms/PeakMemory.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include "llvm/Support/FormatVariadic.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APSCHEDULECOLLECTIVES
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

struct ScheduleStats {
  unsigned started = 0;
  /// Ops between each start and its wait, summed.
  unsigned overlappedOps = 0;
  /// Moves cut short by the memory limit.
  unsigned limited = 0;
};

class FunctionSchedule {
public:
  FunctionSchedule(func::FuncOp function, int64_t limit)
      : function(function), block(function.getBody().front()), limit(limit) {}

  /// Splits and places the collectives; returns what it did.
  ScheduleStats run(RewriterBase &rewriter);

private:
  /// Where a start's result is first needed, and what bounds its moves.
  struct Placement {
    StartOp start;
    unsigned at;          // the start's and wait's position, unscheduled
    unsigned needed;      // the first op that reads the result (or the end)
    unsigned operand;     // the first position after the operand is defined
    unsigned operandLast; // the last other read of the operand
  };
  /// Where each op placed so far goes: (position, sequence of placement).
  using PlacedAt = DenseMap<Operation *, std::pair<unsigned, unsigned>>;

  /// The positions of the ops and the live bytes at each.
  void measure();
  /// The placement of a start split from a collective, unscheduled.
  Placement getPlacement(StartOp start) const;
  /// The position of the terminator: where a result only returned is needed.
  unsigned getEnd() const { return ops.size() - 1; }
  /// The schedule's order of a placement: where its result is first needed,
  /// or for a result only returned as soon as its operand is computed.
  unsigned orderOf(const Placement &placement) const {
    return placement.needed == getEnd() ? placement.operand : placement.needed;
  }
  /// The (order, position) of the collectives in flight already, those not
  /// among the `split` starts.
  SmallVector<std::pair<unsigned, unsigned>>
  getInFlight(const DenseSet<Operation *> &split) const;
  /// Moves each start up and its wait down as far as the memory limit lets
  /// them, in the order of `placements`; returns where each went.
  PlacedAt place(ArrayRef<Placement> placements,
                 ArrayRef<std::pair<unsigned, unsigned>> inFlight,
                 ScheduleStats &stats);
  /// Puts the block in the order of `placedAt`, every other op keeping its
  /// position after what was placed before it.
  void reorder(RewriterBase &rewriter, const PlacedAt &placedAt);
  /// The position of the op of the block that is or holds `op`.
  unsigned positionOf(Operation *op) const {
    return position.lookup(block.findAncestorOpInBlock(*op));
  }

  func::FuncOp function;
  Block &block;
  /// The most bytes the schedule may have live at once.
  int64_t limit;
  std::vector<Operation *> ops;
  DenseMap<Operation *, unsigned> position;
  /// Live bytes at each position (arguments included).
  std::vector<int64_t> live;
};

void FunctionSchedule::measure() {
  ops.clear();
  position.clear();
  for (Operation &op : block) {
    position[&op] = ops.size();
    ops.push_back(&op);
  }
  live.assign(ops.size(), 0);
  int64_t arguments = 0;
  for (BlockArgument argument : block.getArguments())
    arguments += getLiveBytes(argument.getType());
  estimatePeakMemory(function, [&](Operation *op, ArrayRef<Value> storages) {
    int64_t bytes = arguments;
    for (Value storage : storages)
      bytes += getLiveBytes(storage.getType());
    live[position.lookup(op)] = bytes;
  });
}

FunctionSchedule::Placement
FunctionSchedule::getPlacement(StartOp start) const {
  WaitOp wait = start.getWait();
  Placement placement;
  placement.start = start;
  placement.at = position.lookup(start);
  placement.needed = ops.size() - 1; // the terminator
  for (Operation *user : wait.getResult().getUsers())
    placement.needed = std::min(placement.needed, positionOf(user));
  Value input = start.getInput();
  Operation *definition = input.getDefiningOp();
  placement.operand = definition && definition->getBlock() == &block
                          ? positionOf(definition) + 1
                          : 0;
  // The operand's storage (a view's source) lives to its last reader; an
  // argument's throughout.
  Value storage = getLiveStorage(input);
  placement.operandLast =
      isa<BlockArgument>(storage) ? ops.size() - 1 : placement.at;
  SmallVector<Value> views = {storage};
  for (size_t i = 0; i < views.size(); ++i)
    for (Operation *user : views[i].getUsers()) {
      if (!block.findAncestorOpInBlock(*user))
        continue;
      placement.operandLast = std::max(placement.operandLast, positionOf(user));
      if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::CastOp>(
              user))
        views.push_back(user->getResult(0));
    }
  return placement;
}

SmallVector<std::pair<unsigned, unsigned>>
FunctionSchedule::getInFlight(const DenseSet<Operation *> &split) const {
  unsigned end = getEnd();
  SmallVector<std::pair<unsigned, unsigned>> inFlight; // (order, position)
  for (auto [at, op] : llvm::enumerate(ops)) {
    auto start = dyn_cast<StartOp>(op);
    if (!start || split.contains(start))
      continue;
    unsigned needed = end;
    for (Operation *user : start.getWait().getResult().getUsers())
      needed = std::min(needed, positionOf(user));
    inFlight.push_back({needed == end ? unsigned(at) : needed, unsigned(at)});
  }
  return inFlight;
}

FunctionSchedule::PlacedAt
FunctionSchedule::place(ArrayRef<Placement> placements,
                        ArrayRef<std::pair<unsigned, unsigned>> inFlight,
                        ScheduleStats &stats) {
  // Positions are the unscheduled ones; a start or wait placed at p runs
  // just before the op at p, after what was placed there earlier. The
  // block is put in that order at the end.
  unsigned previousStart = 0;
  PlacedAt placedAt;
  unsigned sequence = 0;
  for (const Placement &placement : placements) {
    StartOp start = placement.start;
    WaitOp wait = start.getWait();
    int64_t resultBytes = getLiveBytes(start.getFuture().getType());
    int64_t operandBytes = getLiveBytes(start.getInput().getType());
    // The operand may be another collective's result, placed already.
    unsigned earliest = placement.operand;
    if (auto operandWait = start.getInput().getDefiningOp<WaitOp>())
      if (placedAt.count(operandWait))
        earliest = placedAt.lookup(operandWait).first;
    earliest = std::max(earliest, previousStart);
    for (auto [order, at] : inFlight)
      if (order <= orderOf(placement))
        earliest = std::max(earliest, at + 1);

    // A reader that is a start placed already may have moved up.
    unsigned needed = placement.needed;
    for (Operation *user : wait.getResult().getUsers()) {
      auto placed = placedAt.find(block.findAncestorOpInBlock(*user));
      if (placed != placedAt.end())
        needed = std::min(needed, placed->second.first);
    }
    // Down, past the ops before the first reader: the operand lives on to
    // the wait.
    unsigned waitAt = placement.at + 2;
    unsigned operandLast = std::max(placement.operandLast, placement.at + 1);
    while (waitAt < needed) {
      int64_t extra = waitAt > operandLast ? operandBytes : 0;
      if (live[waitAt] + extra > limit) {
        ++stats.limited;
        break;
      }
      live[waitAt] += extra;
      ++waitAt;
    }
    // Up: the result's buffer is held from the start.
    unsigned startAt = placement.at;
    while (startAt > earliest) {
      if (live[startAt - 1] + resultBytes > limit) {
        ++stats.limited;
        break;
      }
      live[startAt - 1] += resultBytes;
      --startAt;
    }
    // A start that could not move up stays where it was, maybe above one
    // placed before it; the next ones still go after that one.
    previousStart = std::max(previousStart, startAt);
    placedAt[start] = {startAt, sequence++};
    placedAt[wait] = {waitAt, sequence++};
    ++stats.started;
    // The ops other than this start and wait between the two.
    stats.overlappedOps += waitAt - startAt - 2;
  }
  return placedAt;
}

void FunctionSchedule::reorder(RewriterBase &rewriter,
                               const PlacedAt &placedAt) {
  // Every other op keeps its position, after what was placed before it;
  // at one position the waits come first (a start there may read one).
  auto key = [&](Operation *op) {
    auto placed = placedAt.find(op);
    if (placed != placedAt.end())
      return std::make_tuple(placed->second.first, 0u,
                             isa<StartOp>(op) ? 1u : 0u, placed->second.second);
    return std::make_tuple(position.lookup(op), 1u, 0u, 0u);
  };
  std::vector<Operation *> order = ops;
  llvm::stable_sort(order, [&](Operation *a, Operation *b) {
    return key(a) < key(b);
  });
  Operation *terminator = block.getTerminator();
  for (Operation *op : order)
    if (op != terminator)
      rewriter.moveOpBefore(op, terminator);
}

ScheduleStats FunctionSchedule::run(RewriterBase &rewriter) {
  ScheduleStats stats;
  SmallVector<StartOp> starts;
  for (Operation &op : llvm::make_early_inc_range(block))
    if (isa<AllGatherOp, ReduceScatterOp, AllReduceOp, AllToAllOp>(op))
      starts.push_back(
          startCollective(rewriter, cast<CollectiveOpInterface>(op)));
  if (starts.empty())
    return stats;
  measure();

  // Where each start's result is first needed: the schedule's order.
  SmallVector<Placement> placements;
  for (StartOp start : starts)
    placements.push_back(getPlacement(start));
  // In the order the results are needed; a result only returned (a
  // gradient's reduction) is needed at the end only, and goes as soon as
  // its operand is computed. Needed at once: the one whose operand is ready
  // first goes first (a parameter's gather before the activation's its
  // consumer also reads).
  llvm::stable_sort(placements, [&](const Placement &a, const Placement &b) {
    return std::make_pair(orderOf(a), a.operand) <
           std::make_pair(orderOf(b), b.operand);
  });
  // Collectives in flight already (a second run, or a pass after the
  // schedule left some blocking) keep their places; a new start does not go
  // above one of them that is needed no later than it.
  DenseSet<Operation *> split(starts.begin(), starts.end());
  SmallVector<std::pair<unsigned, unsigned>> inFlight = getInFlight(split);
  reorder(rewriter, place(placements, inFlight, stats));
  return stats;
}

struct APScheduleCollectivesPass
    : public ap::impl::APScheduleCollectivesBase<APScheduleCollectivesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(checkOption(module, *this, "prefetch-budget", prefetchBudget,
                           OptionRange::atLeast(0, "GB per device"))) ||
        failed(checkOption(module, *this, "bucket-bytes", bucketBytes,
                           OptionRange::atLeast(0, "bytes").orSpecial(-1))))
      return signalPassFailure();
    // -1: from the target; inf and anything past int64_t: unbounded.
    int64_t bucketLimit = bucketBytes < 0 ? -1 : saturatingBytes(bucketBytes);
    IRRewriter rewriter(&getContext());
    MeshCostModels costModels;
    if (bucketLimit != 0 &&
        failed(costModels.initialize(module, getArgument())))
      return signalPassFailure();
    for (auto function : module.getOps<func::FuncOp>()) {
      if (function.isExternal() || !function.getBody().hasOneBlock())
        continue;
      // The unscheduled peak plus the budget bounds buckets and moves alike
      // (an unbounded budget saturates).
      int64_t before = estimatePeakMemory(function).peak;
      int64_t limit = saturatingBytes(before + prefetchBudget * 1e9);
      BucketStats buckets;
      if (bucketLimit != 0)
        buckets = bucketCollectives(rewriter, function, costModels, bucketLimit,
                                    limit);
      ScheduleStats stats;
      if (overlap)
        stats = FunctionSchedule(function, limit).run(rewriter);
      if (!report ||
          (stats.started == 0 && buckets.buckets == 0 && buckets.refused == 0))
        continue;
      int64_t after = estimatePeakMemory(function).peak;
      function.emitRemark() << llvm::formatv(
          "ap-schedule-collectives: @{0}: {1} buckets of {2} collectives "
          "({8} refused by memory); {3} collectives in flight, {4} ops in "
          "flight on average, {5} moves cut short by memory; peak {6} -> {7} "
          "bytes",
          function.getSymName(), buckets.buckets, buckets.merged,
          stats.started,
          llvm::formatv("{0:f1}", stats.started
                                      ? double(stats.overlappedOps) /
                                            stats.started
                                      : 0.0),
          stats.limited, before, after, buckets.refused);
    }
  }
};

} // namespace
