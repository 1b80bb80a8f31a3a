//===- ap-run.cpp - Run programs on simulated ranks and compare them ------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Differential execution, the project's correctness oracle (docs/ApRun.md):
//
//   ap-run prog.mlir                        run it, print a summary
//   ap-run --compare prog.mlir              run prog and prog after
//                                           --pipeline (default ap-partition)
//   ap-run --compare ref.mlir --candidate c.mlir
//
// Global programs run once; partitioned programs (entry arguments carry
// ap.local_sharding) run on every device of their mesh, as threads, or as
// MPI processes (`mpirun -np N ap-run --backend=mpi ...`: every process
// prepares the same inputs, runs its own rank, and rank 0 reports). Both
// are fed the same random global inputs and compared in the global view.
// Exit status: 0 when every output matches, 1 on a mismatch, 2 on errors.
//
// This file is the driver: where the program under test runs is an
// ExecutionBackend (--backend, ExecutionBackend.h); the inputs, the
// reference's run and the report are the same for every backend.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"
#include "Options.h"
#include "Oracle.h"
#include "Programs.h"
#include "Report.h"
#include "Shard/Dialect/TMTensor/TMTensorDialect.h"
#include "Shard/Execution/ExecutionBackend.h"
#include "Shard/Execution/JitProgram.h"
#include "Shard/Execution/SpmdRunner.h"
#include "Shard/InitAllDialects.h"
#include "Shard/InitAllExtensions.h"
#include "Shard/InitAllPasses.h"
#include "Shard/Tools/RunnerDialects.h"
#include "Shard/Tools/ToolOptions.h"
#include "Shard/Transforms/OptionChecks.h"
#include "Traffic.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::ap;

namespace cl = llvm::cl;

namespace {

/// Prints `error` ("ap-run: MESSAGE", in one write: the ranks of an MPI job
/// share stderr); returns the exit status of errors.
int fail(llvm::Error error) {
  llvm::errs() << "ap-run: " + llvm::toString(std::move(error)) + "\n";
  return 2;
}

/// --emit-executable: compiles the program (the candidate with --compare)
/// instead of running it: the backend's own module where it compiles
/// programs, else an executable (docs/Executables.md).
int emitExecutableOf(Programs &programs, ExecutionBackend &backend) {
  ModuleOp program = compareMode ? *programs.candidate : *programs.reference;
  if (backend.compilesPrograms()) {
    llvm::Expected<std::string> what =
        backend.compileToFile(program, programs.entry, emitExecutable);
    if (!what)
      return fail(what.takeError());
    llvm::outs() << "ap-run: wrote " << emitExecutable << ", @"
                 << programs.entry << " " << *what << "\n";
    return 0;
  }
  if (backend.getProcessBackend()) {
    llvm::errs() << "ap-run: --emit-executable links an executable; run "
                    "that under mpirun, not ap-run\n";
    return 2;
  }
  // Options of a run: the executable takes its own (docs/Executables.md).
  SmallVector<const cl::Option *> runOptions = getComparisonOptions();
  runOptions.append(std::initializer_list<const cl::Option *>{
      &seedOption, &intLow, &intHigh, &floatSpecials, &inputsDir, &expectedDir,
      &partialSplit, &checkGradients, &printOutputs, &printDeviceOutputs,
      &collectivesOption, &collectiveTimeout, &commStream});
  for (const cl::Option *option : runOptions) {
    if (option->getNumOccurrences()) {
      llvm::errs() << "ap-run: --" << option->ArgStr
                   << " is an option of a run; with --emit-executable "
                      "nothing runs (the executable has its own options: "
                      "docs/Executables.md)\n";
      return 2;
    }
  }
  if (failed(compileExecutable(program, programs.entry,
                               compareMode ? ProgramRole::Candidate
                                           : ProgramRole::Only,
                               emitExecutable)))
    return 2;
  llvm::outs() << "ap-run: wrote " << emitExecutable << ", @" << programs.entry
               << " for the CPU\n";
  return 0;
}

/// The seed of the random inputs: --seed, else AP_RUN_SEED (so that a whole
/// test suite can be swept over seeds), else the default.
unsigned getSeed() {
  if (!seedOption.getNumOccurrences())
    if (const char *fromEnvironment = std::getenv("AP_RUN_SEED"))
      return std::strtoul(fromEnvironment, nullptr, 10);
  return seedOption;
}

/// The inputs of a run, for every backend.
struct RunInputs {
  unsigned seed;
  std::mt19937 rng;
  /// The global inputs, drawn for the reference's arguments.
  SmallVector<HostTensor> global;
  /// What the devices of the candidate (with --compare) and of the
  /// reference are fed.
  DeviceInputs candidate, reference;
  /// How many arguments were partial.
  int64_t partialInputs = 0;
  bool hasCandidate = false;

