#!/usr/bin/env bash
# The Hugging Face families of tools/torch-export/hf_models.py end to end:
#   benchmarks/hf-families.sh [FAMILY...]   (default: all of hf_models.SPECS)
# For each family and dtype (f32, f64): export (as shipped: attention mask,
# labels=, the model's loss), check the program against PyTorch's numbers
# (ap-run --expected-dir), then plan and partition it on 2x2 and 2x4 (the
# fixtures' slow target) and check the partitioned program against PyTorch
# too (ap-run --compare --expected-dir). Prints one row per family and
# dtype: PASS/FAIL/ERROR per stage and the seconds each took. Sets up
# .venv-export when missing (scripts/setup-torch.sh) and builds ap-run only
# when it is missing (scripts/setup.sh). Work files: build/hf-families/.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
VENV="${SHARD_TORCH_VENV:-$ROOT/.venv-export}"
[ -x "$BUILD_DIR/bin/ap-run" ] || "$ROOT/scripts/setup.sh" >&2
[ -x "$VENV/bin/python" ] || "$ROOT/scripts/setup-torch.sh" >&2
WORK="$BUILD_DIR/hf-families"
mkdir -p "$WORK"
families=("$@")
if [ ${#families[@]} -eq 0 ]; then
  mapfile -t families < <(cd "$ROOT/tools/torch-export" && \
    "$VENV/bin/python" -c "import hf_models; print('\n'.join(hf_models.SPECS))")
fi
PIPELINE='--pipeline=ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}'

# Runs "$@", prints "<verdict> <seconds>s": PASS (exit 0), FAIL (1: a
# mismatch, a failed export), ERROR (anything else: a crash, a bad input).
stage() {
  local start end out rc
  start=$(date +%s.%N)
  out=$("$@" 2>&1)
  rc=$?
  end=$(date +%s.%N)
  local verdict=PASS
  [ $rc -eq 1 ] && verdict=FAIL
  [ $rc -ge 2 ] && verdict=ERROR
  printf '%-5s %5.1fs' "$verdict" "$(echo "$end - $start" | bc)"
  [ $rc -eq 0 ] || echo "$out" | grep -m1 -i "error\|FAIL" >"$WORK/last-problem.txt"
  return $rc
}

printf '%-12s %-4s | %-12s | %-12s | %-12s | %-12s\n' family type export \
  "vs PyTorch" "2x2 plan" "2x4 plan"
for family in "${families[@]}"; do
  for dtype in f32 f64; do
    base="$WORK/$family-$dtype"
    printf '%-12s %-4s | ' "$family" "$dtype"
    if ! stage "$VENV/bin/python" "$ROOT/tools/torch-export/export.py" \
        --model "$family" --dtype "$dtype" -o "$base.mlir"; then
      echo " | (export: $(cut -c1-100 "$WORK/last-problem.txt"))"
      continue
    fi
    printf ' | '
    stage "$BUILD_DIR/bin/ap-run" "$base.mlir" --inputs-dir "$base.ref" \
      --expected-dir "$base.ref"
    for mesh in 2x2 2x4; do
      printf ' | '
      sed "0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = $mesh, axes = [\"a\", \"b\"])/" \
        "$base.mlir" >"$base-$mesh.mlir"
      stage "$BUILD_DIR/bin/ap-run" "$base-$mesh.mlir" --compare "$PIPELINE" \
        --inputs-dir "$base.ref" --expected-dir "$base.ref"
    done
    echo
  done
done
