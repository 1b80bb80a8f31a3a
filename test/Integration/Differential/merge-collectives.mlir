// ap-merge-collectives on partitioned programs, run on simulated ranks
// against the global program. Partial inputs are split into random parts on
// every partial axis (ap-run's default), so a merged reduction over the
// wrong devices, or a reduce-scatter whose chunks land in the wrong order,
// fails here. The FileCheck run makes sure the pairs were merged.
//
// RUN: ap-opt %s --ap-partition --ap-merge-collectives | FileCheck %s
// RUN: ap-run --compare %s --entry=all_reduce_through_views --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=all_reduce_avg --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=all_reduce_wrapping_integers --int-low=-2147483648 --int-high=2147483647 --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=reduce_scatter_row_major --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=reduce_scatter_column_major --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=all_gather_direct --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=mixed_kinds --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=cube_all_reduce_axes_0_2 --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=cube_reduce_scatter_axes_0_2 --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=cube_reduce_scatter_axes_2_0 --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=cube_three_all_reduces --pipeline='ap-partition,ap-merge-collectives' | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 4x2, axes = ["dp", "tp"])
ap.mesh @cube(shape = 2x2x2, axes = ["a", "b", "c"])

// all_reduce over dp, a transpose and a reshape pair, all_reduce over tp:
// the data movement first, then one all_reduce over [dp, tp].
// CHECK-LABEL: func.func @all_reduce_through_views
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<8x6xf32>
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[X]] : tensor<8x6xf32>)
// CHECK: %[[E:.*]] = tensor.expand_shape %[[T]]
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[E]]
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %[[C]] on @mesh axes = [0, 1] reduce = sum : tensor<6x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @all_reduce_through_views(%x: tensor<8x6xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), P(sum)]>}) -> tensor<6x8xf32> {
  %0 = ap.redistribute %x from <@mesh, [P(sum), P(sum)]> to <@mesh, [R, P(sum)]> : tensor<8x6xf32>
  %e = tensor.empty() : tensor<6x8xf32>
  %t = linalg.transpose ins(%0 : tensor<8x6xf32>) outs(%e : tensor<6x8xf32>) permutation = [1, 0]
  %v = tensor.expand_shape %t [[0], [1, 2]] output_shape [6, 2, 4] : tensor<6x8xf32> into tensor<6x2x4xf32>
  %c = tensor.collapse_shape %v [[0], [1, 2]] : tensor<6x2x4xf32> into tensor<6x8xf32>
  %1 = ap.redistribute %c from <@mesh, [R, P(sum)]> to <@mesh, [R, R]> : tensor<6x8xf32>
  return %1 : tensor<6x8xf32>
}

// The mean of means of equal groups is the mean.
// CHECK-LABEL: func.func @all_reduce_avg
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %{{.*}} on @mesh axes = [1, 0] reduce = avg : tensor<8x6xf32>
// CHECK-NEXT: return %[[R]]
func.func @all_reduce_avg(%x: tensor<8x6xf32> {ap.sharding = #ap.sharding<@mesh, [P(avg), P(avg)]>}) -> tensor<8x6xf32> {
  %0 = ap.redistribute %x from <@mesh, [P(avg), P(avg)]> to <@mesh, [P(avg), R]> : tensor<8x6xf32>
  %1 = ap.redistribute %0 from <@mesh, [P(avg), R]> to <@mesh, [R, R]> : tensor<8x6xf32>
  return %1 : tensor<8x6xf32>
}

// Integer sums wrap, and wrapping addition is associative: exact.
// CHECK-LABEL: func.func @all_reduce_wrapping_integers
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %{{.*}} on @mesh axes = [0, 1] reduce = sum : tensor<4x4xi32>
// CHECK-NEXT: return %[[R]]
func.func @all_reduce_wrapping_integers(%x: tensor<4x4xi32> {ap.sharding = #ap.sharding<@mesh, [P(sum), P(sum)]>}) -> tensor<4x4xi32> {
  %0 = ap.redistribute %x from <@mesh, [P(sum), P(sum)]> to <@mesh, [R, P(sum)]> : tensor<4x4xi32>
  %1 = ap.redistribute %0 from <@mesh, [R, P(sum)]> to <@mesh, [R, R]> : tensor<4x4xi32>
  return %1 : tensor<4x4xi32>
}

// reduce_scatter over dp then over tp: chunk 2 * dp + tp, one
// reduce_scatter over [dp, tp].
// CHECK-LABEL: func.func @reduce_scatter_row_major
// CHECK-NEXT: %[[R:.*]] = ap.reduce_scatter %{{.*}} on @mesh axes = [0, 1] dim = 0 reduce = sum : tensor<16x3xf32> -> tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_scatter_row_major(%x: tensor<16x3xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), P(sum)]>}) -> (tensor<16x3xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>}) {
  %0 = ap.redistribute %x from <@mesh, [P(sum), P(sum)]> to <@mesh, [S(0), P(sum)]> : tensor<16x3xf32>
  %1 = ap.redistribute %0 from <@mesh, [S(0), P(sum)]> to <@mesh, [S(0), S(0)]> : tensor<16x3xf32>
  return %1 : tensor<16x3xf32>
}

// reduce_scatter over tp then over dp: chunk 4 * tp + dp, one
// reduce_scatter over [tp, dp].
// CHECK-LABEL: func.func @reduce_scatter_column_major
// CHECK-NEXT: %[[R:.*]] = ap.reduce_scatter %{{.*}} on @mesh axes = [1, 0] dim = 1 reduce = max : tensor<3x16xf32> -> tensor<3x2xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_scatter_column_major(%x: tensor<3x16xf32> {ap.sharding = #ap.sharding<@mesh, [P(max), P(max)]>}) -> (tensor<3x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), S(1)], order = {1: [1, 0]}>}) {
  %0 = ap.redistribute %x from <@mesh, [P(max), P(max)]> to <@mesh, [P(max), S(1)]> : tensor<3x16xf32>
  %1 = ap.redistribute %0 from <@mesh, [P(max), S(1)]> to <@mesh, [S(1), S(1)], order = {1: [1, 0]}> : tensor<3x16xf32>
  return %1 : tensor<3x16xf32>
}

