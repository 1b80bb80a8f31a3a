// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=column_row_parallel | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=fsdp | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=fsdp_unpinned | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=batch_matmul | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=contraction_generic | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=partial_passes_through | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=accumulate_into | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])

// Megatron: column-parallel W1, row-parallel W2; the only collective is the
// all_reduce of the second matmul's partial sums.
// CHECK-LABEL: func.func @column_row_parallel
// CHECK-SAME: (%[[X:[a-z0-9_]+]]: tensor<4x64xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), R]>},
// CHECK-SAME:  %[[W1:[a-z0-9_]+]]: tensor<64x32xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, S(1)]>},
// CHECK-SAME:  %[[W2:[a-z0-9_]+]]: tensor<32x64xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, S(0)]>})
// CHECK-SAME: -> (tensor<4x64xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), R]>})
// CHECK:      %[[H:.*]] = linalg.matmul ins(%[[X]], %[[W1]] : tensor<4x64xf32>, tensor<64x32xf32>) outs(%{{.*}} : tensor<4x32xf32>)
// CHECK:      %[[Y:.*]] = linalg.matmul ins(%[[H]], %[[W2]] : tensor<4x32xf32>, tensor<32x64xf32>) outs(%{{.*}} : tensor<4x64xf32>)
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %[[Y]] on @mesh axes = [1] reduce = sum : tensor<4x64xf32>
// CHECK-NEXT: return %[[R]]
func.func @column_row_parallel(
    %x: tensor<8x64xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
    %w1: tensor<64x128xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(1)]>},
    %w2: tensor<128x64xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>})
    -> (tensor<8x64xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x128xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x64xf32>, tensor<64x128xf32>) outs(%f1 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<8x128xf32>, tensor<128x64xf32>) outs(%f2 : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}

// FSDP: the weight is stored S(0)S(0) (one eighth per device) and gathered
// over the flattened group right before use (pinned with ap.annotate).
// CHECK-LABEL: func.func @fsdp
// CHECK-SAME: %[[X:[a-z0-9_]+]]: tensor<4x64xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), R]>}
// CHECK-SAME: %[[W:[a-z0-9_]+]]: tensor<8x32xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), S(0)]>}
// CHECK:      %[[G:.*]] = ap.all_gather %[[W]] on @mesh axes = [0, 1] dim = 0 : tensor<8x32xf32> -> tensor<64x32xf32>
// CHECK:      %[[Y:.*]] = linalg.matmul ins(%[[X]], %[[G]] : tensor<4x64xf32>, tensor<64x32xf32>)
// CHECK-NEXT: return %[[Y]]
func.func @fsdp(
    %x: tensor<8x64xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
    %w: tensor<64x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>})
    -> (tensor<8x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  %zero = arith.constant 0.0 : f32
  %wg = ap.annotate %w to <@mesh, [R, R]> : tensor<64x32xf32>
  %e = tensor.empty() : tensor<8x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}
      ins(%x, %wg : tensor<8x64xf32>, tensor<64x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %y : tensor<8x32xf32>
}

// Without the pin, the partitioner follows the operands as far as they can
// be kept: dp is taken by the result's rows, so the weight's tp shards
// (minor to dp on the same dim) cannot be kept and the weight is gathered.
// CHECK-LABEL: func.func @fsdp_unpinned
// CHECK:      %[[G:.*]] = ap.all_gather %{{.*}} on @mesh axes = [0, 1] dim = 0 : tensor<8x32xf32> -> tensor<64x32xf32>
// CHECK:      %[[Y:.*]] = linalg.matmul ins(%{{.*}}, %[[G]] : tensor<4x64xf32>, tensor<64x32xf32>)
// CHECK-NEXT: return %[[Y]]
func.func @fsdp_unpinned(
    %x: tensor<8x64xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
    %w: tensor<64x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>})
    -> (tensor<8x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}
      ins(%x, %w : tensor<8x64xf32>, tensor<64x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %y : tensor<8x32xf32>
}

// Batch over dp, heads over tp: no communication at all.
// CHECK-LABEL: func.func @batch_matmul
// CHECK-NOT:  = ap.
// CHECK:      linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x16x8xf32>, tensor<2x8x16xf32>) outs(%{{.*}} : tensor<2x16x16xf32>)
// CHECK-NOT:  = ap.
// CHECK:      return
func.func @batch_matmul(
    %q: tensor<16x16x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>},
    %k: tensor<16x8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>})
    -> tensor<16x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
  %s = linalg.batch_matmul ins(%q, %k : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%f : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
  return %s : tensor<16x16x16xf32>
}

// A generic contraction over a dim sharded on tp gives partial sums; the
// result is declared R, so they are all-reduced.
// CHECK-LABEL: func.func @contraction_generic
// CHECK:      %[[C:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<4x4x16xf32>, tensor<16x32xf32>) outs(%{{.*}} : tensor<4x4x32xf32>)
// CHECK:      ap.all_reduce %[[C]] on @mesh axes = [1] reduce = sum : tensor<4x4x32xf32>
#lhs = affine_map<(b, s, n, k) -> (b, s, k)>
#rhs = affine_map<(b, s, n, k) -> (k, n)>
#out = affine_map<(b, s, n, k) -> (b, s, n)>
func.func @contraction_generic(
    %x: tensor<8x4x64xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(2)]>},
    %w: tensor<64x32xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>})
    -> (tensor<8x4x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4x32xf32>) -> tensor<8x4x32xf32>
  %y = linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<8x4x64xf32>, tensor<64x32xf32>) outs(%f : tensor<8x4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x4x32xf32>
  return %y : tensor<8x4x32xf32>
}

// Partial sums pass through a matmul with a replicated weight and through
// the sum of two partial values; one all_reduce at the end.
// CHECK-LABEL: func.func @partial_passes_through
// CHECK-SAME: %[[P:[a-z0-9_]+]]: tensor<8x16xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, P(sum)]>}
// CHECK-NOT:  ap.all_reduce
// CHECK:      %[[M:.*]] = linalg.matmul ins(%[[P]], %{{.*}} : tensor<8x16xf32>, tensor<16x16xf32>)
// CHECK:      %[[A:.*]] = linalg.generic
// CHECK:      ap.all_reduce %[[A]] on @mesh axes = [1] reduce = sum
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @partial_passes_through(
    %p: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [R, P(sum)]>},
    %q: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [R, P(sum)]>},
    %w: tensor<16x16xf32>)
    -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [R, R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %m = linalg.matmul ins(%p, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %q : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}

// Accumulating into a non-zero tensor with a sharded contraction: the
// accumulator must become a partial value held by one device per group.
// CHECK-LABEL: func.func @accumulate_into
// CHECK:      %[[I:.*]] = ap.group_index on @mesh axes = [1]
// CHECK:      %[[FIRST:.*]] = arith.cmpi eq, %[[I]], %{{.*}} : index
// CHECK:      %[[ACC:.*]] = arith.select %[[FIRST]], %{{.*}}, %{{.*}} : tensor<8x8xf32>
// CHECK:      %[[Y:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x4xf32>, tensor<4x8xf32>) outs(%[[ACC]] : tensor<8x8xf32>)
// CHECK:      ap.all_reduce %[[Y]] on @mesh axes = [1] reduce = sum
func.func @accumulate_into(
    %x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(1)]>},
    %w: tensor<16x8xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>},
    %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %y = linalg.matmul {ap.sharding = #ap.sharding<@mesh, [R, R]>}
      ins(%x, %w : tensor<8x16xf32>, tensor<16x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}
