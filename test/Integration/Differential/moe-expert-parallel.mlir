// Mixture of experts (tools/model-gen --experts: a Mixtral-style sparse MLP
// in GShard's dispatch form: router softmax, top-k, renormalized gates,
// capacity-limited dispatch, a SwiGLU per expert, weighted combine) and
// the backward of all of it, in f64, on a 2x2 mesh.
//
// The generator's backward is right: finite differences of the loss agree
// with every gradient (the routing is piecewise constant, so a step that
// small moves no token).
// RUN: %model_gen/llama.py --preset tiny --layers 2 --experts 4 --capacity 3 --ffn 256 --dtype f64 --mesh 2x2 > %t.mlir
// RUN: ap-run %t.mlir --check-gradients | FileCheck %s --check-prefix=GRAD
// GRAD: ap-run: gradients PASS
//
// With links slow next to the compute (a toy target: 1 GFLOP/s in f64,
// 10 MB/s between devices), all-reducing the experts' gradients costs more
// than moving the tokens, and ap-auto-shard chooses expert parallelism by
// itself: every expert weight split along its experts dim over both axes
// (one expert per device), the dispatched tokens moved from batch- to
// expert-sharded and back by all_to_all. ap-partition realizes the plan and
// the loss and every gradient agree with the global program's (4 threads).
// RUN: ap-run %t.mlir --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"intra_node":{"bandwidth":1e7}} summary=%t.summary},ap-partition{exact-annotations}' | FileCheck %s
// RUN: FileCheck %s --check-prefix=PLAN < %t.summary
// PLAN: (l0_w1) and 1 like it {{ *}}tensor<4x32x256xf64> [S(0), S(0)]
// PLAN: (l0_w3) and 1 like it {{ *}}tensor<4x32x256xf64> [S(0), S(0)]
// PLAN: (l0_w2) and 1 like it {{ *}}tensor<4x256x32xf64> [S(0), S(0)]
// PLAN: collectives per step:
// PLAN: all_to_all axes = [0, 1]
//
// Top 1 with two slots per expert and sequence: tokens past an expert's
// capacity are dropped (their MLP output is zero), on every device alike.
// RUN: %model_gen/llama.py --preset tiny --layers 1 --experts 4 --top-k 1 --capacity 2 --ffn 256 --dtype f64 --mesh 2x2 > %t.top1.mlir
// RUN: ap-run %t.top1.mlir --seed=7 --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"intra_node":{"bandwidth":1e7}}},ap-partition{exact-annotations}' | FileCheck %s
//
// One weight tensor per expert (the module list of eager PyTorch): nothing
// to shard by experts; the plan differs, the numbers do not.
// RUN: %model_gen/llama.py --preset tiny --layers 1 --experts 4 --capacity 3 --ffn 256 --dtype f64 --mesh 2x2 --expert-layout per-expert > %t.per-expert.mlir
// RUN: ap-run %t.per-expert.mlir --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"intra_node":{"bandwidth":1e7}}},ap-partition{exact-annotations}' | FileCheck %s

// The routing's own loops sharded (annotated, so the plan keeps them): the
// top-k rank count with the experts split over `tp` (each device counts, for
// its experts, against all of them: the loop indices offset by the device's
// position), the slot prefix count and the dispatch one-hot with the
// sequence split over `dp` (each device's tokens counted against the
// earlier tokens of every device).
// RUN: %model_gen/llama.py --preset tiny --layers 1 --experts 4 --capacity 3 --ffn 256 --dtype f64 --mesh 2x2 --annotate 'topk=[S(1), S(2)]' --annotate 'disp=[S(1), S(2)]' > %t.routing.mlir
// RUN: ap-run %t.routing.mlir --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}' | FileCheck %s
// RUN: ap-opt %t.routing.mlir --pass-pipeline='builtin.module(ap-auto-shard{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition)' | FileCheck %s --check-prefix=ROUTING
// ROUTING: ap.group_index on @mesh axes = [1]
// ROUTING: linalg.generic {{.*}} ins({{.*}} : tensor<4x4x2xf64>, tensor<4x4x4xf64>)
// ROUTING: linalg.index 2 : index
// ROUTING-NEXT: arith.addi
// ROUTING: arith.cmpf ogt

// CHECK: ap-run: candidate after 'ap-auto-shard{{.*}}': mesh @mesh 2x2 (4 devices)
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS: {{[0-9]+}} output(s)
