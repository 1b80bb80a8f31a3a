// RUN: ap-opt %s -split-input-file --ap-merge-collectives | FileCheck %s
// RUN: ap-opt %s -split-input-file --ap-merge-collectives=always=true | FileCheck %s --check-prefix=ALWAYS
// RUN: ap-opt %s -split-input-file --ap-merge-collectives=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: remark: ap-merge-collectives: merged 5 all_reduce, 4 reduce_scatter, 1 all_gather pair(s); refused: 0 by the cost model, 0 by the mesh's groups
// REPORT: remark: ap-merge-collectives: merged 0 all_reduce, 0 reduce_scatter, 0 all_gather pair(s); refused: 1 by the cost model, 0 by the mesh's groups
// REPORT: remark: ap-merge-collectives: merged 2 all_reduce, 1 reduce_scatter, 0 all_gather pair(s); refused: 0 by the cost model, 2 by the mesh's groups

// Per-device programs as ap-partition writes them. On the 4x2 and 2x2x2
// meshes every axis is inside a node (H100 preset): one collective is
// cheaper than two.

ap.mesh @mesh(shape = 4x2, axes = ["dp", "tp"])
ap.mesh @cube(shape = 2x2x2, axes = ["a", "b", "c"])

//===----------------------------------------------------------------------===//
// all_reduce
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @all_reduce_pair
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>)
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %[[X]] on @mesh axes = [0, 1] reduce = sum : tensor<8x6xf32>
// CHECK-NEXT: return %[[R]]
func.func @all_reduce_pair(%x: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %0 = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8x6xf32>
  %1 = ap.all_reduce %0 on @mesh axes = [1] reduce = sum : tensor<8x6xf32>
  return %1 : tensor<8x6xf32>
}

// Pure data movement between them commutes with the reduction: it runs
// first, then one all_reduce on the moved tensor.
// CHECK-LABEL: func.func @all_reduce_through_data_movement
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<6x8xf32>
// CHECK-NEXT: %[[T:.*]] = linalg.transpose ins(%[[X]] : tensor<8x6xf32>) outs(%[[E]] : tensor<6x8xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %[[T]]
// CHECK-NEXT: %[[V:.*]] = tensor.expand_shape %[[C]]
// CHECK-NEXT: %[[K:.*]] = tensor.cast %[[V]] : tensor<2x24xf32> to tensor<2x24xf32>
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %[[K]] on @mesh axes = [1, 0] reduce = max : tensor<2x24xf32>
// CHECK-NEXT: return %[[R]]
func.func @all_reduce_through_data_movement(%x: tensor<8x6xf32>) -> tensor<2x24xf32> {
  %0 = ap.all_reduce %x on @mesh axes = [1] reduce = max : tensor<8x6xf32>
  %e = tensor.empty() : tensor<6x8xf32>
  %t = linalg.transpose ins(%0 : tensor<8x6xf32>) outs(%e : tensor<6x8xf32>) permutation = [1, 0]
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<6x8xf32> into tensor<48xf32>
  %v = tensor.expand_shape %c [[0, 1]] output_shape [2, 24] : tensor<48xf32> into tensor<2x24xf32>
  %k = tensor.cast %v : tensor<2x24xf32> to tensor<2x24xf32>
  %1 = ap.all_reduce %k on @mesh axes = [0] reduce = max : tensor<2x24xf32>
  return %1 : tensor<2x24xf32>
}

// Different reduction kinds: max over one axis and sum over the other is
// not one reduction. Not merged.
// CHECK-LABEL: func.func @all_reduce_different_kinds
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [0] reduce = sum
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [1] reduce = max
func.func @all_reduce_different_kinds(%x: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %0 = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8x6xf32>
  %1 = ap.all_reduce %0 on @mesh axes = [1] reduce = max : tensor<8x6xf32>
  return %1 : tensor<8x6xf32>
}

