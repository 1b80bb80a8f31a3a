//===- IreeRunner.cpp - Run a program through IREE's tools ----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/IreeRunner.h"

#include "Shard/Conversion/LoweringPipelines.h"
#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Execution/NpyFile.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

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
  TemporaryDirectory() = default;
  TemporaryDirectory(const TemporaryDirectory &) = delete;
  TemporaryDirectory &operator=(const TemporaryDirectory &) = delete;
  ~TemporaryDirectory() {
    if (!path.empty())
      llvm::sys::fs::remove_directories(path);
  }
};

/// What a tool's log says went wrong: its `error:` lines (with the line
/// after each), else its last lines.
std::string describeLog(llvm::StringRef path, size_t lines = 20) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return "";
  SmallVector<llvm::StringRef> all;
  (*buffer)->getBuffer().rtrim().split(all, '\n');
  std::string errors;
  for (auto [index, line] : llvm::enumerate(all))
    if (line.contains("error:") || line.contains("INTERNAL") ||
        line.contains("UNIMPLEMENTED") || line.contains("INVALID_ARGUMENT")) {
      errors += line.str() + "\n";
      if (index + 1 < all.size())
        errors += all[index + 1].str() + "\n";
      if (errors.size() > 4000)
        break;
    }
  if (!errors.empty())
    return llvm::StringRef(errors).rtrim().str();
  size_t start = all.size() > lines ? all.size() - lines : 0;
  return llvm::join(llvm::ArrayRef(all).drop_front(start), "\n");
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
        status == -1  ? "did not run"
        : status < 0 ? "crashed"
                      : "exit status " + std::to_string(status),
        message.empty() ? "" : ": " + message, describeLog(log)));
  return seconds;
}

/// IREE 3.13's NVIDIA target table has no sm_90 entry: its sm_89 entry
/// with arch sm_90 and PTX 8.0 (measured to compile and run on an H100),
/// which a module names as its device target.
constexpr llvm::StringLiteral kSm90Target =
    "#hal.device.target<\"cuda\", [#hal.executable.target<\"cuda\", "
    "\"cuda-nvptx-fb\", {iree_codegen.target_info = #iree_gpu.target<arch = "
    "\"sm_90\", features = \"+ptx80\", wgp = <compute = "
    "fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, "
    "subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = "
    "[<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, "
    "<NV_MMA_SYNC_F32_16x8x16_BF16>, <NV_MMA_SYNC_F32_16x8x32_F8E4M3FN>, "
    "<NV_MMA_SYNC_F32_16x8x32_F8E5M2>, <NV_WMMA_F32_16x16x16_F16>, "
    "<NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], "
    "max_workgroup_sizes = [1024, 1024, 64], max_thread_count_per_workgroup "
    "= 1024, max_workgroup_memory_bytes = 232448, max_workgroup_counts = "
    "[2147483647, 65535, 65535]>, chip = <wgp_count = 132>>}>]> : "
    "!hal.device";

/// The device target a module must name itself for `options` (a chip
/// IREE's own table lacks), else empty.
llvm::StringRef getTargetOverride(const IreeOptions &options) {
  if (options.device == IreeOptions::Device::GPU && options.gpuChip == "sm_90")
    return kSm90Target;
  return "";
}

} // namespace

