//===- Calibration.cpp - The machine at hand as a target ------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Calibration.h"
#include "MicroPrograms.h"

#include "Shard/Placement/MeshAlgebra.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <functional>
#include <unistd.h>

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The sizes and repetitions of one calibration (full or --quick).
struct Sizes {
  int64_t floorCount, floorReps;
  int64_t streamElements, streamCount, streamReps;
  int64_t vectorElements, vectorCount, vectorReps;
  int64_t gemmN, gemmCount, gemmReps;
  int64_t latencyCount, latencyReps;
  int64_t busElements, busCount, busReps;
  /// Seconds each timed program runs at least, on every rank at once.
  double minSeconds;
};

constexpr Sizes kFull = {64, 200, 1 << 22, 4, 10, 1 << 14, 8, 20, 256, 3,
                         10, 32, 50, 1 << 20, 4, 6, 0.3};
constexpr Sizes kQuick = {8, 10, 1 << 14, 2, 3, 1 << 10, 2, 3, 32, 2,
                          3, 4, 5, 1 << 12, 2, 3, 0.01};

/// Times a kernel repeated `count` times in one call and once; the seconds
/// one more kernel adds. Appends the row (its value is filled later).
class KernelTimer {
public:
  KernelTimer(MLIRContext &context, const CalibrationOptions &options,
        const Sizes &sizes, Calibration &calibration)
      : context(context), options(options), sizes(sizes),
        calibration(calibration) {}

  /// `collective`: the program synchronizes its ranks, which must then
  /// make the same number of calls (`reps`, no minimum time).
  FailureOr<double> perKernel(StringRef figure, std::string program,
                              llvm::function_ref<std::string(int64_t)> source,
                              int64_t count, int64_t reps,
                              bool collective = false) {
    double minSeconds = collective ? 0 : sizes.minSeconds;
    FailureOr<Sample> many =
        timeProgram(context, source(count), options.setup, reps, minSeconds);
    if (failed(many))
      return failure();
    FailureOr<Sample> once =
        timeProgram(context, source(1), options.setup, reps, minSeconds);
    if (failed(once))
      return failure();
    calibration.rows.push_back(
        {figure.str(), "", std::move(program), *many, *once, count});
    // A difference of means (Sample::mean); at least a nanosecond where
    // noise makes the two calls equal.
    return std::max((many->mean - once->mean) / (count - 1), 1e-9);
  }

  CalibrationRow &last() { return calibration.rows.back(); }
  ContractionLowering getContractions() const {
    return options.setup.contractions;
  }

private:
  MLIRContext &context;
  const CalibrationOptions &options;
  const Sizes &sizes;
  Calibration &calibration;
};

/// The mesh the micro-programs run on: 2 x n/2 where that has groups of
/// two sizes (n > 2 and even), else n.
SmallVector<int64_t> getCalibrationMesh(int64_t ranks) {
  if (ranks > 2 && ranks % 2 == 0)
    return {2, ranks / 2};
  return {ranks};
}

/// The groups a latency is measured over: each axis, and all of them.
SmallVector<SmallVector<int64_t>> getGroups(ArrayRef<int64_t> mesh) {
  SmallVector<SmallVector<int64_t>> groups;
  SmallVector<int64_t> all;
  for (int64_t axis = 0; axis < static_cast<int64_t>(mesh.size()); ++axis) {
    groups.push_back({axis});
    all.push_back(axis);
  }
  if (all.size() > 1)
    groups.push_back(all);
  return groups;
}

/// latency + (n - 1) hop through the (n, seconds) points, least squares;
/// no hop where there is one size or the slope is negative.
std::pair<double, double> fitLatency(ArrayRef<std::pair<int64_t, double>> points) {
  double meanX = 0, meanY = 0;
  for (auto [n, seconds] : points) {
    meanX += n - 1;
    meanY += seconds;
  }
  meanX /= points.size();
  meanY /= points.size();
  double sxx = 0, sxy = 0;
  for (auto [n, seconds] : points) {
    sxx += (n - 1 - meanX) * (n - 1 - meanX);
    sxy += (n - 1 - meanX) * (seconds - meanY);
  }
  double hop = sxx > 0 ? std::max(sxy / sxx, 0.0) : 0.0;
  double latency = std::max(meanY - hop * meanX, 0.0);
  return {latency, hop};
}

