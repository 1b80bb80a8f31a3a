// RUN: ap-opt %s -split-input-file -ap-import-torch | FileCheck %s

// Cross-entropy backward: an overwrite scatter of one value per row into
// [rows, classes] (torch-mlir's form), as a generic over the output's dims
// and a reduction over the scattered rows, last write winning.
// CHECK-LABEL: func.func @scatter_overwrite
// CHECK-NOT: tm_tensor
// CHECK: linalg.generic {indexing_maps = [#[[UPD:.*]], #[[COL0:.*]], #[[COL1:.*]], #[[OUT:.*]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%arg0, %arg1, %arg1 : tensor<6xf32>, tensor<6x2xi64>, tensor<6x2xi64>) outs(%arg2 : tensor<6x4xf32>)
// CHECK: ^bb0(%[[U:.*]]: f32, %[[I0:.*]]: i64, %[[I1:.*]]: i64, %[[ACC:.*]]: f32):
// CHECK-DAG: linalg.index 0
// CHECK-DAG: linalg.index 1
// CHECK: %[[M:.*]] = arith.andi
// CHECK: %[[R:.*]] = arith.select %[[M]], %[[U]], %[[ACC]] : f32
// CHECK: linalg.yield %[[R]]
func.func @scatter_overwrite(%updates: tensor<6xf32>, %indices: tensor<6x2xi64>, %original: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%updates, %indices : tensor<6xf32>, tensor<6x2xi64>) outs(%original : tensor<6x4xf32>) {
  ^bb0(%arg0: f32, %arg1: f32):
    tm_tensor.yield %arg0 : f32
  } -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

// Embedding backward: rows of [tokens, hidden] added into the table at
// their token: a masked sum, which the sharding rules see as a reduction
// with the addf combiner (shardable over the tokens as a partial sum).
// Rows that do not match add -0.0, the identity of addition: an entry of
// -0.0 that no row updates stays -0.0 (+0.0 would turn it into +0.0).
// CHECK-DAG: #[[ROWS:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[TOK:.*]] = affine_map<(d0, d1, d2) -> (d2, 0)>
// CHECK-LABEL: func.func @scatter_add
// CHECK: linalg.generic {indexing_maps = [#[[ROWS]], #[[TOK]], {{.*}}], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK: %[[ZERO:.*]] = arith.constant -0.000000e+00 : f32
// CHECK: %[[MASKED:.*]] = arith.select %{{.*}}, %{{.*}}, %[[ZERO]] : f32
// CHECK: arith.addf %{{.*}}, %[[MASKED]] : f32
func.func @scatter_add(%grad: tensor<8x16xf32>, %tokens: tensor<8x1xi64>, %table: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%grad, %tokens : tensor<8x16xf32>, tensor<8x1xi64>) outs(%table : tensor<32x16xf32>) {
  ^bb0(%arg0: f32, %arg1: f32):
    %sum = arith.addf %arg1, %arg0 : f32
    tm_tensor.yield %sum : f32
  } -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----

// Embedding lookup as torch-mlir writes it: the body reads the table at a
// token id (with bounds checks). It becomes a one-hot gather over the
// vocabulary (the checks move with it) that the body reads as an input.
// The gather sums the entries' bits as integers, so that it is exact: the
// one term that is not zero is the entry, whatever its bits (-0.0, a NaN's
// payload); the body reads them back as floats.
// CHECK: #[[TABLE:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK: func.func @embedding
// CHECK: %[[GATHER:.*]] = linalg.generic {{{.*}}#[[TABLE]]{{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4xi64>, tensor<32x16xf32>) outs(%{{.*}} : tensor<2x4x16xi32>)
// CHECK: ^bb0(%{{.*}}: i64, %[[ENTRY:.*]]: f32, %[[ACC:.*]]: i32):
// CHECK: cf.assert
// CHECK: linalg.index 3
// CHECK: %[[BITS:.*]] = arith.bitcast %[[ENTRY]] : f32 to i32
// CHECK: %[[MASKED:.*]] = arith.select %{{.*}}, %[[BITS]], %{{.*}} : i32
// CHECK: arith.addi %[[ACC]], %[[MASKED]] : i32
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[GATHER]] : tensor<2x4xi64>, tensor<2x4x16xi32>)
// CHECK: ^bb0(%{{.*}}: i64, %[[GATHERED:.*]]: i32, %{{.*}}: f32):
// CHECK: %[[VALUE:.*]] = arith.bitcast %[[GATHERED]] : i32 to f32
// CHECK: linalg.yield %[[VALUE]] : f32
// CHECK-NOT: tensor.extract
// CHECK-NOT: cf.assert
// CHECK: return
func.func @embedding(%tokens: tensor<2x4xi64>, %table: tensor<32x16xf32>) -> tensor<2x4x16xf32> {
  %c32 = arith.constant 32 : index
  %empty = tensor.empty() : tensor<2x4x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%tokens : tensor<2x4xi64>) outs(%empty : tensor<2x4x16xf32>) {
  ^bb0(%in: i64, %out: f32):
    %row = arith.index_cast %in : i64 to index
    %col = linalg.index 2 : index
    %ok = arith.cmpi slt, %row, %c32 : index
    cf.assert %ok, "index must be smaller than dim size"
    %v = tensor.extract %table[%row, %col] : tensor<32x16xf32>
    linalg.yield %v : f32
  } -> tensor<2x4x16xf32>
  return %0 : tensor<2x4x16xf32>
}

