//===- Traffic.cpp - What ap-run's collectives moved ----------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Traffic.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Execution/SpmdRunner.h"
#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Redistribution/CommCostModel.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/CallInterfaces.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The bus bytes of one collective, 0 for a local one (shard_slice), or
/// nullopt when a shape is not static.
std::optional<double> getBusBytesOf(CollectiveOpInterface collective) {
  if (!isCommunicating(collective.getCollectiveInfo().kind))
    return 0.0;
  std::optional<CollectiveDesc> step = describeCollective(collective);
  if (!step)
    return std::nullopt;
  return getBusBytes(*step);
}

std::optional<double>
predictFunction(func::FuncOp function,
                llvm::SmallPtrSetImpl<Operation *> &active) {
  if (!function || function.isExternal() || !function.getBody().hasOneBlock() ||
      !active.insert(function).second)
    return std::nullopt;
  double bytes = 0;
  bool predictable = true;
  function.walk([&](Operation *op) {
    bool atTopLevel = op->getParentOp() == function;
    if (auto call = dyn_cast<func::CallOp>(op)) {
      std::optional<double> callee =
          atTopLevel ? predictFunction(
                           SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
                               call, call.getCalleeAttr()),
                           active)
                     : std::nullopt;
      predictable &= callee.has_value();
      bytes += callee.value_or(0);
    } else if (isa<CallOpInterface, SendOp, RecvOp>(op)) {
      // A transfer's bytes are its sender's alone: no per-rank bus bytes.
      predictable = false;
    } else if (auto collective = dyn_cast<CollectiveOpInterface>(op)) {
      std::optional<double> own = getBusBytesOf(collective);
      // Only a collective that sends nothing may sit in a loop or a branch.
      if (!atTopLevel && own.value_or(1) != 0)
        own = std::nullopt;
      predictable &= own.has_value();
      bytes += own.value_or(0);
    }
  });
  active.erase(function);
  if (!predictable)
    return std::nullopt;
  return bytes;
}

} // namespace

std::optional<int64_t> mlir::ap::predictBytesSent(ModuleOp module,
                                                  StringRef entry) {
  llvm::SmallPtrSet<Operation *, 8> active;
  std::optional<double> bytes =
      predictFunction(module.lookupSymbol<func::FuncOp>(entry), active);
  if (!bytes)
    return std::nullopt;
  return static_cast<int64_t>(std::llround(*bytes));
}

void mlir::ap::printTraffic(
    ArrayRef<runtime::CollectiveBackend::Traffic> traffic,
    std::optional<int64_t> predictedBytes) {
  if (traffic.empty())
    return;
  llvm::outs() << "ap-run: " << describeTraffic(traffic);
  if (predictedBytes)
    llvm::outs() << "; the cost model's bus bytes: " << *predictedBytes
                 << " per rank";
  llvm::outs() << "\n";
}
