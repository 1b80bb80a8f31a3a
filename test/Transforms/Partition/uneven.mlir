// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=chain | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=gather | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=slice_from_replicated | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=sum_rows | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=matmul_m | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=matmul_n | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=matmul_k | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=reduce_scatter | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=all_to_all | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=transpose_and_collapse | FileCheck %s --check-prefix=EXEC

// Uneven sharding on a 3-way axis (docs/PlacementModel.md): 10 rows are
// chunks of 4, 4 and 2 real rows plus 2 of padding.

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 3, axes = ["x"])

#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
#cols = affine_map<(d0, d1) -> (d1)>

// Elementwise ops run on the padded chunks; the signature names the global
// shapes.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: tensor<4x8xf32> {ap.global_shape = array<i64: 10, 8>, ap.local_sharding = #ap.sharding<@mesh, [S(0)]>}
// CHECK-SAME: -> (tensor<4x8xf32> {ap.global_shape = array<i64: 10, 8>, ap.local_sharding = #ap.sharding<@mesh, [S(0)]>})
// CHECK: arith.mulf %{{.*}} : tensor<4x8xf32>
// CHECK: math.tanh %{{.*}} : tensor<4x8xf32>
func.func @chain(%x: tensor<10x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>},
                 %y: tensor<10x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<10x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %0 = arith.mulf %x, %y : tensor<10x8xf32>
  %1 = math.tanh %0 : tensor<10x8xf32>
  %2 = arith.addf %1, %x : tensor<10x8xf32>
  return %2 : tensor<10x8xf32>
}

// All-gather of padded chunks, then the real 10 rows.
// CHECK-LABEL: func.func @gather
// CHECK: %[[G:.*]] = ap.all_gather %{{.*}} on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<12x8xf32>
// CHECK: tensor.extract_slice %[[G]][0, 0] [10, 8] [1, 1] : tensor<12x8xf32> to tensor<10x8xf32>
func.func @gather(%x: tensor<10x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<10x8xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %0 = math.exp %x : tensor<10x8xf32>
  return %0 : tensor<10x8xf32>
}

// R -> S(0): pad to 12 rows, keep this device's chunk.
// CHECK-LABEL: func.func @slice_from_replicated
// CHECK: %[[P:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0] [10, 8] [1, 1] : tensor<10x8xf32> into tensor<12x8xf32>
// CHECK: ap.shard_slice %[[P]] on @mesh axes = [0] dim = 0 : tensor<12x8xf32> -> tensor<4x8xf32>
func.func @slice_from_replicated(%x: tensor<10x8xf32>)
    -> (tensor<10x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %0 = ap.annotate %x to <@mesh, [S(0)]> : tensor<10x8xf32>
  %1 = math.exp %0 : tensor<10x8xf32>
  return %1 : tensor<10x8xf32>
}

// A reduction over the padded dim: the padded iterations are masked (named
// linalg.reduce is generalized first), then the partial sums are reduced.
// CHECK-LABEL: func.func @sum_rows
// CHECK: linalg.generic
// CHECK: arith.cmpi ult
// CHECK: arith.select
// CHECK: ap.all_reduce %{{.*}} on @mesh axes = [0] reduce = sum : tensor<8xf32>
func.func @sum_rows(%x: tensor<10x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.reduce ins(%x : tensor<10x8xf32>) outs(%f : tensor<8xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  return %s : tensor<8xf32>
}

// Matmul on an uneven M: the rows just run padded.
// CHECK-LABEL: func.func @matmul_m
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x16xf32>, tensor<16x8xf32>) outs(%{{.*}} : tensor<4x8xf32>)
func.func @matmul_m(%a: tensor<10x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>},
                    %b: tensor<16x8xf32>)
    -> (tensor<10x8xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<10x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<10x8xf32>) -> tensor<10x8xf32>
  %c = linalg.matmul ins(%a, %b : tensor<10x16xf32>, tensor<16x8xf32>) outs(%f : tensor<10x8xf32>) -> tensor<10x8xf32>
  return %c : tensor<10x8xf32>
}

