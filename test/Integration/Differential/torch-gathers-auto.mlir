// ap-auto-shard plans an imported torch-mlir embedding lookup, its backward
// (scatter-add) and a target pick on a 2x2 mesh (a slow target, where
// sharding pays), and the partitioned program computes what the original
// does.
// RUN: ap-run --compare %s --pipeline='ap-import-torch,ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}' | FileCheck %s
// CHECK: ap-run: candidate {{.*}}: mesh @mesh 2x2 (4 devices)
// CHECK: ap-run: PASS: 3 output(s)

ap.mesh @mesh(shape = 2x2, axes = ["dp", "tp"])

func.func @step(%tokens: tensor<8x1xi64> {ap.input_range = array<i64: 0, 31>},
                %table: tensor<32x16xf32> {ap.param},
                %w: tensor<16x32xf32> {ap.param})
    -> (tensor<8x32xf32>, tensor<32x16xf32>, tensor<8x1xf32>) {
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<8x1xi64>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: i64, %out: f32):
    %row = arith.index_cast %in : i64 to index
    %col = linalg.index 1 : index
    %ok = arith.cmpi slt, %row, %c32 : index
    cf.assert %ok, "index must be smaller than dim size"
    %v = tensor.extract %table[%row, %col] : tensor<32x16xf32>
    linalg.yield %v : f32
  } -> tensor<8x16xf32>
  %e2 = tensor.empty() : tensor<8x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %logits = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  // The target logit of each row (the tokens again).
  %e3 = tensor.empty() : tensor<8x1xf32>
  %picked = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<8x1xi64>) outs(%e3 : tensor<8x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %row = linalg.index 0 : index
    %col = arith.index_cast %in : i64 to index
    %v = tensor.extract %logits[%row, %col] : tensor<8x32xf32>
    linalg.yield %v : f32
  } -> tensor<8x1xf32>
  // Embedding backward: x's rows added into a zero table at their token.
  %e4 = tensor.empty() : tensor<32x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e4 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %gtable = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%x, %tokens : tensor<8x16xf32>, tensor<8x1xi64>) outs(%z : tensor<32x16xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    tm_tensor.yield %s : f32
  } -> tensor<32x16xf32>
  return %logits, %gtable, %picked : tensor<8x32xf32>, tensor<32x16xf32>, tensor<8x1xf32>
}
