// Transfers between two devices run (docs/Runtime.md, "Point to point"): a
// per-device program in which each of two devices squares its row, sends
// it to the other and receives the other's, both sending first (buffered
// sends), is held to the global square by ap-run on threads. A program
// whose second device places the rows swapped fails.
//
// RUN: ap-run --compare %S/Inputs/rows-squared-global.mlir --candidate %S/Inputs/rows-squared-send-recv.mlir | FileCheck %s
// RUN: not ap-run --compare %S/Inputs/rows-squared-global.mlir --candidate %S/Inputs/rows-squared-send-recv-wrong.mlir | FileCheck %s --check-prefix=WRONG
// CHECK: ap-run: collectives: 0 exchanges, 16 bytes sent by the busiest rank, 32 by all 2 ranks, 1 point-to-point send by the busiest rank (their bytes are in the rank's)
// CHECK: ap-run: PASS
// WRONG: ap-run: FAIL
