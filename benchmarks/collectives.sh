#!/usr/bin/env bash
# Collective bandwidth per message size on the runtime's backends:
#   benchmarks/collectives.sh [--backend threads|mpi|nccl] [--ranks N] [--sizes 4K,1M]
# Builds what is missing first (benchmarks/collectives.py says what it
# measures).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >&2
python3 "$ROOT/benchmarks/collectives.py" --tools "$BUILD_DIR/bin" "$@"
