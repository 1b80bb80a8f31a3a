//===- Simulator.h - Per-device arrays and collective semantics -*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A reference model for the planner tests: a distributed tensor is one dense
// array per device; each step kind is implemented from its documented
// semantics (docs/PlacementModel.md), independently of the planner's layout
// bookkeeping; checkLayout says whether the devices hold a given layout of a
// global tensor.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_UNITTESTS_REDISTRIBUTION_SIMULATOR_H
#define SHARD_UNITTESTS_REDISTRIBUTION_SIMULATOR_H

#include "Shard/Redistribution/RedistributionPlanner.h"

#include <optional>
#include <random>
#include <string>
#include <vector>

namespace mlir {
namespace ap {
namespace sim {

/// A dense row-major array of doubles (holding small integers, so that every
/// sum the tests do is exact).
struct Array {
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<double> data;

  static Array zeros(llvm::ArrayRef<int64_t> shape);
  int64_t size() const { return data.size(); }
  bool operator==(const Array &other) const {
    return shape == other.shape && data == other.data;
  }
};

Array extractSlice(const Array &array, const TensorSlice &slice);
/// Chunk `index` of `count` equal chunks along `dim`.
Array getChunk(const Array &array, int64_t dim, int64_t count, int64_t index);
Array concat(llvm::ArrayRef<Array> parts, int64_t dim);

/// One array per device, by rank.
using DeviceArrays = std::vector<Array>;

/// Distributes `global` with `layout`: slices per device, and for partial
/// axes a random decomposition whose reduction is the value.
DeviceArrays distribute(llvm::ArrayRef<int64_t> meshShape,
                        const ShardingLayout &layout, const Array &global,
                        std::mt19937 &rng);

/// std::nullopt if the devices hold `global` with `layout`, else what is
/// wrong.
std::optional<std::string> checkLayout(llvm::ArrayRef<int64_t> meshShape,
                                       const ShardingLayout &layout,
                                       const Array &global,
                                       const DeviceArrays &devices);

/// Applies one step, using only its kind, axes, dims and reduction.
DeviceArrays applyStep(llvm::ArrayRef<int64_t> meshShape,
                       const RedistributionStep &step,
                       const DeviceArrays &devices);

} // namespace sim
} // namespace ap
} // namespace mlir

#endif // SHARD_UNITTESTS_REDISTRIBUTION_SIMULATOR_H
