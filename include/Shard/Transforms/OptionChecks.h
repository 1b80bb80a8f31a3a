//===- OptionChecks.h - Ranges of numeric pass options ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A pass option read from text takes any double the parser accepts: `nan`,
// `inf`, `1e400`, a negative size. Each numeric option states the values it
// means something for, as an OptionRange, and the pass checks it first
// (checkOption): a value outside is an error located at the operation the
// pass runs on, naming the pass, the option, the value and the range, and
// the pass fails before it changes anything.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_OPTIONCHECKS_H
#define SHARD_TRANSFORMS_OPTIONCHECKS_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/Error.h"

#include <limits>
#include <optional>

namespace mlir {
class Pass;
namespace ap {

/// The values a numeric option accepts: [min, max] (either end open when
/// asked), and optionally one more value outside it that means something of
/// its own (`-1`: "from the target"). NaN is never accepted. Infinity is
/// accepted only where `max` is +infinity (meaning "unbounded"), unless the
/// range is finite(); a pass that converts such a value to an integer must
/// saturate, not overflow.
struct OptionRange {
  double min = -std::numeric_limits<double>::infinity();
  double max = std::numeric_limits<double>::infinity();
  bool minOpen = false;
  bool maxOpen = false;
  /// A value outside [min, max] that the option also takes.
  std::optional<double> special;
  /// What the number counts ("GB per device", "seconds"), for the message.
  StringRef unit;
  /// Whether +infinity, where `max` is, means "unbounded".
  bool infinityIsUnbounded = true;

  /// [min, +inf).
  static OptionRange atLeast(double min, StringRef unit = {});
  /// (min, +inf).
  static OptionRange above(double min, StringRef unit = {});
  /// [min, max].
  static OptionRange between(double min, double max, StringRef unit = {});
  /// [min, max).
  static OptionRange halfOpen(double min, double max, StringRef unit = {});
  /// The same range that also takes `value`.
  OptionRange orSpecial(double value) const;
  /// The same range without infinity (a count or a size that has no
  /// "unbounded").
  OptionRange finite() const;

  bool contains(double value) const;
  /// "a number in [0, 1]", "a number >= 0 (GB per device; inf: unbounded)
  /// or -1".
  std::string describe() const;
};

/// Whether `value`, the option `option` of `pass`, lies in `range`; if not,
/// emits at `anchor`: "ap-auto-shard: option 'gap' is nan: it takes a
/// number in [0, 1]" and fails.
LogicalResult checkOption(Operation *anchor, const Pass &pass, StringRef option,
                          double value, const OptionRange &range);

/// The same check for a tool's command-line flag: "--rtol is nan: it takes
/// a number >= 0 or -1" (the tool prints it and fails).
llvm::Error checkFlag(StringRef flag, double value, const OptionRange &range);

/// `value` bytes as an int64_t, saturated at the type's largest value
/// (+inf and anything past it are "unbounded"); `value` is not NaN and not
/// negative (checkOption first).
int64_t saturatingBytes(double value);

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_OPTIONCHECKS_H
