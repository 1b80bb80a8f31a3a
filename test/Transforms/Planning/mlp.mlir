// The plans ap-auto-shard picks for a two-layer MLP training step (forward
// and backward, the loss gradient %dy given) on a 1-D and a 2-D mesh, and
// the summary it prints. The target is a toy one so that the decisions
// turn on a few numbers: f32 at 1 GFLOP/s (compute dominates: every plan
// splits the work 4 ways), no kernel floor, links of 1 GB/s with 1 us of
// latency per collective (communication is priced by its bytes).
//
// RUN: ap-opt %s --ap-auto-shard='mesh=line summary=- recompute=save-all target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DP
// RUN: ap-opt %s --ap-auto-shard='mesh=line summary=- recompute=save-all memory-budget=0.00033 target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUDGET
// RUN: ap-opt %s --ap-auto-shard='mesh=line summary=- memory-budget=0.00033 target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MIN-CUT
// RUN: ap-opt %s --ap-auto-shard='mesh=grid summary=- target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GRID
// RUN: ap-opt %s --ap-auto-shard='mesh=grid summary=- target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"axis_links":[{"bandwidth":1e8,"hop_latency":1e-6},{"bandwidth":1e10,"hop_latency":1e-7}]}' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SLOW-DP
//
// The summary goes to stderr while the pass runs, before the program is
// printed: each prefix checks the summary first, then the program.

ap.mesh @line(shape = 4, axes = ["x"])
ap.mesh @grid(shape = 2x2, axes = ["dp", "tp"])

//===----------------------------------------------------------------------===//
// 1-D mesh: data parallel.
//===----------------------------------------------------------------------===//

// The weights (3072 elements) are small next to the batch of 1024 rows:
// splitting the batch costs only the all_reduce of the two weight
// gradients (12 KB), while splitting a weight would move activations of
// 1024 rows. The batch inputs and every activation are split by rows, the
// weights replicated; the weight gradients are partial sums on each device
// (their contraction runs over the split batch), all-reduced before they
// are returned in their parameter's layout, each right after it is
// computed. Their zero accumulators are built directly as partial sums
// (zeros on every device), at no cost. The memory counts, besides what the
// step holds throughout, the transients at its peak: the forward matmul's
// [256, 64] f32 result next to its inputs.
//
// DP:      ap-auto-shard plan for @mlp on @line (4), target h100
// DP:      predicted step: {{.*}} ms = compute {{.*}} ms + communication {{.*}} us (not overlapped)
// DP:      memory per device: 335.9 KB = parameters, gradients and optimizer state 49.2 KB + saved activations (save-all) 131.1 KB + inputs 49.2 KB + transients at the peak 106.5 KB (at linalg.matmul at
// DP:      parameters:
// DP-NEXT:   argument #1 tensor<32x64xf32> [R]
// DP-NEXT:   argument #2 tensor<64x16xf32> [R]
// DP:      collectives per step:
// DP-NEXT:   all_reduce axes = [0] x2 12.3 KB per device
// DP-NOT:    axes = [{{[0-9]}}
//
// DP-LABEL: func.func @mlp
// DP-SAME: (%[[X:[a-z0-9_]+]]: tensor<1024x32xf32> {ap.sharding = #ap.sharding<@line, [S(0)]>},
// DP-SAME:  %[[W1:[a-z0-9_]+]]: tensor<32x64xf32> {ap.param, ap.sharding = #ap.sharding<@line, [R]>},
// DP-SAME:  %[[W2:[a-z0-9_]+]]: tensor<64x16xf32> {ap.param, ap.sharding = #ap.sharding<@line, [R]>},
// DP-SAME:  %[[DY:[a-z0-9_]+]]: tensor<1024x16xf32> {ap.sharding = #ap.sharding<@line, [S(0)]>})
// DP-SAME: -> (tensor<1024x16xf32> {ap.sharding = #ap.sharding<@line, [S(0)]>},
// DP-SAME:     tensor<32x64xf32> {ap.grad_of = 1 : i64, ap.sharding = #ap.sharding<@line, [R]>},
// DP-SAME:     tensor<64x16xf32> {ap.grad_of = 2 : i64, ap.sharding = #ap.sharding<@line, [R]>})
// DP-NOT:  ap.redistribute
// DP:      %[[H:.*]] = linalg.matmul {ap.sharding = #ap.sharding<@line, [S(0)]>} ins(%[[X]], %[[W1]] :
// DP:      %[[A:.*]] = linalg.generic {{.*}} ins(%[[H]] : {{.*}} attrs = {ap.sharding = #ap.sharding<@line, [S(0)]>}
// DP-NOT:  ap.redistribute
// DP:      %[[Y:.*]] = linalg.matmul {ap.sharding = #ap.sharding<@line, [S(0)]>} ins(%[[A]], %[[W2]] :
// DP:      %[[P2:.*]] = linalg.fill {ap.sharding = #ap.sharding<@line, [P(sum)]>} {{.*}} -> tensor<64x16xf32>
// DP-NEXT: %[[DW2:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[DY]] : {{.*}} outs(%[[P2]] : {{.*}} attrs = {ap.sharding = #ap.sharding<@line, [P(sum)]>}
// DP:      %[[G2:.*]] = ap.redistribute %[[DW2]] from <@line, [P(sum)]> to <@line, [R]> : tensor<64x16xf32>
// DP-NOT:  ap.redistribute
// DP:      %[[DA:.*]] = linalg.generic {{.*}} ins(%[[DY]], %[[W2]] : {{.*}} attrs = {ap.sharding = #ap.sharding<@line, [S(0)]>}
// DP:      %[[DH:.*]] = linalg.generic {{.*}} ins(%[[DA]], %[[H]] : {{.*}} attrs = {ap.sharding = #ap.sharding<@line, [S(0)]>}
// DP:      %[[P1:.*]] = linalg.fill {ap.sharding = #ap.sharding<@line, [P(sum)]>} {{.*}} -> tensor<32x64xf32>
// DP-NEXT: %[[DW1:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[DH]] : {{.*}} outs(%[[P1]] : {{.*}} attrs = {ap.sharding = #ap.sharding<@line, [P(sum)]>}
// DP:      %[[G1:.*]] = ap.redistribute %[[DW1]] from <@line, [P(sum)]> to <@line, [R]> : tensor<32x64xf32>
// DP-NEXT: return %[[Y]], %[[G1]], %[[G2]]

