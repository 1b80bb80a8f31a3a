// REQUIRES: torch, transformers
// Every Hugging Face family of tools/torch-export/hf_models.py exports as
// shipped (tiny configs, called with attention_mask and labels=; the
// exporter traces in torch.export's compiling state, so transformers takes
// its traceable mask path, and sets dropout to 0) and its program computes
// PyTorch's loss and gradients; Mixtral (mixture of experts) with its
// experts as batched matmuls (hf_models.py says why) and in GShard's
// dispatch form (hf-mixtral-dispatch, the form expert parallelism needs).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-gpt2 -o %t/gpt2.mlir 2>&1 | FileCheck %s --check-prefix=DROPOUT
// RUN: ap-run %t/gpt2.mlir --inputs-dir %t/gpt2.ref --expected-dir %t/gpt2.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-llama -o %t/llama.mlir
// RUN: ap-run %t/llama.mlir --inputs-dir %t/llama.ref --expected-dir %t/llama.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-mistral -o %t/mistral.mlir
// RUN: ap-run %t/mistral.mlir --inputs-dir %t/mistral.ref --expected-dir %t/mistral.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-qwen2 -o %t/qwen2.mlir
// RUN: ap-run %t/qwen2.mlir --inputs-dir %t/qwen2.ref --expected-dir %t/qwen2.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-bert-mlm -o %t/bert-mlm.mlir
// RUN: ap-run %t/bert-mlm.mlir --inputs-dir %t/bert-mlm.ref --expected-dir %t/bert-mlm.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-bert-cls -o %t/bert-cls.mlir
// RUN: ap-run %t/bert-cls.mlir --inputs-dir %t/bert-cls.ref --expected-dir %t/bert-cls.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-t5 -o %t/t5.mlir
// RUN: ap-run %t/t5.mlir --inputs-dir %t/t5.ref --expected-dir %t/t5.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-vit -o %t/vit.mlir
// RUN: ap-run %t/vit.mlir --inputs-dir %t/vit.ref --expected-dir %t/vit.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-mixtral -o %t/mixtral.mlir
// RUN: ap-run %t/mixtral.mlir --inputs-dir %t/mixtral.ref --expected-dir %t/mixtral.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-mixtral-dispatch -o %t/mixtral-dispatch.mlir
// RUN: ap-run %t/mixtral-dispatch.mlir --inputs-dir %t/mixtral-dispatch.ref --expected-dir %t/mixtral-dispatch.ref | FileCheck %s
//
// The ops torch-mlir cannot lower (topk, sort and max over a dim with
// their backward: a crash in its pipeline) or lowers to a two-result scan
// (cumsum) are decomposed by the exporter; each step matches PyTorch.
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model %S/Inputs/op_models.py:topk -o %t/topk.mlir
// RUN: ap-run %t/topk.mlir --inputs-dir %t/topk.ref --expected-dir %t/topk.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model %S/Inputs/op_models.py:sort -o %t/sort.mlir
// RUN: ap-run %t/sort.mlir --inputs-dir %t/sort.ref --expected-dir %t/sort.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model %S/Inputs/op_models.py:cumsum -o %t/cumsum.mlir
// RUN: ap-run %t/cumsum.mlir --inputs-dir %t/cumsum.ref --expected-dir %t/cumsum.ref | FileCheck %s
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model %S/Inputs/op_models.py:max_dim -o %t/max_dim.mlir
// RUN: ap-run %t/max_dim.mlir --inputs-dir %t/max_dim.ref --expected-dir %t/max_dim.ref | FileCheck %s
// RUN: not grep tm_tensor.scan %t/cumsum.mlir
//
// f64: the loss is computed in f32 (Hugging Face's `.float()`), so the
// outputs and the finite differences are held to f32's rounding where it
// reaches them (the error model).
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model hf-llama --dtype f64 -o %t/llama-f64.mlir
// RUN: ap-run %t/llama-f64.mlir --inputs-dir %t/llama-f64.ref --expected-dir %t/llama-f64.ref | FileCheck %s
// RUN: ap-run %t/llama-f64.mlir --check-gradients | FileCheck %s --check-prefix=GRADIENTS
//
// Dropout kept in training mode is refused with the reason.
// RUN: not %torch_python %shard_src_root/tools/torch-export/export.py --model hf-gpt2 --keep-dropout -o %t/kept.mlir 2>&1 | FileCheck %s --check-prefix=KEPT

// DROPOUT: export.py: dropout set to 0 in 7 place(s) (transformer.drop,
// CHECK-NOT: FAIL
// CHECK: vs expected {{.*}}: PASS
// CHECK-NOT: FAIL
// GRADIENTS: ap-run: gradients PASS
// KEPT: export.py: error: the step draws random numbers (aten.bernoulli
