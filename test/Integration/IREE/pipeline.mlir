// REQUIRES: iree
// A pipelined step through IREE: ap-auto-parallel{pipeline=2} writes stage
// programs that pass activations and gradients with ap.send and ap.recv;
// ap-lower-to-iree orders them for IREE's waiting sends (ap-order-transfers)
// and makes each a flow.collective.send_recv on the pipeline axis's channel
// (its ranks the stage coordinates, -1 where nothing is sent or received).
// It was refused ("'ap.send' op has no IREE form"). IREE's CPU runtime has
// no collectives, so here it is compiled: for the CPU, and by ap-run for
// CUDA. Every transfer survives IREE (32: stage 0 sends 4 activations and
// receives 3 tensors per micro-batch, stage 1 the other way round), none
// dropped as unread.
//
// DEFINE: %{cpu} = --iree-input-demote-f64-to-f32=false --iree-input-demote-i64-to-i32=false --iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu --iree-llvmcpu-target-cpu=host
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x2 --axes pp,tp > %t.mlir
// RUN: ap-opt %t.mlir --ap-auto-parallel='pipeline=2 micro-batches=4' -o %t.planned.mlir
// RUN: ap-opt %t.planned.mlir --ap-lower-to-iree -o %t.iree.mlir
// RUN: FileCheck %s --input-file=%t.iree.mlir
// CHECK-COUNT-32: "flow.collective.send_recv"
// CHECK-NOT: "flow.collective.send_recv"
// CHECK-NOT: ap.
// RUN: FileCheck %s --input-file=%t.iree.mlir --check-prefix=RANKS
// RANKS: %[[SEND:.*]] = arith.constant 1 : index
// RANKS: %[[NONE:.*]] = arith.constant -1 : index
// RANKS: "flow.collective.send_recv"(%{{.*}}, %{{.*}}, %{{.*}}, %[[SEND]], %[[NONE]]) {element_type = 9 : i32, tied_operands = [0 : index]} : (tensor<1x8x32xf32>, tensor<1x8x32xf32>, !flow.channel, index, index) -> tensor<1x8x32xf32>
// RANKS-NEXT: "util.optimization_barrier"
// RUN: %iree_compile %t.iree.mlir %{cpu} -o %t.vmfb
// RUN: %iree_dump_module %t.vmfb | FileCheck %s --check-prefix=MODULE
// MODULE-COUNT-32: vm.call @hal.command_buffer.collective(
// MODULE-NOT: vm.call @hal.command_buffer.collective(
//
// RUN: ap-run %t.mlir --compare --pipeline='ap-auto-parallel{pipeline=2 micro-batches=4}' --backend=iree --device=gpu --gpu-chip=sm_80 --emit-executable=%t.sm80.vmfb | FileCheck %s --check-prefix=SM80
// SM80: ap-run: wrote {{.*}}.vmfb, @train_step for IREE
// RUN: %iree_dump_module %t.sm80.vmfb | FileCheck %s --check-prefix=MODULE
