// RUN: ap-opt %s --ap-collectives-to-local --split-input-file --verify-diagnostics | FileCheck %s

// Every collective becomes a local op of its result's type: for timing one
// rank's compute on one device. The function is warned about: it no longer
// computes what it did.

ap.mesh @mesh(shape = 2x4, axes = ["a", "b"])

// CHECK-LABEL: func.func @one_rank
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4x8xf32>)
// CHECK-NOT: ap.
// CHECK: %[[R:.*]] = arith.addf %[[X]], %[[X]]
// CHECK: %[[G:.*]] = tensor.concat dim(1) %[[R]], %[[R]], %[[R]], %[[R]] : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x32xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[G]][0, 0] [2, 32] [1, 1] : tensor<4x32xf32> to tensor<2x32xf32>
// CHECK: %[[C:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
// CHECK: %[[A0:.*]] = tensor.extract_slice %[[X]][0, 0] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
// CHECK: %[[A:.*]] = tensor.concat dim(0) %[[A0]], %[[A0]], %[[A0]], %[[A0]] : {{.*}} -> tensor<16x2xf32>
// CHECK: %[[I:.*]] = arith.constant 0 : index
// CHECK: return %[[S]], %[[C]], %[[A]], %[[I]]
// expected-warning @below {{ap-collectives-to-local: @one_rank no longer computes what it did}}
func.func @one_rank(%x: tensor<4x8xf32>) -> (tensor<2x32xf32>, tensor<2x8xf32>, tensor<16x2xf32>, index) {
  %sum = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<4x8xf32>
  %r = arith.addf %sum, %sum : tensor<4x8xf32>
  %g = ap.all_gather %r on @mesh axes = [1] dim = 1 : tensor<4x8xf32> -> tensor<4x32xf32>
  %s = ap.reduce_scatter %g on @mesh axes = [0] dim = 0 reduce = sum : tensor<4x32xf32> -> tensor<2x32xf32>
  %c = ap.shard_slice %x on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<2x8xf32>
  %a = ap.all_to_all %x on @mesh axes = [1] split_dim = 1 concat_dim = 0 : tensor<4x8xf32> -> tensor<16x2xf32>
  %i = ap.group_index on @mesh axes = [0, 1]
  return %s, %c, %a, %i : tensor<2x32xf32>, tensor<2x8xf32>, tensor<16x2xf32>, index
}

// -----

// A function without collectives is left as it is, without a warning.

// CHECK-LABEL: func.func @no_collectives
// CHECK-NEXT: return
func.func @no_collectives(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
