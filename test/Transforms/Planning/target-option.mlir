// The target ap-auto-shard plans for: a preset with JSON overrides, or a
// whole #ap.target (target-json or target-file); the module records it as
// an #ap.target, which ap-partition reads back.
//
// RUN: ap-opt %s -ap-auto-shard="summary=- target-json='#ap.target<preset = \"h200\", memory_capacity = 4.0e+10>'" 2>&1 | FileCheck %s
// RUN: echo '#ap.target<preset = "a100">' > %t.target && ap-opt %s -ap-auto-shard="summary=- target-file=%t.target" -ap-partition 2>&1 | FileCheck %s --check-prefix=FILE
// RUN: not ap-opt %s -ap-auto-shard="target-json='#ap.target<memory = 1>'" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ap-opt %s -ap-auto-shard="target-json='#ap.sharding<@mesh, [R]>'" 2>&1 | FileCheck %s --check-prefix=NOT-TARGET

// CHECK: ap-auto-shard plan for @step on @mesh (2), target h200
// CHECK: #target = #ap.target<name = "h200", {{.*}}memory_capacity = 4.0e+10,
// CHECK: module attributes {ap.target = #target}

// FILE: ap-auto-shard plan for @step on @mesh (2), target a100
// FILE: #target = #ap.target<name = "a100",
// FILE: ap.target = #target

// BAD: error: invalid #ap.target: target description: unknown key 'memory'
// BAD: error: ap-auto-shard: target-json: expected a JSON object or an #ap.target
// NOT-TARGET: error: ap-auto-shard: target-json: expected a JSON object or an #ap.target

ap.mesh @mesh(shape = 2, axes = ["x"])

func.func @step(%x: tensor<64x32xf32>, %w: tensor<32x16xf32> {ap.param})
    -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x16xf32>) -> tensor<64x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>)
                     outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %y : tensor<64x16xf32>
}
