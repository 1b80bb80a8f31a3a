#!/usr/bin/env bash
#===- scripts/run-example.sh - Run the main job on a bundled example ------===//
#
# Installs and builds what is missing (scripts/setup.sh), then runs ap-opt on
# a bundled example (default: examples/mlp-megatron.mlir), which verifies
# every mesh, sharding and collective and prints the program back.
#
#   scripts/run-example.sh [example.mlir] [extra ap-opt flags...]
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
EXAMPLE="${1:-$ROOT/examples/mlp-megatron.mlir}"
shift || true

"$ROOT/scripts/setup.sh" >&2
echo "[run-example] ap-opt $EXAMPLE $*" >&2
"$BUILD_DIR/bin/ap-opt" --verify-roundtrip "$EXAMPLE" "$@"
