// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

// A gradient laid out differently from its parameter: after partitioning,
// their per-device types differ, and `ap.grad_of` still verifies (it compares
// the global types the local shardings describe). Found by ap-fuzz: the
// verifier compared the per-device types and rejected ap-partition's output.

ap.mesh @mesh(shape = 4, axes = ["x"])

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[W:.*]]: tensor<2x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0)]>, ap.param})
// CHECK-SAME: -> (tensor<2x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0)]>}, tensor<8x2xf32> {ap.grad_of = 0 : i64, ap.local_sharding = #ap.sharding<@mesh, [S(1)]>})
// CHECK: %[[G:.*]] = ap.all_to_all %[[W]] on @mesh axes = [0] split_dim = 1 concat_dim = 0 : tensor<2x8xf32> -> tensor<8x2xf32>
// CHECK: return %[[W]], %[[G]]
func.func @train_step(%w: tensor<8x8xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<8x8xf32>, tensor<8x8xf32> {ap.grad_of = 0, ap.sharding = #ap.sharding<@mesh, [S(1)]>}) {
  return %w, %w : tensor<8x8xf32>, tensor<8x8xf32>
}
