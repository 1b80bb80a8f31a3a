// RUN: ap-opt %s | FileCheck %s
// RUN: ap-opt %s -canonicalize | FileCheck %s

// Upstream MLIR's `shard` dialect and this project's `ap` dialect are both
// registered in ap-opt and live in one module; a dialect named `shard` of our
// own could not be registered next to upstream's (docs/WhyAP.md).

// CHECK: shard.grid @grid(shape = 2x4)
shard.grid @grid(shape = 2x4)
// CHECK: ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])
ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])

// CHECK-LABEL: func.func @both
func.func @both(%x: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  // CHECK: shard.sharding @grid split_axes = {{\[\[}}0]]
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  // CHECK: shard.shard
  %u = shard.shard %x to %s : tensor<8x16xf32>
  // CHECK: ap.annotate %{{.*}} to <@mesh, [S(0), R]>
  %a = ap.annotate %x to <@mesh, [S(0), R]> : tensor<8x16xf32>
  return %u, %a : tensor<8x16xf32>, tensor<8x16xf32>
}
