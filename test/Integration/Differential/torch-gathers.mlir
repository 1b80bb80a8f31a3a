// Gathers and scatters as torch-mlir writes them (tensor.extract at a token
// id inside a linalg body, tm_tensor.scatter), imported by ap-import-torch
// and partitioned, on 1-D, 2-D and 3-D meshes: ap-run runs the original
// program (its own pipeline imports it) against the partitioned one.
//
// Vocab-parallel embedding (Megatron): the table is sharded on the
// vocabulary, each device looks up the tokens it owns, a sum finishes it.
// RUN: ap-opt %s -ap-import-torch -ap-partition | FileCheck %s --check-prefix=VOCAB
// VOCAB-LABEL: func.func @embedding
// VOCAB: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<4x8xi64>, tensor<8x16xf32>)
// VOCAB: ap.all_reduce {{.*}} reduce = sum
// RUN: ap-run --compare %s --entry=embedding --pipeline='ap-import-torch,ap-partition' | FileCheck %s
// Embedding backward: rows scattered into the table, sharded over the
// tokens (partial sums of the table's gradient) and over the hidden dim.
// RUN: ap-run --compare %s --entry=embedding_grad --pipeline='ap-import-torch,ap-partition' | FileCheck %s
// Cross-entropy's pick of the target logit, and its backward (an overwrite
// scatter), with the vocabulary sharded.
// RUN: ap-run --compare %s --entry=pick --pipeline='ap-import-torch,ap-partition' | FileCheck %s
// The auto-sharder plans them as it likes: torch-gathers-auto.mlir.
// CHECK: ap-run: PASS

ap.mesh @line(shape = 4, axes = ["v"])
ap.mesh @grid(shape = 2x2, axes = ["dp", "tp"])
ap.mesh @cube(shape = 2x3x2, axes = ["a", "b", "c"])

func.func @embedding(%tokens: tensor<4x8xi64> {ap.input_range = array<i64: 0, 31>},
                     %table: tensor<32x16xf32> {ap.sharding = #ap.sharding<@line, [S(0)]>})
    -> (tensor<4x8x16xf32> {ap.sharding = #ap.sharding<@line, [R]>}) {
  %c32 = arith.constant 32 : index
  %c0_i64 = arith.constant 0 : i64
  %empty = tensor.empty() : tensor<4x8x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%tokens : tensor<4x8xi64>) outs(%empty : tensor<4x8x16xf32>) {
  ^bb0(%in: i64, %out: f32):
    %row = arith.index_cast %in : i64 to index
    %col = linalg.index 2 : index
    %below = arith.cmpi slt, %row, %c32 : index
    cf.assert %below, "index must be smaller than dim size"
    %above = arith.cmpi sge, %in, %c0_i64 : i64
    cf.assert %above, "index must be larger or equal to 0"
    %v = tensor.extract %table[%row, %col] : tensor<32x16xf32>
    linalg.yield %v : f32
  } -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

func.func @embedding_grad(%grad: tensor<12x16xf32> {ap.sharding = #ap.sharding<@grid, [S(0), S(1)]>},
                          %tokens: tensor<12x1xi64> {ap.input_range = array<i64: 0, 31>, ap.sharding = #ap.sharding<@grid, [S(0), R]>},
                          %zeros: tensor<32x16xf32>)
    -> (tensor<32x16xf32> {ap.sharding = #ap.sharding<@grid, [R, S(1)]>}) {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%grad, %tokens : tensor<12x16xf32>, tensor<12x1xi64>) outs(%zeros : tensor<32x16xf32>) {
  ^bb0(%arg0: f32, %arg1: f32):
    %sum = arith.addf %arg1, %arg0 : f32
    tm_tensor.yield %sum : f32
  } -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

func.func @pick(%logits: tensor<6x12xf32> {ap.sharding = #ap.sharding<@cube, [S(0), S(1), R]>},
                %targets: tensor<6x1xi64> {ap.input_range = array<i64: 0, 11>},
                %seed: tensor<6xf32>, %zeros: tensor<6x12xf32>)
    -> (tensor<6x1xf32>, tensor<6x12xf32>) {
  %c12 = arith.constant 12 : index
  %empty = tensor.empty() : tensor<6x1xf32>
  %picked = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<6x1xi64>) outs(%empty : tensor<6x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %row = linalg.index 0 : index
    %col = arith.index_cast %in : i64 to index
    %ok = arith.cmpi slt, %col, %c12 : index
    cf.assert %ok, "index must be smaller than dim size"
    %v = tensor.extract %logits[%row, %col] : tensor<6x12xf32>
    linalg.yield %v : f32
  } -> tensor<6x1xf32>
  // Backward: the seed scattered to (row, target).
  %c0 = arith.constant 0 : i64
  %e2 = tensor.empty() : tensor<6x2xi64>
  %rows = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<6x2xi64>) {
  ^bb0(%out: i64):
    %r = linalg.index 0 : index
    %c = linalg.index 1 : index
    %ri = arith.index_cast %r : index to i64
    %z = arith.cmpi eq, %c, %c12 : index
    linalg.yield %ri : i64
  } -> tensor<6x2xi64>
  %indices = tensor.insert_slice %targets into %rows[0, 1] [6, 1] [1, 1] : tensor<6x1xi64> into tensor<6x2xi64>
  %grad = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%seed, %indices : tensor<6xf32>, tensor<6x2xi64>) outs(%zeros : tensor<6x12xf32>) {
  ^bb0(%arg0: f32, %arg1: f32):
    tm_tensor.yield %arg0 : f32
  } -> tensor<6x12xf32>
  return %picked, %grad : tensor<6x1xf32>, tensor<6x12xf32>
}
