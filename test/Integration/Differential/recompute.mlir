// ap-recompute-partition on whole training steps: the forward then the
// backward (called by the joint function it leaves) computes the joint
// step's loss and gradients, on the generator's LLaMA (two layers, f64) and
// on the PyTorch exports, against PyTorch's stored numbers too.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --dtype f64 > %t.llama.mlir
// RUN: ap-run %t.llama.mlir --compare --pipeline='ap-recompute-partition' | FileCheck %s --check-prefix=LLAMA
// LLAMA: ap-run: PASS: 22 output(s)
//
// RUN: ap-run %S/../Torch/Inputs/llama-f32.mlir --compare --pipeline='ap-import-torch,ap-recompute-partition' \
// RUN:   --inputs-dir %S/../Torch/Inputs/llama-f32.ref --expected-dir %S/../Torch/Inputs/llama-f32.ref | FileCheck %s --check-prefix=TORCH-LLAMA
// TORCH-LLAMA: ap-run: PASS: 22 output(s)
// RUN: ap-run %S/../Torch/Inputs/gpt2-f64.mlir --compare --pipeline='ap-import-torch,ap-recompute-partition' \
// RUN:   --inputs-dir %S/../Torch/Inputs/gpt2-f64.ref --expected-dir %S/../Torch/Inputs/gpt2-f64.ref | FileCheck %s --check-prefix=TORCH-GPT
// TORCH-GPT: ap-run: PASS: 29 output(s)
//
// Per-device code: the generator's LLaMA (one layer) pinned to FSDP on 4
// devices, partitioned, then split (the parameters' all-gathers recomputed
// in the backward), under both policies.
// RUN: %model_gen/llama.py --preset tiny --layers 1 --dtype f64 --mesh 4 --pin fsdp > %t.fsdp.mlir
// RUN: ap-run %t.fsdp.mlir --compare --pipeline='ap-partition,ap-recompute-partition' | FileCheck %s --check-prefix=FSDP
// RUN: ap-run %t.fsdp.mlir --compare --pipeline='ap-partition,ap-recompute-partition{policy=sac}' | FileCheck %s --check-prefix=FSDP
// RUN: ap-run %t.llama.mlir --compare --pipeline='ap-recompute-partition{policy=sac}' | FileCheck %s --check-prefix=LLAMA
// FSDP: ap-run: PASS: 13 output(s)
//
// The whole pipeline with the split: planned, partitioned, collectives
// optimized, then forward and backward per device.
// RUN: %model_gen/llama.py --preset tiny --layers 1 --dtype f64 --mesh 2x2 > %t.plain.mlir
// RUN: ap-run %t.plain.mlir --compare --pipeline='ap-auto-parallel{recompute=min-cut}' | FileCheck %s --check-prefix=PIPELINE
// RUN: ap-run %t.plain.mlir --compare --pipeline='ap-auto-parallel{recompute=sac}' | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: ap-run: PASS: 13 output(s)
//
// The pipeline as users run it, collectives scheduled last: a split after
// it splits the step unscheduled and schedules both halves again; a plan
// that counts a split's savings (auto-shard-options) makes the pipeline
// split (before scheduling), so that the plan's memory figure describes
// the program it writes; a split after that leaves it as it is.
// RUN: ap-run %t.plain.mlir --compare --pipeline='ap-auto-parallel,ap-recompute-partition{policy=sac}' | FileCheck %s --check-prefix=PIPELINE
// RUN: ap-run %t.fsdp.mlir --compare --pipeline='ap-partition,ap-schedule-collectives,ap-recompute-partition{policy=sac}' | FileCheck %s --check-prefix=FSDP
// RUN: ap-opt %t.fsdp.mlir --ap-partition --ap-schedule-collectives --ap-recompute-partition | FileCheck %s --check-prefix=FSDP-SPLIT
// FSDP-SPLIT-LABEL: func.func private @train_step_forward
// FSDP-SPLIT: ap.start
// FSDP-SPLIT-NEXT: ap.all_gather
// FSDP-SPLIT-LABEL: func.func private @train_step_backward
// FSDP-SPLIT: ap.start
// FSDP-SPLIT-NEXT: ap.all_gather
// RUN: ap-run %t.plain.mlir --compare --pipeline='ap-auto-parallel{auto-shard-options={recompute=sac}}' | FileCheck %s --check-prefix=PIPELINE
// RUN: ap-opt %t.plain.mlir --ap-auto-parallel='auto-shard-options={recompute=sac}' --ap-recompute-partition 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: warning: ap-recompute-partition: @train_step is split already (@train_step_forward, @train_step_backward)
// SPLIT: func.func private @train_step_forward
// SPLIT: func.func private @train_step_backward
// RUN: not ap-opt %t.plain.mlir --ap-auto-parallel='recompute=min-cut auto-shard-options={recompute=sac}' 2>&1 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: ap-auto-parallel: recompute=min-cut splits the step, but auto-shard-options plans for recompute=sac
