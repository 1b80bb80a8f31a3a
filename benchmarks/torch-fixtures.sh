#!/usr/bin/env bash
# Plans the committed PyTorch exports (MLP, LLaMA, GPT-2; f32 and f64) on
# 2x2, 4 and 2x4 for the h100 target and a slow-compute one, and with
# --check proves each plan with ap-run against PyTorch's numbers:
#   benchmarks/torch-fixtures.sh [--check] [--meshes 2x2,4,2x4]
#                                [--targets h100,slow] [--time-limit S]
# Builds what is missing, then prints one row per (fixture, mesh, target)
# (benchmarks/torch_fixtures.py says what each column means).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >&2
python3 "$ROOT/benchmarks/torch_fixtures.py" --tools "$BUILD_DIR/bin" "$@"
