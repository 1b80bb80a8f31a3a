//===- Options.cpp - ap-train's options -----------------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "Shard/Execution/RunOptions.h"
#include "Shard/Transforms/OptionChecks.h"

using namespace mlir;
using namespace mlir::ap;

namespace cl = llvm::cl;

namespace mlir {
namespace ap {

cl::opt<std::string> stepFile(cl::cat(getApTrainCategory()), cl::Positional,
                              cl::desc("<step.mlir>"), cl::Optional);
cl::opt<std::string> pipeline(
    cl::cat(getApTrainCategory()), "pipeline",
    cl::desc("Pass pipeline that plans and partitions the step (textual, "
             "without the builtin.module anchor; empty: the step runs on one "
             "device as it is)"),
    cl::init("ap-auto-parallel"));
cl::opt<std::string> entryName(cl::cat(getApTrainCategory()), "entry",
                               cl::desc("The step's function (default: the "
                                        "only public function with a body)"));
cl::opt<std::string> optimizer(
    cl::cat(getApTrainCategory()), "optimizer",
    cl::desc("The optimizer ap-append-optimizer appends to the step, "
             "NAME{OPTIONS} with the pass's options (default: adamw, "
             "torch.optim.AdamW's defaults); a step whose results already "
             "update its arguments (ap.update_of) gets none"),
    cl::value_desc("NAME{OPTIONS}"));
cl::opt<std::string>
    meshOption(cl::cat(getApTrainCategory()), "mesh",
               cl::desc("The mesh's shape (e.g. 2x4), instead of the "
                        "module's ap.mesh; the step is planned for it"),
               cl::value_desc("SHAPE"));
cl::opt<unsigned> optLevel(cl::cat(getApTrainCategory()), "opt-level",
                           cl::desc("LLVM optimization level of the compiled "
                                    "step (0-3)"),
                           cl::init(2));
cl::opt<ContractionLowering> contractionsOption(
    cl::cat(getApTrainCategory()), "contractions",
    cl::desc("How the step's contractions run (default: gemm)"),
    getContractionLoweringValues(), cl::init(ContractionLowering::Gemm));
cl::opt<unsigned> blasThreads(cl::cat(getApTrainCategory()), "blas-threads",
                              cl::desc(kBlasThreadsDescription),
                              cl::init(0));
cl::opt<CommStreamOption> commStream(cl::cat(getApTrainCategory()),
                                     "comm-stream",
                                     cl::desc(kCommStreamDescription),
                                     cl::init(CommStreamOption::Auto),
                                     getCommStreamValues());
cl::opt<std::string> initDir(
    cl::cat(getApTrainCategory()), "init",
    cl::desc("The parameters (and constants, and optimizer state if any) as "
             "DIR/input_<argument>.npy, global tensors; updated state without "
             "a file starts at zero"),
    cl::value_desc("DIR"));
cl::opt<std::string> dataDir(
    cl::cat(getApTrainCategory()), "data",
    cl::desc("The data arguments as DIR/input_<argument>.npy: dim 0 counts "
             "samples, the other dims are the argument's without its batch "
             "dim; step k reads the batch at sample k*B (wrapping)"),
    cl::value_desc("DIR"));
cl::opt<int64_t> stepsOption(cl::cat(getApTrainCategory()), "steps",
                             cl::desc("How many steps to train (in all, "
                                      "counting those a resumed checkpoint "
                                      "made)"),
                             cl::init(1));
cl::opt<std::string> checkpointDir(
    cl::cat(getApTrainCategory()), "checkpoint-dir",
    cl::desc("Write the state after k updates to DIR/step-<k>/ (one file "
             "per rank and manifest.json; docs/Training.md)"),
    cl::value_desc("DIR"));
cl::opt<int64_t> checkpointEvery(
    cl::cat(getApTrainCategory()), "checkpoint-every",
    cl::desc("Write a checkpoint every K updates (and after the last "
             "step); 0: after the last step only"),
    cl::init(0), cl::value_desc("K"));
cl::opt<bool> resume(cl::cat(getApTrainCategory()), "resume",
                     cl::desc("Continue from the newest complete checkpoint "
                              "of --checkpoint-dir"));
cl::opt<int64_t> resumeFrom(cl::cat(getApTrainCategory()), "resume-from",
                            cl::desc("With --resume: from step-K"),
                            cl::init(-1), cl::value_desc("K"));
cl::list<std::string> gatherOption(
    cl::cat(getApTrainCategory()), "gather",
    cl::desc("Write every tensor of the checkpoint CKPT as a global "
             "OUT/input_<argument>.npy (what --init reads), then stop"),
    cl::multi_val(2), cl::value_desc("CKPT OUT"));

cl::opt<const ExecutionBackendEntry *, false, ExecutionBackendParser>
    backendOption(cl::cat(getApTrainCategory()), "backend",
                  cl::desc("Where the step's ranks run"),
                  cl::init(&getExecutionBackends().front()));
cl::opt<runtime::CollectiveMode> collectivesOption(
    cl::cat(getApTrainCategory()), "collectives",
    cl::desc("How the step's collectives are computed"),
    getCollectiveModeValues(), cl::init(runtime::CollectiveMode::Exact));
cl::opt<double>
    collectiveTimeout(cl::cat(getApTrainCategory()), "collective-timeout",
                      cl::desc(kCollectiveTimeoutDescription),
                      cl::init(kDefaultCollectiveTimeout));

cl::opt<IreeOptions::Device> ireeDevice(
    cl::cat(getApTrainCategory()), "device",
    cl::desc("With --backend=iree: where IREE runs the step"),
    cl::values(clEnumValN(IreeOptions::Device::CPU, "cpu",
                          "IREE's llvm-cpu code (default)"),
               clEnumValN(IreeOptions::Device::GPU, "gpu",
                          "IREE's CUDA code on one GPU")),
    cl::init(IreeOptions::Device::CPU));
cl::opt<std::string> gpuChip(cl::cat(getApTrainCategory()), "gpu-chip",
                             cl::desc("With --device=gpu: the CUDA "
                                      "architecture IREE compiles for"),
                             cl::init("sm_90"));
cl::opt<std::string> ireeTools(
    cl::cat(getApTrainCategory()), "iree-tools",
    cl::desc("With --backend=iree: the directory of iree-compile and "
             "iree-run-module (default: the project's .venv-iree/bin, else "
             "the PATH)"),
    cl::value_desc("DIR"));
cl::opt<std::string> ireeModule(
    cl::cat(getApTrainCategory()), "iree-module",
    cl::desc("With --backend=iree: run this module (from --emit-iree-module, "
             "for the same step, pipeline, optimizer and --device) instead of "
             "compiling the step; needs only iree-run-module"),
    cl::value_desc("FILE"));
cl::opt<std::string> emitIreeModule(
    cl::cat(getApTrainCategory()), "emit-iree-module",
    cl::desc("With --backend=iree: compile the step (optimizer appended, "
             "pipeline run) into this IREE module and stop, for a machine "
             "without iree-compile (--iree-module there)"),
    cl::value_desc("FILE"));
cl::opt<unsigned> ireeRepetitions(
    cl::cat(getApTrainCategory()), "iree-repetitions",
    cl::desc("With --backend=iree: after the steps, time this many "
             "repetitions of one more step with iree-benchmark-module (the "
             "module loaded once; 0: none)"),
    cl::init(20));

} // namespace ap
} // namespace mlir

