//===- ap-calibrate.cpp - Measure this machine into a target --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
//   ap-calibrate [-o target.json] [--backend threads|mpi] [--ranks N]
//       [--blas-threads N] [--collectives exact|native]
//       [--contractions gemm|loops] [--quick]
//   mpirun -np N ap-calibrate --backend=mpi -o target.json
//
// Measures the machine at hand with micro-programs compiled and run as
// ap-run and ap-train run steps (Calibration.h), and writes the figures as
// a target description (JSON, what ap-auto-shard's `target-file=` reads),
// a table of what it measured and the target as `#ap.target<...>`.
// docs/CostModel.md, "Calibration". Exit status: 0, or 2 on errors.
//
//===----------------------------------------------------------------------===//

#include "Calibration.h"

#include "Shard/Dialect/AP/IR/APAttrs.h"
#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Execution/ExecutionBackend.h"
#include "Shard/Execution/JitProgram.h"
#include "Shard/Execution/RunOptions.h"
#include "Shard/InitAllDialects.h"
#include "Shard/InitAllExtensions.h"
#include "Shard/Tools/RunnerDialects.h"
#include "Shard/Tools/ToolOptions.h"
#include "Shard/Transforms/OptionChecks.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ap;

namespace cl = llvm::cl;

static cl::OptionCategory &getCategory() {
  static cl::OptionCategory category("Ap-calibrate options");
  return category;
}

static cl::opt<std::string>
    outputFile("o", cl::cat(getCategory()),
               cl::desc("Write the target description (JSON) to FILE"),
               cl::value_desc("FILE"));
static cl::opt<const ExecutionBackendEntry *, false, ExecutionBackendParser>
    backendOption("backend", cl::cat(getCategory()),
                  cl::desc("Where the ranks run (threads or mpi)"),
                  cl::init(&getExecutionBackends().front()));
static cl::opt<int64_t> ranksOption(
    "ranks", cl::cat(getCategory()),
    cl::desc("How many ranks the micro-programs run on at once (threads: "
             "default 4; mpi: the job's processes, the default)"),
    cl::init(0));
static cl::opt<unsigned> blasThreads("blas-threads", cl::cat(getCategory()),
                                     cl::desc(kBlasThreadsDescription),
                                     cl::init(0));
static cl::opt<runtime::CollectiveMode> collectivesOption(
    "collectives", cl::cat(getCategory()),
    cl::desc("How the collectives are computed (as ap-train's)"),
    getCollectiveModeValues(), cl::init(runtime::CollectiveMode::Exact));
static cl::opt<ContractionLowering> contractionsOption(
    "contractions", cl::cat(getCategory()),
    cl::desc("How contractions run (as the step's will: ap-train's "
             "--contractions)"),
    getContractionLoweringValues(), cl::init(ContractionLowering::Gemm));
static cl::opt<bool>
    quick("quick", cl::cat(getCategory()),
          cl::desc("Small sizes and few repetitions (a test of the tool; "
                   "the figures are rough)"));
static cl::opt<std::string> targetName("name", cl::cat(getCategory()),
                                       cl::desc("The target's name"),
                                       cl::init("calibrated"));

static llvm::Error checkOptions() {
  if (ranksOption.getNumOccurrences())
    if (llvm::Error error =
            checkFlag("ranks", ranksOption, OptionRange::atLeast(1, "ranks")))
      return error;
  StringRef backend = backendOption->name;
  if (backend != "threads" && backend != "mpi")
    return llvm::createStringError("--backend=" + backend.str() +
                                   ": ap-calibrate runs on threads or mpi");
  return llvm::Error::success();
}

/// The ranks: --ranks, checked against the job's processes under mpirun.
static FailureOr<int64_t> getRanks(runtime::CollectiveBackend *processBackend) {
  if (!processBackend)
    return ranksOption ? ranksOption.getValue() : int64_t(4);
  int64_t processes = processBackend->getNumRanks();
  if (ranksOption && ranksOption != processes) {
    llvm::errs() << "ap-calibrate: --ranks=" << ranksOption
                 << ", but mpirun started " << processes << " process(es)\n";
    return failure();
  }
  return processes;
}

static LogicalResult writeTarget(MLIRContext &context,
                                 const Calibration &calibration) {
  const TargetDescription &target = calibration.target;
  // What the passes will read: the same checks as target-file's.
  llvm::Expected<TargetDescription> readBack =
      TargetDescription::fromJSON(target.toJSON());
  if (!readBack) {
    llvm::errs() << "ap-calibrate: the measured target is not valid: "
                 << llvm::toString(readBack.takeError()) << "\n";
    return failure();
  }
  printCalibration(calibration, llvm::outs());
  llvm::outs() << TargetAttr::get(&context, target) << "\n";
  if (outputFile.empty())
    return success();
  std::error_code error;
  llvm::raw_fd_ostream os(outputFile, error);
  if (error) {
    llvm::errs() << "ap-calibrate: -o " << outputFile << ": " << error.message()
                 << "\n";
    return failure();
  }
  os << target.toJSON() << "\n";
  llvm::outs() << "ap-calibrate: wrote " << outputFile << "\n";
  return success();
}

static int calibrateMain(MLIRContext &context, ExecutionBackend &backend) {
  runtime::CollectiveBackend *processBackend = backend.getProcessBackend();
  FailureOr<int64_t> ranks = getRanks(processBackend);
  if (failed(ranks))
    return 2;
  CalibrationOptions options;
  options.setup.processBackend = processBackend;
  options.setup.collectives = collectivesOption;
  options.setup.blasThreads = blasThreads;
  options.setup.contractions = contractionsOption;
  options.ranks = *ranks;
  options.quick = quick;
  options.name = targetName;
  FailureOr<Calibration> calibration = calibrate(context, options);
  if (failed(calibration))
    return 2;
  if (processBackend && processBackend->getRank() != 0)
    return 0;
  return failed(writeTarget(context, *calibration)) ? 2 : 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  hideUnrelatedOptions({&getCategory()});
  cl::ParseCommandLineOptions(argc, argv,
                              "Measure this machine into a target\n");
  if (llvm::Error error = checkOptions()) {
    llvm::errs() << "ap-calibrate: " << llvm::toString(std::move(error))
                 << "\n";
    return 2;
  }
  DialectRegistry registry;
  registerRunnerDialects(registry);
  MLIRContext context(registry);
  context.disableMultithreading();
  context.loadDialect<APDialect>();
  ExecutionOptions options;
  options.collectives = collectivesOption;
  std::unique_ptr<ExecutionBackend> backend = backendOption->create(options);
  if (llvm::Error error = backend->start("ap-calibrate", &argc, &argv)) {
    llvm::errs() << llvm::toString(std::move(error)) << "\n";
    return 2;
  }
  // As ap-run and ap-train run programs (SpmdRunner.h).
  retainFreedMemory();
  int status = calibrateMain(context, *backend);
  if (status == 2)
    backend->abortJob("could not calibrate", 2);
  return status;
}
