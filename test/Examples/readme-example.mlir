// The README's example, kept verbatim so that it stays valid, and checked
// by execution: partitioned on its 2x4 mesh, it computes what it computes
// on one device. (It once accumulated its matmul into an uninitialized
// tensor.empty, which only execution could tell.)
// RUN: sed -n '/^```mlir$/,/^```$/p' %shard_src_root/README.md | sed '1d;$d' > %t.mlir
// RUN: ap-opt %t.mlir | FileCheck %s
// RUN: ap-run --compare %t.mlir | FileCheck %s --check-prefix=EXEC
// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

// CHECK: ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])
// CHECK: ap.annotate %{{.*}} to <@mesh, [R, S(1)]>
// CHECK: ap.redistribute %{{.*}} from <@mesh, [S(0), S(1)]> to <@mesh, [S(0), R]>
