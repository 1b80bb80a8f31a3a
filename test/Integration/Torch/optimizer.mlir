// ap-append-optimizer against torch.optim.AdamW (its defaults: lr 1e-3,
// betas 0.9 / 0.999, eps 1e-8, weight decay 1e-2) on the Hugging Face
// fixtures: the step with the update appended, from the state PyTorch had
// before its first and its third update, computes PyTorch's loss, updated
// parameters, moments and step count (Inputs/<fixture>.adamw/step<s>,
// written by tools/torch-export/optimizer_reference.py; regenerate with
// scripts/export-fixtures.sh). The third step runs planned and partitioned
// on 2x2 too: the ZeRO-like placement of the moments the planner may pick
// is held to the global step and to PyTorch. Needs no torch.
//
// DEFINE: %{mesh2x2} = sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])/'
// DEFINE: %{pipeline} = --pipeline='ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}'
//
// RUN: ap-opt --ap-append-optimizer %S/Inputs/hf-gpt2-f32.mlir -o %t.gpt2.mlir
// RUN: ap-run %t.gpt2.mlir --inputs-dir %S/Inputs/hf-gpt2-f32.adamw/step1 --expected-dir %S/Inputs/hf-gpt2-f32.adamw/step1 | FileCheck %s --check-prefix=GPT
// RUN: %{mesh2x2} %t.gpt2.mlir > %t.gpt2-2x2.mlir
// RUN: ap-run %t.gpt2-2x2.mlir --compare %{pipeline} --inputs-dir %S/Inputs/hf-gpt2-f32.adamw/step3 --expected-dir %S/Inputs/hf-gpt2-f32.adamw/step3 | FileCheck %s --check-prefixes=GPT,COMPARE
// GPT-NOT: FAIL
// GPT-COUNT-86: vs expected {{.*}}: PASS
// COMPARE: ap-run: PASS: 86 output(s)
//
// RUN: ap-opt --ap-append-optimizer %S/Inputs/hf-llama-f32.mlir -o %t.llama.mlir
// RUN: ap-run %t.llama.mlir --inputs-dir %S/Inputs/hf-llama-f32.adamw/step1 --expected-dir %S/Inputs/hf-llama-f32.adamw/step1 | FileCheck %s --check-prefix=LLAMA
// RUN: %{mesh2x2} %t.llama.mlir > %t.llama-2x2.mlir
// RUN: ap-run %t.llama-2x2.mlir --compare %{pipeline} --inputs-dir %S/Inputs/hf-llama-f32.adamw/step3 --expected-dir %S/Inputs/hf-llama-f32.adamw/step3 | FileCheck %s --check-prefixes=LLAMA,LCOMPARE
// LLAMA-NOT: FAIL
// LLAMA-COUNT-65: vs expected {{.*}}: PASS
// LCOMPARE: ap-run: PASS: 65 output(s)
//
// A wrong update fails: twice the learning rate moves every parameter by
// lr = 1e-3 more than PyTorch did, over the error model's tolerance (about
// 2e-4 here: the tolerance of the gradients, which the first update divides
// by their own size; test/Transforms/Training/values.mlir pins the rule's
// smaller terms, such as the weight decay, digit by digit).
// RUN: ap-opt --ap-append-optimizer='lr=2e-3' %S/Inputs/hf-gpt2-f32.mlir -o %t.wrong.mlir
// RUN: not ap-run %t.wrong.mlir --inputs-dir %S/Inputs/hf-gpt2-f32.adamw/step1 --expected-dir %S/Inputs/hf-gpt2-f32.adamw/step1 2>&1 | FileCheck %s --check-prefix=WRONG
// WRONG: output 1 tensor<64x16xf32> vs expected tensor<64x16xf32>: max abs error 0.001{{.*}}: FAIL
