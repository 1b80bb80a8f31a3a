// Hugging Face models as people ship them (tools/torch-export/hf_models.py;
// regenerate with scripts/export-fixtures.sh): tiny configs of LLaMA, GPT-2,
// BERT (masked LM), T5 and Mixtral (4 experts, top 2), called the usual way (attention_mask with a
// padded key, labels=, the model's own loss; dropout set to 0), exported in
// f32 with PyTorch's loss and gradients. Each gets a mesh, is planned and
// partitioned (a slow target, where sharding pays), and ap-run checks that
// the program computes PyTorch's numbers and that the partitioned one
// computes the same. Needs no torch.
//
// What they take that the hand-written fixtures do not: the attention-mask
// gathers of i1 (ap-import-torch), tensor.pad of the shifted labels (the
// slice family's rule), ignore indices in the labels' range (BERT and T5,
// `ap.input_range = array<i64: 0, 63, -100>`, drawn by the random run).
//
// DEFINE: %{mesh2x2} = sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])/'
// DEFINE: %{mesh2x4} = sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x4, axes = ["a", "b"])/'
// DEFINE: %{pipeline} = --pipeline='ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}'
// The 2x4 runs (and T5's second) raise attention first (docs/Attention.md:
// every attention of these exports fuses but T5's biased ones), so the fused
// ops, sharded and partitioned, are held to PyTorch's numbers too; their
// per-device programs are scheduled (buckets, collectives in flight:
// docs/Overlap.md).
// DEFINE: %{raised} = --pipeline='ap-import-torch,ap-raise-attention,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations},ap-schedule-collectives'
//
// RUN: %{mesh2x2} %S/Inputs/hf-llama-f32.mlir > %t.llama-2x2.mlir
// RUN: ap-run %t.llama-2x2.mlir --compare %{pipeline} --inputs-dir %S/Inputs/hf-llama-f32.ref --expected-dir %S/Inputs/hf-llama-f32.ref | FileCheck %s --check-prefix=LLAMA
// RUN: %{mesh2x4} %S/Inputs/hf-llama-f32.mlir > %t.llama-2x4.mlir
// RUN: ap-run %t.llama-2x4.mlir --compare %{raised} --inputs-dir %S/Inputs/hf-llama-f32.ref --expected-dir %S/Inputs/hf-llama-f32.ref | FileCheck %s --check-prefix=LLAMA
// LLAMA-COUNT-22: vs expected {{.*}}: PASS
// LLAMA: ap-run: PASS: 22 output(s)
//
// RUN: %{mesh2x2} %S/Inputs/hf-gpt2-f32.mlir > %t.gpt2-2x2.mlir
// RUN: ap-run %t.gpt2-2x2.mlir --compare %{pipeline} --inputs-dir %S/Inputs/hf-gpt2-f32.ref --expected-dir %S/Inputs/hf-gpt2-f32.ref | FileCheck %s --check-prefix=GPT
// RUN: %{mesh2x4} %S/Inputs/hf-gpt2-f32.mlir > %t.gpt2-2x4.mlir
// RUN: ap-run %t.gpt2-2x4.mlir --compare %{raised} --inputs-dir %S/Inputs/hf-gpt2-f32.ref --expected-dir %S/Inputs/hf-gpt2-f32.ref | FileCheck %s --check-prefix=GPT
// GPT-COUNT-29: vs expected {{.*}}: PASS
// GPT: ap-run: PASS: 29 output(s)
//
// RUN: %{mesh2x2} %S/Inputs/hf-bert-mlm-f32.mlir > %t.bert-2x2.mlir
// RUN: ap-run %t.bert-2x2.mlir --compare %{pipeline} --inputs-dir %S/Inputs/hf-bert-mlm-f32.ref --expected-dir %S/Inputs/hf-bert-mlm-f32.ref | FileCheck %s --check-prefix=BERT
// RUN: %{mesh2x4} %S/Inputs/hf-bert-mlm-f32.mlir > %t.bert-2x4.mlir
// RUN: ap-run %t.bert-2x4.mlir --compare %{raised} --inputs-dir %S/Inputs/hf-bert-mlm-f32.ref --expected-dir %S/Inputs/hf-bert-mlm-f32.ref | FileCheck %s --check-prefix=BERT
// BERT-COUNT-43: vs expected {{.*}}: PASS
// BERT: ap-run: PASS: 43 output(s)
// Random inputs: labels drawn from [0, 63] and the ignore index -100.
// RUN: ap-run %t.bert-2x2.mlir --compare %{pipeline} --seed 3 | FileCheck %s --check-prefix=RANDOM
// RANDOM-NOT: FAIL
// RANDOM: ap-run: PASS: 43 output(s)
//
// RUN: %{mesh2x2} %S/Inputs/hf-t5-f32.mlir > %t.t5-2x2.mlir
// RUN: ap-run %t.t5-2x2.mlir --compare %{pipeline} --inputs-dir %S/Inputs/hf-t5-f32.ref --expected-dir %S/Inputs/hf-t5-f32.ref | FileCheck %s --check-prefix=T5
// RUN: ap-run %t.t5-2x2.mlir --compare %{raised} --inputs-dir %S/Inputs/hf-t5-f32.ref --expected-dir %S/Inputs/hf-t5-f32.ref | FileCheck %s --check-prefix=T5
// T5-COUNT-48: vs expected {{.*}}: PASS
// T5: ap-run: PASS: 48 output(s)
//
// Mixtral: the router's topk (decomposed by the exporter), the experts as
// one-hot gathers of their weights and batched matmuls.
// RUN: %{mesh2x2} %S/Inputs/hf-mixtral-f32.mlir > %t.mixtral-2x2.mlir
// RUN: ap-run %t.mixtral-2x2.mlir --compare %{pipeline} --inputs-dir %S/Inputs/hf-mixtral-f32.ref --expected-dir %S/Inputs/hf-mixtral-f32.ref | FileCheck %s --check-prefix=MIXTRAL
// RUN: %{mesh2x4} %S/Inputs/hf-mixtral-f32.mlir > %t.mixtral-2x4.mlir
// RUN: ap-run %t.mixtral-2x4.mlir --compare %{raised} --inputs-dir %S/Inputs/hf-mixtral-f32.ref --expected-dir %S/Inputs/hf-mixtral-f32.ref | FileCheck %s --check-prefix=MIXTRAL
// MIXTRAL-COUNT-22: vs expected {{.*}}: PASS
// MIXTRAL: ap-run: PASS: 22 output(s)
