// ap-train on the threads backend: a hand-written step (Inputs/linear-sgd.mlir:
// a one-hot embedding and two linear layers, SGD, results marked
// ap.update_of) trained for 16 steps on 64 samples (batches of 8, so step
// k+8 reads the batch of step k), planned for the 2x2 mesh by
// ap-auto-shard with compute priced high (parameters sharded, each update
// in its parameter's layout: the planner ties them, so the state stays on
// its ranks from step to step), and on one device.
//
// The tolerance: both runs compute in f32 with contractions of at most 32
// terms (a relative error of 32 * 2^-24 = 2e-6 per contraction, the
// partitioned run's partial sums reduced exactly in the runtime) over 16
// SGD steps; the losses are printed to 9 digits. 1e-4 of the loss
// and 1e-5 + 1e-4 of each parameter leave a margin of 10 over both.
//
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/make-data.py %t
// RUN: ap-train %S/Inputs/linear-sgd.mlir --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --init %t/init --data %t/data --steps 16 --checkpoint-dir %t/ck --checkpoint-every 4 > %t/mesh.log
// RUN: FileCheck %s --input-file=%t/mesh.log
// RUN: ap-train %S/Inputs/linear-sgd.mlir --pipeline= --init %t/init --data %t/data --steps 16 --checkpoint-dir %t/global > %t/global.log
// RUN: FileCheck %s --check-prefix=GLOBAL --input-file=%t/global.log
// RUN: %python %S/Inputs/check-losses.py %t/mesh.log %t/global.log --period 8 --rtol 1e-4 | FileCheck %s --check-prefix=LOSSES
//
// CHECK: ap-train: @step, mesh @mesh 2x2 (4 devices), 2 state, 2 data and 0 constant argument(s)
// CHECK-NOT: re-sharded
// The planner's prediction (ap.predicted_step, which ap-train asks
// ap-auto-shard to record) before the first step, and beside the measured
// step after the last.
// CHECK: ap-train: the plan's predicted step: [[PREDICTED:[0-9.]+]] ms (ap.predicted_step)
// CHECK: step 0 loss {{[0-9.e-]+}} tokens/s {{[0-9.]+}}
// CHECK: step 15 loss
// CHECK-NEXT: ap-train: predicted step [[PREDICTED]] ms, measured {{[0-9.]+}} ms (median of 15 steps after the first), ratio {{[0-9.]+}} (measured / predicted); in collectives {{[0-9.]+}} ms (median)
// GLOBAL: ap-train: @step, global, 1 device, 2 state, 2 data and 0 constant argument(s)
// GLOBAL-NEXT: ap-train: no predicted step (the pipeline planned nothing)
// GLOBAL: step 15 loss
// GLOBAL-NEXT: ap-train: measured {{[0-9.]+}} ms (median of 15 steps after the first){{$}}
// LOSSES: ok: 16 steps
//
// The same plan with its collectives started early and waited for late
// (ap-schedule-collectives), each rank's on a helper thread
// (--comm-stream=thread) and on the rank's own (inline, what auto picks
// where the ranks take every core): the exact collectives give the same
// bits, so the losses are equal.
// RUN: ap-train %S/Inputs/linear-sgd.mlir --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition,ap-schedule-collectives' --init %t/init --data %t/data --steps 16 --comm-stream=thread > %t/thread.log
// RUN: ap-train %S/Inputs/linear-sgd.mlir --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition,ap-schedule-collectives' --init %t/init --data %t/data --steps 16 --comm-stream=inline > %t/inline.log
// RUN: %python %S/Inputs/check-losses.py %t/thread.log %t/mesh.log | FileCheck %s --check-prefix=LOSSES
// RUN: %python %S/Inputs/check-losses.py %t/inline.log %t/mesh.log | FileCheck %s --check-prefix=LOSSES
//
// Checkpoints: after 4, 8, 12 and 16 updates, each a directory with one
// file per rank and a manifest.
// RUN: ls %t/ck | FileCheck %s --check-prefix=CHECKPOINTS
// CHECKPOINTS: step-12
// CHECKPOINTS-NEXT: step-16
// CHECKPOINTS-NEXT: step-4
// CHECKPOINTS-NEXT: step-8
// RUN: ls %t/ck/step-8 | FileCheck %s --check-prefix=FILES
// FILES: manifest.json
// FILES-NEXT: rank-0.bin
// FILES-NEXT: rank-0.bin.xxh3
// FILES-NEXT: rank-1.bin
// FILES-NEXT: rank-1.bin.xxh3
// FILES-NEXT: rank-2.bin
// FILES-NEXT: rank-2.bin.xxh3
// FILES-NEXT: rank-3.bin
// FILES-NEXT: rank-3.bin.xxh3
// RUN: FileCheck %s --check-prefix=MANIFEST --input-file=%t/ck/step-8/manifest.json
// MANIFEST: "format": "ap-train checkpoint 1",
// MANIFEST: "step": 8,
// MANIFEST: "layout": "#ap.sharding<@mesh, [{{.*}}]>",
// MANIFEST: "name": "input_0",
// MANIFEST: "file": "rank-3.bin",
//
// --resume from step-8 gives the uninterrupted run's losses, bit for bit;
// and from the newest checkpoint (step-16) there is nothing left to do.
// RUN: ap-train %S/Inputs/linear-sgd.mlir --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --init %t/init --data %t/data --steps 16 --checkpoint-dir %t/ck --resume --resume-from 8 > %t/resumed.log 2> %t/resumed.err
// RUN: grep -o 'step [0-9]* loss [^ ]*' %t/mesh.log | tail -8 > %t/expected
// RUN: grep -o 'step [0-9]* loss [^ ]*' %t/resumed.log | diff - %t/expected
// RUN: FileCheck %s --check-prefix=RESUMED --input-file=%t/resumed.log
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t/resumed.err
// RESUMED: ap-train: resuming from {{.*}}step-8
// RESUMED-NEXT: step 8 loss
// KEPT: ap-train: {{.*}}step-16 exists; kept
//
// An elastic restart: the 2x2 checkpoint of step 8 re-sharded for a mesh
// of 2 and of 4x1 (re-planned); the losses stay within the tolerance.
// RUN: ap-train %S/Inputs/linear-sgd.mlir --mesh 2 --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --init %t/init --data %t/data --steps 16 --checkpoint-dir %t/ck --resume --resume-from 8 > %t/mesh2.log 2>&1
// RUN: FileCheck %s --check-prefix=MESH2 --input-file=%t/mesh2.log
// MESH2: ap-train: @step, mesh @mesh 2 (2 devices)
// RUN: grep '^step ' %t/mesh.log | tail -8 > %t/tail.log
// RUN: %python %S/Inputs/check-losses.py %t/mesh2.log %t/tail.log --rtol 1e-4
// RUN: ap-train %S/Inputs/linear-sgd.mlir --mesh 4x1 --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --init %t/init --data %t/data --steps 16 --checkpoint-dir %t/ck --resume --resume-from 8 > %t/mesh4.log 2>&1
// RUN: %python %S/Inputs/check-losses.py %t/mesh4.log %t/tail.log --rtol 1e-4
//
// --gather writes the state as global tensors, named as --init reads them:
// the 2x2 run's parameters after 16 updates are the global run's, within
// the tolerance; and training from them continues where the run stopped
// (the data wrap after 8 steps, so steps 0-7 from step 16's state read
// the batches of steps 16-23).
// RUN: ap-train --gather %t/ck/step-16 %t/gathered
// RUN: ap-train --gather %t/global/step-16 %t/gathered-global
// RUN: %python %S/Inputs/compare-npy.py %t/gathered %t/gathered-global --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=GATHER
// GATHER: input_0.npy: <f4 (16, 32) ok
// GATHER: input_1.npy: <f4 (32, 8) ok
// RUN: ap-train %S/Inputs/linear-sgd.mlir --pipeline= --init %t/gathered-global --data %t/data --steps 2 | grep -o 'loss [^ ]*' > %t/continued
// RUN: ap-train %S/Inputs/linear-sgd.mlir --pipeline= --init %t/init --data %t/data --steps 18 | grep -o 'loss [^ ]*' | tail -2 | diff - %t/continued
