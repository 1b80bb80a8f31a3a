// A joint training step (DDP: the loss and two gradients all-reduced) keeps
// its forward apart from its backward when its collectives are scheduled:
// a bucket never combines the loss's all-reduce with the gradients' (the
// loss would wait for the backward, and no split could separate the two
// again: the LLaMA-3 8B step split after ap-auto-parallel saved 495 values
// instead of 165, issue 43). Buckets within the backward still form.
//
// RUN: ap-opt %s --ap-schedule-collectives="report prefetch-budget=1" 2>&1 | FileCheck %s
// CHECK: remark: ap-schedule-collectives: @step: 1 buckets of 2 collectives
// CHECK: %[[F:.+]] = ap.start {
// CHECK-NEXT: ap.all_reduce %{{.+}} on @mesh axes = [0] reduce = sum : tensor<f32>
// CHECK: tensor.concat dim(0) %{{.+}}, %{{.+}} : (tensor<8xf32>, tensor<8xf32>) -> tensor<16xf32>
// CHECK: ap.all_reduce %{{.+}} on @mesh axes = [0] reduce = sum : tensor<16xf32>
//
// Split after scheduling: the forward and backward are those of the
// unscheduled step (a collective in flight is recomputed or saved as the
// collective is; the backward's bucket stays a bucket), each scheduled
// again. Before, a wait was an op with an effect, saved by the forward.
// RUN: ap-opt %s --ap-recompute-partition=report 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: ap-opt %s --ap-schedule-collectives="prefetch-budget=1" --ap-recompute-partition=report 2>&1 | FileCheck %s --check-prefix=SPLIT
// PLAIN: remark: ap-recompute-partition: 7 forward and 5 backward ops; saved 0 value(s), 0 bytes; recomputed 1 op(s)
// SPLIT: remark: ap-recompute-partition: 7 forward and 7 backward ops; saved 0 value(s), 0 bytes; recomputed 1 op(s)
// SPLIT: remark: ap-recompute-partition: the scheduled step was split unscheduled and its halves scheduled again
// SPLIT-LABEL: func.func private @step_forward
// SPLIT: ap.start
// SPLIT-NEXT: ap.all_reduce %{{.+}} : tensor<f32>
// SPLIT: ap.wait
// SPLIT-LABEL: func.func private @step_backward
// SPLIT: ap.all_reduce %concat
// SPLIT: ap.wait
// SPLIT-LABEL: func.func @step
//
// A step split already is left as it is (ap-auto-parallel splits when its
// plan counts a split's savings; a user's split after it changes nothing),
// its halves reported:
// RUN: ap-opt %s --ap-recompute-partition --ap-recompute-partition=memory-report 2>&1 | FileCheck %s --check-prefix=AGAIN
// AGAIN: warning: ap-recompute-partition: @step is split already (@step_forward, @step_backward): left as it is (inline its calls to split it again)
// AGAIN: remark: @step_forward: peak
// AGAIN: remark: @step_backward: peak

ap.mesh @mesh(shape = 4, axes = ["x"])
#id = affine_map<(i) -> (i)>
#all = affine_map<(i) -> ()>
func.func @step(%x: tensor<8xf32>, %w: tensor<8xf32> {ap.param}, %v: tensor<8xf32> {ap.param})
    -> (tensor<f32>, tensor<8xf32> {ap.grad_of = 1}, tensor<8xf32> {ap.grad_of = 2}) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  // Forward: loss = all_reduce(sum(exp(w) * x + v)).
  %y = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x, %v : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%p: f32, %q: f32, %r: f32, %o: f32):
    %t = math.exp %p : f32
    %m = arith.mulf %t, %q : f32
    %a = arith.addf %m, %r : f32
    linalg.yield %a : f32
  } -> tensor<8xf32>
  %s0 = tensor.empty() : tensor<f32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %l = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]}
      ins(%y : tensor<8xf32>) outs(%sf : tensor<f32>) {
  ^bb0(%p: f32, %o: f32):
    %r = arith.addf %o, %p : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %loss = ap.all_reduce %l on @mesh axes = [0] reduce = sum : tensor<f32>
  // Backward: d_w = exp(w) * x, d_v = 1, each all-reduced (DDP).
  %dwl = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x : tensor<8xf32>, tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %t = math.exp %p : f32
    %m = arith.mulf %t, %q : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %one = arith.constant 1.0 : f32
  %dvl = linalg.fill ins(%one : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %dw = ap.all_reduce %dwl on @mesh axes = [0] reduce = sum : tensor<8xf32>
  %dv = ap.all_reduce %dvl on @mesh axes = [0] reduce = sum : tensor<8xf32>
  return %loss, %dw, %dv : tensor<f32>, tensor<8xf32>, tensor<8xf32>
}
