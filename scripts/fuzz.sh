#!/usr/bin/env bash
#===- scripts/fuzz.sh - Fuzz parse, verify and the pass pipelines ---------===//
#
# Builds ap-fuzz (libFuzzer, in the sanitizer build of scripts/sanitize.sh,
# whose project code carries ASan, UBSan and -fsanitize=fuzzer-no-link),
# makes a seed corpus (the repository's .mlir tests split on `// -----`,
# comment lines dropped, plus programs of tools/model-gen: random, joint
# steps and trust programs), runs the fuzzer
# for the given time in fork mode, going on past crashes, timeouts and OOMs,
# and then reruns every reproducer and groups them (tools/ap-fuzz/triage.py).
# Prints the inputs tried, the distinct crashes (project / upstream) and
# where each reproducer is. docs/Fuzzing.md has the details.
#
# Usage: scripts/fuzz.sh [seconds (default 600)] [extra libFuzzer flags...]
#
# Environment:
#   SHARD_ASAN_BUILD_DIR  sanitizer build directory (default: <repo>/build-asan)
#   SHARD_FUZZ_DIR        corpus and artifacts (default: <build dir>/fuzz);
#                         the corpus there grows from run to run
#   SHARD_FUZZ_JOBS       fuzzing processes (default 1)
#   SHARD_FUZZ_NO_BUILD=1 do not (re)build
#   AP_FUZZ_PIPELINES, AP_FUZZ_ORACLES: see tools/ap-fuzz/ap-fuzz.cpp
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${SHARD_ASAN_BUILD_DIR:-$ROOT/build-asan}"
FUZZ_DIR="${SHARD_FUZZ_DIR:-$BUILD_DIR/fuzz}"
SECONDS_TO_RUN="${1:-600}"
shift || true
FUZZER="$BUILD_DIR/bin/ap-fuzz"

log() { printf '[fuzz] %s\n' "$*" >&2; }

if [ "${SHARD_FUZZ_NO_BUILD:-0}" != 1 ]; then
  SHARD_SANITIZE_CC=clang SHARD_SANITIZE_TARGETS=ap-fuzz \
    "$ROOT/scripts/sanitize.sh" --build-only
fi
# shellcheck source=sanitizers/env.sh
. "$ROOT/scripts/sanitizers/env.sh"
if [ ! -x "$FUZZER" ]; then
  log "$FUZZER is missing (it needs clang-22: scripts/sanitize.sh)"
  exit 1
fi

# Seeds, made afresh each run (read-only input to the fuzzer).
SEEDS="$FUZZ_DIR/seeds"
rm -rf "$SEEDS"
mkdir -p "$SEEDS" "$FUZZ_DIR/corpus" "$FUZZ_DIR/artifacts"
python3 - "$ROOT" "$SEEDS" <<'PY'
import hashlib, os, re, sys
root, out = sys.argv[1], sys.argv[2]
count = 0
def add(text):
    global count
    text = "\n".join(l for l in text.splitlines()
                     if not l.lstrip().startswith("//")).strip() + "\n"
    if len(text) < 8 or len(text) > 24576:
        return
    name = hashlib.sha1(text.encode()).hexdigest()
    with open(os.path.join(out, name), "w") as f:
        f.write(text)
    count += 1
for base in ("test", "examples"):
    for dirpath, _, files in os.walk(os.path.join(root, base)):
        for f in sorted(files):
            if f.endswith(".mlir"):
                with open(os.path.join(dirpath, f)) as fh:
                    for chunk in re.split(r"^// -----.*$", fh.read(),
                                          flags=re.M):
                        add(chunk)
print(count)
PY
gen="$ROOT/tools/model-gen"
for seed in $(seq 1 30); do
  python3 "$gen/random_program.py" --seed "$seed" >"$SEEDS/random-$seed.mlir"
  # Joint steps (the recompute pipelines), and the trust programs: uneven
  # layouts, checks, callees returning a value twice, long sums.
  python3 "$gen/random_program.py" --joint --seed "$seed" \
    >"$SEEDS/joint-$seed.mlir"
  python3 "$gen/random_trust_program.py" --seed "$seed" \
    >"$SEEDS/trust-$seed.mlir"
done
python3 "$gen/transformer.py" --preset tiny --mesh 2x2 --block mlp \
  --sharding tp >"$SEEDS/mlp-tp.mlir"
log "seeds: $(ls "$SEEDS" | wc -l), corpus so far: $(ls "$FUZZ_DIR/corpus" | wc -l)"

LOG="$FUZZ_DIR/fuzz-$(date +%Y%m%d-%H%M%S).log"
log "fuzzing for $SECONDS_TO_RUN s (log: $LOG)"
before=$(ls "$FUZZ_DIR/artifacts" | wc -l)
status=0
(cd "$FUZZ_DIR" && "$FUZZER" \
  -fork="${SHARD_FUZZ_JOBS:-1}" \
  -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
  -max_total_time="$SECONDS_TO_RUN" \
  -timeout=60 -rss_limit_mb=4096 -max_len=24576 \
  -dict="$ROOT/tools/ap-fuzz/ap.dict" \
  -artifact_prefix="$FUZZ_DIR/artifacts/" \
  "$@" corpus seeds) >"$LOG" 2>&1 || status=$?

execs=$(grep -oE '^#[0-9]+' "$LOG" | tail -1 | tr -d '#')
stats=$(grep -E '^#[0-9]+' "$LOG" | tail -1)
log "libFuzzer exit $status; last status line: $stats"
echo "inputs tried (execs): ${execs:-0}"
echo "corpus: $(ls "$FUZZ_DIR/corpus" | wc -l) inputs in $FUZZ_DIR/corpus"
echo "artifacts: $(( $(ls "$FUZZ_DIR/artifacts" | wc -l) - before )) new, \
$(ls "$FUZZ_DIR/artifacts" | wc -l) in $FUZZ_DIR/artifacts"
shopt -s nullglob
artifacts=("$FUZZ_DIR"/artifacts/*)
if [ "${#artifacts[@]}" -gt 0 ]; then
  echo "distinct crashes (every artifact in $FUZZ_DIR/artifacts, rerun):"
  python3 "$ROOT/tools/ap-fuzz/triage.py" "$FUZZER" "$ROOT" "${artifacts[@]}"
else
  echo "distinct crashes: 0"
fi
