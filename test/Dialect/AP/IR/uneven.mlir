// RUN: ap-opt %s -split-input-file | ap-opt -split-input-file | FileCheck %s

// Uneven sharding (docs/PlacementModel.md): a dim the mesh axes do not divide
// is cut into padded chunks of ceil(n / k) rows; the verifier accepts it.

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
// CHECK-LABEL: func.func @vocab
func.func @vocab(%x: tensor<8x67xf32>) {
  // CHECK: ap.annotate %{{.*}} to <@m, [S(0), S(1)]> : tensor<8x67xf32>
  %0 = ap.annotate %x to <@m, [S(0), S(1)]> : tensor<8x67xf32>
  // 67 rows on 8 devices, in column-major order: chunks of 9.
  // CHECK: ap.annotate %{{.*}} to <@m, [S(1), S(1)], order = {1: [1, 0]}>
  %1 = ap.annotate %x to <@m, [S(1), S(1)], order = {1: [1, 0]}> : tensor<8x67xf32>
  return
}

// -----

// A per-device function whose layout pads a value names its global shape:
// 10 rows on a 3-way axis are chunks of 4 (the last one 2 real rows).
ap.mesh @m(shape = 3, axes = ["a"])
// CHECK-LABEL: func.func private @shard
// CHECK-SAME: tensor<4x5xf32> {ap.global_shape = array<i64: 10, 5>, ap.local_sharding = #ap.sharding<@m, [S(0)]>}
// CHECK-SAME: -> (tensor<4xf32> {ap.global_shape = array<i64: 10>, ap.local_sharding = #ap.sharding<@m, [S(0)]>})
func.func private @shard(tensor<4x5xf32> {ap.local_sharding = #ap.sharding<@m, [S(0)]>, ap.global_shape = array<i64: 10, 5>}) -> (tensor<4xf32> {ap.local_sharding = #ap.sharding<@m, [S(0)]>, ap.global_shape = array<i64: 10>})
