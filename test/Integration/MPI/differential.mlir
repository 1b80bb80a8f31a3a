// The MPI backend runs the differential tests: every rank an MPI process
// (mpirun -np <devices>), the collectives exchanged as MPI messages, the
// outputs gathered and compared with the global program on rank 0.
//
// The bundled examples (8 and 4 ranks), a LLaMA-style transformer layer forward
// and backward under FSDP x TP (4 ranks) and sequence parallelism over 8
// ranks, and random programs on meshes of 2 to 8 devices.
//
// RUN: %mpirun -np 8 ap-run --backend=mpi --compare %shard_src_root/examples/mlp-megatron.mlir | FileCheck %s
// RUN: ap-opt %shard_src_root/examples/llama-tiny-2x2.mlir --ap-auto-parallel -o %t.llama.mlir
// RUN: %mpirun -np 4 ap-run --backend=mpi --compare %shard_src_root/examples/llama-tiny-2x2.mlir --candidate %t.llama.mlir | FileCheck %s
//
// The whole pipeline under mpirun: rank 0 plans, partitions and splits the
// step into forward and backward, every rank runs its part of the result.
// RUN: %mpirun -np 4 ap-run --backend=mpi --compare %shard_src_root/examples/llama-tiny-2x2.mlir --pipeline='ap-auto-parallel{recompute=min-cut}' | FileCheck %s --check-prefixes=CHECK,PIPELINE
// PIPELINE: ap-run: candidate after 'ap-auto-parallel{recompute=min-cut}': mesh @mesh 2x2 (4 devices)
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp > %t.fsdp-tp.mlir
// RUN: %mpirun -np 4 ap-run --backend=mpi --compare %t.fsdp-tp.mlir --contractions=gemm | FileCheck %s
// RUN: %mpirun -np 4 ap-run --backend=mpi --compare %t.fsdp-tp.mlir | FileCheck %s --check-prefixes=CHECK,TRAFFIC
// RUN: %model_gen/transformer.py --mesh 2x4 --sharding sp --kv-heads 4 > %t.sp.mlir
// RUN: %mpirun -np 8 ap-run --backend=mpi --compare %t.sp.mlir | FileCheck %s --check-prefixes=CHECK,EIGHT
//
// EIGHT: ap-run: candidate after 'ap-partition': mesh @mesh 2x4 (8 devices)
// The processes' traffic, gathered from every process, is what the cost
// model says (Differential/traffic.mlir has the same on threads).
// TRAFFIC: ap-run: collectives: {{[1-9][0-9]*}} exchanges, [[#BYTES:]] bytes sent by the busiest rank, {{[0-9]+}} by all 4 ranks;
// TRAFFIC-SAME: the cost model's bus bytes: [[#BYTES]] per rank
// With MPI's own collectives (below), every collective of the f32 layers
// is MPI's.
// NATIVE: ap-run: collectives: 0 exchanges, 0 bytes sent by the busiest rank, 0 by all {{[48]}} ranks, {{[1-9][0-9]*}} library collectives
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS
//
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --mpi --mpirun='%mpirun' --first 1 --count 24 | FileCheck %s --check-prefix=RANDOM
// RANDOM-NOT: FAIL
// RANDOM: random differential test: 24 programs (seeds 1..24) on meshes {{.*}}2x2x2{{.*}}: 24 passed, 0 failed
//
// MPI's own collectives (--collectives=native: MPI_Iallgather,
// MPI_Ireduce_scatter_block, MPI_Iallreduce, MPI_Ialltoall on a
// communicator per group, created on first use): the examples, the layers
// and more random programs.
// RUN: %mpirun -np 8 ap-run --backend=mpi --collectives=native --compare %shard_src_root/examples/mlp-megatron.mlir | FileCheck %s
// RUN: %mpirun -np 4 ap-run --backend=mpi --collectives=native --compare %t.fsdp-tp.mlir | FileCheck %s --check-prefixes=CHECK,NATIVE
// RUN: %mpirun -np 8 ap-run --backend=mpi --collectives=native --compare %t.sp.mlir | FileCheck %s --check-prefixes=CHECK,NATIVE
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --mpi --mpirun='%mpirun' --first 25 --count 16 --ap-run-arg=--collectives=native | FileCheck %s --check-prefix=RANDOM-NATIVE
// RANDOM-NATIVE-NOT: FAIL
// RANDOM-NATIVE: random differential test: 16 programs (seeds 25..40) on meshes {{.*}}: 16 passed, 0 failed
