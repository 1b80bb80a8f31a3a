// The README's main command (scripts/run-example.sh) on its bundled example,
// with the build as it is: the plan summary, where the plan report and the
// partitioned program were written, the verdict, and nothing else (under 60 lines; setup's output
// and every output's comparison go to logs).
//
// RUN: env SHARD_SKIP_SETUP=1 SHARD_BUILD_DIR=%shard_obj_root bash %shard_src_root/scripts/run-example.sh > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import sys; n = len(open(sys.argv[1]).readlines()); print(n, 'lines'); sys.exit(n >= 60)" %t.out
//
// CHECK: ap-auto-shard plan for @train_step on @mesh (2x2)
// CHECK: overlapped step:
// CHECK: [run-example] plan report (open in a browser): {{.*}}llama-tiny-2x2.plan.html
// CHECK-NEXT: [run-example] partitioned program: {{.*}}llama-tiny-2x2.partitioned.mlir
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS: 22 output(s)
// CHECK-NEXT: [run-example] every output's comparison: {{.*}}llama-tiny-2x2.compare.log
