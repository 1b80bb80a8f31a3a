#!/usr/bin/env bash
#===- scripts/gpu-bundle.sh - Pack ap-run for a machine with a GPU -------===//
#
# The GPU machines the `device` tool lends have CUDA (and PyTorch) but no
# LLVM, MLIR, CBC or Open MPI, and cannot install anything. This packs what
# ap-run needs beside what such a machine has into
# .gpu-bundle/bundle.tar.xz (git-ignored; about 60 MB, under the tool's
# 64 MiB per call with the working tree):
#
#   bin/ap-run, bin/ap-opt, bin/ap-train
#   cuda/nvvm/libdevice/libdevice.10.bc   CUDA's, for a toolkit without it
#   iree/  IREE's iree-run-module and iree-benchmark-module (native, from
#          .venv-iree) and modules compiled here for sm_90
#   lib/  every shared library ap-run loads (and MLIR's C runner utilities,
#         which its JIT opens by path), except glibc's, libstdc++ and
#         libgcc_s (the machine's own, newer) and CUDA's and NCCL's (the
#         machine's own CUDA 13; scripts/gpu-check.sh finds them). Two that
#         libLLVM loads but ap-run never calls into are stubs, to fit the
#         limit: libz3 (LLVM's SMT solver, for clang's static analyzer:
#         every Z3_ function libLLVM names, each aborting with its name) and
#         ICU's data (libxml2's encodings, for LLVM's Windows manifests: an
#         empty icudt<N>_dat).
#
# Then, from the repository root on the device machine (one call):
#   scripts/gpu-check.sh       (carry .gpu-bundle; docs/Runtime.md)
#
# Builds what is missing first. SHARD_BUILD_DIR as for scripts/setup.sh.
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
OUT_DIR="$ROOT/.gpu-bundle"

"$ROOT/scripts/setup.sh" >&2

STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/bin" "$STAGE/lib"
cp "$BUILD_DIR/bin/ap-run" "$BUILD_DIR/bin/ap-opt" "$BUILD_DIR/bin/ap-train" \
  "$STAGE/bin/"

# What the machine provides: the C library's parts, the C++ runtime, CUDA.
is_provided() {
  case "$(basename "$1")" in
  libc.so.* | libm.so.* | libdl.so.* | librt.so.* | libpthread.so.* | \
    ld-linux*.so.* | libstdc++.so.* | libgcc_s.so.*) return 0 ;;
  libcuda.so.* | libcudart.so.* | libcublas.so.* | libcublasLt.so.* | \
    libnccl.so.*) return 0 ;;
  esac
  return 1
}

# A shared library named `soname` from the C source on stdin.
build_stub() {
  local soname="$1"
  cat >"$STAGE/stub.c"
  cc -shared -fPIC -O1 -Wl,-soname,"$soname" -o "$STAGE/lib/$soname" \
    "$STAGE/stub.c"
  rm "$STAGE/stub.c"
}