// An element-wise op between them (here x + 1, which would be counted once
// per device of the first group if moved before the reduction): not merged.
// CHECK-LABEL: func.func @all_reduce_unknown_op_between
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [0] reduce = sum
// CHECK: arith.addf
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [1] reduce = sum
func.func @all_reduce_unknown_op_between(%x: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %0 = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8x6xf32>
  %one = arith.constant dense<1.0> : tensor<8x6xf32>
  %a = arith.addf %0, %one : tensor<8x6xf32>
  %1 = ap.all_reduce %a on @mesh axes = [1] reduce = sum : tensor<8x6xf32>
  return %1 : tensor<8x6xf32>
}

// The first result, or a moved copy of it, has another use, which must
// see the value reduced over dp only: not merged.
// CHECK-LABEL: func.func @all_reduce_multi_use
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [0] reduce = sum
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [1] reduce = sum
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [0] reduce = sum
// CHECK-NEXT: tensor.collapse_shape
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [1] reduce = sum
func.func @all_reduce_multi_use(%x: tensor<8x6xf32>, %y: tensor<8x6xf32>) -> (tensor<8x6xf32>, tensor<8x6xf32>, tensor<48xf32>, tensor<48xf32>) {
  %0 = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8x6xf32>
  %1 = ap.all_reduce %0 on @mesh axes = [1] reduce = sum : tensor<8x6xf32>
  %2 = ap.all_reduce %y on @mesh axes = [0] reduce = sum : tensor<8x6xf32>
  %c = tensor.collapse_shape %2 [[0, 1]] : tensor<8x6xf32> into tensor<48xf32>
  %3 = ap.all_reduce %c on @mesh axes = [1] reduce = sum : tensor<48xf32>
  return %0, %1, %c, %3 : tensor<8x6xf32>, tensor<8x6xf32>, tensor<48xf32>, tensor<48xf32>
}

// The same axis twice is two reductions (a sum over dp counted twice): not
// merged.
// CHECK-LABEL: func.func @all_reduce_same_axis
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [0] reduce = sum
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [0, 1] reduce = sum
func.func @all_reduce_same_axis(%x: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %0 = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8x6xf32>
  %1 = ap.all_reduce %0 on @mesh axes = [0, 1] reduce = sum : tensor<8x6xf32>
  return %1 : tensor<8x6xf32>
}

// Non-adjacent axes of a 3-D mesh, and a chain of three.
// CHECK-LABEL: func.func @all_reduce_cube
// CHECK-NEXT: %[[A:.*]] = ap.all_reduce %{{.*}} on @cube axes = [0, 2] reduce = min : tensor<4xi32>
// CHECK-NEXT: %[[B:.*]] = ap.all_reduce %{{.*}} on @cube axes = [2, 1, 0] reduce = sum : tensor<4xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @all_reduce_cube(%x: tensor<4xi32>, %y: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %0 = ap.all_reduce %x on @cube axes = [0] reduce = min : tensor<4xi32>
  %1 = ap.all_reduce %0 on @cube axes = [2] reduce = min : tensor<4xi32>
  %2 = ap.all_reduce %y on @cube axes = [2] reduce = sum : tensor<4xf32>
  %3 = ap.all_reduce %2 on @cube axes = [1] reduce = sum : tensor<4xf32>
  %4 = ap.all_reduce %3 on @cube axes = [0] reduce = sum : tensor<4xf32>
  return %1, %4 : tensor<4xi32>, tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// reduce_scatter
//===----------------------------------------------------------------------===//

// Scatter over dp, then over tp: chunk 2 * dp + tp, i.e. axes [dp, tp].
// CHECK-LABEL: func.func @reduce_scatter_pair
// CHECK-SAME: (%[[X:.*]]: tensor<16x3xf32>)
// CHECK-NEXT: %[[R:.*]] = ap.reduce_scatter %[[X]] on @mesh axes = [0, 1] dim = 0 reduce = sum : tensor<16x3xf32> -> tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_scatter_pair(%x: tensor<16x3xf32>) -> tensor<2x3xf32> {
  %0 = ap.reduce_scatter %x on @mesh axes = [0] dim = 0 reduce = sum : tensor<16x3xf32> -> tensor<4x3xf32>
  %1 = ap.reduce_scatter %0 on @mesh axes = [1] dim = 0 reduce = sum : tensor<4x3xf32> -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// The other order: over tp, then over dp, is axes [tp, dp].
