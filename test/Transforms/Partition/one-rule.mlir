// Elementwise ops on whole tensors and the linalg ops that compute the same
// thing are sharded by one rule (lib/ShardingRules/LoopRule.h), so they get
// the same layouts and the same collectives.
// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=arith_add | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=linalg_add | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=generic_add | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

// Operands in different layouts, a partial sum among them, the result
// annotated: each form keeps the partial sum through the add, reshards the
// second operand onto the first one's layout and reduces at the end.
// CHECK-LABEL: func.func @arith_add
// CHECK-NEXT: %[[B:.*]] = ap.all_to_all %arg1 on @mesh axes = [0] split_dim = 0 concat_dim = 1 : tensor<8x4xf32> -> tensor<4x8xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %arg0, %[[B]] : tensor<4x8xf32>
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %[[S]] on @mesh axes = [1] reduce = sum : tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @arith_add(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), P(sum)]>},
                     %y: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), P(sum)]>})
    -> (tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  %s = arith.addf %x, %y : tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @linalg_add
// CHECK-NEXT: %[[B:.*]] = ap.all_to_all %arg1 on @mesh axes = [0] split_dim = 0 concat_dim = 1 : tensor<8x4xf32> -> tensor<4x8xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[S:.*]] = linalg.add ins(%arg0, %[[B]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xf32>)
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %[[S]] on @mesh axes = [1] reduce = sum : tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @linalg_add(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), P(sum)]>},
                      %y: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), P(sum)]>})
    -> (tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  %e = tensor.empty() : tensor<8x8xf32>
  %s = linalg.add ins(%x, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}

#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @generic_add
// CHECK-NEXT: %[[B:.*]] = ap.all_to_all %arg1 on @mesh axes = [0] split_dim = 0 concat_dim = 1 : tensor<8x4xf32> -> tensor<4x8xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[S:.*]] = linalg.generic {{.*}} ins(%arg0, %[[B]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xf32>)
// CHECK: %[[R:.*]] = ap.all_reduce %[[S]] on @mesh axes = [1] reduce = sum : tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @generic_add(%x: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), P(sum)]>},
                       %y: tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), P(sum)]>})
    -> (tensor<8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  %e = tensor.empty() : tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}
