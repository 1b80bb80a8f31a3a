//===- TensorDistribution.h - Global tensors over devices -------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// How ap-run turns a global tensor into per-device tensors under a layout,
// and per-device tensors back into a global one (docs/ApRun.md).
//
// Splitting: each device gets its slice; on partial axes the value is
// decomposed at random into parts that reduce to it, so that a program which
// treats a partial value as if it were whole gives wrong numbers:
//
//   sum   random parts that add up to the value (integers: wrapping, every
//         part over the whole range of the type; floats: on the grid of the
//         value's last place, so that they add up to it exactly in any
//         order)
//   avg   random parts whose mean is the value
//   max   every part <= the value, the value itself on a random device (and
//         the order-dual for min, umax, umin; maxnum/minnum add NaN parts,
//         which lose)
//
// Devices that replicate a value (R axes) get identical parts. Float parts
// are rounded to their type, so the global value is replaced by what the
// parts reduce to: the reference program then sees exactly the value the
// parts represent (for sums, the value itself).
//
// Reassembly reduces each partial group with the runtime's own element
// functions (Reductions.h), axis by axis, and checks that replicas agree.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_TENSORDISTRIBUTION_H
#define SHARD_EXECUTION_TENSORDISTRIBUTION_H

#include "Shard/Execution/HostTensor.h"
#include "Shard/Placement/ShardingLayout.h"

namespace mlir {
namespace ap {

/// How the values of partial axes are split over their group.
enum class PartialSplit : uint8_t {
  /// Random parts (the default of ap-run).
  Random,
  /// P(sum): the value on the first device of the group, zeros (floats:
  /// -0.0) elsewhere; other kinds: the value on every device. Weak: a
  /// program that treats a partial value as whole can pass; for debugging
  /// only.
  FirstDevice,
};

/// Device `rank`'s tensor of `global` under `layout`, split the
/// PartialSplit::FirstDevice way.
HostTensor getDeviceTensor(const HostTensor &global,
                           llvm::ArrayRef<int64_t> meshShape,
                           const ShardingLayout &layout, int64_t rank);

/// Every device's tensor of `global` under `layout`. With
/// PartialSplit::Random, partial values are decomposed with `rng` and
/// `global` is replaced by what the parts reduce to (unchanged for
/// integers, and for floats up to one rounding).
llvm::SmallVector<HostTensor>
distributeTensor(HostTensor &global, llvm::ArrayRef<int64_t> meshShape,
                 const ShardingLayout &layout, PartialSplit split,
                 std::mt19937 &rng);

/// What reassembly found about devices that should hold the same data.
struct ReplicaCheck {
  /// Elements on which two replicas differ.
  int64_t differing = 0;
  /// The largest difference (integers: exact; a NaN or an infinity against
  /// anything else: infinity; +0 against -0: 0, though counted differing).
  double maxDifference = 0;
};

/// Rebuilds a global tensor from the per-device tensors: reduces each
/// partial group (with the runtime's reductions, axis by axis in layout
/// order), places the slices and compares replicas into `replicas`.
HostTensor assembleGlobalTensor(llvm::ArrayRef<HostTensor> devices,
                                llvm::ArrayRef<int64_t> meshShape,
                                const ShardingLayout &layout,
                                llvm::ArrayRef<int64_t> globalShape,
                                ReplicaCheck &replicas);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_TENSORDISTRIBUTION_H
