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
