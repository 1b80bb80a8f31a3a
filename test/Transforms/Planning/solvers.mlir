// The two solvers agree: solver=exhaustive tries every assignment of the
// placement problem, solver=cbc reduces the graph, bounds it and solves the
// rest as an integer program. On small programs (one class per node:
// cluster-layers=false) both must find plans of the same predicted cost
// and memory (the summaries' figures are diffed) and, where the optimum is
// unique, the same plan (both outputs are checked with the same prefixes).
// Each program runs without and with a memory budget (60 KB per device,
// binding for @forward and @train_step only; the memory counts the
// transients at each program's peak); the budget takes another
// path through both solvers (CBC solves again with the budget as a
// constraint).
//
// RUN: ap-opt %s -split-input-file --ap-auto-shard='solver=exhaustive cluster-layers=false summary=- target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}' 2> %t.exhaustive \
// RUN:   | FileCheck %s --check-prefixes=CHECK,FREE
// RUN: ap-opt %s -split-input-file --ap-auto-shard='solver=cbc cluster-layers=false summary=- target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}' 2> %t.cbc \
// RUN:   | FileCheck %s --check-prefixes=CHECK,FREE
// RUN: grep -e 'plan for' -e 'predicted step' -e 'memory per device' %t.exhaustive > %t.exhaustive.cost
// RUN: grep -e 'plan for' -e 'predicted step' -e 'memory per device' %t.cbc > %t.cbc.cost
// RUN: diff %t.exhaustive.cost %t.cbc.cost
// RUN: count 12 < %t.cbc.cost
//
// RUN: ap-opt %s -split-input-file --ap-auto-shard='solver=exhaustive cluster-layers=false summary=- memory-budget=0.00006 target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}' 2> %t.exhaustive-budget \
// RUN:   | FileCheck %s --check-prefixes=CHECK,BUDGET
// RUN: ap-opt %s -split-input-file --ap-auto-shard='solver=cbc cluster-layers=false summary=- memory-budget=0.00006 target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}' 2> %t.cbc-budget \
// RUN:   | FileCheck %s --check-prefixes=CHECK,BUDGET
// RUN: grep -e 'plan for' -e 'predicted step' -e 'memory per device' %t.exhaustive-budget > %t.exhaustive-budget.cost
// RUN: grep -e 'plan for' -e 'predicted step' -e 'memory per device' %t.cbc-budget > %t.cbc-budget.cost
// RUN: diff %t.exhaustive-budget.cost %t.cbc-budget.cost
// RUN: count 12 < %t.cbc-budget.cost

// A forward MLP: the batch split, the weights replicated (no collective);
// within 60 KB both weights split too (90.1 KB otherwise: 49.2 KB of
// parameter state and 32.8 KB of transients at the first matmul, where the
// gathered weights are whole, the matmul writing into its fill's buffer;
// 65.5 KB with the first weight split only) and gathered before use (which
// dim they are split along is a tie).
//
// CHECK-LABEL: func.func @forward
// FREE-SAME:   tensor<256x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}
// FREE-SAME:   tensor<32x64xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [R]>}
// FREE-SAME:   tensor<64x16xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [R]>}
// FREE-SAME:   -> (tensor<256x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
// FREE-NOT:    ap.redistribute
// BUDGET-SAME: tensor<256x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}
// BUDGET-SAME: %[[W1:[a-z0-9_]+]]: tensor<32x64xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [S({{[01]}})]>}
// BUDGET-SAME: %[[W2:[a-z0-9_]+]]: tensor<64x16xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [S({{[01]}})]>}
// BUDGET-SAME: -> (tensor<256x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
// BUDGET:      ap.redistribute %[[W1]] from <@mesh, [S({{[01]}})]> to <@mesh, [R]>
// CHECK:       linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0)]>}
// CHECK:       linalg.generic {{.*}} attrs = {ap.sharding = #ap.sharding<@mesh, [S(0)]>}
// BUDGET:      ap.redistribute %[[W2]] from <@mesh, [S({{[01]}})]> to <@mesh, [R]>
// CHECK:       linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0)]>}
// FREE-NOT:    ap.redistribute
// CHECK:       return
ap.mesh @mesh(shape = 4, axes = ["x"])
#id = affine_map<(i, j) -> (i, j)>
func.func @forward(%x: tensor<256x32xf32>, %w1: tensor<32x64xf32> {ap.param}, %w2: tensor<64x16xf32> {ap.param}) -> tensor<256x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<256x32xf32>, tensor<32x64xf32>) outs(%f1 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<256x64xf32>) outs(%e1 : tensor<256x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<256x64xf32>
  %e2 = tensor.empty() : tensor<256x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<256x16xf32>) -> tensor<256x16xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<256x64xf32>, tensor<64x16xf32>) outs(%f2 : tensor<256x16xf32>) -> tensor<256x16xf32>
  return %y : tensor<256x16xf32>
}

