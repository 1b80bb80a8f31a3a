// ap-run --check-gradients catches a wrong gradient: the loss is sum(w * w)
// but the program returns w instead of 2 * w.
// RUN: not ap-run %s --check-gradients | FileCheck %s
// CHECK: ap-run: gradient of argument #0, element [{{[0-9]+}}]: analytic {{.*}}, finite difference {{.*}}, absolute error {{.*}}, allowed {{.*}}, relative error 0.5: FAIL
// CHECK: ap-run: gradients FAIL: 3 element(s) checked, step {{.*}} relative (the loss rounds to {{.*}} of itself), max relative error 0.5

func.func @train_step(%w: tensor<4xf64> {ap.param}) -> (tensor<f64>, tensor<4xf64> {ap.grad_of = 0}) {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<f64>
  %init = linalg.fill ins(%zero : f64) outs(%e : tensor<f64>) -> tensor<f64>
  %sq = arith.mulf %w, %w : tensor<4xf64>
  %loss = linalg.reduce ins(%sq : tensor<4xf64>) outs(%init : tensor<f64>) dimensions = [0]
    (%in: f64, %acc: f64) {
      %s = arith.addf %in, %acc : f64
      linalg.yield %s : f64
    }
  return %loss, %w : tensor<f64>, tensor<4xf64>
}
