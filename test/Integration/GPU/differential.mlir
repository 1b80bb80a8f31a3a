// On a GPU (the lent machine; never in CI): programs computed on the GPU
// (kernels through NVVM, contractions through cuBLAS, managed memory; the
// ranks as threads) against the global program on the CPU: a sharded MLP,
// a transformer layer forward and backward, and the auto-parallel LLaMA
// example.
// REQUIRES: cuda, cuda-device
//
// RUN: timeout 300 ap-run --compare %shard_src_root/examples/mlp-megatron.mlir --pipeline=ap-auto-parallel --device=gpu | FileCheck %s
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp > %t.layer.mlir
// RUN: timeout 300 ap-run --compare %t.layer.mlir --device=gpu | FileCheck %s
// RUN: timeout 300 ap-run --compare %shard_src_root/examples/llama-tiny-2x2.mlir --pipeline=ap-auto-parallel --device=gpu | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS
