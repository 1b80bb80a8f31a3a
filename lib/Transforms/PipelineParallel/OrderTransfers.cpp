//===- OrderTransfers.cpp - Transfers that complete when a send waits -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-order-transfers: the project's runtimes keep a copy of what a device
// sends (ap.send returns at once), so a pipelined step's stages may send in
// any order their receivers match. NCCL's send (and IREE's send_recv on it)
// waits until its peer receives: two stages that both send before they
// receive wait on each other. 1F1B does that: the first stage sends the
// activation of its second micro-batch, then waits for the gradient of its
// first; the last stage sends that gradient, then receives the activation.
//
// The pass runs the stage programs of each scf.index_switch on a pipeline
// coordinate (`ap.group_index` of one axis; a case's transfers are those of
// its block and of the functions it calls, in order) transfer by transfer,
// with sends that wait. Where every stage waits, the first stage waiting at
// a send leaves it pending and goes on; the receive that takes it later
// moves it after the last transfer its stage had made by then. Receives
// stay where they are, sends only move later and as little as that needs
// (each holds its value a little longer), sends to one peer keep their
// order, and no data moves differently: replayed with waiting sends, each
// send meets its receive. What buffered sends cannot run either (a missing
// send or receive), a type the peer does not receive, is a located error.
//
//===----------------------------------------------------------------------===//

#include "PipelineSplit.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/PipelineParallelPasses.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <deque>

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APORDERTRANSFERS
#include "Shard/Transforms/PipelineParallelPasses.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// One ap.send or ap.recv of a stage program.
struct Transfer {
  Operation *op;
  int64_t peer;
  bool isSend;
  Type type;
};

/// The stage programs of one scf.index_switch on the coordinate of `axis`
/// of `mesh`: for each coordinate, its case.
struct StagePrograms {
  scf::IndexSwitchOp dispatch;
  FlatSymbolRefAttr mesh;
  int64_t axis;
  int64_t size;
};

/// Appends the transfers of `block` (and of the functions it calls, to
/// `depth` calls) to `transfers`, in order; `seen` collects them. Fails
/// with a located error on a transfer inside another op's region or on
/// another axis.
LogicalResult collectTransfers(Block &block, const StagePrograms &programs,
                               SymbolTableCollection &symbols, int depth,
                               SmallVectorImpl<Transfer> &transfers,
                               llvm::SmallPtrSetImpl<Operation *> &seen) {
  for (Operation &op : block) {
    auto onAxis = [&](Operation *transfer, FlatSymbolRefAttr mesh,
                      int64_t axis) -> LogicalResult {
      if (mesh != programs.mesh || axis != programs.axis)
        return transfer->emitOpError()
               << "ap-order-transfers: a transfer on another mesh axis than "
                  "its stage program's pipeline axis ("
               << programs.axis << " of " << programs.mesh
               << "): its order cannot be matched";
      seen.insert(transfer);
      return success();
    };
    if (auto send = dyn_cast<SendOp>(op)) {
      if (failed(onAxis(send, send.getMeshAttr(), send.getAxis())))
        return failure();
      transfers.push_back({send, static_cast<int64_t>(send.getPeer()), true,
                           send.getInput().getType()});
      continue;
    }
    if (auto recv = dyn_cast<RecvOp>(op)) {
      if (failed(onAxis(recv, recv.getMeshAttr(), recv.getAxis())))
        return failure();
      transfers.push_back(
          {recv, static_cast<int64_t>(recv.getPeer()), false, recv.getType()});
      continue;
    }
    if (auto call = dyn_cast<func::CallOp>(op)) {
      auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (callee && !callee.isExternal()) {
        if (depth == 0)
          return call.emitOpError()
                 << "ap-order-transfers: calls nest too deep in a stage "
                    "program";
        if (failed(collectTransfers(callee.front(), programs, symbols,
                                    depth - 1, transfers, seen)))
          return failure();
      }
      continue;
    }
    Operation *nested = nullptr;
    op.walk([&](Operation *inner) {
      if (isa<SendOp, RecvOp>(inner) && !nested)
        nested = inner;
    });
    if (nested)
      return nested->emitOpError()
             << "ap-order-transfers: a transfer inside '" << op.getName()
             << "' of a stage program: the stages' "
             << "transfers must be straight-line code to be matched";
  }
  return success();
}

