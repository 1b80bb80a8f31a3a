#!/usr/bin/env bash
# ap-recompute-partition on the generator's 32-layer LLaMA-3 8B step, planned
# and partitioned on 8x8 and 16x8: saved bytes per policy, peak memory of
# forward and backward per device, all-gathers before and after replay,
# wall time:  benchmarks/recompute.sh [--layers N] [--meshes 8x8,16x8]
# Builds what is missing first (benchmarks/recompute.py says what each
# column means).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >&2
python3 "$ROOT/benchmarks/recompute.py" --tools "$BUILD_DIR/bin" "$@"
