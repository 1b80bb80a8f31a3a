//===- Placement.h - Per-mesh-axis placements of a tensor -------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The vocabulary of the placement model (docs/PlacementModel.md): a tensor on
// an N-D device mesh has one placement per mesh axis, DTensor style:
//
//   S(d)    the tensor's dim d is split evenly across the devices of the axis;
//   R       every device of the axis holds the whole tensor;
//   P(op)   every device of the axis holds a partial value, the logical value
//           is the reduction `op` (sum, avg, max or min) over the axis.
//
// This header has no MLIR dependency: it is shared by the `ap` dialect's
// attributes, the redistribution planner and the runtime.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PLACEMENT_PLACEMENT_H
#define SHARD_PLACEMENT_PLACEMENT_H

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>

namespace mlir {
namespace ap {

/// The reduction that turns the partial values of a P placement (or the
/// operands of an all_reduce / reduce_scatter) into one logical value. Each
/// kind is one exact function per element type (docs/Reductions.md):
///
///   sum     floats: IEEE addition; integers: two's-complement addition that
///           wraps in the element width (on i1: xor)
///   avg     floats only: the mean, accumulated exactly and rounded once
///   max/min floats: arith.maximumf/minimumf (NaN wins, -0 < +0);
///           integers: signed (on i1, where true is -1: max is and, min or)
///   umax/umin  integers only: unsigned (on i1: or / and)
///   maxnum/minnum  floats only: arith.maxnumf/minnumf (NaN loses unless all
///           are NaN, -0 < +0)
///
/// The values are the runtime's reduction codes (ap_rt_* calls).
enum class ReductionKind : uint8_t {
  Sum,
  Avg,
  Max,
  Min,
  UMax,
  UMin,
  MaxNum,
  MinNum
};

/// Every reduction kind, in code order.
inline constexpr ReductionKind kAllReductionKinds[] = {
    ReductionKind::Sum,    ReductionKind::Avg,   ReductionKind::Max,
    ReductionKind::Min,    ReductionKind::UMax,  ReductionKind::UMin,
    ReductionKind::MaxNum, ReductionKind::MinNum};

/// Sum and avg: linear, so partial values of these kinds may be mixed on
/// different axes and pass through linear ops.
inline bool isLinearReduction(ReductionKind kind) {
  return kind == ReductionKind::Sum || kind == ReductionKind::Avg;
}

/// Every kind but sum reduces copies of one value to that value: a
/// replicated tensor is already a valid partial value of it.
inline bool isIdempotentReduction(ReductionKind kind) {
  return kind != ReductionKind::Sum;
}

/// Which element types a reduction is defined on.
enum class ReductionDomain : uint8_t { FloatsAndIntegers, Floats, Integers };
ReductionDomain getReductionDomain(ReductionKind kind);

/// Returns "sum", "avg", "max", "min", "umax", "umin", "maxnum" or "minnum".
llvm::StringRef stringifyReductionKind(ReductionKind kind);
/// Parses the names stringifyReductionKind returns.
std::optional<ReductionKind> symbolizeReductionKind(llvm::StringRef name);

enum class PlacementKind : uint8_t { Replicate, Shard, Partial };

/// The placement of a tensor along one mesh axis.
class Placement {
public:
  /// A default-constructed placement is R.
  constexpr Placement() = default;

  static constexpr Placement replicate() { return Placement(); }
  static constexpr Placement shard(int64_t tensorDim) {
    return Placement(PlacementKind::Shard, tensorDim, ReductionKind::Sum);
  }
  static constexpr Placement partial(ReductionKind reduction) {
    return Placement(PlacementKind::Partial, 0, reduction);
  }

  PlacementKind getKind() const { return kind; }
  bool isReplicate() const { return kind == PlacementKind::Replicate; }
  bool isShard() const { return kind == PlacementKind::Shard; }
  bool isPartial() const { return kind == PlacementKind::Partial; }
  bool isShardOf(int64_t tensorDim) const {
    return isShard() && dim == tensorDim;
  }

  /// The sharded tensor dim; only meaningful for S placements.
  int64_t getDim() const { return dim; }
  /// The pending reduction; only meaningful for P placements.
  ReductionKind getReduction() const { return reduction; }

  bool operator==(const Placement &other) const {
    return kind == other.kind && dim == other.dim &&
           reduction == other.reduction;
  }
  bool operator!=(const Placement &other) const { return !(*this == other); }

  /// Prints "S(0)", "R" or "P(sum)".
  void print(llvm::raw_ostream &os) const;

private:
  constexpr Placement(PlacementKind kind, int64_t dim, ReductionKind reduction)
      : kind(kind), dim(dim), reduction(reduction) {}

  // Unused fields are kept at fixed values so that equality and hashing are
  // plain field-wise operations.
  PlacementKind kind = PlacementKind::Replicate;
  int64_t dim = 0;
  ReductionKind reduction = ReductionKind::Sum;
};

inline llvm::hash_code hash_value(const Placement &placement) {
  return llvm::hash_combine(static_cast<uint8_t>(placement.getKind()),
                            placement.getDim(),
                            static_cast<uint8_t>(placement.getReduction()));
}

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                                     const Placement &placement) {
  placement.print(os);
  return os;
}

} // namespace ap
} // namespace mlir

#endif // SHARD_PLACEMENT_PLACEMENT_H
