//===- CheckpointRead.cpp - Reading ap-train's checkpoints ----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A checkpoint is checked before any of it is used: its manifest parses,
// every file holds the bytes the manifest says, and every tensor is the
// state of the step's argument it names (the same global type). A
// checkpoint written on the step's mesh in the step's layouts is read part
// by part (each rank its own bytes); any other is reassembled and
// re-sharded (an elastic restart on another mesh).
//
//===----------------------------------------------------------------------===//

#include "Checkpoint.h"
#include "CheckpointManifest.h"

#include "Shard/Execution/NpyFile.h"
#include "Shard/Execution/TensorDistribution.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstring>

using namespace mlir;
using namespace mlir::ap;

/// Whether `filePath` hashes to what its checksum file says.
static LogicalResult checkChecksum(const std::string &filePath) {
  std::string sumPath = getChecksumFileName(filePath);
  auto expected = llvm::MemoryBuffer::getFile(sumPath, /*IsText=*/true);
  if (!expected)
    return reportCheckpointError("cannot read " + sumPath + ": " +
                                 expected.getError().message() +
                                 " (every rank's file has its checksum)");
  auto contents = llvm::MemoryBuffer::getFile(filePath, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
  if (!contents)
    return reportCheckpointError("cannot read " + filePath + ": " +
                                 contents.getError().message());
  std::string actual = formatChecksum(llvm::ArrayRef(
      reinterpret_cast<const uint8_t *>((*contents)->getBufferStart()),
      (*contents)->getBufferSize()));
  StringRef recorded = (*expected)->getBuffer().trim();
  if (recorded != actual)
    return reportCheckpointError(filePath + " hashes to " + actual +
                                 ", its checksum file says " + recorded +
                                 ": a damaged checkpoint");
  return success();
}

/// Whether the manifest's parts fit its mesh and its files (their sizes and
/// checksums).
static LogicalResult checkFiles(const CheckpointManifest &manifest,
                                StringRef path) {
  int64_t ranks = getNumDevices(manifest.meshShape);
  llvm::StringMap<uint64_t> needed;
  for (const CheckpointTensor &tensor : manifest.tensors) {
    uint64_t bytes = getNumElements(tensor.localShape) *
                     runtime::getElementBytes(tensor.kind);
    if (tensor.argument < 0 ||
        static_cast<int64_t>(tensor.parts.size()) != ranks ||
        tensor.layout.has_value() != !manifest.meshShape.empty())
      return reportCheckpointError(path + ": " + tensor.name + " has " +
                                   llvm::Twine(tensor.parts.size()) +
                                   " parts, the mesh has " +
                                   llvm::Twine(ranks) + " devices");
    for (auto [rank, part] : llvm::enumerate(tensor.parts)) {
      if (part.rank != static_cast<int64_t>(rank) || part.bytes != bytes ||
          part.file.find('/') != std::string::npos)
        return reportCheckpointError(path + ": " + tensor.name + "'s part " +
                                     llvm::Twine(rank) +
                                     " does not match its shape");
      uint64_t &end = needed[part.file];
      end = std::max(end, part.offset + part.bytes);
    }
  }
  for (const auto &[file, bytes] : needed) {
    std::string filePath = joinCheckpointPath(path, file);
    uint64_t size = 0;
    if (std::error_code error = llvm::sys::fs::file_size(filePath, size))
      return reportCheckpointError("cannot read " + filePath + ": " +
                                   error.message());
    if (size != bytes)
      return reportCheckpointError(filePath + " has " + llvm::Twine(size) +
                                   " bytes, its manifest says " +
                                   llvm::Twine(bytes) +
                                   ": a truncated or damaged checkpoint");
    if (failed(checkChecksum(filePath)))
      return failure();
  }
  return success();
}

/// The manifest of the checkpoint at `path`, checked against its files.
static FailureOr<CheckpointManifest> loadManifest(MLIRContext &context,
                                                  StringRef path) {
  std::string manifestPath = joinCheckpointPath(path, "manifest.json");
  auto text = llvm::MemoryBuffer::getFile(manifestPath, /*IsText=*/true);
  if (!text)
    return reportCheckpointError("cannot read " + manifestPath + ": " +
                                 text.getError().message());
  llvm::Expected<CheckpointManifest> manifest =
      parseCheckpointManifest((*text)->getBuffer(), context);
  if (!manifest)
    return reportCheckpointError(manifestPath + ": " +
                                 llvm::toString(manifest.takeError()));
  if (failed(checkFiles(*manifest, path)))
    return failure();
  return std::move(*manifest);
}

/// Rank `rank`'s part of `tensor`, from its file.
static FailureOr<HostTensor>
readPart(StringRef path, const CheckpointTensor &tensor, int64_t rank) {
  const CheckpointTensor::Part &part = tensor.parts[rank];
  std::string filePath = joinCheckpointPath(path, part.file);
  auto bytes = llvm::MemoryBuffer::getFileSlice(
      filePath, part.bytes, part.offset, /*IsVolatile=*/false);
  if (!bytes)
    return reportCheckpointError("cannot read " + filePath + ": " +
                                 bytes.getError().message());
  HostTensor result(tensor.kind, tensor.localShape);
  std::memcpy(result.getData(), (*bytes)->getBufferStart(), part.bytes);
  return result;
}

/// The global value of `tensor`: every rank's part, reassembled.
static FailureOr<HostTensor> readGlobal(StringRef path,
                                        const CheckpointManifest &manifest,
                                        const CheckpointTensor &tensor) {
  SmallVector<HostTensor> parts;
  for (int64_t rank = 0; rank < static_cast<int64_t>(tensor.parts.size());
       ++rank) {
    FailureOr<HostTensor> part = readPart(path, tensor, rank);
    if (failed(part))
      return failure();
    parts.push_back(std::move(*part));
  }
  if (!tensor.layout)
    return std::move(parts.front());
  ReplicaCheck replicas;
  HostTensor global = assembleGlobalTensor(
      parts, manifest.meshShape, *tensor.layout, tensor.globalShape, replicas);
  if (replicas.differing)
    return reportCheckpointError(path + ": the replicas of " + tensor.name +
                                 " differ: a damaged checkpoint");
  return global;
}

/// The checkpoint's tensor of every state argument, checked against it.
static FailureOr<SmallVector<const CheckpointTensor *>>
matchState(const Step &step, const CheckpointManifest &manifest,
           StringRef path) {
  SmallVector<const CheckpointTensor *> byArgument(step.roles.size(), nullptr);
  for (const CheckpointTensor &tensor : manifest.tensors) {
    int64_t argument = tensor.argument;
    if (argument < 0 || argument >= static_cast<int64_t>(step.roles.size()) ||
        step.roles[argument] != ArgumentRole::State)
      return step.function.emitError()
             << "checkpoint " << path << " holds " << tensor.name
             << ", which the step does not update: a checkpoint of another "
                "model";
    const TensorSignature &value = step.program.getArguments()[argument];
    if (tensor.kind != value.kind || tensor.isComplex != value.isComplex ||
        tensor.globalShape != step.getGlobalShape(value))
      return emitError(step.getArgumentLoc(argument))
             << "checkpoint " << path << " holds " << tensor.name << " as "
             << describeTensorType(tensor.globalShape, tensor.kind)
             << ", but argument #" << argument << " is "
             << describeTensorType(step.getGlobalShape(value), value.kind)
             << ": a checkpoint of another model";
    byArgument[argument] = &tensor;
  }
  for (auto [argument, role] : llvm::enumerate(step.roles))
    if (role == ArgumentRole::State && !byArgument[argument])
      return emitError(step.getArgumentLoc(argument))
             << "checkpoint " << path << " holds nothing for argument #"
             << argument << ", which the step updates: a checkpoint of "
             << "another model";
  return byArgument;
}

/// Whether the parts of `tensor` are what the step's ranks hold of `value`.
static bool isLaidOutAsStep(const Step &step,
                            const CheckpointManifest &manifest,
                            const CheckpointTensor &tensor,
                            const TensorSignature &value) {
  if (manifest.meshShape != step.program.getMeshShape())
    return false;
  if (!tensor.layout)
    return true;
  return ArrayRef(tensor.localShape) == ArrayRef(value.shape) &&
         areEquivalent(manifest.meshShape, *tensor.layout, *value.layout);
}

LogicalResult mlir::ap::readCheckpoint(const Step &step, StringRef path,
                                       RankTensors &args) {
  FailureOr<CheckpointManifest> manifest =
      loadManifest(*step.function.getContext(), path);
  if (failed(manifest))
    return failure();
  FailureOr<SmallVector<const CheckpointTensor *>> tensors =
      matchState(step, *manifest, path);
  if (failed(tensors))
    return failure();
  for (auto [argument, tensor] : llvm::enumerate(*tensors)) {
    if (!tensor)
      continue;
    const TensorSignature &value = step.program.getArguments()[argument];
    if (isLaidOutAsStep(step, *manifest, *tensor, value)) {
      for (int64_t rank : step.getLocalRanks()) {
        FailureOr<HostTensor> part = readPart(path, *tensor, rank);
        if (failed(part))
          return failure();
        args[rank][argument] = std::move(*part);
      }
      continue;
    }
    FailureOr<HostTensor> global = readGlobal(path, *manifest, *tensor);
    if (failed(global))
      return failure();
    for (int64_t rank : step.getLocalRanks())
      args[rank][argument] = step.getRankPart(value, *global, rank);
  }
  return success();
}

LogicalResult mlir::ap::gatherCheckpoint(MLIRContext &context, StringRef path,
                                         StringRef out) {
  FailureOr<CheckpointManifest> manifest = loadManifest(context, path);
  if (failed(manifest))
    return failure();
  if (std::error_code error = llvm::sys::fs::create_directories(out))
    return reportCheckpointError("cannot create " + out + ": " +
                                 error.message());
  for (const CheckpointTensor &tensor : manifest->tensors) {
    FailureOr<HostTensor> global = readGlobal(path, *manifest, tensor);
    if (failed(global))
      return failure();
    if (llvm::Error error = writeNpyFile(
            getTensorFilePath(out, "input", tensor.argument), *global))
      return reportCheckpointError(llvm::toString(std::move(error)));
  }
  return success();
}
