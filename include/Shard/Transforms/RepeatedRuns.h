//===- RepeatedRuns.h - Finding the repeated layers of a program -*- C++
//-*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The auto-sharder's layer detection, on a sequence of op signatures (one
// structural hash per op, in program order): which ops are copies of each
// other (the same op of every layer, forward and backward), so that they
// share one decision. Independent of the IR, so that it can be tested on
// made-up sequences (unittests/Transforms/RepeatedRunsTest.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_REPEATEDRUNS_H
#define SHARD_TRANSFORMS_REPEATEDRUNS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
namespace ap {

/// The `length` ops from op position `start` are copies of the ops `period`
/// positions later (the same op of the next or previous layer).
struct RepeatedRegion {
  unsigned start, period, length;
};

/// Finds repeated runs of ops (transformer layers, forward and backward)
/// and groups the ops that are copies of each other. `signatures` holds one
/// structural hash per op in program order; `producers`, if given, the
/// position of the op producing each operand of each op (-1: none), along
/// which the pairs found in runs spread. Returns a class per op (equal for
/// ops that choose alike, numbered by first appearance) and the matched
/// runs, in program order.
SmallVector<unsigned>
findRepeatedRuns(ArrayRef<llvm::hash_code> signatures,
                 SmallVectorImpl<RepeatedRegion> &regions,
                 ArrayRef<SmallVector<int, 4>> producers = {});

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_REPEATEDRUNS_H
