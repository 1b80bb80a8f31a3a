// REQUIRES: torch
// The exporter on fake tensors (tools/torch-export/export.py --fake,
// docs/TorchExport.md): LLaMA-3 8B's shapes traced without weights (one
// layer and a sequence of 64 here, to stay fast; the benchmark
// benchmarks/torch-export-scale.sh exports 2 and 32 layers at 8192). No
// reference is written, RoPE's table is computed in the graph (no dense
// constant but splats), and the graph is planned and partitioned on 8x8.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model llama3-8b --layers 1 --seq-len 64 -o %t/l8b.mlir 2>&1 | FileCheck %s --check-prefix=SAYS
// RUN: FileCheck %s --check-prefix=L8B < %t/l8b.mlir
// RUN: not ls %t/l8b.ref
// RUN: not grep -q 'dense<\[' %t/l8b.mlir
// RUN: sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 8x8, axes = ["dp", "tp"])/' %t/l8b.mlir > %t/l8b-8x8.mlir
// RUN: ap-opt %t/l8b-8x8.mlir --pass-pipeline='builtin.module(ap-import-torch,ap-auto-shard{target=h100 summary=%t/summary},ap-partition)' -o /dev/null
// RUN: FileCheck %s --check-prefix=PLAN < %t/summary
//
// --fake on a model with real parameters: the same program as the real
// export, apart from the header.
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model mlp -o %t/mlp.mlir
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model mlp --fake -o %t/mlp-fake.mlir
// RUN: tail -n +4 %t/mlp.mlir > %t/mlp.body
// RUN: tail -n +4 %t/mlp-fake.mlir > %t/mlp-fake.body
// RUN: diff %t/mlp.body %t/mlp-fake.body
//
// A buffer (the small LLaMA's freqs_cis) has no values under fake tensors.
// RUN: not %torch_python %shard_src_root/tools/torch-export/export.py --model llama --fake -o %t/llama.mlir 2>&1 | FileCheck %s --check-prefix=BUFFER
// RUN: not %torch_python %shard_src_root/tools/torch-export/export.py --model mlp --layers 2 -o %t/bad.mlir 2>&1 | FileCheck %s --check-prefix=OPTION

// SAYS: export.py: llama3-8b: parameters and inputs are fake tensors (shapes, no values); no PyTorch reference is computed or written

// L8B:      // tools/torch-export/export.py --model llama3-8b --dtype f32 --layers 1 --seq-len 64
// L8B-NEXT: // Traced from fake tensors (shapes, no values): no PyTorch reference
// L8B:      func.func @train_step(%tokens: tensor<1x64xi64> {ap.input_range = array<i64: 0, 128255>} loc("tokens"),
// L8B-NEXT:     %targets: tensor<1x64xi64> {ap.input_range = array<i64: 0, 128255>} loc("targets"),
// L8B-NEXT:     %tok_embeddings: tensor<128256x4096xf32> {ap.param} loc("tok_embeddings"),
// L8B-NEXT:     %layers_0_attention_wq: tensor<4096x4096xf32> {ap.param} loc("layers_0_attention_wq"),
// L8B-NEXT:     %layers_0_attention_wk: tensor<1024x4096xf32> {ap.param} loc("layers_0_attention_wk"),
// L8B-NEXT:     %layers_0_attention_wv: tensor<1024x4096xf32> {ap.param} loc("layers_0_attention_wv"),
// L8B-NEXT:     %layers_0_attention_wo: tensor<4096x4096xf32> {ap.param} loc("layers_0_attention_wo"),
// L8B-NEXT:     %layers_0_feed_forward_w1: tensor<14336x4096xf32> {ap.param} loc("layers_0_feed_forward_w1"),
// L8B-NEXT:     %layers_0_feed_forward_w2: tensor<4096x14336xf32> {ap.param} loc("layers_0_feed_forward_w2"),
// L8B-NEXT:     %layers_0_feed_forward_w3: tensor<14336x4096xf32> {ap.param} loc("layers_0_feed_forward_w3"),
// L8B-NEXT:     %layers_0_attention_norm: tensor<4096xf32> {ap.param} loc("layers_0_attention_norm"),
// L8B-NEXT:     %layers_0_ffn_norm: tensor<4096xf32> {ap.param} loc("layers_0_ffn_norm"),
// L8B-NEXT:     %norm: tensor<4096xf32> {ap.param} loc("norm"),
// L8B-NEXT:     %output: tensor<128256x4096xf32> {ap.param} loc("output"))
// L8B-NEXT:     -> (tensor<f32>,
// L8B-NEXT:         tensor<128256x4096xf32> {ap.grad_of = 2 : i64},
// The RoPE angles from an iota, their cosines and sines.
// L8B:      linalg.index
// L8B:      math.cos
// L8B:      math.sin
// L8B:      complex.create

// PLAN: ap-auto-shard plan for @train_step on @mesh (8x8), target h100
// PLAN: argument #2 (tok_embeddings) tensor<128256x4096xf32>

// BUFFER: export.py: error: a constant tensor of shape [8, 2] (torch.complex64) in a fake-tensor export has no values: compute it in the graph or pass it as an input
// OPTION: export.py: error: the model takes no --layers
