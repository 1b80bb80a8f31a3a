//===- BinaryCspTest.cpp - Pairwise constraints against brute force -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// solveBinaryCsp must find an assignment exactly when one exists (trying
// every assignment decides), every constraint must allow the one it
// returns, and a budget too small must end the search without one.
//
//===----------------------------------------------------------------------===//

#include "BinaryCsp.h"

#include "llvm/ADT/STLExtras.h"

#include "gtest/gtest.h"

#include <random>

using namespace mlir::ap;

namespace {

BinaryCsp makeRandomCsp(std::mt19937 &random) {
  std::uniform_int_distribution<unsigned> variableCount(1, 7);
  std::uniform_int_distribution<unsigned> valueCount(0, 4);
  std::bernoulli_distribution hasConstraint(0.5), allowed(0.6);
  BinaryCsp csp;
  unsigned numVariables = variableCount(random);
  for (unsigned variable = 0; variable < numVariables; ++variable)
    csp.domainSizes.push_back(valueCount(random));
  for (unsigned from = 0; from < numVariables; ++from)
    for (unsigned to = from + 1; to < numVariables; ++to) {
      if (!hasConstraint(random))
        continue;
      BinaryCsp::Constraint constraint{from, to, {}};
      for (unsigned pair = 0;
           pair < csp.domainSizes[from] * csp.domainSizes[to]; ++pair)
        constraint.allowed.push_back(allowed(random));
      csp.constraints.push_back(std::move(constraint));
    }
  return csp;
}

bool satisfies(const BinaryCsp &csp, const std::vector<unsigned> &values) {
  for (const BinaryCsp::Constraint &constraint : csp.constraints)
    if (!constraint.isAllowed(values[constraint.from], values[constraint.to],
                              csp.domainSizes[constraint.to]))
      return false;
  return true;
}

bool hasSolution(const BinaryCsp &csp) {
  if (llvm::is_contained(csp.domainSizes, 0u))
    return false;
  std::vector<unsigned> values(csp.domainSizes.size(), 0);
  while (true) {
    if (satisfies(csp, values))
      return true;
    unsigned variable = 0;
    while (variable < values.size() &&
           ++values[variable] == csp.domainSizes[variable])
      values[variable++] = 0;
    if (variable == values.size())
      return false;
  }
}

TEST(BinaryCsp, MatchesBruteForceOnRandomProblems) {
  unsigned solvable = 0;
  for (unsigned seed = 0; seed < 500; ++seed) {
    std::mt19937 random(seed);
    BinaryCsp csp = makeRandomCsp(random);
    WorkBudget budget(1'000'000);
    std::optional<std::vector<unsigned>> found = solveBinaryCsp(csp, budget);
    ASSERT_EQ(found.has_value(), hasSolution(csp)) << "seed " << seed;
    if (!found)
      continue;
    ++solvable;
    ASSERT_EQ(found->size(), csp.domainSizes.size());
    for (auto [variable, value] : llvm::enumerate(*found))
      EXPECT_LT(value, csp.domainSizes[variable]) << "seed " << seed;
    EXPECT_TRUE(satisfies(csp, *found)) << "seed " << seed;
  }
  // Both answers are exercised.
  EXPECT_GT(solvable, 50u);
  EXPECT_LT(solvable, 450u);
}

TEST(BinaryCsp, AnEmptyDomainHasNoSolution) {
  BinaryCsp csp;
  csp.domainSizes = {2, 0};
  WorkBudget budget(1000);
  EXPECT_FALSE(solveBinaryCsp(csp, budget).has_value());
}

TEST(BinaryCsp, StopsWhenTheBudgetRunsOut) {
  // Pigeons: 8 variables, 7 values, all different: no solution, and arc
  // consistency alone cannot tell, so the search must branch.
  BinaryCsp csp;
  csp.domainSizes.assign(8, 7);
  for (unsigned from = 0; from < 8; ++from)
    for (unsigned to = from + 1; to < 8; ++to) {
      BinaryCsp::Constraint constraint{from, to, {}};
      for (unsigned a = 0; a < 7; ++a)
        for (unsigned b = 0; b < 7; ++b)
          constraint.allowed.push_back(a != b);
      csp.constraints.push_back(std::move(constraint));
    }
  WorkBudget small(1000);
  EXPECT_FALSE(solveBinaryCsp(csp, small).has_value());
  EXPECT_TRUE(small.isExhausted());
  // With one value more there is one, found by propagation and search.
  for (unsigned &size : csp.domainSizes)
    size = 8;
  for (BinaryCsp::Constraint &constraint : csp.constraints) {
    constraint.allowed.clear();
    for (unsigned a = 0; a < 8; ++a)
      for (unsigned b = 0; b < 8; ++b)
        constraint.allowed.push_back(a != b);
  }
  WorkBudget enough(10'000'000);
  std::optional<std::vector<unsigned>> found = solveBinaryCsp(csp, enough);
  ASSERT_TRUE(found.has_value());
  EXPECT_TRUE(satisfies(csp, *found));
}

} // namespace
