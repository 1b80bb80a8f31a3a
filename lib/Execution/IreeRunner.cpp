//===- IreeRunner.cpp - Run a program through IREE's tools ----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/IreeRunner.h"

#include "Shard/Conversion/Passes.h"
#include "Shard/Execution/NpyFile.h"

#include "mlir/Pass/PassManager.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <optional>

using namespace mlir;
using namespace mlir::ap;

namespace {

llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "IREE: " + message.str());
}

/// Deletes a directory tree when it goes out of scope.
struct TemporaryDirectory {
  llvm::SmallString<128> path;
  ~TemporaryDirectory() {
    if (!path.empty())
      llvm::sys::fs::remove_directories(path);
  }
};

/// The last lines of a file (a tool's stderr), for an error message.
std::string tailOf(llvm::StringRef path, size_t lines = 20) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return "";
  llvm::StringRef text = (*buffer)->getBuffer().rtrim();
  size_t start = text.size();
  for (size_t seen = 0; start > 0 && seen < lines; --start)
    if (text[start - 1] == '\n')
      ++seen;
  return text.substr(start).str();
}

/// Runs `program` with `arguments`, stdout and stderr to `log`; returns
/// the seconds it took, or an error with the log's tail.
llvm::Expected<double> runTool(llvm::StringRef program,
                               llvm::ArrayRef<std::string> arguments,
                               llvm::StringRef log) {
  SmallVector<llvm::StringRef> argv{program};
  for (const std::string &argument : arguments)
    argv.push_back(argument);
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, log, log};
  std::string message;
  auto start = std::chrono::steady_clock::now();
  int status = llvm::sys::ExecuteAndWait(program, argv, std::nullopt,
                                         redirects, 0, 0, &message);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (status != 0)
    return makeError(llvm::formatv(
        "{0} failed ({1}){2}:\n{3}", llvm::sys::path::filename(program),
        status < 0 ? "did not run" : "exit status " + std::to_string(status),
        message.empty() ? "" : ": " + message, tailOf(log)));
  return seconds;
}

} // namespace

llvm::Expected<std::string> mlir::ap::findIreeTools(const IreeOptions &options) {
  auto hasTools = [](llvm::StringRef directory) {
    llvm::SmallString<128> compile(directory), run(directory);
    llvm::sys::path::append(compile, "iree-compile");
    llvm::sys::path::append(run, "iree-run-module");
    return llvm::sys::fs::can_execute(compile) &&
           llvm::sys::fs::can_execute(run);
  };
  if (!options.toolsDirectory.empty()) {
    if (hasTools(options.toolsDirectory))
      return options.toolsDirectory;
    return makeError("no iree-compile and iree-run-module in '" +
                     options.toolsDirectory + "'");
  }
  llvm::SmallString<128> venv(SHARD_SOURCE_DIR);
  llvm::sys::path::append(venv, ".venv-iree", "bin");
  if (hasTools(venv))
    return venv.str().str();
  if (llvm::ErrorOr<std::string> onPath =
          llvm::sys::findProgramByName("iree-compile")) {
    llvm::StringRef directory = llvm::sys::path::parent_path(*onPath);
    if (hasTools(directory))
      return directory.str();
  }
  return makeError("iree-compile and iree-run-module not found (not in " +
                   venv.str() + " nor on the PATH): run scripts/setup-iree.sh");
}

llvm::Expected<IreeRun> mlir::ap::runWithIree(ModuleOp module, StringRef entry,
                                              ArrayRef<HostTensor> inputs,
                                              const IreeOptions &options) {
  llvm::Expected<std::string> tools = findIreeTools(options);
  if (!tools)
    return tools.takeError();
  auto tool = [&](llvm::StringRef name) {
    llvm::SmallString<128> path(*tools);
    llvm::sys::path::append(path, name);
    return path.str().str();
  };

  OwningOpRef<ModuleOp> lowered(module.clone());
  PassManager pm(module.getContext());
  pm.addPass(createAPLowerToIREE());
  if (failed(pm.run(*lowered)))
    return makeError("the program has no IREE form (see the diagnostic)");
  auto function = lowered->lookupSymbol<func::FuncOp>(entry);
  if (!function)
    return makeError("no function @" + entry);
  unsigned numResults = function.getNumResults();

  TemporaryDirectory work;
  if (std::error_code error =
          llvm::sys::fs::createUniqueDirectory("ap-run-iree", work.path))
    return makeError("cannot create a temporary directory: " +
                     error.message());
  auto inWork = [&](llvm::StringRef name) {
    llvm::SmallString<128> path(work.path);
    llvm::sys::path::append(path, name);
    return path.str().str();
  };
  std::string source = inWork("program.mlir"), binary = inWork("program.vmfb"),
              log = inWork("log.txt");
  {
    std::error_code error;
    llvm::raw_fd_ostream os(source, error);
    if (error)
      return makeError("cannot write " + source + ": " + error.message());
    lowered->print(os);
  }

  // The program's types as written: IREE demotes f64 to f32 by default.
  std::vector<std::string> compileArguments{
      source, "-o", binary, "--iree-input-demote-f64-to-f32=false",
      "--iree-input-demote-i64-to-i32=false"};
  if (options.device == IreeOptions::Device::CPU) {
    compileArguments.push_back("--iree-hal-target-device=local");
    compileArguments.push_back(
        "--iree-hal-local-target-device-backends=llvm-cpu");
    compileArguments.push_back("--iree-llvmcpu-target-cpu=host");
  } else {
    compileArguments.push_back("--iree-hal-target-device=cuda");
    compileArguments.push_back("--iree-cuda-target=" + options.gpuChip);
  }
  IreeRun run;
  llvm::Expected<double> compiled =
      runTool(tool("iree-compile"), compileArguments, log);
  if (!compiled)
    return compiled.takeError();
  run.compileSeconds = *compiled;

  if (llvm::Error error = writeTensorFiles(work.path, "input", inputs))
    return makeError("cannot write the inputs: " +
                     llvm::toString(std::move(error)));
  std::vector<std::string> runArguments{
      "--module=" + binary,
      options.device == IreeOptions::Device::CPU ? "--device=local-task"
                                                 : "--device=cuda",
      "--function=" + entry.str()};
  for (size_t index = 0; index < inputs.size(); ++index)
    runArguments.push_back("--input=@" +
                           getTensorFilePath(work.path, "input", index));
  for (size_t index = 0; index < numResults; ++index)
    runArguments.push_back("--output=@" +
                           getTensorFilePath(work.path, "output", index));
  llvm::Expected<double> ran =
      runTool(tool("iree-run-module"), runArguments, log);
  if (!ran)
    return ran.takeError();
  run.runSeconds = *ran;
  for (size_t index = 0; index < numResults; ++index) {
    llvm::Expected<HostTensor> output =
        readNpyFile(getTensorFilePath(work.path, "output", index));
    if (!output)
      return makeError(llvm::formatv("output {0}: {1}", index,
                                     llvm::toString(output.takeError())));
    run.outputs.push_back(std::move(*output));
  }
  return run;
}
