// RUN: ap-opt %s -split-input-file --ap-fuse-all-gather-chains | FileCheck %s
// RUN: ap-opt %s -split-input-file --ap-fuse-all-gather-chains=always=true | FileCheck %s --check-prefix=ALWAYS
// RUN: ap-opt %s -split-input-file --ap-fuse-all-gather-chains=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: remark: ap-fuse-all-gather-chains: 8 chain(s) fused; refused: 0 by the cost model, 0 by the mesh's groups
// REPORT: remark: ap-fuse-all-gather-chains: 0 chain(s) fused; refused: 0 by the cost model, 0 by the mesh's groups
// REPORT: remark: ap-fuse-all-gather-chains: 1 chain(s) fused; refused: 1 by the cost model, 0 by the mesh's groups
// REPORT: remark: ap-fuse-all-gather-chains: 0 chain(s) fused; refused: 1 by the cost model, 0 by the mesh's groups
// REPORT: remark: ap-fuse-all-gather-chains: 1 chain(s) fused; refused: 0 by the cost model, 1 by the mesh's groups
// REPORT: remark: ap-fuse-all-gather-chains: 0 chain(s) fused; refused: 0 by the cost model, 0 by the mesh's groups

// Per-device programs as ap-partition writes them. On the 4x2 mesh both
// axes are inside a node (H100 preset), so a fused gather is cheaper than
// two (one latency instead of two, the same bytes).

ap.mesh @mesh(shape = 4x2, axes = ["dp", "tp"])

// Gather tp, then dp: one gather over [dp, tp].
// CHECK-LABEL: func.func @basic
// CHECK-SAME: (%[[X:.*]]: tensor<2x8xf32>)
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @mesh axes = [0, 1] dim = 0 : tensor<2x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @basic(%x: tensor<2x8xf32>) -> tensor<16x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %1 = ap.all_gather %0 on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// The other order: gather dp, then tp, is one gather over [tp, dp].
// CHECK-LABEL: func.func @other_order
// CHECK-SAME: (%[[X:.*]]: tensor<2x8xf32>)
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @mesh axes = [1, 0] dim = 0 : tensor<2x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @other_order(%x: tensor<2x8xf32>) -> tensor<16x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %1 = ap.all_gather %0 on @mesh axes = [1] dim = 0 : tensor<8x8xf32> -> tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// Several chains in one function, on different dims, one of them through
// views.
// CHECK-LABEL: func.func @several_chains
// CHECK-SAME: (%[[X:.*]]: tensor<2x8xf32>, %[[Y:.*]]: tensor<6x1xf32>)
// CHECK-NEXT: %[[A:.*]] = ap.all_gather %[[X]] on @mesh axes = [0, 1] dim = 0 : tensor<2x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: %[[B:.*]] = ap.all_gather %[[Y]] on @mesh axes = [1, 0] dim = 1 : tensor<6x1xf32> -> tensor<6x8xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @several_chains(%x: tensor<2x8xf32>, %y: tensor<6x1xf32>) -> (tensor<16x8xf32>, tensor<6x8xf32>) {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %1 = ap.all_gather %y on @mesh axes = [0] dim = 1 : tensor<6x1xf32> -> tensor<6x4xf32>
  %c = tensor.cast %1 : tensor<6x4xf32> to tensor<6x4xf32>
  %2 = ap.all_gather %0 on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  %3 = ap.all_gather %c on @mesh axes = [1] dim = 1 : tensor<6x4xf32> -> tensor<6x8xf32>
  return %2, %3 : tensor<16x8xf32>, tensor<6x8xf32>
}

// Transposes that cancel: the views and their inits go.
// CHECK-LABEL: func.func @cancelling_transposes
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x8xf32>)
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @mesh axes = [0, 1] dim = 0 : tensor<2x3x8xf32> -> tensor<16x3x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @cancelling_transposes(%x: tensor<2x3x8xf32>) -> tensor<16x3x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x3x8xf32> -> tensor<4x3x8xf32>
  %e1 = tensor.empty() : tensor<3x8x4xf32>
  %t1 = linalg.transpose ins(%0 : tensor<4x3x8xf32>) outs(%e1 : tensor<3x8x4xf32>) permutation = [1, 2, 0]
  %e2 = tensor.empty() : tensor<4x3x8xf32>
  %t2 = linalg.transpose ins(%t1 : tensor<3x8x4xf32>) outs(%e2 : tensor<4x3x8xf32>) permutation = [2, 0, 1]
  %1 = ap.all_gather %t2 on @mesh axes = [0] dim = 0 : tensor<4x3x8xf32> -> tensor<16x3x8xf32>
  return %1 : tensor<16x3x8xf32>
}

