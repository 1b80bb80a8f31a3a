// ap-auto-shard's progress: a line per phase on stderr with the seconds
// since the pass began; while the solver runs on a terminal, a bar below
// the lines (a sweep, or the share of the time limit spent); by default
// only when stderr is a terminal. `script` gives the runs a terminal.
//
// RUN: ap-opt %s -ap-auto-shard=progress=on -o /dev/null 2>&1 | FileCheck %s --check-prefix=LINES
// LINES: ap-auto-shard: {{ *}}[[T:[0-9]+\.[0-9][0-9][0-9]]] s: @step: {{[0-9]+}} decisions in {{[0-9]+}} classes
// LINES: ap-auto-shard: {{ *}}{{[0-9]+\.[0-9][0-9][0-9]}} s: @step: problem built:
// LINES: ap-auto-shard: {{ *}}{{[0-9]+\.[0-9][0-9][0-9]}} s: @step: solved: objective
// LINES: ap-auto-shard: {{ *}}{{[0-9]+\.[0-9][0-9][0-9]}} s: @step: plan written
// LINES-NOT: solving @step
//
// Not a terminal, by default: quiet.
// RUN: ap-opt %s -ap-auto-shard -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: ap-opt %s -ap-auto-shard=progress=off -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: ap-auto-shard
//
// A terminal, by default: the lines and the bar, which fills towards the
// time limit (120 s unless given), or sweeps without one.
// RUN: script -qec "ap-opt %s -ap-auto-shard=time-limit=0 -o /dev/null" /dev/null | FileCheck %s --check-prefix=TERMINAL
// RUN: script -qec "ap-opt %s -ap-auto-shard=time-limit=60 -o /dev/null" /dev/null | FileCheck %s --check-prefix=LIMIT
// RUN: script -qec "ap-opt %s -ap-auto-shard=progress=off -o /dev/null" /dev/null | FileCheck %s --check-prefix=QUIET --allow-empty
// TERMINAL: ap-auto-shard: {{ *}}{{[0-9.]+}} s: @step: problem built:
// TERMINAL: ap-auto-shard [{{ *}}<=>{{ *}}] {{[0-9]+\.[0-9]}} s: solving @step
// TERMINAL: ap-auto-shard: {{ *}}{{[0-9.]+}} s: @step: plan written
// LIMIT: ap-auto-shard [{{[# ]+}}] {{[0-9]+\.[0-9]}} s of 60.0 s: solving @step
//
// Planning is bounded unless told otherwise: 120 s, shared by both forms
// under ap-auto-parallel (the plan found by then is written, with a warning
// giving its gap: test/Integration/Torch/plan.mlir).
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-shard,ap-auto-parallel)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: ap-auto-shard{{.*}} gap=1.000000e-02{{.*}} time-limit=1.200000e+02
// DEFAULT: ap-choose-einsum-form{{.*}} time-limit=1.200000e+02
//
// The pipeline's option.
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-parallel{progress=on einsum=never})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LINES

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
