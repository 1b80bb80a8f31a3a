// RUN: ap-opt %s --ap-lower-to-iree --split-input-file --verify-diagnostics | FileCheck %s
// IREE's ops are those of the stand-ins of its dialects (IREEDialects.h):
// no -allow-unregistered-dialect is needed, and the output parses again
// (it was refused without the option, issue 43).
// RUN: ap-opt %s --ap-lower-to-iree --split-input-file --verify-diagnostics | ap-opt --split-input-file | FileCheck %s

// A partitioned program's collectives as IREE's channels and collectives
// (generic form). Each group kind gets a channel, split
// once by the module's initializer off the default one with this rank's
// group (color) and in-group index (key) from tables that getAllGroups
// fills, and kept in a private global that functions load: on the 2x2
// mesh, groups over [1] are {0, 1} and {2, 3}; over [0], {0, 2} and
// {1, 3}; over [1, 0] (column-major) one group whose indices are 0, 2, 1, 3
// for ranks 0-3.

// CHECK-DAG: "util.global"() {sym_name = "_ap_channel_mesh_1", sym_visibility = "private", type = !flow.channel} : () -> ()
// CHECK-DAG: "util.global"() {sym_name = "_ap_channel_mesh_0", sym_visibility = "private", type = !flow.channel} : () -> ()
// CHECK-DAG: "util.global"() {sym_name = "_ap_channel_mesh_1_0", sym_visibility = "private", type = !flow.channel} : () -> ()
// CHECK-LABEL: func.func @step(
// CHECK-DAG: %[[BA:.*]] = "util.global.load"() {global = @_ap_channel_mesh_1_0} : () -> !flow.channel
// CHECK-DAG: %[[A:.*]] = "util.global.load"() {global = @_ap_channel_mesh_0} : () -> !flow.channel
// CHECK-DAG: %[[B:.*]] = "util.global.load"() {global = @_ap_channel_mesh_1} : () -> !flow.channel
//
// CHECK: %[[T1:.*]] = tensor.empty() : tensor<8x6xf32>
// CHECK: "flow.collective.all_gather"(%[[T1]], %{{.*}}, %[[B]]) {element_type = 9 : i32, tied_operands = [0 : index]} : (tensor<8x6xf32>, tensor<4x6xf32>, !flow.channel) -> tensor<8x6xf32>
// CHECK: "flow.collective.reduce_scatter"(%{{.*}}, %{{.*}}, %[[A]]) {element_type = 10 : i32, reduction_op = 1 : i32, tied_operands = [0 : index]} : (tensor<2x6xf64>, tensor<4x6xf64>, !flow.channel) -> tensor<2x6xf64>
// Unsigned maximum: IREE's ui32 and maximum.
// CHECK: "flow.collective.all_reduce"(%{{.*}}, %{{.*}}, %[[BA]]) {element_type = 5 : i32, reduction_op = 4 : i32, tied_operands = [0 : index]} : (tensor<3xi32>, tensor<3xi32>, !flow.channel) -> tensor<3xi32>
// CHECK: "flow.collective.all_to_all"(%{{.*}}, %{{.*}}, %[[B]]) {element_type = 11 : i32, tied_operands = [0 : index]} : (tensor<4x2xbf16>, tensor<4x2xbf16>, !flow.channel) -> tensor<4x2xbf16>
// The group index is the rank in the group's channel; a shard slice starts
// at it times the chunk.
// CHECK: %[[I:.*]] = "flow.channel.rank"(%[[A]]) : (!flow.channel) -> index
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[OFF:.*]] = arith.muli %[[I]], %[[C3]] : index
// CHECK: tensor.extract_slice %{{.*}}[0, %[[OFF]]] [4, 3] [1, 1] : tensor<4x6xf32> to tensor<4x3xf32>
// CHECK: "flow.channel.rank"(%[[BA]])
//
// CHECK: "util.initializer"() ({
// CHECK: %[[WORLD:.*]] = "flow.channel.default"() : () -> !flow.channel
// CHECK: %[[RANK:.*]] = "flow.channel.rank"(%[[WORLD]]) : (!flow.channel) -> index
// CHECK: %[[C1:.*]] = arith.constant dense<[0, 0, 1, 1]> : tensor<4xi64>
// CHECK: tensor.extract %[[C1]][%[[RANK]]] : tensor<4xi64>
// CHECK: arith.constant dense<[0, 1, 0, 1]> : tensor<4xi64>
// CHECK: %[[S1:.*]] = "flow.channel.split"(%[[WORLD]], %{{.*}}, %{{.*}}) : (!flow.channel, index, index) -> !flow.channel
// CHECK: "util.global.store"(%[[S1]]) {global = @_ap_channel_mesh_1} : (!flow.channel) -> ()
// CHECK: arith.constant dense<[0, 1, 0, 1]> : tensor<4xi64>
// CHECK: arith.constant dense<[0, 0, 1, 1]> : tensor<4xi64>
// CHECK: "util.global.store"(%{{.*}}) {global = @_ap_channel_mesh_0}
// CHECK: arith.constant dense<0> : tensor<4xi64>
// CHECK: arith.constant dense<[0, 2, 1, 3]> : tensor<4xi64>
// CHECK: "util.global.store"(%{{.*}}) {global = @_ap_channel_mesh_1_0}
// CHECK: "util.return"() : () -> ()
// CHECK: }) {function_type = () -> ()} : () -> ()
// CHECK-NOT: ap.
ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @step(%x: tensor<4x6xf32>, %y: tensor<4x6xf64>, %z: tensor<3xi32>,
                %w: tensor<4x2xbf16>) -> (tensor<8x6xf32>, tensor<2x6xf64>, tensor<3xi32>, tensor<4x2xbf16>, tensor<4x3xf32>, index) {
  %g = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<4x6xf32> -> tensor<8x6xf32>
  %r = ap.reduce_scatter %y on @mesh axes = [0] dim = 0 reduce = sum : tensor<4x6xf64> -> tensor<2x6xf64>
  %m = ap.all_reduce %z on @mesh axes = [1, 0] reduce = umax : tensor<3xi32>
  %t = ap.all_to_all %w on @mesh axes = [1] split_dim = 0 concat_dim = 0 : tensor<4x2xbf16> -> tensor<4x2xbf16>
  %s = ap.shard_slice %x on @mesh axes = [0] dim = 1 : tensor<4x6xf32> -> tensor<4x3xf32>
  %i = ap.group_index on @mesh axes = [1, 0]
  return %g, %r, %m, %t, %s, %i : tensor<8x6xf32>, tensor<2x6xf64>, tensor<3xi32>, tensor<4x2xbf16>, tensor<4x3xf32>, index
}

