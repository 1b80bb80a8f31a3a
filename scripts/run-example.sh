#!/usr/bin/env bash
#===- scripts/run-example.sh - Run the main job on a bundled example ------===//
#
# Installs and builds what is missing (scripts/setup.sh), then, on a bundled
# program (default: examples/llama-tiny-2x2.mlir, a two-layer LLaMA training
# step with no shardings):
#   1. runs the whole pipeline (ap-opt --ap-auto-parallel, docs/Pipeline.md):
#      picks a placement for every value and prints the plan summary,
#      partitions the plan into per-device code, optimizes its collectives,
#      and prints the result;
#   2. proves the partitioned program equal to the original by running both
#      on simulated ranks with the same random inputs (ap-run --compare).
# A program that already carries shardings (e.g. examples/mlp-megatron.mlir)
# skips the auto-sharder. Exits non-zero if the programs differ.
#
# The tiny model's kernels are far below an H100's kernel floor, which would
# make every plan cost the same; the example prices it on a toy target whose
# compute dominates (1 GFLOP/s in f64, no floor), so that the plan shards.
#
#   scripts/run-example.sh [example.mlir]
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
EXAMPLE="${1:-$ROOT/examples/llama-tiny-2x2.mlir}"

"$ROOT/scripts/setup.sh" >&2
if grep -q "ap.sharding" "$EXAMPLE"; then
  PIPELINE="ap-partition"
else
  TARGET='{"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}'
  PIPELINE="ap-auto-parallel{summary=- target-json=$TARGET}"
fi
echo "[run-example] ap-opt --pass-pipeline='builtin.module($PIPELINE)' $EXAMPLE" >&2
"$BUILD_DIR/bin/ap-opt" --pass-pipeline="builtin.module($PIPELINE)" "$EXAMPLE"
# The same pipeline, without printing the summary again.
RUN_PIPELINE="${PIPELINE//summary=- /}"
echo "[run-example] ap-run --compare --pipeline='$RUN_PIPELINE' $EXAMPLE" >&2
"$BUILD_DIR/bin/ap-run" --compare --pipeline="$RUN_PIPELINE" "$EXAMPLE"
