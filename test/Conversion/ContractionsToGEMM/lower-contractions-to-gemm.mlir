// RUN: ap-opt %s -ap-lower-contractions-to-gemm -split-input-file | FileCheck %s

// A matmul into zeros: the accumulator is not read (accumulate 0), no
// operand needs a transposed view.
// CHECK-LABEL: func.func @matmul
//  CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x16xf32>)
//  CHECK-NEXT: arith.constant 0.0
//  CHECK-NEXT: %[[ABUF:.*]] = bufferization.to_buffer %[[A]] read_only : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
//  CHECK-NEXT: %[[AU:.*]] = memref.cast %[[ABUF]] : {{.*}} to memref<*xf32>
//  CHECK-NEXT: %[[BBUF:.*]] = bufferization.to_buffer %[[B]] read_only
//  CHECK-NEXT: %[[BU:.*]] = memref.cast %[[BBUF]] : {{.*}} to memref<*xf32>
//  CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<4x16xf32>
//  CHECK-NEXT: %[[CU:.*]] = memref.cast %[[C]] : memref<4x16xf32> to memref<*xf32>
//   CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i64
//   CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
//       CHECK: call @ap_rt_gemm_f32(%[[AU]], %[[BU]], %[[CU]], %[[ZERO]], %[[ONE]], %[[ONE]], %[[ONE]], %[[ZERO]])
//  CHECK-NEXT: %[[R:.*]] = bufferization.to_tensor %[[C]] restrict writable
//  CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func private @ap_rt_gemm_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>, i64, i64, i64, i64, i64)
//  CHECK-SAME: attributes {llvm.emit_c_interface}
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

