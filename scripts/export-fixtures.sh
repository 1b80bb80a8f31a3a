#!/usr/bin/env bash
#===- scripts/export-fixtures.sh - Regenerate the PyTorch fixtures --------===//
#
# Exports the training steps of tools/torch-export/models.py (mlp, llama,
# gpt2; f32 and f64) and of Hugging Face families (hf_models.py: hf-llama,
# hf-gpt2, hf-bert-mlm, hf-t5, hf-mixtral, hf-mixtral-dispatch; f32) into
# test/Integration/Torch/Inputs/<model>-<dtype>.mlir
# with PyTorch's reference beside each (<model>-<dtype>.ref/input_<i>.npy,
# output_<i>.npy), and checks each with tools/torch-export/check.py. Sets
# up .venv-export first (scripts/setup-torch.sh).
# Arguments: the models to export (default: all of the above).
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/test/Integration/Torch/Inputs"
"$ROOT/scripts/setup-torch.sh" >/dev/null
PY="${SHARD_TORCH_VENV:-$ROOT/.venv-export}/bin/python"

mkdir -p "$OUT"
cd "$OUT"
models=("$@")
[ ${#models[@]} -gt 0 ] || models=(mlp llama gpt2 hf-llama hf-gpt2 hf-bert-mlm hf-t5 hf-mixtral hf-mixtral-dispatch)
for model in "${models[@]}"; do
  dtypes=(f32 f64)
  # The Hugging Face fixtures in f32 (their f64 steps compute parts in f32
  # on purpose: docs/TorchExport.md).
  [[ "$model" == hf-* ]] && dtypes=(f32)
  for dtype in "${dtypes[@]}"; do
    echo "export-fixtures: $model-$dtype.mlir"
    nice -n 10 "$PY" "$ROOT/tools/torch-export/export.py" --model "$model" \
      --dtype "$dtype" -o "$model-$dtype.mlir" \
      --comment "Regenerate the fixtures: scripts/export-fixtures.sh"
    # The exported text, run by torch-mlir's CPU path, against PyTorch's numbers.
    nice -n 10 "$PY" "$ROOT/tools/torch-export/check.py" "$model-$dtype.mlir" | tail -n 1
  done
  # torch.optim.AdamW's first and third steps of the Hugging Face GPT-2 and
  # LLaMA (test/Integration/Torch/optimizer.mlir).
  if [[ "$model" == hf-gpt2 || "$model" == hf-llama ]]; then
    nice -n 10 "$PY" "$ROOT/tools/torch-export/optimizer_reference.py" \
      --model "$model" --dtype f32 --fixture "$model-f32.ref" --steps 1,3 \
      -o "$model-f32.adamw"
  fi
done
