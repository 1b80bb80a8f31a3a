//===- RedistributionCostTable.h - Many redistribution costs ----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The auto-sharder prices the redistribution between every layout a producer
// may give and every layout a consumer may want: for one tensor, nearly all
// pairs of its layouts. Planning each pair searches the same step graph over
// and over; the table builds that graph once (lazily: a layout's steps are
// generated the first time a search reaches it) and searches it once per
// source, to every target. The steps out of a layout depend on the target
// only through its partial axes (which reductions to merge, which axes may
// become partial), so there is one graph per such pattern.
//
// getCost(a, b) equals planRedistribution(a, b)->cost (infinity where no
// plan exists); a unit test checks it pair by pair.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_REDISTRIBUTION_REDISTRIBUTIONCOSTTABLE_H
#define SHARD_REDISTRIBUTION_REDISTRIBUTIONCOSTTABLE_H

#include "Shard/Redistribution/RedistributionPlanner.h"

#include <map>
#include <memory>

namespace mlir {
namespace ap {

class RedistributionCostTable {
public:
  RedistributionCostTable(llvm::ArrayRef<int64_t> meshShape,
                          llvm::ArrayRef<int64_t> globalShape,
                          int64_t elementBytes, const CommCostModel &costModel,
                          PlannerOptions options = {});
  ~RedistributionCostTable();

  /// The cost of the cheapest plan from `source` to `target`; +infinity if
  /// none exists or a layout is invalid for the shape.
  double getCost(const ShardingLayout &source, const ShardingLayout &target);

  /// Layouts the searches have reached so far (for statistics).
  size_t getNumLayouts() const;

private:
  struct StepGraph;
  StepGraph &getGraph(const ShardingLayout &target);

  llvm::SmallVector<int64_t, 4> meshShape;
  llvm::SmallVector<int64_t, 4> globalShape;
  int64_t elementBytes;
  const CommCostModel &costModel;
  PlannerOptions options;
  std::map<std::vector<int64_t>, std::unique_ptr<StepGraph>> graphs;
};

} // namespace ap
} // namespace mlir

#endif // SHARD_REDISTRIBUTION_REDISTRIBUTIONCOSTTABLE_H
