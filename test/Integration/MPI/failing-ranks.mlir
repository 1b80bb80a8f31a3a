// A rank that dies or hangs mid-collective ends the whole run with an
// error naming the rank and the operation, never a hang (the runtime's
// fault injection, docs/Runtime.md; `timeout` guards the test itself).
//
// A rank exits at its first collective: mpirun ends the job.
// RUN: env AP_RT_FAIL_RANK=1 not timeout 60 %mpirun -np 4 ap-run --backend=mpi --compare %s 2>&1 | FileCheck %s --check-prefix=DIES
// DIES: ap runtime error: rank 1: injected failure (AP_RT_FAIL_RANK) at collective #1, reduce_scatter
//
// A rank stops at its second collective: the others give up after the
// collective timeout and abort the job.
// RUN: env AP_RT_FAIL_RANK=2 AP_RT_FAIL_AT=2 AP_RT_FAIL_MODE=hang not timeout 60 %mpirun -np 4 ap-run --backend=mpi --collective-timeout=2 --compare %s 2>&1 | FileCheck %s --check-prefix=HANGS
// HANGS: ap runtime error: rank 2: injected hang (AP_RT_FAIL_RANK) at collective #2, all_gather
// HANGS: ap runtime error: rank {{[013]}}: {{all_gather|gathering the traffic|gathering the outputs}} over ranks [{{.*}}] did not complete within 2.00 s: another rank died or is stuck
//
// The wrong number of ranks is an error before anything runs.
// RUN: not timeout 60 %mpirun -np 2 ap-run --backend=mpi --compare %s 2>&1 | FileCheck %s --check-prefix=RANKS
// RANKS: ap-run: the candidate runs on 4 device(s) (mesh @mesh 2x2 (4 devices)) but 2 MPI rank(s) were started; use mpirun -np 4

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @main(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
                %y: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), R]>})
    -> (tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [R, R]>}) {
  %s = arith.addf %x, %y : tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}
