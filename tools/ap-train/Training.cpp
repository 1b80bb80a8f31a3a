//===- Training.cpp - ap-train's step loop --------------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Each rank keeps its part of every argument between steps. A step reads
// the data arguments' batches (each rank its part), runs the ranks, and
// swaps every result marked ap.update_of into its argument's place, rank by
// rank; only the loss (result 0, a scalar) is assembled, for the report.
//
//===----------------------------------------------------------------------===//

#include "Training.h"
#include "Checkpoint.h"
#include "DataFiles.h"
#include "IreeStep.h"
#include "Options.h"

#include "Shard/Execution/ExecutionBackend.h"
#include "Shard/Execution/NpyFile.h"
#include "Shard/Execution/SpmdRunner.h"
#include "Shard/Runtime/CollectiveRuntime.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ap;

/// The global value of argument `argument` from --init, or zeros for
/// updated state without a file.
static FailureOr<HostTensor> readInitialValue(const Step &step,
                                              StringRef initDir,
                                              int64_t argument) {
  const TensorSignature &value = step.program.getArguments()[argument];
  SmallVector<int64_t> shape = step.getGlobalShape(value);
  std::string path = getTensorFilePath(initDir, "input", argument);
  Location loc = step.getArgumentLoc(argument);
  if (initDir.empty() || !llvm::sys::fs::exists(path)) {
    if (step.roles[argument] == ArgumentRole::State)
      return HostTensor(value.kind, shape);
    return emitError(loc) << "argument #" << argument
                          << " is neither updated by the step nor data, and "
                          << (initDir.empty() ? "there is no --init"
                                              : "there is no " + path);
  }
  llvm::Expected<HostTensor> tensor = readNpyFile(path);
  if (!tensor)
    return emitError(loc) << "--init: " << llvm::toString(tensor.takeError());
  if (tensor->getKind() != value.kind || tensor->getShape() != ArrayRef(shape))
    return emitError(loc) << path << " holds "
                          << describeTensorType(tensor->getShape(),
                                                tensor->getKind())
                          << ", but argument #" << argument << " is "
                          << describeGlobalType(step, value);
  return std::move(*tensor);
}

FailureOr<RankTensors> mlir::ap::initializeArguments(const Step &step,
                                                     StringRef initDir) {
  ArrayRef<TensorSignature> arguments = step.program.getArguments();
  RankTensors args(step.getNumRanks());
  SmallVector<int64_t> local = step.getLocalRanks();
  for (int64_t rank : local)
    args[rank].resize(arguments.size());
  for (auto [index, value] : llvm::enumerate(arguments)) {
    if (step.roles[index] == ArgumentRole::Data) {
      for (int64_t rank : local)
        args[rank][index] = HostTensor(value.kind, value.shape);
      continue;
    }
    FailureOr<HostTensor> global = readInitialValue(step, initDir, index);
    if (failed(global))
      return failure();
    for (int64_t rank : local)
      args[rank][index] = step.getRankPart(value, *global, rank);
  }
  return args;
}

namespace {
/// What a step reports: its loss and speed.
struct StepReport {
  double loss = 0;
  double seconds = 0;
  /// Of `seconds`, the calling rank's in collectives (the first rank held
  /// here: the process's MPI rank, or the threads' rank 0, which runs on
  /// the calling thread).
  double collectiveSeconds = 0;
};
} // namespace

/// Every rank's part of result `index` (those of ranks held elsewhere:
/// placeholders that Step::assemble fills).
static SmallVector<HostTensor> getResultParts(const Step &step,
                                              RankTensors &results,
                                              int64_t index) {
  const TensorSignature &value = step.program.getResults()[index];
  SmallVector<HostTensor> parts;
  for (int64_t rank = 0; rank < step.getNumRanks(); ++rank)
    parts.push_back(results[rank].empty()
                        ? HostTensor(value.kind, value.shape)
                        : results[rank][index]);
  return parts;
}

/// Runs a step on every rank held here, feeding the updates back: as they
/// are, or re-sharded where the plan lays an update out differently from
/// its argument.
static FailureOr<StepReport> runStep(const Step &step, RankTensors &args,
                                     RankTensors &results,
                                     runtime::InProcessWorld &world) {
  const CompiledProgram &program = step.program;
  auto invoke = [&](int64_t rank) {
    SmallVector<const HostTensor *> in;
    for (const HostTensor &arg : args[rank])
      in.push_back(&arg);
    SmallVector<HostTensor *> out;
    for (HostTensor &result : results[rank])
      out.push_back(&result);
    program.invoke(in, out);
  };
  StepReport report;
  double collectivesBefore = runtime::getCollectiveSeconds();
  if (step.iree) {
    FailureOr<double> seconds = runIreeStep(step, args, results);
    if (failed(seconds))
      return failure();
    report.seconds = *seconds;
  } else if (program.isDistributed() && step.processBackend)
    report.seconds = runOnRanks(step.getNumRanks(), invoke,
                                step.processBackend, collectivesOption)
                         .seconds;
  else
    report.seconds = runOnRanks(world.getNumRanks(), invoke, nullptr,
                                collectivesOption, &world)
                         .seconds;
  report.collectiveSeconds =
      runtime::getCollectiveSeconds() - collectivesBefore;
  // The loss: result 0 of every rank, assembled.
  SmallVector<HostTensor> losses = getResultParts(step, results, 0);
  report.loss = step.assemble(program.getResults()[0], losses).get(0);
  for (auto [argument, result] : llvm::enumerate(step.updatedBy)) {
    if (!result)
      continue;
    if (!step.relaidOut[argument]) {
      for (int64_t rank : step.getLocalRanks())
        std::swap(args[rank][argument], results[rank][*result]);
      continue;
    }
    HostTensor global = step.assemble(program.getResults()[*result],
                                      getResultParts(step, results, *result));
    for (int64_t rank : step.getLocalRanks())
      args[rank][argument] =
          step.getRankPart(program.getArguments()[argument], global, rank);
  }
  return report;
}

