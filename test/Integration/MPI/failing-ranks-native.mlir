// failing-ranks.mlir with MPI's own collectives (--collectives=native), on
// one group of all four ranks, so that every rank that does not fail waits
// in the same collective. A rank that stops at its first collective leaves
// the others waiting for the group's communicator, which is only created
// once every member has shown up, so that the run ends instead of hanging
// in MPI_Comm_create_group; one that stops later leaves the others in MPI's
// non-blocking collective, under the same deadline; one that exits ends
// the job through mpirun.
//
// RUN: env AP_RT_FAIL_RANK=2 AP_RT_FAIL_MODE=hang not timeout 60 %mpirun -np 4 ap-run --backend=mpi --collectives=native --collective-timeout=2 --compare %s 2>&1 | FileCheck %s --check-prefix=FIRST
// FIRST: ap runtime error: rank 2: injected hang (AP_RT_FAIL_RANK) at collective #1, reduce_scatter
// FIRST: ap runtime error: rank {{[013]}}: reduce_scatter (starting the group's communicator) over ranks [0, 1, 2, 3] did not complete within 2.00 s: another rank died or is stuck
//
// RUN: env AP_RT_FAIL_RANK=2 AP_RT_FAIL_AT=2 AP_RT_FAIL_MODE=hang not timeout 60 %mpirun -np 4 ap-run --backend=mpi --collectives=native --collective-timeout=2 --compare %s 2>&1 | FileCheck %s --check-prefix=LATER
// LATER: ap runtime error: rank 2: injected hang (AP_RT_FAIL_RANK) at collective #2, all_gather
// LATER: ap runtime error: rank {{[013]}}: all_gather over ranks [0, 1, 2, 3] did not complete within 2.00 s: another rank died or is stuck
//
// RUN: env AP_RT_FAIL_RANK=3 AP_RT_FAIL_AT=2 not timeout 60 %mpirun -np 4 ap-run --backend=mpi --collectives=native --compare %s 2>&1 | FileCheck %s --check-prefix=DIES
// DIES: ap runtime error: rank 3: injected failure (AP_RT_FAIL_RANK) at collective #2, all_gather

ap.mesh @mesh(shape = 4, axes = ["a"])
func.func @main(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>},
                %y: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum)]>})
    -> (tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %s = arith.addf %x, %y : tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}
