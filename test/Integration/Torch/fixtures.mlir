// The committed PyTorch exports (tools/torch-export; regenerate with
// scripts/export-fixtures.sh): an MLP, a 2-layer LLaMA in torchtitan style
// (complex RoPE, GQA, RMSNorm, SwiGLU, cross-entropy) and a 2-layer GPT-2 in
// nanoGPT style (LayerNorm, fused QKV with bias, tanh-GELU, tied head,
// vocabulary 67), f32 and f64. Each gets a mesh, goes through
// ap-import-torch, ap-auto-shard (a slow target, where sharding pays) and
// ap-partition, and ap-run checks that the unsharded program computes
// PyTorch's loss and gradients (stored beside the fixture) and that the
// partitioned one computes the same. Needs no torch.
//
// DEFINE: %{mesh2x2} = sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])/'
// DEFINE: %{pipeline} = --pipeline='ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}'
// The f64 runs of LLaMA and GPT-2 raise attention first (docs/Attention.md),
// so the fused ops, sharded and partitioned, are held to PyTorch's numbers;
// their per-device programs are scheduled too (buckets, collectives in
// flight: docs/Overlap.md).
// DEFINE: %{raised} = --pipeline='ap-import-torch,ap-raise-attention,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations},ap-schedule-collectives'
//
// RUN: %{mesh2x2} %S/Inputs/mlp-f32.mlir > %t.mlp-f32.mlir
// RUN: ap-run %t.mlp-f32.mlir --compare %{pipeline} --inputs-dir %S/Inputs/mlp-f32.ref --expected-dir %S/Inputs/mlp-f32.ref | FileCheck %s --check-prefix=MLP
// RUN: %{mesh2x2} %S/Inputs/mlp-f64.mlir > %t.mlp-f64.mlir
// RUN: ap-run %t.mlp-f64.mlir --compare %{pipeline} --inputs-dir %S/Inputs/mlp-f64.ref --expected-dir %S/Inputs/mlp-f64.ref | FileCheck %s --check-prefix=MLP
// MLP-COUNT-7: vs expected {{.*}}: PASS
// MLP: mesh @mesh 2x2 (4 devices)
// MLP: ap-run: PASS: 7 output(s)
//
// RUN: %{mesh2x2} %S/Inputs/llama-f32.mlir > %t.llama-f32.mlir
// RUN: ap-run %t.llama-f32.mlir --compare %{pipeline} --inputs-dir %S/Inputs/llama-f32.ref --expected-dir %S/Inputs/llama-f32.ref | FileCheck %s --check-prefix=LLAMA
// RUN: %{mesh2x2} %S/Inputs/llama-f64.mlir > %t.llama-f64.mlir
// RUN: ap-run %t.llama-f64.mlir --compare %{raised} --inputs-dir %S/Inputs/llama-f64.ref --expected-dir %S/Inputs/llama-f64.ref | FileCheck %s --check-prefix=LLAMA
// LLAMA-COUNT-22: vs expected {{.*}}: PASS
// LLAMA: mesh @mesh 2x2 (4 devices)
// LLAMA: ap-run: PASS: 22 output(s)
//
// RUN: %{mesh2x2} %S/Inputs/gpt2-f32.mlir > %t.gpt2-f32.mlir
// RUN: ap-run %t.gpt2-f32.mlir --compare %{pipeline} --inputs-dir %S/Inputs/gpt2-f32.ref --expected-dir %S/Inputs/gpt2-f32.ref | FileCheck %s --check-prefix=GPT
// RUN: %{mesh2x2} %S/Inputs/gpt2-f64.mlir > %t.gpt2-f64.mlir
// RUN: ap-run %t.gpt2-f64.mlir --compare %{raised} --inputs-dir %S/Inputs/gpt2-f64.ref --expected-dir %S/Inputs/gpt2-f64.ref | FileCheck %s --check-prefix=GPT
// Contractions as calls of the runtime's GEMM (39 in GPT-2's step, 57 in
// LLaMA's, counted below), against the loops and against PyTorch:
// RUN: ap-opt %t.gpt2-f32.mlir --pass-pipeline='builtin.module(ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations},ap-lower-to-runtime,ap-lower-contractions-to-gemm)' | grep -c "call @ap_rt_gemm_f32" | FileCheck %s --check-prefix=GPT-GEMM
// RUN: ap-opt %t.llama-f32.mlir --pass-pipeline='builtin.module(ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations},ap-lower-to-runtime,ap-lower-contractions-to-gemm)' | grep -c "call @ap_rt_gemm_f32" | FileCheck %s --check-prefix=LLAMA-GEMM
// GPT-GEMM: {{^}}39{{$}}
// LLAMA-GEMM: {{^}}57{{$}}
// RUN: ap-run %t.gpt2-f64.mlir --compare %{pipeline} --inputs-dir %S/Inputs/gpt2-f64.ref --expected-dir %S/Inputs/gpt2-f64.ref --contractions=gemm | FileCheck %s --check-prefix=GPT
// RUN: ap-run %t.llama-f64.mlir --compare %{pipeline} --inputs-dir %S/Inputs/llama-f64.ref --expected-dir %S/Inputs/llama-f64.ref --contractions=gemm | FileCheck %s --check-prefix=LLAMA
// GPT-COUNT-29: vs expected {{.*}}: PASS
// GPT: mesh @mesh 2x2 (4 devices)
// GPT: ap-run: PASS: 29 output(s)
//
// A 1-D mesh of 4.
// RUN: sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 4, axes = ["a"])/' %S/Inputs/llama-f64.mlir > %t.llama-4.mlir
// RUN: ap-run %t.llama-4.mlir --compare %{pipeline} --inputs-dir %S/Inputs/llama-f64.ref --expected-dir %S/Inputs/llama-f64.ref | FileCheck %s --check-prefix=LLAMA4
// LLAMA4: mesh @mesh 4 (4 devices)
// LLAMA4: ap-run: PASS: 22 output(s)
//
// On 2x4 the slow target's plan slices RoPE's complex<f32> table per
// device (a complex collective; test/Integration/Differential/complex.mlir
// covers all_reduce, reduce_scatter's pieces and all_gather on complex).
// RUN: sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x4, axes = ["a", "b"])/' %S/Inputs/llama-f32.mlir > %t.llama-2x4.mlir
// RUN: ap-opt %t.llama-2x4.mlir --pass-pipeline='builtin.module(ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations})' \
// RUN:   | FileCheck %s --check-prefix=COMPLEX
// COMPLEX: ap.{{[a-z_]+}} {{.*}}complex<f32>
// RUN: ap-run %t.llama-2x4.mlir --compare %{pipeline} --inputs-dir %S/Inputs/llama-f32.ref --expected-dir %S/Inputs/llama-f32.ref | FileCheck %s --check-prefix=LLAMA2X4
// LLAMA2X4: mesh @mesh 2x4 (8 devices)
// LLAMA2X4: ap-run: PASS: 22 output(s)
