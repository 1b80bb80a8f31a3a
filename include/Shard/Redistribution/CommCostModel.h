//===- CommCostModel.h - What a collective costs ----------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The redistribution planner asks a CommCostModel for the cost of each step
// it considers. The default is an alpha-beta model per mesh axis
// (docs/RedistributionPlanner.md); the full cost model of the auto-sharder
// implements the same interface, so that the planner and the solver agree.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_REDISTRIBUTION_COMMCOSTMODEL_H
#define SHARD_REDISTRIBUTION_COMMCOSTMODEL_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <functional>
#include <limits>

namespace mlir {
namespace ap {

/// The per-device operations a redistribution is made of.
enum class StepKind : uint8_t {
  AllGather,
  ReduceScatter,
  AllReduce,
  AllToAll,
  /// R -> S(d): keep this device's chunk; no communication.
  ShardSlice,
  /// R -> P(op): no communication; for sum one device of the group keeps the
  /// value and the others hold zeros, for avg/max/min every device keeps it.
  ReplicateToPartial,
};

llvm::StringRef stringifyStepKind(StepKind kind);

/// True for the steps that move data between devices.
bool isCommunicating(StepKind kind);

/// One step as the cost model sees it.
struct CollectiveDesc {
  StepKind kind;
  llvm::ArrayRef<int64_t> meshShape;
  /// The ordered mesh axes of the group.
  llvm::ArrayRef<int64_t> meshAxes;
  int64_t groupSize = 1;
  /// Bytes of this device's operand and result.
  int64_t inputBytes = 0;
  int64_t outputBytes = 0;
};

/// The bytes one device sends in a step (nccl-tests' bus bytes, with n the
/// group size): all_gather (n - 1) / n of its output, reduce_scatter and
/// all_to_all (n - 1) / n of its input, all_reduce 2 (n - 1) / n of its
/// input (a ring's, or a reduce-scatter then an all-gather), local steps 0.
/// The collective runtime sends this, except for all-reduces of operands
/// the group does not divide (docs/Runtime.md).
double getBusBytes(const CollectiveDesc &step);

/// Returns the time of a step in seconds; +infinity forbids it.
class CommCostModel {
public:
  virtual ~CommCostModel();
  virtual double getCost(const CollectiveDesc &step) const = 0;

  static constexpr double kForbidden = std::numeric_limits<double>::infinity();
};

/// The link of one mesh axis.
struct AxisLink {
  /// Bytes per second one device can move on this axis.
  double bandwidth = 0;
  /// Seconds per hop (per peer in a ring).
  double hopLatency = 0;
};

/// time = base + sum over the group's axes of (n_a - 1) * hop_a
///        + busFactor * size / bandwidth,
/// where the bandwidth of a group over several axes is its slowest axis's (a
/// hierarchical ring pays each axis's hops, but all bytes cross the slowest
/// link), with busFactor * size as getBusBytes says.
/// Local steps cost their bytes over the device memory bandwidth.
class AlphaBetaCostModel : public CommCostModel {
public:
  AlphaBetaCostModel(llvm::ArrayRef<AxisLink> links, double baseLatency,
                     double memoryBandwidth);

  /// The default for a mesh: the last (innermost) axis inside a node
  /// (320 GB/s per GPU, 0.6 us per hop), the others across nodes (50 GB/s,
  /// 2.7 us per hop), 6.6 us base latency, 3.35 TB/s memory bandwidth.
  static AlphaBetaCostModel getDefault(llvm::ArrayRef<int64_t> meshShape);

  double getCost(const CollectiveDesc &step) const override;

  /// A transfer of `bytes` from one device to its peer along mesh axis
  /// `axis` (ap.send / ap.recv): the base latency, one hop and the bytes
  /// over the axis's link.
  double getPointToPointCost(int64_t axis, double bytes) const;

  llvm::ArrayRef<AxisLink> getLinks() const { return links; }

private:
  llvm::SmallVector<AxisLink, 4> links;
  double baseLatency;
  double memoryBandwidth;
};

/// `base` restricted to the flattened groups a mesh allows (`groups` on
/// `ap.mesh`): a communicating step over several axes whose ordered list
/// `allowsGroup` rejects is forbidden; every other step costs what `base`
/// says. Local steps (shard_slice, replicate_to_partial) need no
/// communicator and are never forbidden.
class AllowedGroupsCostModel : public CommCostModel {
public:
  AllowedGroupsCostModel(
      const CommCostModel &base,
      std::function<bool(llvm::ArrayRef<int64_t>)> allowsGroup);

  double getCost(const CollectiveDesc &step) const override;

private:
  const CommCostModel &base;
  std::function<bool(llvm::ArrayRef<int64_t>)> allowsGroup;
};

} // namespace ap
} // namespace mlir

#endif // SHARD_REDISTRIBUTION_COMMCOSTMODEL_H
