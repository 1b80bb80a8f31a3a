// RUN: ap-opt %s --ap-recompute-partition=report 2>&1 | FileCheck %s
// RUN: ap-run %s --entry=step --compare --pipeline=ap-recompute-partition | FileCheck %s --check-prefix=SAME
// SAME: ap-run: PASS: 2 output(s)
//
// Peak memory: the forward holds x and w (384 bytes), the saved matmul
// (128, written into its fill's buffer), extf's result (256), whose buffer
// exp's result takes (extf's result dies at the exp, an elementwise op of
// the same bytes), then the loss's fill (8): 776 bytes, at that fill (the
// reduction writes into it). The backward holds x, w and the saved value
// (512), the transposed x (128), extf's and exp's buffer (256) and truncf's
// result (128): 1,024 bytes at the truncf, and the same again at the
// gradient's fill (256) once exp's buffer is free; the matmul writes into
// the fill's buffer (counting both, as before, gave 1.3 KB).
// RUN: ap-opt %s --ap-recompute-partition=memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMORY
// MEMORY: remark: @step_forward: peak 0.8 KB per device (0.4 KB of arguments, at 'linalg.fill'; 3 result(s) in a dying operand's buffer)
// MEMORY: remark: @step_backward: peak 1.0 KB per device (0.5 KB of arguments, at 'arith.truncf'; 2 result(s) in a dying operand's buffer)
// RUN: not ap-opt %s --ap-recompute-partition=memory-budget=0.0000006 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// BUDGET: error: @step_forward needs 0.8 KB per device at its peak, above the memory budget of 0.6 KB
// BUDGET: recompute-partition.mlir:{{[0-9]+}}:{{[0-9]+}}: note: the peak is here
//
// A training step whose backward (the transpose and the gradient's matmul)
// sits between forward ops in program order, as torch exports have it. The
// backward reads %ad; saving the matmul's 128 bytes and recomputing the
// extf and exp from it is cheaper than saving %a or %ad (256 bytes each).

// (Recomputed: the zero constant, the extf, the exp.)
// CHECK: remark: ap-recompute-partition: 10 forward and 6 backward ops; saved 1 value(s), 128 bytes; recomputed 3 op(s)

// CHECK-LABEL: func.func private @step_forward
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[W:.+]]: tensor<8x8xf32> {ap.param})
// CHECK-SAME: -> (tensor<f64>, tensor<4x8xf32>)
// CHECK: %[[H:.+]] = linalg.matmul {ap.recompute = "must_save"} ins(%[[X]], %[[W]]
// CHECK-NOT: linalg.transpose
// CHECK: return %{{.+}}, %[[H]] : tensor<f64>, tensor<4x8xf32>

// CHECK-LABEL: func.func private @step_backward
// CHECK-SAME: (%[[BX:.+]]: tensor<4x8xf32>, %{{.+}}: tensor<8x8xf32> {ap.param}, %[[SAVED:.+]]: tensor<4x8xf32>)
// CHECK-SAME: -> (tensor<8x8xf32> {ap.grad_of = 1 : i64})
// Recomputed ops sink to just before their first use.
// CHECK: linalg.transpose ins(%[[BX]]
// CHECK-NEXT: %[[A:.+]] = arith.extf %[[SAVED]] {ap.recompute = "must_recompute"}
// CHECK-NEXT: %[[AD:.+]] = math.exp %[[A]]
// CHECK-NEXT: arith.truncf %[[AD]]
// CHECK-NOT: linalg.reduce
// CHECK: return

// CHECK-LABEL: func.func @step
// CHECK: %[[F:.+]]:2 = call @step_forward(%arg0, %arg1)
// CHECK: %[[B:.+]] = call @step_backward(%arg0, %arg1, %[[F]]#1)
// CHECK: return %[[F]]#0, %[[B]]
func.func @step(%x: tensor<4x8xf32>, %w: tensor<8x8xf32> {ap.param})
    -> (tensor<f64>, tensor<8x8xf32> {ap.grad_of = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %d0 = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = arith.extf %h : tensor<4x8xf32> to tensor<4x8xf64>
  %ad = math.exp %a : tensor<4x8xf64>
  // The backward, interleaved: dW = x^T * truncf(ad).
  %et = tensor.empty() : tensor<8x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>) permutation = [1, 0]
  %g = arith.truncf %ad : tensor<4x8xf64> to tensor<4x8xf32>
  %ew = tensor.empty() : tensor<8x8xf32>
  %zw = linalg.fill ins(%c0 : f32) outs(%ew : tensor<8x8xf32>) -> tensor<8x8xf32>
  %dw = linalg.matmul ins(%xt, %g : tensor<8x4xf32>, tensor<4x8xf32>) outs(%zw : tensor<8x8xf32>) -> tensor<8x8xf32>
  // The loss.
  %el = tensor.empty() : tensor<f64>
  %zl = linalg.fill ins(%d0 : f64) outs(%el : tensor<f64>) -> tensor<f64>
  %loss = linalg.reduce ins(%ad : tensor<4x8xf64>) outs(%zl : tensor<f64>) dimensions = [0, 1]
    (%in: f64, %acc: f64) {
      %s = arith.addf %in, %acc : f64
      linalg.yield %s : f64
    }
  return %loss, %dw : tensor<f64>, tensor<8x8xf32>
}
