// Differential execution of a whole LLaMA-style transformer layer, forward
// and backward, under data, fully sharded, tensor (Megatron), 2-D FSDP x TP
// and sequence parallelism, on 1-D and 2-D meshes.
//
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding dp | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp --batch 4 | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding tp | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding sp | ap-run --compare - | FileCheck %s
// RUN: %model_gen/transformer.py --mesh 4 --sharding sp --kv-heads 4 | ap-run --compare - | FileCheck %s

// CHECK: ap-run: candidate after 'ap-partition': mesh @mesh
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS
