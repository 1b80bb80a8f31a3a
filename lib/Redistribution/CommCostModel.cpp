//===- CommCostModel.cpp - What a collective costs ------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Redistribution/CommCostModel.h"

#include "llvm/Support/ErrorHandling.h"

#include <algorithm>

using namespace mlir::ap;

llvm::StringRef mlir::ap::stringifyStepKind(StepKind kind) {
  switch (kind) {
  case StepKind::AllGather:
    return "all_gather";
  case StepKind::ReduceScatter:
    return "reduce_scatter";
  case StepKind::AllReduce:
    return "all_reduce";
  case StepKind::AllToAll:
    return "all_to_all";
  case StepKind::ShardSlice:
    return "shard_slice";
  case StepKind::ReplicateToPartial:
    return "replicate_to_partial";
  }
  llvm_unreachable("unknown step kind");
}

bool mlir::ap::isCommunicating(StepKind kind) {
  return kind != StepKind::ShardSlice && kind != StepKind::ReplicateToPartial;
}

double mlir::ap::getBusBytes(const CollectiveDesc &step) {
  double n = static_cast<double>(step.groupSize);
  double fraction = (n - 1) / n;
  switch (step.kind) {
  case StepKind::AllGather:
    return fraction * static_cast<double>(step.outputBytes);
  case StepKind::ReduceScatter:
  case StepKind::AllToAll:
    return fraction * static_cast<double>(step.inputBytes);
  case StepKind::AllReduce:
    return 2 * fraction * static_cast<double>(step.inputBytes);
  case StepKind::ShardSlice:
  case StepKind::ReplicateToPartial:
    return 0;
  }
  llvm_unreachable("unknown step kind");
}

CommCostModel::~CommCostModel() = default;

AlphaBetaCostModel::AlphaBetaCostModel(llvm::ArrayRef<AxisLink> links,
                                       double baseLatency,
                                       double memoryBandwidth)
    : links(links.begin(), links.end()), baseLatency(baseLatency),
      memoryBandwidth(memoryBandwidth) {}

AlphaBetaCostModel
AlphaBetaCostModel::getDefault(llvm::ArrayRef<int64_t> meshShape) {
  // Planning figures from ../shared/design/facts.md: 320 GB/s per GPU inside
  // a node, 50 GB/s between nodes; PyTorch's hop latencies and base latency.
  const AxisLink intraNode{320e9, 0.6e-6};
  const AxisLink interNode{50e9, 2.7e-6};
  llvm::SmallVector<AxisLink, 4> links;
  for (size_t axis = 0; axis < meshShape.size(); ++axis)
    links.push_back(axis + 1 == meshShape.size() ? intraNode : interNode);
  return AlphaBetaCostModel(links, 6.6e-6, 3.35e12);
}

double AlphaBetaCostModel::getCost(const CollectiveDesc &step) const {
  if (!isCommunicating(step.kind))
    return static_cast<double>(step.inputBytes + step.outputBytes) /
           memoryBandwidth;
  // A collective over several axes runs hierarchically: (n_a - 1) hops on
  // each axis's links, and all the bytes through the slowest of them.
  double bandwidth = std::numeric_limits<double>::infinity();
  double latency = baseLatency;
  for (int64_t axis : step.meshAxes) {
    bandwidth = std::min(bandwidth, links[axis].bandwidth);
    latency +=
        static_cast<double>(step.meshShape[axis] - 1) * links[axis].hopLatency;
  }
  return latency + getBusBytes(step) / bandwidth;
}

double AlphaBetaCostModel::getPointToPointCost(int64_t axis,
                                                double bytes) const {
  return baseLatency + links[axis].hopLatency + bytes / links[axis].bandwidth;
}

AllowedGroupsCostModel::AllowedGroupsCostModel(
    const CommCostModel &base,
    std::function<bool(llvm::ArrayRef<int64_t>)> allowsGroup)
    : base(base), allowsGroup(std::move(allowsGroup)) {}

double AllowedGroupsCostModel::getCost(const CollectiveDesc &step) const {
  if (isCommunicating(step.kind) && step.meshAxes.size() > 1 &&
      !allowsGroup(step.meshAxes))
    return kForbidden;
  return base.getCost(step);
}
