// What a partitioned run's collectives send, as the runtime counts it,
// against the cost model's bus bytes (getBusBytes, docs/Runtime.md): equal
// for each kind of collective, for transformer layers under several
// shardings, through calls, and (on 4 processes) under MPI; all-reduces of operands that
// the group does not divide send more, by the amounts worked out below.
//
// RUN: ap-run %s --entry=divisible | FileCheck %s --check-prefix=DIVISIBLE
// RUN: ap-run %s --entry=small | FileCheck %s --check-prefix=SMALL
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp | ap-run --compare - | FileCheck %s --check-prefix=EQUAL
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding tp | ap-run --compare - | FileCheck %s --check-prefix=EQUAL
// RUN: %model_gen/transformer.py --mesh 4 --sharding sp --kv-heads 4 | ap-run --compare - | FileCheck %s --check-prefix=EQUAL
// RUN: %model_gen/transformer.py --mesh 2x4 --sharding fsdp | ap-run --compare - | FileCheck %s --check-prefix=EQUAL
// A torch-mlir export planned by ap-auto-shard and split into forward and
// backward: the step calls the two, and the prediction follows the calls.
// RUN: sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])/' %S/../Torch/Inputs/mlp-f32.mlir > %t.mlp.mlir
// RUN: ap-run %t.mlp.mlir --compare --pipeline='ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations},ap-recompute-partition' | FileCheck %s --check-prefix=EQUAL
// RUN: ap-opt %t.mlp.mlir --pass-pipeline='builtin.module(ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations},ap-recompute-partition)' | FileCheck %s --check-prefix=CALLS
// CALLS-COUNT-2: call @

ap.mesh @mesh(shape = 4, axes = ["x"])

// Per rank, with n = 4: the all_reduce of 8x6 f32 (192 bytes) sends
// 2 * 3/4 * 192 = 288 bytes in two exchanges (a reduce-scatter, then an
// all-gather); the reduce_scatter of the same 144; the all_gather of a 2x8
// chunk into 8x8 (256 bytes) 192; the all_to_all of 2x8 (64 bytes) 48.
// DIVISIBLE: ap-run: collectives: 5 exchanges, 672 bytes sent by the busiest rank, 2688 by all 4 ranks; the cost model's bus bytes: 672 per rank
func.func @divisible(
    %p: tensor<8x6xf32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum)]>},
    %s: tensor<2x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<8x6xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>},
        tensor<2x6xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0)]>},
        tensor<8x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>},
        tensor<8x2xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(1)]>}) {
  %r = ap.all_reduce %p on @mesh axes = [0] reduce = sum : tensor<8x6xf32>
  %rs = ap.reduce_scatter %p on @mesh axes = [0] dim = 0 reduce = sum : tensor<8x6xf32> -> tensor<2x6xf32>
  %g = ap.all_gather %s on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %a = ap.all_to_all %s on @mesh axes = [0] split_dim = 1 concat_dim = 0 : tensor<2x8xf32> -> tensor<8x2xf32>
  return %r, %rs, %g, %a : tensor<8x6xf32>, tensor<2x6xf32>, tensor<8x8xf32>, tensor<8x2xf32>
}

// 3 elements, fewer than the 4 members: one exchange of the whole operand,
// 3 * 12 = 36 bytes per rank (the model: 2 * 3/4 * 12 = 18). 6 elements
// cut 1, 2, 1, 2: a rank sends the 5 or 4 elements it does not reduce, then
// its chunk padded to 2 elements to 3 members: 20 + 24 = 44 bytes on ranks
// 0 and 2, 40 on ranks 1 and 3 (the model: 2 * 3/4 * 24 = 36).
// SMALL: ap-run: collectives: 3 exchanges, 80 bytes sent by the busiest rank, 312 by all 4 ranks; the cost model's bus bytes: 54 per rank
func.func @small(
    %x: tensor<3xf32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum)]>},
    %y: tensor<6xf32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum)]>})
    -> (tensor<3xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>},
        tensor<6xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %rx = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<3xf32>
  %ry = ap.all_reduce %y on @mesh axes = [0] reduce = sum : tensor<6xf32>
  return %rx, %ry : tensor<3xf32>, tensor<6xf32>
}

// EQUAL: ap-run: collectives: {{[1-9][0-9]*}} exchanges, [[#BYTES:]] bytes sent by the busiest rank, {{[0-9]+}} by all {{[48]}} ranks;
// EQUAL-SAME: the cost model's bus bytes: [[#BYTES]] per rank
// EQUAL: ap-run: PASS
