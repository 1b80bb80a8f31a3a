//===- PeakMemory.h - Peak live tensor bytes of a function ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The most bytes of tensors live at once while a function runs its ops in
// program order: arguments for the whole run, every other tensor from its
// definition to its last use. Views and empty tensors allocate nothing (a
// view extends its source's life; an empty tensor is the buffer its
// consumer writes). An elementwise op's result takes the buffer of an
// operand of the same bytes that dies at that op (an allocator reusing the
// freed block at once; the operand's last read of an element precedes the
// write of the same element), except a function argument's. Per-device code
// gives bytes per device. ap-recompute-partition reports and checks it on
// the split per-device program; ap-auto-shard builds its memory points from
// the live sets the same walk finds on the split global program.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_PEAKMEMORY_H
#define SHARD_TRANSFORMS_PEAKMEMORY_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace ap {

struct PeakMemory {
  /// The most bytes live at once, arguments included.
  int64_t peak = 0;
  /// Bytes of the arguments (live throughout).
  int64_t arguments = 0;
  /// The op at which the peak is reached (null if before any op).
  Operation *at = nullptr;
  /// Elementwise results that took a dying operand's buffer.
  int64_t reusedBuffers = 0;
};

/// Receives, at every op of the body, the op and the storages (values that
/// own a buffer) live there, arguments left out: the op's results and the
/// operands that die at it included.
using LiveSetCallback =
    llvm::function_ref<void(Operation *op, ArrayRef<Value> live)>;

/// The bytes a value of `type` holds: a static tensor's, a future's tensor's
/// (a collective in flight holds its result from its start), else 0.
int64_t getLiveBytes(Type type);

/// The value that owns `value`'s buffer: through views (collapse, expand,
/// cast) and from a wait's result to its future.
Value getLiveStorage(Value value);

/// Peak live bytes of `function`'s body (one block).
PeakMemory estimatePeakMemory(func::FuncOp function,
                              LiveSetCallback liveSets = nullptr);

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_PEAKMEMORY_H
