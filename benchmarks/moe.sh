#!/usr/bin/env bash
# Expert parallelism on a Mixtral-8x7B-shaped model (issue 25's figure):
#   benchmarks/moe.sh [--layers 1,4] [--meshes 8x8,16x8] [--target h100]
# Builds what is missing, then prints one row per configuration and expert
# layout (see benchmarks/moe.py for what each column means).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >&2
python3 "$ROOT/benchmarks/moe.py" --tools "$BUILD_DIR/bin" "$@"