llvm::Expected<std::string> mlir::ap::findIreeTools(const IreeOptions &options,
                                                    bool runOnly) {
  auto hasTools = [&](llvm::StringRef directory) {
    llvm::SmallString<128> compile(directory), run(directory);
    llvm::sys::path::append(compile, "iree-compile");
    llvm::sys::path::append(run, "iree-run-module");
    return (runOnly || llvm::sys::fs::can_execute(compile)) &&
           llvm::sys::fs::can_execute(run);
  };
  llvm::StringRef wanted =
      runOnly ? "iree-run-module" : "iree-compile and iree-run-module";
  if (!options.toolsDirectory.empty()) {
    if (hasTools(options.toolsDirectory))
      return options.toolsDirectory;
    return makeError("no " + wanted + " in '" + options.toolsDirectory + "'");
  }
  llvm::SmallString<128> venv(SHARD_SOURCE_DIR);
  llvm::sys::path::append(venv, ".venv-iree", "bin");
  if (hasTools(venv))
    return venv.str().str();
  if (llvm::ErrorOr<std::string> onPath =
          llvm::sys::findProgramByName("iree-run-module")) {
    llvm::StringRef directory = llvm::sys::path::parent_path(*onPath);
    if (hasTools(directory))
      return directory.str();
  }
  return makeError(wanted + " not found (not in " + venv.str() +
                   " nor on the PATH): run scripts/setup-iree.sh");
}

namespace {

/// A work directory and a tool lookup for one IREE invocation.
struct IreeSession {
  std::string tools;
  TemporaryDirectory work;

  std::string tool(llvm::StringRef name) const {
    llvm::SmallString<128> path(tools);
    llvm::sys::path::append(path, name);
    return path.str().str();
  }
  std::string file(llvm::StringRef name) const {
    llvm::SmallString<128> path(work.path);
    llvm::sys::path::append(path, name);
    return path.str().str();
  }
};

llvm::Error startSession(IreeSession &session, const IreeOptions &options,
                         bool runOnly = false) {
  llvm::Expected<std::string> tools = findIreeTools(options, runOnly);
  if (!tools)
    return tools.takeError();
  session.tools = *tools;
  if (std::error_code error = llvm::sys::fs::createUniqueDirectory(
          "ap-run-iree", session.work.path))
    return makeError("cannot create a temporary directory: " +
                     error.message());
  return llvm::Error::success();
}

/// Lowers a copy of `module`, writes it and compiles it into `binary`;
/// returns the seconds iree-compile took and sets `numResults` to
/// `entry`'s.
llvm::Expected<double> compileIn(const IreeSession &session, ModuleOp module,
                                 StringRef entry, const IreeOptions &options,
                                 llvm::StringRef binary, unsigned &numResults) {
  OwningOpRef<ModuleOp> lowered(module.clone());
  MLIRContext *context = module.getContext();
  PassManager pm(context);
  buildIreeLoweringPipeline(pm);
  if (failed(pm.run(*lowered)))
    return makeError("the program has no IREE form (see the diagnostic)");
  auto function = lowered->lookupSymbol<func::FuncOp>(entry);
  if (!function)
    return makeError("no function @" + entry);
  numResults = function.getNumResults();

  std::string source = session.file("program.mlir");
  llvm::StringRef targetOverride = getTargetOverride(options);
  if (!targetOverride.empty()) {
    // IREE's attribute, opaque here: its dialect is not registered.
    bool allowedUnregistered = context->allowsUnregisteredDialects();
    context->allowUnregisteredDialects();
    Attribute target = parseAttribute(targetOverride, context);
    context->allowUnregisteredDialects(allowedUnregistered);
    if (!target)
      return makeError("cannot parse the device target of " +
                       options.gpuChip);
    (*lowered)->setAttr("hal.device.targets",
                        ArrayAttr::get(context, {target}));
  }
  {
    std::error_code error;
    llvm::raw_fd_ostream os(source, error);
    if (error)
      return makeError("cannot write " + source + ": " + error.message());
    // Every constant in full, whatever --mlir-* printing options the tool
    // was given.
    OpPrintingFlags flags;
    flags.elideLargeElementsAttrs(std::numeric_limits<int64_t>::max());
    flags.elideLargeResourceString(std::numeric_limits<int64_t>::max());
    flags.printGenericOpForm(false);
    lowered->print(os, flags);
  }

  // The program's types as written: IREE demotes f64 to f32 by default.
  std::vector<std::string> arguments{
      source,
      "-o",
      binary.str(),
      "--iree-input-demote-f64-to-f32=false",
      "--iree-input-demote-i64-to-i32=false",
      // Diagnostics without the op's IR, so that the error line is seen.
      "--mlir-print-op-on-diagnostic=false"};
  if (options.device == IreeOptions::Device::CPU) {
    arguments.push_back("--iree-hal-target-device=local");
    arguments.push_back("--iree-hal-local-target-device-backends=llvm-cpu");
    arguments.push_back("--iree-llvmcpu-target-cpu=host");
  } else if (targetOverride.empty()) {
    arguments.push_back("--iree-hal-target-device=cuda");
    arguments.push_back("--iree-cuda-target=" + options.gpuChip);
  }
  return runTool(session.tool("iree-compile"), arguments,
                 session.file("log.txt"));
}

} // namespace

