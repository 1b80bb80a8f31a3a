// RUN: ap-opt %s -split-input-file --ap-recompute-partition=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: ap-opt %s -split-input-file --ap-recompute-partition | FileCheck %s
// RUN: ap-opt %s -split-input-file --ap-recompute-partition="report policy=sac" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SAC-REMARK
// RUN: ap-opt %s -split-input-file --ap-recompute-partition="policy=sac" | FileCheck %s --check-prefix=SAC
// RUN: ap-opt %s -split-input-file --ap-recompute-partition="report policy=save-all" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SAVE-ALL
//
// What may be recomputed: `ap.recompute` on an op, selective activation
// checkpointing, and FSDP's all-gathers. Under `save-all` every forward
// value the backward reads is saved, except where an `ap.recompute`
// attribute or FSDP's rule says otherwise.

// The matmul marked must_recompute: nothing is left to save (the backward
// runs the matmul again from the arguments).
// REMARK: remark: ap-recompute-partition: 9 forward and 2 backward ops; saved 0 value(s), 0 bytes; recomputed 5 op(s)
// Under save-all, the extf's output (which the backward reads) is saved.
// SAVE-ALL: remark: ap-recompute-partition: 9 forward and 2 backward ops; saved 1 value(s), 256 bytes; recomputed 0 op(s)
// CHECK-LABEL: func.func private @pinned_forward
// CHECK: return %{{[^,]+}} : tensor<f64>
// CHECK-LABEL: func.func private @pinned_backward
// CHECK: linalg.matmul
// CHECK: arith.extf
func.func @pinned(%x: tensor<4x8xf32> {ap.param}, %w: tensor<8x8xf32>)
    -> (tensor<f64>, tensor<4x8xf32> {ap.grad_of = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %d0 = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h = linalg.matmul {ap.recompute = "must_recompute"} ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = arith.extf %h : tensor<4x8xf32> to tensor<4x8xf64>
  %g = arith.truncf %a : tensor<4x8xf64> to tensor<4x8xf32>
  %dx = arith.mulf %g, %x : tensor<4x8xf32>
  %el = tensor.empty() : tensor<f64>
  %zl = linalg.fill ins(%d0 : f64) outs(%el : tensor<f64>) -> tensor<f64>
  %loss = linalg.reduce ins(%a : tensor<4x8xf64>) outs(%zl : tensor<f64>) dimensions = [0, 1]
    (%in: f64, %acc: f64) {
      %s = arith.addf %in, %acc : f64
      linalg.yield %s : f64
    }
  return %loss, %dx : tensor<f64>, tensor<4x8xf32>
}

// -----

// extf marked must_save: its 256 bytes are saved although the matmul's 128
// would do.
// REMARK: remark: ap-recompute-partition: 9 forward and 2 backward ops; saved 1 value(s), 256 bytes; recomputed 0 op(s)
// SAVE-ALL: remark: ap-recompute-partition: 9 forward and 2 backward ops; saved 1 value(s), 256 bytes; recomputed 0 op(s)
func.func @saved(%x: tensor<4x8xf32> {ap.param}, %w: tensor<8x8xf32>)
    -> (tensor<f64>, tensor<4x8xf32> {ap.grad_of = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %d0 = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = arith.extf %h {ap.recompute = "must_save"} : tensor<4x8xf32> to tensor<4x8xf64>
  %g = arith.truncf %a : tensor<4x8xf64> to tensor<4x8xf32>
  %dx = arith.mulf %g, %x : tensor<4x8xf32>
  %el = tensor.empty() : tensor<f64>
  %zl = linalg.fill ins(%d0 : f64) outs(%el : tensor<f64>) -> tensor<f64>
  %loss = linalg.reduce ins(%a : tensor<4x8xf64>) outs(%zl : tensor<f64>) dimensions = [0, 1]
    (%in: f64, %acc: f64) {
      %s = arith.addf %in, %acc : f64
      linalg.yield %s : f64
    }
  return %loss, %dx : tensor<f64>, tensor<4x8xf32>
}

// -----

// Two matmuls in a row, both read by the backward. By default both outputs
// are saved (contractions are not recomputed); with selective checkpointing
// the first is saved and the second recomputed from it.
// REMARK: remark: ap-recompute-partition: 8 forward and 1 backward ops; saved 2 value(s), 256 bytes; recomputed 0 op(s)
// SAC-REMARK: remark: ap-recompute-partition: 8 forward and 1 backward ops; saved 1 value(s), 128 bytes; recomputed 4 op(s)
// SAVE-ALL: remark: ap-recompute-partition: 8 forward and 1 backward ops; saved 2 value(s), 256 bytes; recomputed 0 op(s)
// SAC-LABEL: func.func private @two_matmuls_backward
// SAC-SAME: %[[H1:[^:]+]]: tensor<4x8xf32>) -> (tensor<4x8xf32> {ap.grad_of = 0 : i64})
// SAC: linalg.matmul ins(%[[H1]]
func.func @two_matmuls(%x: tensor<4x8xf32> {ap.param}, %w: tensor<8x8xf32>)
    -> (tensor<f32>, tensor<4x8xf32> {ap.grad_of = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h1 = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h2 = linalg.matmul ins(%h1, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %g = arith.mulf %h1, %h2 : tensor<4x8xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%c0 : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%h2 : tensor<4x8xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %loss, %g : tensor<f32>, tensor<4x8xf32>
}

// -----

// FSDP on per-device code: the parameter's shard is cast, gathered and
// transposed for the forward matmul; the backward reads the transposed
// weight. The gather and its chain are recomputed (the backward gathers
// again), never saved; the matmul's output is saved.
// REMARK: remark: ap-recompute-partition: 11 forward and 5 backward ops; saved 1 value(s), 64 bytes; recomputed 5 op(s)
// Under save-all the gather and its chain are still recomputed; the other
// values the backward reads are saved.
// SAVE-ALL: remark: ap-recompute-partition: 11 forward and 5 backward ops; saved 3 value(s), 196 bytes; recomputed 3 op(s)
// CHECK-LABEL: func.func private @fsdp_forward
// CHECK: %[[G:.+]] = ap.all_gather
// CHECK: %[[H:.+]] = linalg.matmul
// CHECK: return %{{[^,]+}}, %[[H]] : tensor<f32>, tensor<4x4xf32>
// CHECK-LABEL: func.func private @fsdp_backward
// CHECK: arith.truncf
// CHECK: ap.all_gather
// CHECK: linalg.transpose
ap.mesh @mesh(shape = 2, axes = ["dp"])
func.func @fsdp(%x: tensor<4x8xf32> {ap.param}, %w: tensor<2x8xf64> {ap.param})
    -> (tensor<f32>, tensor<4x8xf32> {ap.grad_of = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %wc = arith.truncf %w : tensor<2x8xf64> to tensor<2x8xf32>
  %wg = ap.all_gather %wc on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %et = tensor.empty() : tensor<8x4xf32>
  %wt = linalg.transpose ins(%wg : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %h = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%c0 : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%h : tensor<4x4xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  // Backward: dx = h * w^T (as a stand-in that reads both).
  %e2 = tensor.empty() : tensor<4x8xf32>
  %z2 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ewt = tensor.empty() : tensor<4x8xf32>
  %wtt = linalg.transpose ins(%wt : tensor<8x4xf32>) outs(%ewt : tensor<4x8xf32>) permutation = [1, 0]
  %dx = linalg.matmul ins(%h, %wtt : tensor<4x4xf32>, tensor<4x8xf32>) outs(%z2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %loss, %dx : tensor<f32>, tensor<4x8xf32>
}

// -----

// A gathered parameter the backward reads twice is gathered again for the
// second read: its copy is not held from one use to the next (a chain a
// cross-layer recomputation reads first would otherwise stay alive until
// the layer's own backward, which the planner's memory term does not count).
// CHECK-LABEL: func.func private @fsdp_two_uses_backward
// CHECK: ap.all_gather
// CHECK-NEXT: linalg.transpose
// CHECK-NEXT: linalg.transpose
// CHECK-NEXT: linalg.matmul
// CHECK: ap.all_gather
// CHECK-NEXT: linalg.transpose
// The accumulator's fill, made from nothing, right before its matmul.
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.fill
// CHECK-NEXT: linalg.matmul
// CHECK-NOT: ap.all_gather
// CHECK: return
ap.mesh @mesh(shape = 2, axes = ["dp"])
func.func @fsdp_two_uses(%x: tensor<4x8xf32> {ap.param}, %w: tensor<2x8xf32> {ap.param})
    -> (tensor<f32>, tensor<4x8xf32> {ap.grad_of = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %wg = ap.all_gather %w on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
  %et = tensor.empty() : tensor<8x4xf32>
  %wt = linalg.transpose ins(%wg : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %h = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%c0 : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%h : tensor<4x4xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  // Backward (stand-ins that read the gathered weight twice).
  %e2 = tensor.empty() : tensor<4x8xf32>
  %z2 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ewt = tensor.empty() : tensor<4x8xf32>
  %wtt = linalg.transpose ins(%wt : tensor<8x4xf32>) outs(%ewt : tensor<4x8xf32>) permutation = [1, 0]
  %dx = linalg.matmul ins(%h, %wtt : tensor<4x4xf32>, tensor<4x8xf32>) outs(%z2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %dy = linalg.matmul ins(%dx, %wt : tensor<4x8xf32>, tensor<8x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %g = linalg.matmul ins(%dy, %wtt : tensor<4x4xf32>, tensor<4x8xf32>) outs(%z2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %loss, %g : tensor<f32>, tensor<4x8xf32>
}
