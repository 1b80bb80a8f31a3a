#!/usr/bin/env bash
#===- scripts/run-example.sh - Run the main job on a bundled example ------===//
#
# Installs and builds what is missing (scripts/setup.sh, its output in a log),
# then, on a bundled program (default: examples/llama-tiny-2x2.mlir, a
# two-layer LLaMA training step with no shardings):
#   1. runs the whole pipeline (ap-opt --ap-auto-parallel, docs/Pipeline.md):
#      picks a placement for every value, partitions the plan into per-device
#      code, optimizes and schedules its collectives; prints the plan
#      summary and where the plan report (one HTML page: open it in a
#      browser, docs/PlanReport.md) and the partitioned program were
#      written;
#   2. proves the partitioned program equal to the original by running both
#      on simulated ranks with the same random inputs (ap-run --compare), and
#      prints the verdict (every output's comparison is in a log).
# A program that already carries shardings (e.g. examples/mlp-megatron.mlir)
# skips the auto-sharder. Exits non-zero if the programs differ.
#
# The tiny model's kernels are far below an H100's kernel floor, which would
# make every plan cost the same; the example prices it on a toy target whose
# compute dominates (1 GFLOP/s in f64, no floor), so that the plan shards.
#
#   scripts/run-example.sh [example.mlir]
#
# Environment: SHARD_BUILD_DIR (default <repo>/build); SHARD_SKIP_SETUP=1
# uses the build as it is (the test suite's check of this script).
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
EXAMPLE="${1:-$ROOT/examples/llama-tiny-2x2.mlir}"
NAME="$(basename "$EXAMPLE" .mlir)"
OUT_DIR="$BUILD_DIR/example"
mkdir -p "$OUT_DIR"

if [ "${SHARD_SKIP_SETUP:-0}" != 1 ]; then
  echo "[run-example] installing what is missing and building (log: $OUT_DIR/setup.log)"
  if ! "$ROOT/scripts/setup.sh" > "$OUT_DIR/setup.log" 2>&1; then
    tail -n 20 "$OUT_DIR/setup.log"
    echo "[run-example] setup failed; the whole log: $OUT_DIR/setup.log"
    exit 1
  fi
fi

PARTITIONED="$OUT_DIR/$NAME.partitioned.mlir"
SUMMARY="$OUT_DIR/$NAME.summary.txt"
REPORT="$OUT_DIR/$NAME.plan.html"
rm -f "$REPORT"
if grep -q "ap.sharding" "$EXAMPLE"; then
  PIPELINE="ap-partition"
  : > "$SUMMARY"
else
  TARGET='{"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}'
  PIPELINE="ap-auto-parallel{target-json=$TARGET}"
fi
echo "[run-example] ap-opt --pass-pipeline='builtin.module($PIPELINE)' $EXAMPLE"
PLAN_PIPELINE="${PIPELINE/\{/\{summary=$SUMMARY plan-report=$REPORT }"
"$BUILD_DIR/bin/ap-opt" --pass-pipeline="builtin.module($PLAN_PIPELINE)" \
  "$EXAMPLE" -o "$PARTITIONED"
cat "$SUMMARY"
if [ -f "$REPORT" ]; then
  echo "[run-example] plan report (open in a browser): $REPORT"
fi
echo "[run-example] partitioned program: $PARTITIONED"

COMPARE_LOG="$OUT_DIR/$NAME.compare.log"
echo "[run-example] ap-run --compare --pipeline='$PIPELINE' $EXAMPLE"
status=0
"$BUILD_DIR/bin/ap-run" --compare --pipeline="$PIPELINE" "$EXAMPLE" \
  > "$COMPARE_LOG" 2>&1 || status=$?
grep -E ": FAIL|error:" "$COMPARE_LOG" | head -n 10 || true
VERDICT="$(grep -E "^ap-run: (PASS|FAIL)" "$COMPARE_LOG" | tail -n 1 || true)"
echo "${VERDICT:-ap-run: no verdict (exit status $status)}"
echo "[run-example] every output's comparison: $COMPARE_LOG"
exit "$status"
