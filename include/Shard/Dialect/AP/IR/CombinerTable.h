//===- CombinerTable.h - Which collective computes a combiner ---*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The one table from a reduction's combiner (the binary op a linalg body
// folds its output with) and the element type to the collective reduction
// that computes exactly the same function (docs/Reductions.md). The sharding
// rules (a sharded reduction loop leaves its output partial of this kind),
// the partitioner, the planner and the runtime (Shard/Runtime/Reductions.h)
// all go by it: a combiner that is not in it is never sharded along its
// reduction, and a partial placement or collective whose reduction is not
// defined on its element type is rejected by the verifier.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_COMBINERTABLE_H
#define SHARD_DIALECT_AP_IR_COMBINERTABLE_H

#include "Shard/Placement/Placement.h"

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir {
namespace ap {

/// Whether reduction `kind` is defined on elements of `elementType`: floats
/// (f16, bf16, f32, f64, ...) and integers (any width, index) as
/// getReductionDomain says; complex numbers of floats for sum and avg only
/// (componentwise); nothing else.
bool isReductionDefinedOn(ReductionKind kind, Type elementType);

/// "float", "integer" or "float or integer": the elements `kind` is
/// defined on, for diagnostics.
llvm::StringRef describeReductionDomain(ReductionKind kind);

/// The collective reduction that computes what `combiner` computes when it
/// folds values of `elementType`, if there is one:
///
///   arith.addf (floats), arith.addi (integers)     sum
///   complex.add (complex of floats)                sum
///   arith.xori (i1 only: addition modulo 2)        sum
///   arith.maximumf / minimumf                      max / min
///   arith.maxnumf / minnumf                        maxnum / minnum
///   arith.maxsi / minsi                            max / min
///   arith.maxui / minui                            umax / umin
///   arith.ori / andi (i1 only)                     umax / umin
std::optional<ReductionKind> getCollectiveReduction(Operation *combiner,
                                                    Type elementType);

/// Whether `block` (a structured op's body with arguments `a`, `b`, `acc`)
/// computes `acc + a * b` in floats, in either operand order, and nothing
/// else: the body of a plain contraction, which the GEMM lowering and the
/// precision policy recognize.
bool isMultiplyAccumulate(Block &block);

} // namespace ap
} // namespace mlir

#endif // SHARD_DIALECT_AP_IR_COMBINERTABLE_H
