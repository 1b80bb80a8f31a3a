// REQUIRES: mpi
// An executable of ap-run --emit-executable under mpirun: every process is
// one rank, rank 0 writes the global outputs, and ap-run holds them to the
// global program's on the same inputs (threads.mlir has the threads
// backend).
//
// RUN: rm -rf %t && mkdir -p %t
// The Megatron MLP on 8 processes, exact and MPI's own collectives.
// RUN: ap-run --compare %shard_src_root/examples/mlp-megatron.mlir --emit-executable=%t/mlp
// RUN: %mpirun -np 8 %t/mlp --backend=mpi --seed=5 --save-inputs-dir=%t/mlp.in --outputs-dir=%t/mlp.out | FileCheck %s --check-prefix=MLP
// MLP: mlp: @mlp, mesh @mesh 2x4 (8 devices), 3 inputs, 1 output: ran in {{[0-9.]+}} ms
// MLP-NEXT: mlp: collectives: 2 exchanges, 1536 bytes sent by the busiest rank, 12288 by all 8 ranks
// RUN: ap-run %shard_src_root/examples/mlp-megatron.mlir --inputs-dir=%t/mlp.in --expected-dir=%t/mlp.out | FileCheck %s
// RUN: %mpirun -np 8 %t/mlp --backend=mpi --inputs-dir=%t/mlp.in --outputs-dir=%t/mlp.native --collectives=native | FileCheck %s --check-prefix=NATIVE
// NATIVE: mlp: collectives: 0 exchanges, 0 bytes sent by the busiest rank, 0 by all 8 ranks, 1 library collective
// RUN: ap-run %shard_src_root/examples/mlp-megatron.mlir --inputs-dir=%t/mlp.in --expected-dir=%t/mlp.native | FileCheck %s
//
// A transformer layer's forward and backward under FSDP x TP, on 4
// processes.
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp > %t/layer.mlir
// RUN: ap-run --compare %t/layer.mlir --emit-executable=%t/layer
// RUN: %mpirun -np 4 %t/layer --backend=mpi --save-inputs-dir=%t/layer.in --outputs-dir=%t/layer.out | FileCheck %s --check-prefix=LAYER
// LAYER: layer: collectives: {{[1-9][0-9]*}} exchanges
// RUN: ap-run %t/layer.mlir --inputs-dir=%t/layer.in --expected-dir=%t/layer.out | FileCheck %s
//
// CHECK-NOT: FAIL
// CHECK: ap-run: output 0 {{.*}}: PASS
// CHECK-NOT: FAIL
//
// The wrong number of processes is an error before anything runs.
// RUN: not timeout 60 %mpirun -np 2 %t/mlp --backend=mpi 2>&1 | FileCheck %s --check-prefix=RANKS
// RANKS: mlp: error: the program runs on 8 device(s) (mesh @mesh 2x4 (8 devices)) but 2 MPI rank(s) were started; use mpirun -np 8
//
// A rank that dies or hangs mid-collective ends the job with an error
// naming the rank and the operation (the runtime's fault injection).
// RUN: ap-run --compare %s --emit-executable=%t/sum
// RUN: env AP_RT_FAIL_RANK=1 not timeout 60 %mpirun -np 4 %t/sum --backend=mpi 2>&1 | FileCheck %s --check-prefix=DIES
// DIES: ap runtime error: rank 1: injected failure (AP_RT_FAIL_RANK) at collective #1, reduce_scatter
// RUN: env AP_RT_FAIL_RANK=2 AP_RT_FAIL_AT=2 AP_RT_FAIL_MODE=hang not timeout 60 %mpirun -np 4 %t/sum --backend=mpi --collective-timeout=10 2>&1 | FileCheck %s --check-prefix=HANGS
// HANGS: ap runtime error: rank 2: injected hang (AP_RT_FAIL_RANK) at collective #2, all_gather
// HANGS: ap runtime error: rank {{[013]}}: {{all_gather|gathering the traffic|gathering the outputs}} over ranks [{{.*}}] did not complete within 10.00 s: another rank died or is stuck

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @main(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
                %y: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), R]>})
    -> (tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [R, R]>}) {
  %s = arith.addf %x, %y : tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}
