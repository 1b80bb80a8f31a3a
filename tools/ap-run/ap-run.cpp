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
//===----------------------------------------------------------------------===//

#include "Compile.h"
#include "GradientCheck.h"
#include "Oracle.h"
#include "Shard/Transforms/OptionChecks.h"
#include "Shard/Dialect/TMTensor/TMTensorDialect.h"
#include "Shard/Execution/JitProgram.h"
#include "Shard/Execution/NpyFile.h"
#include "Shard/Execution/RankProcesses.h"
#include "Shard/Execution/RunOptions.h"
#include "Shard/Execution/SpmdRunner.h"
#include "Shard/InitAllDialects.h"
#include "Shard/InitAllExtensions.h"
#include "Shard/InitAllPasses.h"
#include "Traffic.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

#include "Options.h"
#include "Shard/Tools/ToolOptions.h"
#include "llvm/ADT/Sequence.h"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace mlir;
using namespace mlir::ap;

namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::cat(getApRunCategory()),
                                      cl::Positional, cl::desc("<input.mlir>"),
                                      cl::init("-"));
static cl::opt<bool>
    compareMode(cl::cat(getApRunCategory()), "compare",
                cl::desc("Compare the input (the reference) with a candidate: "
                         "the input after --pipeline, or --candidate"));
static cl::opt<std::string>
    pipeline(cl::cat(getApRunCategory()), "pipeline",
             cl::desc("Pass pipeline that makes the candidate from the input "
                      "(textual, as for --pass-pipeline, without the "
                      "builtin.module anchor)"),
             cl::init("ap-partition"));
static cl::opt<std::string>
    candidateFile(cl::cat(getApRunCategory()), "candidate",
                  cl::desc("Compare against this file instead of running "
                           "--pipeline"));
static cl::opt<std::string> entryName(cl::cat(getApRunCategory()), "entry",
                                      cl::desc("The function to run "
                                               "(default: the only public "
                                               "function with a body)"));
static cl::opt<unsigned>
    seedOption(cl::cat(getApRunCategory()), "seed",
               cl::desc("Seed of the random inputs and of the split of "
                        "partial inputs (default: $AP_RUN_SEED, or 1)"),
               cl::init(1));
static cl::opt<int64_t> intLow(
    cl::cat(getApRunCategory()), "int-low",
    cl::desc("Smallest random integer input (default: the type's smallest; "
             "narrow the range for index-like inputs)"));
static cl::opt<int64_t>
    intHigh(cl::cat(getApRunCategory()), "int-high",
            cl::desc("Largest random integer input (default: the "
                     "type's largest)"));
static cl::opt<double> floatSpecials(
    cl::cat(getApRunCategory()), "float-specials",
    cl::desc("Fraction of float input elements replaced by special values "
             "(NaN, +-inf, +-0, +-smallest subnormal, +-largest finite)"),
    cl::init(0));
static cl::opt<std::string> inputsDir(cl::cat(getApRunCategory()), "inputs-dir",
                                      cl::desc(kInputsDirDescription),
                                      cl::value_desc("DIR"));
static cl::opt<std::string> expectedDir(
    cl::cat(getApRunCategory()), "expected-dir",
    cl::desc("Also compare the reference's outputs with DIR/output_<i>.npy "
             "(e.g. PyTorch's, stored by tools/torch-export)"),
    cl::value_desc("DIR"));
static cl::opt<PartialSplit> partialSplit(cl::cat(getApRunCategory()),
                                          "partial-split",
                                          cl::desc(kPartialSplitDescription),
                                          getPartialSplitValues(),
                                          cl::init(PartialSplit::Random));
static cl::opt<bool> checkGradients(
    cl::cat(getApRunCategory()), "check-gradients",
    cl::desc("Check every result marked ap.grad_of against central finite "
             "differences of result 0 (the loss) at a few random elements, "
             "with the step and tolerance the loss's rounding gives; use an "
             "f64 program"));
static cl::opt<unsigned>
    gradientSamples(cl::cat(getApRunCategory()), "gradient-samples",
                    cl::desc("Elements checked per gradient"), cl::init(3));
static cl::opt<double> gradientRtol(
    cl::cat(getApRunCategory()), "gradient-rtol",
    cl::desc("Relative slack of --check-gradients beyond what the error "
             "model allows"),
    cl::init(0));
