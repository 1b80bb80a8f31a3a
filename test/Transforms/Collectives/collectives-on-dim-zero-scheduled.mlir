// RUN: ap-opt %s --ap-collectives-on-dim-zero | FileCheck %s

// ap-collectives-on-dim-zero on a scheduled program (ap-auto-parallel's
// output, docs/Overlap.md): a collective in flight is rewritten around its
// ap.start and ap.wait. Its operand is transposed before the start, the
// collective on dim 0 stays in the start (the future takes its type), and
// the result is put back in order after the wait, so that the ops between
// the two still run while it is in flight. The start's region may hold
// nothing else (the start's verifier); before, the transposes went inside
// it. test/Integration/Differential/schedule-compositions.mlir runs such
// programs.

ap.mesh @mesh(shape = 4, axes = ["x"])

// A gather on dim 1, the negation overlapping it.
// CHECK-LABEL: func.func @gather
// CHECK-SAME:  (%[[W:[^:]+]]: tensor<8x2xf32>, %[[X:[^:]+]]: tensor<8x8xf32>)
// CHECK:      %[[T:.*]] = linalg.transpose ins(%[[W]] : tensor<8x2xf32>) {{.*}} permutation = [1, 0]
// CHECK-NEXT: %[[F:.*]] = ap.start {
// CHECK-NEXT:   %[[G:.*]] = ap.all_gather %[[T]] on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
// CHECK-NEXT:   ap.yield %[[G]] : tensor<8x8xf32>
// CHECK-NEXT: } : !ap.future<tensor<8x8xf32>>
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[X]]
// CHECK-NEXT: %[[V:.*]] = ap.wait %[[F]] : !ap.future<tensor<8x8xf32>>
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: %[[B:.*]] = linalg.transpose ins(%[[V]] : tensor<8x8xf32>) {{.*}} permutation = [1, 0]
// CHECK-NEXT: arith.addf %[[B]], %[[N]]
func.func @gather(%w: tensor<8x2xf32>, %x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %f = ap.start {
    %g = ap.all_gather %w on @mesh axes = [0] dim = 1 : tensor<8x2xf32> -> tensor<8x8xf32>
    ap.yield %g : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %n = arith.negf %x : tensor<8x8xf32>
  %g = ap.wait %f : !ap.future<tensor<8x8xf32>>
  %s = arith.addf %g, %n : tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}

// A reduce-scatter on dim 1, and an all_to_all from dim 1 to dim 0 (its
// result expanded, transposed and collapsed after its wait).
// CHECK-LABEL: func.func @scatter_and_exchange
// CHECK:      linalg.transpose ins(%arg0 : tensor<4x16xf32>) {{.*}} permutation = [1, 0]
// CHECK-NEXT: %[[F:.*]] = ap.start {
// CHECK-NEXT:   ap.reduce_scatter {{.*}} dim = 0 reduce = sum : tensor<16x4xf32> -> tensor<4x4xf32>
// CHECK:      } : !ap.future<tensor<4x4xf32>>
// CHECK:      %[[T:.*]] = linalg.transpose ins(%arg1 : tensor<8x4xf32>) {{.*}} permutation = [1, 0]
// CHECK-NEXT: %[[A:.*]] = ap.start {
// CHECK-NEXT:   ap.all_to_all %[[T]] on @mesh axes = [0] split_dim = 0 concat_dim = 0 : tensor<4x8xf32> -> tensor<4x8xf32>
// CHECK:      } : !ap.future<tensor<4x8xf32>>
// CHECK-NEXT: arith.negf
// CHECK-NEXT: %[[V:.*]] = ap.wait %[[F]] : !ap.future<tensor<4x4xf32>>
// CHECK:      %[[R:.*]] = linalg.transpose ins(%[[V]] {{.*}} permutation = [1, 0]
// CHECK-NEXT: arith.mulf %[[R]], %[[R]]
// CHECK-NEXT: %[[E:.*]] = ap.wait %[[A]] : !ap.future<tensor<4x8xf32>>
// CHECK-NEXT: tensor.expand_shape %[[E]] {{\[}}[0, 1], [2]] output_shape [4, 1, 8]
// CHECK:      linalg.transpose {{.*}} permutation = [1, 0, 2]
// CHECK-NEXT: tensor.collapse_shape {{.*}} {{\[}}[0], [1, 2]] : tensor<1x4x8xf32> into tensor<1x32xf32>
// CHECK:      linalg.transpose {{.*}} : tensor<32x1xf32>) permutation = [1, 0]
// CHECK-NEXT: tensor.collapse_shape
func.func @scatter_and_exchange(%x: tensor<4x16xf32>, %y: tensor<8x4xf32>, %z: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<16x2xf32>) {
  %f = ap.start {
    %r = ap.reduce_scatter %x on @mesh axes = [0] dim = 1 reduce = sum : tensor<4x16xf32> -> tensor<4x4xf32>
    ap.yield %r : tensor<4x4xf32>
  } : !ap.future<tensor<4x4xf32>>
  %a = ap.start {
    %e = ap.all_to_all %y on @mesh axes = [0] split_dim = 1 concat_dim = 0 : tensor<8x4xf32> -> tensor<32x1xf32>
    ap.yield %e : tensor<32x1xf32>
  } : !ap.future<tensor<32x1xf32>>
  %n = arith.negf %z : tensor<4x4xf32>
  %r = ap.wait %f : !ap.future<tensor<4x4xf32>>
  %m = arith.mulf %r, %r : tensor<4x4xf32>
  %e = ap.wait %a : !ap.future<tensor<32x1xf32>>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
  %v = tensor.expand_shape %c [[0, 1]] output_shape [16, 2] : tensor<32xf32> into tensor<16x2xf32>
  return %m, %n, %v : tensor<4x4xf32>, tensor<4x4xf32>, tensor<16x2xf32>
}

// A bucket (ap-schedule-collectives' all-gather of two flattened operands,
// cut into each member's columns after the wait) is on dim 0 already: it
// stays as it is.
// CHECK-LABEL: func.func @bucket
// CHECK:      tensor.concat dim(0)
// CHECK-NEXT: ap.start {
// CHECK-NEXT:   ap.all_gather {{.*}} dim = 0 : tensor<6xf32> -> tensor<24xf32>
// CHECK-NOT:  linalg.transpose
// CHECK:      return
func.func @bucket(%a: tensor<2xf32>, %b: tensor<2x2xf32>) -> (tensor<8xf32>, tensor<8x2xf32>) {
  %fa = tensor.collapse_shape %b [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %cat = tensor.concat dim(0) %a, %fa : (tensor<2xf32>, tensor<4xf32>) -> tensor<6xf32>
  %f = ap.start {
    %g = ap.all_gather %cat on @mesh axes = [0] dim = 0 : tensor<6xf32> -> tensor<24xf32>
    ap.yield %g : tensor<24xf32>
  } : !ap.future<tensor<24xf32>>
  %g = ap.wait %f : !ap.future<tensor<24xf32>>
  %rows = tensor.expand_shape %g [[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
  %pa = tensor.extract_slice %rows[0, 0] [4, 2] [1, 1] : tensor<4x6xf32> to tensor<4x2xf32>
  %ra = tensor.collapse_shape %pa [[0, 1]] : tensor<4x2xf32> into tensor<8xf32>
  %pb = tensor.extract_slice %rows[0, 2] [4, 4] [1, 1] : tensor<4x6xf32> to tensor<4x4xf32>
  %rb = tensor.collapse_shape %pb [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %vb = tensor.expand_shape %rb [[0, 1]] output_shape [8, 2] : tensor<16xf32> into tensor<8x2xf32>
  return %ra, %vb : tensor<8xf32>, tensor<8x2xf32>
}
