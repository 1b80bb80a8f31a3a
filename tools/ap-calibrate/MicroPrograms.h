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

/// `count` all-reduces (max, so that the values stay put) of `elements` f32
/// elements over mesh axes `axes`, one after the other.
std::string getAllReduceProgram(llvm::ArrayRef<int64_t> mesh,
                                llvm::ArrayRef<int64_t> axes, int64_t elements,
                                int64_t count);

} // namespace ap
} // namespace mlir

#endif // SHARD_TOOLS_APCALIBRATE_MICROPROGRAMS_H
