// REQUIRES: torch
// The PyTorch exporter itself (tools/torch-export, docs/TorchExport.md): it
// runs only where scripts/setup-torch.sh has made .venv-export. The
// committed fixtures in Inputs/ are what the rest of the suite uses.
//
// The MLP, its markers, names and PyTorch reference; torch-mlir's CPU path and
// ap-run both reproduce PyTorch's loss and gradients from the stored inputs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model mlp --dtype f32 -o %t/mlp.mlir
// RUN: FileCheck %s --check-prefix=MLP < %t/mlp.mlir
// RUN: ls %t/mlp.ref | FileCheck %s --check-prefix=REF
// RUN: %torch_python %shard_src_root/tools/torch-export/check.py %t/mlp.mlir | FileCheck %s --check-prefix=CHECKPY
// RUN: ap-opt %t/mlp.mlir -o /dev/null
// RUN: ap-run %t/mlp.mlir --inputs-dir %t/mlp.ref --expected-dir %t/mlp.ref | FileCheck %s --check-prefix=APRUN
//
// For GPT-2, index inputs get their range, the tied embedding is one parameter
// (its gradient sums both uses), tm_tensor ops are printed generically.
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model gpt2 --dtype f64 --no-reference -o %t/gpt2.mlir
// RUN: FileCheck %s --check-prefix=GPT < %t/gpt2.mlir
// RUN: not ls %t/gpt2.ref

// MLP:      module {
// MLP-NEXT:   func.func @train_step(%x: tensor<8x16xf32> loc("x"),
// MLP-NEXT:       %y: tensor<8x8xf32> loc("y"),
// MLP-NEXT:       %fc1: tensor<32x16xf32> {ap.param} loc("fc1"),
// MLP-NEXT:       %fc1_bias: tensor<32xf32> {ap.param} loc("fc1_bias"),
// MLP-NEXT:       %fc2: tensor<32x32xf32> {ap.param} loc("fc2"),
// MLP-NEXT:       %fc2_bias: tensor<32xf32> {ap.param} loc("fc2_bias"),
// MLP-NEXT:       %fc3: tensor<8x32xf32> {ap.param} loc("fc3"),
// MLP-NEXT:       %fc3_bias: tensor<8xf32> {ap.param} loc("fc3_bias"))
// MLP-NEXT:       -> (tensor<f32>,
// MLP-NEXT:           tensor<32x16xf32> {ap.grad_of = 2 : i64},
// MLP-NEXT:           tensor<32xf32> {ap.grad_of = 3 : i64},
// MLP-NEXT:           tensor<32x32xf32> {ap.grad_of = 4 : i64},
// MLP-NEXT:           tensor<32xf32> {ap.grad_of = 5 : i64},
// MLP-NEXT:           tensor<8x32xf32> {ap.grad_of = 6 : i64},
// MLP-NEXT:           tensor<8xf32> {ap.grad_of = 7 : i64}) {
// MLP:        linalg.matmul ins(%x,
// MLP:        return {{.*}} : tensor<f32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>
// MLP-NOT:  dense_resource

// REF:      input_0.npy
// REF-NEXT: input_1.npy
// REF:      input_7.npy
// REF-NEXT: output_0.npy
// REF:      output_6.npy
// REF-NOT:  _8.npy

// CHECKPY: check.py: PASS: 7 output(s)

// APRUN-COUNT-7: vs expected {{.*}}: PASS
// APRUN-NOT: FAIL

// GPT:      func.func @train_step(%tokens: tensor<4x8xi64> {ap.input_range = array<i64: 0, 66>} loc("tokens"),
// GPT-NEXT:     %targets: tensor<4x8xi64> {ap.input_range = array<i64: 0, 66>} loc("targets"),
// GPT-NEXT:     %transformer_wte: tensor<67x16xf64> {ap.param} loc("transformer_wte"),
// GPT-NEXT:     %transformer_wpe: tensor<8x16xf64> {ap.param} loc("transformer_wpe"),
// GPT-NEXT:     %transformer_h_0_ln_1: tensor<16xf64> {ap.param} loc("transformer_h_0_ln_1"),
// GPT-NEXT:     %transformer_h_0_ln_1_bias: tensor<16xf64> {ap.param} loc("transformer_h_0_ln_1_bias"),
// GPT-NEXT:     %transformer_h_0_attn_c_attn: tensor<48x16xf64> {ap.param} loc("transformer_h_0_attn_c_attn"),
// GPT-NEXT:     %transformer_h_0_attn_c_attn_bias: tensor<48xf64> {ap.param} loc("transformer_h_0_attn_c_attn_bias"),
// GPT:          %transformer_ln_f_bias: tensor<16xf64> {ap.param} loc("transformer_ln_f_bias"))
// GPT-NEXT:     -> (tensor<f64>,
// GPT-NEXT:         tensor<67x16xf64> {ap.grad_of = 2 : i64},
// GPT-NEXT:         tensor<8x16xf64> {ap.grad_of = 3 : i64},
// GPT:              tensor<16xf64> {ap.grad_of = 29 : i64}) {
// GPT:        = "tm_tensor.scatter"(
// GPT-NOT:    lm_head
// GPT-NOT:    {{^ *%[^ ]* = tm_tensor}}
