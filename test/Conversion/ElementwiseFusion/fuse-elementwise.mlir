// RUN: ap-opt %s --ap-fuse-elementwise --split-input-file | FileCheck %s

// RMSNorm's sum of squares: the square, an elementwise op read only by the
// reduction, becomes part of the reduction's body; the scaling after it is
// fused too. One generic, the same ops on each element.
// CHECK-LABEL: func.func @chain(
//  CHECK-SAME: %[[X:.*]]: tensor<4x8xf32>
//       CHECK: %[[R:.*]] = linalg.generic
//  CHECK-SAME: iterator_types = ["parallel", "reduction"]
//  CHECK-SAME: ins(%[[X]] : tensor<4x8xf32>)
//       CHECK:   arith.mulf
//       CHECK:   arith.addf
//       CHECK: linalg.generic
//  CHECK-SAME: ins(%[[R]] : tensor<4xf32>)
//       CHECK:   arith.mulf
//       CHECK:   math.rsqrt
//   CHECK-NOT: linalg.generic
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#id1 = affine_map<(i) -> (i)>
func.func @chain(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %re = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %se = tensor.empty() : tensor<4xf32>
  %mean = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%sum : tensor<4xf32>) outs(%se : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 0.125 : f32
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %re2 = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%mean : tensor<4xf32>) outs(%re2 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.rsqrt %a : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A result read by two ops stays where it is: fusing it into each would
// compute it twice.
// CHECK-LABEL: func.func @shared(
//       CHECK: %[[E:.*]] = linalg.generic
//       CHECK:   math.exp
//       CHECK: linalg.generic
//  CHECK-SAME: ins(%[[E]] : tensor<8xf32>)
//       CHECK: linalg.generic
//  CHECK-SAME: ins(%[[E]] : tensor<8xf32>)
#id = affine_map<(i) -> (i)>
func.func @shared(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%exp : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%exp : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %a : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %n, %d : tensor<8xf32>, tensor<8xf32>
}

// -----

// A producer that adds into its output's initial value stays: fused into a
// reduction, that output would be added to once per reduced element (the
// random differential test's seed 5 found it).
// CHECK-LABEL: func.func @accumulating(
//       CHECK: %[[P:.*]] = linalg.generic
//  CHECK-SAME: iterator_types = ["parallel", "parallel"]
//       CHECK: linalg.generic
//  CHECK-SAME: iterator_types = ["reduction", "parallel", "parallel"]
//  CHECK-SAME: ins(%[[P]], %{{.*}} : tensor<4x4xf32>, tensor<4x2xf32>)
func.func @accumulating(%x: tensor<4x4xf32>, %w: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%fill : tensor<4x4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.mulf %a, %a : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %ce = tensor.empty() : tensor<4x2xf32>
  %cfill = linalg.fill ins(%zero : f32) outs(%ce : tensor<4x2xf32>) -> tensor<4x2xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(k, i, j) -> (k, i)>, affine_map<(k, i, j) -> (k, j)>, affine_map<(k, i, j) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%p, %w : tensor<4x4xf32>, tensor<4x2xf32>) outs(%cfill : tensor<4x2xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x2xf32>
  return %c : tensor<4x2xf32>
}
