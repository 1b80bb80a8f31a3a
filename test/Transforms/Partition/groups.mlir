// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-opt %s --ap-partition --ap-merge-collectives --ap-fuse-all-gather-chains | FileCheck %s
// RUN: ap-run --compare %s --entry=gather_no_groups | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=reduce_no_groups | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=scatter_no_groups | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=scatter_allowed_order | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=gather_other_order | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

// The redistribution planner never emits a collective over a flattened
// group the mesh does not allow (AllowedGroupsCostModel); where merged
// reductions would need one, it splits them. Neither do the collective
// optimizations run after it (second RUN line: the same output).

ap.mesh @none(shape = 4x2, axes = ["dp", "tp"], groups = [])
ap.mesh @column(shape = 4x2, axes = ["dp", "tp"], groups = [[1, 0]])

// CHECK-LABEL: func.func @gather_no_groups
// CHECK-NEXT: ap.all_gather %{{.*}} on @none axes = [1] dim = 0
// CHECK-NEXT: ap.all_gather %{{.*}} on @none axes = [0] dim = 0
// CHECK-NEXT: return
func.func @gather_no_groups(%x: tensor<16x8xf32> {ap.sharding = #ap.sharding<@none, [S(0), S(0)]>}) -> tensor<16x8xf32> {
  %0 = ap.redistribute %x from <@none, [S(0), S(0)]> to <@none, [R, R]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// CHECK-LABEL: func.func @reduce_no_groups
// CHECK-NEXT: ap.all_reduce %{{.*}} on @none axes = [1] reduce = sum
// CHECK-NEXT: ap.all_reduce %{{.*}} on @none axes = [0] reduce = sum
// CHECK-NEXT: return
func.func @reduce_no_groups(%x: tensor<16x8xf32> {ap.sharding = #ap.sharding<@none, [P(sum), P(sum)]>}) -> tensor<16x8xf32> {
  %0 = ap.redistribute %x from <@none, [P(sum), P(sum)]> to <@none, [R, R]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// CHECK-LABEL: func.func @scatter_no_groups
// CHECK-NEXT: ap.reduce_scatter %{{.*}} on @none axes = [0] dim = 0 reduce = sum
// CHECK-NEXT: ap.reduce_scatter %{{.*}} on @none axes = [1] dim = 0 reduce = sum
// CHECK-NEXT: return
func.func @scatter_no_groups(%x: tensor<16x8xf32> {ap.sharding = #ap.sharding<@none, [P(sum), P(sum)]>}) -> (tensor<16x8xf32> {ap.sharding = #ap.sharding<@none, [S(0), S(0)]>}) {
  %0 = ap.redistribute %x from <@none, [P(sum), P(sum)]> to <@none, [S(0), S(0)]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// [1, 0] is allowed: one reduce_scatter for the column-major target.
// CHECK-LABEL: func.func @scatter_allowed_order
// CHECK-NEXT: ap.reduce_scatter %{{.*}} on @column axes = [1, 0] dim = 0 reduce = sum
// CHECK-NEXT: return
func.func @scatter_allowed_order(%x: tensor<16x8xf32> {ap.sharding = #ap.sharding<@column, [P(sum), P(sum)]>}) -> (tensor<16x8xf32> {ap.sharding = #ap.sharding<@column, [S(0), S(0)], order = {0: [1, 0]}>}) {
  %0 = ap.redistribute %x from <@column, [P(sum), P(sum)]> to <@column, [S(0), S(0)], order = {0: [1, 0]}> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// ... but not [0, 1], which the row-major gather would need.
// CHECK-LABEL: func.func @gather_other_order
// CHECK-NEXT: ap.all_gather %{{.*}} on @column axes = [1] dim = 0
// CHECK-NEXT: ap.all_gather %{{.*}} on @column axes = [0] dim = 0
// CHECK-NEXT: return
func.func @gather_other_order(%x: tensor<16x8xf32> {ap.sharding = #ap.sharding<@column, [S(0), S(0)]>}) -> tensor<16x8xf32> {
  %0 = ap.redistribute %x from <@column, [S(0), S(0)]> to <@column, [R, R]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
