// Transfers between two devices as two MPI processes (docs/Runtime.md,
// "Point to point"): test/Tools/ap-run/send-recv.mlir's programs.
//
// RUN: %mpirun -np 2 ap-run --backend=mpi --compare %S/../../Tools/ap-run/Inputs/rows-squared-global.mlir --candidate %S/../../Tools/ap-run/Inputs/rows-squared-send-recv.mlir | FileCheck %s
// RUN: not %mpirun -np 2 ap-run --backend=mpi --compare %S/../../Tools/ap-run/Inputs/rows-squared-global.mlir --candidate %S/../../Tools/ap-run/Inputs/rows-squared-send-recv-wrong.mlir | FileCheck %s --check-prefix=WRONG
// CHECK: ap-run: PASS
// WRONG: ap-run: FAIL
