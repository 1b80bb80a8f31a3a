#!/usr/bin/env bash
# Random trust programs beyond the CI seeds (tools/model-gen/random_trust_test.py):
#   benchmarks/random-trust.sh [count] [first-seed] [driver options...]
# Builds what is missing, then runs `count` cases (default 10000, from seed
# 100001, past the CI seeds) in parallel (--jobs, default nproc) and prints
# one line per case that did not pass ("replay seed N: <command>") and
#   cases N, passed N, diagnosed N, mismatched N, crashed N; meshes ...; wall ...
# Exit 1 on any mismatch or crash. --verbose adds the diagnostics by
# frequency and the features covered.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >&2
python3 "$ROOT/tools/model-gen/random_trust_test.py" --tools "$BUILD_DIR/bin" \
  --count "${1:-10000}" --first "${2:-100001}" "${@:3}"
