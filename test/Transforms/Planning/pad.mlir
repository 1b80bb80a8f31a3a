// ap-auto-shard plans through tensor.pad with the slice family's rule
// (lib/Sharding/Rules/SliceRule.cpp): a padded dim is replicated, the other
// dims may be sharded.
// RUN: ap-opt %s --ap-print-strategies --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRATEGIES
// RUN: ap-opt %s --ap-auto-shard --ap-partition | FileCheck %s --check-prefix=PLAN
// RUN: ap-run --compare %s --entry=pad_labels --pipeline=ap-auto-parallel | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=pad_computed --pipeline=ap-auto-parallel | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

// Hugging Face's causal-LM loss shifts the labels by padding them with -100
// (an integer constant defined inside the body here); the planner keeps the
// batch dim sharded through the pad, as the weights it meets are.
// Dim 1 is padded: no strategy shards it.
// STRATEGIES: [[@LINE+10]]:{{[0-9]+}}: remark: 5 strategies
// STRATEGIES-NEXT: [R, R] -> [R, R]
// STRATEGIES-NEXT: [S(0), R] -> [S(0), R]
// STRATEGIES-NEXT: [R, S(0)] -> [R, S(0)]
// STRATEGIES-NEXT: [S(0), S(0)] -> [S(0), S(0)]
// STRATEGIES-NEXT: [S(0), S(0)], order = {0: [1, 0]} -> [S(0), S(0)], order = {0: [1, 0]}
// PLAN-LABEL: func.func @pad_labels
// PLAN:       tensor.pad %{{.*}} low[0, 0] high[0, 1]
// PLAN:       } : tensor<{{1|2}}x7xi64> to tensor<{{1|2}}x8xi64>
func.func @pad_labels(%labels: tensor<4x7xi64> {ap.input_range = array<i64: 0, 9>}, %w: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<4x8xf32> {
  %p = tensor.pad %labels low[0, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %ignore = arith.constant -100 : i64
    tensor.yield %ignore : i64
  } : tensor<4x7xi64> to tensor<4x8xi64>
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%p, %w : tensor<4x8xi64>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%l: i64, %v: f32, %o: f32):
    %c = arith.constant -100 : i64
    %keep = arith.cmpi ne, %l, %c : i64
    %z = arith.constant 0.0 : f32
    %s = arith.select %keep, %v, %z : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// A padding value the body computes, the same at every position (it reads
// no index), is planned as a constant one is; before, the rule refused it:
// "the padding value depends on the position".
// STRATEGIES: [[@LINE+8]]:{{[0-9]+}}: remark: 5 strategies
// STRATEGIES-NEXT: [R, R] -> [R, R]
// STRATEGIES-NEXT: [S(0), R] -> [S(0), R]
// PLAN-LABEL: func.func @pad_computed
// PLAN:       math.sqrt
// PLAN:       tensor.pad %{{.*}} low[0, 0] high[0, 1]
// PLAN:       } : tensor<{{1|2}}x7xf32> to tensor<{{1|2}}x8xf32>
func.func @pad_computed(%x: tensor<4x7xf32>, %w: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<4x8xf32> {
  %p = tensor.pad %x low[0, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %three = arith.constant 3.0 : f32
    %root = math.sqrt %three : f32
    tensor.yield %root : f32
  } : tensor<4x7xf32> to tensor<4x8xf32>
  %r = arith.addf %p, %w : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
