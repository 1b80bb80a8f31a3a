// RUN: ap-opt %s --ap-append-optimizer --split-input-file | FileCheck %s
// RUN: ap-opt %s --ap-append-optimizer='optimizer=sgd momentum=0.9' --split-input-file | FileCheck %s --check-prefix=SGD
// RUN: ap-opt %s --ap-append-optimizer='optimizer=sgd' --split-input-file | FileCheck %s --check-prefix=PLAIN

// AdamW (the default): the step count, then each parameter's two moments
// come in; the loss, the updated parameters (in argument order), then the
// state leave, each update marked with the argument it replaces; the
// gradients are gone, and a gradient's pinned sharding moves to its update.
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %{{.*}}: tensor<8x4xf32>, %{{.*}}: tensor<4x2xf32> {ap.param}, %{{.*}}: tensor<2xf32> {ap.param},
// CHECK-SAME: %{{.*}}: tensor<i64> {ap.input_range = array<i64: 0, 2147483647>}, %{{.*}}: tensor<4x2xf32>, %{{.*}}: tensor<4x2xf32>, %{{.*}}: tensor<2xf32>, %{{.*}}: tensor<2xf32>)
// CHECK-SAME: -> (tensor<f32>, tensor<4x2xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>, ap.update_of = 1 : i64}, tensor<2xf32> {ap.update_of = 2 : i64},
// CHECK-SAME: tensor<i64> {ap.update_of = 3 : i64}, tensor<4x2xf32> {ap.update_of = 4 : i64}, tensor<4x2xf32> {ap.update_of = 5 : i64}, tensor<2xf32> {ap.update_of = 6 : i64}, tensor<2xf32> {ap.update_of = 7 : i64})
// CHECK-NOT: ap.grad_of
// The step's scalars, once per element type, in f64.
// CHECK-COUNT-2: math.powf %{{.*}} : f64
// CHECK-NOT: math.powf
// CHECK: return

// SGD with momentum: one buffer per parameter, no step count.
// SGD-LABEL: func.func @step(
// SGD-SAME: %{{.*}}: tensor<2xf32> {ap.param}, %{{.*}}: tensor<4x2xf32>, %{{.*}}: tensor<2xf32>)
// SGD-SAME: -> (tensor<f32>, tensor<4x2xf32> {{{.*}}ap.update_of = 1 : i64}, tensor<2xf32> {ap.update_of = 2 : i64}, tensor<4x2xf32> {ap.update_of = 3 : i64}, tensor<2xf32> {ap.update_of = 4 : i64})
// SGD-NOT: math.powf
// Without momentum, no state.
// PLAIN-LABEL: func.func @step(
// PLAIN-SAME: %{{.*}}: tensor<2xf32> {ap.param})
// PLAIN-SAME: -> (tensor<f32>, tensor<4x2xf32> {{{.*}}ap.update_of = 1 : i64}, tensor<2xf32> {ap.update_of = 2 : i64})

ap.mesh @mesh(shape = 2, axes = ["x"])
func.func @step(%x: tensor<8x4xf32> loc("x"), %w: tensor<4x2xf32> {ap.param} loc("w"),
                %b: tensor<2xf32> {ap.param} loc("b"))
    -> (tensor<f32>, tensor<2xf32> {ap.grad_of = 2},
        tensor<4x2xf32> {ap.grad_of = 1, ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %loss = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  return %loss, %b, %w : tensor<f32>, tensor<2xf32>, tensor<4x2xf32>
}

// -----

// A step of bf16 parameters: the moments and the update in f32, the
// parameter rounded back.
// CHECK-LABEL: func.func @narrow(
// CHECK-SAME: tensor<4xbf16> {ap.param}, %{{.*}}: tensor<i64> {ap.input_range = array<i64: 0, 2147483647>}, %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<4xf32>)
// CHECK-SAME: -> (tensor<f32>, tensor<4xbf16> {ap.update_of = 0 : i64}
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @narrow(%w: tensor<4xbf16> {ap.param}) -> (tensor<f32>, tensor<4xbf16> {ap.grad_of = 0}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %loss = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  return %loss, %w : tensor<f32>, tensor<4xbf16>
}
