// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=transpose_blocks | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=to_replicated | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=from_replicated | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=move_axis | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=reverse_order | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=shared_intermediates | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=partials | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

// The reshards that crash upstream MLIR's shard-partition or give it wrong
// local shapes (../shared/design/facts.md), in upstream's notation
// (split_axes per tensor dim): each becomes planned collectives with the
// right local types, and ap-run checks the data.
ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

// [[0], [1]] -> [[1], [0]]: device (i, j) needs block (j, i).
// CHECK-LABEL: func.func @transpose_blocks
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<4x4xf32>
// CHECK-NEXT: %[[A0:.*]] = ap.all_gather %[[X]] on @mesh axes = [0] dim = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %[[A1:.*]] = ap.all_to_all %[[A0]] on @mesh axes = [1] split_dim = 0 concat_dim = 1 : tensor<8x4xf32> -> tensor<4x8xf32>
// CHECK-NEXT: %[[A2:.*]] = ap.shard_slice %[[A1]] on @mesh axes = [0] dim = 1 : tensor<4x8xf32> -> tensor<4x4xf32>
// CHECK-NEXT: return %[[A2]]
func.func @transpose_blocks(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> tensor<8x8xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [S(1), S(0)]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// [[0], [1]] -> replicated.
// CHECK-LABEL: func.func @to_replicated
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<4x4xf32>
// CHECK-NEXT: %[[B0:.*]] = ap.all_gather %[[X]] on @mesh axes = [0] dim = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %[[B1:.*]] = ap.all_gather %[[B0]] on @mesh axes = [1] dim = 1 : tensor<8x4xf32> -> tensor<8x8xf32>
// CHECK-NEXT: return %[[B1]]
func.func @to_replicated(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> tensor<8x8xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [R, R]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// replicated -> [[0], [1]]: two local slices.
// CHECK-LABEL: func.func @from_replicated
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<8x8xf32>
// CHECK-NEXT: %[[C0:.*]] = ap.shard_slice %[[X]] on @mesh axes = [0] dim = 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: %[[C1:.*]] = ap.shard_slice %[[C0]] on @mesh axes = [1] dim = 1 : tensor<4x8xf32> -> tensor<4x4xf32>
// CHECK-NEXT: return %[[C1]]
func.func @from_replicated(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = ap.redistribute %x from <@mesh, [R, R]> to <@mesh, [S(0), S(1)]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// [[0]] -> [[1]]: dim 0 moves from mesh axis a to mesh axis b.
// CHECK-LABEL: func.func @move_axis
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<4x8xf32>
// CHECK-NEXT: %[[D0:.*]] = ap.all_gather %[[X]] on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<8x8xf32>
// CHECK-NEXT: %[[D1:.*]] = ap.shard_slice %[[D0]] on @mesh axes = [1] dim = 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: return %[[D1]]
func.func @move_axis(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<8x8xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(0), R]> to <@mesh, [R, S(0)]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// [[0, 1]] -> [[1, 0]]: the same devices hold the other order of chunks.
// CHECK-LABEL: func.func @reverse_order
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<2x8xf32>
// CHECK-NEXT: %[[E0:.*]] = ap.all_gather %[[X]] on @mesh axes = [0, 1] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
// CHECK-NEXT: %[[E1:.*]] = ap.shard_slice %[[E0]] on @mesh axes = [1, 0] dim = 0 : tensor<8x8xf32> -> tensor<2x8xf32>
// CHECK-NEXT: return %[[E1]]
func.func @reverse_order(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>}) -> tensor<8x8xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(0), S(0)]> to <@mesh, [S(0), S(0)], order = {0: [1, 0]}> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// Several redistributions of one value share the layouts on the way, and a
// redistribution back to a layout the value already had costs nothing.
// CHECK-LABEL: func.func @shared_intermediates
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<4x4xf32>
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[X]] on @mesh axes = [0] dim = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %[[T:.*]] = ap.all_to_all %[[G]]
// CHECK-NEXT: %[[T2:.*]] = ap.shard_slice %[[T]]
// CHECK-NEXT: %[[R:.*]] = ap.all_gather %[[G]] on @mesh axes = [1] dim = 1 : tensor<8x4xf32> -> tensor<8x8xf32>
// CHECK-NEXT: return %[[T2]], %[[R]], %[[X]]
func.func @shared_intermediates(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>})
    -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [S(1), S(0)]> : tensor<8x8xf32>
  %1 = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [R, R]> : tensor<8x8xf32>
  %2 = ap.redistribute %1 from <@mesh, [R, R]> to <@mesh, [S(0), S(1)]> : tensor<8x8xf32>
  return %0, %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// Partial values: a reduce_scatter, a merged all_reduce, and a replicated
// value turned partial (one device of the group keeps it).
// CHECK-LABEL: func.func @partials
// CHECK:      ap.reduce_scatter %{{.*}} on @mesh axes = [0] dim = 0 reduce = sum : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK:      ap.all_reduce %{{.*}} on @mesh axes = [0, 1] reduce = sum : tensor<8x8xf32>
// CHECK:      %[[I:.*]] = ap.group_index on @mesh axes = [1]
// CHECK:      arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<8x8xf32>
func.func @partials(%p: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), P(sum)]>},
                    %r: tensor<8x8xf32>)
    -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = ap.redistribute %p from <@mesh, [P(sum), P(sum)]> to <@mesh, [S(0), P(sum)]> : tensor<8x8xf32>
  %1 = ap.redistribute %p from <@mesh, [P(sum), P(sum)]> to <@mesh, [R, R]> : tensor<8x8xf32>
  %2 = ap.redistribute %r from <@mesh, [R, R]> to <@mesh, [R, P(sum)]> : tensor<8x8xf32>
  return %0, %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
