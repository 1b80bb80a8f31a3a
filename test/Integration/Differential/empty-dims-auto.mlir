// RUN: sed 's/SIZE/2/' %s | ap-run --compare - --pipeline='ap-auto-parallel{auto-shard-options={uneven-layouts=true}}' | FileCheck %s
// RUN: sed 's/SIZE/3/' %s | ap-opt --pass-pipeline='builtin.module(ap-auto-parallel{auto-shard-options={uneven-layouts=true}})' | FileCheck %s --check-prefix=IR
// RUN: sed 's/SIZE/3/' %s | ap-run --compare - --pipeline='ap-auto-parallel{auto-shard-options={uneven-layouts=true}}' | FileCheck %s

// A tensor without elements whose dim of 67 is split unevenly over 2 or 3
// devices, planned and partitioned by ap-auto-parallel with uneven layouts
// (test/Transforms/Partition/empty-dims.mlir has the moves).

// IR: ap.shard_slice
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS

ap.mesh @mesh(shape = SIZE, axes = ["x"])

func.func @planned(%x: tensor<0x67xf32>, %w: tensor<67x7xf32>) -> tensor<0x7xf32> {
  %xs = ap.annotate %x to <@mesh, [S(1)]> : tensor<0x67xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<0x7xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<0x7xf32>) -> tensor<0x7xf32>
  %y = linalg.matmul ins(%xs, %w : tensor<0x67xf32>, tensor<67x7xf32>) outs(%acc : tensor<0x7xf32>) -> tensor<0x7xf32>
  %ys = ap.annotate %y to <@mesh, [P(sum)]> : tensor<0x7xf32>
  return %ys : tensor<0x7xf32>
}
