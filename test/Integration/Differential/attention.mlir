// Differential execution of an attention block (RMSNorm, QKV projections,
// RoPE, grouped-query causal softmax attention, output projection, residual)
// with its backward.
//
// RUN: %model_gen/transformer.py --block attention --mesh 4 --kv-heads 4 --sharding tp | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --block attention --mesh 2 --sharding tp | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --block attention --mesh 2x2 --sharding fsdp-tp | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --block attention --mesh 2x2 --sharding sp | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --block attention --mesh 4 --sharding fsdp --batch 4 | ap-run --compare - | FileCheck %s

// CHECK: ap-run: candidate after 'ap-partition': mesh @mesh
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS
