#!/usr/bin/env bash
#===- scripts/gpu-check.sh - The GPU checks, in one run ------------------===//
#
# Runs on a machine with a CUDA GPU and the bundle scripts/gpu-bundle.sh
# made (.gpu-bundle/bundle.tar.xz), from the repository root; with the
# `device` tool, prepared here and run there in one call:
#
#   scripts/gpu-bundle.sh                                   # here
#   run(command="scripts/gpu-check.sh", carry=[".gpu-bundle"], timeout_s=590)
#
# It writes (to $OUT, else /tmp/gpu-check) summary.txt, one line per check
# with its verdict, log.txt, everything the checks printed, as they print
# it, and bench.txt, the benchmarks' figures:
#   * the machine: the GPU (nvidia-smi), where CUDA's libraries and
#     libdevice were found, what ap-run could not load;
#   * test/Integration/GPU/differential.mlir's programs on the GPU against
#     the CPU (the MLP example through ap-auto-parallel, a transformer layer
#     forward and backward, the LLaMA example), exact and native collectives
#     (ranks as threads, buffers in managed memory);
#   * where an mpirun starts ap-run, test/Integration/NCCL/differential.mlir's
#     (a one-rank NCCL communicator: exact, native on host memory, native on
#     the GPU path's device buffers);
#   * IREE's CUDA code (modules the bundle compiled for sm_90): the GPT-2 and
#     LLaMA exports against PyTorch's numbers, the small layer (f32 and
#     the bf16 policy, and with attention raised to ap.attention) against
#     the CPU;
#   * HF GPT-2 trained for 30 AdamW steps through IREE's CUDA code
#     (ap-train --backend=iree, benchmarks/train_gpu.py): its losses against
#     ap-train's CPU code's and PyTorch's on the GPU, tokens/s against
#     PyTorch eager and torch.compile there;
#   * benchmarks/gpu_layer.py --torch --rank: the small, medium and large
#     layers' forward and backward (f32 and the bf16 policy, attention as
#     written and fused) against the
#     cost model's roofline for this GPU, ap-run's GPU path, IREE's, and
#     PyTorch eager in FP32, TF32 and bf16 autocast; one rank of a planned
#     LLaMA-3 8B (2 layers, 8x8, bf16) against its predicted compute;
#     benchmarks/collectives.py on NCCL.
# The whole run keeps within AP_GPU_CHECK_SECONDS (default 540): each check
# gets what is left, less a reserve for the ones after it, so that a hung
# check costs its own verdict ("timed out"), not the others'.
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
BUDGET="${AP_GPU_CHECK_SECONDS:-540}"
export PYTHONUNBUFFERED=1

# Seconds a step may take: at most `wanted`, and what is left of the budget
# less `reserve` for the steps after it (at least 10).
allow() {
  local wanted="$1" reserve="$2" left
  left=$((BUDGET - SECONDS - reserve))
  [ "$left" -lt 10 ] && left=10
  [ "$wanted" -lt "$left" ] && left="$wanted"
  echo "$left"
}

BUNDLE="${AP_BUNDLE_DIR:-/tmp/ap-bundle}"
mkdir -p "$BUNDLE"
if ! tar -C "$BUNDLE" -xJf .gpu-bundle/bundle.tar.xz 2>>"$LOG" &&
  ! python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' \
    .gpu-bundle/bundle.tar.xz "$BUNDLE" 2>>"$LOG"; then
  note "no bundle: run scripts/gpu-bundle.sh first and carry .gpu-bundle"
  exit 1
fi

