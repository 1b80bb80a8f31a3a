#===- scripts/sanitizers/env.sh - Runtime options of the sanitizers ------===//
#
# Sourced by scripts/sanitize.sh and scripts/fuzz.sh before they build (the
# gtest executables run at build time, for test discovery) and before they
# run anything. lit passes these variables through to every RUN line.
#
#  * abort_on_error=1: a report ends in SIGABRT, not in exit code 1, so that
#    `not ap-opt ...` in a lit test cannot mistake a sanitizer report for the
#    expected failure.
#  * allow_user_poisoning=0: llvm::BumpPtrAllocator poisons the unused part
#    of a new slab when it is inlined into instrumented code (ours), but the
#    same allocator, inlined into Debian's uninstrumented libMLIR.so, hands
#    out pieces of that slab without unpoisoning them: every MLIRContext
#    allocator shared by both sides then gives false use-after-poison
#    reports (first seen in ShardAPIRTests, DenseArrayAttr::get writing into
#    a slab the ap attribute storage had allocated). Manual poisoning is off;
#    heap, stack and global checks are unaffected.
#  * LeakSanitizer reads lsan.supp beside this file: leaks inside upstream
#    LLVM/MLIR only (see the file).
#
# Expects $ROOT (the repository root).
#
#===----------------------------------------------------------------------===//

SHARD_SANITIZERS_DIR="$ROOT/scripts/sanitizers"
export ASAN_OPTIONS="abort_on_error=1:allow_user_poisoning=0:detect_leaks=1:check_initialization_order=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:abort_on_error=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$SHARD_SANITIZERS_DIR/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
if [ -z "${ASAN_SYMBOLIZER_PATH:-}" ] && command -v llvm-symbolizer-22 >/dev/null; then
  export ASAN_SYMBOLIZER_PATH="$(command -v llvm-symbolizer-22)"
fi