// A direct gather chain, by the same rule as ap-fuse-all-gather-chains.
// CHECK-LABEL: func.func @all_gather_direct
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %{{.*}} on @mesh axes = [0, 1] dim = 0 : tensor<2x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @all_gather_direct(%x: tensor<16x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>}) -> tensor<16x8xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(0), S(0)]> to <@mesh, [S(0), R]> : tensor<16x8xf32>
  %1 = ap.redistribute %0 from <@mesh, [S(0), R]> to <@mesh, [R, R]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// A reduce_scatter then an all_reduce stay two collectives.
// CHECK-LABEL: func.func @mixed_kinds
// CHECK-NEXT: ap.reduce_scatter %{{.*}} on @mesh axes = [0] dim = 0 reduce = sum
// CHECK-NEXT: ap.all_reduce %{{.*}} on @mesh axes = [1] reduce = sum
func.func @mixed_kinds(%x: tensor<8x6xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), P(sum)]>}) -> (tensor<8x6xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  %0 = ap.redistribute %x from <@mesh, [P(sum), P(sum)]> to <@mesh, [S(0), P(sum)]> : tensor<8x6xf32>
  %1 = ap.redistribute %0 from <@mesh, [S(0), P(sum)]> to <@mesh, [S(0), R]> : tensor<8x6xf32>
  return %1 : tensor<8x6xf32>
}

// Non-adjacent axes of a 2x2x2 mesh: all_reduce over a then over c is one
// all_reduce over [0, 2] (each group: the four devices with the same b).
// CHECK-LABEL: func.func @cube_all_reduce_axes_0_2
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %{{.*}} on @cube axes = [0, 2] reduce = max : tensor<4x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @cube_all_reduce_axes_0_2(%x: tensor<4x3xf32> {ap.sharding = #ap.sharding<@cube, [P(max), R, P(max)]>}) -> tensor<4x3xf32> {
  %0 = ap.redistribute %x from <@cube, [P(max), R, P(max)]> to <@cube, [R, R, P(max)]> : tensor<4x3xf32>
  %1 = ap.redistribute %0 from <@cube, [R, R, P(max)]> to <@cube, [R, R, R]> : tensor<4x3xf32>
  return %1 : tensor<4x3xf32>
}

// CHECK-LABEL: func.func @cube_reduce_scatter_axes_0_2
// CHECK-NEXT: %[[R:.*]] = ap.reduce_scatter %{{.*}} on @cube axes = [0, 2] dim = 0 reduce = sum : tensor<8x3xf32> -> tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @cube_reduce_scatter_axes_0_2(%x: tensor<8x3xf32> {ap.sharding = #ap.sharding<@cube, [P(sum), P(sum), P(sum)]>}) -> (tensor<8x3xf32> {ap.sharding = #ap.sharding<@cube, [S(0), P(sum), S(0)]>}) {
  %0 = ap.redistribute %x from <@cube, [P(sum), P(sum), P(sum)]> to <@cube, [S(0), P(sum), P(sum)]> : tensor<8x3xf32>
  %1 = ap.redistribute %0 from <@cube, [S(0), P(sum), P(sum)]> to <@cube, [S(0), P(sum), S(0)]> : tensor<8x3xf32>
  return %1 : tensor<8x3xf32>
}

// CHECK-LABEL: func.func @cube_reduce_scatter_axes_2_0
// CHECK-NEXT: %[[R:.*]] = ap.reduce_scatter %{{.*}} on @cube axes = [2, 0] dim = 0 reduce = sum : tensor<8x3xf32> -> tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @cube_reduce_scatter_axes_2_0(%x: tensor<8x3xf32> {ap.sharding = #ap.sharding<@cube, [P(sum), R, P(sum)]>}) -> (tensor<8x3xf32> {ap.sharding = #ap.sharding<@cube, [S(0), R, S(0)], order = {0: [2, 0]}>}) {
  %0 = ap.redistribute %x from <@cube, [P(sum), R, P(sum)]> to <@cube, [P(sum), R, S(0)]> : tensor<8x3xf32>
  %1 = ap.redistribute %0 from <@cube, [P(sum), R, S(0)]> to <@cube, [S(0), R, S(0)], order = {0: [2, 0]}> : tensor<8x3xf32>
  return %1 : tensor<8x3xf32>
}

// Three all_reduces, one per axis: one over all three.
// CHECK-LABEL: func.func @cube_three_all_reduces
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %{{.*}} on @cube axes = [1, 2, 0] reduce = sum : tensor<4x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @cube_three_all_reduces(%x: tensor<4x4xf32> {ap.sharding = #ap.sharding<@cube, [P(sum), P(sum), P(sum)]>}) -> tensor<4x4xf32> {
  %0 = ap.redistribute %x from <@cube, [P(sum), P(sum), P(sum)]> to <@cube, [P(sum), R, P(sum)]> : tensor<4x4xf32>
  %1 = ap.redistribute %0 from <@cube, [P(sum), R, P(sum)]> to <@cube, [P(sum), R, R]> : tensor<4x4xf32>
  %2 = ap.redistribute %1 from <@cube, [P(sum), R, R]> to <@cube, [R, R, R]> : tensor<4x4xf32>
  return %2 : tensor<4x4xf32>
}
