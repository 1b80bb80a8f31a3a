//===- Traffic.h - What ap-run's collectives moved --------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The bytes a partitioned run's ranks sent, as the collective runtime
// counted them, next to what the cost model says the program's collectives
// send (its bus bytes, Shard/Redistribution/CommCostModel.h), so that a run
// checks the model's communication volume (docs/ApRun.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APRUN_TRAFFIC_H
#define SHARD_TOOLS_APRUN_TRAFFIC_H

#include "Shard/Runtime/CollectiveBackend.h"

#include "mlir/IR/BuiltinOps.h"

#include <optional>

namespace mlir {
namespace ap {

/// The bytes the cost model says one rank's collectives send when `entry`
/// of `module` runs: the sum of getBusBytes over its ap collectives and
/// those of the functions it calls, or nullopt when it cannot say (a
/// collective or a call in a loop or a branch, a shape that is not static,
/// an indirect, external or recursive call).
std::optional<int64_t> predictBytesSent(ModuleOp module, StringRef entry);

/// Prints "ap-run: collectives: ..." (describeTraffic) with the prediction
/// when there is one; nothing for a run without ranks.
void printTraffic(ArrayRef<runtime::CollectiveBackend::Traffic> traffic,
                  std::optional<int64_t> predictedBytes);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APRUN_TRAFFIC_H