# CUDA's libraries: the dynamic loader's, the toolkit's, or the Python
# wheels' (PyTorch's nvidia-* packages).
candidates="$( (ldconfig -p 2>/dev/null | awk '/=>/ {print $NF}' |
  while read -r library; do dirname "$library"; done
  ls -d /usr/local/cuda*/lib64 /usr/local/cuda*/targets/*/lib 2>/dev/null
  python3 -c 'import nvidia, os
for p in nvidia.__path__:
    for d in sorted(os.listdir(p)):
        print(os.path.join(p, d, "lib"))' 2>/dev/null) | awk '!seen[$0]++')"
cuda_dirs=""
for name in libcudart.so.13 libcublas.so.13 libcublasLt.so.13 libnccl.so.2; do
  found=""
  for dir in $candidates; do
    if [ -e "$dir/$name" ]; then
      found="$dir"
      break
    fi
  done
  if [ -z "$found" ]; then
    found="$(dirname "$(find /usr/local /opt -xdev -name "$name" -print -quit 2>/dev/null)" 2>/dev/null)"
  fi
  if [ -n "$found" ] && [ "$found" != "." ]; then
    case ":$cuda_dirs:" in *":$found:"*) ;; *) cuda_dirs="$cuda_dirs:$found" ;; esac
  else
    note "machine: $name not found"
  fi
done
export LD_LIBRARY_PATH="$BUNDLE/lib$cuda_dirs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

# The toolkit whose libdevice the kernels link: the environment's, else
# nvcc's, else /usr/local/cuda, else the bundle's copy.
has_libdevice() { [ -n "$1" ] && [ -f "$1/nvvm/libdevice/libdevice.10.bc" ]; }
toolkit=""
for candidate in "${CUDA_ROOT:-}" "${CUDA_HOME:-}" "${CUDA_PATH:-}" \
  "$(dirname "$(dirname "$(command -v nvcc || echo /none/bin/nvcc)")")" \
  /usr/local/cuda "$BUNDLE/cuda"; do
  if has_libdevice "$candidate"; then
    toolkit="$candidate"
    break
  fi
done
export CUDA_ROOT="$toolkit" CUDA_HOME="$toolkit"
note "libdevice from: ${toolkit:-nowhere}"

TOOLS="$BUNDLE/bin"
AP_RUN="$TOOLS/ap-run"
GPU_NAME="$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)"
case "$GPU_NAME" in
*H200*) TARGET=h200 ;;
*A100*) TARGET=a100 ;;
*) TARGET=h100 ;;
esac
{
  echo "== machine"
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv 2>&1
  echo "CUDA libraries from:$cuda_dirs"
  echo "== ap-run's libraries"
  ldd "$AP_RUN"
} >>"$LOG" 2>&1
note "machine: ${GPU_NAME:-no GPU answered nvidia-smi}; cost-model target $TARGET"
if ldd "$AP_RUN" | grep -q "not found"; then
  note "ap-run cannot load: $(ldd "$AP_RUN" | grep "not found" | tr -s ' \n' ' ')"
fi

# check NAME SECONDS RESERVE COMMAND...: runs the command within its share
# of the budget, its output going to log.txt as it comes, and notes its
# verdict: PASS only when it exited 0 and said so (`ap-run: PASS`, or
# `train_gpu: PASS`).
check() {
  local name="$1" seconds reserve="$3"
  seconds="$(allow "$2" "$reserve")"
  shift 3
  echo "== $name (up to $seconds s): $*" >>"$LOG"
  local first
  first=$(($(wc -l <"$LOG") + 1))
  timeout -k 10 "$seconds" "$@" >>"$LOG" 2>&1
  local status=$?
  local output verdict
  output="$(tail -n +"$first" "$LOG")"
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then
    verdict="timed out after $seconds s"
  elif [ "$status" = 0 ] && echo "$output" | grep -Eq "^(ap-run|train_gpu): PASS"; then
    verdict="$(echo "$output" | grep -E "^(ap-run|train_gpu): PASS" | tail -1)"
  else
    verdict="exit $status: $( (echo "$output" | grep -E "^(ap-run|train_gpu): FAIL" ||
      echo "$output" | grep -v '^ *$') | tail -1)"
  fi
  note "$name: $verdict"
}

LAYER="$(mktemp --suffix=.mlir)"
python3 tools/model-gen/transformer.py --mesh 2x2 --sharding fsdp-tp >"$LAYER"
ONE="$(mktemp --suffix=.mlir)"
python3 tools/model-gen/transformer.py --mesh 1 --sharding dp >"$ONE"

# Reserve: the later checks (about 20 s each) and the benchmarks (120 s).
for mode in exact native; do
  check "gpu mlp ($mode)" 90 240 "$AP_RUN" --compare \
    examples/mlp-megatron.mlir --pipeline=ap-auto-parallel --device=gpu \
    --collectives=$mode
  check "gpu layer ($mode)" 90 220 "$AP_RUN" --compare "$LAYER" \
    --device=gpu --collectives=$mode
  check "gpu llama ($mode)" 90 200 "$AP_RUN" --compare \
    examples/llama-tiny-2x2.mlir --pipeline=ap-auto-parallel --device=gpu \
    --collectives=$mode
done

MPIRUN="$(command -v mpirun || true)"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
if [ -z "$MPIRUN" ]; then
  note "nccl: no mpirun on this machine: the NCCL backend was not run"
elif ! timeout -k 5 30 "$MPIRUN" -np 1 "$AP_RUN" --help >>"$LOG" 2>&1; then
  note "nccl: $MPIRUN does not start ap-run (log.txt): the NCCL backend was not run"
  MPIRUN=""
fi
if [ -n "$MPIRUN" ]; then
  NCCL=("$MPIRUN" -np 1 "$AP_RUN" --backend=nccl)
  check "nccl layer (exact)" 90 180 "${NCCL[@]}" --compare "$ONE"
  check "nccl layer (native, host memory)" 90 160 "${NCCL[@]}" \
    --compare "$ONE" --collectives=native
  check "nccl layer (native, device memory)" 90 140 "${NCCL[@]}" \
    --compare "$ONE" --collectives=native --device=gpu
fi

# IREE's CUDA code (docs/Backends.md): modules the bundle compiled for
# sm_90, run by the bundle's iree-run-module and held to the CPU reference
# and to PyTorch's stored numbers.
IREE_DIR="$BUNDLE/iree"
IREE_ARGS=()
if [ -x "$IREE_DIR/iree-run-module" ]; then
  for model in gpt2-f32 llama-f32; do
    check "iree $model export (gpu)" 60 150 "$AP_RUN" \
      "test/Integration/Torch/Inputs/$model.mlir" --compare \
      --pipeline=ap-import-torch --backend=iree --device=gpu --gpu-chip=sm_90 \
      --iree-module="$IREE_DIR/$model-sm_90.vmfb" --iree-tools="$IREE_DIR" \
      --inputs-dir "test/Integration/Torch/Inputs/$model.ref" \
      --expected-dir "test/Integration/Torch/Inputs/$model.ref"
  done
  SMALL="$(mktemp --suffix=.mlir)"
  python3 -c 'import sys; sys.path.insert(0, "benchmarks"); import gpu_layer; sys.stdout.write(gpu_layer.layer("small"))' >"$SMALL"
  check "iree layer small (gpu)" 60 130 "$AP_RUN" "$SMALL" --compare \
    --backend=iree --device=gpu --gpu-chip=sm_90 \
    --iree-module="$IREE_DIR/layer-small-sm_90.vmfb" --iree-tools="$IREE_DIR"
  # The bf16 policy's small layer, held to its own error model (bf16
  # contraction inputs, f32 accumulation: docs/Precision.md).
  SMALL_BF16="$(mktemp --suffix=.mlir)"
  python3 -c 'import sys; sys.path.insert(0, "benchmarks"); import gpu_layer; sys.stdout.write(gpu_layer.layer("small", "bf16", sys.argv[1]))' \
    "$TOOLS/ap-opt" >"$SMALL_BF16"
  check "iree layer small bf16 (gpu)" 60 120 "$AP_RUN" "$SMALL_BF16" --compare \
    --backend=iree --device=gpu --gpu-chip=sm_90 \
    --iree-module="$IREE_DIR/layer-small-bf16-sm_90.vmfb" --iree-tools="$IREE_DIR"
  # The small layer with attention raised and run as blocked online softmax
  # by IREE on the GPU, against the layer as written on the CPU.
  check "iree layer small fused attention (gpu)" 60 110 "$AP_RUN" "$SMALL" \
    --compare --backend=iree --device=gpu --gpu-chip=sm_90 \
    --iree-module="$IREE_DIR/layer-small-fused-sm_90.vmfb" --iree-tools="$IREE_DIR"
  rm -f "$SMALL" "$SMALL_BF16"
  # Training through IREE's CUDA code: the losses table and tokens/s go to
  # bench.txt too.
  check "train hf-gpt2 (iree gpu)" 150 100 python3 -u benchmarks/train_gpu.py \
    --device gpu --tools "$TOOLS" --iree-tools "$IREE_DIR" \
    --iree-module "$IREE_DIR/train-hf-gpt2-sm_90.vmfb" --python python3
  sed -n '/^== train hf-gpt2/,/^train_gpu: /p' "$LOG" >>"$BENCH"
  IREE_ARGS=(--iree "$IREE_DIR" --iree-tools "$IREE_DIR" --rank)
else
  note "iree: the bundle has no IREE runtime (.venv-iree missing where it was made)"
fi

# Modules loaded when the program starts, not at their first launch, so
# that the layer's time is its kernels'.
export CUDA_MODULE_LOADING=EAGER
reserve=0
[ -n "$MPIRUN" ] && reserve=60
{
  echo "== benchmarks/gpu_layer.py"
  timeout -k 10 "$(allow 300 "$reserve")" python3 -u \
    benchmarks/gpu_layer.py --tools "$TOOLS" --target "$TARGET" \
    --sizes small,medium,large --torch "${IREE_ARGS[@]}" 2>&1
  if [ -n "$MPIRUN" ]; then
    echo "== benchmarks/collectives.py --backend nccl (one rank)"
    timeout -k 10 "$(allow 60 0)" python3 -u benchmarks/collectives.py \
      --tools "$TOOLS" --backend nccl --ranks 1 --sizes 1M,64M \
      --collectives native 2>&1
  fi
} | tee -a "$BENCH" >>"$LOG"
note "benchmarks: bench.txt; whole run ${SECONDS} s of $BUDGET"
rm -f "$LAYER" "$ONE"
