//===- WorkBudget.h - Deterministic limits for the solver's searches -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The dual bound and the branch and bound stop after a fixed amount of work
// (cost-table entries visited), not after a wall-clock time: the same
// problem then gets the same plan whatever the machine's load, and between
// tied plans the one returned never depends on timing. Only CBC's own
// time limit (an explicit option) is wall-clock.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SOLVER_WORKBUDGET_H
#define SHARD_LIB_SOLVER_WORKBUDGET_H

#include <cstdint>

namespace mlir {
namespace ap {

class WorkBudget {
public:
  explicit WorkBudget(uint64_t units) : left(units) {}

  /// Spends `units`; false once the budget is exhausted.
  bool spend(uint64_t units) {
    if (units >= left) {
      left = 0;
      return false;
    }
    left -= units;
    return true;
  }
  bool isExhausted() const { return left == 0; }
  uint64_t getLeft() const { return left; }

private:
  uint64_t left;
};

/// About two seconds of the dual bound's diffusion on the development
/// machine (about 730 M entries per second on one core, measured on
/// LLaMA-3 8B over 8x8x4; docs/PlacementSolver.md).
inline constexpr uint64_t kDefaultDualWork = 1'500'000'000;
/// The branch and bound's budget, nested dual bounds included: about two
/// seconds too (its nodes' small problems cost more per entry: about 260 M
/// entries per second on the hard instance of docs/PlacementSolver.md).
inline constexpr uint64_t kDefaultSearchWork = 500'000'000;

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SOLVER_WORKBUDGET_H
