#!/usr/bin/env bash
# HiGHS, SCIP and CP-SAT against CBC on the integer programs of issue 30's
# memory-bound instance (benchmarks/solver_compare.py says what it prints):
#   benchmarks/solver-compare.sh [--seconds S]
# Plans LLaMA-3 70B's shapes (80 layers, 16x8x8, 80 GB) as written with
# gap=0 and writes the program CBC gets (ap-auto-shard's program-file), with
# CBC's own progress lines, then runs the other solvers on it. Sets up
# .venv-solvers (scripts/setup-solvers.sh) and builds what is missing.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
VENV="${SHARD_SOLVERS_VENV:-$ROOT/.venv-solvers}"
[ -x "$BUILD_DIR/bin/ap-opt" ] || "$ROOT/scripts/setup.sh" >&2
"$ROOT/scripts/setup-solvers.sh" >&2
WORK="$BUILD_DIR/solver-compare"
mkdir -p "$WORK"
python3 "$ROOT/tools/model-gen/llama.py" --preset llama3-8b --layers 80 \
  --dim 8192 --heads 64 --kv-heads 8 --ffn 28672 --batch 64 --seq 8192 \
  --mesh 16x8x8 > "$WORK/l70.mlir"
rm -f "$WORK"/l70-*.mps.gz
echo "CBC (ap-auto-shard, time-limit 60 s):"
"$BUILD_DIR/bin/ap-opt" "$WORK/l70.mlir" --pass-pipeline="builtin.module(ap-auto-parallel{einsum=never overlap=false gap=0 time-limit=60 progress=on auto-shard-options='program-file=$WORK/l70'})" \
  -o /dev/null 2>&1 | grep -E "dual bound|memory priced|integer program|CBC|solved:" || true
"$VENV/bin/python" "$ROOT/benchmarks/solver_compare.py" "$WORK/l70-1.mps.gz" \
  --work "$WORK" "$@"