// -----

// Pinned input and result layouts: the input's contraction dim is split,
// the result's rows. Moving the input to rows (all_to_all, 8 KB per
// device) beats computing partial sums and reduce-scattering them.
//
// CHECK-LABEL: func.func @contraction_split
// CHECK-SAME:  %[[X:[a-z0-9_]+]]: tensor<64x128xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>}
// CHECK-SAME:  tensor<128x32xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}
// CHECK-SAME:  -> (tensor<64x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
// CHECK:       %[[XR:.*]] = ap.redistribute %[[X]] from <@mesh, [S(1)]> to <@mesh, [S(0)]>
// CHECK:       %[[Y:.*]] = linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0)]>} ins(%[[XR]],
// CHECK-NEXT:  return %[[Y]]
ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @contraction_split(%x: tensor<64x128xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>}, %w: tensor<128x32xf32>)
    -> (tensor<64x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<64x128xf32>, tensor<128x32xf32>) outs(%f : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}

// -----

// A 2-D mesh, the rows pinned to axis a: axis b splits the columns of the
// weight (free: it is an input), so the matmul needs no collective.
//
// CHECK-LABEL: func.func @matmul
// CHECK-SAME:  tensor<64x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}
// CHECK-SAME:  tensor<32x16xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(1)]>}
// CHECK-SAME:  -> (tensor<64x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>})
// CHECK-NOT:   ap.redistribute
// CHECK:       linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}
// CHECK-NOT:   ap.redistribute
// CHECK:       return
ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @matmul(%x: tensor<64x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>) outs(%f : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %y : tensor<64x16xf32>
}

// -----

// A parameter and its gradient (one placement for both). Unbounded, the
// weight and %dy split by columns and %x replicated need no collective at
// all; with %x whole (32 KB) the step needs 75.8 KB, over 60 KB, so with
// the budget the batch is split instead and the gradient all-reduced.
//
// CHECK-LABEL: func.func @train_step
// FREE-SAME:   tensor<256x32xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}
// FREE-SAME:   tensor<32x16xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [S(1)]>}
// FREE-SAME:   tensor<256x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>}
// FREE-SAME:   -> (tensor<256x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>},
// FREE-SAME:       tensor<32x16xf32> {ap.grad_of = 1 : i64, ap.sharding = #ap.sharding<@mesh, [S(1)]>})
// FREE-NOT:    ap.redistribute
// FREE:        linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(1)]>}
// FREE:        linalg.generic {{.*}} attrs = {ap.sharding = #ap.sharding<@mesh, [S(1)]>}
// FREE-NOT:    ap.redistribute
// BUDGET-SAME: tensor<256x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}
// BUDGET-SAME: tensor<32x16xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [R]>}
// BUDGET-SAME: tensor<256x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}
// BUDGET-SAME: -> (tensor<256x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>},
// BUDGET-SAME:     tensor<32x16xf32> {ap.grad_of = 1 : i64, ap.sharding = #ap.sharding<@mesh, [R]>})
// BUDGET:      linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0)]>}
// BUDGET:      %[[DW:.*]] = linalg.generic {{.*}} attrs = {ap.sharding = #ap.sharding<@mesh, [P(sum)]>}
// BUDGET:      %[[G:.*]] = ap.redistribute %[[DW]] from <@mesh, [P(sum)]> to <@mesh, [R]>
// BUDGET-NEXT: return %{{.*}}, %[[G]]
// FREE:        return
ap.mesh @mesh(shape = 4, axes = ["x"])
#mk = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @train_step(%x: tensor<256x32xf32>, %w: tensor<32x16xf32> {ap.param}, %dy: tensor<256x16xf32>)
    -> (tensor<256x16xf32>, tensor<32x16xf32> {ap.grad_of = 1}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<256x16xf32>) -> tensor<256x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<256x32xf32>, tensor<32x16xf32>) outs(%f : tensor<256x16xf32>) -> tensor<256x16xf32>
  %e2 = tensor.empty() : tensor<32x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %dw = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dy : tensor<256x32xf32>, tensor<256x16xf32>) outs(%f2 : tensor<32x16xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<32x16xf32>
  return %y, %dw : tensor<256x16xf32>, tensor<32x16xf32>
}
