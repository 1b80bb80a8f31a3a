#!/usr/bin/env bash
# What each pass of ap-auto-parallel does on the llama3 generator's graph
# (32 layers, 8x8 and 16x8) and on the PyTorch exports (2x4), and how long
# the pipeline takes:
#   benchmarks/auto-parallel.sh [--layers N] [--meshes 8x8,16x8]
#                               [--fixtures llama-f32,gpt2-f32]
# Builds what is missing first (benchmarks/auto_parallel.py says what each
# figure means).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >&2
python3 "$ROOT/benchmarks/auto_parallel.py" --tools "$BUILD_DIR/bin" "$@"
