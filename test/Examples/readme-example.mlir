// The README's ten-line example, kept verbatim so that it stays valid.
// RUN: sed -n '/^```mlir$/,/^```$/p' %shard_src_root/README.md | sed '1d;$d' \
// RUN:   | ap-opt | FileCheck %s

// CHECK: ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])
// CHECK: ap.annotate %{{.*}} to <@mesh, [R, S(1)]>
// CHECK: ap.redistribute %{{.*}} from <@mesh, [S(0), S(1)]> to <@mesh, [S(0), R]>
