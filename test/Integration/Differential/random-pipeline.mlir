// Random sharded programs (random-programs.mlir's generator, which also
// writes linear layers and weight gradients flattened as PyTorch exports
// them) through the rewrite passes of ap-auto-parallel around ap-partition:
// einsum canonicalization before, round-trip bypass on the sharded global
// program, all-gather chain fusion, collective merging and the move of
// every collective onto dim 0 (what IREE's collectives need) on the
// per-device program. Each is compared with its global program by ap-run.
//
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --first 1 --count 40 \
// RUN:   --pipeline='ap-canonicalize-einsum,ap-bypass-round-trips,ap-partition,ap-fuse-all-gather-chains,ap-merge-collectives,ap-collectives-on-dim-zero' | FileCheck %s

// CHECK-NOT: FAIL
// CHECK: random differential test: 40 programs (seeds 1..40) on meshes {{.*}}: 40 passed, 0 failed