std::string formatSeconds(double seconds) {
  if (seconds < 1e-3)
    return llvm::formatv("{0:f2} us", seconds * 1e6);
  return llvm::formatv("{0:f3} ms", seconds * 1e3);
}

} // namespace

/// The floor, the bandwidth and the GEMM rates: the device's figures.
static LogicalResult measureDevice(KernelTimer &timer, const Sizes &sizes,
                                   ArrayRef<int64_t> mesh,
                                   Calibration &calibration) {
  TargetDescription &target = calibration.target;
  StringRef contractionName =
      timer.getContractions() == ContractionLowering::Gemm ? "GEMM" : "loops";
  // The least kernel: not a field, but the call's own cost comes from it.
  FailureOr<double> add = timer.perKernel(
      "smallest kernel (no field)",
      llvm::formatv("add of 256 f32, {0} per call", sizes.floorCount),
      [&](int64_t count) { return getElementwiseProgram(mesh, 256, count); },
      sizes.floorCount, sizes.floorReps);
  if (failed(add))
    return failure();
  timer.last().value = formatSeconds(*add);
  calibration.callOverhead = std::max(timer.last().once.mean - *add, 0.0);

  // The floor: what a small kernel of a step costs, over the kinds a step
  // is made of (reductions, broadcasts, transposes, transcendentals), not
  // only the cheapest one.
  int64_t blocks = std::max<int64_t>(2, sizes.floorCount / kKernelMixKernels);
  FailureOr<double> block = timer.perKernel(
      "kernel_floor",
      llvm::formatv("{0} small kernels of a step's kinds on 2x8x16 f32, {1} "
                    "per call",
                    kKernelMixKernels, blocks * kKernelMixKernels),
      [&](int64_t count) { return getKernelMixProgram(mesh, count); }, blocks,
      sizes.floorReps);
  if (failed(block))
    return failure();
  target.kernelFloor = *block / kKernelMixKernels;
  timer.last().value = formatSeconds(target.kernelFloor);

  FailureOr<double> stream = timer.perKernel(
      "memory_bandwidth",
      llvm::formatv("add of {0} f32, {1} per call", sizes.streamElements,
                    sizes.streamCount),
      [&](int64_t count) {
        return getElementwiseProgram(mesh, sizes.streamElements, count);
      },
      sizes.streamCount, sizes.streamReps);
  if (failed(stream))
    return failure();
  target.memoryBandwidth = 12.0 * sizes.streamElements / *stream;
  timer.last().value =
      llvm::formatv("{0:f2} GB/s", target.memoryBandwidth / 1e9).str();

  // Arithmetic outside contractions, in the cache (64 KiB per operand):
  // the loops' own rate, then what a transcendental call adds.
  double vectorOps = 2.0 * sizes.vectorElements;
  FailureOr<double> arithmetic = timer.perKernel(
      "vector_flops",
      llvm::formatv("x * y + z on {0} f32, {1} per call", sizes.vectorElements,
                    sizes.vectorCount),
      [&](int64_t count) {
        return getArithmeticProgram(mesh, sizes.vectorElements, count,
                                    /*transcendental=*/false);
      },
      sizes.vectorCount, sizes.vectorReps);
  if (failed(arithmetic))
    return failure();
  target.vectorFlops = vectorOps / *arithmetic;
  timer.last().value =
      llvm::formatv("{0:f2} GFLOP/s", target.vectorFlops / 1e9).str();
  FailureOr<double> calls = timer.perKernel(
      "transcendental_flops",
      llvm::formatv("tanh, exp, expm1, log1p on {0} f32, {1} per call",
                    sizes.vectorElements, sizes.vectorCount),
      [&](int64_t count) {
        return getArithmeticProgram(mesh, sizes.vectorElements, count,
                                    /*transcendental=*/true);
      },
      sizes.vectorCount, sizes.vectorReps);
  if (failed(calls))
    return failure();
  // kTranscendentalOps operations and kTranscendentalCalls calls per
  // element; a call is at least an operation.
  double elements = sizes.vectorElements;
  target.transcendentalFlops = std::max(
      (*calls * target.vectorFlops - kTranscendentalOps * elements) /
          (kTranscendentalCalls * elements),
      1.0);
  timer.last().value =
      llvm::formatv("{0:f1} operations", target.transcendentalFlops).str();

  for (StringRef type : {"f32", "f64", "bf16", "f16"}) {
    FailureOr<double> gemm = timer.perKernel(
        ("peak_flops." + type).str(),
        llvm::formatv("matmul {0}^3 {1} ({2}), {3} per call", sizes.gemmN,
                      type, contractionName, sizes.gemmCount),
        [&](int64_t count) {
          return getGemmProgram(mesh, type, sizes.gemmN, count);
        },
        sizes.gemmCount, sizes.gemmReps);
    if (failed(gemm))
      return failure();
    double rate = 2.0 * sizes.gemmN * sizes.gemmN * sizes.gemmN / *gemm;
    target.peakFlops[type] = rate;
    timer.last().value = llvm::formatv("{0:f2} GFLOP/s", rate / 1e9).str();
  }
  target.peakFlops["tf32"] = target.peakFlops["f32"];

  // The least time a contraction takes: a call of the GEMM (or its loops)
  // on 16^3, whose FLOPs are next to nothing at the peak.
  FailureOr<double> small = timer.perKernel(
      "contraction_floor",
      llvm::formatv("matmul 16^3 f32 ({0}), {1} per call", contractionName,
                    sizes.floorCount),
      [&](int64_t count) { return getGemmProgram(mesh, "f32", 16, count); },
      sizes.floorCount, sizes.floorReps);
  if (failed(small))
    return failure();
  target.contractionFloor = *small;
  timer.last().value = formatSeconds(*small);
  return success();
}

