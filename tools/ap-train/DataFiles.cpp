//===- DataFiles.cpp - The samples ap-train reads -------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "DataFiles.h"

#include "llvm/ADT/STLExtras.h"

#include <cstring>

using namespace mlir;
using namespace mlir::ap;

FailureOr<DataFile> DataFile::open(const Step &step, StringRef directory,
                                   int64_t argument) {
  DataFile file;
  file.path = getTensorFilePath(directory, "input", argument);
  file.argument = argument;
  Location loc = step.getArgumentLoc(argument);
  // Memory-mapped where the file is large enough: a rank touches the pages
  // of its own samples only.
  auto buffer = llvm::MemoryBuffer::getFile(file.path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return emitError(loc) << "cannot read " << file.path << ": "
                          << buffer.getError().message();
  file.buffer = std::move(*buffer);
  llvm::Expected<NpyHeader> header =
      parseNpyHeader(file.buffer->getBuffer());
  if (!header)
    return emitError(loc) << file.path << ": "
                          << llvm::toString(header.takeError());
  file.header = std::move(*header);
  const TensorSignature &signature = step.program.getArguments()[argument];
  file.batchShape = step.getGlobalShape(signature);
  ArrayRef<int64_t> shape = file.header.shape;
  ArrayRef<int64_t> sample = ArrayRef<int64_t>(file.batchShape).drop_front();
  if (file.batchShape.empty() || signature.isComplex ||
      file.header.kind != signature.kind || shape.empty() || shape[0] < 1 ||
      shape.drop_front() != sample)
    return emitError(loc)
           << file.path << " holds " << describeTensorType(shape, file.header.kind)
           << ", but argument #" << argument << " is a batch "
           << describeGlobalType(step, signature)
           << ": the file needs dim 0 counting samples (at least one) and "
              "the other dims "
           << describeTensorType(sample, signature.kind);
  size_t bytes = getNumElements(shape) *
                 runtime::getElementBytes(file.header.kind);
  if (file.buffer->getBufferSize() - file.header.dataOffset != bytes)
    return emitError(loc) << file.path << " has "
                          << file.buffer->getBufferSize() -
                                 file.header.dataOffset
                          << " bytes of data, its shape needs " << bytes;
  return file;
}

int64_t DataFile::getBatchElements() const {
  return getNumElements(batchShape);
}

LogicalResult DataFile::readBatch(const Step &step, int64_t stepIndex,
                                  RankTensors &args) const {
  for (int64_t rank : step.getLocalRanks())
    if (failed(readRankPart(step, stepIndex, rank, args[rank][argument])))
      return failure();
  return success();
}

/// Whether `value` is one the argument takes.
static bool isInRange(const TensorSignature::InputRange &range, int64_t value) {
  return (value >= range.low && value <= range.high) ||
         llvm::is_contained(range.extras, value);
}

LogicalResult DataFile::readRankPart(const Step &step, int64_t stepIndex,
                                     int64_t rank, HostTensor &part) const {
  const TensorSignature &signature = step.program.getArguments()[argument];
  // The batch in its global shape, with only this rank's box read.
  HostTensor batch(signature.kind, batchShape);
  TensorSlice box{SmallVector<int64_t>(batchShape.size(), 0), batchShape};
  if (step.program.isDistributed())
    box = getDeviceSlice(step.program.getMeshShape(), *signature.layout,
                         batchShape, getDeviceCoords(step.program.getMeshShape(),
                                                     rank));
  int64_t samples = header.shape[0];
  int64_t batchSize = batchShape[0];
  int64_t sampleElements = getNumElements(ArrayRef(batchShape).drop_front());
  size_t elementBytes = runtime::getElementBytes(signature.kind);
  const char *data = buffer->getBufferStart() + header.dataOffset;
  std::optional<TensorSignature::InputRange> range = signature.inputRange;
  bool failedRange = false;
  forEachInSlice(batchShape, box, [&](int64_t, int64_t index) {
    if (failedRange)
      return;
    int64_t row = index / sampleElements;
    int64_t sample = (stepIndex * batchSize + row) % samples;
    int64_t element = index % sampleElements;
    std::memcpy(static_cast<char *>(batch.getData()) + index * elementBytes,
                data + (sample * sampleElements + element) * elementBytes,
                elementBytes);
    if (!range || isInRange(*range, batch.getSigned(index)))
      return;
    failedRange = true;
    emitError(step.getArgumentLoc(argument))
        << path << ": sample " << sample
        << (sampleElements > 1 || batchShape.size() > 1
                ? ", element " +
                      formatIndex(ArrayRef(batchShape).drop_front(), element)
                : std::string())
        << " is " << batch.getSigned(index) << ", outside argument #"
        << argument
        << "'s ap.input_range [" << range->low << ", " << range->high << "]";
  });
  if (failedRange)
    return failure();
  part = step.getRankPart(signature, batch, rank);
  return success();
}
