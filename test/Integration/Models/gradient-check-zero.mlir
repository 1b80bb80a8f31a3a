// ap-run --check-gradients on gradients that are exactly zero (the loss does
// not depend on half of the parameter): finite differences give noise, which
// the absolute tolerance accepts, and a wrong element is named by its index.
// RUN: ap-run %s --check-gradients --gradient-samples 16 | FileCheck %s
// CHECK: ap-run: gradients PASS: 16 element(s) checked

// loss = sum(w[0:2] * w[0:2]); the gradient is 2 w on the first half, 0 on
// the second.
func.func @train_step(%w: tensor<4xf64> {ap.param}) -> (tensor<f64>, tensor<4xf64> {ap.grad_of = 0}) {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<f64>
  %init = linalg.fill ins(%zero : f64) outs(%e : tensor<f64>) -> tensor<f64>
  %half = tensor.extract_slice %w[0] [2] [1] : tensor<4xf64> to tensor<2xf64>
  %sq = arith.mulf %half, %half : tensor<2xf64>
  %loss = linalg.reduce ins(%sq : tensor<2xf64>) outs(%init : tensor<f64>) dimensions = [0]
    (%in: f64, %acc: f64) {
      %s = arith.addf %in, %acc : f64
      linalg.yield %s : f64
    }
  %two = arith.constant dense<2.0> : tensor<2xf64>
  %g = arith.mulf %half, %two : tensor<2xf64>
  %z = arith.constant dense<0.0> : tensor<4xf64>
  %grad = tensor.insert_slice %g into %z[0] [2] [1] : tensor<2xf64> into tensor<4xf64>
  return %loss, %grad : tensor<f64>, tensor<4xf64>
}
