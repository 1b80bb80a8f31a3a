// ap-auto-shard plans through tensor.extract (lib/Sharding/Rules/ExtractRule.cpp):
// one strategy, the source replicated and the scalar read on every device
// (a scalar has no layout: `-`); a sharded source is gathered first, a
// redistribution the planner prices like any other.
// RUN: ap-opt %s --ap-print-strategies --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRATEGIES
// RUN: ap-opt %s --ap-auto-shard | FileCheck %s --check-prefix=PLAN
// RUN: ap-opt %s --ap-auto-shard --ap-partition | FileCheck %s --check-prefix=PARTITION
// RUN: ap-run --compare %s --entry=extract_dynamic --pipeline=ap-auto-parallel | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

// The index is read from a tensor: dynamic. Both reads take the whole
// tensor; the plan puts no layout on the extracts (scalars are the same on
// every device) and gathers the pinned, sharded table before its read.
// PLAN-LABEL: func.func @extract_dynamic
// PLAN:       %[[ROW:.*]] = tensor.extract %{{.*}}[%{{.*}}] : tensor<4xi64>
// PLAN-NOT:   ap.sharding
// PLAN:       %[[I:.*]] = arith.index_cast %[[ROW]] : i64 to index
// PLAN:       %[[T:.*]] = ap.redistribute %arg1 from <@mesh, [S(0), S(1)]> to <@mesh, [R, R]>
// PLAN:       tensor.extract %[[T]][%[[I]], %{{.*}}] : tensor<8x4xf32>
// PLAN-NOT:   ap.sharding
// PLAN:       tensor.empty
// PARTITION-LABEL: func.func @extract_dynamic
// PARTITION:       ap.all_gather %arg1
// PARTITION:       tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<8x4xf32>
func.func @extract_dynamic(%rows: tensor<4xi64> {ap.input_range = array<i64: 0, 7>}, %table: tensor<8x4xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}, %y: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %row = tensor.extract %rows[%c2] : tensor<4xi64>
// STRATEGIES: [[@LINE-1]]:{{[0-9]+}}: remark: 1 strategies
// STRATEGIES-NEXT: [R, R]; - -> -  (7e-06 s)
  %i = arith.index_cast %row : i64 to index
  %s = tensor.extract %table[%i, %c3] : tensor<8x4xf32>
// STRATEGIES: [[@LINE-1]]:{{[0-9]+}}: remark: 1 strategies
// STRATEGIES-NEXT: [R, R]; -; - -> -  (7e-06 s)
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = arith.addf %f, %y : tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
