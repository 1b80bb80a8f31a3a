//===- Checkpoint.cpp - ap-train's checkpoints ----------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Checkpoint.h"
#include "CheckpointManifest.h"

#include "Shard/Execution/NpyFile.h"
#include "Shard/Execution/RankProcesses.h"
#include "Shard/Execution/SpmdRunner.h"
#include "Shard/Execution/TensorDistribution.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <csignal>
#include <unistd.h>

using namespace mlir;
using namespace mlir::ap;

LogicalResult mlir::ap::reportCheckpointError(const llvm::Twine &message) {
  llvm::errs() << "ap-train: " + message.str() + "\n";
  return failure();
}

std::string mlir::ap::joinCheckpointPath(StringRef directory, StringRef name) {
  SmallString<128> path(directory);
  llvm::sys::path::append(path, name);
  return std::string(path);
}

std::string mlir::ap::getChecksumFileName(StringRef file) {
  return (file + ".xxh3").str();
}

std::string mlir::ap::formatChecksum(ArrayRef<uint8_t> bytes) {
  return llvm::utohexstr(llvm::xxh3_64bits(bytes), /*LowerCase=*/true,
                         /*Width=*/16);
}

static size_t getBytes(const HostTensor &tensor) {
  return tensor.getNumElements() * runtime::getElementBytes(tensor.getKind());
}

/// Writes `contents` to `path` and flushes it to the disk.
static LogicalResult
writeDurably(StringRef path,
             llvm::function_ref<void(llvm::raw_ostream &)> contents) {
  int fd = -1;
  if (std::error_code error = llvm::sys::fs::openFileForWrite(path, fd))
    return reportCheckpointError("cannot write " + path + ": " +
                                 error.message());
  bool written;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/false);
    contents(os);
    os.flush();
    written = !os.has_error();
    os.clear_error();
  }
  bool synced = written && ::fsync(fd) == 0;
  if (::close(fd) != 0 || !synced)
    return reportCheckpointError("cannot write " + path);
  return success();
}

/// The manifest of the state of `step` (no data read: every rank's part of
/// a value has the same shape).
static CheckpointManifest describeState(const Step &step, int64_t updates) {
  CheckpointManifest manifest;
  manifest.step = updates;
  manifest.entry = step.program.getEntryName().str();
  manifest.meshName = step.program.getMeshName().str();
  manifest.meshShape.assign(step.program.getMeshShape().begin(),
                            step.program.getMeshShape().end());
  SmallVector<uint64_t> offsets(step.getNumRanks(), 0);
  for (auto [index, role] : llvm::enumerate(step.roles)) {
    if (role != ArgumentRole::State)
      continue;
    const TensorSignature &value = step.program.getArguments()[index];
    CheckpointTensor &tensor = manifest.tensors.emplace_back();
    tensor.name = "input_" + std::to_string(index);
    tensor.argument = index;
    tensor.kind = value.kind;
    tensor.isComplex = value.isComplex;
    tensor.globalShape = step.getGlobalShape(value);
    tensor.localShape.assign(value.shape.begin(), value.shape.end());
    tensor.layout = value.layout;
    uint64_t bytes =
        getNumElements(value.shape) * runtime::getElementBytes(value.kind);
    for (int64_t rank = 0; rank < step.getNumRanks(); ++rank) {
      tensor.parts.push_back({rank, "rank-" + std::to_string(rank) + ".bin",
                              offsets[rank], bytes});
      offsets[rank] += bytes;
    }
  }
  return manifest;
}

