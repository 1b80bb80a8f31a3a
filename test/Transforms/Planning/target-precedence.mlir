// Which target a pass prices with (docs/CostModel.md, "Which target"): a
// preset or a whole #ap.target given as an option, else the target the
// module records in ap.target, else the H100 preset; target-file's and
// target-json's overrides apply over whichever it is. Before, ap-auto-shard
// and ap-print-strategies ignored the module's own ap.target and
// ap-auto-shard overwrote it with the H100 preset.
//
// RUN: split-file %s %t
//
// The module's target (an A100 with a 1 ms kernel floor) is planned for and
// kept, through ap-auto-shard, ap-auto-parallel (which forwards its
// `target`, not given: `default`, to ap-choose-einsum-form's plans) and an
// explicit target=default.
// RUN: ap-opt %t/recorded.mlir -ap-auto-shard="summary=-" 2>&1 | FileCheck %s --check-prefix=RECORDED
// RUN: ap-opt %t/recorded.mlir -ap-auto-shard="summary=- target=default" 2>&1 | FileCheck %s --check-prefix=RECORDED
// RUN: ap-opt %t/recorded.mlir -ap-auto-parallel="summary=-" 2>&1 | FileCheck %s --check-prefix=RECORDED
// RECORDED-NOT: remark
// RECORDED: plan for @step on @mesh (2), target a100
// RECORDED: #target = #ap.target<name = "a100", {{.*}}kernel_floor = 0.001,
// RECORDED: module attributes {ap.target = #target}
//
// An explicit preset wins, and says so.
// RUN: ap-opt %t/recorded.mlir -ap-auto-shard="summary=- target=h200" 2>&1 | FileCheck %s --check-prefix=PRESET
// RUN: ap-opt %t/recorded.mlir -ap-auto-parallel="summary=- target=h200 einsum=never" 2>&1 | FileCheck %s --check-prefix=PRESET
// PRESET: remark: ap-auto-shard: target=h200 replaces the ap.target the module records
// PRESET: plan for @step on @mesh (2), target h200
// PRESET: #target = #ap.target<name = "h200", {{.*}}kernel_floor = 7.0e-06,
//
// JSON overrides apply over the module's target; a whole #ap.target
// replaces it.
// RUN: ap-opt %t/recorded.mlir -ap-auto-shard='summary=- target-json={"memory_capacity":4e10}' 2>&1 | FileCheck %s --check-prefix=OVERRIDE
// OVERRIDE-NOT: remark
// OVERRIDE: plan for @step on @mesh (2), target a100
// OVERRIDE: #target = #ap.target<name = "a100", {{.*}}kernel_floor = 0.001, {{.*}}memory_capacity = 4.0e+10,
// RUN: ap-opt %t/recorded.mlir -ap-auto-shard="summary=- target-json='#ap.target<preset = \"h200\">'" 2>&1 | FileCheck %s --check-prefix=WHOLE
// WHOLE: remark: ap-auto-shard: target-json replaces the ap.target the module records
// WHOLE: plan for @step on @mesh (2), target h200
//
// Without one, the H100 preset.
// RUN: ap-opt %t/none.mlir -ap-auto-shard="summary=-" 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: remark
// NONE: plan for @step on @mesh (2), target h100
// NONE: #target = #ap.target<name = "h100",
//
// ap-print-strategies prices the kernels on the same target.
// RUN: ap-opt %t/recorded.mlir -ap-print-strategies --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRATEGIES
// RUN: ap-opt %t/recorded.mlir -ap-print-strategies=target=h100 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRATEGIES-H100
// STRATEGIES: remark: 6 strategies
// STRATEGIES-NEXT: [R]; [R]; [R] -> [R]  (0.001 s)
// STRATEGIES-H100: remark: ap-print-strategies: target=h100 replaces the ap.target the module records
// STRATEGIES-H100: remark: 6 strategies
// STRATEGIES-H100-NEXT: [R]; [R]; [R] -> [R]  (7e-06 s)

//--- recorded.mlir
module attributes {ap.target = #ap.target<preset = "a100", kernel_floor = 1.0e-3>} {
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
}

//--- none.mlir
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @step(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
    %y = arith.negf %x : tensor<64x32xf32>
    return %y : tensor<64x32xf32>
  }
}
