//===- Measure.cpp - Timing micro-programs on every rank ------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Measure.h"
#include "MicroPrograms.h"

#include "Shard/Execution/JitProgram.h"
#include "Shard/Execution/SpmdRunner.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <algorithm>
#include <chrono>

using namespace mlir;
using namespace mlir::ap;

static Sample summarize(std::vector<double> seconds) {
  std::sort(seconds.begin(), seconds.end());
  auto at = [&](double fraction) {
    return seconds[static_cast<size_t>(fraction * (seconds.size() - 1) + 0.5)];
  };
  Sample sample;
  sample.reps = seconds.size();
  for (double value : seconds)
    sample.mean += value / seconds.size();
  sample.median = at(0.5);
  sample.low = at(0.1);
  sample.high = at(0.9);
  return sample;
}

FailureOr<Sample> mlir::ap::timeProgram(MLIRContext &context, StringRef source,
                                        const MeasureSetup &setup,
                                        int64_t reps, double minSeconds) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  if (!module)
    return failure();
  JitOptions options;
  options.optLevel = setup.optLevel;
  options.contractions = setup.contractions;
  // Every op its own kernel, as the cost model counts them: fused, a chain
  // of the same op would time as one.
  options.fuseElementwise = false;
  FailureOr<std::unique_ptr<JitProgram>> compiled =
      JitProgram::compile(*module, kMicroEntry, options);
  if (failed(compiled))
    return failure();
  const CompiledProgram &program = **compiled;
  setBlasThreads(setup.blasThreads, program, setup.processBackend);
  int64_t numRanks = getNumDevices(program.getMeshShape());
  std::vector<std::vector<double>> seconds(numRanks);
  auto invokeRank = [&](int64_t rank) {
    SmallVector<HostTensor> args, results;
    for (const TensorSignature &arg : program.getArguments())
      args.emplace_back(arg.kind, arg.shape);
    for (const TensorSignature &result : program.getResults())
      results.emplace_back(result.kind, result.shape);
    SmallVector<const HostTensor *> in;
    for (const HostTensor &arg : args)
      in.push_back(&arg);
    SmallVector<HostTensor *> out;
    for (HostTensor &result : results)
      out.push_back(&result);
    constexpr int64_t warmUp = 2;
    double timed = 0;
    for (int64_t call = 0; call < warmUp + reps || timed < minSeconds;
         ++call) {
      auto start = std::chrono::steady_clock::now();
      program.invoke(in, out);
      std::chrono::duration<double> took =
          std::chrono::steady_clock::now() - start;
      if (call < warmUp)
        continue;
      seconds[rank].push_back(took.count());
      timed += took.count();
    }
  };
  runOnRanks(numRanks, invokeRank, setup.processBackend, setup.collectives);
  int64_t self = setup.processBackend ? setup.processBackend->getRank() : 0;
  return summarize(std::move(seconds[self]));
}
