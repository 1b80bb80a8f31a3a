// benchmarks/gpu_layer.py --rank times one rank of a planned program on one
// GPU: ap-auto-parallel (which schedules its collectives: ap.start and
// ap.wait, docs/Overlap.md) followed by ap-collectives-to-local, the
// pipeline below, on a smaller model (the benchmark's is LLaMA-3 8B, 2
// layers, 8x8). On 5020e98 the local copies went inside the ap.start
// regions and the program did not verify.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x2 --dtype f32 --pin fsdp-tp > %t.mlir
// RUN: ap-opt %t.mlir --pass-pipeline='builtin.module(ap-auto-parallel{einsum=never precision=bf16},ap-collectives-to-local{warn=false})' -o %t.rank.mlir
// RUN: FileCheck %s < %t.rank.mlir
// RUN: ap-opt %t.mlir --pass-pipeline='builtin.module(ap-auto-parallel{einsum=never precision=bf16})' | FileCheck %s --check-prefix=SCHEDULED
// SCHEDULED: ap.start
// CHECK-LABEL: func.func @train_step
// CHECK-NOT: ap.{{(start|wait|all_gather|reduce_scatter|all_reduce|all_to_all|shard_slice|group_index)}}
// CHECK: return