// -----

// A read at loop positions and constants is an affine read: the table
// becomes an input with that map.
// CHECK: #[[READ:.*]] = affine_map<(d0, d1) -> (d1, 2)>
// CHECK: func.func @affine_read
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[READ]], #{{.*}}]{{.*}} ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<5x4xf32>)
// CHECK-NOT: tensor.extract
func.func @affine_read(%x: tensor<3x5xf32>, %t: tensor<5x4xf32>) -> tensor<3x5xf32> {
  %c2 = arith.constant 2 : index
  %empty = tensor.empty() : tensor<3x5xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x5xf32>) outs(%empty : tensor<3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %j = linalg.index 1 : index
    %v = tensor.extract %t[%j, %c2] : tensor<5x4xf32>
    %s = arith.addf %in, %v : f32
    linalg.yield %s : f32
  } -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// index_put as torch-mlir writes it: the update slice keeps the indexed dim,
// with size 1.
// CHECK: #[[SLICE:.*]] = affine_map<(d0, d1, d2) -> (d2, 0, d1)>
// CHECK: func.func @scatter_add_full_rank_slice
// CHECK: linalg.generic {indexing_maps = [#[[SLICE]], {{.*}}], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%arg0, %arg1 : tensor<8x1x16xf32>, tensor<8x1xi64>)
func.func @scatter_add_full_rank_slice(%grad: tensor<8x1x16xf32>, %tokens: tensor<8x1xi64>, %table: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%grad, %tokens : tensor<8x1x16xf32>, tensor<8x1xi64>) outs(%table : tensor<32x16xf32>) {
  ^bb0(%arg0: f32, %arg1: f32):
    %sum = arith.addf %arg1, %arg0 : f32
    tm_tensor.yield %sum : f32
  } -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----

// Indices of depth 0 index nothing: every row of updates applies to the
// whole original (a sum of all rows into it).
// CHECK-LABEL: func.func @scatter_depth_zero
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x4xf32>) outs(%arg2 : tensor<4xf32>)
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: arith.select %[[TRUE]]
func.func @scatter_depth_zero(%updates: tensor<3x4xf32>, %indices: tensor<3x0xi64>, %original: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64>} unique_indices(false) ins(%updates, %indices : tensor<3x4xf32>, tensor<3x0xi64>) outs(%original : tensor<4xf32>) {
  ^bb0(%arg0: f32, %arg1: f32):
    %s = arith.addf %arg0, %arg1 : f32
    tm_tensor.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Hugging Face's padding mask read at (batch, key) positions given as data
// (transformers' masking_utils indexes the 2-D attention mask with index
// tensors): a gather of i1. It is summed as i8 (one term is not zero) and
// truncated back; ImportTorch/gather-i1.mlir runs it.
// CHECK: func.func @gather_i1
// CHECK: %[[GATHER:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg1, %arg2, %arg0 : tensor<2x1xi64>, tensor<1x8xi64>, tensor<2x8xi1>) outs(%{{.*}} : tensor<2x8xi8>)
// CHECK: ^bb0(%{{.*}}: i64, %{{.*}}: i64, %[[ENTRY:.*]]: i1, %[[ACC:.*]]: i8):
// CHECK: %[[WIDE:.*]] = arith.extui %[[ENTRY]] : i1 to i8
// CHECK: %[[MASKED:.*]] = arith.select %{{.*}}, %[[WIDE]], %{{.*}} : i8
// CHECK: arith.addi %[[ACC]], %[[MASKED]] : i8
// CHECK: linalg.generic {{.*}} ins(%arg1, %arg2, %[[GATHER]] : tensor<2x1xi64>, tensor<1x8xi64>, tensor<2x8xi8>)
// CHECK: ^bb0(%{{.*}}: i64, %{{.*}}: i64, %[[GATHERED:.*]]: i8, %{{.*}}: i1):
// CHECK: %[[VALUE:.*]] = arith.trunci %[[GATHERED]] : i8 to i1
// CHECK: linalg.yield %[[VALUE]] : i1
// CHECK-NOT: tensor.extract
func.func @gather_i1(%mask: tensor<2x8xi1>, %batch: tensor<2x1xi64>, %key: tensor<1x8xi64>) -> tensor<2x8xi1> {
  %empty = tensor.empty() : tensor<2x8xi1>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%batch, %key : tensor<2x1xi64>, tensor<1x8xi64>) outs(%empty : tensor<2x8xi1>) {
  ^bb0(%b: i64, %k: i64, %out: i1):
    %row = arith.index_cast %b : i64 to index
    %col = arith.index_cast %k : i64 to index
    %v = tensor.extract %mask[%row, %col] : tensor<2x8xi1>
    linalg.yield %v : i1
  } -> tensor<2x8xi1>
  return %0 : tensor<2x8xi1>
}
