// test/Tools/ap-run/signed-zeros.mlir on MPI processes: the exact exchange
// sums parts that are all -0.0 to -0.0 there too (1/x: -inf, as the global
// program gives), and so does MPI's own MPI_SUM (--collectives=native).
//
// RUN: %mpirun -np 4 ap-run --backend=mpi --compare %shard_src_root/test/Tools/ap-run/signed-zeros.mlir --entry=inverse --print-outputs | FileCheck %s
// RUN: %mpirun -np 4 ap-run --backend=mpi --collectives=native --compare %shard_src_root/test/Tools/ap-run/signed-zeros.mlir --entry=inverse --print-outputs | FileCheck %s
// RUN: %mpirun -np 4 ap-run --backend=mpi --compare %shard_src_root/test/Tools/ap-run/signed-zeros.mlir --entry=partial --print-outputs | FileCheck %s --check-prefix=PARTIAL
// CHECK: ap-run: output 0 tensor<8xf32> [R]: {{.*}}: PASS
// CHECK-NEXT: reference: [-inf, -inf, -inf, -inf, -inf, -inf, -inf, -inf]
// CHECK-NEXT: candidate: [-inf, -inf, -inf, -inf, -inf, -inf, -inf, -inf]
// CHECK: ap-run: PASS
// PARTIAL: candidate: [-0, -0, -0, -0, -0, -0, -0, -0]
// PARTIAL: ap-run: PASS
