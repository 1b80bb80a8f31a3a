#!/usr/bin/env bash
#===- scripts/setup-torch.sh - The optional PyTorch exporter's environment -===//
#
# Creates (once) the virtual environment <repo>/.venv-export and installs
# torch, torch-mlir, numpy and transformers (the Hugging Face families of
# tools/torch-export/hf_models.py) from PyPI into it when one is missing.
# Idempotent: a complete environment is left as it is. Only the exporter
# (tools/torch-export) and its lit test use it; the core build and its tests
# never do (the fixtures and their PyTorch references are committed).
#
# Environment:
#   SHARD_TORCH_VENV      the environment (default <repo>/.venv-export; the
#                         lit feature `torch` looks only at the default)
#   SHARD_TORCH_PACKAGES  what pip installs (default: the versions the
#                         fixtures were exported with; torch-mlir nightlies
#                         are built against one torch version)
#   SHARD_PIP_ARGS        extra pip arguments, e.g. a CPU-only torch:
#                         "--extra-index-url https://download.pytorch.org/whl/cpu"
#   PYTHON                the interpreter that creates it (default python3, >= 3.10)
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${SHARD_TORCH_VENV:-$ROOT/.venv-export}"
PACKAGES="${SHARD_TORCH_PACKAGES:-torch==2.15.0 torch-mlir==20261001 numpy transformers==5.24.0}"

if [ ! -x "$VENV/bin/python" ]; then
  echo "setup-torch: creating $VENV"
  "${PYTHON:-python3}" -m venv "$VENV"
fi

if "$VENV/bin/python" -c "import torch, torch_mlir, numpy, transformers" 2>/dev/null; then
  echo "setup-torch: $VENV has torch, torch-mlir, numpy and transformers"
else
  echo "setup-torch: installing $PACKAGES into $VENV"
  # shellcheck disable=SC2086 # word splitting of the package list is wanted
  "$VENV/bin/python" -m pip install ${SHARD_PIP_ARGS:-} $PACKAGES
  "$VENV/bin/python" -c "import torch, torch_mlir, numpy, transformers"
fi
"$VENV/bin/python" - <<'PY'
import importlib.metadata as m
print("setup-torch: " + ", ".join(
    f"{p} {m.version(p)}" for p in ("torch", "torch-mlir", "numpy", "transformers")))
PY
