// Random joint training steps (random_program.py --joint: the random
// program's outputs summed into a loss, and the loss's gradients with
// respect to every argument, written op by op) split by
// ap-recompute-partition on the global program (then partitioned: the
// joint function's calls pass per-device values) and on the per-device one,
// under both policies. Each is compared with the joint program by ap-run:
// the forward then the backward must compute the joint step's loss and
// gradients, with partial inputs split at random.
//
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --joint --first 1 --count 40 \
// RUN:   --pipeline='ap-recompute-partition' | FileCheck %s
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --joint --first 1 --count 40 \
// RUN:   --pipeline='ap-partition,ap-recompute-partition' | FileCheck %s
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --joint --first 1 --count 40 \
// RUN:   --pipeline='ap-recompute-partition,ap-partition' | FileCheck %s
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --joint --first 41 --count 40 \
// RUN:   --pipeline='ap-partition,ap-recompute-partition{policy=sac}' | FileCheck %s --check-prefix=SAC

// CHECK-NOT: FAIL
// CHECK: random differential test: 40 programs (seeds 1..40) on meshes {{.*}}: 40 passed, 0 failed
// SAC-NOT: FAIL
// SAC: random differential test: 40 programs (seeds 41..80) on meshes {{.*}}: 40 passed, 0 failed
