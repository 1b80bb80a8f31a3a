// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s | FileCheck %s --check-prefix=EXEC
// EXEC: ap-run: PASS
//
// A partial sum passes through a body that is linear in it, but not when an
// effect of the body reads it: a cf.assert of each device's part would check
// random parts, not the value (found by the random trust programs: the
// partitioned program failed a check the original passed). The input is
// summed first; the check sees the value.

ap.mesh @mesh(shape = 2, axes = ["x"])

// CHECK-LABEL: func.func @checked_partial
// CHECK: %[[WHOLE:.*]] = ap.all_reduce %arg0 on @mesh axes = [0] reduce = sum
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]]
// CHECK: cf.assert
func.func @checked_partial(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum)]>})
    -> (tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %abs = math.absf %a : f32
    %ok = arith.cmpf ole, %abs, %one : f32
    cf.assert %ok, "the value is out of range"
    %d = arith.addf %a, %a : f32
    linalg.yield %d : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
