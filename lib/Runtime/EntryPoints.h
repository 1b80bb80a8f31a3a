//===- EntryPoints.h - What the C ABI's entry points share ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Runtime: the steps every entry point of the C ABI takes
// (CollectiveRuntime.cpp's collectives, PointToPoint.cpp's transfers):
// reading its mesh and axes, finding the calling rank's backend, the fault
// injection of the failing-rank tests, and the time it adds to the calling
// thread's seconds in collectives.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_RUNTIME_ENTRYPOINTS_H
#define SHARD_LIB_RUNTIME_ENTRYPOINTS_H

#include "Shard/Runtime/CollectiveBackend.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <chrono>
#include <cstdint>

namespace mlir {
namespace ap {
namespace runtime {
namespace detail {

using I64Memref = StridedMemRefType<int64_t, 1>;

/// The values of a 1-D i64 memref (a mesh shape, a list of axes).
llvm::SmallVector<int64_t> toVector(const I64Memref *memref);

/// The calling rank's backend, checked against the mesh: an entry point
/// called outside a world, or with a mesh of another size, ends the run.
CollectiveBackend &getBackend(llvm::ArrayRef<int64_t> meshShape,
                              llvm::StringRef what);

/// Fault injection for the tests of failing ranks (docs/Runtime.md):
/// AP_RT_FAIL_RANK=r and AP_RT_FAIL_AT=k make rank r exit (or with
/// AP_RT_FAIL_MODE=hang, stop) at its k-th exchange.
void injectFailure(int64_t rank, llvm::StringRef what);

/// Calls `fn(symbol, address)` for each point-to-point entry point
/// (PointToPoint.cpp), as forEachRuntimeSymbol does for all of them.
void forEachPointToPointSymbol(
    llvm::function_ref<void(llvm::StringRef, void *)> fn);

/// Adds the time from its making to its end to the calling thread's
/// seconds in collectives (getCollectiveSeconds).
class CollectiveTimer {
public:
  CollectiveTimer() : start(std::chrono::steady_clock::now()) {}
  ~CollectiveTimer();

private:
  std::chrono::steady_clock::time_point start;
};

} // namespace detail
} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_RUNTIME_ENTRYPOINTS_H
