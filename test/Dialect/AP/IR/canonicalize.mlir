// RUN: ap-opt %s -canonicalize | FileCheck %s

ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])

// A redistribution to the sharding it starts from folds away.
// CHECK-LABEL: func.func @identity_redistribute
// CHECK-SAME: (%[[X:.*]]: tensor<8x16xf32>)
// CHECK-NOT: ap.redistribute
// CHECK: return %[[X]]
func.func @identity_redistribute(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(0), R]> to <@mesh, [S(0), R]> : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// An explicit order equal to mesh-axis order is the same sharding.
// CHECK-LABEL: func.func @identity_after_normalization
// CHECK-NOT: ap.redistribute
func.func @identity_after_normalization(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(0), S(0)], order = {0: [0, 1]}> to <@mesh, [S(0), S(0)]> : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// Different orders are different layouts and stay.
// CHECK-LABEL: func.func @different_orders
// CHECK: ap.redistribute
func.func @different_orders(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = ap.redistribute %x from <@mesh, [S(0), S(0)], order = {0: [1, 0]}> to <@mesh, [S(0), S(0)]> : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
