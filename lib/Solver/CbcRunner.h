//===- CbcRunner.h - Running CBC within a wall-clock limit ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// CBC's own seconds limit is checked between branch-and-bound nodes only: its
// root relaxation, preprocessing and cuts can run far past it (a 20 s limit
// ran 344 s on an exported GPT-2). With a deadline, CBC therefore runs in a
// child process (fork): it gets the time left as its own limit, so that it
// normally stops by itself with its best plan, and the child is killed at
// the deadline if it has not. Without a deadline CBC runs in-process.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_SOLVER_CBCRUNNER_H
#define SHARD_LIB_SOLVER_CBCRUNNER_H

#include "WorkBudget.h"

#include <Cbc_C_Interface.h>

#include <vector>

namespace mlir {
namespace ap {

struct CbcOutcome {
  bool provenInfeasible = false;
  bool provenOptimal = false;
  /// CBC stopped at its own seconds limit.
  bool secondsLimitReached = false;
  /// The deadline passed before CBC stopped: the child was killed and
  /// nothing else is known.
  bool killed = false;
  /// The best solution CBC found (empty if none), its objective and CBC's
  /// lower bound.
  std::vector<double> solution;
  double objective = 0, bestPossible = 0;
};

/// Solves the loaded `model`, within `deadline` if it is set.
CbcOutcome runCbc(Cbc_Model *model, const Deadline &deadline);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_SOLVER_CBCRUNNER_H
