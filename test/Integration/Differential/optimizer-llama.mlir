// The bundled tiny LLaMA (examples/llama-tiny-2x2.mlir) with AdamW appended,
// through the whole default pipeline on its 2x2 mesh with a slow target
// (where sharding pays): the planner shards the moments and their update
// over all four devices (ZeRO-like: nothing in the step needs them whole),
// keeps every update in its argument's placement, and the partitioned step
// computes the global one's loss, parameters and state. Random inputs: the
// step count is drawn from its ap.input_range.
//
// RUN: ap-opt --ap-append-optimizer %S/../../../examples/llama-tiny-2x2.mlir -o %t.mlir
// RUN: ap-run %t.mlir --compare --pipeline='ap-auto-parallel{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}}' | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: ap-run: collectives: {{[1-9][0-9]*}} exchanges
// CHECK: ap-run: PASS: 65 output(s)
//
// The plan: the moments (arguments #26 on) sharded, the optimizer state
// counted as the tensors it is.
// RUN: ap-opt %t.mlir --ap-auto-shard='summary=- target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN: memory per device: {{.*}} = parameters, gradients and optimizer state {{.*}} + inputs 0.8 KB
// PLAN: argument #26 {{ *}}tensor<64x32xf64> [S({{[01]}}), S({{[01]}})]
