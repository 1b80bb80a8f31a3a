// ap-microbatch cuts the batch (the argument marked ap.batch_dim) into
// micro-batches: one call of the micro-batch program per slice, the parts
// of every sum over the batch added up, the finish once on the sums.
//
// RUN: ap-opt %s -ap-microbatch=micro-batches=2 | FileCheck %s
// RUN: ap-opt %s -ap-microbatch=micro-batches=1 | FileCheck %s --check-prefix=ONE
// RUN: ap-run %s --compare --pipeline='ap-microbatch{micro-batches=2}' | FileCheck %s --check-prefix=EXEC
// RUN: not ap-run %s --compare --pipeline='ap-microbatch{micro-batches=2 test-no-accumulation}' | FileCheck %s --check-prefix=MUTANT

// CHECK-LABEL: func.func @step(
// CHECK-SAME:    %[[X:.*]]: tensor<4x8xf32> {ap.batch_dim = 0 : i64}
// CHECK-SAME:    %[[SCALE:[^:]*]]: tensor<f32>
// CHECK:         %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 8] [1, 1]
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[P0:.*]]:3 = call @step_microbatch(%[[X0]], %{{.*}}, %[[SCALE]], %[[C0]])
// CHECK:         %[[X1:.*]] = tensor.extract_slice %[[X]][2, 0] [2, 8] [1, 1]
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[P1:.*]]:3 = call @step_microbatch(%[[X1]], %{{.*}}, %[[SCALE]], %[[C1]])
// CHECK-DAG:     arith.addf %[[P0]]#0, %[[P1]]#0 : tensor<f32>
// CHECK-DAG:     arith.addf %[[P0]]#1, %[[P1]]#1 : tensor<8x2xf32>
// CHECK-DAG:     %[[SUM:.*]] = arith.addf %[[P0]]#2, %[[P1]]#2 : tensor<f32>
// CHECK:         %[[ROOT:.*]] = math.sqrt %[[SUM]]
// CHECK:         arith.mulf %[[ROOT]], %[[SCALE]]
// CHECK:         return
// CHECK-LABEL: func.func private @step_microbatch(
// CHECK-SAME:    tensor<2x8xf32> {ap.batch_dim = 0 : i64}, %{{.*}}: tensor<8x2xf32> {ap.param}, %{{.*}}: tensor<f32>, %{{.*}}: index)
// CHECK-NOT:     {{= ap\.|^ *ap\.}}
// CHECK-NOT:     math.sqrt
// CHECK:         return

// ONE-LABEL: func.func @step(
// ONE-NOT:     call

// EXEC: PASS: 3 output(s)
// MUTANT: FAIL

#sum = affine_map<(i, j) -> (i, j)>
#scalar = affine_map<(i, j) -> ()>
func.func @step(%x: tensor<4x8xf32> {ap.batch_dim = 0 : i64},
                %w: tensor<8x2xf32> {ap.param}, %scale: tensor<f32>)
    -> (tensor<f32>, tensor<8x2xf32> {ap.grad_of = 1}, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %quarter = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x2xf32>)
                     outs(%f : tensor<4x2xf32>) -> tensor<4x2xf32>
  %s0 = tensor.empty() : tensor<f32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#sum, #scalar],
                         iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<4x2xf32>) outs(%sf : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %four = arith.constant dense<4.0> : tensor<f32>
  %loss = arith.divf %sum, %four : tensor<f32>
  %dy = linalg.fill ins(%quarter : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %te = tensor.empty() : tensor<8x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%te : tensor<8x4xf32>) permutation = [1, 0]
  %ge = tensor.empty() : tensor<8x2xf32>
  %gf = linalg.fill ins(%zero : f32) outs(%ge : tensor<8x2xf32>) -> tensor<8x2xf32>
  %dw = linalg.matmul ins(%xt, %dy : tensor<8x4xf32>, tensor<4x2xf32>)
                      outs(%gf : tensor<8x2xf32>) -> tensor<8x2xf32>
  // A result the sum finishes: computed once, on the whole batch's sum.
  // The finish also reads an argument of the step.
  %root = math.sqrt %sum : tensor<f32>
  %norm = arith.mulf %root, %scale : tensor<f32>
  return %loss, %dw, %norm : tensor<f32>, tensor<8x2xf32>, tensor<f32>
}
