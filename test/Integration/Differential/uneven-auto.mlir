// With uneven-layouts, ap-auto-shard also considers layouts the mesh does
// not divide (padded chunks, at most 1/8 padding): a projection onto a
// vocabulary of 67 on 4 devices, where every dim is uneven (2 rows, 3
// inputs, 67 outputs) and compute is slow enough that sharding pays, is
// split on the vocabulary (chunks of 17, the last holding 16 real rows; the
// rows and inputs would be mostly padding); the plan is partitioned and
// ap-run checks it against the unsharded program. Without the option
// (the default) nothing can be sharded.
//
// DEFINE: %{slow} = target-json={"peak_flops":{"f32":1e6},"kernel_floor":0,"memory_bandwidth":1e12}
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-shard{uneven-layouts=true %{slow}})' | FileCheck %s
// CHECK: linalg.matmul {{.*}}ap.sharding = #ap.sharding<@mesh, [S(1)]>
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-shard{%{slow}})' | FileCheck %s --check-prefix=EVEN
// EVEN: linalg.matmul {{.*}}ap.sharding = #ap.sharding<@mesh, [R]>
// RUN: ap-run --compare %s --pipeline='ap-auto-shard{uneven-layouts=true %{slow}},ap-partition{exact-annotations}' | FileCheck %s --check-prefix=PROVED
// PROVED: ap-run: PASS

ap.mesh @mesh(shape = 4, axes = ["v"])

func.func @project(%x: tensor<2x3xf32>, %w: tensor<3x67xf32>) -> tensor<2x67xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x67xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x67xf32>) -> tensor<2x67xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x67xf32>) outs(%acc : tensor<2x67xf32>) -> tensor<2x67xf32>
  return %y : tensor<2x67xf32>
}