// Transposes that do not cancel ([1, 2, 0] twice is [2, 0, 1]; the shape
// comes back only because all three dims are equal): not fused.
// CHECK-LABEL: func.func @wrong_permute
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: linalg.transpose
// CHECK: linalg.transpose
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
func.func @wrong_permute(%x: tensor<2x4x4xf32>) -> tensor<16x4x4xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x4x4xf32> -> tensor<4x4x4xf32>
  %e1 = tensor.empty() : tensor<4x4x4xf32>
  %t1 = linalg.transpose ins(%0 : tensor<4x4x4xf32>) outs(%e1 : tensor<4x4x4xf32>) permutation = [1, 2, 0]
  %e2 = tensor.empty() : tensor<4x4x4xf32>
  %t2 = linalg.transpose ins(%t1 : tensor<4x4x4xf32>) outs(%e2 : tensor<4x4x4xf32>) permutation = [1, 2, 0]
  %1 = ap.all_gather %t2 on @mesh axes = [0] dim = 0 : tensor<4x4x4xf32> -> tensor<16x4x4xf32>
  return %1 : tensor<16x4x4xf32>
}

// An expand and a collapse that do not undo each other (the collapse
// regroups the dims after a transpose): not fused.
// CHECK-LABEL: func.func @reshape_not_identity
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: tensor.expand_shape
// CHECK: linalg.transpose
// CHECK: tensor.collapse_shape
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
func.func @reshape_not_identity(%x: tensor<2x4xf32>) -> tensor<16x4xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  %v = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
  %e = tensor.empty() : tensor<2x2x4xf32>
  %t = linalg.transpose ins(%v : tensor<2x2x4xf32>) outs(%e : tensor<2x2x4xf32>) permutation = [1, 0, 2]
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x2x4xf32> into tensor<4x4xf32>
  %1 = ap.all_gather %c on @mesh axes = [0] dim = 0 : tensor<4x4xf32> -> tensor<16x4xf32>
  return %1 : tensor<16x4xf32>
}

// The first gather's result has another use: not fused.
// CHECK-LABEL: func.func @multi_use_gather
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
func.func @multi_use_gather(%x: tensor<2x8xf32>) -> (tensor<16x8xf32>, tensor<4x8xf32>) {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %1 = ap.all_gather %0 on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %1, %0 : tensor<16x8xf32>, tensor<4x8xf32>
}

// A view between the gathers has another use: not fused.
// CHECK-LABEL: func.func @multi_use_view
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: tensor.expand_shape
// CHECK: tensor.collapse_shape
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
func.func @multi_use_view(%x: tensor<2x8xf32>) -> (tensor<16x8xf32>, tensor<1x4x8xf32>) {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %u = tensor.expand_shape %0 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
  %s = tensor.collapse_shape %u [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
  %1 = ap.all_gather %s on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %1, %u : tensor<16x8xf32>, tensor<1x4x8xf32>
}

// The same axis twice is two gathers, not one: not fused.
// CHECK-LABEL: func.func @same_axis_twice
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
func.func @same_axis_twice(%x: tensor<2x8xf32>) -> tensor<32x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %1 = ap.all_gather %0 on @mesh axes = [0] dim = 0 : tensor<8x8xf32> -> tensor<32x8xf32>
  return %1 : tensor<32x8xf32>
}

// Overlapping multi-axis gathers: not fused.
// CHECK-LABEL: func.func @overlapping_axes
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: ap.all_gather %{{.*}} axes = [0, 1] dim = 0
func.func @overlapping_axes(%x: tensor<2x8xf32>) -> tensor<32x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %1 = ap.all_gather %0 on @mesh axes = [0, 1] dim = 0 : tensor<4x8xf32> -> tensor<32x8xf32>
  return %1 : tensor<32x8xf32>
}