  /// What the devices of the program on the backend are fed.
  const DeviceInputs &onBackend() const {
    return hasCandidate ? candidate : reference;
  }
};

/// Draws the global inputs (each index-like argument in its own range
/// unless the flags say otherwise; --inputs-dir's files where given) and
/// gives each device its part. The candidate's parts first: splitting a
/// partial float input settles the global value the reference then sees
/// (docs/ApRun.md).
FailureOr<RunInputs> prepareInputs(const CompiledProgram &reference,
                                   const CompiledProgram *candidate) {
  unsigned seed = getSeed();
  RunInputs inputs{seed, std::mt19937(seed)};
  InputDistribution distribution;
  if (intLow.getNumOccurrences())
    distribution.intLow = intLow;
  if (intHigh.getNumOccurrences())
    distribution.intHigh = intHigh;
  distribution.floatSpecials = floatSpecials;
  llvm::Expected<SmallVector<HostTensor>> global =
      prepareGlobalInputs(reference, distribution, inputsDir, inputs.rng);
  if (!global) {
    fail(global.takeError());
    return failure();
  }
  inputs.global = std::move(*global);
  inputs.hasCandidate = candidate;
  if (candidate)
    inputs.candidate = distributeInputs(*candidate, inputs.global, partialSplit,
                                        inputs.rng, &inputs.partialInputs);
  int64_t referencePartialInputs = 0;
  inputs.reference = distributeInputs(reference, inputs.global, partialSplit,
                                      inputs.rng, &referencePartialInputs);
  inputs.partialInputs += referencePartialInputs;
  return inputs;
}

/// "PLACEMENT, compile X s, run Y s": where and how fast `program` ran on
/// `backend` (`compileSeconds`: the project's compiler's, unless the
/// backend compiled it).
std::string describeRun(const ExecutionBackend &backend,
                        const CompiledProgram &program, const BackendRun &run,
                        double compileSeconds) {
  std::string text = backend.describePlacement(program);
  llvm::raw_string_ostream(text) << llvm::format(
      ", compile %.3f s", run.compileSeconds.value_or(compileSeconds));
  return text + backend.describeRunTime(program, run.seconds);
}

/// The programs of a run, compiled, and what their outputs are held to.
struct CompiledPrograms {
  std::unique_ptr<JitProgram> reference;
  double referenceCompileSeconds = 0;
  /// With --compare: the candidate (its signature only where the backend
  /// compiles it).
  std::unique_ptr<CompiledProgram> candidate;
  double candidateCompileSeconds = 0;
  std::optional<ReferenceErrorModel> oracle;
};

/// --compare: the reference runs on threads, the candidate on the backend,
/// on the same inputs; every output of the candidate is held to the
/// reference's.
int compareOnBackend(Programs &programs, CompiledPrograms &compiled,
                     ExecutionBackend &backend) {
  const std::string &entry = programs.entry;
  const JitProgram &reference = *compiled.reference;
  const CompiledProgram &candidate = *compiled.candidate;
  ReferenceErrorModel &oracle = *compiled.oracle;
  BackendProgram referenceProgram{*programs.reference, entry, reference};
  BackendProgram onBackend{*programs.candidate, entry, candidate};
  if (llvm::Error error =
          backend.check(onBackend, "candidate", &referenceProgram))
    return fail(std::move(error));
  FailureOr<RunInputs> inputs = prepareInputs(reference, &candidate);
  if (failed(inputs))
    return 2;
  // A backend that compiles the candidate itself runs it first: what fails
  // there fails before anything is reported.
  std::optional<BackendRun> candidateRun;
  auto runCandidate = [&]() -> LogicalResult {
    llvm::Expected<BackendRun> run =
        backend.run(onBackend, inputs->onBackend());
    if (!run) {
      fail(run.takeError());
      return failure();
    }
    candidateRun = std::move(*run);
    return success();
  };
  if (backend.compilesPrograms() && failed(runCandidate()))
    return 2;

  ProgramRun referenceRun = runProgram(reference, inputs->reference);
  llvm::outs() << "ap-run: reference @" << entry << ": "
               << describeDevices(reference)
               << llvm::format(", compile %.3f s",
                               compiled.referenceCompileSeconds)
               << llvm::formatv(", run {0:f4} s", referenceRun.seconds) << "\n";
  printTraffic(referenceRun.traffic,
               predictBytesSent(*programs.reference, entry));
  oracle.run(inputs->global, reference);
  llvm::outs() << "ap-run: outputs held to " << oracle.describe() << "\n";
  // --expected-dir holds the reference's outputs, on the backends that run
  // the project's programs.
  bool matchesExpected = true;
  if (!expectedDir.empty() && !backend.compilesPrograms()) {
    FailureOr<bool> matches = compareWithExpected(referenceRun.outputs, oracle);
    if (failed(matches))
      return 2;
    matchesExpected = *matches;
  }

  // The two programs must compute the same global function.
  if (!haveSameGlobalSignature(reference, candidate)) {
    llvm::errs() << "ap-run: the reference and the candidate have different "
                    "global signatures\n";
    return 2;
  }
  if (!candidateRun && failed(runCandidate()))
    return 2;
  llvm::outs() << "ap-run: candidate " << programs.candidateName << ": "
               << describeRun(backend, candidate, *candidateRun,
                              compiled.candidateCompileSeconds)
               << "\n";
  printTraffic(candidateRun->traffic,
               predictBytesSent(*programs.candidate, entry));
  printPartialInputs(inputs->partialInputs, inputs->seed);
  bool allPassed =
      reportComparison(candidate, referenceRun, *candidateRun, oracle) &&
      matchesExpected;
  // Where the backend compiled a global candidate, --expected-dir holds
  // its outputs.
  if (!expectedDir.empty() && backend.compilesPrograms() &&
      !candidate.isDistributed()) {
    FailureOr<bool> matches =
        compareWithExpected(candidateRun->outputs, oracle);
    if (failed(matches))
      return 2;
    allPassed &= *matches;
  }
  return printVerdict(allPassed, candidateRun->outputs.size(), inputs->seed);
}

/// Without --compare: the input program itself runs on the backend; its
/// outputs are listed (or its gradients checked), and held to
/// --expected-dir's.
int runAlone(Programs &programs, CompiledPrograms &compiled,
             ExecutionBackend &backend) {
  const std::string &entry = programs.entry;
  const JitProgram &reference = *compiled.reference;
  BackendProgram program{*programs.reference, entry, reference};
  if (llvm::Error error = backend.check(program, "program", nullptr))
    return fail(std::move(error));
  FailureOr<RunInputs> inputs = prepareInputs(reference, nullptr);
  if (failed(inputs))
    return 2;
  llvm::Expected<BackendRun> run = backend.run(program, inputs->onBackend());
  if (!run)
    return fail(run.takeError());
  bool compiledHere = !backend.compilesPrograms();
  llvm::outs() << "ap-run: " << (compiledHere ? "reference @" : "@") << entry
               << (compiledHere ? ": " : " ")
               << describeRun(backend, reference, *run,
                              compiled.referenceCompileSeconds)
               << "\n";
  printTraffic(run->traffic, predictBytesSent(*programs.reference, entry));
  if (compiled.oracle) {
    compiled.oracle->run(inputs->global, reference);
    if (compiledHere)
      llvm::outs() << "ap-run: outputs held to " << compiled.oracle->describe()
                   << "\n";
  }
  bool matchesExpected = true;
  if (!expectedDir.empty()) {
    FailureOr<bool> matches =
        compareWithExpected(run->outputs, *compiled.oracle);
    if (failed(matches))
      return 2;
    matchesExpected = *matches;
  }
  if (compiledHere)
    return reportAlone(reference,
                       programs.reference->lookupSymbol<func::FuncOp>(entry),
                       inputs->global, *run, matchesExpected, inputs->rng);
  // A program another compiler ran: its outputs, or the verdict on them.
  if (expectedDir.empty()) {
    printOutputsOf(reference, *run);
    return 0;
  }
  return printVerdict(matchesExpected, run->outputs.size(), inputs->seed);
}

/// The candidate's signature, for a backend that compiles it itself.
FailureOr<std::unique_ptr<CompiledProgram>> readCandidate(Programs &programs) {
  auto function =
      programs.candidate->lookupSymbol<func::FuncOp>(programs.entry);
  if (!function) {
    llvm::errs() << "ap-run: the candidate has no function @" << programs.entry
                 << "\n";
    return failure();
  }
  ProgramSignature signature;
  if (failed(readProgramSignature(function, signature)))
    return failure();
  return std::make_unique<CompiledProgram>(std::move(signature), nullptr);
}

/// Compiles the reference and, with --compare, the candidate (where the
/// backend does not compile it itself), and prepares what the outputs are
/// held to.
FailureOr<CompiledPrograms> compilePrograms(Programs &programs,
                                            const ExecutionBackend &backend) {
  CompiledPrograms compiled;
  // The reference of a comparison runs contractions as loops, whatever the
  // candidate does: the GEMM lowering is then under test too.
  FailureOr<std::unique_ptr<JitProgram>> reference =
      compileProgram(*programs.reference, programs.entry,
                     compareMode ? ProgramRole::Reference : ProgramRole::Only,
                     compiled.referenceCompileSeconds);
  if (failed(reference))
    return failure();
  compiled.reference = std::move(*reference);
  if (compareMode && !backend.compilesPrograms()) {
    FailureOr<std::unique_ptr<JitProgram>> candidate = compileProgram(
        *programs.candidate, programs.entry, ProgramRole::Candidate,
        compiled.candidateCompileSeconds);
    if (failed(candidate))
      return failure();
    compiled.candidate = std::move(*candidate);
  }
  // What the outputs are held to: the reference's rounding budgets and its
  // f64 form (docs/Testing.md), the collectives rounding as the backend's
  // do.
  RoundingOptions rounding;
  rounding.collectives = backend.getCollectiveRounding();
  if (compareMode || !expectedDir.empty())
    compiled.oracle = ReferenceErrorModel::prepare(
        *programs.reference, programs.entry, rounding,
        compareMode ? *programs.candidate : ModuleOp());
  if (compareMode && backend.compilesPrograms()) {
    FailureOr<std::unique_ptr<CompiledProgram>> candidate =
        readCandidate(programs);
    if (failed(candidate))
      return failure();
    compiled.candidate = std::move(*candidate);
  }
  return compiled;
}

int runMain(MLIRContext &context, ExecutionBackend &backend) {
  FailureOr<Programs> programs =
      loadPrograms(context, backend.getProcessBackend());
  if (failed(programs))
    return 2;
  if (!emitExecutable.empty())
    return emitExecutableOf(*programs, backend);
  FailureOr<CompiledPrograms> compiled = compilePrograms(*programs, backend);
  if (failed(compiled))
    return 2;
  // The host GEMM's threads, for the ranks of the program that runs.
  const CompiledProgram &running =
      compiled->candidate ? *compiled->candidate : *compiled->reference;
  setBlasThreads(blasThreads, running, backend.getProcessBackend());
  setCommunicationStreams(commStream, running, backend.getProcessBackend());
  retainFreedMemory();
  return compareMode ? compareOnBackend(*programs, *compiled, backend)
                     : runAlone(*programs, *compiled, backend);
}

/// What the backends take from the flags.
ExecutionOptions getExecutionOptions() {
  ExecutionOptions options;
  options.collectives = collectivesOption;
  options.collectiveTimeout = collectiveTimeout;
  options.runs = runsOption;
  options.iree = getIreeOptions();
  options.ireeModule = getIreeModule().str();
  return options;
}

} // namespace

