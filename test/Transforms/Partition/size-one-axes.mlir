// S(d) on a mesh axis of size 1 is R there (docs/PlacementModel.md,
// "Equivalence and normalization"): the reshape, slice and concat rules take
// such annotations in their canonical form instead of refusing them (found
// by the random trust programs).
// RUN: ap-run --compare %s --entry=collapse | FileCheck %s
// RUN: ap-run --compare %s --entry=slice | FileCheck %s
// RUN: ap-run --compare %s --entry=concat | FileCheck %s
// CHECK: ap-run: PASS

ap.mesh @mesh(shape = 1x4, axes = ["a0", "a1"])

func.func @collapse(%x: tensor<1x4x2xi32> {ap.sharding = #ap.sharding<@mesh, [R, R]>}) -> tensor<1x8xi32> {
  %r = tensor.collapse_shape %x [[0], [1, 2]] {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} : tensor<1x4x2xi32> into tensor<1x8xi32>
  return %r : tensor<1x8xi32>
}

func.func @slice(%x: tensor<4x8xi32>) -> tensor<4x4xi32> {
  %r = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] {ap.sharding = #ap.sharding<@mesh, [S(1), R]>} : tensor<4x8xi32> to tensor<4x4xi32>
  return %r : tensor<4x4xi32>
}

func.func @concat(%x: tensor<4x8xi32>) -> tensor<8x8xi32> {
  %r = tensor.concat dim(0) %x, %x {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<8x8xi32>
  return %r : tensor<8x8xi32>
}