static cl::opt<double> gradientAtol(
    cl::cat(getApRunCategory()), "gradient-atol",
    cl::desc("Absolute slack of --check-gradients beyond what the error "
             "model allows"),
    cl::init(0));
static cl::opt<std::string> emitExecutable(
    cl::cat(getApRunCategory()), "emit-executable",
    cl::desc("Instead of running, compile the program (with --compare: the "
             "candidate) for the CPU and link it into an executable at PATH "
             "that runs it on threads or MPI processes "
             "(docs/Executables.md)"),
    cl::value_desc("PATH"));
static cl::opt<bool> printOutputs(cl::cat(getApRunCategory()), "print-outputs",
                                  cl::desc("Print the values of the outputs"));
static cl::opt<bool> printCandidate(cl::cat(getApRunCategory()),
                                    "print-candidate",
                                    cl::desc("Print the candidate program"));
static cl::opt<bool> printDeviceOutputs(
    cl::cat(getApRunCategory()), "print-device-outputs",
    cl::desc("Print what every device of a partitioned candidate computed"));

enum class Backend { Threads, MPI, NCCL, IREE };
static cl::opt<Backend> backendOption(
    cl::cat(getApRunCategory()), "backend",
    cl::desc("Where a partitioned program's ranks run, or which compiler "
             "runs the program"),
    cl::values(clEnumValN(Backend::Threads, "threads",
                          "one thread per rank, in this process (default)"),
               clEnumValN(Backend::MPI, "mpi",
                          "one MPI process per rank: start with "
                          "mpirun -np <devices>; rank 0 reports"),
               clEnumValN(Backend::NCCL, "nccl",
                          "as mpi, the collectives through NCCL on one GPU "
                          "per rank (docs/Runtime.md)"),
               clEnumValN(Backend::IREE, "iree",
                          "the program (with --compare: the candidate) "
                          "compiled by IREE for --device and run by "
                          "iree-run-module; single-device programs "
                          "(docs/Backends.md)")),
    cl::init(Backend::Threads));
static cl::opt<unsigned> runsOption(
    cl::cat(getApRunCategory()), "runs",
    cl::desc("Run the program that is timed (with --compare: the candidate) "
             "this many times and report the median run time (the outputs "
             "checked are the first run's; with --backend=iree, the median "
             "of iree-benchmark-module's repetitions)"),
    cl::init(1));
static cl::opt<runtime::CollectiveMode> collectivesOption(
    cl::cat(getApRunCategory()), "collectives",
    cl::desc("How the collectives of the program that runs on the backend "
             "(the candidate, with --compare) are computed"),
    getCollectiveModeValues(), cl::init(runtime::CollectiveMode::Exact));
static cl::opt<double>
    collectiveTimeout(cl::cat(getApRunCategory()), "collective-timeout",
                      cl::desc(kCollectiveTimeoutDescription),
                      cl::init(kDefaultCollectiveTimeout));

