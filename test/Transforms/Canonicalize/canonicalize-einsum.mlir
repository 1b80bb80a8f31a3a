// RUN: ap-opt %s --ap-canonicalize-einsum | FileCheck %s
//
// Differential: each rewritten function computes what it computed before.
// RUN: ap-run %s --entry=linear --compare --pipeline=ap-canonicalize-einsum | FileCheck %s --check-prefix=SAME
// RUN: ap-run %s --entry=linear_rank4_bf16 --compare --pipeline=ap-canonicalize-einsum | FileCheck %s --check-prefix=SAME
// RUN: ap-run %s --entry=shared_flatten_split_heads --compare --pipeline=ap-canonicalize-einsum | FileCheck %s --check-prefix=SAME
// RUN: ap-run %s --entry=accumulate --compare --pipeline=ap-canonicalize-einsum | FileCheck %s --check-prefix=SAME
// RUN: ap-run %s --entry=merged_heads --compare --pipeline=ap-canonicalize-einsum | FileCheck %s --check-prefix=SAME
// RUN: ap-run %s --entry=bias_add --compare --pipeline=ap-canonicalize-einsum | FileCheck %s --check-prefix=SAME
// RUN: ap-run %s --entry=grad_weight --compare --pipeline=ap-canonicalize-einsum | FileCheck %s --check-prefix=SAME
// RUN: ap-run %s --entry=grad_weight_rank4 --compare --pipeline=ap-canonicalize-einsum | FileCheck %s --check-prefix=SAME
// SAME: PASS

#bias = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>

module {

// CHECK-DAG: #[[X3:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[W3:.+]] = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-DAG: #[[Y3:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[GA:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>
// CHECK-DAG: #[[GB:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>
// CHECK-DAG: #[[GC:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>

// The forward linear: one contraction over (b, s, n, k), its own fill.
// CHECK-LABEL: func.func @linear
// CHECK-SAME: (%[[X:.+]]: tensor<2x3x8xf32>, %[[W:.+]]: tensor<8x6xf32>)
// CHECK-NOT: tensor.collapse_shape
// CHECK: %[[E:.+]] = tensor.empty() : tensor<2x3x6xf32>
// CHECK: %[[Z:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E]] : tensor<2x3x6xf32>)
// CHECK: %[[Y:.+]] = linalg.generic {indexing_maps = [#[[X3]], #[[W3]], #[[Y3]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[X]], %[[W]] : tensor<2x3x8xf32>, tensor<8x6xf32>) outs(%[[Z]] : tensor<2x3x6xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK-NOT: linalg.matmul
// CHECK-NOT: tensor.expand_shape
// CHECK: return %[[Y]]
func.func @linear(%x: tensor<2x3x8xf32>, %w: tensor<8x6xf32>) -> tensor<2x3x6xf32> {
  %cst = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x8xf32> into tensor<6x8xf32>
  %e = tensor.empty() : tensor<6x6xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<6x6xf32>) -> tensor<6x6xf32>
  %mm = linalg.matmul ins(%flat, %w : tensor<6x8xf32>, tensor<8x6xf32>) outs(%z : tensor<6x6xf32>) -> tensor<6x6xf32>
  %y = tensor.expand_shape %mm [[0, 1], [2]] output_shape [2, 3, 6] : tensor<6x6xf32> into tensor<2x3x6xf32>
  return %y : tensor<2x3x6xf32>
}

// Three batch dims, bf16 operands accumulated in f32: the body's casts stay.
// CHECK-LABEL: func.func @linear_rank4_bf16
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.+}}, %{{.+}} : tensor<2x2x3x4xbf16>, tensor<4x5xbf16>) outs(%{{.+}} : tensor<2x2x3x5xf32>)
// CHECK: arith.extf
// CHECK: arith.extf
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @linear_rank4_bf16(%x: tensor<2x2x3x4xbf16>, %w: tensor<4x5xbf16>) -> tensor<2x2x3x5xf32> {
  %cst = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1, 2], [3]] : tensor<2x2x3x4xbf16> into tensor<12x4xbf16>
  %e = tensor.empty() : tensor<12x5xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<12x5xf32>) -> tensor<12x5xf32>
  %mm = linalg.matmul ins(%flat, %w : tensor<12x4xbf16>, tensor<4x5xbf16>) outs(%z : tensor<12x5xf32>) -> tensor<12x5xf32>
  %y = tensor.expand_shape %mm [[0, 1, 2], [3]] output_shape [2, 2, 3, 5] : tensor<12x5xf32> into tensor<2x2x3x5xf32>
  return %y : tensor<2x2x3x5xf32>
}

