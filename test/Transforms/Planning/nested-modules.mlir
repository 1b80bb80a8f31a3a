// ap-auto-shard plans every module that has functions, nested ones included,
// each on its own mesh (it used to look at the outermost module only and
// report that it declares no ap.mesh).
// RUN: ap-opt %s --ap-auto-shard --ap-partition=exact-annotations | FileCheck %s

// CHECK: module @inner attributes {ap.target = #target}
// CHECK: func.func @f(%arg0: tensor<{{.*}}> {ap.local_sharding = #ap.sharding<@m, [{{.*}}]>}
module @outer {
  module @inner {
    ap.mesh @m(shape = 2, axes = ["x"])
    func.func @f(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
      %z = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<8x8xf32>
      %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
      %y = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
      return %y : tensor<8x8xf32>
    }
  }
}
