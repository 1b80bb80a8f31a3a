// ap-train's first update of the Hugging Face GPT-2, gathered from its
// checkpoint, is PyTorch's: trained one step on 2x2 (planned with compute
// priced high, so that parameters and moments are sharded; threads) from
// the fixture's parameters on the fixture's batch, checkpointed, and
// `ap-train --gather`ed, every parameter, moment and the step count equals
// what torch.optim.AdamW computed from the same parameters and gradients
// (Inputs/hf-gpt2-f32.adamw/step1, tools/torch-export/optimizer_reference.py)
// within the error model's tolerance of those outputs: ap-run's, for this
// step at these inputs, is at most 2.3e-4 + 6.7e-6 |x| on every parameter
// (test/Integration/Torch/optimizer.mlir prints it), against updates of
// 1e-3 (lr) per element.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/training-files.py split %S/Inputs/hf-gpt2-f32.ref %t --data 0,1
// RUN: %python %S/Inputs/training-files.py outputs %S/Inputs/hf-gpt2-f32.adamw/step1 %t/torch --first 2
// RUN: sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])/' %S/Inputs/hf-gpt2-f32.mlir > %t/step.mlir
// RUN: ap-train %t/step.mlir --pipeline='ap-import-torch,ap-auto-parallel{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}}' --init %t/init --data %t/data --steps 1 --checkpoint-dir %t/ck | FileCheck %s
// CHECK: ap-train: @train_step, mesh @mesh 2x2 (4 devices), 85 state, 2 data and 0 constant argument(s)
// CHECK: step 0 loss 4.1387
// RUN: ap-train --gather %t/ck/step-1 %t/gathered
// RUN: %python %S/../../Tools/ap-train/Inputs/compare-npy.py %t/torch %t/gathered --atol 2.3e-4 --rtol 6.7e-6 | FileCheck %s --check-prefix=GATHER
// GATHER-COUNT-85: input_{{[0-9]+}}.npy: {{.*}} ok
//
// A wrong update does not pass: the gathered state against PyTorch's
// before the update (the fixture's parameters, zero moments).
// RUN: not %python %S/../../Tools/ap-train/Inputs/compare-npy.py %t/torch %t/init --atol 2.3e-4 --rtol 6.7e-6 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: differs by {{.*}} beyond the tolerance
