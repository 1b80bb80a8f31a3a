// RUN: ap-opt %s --ap-recompute-partition=report 2>&1 | FileCheck %s
//
// Collectives in a per-device step. An all-to-all only moves data, as an
// all-gather does: what it outputs is the cut's choice, and the backward
// moves the parameter again (from an argument, which costs nothing to
// keep) instead of receiving a saved copy. ap-auto-shard's memory term
// plans on the program before partitioning, where there is no collective
// to save, and counts the same. An all-reduce computes: its output is
// saved (%s, 4 bytes).
//
// CHECK: remark: ap-recompute-partition: {{[0-9]+}} forward and {{[0-9]+}} backward ops; saved 1 value(s), 4 bytes;

// CHECK-LABEL: func.func private @step_forward
// CHECK: ap.all_to_all {{.*}} {ap.recompute = "must_recompute"}
// CHECK: %[[S:.+]] = ap.all_reduce {{.*}} {ap.recompute = "must_save"}
// CHECK: return %{{.+}}, %[[S]] : tensor<f32>, tensor<f32>

// CHECK-LABEL: func.func private @step_backward
// CHECK-SAME: (%{{.+}}: tensor<16x2xf32>, %[[W:.+]]: tensor<4x8xf32> {ap.param}, %{{.+}}: tensor<f32>)
// CHECK: ap.all_to_all %[[W]] on @mesh axes = [0] split_dim = 1 concat_dim = 0 {ap.recompute = "must_recompute"}

ap.mesh @mesh(shape = 4, axes = ["x"])
#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
func.func @step(%x: tensor<16x2xf32>, %w: tensor<4x8xf32> {ap.param})
    -> (tensor<f32>, tensor<4x8xf32> {ap.grad_of = 1}) {
  %zero = arith.constant 0.0 : f32
  // Forward: loss = allreduce(sum(exp(a) * x)) * sum(exp(a) * x), a = all_to_all(w).
  %a = ap.all_to_all %w on @mesh axes = [0] split_dim = 1 concat_dim = 0 : tensor<4x8xf32> -> tensor<16x2xf32>
  %e0 = tensor.empty() : tensor<16x2xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %x : tensor<16x2xf32>, tensor<16x2xf32>) outs(%e0 : tensor<16x2xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %t = math.exp %p : f32
    %m = arith.mulf %t, %q : f32
    linalg.yield %m : f32
  } -> tensor<16x2xf32>
  %s0 = tensor.empty() : tensor<f32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %l = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%ex : tensor<16x2xf32>) outs(%sf : tensor<f32>) {
  ^bb0(%p: f32, %o: f32):
    %r = arith.addf %o, %p : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s = ap.all_reduce %l on @mesh axes = [0] reduce = sum : tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%s, %l : tensor<f32>, tensor<f32>) outs(%s0 : tensor<f32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  // Backward (treating s as a constant): d_a = s * exp(a) * x; d_w = all_to_all back.
  %da = linalg.generic {indexing_maps = [#id, #id, #all, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %x, %s : tensor<16x2xf32>, tensor<16x2xf32>, tensor<f32>) outs(%e0 : tensor<16x2xf32>) {
  ^bb0(%p: f32, %q: f32, %c: f32, %o: f32):
    %t = math.exp %p : f32
    %m = arith.mulf %t, %q : f32
    %n = arith.mulf %m, %c : f32
    linalg.yield %n : f32
  } -> tensor<16x2xf32>
  %dw = ap.all_to_all %da on @mesh axes = [0] split_dim = 0 concat_dim = 1 : tensor<16x2xf32> -> tensor<4x8xf32>
  return %loss, %dw : tensor<f32>, tensor<4x8xf32>
}
