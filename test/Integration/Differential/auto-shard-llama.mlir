// Differential execution of ap-auto-shard's plan for a whole LLaMA training
// step (embedding, two layers of attention and SwiGLU MLP, loss, and the
// backward of all of it, in f64) on a 2x2 mesh: the two layers share their
// decisions (cluster-layers), ap-partition realizes the plan exactly, and
// the loss and every gradient agree with the global program's.
//
// The target is a toy one (1 GFLOP/s in f64, no kernel floor) so that
// splitting the work pays off and the plan uses every kind of layout, not
// the all-replicated plan an h100 would pick for a model this small.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --dtype f64 --mesh 2x2 \
// RUN:   | ap-run - --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s

// CHECK: ap-run: reference @train_step: global, 1 device
// CHECK: ap-run: candidate after 'ap-auto-shard{{.*}},ap-partition{exact-annotations}': mesh @mesh 2x2 (4 devices)
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS: {{[0-9]+}} output(s)