namespace {

/// The process's collective backend (`--backend=mpi`), else null.
runtime::CollectiveBackend *processBackend = nullptr;

void printTensor(const HostTensor &tensor) {
  llvm::outs() << "[";
  for (int64_t i = 0; i < tensor.getNumElements(); ++i)
    llvm::outs() << (i ? ", " : "") << formatElement(tensor, i);
  llvm::outs() << "]\n";
}

FailureOr<std::string> chooseEntry(ModuleOp module) {
  if (!entryName.empty())
    return std::string(entryName);
  std::string found;
  for (auto function : module.getOps<FunctionOpInterface>()) {
    if (function.isExternal() || !function.isPublic())
      continue;
    if (!found.empty()) {
      module.emitError() << "several public functions (@" << found << ", @"
                         << function.getName() << "); choose one with --entry";
      return failure();
    }
    found = function.getName().str();
  }
  if (found.empty()) {
    module.emitError() << "no public function with a body to run";
    return failure();
  }
  return found;
}

OwningOpRef<ModuleOp> parseFile(StringRef path, MLIRContext &context) {
  std::string error;
  auto file = openInputFile(path, &error);
  if (!file) {
    llvm::errs() << "ap-run: " << error << "\n";
    return nullptr;
  }
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(file), SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
}

/// Compares `outputs` (the reference's) with DIR/output_<i>.npy under
/// `oracle`; returns whether all match.
FailureOr<bool> compareWithExpected(ArrayRef<HostTensor> outputs,
                                    const ReferenceErrorModel &oracle) {
  bool allPassed = true;
  for (auto [index, output] : llvm::enumerate(outputs)) {
    std::string path = getTensorFilePath(expectedDir, "output", index);
    llvm::Expected<HostTensor> expected = readNpyFile(path);
    if (!expected) {
      llvm::errs() << "ap-run: " << llvm::toString(expected.takeError())
                   << "\n";
      return failure();
    }
    std::string what =
        describeTensorType(output.getShape(), output.getKind()) +
        " vs expected " +
        describeTensorType(expected->getShape(), expected->getKind());
    allPassed &= oracle.report(index, what, output, *expected);
  }
  return allPassed;
}

/// The programs of a run: the reference (the input) and, with --compare, the
/// candidate (another file, or the input after the pipeline).
struct Programs {
  OwningOpRef<ModuleOp> reference;
  OwningOpRef<ModuleOp> candidate;
  std::string entry;
  std::string candidateName;
};

/// The candidate of a comparison: --compare's file, or the reference after
/// --pipeline (under mpirun rank 0 runs the pipeline and shares the result).
OwningOpRef<ModuleOp> makeCandidate(ModuleOp reference, MLIRContext &context,
                                    std::string &name) {
  if (!candidateFile.empty()) {
    name = "'" + candidateFile + "'";
    return parseFile(candidateFile, context);
  }
  name = "after '" + pipeline + "'";
  if (processBackend && processBackend->getRank() != 0)
    // Every rank runs what rank 0 made, whatever the passes (a solver with
    // a time limit, say) would have made elsewhere.
    return parseSourceString<ModuleOp>(shareFromRankZero(*processBackend, ""),
                                       &context);
  OwningOpRef<ModuleOp> candidate = reference.clone();
  PassManager pm(&context);
  if (failed(parsePassPipeline(pipeline, pm, llvm::errs())) ||
      failed(pm.run(*candidate)))
    return nullptr;
  if (processBackend) {
    std::string text;
    llvm::raw_string_ostream os(text);
    candidate->print(os,
                     OpPrintingFlags().printGenericOpForm().enableDebugInfo());
    shareFromRankZero(*processBackend, text);
  }
  return candidate;
}

FailureOr<Programs> loadPrograms(MLIRContext &context) {
  Programs programs;
  programs.reference = parseFile(inputFile, context);
  if (!programs.reference)
    return failure();
  FailureOr<std::string> entry = chooseEntry(*programs.reference);
  if (failed(entry))
    return failure();
  programs.entry = *entry;
  if (!compareMode)
    return programs;
  programs.candidate =
      makeCandidate(*programs.reference, context, programs.candidateName);
  if (!programs.candidate)
    return failure();
  if (printCandidate)
    programs.candidate->print(llvm::outs());
  return programs;
}

/// --emit-executable: links the program (the candidate with --compare)
/// instead of running it.
int emitExecutableOf(const Programs &programs) {
  if (processBackend) {
    llvm::errs() << "ap-run: --emit-executable links an executable; run "
                    "that under mpirun, not ap-run\n";
    return 2;
  }
  // Options of a run: the executable takes its own (docs/Executables.md).
  SmallVector<const cl::Option *> runOptions = getComparisonOptions();
  runOptions.append(std::initializer_list<const cl::Option *>{
      &seedOption, &intLow, &intHigh, &floatSpecials, &inputsDir, &expectedDir,
      &partialSplit, &checkGradients, &printOutputs, &printDeviceOutputs,
      &collectivesOption, &collectiveTimeout});
  for (const cl::Option *option : runOptions) {
    if (option->getNumOccurrences()) {
      llvm::errs() << "ap-run: --" << option->ArgStr
                   << " is an option of a run; with --emit-executable "
                      "nothing runs (the executable has its own options: "
                      "docs/Executables.md)\n";
      return 2;
    }
  }
  ModuleOp program = compareMode ? *programs.candidate : *programs.reference;
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

/// Random global inputs of `program`'s arguments (each index-like argument
/// in its own range unless the flags say otherwise), replaced by
/// --inputs-dir's files where given.
FailureOr<SmallVector<HostTensor>> makeInputs(const JitProgram &program,
                                              std::mt19937 &rng) {
  InputDistribution distribution;
  if (intLow.getNumOccurrences())
    distribution.intLow = intLow;
  if (intHigh.getNumOccurrences())
    distribution.intHigh = intHigh;
  distribution.floatSpecials = floatSpecials;
  SmallVector<HostTensor> inputs;
  for (const TensorSignature &argument : program.getArguments()) {
    inputs.emplace_back(argument.kind, getGlobalShape(program, argument));
    inputs.back().fillRandom(rng, getInputDistribution(argument, distribution));
  }
  if (!inputsDir.empty()) {
    if (llvm::Error error = readInputFiles(inputsDir, inputs)) {
      llvm::errs() << "ap-run: " << llvm::toString(std::move(error)) << "\n";
      return failure();
    }
  }
  return inputs;
}

/// Without --compare: the program's outputs (or its gradient check).
int reportAlone(const JitProgram &program, func::FuncOp function,
                ArrayRef<HostTensor> inputs, const ProgramRun &run,
                bool matchesExpected, std::mt19937 &rng) {
  if (checkGradients) {
    // The loss's rounding, relative to it: its budget, at least its type's
    // unit roundoff.
    SmallVector<RoundingBudget> budgets = estimateRoundingErrors(function);
    double lossNoise = function.getNumResults()
                           ? getUnitRoundoff(function.getResultTypes()[0])
                           : 0;
    if (!budgets.empty())
      lossNoise = std::max(lossNoise, budgets[0].relative + budgets[0].scale);
    return checkGradientsOf(program, inputs, run,
                            GradientCheckOptions{gradientSamples, gradientRtol,
                                                 gradientAtol, lossNoise,
                                                 budgets},
                            rng) &&
                   matchesExpected
               ? 0
               : 1;
  }
  for (auto [index, output] : llvm::enumerate(run.outputs)) {
    llvm::outs() << "ap-run: output " << index << " "
                 << describeTensorType(output.getShape(), output.getKind(),
                                       program.getResults()[index].isComplex);
    if (printOutputs) {
      llvm::outs() << " = ";
      printTensor(output);
    } else {
      llvm::outs() << "\n";
    }
  }
  return matchesExpected ? 0 : 1;
}

/// Whether the two programs compute functions of the same global
/// signature (kinds and global shapes of arguments and results).
bool haveSameGlobalSignature(const CompiledProgram &reference,
                             const CompiledProgram &candidate) {
  auto signature = [](const CompiledProgram &program,
                      ArrayRef<TensorSignature> values) {
    SmallVector<std::tuple<ElementType, bool, SmallVector<int64_t>>> result;
    for (const TensorSignature &value : values)
      result.push_back(
          {value.kind, value.isComplex, getGlobalShape(program, value)});
    return result;
  };
  return signature(reference, reference.getArguments()) ==
             signature(candidate, candidate.getArguments()) &&
         signature(reference, reference.getResults()) ==
             signature(candidate, candidate.getResults());
}

/// With --compare: every output of the candidate's run against the
/// reference's under the oracle; prints the verdict.
bool reportComparison(const CompiledProgram &candidateProgram,
                      const ProgramRun &referenceRun,
                      const ProgramRun &candidateRun,
                      const ReferenceErrorModel &oracle) {
  bool allPassed = true;
  for (auto [index, expected, actual] :
       llvm::enumerate(referenceRun.outputs, candidateRun.outputs)) {
    const TensorSignature &signature = candidateProgram.getResults()[index];
    std::string what = describeTensorType(
        expected.getShape(), expected.getKind(), signature.isComplex);
    if (signature.layout) {
      llvm::raw_string_ostream os(what);
      os << " " << *signature.layout;
    }
    allPassed &= oracle.report(index, what, expected, actual,
                               &candidateRun.replicas[index]);
    if (printOutputs) {
      llvm::outs() << "  reference: ";
      printTensor(expected);
      llvm::outs() << "  candidate: ";
      printTensor(actual);
    }
    if (printDeviceOutputs)
      for (auto [rank, outputs] : llvm::enumerate(candidateRun.deviceOutputs)) {
        llvm::outs() << "  device " << rank << ": ";
        printTensor(outputs[index]);
      }
  }
  return allPassed;
}

/// "ap-run: N partial input(s) split ..." when there were any.
void printPartialInputs(int64_t partialInputs, unsigned seed) {
  if (partialInputs)
    llvm::outs() << "ap-run: " << partialInputs << " partial input(s) split "
                 << (partialSplit == PartialSplit::Random
                         ? "into random parts"
                         : "onto the first device")
                 << ", seed " << seed << "\n";
}

/// The comparison's last line; the exit status (0: PASS, 1: FAIL).
int printVerdict(bool allPassed, size_t outputs, unsigned seed) {
  llvm::outs() << (allPassed ? "ap-run: PASS" : "ap-run: FAIL") << ": "
               << outputs << " output(s), seed " << seed;
  if (!allPassed)
    llvm::outs() << " (replay with --seed " << seed << ")";
  llvm::outs() << "\n";
  return allPassed ? 0 : 1;
}

/// The median of `seconds` (not empty).
double median(SmallVector<double> seconds) {
  llvm::sort(seconds);
  size_t middle = seconds.size() / 2;
  return seconds.size() % 2 ? seconds[middle]
                            : (seconds[middle - 1] + seconds[middle]) / 2;
}

/// runProgram, --runs times: the first run, with the median time.
ProgramRun runTimed(const JitProgram &program, const DeviceInputs &inputs,
                    runtime::CollectiveBackend *backend,
                    runtime::CollectiveMode mode) {
  ProgramRun first = runProgram(program, inputs, backend, mode);
  if (runsOption <= 1)
    return first;
  SmallVector<double> seconds{first.seconds};
  for (unsigned run = 1; run < runsOption; ++run)
    seconds.push_back(runProgram(program, inputs, backend, mode).seconds);
  first.seconds = median(std::move(seconds));
  return first;
}

/// ", run X s" or ", run X s (median of N)".
std::string describeRunTime(double seconds) {
  std::string text = llvm::formatv(", run {0:f4} s", seconds).str();
  if (runsOption > 1)
    text += llvm::formatv(" (median of {0})", runsOption.getValue()).str();
  return text;
}

/// --backend=iree with a partitioned candidate (`candidate`: its signature):
/// one iree-run-module per rank under the launcher, each on its part of the
/// inputs the reference draws; the ranks' outputs are assembled as the
/// other backends' are and held to the reference's by the oracle.
int runOnIreeRanks(Programs &programs, const JitProgram &reference,
                   double referenceCompileSeconds, ReferenceErrorModel &oracle,
                   const CompiledProgram &candidate) {
  const std::string &entry = programs.entry;
  if (!haveSameGlobalSignature(reference, candidate)) {
    llvm::errs() << "ap-run: the reference and the candidate have different "
                    "global signatures\n";
    return 2;
  }
  unsigned seed = getSeed();
  std::mt19937 rng(seed);
  FailureOr<SmallVector<HostTensor>> inputs = makeInputs(reference, rng);
  if (failed(inputs))
    return 2;
  // The candidate's parts first, as on the other backends.
  int64_t partialInputs = 0;
  DeviceInputs candidateInputs =
      distributeInputs(candidate, *inputs, partialSplit, rng, &partialInputs);
  DeviceInputs referenceInputs =
      distributeInputs(reference, *inputs, partialSplit, rng);
  IreeOptions options = getIreeOptions();
  options.repetitions = runsOption;
  StringRef moduleFile = getIreeModule();
  llvm::Expected<IreeRanksRun> run =
      moduleFile.empty()
          ? runWithIreeOnRanks(*programs.candidate, entry, candidateInputs,
                               options)
          : runIreeModuleOnRanks(moduleFile, entry, candidateInputs,
                                 candidate.getResults().size(), options,
                                 hasCollectives(*programs.candidate));
  if (!run) {
    llvm::errs() << "ap-run: " << llvm::toString(run.takeError()) << "\n";
    return 2;
  }
  ProgramRun referenceRun = runProgram(reference, referenceInputs);
  llvm::outs() << "ap-run: reference @" << entry << ": "
               << describeDevices(reference)
               << llvm::format(", compile %.3f s, run %.4f s\n",
                               referenceCompileSeconds, referenceRun.seconds);
  oracle.run(*inputs, reference);
  llvm::outs() << "ap-run: outputs held to " << oracle.describe() << "\n";
  ProgramRun candidateRun;
  candidateRun.seconds = median(run->jobSeconds);
  candidateRun.deviceOutputs = std::move(run->outputs);
  assembleGlobalOutputs(candidate, candidateRun);
  std::string where = options.device == IreeOptions::Device::CPU
                          ? "llvm-cpu"
                          : "cuda " + options.gpuChip;
  if (!moduleFile.empty())
    where += ", module " + moduleFile.str();
  llvm::outs() << "ap-run: candidate " << programs.candidateName << ": "
               << describeDevices(candidate) << ", through IREE (" << where
               << "), one iree-run-module per rank"
               << llvm::format(", compile %.3f s", run->compileSeconds)
               << llvm::format(", run %.4f s", candidateRun.seconds);
  if (runsOption > 1)
    llvm::outs() << " (median of " << runsOption.getValue()
                 << " jobs, process start included)";
  llvm::outs() << "\n";
  printPartialInputs(partialInputs, seed);
  bool allPassed =
      reportComparison(candidate, referenceRun, candidateRun, oracle);
  return printVerdict(allPassed, candidateRun.outputs.size(), seed);
}

/// --backend=iree: the program (with --compare: the candidate) runs
/// through IREE on the inputs the reference draws; its outputs are held to
/// the reference's (and to --expected-dir) by the oracle.
int runOnIree(Programs &programs, const JitProgram &reference,
              double referenceCompileSeconds,
              std::optional<ReferenceErrorModel> &oracle) {
  const std::string &entry = programs.entry;
  ModuleOp onIree = compareMode ? *programs.candidate : *programs.reference;
  if (compareMode) {
    auto referenceFunction =
        programs.reference->lookupSymbol<func::FuncOp>(entry);
    auto candidateFunction = onIree.lookupSymbol<func::FuncOp>(entry);
    if (!candidateFunction) {
      llvm::errs() << "ap-run: the candidate has no function @" << entry
                   << "\n";
      return 2;
    }
    // A partitioned candidate runs on its ranks.
    ProgramSignature signature;
    if (failed(readProgramSignature(candidateFunction, signature)))
      return 2;
    if (!signature.meshShape.empty()) {
      CompiledProgram candidate(std::move(signature), nullptr);
      return runOnIreeRanks(programs, reference, referenceCompileSeconds,
                            *oracle, candidate);
    }
    if (referenceFunction.getFunctionType() !=
        candidateFunction.getFunctionType()) {
      llvm::errs() << "ap-run: the candidate must have the reference's "
                      "signature, or be partitioned (docs/Backends.md)\n";
      return 2;
    }
  }
  if (hasCollectives(onIree)) {
    llvm::errs() << "ap-run: this program has collectives and no "
                    "partitioned signature (ap.local_sharding): IREE runs "
                    "collectives with one process per rank, for the "
                    "partitioned candidate of --compare (docs/Backends.md)\n";
    return 2;
  }
  unsigned seed = getSeed();
  std::mt19937 rng(seed);
  FailureOr<SmallVector<HostTensor>> inputs = makeInputs(reference, rng);
  if (failed(inputs))
    return 2;
  IreeOptions options = getIreeOptions();
  options.repetitions = runsOption;
  StringRef moduleFile = getIreeModule();
  auto function = onIree.lookupSymbol<func::FuncOp>(entry);
  llvm::Expected<IreeRun> run =
      moduleFile.empty() ? runWithIree(onIree, entry, *inputs, options)
                         : runIreeModule(moduleFile, entry, *inputs,
                                         function.getNumResults(), options);
  if (!run) {
    llvm::errs() << "ap-run: " << llvm::toString(run.takeError()) << "\n";
    return 2;
  }
  std::string where = options.device == IreeOptions::Device::CPU
                          ? "llvm-cpu"
                          : "cuda " + options.gpuChip;
  if (!moduleFile.empty())
    where += ", module " + moduleFile.str();
  bool allPassed = true;
  if (compareMode) {
    int64_t partialInputs = 0;
    DeviceInputs referenceInputs =
        distributeInputs(reference, *inputs, partialSplit, rng, &partialInputs);
    ProgramRun referenceRun = runProgram(reference, referenceInputs);
    llvm::outs() << "ap-run: reference @" << entry << ": "
                 << describeDevices(reference)
                 << llvm::format(", compile %.3f s, run %.4f s\n",
                                 referenceCompileSeconds, referenceRun.seconds);
    oracle->run(*inputs, reference);
    llvm::outs() << "ap-run: outputs held to " << oracle->describe() << "\n";
    llvm::outs() << "ap-run: candidate " << programs.candidateName
                 << ": through IREE (" << where << ")"
                 << llvm::format(", compile %.3f s", run->compileSeconds)
                 << describeRunTime(run->runSeconds) << "\n";
    for (auto [index, expected, actual] :
         llvm::enumerate(referenceRun.outputs, run->outputs))
      allPassed &= oracle->report(
          index, describeTensorType(expected.getShape(), expected.getKind()),
          expected, actual);
  } else {
    llvm::outs() << "ap-run: @" << entry << " through IREE (" << where << ")"
                 << llvm::format(", compile %.3f s", run->compileSeconds)
                 << describeRunTime(run->runSeconds) << "\n";
    if (oracle)
      oracle->run(*inputs, reference);
  }
  if (!expectedDir.empty()) {
    FailureOr<bool> matches = compareWithExpected(run->outputs, *oracle);
    if (failed(matches))
      return 2;
    allPassed &= *matches;
  }
  if (!compareMode && expectedDir.empty()) {
    for (auto [index, output] : llvm::enumerate(run->outputs)) {
      llvm::outs() << "ap-run: output " << index << " "
                   << describeTensorType(output.getShape(), output.getKind());
      if (printOutputs) {
        llvm::outs() << " = ";
        printTensor(output);
      } else {
        llvm::outs() << "\n";
      }
    }
    return 0;
  }
  return printVerdict(allPassed, run->outputs.size(), seed);
}

int runMain(MLIRContext &context) {
  FailureOr<Programs> programs = loadPrograms(context);
  if (failed(programs))
    return 2;
  if (!emitExecutable.empty() && backendOption == Backend::IREE) {
    // IREE's module (.vmfb) of the program (with --compare: the candidate),
    // for iree-run-module: compiled here, run elsewhere.
    ModuleOp program =
        compareMode ? *programs->candidate : *programs->reference;
    llvm::Expected<double> seconds = compileWithIree(
        program, programs->entry, getIreeOptions(), emitExecutable);
    if (!seconds) {
      llvm::errs() << "ap-run: " << llvm::toString(seconds.takeError()) << "\n";
      return 2;
    }
    llvm::outs() << "ap-run: wrote " << emitExecutable << ", @"
                 << programs->entry << " for IREE"
                 << llvm::format(" (compile %.3f s)\n", *seconds);
    return 0;
  }
  if (!emitExecutable.empty())
    return emitExecutableOf(*programs);
  const std::string &entry = programs->entry;

  double referenceCompileSeconds = 0, candidateCompileSeconds = 0;
  // The reference of a comparison runs contractions as loops, whatever the
  // candidate does: the GEMM lowering is then under test too.
  auto referenceProgram =
      compileProgram(*programs->reference, entry,
                     compareMode ? ProgramRole::Reference : ProgramRole::Only,
                     referenceCompileSeconds);
  if (failed(referenceProgram))
    return 2;
  FailureOr<std::unique_ptr<JitProgram>> candidateProgram = failure();
  bool onIree = backendOption == Backend::IREE;
  if (compareMode && !onIree) {
    candidateProgram =
        compileProgram(*programs->candidate, entry, ProgramRole::Candidate,
                       candidateCompileSeconds);
    if (failed(candidateProgram))
      return 2;
  }
  // What the outputs are held to: the reference's rounding budgets and its
  // f64 form (docs/Testing.md), the collectives rounding as the run's do
  // (IREE's are NCCL's).
  std::optional<ReferenceErrorModel> oracle;
  RoundingOptions rounding;
  rounding.collectives =
      onIree ? runtime::CollectiveMode::Native : collectivesOption.getValue();
  if (compareMode || !expectedDir.empty())
    oracle = ReferenceErrorModel::prepare(*programs->reference, entry, rounding,
                                          compareMode ? *programs->candidate
                                                      : ModuleOp());
  if (onIree)
    return runOnIree(*programs, **referenceProgram, referenceCompileSeconds,
                     oracle);

  // Under mpirun, one process per device of the program that runs there.
  if (processBackend) {
    const JitProgram &onRanks =
        compareMode ? **candidateProgram : **referenceProgram;
    std::string problem = checkProcessCount(
        onRanks, *processBackend, compareMode ? "candidate" : "program");
    if (!problem.empty()) {
      // One write: every rank prints it to the job's shared stderr.
      llvm::errs() << "ap-run: " + problem + "\n";
      return 2;
    }
  }

  // Random global inputs, shared by both runs.
  unsigned seed = getSeed();
  std::mt19937 rng(seed);
  FailureOr<SmallVector<HostTensor>> inputs =
      makeInputs(**referenceProgram, rng);
  if (failed(inputs))
    return 2;
  // The candidate's parts first: splitting a partial float input settles
  // the global value the reference then sees (docs/ApRun.md).
  int64_t partialInputs = 0;
  DeviceInputs candidateInputs;
  if (compareMode)
    candidateInputs = distributeInputs(**candidateProgram, *inputs,
                                       partialSplit, rng, &partialInputs);
  int64_t referencePartialInputs = 0;
  DeviceInputs referenceInputs = distributeInputs(
      **referenceProgram, *inputs, partialSplit, rng, &referencePartialInputs);
  partialInputs += referencePartialInputs;

  // Without a candidate, the input program itself runs on the backend.
  ProgramRun referenceRun =
      compareMode ? runProgram(**referenceProgram, referenceInputs)
                  : runTimed(**referenceProgram, referenceInputs,
                             processBackend, collectivesOption);
  llvm::outs()
      << "ap-run: reference @" << entry << ": "
      << describeDevices(**referenceProgram)
      << llvm::format(", compile %.3f s", referenceCompileSeconds)
      << (compareMode
              ? llvm::formatv(", run {0:f4} s", referenceRun.seconds).str()
              : describeRunTime(referenceRun.seconds))
      << "\n";
  printTraffic(referenceRun.traffic,
               predictBytesSent(*programs->reference, entry));
  if (oracle) {
    oracle->run(*inputs, **referenceProgram);
    llvm::outs() << "ap-run: outputs held to " << oracle->describe() << "\n";
  }
  bool matchesExpected = true;
  if (!expectedDir.empty()) {
    FailureOr<bool> matches =
        compareWithExpected(referenceRun.outputs, *oracle);
    if (failed(matches))
      return 2;
    matchesExpected = *matches;
  }
  if (!compareMode)
    return reportAlone(**referenceProgram,
                       programs->reference->lookupSymbol<func::FuncOp>(entry),
                       *inputs, referenceRun, matchesExpected, rng);

  // The two programs must compute the same global function.
  if (!haveSameGlobalSignature(**referenceProgram, **candidateProgram)) {
    llvm::errs() << "ap-run: the reference and the candidate have different "
                    "global signatures\n";
    return 2;
  }
  ProgramRun candidateRun = runTimed(**candidateProgram, candidateInputs,
                                     processBackend, collectivesOption);
  llvm::outs() << "ap-run: candidate " << programs->candidateName << ": "
               << describeDevices(**candidateProgram)
               << llvm::format(", compile %.3f s", candidateCompileSeconds)
               << describeRunTime(candidateRun.seconds) << "\n";
  printTraffic(candidateRun.traffic,
               predictBytesSent(*programs->candidate, entry));
  printPartialInputs(partialInputs, seed);

  bool allPassed = reportComparison(**candidateProgram, referenceRun,
                                    candidateRun, *oracle) &&
                   matchesExpected;
  return printVerdict(allPassed, candidateRun.outputs.size(), seed);
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
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllShardDialects(registry);
  // torch-mlir exports: parsed here, rewritten by ap-import-torch.
  registerTorchImportDialects(registry);
  registerAllShardExtensions(registry);
  registerExecutionDialects(registry);
  // --device=gpu: kernels (NVVM) and their embedding (GPU) to LLVM IR.
  registerAllToLLVMIRTranslations(registry);
  MLIRContext context(registry);
  // Each rank is a thread; the context's own thread pool is not needed.
  context.disableMultithreading();
  if (backendOption == Backend::Threads || backendOption == Backend::IREE)
    return runMain(context);
  llvm::Expected<std::unique_ptr<RankProcesses>> ranks =
      RankProcesses::start("ap-run", backendOption == Backend::NCCL, &argc,
                           &argv, collectiveTimeout);
  if (!ranks) {
    llvm::errs() << llvm::toString(ranks.takeError()) << "\n";
    return 2;
  }
  processBackend = &(*ranks)->getBackend();
  int status = runMain(context);
  if (status == 2)
    // A rank that cannot run ends the job instead of leaving the others
    // waiting at their first collective.
    (*ranks)->abort("could not prepare or run the program", 2);
  return status;
}
