// --runs N runs the timed program N times and reports the median; the
// outputs checked are the first run's.
// RUN: ap-run %s --runs=5 | FileCheck %s --check-prefix=ALONE
// ALONE: ap-run: reference @mm: global, 1 device, compile {{[0-9.]+}} s, run {{[0-9.]+}} s (median of 5)
// RUN: ap-run %s --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --runs=3 | FileCheck %s
// The reference of a comparison runs once.
// CHECK: ap-run: reference @mm: global, 1 device, compile {{[0-9.]+}} s, run {{[0-9.]+}} s{{$}}
// CHECK: ap-run: candidate {{.*}}: mesh @mesh 2x2 (4 devices), compile {{[0-9.]+}} s, run {{[0-9.]+}} s (median of 3)
// CHECK: ap-run: PASS

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @mm(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>) -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%fill : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %mm : tensor<64x16xf32>
}
