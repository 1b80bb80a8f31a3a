// RUN: ap-opt %s -allow-unregistered-dialect | ap-opt -allow-unregistered-dialect | FileCheck %s
// RUN: ap-opt %s -allow-unregistered-dialect --mlir-print-op-generic \
// RUN:   | ap-opt -allow-unregistered-dialect | FileCheck %s

// Every op and every attribute form of the ap dialect prints and parses back
// to itself (the suite also adds --verify-roundtrip to each ap-opt run).

// CHECK: ap.mesh @mesh1d(shape = 8, axes = ["x"])
ap.mesh @mesh1d(shape = 8, axes = ["x"])
// CHECK: ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])
ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])
// CHECK: ap.mesh @mesh3d(shape = 2x2x2, axes = ["pp", "dp", "tp"])
ap.mesh @mesh3d(shape = 2x2x2, axes = ["pp", "dp", "tp"])
// CHECK: ap.mesh @single(shape = 1, axes = ["one"])
ap.mesh @single(shape = 1, axes = ["one"])
// The flattened groups a mesh allows (absent: all; empty: none).
// CHECK: ap.mesh @grouped(shape = 2x2x2, axes = ["p", "q", "r"], groups = {{\[\[}}0, 2], [2, 1, 0]])
ap.mesh @grouped(shape = 2x2x2, axes = ["p", "q", "r"], groups = [[0, 2], [2, 1, 0]])
// CHECK: ap.mesh @ungrouped(shape = 2x2, axes = ["p", "q"], groups = [])
ap.mesh @ungrouped(shape = 2x2, axes = ["p", "q"], groups = [])

//===----------------------------------------------------------------------===//
// Sharding attribute forms (on ap.annotate)
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @placements
func.func @placements(%x: tensor<8x16xf32>) {
  // CHECK: ap.annotate %{{.*}} to <@mesh1d, [S(0)]> : tensor<8x16xf32>
  %0 = ap.annotate %x to <@mesh1d, [S(0)]> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh1d, [R]> : tensor<8x16xf32>
  %1 = ap.annotate %x to <@mesh1d, [R]> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh1d, [P(sum)]>
  %2 = ap.annotate %x to <@mesh1d, [P(sum)]> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh1d, [P(avg)]>
  %3 = ap.annotate %x to <@mesh1d, [P(avg)]> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh1d, [P(max)]>
  %4 = ap.annotate %x to <@mesh1d, [P(max)]> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh1d, [P(min)]>
  %5 = ap.annotate %x to <@mesh1d, [P(min)]> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh, [S(0), S(1)]>
  %6 = ap.annotate %x to <@mesh, [S(0), S(1)]> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh, [S(1), S(0)]>
  %7 = ap.annotate %x to <@mesh, [S(1), S(0)]> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh, [R, P(sum)]>
  %8 = ap.annotate %x to <@mesh, [R, P(sum)]> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh, [P(max), S(1)]>
  %9 = ap.annotate %x to <@mesh, [P(max), S(1)]> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh3d, [R, S(1), P(avg)]>
  %10 = ap.annotate %x to <@mesh3d, [R, S(1), P(avg)]> : tensor<8x16xf32>
  // A size-1 axis may carry any placement.
  // CHECK: ap.annotate %{{.*}} to <@single, [S(0)]>
  %11 = ap.annotate %x to <@single, [S(0)]> : tensor<8x16xf32>
  return
}

