#!/usr/bin/env bash
#===- scripts/gpu-bundle-check.sh - The GPU check on a machine like the GPU's
#
# Runs scripts/gpu-check.sh here (as root: a private mount namespace,
# `unshare -m`) with what the lent GPU machines lack hidden: LLVM's and
# MLIR's directory, every library the bundle carries (each bound over by
# /dev/null, except the C and C++ runtimes and the small system libraries
# every machine has), Open MPI, CUDA's libdevice, and CUDA_HOME. Without a
# GPU, every check must get as far as the device and stop there with CUDA's
# reason; a missing library or file shows up as another error. Prints
# summary.txt; the rest is in $OUT (default /tmp/gpu-bundle-check).
# Run scripts/gpu-bundle.sh first.
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
RESULTS="${OUT:-/tmp/gpu-bundle-check}"
[ -f "$ROOT/.gpu-bundle/bundle.tar.xz" ] ||
  { echo "gpu-bundle-check: run scripts/gpu-bundle.sh first" >&2; exit 1; }

if [ "${1:-}" != "--inside" ]; then
  rm -rf "$RESULTS"
  exec unshare -m "$0" --inside
fi

empty="$(mktemp -d)"
llvm_dir="$(dirname "$(dirname "$(ldd "$BUILD_DIR/bin/ap-run" |
  awk '/libMLIR/ {print $3}')")")"
libraries="$(ldd "$BUILD_DIR/bin/ap-run" "$BUILD_DIR/bin/ap-opt" |
  awk '/=>/ {print $3}' | grep -v "^$llvm_dir/" | sort -u | xargs readlink -f)"
mount --bind "$empty" "$llvm_dir"
for library in $libraries; do
  case "$(basename "$library")" in
  libc.so.* | libm.so.* | libdl.so.* | librt.so.* | libpthread.so.* | \
    libstdc++.so.* | libgcc_s.so.* | libtinfo.so.* | libz.so.* | \
    libzstd.so.* | liblzma.so.* | libbz2.so.* | libmd.so.* | libbsd.so.* | \
    libudev.so.* | libcudart.so.* | libcublas*.so.* | libnccl.so.*) ;;
  *) mount --bind /dev/null "$library" ;;
  esac
done
for launcher in /usr/bin/orterun /usr/bin/orted; do
  [ -e "$launcher" ] && mount --bind /dev/null "$launcher"
done
[ -d /usr/lib/x86_64-linux-gnu/openmpi ] &&
  mount --bind "$empty" /usr/lib/x86_64-linux-gnu/openmpi
[ -d /usr/local/cuda/nvvm ] && mount --bind "$empty" /usr/local/cuda/nvvm
unset CUDA_ROOT CUDA_HOME CUDA_PATH
OUT="$RESULTS" AP_BUNDLE_DIR="$(mktemp -d)" bash "$ROOT/scripts/gpu-check.sh" \
  >/dev/null
cat "$RESULTS/summary.txt"
