// A gather copies bits, and so does its one-hot form: -0.0 stays -0.0, a
// NaN keeps its payload (a signaling one stays signaling), whether the
// table is whole or split over the devices on its rows (the vocab-parallel
// embedding, whose partial sums an all_reduce finishes). The program checks
// every gathered entry against the table's bits itself.
// (The one-hot sum started from +0.0: -0.0 became +0.0, and the float sum
// quieted signaling NaNs.)
// RUN: ap-run %s --print-outputs | FileCheck %s
// RUN: ap-run %s --compare --pipeline=ap-import-torch,ap-partition --print-outputs | FileCheck %s --check-prefix=SHARDED
// CHECK: ap-run: output 0 tensor<8xi32> = [2139095041, -2147483648, 2143289345, 2139095041, -4194304, 1065353216, -2147483648, 0]
// SHARDED: ap-run: candidate {{.*}}mesh @mesh 2 (2 devices)
// SHARDED: ap-run: PASS

ap.mesh @mesh(shape = 2, axes = ["v"])

func.func @gather_bits() -> tensor<8xi32> {
  // 0.0, -0.0, a quiet NaN with payload 1, a signaling NaN, -NaN, 1.0,
  // -1.0, +inf.
  %bits = arith.constant dense<[0, -2147483648, 2143289345, 2139095041, -4194304, 1065353216, -1082130432, 2139095040]> : tensor<8xi32>
  %table = arith.bitcast %bits : tensor<8xi32> to tensor<8xf32>
  %rows = ap.annotate %table to <@mesh, [S(0)]> : tensor<8xf32>
  %tokens = arith.constant dense<[3, 1, 2, 3, 4, 5, 1, 0]> : tensor<8xi64>
  %expected = arith.constant dense<[2139095041, -2147483648, 2143289345, 2139095041, -4194304, 1065353216, -2147483648, 0]> : tensor<8xi32>
  %e = tensor.empty() : tensor<8xf32>
  %gathered = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%tokens : tensor<8xi64>) outs(%e : tensor<8xf32>) {
  ^bb0(%token: i64, %out: f32):
    %row = arith.index_cast %token : i64 to index
    %v = tensor.extract %rows[%row] : tensor<8xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %got = arith.bitcast %gathered : tensor<8xf32> to tensor<8xi32>
  %ei = tensor.empty() : tensor<8xi32>
  %checked = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%got, %expected : tensor<8xi32>, tensor<8xi32>) outs(%ei : tensor<8xi32>) {
  ^bb0(%g: i32, %x: i32, %out: i32):
    %same = arith.cmpi eq, %g, %x : i32
    cf.assert %same, "the gather changed an entry's bits"
    linalg.yield %g : i32
  } -> tensor<8xi32>
  return %checked : tensor<8xi32>
}