// Different dims: not fused.
// CHECK-LABEL: func.func @different_dims
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 1
func.func @different_dims(%x: tensor<2x8xf32>) -> tensor<4x32xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %1 = ap.all_gather %0 on @mesh axes = [0] dim = 1 : tensor<4x8xf32> -> tensor<4x32xf32>
  return %1 : tensor<4x32xf32>
}

// A cast before the first gather stays where it is; the fused gather reads
// its result.
// CHECK-LABEL: func.func @cast_before
// CHECK-SAME: (%[[X:.*]]: tensor<2x8xf32>)
// CHECK-NEXT: %[[C:.*]] = arith.truncf %[[X]] : tensor<2x8xf32> to tensor<2x8xbf16>
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[C]] on @mesh axes = [0, 1] dim = 0 : tensor<2x8xbf16> -> tensor<16x8xbf16>
// CHECK-NEXT: return %[[G]]
func.func @cast_before(%x: tensor<2x8xf32>) -> tensor<16x8xbf16> {
  %c = arith.truncf %x : tensor<2x8xf32> to tensor<2x8xbf16>
  %0 = ap.all_gather %c on @mesh axes = [1] dim = 0 : tensor<2x8xbf16> -> tensor<4x8xbf16>
  %1 = ap.all_gather %0 on @mesh axes = [0] dim = 0 : tensor<4x8xbf16> -> tensor<16x8xbf16>
  return %1 : tensor<16x8xbf16>
}

// A cast between the gathers changes the element type: not fused.
// CHECK-LABEL: func.func @cast_between
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: arith.truncf
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
func.func @cast_between(%x: tensor<2x8xf32>) -> tensor<16x8xbf16> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %c = arith.truncf %0 : tensor<4x8xf32> to tensor<4x8xbf16>
  %1 = ap.all_gather %c on @mesh axes = [0] dim = 0 : tensor<4x8xbf16> -> tensor<16x8xbf16>
  return %1 : tensor<16x8xbf16>
}

// No-op views of every kind in one chain: a same-type cast, an expand
// that splits the gathered dim (and one of its factors again), a transpose
// pair, and the collapse back.
// CHECK-LABEL: func.func @no_op_views
// CHECK-SAME: (%[[X:.*]]: tensor<6x8xf32>)
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @mesh axes = [0, 1] dim = 0 : tensor<6x8xf32> -> tensor<48x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @no_op_views(%x: tensor<6x8xf32>) -> tensor<48x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<6x8xf32> -> tensor<12x8xf32>
  %c = tensor.cast %0 : tensor<12x8xf32> to tensor<12x8xf32>
  %v = tensor.expand_shape %c [[0, 1], [2]] output_shape [4, 3, 8] : tensor<12x8xf32> into tensor<4x3x8xf32>
  %w = tensor.expand_shape %v [[0, 1], [2], [3]] output_shape [2, 2, 3, 8] : tensor<4x3x8xf32> into tensor<2x2x3x8xf32>
  %e = tensor.empty() : tensor<8x3x2x2xf32>
  %t = linalg.transpose ins(%w : tensor<2x2x3x8xf32>) outs(%e : tensor<8x3x2x2xf32>) permutation = [3, 2, 1, 0]
  %f = tensor.empty() : tensor<2x2x3x8xf32>
  %u = linalg.transpose ins(%t : tensor<8x3x2x2xf32>) outs(%f : tensor<2x2x3x8xf32>) permutation = [3, 2, 1, 0]
  %s = tensor.collapse_shape %u [[0, 1, 2], [3]] : tensor<2x2x3x8xf32> into tensor<12x8xf32>
  %1 = ap.all_gather %s on @mesh axes = [0] dim = 0 : tensor<12x8xf32> -> tensor<48x8xf32>
  return %1 : tensor<48x8xf32>
}

// Unsqueeze then squeeze (a unit dim added and removed), and the reverse
// of a squeeze of a unit dim of the gathered tensor.
// CHECK-LABEL: func.func @squeeze_unsqueeze
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x8xf32>)
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @mesh axes = [0, 1] dim = 1 : tensor<1x2x8xf32> -> tensor<1x16x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @squeeze_unsqueeze(%x: tensor<1x2x8xf32>) -> tensor<1x16x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 1 : tensor<1x2x8xf32> -> tensor<1x4x8xf32>
  %s = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
  %u = tensor.expand_shape %s [[0, 1, 2], [3]] output_shape [1, 4, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x8xf32>
  %b = tensor.collapse_shape %u [[0], [1, 2], [3]] : tensor<1x4x1x8xf32> into tensor<1x4x8xf32>
  %1 = ap.all_gather %b on @mesh axes = [0] dim = 1 : tensor<1x4x8xf32> -> tensor<1x16x8xf32>
  return %1 : tensor<1x16x8xf32>
}

