// ap-fuse-all-gather-chains on partitioned programs, run on simulated ranks
// against the global program: a fused gather over the wrong axis order
// (A ++ B instead of B ++ A) puts the chunks in the wrong places and fails
// here. The FileCheck run makes sure the chains were fused (the comparison
// alone would also pass if nothing happened).
//
// RUN: ap-opt %s --ap-partition --ap-fuse-all-gather-chains | FileCheck %s
// RUN: ap-run --compare %s --entry=row_major --pipeline='ap-partition,ap-fuse-all-gather-chains' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=column_major --pipeline='ap-partition,ap-fuse-all-gather-chains' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=dim_one_unit_dims --pipeline='ap-partition,ap-fuse-all-gather-chains' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=three_gathers --pipeline='ap-partition,ap-fuse-all-gather-chains' | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 4x2, axes = ["dp", "tp"])
ap.mesh @cube(shape = 2x2x2, axes = ["a", "b", "c"])

// Dim 0 in row-major order (chunk 2 * dp + tp): ap-partition gathers tp
// (the minor axis) first, then dp; fused over [dp, tp] = [0, 1], across a
// pair of transposes that cancel.
// CHECK-LABEL: func.func @row_major
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<2x8xf32>
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @mesh axes = [0, 1] dim = 0 : tensor<2x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @row_major(%x: tensor<16x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>}) -> tensor<16x8xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(0), S(0)]> to <@mesh, [S(0), R]> : tensor<16x8xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %t = linalg.transpose ins(%0 : tensor<16x8xf32>) outs(%e : tensor<8x16xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<16x8xf32>
  %t2 = linalg.transpose ins(%t : tensor<8x16xf32>) outs(%e2 : tensor<16x8xf32>) permutation = [1, 0]
  %1 = ap.redistribute %t2 from <@mesh, [S(0), R]> to <@mesh, [R, R]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// Dim 0 in column-major order (chunk 4 * tp + dp): dp is gathered first,
// then tp; fused over [tp, dp] = [1, 0], across an expand/collapse pair.
// CHECK-LABEL: func.func @column_major
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<2x8xf32>
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @mesh axes = [1, 0] dim = 0 : tensor<2x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @column_major(%x: tensor<16x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)], order = {0: [1, 0]}>}) -> tensor<16x8xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(0), S(0)], order = {0: [1, 0]}> to <@mesh, [R, S(0)]> : tensor<16x8xf32>
  %v = tensor.expand_shape %0 [[0, 1], [2]] output_shape [4, 4, 8] : tensor<16x8xf32> into tensor<4x4x8xf32>
  %c = tensor.collapse_shape %v [[0, 1], [2]] : tensor<4x4x8xf32> into tensor<16x8xf32>
  %1 = ap.redistribute %c from <@mesh, [R, S(0)]> to <@mesh, [R, R]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// Dim 1, with a unit dim added and removed between the gathers.
// CHECK-LABEL: func.func @dim_one_unit_dims
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<6x1xf32>
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @mesh axes = [0, 1] dim = 1 : tensor<6x1xf32> -> tensor<6x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @dim_one_unit_dims(%x: tensor<6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), S(1)]>}) -> tensor<6x8xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(1), S(1)]> to <@mesh, [S(1), R]> : tensor<6x8xf32>
  %u = tensor.expand_shape %0 [[0, 1], [2]] output_shape [1, 6, 8] : tensor<6x8xf32> into tensor<1x6x8xf32>
  %s = tensor.collapse_shape %u [[0, 1], [2]] : tensor<1x6x8xf32> into tensor<6x8xf32>
  %1 = ap.redistribute %s from <@mesh, [S(1), R]> to <@mesh, [R, R]> : tensor<6x8xf32>
  return %1 : tensor<6x8xf32>
}

// Three gathers (c, then b, then a) on a 2x2x2 mesh: one over [0, 1, 2].
// CHECK-LABEL: func.func @three_gathers
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<2x3xf32>
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @cube axes = [0, 1, 2] dim = 0 : tensor<2x3xf32> -> tensor<16x3xf32>
// CHECK-NEXT: return %[[G]]
func.func @three_gathers(%x: tensor<16x3xf32> {ap.sharding = #ap.sharding<@cube, [S(0), S(0), S(0)]>}) -> tensor<16x3xf32> {
  %0 = ap.redistribute %x from <@cube, [S(0), S(0), S(0)]> to <@cube, [S(0), S(0), R]> : tensor<16x3xf32>
  %1 = ap.redistribute %0 from <@cube, [S(0), S(0), R]> to <@cube, [S(0), R, R]> : tensor<16x3xf32>
  %2 = ap.redistribute %1 from <@cube, [S(0), R, R]> to <@cube, [R, R, R]> : tensor<16x3xf32>
  return %2 : tensor<16x3xf32>
}
