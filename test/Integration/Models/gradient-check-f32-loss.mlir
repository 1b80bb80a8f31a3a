// An f64 training step whose loss is computed in f32, as Hugging Face's
// models compute it (`logits.float()` before the cross-entropy): the finite
// differences of an f32 loss carry f32 noise, so --check-gradients takes
// its step and tolerance from the loss's rounding (docs/ApRun.md). The right
// gradient (2 w) passes; a wrong one (w) still fails.
// RUN: ap-run %s --entry=right --check-gradients --gradient-samples=8 | FileCheck %s --check-prefix=RIGHT
// RUN: not ap-run %s --entry=wrong --check-gradients | FileCheck %s --check-prefix=WRONG
// RIGHT-NOT: FAIL
// RIGHT: ap-run: gradients PASS: 8 element(s) checked, step {{.*}} relative (the loss rounds to {{[0-9.]+}}e-0{{[5-7]}} of itself)
// WRONG: relative error 0.5: FAIL
// WRONG: ap-run: gradients FAIL

func.func @right(%w: tensor<64xf64> {ap.param}) -> (tensor<f32>, tensor<64xf64> {ap.grad_of = 0}) {
  %loss = call @loss(%w) : (tensor<64xf64>) -> tensor<f32>
  %two = arith.constant dense<2.0> : tensor<64xf64>
  %grad = arith.mulf %two, %w : tensor<64xf64>
  return %loss, %grad : tensor<f32>, tensor<64xf64>
}

func.func @wrong(%w: tensor<64xf64> {ap.param}) -> (tensor<f32>, tensor<64xf64> {ap.grad_of = 0}) {
  %loss = call @loss(%w) : (tensor<64xf64>) -> tensor<f32>
  return %loss, %w : tensor<f32>, tensor<64xf64>
}

// sum(w * w), in f32.
func.func private @loss(%w: tensor<64xf64>) -> tensor<f32> {
  %e32 = tensor.empty() : tensor<64xf32>
  %narrow = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%w : tensor<64xf64>) outs(%e32 : tensor<64xf32>) {
  ^bb0(%in: f64, %out: f32):
    %t = arith.truncf %in : f64 to f32
    %sq = arith.mulf %t, %t : f32
    linalg.yield %sq : f32
  } -> tensor<64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%narrow : tensor<64xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}
