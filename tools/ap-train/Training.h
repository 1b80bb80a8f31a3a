//===- Training.h - ap-train's step loop ------------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APTRAIN_TRAINING_H
#define SHARD_TOOLS_APTRAIN_TRAINING_H

#include "Step.h"

namespace mlir {
namespace ap {

/// Every rank's arguments before the first step: the state and constants
/// from --init (updated state without a file starts at zero), placeholders
/// for the data.
FailureOr<RankTensors> initializeArguments(const Step &step,
                                           StringRef initDir);

/// Trains from step `first` to --steps, printing a line per step and
/// writing checkpoints as the options say.
LogicalResult train(const Step &step, RankTensors &args, int64_t first);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APTRAIN_TRAINING_H
