// RUN: ap-opt %s --ap-bypass-round-trips | FileCheck %s
// RUN: ap-run %s --compare --pipeline=ap-bypass-round-trips,ap-partition --int-low=0 --int-high=9 | FileCheck %s --check-prefix=SAME
// SAME: ap-run: PASS
// RUN: ap-opt %s --ap-bypass-round-trips | not ap-run - --int-low=10 --int-high=20 2>&1 | FileCheck %s --check-prefix=FAILS
// FAILS: ap-run: error: an assertion of the program failed: "must be below 10"
//
// A generic that yields its input but also checks it is not a copy: the
// consumer of the round trip through it must not read the value around it,
// or the check would be erased with the rest of the round trip (and a
// failing check exit 0).

ap.mesh @mesh(shape = 2, axes = ["x"])

// CHECK-LABEL: func.func @checked_round_trip
// CHECK: %[[R:.*]] = ap.redistribute %arg0
// CHECK: %[[CHECKED:.*]] = linalg.generic {{.*}} ins(%[[R]]
// CHECK: cf.assert %{{.*}}, "must be below 10"
// CHECK: %[[BACK:.*]] = ap.redistribute %[[CHECKED]]
// CHECK: return %[[BACK]]
func.func @checked_round_trip(%x: tensor<4xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<4xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %c10 = arith.constant 10 : i64
  %r = ap.redistribute %x from <@mesh, [S(0)]> to <@mesh, [R]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%r : tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %out: i64):
    %ok = arith.cmpi slt, %a, %c10 : i64
    cf.assert %ok, "must be below 10"
    linalg.yield %a : i64
  } -> tensor<4xi64>
  %s = ap.redistribute %0 from <@mesh, [R]> to <@mesh, [S(0)]> : tensor<4xi64>
  return %s : tensor<4xi64>
}
