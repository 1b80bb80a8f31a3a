//===- SpmdRunner.cpp - Run programs in the global view -------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/SpmdRunner.h"
#include "Shard/Runtime/InProcessWorld.h"

#include <chrono>

using namespace mlir;
using namespace mlir::ap;

SmallVector<int64_t>
mlir::ap::getGlobalShape(const JitProgram &program,
                         const TensorSignature &signature) {
  if (!program.isDistributed())
    return SmallVector<int64_t>(signature.shape.begin(), signature.shape.end());
  return ap::getGlobalShape(program.getMeshShape(), *signature.layout,
                            signature.shape);
}

ProgramRun mlir::ap::runOnGlobalTensors(const JitProgram &program,
                                        ArrayRef<HostTensor> inputs) {
  ProgramRun run;
  auto start = std::chrono::steady_clock::now();
  auto finish = [&] {
    run.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
  };
  ArrayRef<TensorSignature> results = program.getResults();
  if (!program.isDistributed()) {
    SmallVector<const HostTensor *> args;
    for (const HostTensor &input : inputs)
      args.push_back(&input);
    SmallVector<HostTensor *> outputs;
    for (const TensorSignature &result : results)
      run.outputs.emplace_back(result.kind, result.shape);
    for (HostTensor &output : run.outputs)
      outputs.push_back(&output);
    program.invoke(args, outputs);
    run.replicaMismatch.assign(results.size(), 0);
    finish();
    return run;
  }

  ArrayRef<int64_t> mesh = program.getMeshShape();
  int64_t numDevices = getNumDevices(mesh);
  // Per device: its slice of every input, and room for every output.
  std::vector<std::vector<HostTensor>> deviceInputs(numDevices);
  std::vector<std::vector<HostTensor>> deviceOutputs(numDevices);
  for (int64_t rank = 0; rank < numDevices; ++rank) {
    for (auto [input, signature] :
         llvm::zip_equal(inputs, program.getArguments()))
      deviceInputs[rank].push_back(
          getDeviceTensor(input, mesh, *signature.layout, rank));
    for (const TensorSignature &result : results)
      deviceOutputs[rank].emplace_back(result.kind, result.shape);
  }
  runtime::InProcessWorld world(numDevices);
  world.run([&](int64_t rank) {
    SmallVector<const HostTensor *> args;
    for (const HostTensor &input : deviceInputs[rank])
      args.push_back(&input);
    SmallVector<HostTensor *> outputs;
    for (HostTensor &output : deviceOutputs[rank])
      outputs.push_back(&output);
    program.invoke(args, outputs);
  });
  finish();
  for (auto [index, signature] : llvm::enumerate(results)) {
    SmallVector<HostTensor> perDevice;
    for (int64_t rank = 0; rank < numDevices; ++rank)
      perDevice.push_back(deviceOutputs[rank][index]);
    double mismatch = 0;
    run.outputs.push_back(
        assembleGlobalTensor(perDevice, mesh, *signature.layout,
                             getGlobalShape(program, signature), mismatch));
    run.replicaMismatch.push_back(mismatch);
  }
  for (std::vector<HostTensor> &outputs : deviceOutputs)
    run.deviceOutputs.emplace_back(outputs.begin(), outputs.end());
  return run;
}
