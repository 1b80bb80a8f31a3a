#!/usr/bin/env bash
#===- scripts/test.sh - Build (if needed) and run the whole test suite ----===//
#
# Runs scripts/setup.sh (install, configure, build), then every test through
# CTest: lit (with --verify-roundtrip on every ap-opt run), the gtest suites,
# the generated-docs check and the external find_package(Shard) consumers.
# Extra arguments go to ctest (e.g. -R lit, -L unit).
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"

"$ROOT/scripts/setup.sh"
ctest --test-dir "$BUILD_DIR" --output-on-failure -j "${SHARD_JOBS:-$(nproc)}" "$@"
