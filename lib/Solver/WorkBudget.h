//===- WorkBudget.h - Deterministic limits for the solver's searches -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The dual bound and the branch and bound stop after a fixed amount of work
// (cost-table entries visited), not after a wall-clock time: the same
// problem then gets the same plan whatever the machine's load, and between
// tied plans the one returned never depends on timing. Only an explicit
// `time-limit` (a Deadline) makes them, and CBC, stop on the clock as well.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SOLVER_WORKBUDGET_H
#define SHARD_LIB_SOLVER_WORKBUDGET_H

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>

namespace mlir {
namespace ap {

/// The wall-clock time the solve must end by, if a time limit was given.
class Deadline {
public:
  using Clock = std::chrono::steady_clock;
  Deadline() = default;
  /// `seconds` from now; none if `seconds` is not positive, or past what
  /// the clock counts (about 292 years of nanoseconds; +infinity).
  static Deadline in(double seconds) {
    Deadline deadline;
    double countable =
        std::chrono::duration<double>(Clock::time_point::max() - Clock::now())
            .count() /
        2;
    if (seconds > 0 && seconds < countable)
      deadline.at = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                       std::chrono::duration<double>(seconds));
    return deadline;
  }
  bool isSet() const { return at.has_value(); }
  bool hasPassed() const { return at && Clock::now() >= *at; }
  /// Seconds left (+infinity without a deadline, 0 once passed).
  double getSecondsLeft() const {
    if (!at)
      return std::numeric_limits<double>::infinity();
    return std::max(0.0,
                    std::chrono::duration<double>(*at - Clock::now()).count());
  }

private:
  std::optional<Clock::time_point> at;
};

class WorkBudget {
public:
  explicit WorkBudget(uint64_t units, Deadline deadline = {})
      : left(units), deadline(deadline) {}

  /// Spends `units`; false once the budget is exhausted or the deadline has
  /// passed.
  bool spend(uint64_t units) {
    if (units >= left || deadline.hasPassed()) {
      timedOut = timedOut || deadline.hasPassed();
      left = 0;
      return false;
    }
    left -= units;
    spent += units;
    return true;
  }
  bool isExhausted() {
    if (left != 0 && deadline.hasPassed()) {
      timedOut = true;
      left = 0;
    }
    return left == 0;
  }
  uint64_t getLeft() const { return left; }
  /// At most `units` of what is left, with the same deadline, to be spent
  /// from this one afterwards (`spend(part.getSpent())`).
  WorkBudget getPart(uint64_t units) const {
    return WorkBudget(std::min(units, left), deadline);
  }
  /// The units spent (what was refused is not counted).
  uint64_t getSpent() const { return spent; }
  /// Whether the deadline, not the work, ended it.
  bool hasTimedOut() const { return timedOut; }

private:
  uint64_t left;
  uint64_t spent = 0;
  Deadline deadline;
  bool timedOut = false;
};

/// About 1.4 seconds of the dual bound's diffusion on the development
/// machine (about 1,100 M entries per second on one core, measured on
/// LLaMA-3 8B over 8x8x4; docs/PlacementSolver.md).
inline constexpr uint64_t kDefaultDualWork = 1'500'000'000;
/// The price of memory's budget under a memory limit (MemoryPrice.cpp):
/// its diffusions at a dozen prices at most, about a second.
inline constexpr uint64_t kDefaultMemoryPriceWork = 1'000'000'000;
/// The branch and bound's budget, nested dual bounds included: about two
/// seconds too (its nodes' small problems cost more per entry: about 260 M
/// entries per second on the hard instance of docs/PlacementSolver.md).
inline constexpr uint64_t kDefaultSearchWork = 500'000'000;

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SOLVER_WORKBUDGET_H