bool mlir::ap::isIreeBackend() { return backendOption->name == "iree"; }

IreeOptions mlir::ap::getIreeOptions() {
  IreeOptions options;
  options.device = ireeDevice;
  options.gpuChip = gpuChip;
  options.toolsDirectory = ireeTools;
  return options;
}

llvm::Error mlir::ap::checkOptions() {
  if (llvm::Error error = checkFlag(
          "opt-level", optLevel, OptionRange::between(0, 3, "LLVM's -O levels")))
    return error;
  if (llvm::Error error = checkFlag("steps", stepsOption,
                                    OptionRange::atLeast(0, "steps")))
    return error;
  if (llvm::Error error = checkFlag("checkpoint-every", checkpointEvery,
                                    OptionRange::atLeast(0, "updates")))
    return error;
  if (llvm::Error error =
          checkFlag("collective-timeout", collectiveTimeout,
                    OptionRange::atLeast(0, "seconds; 0: no limit")))
    return error;
  auto problem = [](const char *message) {
    return llvm::createStringError(message);
  };
  if (!gatherOption.empty())
    return stepFile.empty()
               ? llvm::Error::success()
               : problem("--gather CKPT OUT takes no step file");
  if (stepFile.empty())
    return problem("no step file (ap-train STEP.mlir --init DIR --data DIR "
                   "--steps N)");
  if (resume && checkpointDir.empty())
    return problem("--resume needs --checkpoint-dir");
  if (resumeFrom.getNumOccurrences() && !resume)
    return problem("--resume-from needs --resume");
  if (checkpointEvery && checkpointDir.empty())
    return problem("--checkpoint-every needs --checkpoint-dir");
  if (!isIreeBackend())
    for (const cl::Option *option :
         std::initializer_list<const cl::Option *>{
             &ireeDevice, &gpuChip, &ireeTools, &ireeModule, &emitIreeModule,
             &ireeRepetitions})
      if (option->getNumOccurrences())
        return llvm::createStringError("--" + option->ArgStr.str() +
                                       " needs --backend=iree");
  if (!ireeModule.empty() && !emitIreeModule.empty())
    return problem("--iree-module runs a module; --emit-iree-module writes "
                   "one: not both");
  return llvm::Error::success();
}
