// ap-run's own behaviour: passing and failing comparisons, replica checks,
// printed values, and its errors (exit 2).

// RUN: ap-run %S/Inputs/scale-global.mlir --print-outputs --seed 3 | FileCheck %s --check-prefix=RUN1
// RUN1: ap-run: reference @scale: global, 1 device
// RUN1: ap-run: output 0 tensor<4x4xf32> = [{{.*}}]

// A wrong candidate is caught, with the size of the error; exit status 1.
// RUN: not ap-run --seed 1 --compare %S/Inputs/scale-global.mlir --candidate %S/Inputs/scale-wrong.mlir | FileCheck %s --check-prefix=WRONG
// WRONG: ap-run: candidate '{{.*}}scale-wrong.mlir': mesh @mesh 2 (2 devices)
// WRONG: ap-run: output 0 tensor<4x4xf32> [S(0)]: max abs error {{.*}}, max rel error 0.5 (tolerance {{.*}}), {{[0-9]+}} element(s) out of tolerance (first at [0, 0]: expected {{.*}}, got {{.*}}): FAIL
// WRONG: ap-run: FAIL: 1 output(s), seed 1 (replay with --seed 1)

// Devices that should hold the same data but do not.
// RUN: not ap-run --seed 1 --compare %S/Inputs/scale-global.mlir --candidate %S/Inputs/scale-replicas-differ.mlir | FileCheck %s --check-prefix=REPLICAS
// REPLICAS: output 0 tensor<4x4xf32> [R]: {{.*}}, replicas differ by 1 on {{[0-9]+}} element(s): FAIL

// RUN: not ap-run --seed 1 --compare %S/Inputs/scale-global.mlir --candidate %S/Inputs/other-signature.mlir 2>&1 | FileCheck %s --check-prefix=SIGNATURE
// SIGNATURE: ap-run: the reference and the candidate have different global signatures

// RUN: not ap-run --seed 1 %S/Inputs/dynamic.mlir 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: error: argument #0 has type 'tensor<?xf32>'; the runner takes ranked tensors of static shape

// RUN: not ap-run --seed 1 %S/Inputs/two-functions.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error: several public functions (@a, @b); choose one with --entry
// RUN: ap-run --seed 1 %S/Inputs/two-functions.mlir --entry=b | FileCheck %s --check-prefix=ENTRY
// ENTRY: ap-run: reference @b: global, 1 device

// RUN: not ap-run --seed 1 %S/Inputs/two-functions.mlir --entry=nope 2>&1 | FileCheck %s --check-prefix=NOPE
// NOPE: error: no function @nope with a body

// The oracle must be able to fail: partial inputs are split into random
// parts, so a program that treats a partial argument as whole is caught.
// sum(a_i^2) instead of (sum a_i)^2:
// RUN: not ap-run --compare %S/Inputs/square-global.mlir --candidate %S/Inputs/square-partial-wrong.mlir --seed 5 | FileCheck %s --check-prefix=PSUM-WRONG
// PSUM-WRONG: ap-run: 1 partial input(s) split into random parts, seed 5
// PSUM-WRONG: ap-run: output 0 tensor<8xf32> [R]: {{.*}} element(s) out of tolerance {{.*}}: FAIL
// PSUM-WRONG: ap-run: FAIL: 1 output(s), seed 5 (replay with --seed 5)
// ... which the old split (the value on one device, zeros elsewhere) let pass:
// RUN: ap-run --seed 1 --compare %S/Inputs/square-global.mlir --candidate %S/Inputs/square-partial-wrong.mlir --partial-split=first-device | FileCheck %s --check-prefix=PSUM-WEAK
// PSUM-WEAK: ap-run: 1 partial input(s) split onto the first device, seed 1
// PSUM-WEAK: ap-run: PASS
// The right program passes with random parts, on several seeds:
// RUN: ap-run --compare %S/Inputs/square-global.mlir --candidate %S/Inputs/square-partial-right.mlir --seed 2 | FileCheck %s --check-prefix=PSUM-RIGHT
// RUN: ap-run --compare %S/Inputs/square-global.mlir --candidate %S/Inputs/square-partial-right.mlir --seed 3 | FileCheck %s --check-prefix=PSUM-RIGHT
// PSUM-RIGHT: ap-run: PASS

// max(-a_i) instead of -max(a_i) from a P(max) argument (parts lie below
// the value, which sits on a random device):
// RUN: not ap-run --seed 1 --compare %S/Inputs/negate-global.mlir --candidate %S/Inputs/negate-partial-max-wrong.mlir | FileCheck %s --check-prefix=PMAX-WRONG
// PMAX-WRONG: ap-run: output 0 tensor<8xf32> [R, R]: {{.*}}: FAIL
// RUN: ap-run --seed 1 --compare %S/Inputs/negate-global.mlir --candidate %S/Inputs/negate-partial-max-wrong.mlir --partial-split=first-device | FileCheck %s --check-prefix=PSUM-WEAK

