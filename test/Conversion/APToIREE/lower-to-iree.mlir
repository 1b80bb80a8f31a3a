// RUN: ap-opt %s --ap-lower-to-iree --split-input-file | FileCheck %s

// Meshes, annotations and every ap attribute go; the program stays.
// CHECK-NOT: ap.mesh
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x2xf32> {other.keep = 1 : i64}, %{{.*}}: tensor<4xi64>) -> tensor<4x2xf32> attributes {other.too}
// CHECK-NOT: ap.
// CHECK: %[[MM:.*]] = linalg.matmul ins(%[[X]], %[[W]] : tensor<4x8xf32>, tensor<8x2xf32>)
// CHECK-NOT: ap.
// CHECK: return %[[MM]]
module attributes {ap.target = #ap.target<preset = "h100">} {
  ap.mesh @mesh(shape = 2, axes = ["a"])
  func.func @step(%x: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>},
                  %w: tensor<8x2xf32> {ap.param, other.keep = 1 : i64},
                  %i: tensor<4xi64> {ap.input_range = array<i64: 0, 3>})
      -> (tensor<4x2xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) attributes {ap.predicted_step = 1.0 : f64, other.too} {
    %xa = ap.annotate %x to <@mesh, [R]> : tensor<4x8xf32>
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<4x2xf32>
    %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4x2xf32>) -> tensor<4x2xf32>
    %mm = linalg.matmul {ap.sharding = #ap.sharding<@mesh, [R]>} ins(%xa, %w : tensor<4x8xf32>, tensor<8x2xf32>) outs(%fill : tensor<4x2xf32>) -> tensor<4x2xf32>
    return %mm : tensor<4x2xf32>
  }
}

// -----

// A complex tensor constant is its (real, imaginary) pairs and a generic of
// complex.create: IREE 3.13 crashes on a complex<f64> constant it keeps as
// a resource (RoPE's table sliced at a rank's offset).
// CHECK-LABEL: func.func @rope_table(
// CHECK-NOT: constant {{.*}}complex
// CHECK: %[[PAIRS:.*]] = arith.constant dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
// CHECK: %[[TABLE:.*]] = linalg.generic {{.*}} ins(%[[PAIRS]], %[[PAIRS]] : tensor<2x2xf64>, tensor<2x2xf64>)
// CHECK: complex.create
// CHECK: tensor.extract_slice %[[TABLE]][%{{.*}}] [1] [1] : tensor<2xcomplex<f64>> to tensor<1xcomplex<f64>>
func.func @rope_table(%i: index) -> tensor<1xcomplex<f64>> {
  %table = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  %slice = tensor.extract_slice %table[%i] [1] [1] : tensor<2xcomplex<f64>> to tensor<1xcomplex<f64>>
  return %slice : tensor<1xcomplex<f64>>
}