// A linear layer on [batch, seq, hidden]: two m dims, in order.
// CHECK-LABEL: func.func @linear
//       CHECK: %[[X:.*]] = bufferization.to_buffer
//  CHECK-NEXT: %[[XU:.*]] = memref.cast %[[X]]
//  CHECK-NEXT: %[[W:.*]] = bufferization.to_buffer
//  CHECK-NEXT: %[[WU:.*]] = memref.cast %[[W]]
//  CHECK-NEXT: %[[Y:.*]] = memref.alloc() : memref<2x8x16xf64>
//  CHECK-NEXT: %[[YU:.*]] = memref.cast %[[Y]]
//   CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i64
//   CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
//   CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i64
//       CHECK: call @ap_rt_gemm_f64(%[[XU]], %[[WU]], %[[YU]], %[[ZERO]], %[[TWO]], %[[ONE]], %[[ONE]], %[[ZERO]])
#x = affine_map<(b, s, n, k) -> (b, s, k)>
#w = affine_map<(b, s, n, k) -> (k, n)>
#y = affine_map<(b, s, n, k) -> (b, s, n)>
func.func @linear(%x: tensor<2x8x32xf64>, %w: tensor<32x16xf64>) -> tensor<2x8x16xf64> {
  %zero = arith.constant 0.0 : f64
  %empty = tensor.empty() : tensor<2x8x16xf64>
  %init = linalg.fill ins(%zero : f64) outs(%empty : tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
  %0 = linalg.generic {indexing_maps = [#x, #w, #y], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<2x8x32xf64>, tensor<32x16xf64>) outs(%init : tensor<2x8x16xf64>) {
  ^bb0(%in: f64, %in_0: f64, %out: f64):
    %1 = arith.mulf %in, %in_0 : f64
    %2 = arith.addf %out, %1 : f64
    linalg.yield %2 : f64
  } -> tensor<2x8x16xf64>
  return %0 : tensor<2x8x16xf64>
}

// -----

// A weight gradient accumulated into a running sum: X is passed as a
// [k_in, b, s] view (its k dims b and s after its m dim), the accumulator
// is copied into the result first (accumulate 1).
// CHECK-LABEL: func.func @weight_gradient
//  CHECK-SAME: (%[[X:.*]]: tensor<2x8x32xf32>, %[[G:.*]]: tensor<2x8x16xf32>, %[[ACC:.*]]: tensor<32x16xf32>)
//  CHECK-NEXT: %[[XBUF:.*]] = bufferization.to_buffer %[[X]] read_only
//  CHECK-NEXT: %[[XT:.*]] = memref.transpose %[[XBUF]] (d0, d1, d2) -> (d2, d0, d1)
//  CHECK-NEXT: %[[XU:.*]] = memref.cast %[[XT]]
//  CHECK-NEXT: %[[GBUF:.*]] = bufferization.to_buffer %[[G]] read_only
//  CHECK-NEXT: %[[GU:.*]] = memref.cast %[[GBUF]]
//  CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<32x16xf32>
//  CHECK-NEXT: %[[ACCBUF:.*]] = bufferization.to_buffer %[[ACC]] read_only
//  CHECK-NEXT: memref.copy %[[ACCBUF]], %[[C]]
//  CHECK-NEXT: %[[CU:.*]] = memref.cast %[[C]]
//   CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i64
//   CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
//   CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i64
//       CHECK: call @ap_rt_gemm_f32(%[[XU]], %[[GU]], %[[CU]], %[[ZERO]], %[[ONE]], %[[ONE]], %[[TWO]], %[[ONE]])
#xg = affine_map<(i, n, b, s) -> (b, s, i)>
#gg = affine_map<(i, n, b, s) -> (b, s, n)>
#wg = affine_map<(i, n, b, s) -> (i, n)>
func.func @weight_gradient(%x: tensor<2x8x32xf32>, %g: tensor<2x8x16xf32>, %acc: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %0 = linalg.generic {indexing_maps = [#xg, #gg, #wg], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %g : tensor<2x8x32xf32>, tensor<2x8x16xf32>) outs(%acc : tensor<32x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %1, %out : f32
    linalg.yield %2 : f32
  } -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----

// Attention scores Q K^T per (batch, head): two batch dims; K is passed as
// a [b, h, d, t] view.
// CHECK-LABEL: func.func @attention_scores
//       CHECK: memref.transpose %{{.*}} (d0, d1, d2, d3) -> (d0, d1, d3, d2)
//   CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i64
//   CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
//   CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i64
//       CHECK: call @ap_rt_gemm_bf16(%{{.*}}, %{{.*}}, %{{.*}}, %[[TWO]], %[[ONE]], %[[ONE]], %[[ONE]], %[[ZERO]])
#q = affine_map<(b, h, s, t, d) -> (b, h, s, d)>
#k = affine_map<(b, h, s, t, d) -> (b, h, t, d)>
#sc = affine_map<(b, h, s, t, d) -> (b, h, s, t)>
func.func @attention_scores(%q: tensor<2x4x8x16xbf16>, %k: tensor<2x4x8x16xbf16>) -> tensor<2x4x8x8xbf16> {
  %zero = arith.constant 0.0 : bf16
  %empty = tensor.empty() : tensor<2x4x8x8xbf16>
  %init = linalg.fill ins(%zero : bf16) outs(%empty : tensor<2x4x8x8xbf16>) -> tensor<2x4x8x8xbf16>
  %0 = linalg.generic {indexing_maps = [#q, #k, #sc], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x8x16xbf16>, tensor<2x4x8x16xbf16>) outs(%init : tensor<2x4x8x8xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %1 = arith.mulf %in, %in_0 : bf16
    %2 = arith.addf %out, %1 : bf16
    linalg.yield %2 : bf16
  } -> tensor<2x4x8x8xbf16>
  return %0 : tensor<2x4x8x8xbf16>
}

// -----

// Accumulators that are not +0: a fill of 1.0 and a fill of -0.0 (-0 + x
// is not x when x is -0) are read (copied into the result, accumulate 1);
// the zero fill nobody reads any more is erased.
// CHECK-LABEL: func.func @accumulators
//       CHECK: linalg.fill ins(%{{.*}} : f32)
//       CHECK: linalg.fill ins(%{{.*}} : f32)
//   CHECK-NOT: linalg.fill
// (The printer names an i64 constant by its value: %c1_i64, %c1_i64_9.)
//       CHECK: memref.copy
//       CHECK: call @ap_rt_gemm_f32({{.*}}, %c1_i64{{(_[0-9]+)?}}) :
//       CHECK: memref.copy
//       CHECK: call @ap_rt_gemm_f32({{.*}}, %c1_i64{{(_[0-9]+)?}}) :
//   CHECK-NOT: memref.copy
//       CHECK: call @ap_rt_gemm_f32({{.*}}, %c0_i64{{(_[0-9]+)?}}) :
func.func @accumulators(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>)
    -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) {
  %one = arith.constant 1.0 : f32
  %negzero = arith.constant -0.0 : f32
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x16xf32>
  %ones = linalg.fill ins(%one : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %negzeros = linalg.fill ins(%negzero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%ones : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%negzeros : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%zeros : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0, %1, %2 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
}

// -----

// What stays as it is: mixed precision, integers, another body, buffers,
// an operand that indexes a dim twice (a diagonal), dynamic shapes.
// CHECK-LABEL: func.func @not_lowered
//   CHECK-NOT: call @ap_rt_gemm
//       CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xbf16>, tensor<8x16xbf16>) outs(%{{.*}} : tensor<4x16xf32>)
//       CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xi32>, tensor<8x16xi32>)
//       CHECK: arith.maximumf
//       CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x8xf32>, memref<8x16xf32>)
//       CHECK: linalg.generic
//       CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<?x8xf32>, tensor<8x16xf32>)
//   CHECK-NOT: call @ap_rt_gemm
#diag = affine_map<(m, n, k) -> (k, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @not_lowered(%a: tensor<4x8xbf16>, %b: tensor<8x16xbf16>, %acc: tensor<4x16xf32>,
                       %ai: tensor<4x8xi32>, %bi: tensor<8x16xi32>, %acci: tensor<4x16xi32>,
                       %af: tensor<4x8xf32>, %bf: tensor<8x16xf32>, %accf: tensor<4x16xf32>,
                       %am: memref<4x8xf32>, %bm: memref<8x16xf32>, %accm: memref<4x16xf32>,
                       %sq: tensor<8x8xf32>, %ad: tensor<?x8xf32>, %accd: tensor<?x16xf32>)
    -> (tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<?x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x16xbf16>) outs(%acc : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%ai, %bi : tensor<4x8xi32>, tensor<8x16xi32>) outs(%acci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %2 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%af, %bf : tensor<4x8xf32>, tensor<8x16xf32>) outs(%accf : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %o: f32):
    %m = arith.mulf %in, %in_0 : f32
    %s = arith.addf %o, %m : f32
    %r = arith.maximumf %s, %in : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  linalg.matmul ins(%am, %bm : memref<4x8xf32>, memref<8x16xf32>) outs(%accm : memref<4x16xf32>)
  %3 = linalg.generic {indexing_maps = [#diag, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%sq, %bf : tensor<8x8xf32>, tensor<8x16xf32>) outs(%accf : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %o: f32):
    %m = arith.mulf %in, %in_0 : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %4 = linalg.matmul ins(%ad, %bf : tensor<?x8xf32>, tensor<8x16xf32>) outs(%accd : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %0, %1, %2, %3, %4 : tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<?x16xf32>
}
