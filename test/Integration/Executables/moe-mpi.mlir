// REQUIRES: mpi
// The expert-parallel plan of a mixture-of-experts training step (see
// test/Integration/Differential/moe-expert-parallel.mlir) as an executable
// on 4 MPI processes, exact and with MPI's own collectives (all_to_all
// included): rank 0's outputs match the global program's on the same
// inputs.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %model_gen/llama.py --preset tiny --layers 1 --experts 4 --capacity 3 --ffn 256 --dtype f64 --mesh 2x2 > %t/moe.mlir
// RUN: ap-run %t/moe.mlir --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"intra_node":{"bandwidth":1e7}}},ap-partition{exact-annotations}' --emit-executable=%t/moe
// RUN: %mpirun -np 4 %t/moe --backend=mpi --seed=3 --save-inputs-dir=%t/in --outputs-dir=%t/out | FileCheck %s --check-prefix=EXE
// RUN: ap-run %t/moe.mlir --inputs-dir=%t/in --expected-dir=%t/out | FileCheck %s
// RUN: %mpirun -np 4 %t/moe --backend=mpi --inputs-dir=%t/in --outputs-dir=%t/native --collectives=native | FileCheck %s --check-prefix=NATIVE
// RUN: ap-run %t/moe.mlir --inputs-dir=%t/in --expected-dir=%t/native | FileCheck %s
//
// RUN: ap-opt %t/moe.mlir --pass-pipeline='builtin.module(ap-auto-shard{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"intra_node":{"bandwidth":1e7}}},ap-partition)' | FileCheck %s --check-prefix=IR
// IR: ap.all_to_all
//
// EXE: moe: @train_step, mesh @mesh 2x2 (4 devices)
// EXE-NEXT: moe: collectives: {{[1-9][0-9]*}} exchanges
// NATIVE: moe: collectives: {{.*}} library collective
// CHECK-NOT: FAIL
// CHECK: ap-run: output 0 {{.*}}: PASS
// CHECK-NOT: FAIL
