// A failed cf.assert in the program (torch-mlir's bounds checks of gathers)
// ends the run with an error naming the message, where it is and the rank,
// not with an abort; in range, the same program runs.
// RUN: not ap-run %s --entry=lookup 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: ap-run: error: an assertion of the program failed: "index must be smaller than dim size" at loc({{.*}}assert.mlir":[[@LINE+18]]:5)
// RUN: ap-run %s --entry=lookup --int-low=0 --int-high=9 | FileCheck %s --check-prefix=OK
// OK: ap-run: output 0 tensor<4xi64>
//
// On a mesh, the rank that failed is named.
// RUN: not ap-run %s --entry=sharded --compare --pipeline=ap-partition 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: ap-run: error: an assertion of the program failed{{( on rank [0-9])?}}: "index must be smaller than dim size"
// RUN: ap-run %s --entry=sharded --compare --pipeline=ap-partition --int-low=0 --int-high=9 | FileCheck %s --check-prefix=RANK-OK
// RANK-OK: ap-run: PASS

ap.mesh @mesh(shape = 2, axes = ["x"])

func.func @lookup(%x: tensor<4xi64>) -> tensor<4xi64> {
  %c = arith.constant 10 : i64
  %e = tensor.empty() : tensor<4xi64>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %out: i64):
    %ok = arith.cmpi slt, %a, %c : i64
    cf.assert %ok, "index must be smaller than dim size"
    linalg.yield %a : i64
  } -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

func.func @sharded(%x: tensor<4xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<4xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %c = arith.constant 10 : i64
  %e = tensor.empty() : tensor<4xi64>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %out: i64):
    %ok = arith.cmpi slt, %a, %c : i64
    cf.assert %ok, "index must be smaller than dim size"
    linalg.yield %a : i64
  } -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
