//===- BinaryCsp.h - Assignments that satisfy pairwise constraints -*- C++ -*-//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A binary constraint satisfaction problem: variables with finite domains
// and, per constraint, the pairs of values two variables may take together.
// The dual bound asks one when its bound is tight: an assignment using only
// the node choices and edge pairs at their least reparametrized cost costs
// exactly the bound, so it is optimal (DualBound.h). The search is
// depth-first with arc consistency maintained (every value left has a
// partner in every constraint), smallest domain first; on sharding problems
// whose relaxation is tight, propagation does almost all the work.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SOLVER_BINARYCSP_H
#define SHARD_LIB_SOLVER_BINARYCSP_H

#include "WorkBudget.h"

#include <optional>
#include <vector>

namespace mlir {
namespace ap {

struct BinaryCsp {
  /// Values 0 .. size - 1 per variable.
  std::vector<unsigned> domainSizes;
  struct Constraint {
    unsigned from, to;
    /// Row-major, `from`'s values by `to`'s: whether the pair is allowed.
    std::vector<bool> allowed;
    bool isAllowed(unsigned fromValue, unsigned toValue,
                   unsigned toSize) const {
      return allowed[fromValue * toSize + toValue];
    }
  };
  std::vector<Constraint> constraints;
};

/// A value per variable that every constraint allows, trying values in
/// increasing order; none when there is none or `budget` runs out first
/// (each pair of values looked at spends one unit, each search node the
/// values of every domain, which it copies).
std::optional<std::vector<unsigned>> solveBinaryCsp(const BinaryCsp &csp,
                                                    WorkBudget &budget);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SOLVER_BINARYCSP_H
