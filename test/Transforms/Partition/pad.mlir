// tensor.pad is a slice seen from the other side: the unpadded dims keep
// their sharding, a padded dim is gathered first, and a partial sum stays
// partial only through a pad with zeros.
// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=pad_kept_dim | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=pad_partial | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=pad_partial_computed | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

// Dim 0 is not padded: it stays sharded over a. Dim 1 is padded: its
// sharding over b is gathered away first.
// CHECK-LABEL: func.func @pad_kept_dim
// CHECK-SAME: -> (tensor<2x11xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), R]>})
// CHECK:      %[[G:.*]] = ap.all_gather %{{.*}} on @mesh axes = [1] dim = 1 : tensor<2x4xf32> -> tensor<2x8xf32>
// CHECK:      tensor.pad %[[G]] low[0, 1] high[0, 2]
// CHECK:        tensor.yield %{{.*}} : f32
// CHECK:      } : tensor<2x8xf32> to tensor<2x11xf32>
func.func @pad_kept_dim(%x: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> tensor<4x11xf32> {
  %cst = arith.constant 7.5 : f32
  %p = tensor.pad %x low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x8xf32> to tensor<4x11xf32>
  return %p : tensor<4x11xf32>
}

// A partial sum padded with zeros stays partial (no all_reduce before the
// pad, and the result is returned partial); padded with ones it must be
// reduced first.
// CHECK-LABEL: func.func @pad_partial
// CHECK-SAME: -> (tensor<5x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, P(sum)]>}, tensor<5x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, R]>})
// CHECK:      tensor.pad %arg0 low[1, 0] high[0, 0]
// CHECK:      } : tensor<4x8xf32> to tensor<5x8xf32>
// CHECK:      %[[R:.*]] = ap.all_reduce %arg0 on @mesh axes = [1] reduce = sum
// CHECK:      tensor.pad %[[R]] low[1, 0] high[0, 0]
func.func @pad_partial(%x: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [R, P(sum)]>}) -> (tensor<5x8xf32>, tensor<5x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %z = tensor.pad %x low[1, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x8xf32> to tensor<5x8xf32>
  %o = tensor.pad %x low[1, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<4x8xf32> to tensor<5x8xf32>
  return %z, %o : tensor<5x8xf32>, tensor<5x8xf32>
}

// A padding value the body computes (from a scalar of the function and a
// constant of its own), the same at every position, is computed again on
// each device before the local pad. It is not zero, so the partial sum is
// reduced first. Before, the pad was refused: "the padding value depends on
// the position".
// CHECK-LABEL: func.func @pad_partial_computed
// CHECK:      %[[R:.*]] = ap.all_reduce %arg0 on @mesh axes = [1] reduce = sum
// CHECK:      %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:      %[[V:.*]] = arith.addf %[[S:.*]], %[[ONE]] : f32
// CHECK:      tensor.pad %[[R]] low[1, 0] high[0, 0]
// CHECK:        tensor.yield %[[V]] : f32
// CHECK:      } : tensor<4x8xf32> to tensor<5x8xf32>
func.func @pad_partial_computed(%x: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [R, P(sum)]>}) -> tensor<5x8xf32> {
  %two = arith.constant 2.0 : f32
  %half = arith.constant 0.5 : f32
  %s = arith.mulf %two, %half : f32
  %p = tensor.pad %x low[1, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    %one = arith.constant 1.0 : f32
    %v = arith.addf %s, %one : f32
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<5x8xf32>
  return %p : tensor<5x8xf32>
}
