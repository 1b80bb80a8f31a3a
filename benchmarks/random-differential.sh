#!/usr/bin/env bash
# Randomized differential testing of ap-partition beyond the CI seeds:
#   benchmarks/random-differential.sh [count] [first-seed]
# Builds what is missing, then checks `count` random programs (default 500,
# from seed 1001, past the CI seeds) with ap-run --compare and prints the
# summary line.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >&2
python3 "$ROOT/tools/model-gen/random_test.py" --tools "$BUILD_DIR/bin" \
  --count "${1:-500}" --first "${2:-1001}"
