// ap-pipeline-split on the generator's LLaMA (2 layers) over a 2x2 mesh whose
// first axis is the pipeline: two stages, each a forward and a backward
// function run micro-batch by micro-batch in the schedule's order by the
// stage's driver, activations sent forward and their gradients back; the
// step dispatches on the pipeline coordinate and sums each result over it.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x2 --axes pp,tp > %t.mlir
// RUN: ap-opt %t.mlir -ap-pipeline-split=micro-batches=4 | FileCheck %s
//
// stages=2 on a 4-device pipeline axis splits it into 2 stages x 2 (the
// stage mesh is the second half):
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 4 --axes pp > %t4.mlir
// RUN: ap-opt %t4.mlir -ap-pipeline-split='stages=2 micro-batches=2' | FileCheck %s --check-prefix=SPLITAXIS
// SPLITAXIS: ap.mesh @mesh(shape = 2x2, axes = ["pp", "pp_data"])
// SPLITAXIS: func.func private @train_step_stage1(
// SPLITAXIS-NOT: func.func private @train_step_stage2(
//
// On a 4x2 mesh, the devices the 2 stages leave join the second axis (the
// same order: 2 x 4):
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 4x2 --axes pp,dp > %t42.mlir
// RUN: ap-opt %t42.mlir -ap-pipeline-split='stages=2 micro-batches=2' | FileCheck %s --check-prefix=MERGE
// MERGE: ap.mesh @mesh(shape = 2x4, axes = ["pp", "dp"])
// RUN: ap-opt %t.mlir -ap-pipeline-split="micro-batches=4 schedule=gpipe" | FileCheck %s --check-prefix=GPIPE
//
// A target with 120 KB a device: each stage shards its parameters over its
// two devices; the stage's collectives move from the stage mesh's axis 0 to
// the mesh's axis 1.
// RUN: ap-opt %t.mlir -ap-pipeline-split='micro-batches=4 target-json={"memory_capacity":1.2e+05}' | FileCheck %s --check-prefix=STAGEMESH
// STAGEMESH: func.func @train_step(
// STAGEMESH-SAME: ap.local_sharding = #ap.sharding<@mesh, [R, S({{[01]}})]>
// STAGEMESH: func.func private @train_step_stage0_forward(
// STAGEMESH: ap.all_gather %{{.*}} on @mesh axes = [1] dim = {{[01]}}
// STAGEMESH-NOT: axes = [0]
// STAGEMESH: func.func private @train_step_stage0_backward(
// STAGEMESH-NOT: __ap_

// 1F1B on the first stage: one forward ahead, then one forward and one
// backward in turn, then the last backward.
// CHECK-LABEL: func.func private @train_step_stage0(
// CHECK-SAME:      %{{.*}}: tensor<4x8xi64>
// CHECK:         %[[T0:.*]] = tensor.extract_slice %{{.*}}[0, 0] [1, 8] [1, 1] : tensor<4x8xi64> to tensor<1x8xi64>
// CHECK:         %[[F0:.*]]:{{[0-9]+}} = call @train_step_stage0_forward(%[[T0]],
// CHECK-NEXT:    ap.send %[[F0]]#0 on @mesh axis = 0 to = 1
// The second activation leaves once the first gradients are back: on NCCL
// a send waits for its receive (ap-order-transfers).
// CHECK:         call @train_step_stage0_forward(
// CHECK-NEXT:    ap.recv on @mesh axis = 0 from = 1
// CHECK:         ap.send %{{.*}} on @mesh axis = 0 to = 1
// CHECK-NEXT:    %[[B0:.*]]:{{[0-9]+}} = call @train_step_stage0_backward(%[[T0]],
// CHECK:         call @train_step_stage0_forward(
// CHECK:         %[[B1:.*]]:{{[0-9]+}} = call @train_step_stage0_backward(
// CHECK:         arith.addf %[[B0]]#0, %[[B1]]#0
// CHECK:         call @train_step_stage0_forward(
// CHECK:         call @train_step_stage0_backward(
// CHECK:         call @train_step_stage0_backward(
// CHECK-NOT:     call @
// CHECK:         return

// The last stage: forward and backward of each micro-batch in turn; the
// loss is its result, the first layers' gradients are zeros here.
// CHECK-LABEL: func.func private @train_step_stage1(
// CHECK:         ap.recv on @mesh axis = 0 from = 0
// CHECK:         call @train_step_stage1_forward(
// CHECK:         call @train_step_stage1_backward(
// CHECK:         ap.send %{{.*}} on @mesh axis = 0 to = 0
// CHECK:         call @train_step_stage1_forward(
// CHECK:         call @train_step_stage1_backward(
// CHECK:         call @train_step_stage1_forward(
// CHECK:         call @train_step_stage1_backward(
// CHECK:         call @train_step_stage1_forward(
// CHECK:         call @train_step_stage1_backward(
// CHECK-NOT:     call @
// CHECK:         arith.constant dense<0.000000e+00>
// CHECK:         return

// CHECK-LABEL: func.func @train_step(
// CHECK-SAME:      ap.local_sharding = #ap.sharding<@mesh, [R, R]>
// CHECK-SAME:      -> (tensor<f32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum), R]>
// CHECK:         %[[STAGE:.*]] = ap.group_index on @mesh axes = [0]
// CHECK:         scf.index_switch %[[STAGE]]
// CHECK:         case 0 {
// CHECK:           func.call @train_step_stage0(
// CHECK:         default {
// CHECK:           func.call @train_step_stage1(
// The results are sums over the pipeline axis (the owner stage's value,
// zeros elsewhere), returned without a collective:
// CHECK-NOT:     ap.all_reduce
// CHECK:         return

// CHECK:       func.func private @train_step_stage0_forward(
// CHECK:       func.func private @train_step_stage0_backward(
// CHECK:       func.func private @train_step_stage1_forward(
// CHECK:       func.func private @train_step_stage1_backward(
// CHECK-NOT:   __ap_

// GPipe: every forward, then every backward.
// GPIPE-LABEL: func.func private @train_step_stage0(
// GPIPE-COUNT-4: call @train_step_stage0_forward(
// GPIPE-COUNT-4: call @train_step_stage0_backward(
// GPIPE-NOT:     call @
// GPIPE:         return
