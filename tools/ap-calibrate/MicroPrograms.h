//===- MicroPrograms.h - The programs ap-calibrate times --------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Each figure of a target is measured with a small MLIR program that the JIT
// compiles and runs as it runs any step (the same lowering, bufferization,
// allocations and runtime calls), on every rank of the calibration's mesh at
// once: a device of the target is one rank as the machine runs it beside
// the others. Each program repeats its kernel `count` times in one call, so
// that the call's own overhead is measured apart (two counts, a difference).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TOOLS_APCALIBRATE_MICROPROGRAMS_H
#define SHARD_TOOLS_APCALIBRATE_MICROPROGRAMS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace mlir {
namespace ap {

/// The entry every micro-program defines.
inline constexpr llvm::StringLiteral kMicroEntry = "micro";

/// `count` matmuls n x n x n of `elementType` (f32, f64, bf16, f16), each
/// accumulating into the previous one's result, so none is dead.
std::string getGemmProgram(llvm::ArrayRef<int64_t> mesh,
                           llvm::StringRef elementType, int64_t n,
                           int64_t count);

/// `count` elementwise ops `x = x + y` on `elements` f32 elements: each
/// reads 2 and writes 1 tensor (an elementwise kernel as the cost model
/// prices one: 1 FLOP and 12 bytes per element).
std::string getElementwiseProgram(llvm::ArrayRef<int64_t> mesh,
                                  int64_t elements, int64_t count);

/// The operations and transcendental calls per element of
/// getArithmeticProgram's transcendental kernel.
inline constexpr int64_t kTranscendentalOps = 6;
inline constexpr int64_t kTranscendentalCalls = 4;

/// `count` elementwise kernels `x = x * y + z` on `elements` f32 elements
/// (2 operations per element), or with `transcendental`, the functions a
/// step calls, `x = tanh(x) - 0.5 exp(x) + 0.25 expm1(x) - 0.125
/// log1p(exp(x))` (kTranscendentalOps operations, kTranscendentalCalls
/// calls per element).
std::string getArithmeticProgram(llvm::ArrayRef<int64_t> mesh,
                                 int64_t elements, int64_t count,
                                 bool transcendental);

/// The kernels in one block of getKernelMixProgram.
inline constexpr int64_t kKernelMixKernels = 15;

/// `count` blocks of the small kernels a transformer step is made of, on
/// 2x8x16 f32 activations (256 elements, a row of 16), each op a kernel of
/// its own with its own buffer: a broadcast add, row sums (a fill and a
/// reduction, twice), a centring by the row mean, tanh, exp, a division by
/// the row sum, a transpose and its inverse, a sum of squares (a fill and a
/// reduction), its rsqrt and the rows scaled by it (kKernelMixKernels per
/// block). Each block's rows come out of unit norm, so that none grows.
/// With `exchangeAxes`, each block's result is all-reduced (max: the ranks'
/// values are equal) over those mesh axes before the next block reads it:
/// an exchange as a step meets one, after work on every rank.
std::string getKernelMixProgram(llvm::ArrayRef<int64_t> mesh, int64_t count,
                                llvm::ArrayRef<int64_t> exchangeAxes = {});

/// `count` all-reduces (max, so that the values stay put) of `elements` f32
/// elements over mesh axes `axes`, one after the other.
std::string getAllReduceProgram(llvm::ArrayRef<int64_t> mesh,
                                llvm::ArrayRef<int64_t> axes, int64_t elements,
                                int64_t count);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APCALIBRATE_MICROPROGRAMS_H
