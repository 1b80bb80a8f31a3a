// ap-run's own behaviour: passing and failing comparisons, replica checks,
// printed values, and its errors (exit 2).

// RUN: ap-run %S/Inputs/scale-global.mlir --print-outputs --seed 3 | FileCheck %s --check-prefix=RUN1
// RUN1: ap-run: reference @scale: global, 1 device
// RUN1: ap-run: output 0 tensor<4x4xf32> = [{{.*}}]

// A wrong candidate is caught, with the size of the error; exit status 1.
// RUN: not ap-run --compare %S/Inputs/scale-global.mlir --candidate %S/Inputs/scale-wrong.mlir | FileCheck %s --check-prefix=WRONG
// WRONG: ap-run: candidate '{{.*}}scale-wrong.mlir': mesh @mesh 2 (2 devices)
// WRONG: ap-run: output 0 tensor<4x4xf32> [S(0)]: max abs error {{.*}}, max rel error 0.5, {{[0-9]+}} element(s) out of tolerance: FAIL
// WRONG: ap-run: FAIL: 1 output(s), seed 1

// Devices that should hold the same data but do not.
// RUN: not ap-run --compare %S/Inputs/scale-global.mlir --candidate %S/Inputs/scale-replicas-differ.mlir | FileCheck %s --check-prefix=REPLICAS
// REPLICAS: output 0 tensor<4x4xf32> [R]: {{.*}}, replicas differ by 1: FAIL

// RUN: not ap-run --compare %S/Inputs/scale-global.mlir --candidate %S/Inputs/other-signature.mlir 2>&1 | FileCheck %s --check-prefix=SIGNATURE
// SIGNATURE: ap-run: the reference and the candidate have different global signatures

// RUN: not ap-run %S/Inputs/dynamic.mlir 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: error: argument #0 has type 'tensor<?xf32>'; the runner takes ranked tensors of static shape

// RUN: not ap-run %S/Inputs/two-functions.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error: several public functions (@a, @b); choose one with --entry
// RUN: ap-run %S/Inputs/two-functions.mlir --entry=b | FileCheck %s --check-prefix=ENTRY
// ENTRY: ap-run: reference @b: global, 1 device

// RUN: not ap-run %S/Inputs/two-functions.mlir --entry=nope 2>&1 | FileCheck %s --check-prefix=NOPE
// NOPE: error: no function @nope with a body