// With a budget of 330 KB per device the 335.9 KB of the data-parallel plan
// do not fit, when the step saves every activation its backward reads
// (`recompute=save-all`: the hidden layer before and after the ReLU). A parameter takes 16 bytes per element (itself, its gradient,
// Adam's two moments): split 4 ways, %w1 saves 24.6 KB and %w2 12.3 KB;
// either is enough. A split weight is gathered before each use and its
// gradient reduce-scattered instead of all-reduced: %w1 has one use, %w2
// two (the forward matmul and da = dy w2^T), so %w1 is the one split (which
// dim it is split along is a tie). %w2 stays replicated.
//
// BUDGET:      ap-auto-shard plan for @mlp on @line (4), target h100
// BUDGET:      memory budget enforced
// BUDGET:      memory per device: 311.3 KB = parameters, gradients and optimizer state 24.6 KB + saved activations (save-all) 131.1 KB + inputs 49.2 KB + transients at the peak 106.5 KB
// BUDGET:      parameters:
// BUDGET-NEXT:   argument #1 tensor<32x64xf32> [S({{[01]}})]
// BUDGET-NEXT:   argument #2 tensor<64x16xf32> [R]
// BUDGET:      collectives per step:
// BUDGET-NEXT:   all_gather axes = [0] x1 8.2 KB per device
// BUDGET-NEXT:   all_reduce axes = [0] x1 4.1 KB per device
// BUDGET-NEXT:   reduce_scatter axes = [0] x1 8.2 KB per device
//
// BUDGET-LABEL: func.func @mlp
// BUDGET-SAME: %[[W1:[a-z0-9_]+]]: tensor<32x64xf32> {ap.param, ap.sharding = #ap.sharding<@line, [S([[DIM:[01]]])]>},
// BUDGET-SAME: %[[W2:[a-z0-9_]+]]: tensor<64x16xf32> {ap.param, ap.sharding = #ap.sharding<@line, [R]>},
// BUDGET-SAME: tensor<32x64xf32> {ap.grad_of = 1 : i64, ap.sharding = #ap.sharding<@line, [S([[DIM]])]>}
// BUDGET-SAME: tensor<64x16xf32> {ap.grad_of = 2 : i64, ap.sharding = #ap.sharding<@line, [R]>}
// BUDGET:      %[[GW1:.*]] = ap.redistribute %[[W1]] from <@line, [S([[DIM]])]> to <@line, [R]> : tensor<32x64xf32>
// BUDGET:      linalg.matmul {ap.sharding = #ap.sharding<@line, [S(0)]>} ins(%{{.*}}, %[[GW1]] :
// BUDGET:      linalg.matmul {ap.sharding = #ap.sharding<@line, [S(0)]>} ins(%{{.*}}, %[[W2]] :
// BUDGET:      %[[DW1:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<32x64xf32>) attrs = {ap.sharding = #ap.sharding<@line, [P(sum)]>}
// BUDGET:      ap.redistribute %[[DW1]] from <@line, [P(sum)]> to <@line, [S([[DIM]])]> : tensor<32x64xf32>

