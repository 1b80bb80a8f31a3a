//===- SpmdRunner.h - Run programs in the global view -----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Runs a compiled program on global inputs and returns global outputs, so
// that a global program and its partitioned form can be compared: a global
// program runs once; a partitioned one runs on every device of its mesh
// (threads of an InProcessWorld), each device fed its slice of the inputs,
// and the per-device outputs are reassembled (partial groups reduced,
// replicas checked against each other).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_SPMDRUNNER_H
#define SHARD_EXECUTION_SPMDRUNNER_H

#include "Shard/Execution/JitProgram.h"

namespace mlir {
namespace ap {

/// The global shape of an argument or result of `program`.
SmallVector<int64_t> getGlobalShape(const JitProgram &program,
                                    const TensorSignature &signature);

struct ProgramRun {
  SmallVector<HostTensor> outputs;
  /// Per output: the largest difference between replicas of one element.
  SmallVector<double> replicaMismatch;
  /// Per device, per output: what the device computed (empty for a global
  /// program).
  std::vector<SmallVector<HostTensor>> deviceOutputs;
  /// Wall-clock seconds of the (all-rank) execution.
  double seconds = 0;
};

/// Runs `program` on `inputs` (global tensors matching the global shapes of
/// its arguments).
ProgramRun runOnGlobalTensors(const JitProgram &program,
                              ArrayRef<HostTensor> inputs);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_SPMDRUNNER_H
