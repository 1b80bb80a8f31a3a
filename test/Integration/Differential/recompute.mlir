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
