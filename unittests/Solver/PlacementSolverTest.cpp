//===- PlacementSolverTest.cpp - The solver against brute force -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// solvePlacement (graph reductions + CBC) must find the optimum that trying
// every assignment finds, with and without a memory budget (resident bytes
// and memory points), on random
// problems with every shape of graph the reductions handle (isolated nodes,
// leaves, chains, separable edges, dense cores) and forbidden choices.
//
//===----------------------------------------------------------------------===//

#include "Shard/Solver/PlacementSolver.h"

#include "gtest/gtest.h"

#include <chrono>
#include <cmath>
#include <random>

using namespace mlir::ap;

namespace {

PlacementProblem makeRandomProblem(std::mt19937 &random, bool withMemory) {
  PlacementProblem problem;
  std::uniform_int_distribution<unsigned> nodeCount(1, 7);
  std::uniform_int_distribution<unsigned> choiceCount(1, 4);
  std::uniform_real_distribution<double> cost(0, 10);
  std::bernoulli_distribution rare(0.08);
  unsigned numNodes = nodeCount(random);
  for (unsigned node = 0; node < numNodes; ++node) {
    unsigned choices = choiceCount(random);
    problem.addNode(choices, "n" + std::to_string(node));
    std::vector<double> costs, memory;
    for (unsigned c = 0; c < choices; ++c) {
      costs.push_back(rare(random) ? kInfiniteCost : cost(random));
      memory.push_back(withMemory ? std::floor(cost(random)) : 0);
    }
    problem.addNodeCosts(node, costs);
    problem.setNodeMemory(node, memory);
  }
  std::bernoulli_distribution hasEdge(0.45), separable(0.2);
  for (unsigned from = 0; from < numNodes; ++from)
    for (unsigned to = 0; to < numNodes; ++to) {
      if (from == to || !hasEdge(random))
        continue;
      CostMatrix matrix(problem.getNumChoices(from), problem.getNumChoices(to));
      bool split = separable(random);
      std::vector<double> rowTerms, colTerms;
      for (unsigned r = 0; r < matrix.getRows(); ++r)
        rowTerms.push_back(cost(random));
      for (unsigned c = 0; c < matrix.getCols(); ++c)
        colTerms.push_back(cost(random));
      for (unsigned r = 0; r < matrix.getRows(); ++r)
        for (unsigned c = 0; c < matrix.getCols(); ++c)
          matrix.at(r, c) = split          ? rowTerms[r] + colTerms[c]
                            : rare(random) ? kInfiniteCost
                                           : cost(random);
      problem.addEdgeCosts(from, to, matrix);
    }
  return problem;
}

void expectSameOptimum(const PlacementProblem &problem,
                       const PlacementSolverOptions &options, unsigned seed) {
  llvm::Expected<PlacementSolution> exact =
      solvePlacementExhaustively(problem, options);
  ASSERT_TRUE(static_cast<bool>(exact)) << llvm::toString(exact.takeError());
  llvm::Expected<PlacementSolution> solved = solvePlacement(problem, options);
  ASSERT_TRUE(static_cast<bool>(solved)) << llvm::toString(solved.takeError());
  ASSERT_EQ(exact->status == SolveStatus::Infeasible,
            solved->status == SolveStatus::Infeasible)
      << "seed " << seed;
  if (exact->status == SolveStatus::Infeasible)
    return;
  EXPECT_EQ(solved->status, SolveStatus::Optimal) << "seed " << seed;
  EXPECT_NEAR(solved->objective, exact->objective, 1e-6) << "seed " << seed;
  // The reported objective and memory are those of the returned choices.
  EXPECT_NEAR(solved->objective, problem.evaluate(solved->choices), 1e-9);
  EXPECT_EQ(solved->memory, problem.evaluateMemory(solved->choices));
  // A bound is never above the optimum it bounds; without the budget, never
  // above the optimum without it.
  EXPECT_LE(solved->stats.bound, exact->objective + 1e-6) << "seed " << seed;
  if (options.memoryBudget) {
    EXPECT_LE(solved->memory, *options.memoryBudget) << "seed " << seed;
    llvm::Expected<PlacementSolution> unbudgeted =
        solvePlacementExhaustively(problem, {});
    ASSERT_TRUE(static_cast<bool>(unbudgeted));
    EXPECT_LE(solved->stats.unbudgetedBound, unbudgeted->objective + 1e-6)
        << "seed " << seed;
    EXPECT_GE(solved->stats.bound, solved->stats.unbudgetedBound - 1e-9)
        << "seed " << seed;
  }
}

TEST(PlacementSolver, MatchesBruteForceOnRandomProblems) {
  for (unsigned seed = 0; seed < 300; ++seed) {
    std::mt19937 random(seed);
    PlacementProblem problem = makeRandomProblem(random, false);
    expectSameOptimum(problem, {}, seed);
    PlacementSolverOptions noReduction;
    noReduction.reduceGraph = false;
    expectSameOptimum(problem, noReduction, seed);
  }
}

TEST(PlacementSolver, MatchesBruteForceUnderMemoryBudgets) {
  for (unsigned seed = 0; seed < 300; ++seed) {
    std::mt19937 random(1000 + seed);
    PlacementProblem problem = makeRandomProblem(random, true);
    // From generous to impossible.
    for (double budget : {100.0, 20.0, 12.0, 6.0, 0.0}) {
      PlacementSolverOptions options;
      options.memoryBudget = budget;
      expectSameOptimum(problem, options, seed);
    }
  }
}

TEST(PlacementSolver, RelativeGapKeepsPlansWithinIt) {
  for (unsigned seed = 0; seed < 200; ++seed) {
    std::mt19937 random(5000 + seed);
    PlacementProblem problem = makeRandomProblem(random, true);
    for (double budget : {100.0, 12.0}) {
      PlacementSolverOptions options;
      options.memoryBudget = budget;
      options.relativeGap = 0.05;
      llvm::Expected<PlacementSolution> exact =
          solvePlacementExhaustively(problem, options);
      ASSERT_TRUE(static_cast<bool>(exact));
      llvm::Expected<PlacementSolution> solved =
          solvePlacement(problem, options);
      ASSERT_TRUE(static_cast<bool>(solved));
      ASSERT_EQ(exact->status == SolveStatus::Infeasible,
                solved->status == SolveStatus::Infeasible)
          << "seed " << seed;
      if (exact->status == SolveStatus::Infeasible)
        continue;
      // Within the gap of the optimum, with a bound that holds and proves
      // it; "optimal" only when the bound meets the plan.
      double slack = 1e-6 * std::max(1.0, std::fabs(exact->objective));
      EXPECT_LE(solved->objective,
                exact->objective + 0.05 * std::fabs(exact->objective) + slack)
          << "seed " << seed;
      EXPECT_LE(solved->stats.bound, exact->objective + slack)
          << "seed " << seed;
      EXPECT_LE(solved->objective - solved->stats.bound,
                0.05 * std::fabs(solved->objective) + slack)
          << "seed " << seed;
      EXPECT_LE(solved->memory, budget) << "seed " << seed;
      if (solved->status == SolveStatus::Optimal)
        EXPECT_NEAR(solved->objective, solved->stats.bound, slack)
            << "seed " << seed;
    }
  }
}

/// Adds up to three memory points, each naming some nodes with bytes per
/// choice and a constant (a step's transient tensors).
void addRandomPoints(PlacementProblem &problem, std::mt19937 &random) {
  std::uniform_int_distribution<unsigned> pointCount(1, 3);
  std::uniform_real_distribution<double> bytes(0, 8);
  std::bernoulli_distribution names(0.5);
  unsigned numPoints = pointCount(random);
  for (unsigned index = 0; index < numPoints; ++index) {
    unsigned point = problem.addMemoryPoint("p" + std::to_string(index));
    problem.addPointConstant(point, std::floor(bytes(random)));
    for (unsigned node = 0; node < problem.getNumNodes(); ++node) {
      if (!names(random))
        continue;
      std::vector<double> perChoice;
      for (unsigned c = 0; c < problem.getNumChoices(node); ++c)
        perChoice.push_back(std::floor(bytes(random)));
      problem.addPointMemory(point, node, perChoice);
    }
  }
}

TEST(PlacementSolver, MatchesBruteForceUnderMemoryPoints) {
  for (unsigned seed = 0; seed < 300; ++seed) {
    std::mt19937 random(5000 + seed);
    PlacementProblem problem = makeRandomProblem(random, true);
    addRandomPoints(problem, random);
    for (double budget : {100.0, 24.0, 16.0, 10.0, 0.0}) {
      PlacementSolverOptions options;
      options.memoryBudget = budget;
      expectSameOptimum(problem, options, seed);
    }
  }
}

TEST(PlacementSolver, MemoryIsResidentPlusTheLargestPoint) {
  PlacementProblem problem;
  problem.addNode(2, "a");
  problem.addNode(2, "b");
  problem.setNodeMemory(0, {1, 2});
  unsigned first = problem.addMemoryPoint("first");
  problem.addPointMemory(first, 0, {10, 0});
  problem.addPointMemory(first, 0, {1, 1}); // accumulates
  unsigned second = problem.addMemoryPoint("second");
  problem.addPointConstant(second, 3);
  problem.addPointMemory(second, 1, {0, 20});
  std::optional<unsigned> at;
  EXPECT_EQ(problem.evaluatePeakPoint({0, 0}, &at), 11);
  EXPECT_EQ(at, first);
  EXPECT_EQ(problem.evaluateMemory({0, 0}), 12);
  EXPECT_EQ(problem.evaluateMemory({1, 1}), 2 + 23);
  EXPECT_EQ(problem.evaluatePeakPoint({1, 0}, &at), 3);
  EXPECT_EQ(at, second);
  EXPECT_TRUE(problem.hasVaryingMemory(1));
  EXPECT_FALSE(problem.holdsNoMoreMemory(0, 0, 1)); // 10 > 0 at `first`
  EXPECT_FALSE(problem.holdsNoMoreMemory(0, 1, 0)); // resident 2 > 1
  // A budget between the two points' needs picks the choices that fit.
  problem.addNodeCosts(0, {0, 5});
  problem.addNodeCosts(1, {5, 0});
  PlacementSolverOptions options;
  options.memoryBudget = 14;
  llvm::Expected<PlacementSolution> solved = solvePlacement(problem, options);
  ASSERT_TRUE(static_cast<bool>(solved)) << llvm::toString(solved.takeError());
  EXPECT_EQ(solved->choices, (std::vector<unsigned>{0, 0}));
  EXPECT_EQ(solved->memory, 12);
}

TEST(PlacementSolver, FoldsChainsAndTreesCompletely) {
  // A path of 6 nodes with 3 choices and a pendant leaf: no core is left.
  PlacementProblem problem;
  for (unsigned node = 0; node < 7; ++node)
    problem.addNode(3, "n" + std::to_string(node));
  problem.addNodeCosts(0, {5, 1, 3});
  for (unsigned node = 0; node + 1 < 6; ++node) {
    CostMatrix matrix(3, 3, 2);
    for (unsigned c = 0; c < 3; ++c)
      matrix.at(c, c) = 0; // a redistribution unless both agree
    problem.addEdgeCosts(node, node + 1, matrix);
  }
  CostMatrix leaf(3, 3, 4);
  leaf.at(2, 0) = 0;
  problem.addEdgeCosts(3, 6, leaf);
  llvm::Expected<PlacementSolution> solution = solvePlacement(problem);
  ASSERT_TRUE(static_cast<bool>(solution));
  EXPECT_EQ(solution->stats.coreNodes, 0u);
  EXPECT_EQ(solution->status, SolveStatus::Optimal);
  // Node 0 picks its cheapest choice (1); the path switches to 2 once, by
  // node 3, whose leaf is then free: 1 + 2.
  EXPECT_EQ(solution->choices[0], 1u);
  EXPECT_EQ(solution->choices[3], 2u);
  EXPECT_EQ(solution->choices[5], 2u);
  EXPECT_DOUBLE_EQ(solution->objective, 3);
}

TEST(PlacementSolver, KeepsDenseCoresForTheIntegerProgram) {
  // A 4-clique of frustrated edges: nothing folds.
  PlacementProblem problem;
  for (unsigned node = 0; node < 4; ++node)
    problem.addNode(2, "n" + std::to_string(node));
  for (unsigned from = 0; from < 4; ++from)
    for (unsigned to = from + 1; to < 4; ++to) {
      CostMatrix matrix(2, 2, 0);
      matrix.at(0, 0) = matrix.at(1, 1) = 1 + from + to;
      problem.addEdgeCosts(from, to, matrix);
    }
  llvm::Expected<PlacementSolution> solution = solvePlacement(problem);
  ASSERT_TRUE(static_cast<bool>(solution));
  EXPECT_EQ(solution->stats.coreNodes, 4u);
  llvm::Expected<PlacementSolution> exact = solvePlacementExhaustively(problem);
  ASSERT_TRUE(static_cast<bool>(exact));
  EXPECT_DOUBLE_EQ(solution->objective, exact->objective);
}

TEST(PlacementSolver, TightBoundsAreProvenByTheDualAlone) {
  // A crown graph (a_i next to b_j for i != j) with two colours and a cost
  // for equal colours on an edge: bipartite, so the optimum is 0 = the
  // bound, but colouring in node order by the costs seen so far puts a_1
  // and b_1 in one colour and then gets stuck. An assignment of tight
  // entries proves the optimum without a search or an integer program.
  constexpr unsigned kPairs = 6;
  PlacementProblem problem;
  for (unsigned pair = 0; pair < kPairs; ++pair) {
    problem.addNode(2, "a" + std::to_string(pair));
    problem.addNode(2, "b" + std::to_string(pair));
  }
  CostMatrix equalColours(2, 2, 0);
  equalColours.at(0, 0) = equalColours.at(1, 1) = 1;
  for (unsigned i = 0; i < kPairs; ++i)
    for (unsigned j = 0; j < kPairs; ++j)
      if (i != j)
        problem.addEdgeCosts(2 * i, 2 * j + 1, equalColours);
  llvm::Expected<PlacementSolution> solution = solvePlacement(problem);
  ASSERT_TRUE(static_cast<bool>(solution));
  EXPECT_EQ(solution->status, SolveStatus::Optimal);
  EXPECT_EQ(solution->objective, 0);
  EXPECT_EQ(solution->stats.coreNodes, 2 * kPairs);
  EXPECT_EQ(solution->stats.searchNodes, 0u);
  EXPECT_EQ(solution->stats.programNodes, 0u);
}

TEST(PlacementSolver, PricesMemoryIntoTheBound) {
  // Four nodes, each either cheap and 10 bytes or 1 s and no bytes, under
  // 20 bytes: two must pay, so the optimum is 2 s, while the bound without
  // the budget is 0. Priced at 0.1 s a byte, every node costs 1 s either
  // way and the bound is 4 - 0.1 * 20 = 2: the plan the repair finds is
  // proven optimal without CBC.
  PlacementProblem problem;
  for (unsigned node = 0; node < 4; ++node) {
    problem.addNode(2, "n" + std::to_string(node));
    problem.addNodeCosts(node, {0, 1});
    problem.setNodeMemory(node, {10, 0});
  }
  for (unsigned from = 0; from < 4; ++from)
    for (unsigned to = from + 1; to < 4; ++to)
      problem.addEdgeCosts(from, to, CostMatrix(2, 2, 0.5));
  PlacementSolverOptions options;
  options.memoryBudget = 20;
  llvm::Expected<PlacementSolution> solution = solvePlacement(problem, options);
  ASSERT_TRUE(static_cast<bool>(solution));
  EXPECT_TRUE(solution->stats.budgetEnforced);
  EXPECT_EQ(solution->status, SolveStatus::Optimal);
  EXPECT_DOUBLE_EQ(solution->objective, 2 + 6 * 0.5);
  EXPECT_EQ(solution->stats.programNodes, 0u);
  EXPECT_LE(solution->memory, 20);
}

TEST(PlacementSolver, ReportsAnImpossibleBudget) {
  PlacementProblem problem;
  problem.addNode(2, "a");
  problem.setNodeMemory(0, {5, 3});
  PlacementSolverOptions options;
  options.memoryBudget = 2;
  llvm::Expected<PlacementSolution> solution = solvePlacement(problem, options);
  ASSERT_TRUE(static_cast<bool>(solution));
  EXPECT_EQ(solution->status, SolveStatus::Infeasible);
  EXPECT_TRUE(solution->stats.budgetEnforced);
}

TEST(PlacementSolver, SelfEdgesAddTheirDiagonal) {
  PlacementProblem problem;
  problem.addNode(2, "class");
  CostMatrix matrix(2, 2, 100);
  matrix.at(0, 0) = 3;
  matrix.at(1, 1) = 1;
  problem.addEdgeCosts(0, 0, matrix, 2);
  EXPECT_EQ(problem.getNodeCosts(0)[0], 6);
  EXPECT_EQ(problem.getNodeCosts(0)[1], 2);
  EXPECT_TRUE(problem.getEdges().empty());
}

/// A grid of nodes with many choices and random pair costs: frustrated
/// enough that neither the reductions nor the dual bound settle it, and
/// large enough that CBC needs far longer than the limits below.
PlacementProblem makeFrustratedGrid(unsigned side, unsigned choices,
                                    unsigned seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<double> cost(0, 1);
  PlacementProblem problem;
  for (unsigned node = 0; node < side * side; ++node) {
    problem.addNode(choices, "n" + std::to_string(node));
    std::vector<double> costs;
    for (unsigned c = 0; c < choices; ++c)
      costs.push_back(cost(random));
    problem.addNodeCosts(node, costs);
  }
  auto connect = [&](unsigned from, unsigned to) {
    CostMatrix matrix(choices, choices);
    for (unsigned r = 0; r < choices; ++r)
      for (unsigned c = 0; c < choices; ++c)
        matrix.at(r, c) = 3 * cost(random);
    problem.addEdgeCosts(from, to, matrix);
  };
  for (unsigned row = 0; row < side; ++row)
    for (unsigned col = 0; col < side; ++col) {
      unsigned node = row * side + col;
      if (col + 1 < side)
        connect(node, node + 1);
      if (row + 1 < side)
        connect(node, node + side);
    }
  return problem;
}

TEST(PlacementSolver, TimeLimitBoundsTheWholeSolve) {
  PlacementProblem problem = makeFrustratedGrid(14, 12, 7);
  for (double limit : {0.05, 0.5}) {
    PlacementSolverOptions options;
    options.timeLimit = limit;
    auto start = std::chrono::steady_clock::now();
    llvm::Expected<PlacementSolution> solution =
        solvePlacement(problem, options);
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    ASSERT_TRUE(static_cast<bool>(solution))
        << llvm::toString(solution.takeError());
    // Stopped at the limit (plus the time to stop: generous, the point is
    // that it stops at all; unbounded, this problem runs for minutes).
    EXPECT_LT(seconds, limit + 2.0) << "limit " << limit;
    EXPECT_TRUE(solution->stats.timedOut) << "limit " << limit;
    // With the best plan found by then, its real cost, and a proven bound.
    EXPECT_EQ(solution->status, SolveStatus::Feasible);
    EXPECT_NEAR(solution->objective, problem.evaluate(solution->choices), 1e-9);
    EXPECT_TRUE(std::isfinite(solution->stats.bound));
    EXPECT_LE(solution->stats.bound, solution->objective + 1e-9);
    EXPECT_NE(describeOptimality(*solution).find("stopped by the time limit"),
              std::string::npos);
  }
}

TEST(PlacementSolver, TimeLimitKeepsTheBudget) {
  PlacementProblem problem = makeFrustratedGrid(12, 8, 11);
  for (unsigned node = 0; node < problem.getNumNodes(); ++node) {
    std::vector<double> memory;
    for (unsigned c = 0; c < problem.getNumChoices(node); ++c)
      memory.push_back(c % 2 ? 1 : 3);
    problem.setNodeMemory(node, memory);
  }
  PlacementSolverOptions options;
  options.timeLimit = 0.5;
  options.memoryBudget = 2.0 * problem.getNumNodes();
  llvm::Expected<PlacementSolution> solution = solvePlacement(problem, options);
  ASSERT_TRUE(static_cast<bool>(solution))
      << llvm::toString(solution.takeError());
  ASSERT_NE(solution->status, SolveStatus::Infeasible);
  EXPECT_LE(solution->memory, *options.memoryBudget);
}

} // namespace
