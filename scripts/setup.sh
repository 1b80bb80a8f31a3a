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

# Everything the project builds and tests with, from Debian's packages.
PACKAGES=(
  cmake ninja-build g++ lld pkg-config python3
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  libgtest-dev
  coinor-libcbc-dev
  libopenmpi-dev openmpi-bin
)

log() { printf '[setup] %s\n' "$*" >&2; }

missing_packages() {
  local pkg
  for pkg in "${PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null |
        grep -q "install ok installed"; then
      echo "$pkg"
    fi
  done
}

install_packages() {
  local missing
  missing=$(missing_packages)
  if [ -z "$missing" ]; then
    log "all packages present"
    return
  fi
  if [ "${SHARD_SKIP_APT:-0}" = 1 ]; then
    log "missing packages (SHARD_SKIP_APT=1, not installing):" $missing
    exit 1
  fi
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null; then sudo="sudo"; else
      log "need root (or sudo) to install:" $missing; exit 1
    fi
  fi
  log "installing:" $missing
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
    --no-install-recommends $missing >/dev/null
}

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

install_packages
configure
build
