// RUN: ap-opt %s --ap-recompute-partition | FileCheck %s
// RUN: ap-run %s --compare --pipeline=ap-recompute-partition --int-low=0 --int-high=3 | FileCheck %s --check-prefix=SAME
// SAME: ap-run: PASS
// RUN: ap-opt %s --ap-recompute-partition | not ap-run - --int-low=4 --int-high=9 2>&1 | FileCheck %s --check-prefix=FORWARD
// FORWARD: ap-run: error: an assertion of the program failed: "the class must be below 4"
//
// A check on the joint step's top level that no result depends on is kept:
// it reads only forward values (an input), so it runs in the forward, with
// what it reads; a print of a backward value runs in the backward; neither
// is recomputed. (The split program ran where the joint one failed.)

// CHECK-LABEL: func.func private @step_forward
// CHECK: %[[CLASS:.*]] = tensor.extract %arg0[%{{.*}}] : tensor<2xi64>
// CHECK: %[[OK:.*]] = arith.cmpi slt, %[[CLASS]]
// CHECK: cf.assert %[[OK]], "the class must be below 4"
// CHECK-LABEL: func.func private @step_backward
// CHECK-NOT: cf.assert
// CHECK: %[[GRADIENT:.*]] = tensor.extract %{{.*}}[%{{.*}}] : tensor<4xf32>
// CHECK: call @printF32(%[[GRADIENT]])
// CHECK-LABEL: func.func @step
// CHECK-NOT: cf.assert
// CHECK-NOT: call @print

func.func private @printF32(f32)

func.func @step(%classes: tensor<2xi64>, %w: tensor<4xf32> {ap.param})
    -> (tensor<f32>, tensor<4xf32> {ap.grad_of = 1 : i64}) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : i64
  %zero = arith.constant 0.0 : f32
  %class = tensor.extract %classes[%c0] : tensor<2xi64>
  %ok = arith.cmpi slt, %class, %c4 : i64
  cf.assert %ok, "the class must be below 4"
  // loss = sum(w * w); its gradient 2 w.
  %s = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%s : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} ins(%w : tensor<4xf32>) outs(%acc : tensor<f32>) {
  ^bb0(%v: f32, %a: f32):
    %sq = arith.mulf %v, %v : f32
    %sum = arith.addf %a, %sq : f32
    linalg.yield %sum : f32
  } -> tensor<f32>
  %dw = arith.addf %w, %w : tensor<4xf32>
  %first = tensor.extract %dw[%c0] : tensor<4xf32>
  func.call @printF32(%first) : (f32) -> ()
  return %loss, %dw : tensor<f32>, tensor<4xf32>
}
