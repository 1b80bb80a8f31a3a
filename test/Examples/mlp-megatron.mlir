// The bundled example verifies, round-trips, partitions into Megatron's
// single all-reduce per MLP, and computes what the global program computes.
// RUN: ap-opt %shard_src_root/examples/mlp-megatron.mlir | FileCheck %s
// RUN: ap-opt %shard_src_root/examples/mlp-megatron.mlir --ap-partition | FileCheck %s --check-prefix=PART
// RUN: ap-run --compare %shard_src_root/examples/mlp-megatron.mlir | FileCheck %s --check-prefix=EXEC
// PART-COUNT-1: ap.all_reduce
// PART-NOT: ap.all_gather
// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

// CHECK: ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])
// CHECK: linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}
// CHECK: linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), P(sum)]>}
// CHECK: ap.redistribute %{{.*}} from <@mesh, [S(0), P(sum)]> to <@mesh, [S(0), R]>
