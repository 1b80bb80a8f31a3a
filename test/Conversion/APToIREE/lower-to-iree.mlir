// RUN: ap-opt %s --ap-lower-to-iree | FileCheck %s

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