/// The data files of the step's data arguments.
static FailureOr<std::vector<DataFile>> openDataFiles(const Step &step) {
  std::vector<DataFile> files;
  for (auto [index, role] : llvm::enumerate(step.roles)) {
    if (role != ArgumentRole::Data)
      continue;
    FailureOr<DataFile> file = DataFile::open(step, dataDir, index);
    if (failed(file))
      return failure();
    files.push_back(std::move(*file));
  }
  return files;
}

/// The tokens of a step: the elements of the first integer data argument
/// (a batch of token ids), else the samples of the first data argument.
static int64_t getTokensPerStep(const Step &step,
                                ArrayRef<DataFile> files) {
  for (const DataFile &file : files)
    if (!isFloatingPoint(step.program.getArguments()[file.getArgument()].kind))
      return file.getBatchElements();
  if (files.empty())
    return 1;
  return step.getGlobalShape(
      step.program.getArguments()[files.front().getArgument()])[0];
}

namespace {
/// A progress bar on stderr, where stderr is a terminal (rank 0 only); the
/// step lines on stdout pass above it.
class ProgressBar {
public:
  ProgressBar(const Step &step, int64_t first, int64_t last)
      : shown(step.isLeader() && llvm::errs().is_displayed()), first(first),
        last(last) {}
  ~ProgressBar() {
    if (shown)
      llvm::errs() << "\r\033[K";
  }
  void clear() {
    if (shown)
      llvm::errs() << "\r\033[K";
  }
  void show(int64_t done) {
    if (!shown || last <= first)
      return;
    constexpr int64_t width = 40;
    int64_t filled = width * (done - first) / (last - first);
    llvm::errs() << "[" << std::string(filled, '#')
                 << std::string(width - filled, ' ') << "] " << done << "/"
                 << last;
  }

private:
  bool shown;
  int64_t first, last;
};
} // namespace

/// The measured step (the median of the steps after the first, which
/// pays the first touch of every buffer) beside the plan's prediction.
static void reportStepTime(const Step &step, ArrayRef<double> seconds,
                           ArrayRef<double> collectiveSeconds) {
  if (!step.isLeader() || seconds.size() < 2)
    return;
  double measured = getMedian(SmallVector<double>(seconds.drop_front()));
  double inCollectives =
      getMedian(SmallVector<double>(collectiveSeconds.drop_front()));
  llvm::outs() << "ap-train: ";
  if (step.predictedStep)
    llvm::outs() << llvm::format("predicted step %.3f ms, ",
                                 *step.predictedStep * 1e3);
  llvm::outs() << llvm::format("measured %.3f ms (median of %zu steps after "
                               "the first)",
                               measured * 1e3, seconds.size() - 1);
  if (step.predictedStep && *step.predictedStep > 0)
    llvm::outs() << llvm::format(", ratio %.2f (measured / predicted)",
                                 measured / *step.predictedStep);
  if (step.getNumRanks() > 1 && !step.iree)
    llvm::outs() << llvm::format("; in collectives %.3f ms (median)",
                                 inCollectives * 1e3);
  llvm::outs() << "\n";
}

/// Whether a checkpoint is due after `updates` updates.
static bool isCheckpointDue(int64_t updates) {
  if (checkpointDir.empty())
    return false;
  return updates == stepsOption ||
         (checkpointEvery && updates % checkpointEvery == 0);
}

LogicalResult mlir::ap::train(const Step &step, RankTensors &args,
                              int64_t first) {
  FailureOr<std::vector<DataFile>> files = openDataFiles(step);
  if (failed(files))
    return failure();
  int64_t tokens = getTokensPerStep(step, *files);
  RankTensors results(step.getNumRanks());
  for (int64_t rank : step.getLocalRanks())
    for (const TensorSignature &result : step.program.getResults())
      results[rank].emplace_back(result.kind, result.shape);
  if (!checkpointDir.empty() && step.isLeader())
    removeAbandonedCheckpoints(checkpointDir);
  ProgressBar bar(step, first, stepsOption);
  // On threads, one world serves every step: its rank threads stay.
  runtime::InProcessWorld world(
      step.program.isDistributed() && !step.processBackend
          ? step.getNumRanks()
          : 1);
  SmallVector<double> seconds, collectiveSeconds;
  for (int64_t index = first; index < stepsOption; ++index) {
    for (const DataFile &file : *files)
      if (failed(file.readBatch(step, index, args)))
        return failure();
    FailureOr<StepReport> report = runStep(step, args, results, world);
    if (failed(report))
      return failure();
    seconds.push_back(report->seconds);
    collectiveSeconds.push_back(report->collectiveSeconds);
    bar.clear();
    llvm::outs() << llvm::format("step %lld loss %.9g tokens/s %.1f\n",
                                 static_cast<long long>(index), report->loss,
                                 tokens / std::max(report->seconds, 1e-9));
    llvm::outs().flush();
    bar.show(index + 1);
    if (isCheckpointDue(index + 1) &&
        failed(writeCheckpoint(step, checkpointDir, index + 1, args)))
      return failure();
  }
  reportStepTime(step, seconds, collectiveSeconds);
  if (step.iree && stepsOption > first)
    return reportIreeSteadyState(step, args, tokens);
  return success();
}
