// The README's main job on its bundled example (scripts/run-example.sh):
// auto-shard the unsharded tiny LLaMA training step for its 2x2 mesh,
// partition the plan exactly as written, and check by execution on 4
// simulated ranks that every output (the loss and 21 gradients) matches the
// single-device program. The example is the generator's output, verbatim.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --dtype f64 --mesh 2x2 > %t.generated
// RUN: tail -n +4 %shard_src_root/examples/llama-tiny-2x2.mlir | diff - %t.generated
// RUN: ap-run %shard_src_root/examples/llama-tiny-2x2.mlir --compare \
// RUN:     --pipeline='ap-auto-shard{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s
//
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS: 22 output(s)
