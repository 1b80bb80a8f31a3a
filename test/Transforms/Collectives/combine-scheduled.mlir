// RUN: ap-opt %s --ap-merge-collectives | FileCheck %s --check-prefix=MERGE
// RUN: ap-opt %s --ap-fuse-all-gather-chains | FileCheck %s --check-prefix=FUSE

// ap-merge-collectives and ap-fuse-all-gather-chains on scheduled programs
// (ap-auto-parallel's output, docs/Overlap.md): the pair is followed
// through the first collective's ap.wait, the first goes with its start and
// wait, and the combined collective stays in the second's start, where the
// schedule put it (what overlapped it still does). Before, a collective in
// flight was never combined. test/Integration/Differential/
// schedule-compositions.mlir runs such programs.

ap.mesh @mesh(shape = 4x2, axes = ["dp", "tp"])

// Two all-reduces in flight, data movement between them.
// MERGE-LABEL: func.func @all_reduces
// MERGE-SAME:  (%[[X:[^:]+]]: tensor<8x6xf32>, %[[Y:[^:]+]]: tensor<4xf32>)
// MERGE-NEXT:  %[[N:.*]] = arith.negf %[[Y]]
// MERGE-NEXT:  %[[C:.*]] = tensor.collapse_shape %[[X]]
// MERGE-NEXT:  %[[F:.*]] = ap.start {
// MERGE-NEXT:    ap.all_reduce %[[C]] on @mesh axes = [0, 1] reduce = sum : tensor<48xf32>
// MERGE:       arith.mulf %[[N]], %[[N]]
// MERGE-NEXT:  %[[R:.*]] = ap.wait %[[F]]
// MERGE-NEXT:  return %[[R]]
// MERGE-NOT:   ap.all_reduce
func.func @all_reduces(%x: tensor<8x6xf32>, %y: tensor<4xf32>) -> (tensor<48xf32>, tensor<4xf32>) {
  %f0 = ap.start {
    %r = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8x6xf32>
    ap.yield %r : tensor<8x6xf32>
  } : !ap.future<tensor<8x6xf32>>
  %n = arith.negf %y : tensor<4xf32>
  %r0 = ap.wait %f0 : !ap.future<tensor<8x6xf32>>
  %c = tensor.collapse_shape %r0 [[0, 1]] : tensor<8x6xf32> into tensor<48xf32>
  %f1 = ap.start {
    %r = ap.all_reduce %c on @mesh axes = [1] reduce = sum : tensor<48xf32>
    ap.yield %r : tensor<48xf32>
  } : !ap.future<tensor<48xf32>>
  %m = arith.mulf %n, %n : tensor<4xf32>
  %r1 = ap.wait %f1 : !ap.future<tensor<48xf32>>
  return %r1, %m : tensor<48xf32>, tensor<4xf32>
}

// A reduce-scatter in flight read by one that runs where it is.
// MERGE-LABEL: func.func @reduce_scatters
// MERGE-SAME:  (%[[X:[^:]+]]: tensor<16x4xf32>)
// MERGE-NOT:   ap.start
// MERGE:       %[[R:.*]] = ap.reduce_scatter %[[X]] on @mesh axes = [0, 1] dim = 0 reduce = sum : tensor<16x4xf32> -> tensor<2x4xf32>
// MERGE-NEXT:  return %[[R]]
func.func @reduce_scatters(%x: tensor<16x4xf32>) -> tensor<2x4xf32> {
  %f0 = ap.start {
    %r = ap.reduce_scatter %x on @mesh axes = [0] dim = 0 reduce = sum : tensor<16x4xf32> -> tensor<4x4xf32>
    ap.yield %r : tensor<4x4xf32>
  } : !ap.future<tensor<4x4xf32>>
  %r0 = ap.wait %f0 : !ap.future<tensor<4x4xf32>>
  %r1 = ap.reduce_scatter %r0 on @mesh axes = [1] dim = 0 reduce = sum : tensor<4x4xf32> -> tensor<2x4xf32>
  return %r1 : tensor<2x4xf32>
}

// An all-reduce's result read by another op too stays as it is.
// MERGE-LABEL: func.func @shared
// MERGE-COUNT-2: ap.all_reduce
func.func @shared(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %f0 = ap.start {
    %r = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8xf32>
    ap.yield %r : tensor<8xf32>
  } : !ap.future<tensor<8xf32>>
  %r0 = ap.wait %f0 : !ap.future<tensor<8xf32>>
  %f1 = ap.start {
    %r = ap.all_reduce %r0 on @mesh axes = [1] reduce = sum : tensor<8xf32>
    ap.yield %r : tensor<8xf32>
  } : !ap.future<tensor<8xf32>>
  %r1 = ap.wait %f1 : !ap.future<tensor<8xf32>>
  return %r0, %r1 : tensor<8xf32>, tensor<8xf32>
}

// Two gathers in flight with transposes that cancel between them: one
// gather over [dp, tp] of the first's operand, in the second's start.
// FUSE-LABEL: func.func @gathers
// FUSE-SAME:  (%[[X:[^:]+]]: tensor<2x8xf32>, %[[Y:[^:]+]]: tensor<4xf32>)
// FUSE-NEXT:  %[[N:.*]] = arith.negf %[[Y]]
// FUSE-NEXT:  %[[F:.*]] = ap.start {
// FUSE-NEXT:    ap.all_gather %[[X]] on @mesh axes = [0, 1] dim = 0 : tensor<2x8xf32> -> tensor<16x8xf32>
// FUSE:       arith.mulf %[[N]], %[[N]]
// FUSE-NEXT:  %[[G:.*]] = ap.wait %[[F]]
// FUSE-NEXT:  return %[[G]]
// FUSE-NOT:   linalg.transpose
func.func @gathers(%x: tensor<2x8xf32>, %y: tensor<4xf32>) -> (tensor<16x8xf32>, tensor<4xf32>) {
  %f0 = ap.start {
    %g = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
    ap.yield %g : tensor<4x8xf32>
  } : !ap.future<tensor<4x8xf32>>
  %n = arith.negf %y : tensor<4xf32>
  %g0 = ap.wait %f0 : !ap.future<tensor<4x8xf32>>
  %e0 = tensor.empty() : tensor<8x4xf32>
  %t0 = linalg.transpose ins(%g0 : tensor<4x8xf32>) outs(%e0 : tensor<8x4xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<4x8xf32>
  %t1 = linalg.transpose ins(%t0 : tensor<8x4xf32>) outs(%e1 : tensor<4x8xf32>) permutation = [1, 0]
  %f1 = ap.start {
    %g = ap.all_gather %t1 on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
    ap.yield %g : tensor<16x8xf32>
  } : !ap.future<tensor<16x8xf32>>
  %m = arith.mulf %n, %n : tensor<4xf32>
  %g1 = ap.wait %f1 : !ap.future<tensor<16x8xf32>>
  return %g1, %m : tensor<16x8xf32>, tensor<4xf32>
}
