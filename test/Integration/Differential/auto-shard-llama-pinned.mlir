// Differential execution of ap-auto-shard's plan around a hand-made one: the
// LLaMA generator pins the parameters to FSDP x TP on a 2x2 mesh (--pin
// fsdp-tp writes their placements and the batch split as annotations), and
// the auto-sharder chooses everything else: the layouts of the
// activations, where to gather the parameters and how to reduce their
// gradients. One layer, f64, the toy target of auto-shard-llama.mlir.
//
// RUN: %model_gen/llama.py --preset tiny --layers 1 --dtype f64 --mesh 2x2 --pin fsdp-tp \
// RUN:   | ap-run - --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s

// CHECK: ap-run: candidate after 'ap-auto-shard{{.*}},ap-partition{exact-annotations}': mesh @mesh 2x2 (4 devices)
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS: {{[0-9]+}} output(s)
