// Contractions as calls of the runtime's GEMM (ap-run --contractions=gemm:
// ap-lower-contractions-to-gemm, then the strided-batched BLAS call the
// runtime plans, run by its reference loops), compared with the program run
// as plain loops. The BLAS parameters checked here (transpose flags,
// leading dimensions, batch strides, packing) are those cuBLAS gets on a
// GPU. Forward and backward of a transformer layer (weight gradients read
// their activations transposed), the auto-parallel LLaMA example, random
// programs and random joint steps.
//
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp | ap-run --compare - --contractions=gemm | FileCheck %s
// RUN: %model_gen/transformer.py --mesh 4 --sharding sp --kv-heads 4 | ap-run --compare - --contractions=gemm | FileCheck %s
// RUN: ap-run --compare %shard_src_root/examples/llama-tiny-2x2.mlir --pipeline=ap-auto-parallel --contractions=gemm | FileCheck %s
// RUN: ap-run --compare %shard_src_root/examples/mlp-megatron.mlir --pipeline=ap-auto-parallel --contractions=gemm | FileCheck %s

// CHECK: ap-run: candidate after
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS

// The comparisons above test the GEMM only if the contractions were
// lowered: the transformer layer's 28 contractions (forward and backward)
// become GEMM calls, 30 operands through transposed views.
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp | ap-opt --ap-partition --ap-lower-to-runtime --ap-lower-contractions-to-gemm > %t.lowered.mlir
// RUN: grep -c "call @ap_rt_gemm_f32" %t.lowered.mlir | FileCheck %s --check-prefix=CALLS
// RUN: grep -c "memref.transpose" %t.lowered.mlir | FileCheck %s --check-prefix=TRANSPOSED
// CALLS: {{^}}28{{$}}
// TRANSPOSED: {{^}}30{{$}}

// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --first 1 --count 40 \
// RUN:   --ap-run-arg=--contractions=gemm | FileCheck %s --check-prefix=RANDOM
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --joint --first 1 --count 30 \
// RUN:   --pipeline='ap-partition,ap-recompute-partition' --ap-run-arg=--contractions=gemm \
// RUN:   | FileCheck %s --check-prefix=JOINT

// RANDOM-NOT: FAIL
// RANDOM: random differential test: 40 programs (seeds 1..40) on meshes {{.*}}: 40 passed, 0 failed
// JOINT-NOT: FAIL
// JOINT: random differential test: 30 programs (seeds 1..30) on meshes {{.*}}: 30 passed, 0 failed
