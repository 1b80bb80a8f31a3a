// Programs that trap, check or print on rows planned by ap-auto-shard with
// uneven layouts (a slow target, so that splitting 67 rows over 4 devices
// pays): the padded row of the last device must not divide by zero or fail
// the check (test/Transforms/Partition/uneven-padding.mlir has
// the hand-annotated forms and the IR).
// DEFINE: %{slow} = target-json={"peak_flops":{"i32":1e3,"i64":1e3},"kernel_floor":0,"memory_bandwidth":1e12}
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-shard{uneven-layouts=true %{slow}})' | FileCheck %s --check-prefix=PLANNED
// RUN: ap-run --compare %s --entry=divide_unplanned --pipeline='ap-auto-shard{uneven-layouts=true %{slow}},ap-partition' | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=checked_unplanned --int-low=1 --int-high=1000 --pipeline='ap-auto-shard{uneven-layouts=true %{slow}},ap-partition' | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 4, axes = ["x"])

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// Without annotations: ap-auto-shard{uneven-layouts} splits the 67 rows.
// PLANNED-LABEL: func.func @divide_unplanned
// PLANNED: linalg.generic {{.*}}ap.sharding = #ap.sharding<@mesh, [S(0)]>
func.func @divide_unplanned(%x: tensor<67x3xi32>, %y: tensor<67x3xi32>) -> tensor<67x3xi32> {
  %e = tensor.empty() : tensor<67x3xi32>
  %0 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<67x3xi32>, tensor<67x3xi32>) outs(%e : tensor<67x3xi32>) {
  ^bb0(%a: i32, %b: i32, %out: i32):
    %q = arith.divsi %a, %b : i32
    linalg.yield %q : i32
  } -> tensor<67x3xi32>
  return %0 : tensor<67x3xi32>
}

// PLANNED-LABEL: func.func @checked_unplanned
// PLANNED: linalg.generic {{.*}}ap.sharding = #ap.sharding<@mesh, [S(0)]>
func.func @checked_unplanned(%x: tensor<67x3xi64>) -> tensor<67x3xi64> {
  %c1 = arith.constant 1 : i64
  %e = tensor.empty() : tensor<67x3xi64>
  %0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<67x3xi64>) outs(%e : tensor<67x3xi64>) {
  ^bb0(%a: i64, %out: i64):
    %ok = arith.cmpi sge, %a, %c1 : i64
    cf.assert %ok, "index must be positive"
    %d = arith.subi %a, %c1 : i64
    linalg.yield %d : i64
  } -> tensor<67x3xi64>
  return %0 : tensor<67x3xi64>
}
