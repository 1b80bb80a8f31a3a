// test/Tools/ap-run/collective-rounding.mlir on MPI processes: a per-device
// f32 program held to itself on MPI's own MPI_SUM (--collectives=native,
// G - 1 roundings per element counted) passes, the same sum exchanged in
// bf16 fails; the merged all_reduce held to the two steps on the exact
// exchange passes.
//
// RUN: %mpirun -np 8 ap-run --backend=mpi --collectives=native --compare %shard_src_root/test/Tools/ap-run/collective-rounding.mlir --entry=chunks --candidate %shard_src_root/test/Tools/ap-run/collective-rounding.mlir | FileCheck %s
// RUN: not %mpirun -np 8 ap-run --backend=mpi --collectives=native --compare %shard_src_root/test/Tools/ap-run/collective-rounding.mlir --entry=chunks --candidate %shard_src_root/test/Tools/ap-run/Inputs/collective-rounding-wrong.mlir | FileCheck %s --check-prefix=WRONG
// RUN: %mpirun -np 8 ap-run --backend=mpi --compare %shard_src_root/test/Tools/ap-run/collective-rounding.mlir --entry=two_steps --pipeline='ap-merge-collectives{always=true}' | FileCheck %s
// CHECK: ap-run: output 0 tensor<64xf32> {{.*}}: PASS
// CHECK: ap-run: PASS
// WRONG: ap-run: output 0 tensor<64xf32> {{.*}} element(s) out of tolerance {{.*}}: FAIL