/// The collectives' latency per group size and the link's bandwidth.
static LogicalResult measureLinks(KernelTimer &timer, const Sizes &sizes,
                                  ArrayRef<int64_t> mesh,
                                  Calibration &calibration) {
  SmallVector<std::pair<int64_t, double>> points;
  for (const SmallVector<int64_t> &axes : getGroups(mesh)) {
    int64_t n = 1;
    for (int64_t axis : axes)
      n *= mesh[axis];
    FailureOr<double> latency = timer.perKernel(
        llvm::formatv("all_reduce latency, n = {0}", n).str(),
        llvm::formatv("all_reduce of 1 f32 over axes [{0}], {1} per call",
                      llvm::join(llvm::map_range(axes,
                                                 [](int64_t a) {
                                                   return std::to_string(a);
                                                 }),
                                 ", "),
                      sizes.latencyCount),
        [&](int64_t count) {
          return getAllReduceProgram(mesh, axes, 1, count);
        },
        sizes.latencyCount, sizes.latencyReps, /*collective=*/true);
    if (failed(latency))
      return failure();
    timer.last().value = formatSeconds(*latency);
    points.push_back({n, *latency});
  }
  TargetDescription &target = calibration.target;
  auto [latency, hop] = fitLatency(points);
  SmallVector<int64_t> all = getGroups(mesh).back();
  int64_t n = getNumDevices(mesh);

  // An exchange as a step meets it: after a block of work on every rank.
  // What it adds beyond the block and a back-to-back all-reduce is the
  // ranks' wait for each other; the latency carries it.
  int64_t blocks = std::max<int64_t>(2, sizes.latencyCount / 4);
  FailureOr<double> afterWork = timer.perKernel(
      "exchange after work",
      llvm::formatv("{0} small kernels, then an all_reduce of 256 f32 over "
                    "every rank, {1} per call",
                    kKernelMixKernels, blocks),
      [&](int64_t count) { return getKernelMixProgram(mesh, count, all); },
      blocks, sizes.latencyReps, /*collective=*/true);
  if (failed(afterWork))
    return failure();
  calibration.exchangeWait =
      std::max(*afterWork - kKernelMixKernels * target.kernelFloor - latency -
                   (n - 1) * hop,
               0.0);
  timer.last().value =
      formatSeconds(calibration.exchangeWait) + " wait";
  target.collectiveLatency = latency + calibration.exchangeWait;

  FailureOr<double> big = timer.perKernel(
      "intra_node.bandwidth",
      llvm::formatv("all_reduce of {0} f32 over every rank, {1} per call",
                    sizes.busElements, sizes.busCount),
      [&](int64_t count) {
        return getAllReduceProgram(mesh, all, sizes.busElements, count);
      },
      sizes.busCount, sizes.busReps, /*collective=*/true);
  if (failed(big))
    return failure();
  int64_t bytes = 4 * sizes.busElements;
  double busBytes = getBusBytes(
      {StepKind::AllReduce, mesh, all, n, bytes, bytes});
  double moving = std::max(*big - latency - (n - 1) * hop, *big * 0.1);
  AxisLink link;
  link.bandwidth = busBytes / moving;
  link.hopLatency = hop;
  target.intraNode = link;
  target.interNode = link;
  target.devicesPerNode = n;
  timer.last().value =
      llvm::formatv("{0:f2} GB/s", link.bandwidth / 1e9).str();
  return success();
}

