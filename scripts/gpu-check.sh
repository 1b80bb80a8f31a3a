#!/usr/bin/env bash
#===- scripts/gpu-check.sh - The GPU checks, in one run ------------------===//
#
# Runs on a machine with a CUDA GPU and the bundle scripts/gpu-bundle.sh
# made (.gpu-bundle/bundle.tar.xz), from the repository root; with the
# `device` tool, prepared here and run there in one call:
#
#   scripts/gpu-bundle.sh                                   # here
#   run(command="scripts/gpu-check.sh", carry=[".gpu-bundle"], timeout_s=540)
#
# It writes (to $OUT, else /tmp/gpu-check) summary.txt, one line per check
# with its verdict, log.txt, everything the checks printed, and bench.txt,
# the benchmarks' figures:
#   * the machine: the GPU (nvidia-smi), where CUDA's libraries were found,
#     what ap-run could not load;
#   * test/Integration/GPU/differential.mlir's programs on the GPU against
#     the CPU (the MLP example through ap-auto-parallel, a transformer layer
#     forward and backward, the LLaMA example), exact and native collectives
#     (ranks as threads, buffers in managed memory);
#   * with mpirun on the machine, test/Integration/NCCL/differential.mlir's
#     (a one-rank NCCL communicator: exact, native on host memory, native on
#     the GPU path's device buffers);
#   * benchmarks/gpu_layer.py: a layer's forward and backward against the
#     cost model's roofline; benchmarks/collectives.py on NCCL with mpirun.
# Each check has a deadline; the whole run takes a few minutes.
#
#===----------------------------------------------------------------------===//
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
RESULTS="${OUT:-/tmp/gpu-check}"
mkdir -p "$RESULTS"
SUMMARY="$RESULTS/summary.txt" LOG="$RESULTS/log.txt" BENCH="$RESULTS/bench.txt"
: >"$SUMMARY"
: >"$LOG"
: >"$BENCH"
note() { echo "$*" | tee -a "$SUMMARY"; }

BUNDLE="${AP_BUNDLE_DIR:-/tmp/ap-bundle}"
mkdir -p "$BUNDLE"
if ! tar -C "$BUNDLE" -xJf .gpu-bundle/bundle.tar.xz; then
  note "no bundle: run scripts/gpu-bundle.sh first and carry .gpu-bundle"
  exit 1
fi

# CUDA's libraries: the toolkit's, or the Python wheels' (PyTorch's).
cuda_dirs=""
for name in libcudart.so.13 libcublas.so.13 libcublasLt.so.13 libnccl.so.2; do
  found="$(find /usr/local /usr/lib /opt -xdev -name "$name" 2>/dev/null |
    head -1)"
  if [ -n "$found" ]; then
    cuda_dirs="$cuda_dirs:$(dirname "$found")"
  else
    note "machine: $name not found"
  fi
done
export LD_LIBRARY_PATH="$BUNDLE/lib$cuda_dirs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# The toolkit whose libdevice the kernels link: CUDA_HOME, else nvcc's,
# else the bundle's copy.
has_libdevice() { [ -f "$1/nvvm/libdevice/libdevice.10.bc" ]; }
if [ -z "${CUDA_HOME:-}" ] || ! has_libdevice "$CUDA_HOME"; then
  nvcc_home="$(dirname "$(dirname "$(command -v nvcc || echo /none/bin/nvcc)")")"
  if has_libdevice "$nvcc_home"; then
    export CUDA_HOME="$nvcc_home"
  elif has_libdevice /usr/local/cuda; then
    export CUDA_HOME=/usr/local/cuda
  else
    export CUDA_HOME="$BUNDLE/cuda"
  fi
fi
note "libdevice from: $CUDA_HOME"
TOOLS="$BUNDLE/bin"
AP_RUN="$TOOLS/ap-run"
{
  echo "== machine"
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv 2>&1
  echo "CUDA libraries from:$cuda_dirs"
  echo "== ap-run's libraries"
  ldd "$AP_RUN"
} >>"$LOG" 2>&1
note "machine: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | head -1)"
if ldd "$AP_RUN" | grep -q "not found"; then
  note "ap-run cannot load: $(ldd "$AP_RUN" | grep "not found" | tr -s ' \n' ' ')"
fi

# check NAME SECONDS COMMAND...: runs it, keeps its output in log.txt and
# its verdict (ap-run's PASS/FAIL line, else its last line) in summary.txt.
check() {
  local name="$1" seconds="$2"
  shift 2
  local output status
  output="$(timeout "$seconds" "$@" 2>&1)"
  status=$?
  { echo "== $name (exit $status): $*"; echo "$output"; } >>"$LOG"
  local verdict
  verdict="$(echo "$output" | grep -E "^ap-run: (PASS|FAIL)" | tail -1)"
  [ -n "$verdict" ] || verdict="$(echo "$output" | tail -1)"
  note "$name: exit $status: $verdict"
}

LAYER="$(mktemp --suffix=.mlir)"
python3 tools/model-gen/transformer.py --mesh 2x2 --sharding fsdp-tp >"$LAYER"
ONE="$(mktemp --suffix=.mlir)"
python3 tools/model-gen/transformer.py --mesh 1 --sharding dp >"$ONE"

for mode in exact native; do
  check "gpu mlp ($mode)" 300 "$AP_RUN" --compare examples/mlp-megatron.mlir \
    --pipeline=ap-auto-parallel --device=gpu --collectives=$mode
  check "gpu layer ($mode)" 300 "$AP_RUN" --compare "$LAYER" --device=gpu \
    --collectives=$mode
  check "gpu llama ($mode)" 300 "$AP_RUN" --compare \
    examples/llama-tiny-2x2.mlir --pipeline=ap-auto-parallel --device=gpu \
    --collectives=$mode
done

MPIRUN="$(command -v mpirun || true)"
if [ -n "$MPIRUN" ] && ! "$MPIRUN" --version >/dev/null 2>&1; then
  note "nccl: $MPIRUN does not run: the NCCL backend was not run"
elif [ -z "$MPIRUN" ]; then
  note "nccl: no mpirun on this machine: the NCCL backend was not run"
fi
if [ -n "$MPIRUN" ] && "$MPIRUN" --version >/dev/null 2>&1; then
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  NCCL=("$MPIRUN" -np 1 "$AP_RUN" --backend=nccl)
  check "nccl layer (exact)" 300 "${NCCL[@]}" --compare "$ONE"
  check "nccl layer (native, host memory)" 300 "${NCCL[@]}" --compare "$ONE" \
    --collectives=native
  check "nccl layer (native, device memory)" 300 "${NCCL[@]}" --compare \
    "$ONE" --collectives=native --device=gpu
else
  MPIRUN=""
fi

{
  echo "== benchmarks/gpu_layer.py"
  timeout 400 python3 benchmarks/gpu_layer.py --tools "$TOOLS" \
    --target "${AP_GPU_TARGET:-h100}" --sizes small,medium,large 2>&1
  if [ -n "$MPIRUN" ]; then
    echo "== benchmarks/collectives.py --backend nccl (one rank)"
    timeout 200 python3 benchmarks/collectives.py --tools "$TOOLS" \
      --backend nccl --ranks 1 --sizes 1M,64M --collectives native 2>&1
  fi
} | tee -a "$BENCH" >>"$LOG"
note "benchmarks: bench.txt"
rm -f "$LAYER" "$ONE"