// -----

// IREE's collectives act on dim 0: ap-lower-to-iree moves them there
// (ap-collectives-on-dim-zero's rewrite: transposes around a gather on dim
// 0).
// CHECK-LABEL: func.func @off_dim_zero(
// CHECK: %[[T:.*]] = linalg.transpose ins(%{{.*}} : tensor<4x6xf32>) outs(%{{.*}} : tensor<6x4xf32>) permutation = [1, 0]
// CHECK: "flow.collective.all_gather"(%{{.*}}, %[[T]], %{{.*}}) {{.*}} : (tensor<12x4xf32>, tensor<6x4xf32>, !flow.channel) -> tensor<12x4xf32>
// CHECK: linalg.transpose ins(%{{.*}} : tensor<12x4xf32>) outs(%{{.*}} : tensor<4x12xf32>) permutation = [1, 0]
ap.mesh @mesh(shape = 2, axes = ["a"])
func.func @off_dim_zero(%x: tensor<4x6xf32>) -> tensor<4x12xf32> {
  %g = ap.all_gather %x on @mesh axes = [0] dim = 1 : tensor<4x6xf32> -> tensor<4x12xf32>
  return %g : tensor<4x12xf32>
}

// -----

// IREE's collectives have no i1.
ap.mesh @mesh(shape = 2, axes = ["a"])
func.func @bool(%x: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{'ap.all_reduce' op has no IREE form: IREE's collectives take 8- to 64-bit integers, f16, bf16, f32 and f64, not 'i1'}}
  %s = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<4xi1>
  return %s : tensor<4xi1>
}

// -----

// Collectives in flight: IREE's streams schedule collectives themselves,
// so ap-lower-to-iree unschedules them (ap-unschedule-collectives).
// CHECK-LABEL: func.func @in_flight(
// CHECK: %[[R:.*]] = "flow.collective.all_reduce"(%{{.*}}, %{{.*}}, %{{.*}}) {element_type = 9 : i32, reduction_op = 1 : i32, tied_operands = [0 : index]}
// CHECK: return %[[R]]
ap.mesh @mesh(shape = 2, axes = ["a"])
func.func @in_flight(%x: tensor<4xf32>) -> tensor<4xf32> {
  %f = ap.start {
    %s = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<4xf32>
    ap.yield %s : tensor<4xf32>
  } : !ap.future<tensor<4xf32>>
  %r = ap.wait %f : !ap.future<tensor<4xf32>>
  return %r : tensor<4xf32>
}