//===----------------------------------------------------------------------===//
// 2-D mesh.
//===----------------------------------------------------------------------===//

// Both axes inside a node, on the same links: data parallel over all four
// devices, the batch split by both axes, the weights replicated, the
// gradients all-reduced over both axes.
//
// GRID:      ap-auto-shard plan for @mlp on @grid (2x2), target h100
// GRID:      parameters:
// GRID-NEXT:   argument #1 tensor<32x64xf32> [R, R]
// GRID-NEXT:   argument #2 tensor<64x16xf32> [R, R]
// GRID:      collectives per step:
// GRID-NEXT:   all_reduce axes = [0, 1] x2 12.3 KB per device
// GRID-NOT:    axes = [{{[0-9]}}
//
// GRID-LABEL: func.func @mlp
// GRID-SAME: tensor<1024x32xf32> {ap.sharding = #ap.sharding<@grid, [S(0), S(0)]{{[^>]*}}>},
// GRID-SAME: tensor<32x64xf32> {ap.param, ap.sharding = #ap.sharding<@grid, [R, R]>},
// GRID-SAME: tensor<64x16xf32> {ap.param, ap.sharding = #ap.sharding<@grid, [R, R]>},
// GRID-SAME: tensor<1024x16xf32> {ap.sharding = #ap.sharding<@grid, [S(0), S(0)]{{[^>]*}}>})
// GRID:      linalg.matmul {ap.sharding = #ap.sharding<@grid, [S(0), S(0)]{{[^>]*}}>}
// GRID:      ap.redistribute %{{.*}} from <@grid, [P(sum), P(sum)]> to <@grid, [R, R]> : tensor<64x16xf32>
// GRID:      ap.redistribute %{{.*}} from <@grid, [P(sum), P(sum)]> to <@grid, [R, R]> : tensor<32x64xf32>
// GRID-NEXT: return

