#!/usr/bin/env bash
# ap-opt on LLaMA-3 8B exported from PyTorch (issue 10's scale figures):
#   benchmarks/torch-export-scale.sh [--layers 2,32] [--meshes 8x8,8x8x4]
#       [--dtype bf16|f32] [--batch 1] [--time-limit 120] [--timeout 900]
#       [--cache build/torch-scale] [--attention fused|unfused]
#       [--no-generator] [--keep DIR]
# Exports the model with fake tensors (tools/torch-export, cached under
# build/torch-scale/), runs ap-import-torch, ap-raise-attention (unless
# --attention unfused), ap-auto-shard{target=h100
# progress} and ap-partition on each mesh, and prints one row per (layers,
# mesh) next to the same figures for tools/model-gen/llama.py's graph (see
# benchmarks/torch_export_scale.py for the columns). Sets up .venv-export
# when it is missing (scripts/setup-torch.sh); builds ap-opt only when it is
# missing (scripts/setup.sh), otherwise uses the build as it is.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
VENV="${SHARD_TORCH_VENV:-$ROOT/.venv-export}"
[ -x "$BUILD_DIR/bin/ap-opt" ] || "$ROOT/scripts/setup.sh" >&2
[ -x "$VENV/bin/python" ] || "$ROOT/scripts/setup-torch.sh" >&2
python3 "$ROOT/benchmarks/torch_export_scale.py" --tools "$BUILD_DIR/bin" \
  --python "$VENV/bin/python" "$@"