// CHECK-LABEL: func.func @reduce_scatter_other_order
// CHECK-NEXT: ap.reduce_scatter %{{.*}} on @mesh axes = [1, 0] dim = 1 reduce = avg : tensor<3x16xf32> -> tensor<3x2xf32>
func.func @reduce_scatter_other_order(%x: tensor<3x16xf32>) -> tensor<3x2xf32> {
  %0 = ap.reduce_scatter %x on @mesh axes = [1] dim = 1 reduce = avg : tensor<3x16xf32> -> tensor<3x8xf32>
  %1 = ap.reduce_scatter %0 on @mesh axes = [0] dim = 1 reduce = avg : tensor<3x8xf32> -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}

// Different dims: not merged.
// CHECK-LABEL: func.func @reduce_scatter_different_dims
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [0] dim = 0
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [1] dim = 1
func.func @reduce_scatter_different_dims(%x: tensor<16x4xf32>) -> tensor<4x2xf32> {
  %0 = ap.reduce_scatter %x on @mesh axes = [0] dim = 0 reduce = sum : tensor<16x4xf32> -> tensor<4x4xf32>
  %1 = ap.reduce_scatter %0 on @mesh axes = [1] dim = 1 reduce = sum : tensor<4x4xf32> -> tensor<4x2xf32>
  return %1 : tensor<4x2xf32>
}

