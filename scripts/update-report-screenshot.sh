#!/usr/bin/env bash
#===- scripts/update-report-screenshot.sh - The README's plan report ------===//
#
# Plans LLaMA-3 8B's shapes with 32 layers (tools/model-gen/llama.py, bf16,
# batch 16 x 8192 tokens) on an 8x8 mesh with the whole ap-auto-parallel,
# writes its plan report, checks it in headless Chromium
# (tools/report-check/check-report.py) and saves the top of the page as
# docs/images/plan-report.png. Uses the build as it is.
#
#===----------------------------------------------------------------------===//
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_BUILD_DIR:-$ROOT/build}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

python3 "$ROOT/tools/model-gen/llama.py" --preset llama3-8b --layers 32 \
  --batch 16 --seq 8192 --mesh 8x8 --dtype bf16 > "$WORK/llama.mlir"
"$BUILD_DIR/bin/ap-opt" "$WORK/llama.mlir" \
  --pass-pipeline="builtin.module(ap-auto-parallel{plan-report=$WORK/plan.html})" \
  -o /dev/null
python3 "$ROOT/tools/report-check/check-report.py" "$WORK/plan.html" \
  --min-svgs 5
mkdir -p "$ROOT/docs/images"
chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
  --window-size=1000,1250 --screenshot="$ROOT/docs/images/plan-report.png" \
  "file://$WORK/plan.html" 2>/dev/null
echo "wrote docs/images/plan-report.png"
