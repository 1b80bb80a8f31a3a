#!/usr/bin/env bash
#===- scripts/run-example.sh - Run the main job on a bundled example ------===//
#
# Installs and builds what is missing (scripts/setup.sh), then, on a bundled
# sharded program (default: examples/mlp-megatron.mlir):
#   1. partitions it into per-device code (ap-opt --ap-partition) and prints
#      the result;
#   2. proves the partitioned program equal to the original by running both
#      on simulated ranks with the same random inputs (ap-run --compare).
# Exits non-zero if they differ.
#
#   scripts/run-example.sh [example.mlir]
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
EXAMPLE="${1:-$ROOT/examples/mlp-megatron.mlir}"

"$ROOT/scripts/setup.sh" >&2
echo "[run-example] ap-opt --ap-partition $EXAMPLE" >&2
"$BUILD_DIR/bin/ap-opt" --ap-partition "$EXAMPLE"
echo "[run-example] ap-run --compare $EXAMPLE" >&2
"$BUILD_DIR/bin/ap-run" --compare "$EXAMPLE"
