//===- DataFiles.h - The samples ap-train reads -----------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// --data DIR: for each data argument, DIR/input_<argument>.npy, memory-
// mapped, whose dim 0 counts samples and whose other dims are the
// argument's without its batch dim (dim 0). Step k reads samples
// [k*B, (k+1)*B) (wrapping), B the argument's dim 0; each rank copies only
// the elements of its part (the plan's layout of the argument), and checks
// integer samples against the argument's ap.input_range.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APTRAIN_DATAFILES_H
#define SHARD_TOOLS_APTRAIN_DATAFILES_H

#include "Step.h"

#include "Shard/Execution/NpyFile.h"

#include "llvm/Support/MemoryBuffer.h"

#include <memory>

namespace mlir {
namespace ap {

class DataFile {
public:
  /// Opens the data file of `argument` and checks it against the
  /// argument (a diagnostic at the argument otherwise).
  static FailureOr<DataFile> open(const Step &step, StringRef directory,
                                  int64_t argument);

  /// The samples of step `stepIndex`: per rank held here, its part of the
  /// batch (in `args`, indexed by rank); fails with a diagnostic at the
  /// argument on a sample outside the argument's ap.input_range.
  LogicalResult readBatch(const Step &step, int64_t stepIndex,
                          RankTensors &args) const;

  int64_t getArgument() const { return argument; }
  /// The elements of one batch.
  int64_t getBatchElements() const;

private:
  LogicalResult readRankPart(const Step &step, int64_t stepIndex,
                             int64_t rank, HostTensor &part) const;

  std::string path;
  int64_t argument = 0;
  std::unique_ptr<llvm::MemoryBuffer> buffer;
  NpyHeader header;
  SmallVector<int64_t> batchShape;
};

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APTRAIN_DATAFILES_H