// q and k share one flatten (as torch exports do); q's unflatten also splits
// the features into heads, which stays as an expand of the contraction.
// CHECK-LABEL: func.func @shared_flatten_split_heads
// CHECK-NOT: tensor.collapse_shape
// CHECK: %[[Q:.+]] = linalg.generic
// CHECK-SAME: outs(%{{.+}} : tensor<2x3x8xf32>)
// CHECK: %[[K:.+]] = linalg.generic
// CHECK-SAME: outs(%{{.+}} : tensor<2x3x4xf32>)
// CHECK: %[[QH:.+]] = tensor.expand_shape %[[Q]] {{\[}}[0], [1], [2, 3]] output_shape [2, 3, 2, 4] : tensor<2x3x8xf32> into tensor<2x3x2x4xf32>
// CHECK: return %[[QH]], %[[K]]
func.func @shared_flatten_split_heads(%x: tensor<2x3x8xf32>, %wq: tensor<8x8xf32>, %wk: tensor<8x4xf32>) -> (tensor<2x3x2x4xf32>, tensor<2x3x4xf32>) {
  %cst = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x8xf32> into tensor<6x8xf32>
  %e8 = tensor.empty() : tensor<6x8xf32>
  %z8 = linalg.fill ins(%cst : f32) outs(%e8 : tensor<6x8xf32>) -> tensor<6x8xf32>
  %q = linalg.matmul ins(%flat, %wq : tensor<6x8xf32>, tensor<8x8xf32>) outs(%z8 : tensor<6x8xf32>) -> tensor<6x8xf32>
  %e4 = tensor.empty() : tensor<6x4xf32>
  %z4 = linalg.fill ins(%cst : f32) outs(%e4 : tensor<6x4xf32>) -> tensor<6x4xf32>
  %k = linalg.matmul ins(%flat, %wk : tensor<6x8xf32>, tensor<8x4xf32>) outs(%z4 : tensor<6x4xf32>) -> tensor<6x4xf32>
  %qh = tensor.expand_shape %q [[0, 1], [2, 3]] output_shape [2, 3, 2, 4] : tensor<6x8xf32> into tensor<2x3x2x4xf32>
  %k3 = tensor.expand_shape %k [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %qh, %k3 : tensor<2x3x2x4xf32>, tensor<2x3x4xf32>
}

// An accumulator that is not a fill is unflattened with the activation.
// CHECK-LABEL: func.func @accumulate
// CHECK-SAME: (%{{.+}}: tensor<2x3x8xf32>, %{{.+}}: tensor<8x6xf32>, %[[C:.+]]: tensor<6x6xf32>)
// CHECK: %[[C3:.+]] = tensor.expand_shape %[[C]] {{\[}}[0, 1], [2]] output_shape [2, 3, 6]
// CHECK: linalg.generic
// CHECK-SAME: outs(%[[C3]] : tensor<2x3x6xf32>)
func.func @accumulate(%x: tensor<2x3x8xf32>, %w: tensor<8x6xf32>, %c: tensor<6x6xf32>) -> tensor<2x3x6xf32> {
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x8xf32> into tensor<6x8xf32>
  %mm = linalg.matmul ins(%flat, %w : tensor<6x8xf32>, tensor<8x6xf32>) outs(%c : tensor<6x6xf32>) -> tensor<6x6xf32>
  %y = tensor.expand_shape %mm [[0, 1], [2]] output_shape [2, 3, 6] : tensor<6x6xf32> into tensor<2x3x6xf32>
  return %y : tensor<2x3x6xf32>
}

// [B, S, H, D] flattened to [B*S, H*D] at once (the attention output
// projection): the heads are merged by themselves, the batch dims stay.
// CHECK-LABEL: func.func @merged_heads
// CHECK: %[[M:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0], [1], [2, 3]] : tensor<2x3x2x4xf32> into tensor<2x3x8xf32>
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[M]], %{{.+}} : tensor<2x3x8xf32>, tensor<8x6xf32>)
func.func @merged_heads(%x: tensor<2x3x2x4xf32>, %w: tensor<8x6xf32>) -> tensor<2x3x6xf32> {
  %cst = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1], [2, 3]] : tensor<2x3x2x4xf32> into tensor<6x8xf32>
  %e = tensor.empty() : tensor<6x6xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<6x6xf32>) -> tensor<6x6xf32>
  %mm = linalg.matmul ins(%flat, %w : tensor<6x8xf32>, tensor<8x6xf32>) outs(%z : tensor<6x6xf32>) -> tensor<6x6xf32>
  %y = tensor.expand_shape %mm [[0, 1], [2]] output_shape [2, 3, 6] : tensor<6x6xf32> into tensor<2x3x6xf32>
  return %y : tensor<2x3x6xf32>
}