/// Each coordinate's transfers, in program order.
FailureOr<std::vector<SmallVector<Transfer>>>
collectPrograms(const StagePrograms &programs, SymbolTableCollection &symbols,
                llvm::SmallPtrSetImpl<Operation *> &seen) {
  constexpr int kCallDepth = 4;
  std::vector<SmallVector<Transfer>> lists(programs.size);
  for (int64_t coordinate = 0; coordinate < programs.size; ++coordinate) {
    scf::IndexSwitchOp dispatch = programs.dispatch;
    ArrayRef<int64_t> cases = dispatch.getCases();
    const auto *found = llvm::find(cases, coordinate);
    Block &block = found == cases.end()
                       ? dispatch.getDefaultBlock()
                       : dispatch.getCaseBlock(found - cases.begin());
    if (failed(collectTransfers(block, programs, symbols, kCallDepth,
                                lists[coordinate], seen)))
      return failure();
  }
  return lists;
}

/// Runs the programs transfer by transfer with sends that wait for their
/// receives. Where every stage waits, the first stage waiting at a send
/// leaves it pending (as a buffered send) and goes on; a pending send is
/// taken by the receive it matches when that comes, and moves after the
/// last transfer its stage had made by then. Receives stay where they are,
/// sends only move later and as little as that needs, sends to one peer
/// keep their order. Fails with a located error where no send is left to
/// leave pending (a missing send), a send is never received, a send's peer
/// receives another type, or a send must move past a transfer in another
/// block.
LogicalResult placeSends(ArrayRef<SmallVector<Transfer>> lists) {
  int64_t size = lists.size();
  SmallVector<size_t> at(size, 0);
  // Per stage, its pending sends (indices into its list), and the op of
  // the last transfer it made.
  std::vector<std::deque<size_t>> pending(size);
  SmallVector<Operation *> last(size, nullptr);
  auto head = [&](int64_t stage) -> const Transfer * {
    return at[stage] < lists[stage].size() ? &lists[stage][at[stage]] : nullptr;
  };
  auto checkPeer = [&](int64_t stage,
                       const Transfer &transfer) -> LogicalResult {
    if (transfer.peer >= 0 && transfer.peer < size && transfer.peer != stage)
      return success();
    return transfer.op->emitOpError()
           << "ap-order-transfers: stage " << stage
           << (transfer.isSend ? " sends to" : " receives from")
           << " coordinate " << transfer.peer << ", not another stage";
  };
  auto matchTypes = [&](const Transfer &send, const Transfer &recv,
                        int64_t receiver) -> LogicalResult {
    if (send.type == recv.type)
      return success();
    return send.op->emitOpError() << "ap-order-transfers: sends " << send.type
                                  << " where its peer (stage " << receiver
                                  << ") receives " << recv.type;
  };
  auto pendingTo = [&](int64_t from, int64_t to) {
    return llvm::find_if(pending[from], [&](size_t index) {
      return lists[from][index].peer == to;
    });
  };
  for (;;) {
    bool moved = false;
    for (int64_t stage = 0; stage < size; ++stage) {
      while (const Transfer *transfer = head(stage)) {
        if (failed(checkPeer(stage, *transfer)))
          return failure();
        int64_t peer = transfer->peer;
        if (auto found =
                transfer->isSend ? pending[peer].end() : pendingTo(peer, stage);
            found != pending[peer].end()) {
          // A receive that takes a pending send.
          const Transfer &send = lists[peer][*found];
          if (failed(matchTypes(send, *transfer, stage)))
            return failure();
          // It leaves after what its stage has done since.
          if (Operation *after = last[peer]) {
            if (after->getBlock() != send.op->getBlock())
              return send.op->emitOpError()
                     << "ap-order-transfers: this send must wait until "
                        "after a transfer in another block or function, "
                        "where it cannot move";
            if (send.op->isBeforeInBlock(after))
              send.op->moveAfter(after);
          }
          last[peer] = send.op;
          pending[peer].erase(found);
          last[stage] = transfer->op;
        } else {
          // A send and its receive both at their stages' heads, with no
          // earlier send between the two pending.
          int64_t sender = transfer->isSend ? stage : peer;
          int64_t receiver = transfer->isSend ? peer : stage;
          const Transfer *send = head(sender), *recv = head(receiver);
          if (!send || !send->isSend || send->peer != receiver || !recv ||
              recv->isSend || recv->peer != sender ||
              pendingTo(sender, receiver) != pending[sender].end())
            break;
          if (failed(matchTypes(*send, *recv, receiver)))
            return failure();
          last[sender] = send->op;
          last[receiver] = recv->op;
          ++at[peer];
        }
        ++at[stage];
        moved = true;
      }
    }
    if (moved)
      continue;
    // Every stage waits: the first at a send leaves it pending.
    int64_t waiting = 0;
    while (waiting < size && (!head(waiting) || !head(waiting)->isSend))
      ++waiting;
    if (waiting == size)
      break;
    pending[waiting].push_back(at[waiting]++);
  }
  for (int64_t stage = 0; stage < size; ++stage) {
    if (const Transfer *transfer = head(stage))
      return transfer->op->emitOpError()
             << "ap-order-transfers: stage " << stage
             << " waits here for ever: no stage sends what it receives "
                "(is a send missing?)";
    if (!pending[stage].empty())
      return lists[stage][pending[stage].front()].op->emitOpError()
             << "ap-order-transfers: stage "
             << lists[stage][pending[stage].front()].peer
             << " never receives what this sends (is a receive missing?)";
  }
  return success();
}

