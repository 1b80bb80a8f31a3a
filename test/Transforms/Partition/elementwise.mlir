// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=broadcast_bias | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=tensor_arith | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=follows_operands | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=index_of_sharded_loop | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=nonlinear_on_partials | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])

#id = affine_map<(d0, d1) -> (d0, d1)>
#cols = affine_map<(d0, d1) -> (d1)>

// A broadcasting generic: the bias follows the columns' sharding.
// CHECK-LABEL: func.func @broadcast_bias
// CHECK-SAME: %[[X:[a-z0-9_]+]]: tensor<4x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), S(1)]>}
// CHECK-SAME: %[[B:[a-z0-9_]+]]: tensor<16xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, R]>}
// CHECK:      %[[BS:.*]] = ap.shard_slice %[[B]] on @mesh axes = [1] dim = 0 : tensor<16xf32> -> tensor<4xf32>
// CHECK:      linalg.generic {{.*}} ins(%[[X]], %[[BS]] : tensor<4x4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<4x4xf32>)
func.func @broadcast_bias(
    %x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>},
    %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.generic {indexing_maps = [#id, #cols, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<8x16xf32>, tensor<16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// arith and math on whole tensors.
// CHECK-LABEL: func.func @tensor_arith
// CHECK:      %[[M:.*]] = arith.mulf %{{.*}}, %{{.*}} : tensor<4x16xf32>
// CHECK:      math.exp %[[M]] : tensor<4x16xf32>
func.func @tensor_arith(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>})
    -> tensor<8x16xf32> {
  %m = arith.mulf %x, %x : tensor<8x16xf32>
  %e = math.exp %m : tensor<8x16xf32>
  return %e : tensor<8x16xf32>
}

// Without annotations, results take their operands' layouts: no
// communication, and the function returns the values as they are.
// CHECK-LABEL: func.func @follows_operands
// CHECK-SAME: -> (tensor<8x2xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(1), S(1)], order = {1: [1, 0]}>})
// CHECK-NOT:  = ap.
// CHECK:      return %{{.*}} : tensor<8x2xf32>
func.func @follows_operands(
    %x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), S(1)], order = {1: [1, 0]}>})
    -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// linalg.index of a sharded loop is offset by this device's chunk.
// CHECK-LABEL: func.func @index_of_sharded_loop
// CHECK:      %[[G:.*]] = ap.group_index on @mesh axes = [1]
// CHECK:      %[[OFF:.*]] = arith.muli %[[G]], %{{.*}} : index
// CHECK:      linalg.generic
// CHECK:        %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT:   %{{.*}} = arith.addi %[[I]], %[[OFF]] : index
func.func @index_of_sharded_loop(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(1)]>})
    -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %causal = arith.cmpi ule, %j, %i : index
    %zero = arith.constant 0.0 : f32
    %r = arith.select %causal, %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// A non-linear op cannot take partial sums: they are all-reduced first.
// CHECK-LABEL: func.func @nonlinear_on_partials
// CHECK:      %[[R:.*]] = ap.all_reduce %{{.*}} on @mesh axes = [0, 1] reduce = sum : tensor<8x16xf32>
// CHECK:      math.exp %[[R]]
func.func @nonlinear_on_partials(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), P(sum)]>})
    -> tensor<8x16xf32> {
  %e = math.exp %x : tensor<8x16xf32>
  return %e : tensor<8x16xf32>
}