// CHECK-LABEL: func.func @shard_orders
func.func @shard_orders(%x: tensor<8x16xf32>) {
  // Two axes on one dim, mesh-axis order (the default).
  // CHECK: ap.annotate %{{.*}} to <@mesh, [S(0), S(0)]> : tensor<8x16xf32>
  %0 = ap.annotate %x to <@mesh, [S(0), S(0)]> : tensor<8x16xf32>
  // An explicit order equal to the default is canonicalized away.
  // CHECK: ap.annotate %{{.*}} to <@mesh, [S(0), S(0)]> : tensor<8x16xf32>
  %1 = ap.annotate %x to <@mesh, [S(0), S(0)], order = {0: [0, 1]}> : tensor<8x16xf32>
  // Column-major: mesh axis 1 is the major one.
  // CHECK: ap.annotate %{{.*}} to <@mesh, [S(0), S(0)], order = {0: [1, 0]}> : tensor<8x16xf32>
  %2 = ap.annotate %x to <@mesh, [S(0), S(0)], order = {0: [1, 0]}> : tensor<8x16xf32>
  // Three axes, two dims; only the non-default order is printed.
  // CHECK: ap.annotate %{{.*}} to <@mesh3d, [S(1), S(0), S(1)], order = {1: [2, 0]}>
  %3 = ap.annotate %x to <@mesh3d, [S(1), S(0), S(1)], order = {1: [2, 0], 0: [1]}> : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh3d, [S(0), S(0), S(0)], order = {0: [2, 0, 1]}>
  %4 = ap.annotate %x to <@mesh3d, [S(0), S(0), S(0)], order = {0: [2, 0, 1]}> : tensor<8x16xf32>
  return
}

