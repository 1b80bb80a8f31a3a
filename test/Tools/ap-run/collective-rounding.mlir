// The error model counts the roundings of collectives as the run computes
// them (docs/Testing.md): a float sum over a group of G is rounded once by
// the exact exchange (it adds in long double), G - 1 times by a library's
// ring (--collectives=native). Counted as nothing, a per-device program
// held to itself on the ring, and a merged collective (one sum over a
// flattened group) held to the two steps it replaces, failed at rounding
// level ("tolerance 0", max error 2.4e-07).
//
// A per-device f32 program against itself on the threads' ring (8 devices,
// 7 roundings per element) passes; the same sum rounded through bf16 fails.
// RUN: ap-run --compare %s --entry=chunks --candidate %s --collectives=native | FileCheck %s --check-prefix=RING
// RING: ap-run: output 0 tensor<64xf32> [R]: max abs error {{[1-9].*}}, {{.*}} (tolerance {{.*}}): PASS
// RUN: not ap-run --compare %s --entry=chunks --candidate %S/Inputs/collective-rounding-wrong.mlir --collectives=native | FileCheck %s --check-prefix=WRONG
// WRONG: ap-run: output 0 tensor<64xf32> {{.*}} element(s) out of tolerance {{.*}}: FAIL
//
// The two steps over a 4x2 mesh merged into one all_reduce over the
// flattened group (ap-merge-collectives), on the exact exchange: passes; a
// merge that leaves out the second axis fails.
// RUN: ap-run --compare %s --entry=two_steps --pipeline='ap-merge-collectives{always=true}' --print-candidate | FileCheck %s --check-prefix=MERGED
// MERGED: ap.all_reduce %{{.*}} on @grid axes = [0, 1] reduce = sum
// MERGED-NOT: ap.all_reduce
// MERGED: ap-run: output 0 tensor<64xf32> [R, R]: max abs error {{[1-9].*}}, {{.*}}: PASS
// RUN: not ap-run --compare %s --entry=two_steps --candidate %S/Inputs/collective-rounding-wrong.mlir | FileCheck %s --check-prefix=WRONG-MERGE
// WRONG-MERGE: ap-run: output 0 tensor<64xf32> [R, R]: {{.*}} element(s) out of tolerance {{.*}}: FAIL
//
// test/Integration/MPI/collective-rounding.mlir runs them on MPI's own
// collectives.

ap.mesh @ring(shape = 8, axes = ["x"])
ap.mesh @grid(shape = 4x2, axes = ["a", "b"])

// Each device's chunk, summed over the group.
func.func @chunks(%x: tensor<1x64xf32> {ap.local_sharding = #ap.sharding<@ring, [S(0)]>})
    -> (tensor<64xf32> {ap.local_sharding = #ap.sharding<@ring, [R]>}) {
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
  %s = ap.all_reduce %c on @ring axes = [0] reduce = sum : tensor<64xf32>
  return %s : tensor<64xf32>
}

// The same over both axes of a mesh, in two steps.
func.func @two_steps(%x: tensor<1x1x64xf32> {ap.local_sharding = #ap.sharding<@grid, [S(0), S(1)]>})
    -> (tensor<64xf32> {ap.local_sharding = #ap.sharding<@grid, [R, R]>}) {
  %c = tensor.collapse_shape %x [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
  %0 = ap.all_reduce %c on @grid axes = [0] reduce = sum : tensor<64xf32>
  %1 = ap.all_reduce %0 on @grid axes = [1] reduce = sum : tensor<64xf32>
  return %1 : tensor<64xf32>
}
