//===- OptionChecks.cpp - Ranges of numeric pass options ------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/OptionChecks.h"

#include "mlir/Pass/Pass.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ap;

OptionRange OptionRange::atLeast(double min, StringRef unit) {
  OptionRange range;
  range.min = min;
  range.unit = unit;
  return range;
}

OptionRange OptionRange::above(double min, StringRef unit) {
  OptionRange range = atLeast(min, unit);
  range.minOpen = true;
  return range;
}

OptionRange OptionRange::between(double min, double max, StringRef unit) {
  OptionRange range = atLeast(min, unit);
  range.max = max;
  return range;
}

OptionRange OptionRange::halfOpen(double min, double max, StringRef unit) {
  OptionRange range = between(min, max, unit);
  range.maxOpen = true;
  return range;
}

OptionRange OptionRange::orSpecial(double value) const {
  OptionRange range = *this;
  range.special = value;
  return range;
}

OptionRange OptionRange::finite() const {
  OptionRange range = *this;
  range.infinityIsUnbounded = false;
  return range;
}

bool OptionRange::contains(double value) const {
  if (std::isnan(value))
    return false;
  if (special && value == *special)
    return true;
  if (value < min || (minOpen && value == min))
    return false;
  if (value > max || (maxOpen && value == max))
    return false;
  // Infinity only as the unbounded end of the range.
  if (std::isinf(value))
    return infinityIsUnbounded && value > 0 && std::isinf(max) && !maxOpen;
  return true;
}

/// "nan", "inf", "-1", "0.5", "1e+09": formatv's "{0}" of a double is
/// fixed with two decimals ("0.00" for 1e-9).
static std::string formatNumber(double value) {
  return llvm::formatv("{0}", llvm::format("%g", value)).str();
}

std::string OptionRange::describe() const {
  std::string text = infinityIsUnbounded ? "a number " : "a finite number ";
  bool bounded = !std::isinf(max);
  bool unbounded = !bounded && !maxOpen && infinityIsUnbounded;
  if (std::isinf(min) && !bounded) {
    text += "(not nan)";
  } else if (!bounded) {
    text += (minOpen ? "> " : ">= ") + formatNumber(min);
  } else if (std::isinf(min)) {
    text += (maxOpen ? "< " : "<= ") + formatNumber(max);
  } else {
    text += (minOpen ? "in (" : "in [") + formatNumber(min) + ", " +
            formatNumber(max) + (maxOpen ? ")" : "]");
  }
  if (!unit.empty() || unbounded) {
    text += " (";
    text += unit.str();
    if (unbounded)
      text += std::string(unit.empty() ? "" : "; ") + "inf: unbounded";
    text += ")";
  }
  if (special)
    text += " or " + formatNumber(*special);
  return text;
}

LogicalResult mlir::ap::checkOption(Operation *anchor, const Pass &pass,
                                    StringRef option, double value,
                                    const OptionRange &range) {
  if (range.contains(value))
    return success();
  return anchor->emitError()
         << pass.getArgument() << ": option '" << option << "' is "
         << formatNumber(value) << ": it takes " << range.describe();
}

llvm::Error mlir::ap::checkFlag(StringRef flag, double value,
                                const OptionRange &range) {
  if (range.contains(value))
    return llvm::Error::success();
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 llvm::formatv("--{0} is {1}: it takes {2}",
                                               flag, formatNumber(value),
                                               range.describe()));
}

int64_t mlir::ap::saturatingBytes(double value) {
  // The largest double below 2^63 converts exactly; anything at or above
  // 2^63 (and +inf) is unbounded.
  constexpr double kLimit = 9223372036854775807.0; // rounds to 2^63
  if (!(value < kLimit))
    return std::numeric_limits<int64_t>::max();
  return static_cast<int64_t>(value);
}
