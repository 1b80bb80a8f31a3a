// The collectives ap-auto-shard's plan summary lists (and prices) are
// exactly those ap-partition emits for the plan: the auto-sharder and the
// partitioner read the same sharding rules. Checked on the bundled example,
// and generated LLaMA graphs (view-mm-view and einsum linears, f32 and f64) on 1-D and 2-D meshes under a fast and a slow target (the
// slow one makes sharding pay off on small shapes).
//
// RUN: ap-opt %shard_src_root/examples/llama-tiny-2x2.mlir --pass-pipeline='builtin.module(ap-auto-shard{summary=%t.s1 target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations})' -o %t.p1
// RUN: %plan_check %t.s1 %t.p1 | FileCheck %s
//
// RUN: %model_gen/llama.py --preset tiny --layers 1 --mesh 2x2 --linear einsum > %t.mlp
// RUN: ap-opt %t.mlp --pass-pipeline='builtin.module(ap-auto-shard{summary=%t.s2 target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations})' -o %t.p2
// RUN: %plan_check %t.s2 %t.p2 | FileCheck %s
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 4 > %t.l4
// RUN: ap-opt %t.l4 --pass-pipeline='builtin.module(ap-auto-shard{summary=%t.s3 target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations})' -o %t.p3
// RUN: %plan_check %t.s3 %t.p3 | FileCheck %s
// RUN: ap-opt %t.l4 --pass-pipeline='builtin.module(ap-auto-shard{summary=%t.s4},ap-partition{exact-annotations})' -o %t.p4
// RUN: %plan_check %t.s4 %t.p4 | FileCheck %s
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x4 > %t.l24
// RUN: ap-opt %t.l24 --pass-pipeline='builtin.module(ap-auto-shard{summary=%t.s5 target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations})' -o %t.p5
// RUN: %plan_check %t.s5 %t.p5 | FileCheck %s
// RUN: ap-opt %t.l24 --pass-pipeline='builtin.module(ap-auto-shard{summary=%t.s6},ap-partition{exact-annotations})' -o %t.p6
// RUN: %plan_check %t.s6 %t.p6 | FileCheck %s
//
// RUN: %model_gen/llama.py --preset tiny --layers 1 --mesh 8 --dtype f64 > %t.t22
// RUN: ap-opt %t.t22 --pass-pipeline='builtin.module(ap-auto-shard{summary=%t.s7 target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations})' -o %t.p7
// RUN: %plan_check %t.s7 %t.p7 | FileCheck %s

// CHECK: plan:
// CHECK: MATCH