stub_z3() { # every Z3_ function the libraries that load z3 name
  local soname="$1"
  {
    echo '#include <stdio.h>'
    echo '#include <stdlib.h>'
    echo 'static void stub(const char *name) {'
    echo '  fprintf(stderr, "gpu bundle: %s is a stub (libz3)\n", name);'
    echo '  abort();'
    echo '}'
    for lib in "$STAGE"/lib/*.so*; do
      nm -D --undefined-only "$lib" 2>/dev/null | awk '$2 ~ /^Z3_/ {print $2}'
    done | sort -u | while read -r fn; do
      echo "void $fn(void) { stub(\"$fn\"); }"
    done
  } | build_stub "$soname"
}

stub_icudata() { # the data archive's one symbol, empty
  local soname="$1" version
  version="$(echo "$soname" | sed 's/.*\.so\.//')"
  echo "const char icudt${version}_dat[32] = {0};" | build_stub "$soname"
}

# MLIR's C runner utilities: the JIT opens them by path, and finds them
# beside bin/ when the built path does not exist
# (lib/Execution/JitProgram.cpp).
mlir_lib_dir="$(dirname "$(ldd "$BUILD_DIR/bin/ap-run" |
  awk '/libMLIR/ {print $3}')")"
cp -L "$mlir_lib_dir"/libmlir_c_runner_utils.so.* "$STAGE/lib/"

# Everything the tools and the runner utilities load (ldd follows each
# library's own dependencies).
missing=0
stubs=()
while read -r name arrow path _; do
  [ "$arrow" = "=>" ] || continue
  if [ "$path" = "not" ]; then
    echo "gpu-bundle: $name is needed but not found here" >&2
    missing=1
    continue
  fi
  case "$name" in
  libz3.so.* | libicudata.so.*) stubs+=("$name") ;;
  *) is_provided "$path" || cp -L "$path" "$STAGE/lib/" ;;
  esac
done < <(ldd "$STAGE/bin/ap-run" "$STAGE/bin/ap-opt" "$STAGE/bin/ap-train" \
  "$mlir_lib_dir"/libmlir_c_runner_utils.so.* | sort -u)
[ "$missing" = 0 ] || exit 1
mapfile -t stubs < <(printf '%s\n' "${stubs[@]}" | sort -u)
for soname in "${stubs[@]}"; do
  case "$soname" in
  libz3.so.*) stub_z3 "$soname" ;;
  libicudata.so.*) stub_icudata "$soname" ;;
  esac
done

# CUDA's libdevice, for a machine whose toolkit lacks it (the kernels of
# math functions link it; scripts/gpu-check.sh points CUDA_HOME here then).
libdevice=""
for toolkit in "${CUDA_ROOT:-}" "${CUDA_HOME:-}" "${CUDA_PATH:-}" /usr/local/cuda; do
  if [ -n "$toolkit" ] && [ -f "$toolkit/nvvm/libdevice/libdevice.10.bc" ]; then
    libdevice="$toolkit/nvvm/libdevice/libdevice.10.bc"
    break
  fi
done
if [ -n "$libdevice" ]; then
  mkdir -p "$STAGE/cuda/nvvm/libdevice"
  cp "$libdevice" "$STAGE/cuda/nvvm/libdevice/"
else
  echo "gpu-bundle: no CUDA libdevice found: the bundle has none" >&2
fi

# IREE (docs/Backends.md): the runtime's native tools, and the modules the
# GPU check runs, compiled here for sm_90 (the machine has no IREE
# compiler): benchmarks/gpu_layer.py's layers, the GPT-2 and LLaMA
# exports of test/Integration/Torch/Inputs, and HF GPT-2's training step
# with AdamW appended (ap-train --emit-iree-module; benchmarks/train_gpu.py
# trains it there).
iree_runtime="$(ls -d "$ROOT"/.venv-iree/lib/python*/site-packages/iree/_runtime_libs 2>/dev/null | head -1)"
if [ -n "$iree_runtime" ] && [ -x "$iree_runtime/iree-run-module" ]; then
  mkdir -p "$STAGE/iree"
  cp "$iree_runtime/iree-run-module" "$iree_runtime/iree-benchmark-module" \
    "$STAGE/iree/"
  python3 "$ROOT/benchmarks/gpu_layer.py" --tools "$BUILD_DIR/bin" \
    --target h100 --sizes small,medium,large --rank --emit-iree "$STAGE/iree" >&2
  for model in gpt2-f32 llama-f32; do
    "$BUILD_DIR/bin/ap-run" "$ROOT/test/Integration/Torch/Inputs/$model.mlir" \
      --compare --pipeline=ap-import-torch --backend=iree --device=gpu \
      --gpu-chip=sm_90 --emit-executable="$STAGE/iree/$model-sm_90.vmfb" >&2
  done
  "$BUILD_DIR/bin/ap-train" "$ROOT/test/Integration/Torch/Inputs/hf-gpt2-f32.mlir" \
    --pipeline=ap-import-torch --backend=iree --device=gpu --gpu-chip=sm_90 \
    --emit-iree-module="$STAGE/iree/train-hf-gpt2-sm_90.vmfb" >&2
else
  echo "gpu-bundle: no IREE runtime in .venv-iree: the bundle has none" >&2
fi

mkdir -p "$OUT_DIR"
echo "gpu-bundle: packing $(ls "$STAGE/lib" | wc -l) libraries," \
  "$(du -sh "$STAGE" | cut -f1) before compression" >&2
tar -C "$STAGE" -cf - . | xz -9e -T"$(nproc)" >"$OUT_DIR/bundle.tar.xz.part"
mv "$OUT_DIR/bundle.tar.xz.part" "$OUT_DIR/bundle.tar.xz"
echo "gpu-bundle: $OUT_DIR/bundle.tar.xz" \
  "($(du -b "$OUT_DIR/bundle.tar.xz" | cut -f1) bytes)" >&2
