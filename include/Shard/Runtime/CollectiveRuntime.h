//===- CollectiveRuntime.h - C ABI of the collective runtime ----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// `ap-lower-to-runtime` turns every `ap` collective into a call of one of
// these functions (docs/Runtime.md). They follow MLIR's C interface for
// memrefs (`llvm.emit_c_interface`): a memref argument arrives as a pointer
// to its descriptor. Per element type <ty> in f16, bf16, f32, f64, i1, i8,
// i16, i32, i64, cf32 (complex<f32>), cf64 (complex<f64>):
//
//   ap_rt_all_gather_<ty>(in, out, meshShape, axes, dim)
//   ap_rt_reduce_scatter_<ty>(in, out, meshShape, axes, dim, reduction)
//   ap_rt_all_reduce_<ty>(in, out, meshShape, axes, reduction)
//   ap_rt_all_to_all_<ty>(in, out, meshShape, axes, splitDim, concatDim)
//   ap_rt_group_index(meshShape, axes) -> i64
//
// and, for collectives in flight (docs/Overlap.md), each collective's
// `ap_rt_<collective>_start_<ty>(...)` with the same arguments, returning an
// i64 ticket, and `ap_rt_wait_<ty>(ticket, in)`: the collective runs on the
// rank's communication stream (CommunicationStream.h) until the wait, which
// in the exact mode also checks that `in` did not change meanwhile.
//
// with `in`, `out` as memref<*x<ty>> (any strides), `meshShape` and `axes`
// as memref<?xi64>, and `reduction` the ReductionKind value (sum 0, avg 1,
// max 2, min 3, umax 4, umin 5, maxnum 6, minnum 7), each computed exactly
// as Shard/Runtime/Reductions.h defines it for the element type (complex:
// sum and avg only). The
// calling thread's rank comes from the current backend.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_COLLECTIVERUNTIME_H
#define SHARD_RUNTIME_COLLECTIVERUNTIME_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

namespace mlir {
namespace ap {
namespace runtime {

/// Calls `fn(symbol, address)` for every function of the C ABI, under the
/// symbol name the JIT looks up (e.g. "_mlir_ciface_ap_rt_all_gather_f32").
void forEachRuntimeSymbol(llvm::function_ref<void(llvm::StringRef, void *)> fn);

/// Writes "ap runtime error: <message>" in one piece (ranks' lines do not
/// interleave) and ends the process with status 1: what every entry point
/// does with a call it cannot carry out.
[[noreturn]] void reportFatalRuntimeError(const llvm::Twine &message);

/// Seconds the calling thread has spent in the C ABI's collectives since it
/// began: blocking ones, starts and waits (a rank's time not computing
/// because of communication, its wait for the other ranks included).
double getCollectiveSeconds();

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_COLLECTIVERUNTIME_H
