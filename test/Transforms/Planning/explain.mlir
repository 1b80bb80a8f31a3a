// ap-auto-shard{explain=...}: why the plan placed something as it did. The
// remark gives the chosen strategy, its compute and its communication in
// and out; a note per alternative gives how much more (or less) it would
// cost with the rest of the plan as it is, and what rules it out.
//
// DEFINE: %{target} = target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}
//
// The MLP of mlp.mlir under its 330 KB budget: replicating %w1 would be
// cheaper, but does not fit.
// RUN: ap-opt %S/mlp.mlir --ap-auto-shard='mesh=line recompute=save-all memory-budget=0.00033 explain=%%arg1 %{target}' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// BUDGET: mlp.mlir:164:41: remark: explain @mlp: argument #1: chose [S(0)] of 3 strategies: compute 0.0 us, communication in and out 14.9 us; the plan's peak memory per device 311.3 KB
// BUDGET: mlp.mlir:164:41: note: [R]: -1.3 us (compute +0.0 us, communication -1.3 us); ruled out: the memory budget (335.9 KB per device > 330.0 KB)
// BUDGET: mlp.mlir:164:41: note: [S(1)]: +0.0 us (compute +0.0 us, communication +0.0 us); as cheap: a tie the solver broke
//
// An op by its location (file:line, the file by its name).
// RUN: ap-opt %S/mlp.mlir --ap-auto-shard='mesh=line recompute=save-all explain=mlp.mlir:182 %{target}' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OP
// OP: mlp.mlir:182:8: remark: explain @mlp: linalg.matmul at loc({{.*}}mlp.mlir":182:8): chose [S(0)]; [R]; [S(0)] -> [S(0)] of {{[0-9]+}} strategies: compute
// OP: note: {{.*}}: +{{[0-9.]+ [mu]?s}} (compute +{{.*}}, communication +{{.*}}); ruled out: costlier
// OP: note: [R]; [R]; [R] -> [R]: +{{[0-9.]+}} ms (compute +{{[0-9.]+}} ms, communication +{{.*}}); ruled out: costlier
//
// An annotation that costs the plan something: the cheaper layouts it
// forbids; an op by its name.
// RUN: ap-opt %s --ap-auto-shard='explain=%%arg0 %{target}' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PINNED
// RUN: ap-opt %s --ap-auto-shard='explain=projection %{target}' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED
// PINNED: remark: explain @pinned: argument #0: chose [S(1)] of
// PINNED: note: [S(0)]: -{{[0-9.]+ [mu]?s}} (compute {{.*}}); ruled out: an annotation forbids it
// NAMED: remark: explain @pinned: linalg.matmul at loc("projection"): chose
//
// The pipeline: once, for the einsum form it keeps (both are planned).
// RUN: ap-opt %S/mlp.mlir --pass-pipeline='builtin.module(ap-auto-parallel{mesh=line explain=%%arg2 %{target}})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE-COUNT-1: remark: explain @mlp: argument #2:
// PIPELINE-NOT: remark: explain
//
// Nothing by that name: a warning, and the plan is written.
// RUN: ap-opt %s --ap-auto-shard='explain=nothing %{target}' 2>&1 | FileCheck %s --check-prefix=NOTHING
// NOTHING: warning: ap-auto-shard: explain: nothing in the planned functions is named 'nothing'
// NOTHING: func.func @pinned

ap.mesh @line(shape = 4, axes = ["x"])

func.func @pinned(%x: tensor<1024x32xf32> {ap.sharding = #ap.sharding<@line, [S(1)]>},
                  %w: tensor<32x64xf32> {ap.param}) -> tensor<1024x64xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1024x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1024x64xf32>) -> tensor<1024x64xf32>
  %h = linalg.matmul ins(%x, %w : tensor<1024x32xf32>, tensor<32x64xf32>)
                     outs(%init : tensor<1024x64xf32>) -> tensor<1024x64xf32> loc("projection")
  return %h : tensor<1024x64xf32>
}
