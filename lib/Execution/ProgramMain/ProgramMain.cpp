//===- ProgramMain.cpp - The main of an ahead-of-time executable ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// `ap-run --emit-executable` links a program's object file with this main
// (ExecutableLinker.h). The object defines the packed entry point and the
// manifest (ProgramManifest.h); the main reads the manifest, draws or reads
// the global inputs, gives each rank its part, runs the ranks (threads of
// this process, or one MPI process each under mpirun), reassembles the
// global outputs and writes them as .npy files (docs/Executables.md).
// Exit status: 0 when the run completed and replicas agree, 1 when
// replicas of an output differ, 2 on errors (a failed assertion of the
// program among them).
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/CompiledProgram.h"
#include "Shard/Execution/NpyFile.h"
#include "Shard/Execution/ProgramManifest.h"
#include "Shard/Execution/RankProcesses.h"
#include "Shard/Execution/RunOptions.h"
#include "Shard/Execution/SpmdRunner.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>
#include <cstdlib>
#include <memory>

using namespace mlir::ap;
namespace cl = llvm::cl;

// Defined by the program's object file (JitOptions::objectFile).
extern "C" const char __ap_program_manifest[];
extern "C" void _mlir___ap_run_entry(void **);

static_assert(sizeof("__ap_program_manifest") == kManifestSymbol.size() + 1,
              "the manifest's name is kManifestSymbol");
static_assert(sizeof("_mlir___ap_run_entry") == kPackedEntrySymbol.size() + 1,
              "the entry point's name is kPackedEntrySymbol");

namespace {
// Executables are linked without the NCCL backend (docs/Executables.md).
enum class Backend { Threads, MPI };

cl::opt<Backend> backendOption(
    "backend", cl::desc("Where the ranks run"),
    cl::values(clEnumValN(Backend::Threads, "threads",
                          "one thread per rank, in this process (default)"),
               clEnumValN(Backend::MPI, "mpi",
                          "one MPI process per rank: start with "
                          "mpirun -np <devices>; rank 0 reports")),
    cl::init(Backend::Threads));
cl::opt<runtime::CollectiveMode> collectivesOption(
    "collectives", cl::desc("How the collectives are computed"),
    getCollectiveModeValues(), cl::init(runtime::CollectiveMode::Exact));
cl::opt<double> collectiveTimeout("collective-timeout",
                                  cl::desc(kCollectiveTimeoutDescription),
                                  cl::init(kDefaultCollectiveTimeout));
cl::opt<unsigned> seedOption("seed",
                             cl::desc("Seed of the random inputs and of the "
                                      "split of partial inputs"),
                             cl::init(1));
cl::opt<std::string> inputsDir("inputs-dir", cl::desc(kInputsDirDescription),
                               cl::value_desc("DIR"));
cl::opt<std::string> saveInputsDir(
    "save-inputs-dir",
    cl::desc("Write the global inputs of the run to DIR/input_<i>.npy (a "
             "partial input: what its parts reduce to)"),
    cl::value_desc("DIR"));
cl::opt<std::string>
    outputsDir("outputs-dir",
               cl::desc("Write the global outputs to DIR/output_<i>.npy"),
               cl::value_desc("DIR"));
cl::opt<PartialSplit> partialSplit("partial-split",
                                   cl::desc(kPartialSplitDescription),
                                   getPartialSplitValues(),
                                   cl::init(PartialSplit::Random));
cl::opt<unsigned> runsOption("runs",
                             cl::desc("Run the program this many times and "
                                      "report the median time"),
                             cl::init(1));
cl::opt<unsigned> blasThreads("blas-threads",
                              cl::desc(kBlasThreadsDescription),
                              cl::init(0));
cl::opt<CommStreamOption> commStream("comm-stream",
                                     cl::desc(kCommStreamDescription),
                                     cl::init(CommStreamOption::Auto),
                                     getCommStreamValues());
cl::opt<bool> printManifest("print-manifest",
                            cl::desc("Print the program's manifest and exit"));

std::string toolName;

int fail(const llvm::Twine &message) {
  llvm::outs().flush();
  // One write: the ranks of an MPI job share stderr, and llvm::errs() is
  // unbuffered, so a message written piece by piece interleaves with theirs.
  llvm::errs() << (toolName + ": error: " + message + "\n").str();
  return 2;
}

int runMain(const CompiledProgram &program,
            runtime::CollectiveBackend *processBackend) {
  if (processBackend) {
    std::string problem =
        checkProcessCount(program, *processBackend, "program");
    if (!problem.empty())
      return fail(problem);
  }
  setBlasThreads(blasThreads, program, processBackend);
  setCommunicationStreams(commStream, program, processBackend);
  retainFreedMemory();
  std::mt19937 rng(seedOption);
  llvm::Expected<llvm::SmallVector<HostTensor>> inputs =
      prepareGlobalInputs(program, InputDistribution(), inputsDir, rng);
  if (!inputs)
    return fail(llvm::toString(inputs.takeError()));
  DeviceInputs perDevice =
      distributeInputs(program, *inputs, partialSplit, rng);
  bool writer = !processBackend || processBackend->getRank() == 0;
  if (writer && !saveInputsDir.empty())
    if (llvm::Error error = writeTensorFiles(saveInputsDir, "input", *inputs))
      return fail(llvm::toString(std::move(error)));

  std::vector<double> seconds;
  ProgramRun run;
  for (unsigned index = 0; index < std::max(1u, unsigned(runsOption));
       ++index) {
    run = runProgram(program, perDevice, processBackend, collectivesOption);
    seconds.push_back(run.seconds);
  }
  std::sort(seconds.begin(), seconds.end());
  llvm::outs() << toolName << ": @" << program.getEntryName() << ", "
               << describeDevices(program) << ", " << inputs->size() << " input"
               << (inputs->size() == 1 ? "" : "s") << ", " << run.outputs.size()
               << " output" << (run.outputs.size() == 1 ? "" : "s")
               << ": ran in "
               << llvm::format("%.3f ms", seconds[seconds.size() / 2] * 1e3);
  if (seconds.size() > 1)
    llvm::outs() << " (median of " << seconds.size() << " runs)";
  llvm::outs() << "\n";
  if (program.isDistributed())
    llvm::outs() << toolName << ": " << describeTraffic(run.traffic) << "\n";
  int status = 0;
  for (auto [index, replicas] : llvm::enumerate(run.replicas)) {
    if (!replicas.differing)
      continue;
    llvm::outs() << toolName << ": output " << index << ": replicas differ by "
                 << llvm::format("%.3g", replicas.maxDifference) << " on "
                 << replicas.differing << " element(s)\n";
    // Bitwise differences between replicas mean that the ranks disagree
    // on a value they should share: a wrong program or a runtime fault.
    status = 1;
  }
  if (writer && !outputsDir.empty())
    if (llvm::Error error = writeTensorFiles(outputsDir, "output", run.outputs))
      return fail(llvm::toString(std::move(error)));
  return status;
}
} // namespace

