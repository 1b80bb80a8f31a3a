// RUN: ap-opt %s -split-input-file -ap-lower-to-runtime -verify-diagnostics | FileCheck %s

// Collectives become calls of the runtime's C ABI on memrefs; the mesh
// becomes constant arrays and disappears.
// CHECK-LABEL: func.func @reduce
// CHECK-NOT: ap.
// CHECK: call @ap_rt_all_reduce_f32(
// CHECK: call @ap_rt_all_gather_i32(
// CHECK: func.func private @ap_rt_all_reduce_f32({{.*}}) attributes {llvm.emit_c_interface}
ap.mesh @mesh(shape = 2x2, axes = ["x", "y"])
func.func @reduce(%x: tensor<8xf32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum), R]>},
                  %i: tensor<4xi32>)
    -> (tensor<8xf32>, tensor<8xi32>) {
  %y = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8xf32>
  %g = ap.all_gather %i on @mesh axes = [1] dim = 0 : tensor<4xi32> -> tensor<8xi32>
  return %y, %g : tensor<8xf32>, tensor<8xi32>
}

// -----

// A module nested in a module is lowered with its own mesh (this crashed).
// CHECK-LABEL: module @inner
// CHECK: memref.global "private" constant @__ap_i64_2
// CHECK: func.func @f
// CHECK: call @ap_rt_all_reduce_f32(
// CHECK: func.func private @ap_rt_all_reduce_f32
// CHECK-NOT: ap.mesh
module {
  module @inner {
    ap.mesh @mesh(shape = 2, axes = ["x"])
    func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
      %y = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8xf32>
      return %y : tensor<8xf32>
    }
  }
}

// -----

ap.mesh @mesh(shape = 2, axes = ["x"])
func.func @global_view(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'ap.annotate' op is a global-view op; run ap-partition before ap-lower-to-runtime}}
  %y = ap.annotate %x to <@mesh, [S(0)]> : tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

// complex<f32> and complex<f64> have entry points (cf32, cf64); complex<f16>
// does not.
// CHECK-LABEL: func.func @complex
// CHECK: call @ap_rt_all_gather_cf32(
// CHECK: call @ap_rt_all_reduce_cf64(
ap.mesh @mesh(shape = 2, axes = ["x"])
func.func @complex(%x: tensor<8xcomplex<f32>>, %z: tensor<4xcomplex<f64>>) -> (tensor<16xcomplex<f32>>, tensor<4xcomplex<f64>>) {
  %y = ap.all_gather %x on @mesh axes = [0] dim = 0 : tensor<8xcomplex<f32>> -> tensor<16xcomplex<f32>>
  %w = ap.all_reduce %z on @mesh axes = [0] reduce = sum : tensor<4xcomplex<f64>>
  return %y, %w : tensor<16xcomplex<f32>>, tensor<4xcomplex<f64>>
}

// -----

ap.mesh @mesh(shape = 2, axes = ["x"])
func.func @complex_f16(%x: tensor<8xcomplex<f16>>) -> tensor<16xcomplex<f16>> {
  // expected-error @+1 {{'ap.all_gather' op element type 'complex<f16>' is not supported by the collective runtime}}
  %y = ap.all_gather %x on @mesh axes = [0] dim = 0 : tensor<8xcomplex<f16>> -> tensor<16xcomplex<f16>>
  return %y : tensor<16xcomplex<f16>>
}

// -----

