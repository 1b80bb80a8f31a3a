#!/usr/bin/env bash
#===- scripts/export-and-plan.sh - Export a PyTorch model and plan it ----===//
#
#   scripts/export-and-plan.sh MODEL MESH [options]
#   scripts/export-and-plan.sh llama 2x4
#   scripts/export-and-plan.sh llama3-8b 8x8 --layers 2 --dtype bf16
#
# Exports MODEL's training step with tools/torch-export/export.py (mlp,
# llama, gpt2, llama3-8b from tools/torch-export/models.py, or
# FILE.py:FUNCTION), inserts `ap.mesh @mesh(shape = MESH, ...)` (axes dp, tp
# for a 2-D mesh, m0, m1, ... otherwise), runs
#   ap-opt --pass-pipeline='builtin.module(ap-import-torch,ap-auto-shard{target=... summary=-})'
# and prints the plan summary. The export, the program with the mesh and
# the planned program stay under $SHARD_PLAN_DIR (default build/export-and-plan/);
# an export is reused until tools/torch-export changes.
#
# Options:
#   --layers N, --batch N, --seq-len N   the model's (llama3-8b: 32, 1, 8192)
#   --dtype f32|f64|bf16                 default f32 (bf16: no PyTorch reference)
#   --target h100|h200|a100              default h100
#   --target-json JSON                   cost model overrides, e.g. a slow
#                                        device where sharding pays on a tiny
#                                        model: '{"peak_flops":{"f32":1e9}}'
#   --partition                          also run ap-partition
#
# Sets up .venv-export when it is missing (scripts/setup-torch.sh) and
# builds ap-opt when it is missing (scripts/setup.sh). Optional: the core
# build and its tests never need torch (docs/TorchExport.md).
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
VENV="${SHARD_TORCH_VENV:-$ROOT/.venv-export}"
OUT="${SHARD_PLAN_DIR:-$BUILD_DIR/export-and-plan}"

usage() {
  sed -n '3,5p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  echo "(see the top of ${BASH_SOURCE[0]} for the options)" >&2
  exit 2
}

[ $# -ge 2 ] || usage
MODEL="$1"
MESH="$2"
shift 2
[[ "$MESH" =~ ^[0-9]+(x[0-9]+)*$ ]] || { echo "export-and-plan: bad mesh '$MESH' (e.g. 2x4)" >&2; exit 2; }

dtype=f32
target=h100
target_json=""
partition=""
export_options=()
while [ $# -gt 0 ]; do
  case "$1" in
    --layers|--batch|--seq-len)
      [ $# -ge 2 ] || usage
      export_options+=("$1" "$2"); shift 2 ;;
    --dtype) [ $# -ge 2 ] || usage; dtype="$2"; shift 2 ;;
    --target) [ $# -ge 2 ] || usage; target="$2"; shift 2 ;;
    --target-json) [ $# -ge 2 ] || usage; target_json="$2"; shift 2 ;;
    --partition) partition=",ap-partition"; shift ;;
    *) echo "export-and-plan: unknown option '$1'" >&2; usage ;;
  esac
done

[ -x "$VENV/bin/python" ] || "$ROOT/scripts/setup-torch.sh" >&2
[ -x "$BUILD_DIR/bin/ap-opt" ] || "$ROOT/scripts/setup.sh" >&2

# The export, named by the model and its options; reused until the exporter
# changes.
name="$(basename "${MODEL%%:*}" .py)${MODEL#"${MODEL%%:*}"}"
name="${name//[^A-Za-z0-9_.-]/_}"
for ((i = 0; i < ${#export_options[@]}; i += 2)); do
  name+="-${export_options[i]#--}${export_options[i + 1]}"
done
name+="-$dtype"
mkdir -p "$OUT"
exported="$OUT/$name.mlir"
stale=1
if [ -f "$exported" ]; then
  stale=0
  for source in "$ROOT"/tools/torch-export/*.py; do
    [ "$source" -nt "$exported" ] && stale=1
  done
  case "$MODEL" in *.py:*) [ "${MODEL%%:*}" -nt "$exported" ] && stale=1 ;; esac
fi
if [ "$stale" = 1 ]; then
  reference=()
  [ "$dtype" = bf16 ] && reference=(--no-reference)
  echo "export-and-plan: exporting $MODEL${export_options[*]:+ ${export_options[*]}} ($dtype) to ${exported#"$ROOT"/}" >&2
  rm -rf "$exported" "${exported%.mlir}.ref"
  if ! "$VENV/bin/python" "$ROOT/tools/torch-export/export.py" --model "$MODEL" \
      --dtype "$dtype" "${export_options[@]}" "${reference[@]}" -o "$exported"; then
    rm -rf "$exported" "${exported%.mlir}.ref"
    exit 1
  fi
else
  echo "export-and-plan: reusing ${exported#"$ROOT"/}" >&2
fi

# The mesh, inserted after `module {` as test/Integration/Torch/fixtures.mlir does.
IFS=x read -r -a dims <<< "$MESH"
if [ ${#dims[@]} -eq 2 ]; then
  axes='"dp", "tp"'
else
  axes=""
  for ((i = 0; i < ${#dims[@]}; i++)); do axes+="${axes:+, }\"m$i\""; done
fi
meshed="$OUT/$name-$MESH.mlir"
sed "0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = $MESH, axes = [$axes])/" "$exported" > "$meshed"
grep -q "^  ap.mesh @mesh" "$meshed" || { echo "export-and-plan: no 'module {' line in $exported" >&2; exit 1; }

options="target=$target summary=-"
[ -n "$target_json" ] && options+=" target-json=$target_json"
planned="$OUT/$name-$MESH.planned.mlir"
echo "export-and-plan: ap-opt --pass-pipeline='builtin.module(ap-import-torch,ap-auto-shard{$options}$partition)'" >&2
"$BUILD_DIR/bin/ap-opt" "$meshed" \
  --pass-pipeline="builtin.module(ap-import-torch,ap-auto-shard{$options}$partition)" \
  -o "$planned" 2>&1
echo "export-and-plan: the planned program: ${planned#"$ROOT"/}" >&2
