#!/usr/bin/env bash
#===- scripts/setup.sh - Install what is missing, configure, build --------===//
#
# Idempotent: installs only the Debian packages that are missing, configures
# the build directory only when it has not been configured, and then runs an
# incremental build. Safe to run any number of times.
#
# Environment:
#   SHARD_BUILD_DIR   build directory (default: <repo>/build)
#   SHARD_JOBS        parallel build jobs (default: number of cores)
#   SHARD_SKIP_APT=1  never call apt-get (fail if something is missing)
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
JOBS="${SHARD_JOBS:-$(nproc)}"
LLVM_PREFIX=/usr/lib/llvm-22

log() { printf '[setup] %s\n' "$*" >&2; }

# shellcheck source=lib/packages.sh
. "$ROOT/scripts/lib/packages.sh"

configure() {
  if [ -f "$BUILD_DIR/build.ninja" ]; then
    return
  fi
  log "configuring $BUILD_DIR"
  cmake -G Ninja -S "$ROOT" -B "$BUILD_DIR" \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR="$LLVM_PREFIX/lib/cmake/mlir" \
    -DLLVM_DIR="$LLVM_PREFIX/lib/cmake/llvm" >/dev/null
}

build() {
  log "building ($JOBS jobs)"
  ninja -C "$BUILD_DIR" -j "$JOBS"
}

shard_install_packages "${SHARD_PACKAGES[@]}"
# IREE compiles per-device programs (ap-run --backend=iree; the lit feature
# `iree`): its compiler and runtime, pinned, in .venv-iree.
"$ROOT/scripts/setup-iree.sh" >&2
configure
build
