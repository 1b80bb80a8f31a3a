// RUN: ap-opt %s -split-input-file -ap-lower-to-runtime -verify-diagnostics | FileCheck %s
//
// ap.send and ap.recv become calls of the runtime's transfers (RuntimeABI.h:
// ap_rt_send_<ty>, ap_rt_recv_<ty>): the tensor as an unranked memref (a
// new buffer for a receive), the mesh shape, the axis as a one-element
// array, and the peer's coordinate.

ap.mesh @mesh(shape = 2x2, axes = ["pp", "tp"])

// CHECK-LABEL: func.func @stage
func.func @stage(%h: tensor<2x4xf32>) -> tensor<2x4xbf16> {
  // CHECK: %[[PEER:.*]] = arith.constant 1 : i64
  // CHECK: call @ap_rt_send_f32(%{{.*}}, %{{.*}}, %{{.*}}, %[[PEER]])
  ap.send %h on @mesh axis = 0 to = 1 : tensor<2x4xf32>
  // CHECK: %[[BUFFER:.*]] = memref.alloc() : memref<2x4xbf16>
  // CHECK: call @ap_rt_recv_bf16(
  // CHECK: bufferization.to_tensor %[[BUFFER]]
  %g = ap.recv on @mesh axis = 0 from = 1 : tensor<2x4xbf16>
  return %g : tensor<2x4xbf16>
}
// CHECK-NOT: ap.send
// CHECK-NOT: ap.recv
// CHECK-DAG: func.func private @ap_rt_send_f32(memref<*xf32>, memref<?xi64>, memref<?xi64>, i64) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @ap_rt_recv_bf16(memref<*xbf16>, memref<?xi64>, memref<?xi64>, i64) attributes {llvm.emit_c_interface}

// -----

ap.mesh @mesh(shape = 2, axes = ["pp"])
func.func @f(%h: tensor<2xf8E4M3FN>) {
  // expected-error @+1 {{'ap.send' op element type 'f8E4M3FN' is not supported by the collective runtime}}
  ap.send %h on @mesh axis = 0 to = 1 : tensor<2xf8E4M3FN>
  return
}
