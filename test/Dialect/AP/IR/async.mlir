// RUN: ap-opt %s | ap-opt | FileCheck %s
// RUN: ap-opt %s --mlir-print-op-generic | ap-opt | FileCheck %s

// Collectives in flight (docs/Overlap.md): ap.start holds one data-moving
// collective, its future is waited for once, in the same block; they print
// and parse back. invalid-async.mlir has what the verifiers refuse.

ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])

// CHECK-LABEL: func.func @in_flight
// CHECK: %[[F:.*]] = ap.start {
// CHECK-NEXT:   %[[G:.*]] = ap.all_gather %arg0 on @mesh axes = [1] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT:   ap.yield %[[G]] : tensor<16x8xf32>
// CHECK-NEXT: } : !ap.future<tensor<16x8xf32>>
// CHECK: %[[R:.*]] = ap.start {
// CHECK:   ap.reduce_scatter
// CHECK: } : !ap.future<tensor<2x8xf32>>
// CHECK: arith.addf
// CHECK: ap.wait %[[R]] : !ap.future<tensor<2x8xf32>>
// CHECK: ap.wait %[[F]] : !ap.future<tensor<16x8xf32>>
func.func @in_flight(%w: tensor<4x8xf32>, %g: tensor<8x8xf32>, %x: tensor<8x8xf32>)
    -> (tensor<16x8xf32>, tensor<2x8xf32>, tensor<8x8xf32>) {
  %f = ap.start {
    %0 = ap.all_gather %w on @mesh axes = [1] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
    ap.yield %0 : tensor<16x8xf32>
  } : !ap.future<tensor<16x8xf32>>
  %r = ap.start {
    %1 = ap.reduce_scatter %g on @mesh axes = [1] dim = 0 reduce = sum : tensor<8x8xf32> -> tensor<2x8xf32>
    ap.yield %1 : tensor<2x8xf32>
  } : !ap.future<tensor<2x8xf32>>
  %y = arith.addf %x, %x : tensor<8x8xf32>
  %rs = ap.wait %r : !ap.future<tensor<2x8xf32>>
  %ws = ap.wait %f : !ap.future<tensor<16x8xf32>>
  return %ws, %rs, %y : tensor<16x8xf32>, tensor<2x8xf32>, tensor<8x8xf32>
}

// CHECK-LABEL: func.func @all_reduce_and_all_to_all
// CHECK: ap.all_reduce
// CHECK: ap.all_to_all
func.func @all_reduce_and_all_to_all(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<2x32xf32>) {
  %a = ap.start {
    %0 = ap.all_reduce %x on @mesh axes = [0, 1] reduce = max : tensor<8x8xf32>
    ap.yield %0 : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %b = ap.start {
    %0 = ap.all_to_all %x on @mesh axes = [1] split_dim = 0 concat_dim = 1 : tensor<8x8xf32> -> tensor<2x32xf32>
    ap.yield %0 : tensor<2x32xf32>
  } : !ap.future<tensor<2x32xf32>>
  %av = ap.wait %a : !ap.future<tensor<8x8xf32>>
  %bv = ap.wait %b : !ap.future<tensor<2x32xf32>>
  return %av, %bv : tensor<8x8xf32>, tensor<2x32xf32>
}