bool mlir::ap::hasCollectives(ModuleOp module) {
  bool found = false;
  module.walk([&](Operation *op) {
    if (isa<CollectiveOpInterface, GroupIndexOp>(op))
      found = true;
  });
  return found;
}

llvm::Expected<double> mlir::ap::compileWithIree(ModuleOp module,
                                                 StringRef entry,
                                                 const IreeOptions &options,
                                                 StringRef output) {
  IreeSession session;
  if (llvm::Error error = startSession(session, options))
    return std::move(error);
  unsigned numResults = 0;
  return compileIn(session, module, entry, options, output, numResults);
}

namespace {

/// Runs `function` of `binary` on `inputs` in `session`.
llvm::Expected<IreeRun> runIn(const IreeSession &session,
                              llvm::StringRef binary, StringRef function,
                              ArrayRef<HostTensor> inputs, unsigned numResults,
                              const IreeOptions &options) {
  IreeRun run;
  if (llvm::Error error = writeTensorFiles(session.work.path, "input", inputs))
    return makeError("cannot write the inputs: " +
                     llvm::toString(std::move(error)));
  std::vector<std::string> arguments{
      "--module=" + binary.str(),
      options.device == IreeOptions::Device::CPU ? "--device=local-task"
                                                 : "--device=cuda",
      "--function=" + function.str()};
  for (size_t index = 0; index < inputs.size(); ++index)
    arguments.push_back("--input=@" +
                        getTensorFilePath(session.work.path, "input", index));
  for (size_t index = 0; index < numResults; ++index)
    arguments.push_back("--output=@" +
                        getTensorFilePath(session.work.path, "output", index));
  llvm::Expected<double> ran = runTool(session.tool("iree-run-module"),
                                       arguments, session.file("log.txt"));
  if (!ran)
    return ran.takeError();
  run.runSeconds = *ran;
  for (size_t index = 0; index < numResults; ++index) {
    llvm::Expected<HostTensor> output = readNpyFile(
        getTensorFilePath(session.work.path, "output", index));
    if (!output)
      return makeError(llvm::formatv("output {0}: {1}", index,
                                     llvm::toString(output.takeError())));
    run.outputs.push_back(std::move(*output));
  }
  if (options.repetitions <= 1)
    return run;

  // Steady state: iree-benchmark-module's median over the repetitions, on
  // the same inputs.
  std::vector<std::string> benchmark(arguments.begin(),
                                     arguments.end() - numResults);
  benchmark.push_back(
      llvm::formatv("--benchmark_repetitions={0}", options.repetitions));
  // One step per repetition, as the other backends time them.
  benchmark.push_back("--benchmark_min_time=1x");
  std::string log = session.file("benchmark.txt");
  if (llvm::Expected<double> timed =
          runTool(session.tool("iree-benchmark-module"), benchmark, log);
      !timed)
    return timed.takeError();
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> text =
      llvm::MemoryBuffer::getFile(log);
  llvm::SmallVector<llvm::StringRef> match;
  llvm::Regex median("_median +([0-9.]+) (ns|us|ms|s) ");
  if (!text || !median.match((*text)->getBuffer(), &match))
    return makeError("no median in iree-benchmark-module's output:\n" +
                     describeLog(log));
  double value = 0;
  match[1].getAsDouble(value);
  double scale = llvm::StringSwitch<double>(match[2])
                     .Case("ns", 1e-9)
                     .Case("us", 1e-6)
                     .Case("ms", 1e-3)
                     .Default(1);
  run.runSeconds = value * scale;
  return run;
}

} // namespace

