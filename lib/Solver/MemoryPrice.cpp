//===- MemoryPrice.cpp - A lower bound that counts the memory limit -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The dual bound ignores the memory limit: under a budget that binds, the
// best plan that fits costs more than the bound, and the gap is the
// budget's price, which no diffusion closes. Lagrangian relaxation counts
// it: for a memory row r (the resident bytes, or a point's) with limit L_r
// and a price p >= 0 per byte, every plan x that fits has
//
//   cost(x) >= cost(x) + p (bytes_r(x) - L_r),
//
// so a lower bound B(p) of the costs with p added per byte of row r (the
// dual bound of node costs raised by p times each choice's bytes) gives the
// bound B(p) - p L_r of the budgeted problem. The price is searched: too
// low, the plans decoded from the priced costs do not fit; too high, they
// fit but the bound falls. Doubling from (best plan - bound) / excess until
// a plan fits, then bisection, keeping every bound and every plan that fits
// (repaired when it does not); the messages carry over between prices (any
// messages give a bound), and the real costs and their messages are
// restored for the pruning that follows. The row is the one the memory-blind
// plan exceeds most.
//
//===----------------------------------------------------------------------===//

#include "DualSolver.h"

#include "llvm/Support/Debug.h"

#include <cmath>

#define DEBUG_TYPE "ap-memory-price"

using namespace mlir::ap;

namespace {

/// Prices tried at most: a few doublings, then bisection to 5%; each
/// diffuses with half of the work left at most.
constexpr unsigned kMaxPrices = 12;
constexpr double kPriceTolerance = 0.05;

} // namespace

double DualSolver::getRowBytes(int row, unsigned node, unsigned choice) const {
  double bytes = core.memory[node][choice];
  if (row >= 0)
    for (auto [point, term] : core.pointTerms[node])
      if (int(point) == row)
        bytes += core.points[point].terms[term].second[choice];
  return bytes;
}

double DualSolver::getRowLimit(int row) const {
  return row < 0 ? *core.memoryLimit : core.points[row].limit;
}

void DualSolver::setMemoryPrice(int row, double price) {
  for (unsigned node = 0; node < numNodes; ++node)
    for (auto [index, choice] : llvm::enumerate(inPlay[node])) {
      double cost = core.costs[node][choice];
      nodeCosts[node][index] =
          std::isfinite(cost) ? cost + price * getRowBytes(row, node, choice)
                              : big;
    }
}

double DualSolver::diffuseToStall(WorkBudget &budget) {
  double bound = getLowerBound();
  unsigned stalled = 0;
  // The main diffusion's stall test, two checks in a row instead of four:
  // the prices that follow start from these messages.
  while (stalled < 2) {
    for (unsigned count = 0; count < 8; ++count)
      if (!sweep(budget))
        return std::max(bound, getLowerBound());
    double next = getLowerBound();
    double gain = next - bound;
    bound = std::max(bound, next);
    stalled = gain <= kStalledGain * std::max(1e-12, std::fabs(bound))
                  ? stalled + 1
                  : 0;
  }
  return bound;
}

void DualSolver::priceMemory(DualPruning &result, WorkBudget &budget) {
  // The row the memory-blind plan exceeds most.
  std::vector<unsigned> blind = decode(/*reverse=*/false);
  auto [row, excess] = core.getWorstMemoryRow(blind);
  if (excess <= 0)
    return;
  double limit = getRowLimit(row);
  std::vector<std::array<std::vector<double>, 2>> realMessages = messages;
  std::vector<std::vector<double>> realCosts = nodeCosts;
  double gap = std::isfinite(result.upperBound)
                   ? result.upperBound - result.lowerBound
                   : 1e-3 * std::fabs(result.lowerBound);
  double price = std::max(gap, 1e-12) / excess;
  double low = 0, high = kInfiniteCost;
  for (unsigned step = 0; step < kMaxPrices && !budget.isExhausted(); ++step) {
    setMemoryPrice(row, price);
    ++result.memoryPrices;
    // Half of the work left per price: the first diffusion moves the
    // messages furthest, the later ones start close to where they end.
    WorkBudget share = budget.getPart(budget.getLeft() / 2);
    double priced = diffuseToStall(share);
    budget.spend(share.getSpent());
    result.memoryBound = std::max(result.memoryBound, priced - price * limit);
    // Plans from the priced costs: whether they fit decides the direction.
    WorkBudget attempt = budget.getPart(kTightSearchWork);
    double terms = numNodes + core.edges.size() + 1;
    std::vector<unsigned> plan =
        decodeTight(1e-9 * std::max(1e-12, std::fabs(priced)) / terms, attempt);
    budget.spend(attempt.getSpent());
    if (plan.empty())
      plan = decode(/*reverse=*/false);
    bool fits = core.getMemoryExcess(plan) <= 0;
    consider(result, plan);
    consider(result, decode(/*reverse=*/true));
    LLVM_DEBUG(llvm::dbgs()
               << "price " << price << " per byte of row " << row << ": bound "
               << priced - price * limit << ", plan " << evaluate(plan)
               << (fits ? " fits" : " does not fit") << ", best "
               << result.upperBound << "\n");
    (fits ? high : low) = price;
    double scale = std::max(1e-12, std::fabs(result.upperBound));
    if (result.upperBound - result.memoryBound <= 1e-9 * scale ||
        (std::isfinite(high) && high - low <= kPriceTolerance * high))
      break;
    price = std::isfinite(high) ? (low + high) / 2 : 4 * price;
  }
  messages = std::move(realMessages);
  nodeCosts = std::move(realCosts);
}
