// ap-print-strategies asks each op's sharding rule what ap-auto-shard asks
// it and reports the answer: every family's strategies, data-free sources
// and their kinds, and the ops that cannot be sharded (no rule, dynamic
// shapes), on a 2-device line.
//
// RUN: ap-opt %s --ap-print-strategies --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s

ap.mesh @mesh(shape = 2, axes = ["x"])

func.func @families(%x: tensor<4x8xf32>, %w: tensor<8x6xf32>, %d: tensor<?x8xf32>)
    -> (tensor<4x6xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<8x8xf32>,
        tensor<4x8xf32>, tensor<4x8xf32>, f32, tensor<?x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x6xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: zero source; 3 strategies
// CHECK-NEXT: -> [R]  (0 s)
// CHECK-NEXT: -> [S(0)]  (0 s)
// CHECK-NEXT: -> [S(1)]  (0 s)
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x6xf32>) -> tensor<4x6xf32>
// The matmul's zero init: a splat it reads (beta = 0), no kernel of its
// own (isFusedIntoConsumer).
// CHECK: [[@LINE-3]]:{{[0-9]+}}: remark: zero source; 3 strategies
// CHECK-NEXT: -; [R] -> [R]  (0 s)
// CHECK-NEXT: -; [S(0)] -> [S(0)]  (0 s)
// CHECK-NEXT: -; [S(1)] -> [S(1)]  (0 s)
  %mm = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x6xf32>) outs(%fill : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: 6 strategies
// CHECK-NEXT: [R]; [R]; [R] -> [R]  (7e-06 s)
// CHECK-NEXT: [S(0)]; [R]; [S(0)] -> [S(0)]  (7e-06 s)
// CHECK-NEXT: [R]; [S(1)]; [S(1)] -> [S(1)]  (7e-06 s)
// CHECK-NEXT: [S(1)]; [S(0)]; [P(sum)] -> [P(sum)]  (7e-06 s)
// CHECK-NEXT: [P(sum)]; [R]; [P(sum)] -> [P(sum)]  (7e-06 s)
// CHECK-NEXT: [R]; [P(sum)]; [P(sum)] -> [P(sum)]  (7e-06 s)
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: 3 strategies
// CHECK-NEXT: [R] -> [R]  (0 s)
// CHECK-NEXT: [S(0)] -> [S(0)]  (0 s)
// CHECK-NEXT: [P(sum)] -> [P(sum)]  (0 s)
  %slice = tensor.extract_slice %x[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: 3 strategies
// CHECK-NEXT: [R] -> [R]  (7e-06 s)
// CHECK-NEXT: [S(1)] -> [S(1)]  (7e-06 s)
// CHECK-NEXT: [P(sum)] -> [P(sum)]  (7e-06 s)
  %cat = tensor.concat dim(0) %x, %x : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: 3 strategies
// CHECK-NEXT: [R]; [R] -> [R]  (7e-06 s)
// CHECK-NEXT: [S(1)]; [S(1)] -> [S(1)]  (7e-06 s)
// CHECK-NEXT: [P(sum)]; [P(sum)] -> [P(sum)]  (7e-06 s)
  %two = arith.constant dense<2.0> : tensor<4x8xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: splat source; 3 strategies
// CHECK-NEXT: -> [R]  (0 s)
// CHECK-NEXT: -> [S(0)]  (0 s)
// CHECK-NEXT: -> [S(1)]  (0 s)
  %dense = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]]> : tensor<4x8xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: replicated source; 1 strategies
// CHECK-NEXT: -> [R]  (0 s)
  %sum = arith.addf %two, %dense : tensor<4x8xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: 4 strategies
// CHECK-NEXT: [R]; [R] -> [R]  (7e-06 s)
// CHECK-NEXT: [S(0)]; [S(0)] -> [S(0)]  (7e-06 s)
// CHECK-NEXT: [S(1)]; [S(1)] -> [S(1)]  (7e-06 s)
// CHECK-NEXT: [P(sum)]; [P(sum)] -> [P(sum)]  (7e-06 s)
  %pinned = ap.annotate %sum to <@mesh, [S(0)]> : tensor<4x8xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: 1 strategies
// CHECK-NEXT: [S(0)] -> [S(0)]  (0 s)
  %moved = ap.redistribute %pinned from <@mesh, [S(0)]> to <@mesh, [S(1)]> : tensor<4x8xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: 1 strategies
// CHECK-NEXT: [S(0)] -> [S(1)]  (7.2e-06 s)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.extract %x[%c0, %c1] : tensor<4x8xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: 1 strategies
// CHECK-NEXT: [R]; -; - -> -  (7e-06 s)
  %dim = tensor.dim %x, %c1 : tensor<4x8xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: cannot be sharded: there is no sharding rule for this op
  %neg = arith.negf %d : tensor<?x8xf32>
// CHECK: [[@LINE-1]]:{{[0-9]+}}: remark: cannot be sharded: dynamic shapes are not supported yet
  return %mm, %flat, %slice, %cat, %moved, %dense, %e, %neg : tensor<4x6xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, f32, tensor<?x8xf32>
}
