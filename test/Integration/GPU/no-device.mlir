// --device=gpu without a GPU (CI): the whole GPU pipeline runs (kernels to
// PTX, contractions to cuBLAS calls, launches and managed allocations to
// the host runtime's calls, LLVM IR), then the run stops with the CUDA
// runtime's reason before anything is JIT-compiled or loaded.
// REQUIRES: cuda
// UNSUPPORTED: cuda-device
//
// RUN: not ap-run --compare %shard_src_root/examples/mlp-megatron.mlir --pipeline=ap-auto-parallel --device=gpu 2>&1 | FileCheck %s
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp | not ap-run --compare - --device=gpu 2>&1 | FileCheck %s
// RUN: not ap-run --compare %shard_src_root/examples/llama-tiny-2x2.mlir --pipeline=ap-auto-parallel --device=gpu --gpu-chip=sm_80 2>&1 | FileCheck %s --check-prefix=A100
// A PyTorch export (GPT-2's training step, torch-mlir): gathers, scatters
// and all.
// RUN: sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])/' %shard_src_root/test/Integration/Torch/Inputs/gpt2-f32.mlir > %t.gpt2.mlir
// RUN: not ap-run %t.gpt2.mlir --compare --pipeline='ap-import-torch,ap-auto-shard,ap-partition' --device=gpu 2>&1 | FileCheck %s
// CHECK: error: lowered @{{mlp|train_step}} for the GPU (sm_90), but it cannot run here: {{no usable CUDA device: cuda[A-Za-z]+: .*|no CUDA device is visible}}
// A100: error: lowered @train_step for the GPU (sm_80), but it cannot run here
