// tensor.extract on sharded tensors against the global program, on random
// inputs: an embedding-style read of one row's element at a dynamic index
// (read from another tensor) and one at constant indices, planned by the
// auto-sharder and partitioned as pinned (lib/Sharding/Rules/ExtractRule.cpp).
// RUN: ap-run --compare %s --pipeline=ap-auto-parallel | FileCheck %s
// RUN: ap-run --compare %s | FileCheck %s
// RUN: ap-run --compare %s --seed=7 | FileCheck %s
// Special floats (NaN, +-inf, -0.0) are read exactly.
// RUN: ap-run --compare %s --float-specials=0.5 --seed=3 | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS

// The oracle catches a rule that reads each device's own chunk at the
// global indices: element [1, 1] lives on device (0, 0) only, and a device
// reading its local [1, 1] gets another element (Inputs/extract-local-read.mlir,
// the partitioned program with that bug): the replicas of output 1 differ.
// RUN: not ap-run --compare %s --candidate %S/Inputs/extract-local-read.mlir | FileCheck %s --check-prefix=WRONG
// WRONG: ap-run: output 0 tensor<8x4xf32> [R, R]: {{.*}}: PASS
// WRONG: ap-run: output 1 tensor<8x4xf32> [R, R]: {{.*}}, replicas differ by {{.*}}: FAIL
// WRONG: ap-run: FAIL:

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

func.func @extract(%rows: tensor<4xi64> {ap.input_range = array<i64: 0, 7>, ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
                   %table: tensor<8x4xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>},
                   %y: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %row = tensor.extract %rows[%c2] : tensor<4xi64>
  %i = arith.index_cast %row : i64 to index
  %dynamic = tensor.extract %table[%i, %c3] : tensor<8x4xf32>
  %fixed = tensor.extract %table[%c1, %c1] : tensor<8x4xf32>
  %e = tensor.empty() : tensor<8x4xf32>
  %f0 = linalg.fill ins(%dynamic : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r0 = arith.mulf %f0, %y : tensor<8x4xf32>
  %f1 = linalg.fill ins(%fixed : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r1 = arith.addf %f1, %y : tensor<8x4xf32>
  return %r0, %r1 : tensor<8x4xf32>, tensor<8x4xf32>
}