// addmm (a bias added to the flat product, then unflattened, as torch
// exports GPT-2's Conv1D): the unflatten moves above the bias add first.
// CHECK-LABEL: func.func @bias_add
// CHECK: %[[MM:.+]] = linalg.generic
// CHECK-SAME: outs(%{{.+}} : tensor<2x3x6xf32>)
// CHECK: %[[B:.+]] = linalg.generic
// CHECK-SAME: ins(%{{.+}} : tensor<6xf32>) outs(%{{.+}} : tensor<2x3x6xf32>)
// CHECK: %[[Y:.+]] = linalg.generic
// CHECK-SAME: ins(%[[MM]], %[[B]] : tensor<2x3x6xf32>, tensor<2x3x6xf32>)
// CHECK-NOT: linalg.matmul
// CHECK: return %[[Y]]
func.func @bias_add(%x: tensor<2x3x8xf32>, %w: tensor<8x6xf32>, %bias: tensor<6xf32>) -> tensor<2x3x6xf32> {
  %cst = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x8xf32> into tensor<6x8xf32>
  %e = tensor.empty() : tensor<6x6xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<6x6xf32>) -> tensor<6x6xf32>
  %mm = linalg.matmul ins(%flat, %w : tensor<6x8xf32>, tensor<8x6xf32>) outs(%z : tensor<6x6xf32>) -> tensor<6x6xf32>
  %b = linalg.generic {indexing_maps = [#bias, #id2], iterator_types = ["parallel", "parallel"]} ins(%bias : tensor<6xf32>) outs(%e : tensor<6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<6x6xf32>
  %sum = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<6x6xf32>, tensor<6x6xf32>) outs(%e : tensor<6x6xf32>) {
  ^bb0(%in: f32, %in1: f32, %out: f32):
    %s = arith.addf %in, %in1 : f32
    linalg.yield %s : f32
  } -> tensor<6x6xf32>
  %y = tensor.expand_shape %sum [[0, 1], [2]] output_shape [2, 3, 6] : tensor<6x6xf32> into tensor<2x3x6xf32>
  return %y : tensor<2x3x6xf32>
}

// The weight gradient: transpose[1, 0](flatten(dy)) x flatten(x) reduces
// over the batch dims: loops (m, n, b, s).
// CHECK-LABEL: func.func @grad_weight
// CHECK-SAME: (%[[DY:.+]]: tensor<2x3x6xf32>, %[[X:.+]]: tensor<2x3x8xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[GA]], #[[GB]], #[[GC]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
// CHECK-SAME: ins(%[[DY]], %[[X]] : tensor<2x3x6xf32>, tensor<2x3x8xf32>) outs(%{{.+}} : tensor<6x8xf32>)
func.func @grad_weight(%dy: tensor<2x3x6xf32>, %x: tensor<2x3x8xf32>) -> tensor<6x8xf32> {
  %cst = arith.constant 0.0 : f32
  %dyf = tensor.collapse_shape %dy [[0, 1], [2]] : tensor<2x3x6xf32> into tensor<6x6xf32>
  %et = tensor.empty() : tensor<6x6xf32>
  %dyt = linalg.transpose ins(%dyf : tensor<6x6xf32>) outs(%et : tensor<6x6xf32>) permutation = [1, 0]
  %xf = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x8xf32> into tensor<6x8xf32>
  %e = tensor.empty() : tensor<6x8xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<6x8xf32>) -> tensor<6x8xf32>
  %dw = linalg.matmul ins(%dyt, %xf : tensor<6x6xf32>, tensor<6x8xf32>) outs(%z : tensor<6x8xf32>) -> tensor<6x8xf32>
  return %dw : tensor<6x8xf32>
}

// Three batch dims, and the rhs's features are two dims.
// CHECK-LABEL: func.func @grad_weight_rank4
// CHECK: %[[XM:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0], [1], [2], [3, 4]] : tensor<2x2x3x2x2xf32> into tensor<2x2x3x4xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]
// CHECK-SAME: ins(%{{.+}}, %[[XM]] : tensor<2x2x3x5xf32>, tensor<2x2x3x4xf32>)
func.func @grad_weight_rank4(%dy: tensor<2x2x3x5xf32>, %x: tensor<2x2x3x2x2xf32>) -> tensor<5x4xf32> {
  %cst = arith.constant 0.0 : f32
  %dyf = tensor.collapse_shape %dy [[0, 1, 2], [3]] : tensor<2x2x3x5xf32> into tensor<12x5xf32>
  %et = tensor.empty() : tensor<5x12xf32>
  %dyt = linalg.transpose ins(%dyf : tensor<12x5xf32>) outs(%et : tensor<5x12xf32>) permutation = [1, 0]
  %xf = tensor.collapse_shape %x [[0, 1, 2], [3, 4]] : tensor<2x2x3x2x2xf32> into tensor<12x4xf32>
  %e = tensor.empty() : tensor<5x4xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<5x4xf32>) -> tensor<5x4xf32>
  %dw = linalg.matmul ins(%dyt, %xf : tensor<5x12xf32>, tensor<12x4xf32>) outs(%z : tensor<5x4xf32>) -> tensor<5x4xf32>
  return %dw : tensor<5x4xf32>
}

}
