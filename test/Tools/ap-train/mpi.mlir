// REQUIRES: mpi
// ap-train --backend=mpi under mpirun: every rank a process holding its own
// parts of the state; the losses and the checkpoint's state are the
// threads run's, bit for bit (the same exact collectives); a dead rank
// ends the job with an error naming it.
//
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/make-data.py %t
// RUN: ap-train %S/Inputs/linear-sgd.mlir --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --init %t/init --data %t/data --steps 4 --checkpoint-dir %t/threads --checkpoint-every 2 > %t/threads.log
// RUN: timeout 120 %mpirun -np 4 ap-train --backend=mpi %S/Inputs/linear-sgd.mlir --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --init %t/init --data %t/data --steps 4 --checkpoint-dir %t/mpi --checkpoint-every 2 > %t/mpi.log
// RUN: FileCheck %s --input-file=%t/mpi.log
// CHECK: ap-train: @step, mesh @mesh 2x2 (4 devices)
// CHECK: step 3 loss
// RUN: grep -o 'step [0-9]* loss [^ ]*' %t/threads.log > %t/threads.losses
// RUN: grep -o 'step [0-9]* loss [^ ]*' %t/mpi.log | diff - %t/threads.losses
// RUN: ls %t/mpi/step-4 | FileCheck %s --check-prefix=FILES
// FILES: manifest.json
// FILES-NEXT: rank-0.bin
// FILES-NEXT: rank-0.bin.xxh3
// FILES-NEXT: rank-1.bin
// FILES-NEXT: rank-1.bin.xxh3
// FILES-NEXT: rank-2.bin
// FILES-NEXT: rank-2.bin.xxh3
// FILES-NEXT: rank-3.bin
// FILES-NEXT: rank-3.bin.xxh3
// RUN: ap-train --gather %t/mpi/step-4 %t/mpi-state
// RUN: ap-train --gather %t/threads/step-4 %t/threads-state
// RUN: %python %S/Inputs/compare-npy.py %t/mpi-state %t/threads-state
//
// Resuming under mpirun from the threads run's step-2.
// RUN: timeout 120 %mpirun -np 4 ap-train --backend=mpi %S/Inputs/linear-sgd.mlir --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --init %t/init --data %t/data --steps 4 --checkpoint-dir %t/threads --resume --resume-from 2 2>/dev/null | grep -o 'step [0-9]* loss [^ ]*' > %t/resumed.losses
// RUN: tail -2 %t/threads.losses | diff - %t/resumed.losses
//
// A rank that dies mid-step ends the job; one that hangs is named by the
// others after the collective timeout.
// RUN: env AP_RT_FAIL_RANK=1 AP_RT_FAIL_AT=3 not timeout 120 %mpirun -np 4 ap-train --backend=mpi %S/Inputs/linear-sgd.mlir --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --init %t/init --data %t/data --steps 4 2>&1 | FileCheck %s --check-prefix=DIES
// DIES: ap runtime error: rank 1: injected failure (AP_RT_FAIL_RANK) at collective #3
// RUN: env AP_RT_FAIL_RANK=2 AP_RT_FAIL_AT=3 AP_RT_FAIL_MODE=hang not timeout 120 %mpirun -np 4 ap-train --backend=mpi --collective-timeout=2 %S/Inputs/linear-sgd.mlir --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --init %t/init --data %t/data --steps 4 2>&1 | FileCheck %s --check-prefix=HANGS
// HANGS: ap runtime error: rank 2: injected hang (AP_RT_FAIL_RANK) at collective #3
// HANGS: ap runtime error: rank {{[013]}}: {{.*}} did not complete within 2.00 s: another rank died or is stuck
//
// The wrong number of processes.
// RUN: not timeout 120 %mpirun -np 2 ap-train --backend=mpi %S/Inputs/linear-sgd.mlir --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --init %t/init --data %t/data --steps 1 2>&1 | FileCheck %s --check-prefix=RANKS
// RANKS: ap-train: the step runs on 4 device(s) (mesh @mesh 2x2 (4 devices)) but 2 MPI rank(s) were started; use mpirun -np 4