LogicalResult mlir::ap::writeCheckpoint(const Step &step, StringRef directory,
                                        int64_t updates,
                                        const RankTensors &args) {
  std::string final =
      joinCheckpointPath(directory, "step-" + std::to_string(updates));
  std::string temporary =
      final + ".tmp-" + std::to_string(llvm::sys::Process::getProcessId());
  if (step.isLeader()) {
    if (std::error_code error = llvm::sys::fs::create_directories(temporary))
      return reportCheckpointError("cannot create " + temporary + ": " +
                                   error.message());
  }
  // Under mpirun every rank writes into rank 0's directory.
  if (step.processBackend && step.program.isDistributed())
    temporary = shareFromRankZero(*step.processBackend, temporary);
  for (int64_t rank : step.getLocalRanks()) {
    std::string name = "rank-" + std::to_string(rank) + ".bin";
    std::vector<uint8_t> contents;
    for (auto [index, role] : llvm::enumerate(step.roles))
      if (role == ArgumentRole::State) {
        const auto *data =
            static_cast<const uint8_t *>(args[rank][index].getData());
        contents.insert(contents.end(), data,
                        data + getBytes(args[rank][index]));
      }
    if (failed(writeDurably(joinCheckpointPath(temporary, name),
                            [&](llvm::raw_ostream &os) {
                              os.write(reinterpret_cast<const char *>(
                                           contents.data()),
                                       contents.size());
                            })) ||
        failed(writeDurably(
            joinCheckpointPath(temporary, getChecksumFileName(name)),
            [&](llvm::raw_ostream &os) {
              os << formatChecksum(contents) << "\n";
            })))
      return failure();
  }
  step.barrier("writing a checkpoint");
  if (!step.isLeader())
    return success();
  CheckpointManifest manifest = describeState(step, updates);
  MLIRContext &context = *step.function.getContext();
  if (failed(writeDurably(joinCheckpointPath(temporary, "manifest.json"),
                          [&](llvm::raw_ostream &os) {
                            os << printCheckpointManifest(manifest, context);
                          })))
    return failure();
  if (llvm::sys::fs::exists(final)) {
    // Never replace a checkpoint: the one there is complete (a resumed run
    // that retraces steps writes the same state again).
    llvm::sys::fs::remove_directories(temporary);
    llvm::errs() << "ap-train: " << final << " exists; kept\n";
    return success();
  }
  if (std::error_code error = llvm::sys::fs::rename(temporary, final))
    return reportCheckpointError("cannot rename " + temporary + " to " + final +
                                 ": " + error.message());
  return success();
}

void mlir::ap::removeAbandonedCheckpoints(StringRef directory) {
  std::error_code error;
  SmallVector<std::string> abandoned;
  for (llvm::sys::fs::directory_iterator entry(directory, error), end;
       !error && entry != end; entry.increment(error)) {
    StringRef name = llvm::sys::path::filename(entry->path());
    int64_t step, pid;
    if (!name.consume_front("step-"))
      continue;
    auto [number, writer] = name.split(".tmp-");
    if (number.getAsInteger(10, step) || writer.getAsInteger(10, pid) ||
        pid <= 0)
      continue;
    // No such process: its writer is gone (a live one, or one this user
    // may not signal, keeps its directory).
    if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
      abandoned.push_back(entry->path());
  }
  for (const std::string &path : abandoned) {
    llvm::sys::fs::remove_directories(path);
    llvm::errs() << "ap-train: removed " << path
                 << ", a checkpoint its writer (no longer running) did not "
                    "finish\n";
  }
}

FailureOr<std::pair<std::string, int64_t>>
mlir::ap::findCheckpoint(StringRef directory, int64_t from) {
  if (from >= 0) {
    std::string path =
        joinCheckpointPath(directory, "step-" + std::to_string(from));
    if (!llvm::sys::fs::exists(joinCheckpointPath(path, "manifest.json")))
      return reportCheckpointError("no checkpoint " + path +
                                   " (no manifest.json)");
    return std::make_pair(path, from);
  }
  std::error_code error;
  std::optional<std::pair<std::string, int64_t>> newest;
  for (llvm::sys::fs::directory_iterator entry(directory, error), end;
       !error && entry != end; entry.increment(error)) {
    StringRef name = llvm::sys::path::filename(entry->path());
    int64_t step;
    // step-<k>.tmp-<pid> is a checkpoint being written, or abandoned.
    if (!name.consume_front("step-") || name.getAsInteger(10, step) ||
        !llvm::sys::fs::exists(
            joinCheckpointPath(entry->path(), "manifest.json")))
      continue;
    if (!newest || step > newest->second)
      newest = std::make_pair(entry->path(), step);
  }
  if (error)
    return reportCheckpointError("cannot list " + directory + ": " +
                                 error.message());
  if (!newest)
    return reportCheckpointError("no complete checkpoint in " + directory);
  return *newest;
}