// A unit dim moved by a squeeze and an unsqueeze (4x1x8 becomes 1x4x8):
// not the identity, not fused.
// CHECK-LABEL: func.func @unit_dim_moved
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: tensor.collapse_shape
// CHECK: tensor.expand_shape
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 1
func.func @unit_dim_moved(%x: tensor<2x1x8xf32>) -> tensor<1x16x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x1x8xf32> -> tensor<4x1x8xf32>
  %s = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<4x1x8xf32> into tensor<4x8xf32>
  %u = tensor.expand_shape %s [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
  %1 = ap.all_gather %u on @mesh axes = [0] dim = 1 : tensor<1x4x8xf32> -> tensor<1x16x8xf32>
  return %1 : tensor<1x16x8xf32>
}

// An op between the gathers that is not a view: not fused.
// CHECK-LABEL: func.func @not_a_view
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: arith.negf
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
func.func @not_a_view(%x: tensor<2x8xf32>) -> tensor<16x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %n = arith.negf %0 : tensor<4x8xf32>
  %1 = ap.all_gather %n on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// -----

// Different meshes (same shape): not fused.
ap.mesh @left(shape = 4x2, axes = ["dp", "tp"])
ap.mesh @right(shape = 4x2, axes = ["dp", "tp"])

// CHECK-LABEL: func.func @different_meshes
// CHECK: ap.all_gather %{{.*}} on @left axes = [1] dim = 0
// CHECK: ap.all_gather %{{.*}} on @right axes = [0] dim = 0
func.func @different_meshes(%x: tensor<2x8xf32>) -> tensor<16x8xf32> {
  %0 = ap.all_gather %x on @left axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %1 = ap.all_gather %0 on @right axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// -----

// Hierarchical links (H100 preset): on a 2x8 mesh axis 1 is inside a node
// (320 GB/s), axis 0 across nodes (50 GB/s). Gathering inside the node
// first sends half of the 8 MB result over the slow link; one gather over
// [0, 1] sends 15/16 of it: about 170 us against 116 us, so it is refused
// unless `always`. A small tensor is latency-bound: fused either way.
ap.mesh @nodes(shape = 2x8, axes = ["node", "gpu"])

// CHECK-LABEL: func.func @hierarchical_large
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
// ALWAYS-LABEL: func.func @hierarchical_large
// ALWAYS-NEXT: ap.all_gather %{{.*}} axes = [0, 1] dim = 0 : tensor<128x1024xf32> -> tensor<2048x1024xf32>
// ALWAYS-NEXT: return
func.func @hierarchical_large(%x: tensor<128x1024xf32>) -> tensor<2048x1024xf32> {
  %0 = ap.all_gather %x on @nodes axes = [1] dim = 0 : tensor<128x1024xf32> -> tensor<1024x1024xf32>
  %1 = ap.all_gather %0 on @nodes axes = [0] dim = 0 : tensor<1024x1024xf32> -> tensor<2048x1024xf32>
  return %1 : tensor<2048x1024xf32>
}

// CHECK-LABEL: func.func @hierarchical_small
// CHECK-NEXT: ap.all_gather %{{.*}} axes = [0, 1] dim = 0 : tensor<1x4xf32> -> tensor<16x4xf32>
// CHECK-NEXT: return
func.func @hierarchical_small(%x: tensor<1x4xf32>) -> tensor<16x4xf32> {
  %0 = ap.all_gather %x on @nodes axes = [1] dim = 0 : tensor<1x4xf32> -> tensor<8x4xf32>
  %1 = ap.all_gather %0 on @nodes axes = [0] dim = 0 : tensor<8x4xf32> -> tensor<16x4xf32>
  return %1 : tensor<16x4xf32>
}

// -----

// The module's ap.target is used: here axis 0 of a 4x2 mesh gets a slow
// link (1 GB/s), so for 4 MB the fused gather (all bytes at 1 GB/s) loses
// to gathering axis 1 first.
module attributes {ap.target = "{\22axis_links\22: [{\22bandwidth\22: 1e9}, {\22bandwidth\22: 320e9}]}"} {
  ap.mesh @mesh(shape = 4x2, axes = ["dp", "tp"])

  // CHECK-LABEL: func.func @target_attribute
  // CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
  // CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
  // ALWAYS-LABEL: func.func @target_attribute
  // ALWAYS-NEXT: ap.all_gather %{{.*}} axes = [0, 1] dim = 0
  func.func @target_attribute(%x: tensor<128x1024xf32>) -> tensor<1024x1024xf32> {
    %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<128x1024xf32> -> tensor<256x1024xf32>
    %1 = ap.all_gather %0 on @mesh axes = [0] dim = 0 : tensor<256x1024xf32> -> tensor<1024x1024xf32>
    return %1 : tensor<1024x1024xf32>
  }
}

// -----

// The mesh allows only the flattened group [1, 0]: the chain that needs
// [0, 1] stays two gathers, even with `always`; the one that needs [1, 0]
// is fused.
ap.mesh @grouped(shape = 4x2, axes = ["dp", "tp"], groups = [[1, 0]])

// CHECK-LABEL: func.func @group_not_allowed
// CHECK: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK: ap.all_gather %{{.*}} axes = [0] dim = 0
// ALWAYS-LABEL: func.func @group_not_allowed
// ALWAYS: ap.all_gather %{{.*}} axes = [1] dim = 0
// ALWAYS: ap.all_gather %{{.*}} axes = [0] dim = 0
func.func @group_not_allowed(%x: tensor<2x8xf32>) -> tensor<16x8xf32> {
  %0 = ap.all_gather %x on @grouped axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %1 = ap.all_gather %0 on @grouped axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// CHECK-LABEL: func.func @group_allowed
// CHECK-NEXT: ap.all_gather %{{.*}} axes = [1, 0] dim = 0
func.func @group_allowed(%x: tensor<2x8xf32>) -> tensor<16x8xf32> {
  %0 = ap.all_gather %x on @grouped axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %1 = ap.all_gather %0 on @grouped axes = [1] dim = 0 : tensor<8x8xf32> -> tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// -----

ap.mesh @mesh(shape = 4x2, axes = ["dp", "tp"])

// Two transposes share one init: it is erased once, with them.
// CHECK-LABEL: func.func @shared_init
// CHECK-SAME: (%[[X:.*]]: tensor<2x2xf32>)
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @mesh axes = [0, 1] dim = 0 : tensor<2x2xf32> -> tensor<16x2xf32>
// CHECK-NEXT: return %[[G]]
func.func @shared_init(%x: tensor<2x2xf32>) -> tensor<16x2xf32> {
  %e = tensor.empty() : tensor<4x2xf32>
  %1 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x2xf32> -> tensor<4x2xf32>
  %t1 = linalg.transpose ins(%1 : tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) permutation = [0, 1]
  %t2 = linalg.transpose ins(%t1 : tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) permutation = [0, 1]
  %2 = ap.all_gather %t2 on @mesh axes = [0] dim = 0 : tensor<4x2xf32> -> tensor<16x2xf32>
  return %2 : tensor<16x2xf32>
}

// -----

// A chain through an expand of an empty dim (0 into 2x0): nothing to fuse,
// and the views are not followed (this divided by the empty dim's size).
// CHECK-LABEL: func.func @empty_dim
// CHECK: ap.all_gather %arg0 on @mesh axes = [0] dim = 1
// CHECK: tensor.expand_shape
// CHECK: ap.all_gather %{{.*}} on @mesh axes = [1] dim = 2
ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @empty_dim(%x: tensor<0x4xf32>) -> tensor<2x0x16xf32> {
  %g = ap.all_gather %x on @mesh axes = [0] dim = 1 : tensor<0x4xf32> -> tensor<0x8xf32>
  %e = tensor.expand_shape %g [[0, 1], [2]] output_shape [2, 0, 8] : tensor<0x8xf32> into tensor<2x0x8xf32>
  %h = ap.all_gather %e on @mesh axes = [1] dim = 2 : tensor<2x0x8xf32> -> tensor<2x0x16xf32>
  return %h : tensor<2x0x16xf32>
}
