// RUN: ap-opt %s --ap-mixed-precision --split-input-file | FileCheck %s
// RUN: ap-opt %s --ap-mixed-precision=policy=f16 --split-input-file | FileCheck %s --check-prefix=F16
// RUN: ap-opt %s --ap-mixed-precision=policy=none --split-input-file | FileCheck %s --check-prefix=NONE
// RUN: ap-opt %s --ap-mixed-precision=report --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=REPORT

// A named matmul becomes a generic on bf16 inputs with its maps, extending
// them to f32 and accumulating in f32; the weight read by two matmuls (the
// forward's and the backward's) is truncated once, right after its
// definition (a function argument: at the start of the body).

// CHECK-LABEL: func.func @shared_weight
// CHECK-SAME: (%[[X:[^:]+]]: tensor<8x16xf32>, %[[W:[^:]+]]: tensor<16x4xf32>, %[[DY:[^:]+]]: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x16xf32>)
// CHECK: %[[XE:.*]] = tensor.empty() : tensor<8x16xbf16>
// CHECK: %[[XB:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<8x16xf32>) outs(%[[XE]] : tensor<8x16xbf16>)
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: %[[WB:.*]] = linalg.generic {{.*}} ins(%[[W]] : tensor<16x4xf32>) outs(%{{.*}} : tensor<16x4xbf16>)
// CHECK: %[[DYB:.*]] = linalg.generic {{.*}} ins(%[[DY]] : tensor<8x4xf32>) outs(%{{.*}} : tensor<8x4xbf16>)
// CHECK: %[[Y:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]{{.*}} ins(%[[XB]], %[[WB]] : tensor<8x16xbf16>, tensor<16x4xbf16>) outs(%{{.*}} : tensor<8x4xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: bf16, %[[B:.*]]: bf16, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[AE:.*]] = arith.extf %[[A]] : bf16 to f32
// CHECK-NEXT: %[[BE:.*]] = arith.extf %[[B]] : bf16 to f32
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[AE]], %[[BE]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[M]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK: %[[DX:.*]] = linalg.generic {{.*}} ins(%[[DYB]], %[[WB]] : tensor<8x4xbf16>, tensor<16x4xbf16>) outs(%{{.*}} : tensor<8x16xf32>)
// CHECK-NOT: linalg.matmul
// CHECK: return %[[Y]], %[[DX]] : tensor<8x4xf32>, tensor<8x16xf32>

// F16-LABEL: func.func @shared_weight
// F16-COUNT-3: arith.truncf %{{.*}} : f32 to f16
// F16-NOT: bf16
// F16: return

// NONE-LABEL: func.func @shared_weight
// NONE: linalg.matmul
// NONE-NOT: truncf
// NONE: linalg.matmul
// NONE-NOT: truncf
// NONE: return

// REPORT: remark: ap-mixed-precision: 2 contraction(s) on 'bf16' inputs, 3 truncation(s), 0 narrow source(s) reused
#dx = affine_map<(m, n, k) -> (m, n)>
#dy = affine_map<(m, n, k) -> (m, k)>
#w = affine_map<(m, n, k) -> (n, k)>
func.func @shared_weight(%x: tensor<8x16xf32>, %w: tensor<16x4xf32>, %dy: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %dx = linalg.generic {indexing_maps = [#dy, #w, #dx], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dy, %w : tensor<8x4xf32>, tensor<16x4xf32>) outs(%z2 : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %y, %dx : tensor<8x4xf32>, tensor<8x16xf32>
}

// -----

// What is not an f32 multiply-accumulate contraction keeps its types: an
// f64 matmul (the oracle's exact programs), a reduction with one input (a
// norm's sum of squares), a product without a reduction loop, a body that
// selects (a one-hot gather written as a contraction) and a body with more
// arithmetic than `acc + a * b`.

// CHECK-LABEL: func.func @kept
// CHECK-NOT: truncf
// CHECK-NOT: bf16
// CHECK: return
// REPORT: remark: ap-mixed-precision: 0 contraction(s) on 'bf16' inputs, 0 truncation(s), 0 narrow source(s) reused
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @kept(%x64: tensor<4x4xf64>, %x: tensor<4x8xf32>, %y: tensor<8x4xf32>, %ids: tensor<4xi64>) -> (tensor<4x4xf64>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %z64 = arith.constant dense<0.0> : tensor<4x4xf64>
  %m64 = linalg.matmul ins(%x64, %x64 : tensor<4x4xf64>, tensor<4x4xf64>) outs(%z64 : tensor<4x4xf64>) -> tensor<4x4xf64>
  %zr = arith.constant dense<0.0> : tensor<4xf32>
  %sq = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%zr : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.mulf %a, %a : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %z = arith.constant dense<0.0> : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %y : tensor<4x8xf32>, tensor<8x4xf32>) outs(%z : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %k = linalg.index 2 : index
    %c0 = arith.constant 0 : index
    %hit = arith.cmpi eq, %k, %c0 : index
    %m = arith.mulf %a, %b : f32
    %v = arith.select %hit, %m, %acc : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %h = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %y : tensor<4x8xf32>, tensor<8x4xf32>) outs(%z : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %t = math.tanh %m : f32
    %s = arith.addf %acc, %t : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %m64, %sq, %p, %g, %h : tensor<4x4xf64>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// An input that is already an extension of a bf16 value (a bf16 parameter
// read in f32) is replaced by that value: no round trip, and the extension
// is left to its other users. Dynamic shapes get their truncation's sizes
// from the value.

// CHECK-LABEL: func.func @narrow_source
// CHECK-SAME: (%[[P:[^:]+]]: tensor<4x8xbf16>, %[[X:[^:]+]]: tensor<?x4xf32>, %{{[^:]+}}: tensor<?x8xf32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4xf32>
// CHECK: %[[XE:.*]] = tensor.empty(%[[D]]) : tensor<?x4xbf16>
// CHECK: %[[XB:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<?x4xf32>) outs(%[[XE]] : tensor<?x4xbf16>)
// CHECK: %[[PF:.*]] = linalg.generic {{.*}} ins(%[[P]] : tensor<4x8xbf16>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[XB]], %[[P]] : tensor<?x4xbf16>, tensor<4x8xbf16>)
// CHECK: return %{{.*}}, %[[PF]]
// REPORT: remark: ap-mixed-precision: 1 contraction(s) on 'bf16' inputs, 1 truncation(s), 1 narrow source(s) reused
#id = affine_map<(i, j) -> (i, j)>
func.func @narrow_source(%p: tensor<4x8xbf16>, %x: tensor<?x4xf32>, %z: tensor<?x8xf32>) -> (tensor<?x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %pf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<4x8xbf16>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: bf16, %b: f32):
    %w = arith.extf %a : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<4x8xf32>
  %y = linalg.matmul ins(%x, %pf : tensor<?x4xf32>, tensor<4x8xf32>) outs(%z : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %y, %pf : tensor<?x8xf32>, tensor<4x8xf32>
}
