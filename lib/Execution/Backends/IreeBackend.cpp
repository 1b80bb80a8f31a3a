//===- IreeBackend.cpp - Programs compiled and run by IREE ----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// --backend=iree: IREE compiles the program's MLIR (IreeRunner.h) and runs
// it, a global program with one iree-run-module, a partitioned one with
// one per rank under the launcher; the ranks' outputs are assembled as the
// other backends' are (docs/Backends.md). IREE's collectives are NCCL's:
// they round as native collectives do.
//
//===----------------------------------------------------------------------===//

#include "Backends.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::ap;

namespace {
class IreeBackend : public ExecutionBackend {
public:
  using ExecutionBackend::ExecutionBackend;

  bool compilesPrograms() const override { return true; }
  runtime::CollectiveMode getCollectiveRounding() const override {
    return runtime::CollectiveMode::Native;
  }

  llvm::Error check(const BackendProgram &program, StringRef what,
                    const BackendProgram *reference) override;
  llvm::Expected<BackendRun> run(const BackendProgram &program,
                                 const DeviceInputs &inputs) override;
  llvm::Expected<std::string> compileToFile(ModuleOp module, StringRef entry,
                                            StringRef output) override;
  std::string describePlacement(const CompiledProgram &program) const override;
  std::string describeRunTime(const CompiledProgram &program,
                              double seconds) const override;

private:
  IreeOptions getIreeOptions() const {
    IreeOptions iree = options.iree;
    iree.repetitions = options.runs;
    return iree;
  }
};
} // namespace

llvm::Error IreeBackend::check(const BackendProgram &program, StringRef what,
                               const BackendProgram *reference) {
  if (reference && program.program.isDistributed()) {
    // A partitioned candidate runs on its ranks.
    if (!haveSameGlobalSignature(reference->program, program.program))
      return llvm::createStringError(
          "the reference and the candidate have different global signatures");
    return llvm::Error::success();
  }
  auto getFunctionType = [](const BackendProgram &program) {
    ModuleOp module = program.module;
    return module.lookupSymbol<func::FuncOp>(program.entry).getFunctionType();
  };
  if (reference && getFunctionType(*reference) != getFunctionType(program))
    return llvm::createStringError(
        "the candidate must have the reference's signature, or be "
        "partitioned (docs/Backends.md)");
  if (hasCollectives(program.module))
    return llvm::createStringError(
        "this program has collectives and no partitioned signature "
        "(ap.local_sharding): IREE runs collectives with one process per "
        "rank, for the partitioned candidate of --compare (docs/Backends.md)");
  return llvm::Error::success();
}

llvm::Expected<BackendRun> IreeBackend::run(const BackendProgram &program,
                                            const DeviceInputs &inputs) {
  BackendRun result;
  StringRef moduleFile = options.ireeModule;
  if (program.program.isDistributed()) {
    llvm::Expected<IreeRanksRun> run =
        moduleFile.empty()
            ? runWithIreeOnRanks(program.module, program.entry, inputs,
                                 getIreeOptions())
            : runIreeModuleOnRanks(moduleFile, program.entry, inputs,
                                   program.program.getResults().size(),
                                   getIreeOptions(),
                                   hasCollectives(program.module));
    if (!run)
      return run.takeError();
    result.seconds = getMedian(run->jobSeconds);
    result.deviceOutputs = std::move(run->outputs);
    assembleGlobalOutputs(program.program, result);
    result.compileSeconds = run->compileSeconds;
    return result;
  }
  // A global program: one device, fed the global inputs.
  ModuleOp module = program.module;
  auto function = module.lookupSymbol<func::FuncOp>(program.entry);
  llvm::Expected<IreeRun> run =
      moduleFile.empty()
          ? runWithIree(program.module, program.entry, inputs.front(),
                        getIreeOptions())
          : runIreeModule(moduleFile, program.entry, inputs.front(),
                          function.getNumResults(), getIreeOptions());
  if (!run)
    return run.takeError();
  result.outputs = std::move(run->outputs);
  result.replicas.resize(result.outputs.size());
  result.seconds = run->runSeconds;
  result.compileSeconds = run->compileSeconds;
  return result;
}

llvm::Expected<std::string>
IreeBackend::compileToFile(ModuleOp module, StringRef entry,
                           StringRef output) {
  // IREE's module (.vmfb), for iree-run-module: compiled here, run
  // elsewhere.
  llvm::Expected<double> seconds =
      compileWithIree(module, entry, options.iree, output);
  if (!seconds)
    return seconds.takeError();
  std::string text;
  llvm::raw_string_ostream(text)
      << "for IREE" << llvm::format(" (compile %.3f s)", *seconds);
  return text;
}

std::string
IreeBackend::describePlacement(const CompiledProgram &program) const {
  std::string where = options.iree.device == IreeOptions::Device::CPU
                          ? "llvm-cpu"
                          : "cuda " + options.iree.gpuChip;
  if (!options.ireeModule.empty())
    where += ", module " + options.ireeModule;
  if (!program.isDistributed())
    return "through IREE (" + where + ")";
  return describeDevices(program) + ", through IREE (" + where +
         "), one iree-run-module per rank";
}

std::string IreeBackend::describeRunTime(const CompiledProgram &program,
                                         double seconds) const {
  if (!program.isDistributed())
    return formatRunTime(seconds, options.runs);
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::format(", run %.4f s", seconds);
  if (options.runs > 1)
    os << " (median of " << options.runs
       << " jobs, process start included)";
  return text;
}

std::unique_ptr<ExecutionBackend>
mlir::ap::createIreeBackend(const ExecutionOptions &options) {
  return std::make_unique<IreeBackend>(options);
}
