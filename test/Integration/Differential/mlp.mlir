// Differential execution of an MLP block (RMSNorm, SwiGLU, residual) with its
// backward: the global program and ap-partition's per-device program, run on
// simulated ranks with the same random inputs, give the same loss and
// gradients.
//
// RUN: %model_gen/transformer.py --block mlp --mesh 4 --sharding tp | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --block mlp --mesh 4 --sharding dp --batch 4 | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --block mlp --mesh 2x2 --sharding fsdp --batch 4 | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --block mlp --mesh 2x4 --sharding fsdp-tp | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --block mlp --mesh 2x2 --sharding sp | ap-run --compare - | FileCheck %s

// CHECK: ap-run: candidate after 'ap-partition': mesh @mesh
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS
