//===- Compile.cpp - How ap-run compiles a program ------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"

#ifdef SHARD_HAVE_CUDA
#include "Shard/Runtime/CudaRuntime.h"
#endif

#include "Shard/Transforms/OptionChecks.h"
#include "Shard/Execution/ExecutableLinker.h"

#include "Options.h"
#include "Shard/Execution/RunOptions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"

#include <chrono>

using namespace mlir;
using namespace mlir::ap;
namespace cl = llvm::cl;

static cl::opt<unsigned> optLevel(
    cl::cat(getApRunCategory()), "opt-level",
    cl::desc("LLVM optimization level of the compiled programs (0-3); 0 "
             "compiles fastest"),
    cl::init(0));
llvm::Error mlir::ap::checkCompileOptions() {
  // LLVM's optimization levels: the JIT casts it to a CodeGenOptLevel.
  return checkFlag("opt-level", optLevel,
                   OptionRange::between(0, 3, "LLVM's -O levels"));
}

static cl::opt<ContractionLowering> contractionLowering(
    cl::cat(getApRunCategory()), "contractions",
    cl::desc("How contractions run (default: loops; with --compare: in the "
             "candidate, the reference runs loops)"),
    getContractionLoweringValues(), cl::init(ContractionLowering::Loops));

namespace {
enum class Device { CPU, GPU };
} // namespace
static cl::opt<Device> deviceOption(
    cl::cat(getApRunCategory()), "device",
    cl::desc("Where the program (with --compare: the candidate) computes; "
             "the reference of a comparison runs on the CPU"),
    cl::values(clEnumValN(Device::CPU, "cpu", "the CPU (default)"),
               clEnumValN(Device::GPU, "gpu",
                          "a CUDA GPU: kernels through NVVM, contractions "
                          "through cuBLAS, managed memory "
                          "(docs/Runtime.md)")),
    cl::init(Device::CPU));
static cl::opt<std::string>
    gpuChip(cl::cat(getApRunCategory()), "gpu-chip",
            cl::desc("The GPU architecture for --device=gpu"),
            cl::init("sm_90"));

static cl::opt<std::string> ireeTools(
    cl::cat(getApRunCategory()), "iree-tools",
    cl::desc("With --backend=iree: the directory of iree-compile and "
             "iree-run-module (default: the project's .venv-iree/bin from "
             "scripts/setup-iree.sh, else the PATH)"));

static cl::opt<std::string> ireeModule(
    cl::cat(getApRunCategory()), "iree-module",
    cl::desc("With --backend=iree: run this IREE module (from "
             "--emit-executable, for the same --device) instead of compiling "
             "the program; needs only iree-run-module"),
    cl::value_desc("FILE"));

static cl::opt<std::string> ireeLauncher(
    cl::cat(getApRunCategory()), "iree-launcher",
    cl::desc("With --backend=iree and a partitioned candidate: the command "
             "that starts one iree-run-module per rank (`-np N` follows)"),
    cl::init("mpirun"));

StringRef mlir::ap::getIreeModule() { return ireeModule; }

IreeOptions mlir::ap::getIreeOptions() {
  IreeOptions options;
  options.device = deviceOption == Device::GPU ? IreeOptions::Device::GPU
                                               : IreeOptions::Device::CPU;
  options.gpuChip = gpuChip;
  options.toolsDirectory = ireeTools;
  options.launcher = ireeLauncher;
  return options;
}

static FailureOr<std::unique_ptr<JitProgram>>
compileWith(ModuleOp module, StringRef entry, ProgramRole role, double &seconds,
            StringRef objectFile) {
  auto start = std::chrono::steady_clock::now();
  // The reference of a comparison runs contractions as loops on the CPU,
  // whatever the candidate does: the GEMM and GPU lowerings are then under
  // test too.
  bool reference = role == ProgramRole::Reference;
  JitOptions options;
  options.optLevel = optLevel;
  options.contractions =
      reference ? ContractionLowering::Loops : contractionLowering.getValue();
  if (!reference && deviceOption == Device::GPU) {
#ifdef SHARD_HAVE_CUDA
    options.gpu = true;
    options.gpuChip = gpuChip;
    options.extraSymbols = runtime::forEachCudaRuntimeSymbol;
    options.deviceProblem = runtime::describeCudaDeviceProblem;
#else
    return module.emitError()
           << "--device=gpu: ap-run was built without CUDA (no CUDA toolkit "
              "with cuBLAS was found)";
#endif
  }
  options.objectFile = objectFile.str();
  auto program = JitProgram::compile(module, entry, options);
  seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return program;
}

FailureOr<std::unique_ptr<JitProgram>>
mlir::ap::compileProgram(ModuleOp module, StringRef entry, ProgramRole role,
                         double &seconds) {
  return compileWith(module, entry, role, seconds, "");
}

LogicalResult mlir::ap::compileExecutable(ModuleOp module, StringRef entry,
                                          ProgramRole role, StringRef output) {
  std::string problem = getExecutableLinkProblem();
  if (!problem.empty())
    return module.emitError() << "cannot link executables: " << problem;
  SmallString<128> objectFile;
  if (std::error_code error =
          llvm::sys::fs::createTemporaryFile("ap-program", "o", objectFile))
    return module.emitError()
           << "cannot create a temporary object file: " << error.message();
  llvm::FileRemover removeObject(objectFile);
  double seconds = 0;
  if (failed(compileWith(module, entry, role, seconds, objectFile)))
    return failure();
  if (llvm::Error error = linkExecutable(objectFile, output))
    return module.emitError() << llvm::toString(std::move(error));
  return success();
}