// Matmul on an uneven N (a 7-column weight sharded on its columns).
// CHECK-LABEL: func.func @matmul_n
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<6x16xf32>, tensor<16x3xf32>) outs(%{{.*}} : tensor<6x3xf32>)
func.func @matmul_n(%a: tensor<6x16xf32>,
                    %b: tensor<16x7xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>})
    -> (tensor<6x7xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<6x7xf32>) -> tensor<6x7xf32>
  %c = linalg.matmul ins(%a, %b : tensor<6x16xf32>, tensor<16x7xf32>) outs(%f : tensor<6x7xf32>) -> tensor<6x7xf32>
  return %c : tensor<6x7xf32>
}

// A contraction over an uneven K: masked, partial sums, all-reduced.
// CHECK-LABEL: func.func @matmul_k
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<6x4xf32>, tensor<4x5xf32>)
// CHECK: arith.cmpi ult
// CHECK: ap.all_reduce %{{.*}} reduce = sum : tensor<6x5xf32>
func.func @matmul_k(%a: tensor<6x10xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>},
                    %b: tensor<10x5xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<6x5xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<6x5xf32>) -> tensor<6x5xf32>
  %c = linalg.matmul ins(%a, %b : tensor<6x10xf32>, tensor<10x5xf32>) outs(%f : tensor<6x5xf32>) -> tensor<6x5xf32>
  return %c : tensor<6x5xf32>
}

// Partial sums scattered over an uneven dim: padded to 12 rows first.
// CHECK-LABEL: func.func @reduce_scatter
// CHECK: %[[P:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0] [10, 5] [1, 1] : tensor<10x5xf32> into tensor<12x5xf32>
// CHECK: ap.reduce_scatter %[[P]] on @mesh axes = [0] dim = 0 reduce = sum : tensor<12x5xf32> -> tensor<4x5xf32>
func.func @reduce_scatter(%a: tensor<10x6xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>},
                          %b: tensor<6x5xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<10x5xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<10x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<10x5xf32>) -> tensor<10x5xf32>
  %c = linalg.matmul ins(%a, %b : tensor<10x6xf32>, tensor<6x5xf32>) outs(%f : tensor<10x5xf32>) -> tensor<10x5xf32>
  return %c : tensor<10x5xf32>
}

// S(0) -> S(1) with both dims uneven: pad the split dim, trim the
// concatenated one.
// CHECK-LABEL: func.func @all_to_all
// CHECK: %[[P:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0] [4, 7] [1, 1] : tensor<4x7xf32> into tensor<4x9xf32>
// CHECK: %[[A:.*]] = ap.all_to_all %[[P]] on @mesh axes = [0] split_dim = 1 concat_dim = 0 : tensor<4x9xf32> -> tensor<12x3xf32>
// CHECK: tensor.extract_slice %[[A]][0, 0] [10, 3] [1, 1] : tensor<12x3xf32> to tensor<10x3xf32>
func.func @all_to_all(%x: tensor<10x7xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<10x7xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>}) {
  %0 = math.exp %x : tensor<10x7xf32>
  return %0 : tensor<10x7xf32>
}

// A transpose keeps the padded dim; collapsing it with a later dim would put
// padding inside the chunks, so the collapse gathers it first.
// CHECK-LABEL: func.func @transpose_and_collapse
// CHECK: linalg.transpose ins(%{{.*}} : tensor<4x6xf32>) outs(%{{.*}} : tensor<6x4xf32>)
// CHECK: ap.all_gather
// CHECK: tensor.collapse_shape %{{.*}} : tensor<10x6xf32> into tensor<60xf32>
func.func @transpose_and_collapse(%x: tensor<10x6xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<6x10xf32>, tensor<60xf32>) {
  %e = tensor.empty() : tensor<6x10xf32>
  %t = linalg.transpose ins(%x : tensor<10x6xf32>) outs(%e : tensor<6x10xf32>) permutation = [1, 0]
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<10x6xf32> into tensor<60xf32>
  return %t, %c : tensor<6x10xf32>, tensor<60xf32>
}