/// Orders the transfers of `programs` to run through with waiting sends.
LogicalResult orderPrograms(const StagePrograms &programs,
                            SymbolTableCollection &symbols,
                            llvm::SmallPtrSetImpl<Operation *> &seen) {
  FailureOr<std::vector<SmallVector<Transfer>>> lists =
      collectPrograms(programs, symbols, seen);
  if (failed(lists))
    return failure();
  // A transfer two stages run (a function both call) cannot move for one.
  DenseMap<Operation *, size_t> stageOf;
  for (auto [stage, list] : llvm::enumerate(*lists))
    for (const Transfer &transfer : list)
      if (!stageOf.try_emplace(transfer.op, stage).second &&
          stageOf[transfer.op] != stage)
        return transfer.op->emitOpError()
               << "ap-order-transfers: a transfer that stages "
               << stageOf[transfer.op] << " and " << stage
               << " both run: its order cannot be set for each";
  return placeSends(*lists);
}

} // namespace

LogicalResult mlir::ap::orderTransfersForWaitingSends(ModuleOp module) {
  SymbolTableCollection symbols;
  llvm::SmallPtrSet<Operation *, 32> covered;
  SmallVector<StagePrograms> found;
  module.walk([&](scf::IndexSwitchOp dispatch) {
    auto index = dispatch.getArg().getDefiningOp<GroupIndexOp>();
    if (!index || index.getMeshAxes().size() != 1)
      return;
    auto mesh =
        symbols.lookupNearestSymbolFrom<MeshOp>(index, index.getMeshAttr());
    if (!mesh)
      return;
    int64_t axis = index.getMeshAxes().front();
    found.push_back(
        {dispatch, index.getMeshAttr(), axis, mesh.getShape()[axis]});
  });
  for (const StagePrograms &programs : found) {
    llvm::SmallPtrSet<Operation *, 32> seen;
    if (failed(orderPrograms(programs, symbols, seen)))
      return failure();
    covered.insert(seen.begin(), seen.end());
  }
  WalkResult outside = module.walk([&](Operation *op) {
    if (!isa<SendOp, RecvOp>(op) || covered.contains(op))
      return WalkResult::advance();
    op->emitOpError() << "ap-order-transfers: a transfer outside the stage "
                         "programs of an scf.index_switch on its axis's "
                         "coordinate (ap.group_index): its peer's order is "
                         "not known";
    return WalkResult::interrupt();
  });
  return failure(outside.wasInterrupted());
}

namespace {

struct APOrderTransfersPass
    : public ap::impl::APOrderTransfersBase<APOrderTransfersPass> {
  void runOnOperation() override {
    if (failed(orderTransfersForWaitingSends(getOperation())))
      signalPassFailure();
  }
};

} // namespace