// Integer partial sums: parts over the whole i32 range, reassembled with
// wrap-around as the runtime reduces them.
// RUN: ap-run --seed 1 --compare %S/Inputs/identity-i32.mlir --candidate %S/Inputs/identity-i32-partial.mlir --print-outputs | FileCheck %s --check-prefix=WRAP
// WRAP: output 0 tensor<16xi32> [R]: max abs error 0, max rel error 0: PASS
// Inputs cover the type's range (sign bits set):
// WRAP: reference: [{{.*}}-{{[0-9][0-9][0-9][0-9][0-9][0-9]}}

// 64-bit integers compare exactly: off by one near 2^60 is caught.
// RUN: not ap-run --seed 1 --compare %S/Inputs/identity-i64.mlir --candidate %S/Inputs/identity-i64-off-by-one.mlir --int-low=1152921504606846976 --int-high=1152921504606846990 | FileCheck %s --check-prefix=I64
// I64: output 0 tensor<4xi64>: max abs error 1, {{.*}} 4 element(s) out of tolerance (first at [0]: expected 11529215046068469{{[0-9]+}}, got 11529215046068469{{[0-9]+}}): FAIL

// Equal infinities on replicas agree.
// RUN: ap-run --seed 1 --compare %S/Inputs/infinity-global.mlir --candidate %S/Inputs/infinity-replicated.mlir | FileCheck %s --check-prefix=INF
// INF: output 0 tensor<4xf32> [R]: max abs error 0, max rel error 0 (tolerance {{.*}}): PASS

// Index-like arguments declare their range (ap.input_range); others cover
// the whole type. The flags override both.
// RUN: ap-run --seed 1 %S/Inputs/token-ids.mlir --print-outputs | FileCheck %s --check-prefix=RANGE
// RANGE: output 0 tensor<32xi64> = [{{[0-3, ]+}}]
// RANGE: output 1 tensor<4xi64> = [{{.*[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9].*}}]
// RUN: ap-run --seed 1 %S/Inputs/token-ids.mlir --print-outputs --int-low 5 --int-high 6 | FileCheck %s --check-prefix=FLAGS
// FLAGS: output 0 tensor<32xi64> = [{{[56, ]+}}]
// FLAGS: output 1 tensor<4xi64> = [{{[56, ]+}}]

// Given inputs and stored reference outputs (.npy, as tools/torch-export
// writes them): the global program, then its partitioned form, match them.
// RUN: ap-run --seed 1 %S/Inputs/square-global.mlir --inputs-dir %S/Inputs/square-npy --expected-dir %S/Inputs/square-npy --print-outputs | FileCheck %s --check-prefix=NPY
// NPY: ap-run: output 0 tensor<8xf32> vs expected tensor<8xf32>: max abs error 0, max rel error 0 (tolerance {{.*}}): PASS
// NPY: ap-run: output 0 tensor<8xf32> = [9, 4, 1, 0, 1, 4, 9, 16]
// RUN: ap-run --seed 1 --compare %S/Inputs/square-global.mlir --candidate %S/Inputs/square-partial-right.mlir --inputs-dir %S/Inputs/square-npy --expected-dir %S/Inputs/square-npy | FileCheck %s --check-prefix=NPY-COMPARE
// NPY-COMPARE: vs expected tensor<8xf32>: {{.*}}: PASS
// NPY-COMPARE: ap-run: PASS
// RUN: not ap-run --seed 1 %S/Inputs/square-global.mlir --inputs-dir %S/Inputs/square-npy --expected-dir %S/Inputs/square-npy-wrong | FileCheck %s --check-prefix=NPY-WRONG
// NPY-WRONG: max abs error 1, {{.*}} 1 element(s) out of tolerance (first at [5]: expected {{.*}}, got {{.*}}): FAIL
// RUN: not ap-run --seed 1 %S/Inputs/square-global.mlir --inputs-dir %S/Inputs/square-npy-wrong 2>&1 | FileCheck %s --check-prefix=NPY-TYPE
// NPY-TYPE: ap-run: {{.*}}input_0.npy holds a tensor<8xf64>, argument #0 is a tensor<8xf32>
// RUN: not ap-run --seed 1 %S/Inputs/square-global.mlir --inputs-dir %S/Inputs/nowhere 2>&1 | FileCheck %s --check-prefix=NPY-MISSING
// NPY-MISSING: ap-run: cannot read {{.*}}nowhere/input_0.npy
