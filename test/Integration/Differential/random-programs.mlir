// Random sharded programs (fixed seeds): random meshes up to 3-D, random
// layouts with multi-axis orders and partial sums, random chains of the op
// families ap-partition supports, pins, redistributions and annotated
// results; each partitioned and compared with its global program by ap-run.
// benchmarks/random-differential.sh runs many more seeds.
//
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --first 1 --count 40 | FileCheck %s

// CHECK-NOT: FAIL
// CHECK: random differential test: 40 programs (seeds 1..40) on meshes {{.*}}: 40 passed, 0 failed
