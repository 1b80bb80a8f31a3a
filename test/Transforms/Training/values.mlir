// The update ap-append-optimizer appends computes torch.optim's numbers: a
// linear loss dot(x, w) (so the gradient of w is x), one update from a given
// state, against the numbers torch.optim.AdamW and torch.optim.SGD computed
// from the same inputs (Inputs/adamw, Inputs/sgd; f64, PyTorch 2.15):
//   AdamW(lr=0.1, weight_decay=0.5) at its third step (step = 2 updates
//   done, exp_avg [0.5, -1, 0.25, 2], exp_avg_sq [1, 4, 0.25, 16]);
//   SGD(lr=0.1, momentum=0.5, weight_decay=0.25), momentum_buffer
//   [1, 1, -1, 0].
// PyTorch printed [0.9388894171469392, 1.911110582856102, 2.8388894171530215,
// 3.7929296290906036] and [0.825, 2.1, 2.925, 4.3]: ap-run prints 9 digits.
// A wrong bias correction, weight decay or momentum changes them.
//
// RUN: ap-opt %s --ap-append-optimizer='optimizer=adamw lr=0.1 weight-decay=0.5' -o %t.adamw.mlir
// RUN: ap-run %t.adamw.mlir --inputs-dir %S/Inputs/adamw --print-outputs | FileCheck %s --check-prefix=ADAMW
// ADAMW: output 0 tensor<f64> = [-17.5]
// ADAMW: output 1 tensor<4xf64> = [0.938889417, 1.91111058, 2.83888942, 3.79292963]
// ADAMW: output 2 tensor<i64> = [3]
// ADAMW: output 3 tensor<4xf64> = [0.55, -1.1, 0.275, 1.4]
// ADAMW: output 4 tensor<4xf64> = [1, 4, 0.25, 16]
//
// RUN: ap-opt %s --ap-append-optimizer='optimizer=sgd lr=0.1 momentum=0.5 weight-decay=0.25' -o %t.sgd.mlir
// RUN: ap-run %t.sgd.mlir --inputs-dir %S/Inputs/sgd --print-outputs | FileCheck %s --check-prefix=SGD
// SGD: output 0 tensor<f64> = [-17.5]
// SGD: output 1 tensor<4xf64> = [0.825, 2.1, 2.925, 4.3]
// SGD: output 2 tensor<4xf64> = [1.75, -1, 0.75, -3]

func.func @step(%x: tensor<4xf64> loc("x"), %w: tensor<4xf64> {ap.param} loc("w"))
    -> (tensor<f64>, tensor<4xf64> {ap.grad_of = 1}) {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<f64>
  %init = linalg.fill ins(%zero : f64) outs(%e : tensor<f64>) -> tensor<f64>
  %loss = linalg.dot ins(%x, %w : tensor<4xf64>, tensor<4xf64>) outs(%init : tensor<f64>) -> tensor<f64>
  return %loss, %x : tensor<f64>, tensor<4xf64>
}
