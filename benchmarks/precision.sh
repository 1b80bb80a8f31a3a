#!/usr/bin/env bash
# The bf16 precision policy's plans and predicted steps (docs/Precision.md):
#   benchmarks/precision.sh [--configs 1:8x8,32:8x8,32:16x8] [--batch 16] [--seq 8192]
# Builds what is missing, then prints one row per configuration and program
# form (see benchmarks/precision.py for what each column means).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >&2
python3 "$ROOT/benchmarks/precision.py" --tools "$BUILD_DIR/bin" "$@"
