//===- BinaryCsp.cpp - Assignments that satisfy pairwise constraints ------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "BinaryCsp.h"

#include "llvm/ADT/STLExtras.h"

#include <deque>

using namespace mlir::ap;

namespace {

/// The values still possible, per variable.
struct Domains {
  std::vector<std::vector<bool>> alive;
  std::vector<unsigned> counts;
};

class CspSearch {
public:
  CspSearch(const BinaryCsp &csp, WorkBudget &budget)
      : csp(csp), budget(budget), incidences(csp.domainSizes.size()) {
    for (auto [index, constraint] : llvm::enumerate(csp.constraints)) {
      incidences[constraint.from].push_back({unsigned(index), true});
      incidences[constraint.to].push_back({unsigned(index), false});
    }
    for (unsigned size : csp.domainSizes)
      totalValues += size;
  }

  std::optional<std::vector<unsigned>> run() {
    if (llvm::is_contained(csp.domainSizes, 0u))
      return std::nullopt;
    Domains domains;
    for (unsigned size : csp.domainSizes) {
      domains.alive.emplace_back(size, true);
      domains.counts.push_back(size);
    }
    std::vector<unsigned> all(csp.domainSizes.size());
    for (unsigned variable = 0; variable < all.size(); ++variable)
      all[variable] = variable;
    if (!propagate(domains, all) || !search(domains))
      return std::nullopt;
    return solution;
  }

private:
  struct Incidence {
    unsigned constraint;
    bool isFrom;
  };

  /// Spends the pairs looked at since the last call; false once the budget
  /// is gone.
  bool charge() {
    if (checks == 0)
      return !outOfWork;
    outOfWork = outOfWork || !budget.spend(checks);
    checks = 0;
    return !outOfWork;
  }

  /// Removes the values of `in`'s variable without a partner left in the
  /// constraint's other variable; true if any went.
  bool revise(Domains &domains, const Incidence &in) {
    const BinaryCsp::Constraint &constraint = csp.constraints[in.constraint];
    unsigned self = in.isFrom ? constraint.from : constraint.to;
    unsigned other = in.isFrom ? constraint.to : constraint.from;
    unsigned toSize = csp.domainSizes[constraint.to];
    bool removed = false;
    for (unsigned value = 0; value < csp.domainSizes[self]; ++value) {
      if (!domains.alive[self][value])
        continue;
      bool supported = false;
      for (unsigned partner = 0; partner < csp.domainSizes[other] && !supported;
           ++partner) {
        if (!domains.alive[other][partner])
          continue;
        ++checks;
        supported = in.isFrom ? constraint.isAllowed(value, partner, toSize)
                              : constraint.isAllowed(partner, value, toSize);
      }
      if (!supported) {
        domains.alive[self][value] = false;
        --domains.counts[self];
        removed = true;
      }
    }
    return removed;
  }

  /// Arc consistency from the variables in `changed`: false when a domain
  /// empties or the budget runs out.
  bool propagate(Domains &domains, const std::vector<unsigned> &changed) {
    std::deque<unsigned> queue(changed.begin(), changed.end());
    std::vector<bool> queued(csp.domainSizes.size(), false);
    for (unsigned variable : changed)
      queued[variable] = true;
    while (!queue.empty()) {
      unsigned variable = queue.front();
      queue.pop_front();
      queued[variable] = false;
      for (const Incidence &in : incidences[variable]) {
        // The neighbour's values against this variable's.
        const BinaryCsp::Constraint &constraint =
            csp.constraints[in.constraint];
        Incidence neighbour{in.constraint, !in.isFrom};
        unsigned other = in.isFrom ? constraint.to : constraint.from;
        if (!revise(domains, neighbour))
          continue;
        if (domains.counts[other] == 0 || !charge())
          return false;
        if (!queued[other]) {
          queued[other] = true;
          queue.push_back(other);
        }
      }
      if (!charge())
        return false;
    }
    return true;
  }

  bool search(Domains &domains) {
    // The undecided variable with the fewest values; none: arc consistency
    // with one value each is a solution.
    unsigned best = csp.domainSizes.size();
    for (unsigned variable = 0; variable < domains.counts.size(); ++variable)
      if (domains.counts[variable] > 1 &&
          (best == csp.domainSizes.size() ||
           domains.counts[variable] < domains.counts[best]))
        best = variable;
    if (best == csp.domainSizes.size()) {
      solution.assign(csp.domainSizes.size(), 0);
      for (unsigned variable = 0; variable < solution.size(); ++variable)
        solution[variable] = llvm::find(domains.alive[variable], true) -
                             domains.alive[variable].begin();
      return true;
    }
    for (unsigned value = 0; value < csp.domainSizes[best]; ++value) {
      if (!domains.alive[best][value])
        continue;
      // The copy is work too: a value per variable's domain.
      checks += totalValues;
      if (!charge())
        return false;
      Domains tried = domains;
      tried.alive[best].assign(csp.domainSizes[best], false);
      tried.alive[best][value] = true;
      tried.counts[best] = 1;
      if (propagate(tried, {best}) && search(tried))
        return true;
      if (outOfWork)
        return false;
    }
    return false;
  }

  const BinaryCsp &csp;
  WorkBudget &budget;
  std::vector<std::vector<Incidence>> incidences;
  std::vector<unsigned> solution;
  uint64_t checks = 0;
  /// Values over all domains: what copying the domains costs.
  uint64_t totalValues = 0;
  bool outOfWork = false;
};

} // namespace

std::optional<std::vector<unsigned>>
mlir::ap::solveBinaryCsp(const BinaryCsp &csp, WorkBudget &budget) {
  return CspSearch(csp, budget).run();
}
