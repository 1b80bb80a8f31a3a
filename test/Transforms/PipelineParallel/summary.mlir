// ap-pipeline-split's summary: each stage's forward and backward per
// micro-batch as the target prices them, the schedule's bubble and how many
// micro-batches each stage keeps in flight (1F1B: S - s; GPipe: all), the
// memory a device holds (parameters, gradients and optimizer state, and the
// saved activations of the micro-batches in flight; a stage over the
// target's capacity says so), the predicted step, tokens/s per device.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x2 --axes pp,tp > %t.mlir
// RUN: ap-opt %t.mlir -ap-pipeline-split='micro-batches=4 summary=- target-json={"memory_capacity":2.0e+05}' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OVER
// OVER: stage 0 memory: {{.*}} saved), over the 200.0 KB capacity
// RUN: ap-opt %t.mlir -ap-pipeline-split="micro-batches=4 summary=-" -o /dev/null 2>&1 | FileCheck %s
//
// Recompute inside the stages: each stage's backward runs its forward's
// elementwise work again (min-cut) or that and every other contraction
// (sac), and keeps less for each micro-batch in flight (save-all above keeps
// 22.6 KB and 25.7 KB):
// RUN: ap-opt %t.mlir -ap-pipeline-split="micro-batches=4 summary=- recompute=min-cut" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MINCUT
// RUN: ap-opt %t.mlir -ap-pipeline-split="micro-batches=4 summary=- recompute=sac" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SAC
// MINCUT:      stage 0: {{.*}} saves 11.3 KB per micro-batch, up to 2 in flight
// MINCUT-NEXT: stage 1: {{.*}} saves 13.3 KB per micro-batch, up to 1 in flight
// MINCUT-NEXT: recompute min-cut: {{[1-9][0-9]*}} forward op(s) run again in the backward cells
// SAC:      stage 0: {{.*}} saves 5.7 KB per micro-batch, up to 2 in flight
// SAC-NEXT: stage 1: {{.*}} saves 6.7 KB per micro-batch, up to 1 in flight
// SAC-NEXT: recompute sac: {{[1-9][0-9]*}} forward op(s) run again in the backward cells
// RUN: ap-opt %t.mlir -ap-pipeline-split="micro-batches=4 schedule=gpipe summary=-" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPIPE
//
// CHECK:      pipeline: 2 stages, 4 micro-batches (1f1b), bubble {{[0-9]+\.[0-9]}}%
// CHECK-NEXT:   stage 0: forward {{[0-9.]+}} ms, backward {{[0-9.]+}} ms per micro-batch (collectives {{[0-9.]+}} ms, {{[0-9.]+}} ms of them not hidden); sends {{.*}} forward and {{.*}} back, saves 22.6 KB per micro-batch, up to 2 in flight
// CHECK-NEXT:   stage 1: forward {{[0-9.]+}} ms, backward {{[0-9.]+}} ms per micro-batch (collectives {{[0-9.]+}} ms, {{[0-9.]+}} ms of them not hidden); sends {{.*}} forward and {{.*}} back, saves 25.7 KB per micro-batch, up to 1 in flight
// CHECK-NEXT:   recompute save-all: 0 forward op(s) run again in the backward cells
// CHECK-NEXT:   stage 0 memory: {{.*}} a device ({{.*}} parameters and their state, {{.*}} of sums over the micro-batches, 2 x {{.*}} saved)
// CHECK-NEXT:   stage 1 memory: {{.*}} a device ({{.*}} parameters and their state, {{.*}} of sums over the micro-batches, 1 x {{.*}} saved)
// CHECK-NEXT:   transfer {{[0-9.]+}} ms a hop (the most bytes one direction carries, over the pipeline axis)
// CHECK-NEXT: predicted step {{[0-9.]+}} ms: schedule {{[0-9.]+}} ms, gradients reduced after the last micro-batch {{[0-9.]+}} ms more{{$}}
// CHECK-NEXT: tokens/s per device: {{[0-9.]+}} (32 tokens a step over 4 devices)
//
// GPIPE:      pipeline: 2 stages, 4 micro-batches (gpipe), bubble {{[0-9]+\.[0-9]}}%
// GPIPE-NEXT:   stage 0: {{.*}} up to 4 in flight
// GPIPE-NEXT:   stage 1: {{.*}} up to 4 in flight
