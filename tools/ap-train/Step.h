//===- Step.h - The training step ap-train runs -----------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The compiled (global or partitioned) training step, what each of its
// arguments is, and the ranks this process holds: every rank on threads,
// its own under mpirun. Each rank holds its part of every argument between
// steps; results marked ap.update_of are fed back as the next step's
// arguments, rank by rank, with no global tensor in between.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APTRAIN_STEP_H
#define SHARD_TOOLS_APTRAIN_STEP_H

#include "Shard/Execution/CompiledProgram.h"
#include "Shard/Runtime/CollectiveBackend.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <optional>
#include <vector>

namespace mlir {
namespace ap {

/// What an argument of the step is.
enum class ArgumentRole {
  /// Updated by the step (a result marked ap.update_of): parameters and
  /// optimizer state, from --init or a checkpoint.
  State,
  /// A batch of samples read from --data at every step.
  Data,
  /// Fed from --init, the same at every step (RoPE tables, ...).
  Constant,
};

/// Per rank (all ranks of the mesh; only those held here are filled), per
/// value: the rank's tensors.
using RankTensors = std::vector<SmallVector<HostTensor>>;

struct IreeStep;

struct Step {
  /// The step's function as compiled (its arguments keep the locations
  /// of the step's, which errors point at).
  mutable func::FuncOp function;
  const CompiledProgram &program;
  /// With mpirun: this process's rank's collectives.
  runtime::CollectiveBackend *processBackend = nullptr;
  /// With --backend=iree: the module that runs the step (`program` is then
  /// its signature only).
  const IreeStep *iree = nullptr;
  SmallVector<ArgumentRole> roles;
  /// Per argument: the result that is its next value.
  SmallVector<std::optional<int64_t>> updatedBy;
  /// Per argument: whether its update is laid out differently from it (a
  /// plan that did not tie the two), so that it is re-sharded at every step
  /// through its global value.
  SmallVector<bool> relaidOut;
  /// The plan's predicted step time in seconds (the planned function's
  /// ap.predicted_step), where the pipeline planned it.
  std::optional<double> predictedStep;

  int64_t getNumRanks() const;
  /// The ranks this process holds.
  SmallVector<int64_t> getLocalRanks() const;
  /// Whether this process writes files and reports (rank 0).
  bool isLeader() const;
  Location getArgumentLoc(int64_t argument) const;

  /// Global shape of argument `argument` (or of a result).
  SmallVector<int64_t> getGlobalShape(const TensorSignature &value) const;
  /// Rank `rank`'s part of `global`, a value of `value`'s signature.
  HostTensor getRankPart(const TensorSignature &value, const HostTensor &global,
                         int64_t rank) const;
  /// The global tensor of `value` from every rank's part (`parts`, one per
  /// rank of the mesh; under mpirun this process's, shared first).
  HostTensor assemble(const TensorSignature &value,
                      MutableArrayRef<HostTensor> parts) const;
  /// Waits until every rank gets here (under mpirun; `what` names the
  /// wait in errors).
  void barrier(StringRef what) const;
};

/// "tensor<16x32xf32>" for the global form of `value`.
std::string describeGlobalType(const Step &step, const TensorSignature &value);

/// Reads the roles of the step's arguments: updated ones (ap.update_of of
/// some result of the compiled step), those with a file in `dataDir`, and
/// the others; errors are located at the argument.
LogicalResult classifyArguments(Step &step, StringRef dataDir);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APTRAIN_STEP_H
