//===- Checkpoint.h - ap-train's checkpoints --------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// DIR/step-<k>/ holds the training state after k updates: rank-<r>.bin per
// rank (its parts of every state tensor, one after the other) and
// manifest.json (per tensor: its name, argument, element type, global and
// per-device shape, layout on the mesh, and which bytes of which file hold
// each rank's part). A checkpoint is written into step-<k>.tmp-<pid>/ and
// renamed, so that a crash leaves no half checkpoint and never touches the
// last good one. docs/Training.md.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APTRAIN_CHECKPOINT_H
#define SHARD_TOOLS_APTRAIN_CHECKPOINT_H

#include "Step.h"

#include "Shard/Placement/ShardingLayout.h"

#include <string>

namespace mlir {
namespace ap {

/// One state tensor of a checkpoint.
struct CheckpointTensor {
  /// "input_<argument>", as --init names its file.
  std::string name;
  int64_t argument = 0;
  ElementType kind = ElementType::F32;
  bool isComplex = false;
  /// As held (a complex tensor's pairs: a last dim of 2).
  SmallVector<int64_t> globalShape, localShape;
  /// The layout on the checkpoint's mesh (none: a step on one device).
  std::optional<ShardingLayout> layout;
  struct Part {
    int64_t rank = 0;
    std::string file;
    uint64_t offset = 0, bytes = 0;
  };
  /// One per rank, in rank order.
  SmallVector<Part> parts;
};

struct CheckpointManifest {
  /// The updates the state has had: the next step's number.
  int64_t step = 0;
  std::string entry;
  std::string meshName;
  /// Empty: a step on one device.
  SmallVector<int64_t> meshShape;
  SmallVector<CheckpointTensor, 0> tensors;
};

/// Prints "ap-train: MESSAGE" as an error; failure().
LogicalResult reportCheckpointError(const llvm::Twine &message);

/// The checksum file beside a rank's file (`rank-N.bin.xxh3`: the xxh3 64-bit
/// hash of its bytes, 16 hex digits), which its rank writes with it and
/// every read checks, so that a damaged file that keeps its size is found.
std::string getChecksumFileName(StringRef file);
std::string formatChecksum(ArrayRef<uint8_t> bytes);

/// DIRECTORY/NAME.
std::string joinCheckpointPath(StringRef directory, StringRef name);

/// Writes the state tensors of `args` (every rank held here) as
/// DIR/step-<updates>/; every rank calls it.
LogicalResult writeCheckpoint(const Step &step, StringRef directory,
                              int64_t updates, const RankTensors &args);

/// Removes the `step-<k>.tmp-<pid>` directories of `directory` that a
/// process no longer running on this machine left (a run killed while it
/// wrote a checkpoint), saying so; a live writer's stays.
void removeAbandonedCheckpoints(StringRef directory);

/// DIR/step-<k> with the largest k whose manifest is there (a complete
/// checkpoint), or DIR/step-<from> when `from` >= 0; with its k.
FailureOr<std::pair<std::string, int64_t>> findCheckpoint(StringRef directory,
                                                          int64_t from);

/// Replaces the state tensors of `args` (every rank held here) by the
/// checkpoint's; a checkpoint of another mesh or layout is re-sharded.
/// Errors name the checkpoint; a tensor that does not match its argument
/// (another model) is located at the argument.
LogicalResult readCheckpoint(const Step &step, StringRef path,
                             RankTensors &args);

/// --gather: every tensor of the checkpoint at `path` as a global
/// OUT/<name>.npy.
LogicalResult gatherCheckpoint(MLIRContext &context, StringRef path,
                               StringRef out);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APTRAIN_CHECKPOINT_H
