// An i1 gather (ap-import-torch sums it as i8) computes what the read did,
// planned and partitioned on a 2x2 mesh, against the program as written.
// RUN: ap-run --compare %s --pipeline='ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}' | FileCheck %s
// RUN: ap-run --compare %s --pipeline='ap-import-torch' | FileCheck %s

// CHECK-NOT: FAIL
// CHECK: ap-run: PASS

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

func.func @gather_i1(%mask: tensor<4x8xi1>,
                     %batch: tensor<4x1xi64> {ap.input_range = array<i64: 0, 3>},
                     %key: tensor<1x8xi64> {ap.input_range = array<i64: 0, 7>},
                     %x: tensor<4x8xf32>) -> (tensor<4x8xi1>, tensor<4x8xf32>) {
  %empty = tensor.empty() : tensor<4x8xi1>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%batch, %key : tensor<4x1xi64>, tensor<1x8xi64>) outs(%empty : tensor<4x8xi1>) {
  ^bb0(%b: i64, %k: i64, %out: i1):
    %row = arith.index_cast %b : i64 to index
    %col = arith.index_cast %k : i64 to index
    %v = tensor.extract %mask[%row, %col] : tensor<4x8xi1>
    linalg.yield %v : i1
  } -> tensor<4x8xi1>
  %fempty = tensor.empty() : tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %x : tensor<4x8xi1>, tensor<4x8xf32>) outs(%fempty : tensor<4x8xf32>) {
  ^bb0(%m: i1, %v: f32, %out: f32):
    %neg = arith.constant -1.0e+30 : f32
    %s = arith.select %m, %v, %neg : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %0, %1 : tensor<4x8xi1>, tensor<4x8xf32>
}