FailureOr<Calibration> mlir::ap::calibrate(MLIRContext &context,
                                           const CalibrationOptions &options) {
  const Sizes &sizes = options.quick ? kQuick : kFull;
  SmallVector<int64_t> mesh = getCalibrationMesh(options.ranks);
  Calibration calibration;
  calibration.target = TargetDescription::getPreset(kDefaultTargetPreset);
  TargetDescription &target = calibration.target;
  target.name = options.name;
  target.allowTF32 = false;
  target.computeEfficiency = 1;
  target.memoryEfficiency = 1;
  target.axisLinks.clear();
  target.memoryCapacity = static_cast<double>(sysconf(_SC_PHYS_PAGES)) *
                          sysconf(_SC_PAGESIZE) / options.ranks;
  KernelTimer timer(context, options, sizes, calibration);
  if (failed(measureDevice(timer, sizes, mesh, calibration)) ||
      (options.ranks > 1 &&
       failed(measureLinks(timer, sizes, mesh, calibration))))
    return failure();
  return calibration;
}

void mlir::ap::printCalibration(const Calibration &calibration,
                                llvm::raw_ostream &os) {
  const TargetDescription &target = calibration.target;
  os << "ap-calibrate: target '" << target.name
     << "' (per call: mean over the reps, median [p10, p90] the spread)\n";
  auto describe = [](const Sample &sample) {
    return llvm::formatv("{0} reps, {1}, median {2} [{3}, {4}]", sample.reps,
                         formatSeconds(sample.mean),
                         formatSeconds(sample.median),
                         formatSeconds(sample.low), formatSeconds(sample.high))
        .str();
  };
  for (const CalibrationRow &row : calibration.rows) {
    os << llvm::formatv("  {0,-30} {1,-16} {2}\n", row.figure, row.value,
                        row.program);
    os << llvm::formatv("  {0,-30} x{1}: {2}\n", "", row.count,
                        describe(row.many));
    os << llvm::formatv("  {0,-30} x1: {1}\n", "", describe(row.once));
  }
  os << llvm::formatv("  {0,-30} {1} (of which the wait at an exchange "
                      "after work {2})\n",
                      "collective_latency",
                      formatSeconds(target.collectiveLatency),
                      formatSeconds(calibration.exchangeWait));
  os << llvm::formatv("  {0,-30} {1}\n", "intra_node.hop_latency",
                      formatSeconds(target.intraNode.hopLatency));
  os << llvm::formatv("  {0,-30} {1} (a call's own cost beyond its kernels; "
                      "not a field: a step pays it once)\n",
                      "call overhead", formatSeconds(calibration.callOverhead));
}
