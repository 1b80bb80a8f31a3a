#!/usr/bin/env bash
# The ap-auto-shard benchmark on the LLaMA-3 8B graph (issue 4's figures):
#   benchmarks/auto-shard-llama.sh [--layers 2,8,32] [--meshes 8x8,16x8,8x8x4]
#                                  [--baselines] [--memory-budget GB]
# Builds what is missing, then prints one row per configuration (see
# benchmarks/auto_shard_llama.py for what each column means).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >&2
python3 "$ROOT/benchmarks/auto_shard_llama.py" --tools "$BUILD_DIR/bin" "$@"
