// The bundled example verifies and round-trips.
// RUN: ap-opt %shard_src_root/examples/mlp-megatron.mlir | FileCheck %s

// CHECK: ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])
// CHECK: linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}
// CHECK: linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), P(sum)]>}
// CHECK: ap.redistribute %{{.*}} from <@mesh, [S(0), P(sum)]> to <@mesh, [S(0), R]>
