//===- PlacementTestUtils.h - Helpers for the placement tests ---*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_UNITTESTS_PLACEMENT_PLACEMENTTESTUTILS_H
#define SHARD_UNITTESTS_PLACEMENT_PLACEMENTTESTUTILS_H

#include "Shard/Placement/MeshAlgebra.h"

#include <initializer_list>
#include <ostream>
#include <string>

namespace mlir {
namespace ap {

/// Lets gtest print layouts and placements in failure messages.
inline void PrintTo(const ShardingLayout &layout, std::ostream *os) {
  std::string text;
  llvm::raw_string_ostream stream(text);
  stream << layout;
  *os << text;
}

inline void PrintTo(const Placement &placement, std::ostream *os) {
  std::string text;
  llvm::raw_string_ostream stream(text);
  stream << placement;
  *os << text;
}

namespace testing {

/// A layout with mesh-axis shard order.
inline ShardingLayout layoutOf(std::initializer_list<Placement> placements) {
  return ShardingLayout(llvm::ArrayRef<Placement>(placements));
}

inline const Placement S0 = Placement::shard(0);
inline const Placement S1 = Placement::shard(1);
inline const Placement R = Placement::replicate();
inline const Placement Psum = Placement::partial(ReductionKind::Sum);
inline const Placement Pmax = Placement::partial(ReductionKind::Max);

} // namespace testing
} // namespace ap
} // namespace mlir

#endif // SHARD_UNITTESTS_PLACEMENT_PLACEMENTTESTUTILS_H
