// ap-collectives-on-dim-zero (what IREE's and NCCL's dim-0 collectives
// need) computes what the program computed: the per-device program of each
// redistribution below, with every all_gather, reduce_scatter and
// all_to_all moved onto dim 0, agrees with the global program on 4
// threads. The all_to_alls exchange between two dims whose sizes are both
// above 1 (split 1 / concat 0, split 0 / concat 2, split 0 / concat 1), so
// a member's chunk placed at the wrong offset fails (the tolerance is 0:
// data movement only).
//
// RUN: ap-opt %s --ap-partition | FileCheck %s --check-prefix=BEFORE
// BEFORE-DAG: ap.all_to_all {{.*}} split_dim = 1 concat_dim = 0 : tensor<4x12xf32> -> tensor<8x6xf32>
// BEFORE-DAG: ap.all_to_all {{.*}} split_dim = 0 concat_dim = 2 : tensor<4x3x4xf32> -> tensor<2x3x8xf32>
// BEFORE-DAG: ap.all_to_all {{.*}} split_dim = 0 concat_dim = 1 : tensor<4x3x4xf32> -> tensor<2x6x4xf32>
// BEFORE-DAG: ap.all_gather {{.*}} dim = 1 : tensor<4x3x4xf32> -> tensor<4x6x4xf32>
// BEFORE-DAG: ap.reduce_scatter {{.*}} dim = 1 reduce = sum : tensor<8x12xf32> -> tensor<8x6xf32>
//
// RUN: ap-opt %s --ap-partition --ap-collectives-on-dim-zero > %t.mlir
// RUN: FileCheck %s --check-prefix=AFTER < %t.mlir
// AFTER-COUNT-3: ap.all_to_all {{.*}} split_dim = 0 concat_dim = 0
// RUN: not grep -E "(split|concat)_dim = [1-9]|ap\.(all_gather|reduce_scatter) .* dim = [1-9]" %t.mlir
//
// RUN: ap-run %s --compare --pipeline=ap-partition,ap-collectives-on-dim-zero | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS: 5 output(s)

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @f(%x: tensor<8x12xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
             %y: tensor<4x6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(2), S(1)]>},
             %v: tensor<8x12xf32>,
             %w: tensor<12x12xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>})
    -> (tensor<8x12xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), R]>},
        tensor<4x6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>},
        tensor<4x6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(2), S(0)]>},
        tensor<4x6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(2), R]>},
        tensor<8x12xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(1)]>}) {
  // A contraction over w's split dim: partial sums over `b`, scattered
  // onto dim 1.
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8x12xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<8x12xf32>) -> tensor<8x12xf32>
  %xw = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%v, %w : tensor<8x12xf32>, tensor<12x12xf32>) outs(%fill : tensor<8x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  return %x, %y, %y, %y, %xw : tensor<8x12xf32>, tensor<4x6x8xf32>, tensor<4x6x8xf32>, tensor<4x6x8xf32>, tensor<8x12xf32>
}
