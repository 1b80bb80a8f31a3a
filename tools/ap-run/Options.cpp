//===- Options.cpp - ap-run's options -------------------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "Shard/Execution/RunOptions.h"

using namespace mlir;
using namespace mlir::ap;

namespace cl = llvm::cl;

namespace mlir {
namespace ap {

cl::opt<std::string> inputFile(cl::cat(getApRunCategory()),
                                      cl::Positional, cl::desc("<input.mlir>"),
                                      cl::init("-"));
cl::opt<bool>
    compareMode(cl::cat(getApRunCategory()), "compare",
                cl::desc("Compare the input (the reference) with a candidate: "
                         "the input after --pipeline, or --candidate"));
cl::opt<std::string>
    pipeline(cl::cat(getApRunCategory()), "pipeline",
             cl::desc("Pass pipeline that makes the candidate from the input "
                      "(textual, as for --pass-pipeline, without the "
                      "builtin.module anchor)"),
             cl::init("ap-partition"));
cl::opt<std::string>
    candidateFile(cl::cat(getApRunCategory()), "candidate",
                  cl::desc("Compare against this file instead of running "
                           "--pipeline"));
cl::opt<std::string> entryName(cl::cat(getApRunCategory()), "entry",
                                      cl::desc("The function to run "
                                               "(default: the only public "
                                               "function with a body)"));
cl::opt<unsigned>
    seedOption(cl::cat(getApRunCategory()), "seed",
               cl::desc("Seed of the random inputs and of the split of "
                        "partial inputs (default: $AP_RUN_SEED, or 1)"),
               cl::init(1));
cl::opt<int64_t> intLow(
    cl::cat(getApRunCategory()), "int-low",
    cl::desc("Smallest random integer input (default: the type's smallest; "
             "narrow the range for index-like inputs)"));
cl::opt<int64_t>
    intHigh(cl::cat(getApRunCategory()), "int-high",
            cl::desc("Largest random integer input (default: the "
                     "type's largest)"));
cl::opt<double> floatSpecials(
    cl::cat(getApRunCategory()), "float-specials",
    cl::desc("Fraction of float input elements replaced by special values "
             "(NaN, +-inf, +-0, +-smallest subnormal, +-largest finite)"),
    cl::init(0));
cl::opt<std::string> inputsDir(cl::cat(getApRunCategory()), "inputs-dir",
                                      cl::desc(kInputsDirDescription),
                                      cl::value_desc("DIR"));
cl::opt<std::string> expectedDir(
    cl::cat(getApRunCategory()), "expected-dir",
    cl::desc("Also compare the reference's outputs with DIR/output_<i>.npy "
             "(e.g. PyTorch's, stored by tools/torch-export)"),
    cl::value_desc("DIR"));
cl::opt<PartialSplit> partialSplit(cl::cat(getApRunCategory()),
                                          "partial-split",
                                          cl::desc(kPartialSplitDescription),
                                          getPartialSplitValues(),
                                          cl::init(PartialSplit::Random));
cl::opt<bool> checkGradients(
    cl::cat(getApRunCategory()), "check-gradients",
    cl::desc("Check every result marked ap.grad_of against central finite "
             "differences of result 0 (the loss) at a few random elements, "
             "with the step and tolerance the loss's rounding gives; use an "
             "f64 program"));
cl::opt<unsigned>
    gradientSamples(cl::cat(getApRunCategory()), "gradient-samples",
                    cl::desc("Elements checked per gradient"), cl::init(3));
cl::opt<double> gradientRtol(
    cl::cat(getApRunCategory()), "gradient-rtol",
    cl::desc("Relative slack of --check-gradients beyond what the error "
             "model allows"),
    cl::init(0));
cl::opt<double> gradientAtol(
    cl::cat(getApRunCategory()), "gradient-atol",
    cl::desc("Absolute slack of --check-gradients beyond what the error "
             "model allows"),
    cl::init(0));
cl::opt<std::string> emitExecutable(
    cl::cat(getApRunCategory()), "emit-executable",
    cl::desc("Instead of running, compile the program (with --compare: the "
             "candidate) for the CPU and link it into an executable at PATH "
             "that runs it on threads or MPI processes "
             "(docs/Executables.md)"),
    cl::value_desc("PATH"));
cl::opt<bool> printOutputs(cl::cat(getApRunCategory()), "print-outputs",
                                  cl::desc("Print the values of the outputs"));
cl::opt<bool> printCandidate(cl::cat(getApRunCategory()),
                                    "print-candidate",
                                    cl::desc("Print the candidate program"));
cl::opt<bool> printDeviceOutputs(
    cl::cat(getApRunCategory()), "print-device-outputs",
    cl::desc("Print what every device of a partitioned candidate computed"));

cl::opt<const ExecutionBackendEntry *, false, ExecutionBackendParser> backendOption(
    cl::cat(getApRunCategory()), "backend",
    cl::desc("Where a partitioned program's ranks run, or which compiler "
             "runs the program"),
    cl::init(&getExecutionBackends().front()));
cl::opt<unsigned> runsOption(
    cl::cat(getApRunCategory()), "runs",
    cl::desc("Run the program that is timed (with --compare: the candidate) "
             "this many times and report the median run time (the outputs "
             "checked are the first run's; with --backend=iree, the median "
             "of iree-benchmark-module's repetitions)"),
    cl::init(1));
cl::opt<runtime::CollectiveMode> collectivesOption(
    cl::cat(getApRunCategory()), "collectives",
    cl::desc("How the collectives of the program that runs on the backend "
             "(the candidate, with --compare) are computed"),
    getCollectiveModeValues(), cl::init(runtime::CollectiveMode::Exact));
cl::opt<double>
    collectiveTimeout(cl::cat(getApRunCategory()), "collective-timeout",
                      cl::desc(kCollectiveTimeoutDescription),
                      cl::init(kDefaultCollectiveTimeout));
cl::opt<unsigned> blasThreads(cl::cat(getApRunCategory()), "blas-threads",
                              cl::desc(kBlasThreadsDescription),
                              cl::init(0));
cl::opt<CommStreamOption> commStream(cl::cat(getApRunCategory()),
                                     "comm-stream",
                                     cl::desc(kCommStreamDescription),
                                     cl::init(CommStreamOption::Auto),
                                     getCommStreamValues());

} // namespace ap
} // namespace mlir