int main(int argc, char **argv) {
  toolName = llvm::sys::path::filename(argv[0]).str();
  setAssertionReporter(toolName, /*exitStatus=*/2);
  llvm::Expected<ProgramManifest> manifest =
      parseProgramManifest(__ap_program_manifest);
  if (!manifest)
    return fail(llvm::toString(manifest.takeError()));
  for (auto &[id, message] : manifest->assertions)
    setAssertionMessage(id, message);
  CompiledProgram program(manifest->signature, &_mlir___ap_run_entry);

  std::string overview = "Runs @" + manifest->signature.entry +
                         ", compiled by ap-run --emit-executable, on " +
                         describeDevices(program) + " (docs/Executables.md)";
  cl::ParseCommandLineOptions(argc, argv, overview);
  if (printManifest) {
    // As compiled in, not as parsed and printed again.
    llvm::outs() << __ap_program_manifest;
    return 0;
  }
  std::vector<std::string> missing =
      getMissingCpuFeatures(*manifest, llvm::sys::getHostCPUFeatures());
  if (!missing.empty()) {
    std::string names;
    for (const std::string &feature : missing)
      names += (names.empty() ? "" : ", ") + feature;
    return fail("the program was compiled for a " + manifest->cpu +
                " CPU, whose features " + names + " this " +
                llvm::sys::getHostCPUName() +
                " CPU lacks; build the executable on a machine of the kind "
                "it runs on");
  }
  if (backendOption == Backend::Threads)
    return runMain(program, nullptr);
  llvm::Expected<std::unique_ptr<RankProcesses>> ranks = RankProcesses::start(
      toolName, /*nccl=*/false, &argc, &argv, collectiveTimeout);
  if (!ranks)
    return fail(llvm::toString(ranks.takeError()));
  int status = runMain(program, &(*ranks)->getBackend());
  if (status == 2)
    (*ranks)->abort("could not prepare or run the program", 2);
  return status;
}