// Different reductions: not merged.
// CHECK-LABEL: func.func @reduce_scatter_different_kinds
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [0] dim = 0 reduce = max
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [1] dim = 0 reduce = min
func.func @reduce_scatter_different_kinds(%x: tensor<16x3xf32>) -> tensor<2x3xf32> {
  %0 = ap.reduce_scatter %x on @mesh axes = [0] dim = 0 reduce = max : tensor<16x3xf32> -> tensor<4x3xf32>
  %1 = ap.reduce_scatter %0 on @mesh axes = [1] dim = 0 reduce = min : tensor<4x3xf32> -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// A view between two reduce_scatters: direct chains only, not merged.
// CHECK-LABEL: func.func @reduce_scatter_view_between
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [0] dim = 0
// CHECK-NEXT: tensor.cast
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [1] dim = 0
func.func @reduce_scatter_view_between(%x: tensor<16x3xf32>) -> tensor<2x3xf32> {
  %0 = ap.reduce_scatter %x on @mesh axes = [0] dim = 0 reduce = sum : tensor<16x3xf32> -> tensor<4x3xf32>
  %c = tensor.cast %0 : tensor<4x3xf32> to tensor<4x3xf32>
  %1 = ap.reduce_scatter %c on @mesh axes = [1] dim = 0 reduce = sum : tensor<4x3xf32> -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// The first result has another use: not merged.
// CHECK-LABEL: func.func @reduce_scatter_multi_use
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [0] dim = 0
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [1] dim = 0
func.func @reduce_scatter_multi_use(%x: tensor<16x3xf32>) -> (tensor<2x3xf32>, tensor<4x3xf32>) {
  %0 = ap.reduce_scatter %x on @mesh axes = [0] dim = 0 reduce = sum : tensor<16x3xf32> -> tensor<4x3xf32>
  %1 = ap.reduce_scatter %0 on @mesh axes = [1] dim = 0 reduce = sum : tensor<4x3xf32> -> tensor<2x3xf32>
  return %1, %0 : tensor<2x3xf32>, tensor<4x3xf32>
}

// Non-adjacent axes of the 3-D mesh, both orders.
// CHECK-LABEL: func.func @reduce_scatter_cube
// CHECK-NEXT: %[[A:.*]] = ap.reduce_scatter %{{.*}} on @cube axes = [0, 2] dim = 0 reduce = sum : tensor<8x3xf32> -> tensor<2x3xf32>
// CHECK-NEXT: %[[B:.*]] = ap.reduce_scatter %{{.*}} on @cube axes = [2, 0] dim = 0 reduce = sum : tensor<8x3xf32> -> tensor<2x3xf32>
func.func @reduce_scatter_cube(%x: tensor<8x3xf32>, %y: tensor<8x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = ap.reduce_scatter %x on @cube axes = [0] dim = 0 reduce = sum : tensor<8x3xf32> -> tensor<4x3xf32>
  %1 = ap.reduce_scatter %0 on @cube axes = [2] dim = 0 reduce = sum : tensor<4x3xf32> -> tensor<2x3xf32>
  %2 = ap.reduce_scatter %y on @cube axes = [2] dim = 0 reduce = sum : tensor<8x3xf32> -> tensor<4x3xf32>
  %3 = ap.reduce_scatter %2 on @cube axes = [0] dim = 0 reduce = sum : tensor<4x3xf32> -> tensor<2x3xf32>
  return %1, %3 : tensor<2x3xf32>, tensor<2x3xf32>
}

//===----------------------------------------------------------------------===//
// Mixed kinds, all_gather
//===----------------------------------------------------------------------===//

// A reduce_scatter then an all_reduce (and the reverse) stay two.
// CHECK-LABEL: func.func @mixed_kinds
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [0] dim = 0 reduce = sum
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [1] reduce = sum
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [1] reduce = sum
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [0] dim = 0 reduce = sum
func.func @mixed_kinds(%x: tensor<8x6xf32>) -> (tensor<2x6xf32>, tensor<2x6xf32>) {
  %0 = ap.reduce_scatter %x on @mesh axes = [0] dim = 0 reduce = sum : tensor<8x6xf32> -> tensor<2x6xf32>
  %1 = ap.all_reduce %0 on @mesh axes = [1] reduce = sum : tensor<2x6xf32>
  %2 = ap.all_reduce %x on @mesh axes = [1] reduce = sum : tensor<8x6xf32>
  %3 = ap.reduce_scatter %2 on @mesh axes = [0] dim = 0 reduce = sum : tensor<8x6xf32> -> tensor<2x6xf32>
  return %1, %3 : tensor<2x6xf32>, tensor<2x6xf32>
}

// A direct gather chain: the combining rule of ap-fuse-all-gather-chains
// (second gather's axes first).
// CHECK-LABEL: func.func @all_gather_pair
// CHECK-NEXT: ap.all_gather %{{.*}} on @mesh axes = [0, 1] dim = 0 : tensor<2x8xf32> -> tensor<16x8xf32>
func.func @all_gather_pair(%x: tensor<2x8xf32>) -> tensor<16x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %1 = ap.all_gather %0 on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// Views between gathers are ap-fuse-all-gather-chains' business: not here.
// CHECK-LABEL: func.func @all_gather_view_between
// CHECK-NEXT: ap.all_gather %{{.*}} axes = [1] dim = 0
// CHECK-NEXT: tensor.cast
// CHECK-NEXT: ap.all_gather %{{.*}} axes = [0] dim = 0
func.func @all_gather_view_between(%x: tensor<2x8xf32>) -> tensor<16x8xf32> {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %c = tensor.cast %0 : tensor<4x8xf32> to tensor<4x8xf32>
  %1 = ap.all_gather %c on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// -----

// Different meshes: not merged.
ap.mesh @left(shape = 4x2, axes = ["dp", "tp"])
ap.mesh @right(shape = 4x2, axes = ["dp", "tp"])

// CHECK-LABEL: func.func @different_meshes
// CHECK-NEXT: ap.all_reduce %{{.*}} on @left axes = [0]
// CHECK-NEXT: ap.all_reduce %{{.*}} on @right axes = [1]
func.func @different_meshes(%x: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %0 = ap.all_reduce %x on @left axes = [0] reduce = sum : tensor<8x6xf32>
  %1 = ap.all_reduce %0 on @right axes = [1] reduce = sum : tensor<8x6xf32>
  return %1 : tensor<8x6xf32>
}

// -----

// Hierarchical links (H100 preset on 2x8: axis 1 inside a node, axis 0
// across nodes). For 4 MB, reducing inside the node first and then across
// (half the bytes' bus traffic over the slow link) beats one all_reduce
// whose bytes all cross the slow link: about 127 us against 170 us. Merged
// only with `always`.
ap.mesh @nodes(shape = 2x8, axes = ["node", "gpu"])

// CHECK-LABEL: func.func @hierarchical
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [1] reduce = sum
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [0] reduce = sum
// ALWAYS-LABEL: func.func @hierarchical
// ALWAYS-NEXT: ap.all_reduce %{{.*}} axes = [1, 0] reduce = sum
// ALWAYS-NEXT: return
func.func @hierarchical(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = ap.all_reduce %x on @nodes axes = [1] reduce = sum : tensor<1024x1024xf32>
  %1 = ap.all_reduce %0 on @nodes axes = [0] reduce = sum : tensor<1024x1024xf32>
  return %1 : tensor<1024x1024xf32>
}

// -----

// The mesh allows only [1, 0] and [0, 2] as flattened groups.
ap.mesh @grouped(shape = 2x2x2, axes = ["a", "b", "c"], groups = [[1, 0], [0, 2]])

// An all_reduce does not depend on the order of its axes: over 0 then 1
// merges as [1, 0], the order the mesh allows.
// CHECK-LABEL: func.func @groups_all_reduce
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [1, 0] reduce = sum
func.func @groups_all_reduce(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = ap.all_reduce %x on @grouped axes = [0] reduce = sum : tensor<4xf32>
  %1 = ap.all_reduce %0 on @grouped axes = [1] reduce = sum : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// A reduce_scatter over 0 then 1 needs [0, 1], which is not allowed (even
// with `always`); over 0 then 2 needs [0, 2], which is.
// CHECK-LABEL: func.func @groups_reduce_scatter
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [0] dim = 0
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [1] dim = 0
// CHECK-NEXT: ap.reduce_scatter %{{.*}} axes = [0, 2] dim = 0
// ALWAYS-LABEL: func.func @groups_reduce_scatter
// ALWAYS-NEXT: ap.reduce_scatter %{{.*}} axes = [0] dim = 0
// ALWAYS-NEXT: ap.reduce_scatter %{{.*}} axes = [1] dim = 0
// ALWAYS-NEXT: ap.reduce_scatter %{{.*}} axes = [0, 2] dim = 0
func.func @groups_reduce_scatter(%x: tensor<8xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = ap.reduce_scatter %x on @grouped axes = [0] dim = 0 reduce = sum : tensor<8xf32> -> tensor<4xf32>
  %1 = ap.reduce_scatter %0 on @grouped axes = [1] dim = 0 reduce = sum : tensor<4xf32> -> tensor<2xf32>
  %2 = ap.reduce_scatter %x on @grouped axes = [0] dim = 0 reduce = sum : tensor<8xf32> -> tensor<4xf32>
  %3 = ap.reduce_scatter %2 on @grouped axes = [2] dim = 0 reduce = sum : tensor<4xf32> -> tensor<2xf32>
  return %1, %3 : tensor<2xf32>, tensor<2xf32>
}

// A chain of three all_reduces over 1, 0, 2: the first two merge as [1, 0];
// [1, 0] with 2 is no allowed group, so the third stays.
// CHECK-LABEL: func.func @groups_chain
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [1, 0] reduce = sum
// CHECK-NEXT: ap.all_reduce %{{.*}} axes = [2] reduce = sum
func.func @groups_chain(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = ap.all_reduce %x on @grouped axes = [1] reduce = sum : tensor<4xf32>
  %1 = ap.all_reduce %0 on @grouped axes = [0] reduce = sum : tensor<4xf32>
  %2 = ap.all_reduce %1 on @grouped axes = [2] reduce = sum : tensor<4xf32>
  return %2 : tensor<4xf32>
}
