// RUN: ap-opt %s --ap-canonicalize-einsum | FileCheck %s
// RUN: ap-opt %s --ap-canonicalize-einsum=report --verify-diagnostics -o /dev/null
//
// The matchers are strict (seed 002's review): every matmul below stays a
// matmul, and `report` says why.

// expected-remark @below {{ap-canonicalize-einsum: 0 linear, 0 grad-weight and 0 batched contraction(s), 9 matmul(s) kept}}
module {

ap.mesh @mesh(shape = 2, axes = ["a"])

//===----------------------------------------------------------------------===//
// What stays a matmul (the seed's review: strict matchers)
//===----------------------------------------------------------------------===//

// A 2-D activation: no batch dims to restore.
// CHECK-LABEL: func.func @no_flatten
// CHECK: linalg.matmul
func.func @no_flatten(%x: tensor<6x8xf32>, %w: tensor<8x6xf32>, %c: tensor<6x6xf32>) -> tensor<6x6xf32> {
  // expected-remark @below {{matmul kept: the lhs is not a flatten [*batch, *K] -> [prod(batch), prod(K)] with two or more batch dims; the lhs is not a transpose}}
  %mm = linalg.matmul ins(%x, %w : tensor<6x8xf32>, tensor<8x6xf32>) outs(%c : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %mm : tensor<6x6xf32>
}

// A flatten of one batch dim with the features ([B, S, K] -> [B, S*K]).
// CHECK-LABEL: func.func @features_flatten
// CHECK: linalg.matmul
func.func @features_flatten(%x: tensor<6x2x4xf32>, %w: tensor<8x6xf32>, %c: tensor<6x6xf32>) -> tensor<6x6xf32> {
  %flat = tensor.collapse_shape %x [[0], [1, 2]] : tensor<6x2x4xf32> into tensor<6x8xf32>
  // expected-remark @below {{matmul kept: the lhs is not a flatten [*batch, *K] -> [prod(batch), prod(K)] with two or more batch dims; the lhs is not a transpose}}
  %mm = linalg.matmul ins(%flat, %w : tensor<6x8xf32>, tensor<8x6xf32>) outs(%c : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %mm : tensor<6x6xf32>
}

// The unflatten does not restore the batch dims ([2, 3] -> 6 -> [3, 2]).
// CHECK-LABEL: func.func @other_unflatten
// CHECK: linalg.matmul
func.func @other_unflatten(%x: tensor<2x3x8xf32>, %w: tensor<8x6xf32>, %c: tensor<6x6xf32>) -> tensor<3x2x6xf32> {
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x8xf32> into tensor<6x8xf32>
  // expected-remark @below {{matmul kept: a user of the result is not the matching unflatten; the lhs is not a transpose}}
  %mm = linalg.matmul ins(%flat, %w : tensor<6x8xf32>, tensor<8x6xf32>) outs(%c : tensor<6x6xf32>) -> tensor<6x6xf32>
  %y = tensor.expand_shape %mm [[0, 1], [2]] output_shape [3, 2, 6] : tensor<6x6xf32> into tensor<3x2x6xf32>
  return %y : tensor<3x2x6xf32>
}

// The flat product is also used as it is (here: returned).
// CHECK-LABEL: func.func @flat_use
// CHECK: linalg.matmul
func.func @flat_use(%x: tensor<2x3x8xf32>, %w: tensor<8x6xf32>, %c: tensor<6x6xf32>) -> (tensor<2x3x6xf32>, tensor<6x6xf32>) {
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x8xf32> into tensor<6x8xf32>
  // expected-remark @below {{matmul kept: a user of the result is not the matching unflatten; the lhs is not a transpose}}
  %mm = linalg.matmul ins(%flat, %w : tensor<6x8xf32>, tensor<8x6xf32>) outs(%c : tensor<6x6xf32>) -> tensor<6x6xf32>
  %y = tensor.expand_shape %mm [[0, 1], [2]] output_shape [2, 3, 6] : tensor<6x6xf32> into tensor<2x3x6xf32>
  return %y, %mm : tensor<2x3x6xf32>, tensor<6x6xf32>
}

// A matmul with its own indexing maps (a transposed weight, [N, K]).
// CHECK-LABEL: func.func @transposed_weight
// CHECK: linalg.matmul
func.func @transposed_weight(%x: tensor<2x3x8xf32>, %w: tensor<6x8xf32>, %c: tensor<6x6xf32>) -> tensor<2x3x6xf32> {
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x8xf32> into tensor<6x8xf32>
  // expected-remark @below {{matmul kept: user-defined indexing maps}}
  %mm = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
        ins(%flat, %w : tensor<6x8xf32>, tensor<6x8xf32>) outs(%c : tensor<6x6xf32>) -> tensor<6x6xf32>
  %y = tensor.expand_shape %mm [[0, 1], [2]] output_shape [2, 3, 6] : tensor<6x6xf32> into tensor<2x3x6xf32>
  return %y : tensor<2x3x6xf32>
}

// Weight gradient whose operands flatten different batch dims.
// CHECK-LABEL: func.func @grad_weight_other_batch
// CHECK: linalg.matmul
func.func @grad_weight_other_batch(%dy: tensor<2x3x6xf32>, %x: tensor<3x2x8xf32>, %c: tensor<6x8xf32>) -> tensor<6x8xf32> {
  %dyf = tensor.collapse_shape %dy [[0, 1], [2]] : tensor<2x3x6xf32> into tensor<6x6xf32>
  %et = tensor.empty() : tensor<6x6xf32>
  %dyt = linalg.transpose ins(%dyf : tensor<6x6xf32>) outs(%et : tensor<6x6xf32>) permutation = [1, 0]
  %xf = tensor.collapse_shape %x [[0, 1], [2]] : tensor<3x2x8xf32> into tensor<6x8xf32>
  // expected-remark @below {{matmul kept: the lhs is not a flatten [*batch, *K] -> [prod(batch), prod(K)] with two or more batch dims; the flattened batch dims of the operands differ}}
  %dw = linalg.matmul ins(%dyt, %xf : tensor<6x6xf32>, tensor<6x8xf32>) outs(%c : tensor<6x8xf32>) -> tensor<6x8xf32>
  return %dw : tensor<6x8xf32>
}

// The transpose is the identity permutation, not [1, 0].
// CHECK-LABEL: func.func @grad_weight_identity_permutation
// CHECK: linalg.matmul
func.func @grad_weight_identity_permutation(%dy: tensor<2x3x6xf32>, %x: tensor<6x2x4xf32>, %c: tensor<6x8xf32>) -> tensor<6x8xf32> {
  %dyf = tensor.collapse_shape %dy [[0, 1], [2]] : tensor<2x3x6xf32> into tensor<6x6xf32>
  %et = tensor.empty() : tensor<6x6xf32>
  %dyt = linalg.transpose ins(%dyf : tensor<6x6xf32>) outs(%et : tensor<6x6xf32>) permutation = [0, 1]
  %xf = tensor.collapse_shape %x [[0], [1, 2]] : tensor<6x2x4xf32> into tensor<6x8xf32>
  // expected-remark @below {{matmul kept: the lhs is not a flatten [*batch, *K] -> [prod(batch), prod(K)] with two or more batch dims; the lhs transpose's permutation is not [1, 0]}}
  %dw = linalg.matmul ins(%dyt, %xf : tensor<6x6xf32>, tensor<6x8xf32>) outs(%c : tensor<6x8xf32>) -> tensor<6x8xf32>
  return %dw : tensor<6x8xf32>
}

// Dynamic shapes are left alone.
// CHECK-LABEL: func.func @dynamic
// CHECK: linalg.matmul
func.func @dynamic(%x: tensor<?x3x8xf32>, %w: tensor<8x6xf32>, %c: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x3x8xf32> into tensor<?x8xf32>
  // expected-remark @below {{matmul kept: a dynamic shape}}
  %mm = linalg.matmul ins(%flat, %w : tensor<?x8xf32>, tensor<8x6xf32>) outs(%c : tensor<?x6xf32>) -> tensor<?x6xf32>
  return %mm : tensor<?x6xf32>
}

// A sharding a user put on the unflatten is a constraint the rewrite would
// drop.
// CHECK-LABEL: func.func @sharded_unflatten
// CHECK: linalg.matmul
func.func @sharded_unflatten(%x: tensor<2x3x8xf32>, %w: tensor<8x6xf32>, %c: tensor<6x6xf32>) -> tensor<2x3x6xf32> {
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x8xf32> into tensor<6x8xf32>
  // expected-remark @below {{matmul kept: a matched op carries an ap.sharding; the lhs is not a transpose}}
  %mm = linalg.matmul ins(%flat, %w : tensor<6x8xf32>, tensor<8x6xf32>) outs(%c : tensor<6x6xf32>) -> tensor<6x6xf32>
  %y = tensor.expand_shape %mm [[0, 1], [2]] output_shape [2, 3, 6] {ap.sharding = #ap.sharding<@mesh, [S(1)]>} : tensor<6x6xf32> into tensor<2x3x6xf32>
  return %y : tensor<2x3x6xf32>
}

}