llvm::Expected<IreeRun> mlir::ap::runIreeModule(StringRef moduleFile,
                                                StringRef function,
                                                ArrayRef<HostTensor> inputs,
                                                unsigned numResults,
                                                const IreeOptions &options) {
  IreeSession session;
  if (llvm::Error error = startSession(session, options, /*runOnly=*/true))
    return std::move(error);
  return runIn(session, moduleFile, function, inputs, numResults, options);
}

namespace {

/// A session with `module` compiled into its program.vmfb.
struct CompiledSession {
  IreeSession session;
  std::string binary;
  unsigned numResults = 0;
  double compileSeconds = 0;
};

llvm::Error compileInNewSession(ModuleOp module, StringRef entry,
                                const IreeOptions &options,
                                CompiledSession &compiled) {
  if (llvm::Error error = startSession(compiled.session, options))
    return error;
  compiled.binary = compiled.session.file("program.vmfb");
  llvm::Expected<double> seconds =
      compileIn(compiled.session, module, entry, options, compiled.binary,
                compiled.numResults);
  if (!seconds)
    return seconds.takeError();
  compiled.compileSeconds = *seconds;
  return llvm::Error::success();
}

} // namespace

llvm::Expected<IreeRun> mlir::ap::runWithIree(ModuleOp module, StringRef entry,
                                              ArrayRef<HostTensor> inputs,
                                              const IreeOptions &options) {
  CompiledSession compiled;
  if (llvm::Error error = compileInNewSession(module, entry, options, compiled))
    return std::move(error);
  llvm::Expected<IreeRun> run = runIn(compiled.session, compiled.binary, entry,
                                      inputs, compiled.numResults, options);
  if (run)
    run->compileSeconds = compiled.compileSeconds;
  return run;
}

//===----------------------------------------------------------------------===//
// One process per rank
//===----------------------------------------------------------------------===//

/// Why a partitioned program with collectives does not run on IREE's CPU.
static llvm::Error refuseCollectivesOnCpu() {
  return makeError("IREE's CPU runtime has no collectives (its "
                   "hal.channel.create is not implemented): a partitioned "
                   "program with collectives runs through IREE on GPUs only "
                   "(--device=gpu)");
}

