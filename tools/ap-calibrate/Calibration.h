//===- Calibration.h - The machine at hand as a target ----------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Measures each figure a target has a field for with micro-programs run on
// every rank at once (Measure.h), and fits the fields from them:
//
//   kernel_floor        the time one more small kernel adds to a program,
//                       over a block of the kinds a step is made of
//                       (broadcasts, row reductions and their fills,
//                       transposes, tanh, exp, rsqrt; 256 elements each:
//                       allocation, loop, free);
//   memory_bandwidth    12 bytes per element over the time of a large
//                       elementwise add (the bytes the cost model counts);
//   vector_flops        2 operations per element over the time of
//                       x * y + z on 16K elements in the cache (the loops'
//                       rate, loads and stores included);
//   transcendental_flops what a call of tanh, exp, expm1 or log1p adds, in
//                       operations at that rate (the four in one kernel);
//   contraction_floor   the time of one more 16^3 matmul (a call of the
//                       GEMM, or its loops);
//   peak_flops.<type>   2 n^3 over the time of an n x n x n matmul, through
//                       the runtime's GEMM (OpenBLAS) or as loops, as
//                       --contractions says; tf32 = f32;
//   collective_latency, intra_node.hop_latency
//                       a one-element all-reduce per group size n, fitted
//                       as latency + (n - 1) hop (least squares over the
//                       sizes the mesh has; one size: no hop), back to
//                       back; the latency then adds the wait of an
//                       exchange after work: a block of the kernel_floor's
//                       kernels followed by an all-reduce over the whole
//                       mesh, less the block and the back-to-back
//                       all-reduce (the ranks reach an exchange apart, and
//                       where they outnumber the cores, each waits for the
//                       one the scheduler ran last);
//   intra_node.bandwidth the bus bytes of a large all-reduce over the whole
//                       mesh over its time less its latency.
//
// One figure is timed though no field holds it: the smallest kernel (a
// 256-element add, whose call gives the call overhead).
//
// Efficiencies are 1: the peaks are what the kernels reach. Every axis is
// inside one node (devices_per_node = the ranks), both links alike.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APCALIBRATE_CALIBRATION_H
#define SHARD_TOOLS_APCALIBRATE_CALIBRATION_H

#include "Measure.h"

#include "Shard/TargetDescription/TargetDescription.h"

#include <string>
#include <vector>

namespace mlir {
namespace ap {

struct CalibrationOptions {
  MeasureSetup setup;
  /// The ranks the micro-programs run on (a mesh of them: 2 x n/2 when
  /// that has sub-groups of two sizes, else n).
  int64_t ranks = 4;
  /// Smaller sizes and fewer repetitions (tests).
  bool quick = false;
  std::string name = "calibrated";
};

/// One line of the table: a figure, what measured it, and its timings.
struct CalibrationRow {
  std::string figure;
  std::string value;
  std::string program;
  /// The timed programs: the kernel `count` times, and once.
  Sample many, once;
  int64_t count = 1;
};

struct Calibration {
  TargetDescription target;
  std::vector<CalibrationRow> rows;
  /// What a call of a program costs beyond its kernels (not a field of
  /// the target: a step pays it once).
  double callOverhead = 0;
  /// Of the target's collective_latency, the wait at an exchange after
  /// work (the rest: back-to-back all-reduces).
  double exchangeWait = 0;
};

/// Measures the machine; errors are emitted on `context`.
FailureOr<Calibration> calibrate(MLIRContext &context,
                                 const CalibrationOptions &options);

/// The table of what was measured, for people.
void printCalibration(const Calibration &calibration, llvm::raw_ostream &os);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APCALIBRATE_CALIBRATION_H