// Axis dp across nodes at 0.1 GB/s, tp inside a node at 10 GB/s
// (axis_links). All-reducing the 12.3 KB of gradients over all four
// devices would push 18.4 KB per device through the slow links (184 us).
// Instead the weights are split over tp and the batch over dp: the slow
// axis carries only the all-reduce of each device's half of the gradients
// (6.1 KB, 65 us), and what the tp split costs (activations and weight
// shards moved over the fast axis) is a few microseconds. How the work is
// divided over tp is a near tie and is not checked.
//
// SLOW-DP:      ap-auto-shard plan for @mlp on @grid (2x2), target h100
// SLOW-DP:      parameters:
// SLOW-DP-NEXT:   argument #1 tensor<32x64xf32> [R, S({{[01]}})]
// SLOW-DP-NEXT:   argument #2 tensor<64x16xf32> [R, S({{[01]}})]
// SLOW-DP:      collectives per step:
// SLOW-DP-NOT:    axes = [0, 1]
// SLOW-DP-NOT:    axes = [1, 0]
// SLOW-DP:        all_reduce axes = [0] x2 6.1 KB per device
// SLOW-DP-NOT:    axes = [0, 1]
// SLOW-DP-NOT:    axes = [1, 0]
//
// SLOW-DP-LABEL: func.func @mlp
// SLOW-DP-SAME: tensor<1024x32xf32> {ap.sharding = #ap.sharding<@grid, [S(0), {{[^>]*}}>},
// SLOW-DP-SAME: tensor<32x64xf32> {ap.param, ap.sharding = #ap.sharding<@grid, [R, S({{[01]}})]>},
// SLOW-DP-SAME: tensor<64x16xf32> {ap.param, ap.sharding = #ap.sharding<@grid, [R, S({{[01]}})]>},
// SLOW-DP-SAME: tensor<1024x16xf32> {ap.sharding = #ap.sharding<@grid, [S(0), {{[^>]*}}>})

#mk = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#km = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(i, j) -> (i, j)>
func.func @mlp(%x: tensor<1024x32xf32>, %w1: tensor<32x64xf32> {ap.param},
               %w2: tensor<64x16xf32> {ap.param}, %dy: tensor<1024x16xf32>)
    -> (tensor<1024x16xf32>, tensor<32x64xf32> {ap.grad_of = 1},
        tensor<64x16xf32> {ap.grad_of = 2}) {
  %zero = arith.constant 0.0 : f32
  // Forward: y = relu(x @ w1) @ w2.
  %e1 = tensor.empty() : tensor<1024x64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<1024x32xf32>, tensor<32x64xf32>)
      outs(%f1 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<1024x64xf32>) outs(%e1 : tensor<1024x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1024x64xf32>
  %e2 = tensor.empty() : tensor<1024x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<1024x64xf32>, tensor<64x16xf32>)
      outs(%f2 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
  // Backward: dw2 = a^T dy, da = dy w2^T, dh = da * (h > 0), dw1 = x^T dh.
  %e3 = tensor.empty() : tensor<64x16xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<64x16xf32>) -> tensor<64x16xf32>
  %dw2 = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %dy : tensor<1024x64xf32>, tensor<1024x16xf32>) outs(%f3 : tensor<64x16xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x16xf32>
  %da = linalg.generic {indexing_maps = [#km, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dy, %w2 : tensor<1024x16xf32>, tensor<64x16xf32>) outs(%f1 : tensor<1024x64xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1024x64xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da, %h : tensor<1024x64xf32>, tensor<1024x64xf32>) outs(%e1 : tensor<1024x64xf32>) {
  ^bb0(%g: f32, %v: f32, %o: f32):
    %pos = arith.cmpf ogt, %v, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1024x64xf32>
  %e4 = tensor.empty() : tensor<32x64xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %dw1 = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh : tensor<1024x32xf32>, tensor<1024x64xf32>) outs(%f4 : tensor<32x64xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<32x64xf32>
  return %y, %dw1, %dw2 : tensor<1024x16xf32>, tensor<32x64xf32>, tensor<64x16xf32>
}

// The same budget under the split ap-recompute-partition makes by default
// (`recompute=min-cut`): the backward recomputes the ReLU from the saved
// pre-activation, so one [256, 64] f32 activation per device is kept, not
// two, and the data-parallel plan fits without sharding a weight (its peak
// is in the backward, where the recomputed ReLU adds a transient).
//
// MIN-CUT:      ap-auto-shard plan for @mlp on @line (4), target h100
// MIN-CUT-NOT:  memory budget enforced
// MIN-CUT:      memory per device: 262.1 KB = parameters, gradients and optimizer state 49.2 KB + saved activations (min-cut) 65.5 KB + inputs 49.2 KB + transients at the peak 98.3 KB (at linalg.generic at {{.*}} (backward))
// MIN-CUT:      parameters:
// MIN-CUT-NEXT:   argument #1 tensor<32x64xf32> [R]
// MIN-CUT-NEXT:   argument #2 tensor<64x16xf32> [R]
