// ap-order-transfers: transfers that run through where a send waits for its
// receive (NCCL's, IREE's send_recv). Both devices of rows-squared-send-recv
// send first: buffered (the threads, MPI) it runs; with waiting sends
// (AP_RT_WAITING_SENDS) it hangs, which the threads end with an error.
// Ordered, device 0 receives first, and it runs with waiting sends too.
//
// DEFINE: %{global} = %S/../../Tools/ap-run/Inputs/rows-squared-global.mlir
// DEFINE: %{sendfirst} = %S/../../Tools/ap-run/Inputs/rows-squared-send-recv.mlir
// RUN: ap-run --compare %{global} --candidate %{sendfirst} | FileCheck %s --check-prefix=RAN
// RUN: not env AP_RT_WAITING_SENDS=2 ap-run --compare %{global} --candidate %{sendfirst} 2>&1 | FileCheck %s --check-prefix=HANG
// HANG: ap runtime error: rank {{[01]}}: send to rank {{[01]}}: its receive did not come within 2.00 s (AP_RT_WAITING_SENDS
//
// RUN: ap-opt %{sendfirst} -ap-order-transfers -o %t.ordered.mlir
// RUN: FileCheck %s --input-file=%t.ordered.mlir
// CHECK:      case 0 {
// CHECK-NEXT:   ap.recv on @mesh axis = 0 from = 1
// CHECK-NEXT:   ap.send {{.*}} to = 1
// CHECK:      default {
// CHECK-NEXT:   ap.send {{.*}} to = 0
// CHECK-NEXT:   ap.recv on @mesh axis = 0 from = 0
// RUN: env AP_RT_WAITING_SENDS=30 ap-run --compare %{global} --candidate %t.ordered.mlir | FileCheck %s --check-prefix=RAN
// RAN: ap-run: PASS: 1 output(s)
//
// The pipelined LLaMA (2 stages, 4 micro-batches, 1F1B): ap-pipeline-split
// writes its drivers in this order (stage 0 sends its second micro-batch's
// activation after the first's gradients came back), and they run with
// waiting sends.
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x2 --axes pp,tp > %t.llama.mlir
// RUN: ap-opt %t.llama.mlir -ap-pipeline-split=micro-batches=4 -o %t.split.mlir
// RUN: FileCheck %s --input-file=%t.split.mlir --check-prefix=SPLIT
// SPLIT-LABEL: func.func private @train_step_stage0(
// SPLIT:       call @train_step_stage0_forward
// SPLIT-NEXT:  ap.send {{.*}} to = 1
// SPLIT:       call @train_step_stage0_forward
// SPLIT-NEXT:  ap.recv {{.*}} from = 1
// SPLIT-NEXT:  ap.recv {{.*}} from = 1
// SPLIT-NEXT:  ap.recv {{.*}} from = 1
// SPLIT-NEXT:  ap.send {{.*}} to = 1
// SPLIT-NEXT:  call @train_step_stage0_backward
// RUN: env AP_RT_WAITING_SENDS=60 ap-run --compare %t.llama.mlir --candidate %t.split.mlir | FileCheck %s --check-prefix=LLAMA
// LLAMA: ap-run: PASS: 22 output(s)
//
// What it cannot order is a located error.
// RUN: ap-opt %s -split-input-file -ap-order-transfers -verify-diagnostics

ap.mesh @mesh(shape = 2, axes = ["pp"])
func.func @outside(%x: tensor<4xf32>) {
  // expected-error @below {{a transfer outside the stage programs of an scf.index_switch on its axis's coordinate}}
  ap.send %x on @mesh axis = 0 to = 1 : tensor<4xf32>
  return
}

// -----

ap.mesh @mesh(shape = 2, axes = ["pp"])
func.func @types(%x: tensor<4xf32>) -> tensor<4xf64> {
  %i = ap.group_index on @mesh axes = [0]
  %r = scf.index_switch %i -> tensor<4xf64>
  case 0 {
    // expected-error @below {{sends 'tensor<4xf32>' where its peer (stage 1) receives 'tensor<4xf64>'}}
    ap.send %x on @mesh axis = 0 to = 1 : tensor<4xf32>
    %e = tensor.empty() : tensor<4xf64>
    scf.yield %e : tensor<4xf64>
  }
  default {
    %y = ap.recv on @mesh axis = 0 from = 0 : tensor<4xf64>
    scf.yield %y : tensor<4xf64>
  }
  return %r : tensor<4xf64>
}

// -----

ap.mesh @mesh(shape = 2, axes = ["pp"])
func.func @missing(%x: tensor<4xf32>) -> tensor<4xf32> {
  %i = ap.group_index on @mesh axes = [0]
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    ap.send %x on @mesh axis = 0 to = 1 : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  default {
    %y = ap.recv on @mesh axis = 0 from = 0 : tensor<4xf32>
    // expected-error @below {{stage 1 waits here for ever}}
    %z = ap.recv on @mesh axis = 0 from = 0 : tensor<4xf32>
    %s = arith.addf %y, %z : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

ap.mesh @mesh(shape = 2, axes = ["pp"])
func.func @loop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %i = ap.group_index on @mesh axes = [0]
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    scf.for %k = %c0 to %c2 step %c1 {
      // expected-error @below {{a transfer inside 'scf.for' of a stage program}}
      ap.send %x on @mesh axis = 0 to = 1 : tensor<4xf32>
    }
    scf.yield %x : tensor<4xf32>
  }
  default {
    %y = ap.recv on @mesh axis = 0 from = 0 : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