// One pattern per op: reduce_scatter passes its dim and reduction code
// (ReductionKind: max = 2), all_to_all its split and concat dims, the group
// index and the shard slice read the rank's index in its group over the
// ordered axes [1, 0], the slice at index * chunk (8 devices, one row each).
// CHECK-DAG: memref.global "private" constant @__ap_i64_2_4 : memref<2xi64> = dense<[2, 4]>
// CHECK-DAG: memref.global "private" constant @__ap_i64_1_0 : memref<2xi64> = dense<[1, 0]>
// CHECK-LABEL: func.func @every_op
// CHECK: %[[IN:.*]] = bufferization.to_buffer %arg0 read_only : tensor<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK: %[[DIM:.*]] = arith.constant 0 : i64
// CHECK: %[[MAX:.*]] = arith.constant 2 : i64
// CHECK: call @ap_rt_reduce_scatter_f32({{.*}}, %[[DIM]], %[[MAX]])
// CHECK: %[[SCATTERED:.*]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<2x4xf32> to tensor<2x4xf32>
// CHECK: call @ap_rt_all_to_all_i64(
// CHECK: %[[INDEX:.*]] = call @ap_rt_group_index({{.*}}) : (memref<?xi64>, memref<?xi64>) -> i64
// CHECK: arith.index_cast %[[INDEX]] : i64 to index
// CHECK: %[[SLOT:.*]] = call @ap_rt_group_index(
// CHECK: %[[SLOTI:.*]] = arith.index_cast %[[SLOT]] : i64 to index
// CHECK: %[[CHUNK:.*]] = arith.constant 1 : index
// CHECK: %[[OFFSET:.*]] = arith.muli %[[SLOTI]], %[[CHUNK]] : index
// CHECK: tensor.extract_slice %arg0[%[[OFFSET]], 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
// CHECK-DAG: func.func private @ap_rt_reduce_scatter_f32(memref<*xf32>, memref<*xf32>, memref<?xi64>, memref<?xi64>, i64, i64) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @ap_rt_all_to_all_i64(memref<*xi64>, memref<*xi64>, memref<?xi64>, memref<?xi64>, i64, i64) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @ap_rt_group_index(memref<?xi64>, memref<?xi64>) -> i64 attributes {llvm.emit_c_interface}
// CHECK-NOT: ap.
ap.mesh @mesh(shape = 2x4, axes = ["x", "y"])
func.func @every_op(%x: tensor<8x4xf32>, %i: tensor<4x8xi64>)
    -> (tensor<2x4xf32>, tensor<16x2xi64>, index, tensor<1x4xf32>) {
  %s = ap.reduce_scatter %x on @mesh axes = [1] dim = 0 reduce = max : tensor<8x4xf32> -> tensor<2x4xf32>
  %a = ap.all_to_all %i on @mesh axes = [1] split_dim = 1 concat_dim = 0 : tensor<4x8xi64> -> tensor<16x2xi64>
  %g = ap.group_index on @mesh axes = [1, 0]
  %c = ap.shard_slice %x on @mesh axes = [1, 0] dim = 0 : tensor<8x4xf32> -> tensor<1x4xf32>
  return %s, %a, %g, %c : tensor<2x4xf32>, tensor<16x2xi64>, index, tensor<1x4xf32>
}

// -----

// A dim the collective does not change may be dynamic: the result buffer
// takes the operand's size (this made an alloc without its size).
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[SIZE:.*]] = tensor.dim %{{.*}}, %c0
// CHECK: memref.alloc(%[[SIZE]]) : memref<?x8xf32>
// CHECK: call @ap_rt_all_gather_f32(
ap.mesh @mesh(shape = 2, axes = ["x"])
func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x8xf32> {
  %y = ap.all_gather %x on @mesh axes = [0] dim = 1 : tensor<?x4xf32> -> tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}

// -----

// A chunk without elements is an empty tensor, not a slice (whose offset 0
// in the empty dim would be out of bounds).
// CHECK-LABEL: func.func @empty_chunk
// CHECK-NOT: extract_slice
// CHECK: %[[E:.*]] = tensor.empty() : tensor<0x3xf32>
// CHECK: return %[[E]]
ap.mesh @mesh(shape = 3, axes = ["x"])
func.func @empty_chunk(%x: tensor<0x9xf32>) -> tensor<0x3xf32> {
  %y = ap.shard_slice %x on @mesh axes = [0] dim = 1 : tensor<0x9xf32> -> tensor<0x3xf32>
  return %y : tensor<0x3xf32>
}

// -----

// A collective in flight (docs/Overlap.md): the start call returns a ticket
// where ap.start was; at ap.wait the operand is read again (bufferization
// keeps its buffer unchanged until then) and handed to the wait with the
// ticket; the result buffer, allocated at the start, becomes the tensor
// after the wait.
// CHECK-LABEL: func.func @in_flight
// CHECK:      %[[IN:.*]] = bufferization.to_buffer %arg0 read_only
// CHECK:      %[[OUT:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK:      %[[TICKET:.*]] = call @ap_rt_all_gather_start_f32(
// CHECK-SAME:   -> i64
// CHECK-NEXT: arith.addf
// CHECK-NEXT: %[[AGAIN:.*]] = bufferization.to_buffer %arg0 read_only
// CHECK-NEXT: %[[CAST:.*]] = memref.cast %[[AGAIN]]
// CHECK-NEXT: call @ap_rt_wait_f32(%[[TICKET]], %[[CAST]]) : (i64, memref<*xf32>) -> ()
// CHECK-NEXT: bufferization.to_tensor %[[OUT]] restrict writable
// CHECK-NOT:  ap.
ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @in_flight(%w: tensor<2x8xf32>, %x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %f = ap.start {
    %0 = ap.all_gather %w on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
    ap.yield %0 : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %y = arith.addf %x, %x : tensor<8x8xf32>
  %g = ap.wait %f : !ap.future<tensor<8x8xf32>>
  return %g, %y : tensor<8x8xf32>, tensor<8x8xf32>
}
