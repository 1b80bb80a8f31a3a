//===- Step.cpp - The training step ap-train runs -------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Step.h"
#include "Shard/Execution/NpyFile.h"
#include "Shard/Execution/SpmdRunner.h"
#include "Shard/Execution/TensorDistribution.h"

#include "llvm/ADT/Sequence.h"
#include "llvm/Support/FileSystem.h"

using namespace mlir;
using namespace mlir::ap;

int64_t Step::getNumRanks() const {
  return program.isDistributed() ? getNumDevices(program.getMeshShape()) : 1;
}

SmallVector<int64_t> Step::getLocalRanks() const {
  if (processBackend && program.isDistributed())
    return {processBackend->getRank()};
  return llvm::to_vector(llvm::seq<int64_t>(0, getNumRanks()));
}

bool Step::isLeader() const {
  return !processBackend || processBackend->getRank() == 0;
}

Location Step::getArgumentLoc(int64_t argument) const {
  return function.getArgument(argument).getLoc();
}

SmallVector<int64_t> Step::getGlobalShape(const TensorSignature &value) const {
  return ap::getGlobalShape(program, value);
}

HostTensor Step::getRankPart(const TensorSignature &value,
                             const HostTensor &global, int64_t rank) const {
  if (!program.isDistributed())
    return global;
  return getDeviceTensor(global, program.getMeshShape(), *value.layout, rank);
}

HostTensor Step::assemble(const TensorSignature &value,
                          MutableArrayRef<HostTensor> parts) const {
  if (!program.isDistributed())
    return parts.front();
  if (processBackend)
    shareRankTensors(*processBackend, parts, "gathering a result");
  ReplicaCheck replicas;
  return assembleGlobalTensor(parts, program.getMeshShape(), *value.layout,
                              getGlobalShape(value), replicas);
}

void Step::barrier(StringRef what) const {
  if (!processBackend || !program.isDistributed())
    return;
  char nothing = 0;
  auto everyone = llvm::to_vector(llvm::seq<int64_t>(0, getNumRanks()));
  processBackend->exchange(everyone, &nothing, 1, what,
                           [](ArrayRef<const void *>) {});
}

std::string mlir::ap::describeGlobalType(const Step &step,
                                         const TensorSignature &value) {
  SmallVector<int64_t> shape = step.getGlobalShape(value);
  if (value.isComplex)
    shape.pop_back();
  return describeTensorType(shape, value.kind, value.isComplex);
}

LogicalResult mlir::ap::classifyArguments(Step &step, StringRef dataDir) {
  ArrayRef<TensorSignature> arguments = step.program.getArguments();
  step.updatedBy.assign(arguments.size(), std::nullopt);
  step.relaidOut.assign(arguments.size(), false);
  for (auto [index, result] : llvm::enumerate(step.program.getResults())) {
    if (!result.updateOf)
      continue;
    int64_t argument = *result.updateOf;
    const TensorSignature &target = arguments[argument];
    if (result.kind != target.kind ||
        step.getGlobalShape(result) != step.getGlobalShape(target))
      return emitError(step.getArgumentLoc(argument))
             << "result #" << index << " updates argument #" << argument
             << ", but it is " << describeGlobalType(step, result)
             << " and the argument " << describeGlobalType(step, target);
    // The next value is fed back as it is where it is the same per-device
    // tensor (the planner ties the two).
    step.relaidOut[argument] =
        result.shape != target.shape ||
        (step.program.isDistributed() &&
         !areEquivalent(step.program.getMeshShape(), *result.layout,
                        *target.layout));
    step.updatedBy[argument] = index;
  }
  if (step.program.getResults().empty() ||
      step.program.getResults().front().updateOf ||
      getNumElements(step.program.getResults().front().shape) != 1)
    return step.function.emitError()
           << "result #0 of a training step is its loss, a scalar";
  for (auto [index, argument] : llvm::enumerate(arguments)) {
    bool hasData = !dataDir.empty() &&
                   llvm::sys::fs::exists(getTensorFilePath(dataDir, "input",
                                                           index));
    if (hasData && step.updatedBy[index])
      return emitError(step.getArgumentLoc(index))
             << "argument #" << index
             << " is updated by the step, but --data has a file for it";
    step.roles.push_back(step.updatedBy[index] ? ArgumentRole::State
                         : hasData             ? ArgumentRole::Data
                                               : ArgumentRole::Constant);
  }
  return success();
}
