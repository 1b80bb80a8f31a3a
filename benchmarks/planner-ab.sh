#!/usr/bin/env bash
# The planner A/B: the whole ap-auto-parallel of planner_scale.py's 8x8x4
# generator rows with this build's ap-opt (A) against another build's (B),
# paired runs (farm-bench, medians; ratio A/B):
#   benchmarks/planner-ab.sh BASE_BIN_DIR [runs]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BASE="$1"; RUNS="${2:-3}"; TMP="$(mktemp -d)"
PIPE='--pass-pipeline=builtin.module(ap-auto-parallel{summary=/dev/null})'
for row in "1 2" "1 32" "16 2" "16 32"; do
  set -- $row
  python3 "$ROOT/tools/model-gen/llama.py" --preset llama3-8b --layers "$2" \
    --batch "$1" --seq 8192 --dtype bf16 --mesh 8x8x4 > "$TMP/p.mlir"
  echo "== batch $1, $2 layers, 8x8x4"
  farm-bench -n "$RUNS" --warmup 0 --timeout 600 \
    --vs "$BASE/ap-opt $TMP/p.mlir $PIPE -o /dev/null" -- \
    "$ROOT/build/bin/ap-opt" "$TMP/p.mlir" "$PIPE" -o /dev/null
done
rm -rf "$TMP"
