// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=row_reductions | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=vocab_parallel_softmax | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=transpose | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
ap.mesh @line(shape = 4, axes = ["tp"])

// Reducing a sharded dim leaves partial values of the combiner's kind: the
// sum is all-reduced because its result is declared [S(0), R]; the max stays
// partial (the caller reduces it).
// CHECK-LABEL: func.func @row_reductions
// CHECK-SAME: -> (tensor<4xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), R]>}, tensor<4xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), P(max)]>})
// CHECK:      %[[SUM:.*]] = linalg.reduce ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK:      %[[MAX:.*]] = linalg.reduce ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK:      %[[R:.*]] = ap.all_reduce %[[SUM]] on @mesh axes = [1] reduce = sum : tensor<4xf32>
// CHECK:      return %[[R]], %[[MAX]]
func.func @row_reductions(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>})
    -> (tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%z : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  %m0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%m0 : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.maximumf %in, %acc : f32
      linalg.yield %r : f32
    }
  return %s, %m : tensor<8xf32>, tensor<8xf32>
}

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Softmax over a vocabulary sharded on tp: the row max and the row sum are
// all-reduced (max, then sum); everything else stays local.
// CHECK-LABEL: func.func @vocab_parallel_softmax
// CHECK:      %[[M:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK:      %[[MR:.*]] = ap.all_reduce %[[M]] on @line axes = [0] reduce = max : tensor<4xf32>
// CHECK:      %[[EX:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[MR]] : tensor<4x8xf32>, tensor<4xf32>)
// CHECK:      %[[S:.*]] = linalg.generic {{.*}} ins(%[[EX]] : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK:      %[[SR:.*]] = ap.all_reduce %[[S]] on @line axes = [0] reduce = sum : tensor<4xf32>
// CHECK:      linalg.generic {{.*}} ins(%[[EX]], %[[SR]] : tensor<4x8xf32>, tensor<4xf32>)
func.func @vocab_parallel_softmax(%x: tensor<4x32xf32> {ap.sharding = #ap.sharding<@line, [S(1)]>})
    -> (tensor<4x32xf32> {ap.sharding = #ap.sharding<@line, [S(1)]>}) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x32xf32>) outs(%m0 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x32xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<4x32xf32>, tensor<4xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %x2 = math.exp %d : f32
    linalg.yield %x2 : f32
  } -> tensor<4x32xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<4x32xf32>) outs(%s0 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<4x32xf32>, tensor<4xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x32xf32>
  return %p : tensor<4x32xf32>
}

// A transpose moves the sharding with the dim.
// CHECK-LABEL: func.func @transpose
// CHECK-SAME: -> (tensor<8x2xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(1), S(0)]>})
// CHECK-NOT:  = ap.
// CHECK:      linalg.transpose ins(%{{.*}} : tensor<2x8xf32>) outs(%{{.*}} : tensor<8x2xf32>) permutation = [1, 0]
func.func @transpose(%x: tensor<4x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>})
    -> tensor<16x4xf32> {
  %e = tensor.empty() : tensor<16x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x16xf32>) outs(%e : tensor<16x4xf32>) permutation = [1, 0]
  return %t : tensor<16x4xf32>
}