// The attribute on its own, and #ap.reduction.
// CHECK-LABEL: func.func @standalone_attrs
// CHECK-SAME: attrs = [#ap.sharding<@mesh, [S(0), S(0)], order = {0: [1, 0]}>, #ap.reduction<max>]
func.func @standalone_attrs() attributes {attrs = [#ap.sharding<@mesh, [S(0), S(0)], order = {0: [1, 0]}>, #ap.reduction<max>]} {
  return
}

//===----------------------------------------------------------------------===//
// Shardings on ops of other dialects, function arguments and results
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @foreign
// CHECK-SAME: (%{{.*}}: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
// CHECK-SAME:  %{{.*}}: tensor<16x32xf32> {ap.sharding = [#ap.sharding<@mesh, [R, S(1)]>]})
// CHECK-SAME: -> (tensor<8x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>})
func.func @foreign(%a: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
                   %b: tensor<16x32xf32> {ap.sharding = [#ap.sharding<@mesh, [R, S(1)]>]})
    -> (tensor<8x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) {
  // CHECK: tensor.empty() {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}
  %init = tensor.empty() {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>} : tensor<8x32xf32>
  // CHECK: linalg.matmul {ap.sharding = [#ap.sharding<@mesh, [S(0), S(1)]>]}
  %mm = linalg.matmul {ap.sharding = [#ap.sharding<@mesh, [S(0), S(1)]>]}
      ins(%a, %b : tensor<8x16xf32>, tensor<16x32xf32>)
      outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %mm : tensor<8x32xf32>
}

// A declaration has no body; its argument shardings are still verified.
// CHECK-LABEL: func.func private @declaration
// CHECK-SAME: {ap.sharding = #ap.sharding<@mesh1d, [S(1)]>}
func.func private @declaration(tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh1d, [S(1)]>})

// CHECK-LABEL: func.func @multi_result
func.func @multi_result(%x: tensor<8xf32>, %y: tensor<16xf32>) {
  // CHECK: "test.two"(%{{.*}}, %{{.*}}) {ap.sharding = [#ap.sharding<@mesh1d, [S(0)]>, #ap.sharding<@mesh1d, [R]>]}
  %0:2 = "test.two"(%x, %y) {ap.sharding = [#ap.sharding<@mesh1d, [S(0)]>, #ap.sharding<@mesh1d, [R]>]}
      : (tensor<8xf32>, tensor<16xf32>) -> (tensor<8xf32>, tensor<16xf32>)
  return
}

//===----------------------------------------------------------------------===//
// Global-view ops
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @global_view
func.func @global_view(%x: tensor<8x16x32xbf16>) -> tensor<8x16x32xbf16> {
  // CHECK: %[[A:.*]] = ap.annotate %{{.*}} to <@mesh, [S(0), S(2)]> : tensor<8x16x32xbf16>
  %a = ap.annotate %x to <@mesh, [S(0), S(2)]> : tensor<8x16x32xbf16>
  // CHECK: %[[B:.*]] = ap.redistribute %[[A]] from <@mesh, [S(0), S(2)]> to <@mesh, [S(0), R]> : tensor<8x16x32xbf16>
  %b = ap.redistribute %a from <@mesh, [S(0), S(2)]> to <@mesh, [S(0), R]> : tensor<8x16x32xbf16>
  // CHECK: ap.redistribute %[[B]] from <@mesh, [S(0), S(0)], order = {0: [1, 0]}> to <@mesh, [P(sum), S(1)]> {note = "kept"}
  %c = ap.redistribute %b from <@mesh, [S(0), S(0)], order = {0: [1, 0]}> to <@mesh, [P(sum), S(1)]> {note = "kept"} : tensor<8x16x32xbf16>
  return %c : tensor<8x16x32xbf16>
}

//===----------------------------------------------------------------------===//
// Local-view collectives
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @collectives
func.func @collectives(%x: tensor<4x16xf32>, %i: tensor<4x6xi32>) {
  // CHECK: ap.all_gather %{{.*}} on @mesh axes = [1] dim = 0 : tensor<4x16xf32> -> tensor<16x16xf32>
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<4x16xf32> -> tensor<16x16xf32>
  // Row-major and column-major flattened groups.
  // CHECK: ap.all_gather %{{.*}} on @mesh axes = [0, 1] dim = 1 : tensor<4x16xf32> -> tensor<4x128xf32>
  %1 = ap.all_gather %x on @mesh axes = [0, 1] dim = 1 : tensor<4x16xf32> -> tensor<4x128xf32>
  // CHECK: ap.all_gather %{{.*}} on @mesh axes = [1, 0] dim = 1 : tensor<4x16xf32> -> tensor<4x128xf32>
  %2 = ap.all_gather %x on @mesh axes = [1, 0] dim = 1 : tensor<4x16xf32> -> tensor<4x128xf32>
  // CHECK: ap.reduce_scatter %{{.*}} on @mesh axes = [0, 1] dim = 1 reduce = sum : tensor<4x16xf32> -> tensor<4x2xf32>
  %3 = ap.reduce_scatter %x on @mesh axes = [0, 1] dim = 1 reduce = sum : tensor<4x16xf32> -> tensor<4x2xf32>
  // CHECK: ap.reduce_scatter %{{.*}} on @mesh3d axes = [2] dim = 0 reduce = max : tensor<4x16xf32> -> tensor<2x16xf32>
  %4 = ap.reduce_scatter %x on @mesh3d axes = [2] dim = 0 reduce = max : tensor<4x16xf32> -> tensor<2x16xf32>
  // CHECK: ap.all_reduce %{{.*}} on @mesh axes = [1] reduce = sum : tensor<4x16xf32>
  %5 = ap.all_reduce %x on @mesh axes = [1] reduce = sum : tensor<4x16xf32>
  // CHECK: ap.all_reduce %{{.*}} on @mesh3d axes = [2, 0, 1] reduce = avg : tensor<4x16xf32>
  %6 = ap.all_reduce %x on @mesh3d axes = [2, 0, 1] reduce = avg : tensor<4x16xf32>
  // CHECK: ap.all_reduce %{{.*}} on @mesh axes = [0] reduce = min : tensor<4x6xi32>
  %7 = ap.all_reduce %i on @mesh axes = [0] reduce = min : tensor<4x6xi32>
  // CHECK: ap.all_to_all %{{.*}} on @mesh axes = [1] split_dim = 1 concat_dim = 0 : tensor<4x16xf32> -> tensor<16x4xf32>
  %8 = ap.all_to_all %x on @mesh axes = [1] split_dim = 1 concat_dim = 0 : tensor<4x16xf32> -> tensor<16x4xf32>
  // CHECK: ap.all_to_all %{{.*}} on @mesh axes = [0, 1] split_dim = 1 concat_dim = 1 : tensor<4x16xf32> -> tensor<4x16xf32>
  %9 = ap.all_to_all %x on @mesh axes = [0, 1] split_dim = 1 concat_dim = 1 : tensor<4x16xf32> -> tensor<4x16xf32>
  // CHECK: ap.shard_slice %{{.*}} on @mesh axes = [0] dim = 0 : tensor<4x16xf32> -> tensor<2x16xf32>
  %10 = ap.shard_slice %x on @mesh axes = [0] dim = 0 : tensor<4x16xf32> -> tensor<2x16xf32>
  // CHECK: ap.shard_slice %{{.*}} on @mesh axes = [1, 0] dim = 1 : tensor<4x16xf32> -> tensor<4x2xf32>
  %11 = ap.shard_slice %x on @mesh axes = [1, 0] dim = 1 : tensor<4x16xf32> -> tensor<4x2xf32>
  // Unaffected dims may be dynamic.
  // CHECK: ap.all_gather %{{.*}} on @mesh1d axes = [0] dim = 1 : tensor<?x16xf32> -> tensor<?x128xf32>
  %d = tensor.cast %x : tensor<4x16xf32> to tensor<?x16xf32>
  %12 = ap.all_gather %d on @mesh1d axes = [0] dim = 1 : tensor<?x16xf32> -> tensor<?x128xf32>
  return
}

//===----------------------------------------------------------------------===//
// Local-view helpers
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @group_index
func.func @group_index() -> (index, index) {
  // CHECK: ap.group_index on @mesh axes = [0, 1]
  %0 = ap.group_index on @mesh axes = [0, 1]
  // CHECK: ap.group_index on @mesh3d axes = [2, 0]
  %1 = ap.group_index on @mesh3d axes = [2, 0]
  return %0, %1 : index, index
}

// Transfers between two devices (the stages of a pipeline) along one axis.
// CHECK-LABEL: func.func @transfers
func.func @transfers(%h: tensor<2x16xf32>) -> tensor<2x16xbf16> {
  // CHECK: ap.send %{{.*}} on @mesh axis = 0 to = 1 : tensor<2x16xf32>
  ap.send %h on @mesh axis = 0 to = 1 : tensor<2x16xf32>
  // CHECK: ap.recv on @mesh axis = 1 from = 3 : tensor<2x16xbf16>
  %g = ap.recv on @mesh axis = 1 from = 3 : tensor<2x16xbf16>
  return %g : tensor<2x16xbf16>
}

// A per-device function after partitioning: its arguments and results are
// shards of global tensors.
// CHECK-LABEL: func.func @partitioned
// CHECK-SAME: ap.local_sharding = #ap.sharding<@mesh, [S(0), S(1)]>
// CHECK-SAME: -> (tensor<4x16xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), P(sum)]>})
func.func @partitioned(%x: tensor<4x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), S(1)]>})
    -> (tensor<4x16xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), P(sum)]>}) {
  %0 = ap.all_gather %x on @mesh axes = [1] dim = 1 : tensor<4x4xf32> -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// A training step marks its parameters and their gradients.
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%{{.*}}: tensor<8x8xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [S(0), R]>}, %{{.*}}: tensor<4x8xf32>)
// CHECK-SAME: -> (tensor<f32>, tensor<8x8xf32> {ap.grad_of = 0 : i64})
func.func @train_step(%w: tensor<8x8xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
                      %x: tensor<4x8xf32>) -> (tensor<f32>, tensor<8x8xf32> {ap.grad_of = 0}) {
  %l = tensor.empty() : tensor<f32>
  return %l, %w : tensor<f32>, tensor<8x8xf32>
}
