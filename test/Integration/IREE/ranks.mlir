// REQUIRES: iree, mpi
// A partitioned candidate through IREE: one iree-run-module per rank under
// mpirun, each on its own part of the inputs (its flag file found by its
// MPI rank), the ranks' outputs assembled as on every backend and held to
// the global reference by the oracle. IREE's CPU runtime has no
// collectives, so here the plan is one that needs none: x split over both
// axes, w's rows over the second, the result's rows split and its sum
// partial over the second axis (reduced when the outputs are assembled).
// On GPUs the same path runs programs with collectives (IREE's NCCL
// channels; scripts/gpu-check.sh).
//
// RUN: ap-opt %s --ap-partition > %t.partitioned.mlir
// RUN: ap-run %s --backend=iree --compare --candidate %t.partitioned.mlir --iree-launcher="%mpirun" | FileCheck %s
// CHECK: ap-run: candidate '{{.*}}': mesh @mesh 2x2 (4 devices), through IREE (llvm-cpu), one iree-run-module per rank
// CHECK: ap-run: output 0 tensor<8x4xf32> [S(0), P(sum)]: {{.*}}: PASS
// CHECK: ap-run: PASS: 1 output(s)
//
// --runs N: the job N times, the median of their wall times.
// RUN: ap-run %s --backend=iree --compare --candidate %t.partitioned.mlir --iree-launcher="%mpirun" --runs=3 | FileCheck %s --check-prefix=RUNS
// RUNS: one iree-run-module per rank, compile {{[0-9.]+}} s, run {{[0-9.]+}} s (median of 3 jobs, process start included)
// RUNS: ap-run: PASS: 1 output(s)
//
// A rank that computes something else fails the comparison (every rank
// starts its sum at 0.01): the parts are the ranks' own.
// RUN: sed 's/arith.constant 0.000000e+00 : f32/arith.constant 1.000000e-02 : f32/' %t.partitioned.mlir > %t.wrong.mlir
// RUN: not ap-run %s --backend=iree --compare --candidate %t.wrong.mlir --iree-launcher="%mpirun" | FileCheck %s --check-prefix=WRONG
// WRONG: ap-run: output 0 {{.*}}: FAIL
// WRONG: ap-run: FAIL
//
// A launcher that is not there is an error, not a hang.
// RUN: not ap-run %s --backend=iree --compare --candidate %t.partitioned.mlir --iree-launcher=no-such-mpirun 2>&1 | FileCheck %s --check-prefix=LAUNCHER
// LAUNCHER: ap-run: IREE: cannot find no-such-mpirun

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @train_step(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>},
                      %w: tensor<16x4xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>})
    -> (tensor<8x4xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), P(sum)]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