/// Whether the numeric flags are in their ranges (OptionChecks.h).
static llvm::Error checkFlags() {
  if (llvm::Error error = checkFlag(
          "float-specials", floatSpecials,
          OptionRange::between(0, 1, "a fraction of the float inputs")))
    return error;
  OptionRange slack = OptionRange::atLeast(0).finite();
  if (llvm::Error error = checkFlag("gradient-rtol", gradientRtol, slack))
    return error;
  if (llvm::Error error = checkFlag("gradient-atol", gradientAtol, slack))
    return error;
  if (llvm::Error error =
          checkFlag("collective-timeout", collectiveTimeout,
                    OptionRange::atLeast(0, "seconds; 0: no limit")))
    return error;
  if (llvm::Error error = checkCompileOptions())
    return error;
  return checkComparisonOptions();
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  // ap-run's options first in --help, LLVM's code generators' hidden; the
  // MLIR options registered below stay listed.
  hideUnrelatedOptions({&getApRunCategory()});
  registerAllPasses();
  registerAllShardPasses();
  registerMLIRContextCLOptions();
  registerAsmPrinterCLOptions();
  cl::ParseCommandLineOptions(
      argc, argv, "Run programs on simulated ranks and compare them\n");
  if (llvm::Error error = checkFlags()) {
    llvm::errs() << "ap-run: " << llvm::toString(std::move(error)) << "\n";
    return 2;
  }

  DialectRegistry registry;
  registerRunnerDialects(registry);
  // --device=gpu: kernels (NVVM) and their embedding (GPU) to LLVM IR.
  registerAllToLLVMIRTranslations(registry);
  MLIRContext context(registry);
  // Each rank is a thread; the context's own thread pool is not needed.
  context.disableMultithreading();
  std::unique_ptr<ExecutionBackend> backend =
      backendOption->create(getExecutionOptions());
  if (llvm::Error error = backend->start("ap-run", &argc, &argv)) {
    llvm::errs() << llvm::toString(std::move(error)) << "\n";
    return 2;
  }
  int status = runMain(context, *backend);
  if (status == 2)
    // A rank that cannot run ends the job instead of leaving the others
    // waiting at their first collective.
    backend->abortJob("could not prepare or run the program", 2);
  return status;
}
