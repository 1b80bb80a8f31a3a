#!/usr/bin/env bash
#===- scripts/sanitize.sh - Build and test under ASan and UBSan -----------===//
#
# Configures a separate build directory in Debug (NDEBUG undefined, so the
# asserts of the project and of the LLVM/MLIR headers it inlines are live)
# with AddressSanitizer (LeakSanitizer included) and UndefinedBehavior-
# Sanitizer, every UBSan check fatal, builds everything and runs the whole
# CTest suite there. Exits non-zero on any failure or sanitizer report.
# A nightly-style job, not part of scripts/test.sh (docs/Testing.md).
#
# The compiler is clang-22 (installed if missing, like scripts/setup.sh
# does); with it the project code also carries -fsanitize=fuzzer-no-link and
# ap-fuzz is built, so that scripts/fuzz.sh reuses this build directory.
# SHARD_SANITIZE_CC=gcc uses GCC's sanitizers instead (no fuzzer).
#
# Usage: scripts/sanitize.sh [--build-only] [ctest arguments...]
#
# Environment:
#   SHARD_ASAN_BUILD_DIR  build directory (default: <repo>/build-asan)
#   SHARD_JOBS            parallel build and test jobs (default: cores)
#   SHARD_SKIP_APT=1      never call apt-get (fail if something is missing)
#   SHARD_SANITIZE_CC     clang (default) or gcc
#   SHARD_SANITIZE_TARGETS  ninja targets to build (default: all)
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_ASAN_BUILD_DIR:-$ROOT/build-asan}"
JOBS="${SHARD_JOBS:-$(nproc)}"
LLVM_PREFIX=/usr/lib/llvm-22
CC_KIND="${SHARD_SANITIZE_CC:-clang}"

BUILD_ONLY=0
if [ "${1:-}" = "--build-only" ]; then
  BUILD_ONLY=1
  shift
fi

log() { printf '[sanitize] %s\n' "$*" >&2; }

# shellcheck source=lib/packages.sh
. "$ROOT/scripts/lib/packages.sh"
# shellcheck source=sanitizers/env.sh
. "$ROOT/scripts/sanitizers/env.sh"

SANITIZE="-fsanitize=address,undefined"
case "$CC_KIND" in
  clang)
    shard_install_packages "${SHARD_PACKAGES[@]}" clang-22 libclang-rt-22-dev
    CC=clang-22 CXX=clang++-22
    COMPILE_FLAGS="$SANITIZE -fsanitize=fuzzer-no-link"
    FUZZER=ON
    LINE_TABLES=-gline-tables-only
    ;;
  gcc)
    shard_install_packages "${SHARD_PACKAGES[@]}"
    CC=gcc CXX=g++
    COMPILE_FLAGS="$SANITIZE"
    FUZZER=OFF
    # GCC's spelling of line tables only.
    LINE_TABLES=-g1
    ;;
  *) log "SHARD_SANITIZE_CC must be clang or gcc"; exit 2 ;;
esac
COMPILE_FLAGS="$COMPILE_FLAGS -fno-omit-frame-pointer -fno-sanitize-recover=undefined"

start=$(date +%s)
# Always (re)configure: cheap, and a changed flag set takes effect. -O1 as
# LLVM's own sanitizer builds use in Debug (-O0 makes ASan far slower);
# line tables are enough for symbolized reports.
log "configuring $BUILD_DIR ($CXX)"
cmake -G Ninja -S "$ROOT" -B "$BUILD_DIR" \
  -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$COMPILE_FLAGS" -DCMAKE_CXX_FLAGS="$COMPILE_FLAGS" \
  -DCMAKE_C_FLAGS_DEBUG="-O1 $LINE_TABLES" \
  -DCMAKE_CXX_FLAGS_DEBUG="-O1 $LINE_TABLES" \
  -DCMAKE_EXE_LINKER_FLAGS="$SANITIZE" \
  -DCMAKE_SHARED_LINKER_FLAGS="$SANITIZE" \
  -DCMAKE_MODULE_LINKER_FLAGS="$SANITIZE" \
  -DSHARD_BUILD_FUZZER="$FUZZER" \
  -DMLIR_DIR="$LLVM_PREFIX/lib/cmake/mlir" \
  -DLLVM_DIR="$LLVM_PREFIX/lib/cmake/llvm" >/dev/null
log "building ($JOBS jobs)"
# shellcheck disable=SC2086
ninja -C "$BUILD_DIR" -j "$JOBS" ${SHARD_SANITIZE_TARGETS:-}
built=$(date +%s)
log "configure+build: $((built - start)) s"
[ "$BUILD_ONLY" = 1 ] && exit 0

# The external find_package(Shard) consumers link the instrumented
# libraries: they need the sanitizer runtimes at link time.
export LDFLAGS="$SANITIZE${LDFLAGS:+ $LDFLAGS}"
status=0
ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$JOBS" "$@" || status=$?
done_at=$(date +%s)
log "suite: $((done_at - built)) s (exit $status)"
exit "$status"
