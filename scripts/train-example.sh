#!/usr/bin/env bash
#===- scripts/train-example.sh - Train the tiny LLaMA, write train.html ----===//
#
# Trains a model with the project, on the machine at hand, and shows its loss
# curve next to PyTorch's. Uses the build (scripts/run-example.sh makes it);
# needs neither PyTorch nor NumPy:
#   1. tokenizes a text every Debian system has (the GPL-3 of base-files,
#      /usr/share/common-licenses/GPL-3) character by character into 64 ids
#      (tools/train/tokenize_text.py): windows of 8 tokens and their next tokens;
#   2. trains the exporter's tiny LLaMA (test/Integration/Torch/Inputs/
#      llama-f32.mlir: 2 layers, dim 16, PyTorch's initial parameters from
#      its .ref/) with AdamW (torch.optim.AdamW's defaults) for 300 steps of
#      4 windows, planned by ap-auto-parallel for a 2x2 mesh (a toy target
#      whose compute dominates, so that the plan shards) and run on 4 threads
#      (ap-train, docs/Training.md);
#   3. writes build/train-example/train.html: the loss per step against
#      PyTorch's run of the same model, init, data and optimizer
#      (examples/train/llama-gpl3-torch.txt, made by
#      tools/torch-export/train_reference.py; `--torch` remakes it where
#      scripts/setup-torch.sh has set PyTorch up).
#
#   scripts/train-example.sh [--steps N] [--torch]
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
OUT="$BUILD_DIR/train-example"
FIXTURE="$ROOT/test/Integration/Torch/Inputs/llama-f32"
CORPUS=/usr/share/common-licenses/GPL-3
TORCH_LOSSES="$ROOT/examples/train/llama-gpl3-torch.txt"
STEPS=300
TORCH=0
while [ $# -gt 0 ]; do
  case "$1" in
    --steps) STEPS="$2"; shift 2 ;;
    --torch) TORCH=1; shift ;;
    *) echo "usage: scripts/train-example.sh [--steps N] [--torch]" >&2; exit 2 ;;
  esac
done
if [ ! -x "$BUILD_DIR/bin/ap-train" ]; then
  echo "[train-example] no $BUILD_DIR/bin/ap-train: run scripts/run-example.sh first (it builds)" >&2
  exit 1
fi

rm -rf "$OUT" && mkdir -p "$OUT"
python3 "$ROOT/tools/train/tokenize_text.py" "$CORPUS" "$OUT/data" | sed 's/^/[train-example] /'
python3 "$ROOT/test/Integration/Torch/Inputs/training-files.py" split \
  "$FIXTURE.ref" "$OUT/fixture" --data 0,1
sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x2, axes = ["dp", "tp"])/' \
  "$FIXTURE.mlir" > "$OUT/step.mlir"
TARGET='{"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}'
echo "[train-example] ap-train: $STEPS steps on 2x2 (threads), AdamW; log: $OUT/ap-train.txt"
"$BUILD_DIR/bin/ap-train" "$OUT/step.mlir" \
  --pipeline="ap-import-torch,ap-auto-parallel{target-json=$TARGET}" \
  --init "$OUT/fixture/init" --data "$OUT/data" --steps "$STEPS" \
  --checkpoint-dir "$OUT/checkpoints" --checkpoint-every 100 \
  > "$OUT/ap-train.txt"
grep '^step ' "$OUT/ap-train.txt" | tail -n 1 | sed 's/^/[train-example] /'
# The plan's predicted step beside the measured one (for this toy target,
# not the machine's: benchmarks/calibrate.py holds calibrated ones to runs).
grep '^ap-train: predicted step' "$OUT/ap-train.txt" | sed 's/^/[train-example] /'

if [ "$TORCH" = 1 ]; then
  PY="${SHARD_TORCH_VENV:-$ROOT/.venv-export}/bin/python"
  {
    echo "# PyTorch's run that scripts/train-example.sh draws: tools/torch-export/train_reference.py"
    echo "# --model llama --steps $STEPS --threads 1 on $CORPUS ($(sha256sum "$CORPUS" | cut -c1-64))"
    "$PY" "$ROOT/tools/torch-export/train_reference.py" --model llama \
      --init "$OUT/fixture/init" --data "$OUT/data" --steps "$STEPS" --threads 1
  } > "$TORCH_LOSSES.new"
  mv "$TORCH_LOSSES.new" "$TORCH_LOSSES"
  echo "[train-example] PyTorch's losses: $TORCH_LOSSES"
fi
if ! grep -q "$(sha256sum "$CORPUS" | cut -c1-64)" "$TORCH_LOSSES"; then
  echo "[train-example] note: $CORPUS is not the text PyTorch's stored run read; its curve is another run's (remake it with --torch)"
fi
python3 "$ROOT/tools/train/train_report.py" "$OUT/ap-train.txt" "$TORCH_LOSSES" \
  "$OUT/train.html" --title "A tiny LLaMA trained on 2x2 by ap-train, against PyTorch" \
  --note "The exporter's 2-layer LLaMA (dim 16, vocabulary 64) from PyTorch's initial parameters, trained by ap-train with AdamW (torch.optim.AdamW's defaults) for $STEPS steps of 4 windows of 8 characters of the GPL-3 text, planned for a 2x2 mesh and run on 4 threads (scripts/train-example.sh); PyTorch trained the same model from the same parameters on the same batches with torch.optim.AdamW." \
  | sed 's/^/[train-example] /'
echo "[train-example] open $OUT/train.html"
