// ap-auto-shard{gradient-runs=N}: a program run N times per reduction of
// its gradients (a pipeline stage's micro-batches add their unreduced
// gradients up and reduce them once) prices moves into a gradient's layout
// at 1/N. On a slow data-parallel axis the plan for one run reduce-scatters
// weight gradients and gathers the weights (ZeRO-3); run 64 times per
// reduction, it keeps the weights whole and all-reduces the gradients.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 4 --axes dp > %t.mlir
// RUN: ap-opt %t.mlir -ap-auto-shard='target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e11,"collective_latency":1e-6,"axis_links":[{"bandwidth":1e8,"hop_latency":1e-6}]}' -ap-partition | FileCheck %s --check-prefix=ONCE
// RUN: ap-opt %t.mlir -ap-auto-shard='gradient-runs=64 target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e11,"collective_latency":1e-6,"axis_links":[{"bandwidth":1e8,"hop_latency":1e-6}]}' -ap-partition | FileCheck %s --check-prefix=MANY
// ONCE: ap.reduce_scatter
// ONCE: ap.all_gather
// MANY-NOT: ap.reduce_scatter
// MANY-NOT: ap.all_gather
// MANY: ap.all_reduce
