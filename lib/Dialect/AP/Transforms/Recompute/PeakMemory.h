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
// gives bytes per device.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_DIALECT_AP_TRANSFORMS_RECOMPUTE_PEAKMEMORY_H
#define SHARD_LIB_DIALECT_AP_TRANSFORMS_RECOMPUTE_PEAKMEMORY_H

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

/// Peak live bytes of `function`'s body (one block).
PeakMemory estimatePeakMemory(func::FuncOp function);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_DIALECT_AP_TRANSFORMS_RECOMPUTE_PEAKMEMORY_H