llvm::Expected<IreeRanksRun>
mlir::ap::runIreeModuleOnRanks(StringRef moduleFile, StringRef function,
                               ArrayRef<SmallVector<HostTensor>> rankInputs,
                               unsigned numResults, const IreeOptions &options,
                               bool hasCollectives) {
  if (hasCollectives && options.device == IreeOptions::Device::CPU)
    return refuseCollectivesOnCpu();
  IreeSession session;
  if (llvm::Error error = startSession(session, options, /*runOnly=*/true))
    return std::move(error);
  llvm::SmallVector<llvm::StringRef> launcherWords;
  llvm::StringRef(options.launcher)
      .split(launcherWords, ' ', -1, /*KeepEmpty=*/false);
  if (launcherWords.empty())
    return makeError("no launcher to start the ranks with");
  llvm::ErrorOr<std::string> launcher =
      llvm::sys::findProgramByName(launcherWords.front());
  if (!launcher)
    return makeError("cannot find " + launcherWords.front().str() +
                     ", which starts one iree-run-module per rank");

  // Per rank: its inputs, its outputs and a flag file naming them.
  for (auto [rank, inputs] : llvm::enumerate(rankInputs)) {
    llvm::SmallString<128> directory(session.work.path);
    llvm::sys::path::append(directory, "rank" + std::to_string(rank));
    if (std::error_code error = llvm::sys::fs::create_directory(directory))
      return makeError("cannot create " + directory + ": " + error.message());
    if (llvm::Error error = writeTensorFiles(directory, "input", inputs))
      return makeError(llvm::formatv("rank {0}'s inputs: {1}", rank,
                                     llvm::toString(std::move(error))));
    std::string flags = session.file("rank" + std::to_string(rank) + ".flags");
    std::error_code error;
    llvm::raw_fd_ostream os(flags, error);
    if (error)
      return makeError("cannot write " + flags + ": " + error.message());
    os << "--module=" << moduleFile << "\n--function=" << function << "\n"
       << (options.device == IreeOptions::Device::CPU ? "--device=local-task"
                                                      : "--device=cuda")
       << "\n";
    for (size_t index = 0; index < inputs.size(); ++index)
      os << "--input=@" << getTensorFilePath(directory, "input", index)
         << "\n";
    for (size_t index = 0; index < numResults; ++index)
      os << "--output=@" << getTensorFilePath(directory, "output", index)
         << "\n";
  }

  // Each process finds its flags by its rank (Open MPI's variable, else
  // MPICH's); on GPUs it sees only the GPU of its rank on the node.
  std::string prefix = session.file("rank");
  std::string script =
      "rank=${OMPI_COMM_WORLD_RANK:-${PMI_RANK:-0}}; "
      "local=${OMPI_COMM_WORLD_LOCAL_RANK:-${MPI_LOCALRANKID:-$rank}}; ";
  if (options.device == IreeOptions::Device::GPU)
    script += "export CUDA_VISIBLE_DEVICES=$local; ";
  script += "exec \"$0\" --flagfile=\"$1$rank.flags\"";
  std::vector<std::string> arguments;
  for (llvm::StringRef word : llvm::ArrayRef(launcherWords).drop_front())
    arguments.push_back(word.str());
  arguments.insert(arguments.end(),
                   {"-np", std::to_string(rankInputs.size()), "/bin/sh", "-c",
                    script, session.tool("iree-run-module"), prefix});
  // With repetitions, the whole job again (outputs of the first).
  IreeRanksRun run;
  for (unsigned job = 0; job < std::max(1u, options.repetitions); ++job) {
    llvm::Expected<double> ran =
        runTool(*launcher, arguments, session.file("log.txt"));
    if (!ran)
      return ran.takeError();
    run.jobSeconds.push_back(*ran);
  }
  for (size_t rank = 0; rank < rankInputs.size(); ++rank) {
    llvm::SmallString<128> directory(session.work.path);
    llvm::sys::path::append(directory, "rank" + std::to_string(rank));
    SmallVector<HostTensor> &outputs = run.outputs.emplace_back();
    for (size_t index = 0; index < numResults; ++index) {
      llvm::Expected<HostTensor> output =
          readNpyFile(getTensorFilePath(directory, "output", index));
      if (!output)
        return makeError(llvm::formatv("rank {0}'s output {1}: {2}", rank,
                                       index,
                                       llvm::toString(output.takeError())));
      outputs.push_back(std::move(*output));
    }
  }
  return run;
}

llvm::Expected<IreeRanksRun>
mlir::ap::runWithIreeOnRanks(ModuleOp module, StringRef entry,
                             ArrayRef<SmallVector<HostTensor>> rankInputs,
                             const IreeOptions &options) {
  bool collectives = hasCollectives(module);
  if (collectives && options.device == IreeOptions::Device::CPU)
    return refuseCollectivesOnCpu();
  CompiledSession compiled;
  if (llvm::Error error = compileInNewSession(module, entry, options, compiled))
    return std::move(error);
  llvm::Expected<IreeRanksRun> run =
      runIreeModuleOnRanks(compiled.binary, entry, rankInputs,
                           compiled.numResults, options, collectives);
  if (run)
    run->compileSeconds = compiled.compileSeconds;
  return run;
}
